//! Baccarat's card points, totals and third-card rules (baccarat.md), shared with the odds.

use crate::card::{Card, Rank};

/// A card's points: ace 1, 2–9 face value, 10 and pictures 0.
pub fn point(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 1,
        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 0,
        other => other.index() as u8 + 2,
    }
}

/// A hand's total: the sum of its points modulo 10.
pub fn total(cards: &[Card]) -> u8 {
    cards.iter().map(|card| point(card.rank())).sum::<u8>() % 10
}

/// 8 or 9 on two cards: a natural, and no more cards for either side.
pub fn is_natural(two_card_total: u8) -> bool {
    two_card_total >= 8
}

/// The Player draws a third card on a two-card total of 0–5 (when no natural was dealt).
pub fn player_draws(player_total: u8) -> bool {
    player_total <= 5
}

/// Whether the Banker draws a third card, given its two-card total and the point value of
/// the Player's third card (`None` when the Player stood). Assumes no natural was dealt.
pub fn banker_draws(banker_total: u8, player_third: Option<u8>) -> bool {
    let Some(third) = player_third else {
        return banker_total <= 5;
    };
    match banker_total {
        0..=2 => true,
        3 => third != 8,
        4 => (2..=7).contains(&third),
        5 => (4..=7).contains(&third),
        6 => (6..=7).contains(&third),
        _ => false,
    }
}

/// Which side gets the next card, given the cards dealt so far; `None` when the coup is
/// complete. Cards alternate Player, Banker until both have two, then the third-card rules.
pub fn next_side(player: &[Card], banker: &[Card]) -> Option<Side> {
    match (player.len(), banker.len()) {
        (0, 0) | (1, 1) => Some(Side::Player),
        (1, 0) | (2, 1) => Some(Side::Banker),
        (2, 2) => {
            let (p, b) = (total(player), total(banker));
            if is_natural(p) || is_natural(b) {
                None
            } else if player_draws(p) {
                Some(Side::Player)
            } else {
                banker_draws(b, None).then_some(Side::Banker)
            }
        }
        (3, 2) => {
            let third = point(player[2].rank());
            banker_draws(total(banker), Some(third)).then_some(Side::Banker)
        }
        _ => None,
    }
}

/// The two sides of a baccarat table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Player.
    Player,
    /// Banker.
    Banker,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).expect("test cards")
    }

    #[test]
    fn ace_is_1_two_to_nine_face_value_tens_and_pictures_0() {
        let points: Vec<u8> = Rank::ALL.into_iter().map(point).collect();
        assert_eq!(points, vec![2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1]);
    }

    #[test]
    fn total_is_sum_of_points_modulo_10() {
        assert_eq!(total(&cards("9c 4d")), 3);
        assert_eq!(total(&cards("7c 8d")), 5);
        assert_eq!(total(&cards("Kc Qd Js")), 0);
        assert_eq!(total(&cards("Ac 9d 9s")), 9);
    }

    #[test]
    fn player_draws_on_0_to_5_stands_on_6_and_7() {
        for total in 0..=5 {
            assert!(player_draws(total), "player draws on {total}");
        }
        for total in 6..=7 {
            assert!(!player_draws(total), "player stands on {total}");
        }
    }

    #[test]
    fn natural_8_or_9_ends_the_coup_for_both_sides() {
        // Player natural 8 against banker 0: banker does not draw.
        assert_eq!(next_side(&cards("4c 4d"), &cards("Kc Qd")), None);
        // Banker natural 9 against player 0: player does not draw.
        assert_eq!(next_side(&cards("Kc Qd"), &cards("4c 5d")), None);
        assert!(is_natural(8) && is_natural(9) && !is_natural(7));
    }

    #[test]
    fn banker_draws_on_0_to_5_and_stands_on_6_7_when_player_stood() {
        for total in 0..=5 {
            assert!(banker_draws(total, None), "banker draws on {total}");
        }
        for total in 6..=7 {
            assert!(!banker_draws(total, None), "banker stands on {total}");
        }
    }

    /// The complete third-card table of baccarat.md, row by row.
    fn table_says_banker_draws(banker_total: u8, third: u8) -> bool {
        let draws_on: &[u8] = match banker_total {
            0..=2 => &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
            3 => &[0, 1, 2, 3, 4, 5, 6, 7, 9],
            4 => &[2, 3, 4, 5, 6, 7],
            5 => &[4, 5, 6, 7],
            6 => &[6, 7],
            _ => &[],
        };
        draws_on.contains(&third)
    }

    #[test]
    fn banker_third_card_table_for_every_player_total_banker_total_and_third_card() {
        // Every two-card player total (0–7, no natural), banker total (0–7) and point value
        // of the player's third card: the dealing sequence must follow the published table.
        let faces = ["Kc", "Ac", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"];
        for player_total in 0..=7u8 {
            for banker_total in 0..=7u8 {
                let player = cards(&format!("Kd {}", faces[player_total as usize]));
                let banker = cards(&format!("Kh {}", faces[banker_total as usize]));
                let after_two = next_side(&player, &banker);
                if player_total >= 6 {
                    let expected = (banker_total <= 5).then_some(Side::Banker);
                    assert_eq!(after_two, expected, "P{player_total} B{banker_total}");
                    continue;
                }
                assert_eq!(after_two, Some(Side::Player), "P{player_total} draws");
                for third in 0..=9u8 {
                    let mut player3 = player.clone();
                    player3.push(cards(faces[third as usize])[0]);
                    let expected =
                        table_says_banker_draws(banker_total, third).then_some(Side::Banker);
                    assert_eq!(
                        next_side(&player3, &banker),
                        expected,
                        "player {player_total}, banker {banker_total}, third card {third}"
                    );
                }
            }
        }
    }

    #[test]
    fn banker_with_3_stands_when_player_third_card_is_8() {
        assert!(!banker_draws(3, Some(8)));
        assert!(banker_draws(3, Some(9)));
    }

    #[test]
    fn banker_with_7_always_stands() {
        for third in 0..=9 {
            assert!(!banker_draws(7, Some(third)));
        }
    }

    #[test]
    fn cards_alternate_player_banker_until_both_have_two() {
        assert_eq!(next_side(&[], &[]), Some(Side::Player));
        assert_eq!(next_side(&cards("2c"), &[]), Some(Side::Banker));
        assert_eq!(next_side(&cards("2c"), &cards("3c")), Some(Side::Player));
        assert_eq!(next_side(&cards("2c 2d"), &cards("3c")), Some(Side::Banker));
    }

    #[test]
    fn no_card_after_both_third_cards() {
        assert_eq!(next_side(&cards("Kc Kd 2c"), &cards("Kh Ks 3c")), None);
    }
}
