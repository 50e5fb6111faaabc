//! Baccarat's markets (the seed list of baccarat.md) and how each settles.

use super::rules::total;
use crate::card::Card;
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use serde::{Deserialize, Serialize};

/// A baccarat market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// Player total higher; VOID on a tie.
    Player,
    /// Banker total higher; VOID on a tie.
    Banker,
    /// Equal totals.
    Tie,
    /// Player's first two cards of the same rank.
    PlayerPair,
    /// Banker's first two cards of the same rank.
    BankerPair,
    /// Player pair or banker pair.
    EitherPair,
    /// Player's or banker's first two cards identical (rank and suit).
    PerfectPair,
    /// Exactly four cards dealt.
    Small,
    /// Five or six cards dealt.
    Big,
}

impl Market {
    /// Every market, in catalogue order.
    pub const ALL: [Market; 9] = [
        Market::Player,
        Market::Banker,
        Market::Tie,
        Market::PlayerPair,
        Market::BankerPair,
        Market::EitherPair,
        Market::PerfectPair,
        Market::Small,
        Market::Big,
    ];

    /// The stable id.
    pub fn id(self) -> &'static str {
        match self {
            Market::Player => "player",
            Market::Banker => "banker",
            Market::Tie => "tie",
            Market::PlayerPair => "player_pair",
            Market::BankerPair => "banker_pair",
            Market::EitherPair => "either_pair",
            Market::PerfectPair => "perfect_pair",
            Market::Small => "small",
            Market::Big => "big",
        }
    }

    /// How a bet on this market settles for `coup`.
    pub fn settle(self, coup: &Outcome) -> Verdict {
        let (player, banker) = (total(&coup.player), total(&coup.banker));
        let pair = |cards: &[Card]| cards[0].rank() == cards[1].rank();
        let perfect = |cards: &[Card]| cards[0] == cards[1];
        let cards = coup.player.len() + coup.banker.len();
        match self {
            Market::Player | Market::Banker if player == banker => Verdict::Void,
            Market::Player => win_if(player > banker),
            Market::Banker => win_if(banker > player),
            Market::Tie => win_if(player == banker),
            Market::PlayerPair => win_if(pair(&coup.player)),
            Market::BankerPair => win_if(pair(&coup.banker)),
            Market::EitherPair => win_if(pair(&coup.player) || pair(&coup.banker)),
            Market::PerfectPair => win_if(perfect(&coup.player) || perfect(&coup.banker)),
            Market::Small => win_if(cards == 4),
            Market::Big => win_if(cards >= 5),
        }
    }

    /// Every market's verdict for `coup`.
    pub fn settle_all(coup: &Outcome) -> Vec<(MarketId, Verdict)> {
        Market::ALL
            .into_iter()
            .map(|market| (MarketId::new(market.id()), market.settle(coup)))
            .collect()
    }
}

/// A complete coup: the Player's and the Banker's cards in the order dealt (two or three each).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Player's cards.
    pub player: Vec<Card>,
    /// Banker's cards.
    pub banker: Vec<Card>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn coup(player: &str, banker: &str) -> Outcome {
        Outcome {
            player: parse_cards(player).expect("cards"),
            banker: parse_cards(banker).expect("cards"),
        }
    }

    #[test]
    fn the_side_closer_to_9_wins() {
        let player_wins = coup("9c Kd", "7c Kh");
        assert_eq!(Market::Player.settle(&player_wins), Verdict::Win);
        assert_eq!(Market::Banker.settle(&player_wins), Verdict::Lose);
        assert_eq!(Market::Tie.settle(&player_wins), Verdict::Lose);
    }

    #[test]
    fn tie_voids_player_and_banker_bets() {
        let tie = coup("9c Kd", "4c 5h");
        assert_eq!(Market::Player.settle(&tie), Verdict::Void);
        assert_eq!(Market::Banker.settle(&tie), Verdict::Void);
        assert_eq!(Market::Tie.settle(&tie), Verdict::Win);
    }

    #[test]
    fn pairs_use_the_first_two_cards_only() {
        let third_card_pairs = coup("Kc 2d 2h", "Qc 3h 4s");
        assert_eq!(Market::PlayerPair.settle(&third_card_pairs), Verdict::Lose);
        let player_pair = coup("Kc Ks 2h", "Qc 3h 4s");
        assert_eq!(Market::PlayerPair.settle(&player_pair), Verdict::Win);
        assert_eq!(Market::BankerPair.settle(&player_pair), Verdict::Lose);
        assert_eq!(Market::EitherPair.settle(&player_pair), Verdict::Win);
        let banker_pair = coup("Kc Qs 2h", "3c 3h 4s");
        assert_eq!(Market::BankerPair.settle(&banker_pair), Verdict::Win);
        assert_eq!(Market::EitherPair.settle(&banker_pair), Verdict::Win);
    }

    #[test]
    fn perfect_pair_needs_identical_rank_and_suit() {
        let same_rank = coup("Kh Ks", "2c 3c");
        assert_eq!(Market::PerfectPair.settle(&same_rank), Verdict::Lose);
        let identical = coup("Kh Kh", "2c 3c");
        assert_eq!(Market::PerfectPair.settle(&identical), Verdict::Win);
        let banker_identical = coup("Kh 2c", "5d 5d");
        assert_eq!(Market::PerfectPair.settle(&banker_identical), Verdict::Win);
    }

    #[test]
    fn small_is_exactly_4_cards_big_is_5_or_6() {
        let four = coup("9c Kd", "7c Kh");
        assert_eq!(Market::Small.settle(&four), Verdict::Win);
        assert_eq!(Market::Big.settle(&four), Verdict::Lose);
        let five = coup("2c 2d 2h", "7c Kh");
        assert_eq!(Market::Small.settle(&five), Verdict::Lose);
        assert_eq!(Market::Big.settle(&five), Verdict::Win);
        let six = coup("2c 2d 2h", "2s Kh Kd");
        assert_eq!(Market::Big.settle(&six), Verdict::Win);
    }

    #[test]
    fn market_ids_are_the_published_ones() {
        let ids: Vec<&str> = Market::ALL.into_iter().map(Market::id).collect();
        assert_eq!(
            ids.join(" "),
            "player banker tie player_pair banker_pair either_pair perfect_pair small big"
        );
    }
}
