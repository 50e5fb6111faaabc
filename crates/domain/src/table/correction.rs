//! Corrections after settlement (operations.md, "A settled draw that was wrong"): a supervisor
//! voids a settled draw or gives what the table really showed, within the table's correction
//! window; the draw's result is derived again and taken as a new revision. The table keeps the
//! latest revision of each draw it corrected while the draw's window is open, so that a later
//! correction starts from it; the original (revision 1) comes with the command.

use crate::correction::{Correction, CorrectionReason, DealtCard, Reading, SettledDraw};
use crate::decision::{Decision, DrawNumber};
use crate::error::TableError;
use crate::games::Game;
use crate::market::{verdicts_by_market, MarketVerdict, Payout, Settlement, Verdict};
use crate::outcome::Outcome;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// A corrected draw's latest revision, kept while its correction window is open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revised {
    /// The revision number: 1 for the original result.
    revision: u32,
    /// When the draw was settled: its correction window counts from it.
    settled_at: Timestamp,
    /// The outcome as last read (a void revision keeps the one before).
    outcome: Outcome,
    /// Whether the latest revision voids the draw.
    void: bool,
    /// Every market and round the draw offered, with the latest verdicts.
    settlements: Vec<Settlement>,
    /// The cards now known to have been dealt.
    dealt: Vec<DealtCard>,
}

impl Revised {
    /// The original result, revision 1.
    fn original(settled: &SettledDraw) -> Revised {
        Revised {
            revision: 1,
            settled_at: settled.settled_at,
            outcome: settled.outcome.clone(),
            void: false,
            settlements: settled.settlements.clone(),
            dealt: settled.dealt.clone(),
        }
    }
}

/// The latest revision of each draw a table corrected within its correction window, by
/// number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CorrectedDraws(BTreeMap<DrawNumber, Revised>);

/// What a correction needs of its table.
pub struct Correcting<'a> {
    /// The table's game: it reads the outcome again and corrects its shoe.
    pub game: &'a mut Game,
    /// How long after settlement a draw may be corrected.
    pub window: Duration,
    /// What a void bet pays at this table.
    pub void_payout: Option<Payout>,
    /// The draw in progress, if any.
    pub in_progress: Option<DrawNumber>,
    /// The next draw the table will open.
    pub next_draw: DrawNumber,
}

impl CorrectedDraws {
    /// A supervisor's correction of settled draw `draw` at `at`: the next revision of its
    /// result. `original` is the draw's result as settled (none when the supervisor found no
    /// settled draw by that number). On error nothing changed.
    pub fn correct(
        &mut self,
        table: Correcting<'_>,
        draw: DrawNumber,
        correction: &Correction,
        reason: CorrectionReason,
        original: Option<&SettledDraw>,
        at: Timestamp,
    ) -> Result<Decision, TableError> {
        let latest = self.latest_revision(&table, draw, original)?;
        let closed_at = latest.settled_at.after(table.window);
        if at > closed_at {
            return Err(TableError::CorrectionWindowClosed { draw, closed_at });
        }
        let window = table.window;
        let revised = match correction {
            Correction::Void => voided(table.void_payout, draw, latest)?,
            Correction::Reading(reading) => reread(table, draw, latest, reading)?,
        };
        let decision = Decision::DrawCorrected {
            draw,
            revision: revised.revision,
            reason,
            outcome: (!revised.void).then(|| revised.outcome.clone()),
            settlements: revised.settlements.clone(),
        };
        self.0.retain(|_, kept| kept.settled_at.after(window) >= at);
        self.0.insert(draw, revised);
        Ok(decision)
    }

    /// The draw's result as it stands: its latest correction, else the original.
    fn latest_revision(
        &self,
        table: &Correcting<'_>,
        draw: DrawNumber,
        original: Option<&SettledDraw>,
    ) -> Result<Revised, TableError> {
        if table.in_progress == Some(draw) {
            return Err(TableError::NotSettled(draw));
        }
        if draw >= table.next_draw {
            return Err(TableError::UnknownDraw(draw));
        }
        if let Some(revised) = self.0.get(&draw) {
            return Ok(revised.clone());
        }
        original
            .filter(|settled| settled.draw == draw)
            .map(Revised::original)
            .ok_or(TableError::NotSettled(draw))
    }
}

/// The next revision voids every market of every round.
fn voided(void: Option<Payout>, draw: DrawNumber, latest: Revised) -> Result<Revised, TableError> {
    if latest.void {
        return Err(TableError::NothingCorrected(draw));
    }
    let settlements = latest
        .settlements
        .iter()
        .map(|settled| Settlement {
            verdict: Verdict::Void,
            payout: void,
            ..settled.clone()
        })
        .collect();
    Ok(Revised {
        revision: latest.revision + 1,
        void: true,
        settlements,
        ..latest
    })
}

/// The next revision has the reading in place: the game reads the outcome again, and a
/// corrected card corrects the shoe that dealt it.
fn reread(
    table: Correcting<'_>,
    draw: DrawNumber,
    latest: Revised,
    reading: &Reading,
) -> Result<Revised, TableError> {
    let reread = table.game.rules().reread(&latest.outcome, reading)?;
    if !latest.void && reread.outcome == latest.outcome {
        return Err(TableError::NothingCorrected(draw));
    }
    let mut dealt = latest.dealt.clone();
    if let (Some((position, face)), Reading::Card { barcode, .. }) = (reread.replaced, reading) {
        if dealt.iter().any(|card| card.barcode == *barcode) {
            return Err(TableError::CardElsewhere(*barcode));
        }
        let misread = dealt
            .iter_mut()
            .find(|card| same_place(card.position, position) && card.barcode.card() == face);
        if let Some(misread) = misread {
            // The last check that can refuse: nothing has changed before it.
            table
                .game
                .rules_mut()
                .card_corrected(draw, misread.barcode, *barcode)?;
            misread.barcode = *barcode;
        }
    }
    let settlements = with_verdicts(&latest.settlements, reread.verdicts, table.void_payout);
    Ok(Revised {
        revision: latest.revision + 1,
        outcome: reread.outcome,
        void: false,
        settlements,
        dealt,
        ..latest
    })
}

/// Whether a card dealt at `dealt` lies at `position` now: a blackjack seat's cards may have
/// moved to another of its hands at a split.
fn same_place(dealt: Position, position: Position) -> bool {
    match (dealt, position) {
        (Position::Seat { seat, .. }, Position::Seat { seat: now, .. }) => seat == now,
        _ => dealt == position,
    }
}

/// The same markets and rounds with `verdicts`; a market the game no longer names is void.
fn with_verdicts(
    offered: &[Settlement],
    verdicts: Vec<MarketVerdict>,
    void: Option<Payout>,
) -> Vec<Settlement> {
    let verdict_of = verdicts_by_market(verdicts, void);
    offered
        .iter()
        .map(|settled| {
            let (verdict, payout) = verdict_of(&settled.market);
            Settlement {
                verdict,
                payout,
                ..settled.clone()
            }
        })
        .collect()
}
