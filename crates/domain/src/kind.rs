//! Which game a table runs, and what each game's table takes: the studio's names for its
//! games, known to every layer without the games' rules.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game a table runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Bet on Baccarat.
    Baccarat,
    /// War of Bets.
    War,
    /// Bet on Poker: six hold'em hands.
    Poker6,
    /// Wheel of Fortune, 19 sectors.
    Wheel,
    /// Five-dice game.
    Dice5,
    /// Lottery 5 of 36.
    Lotto5Of36,
    /// Lottery 7 of 42.
    Lotto7Of42,
    /// Roulette, single or double zero.
    Roulette,
    /// The 54-sector money wheel.
    MoneyWheel,
    /// Sic bo: three dice.
    SicBo,
    /// Lucky dice: a red and a green die.
    LuckyDice,
    /// Punto banco from a six-deck shoe.
    PuntoBanco,
    /// Blackjack: seven seats, one version A–S or named rule set, players decide during the
    /// draw.
    Blackjack,
    /// Three Card Poker against the dealer, on a common hand.
    ThreeCardPoker,
    /// Fast Poker: three cards against the dealer, on a common hand.
    FastPoker,
    /// Red Dog from a six-deck shoe: every bet on the same three cards.
    RedDog,
    /// Triple Bet Poker: three equal bets on a common hand and two community cards.
    TripleBetPoker,
    /// Oasis Stud Poker, versions A and C on a common hand.
    OasisStud,
    /// Bulldog from a six-deck shoe: a third card to every seat with a bet.
    Bulldog,
    /// Ultimate Texas Hold'em against the dealer, on a common hand.
    UltimateHoldem,
    /// Texas Hold'em Bonus against the dealer, on a common hand.
    HoldemBonus,
    /// Dynamic Poker: hold'em against the dealer, on a common hand.
    DynamicPoker,
    /// Riverside Poker: hold'em against the dealer, on a common hand.
    RiversidePoker,
}

/// How a table's seat holders decide through the Decisions API
/// ([`crate::games::GameConfig::seat_decider`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatDecider {
    /// Blackjack: a bet on a seat, an action on a hand.
    Blackjack,
    /// Bulldog: a bet on a seat.
    Bulldog,
    /// A three-card table in seats mode: a bet on a seat, then play or fold.
    ThreeCard,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 23] = [
        GameKind::Baccarat,
        GameKind::War,
        GameKind::Poker6,
        GameKind::Wheel,
        GameKind::Dice5,
        GameKind::Lotto5Of36,
        GameKind::Lotto7Of42,
        GameKind::Roulette,
        GameKind::MoneyWheel,
        GameKind::SicBo,
        GameKind::LuckyDice,
        GameKind::PuntoBanco,
        GameKind::Blackjack,
        GameKind::ThreeCardPoker,
        GameKind::FastPoker,
        GameKind::RedDog,
        GameKind::TripleBetPoker,
        GameKind::OasisStud,
        GameKind::Bulldog,
        GameKind::UltimateHoldem,
        GameKind::HoldemBonus,
        GameKind::DynamicPoker,
        GameKind::RiversidePoker,
    ];

    /// The game's stable name: `baccarat war poker6 wheel dice5 lotto5-36 lotto7-42 roulette
    /// money-wheel sic-bo lucky-dice punto-banco blackjack three-card-poker fast-poker red-dog
    /// triple-bet-poker oasis-stud bulldog ultimate-holdem holdem-bonus dynamic-poker
    /// riverside-poker`.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Baccarat => "baccarat",
            GameKind::War => "war",
            GameKind::Poker6 => "poker6",
            GameKind::Wheel => "wheel",
            GameKind::Dice5 => "dice5",
            GameKind::Lotto5Of36 => "lotto5-36",
            GameKind::Lotto7Of42 => "lotto7-42",
            GameKind::Roulette => "roulette",
            GameKind::MoneyWheel => "money-wheel",
            GameKind::SicBo => "sic-bo",
            GameKind::LuckyDice => "lucky-dice",
            GameKind::PuntoBanco => "punto-banco",
            GameKind::Blackjack => "blackjack",
            GameKind::ThreeCardPoker => "three-card-poker",
            GameKind::FastPoker => "fast-poker",
            GameKind::RedDog => "red-dog",
            GameKind::Bulldog => "bulldog",
            GameKind::TripleBetPoker => "triple-bet-poker",
            GameKind::OasisStud => "oasis-stud",
            GameKind::UltimateHoldem => "ultimate-holdem",
            GameKind::HoldemBonus => "holdem-bonus",
            GameKind::DynamicPoker => "dynamic-poker",
            GameKind::RiversidePoker => "riverside-poker",
        }
    }

    /// The game's title in words, as a screen or a help text names it: `Bet on Baccarat`,
    /// `Wheel of Fortune`, `Lottery 5 of 36`, `Sic bo`, ….
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Baccarat => "Bet on Baccarat",
            GameKind::War => "War of Bets",
            GameKind::Poker6 => "Bet on Poker: six hold'em hands",
            GameKind::Wheel => "Wheel of Fortune",
            GameKind::Dice5 => "Five dice",
            GameKind::Lotto5Of36 => "Lottery 5 of 36",
            GameKind::Lotto7Of42 => "Lottery 7 of 42",
            GameKind::Roulette => "Roulette",
            GameKind::MoneyWheel => "The money wheel",
            GameKind::SicBo => "Sic bo",
            GameKind::LuckyDice => "Lucky dice",
            GameKind::PuntoBanco => "Punto banco",
            GameKind::Blackjack => "Blackjack",
            GameKind::ThreeCardPoker => "Three Card Poker",
            GameKind::FastPoker => "Fast Poker",
            GameKind::RedDog => "Red Dog",
            GameKind::Bulldog => "Bulldog",
            GameKind::TripleBetPoker => "Triple Bet Poker",
            GameKind::OasisStud => "Oasis Stud Poker",
            GameKind::UltimateHoldem => "Ultimate Texas Hold'em",
            GameKind::HoldemBonus => "Texas Hold'em Bonus",
            GameKind::DynamicPoker => "Dynamic Poker",
            GameKind::RiversidePoker => "Riverside Poker",
        }
    }

    /// The fixed-payout games (table-games.md, and blackjack's posted payouts): a win pays
    /// the market's configured payout, not the odds of a round.
    pub fn is_fixed_payout(self) -> bool {
        match self {
            GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack
            | GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::RedDog
            | GameKind::Bulldog
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42 => false,
        }
    }

    /// The game of a stable name.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Wheels, dice, lotteries, the fixed-payout table games, blackjack and the poker games
    /// against the house have one betting round per draw (roulette and the money wheel open it
    /// again after a void spin; the players of blackjack and poker then decide in windows of
    /// their own).
    pub fn is_single_round(self) -> bool {
        match self {
            GameKind::Baccarat | GameKind::War | GameKind::Poker6 => false,
            GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack
            | GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::RedDog
            | GameKind::Bulldog
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => true,
        }
    }

    /// Card games: a shoe or deck with barcoded cards.
    pub fn is_card_game(self) -> bool {
        match self {
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::PuntoBanco
            | GameKind::Blackjack
            | GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::RedDog
            | GameKind::Bulldog
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => true,
            GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice => false,
        }
    }

    /// Whether players decide on a common hand (house-games.md): one hand dealt face up, each
    /// player deciding for their own stake on the operator's platform, which asks the feed
    /// whether a decision may still be taken (`CheckDecision`).
    pub fn decides_on_common_hand(self) -> bool {
        match self {
            GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::RedDog
            | GameKind::Bulldog
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Lotto5Of36
            | GameKind::Lotto7Of42
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack => false,
        }
    }

    /// The ball-machine lotteries, which run on a schedule.
    pub fn is_lottery(self) -> bool {
        match self {
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => true,
            GameKind::Baccarat
            | GameKind::War
            | GameKind::Poker6
            | GameKind::Wheel
            | GameKind::Dice5
            | GameKind::Roulette
            | GameKind::MoneyWheel
            | GameKind::SicBo
            | GameKind::LuckyDice
            | GameKind::PuntoBanco
            | GameKind::Blackjack
            | GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::RedDog
            | GameKind::Bulldog
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => false,
        }
    }

    /// The observation kinds ([`crate::observation::Observation::kind`]) a table of this game takes; any other
    /// kind is another game's event (`TableError::WrongGame`). Gateways check it before
    /// journaling, so that a dice roll never reaches a baccarat table's journal.
    pub fn observation_kinds(self) -> &'static [&'static str] {
        match self {
            GameKind::Baccarat | GameKind::War | GameKind::PuntoBanco => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "cut_card_out",
            ],
            GameKind::Poker6 => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "discard_dealt",
            ],
            GameKind::Wheel => &[
                "wheel_spin_started",
                "wheel_spin_stopped",
                "wheel_speed_alarm",
            ],
            GameKind::Dice5 | GameKind::SicBo => &["dice_settled"],
            GameKind::Roulette => &["roulette_ball_stopped", "roulette_launch_failed"],
            GameKind::MoneyWheel => &["money_wheel_stopped"],
            GameKind::LuckyDice => &["lucky_dice_thrown"],
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => {
                &["balls_presented", "ball_drawn", "ball_count"]
            }
            GameKind::Blackjack => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "hole_card_checked",
                "cut_card_out",
            ],
            GameKind::ThreeCardPoker
            | GameKind::FastPoker
            | GameKind::TripleBetPoker
            | GameKind::OasisStud
            | GameKind::UltimateHoldem
            | GameKind::HoldemBonus
            | GameKind::DynamicPoker
            | GameKind::RiversidePoker => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
            ],
            GameKind::RedDog | GameKind::Bulldog => &[
                "shoe_loaded",
                "shuffle_done",
                "card_scanned",
                "card_unreadable",
                "cut_card_out",
            ],
        }
    }

    /// Whether a table of this game takes observations of `kind`.
    pub fn takes(self, kind: &str) -> bool {
        self.observation_kinds().contains(&kind)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
