//! How many of one deck's 2,598,960 five-card hands fall in each five-card category, counted
//! by rank multisets rather than hand by hand: the statistics of the games settled on five
//! cards (Triple Bet Poker, Oasis Stud Poker) give each category's exact chance from it.

use crate::card::{Card, Rank, Suit};
use crate::poker::five_card::{evaluate, Category};

/// How many of the deck's five-card hands fall in each category, lowest first (in
/// [`Category::ALL`]'s order): every multiset
/// of five ranks, weighted by the ways its cards' suits can be chosen; only five different
/// ranks can be a flush, in 4 of their 4⁵ suit choices.
pub fn five_card_counts() -> [u64; 10] {
    let mut counts = [0u64; 10];
    let mut per_rank = [0usize; 13];
    each_rank_multiset(&mut per_rank, 0, 5, &mut |per_rank| {
        let ranks: Vec<Rank> = per_rank
            .iter()
            .enumerate()
            .flat_map(|(rank, &count)| std::iter::repeat_n(Rank::ALL[rank], count))
            .collect();
        let ways: u64 = per_rank
            .iter()
            .map(|&count| choose_of_four(count))
            .product();
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

/// Calls `each` with every way to put `left` more cards on ranks `from..`, at most four a rank.
fn each_rank_multiset(
    per_rank: &mut [usize; 13],
    from: usize,
    left: usize,
    each: &mut impl FnMut(&[usize; 13]),
) {
    if left == 0 {
        each(per_rank);
        return;
    }
    for rank in from..13 {
        for count in 1..=left.min(4) {
            per_rank[rank] = count;
            each_rank_multiset(per_rank, rank + 1, left - count, each);
        }
        per_rank[rank] = 0;
    }
}

/// C(4, k): the ways to choose `k` of a rank's four cards.
fn choose_of_four(k: usize) -> u64 {
    [1, 4, 6, 4, 1][k]
}

#[cfg(test)]
mod tests {
    use super::five_card_counts;
    use crate::card::Card;
    use crate::poker::five_card::evaluate;

    #[test]
    fn the_five_card_categories_counted_by_ranks_equal_every_hand_evaluated() {
        let deck: Vec<Card> = Card::all().collect();
        let mut dealt = [0u64; 10];
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            dealt[evaluate(&five).category() as usize] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(five_card_counts(), dealt);
    }
}
