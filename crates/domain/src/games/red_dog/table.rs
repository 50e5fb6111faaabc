//! A Red Dog table on a common hand (red-dog.md, house-games.md): the shoe, the grid cards,
//! the raise window and the third card, every bet riding on the same three cards.
//!
//! A round: the betting round (the bet) → two grid cards face up, each scanned → on a spread,
//! one raise window, every player deciding their own raise (default: none), then the third
//! card; on a pair the third card at once; on consecutive cards no third card (every bet
//! void) → settlement of every line for both decisions. A card shown while bets are taken or
//! while the players decide is burned and replaced, as at every shoe game.

use super::config::RedDogConfig;
use super::markets;
use super::outcome::Outcome;
use super::spread::Spread;
use super::window::Window;
use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::{Reading, Reread};
use crate::decision::{BurnCause, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::reread::{card_of, replace_card, settled_not_of_game};
use crate::games::rules::{DrawContext, GameRules, Next, Step};
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::{MarketId, MarketVerdict, PaytableLine};
use crate::observation::Observation;
use crate::player::DecisionWindow;
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Where Red Dog's cards are dealt: the grid and the third card, in dealing order.
pub const GRID: Position = Position::Board;

/// A Red Dog table: its configuration, shoe and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedDog {
    config: RedDogConfig,
    shoe: ShoeInPlay,
    /// The grid cards and the third, in dealing order.
    cards: Vec<Card>,
    /// When the open raise window closes.
    window: Option<Timestamp>,
    /// The raise window has closed: the third card is dealt.
    decided: bool,
}

impl RedDog {
    /// A table of `config` with no shoe loaded.
    pub fn new(config: RedDogConfig) -> RedDog {
        RedDog {
            shoe: ShoeInPlay::new(config.shoe),
            config,
            cards: Vec::new(),
            window: None,
            decided: false,
        }
    }

    /// The table's configuration.
    pub fn config(&self) -> &RedDogConfig {
        &self.config
    }

    /// The shoe in play.
    pub fn shoe(&self) -> &ShoeInPlay {
        &self.shoe
    }

    /// The cards dealt so far: the grid, then the third.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The raise window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        self.window.map(|closes_at| (Window::Raise, closes_at))
    }

    /// What the grid cards make, once both are dealt.
    pub fn spread(&self) -> Option<Spread> {
        match self.cards.as_slice() {
            [first, second, ..] => Some(Spread::of(first.rank(), second.rank())),
            _ => None,
        }
    }

    /// Whether the next card is due: the grid's two, then the third unless the grid is
    /// consecutive (after the raise window on a spread).
    fn card_due(&self) -> bool {
        match (self.cards.len(), self.spread()) {
            (0 | 1, _) => true,
            (2, Some(Spread::Pair(_))) => true,
            (2, Some(Spread::Between { .. })) => self.decided,
            _ => false,
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if position != GRID {
            return Err(TableError::NoSuchPosition {
                game: GameKind::RedDog,
                position,
            });
        }
        if self.window.is_some() {
            return Ok(self.burn_exposed(barcode, context));
        }
        let expected = self.card_due().then_some(GRID);
        let (card, dealt) = match self.shoe.accept(barcode, position, expected, context)? {
            Dealing::Handled(step) => return Ok(step),
            Dealing::Dealt(card, dealt) => (card, dealt),
        };
        self.cards.push(card);
        let mut decisions = vec![dealt];
        if self.cards.len() == 2 && matches!(self.spread(), Some(Spread::Between { .. })) {
            let closes_at = context.at.after(self.config.decision_window);
            self.window = Some(closes_at);
            decisions.push(Decision::DecisionWindowOpened {
                draw: context.draw,
                window: DecisionWindow::RedDog(Window::Raise),
                closes_at,
            });
        }
        Ok(Step {
            decisions,
            next: self.after_card(),
        })
    }

    /// A card shown while the players decide is burned, as one shown while bets are taken.
    fn burn_exposed(&mut self, barcode: Barcode, context: &DrawContext) -> Step {
        match self.shoe.take_aside(Some(barcode)) {
            Err(fault) => Step::then(Next::Hold(Incident::Card(fault))),
            Ok(_) => Step::record(vec![Decision::CardBurned {
                draw: context.draw,
                cause: BurnCause::ExposedWhileRoundOpen,
                barcode: Some(barcode),
            }]),
        }
    }

    /// Settled once no card is due: the third card dealt, or consecutive grid cards.
    fn after_card(&self) -> Next {
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::RedDog(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// The round's outcome, once it is complete.
    fn outcome(&self) -> Option<Outcome> {
        let grid: [Card; 2] = self.cards.get(..2)?.try_into().ok()?;
        let third = self.cards.get(2).copied();
        let complete = third.is_some() || self.spread() == Some(Spread::Consecutive);
        complete.then_some(Outcome { grid, third })
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        let [first, second] = outcome.grid;
        markets::settle_all(
            &self.config.rules(),
            Spread::of(first.rank(), second.rank()),
            outcome.third.map(|card| card.rank()),
        )
    }
}

impl GameRules for RedDog {
    fn blocked(&self) -> Option<FloorInstruction> {
        self.shoe.blocked()
    }

    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        self.shoe.screen(observation)
    }

    fn last_hand(&self) -> bool {
        self.shoe.last_hand()
    }

    fn begin_draw(&mut self) {
        self.cards.clear();
        self.window = None;
        self.decided = false;
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, GameKind::RedDog)
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match observation {
            Observation::CardScanned { position, barcode } => {
                self.on_card(*position, *barcode, context)
            }
            Observation::CardUnreadable => Ok(self.shoe.burn_unread(context)),
            Observation::ShuffleDone => Ok(Step::record(vec![Decision::ShuffleRecorded])),
            Observation::CutCardOut => self.shoe.take_cut_card().map(Step::record),
            other => Err(TableError::WrongGame {
                game: GameKind::RedDog,
                observation: other.kind(),
            }),
        }
    }

    fn deadline(&self) -> Option<Timestamp> {
        self.window
    }

    /// The window closed: a player who did not decide did not raise; the third card is due.
    fn deadline_passed(&mut self, _context: &DrawContext) -> Step {
        self.window = None;
        self.decided = true;
        Step::record(Vec::new())
    }

    fn end_draw(&mut self) -> Vec<Decision> {
        self.shoe.end_draw()
    }

    /// A grid card or the third card: every line is settled again.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let crate::outcome::Outcome::RedDog(settled) = settled else {
            return Err(settled_not_of_game(GameKind::RedDog));
        };
        let (position, index, barcode) = card_of(GameKind::RedDog, reading)?;
        if position != GRID {
            return Err(TableError::NoSuchPosition {
                game: GameKind::RedDog,
                position,
            });
        }
        let mut cards: Vec<Card> = settled.grid.iter().copied().chain(settled.third).collect();
        let replaced = replace_card(&mut cards, position, index, barcode.card())?;
        let outcome = Outcome {
            grid: [cards[0], cards[1]],
            third: cards.get(2).copied(),
        };
        let verdicts = self.verdicts(&outcome);
        Ok(Reread {
            replaced: Some((position, replaced)),
            ..Reread::whole(crate::outcome::Outcome::RedDog(outcome), verdicts)
        })
    }

    fn card_corrected(
        &mut self,
        draw: DrawNumber,
        misread: Barcode,
        real: Barcode,
    ) -> Result<(), TableError> {
        self.shoe.card_corrected(draw, misread, real)
    }

    /// The bet.
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        markets::offered()
    }

    /// The bet's payout table, published with the round's odds.
    fn paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config.rules())
    }

    /// Every box for both decisions (`bet@raise`, `raise@raise`, `bet@no_raise`).
    fn settled_markets(&self, _round: u8) -> Vec<MarketId> {
        markets::settled()
    }

    fn instruction(&self) -> FloorInstruction {
        if let Some((window, closes_at)) = self.window() {
            return FloorInstruction::WaitForDecision {
                window: DecisionWindow::RedDog(window),
                closes_at,
            };
        }
        if self.card_due() {
            FloorInstruction::Deal(GRID)
        } else {
            FloorInstruction::Idle
        }
    }
}
