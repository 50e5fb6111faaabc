//! The progressive box's chance of paying (three-card-and-holdem.md, "Progressive box"): the
//! hand it pays on is the best five of the two hole cards and the three flop cards, five cards
//! of a whole deck, so its chance is the share of the deck's five-card hands in the categories
//! the paytable pays. Its return depends on the pot, which the operator's platform keeps, so
//! the backend publishes the chance and the prizes, not a return.

use crate::fraction::Fraction;
use livedraw_domain::poker::category_counts::five_card_counts;
use livedraw_domain::poker::progressive::Progressive;
use std::sync::OnceLock;

/// The deck's five-card hands per category, counted once.
static FIVE_CARD_COUNTS: OnceLock<[u64; 10]> = OnceLock::new();

/// The exact chance that the box pays anything: its hand is in a category `progressive` pays.
pub fn chance_of_paying(progressive: &Progressive) -> Fraction {
    let counts = FIVE_CARD_COUNTS.get_or_init(five_card_counts);
    let paying: u64 = progressive
        .lines()
        .iter()
        .map(|(category, _)| counts[*category as usize])
        .sum();
    let all: u64 = counts.iter().sum();
    Fraction::new(i128::from(paying), i128::from(all))
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::card::Card;
    use livedraw_domain::poker::five_card::{evaluate, Category};

    fn table(lines: &[(&str, &str)]) -> Progressive {
        Progressive::parse(lines.iter().copied()).expect("a paytable")
    }

    #[test]
    fn the_top_prize_alone_pays_on_one_five_card_hand_a_suit_of_the_deck_s_2_598_960() {
        // One royal flush a suit; C(52, 5) hands.
        let hands = 52 * 51 * 50 * 49 * 48 / 120;
        assert_eq!(
            chance_of_paying(&table(&[("royal_flush", "100%")])),
            Fraction::new(4, hands)
        );
    }

    #[test]
    fn the_chance_of_paying_equals_every_five_card_hand_evaluated() {
        let progressive = table(&[("royal_flush", "100%"), ("four_of_a_kind", "500")]);
        let deck: Vec<Card> = Card::all().collect();
        let (mut paying, mut all) = (0i128, 0i128);
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let hand = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            all += 1;
                            paying += i128::from(matches!(
                                evaluate(&hand).category(),
                                Category::RoyalFlush | Category::FourOfAKind
                            ));
                        }
                    }
                }
            }
        }
        assert_eq!(chance_of_paying(&progressive), Fraction::new(paying, all));
    }
}
