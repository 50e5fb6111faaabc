//! Corrections after settlement (operations.md, "A settled draw that was wrong"): what a
//! supervisor says a settled draw really was, and the draw's result each correction starts
//! from. A correction is a new **revision** of the draw's result; revision 1 is the original.

use crate::barcode::Barcode;
use crate::card::Card;
pub use crate::decision::CorrectionReason;
use crate::decision::DrawNumber;
use crate::market::{MarketId, MarketVerdict, Settlement, Verdict};
use crate::outcome::Outcome;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// What a supervisor says a settled draw was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Correction {
    /// The draw is void: every market of every round returns the stake.
    Void,
    /// What the table really showed.
    Reading(Reading),
}

/// What the table really showed, in place of what was recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reading {
    /// The `index`-th card (from 1, in dealing order) at `position` was `barcode` (a misread).
    /// In blackjack the dealer's cards are at [`Position::Dealer`] and a seat's at
    /// [`Position::Seat`], hand by hand as they lay when the deal ended.
    Card {
        /// Where the card lies.
        position: Position,
        /// Which of the cards there, from 1.
        index: u8,
        /// The physical card that was really there.
        barcode: Barcode,
    },
    /// The draw's whole outcome as the table showed it: a pocket, a sector, dice, balls.
    Outcome(Outcome),
}

impl Reading {
    /// The reading's kind, for refusals.
    pub fn kind(&self) -> &'static str {
        match self {
            Reading::Card { .. } => "card",
            Reading::Outcome(_) => "outcome",
        }
    }
}

/// A card dealt in a draw, where it went, as the draw events record it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealtCard {
    /// Where the card was dealt.
    pub position: Position,
    /// The physical card.
    pub barcode: Barcode,
}

/// A settled draw's original result (revision 1) as published: what a correction starts from.
/// The supervisor service reads it from the draw events and journals it with the correction,
/// so that the rules stay pure and a replay needs no lookup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettledDraw {
    /// The draw.
    pub draw: DrawNumber,
    /// When it was settled: the correction window counts from it.
    pub settled_at: Timestamp,
    /// What it ended with.
    pub outcome: Outcome,
    /// Every market's verdict in every round it was offered in.
    pub settlements: Vec<Settlement>,
    /// The cards dealt in it, in order (card games; empty for the others).
    pub dealt: Vec<DealtCard>,
}

impl Reread {
    /// A whole outcome given in place of the recorded one (no card replaced).
    pub fn whole(outcome: Outcome, verdicts: Vec<MarketVerdict>) -> Reread {
        Reread {
            outcome,
            verdicts,
            replaced: None,
        }
    }

    /// A live-odds game's whole outcome given in place of the recorded one.
    pub fn live(outcome: Outcome, verdicts: Vec<(MarketId, Verdict)>) -> Reread {
        Reread::whole(
            outcome,
            verdicts.into_iter().map(MarketVerdict::from).collect(),
        )
    }
}

/// A settled outcome read again by its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reread {
    /// The outcome with the reading in place.
    pub outcome: Outcome,
    /// Every market's verdict for it.
    pub verdicts: Vec<MarketVerdict>,
    /// The card the reading replaced and where it lay, for a card reading.
    pub replaced: Option<(Position, Card)>,
}
