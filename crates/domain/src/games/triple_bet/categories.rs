//! Triple Bet Poker: the five-card category of the common hand's five cards (three own, two
//! community), each with its exact chance from one deck.

use super::outcome::Outcome;
use super::table::TripleBet;
use crate::card::{Card, Rank, Suit};
use crate::categories::{Categories, Classify, GameCategories};
use crate::kind::GameKind;
use crate::poker::five_card::{evaluate, Category};

/// The ten five-card categories, lowest first, each with its chance in one deck.
impl GameCategories for TripleBet {
    fn categories(&self) -> Categories {
        let counts = category_counts();
        let total: u64 = counts.iter().sum();
        Categories::hands(
            GameKind::TripleBetPoker,
            Category::ALL
                .iter()
                .map(|category| category.name().to_string())
                .collect(),
            counts
                .iter()
                .map(|&count| count as f64 / total as f64)
                .collect(),
        )
    }
}

/// How many of the deck's five-card hands fall in each category, lowest first: every multiset
/// of five ranks, weighted by the ways its cards' suits can be chosen; only five different
/// ranks can be a flush, in 4 of their 4⁵ suit choices.
fn category_counts() -> [u64; 10] {
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

/// The five cards' category.
impl Classify for Outcome {
    fn classify(&self, _: &Categories) -> Vec<usize> {
        vec![evaluate(&self.five()).category() as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::category_counts;
    use crate::card::{parse_cards, Card};
    use crate::games::categories::tests::of;
    use crate::games::triple_bet::outcome;
    use crate::kind::GameKind;
    use crate::outcome::Outcome;
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
        assert_eq!(category_counts(), dealt);
    }

    #[test]
    fn r8_the_five_cards_fall_in_their_category() {
        let categories = of(GameKind::TripleBetPoker);
        assert_eq!(categories.kind(), "hand");
        let cards = |text: &str| parse_cards(text).expect("cards");
        let round = Outcome::TripleBet(outcome::Outcome {
            own: cards("Ts Th 4c").try_into().expect("three"),
            community: cards("Td 2s").try_into().expect("two"),
        });
        assert_eq!(categories.classify(&round), [3]);
    }
}
