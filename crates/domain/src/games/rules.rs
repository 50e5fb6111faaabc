//! The one trait the table drives every game through ([`GameRules`]), and what a game answers
//! with: a [`Step`] of decisions and the table's [`Next`] move.

use crate::barcode::Barcode;
use crate::correction::{Reading, Reread};
use crate::decision::{CancelReason, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::market::{MarketId, MarketVerdict, PaytableLine, Verdict};
use crate::observation::Observation;
use crate::outcome::Outcome;
use crate::player::PlayerDecision;
use crate::time::Timestamp;

/// The draw being played, as a game sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawContext {
    /// The draw.
    pub draw: DrawNumber,
    /// The betting round open now, if any.
    pub open_round: Option<u8>,
    /// The time of the input (the table's clock): decision windows count from it.
    pub at: Timestamp,
}

/// What a game makes of one observation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Facts to record (card dealt, card burned, repeat, …).
    pub decisions: Vec<Decision>,
    /// What the table does next.
    pub next: Next,
}

/// The table's next move after an observation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing more: wait for the next observation.
    Continue,
    /// Open the draw's next betting round, with fresh odds.
    OpenRound,
    /// Hold the draw for a supervisor; the observation was not applied.
    Hold(Incident),
    /// Cancel the draw (a fault whose consequence the rules fix).
    Cancel(CancelReason),
    /// The draw is complete: its outcome and every market's verdict.
    Settle(Outcome, Vec<MarketVerdict>),
}

impl Next {
    /// Settles a live-odds draw: `verdicts` are paid at the odds of each bet's round.
    pub fn settle_live(outcome: Outcome, verdicts: Vec<(MarketId, Verdict)>) -> Next {
        Next::Settle(
            outcome,
            verdicts.into_iter().map(MarketVerdict::from).collect(),
        )
    }
}

impl Step {
    /// A step that records `decisions` and waits for more.
    pub fn record(decisions: Vec<Decision>) -> Step {
        Step {
            decisions,
            next: Next::Continue,
        }
    }

    /// A step that records nothing and goes to `next`.
    pub fn then(next: Next) -> Step {
        Step {
            decisions: Vec::new(),
            next,
        }
    }
}

/// One game's rules as a state machine over the physical events of its draws.
///
/// The table owns the clock and the betting rounds; a game owns its equipment (shoe, deck,
/// wheel, dice, balls), the dealing order and what an event means. A game changes nothing when
/// it returns an error or [`Next::Hold`].
pub trait GameRules {
    /// Why no draw can start now (no shoe loaded, …), as the floor's instruction; `None` when
    /// a draw can start.
    fn blocked(&self) -> Option<FloorInstruction>;

    /// Refuses an observation that no state of this table could take, because it does not fit
    /// the table's equipment: a 00 pocket on a single-zero wheel, two lucky dice of one colour.
    /// It reads only the configuration, so ingest asks it before journaling (a table's game
    /// from its configuration) and refuses such an event at once; the table asks it first too.
    /// Everything passes by default.
    fn screen(&self, _observation: &Observation) -> Result<(), TableError> {
        Ok(())
    }

    /// Whether the draw in progress, or the next one, is the last before the shoe is changed
    /// (the cut card is out): announced with each betting round. False by default.
    fn last_hand(&self) -> bool {
        false
    }

    /// A new draw starts.
    fn begin_draw(&mut self);

    /// An observation while no draw is in progress (a shoe loaded, a shuffle).
    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError>;

    /// An observation during the draw `context.draw`.
    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError>;

    /// A supervisor judged that an outside factor affected the spin of the draw `context.draw`
    /// (money wheel, roulette): the spin is void and bets stay for the repeated one. Games
    /// without such a rule refuse it.
    fn void_spin(&mut self, _context: &DrawContext) -> Result<Step, TableError> {
        Err(TableError::NotExpected {
            observation: "void_spin",
            expected: "a void spin only on a wheel game whose rules repeat the spin",
        })
    }

    /// The table's clock closed the betting round: the game may start its play (blackjack
    /// deals, or ends a deal nobody bet on). Nothing by default.
    fn betting_closed(&mut self, _context: &DrawContext) -> Step {
        Step::record(Vec::new())
    }

    /// A player's decision during the draw (blackjack). Games without players' decisions
    /// refuse it.
    fn decide(
        &mut self,
        _decision: &PlayerDecision,
        _context: &DrawContext,
    ) -> Result<Step, TableError> {
        Err(TableError::NotExpected {
            observation: "player_decision",
            expected: "players' decisions only at a blackjack table",
        })
    }

    /// When the game's own clock changes something while no betting round is open (a
    /// decision window closes); `None` by default.
    fn deadline(&self) -> Option<Timestamp> {
        None
    }

    /// [`GameRules::deadline`] passed at `context.at`: the game applies its defaults. It must
    /// move or clear the deadline.
    fn deadline_passed(&mut self, _context: &DrawContext) -> Step {
        Step::record(Vec::new())
    }

    /// A supervisor confirmed a correction of `incident`: the held reading is discarded. Most
    /// games kept nothing of it (a held reading is never applied), so the default does nothing.
    fn correction_confirmed(&mut self, _incident: &Incident) {}

    /// The draw ended (settled or cancelled); e.g. a shoe change becomes due. Nothing by
    /// default.
    fn end_draw(&mut self) -> Vec<Decision> {
        Vec::new()
    }

    /// A settled draw of this table read again (a correction): `settled` with `reading` in
    /// place of what was recorded, and every market's verdict for it. A game without cards
    /// takes a whole outcome of its kind, a card game a card at one of its positions. Refuses
    /// what this game's draws cannot show (a position it does not deal, a pocket its wheel
    /// lacks, a die of 7). Only the table's options are read, never the draw in progress.
    fn reread(&self, settled: &Outcome, reading: &Reading) -> Result<Reread, TableError>;

    /// A card of settled draw `draw` was misread: `real` lay where `misread` was recorded. A
    /// card game whose shoe in play dealt the draw corrects the shoe; refused when `real` had
    /// already left it. Nothing by default: a game without cards never gets a card reading.
    fn card_corrected(
        &mut self,
        _draw: DrawNumber,
        _misread: Barcode,
        _real: Barcode,
    ) -> Result<(), TableError> {
        Ok(())
    }

    /// The markets offered in betting round `round` (1-based) of the current draw.
    fn markets(&self, round: u8) -> Vec<MarketId>;

    /// The payout table of each market that pays by a table of hands rather than one payout
    /// (a poker game's boxes), published with the round's odds. None by default.
    fn paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        Vec::new()
    }

    /// The lines a settled draw gives for the markets of round `round`: the markets
    /// themselves, unless a game settles a market once per decision path (a common hand's
    /// `ante@play` and `ante@fold`). A cancelled draw voids the markets offered.
    fn settled_markets(&self, round: u8) -> Vec<MarketId> {
        self.markets(round)
    }

    /// What the floor does next while no betting round is open.
    fn instruction(&self) -> FloorInstruction;
}
