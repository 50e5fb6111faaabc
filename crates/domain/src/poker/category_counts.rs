//! How many of one deck's five-card hands (2,598,960) and seven-card hands (133,784,560) fall
//! in each five-card category, counted by rank multisets rather than hand by hand: the
//! statistics of the games settled on five cards (Triple Bet Poker, Oasis Stud Poker) and on
//! the best five of seven (the hold'em games) give each category's exact chance from them.

use crate::card::{Card, Rank, Suit};
use crate::poker::five_card::{evaluate, Category};

/// How many of the deck's five-card hands fall in each category, lowest first (in
/// [`Category::ALL`]'s order): every multiset
/// of five ranks, weighted by the ways its cards' suits can be chosen; only five different
/// ranks can be a flush, in 4 of their 4⁵ suit choices.
pub fn five_card_counts() -> [u64; 10] {
    let mut counts = [0u64; 10];
    let mut per_rank = [0usize; 13];
    each_rank_multiset(&mut per_rank, 0, 5, 4, &mut |per_rank| {
        let ranks: Vec<Rank> = per_rank
            .iter()
            .enumerate()
            .flat_map(|(rank, &count)| std::iter::repeat_n(Rank::ALL[rank], count))
            .collect();
        let ways = ways(per_rank, choose_of_four);
        let mixed = category(&ranks, false);
        if ranks.len() == per_rank.iter().filter(|&&count| count > 0).count() {
            counts[mixed as usize] += ways - 4;
            counts[category(&ranks, true) as usize] += 4;
        } else {
            counts[mixed as usize] += ways;
        }
    });
    counts
}

/// How many of the deck's seven-card hands have their best five in each category, lowest
/// first. Every multiset of seven ranks is counted first as though its cards could never be a
/// flush; then each hand that is one is moved to its flush category. Such a hand has five to
/// seven cards of one suit, all of different ranks, and at most two more; with five different
/// ranks among seven cards it can hold no full house nor four of a kind, so its best five is
/// the flush (or the straight flush in that suit).
pub fn seven_card_counts() -> [u64; 10] {
    let mut counts = [0u64; 10];
    let mut per_rank = [0usize; 13];
    each_rank_multiset(&mut per_rank, 0, 7, 4, &mut |per_rank| {
        counts[unsuited_category(per_rank) as usize] += ways(per_rank, choose_of_four);
    });
    for suited in (0u16..1 << 13).filter(|mask| (5..=7).contains(&mask.count_ones())) {
        let flush = suited_category(suited);
        let others = 7 - suited.count_ones() as usize;
        each_rank_multiset(&mut per_rank, 0, others, 3, &mut |per_rank| {
            // The flush's suit is any of four; the other cards come from the other three.
            let hands = 4 * ways(per_rank, choose_of_three);
            let mut hand = *per_rank;
            for (rank, count) in hand.iter_mut().enumerate() {
                *count += usize::from(suited >> rank & 1 == 1);
            }
            counts[unsuited_category(&hand) as usize] -= hands;
            counts[flush as usize] += hands;
        });
    }
    counts
}

/// The category of the cards `per_rank` counts, dealt so that no suit holds more than two of
/// them: the i-th card (ranks in order) in suit i mod 4, so a rank's copies differ in suit.
fn unsuited_category(per_rank: &[usize; 13]) -> Category {
    let cards: Vec<Card> = per_rank
        .iter()
        .enumerate()
        .flat_map(|(rank, &count)| std::iter::repeat_n(Rank::ALL[rank], count))
        .enumerate()
        .map(|(index, rank)| Card::new(rank, Suit::ALL[index % 4]))
        .collect();
    evaluate(&cards).category()
}

/// The category of the ranks in `mask` (bit i for rank i), all of one suit.
fn suited_category(mask: u16) -> Category {
    let cards: Vec<Card> = (0..13)
        .filter(|rank| mask >> rank & 1 == 1)
        .map(|rank| Card::new(Rank::ALL[rank], Suit::ALL[0]))
        .collect();
    evaluate(&cards).category()
}

/// The ways to choose the cards `per_rank` counts, `choose(k)` ways for a rank's `k`.
fn ways(per_rank: &[usize; 13], choose: fn(usize) -> u64) -> u64 {
    per_rank.iter().map(|&count| choose(count)).product()
}

/// The category of five cards of `ranks`: all of one suit when `suited`; otherwise the copies
/// of a rank in different suits, and the second card's suit apart from the rest, so never a
/// flush.
fn category(ranks: &[Rank], suited: bool) -> Category {
    let mut copies = [0usize; 13];
    let cards: Vec<Card> = ranks
        .iter()
        .enumerate()
        .map(|(index, &rank)| {
            let copy = &mut copies[rank as usize];
            let suit = match (suited, index, *copy) {
                (true, _, _) => 0,
                (false, 1, 0) => 1,
                (false, _, copy) => copy,
            };
            *copy += 1;
            Card::new(rank, Suit::ALL[suit])
        })
        .collect();
    evaluate(&cards).category()
}

/// Calls `each` with every way to put `left` more cards on ranks `from..`, at most `most` a
/// rank.
fn each_rank_multiset(
    per_rank: &mut [usize; 13],
    from: usize,
    left: usize,
    most: usize,
    each: &mut impl FnMut(&[usize; 13]),
) {
    if left == 0 {
        each(per_rank);
        return;
    }
    for rank in from..13 {
        for count in 1..=left.min(most) {
            per_rank[rank] = count;
            each_rank_multiset(per_rank, rank + 1, left - count, most, each);
        }
        per_rank[rank] = 0;
    }
}

/// C(4, k): the ways to choose `k` of a rank's four cards.
fn choose_of_four(k: usize) -> u64 {
    [1, 4, 6, 4, 1][k]
}

/// C(3, k): the ways to choose `k` of a rank's cards in three suits.
fn choose_of_three(k: usize) -> u64 {
    [1, 3, 3, 1][k]
}

#[cfg(test)]
mod tests {
    use super::{five_card_counts, seven_card_counts};
    use crate::card::Card;
    use crate::poker::five_card::{evaluate, Shared};

    /// Calls `each` with every five-card hand of the deck and the deck's cards after its last.
    fn each_five(mut each: impl FnMut([Card; 5], &[Card])) {
        let deck: Vec<Card> = Card::all().collect();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            each(
                                [deck[a], deck[b], deck[c], deck[d], deck[e]],
                                &deck[e + 1..],
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_five_card_categories_counted_by_ranks_equal_every_hand_evaluated() {
        let mut dealt = [0u64; 10];
        each_five(|five, _| dealt[evaluate(&five).category() as usize] += 1);
        assert_eq!(five_card_counts(), dealt);
    }

    #[test]
    fn the_seven_card_categories_counted_by_ranks_equal_every_hand_evaluated() {
        let mut dealt = [0u64; 10];
        each_five(|five, after| {
            let five = Shared::of(&five);
            for (index, &f) in after.iter().enumerate() {
                for &g in &after[index + 1..] {
                    dealt[five.with(&[f, g]).category() as usize] += 1;
                }
            }
        });
        assert_eq!(dealt.iter().sum::<u64>(), 133_784_560);
        assert_eq!(seven_card_counts(), dealt);
    }
}
