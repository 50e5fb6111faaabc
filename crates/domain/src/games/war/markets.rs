//! War's markets (war.md) and how each settles.

use crate::card::{Card, Rank};
use crate::market::win_if;
use crate::market::{MarketId, Verdict};
use serde::{Deserialize, Serialize};

/// Whose card a side market is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The Player's card (dealt first).
    Player,
    /// The Dealer's card.
    Dealer,
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Player => "player",
            Side::Dealer => "dealer",
        }
    }
}

/// A property of one card (colour, suit, value, picture).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardProperty {
    /// Hearts or diamonds.
    Red,
    /// Spades or clubs.
    Black,
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♣
    Clubs,
    /// ♦
    Diamonds,
    /// 2–7.
    Below8,
    /// 8.
    Eight,
    /// 9, 10, J, Q, K, A (our choice: ace ranks highest, so it is above 8).
    Above8,
    /// J, Q, K.
    Picture,
    /// A, 2–10.
    Number,
}

impl CardProperty {
    /// Every property, in catalogue order.
    pub const ALL: [CardProperty; 11] = [
        CardProperty::Red,
        CardProperty::Black,
        CardProperty::Spades,
        CardProperty::Hearts,
        CardProperty::Clubs,
        CardProperty::Diamonds,
        CardProperty::Below8,
        CardProperty::Eight,
        CardProperty::Above8,
        CardProperty::Picture,
        CardProperty::Number,
    ];

    fn suffix(self) -> &'static str {
        match self {
            CardProperty::Red => "red",
            CardProperty::Black => "black",
            CardProperty::Spades => "spades",
            CardProperty::Hearts => "hearts",
            CardProperty::Clubs => "clubs",
            CardProperty::Diamonds => "diamonds",
            CardProperty::Below8 => "below_8",
            CardProperty::Eight => "8",
            CardProperty::Above8 => "above_8",
            CardProperty::Picture => "picture",
            CardProperty::Number => "number",
        }
    }

    /// Whether `card` has this property.
    pub fn holds_for(self, card: Card) -> bool {
        use crate::card::Suit;
        match self {
            CardProperty::Red => card.suit().is_red(),
            CardProperty::Black => !card.suit().is_red(),
            CardProperty::Spades => card.suit() == Suit::Spades,
            CardProperty::Hearts => card.suit() == Suit::Hearts,
            CardProperty::Clubs => card.suit() == Suit::Clubs,
            CardProperty::Diamonds => card.suit() == Suit::Diamonds,
            CardProperty::Below8 => card.rank() < Rank::Eight,
            CardProperty::Eight => card.rank() == Rank::Eight,
            CardProperty::Above8 => card.rank() > Rank::Eight,
            CardProperty::Picture => card.rank().is_picture(),
            CardProperty::Number => !card.rank().is_picture(),
        }
    }
}

/// A war market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Market {
    /// The Player's card ranks higher.
    Player,
    /// Equal ranks.
    War,
    /// The Dealer's card ranks higher.
    Dealer,
    /// A property of one side's card.
    Card(Side, CardProperty),
}

impl Market {
    /// Every market, in catalogue order: main, then the Player's card, then the Dealer's.
    pub fn all() -> Vec<Market> {
        let mut markets = vec![Market::Player, Market::War, Market::Dealer];
        for side in [Side::Player, Side::Dealer] {
            markets.extend(CardProperty::ALL.map(|property| Market::Card(side, property)));
        }
        markets
    }

    /// The markets offered in `round`: all in round 1; once the Player's card is known
    /// (round 2) its markets are decided, and only the main and Dealer-card markets remain.
    pub fn offered_in(round: u8) -> Vec<Market> {
        Market::all()
            .into_iter()
            .filter(|market| round == 1 || !matches!(market, Market::Card(Side::Player, _)))
            .collect()
    }

    /// The stable id (`player`, `war`, `dealer`, `player_red`, `dealer_above_8`, …).
    pub fn id(self) -> MarketId {
        match self {
            Market::Player => MarketId::new("player"),
            Market::War => MarketId::new("war"),
            Market::Dealer => MarketId::new("dealer"),
            Market::Card(side, property) => {
                MarketId::new(format!("{}_{}", side.name(), property.suffix()))
            }
        }
    }

    /// How a bet on this market settles. On War, Player and Dealer bets lose (not void).
    pub fn settle(self, outcome: &Outcome) -> Verdict {
        let (player, dealer) = (outcome.player.rank(), outcome.dealer.rank());
        match self {
            Market::Player => win_if(player > dealer),
            Market::War => win_if(player == dealer),
            Market::Dealer => win_if(dealer > player),
            Market::Card(Side::Player, property) => win_if(property.holds_for(outcome.player)),
            Market::Card(Side::Dealer, property) => win_if(property.holds_for(outcome.dealer)),
        }
    }

    /// Every market's verdict.
    pub fn settle_all(outcome: &Outcome) -> Vec<(MarketId, Verdict)> {
        Market::all()
            .into_iter()
            .map(|market| (market.id(), market.settle(outcome)))
            .collect()
    }
}

/// The two cards of a war draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The Player's card.
    pub player: Card,
    /// The Dealer's card.
    pub dealer: Card,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(player: &str, dealer: &str) -> Outcome {
        Outcome {
            player: player.parse().expect("card"),
            dealer: dealer.parse().expect("card"),
        }
    }

    #[test]
    fn higher_rank_wins_ace_highest_two_lowest() {
        let ace_over_king = draw("Ac", "Kd");
        assert_eq!(Market::Player.settle(&ace_over_king), Verdict::Win);
        assert_eq!(Market::Dealer.settle(&ace_over_king), Verdict::Lose);
        let two_under_three = draw("2c", "3d");
        assert_eq!(Market::Dealer.settle(&two_under_three), Verdict::Win);
    }

    #[test]
    fn war_tie_makes_player_and_dealer_bets_lose() {
        let war = draw("9c", "9h");
        assert_eq!(Market::War.settle(&war), Verdict::Win);
        assert_eq!(Market::Player.settle(&war), Verdict::Lose);
        assert_eq!(Market::Dealer.settle(&war), Verdict::Lose);
    }

    #[test]
    fn suits_do_not_rank() {
        assert_eq!(Market::War.settle(&draw("Qs", "Qc")), Verdict::Win);
    }

    #[test]
    fn value_markets_split_at_8_with_ace_above() {
        let value =
            |card: &str, property: CardProperty| property.holds_for(card.parse().expect("card"));
        assert!(value("7c", CardProperty::Below8));
        assert!(value("8c", CardProperty::Eight));
        assert!(value("9c", CardProperty::Above8));
        assert!(value("Ac", CardProperty::Above8));
        assert!(!value("Ac", CardProperty::Below8));
    }

    #[test]
    fn picture_is_jack_queen_king_number_is_ace_to_ten() {
        let picture = |card: &str| CardProperty::Picture.holds_for(card.parse().expect("card"));
        assert!(picture("Jc") && picture("Qc") && picture("Kc"));
        assert!(!picture("Ac") && !picture("Tc"));
        assert!(CardProperty::Number.holds_for("Ah".parse().expect("card")));
    }

    #[test]
    fn colour_and_suit_markets_follow_the_card() {
        let heart = draw("5h", "5s");
        assert_eq!(
            Market::Card(Side::Player, CardProperty::Red).settle(&heart),
            Verdict::Win
        );
        assert_eq!(
            Market::Card(Side::Player, CardProperty::Hearts).settle(&heart),
            Verdict::Win
        );
        assert_eq!(
            Market::Card(Side::Dealer, CardProperty::Black).settle(&heart),
            Verdict::Win
        );
        assert_eq!(
            Market::Card(Side::Dealer, CardProperty::Clubs).settle(&heart),
            Verdict::Lose
        );
    }

    #[test]
    fn market_ids_are_the_published_ones() {
        let ids: Vec<String> = Market::all()
            .into_iter()
            .map(|m| m.id().to_string())
            .collect();
        assert_eq!(ids.len(), 25);
        assert_eq!(&ids[..4], ["player", "war", "dealer", "player_red"]);
        assert!(ids.contains(&"dealer_8".to_string()));
        assert!(ids.contains(&"dealer_above_8".to_string()));
    }

    #[test]
    fn player_card_markets_are_not_offered_once_the_player_card_is_known() {
        assert_eq!(Market::offered_in(1).len(), 25);
        let round_2 = Market::offered_in(2);
        assert_eq!(round_2.len(), 14);
        assert!(!round_2.contains(&Market::Card(Side::Player, CardProperty::Red)));
    }
}
