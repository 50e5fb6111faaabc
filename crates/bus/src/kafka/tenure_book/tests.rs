use super::*;
use std::sync::mpsc::{self, Receiver};

const SESSION: Duration = Duration::from_secs(4);
const FREE_AFTER: Duration = Duration::from_millis(4_500);
const MS: Duration = Duration::from_millis(1);
const MINE: u32 = 7;
const THEIRS: u32 = 9;

fn book() -> (TenureBook, Receiver<LeaseNote>) {
    let (notes, received) = mpsc::channel();
    (TenureBook::new(MINE, SESSION, FREE_AFTER, notes), received)
}

/// One round of the lease thread for `assigned` at `at`: renews the claims (the broker takes
/// them), then reads `others` written over them (partition, value) where given.
fn round(book: &TenureBook, assigned: &[u32], at: Instant, others: &[(u32, i64)]) {
    let renew = book.to_renew(assigned, at);
    let value = lease_value(1_000 + at_ms(at), MINE);
    book.renewed(&renew, value, at);
    let mut leases: Vec<(u32, Option<i64>)> = assigned
        .iter()
        .map(|&p| (p, renew.contains(&p).then_some(value)))
        .collect();
    for &(partition, written) in others {
        match leases.iter_mut().find(|(p, _)| *p == partition) {
            Some(lease) => lease.1 = Some(written),
            None => leases.push((partition, Some(written))),
        }
    }
    book.read(&leases, Some(assigned), at);
}

/// Partition 0, never leased, claimed at `start` and renewed at `renewed`: the tenure holds.
fn holding_partition_0(book: &TenureBook, start: Instant, renewed: Instant) {
    book.read(&[(0, None)], Some(&[0]), start);
    book.try_begin(0, start);
    round(book, &[0], renewed, &[]);
}

fn at_ms(at: Instant) -> i64 {
    // Distinct values per instant are all the tests need.
    i64::try_from(at.elapsed().as_nanos() % 1_000_000).unwrap_or(0) + 1
}

#[test]
fn lease_values_carry_their_writer_s_tag() {
    let value = lease_value(1_764_300_000_000, THEIRS);
    assert_eq!(tag_of(value), THEIRS);
    assert_eq!(value >> TAG_BITS, 1_764_300_000_000);
    assert_eq!(tag_of(TenureBook::release_value()), RELEASED);
    let tag = new_tag();
    assert!(tag > 0 && tag < (1 << TAG_BITS));
}

#[test]
fn nothing_begins_before_the_first_read_of_the_leases() {
    let (book, _notes) = book();
    assert!(!book.try_begin(0, Instant::now()));
    assert!(book.to_renew(&[0], Instant::now()).is_empty());
}

#[test]
fn a_partition_never_leased_begins_once_a_read_confirms_this_member_s_renewal() {
    let (book, _notes) = book();
    let start = Instant::now();
    book.read(&[(0, None)], Some(&[0]), start);
    assert!(!book.try_begin(0, start), "claimed, not yet renewed");
    assert!(!book.holds(0, start));
    round(&book, &[0], start + MS, &[]);
    assert!(book.try_begin(0, start + 2 * MS));
    assert!(book.holds(0, start + 2 * MS));
}

#[test]
fn a_released_lease_begins_at_once() {
    let (book, _notes) = book();
    let start = Instant::now();
    book.read(&[(0, Some(lease_value(5, RELEASED)))], Some(&[0]), start);
    assert!(!book.try_begin(0, start));
    round(&book, &[0], start + MS, &[]);
    assert!(book.try_begin(0, start + 2 * MS));
}

#[test]
fn a_lease_another_member_renews_keeps_this_member_waiting() {
    let (book, _notes) = book();
    let start = Instant::now();
    for step in 0..40 {
        let at = start + Duration::from_millis(250) * step;
        let theirs = lease_value(i64::from(step), THEIRS);
        round(&book, &[0], at, &[(0, theirs)]);
        assert!(!book.try_begin(0, at), "at step {step}");
        assert!(!book.holds(0, at));
    }
}

#[test]
fn a_dead_owner_s_lease_is_free_once_it_stood_still_for_the_staleness() {
    let (book, _notes) = book();
    let start = Instant::now();
    let last = lease_value(3, THEIRS);
    let mut at = start;
    while at < start + FREE_AFTER {
        book.read(&[(0, Some(last))], Some(&[0]), at);
        assert!(!book.try_begin(0, at));
        assert!(book.to_renew(&[0], at).is_empty());
        at += Duration::from_millis(250);
    }
    book.read(&[(0, Some(last))], Some(&[0]), at);
    assert!(!book.try_begin(0, at), "claimed, not yet renewed");
    round(&book, &[0], at + MS, &[]);
    assert!(book.holds(0, at + 2 * MS));
}

#[test]
fn another_member_s_renewal_ends_the_tenure_and_this_member_waits_again() {
    let (book, _notes) = book();
    let start = Instant::now();
    holding_partition_0(&book, start, start + MS);
    assert!(book.holds(0, start + MS));
    round(&book, &[0], start + 2 * MS, &[(0, lease_value(8, THEIRS))]);
    assert!(!book.holds(0, start + 2 * MS));
    assert!(!book.try_begin(0, start + 3 * MS));
    assert!(
        book.to_renew(&[0], start + 3 * MS).is_empty(),
        "no longer renewed"
    );
}

#[test]
fn a_tenure_lapses_a_session_after_its_last_confirmed_renewal_and_is_judged_afresh() {
    let (book, _notes) = book();
    let start = Instant::now();
    holding_partition_0(&book, start, start);
    assert!(book.holds(0, start + SESSION - MS));
    assert!(!book.holds(0, start + SESSION));
    assert!(
        book.to_renew(&[0], start + SESSION).is_empty(),
        "a lapsed claim is not renewed"
    );
    // Its own lease, which nobody renewed since: it may begin again.
    book.read(
        &[(0, Some(lease_value(1_001, MINE)))],
        Some(&[0]),
        start + SESSION,
    );
    assert!(!book.try_begin(0, start + SESSION));
    round(&book, &[0], start + SESSION + MS, &[]);
    assert!(book.holds(0, start + SESSION + 2 * MS));
}

#[test]
fn a_released_partition_s_claim_ends_and_the_thread_is_told() {
    let (book, notes) = book();
    let start = Instant::now();
    book.read(&[(0, None), (1, None)], Some(&[0, 1]), start);
    book.try_begin(0, start);
    round(&book, &[0, 1], start + MS, &[]);
    book.release(vec![0, 1], None);
    let told = notes
        .try_iter()
        .find_map(|note| match note {
            LeaseNote::Released { partitions, .. } => Some(partitions),
            LeaseNote::Holding(_) | LeaseNote::Wake => None,
        })
        .expect("the release reaches the lease thread");
    assert_eq!(book.released(&told), vec![0], "only 0 was claimed");
    assert!(!book.holds(0, start + 2 * MS));
}

#[test]
fn a_partition_no_longer_assigned_loses_its_claim() {
    let (book, _notes) = book();
    let start = Instant::now();
    holding_partition_0(&book, start, start + MS);
    book.read(&[(0, None)], Some(&[]), start + 2 * MS);
    assert!(!book.holds(0, start + 2 * MS));
}

#[test]
fn a_rebalance_keeps_the_claims_until_the_release() {
    let (book, _notes) = book();
    let start = Instant::now();
    holding_partition_0(&book, start, start + MS);
    let confirmed = book.to_renew(&[0], start + 2 * MS);
    assert_eq!(confirmed, vec![0]);
    book.read(&[(0, None)], None, start + 2 * MS);
    assert!(book.holds(0, start + 2 * MS));
}
