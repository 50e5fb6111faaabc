//! Exact enumeration of every rest of the board, grouped so that work is shared.
//!
//! Without a flush, a hand's value depends only on the ranks of its seven cards. So the first
//! pass walks the *rank multisets* of the unknown board cards (6,175 instead of 658,008 boards
//! after the pocket cards), each weighted by the number of boards that have it, and evaluates
//! the six hands once per multiset.
//!
//! A flush needs at least three board cards of one suit, and then no other suit can have three.
//! The second pass corrects exactly those boards: for each suit, each set of its unknown cards
//! that brings the board to three or more of the suit (only when some hand can then reach
//! five), and each rank multiset of the other unknown cards (whose suits no longer matter). The
//! flush values of that set are computed once and shared by every multiset that completes it.
//! Tallies are exact integer counts of boards.

use super::multiset::{multisets, RankSet, Weighted};
use super::value::{flush_value, market_category, Ranks, FLUSH_MIN};
use livedraw_domain::Card;

/// Hands at the table.
pub(super) const HANDS: usize = 6;
/// Winning-combination markets: high card … straight flush, royal flush.
pub(super) const CATEGORIES: usize = 10;

/// The cards on the table and those still unseen.
pub(super) struct Deal {
    /// Each hand's two pocket cards.
    pub(super) pockets: [[Card; 2]; HANDS],
    /// The board cards dealt (0, 3, 4 or 5).
    pub(super) board: Vec<Card>,
    /// Every card not seen: not in a hand, on the board or known dead.
    pub(super) unseen: Vec<Card>,
}

/// How many of the boards each hand wins (ties included) and each category wins.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Tally {
    /// Every possible rest of the board.
    pub(super) boards: u64,
    /// Boards on which hand h is among the winners.
    pub(super) wins: [i64; HANDS],
    /// Boards on which the winning combination is of each category.
    pub(super) categories: [i64; CATEGORIES],
}

impl Tally {
    fn add(&mut self, outcome: Outcome, weight: i64) {
        for (hand, wins) in self.wins.iter_mut().enumerate() {
            if outcome.winners & (1 << hand) != 0 {
                *wins += weight;
            }
        }
        self.categories[usize::from(outcome.category)] += weight;
    }

    fn merge(mut self, other: Tally) -> Tally {
        self.boards += other.boards;
        for (mine, theirs) in self.wins.iter_mut().zip(other.wins) {
            *mine += theirs;
        }
        for (mine, theirs) in self.categories.iter_mut().zip(other.categories) {
            *mine += theirs;
        }
        self
    }
}

/// Which hands win one board, and the winning category.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Outcome {
    winners: u8,
    category: u8,
}

impl Outcome {
    fn of(values: &[u32; HANDS]) -> Outcome {
        let best = values.iter().copied().max().unwrap_or(0);
        let winners = values
            .iter()
            .enumerate()
            .filter(|(_, &value)| value == best)
            .fold(0u8, |mask, (hand, _)| mask | 1 << hand);
        Outcome {
            winners,
            category: market_category(best) as u8,
        }
    }
}

/// The rank-only values of the six hands for one multiset of unknown board ranks.
#[derive(Clone, Copy, Debug, Default)]
struct Record {
    values: [u32; HANDS],
    best: u32,
    outcome: Outcome,
}

impl Record {
    fn of(values: [u32; HANDS]) -> Record {
        Record {
            values,
            best: values.iter().copied().max().unwrap_or(0),
            outcome: Outcome::of(&values),
        }
    }
}

/// Records by multiset key: open addressing, as the keys are sparse 39-bit numbers.
struct Records {
    keys: Vec<u64>,
    records: Vec<Record>,
    shift: u32,
}

impl Records {
    fn new(entries: impl ExactSizeIterator<Item = (u64, Record)>) -> Records {
        let bits = (2 * entries.len().max(1))
            .next_power_of_two()
            .trailing_zeros()
            .max(4);
        let mut table = Records {
            keys: vec![u64::MAX; 1 << bits],
            records: vec![Record::default(); 1 << bits],
            shift: 64 - bits,
        };
        for (key, record) in entries {
            let slot = table.slot(key);
            table.keys[slot] = key;
            table.records[slot] = record;
        }
        table
    }

    /// The slot holding `key`, or the empty one where it belongs.
    fn slot(&self, key: u64) -> usize {
        let mask = self.keys.len() - 1;
        let mut slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> self.shift) as usize;
        while self.keys[slot] != key && self.keys[slot] != u64::MAX {
            slot = (slot + 1) & mask;
        }
        slot
    }

    fn get(&self, key: u64) -> &Record {
        &self.records[self.slot(key)]
    }
}

/// One set of unknown cards of `suit` that gives the board three or more of it.
struct SuitedSet {
    suit: usize,
    size: usize,
    key: u64,
    /// Flush values of the hands that reach five of the suit (0 for the others).
    flushes: [u32; HANDS],
    /// The best of them.
    best_flush: u32,
    /// The outcome when the flushes beat every hand's rank-only value.
    flush_outcome: Outcome,
}

/// Counts every rest of the board, on `threads` threads (1 or 2 are useful on our tables).
pub(super) fn tally(deal: &Deal, threads: usize) -> Tally {
    let threads = threads.max(1);
    let unknown = 5 - deal.board.len();
    let pool = rank_pool(&deal.unseen, None);
    let sets = multisets(&pool, unknown);
    let known = deal.board.iter().fold(Ranks::default(), |ranks, card| {
        ranks.with(card.rank().index())
    });
    let pockets = deal
        .pockets
        .map(|pocket| [pocket[0].rank().index(), pocket[1].rank().index()]);
    let chunks: Vec<&[Weighted]> = sets.chunks(sets.len().div_ceil(threads).max(1)).collect();
    let parts = run(&chunks, |chunk| by_ranks(chunk, known, &pockets));
    let total = parts.iter().fold(Tally::default(), |total, (_, tally)| {
        total.merge(tally.clone())
    });
    let records = Records::new(
        parts
            .into_iter()
            .flat_map(|(part, _)| part)
            .collect::<Vec<_>>()
            .into_iter(),
    );
    let suited = suited_sets(deal, unknown);
    let groups: Vec<Vec<&SuitedSet>> = (0..threads)
        .map(|thread| suited.iter().skip(thread).step_by(threads).collect())
        .collect();
    let corrections = run(&groups, |group| {
        flush_corrections(deal, unknown, group, &records)
    });
    corrections.into_iter().fold(total, Tally::merge)
}

/// Runs `work` on each item, one scoped thread per item beyond the first.
fn run<I: Sync, T: Send>(items: &[I], work: impl Fn(&I) -> T + Sync) -> Vec<T> {
    match items {
        [] => Vec::new(),
        [only] => vec![work(only)],
        [first, rest @ ..] => std::thread::scope(|scope| {
            let handles: Vec<_> = rest.iter().map(|item| scope.spawn(|| work(item))).collect();
            let mut out = vec![work(first)];
            // A panic in a worker is a bug in this module: re-raise it on the caller's thread.
            out.extend(handles.into_iter().map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            }));
            out
        }),
    }
}

/// Unseen cards per rank, leaving out `suit` when given.
fn rank_pool(unseen: &[Card], suit: Option<usize>) -> [u8; 13] {
    let mut pool = [0u8; 13];
    for card in unseen {
        if Some(card.suit().index()) != suit {
            pool[card.rank().index()] += 1;
        }
    }
    pool
}

/// First pass: every board counted as if no hand had a flush.
fn by_ranks(
    sets: &[Weighted],
    known: Ranks,
    pockets: &[[usize; 2]; HANDS],
) -> (Vec<(u64, Record)>, Tally) {
    let mut tally = Tally::default();
    let mut records = Vec::with_capacity(sets.len());
    for set in sets {
        let board = set
            .ranks
            .as_slice()
            .iter()
            .fold(known, |ranks, &rank| ranks.with(usize::from(rank)));
        let record = Record::of(pockets.map(|[a, b]| board.with(a).with(b).value()));
        tally.boards += set.weight;
        tally.add(record.outcome, set.weight as i64);
        records.push((set.key, record));
    }
    (records, tally)
}

/// Every set of unknown cards of one suit that brings the board to three or more of it and
/// lets some hand reach five.
fn suited_sets(deal: &Deal, unknown: usize) -> Vec<SuitedSet> {
    let mut out = Vec::new();
    for suit in 0..4 {
        let of_suit = |cards: &[Card]| -> u16 {
            cards
                .iter()
                .filter(|card| card.suit().index() == suit)
                .fold(0, |mask, card| mask | 1 << card.rank().index())
        };
        let on_board = of_suit(&deal.board);
        let pockets = deal.pockets.map(|pocket| of_suit(&pocket));
        let mut ranks: Vec<u8> = deal
            .unseen
            .iter()
            .filter(|card| card.suit().index() == suit)
            .map(|card| card.rank().index() as u8)
            .collect();
        // Subsets are built in ascending order, as rank sets must be.
        ranks.sort_unstable();
        let needed = 3usize.saturating_sub(on_board.count_ones() as usize);
        for size in needed..=unknown.min(ranks.len()) {
            for_each_subset(&ranks, size, &mut |subset, mask| {
                let board = on_board | mask;
                let flushes = pockets.map(|pocket| {
                    let suited = board | pocket;
                    if suited.count_ones() >= 5 {
                        flush_value(suited)
                    } else {
                        0
                    }
                });
                let best_flush = flushes.iter().copied().max().unwrap_or(0);
                if best_flush != 0 {
                    out.push(SuitedSet {
                        suit,
                        size,
                        key: subset.key(),
                        flushes,
                        best_flush,
                        flush_outcome: Outcome::of(&flushes),
                    });
                }
            });
        }
    }
    out
}

/// Calls `visit` with every `size`-subset of the ascending `ranks`, and its rank mask.
fn for_each_subset(ranks: &[u8], size: usize, visit: &mut impl FnMut(RankSet, u16)) {
    fn walk(
        ranks: &[u8],
        size: usize,
        chosen: RankSet,
        mask: u16,
        visit: &mut impl FnMut(RankSet, u16),
    ) {
        if chosen.as_slice().len() == size {
            visit(chosen, mask);
            return;
        }
        for (i, &rank) in ranks.iter().enumerate() {
            walk(
                &ranks[i + 1..],
                size,
                chosen.push(rank),
                mask | 1 << rank,
                visit,
            );
        }
    }
    walk(ranks, size, RankSet::default(), 0, visit);
}

/// Second pass: for each suited set, every rank multiset of the other unknown cards; where a
/// flush changes the outcome, the rank-only count is replaced by the true one.
fn flush_corrections(deal: &Deal, unknown: usize, sets: &[&SuitedSet], records: &Records) -> Tally {
    let mut tally = Tally::default();
    let mut rest_cache: Vec<Option<Vec<Weighted>>> = (0..4 * (unknown + 1)).map(|_| None).collect();
    for set in sets {
        let rest_size = unknown - set.size;
        let rests = rest_cache[set.suit * (unknown + 1) + rest_size]
            .get_or_insert_with(|| multisets(&rank_pool(&deal.unseen, Some(set.suit)), rest_size));
        for rest in rests.iter() {
            let record = records.get(set.key + rest.key);
            if record.best > set.best_flush {
                // A full house or better that no flush reaches: nothing changes.
                continue;
            }
            let outcome = if record.best < FLUSH_MIN {
                set.flush_outcome
            } else {
                let values = std::array::from_fn(|h| record.values[h].max(set.flushes[h]));
                Outcome::of(&values)
            };
            if outcome != record.outcome {
                let weight = rest.weight as i64;
                tally.add(outcome, weight);
                tally.add(record.outcome, -weight);
            }
        }
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::super::plain::{enumerate, shuffled_deck};
    use super::*;

    fn deal_from(deck: &[Card], board: usize, dead: usize) -> Deal {
        let mut pockets = [[deck[0]; 2]; HANDS];
        for (hand, pocket) in pockets.iter_mut().enumerate() {
            *pocket = [deck[hand], deck[hand + HANDS]];
        }
        Deal {
            pockets,
            board: deck[12..12 + board].to_vec(),
            unseen: deck[12 + board + dead..].to_vec(),
        }
    }

    fn check(deal: &Deal) {
        let (boards, wins, categories) = enumerate(&deal.pockets, &deal.board, &deal.unseen);
        for threads in [1, 2] {
            let tally = tally(deal, threads);
            assert_eq!(tally.boards, boards);
            assert_eq!(
                tally.wins.map(|w| w as u64).to_vec(),
                wins,
                "{threads} thread(s)"
            );
            assert_eq!(tally.categories.map(|c| c as u64).to_vec(), categories);
        }
    }

    #[test]
    fn after_the_flop_every_board_counts_like_the_plain_enumeration() {
        for seed in 0..12 {
            check(&deal_from(&shuffled_deck(seed), 3, 0));
        }
    }

    #[test]
    fn after_the_turn_and_river_too() {
        for seed in 100..120 {
            check(&deal_from(&shuffled_deck(seed), 4, 1));
            check(&deal_from(&shuffled_deck(seed), 5, 0));
        }
    }

    #[test]
    fn after_the_pocket_cards_with_a_reduced_deck() {
        // 25 dead cards leave 15 unseen: 3,003 boards, every one checked by the plain loop.
        for seed in 200..206 {
            check(&deal_from(&shuffled_deck(seed), 0, 25));
        }
    }

    #[test]
    fn suited_hands_and_flush_heavy_decks() {
        // Put many hearts in the pockets and unseen: flushes decide most boards.
        let mut deck = shuffled_deck(77);
        deck.sort_by_key(|card| (card.suit().index() != 2, card.index()));
        let hearts_first: Vec<Card> = deck.clone();
        let mut mixed = hearts_first[..6].to_vec();
        mixed.extend_from_slice(&hearts_first[20..26]);
        mixed.extend_from_slice(&hearts_first[6..20]);
        mixed.extend_from_slice(&hearts_first[26..]);
        check(&deal_from(&mixed, 0, 22));
        check(&deal_from(&mixed, 3, 10));
    }
}
