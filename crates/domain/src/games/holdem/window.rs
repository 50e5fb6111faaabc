//! The decision windows of a hold'em table on a common hand: one per street the game decides
//! at, every player still in action deciding at once (three-card-and-holdem.md).

use super::variant::HoldemVariant;
use serde::{Deserialize, Serialize};

/// How far the board is dealt when the players decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Street {
    /// The hole cards only.
    PreFlop,
    /// The flop's three community cards.
    Flop,
    /// Four community cards.
    Turn,
    /// All five community cards.
    River,
}

impl Street {
    /// Every street, in dealing order.
    pub const ALL: [Street; 4] = [Street::PreFlop, Street::Flop, Street::Turn, Street::River];

    /// The community cards face up at this street.
    pub fn board(self) -> usize {
        match self {
            Street::PreFlop => 0,
            Street::Flop => 3,
            Street::Turn => 4,
            Street::River => 5,
        }
    }

    /// The street with `board` community cards face up.
    pub fn at(board: usize) -> Option<Street> {
        Street::ALL
            .into_iter()
            .find(|street| street.board() == board)
    }

    /// The street's stable name (`pre_flop`, `flop`, `turn`, `river`).
    pub fn name(self) -> &'static str {
        match self {
            Street::PreFlop => "pre_flop",
            Street::Flop => "flop",
            Street::Turn => "turn",
            Street::River => "river",
        }
    }
}

/// When a hold'em table's players decide: the game and the street.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Window {
    /// The game, whose options the window has.
    pub variant: HoldemVariant,
    /// The street.
    pub street: Street,
}

impl Window {
    /// The step's stable name on the wire: the street's (`pre_flop`, `flop`, `turn`, `river`).
    pub fn name(self) -> &'static str {
        self.street.name()
    }

    /// The options a player may take at this step, whatever they decided before it (the rules
    /// file's names; a test checks them against each game's decision tree).
    pub fn options(self) -> &'static [&'static str] {
        use HoldemVariant::{DynamicPoker, HoldemBonus, RiversidePoker, UltimateHoldem};
        match (self.variant, self.street) {
            (UltimateHoldem, Street::PreFlop) => &["check", "bet_3x", "bet_4x"],
            (UltimateHoldem, Street::Flop) => &["check", "bet_2x"],
            (UltimateHoldem, Street::River) => &["bet_1x", "fold"],
            (HoldemBonus | DynamicPoker, Street::PreFlop) => &["fold", "bet_2x"],
            (HoldemBonus | DynamicPoker, Street::Flop | Street::Turn) => &["check", "bet_1x"],
            (RiversidePoker, Street::Flop) => &["fold", "call"],
            (UltimateHoldem, Street::Turn)
            | (HoldemBonus | DynamicPoker, Street::River)
            | (RiversidePoker, Street::PreFlop | Street::Turn | Street::River) => &[],
        }
    }

    /// What a player who does not decide in time gets: fold where fold is an option, else
    /// check (three-card-and-holdem.md, our choice).
    pub fn default_option(self) -> &'static str {
        if self.options().contains(&"fold") {
            "fold"
        } else {
            "check"
        }
    }
}
