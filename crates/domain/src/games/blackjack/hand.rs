//! Card values and hand totals (blackjack.md, section 1): pictures count 10, the ace 1 or 11,
//! other cards their face value; a blackjack is 21 with a seat's first two cards.

use crate::card::Rank;

/// A card's value with the ace at 1.
pub const fn value(rank: Rank) -> u8 {
    match rank {
        Rank::Two => 2,
        Rank::Three => 3,
        Rank::Four => 4,
        Rank::Five => 5,
        Rank::Six => 6,
        Rank::Seven => 7,
        Rank::Eight => 8,
        Rank::Nine => 9,
        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
        Rank::Ace => 1,
    }
}

/// A hand's total as the player (or the dealer's rule) counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    /// The best total: an ace counts 11 when that does not pass 21.
    pub best: u8,
    /// Whether an ace counts 11 in `best` (a soft total).
    pub soft: bool,
}

impl Total {
    /// The total of `ranks`, every ace at 1 or 11 as is best.
    pub fn of(ranks: &[Rank]) -> Total {
        let hard: u8 = ranks.iter().map(|&rank| value(rank)).sum();
        if ranks.contains(&Rank::Ace) && hard + 10 <= 21 {
            Total {
                best: hard + 10,
                soft: true,
            }
        } else {
            Total {
                best: hard,
                soft: false,
            }
        }
    }

    /// The total of `ranks` with every ace at 1: a hand doubled under the 9-10-11 regime.
    pub fn aces_at_one(ranks: &[Rank]) -> Total {
        Total {
            best: ranks.iter().map(|&rank| value(rank)).sum(),
            soft: false,
        }
    }
}

/// Whether two cards are a blackjack: an ace and a ten or a picture.
pub fn is_blackjack(first_two: &[Rank]) -> bool {
    matches!(first_two, [a, b] if Total::of(&[*a, *b]).best == 21)
}

/// Whether the dealer draws on `total`: on 16 or less, and stands on 17 or more, a soft 17 too
/// (the rulebook makes no soft-17 distinction).
pub fn dealer_draws(total: Total) -> bool {
    total.best <= 16
}

/// Whether a hand's first three cards are three sevens (versions H–O pay them 3:1 at once,
/// when the hand is not split).
pub fn is_three_sevens(ranks: &[Rank]) -> bool {
    matches!(ranks, [Rank::Seven, Rank::Seven, Rank::Seven])
}

/// Whether a hand is a 10-card Charlie: ten cards totalling 21 or less (version F).
pub fn is_ten_card_charlie(ranks: &[Rank]) -> bool {
    ranks.len() == 10 && Total::of(ranks).best <= 21
}

#[cfg(test)]
mod tests {
    use super::*;
    use Rank::*;

    #[test]
    fn pictures_count_10_the_ace_1_or_11_and_other_cards_their_face_value() {
        for rank in Rank::ALL {
            let expected = match rank {
                Ten | Jack | Queen | King => 10,
                Ace => 1,
                other => other.index() as u8 + 2,
            };
            assert_eq!(value(rank), expected, "{rank:?}");
        }
        assert_eq!(
            Total::of(&[Ace, Six]),
            Total {
                best: 17,
                soft: true
            }
        );
        assert_eq!(
            Total::of(&[Ace, Six, King]),
            Total {
                best: 17,
                soft: false
            }
        );
        assert_eq!(
            Total::of(&[Ace, Ace, Nine]),
            Total {
                best: 21,
                soft: true
            }
        );
        assert_eq!(
            Total::of(&[Ace, Ace]),
            Total {
                best: 12,
                soft: true
            }
        );
    }

    #[test]
    fn blackjack_is_21_with_the_first_two_cards_an_ace_and_a_ten_or_picture() {
        for ten in [Ten, Jack, Queen, King] {
            assert!(is_blackjack(&[Ace, ten]));
            assert!(is_blackjack(&[ten, Ace]));
        }
        assert!(!is_blackjack(&[Ace, Nine]));
        assert!(!is_blackjack(&[Seven, Seven, Seven]));
        assert!(!is_blackjack(&[Five, Six, Ten]));
    }

    #[test]
    fn dealer_draws_on_16_or_less_and_stands_on_17_or_more_soft_17_included() {
        assert!(dealer_draws(Total::of(&[Ten, Six])));
        assert!(dealer_draws(Total::of(&[Ace, Five])));
        assert!(!dealer_draws(Total::of(&[Ten, Seven])));
        assert!(!dealer_draws(Total::of(&[Ace, Six])));
        assert!(!dealer_draws(Total::of(&[Ace, Ace, Five])));
        for best in 2..=26 {
            assert_eq!(dealer_draws(Total { best, soft: false }), best <= 16);
        }
    }

    #[test]
    fn a_9_10_11_double_keeps_the_ace_at_1() {
        // A + 8 doubled under 9-10-11, drawing a 2: 11, not 21.
        assert_eq!(Total::aces_at_one(&[Ace, Eight, Two]).best, 11);
        // Under any-two the ace stays 1 or 11, whichever is best: A + 7 + 3 is 21.
        assert_eq!(Total::of(&[Ace, Seven, Three]).best, 21);
    }

    #[test]
    fn three_sevens_are_the_first_three_cards_all_sevens() {
        assert!(is_three_sevens(&[Seven, Seven, Seven]));
        assert!(!is_three_sevens(&[Seven, Seven]));
        assert!(!is_three_sevens(&[Seven, Seven, Six]));
        assert!(!is_three_sevens(&[Seven, Seven, Seven, Two]));
    }

    #[test]
    fn ten_card_charlie_is_ten_cards_totalling_21_or_less() {
        let ten_small = [Ace, Ace, Ace, Ace, Two, Two, Two, Two, Three, Three];
        assert_eq!(Total::of(&ten_small).best, 18);
        assert!(is_ten_card_charlie(&ten_small));
        assert!(!is_ten_card_charlie(&ten_small[..9]));
        let busted = [Ace, Ace, Ace, Ace, Two, Two, Two, Two, Three, Ten];
        assert!(!is_ten_card_charlie(&busted));
    }
}
