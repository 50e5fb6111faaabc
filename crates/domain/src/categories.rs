//! What a game's outcome statistics count (R8), and the probability the rules give each
//! category: a die's faces, a wheel's sectors or pockets, a machine's balls, a shoe's ranks.
//!
//! The vocabulary only: the [`Categories`] type and the two traits through which a game says
//! what its statistics count ([`GameCategories`], on its rules type) and which categories an
//! outcome shows ([`Classify`], on its outcome type). Each game implements them in its own
//! `games/<game>/categories.rs`; [`Categories::of`] and [`Categories::classify`] dispatch to
//! them (in `games/categories.rs`, beside the games' hub).
//!
//! The card games count the rank of every card of a settled result. Burned and discarded cards
//! are not in a result and are not counted: they are seen, but no bet depends on them. A full
//! deck (and a shoe of full decks) holds each rank with probability 4/52, taken from the shoe
//! composition.

use crate::card::{Card, Rank};
use crate::composition::Composition;
use crate::kind::GameKind;
use crate::poker::five_card::Category;

/// Faces of a die.
pub(crate) const FACES: u8 = 6;

/// The categories of one game: names, probabilities, and how an outcome falls into them.
#[derive(Clone, Debug, PartialEq)]
pub struct Categories {
    game: GameKind,
    kind: &'static str,
    names: Vec<String>,
    probabilities: Vec<f64>,
}

/// What a game's statistics count, implemented in the game's `categories.rs` for its rules
/// type.
pub trait GameCategories {
    /// The categories of this table, as configured.
    fn categories(&self) -> Categories;
}

/// Which categories an outcome shows, implemented in a game's `categories.rs` for its outcome
/// type (once per type: games whose draws end with the same outcome type share its impl).
pub trait Classify {
    /// The categories this outcome shows (indexes into `categories`' names, unchecked), one
    /// per sector, die, ball or card; `categories` are the table's (a roulette wheel's
    /// pockets depend on it).
    fn classify(&self, categories: &Categories) -> Vec<usize>;
}

impl Categories {
    /// `count` equally likely categories of `kind`, named `names`.
    pub(crate) fn equal(
        game: GameKind,
        kind: &'static str,
        names: Vec<String>,
        count: u8,
    ) -> Categories {
        Categories {
            game,
            kind,
            names,
            probabilities: vec![1.0 / f64::from(count); usize::from(count)],
        }
    }

    /// A die's six faces, 1/6 each.
    pub(crate) fn faces(game: GameKind) -> Categories {
        let names = (1..=FACES).map(|n| n.to_string()).collect();
        Categories::equal(game, "face", names, FACES)
    }

    /// Hand categories of `game`, named `names`, each with its chance in `probabilities`.
    pub(crate) fn hands(game: GameKind, names: Vec<String>, probabilities: Vec<f64>) -> Categories {
        Categories {
            game,
            kind: "hand",
            names,
            probabilities,
        }
    }

    /// The ten five-card categories of `game`, lowest first, each with its chance from the
    /// deck's hands that fall in it (`counts`, in [`Category::ALL`]'s order).
    pub(crate) fn five_card_hands(game: GameKind, counts: &[u64; 10]) -> Categories {
        let total: u64 = counts.iter().sum();
        Categories::hands(
            game,
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

    /// The ranks of a shoe of `decks` full decks.
    pub(crate) fn ranks(game: GameKind, decks: u8) -> Categories {
        let shoe = Composition::full(decks);
        let total = f64::from(shoe.total());
        Categories {
            game,
            kind: "rank",
            names: Rank::ALL.iter().map(|r| r.symbol().to_string()).collect(),
            probabilities: Rank::ALL
                .iter()
                .map(|rank| f64::from(shoe.rank_count(*rank)) / total)
                .collect(),
        }
    }

    /// The face categories of dice.
    pub(crate) fn face_indexes(dice: &[u8]) -> Vec<usize> {
        dice.iter()
            .map(|face| usize::from(*face).wrapping_sub(1))
            .collect()
    }

    /// The rank categories of cards.
    pub(crate) fn rank_indexes<'a>(cards: impl Iterator<Item = &'a Card>) -> Vec<usize> {
        cards.map(|card| card.rank().index()).collect()
    }

    /// The game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// What is counted: `sector`, `pocket`, `face`, `ball` or `rank`.
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// Every category's name, in the rules' order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Every category's probability, in the same order.
    pub fn probabilities(&self) -> &[f64] {
        &self.probabilities
    }
}
