//! Test helpers: a table with a hand-driven clock, and named physical cards.

use crate::barcode::{Barcode, DeckSerial};
use crate::config::TableConfig;
use crate::correction::{DealtCard, SettledDraw};
use crate::decision::{Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::GameConfig;
use crate::manifest::Manifest;
use crate::market::{Payout, Settlement, Verdict};
use crate::observation::Observation;
use crate::position::Position;
use crate::table::{Phase, SupervisorCommand, Table};
use crate::time::Timestamp;
use std::time::Duration;

/// 2026-01-01T07:00:00Z: 09:00 in the lottery's GMT+2.
pub const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

/// The physical card `card` ("Ah") of test deck `deck`.
pub fn barcode(deck: u32, card: &str) -> Barcode {
    Barcode::new(
        DeckSerial::new(deck).expect("serial"),
        card.parse().expect("card"),
    )
}

/// The manifest of test decks 1..=decks.
pub fn manifest(decks: u32) -> Vec<Barcode> {
    let serials: Vec<DeckSerial> = (1..=decks).filter_map(DeckSerial::new).collect();
    Manifest::barcodes_of(&serials)
}

/// A table and its clock, recording every decision.
pub struct Harness {
    /// The table under test.
    pub table: Table,
    /// The harness's clock.
    pub now: Timestamp,
    /// Every decision so far.
    pub decisions: Vec<Decision>,
}

impl Harness {
    /// A table of `game` with studio defaults, ticked to [`START`].
    pub fn new(game: GameConfig) -> Harness {
        Harness::with_config(TableConfig::studio_default(game))
    }

    /// A table with `config`, ticked to [`START`].
    pub fn with_config(config: TableConfig) -> Harness {
        let mut harness = Harness {
            table: Table::new(config),
            now: START,
            decisions: Vec::new(),
        };
        harness.advance(Duration::ZERO);
        harness
    }

    /// A card table with a shoe of `decks` test decks loaded: draw 1's round 1 is open.
    pub fn with_shoe(game: GameConfig, decks: u32) -> Harness {
        let mut harness = Harness::new(game);
        harness
            .observe(Observation::ShoeLoaded {
                manifest: manifest(decks),
            })
            .expect("shoe loads");
        harness
    }

    /// Moves the clock on and ticks; returns the decisions the tick made.
    pub fn advance(&mut self, by: Duration) -> Vec<Decision> {
        self.now = self.now.after(by);
        let decisions = self.table.tick(self.now);
        self.decisions.extend(decisions.clone());
        decisions
    }

    /// Moves the clock to the close of the open betting round.
    pub fn close_round(&mut self) -> Vec<Decision> {
        let Some(Phase::Betting { closes_at, .. }) = self.table.draw().map(|d| d.phase.clone())
        else {
            panic!("no betting round is open: {:?}", self.table.draw());
        };
        let wait = closes_at.millis() - self.now.millis();
        self.advance(Duration::from_millis(u64::try_from(wait).unwrap_or(0)))
    }

    /// Gives the table an observation now.
    pub fn observe(&mut self, observation: Observation) -> Result<Vec<Decision>, TableError> {
        let decisions = self.table.observe(&observation, None, self.now)?;
        self.decisions.extend(decisions.clone());
        Ok(decisions)
    }

    /// Scans `card` of test deck 1 at `position`.
    pub fn scan(&mut self, position: Position, card: &str) -> Result<Vec<Decision>, TableError> {
        self.observe(Observation::CardScanned {
            position,
            barcode: barcode(1, card),
        })
    }

    /// Gives the table a seat holder's request (a blackjack decision converts into one) on the
    /// draw in progress now.
    pub fn decide(
        &mut self,
        decision: impl Into<crate::seat_request::SeatRequest>,
    ) -> Result<Vec<Decision>, TableError> {
        let request = format!("request-{}", self.decisions.len());
        let decision = decision.into();
        let decisions = self
            .table
            .decide(&request, &decision, self.draw(), self.now)?;
        self.decisions.extend(decisions.clone());
        Ok(decisions)
    }

    /// Gives the table a supervisor command now.
    pub fn supervise(&mut self, command: SupervisorCommand) -> Result<Vec<Decision>, TableError> {
        let decisions = self.table.supervise(&command, self.now)?;
        self.decisions.extend(decisions.clone());
        Ok(decisions)
    }

    /// The draw in progress.
    pub fn draw(&self) -> DrawNumber {
        self.table.draw().expect("a draw is in progress").number
    }

    /// The draw's settlement or cancellation, if it has one.
    pub fn ending(&self, draw: DrawNumber) -> Option<&Decision> {
        self.decisions.iter().find(|decision| {
            matches!(decision,
                Decision::DrawSettled { draw: d, .. } | Decision::DrawCancelled { draw: d, .. }
                if *d == draw)
        })
    }

    /// The markets the betting round `round` offers, by name.
    pub fn offered(&self, round: u8) -> Vec<String> {
        self.table
            .markets(round)
            .iter()
            .map(|market| market.as_str().to_string())
            .collect()
    }

    /// The first settled draw's settlements.
    pub fn settlements(&self) -> Vec<Settlement> {
        self.decisions
            .iter()
            .find_map(|decision| match decision {
                Decision::DrawSettled { settlements, .. } => Some(settlements.clone()),
                _ => None,
            })
            .expect("the round settled")
    }
}

/// The fixed-payout line `market`'s verdict and net multiplier in `settlements`.
pub fn line(settlements: &[Settlement], market: &str) -> (Verdict, Payout) {
    let settled = settlements
        .iter()
        .find(|settled| settled.market.as_str() == market)
        .unwrap_or_else(|| panic!("no line {market} in {settlements:?}"));
    (settled.verdict, settled.payout.expect("a fixed payout"))
}

/// The incident `decisions` held the draw for, if they held it.
pub fn held(decisions: &[Decision]) -> Option<&Incident> {
    decisions.iter().find_map(|decision| match decision {
        Decision::DrawHeld { incident, .. } => Some(incident),
        _ => None,
    })
}

/// A draw's original result as the supervisor service finds it in the draw events: its
/// settlement and the cards dealt in it.
pub fn settled_draw(
    decisions: &[Decision],
    draw: DrawNumber,
    settled_at: Timestamp,
) -> SettledDraw {
    let dealt = decisions
        .iter()
        .filter_map(|decision| match decision {
            Decision::CardDealt {
                draw: d,
                position,
                barcode,
            } if *d == draw => Some(DealtCard {
                position: *position,
                barcode: *barcode,
            }),
            _ => None,
        })
        .collect();
    let (outcome, settlements) = decisions
        .iter()
        .find_map(|decision| match decision {
            Decision::DrawSettled {
                draw: d,
                outcome,
                settlements,
            } if *d == draw => Some((outcome.clone(), settlements.clone())),
            _ => None,
        })
        .expect("the draw settled");
    SettledDraw {
        draw,
        settled_at,
        outcome,
        settlements,
        dealt,
    }
}
