//! A Red Dog or Bulldog table (red-dog.md, house-games.md): the shoe, the grid cards, the
//! raise window and the third card: Red Dog's one, every bet riding on the same three cards;
//! Bulldog's one per seat with a bet, in seat order, each seat's bets settling on its own.
//!
//! A round: the betting round (the bet; at Bulldog, each seat holder's bet through the
//! Decisions API deals the seat in) → two grid cards face up, each scanned → on a spread, one
//! raise window, every player deciding their own raise (default: none), then the third card(s);
//! on a pair the third card(s) at once; on consecutive cards no third card (every bet void) →
//! settlement of every line for both decisions. A card shown while bets are taken or while
//! the players decide is burned and replaced, as at every shoe game. A Bulldog round nobody
//! bet a seat on is over when betting closes, with no card dealt.

use super::config::RedDogConfig;
use super::markets;
use super::outcome::{BulldogOutcome, Outcome, SeatCard};
use super::seat_bet::{self, SeatBet};
use super::spread::Spread;
use super::window::Window;
use crate::barcode::Barcode;
use crate::card::Card;
use crate::correction::{Reading, Reread};
use crate::decision::{BurnCause, Decision, DrawNumber, Incident};
use crate::error::TableError;
use crate::games::reread::{card_of, replace_card, replace_read_card, settled_not_of_game};
use crate::games::rules::{DrawContext, GameRules, Next, Step};
use crate::games::shoe_in_play::{Dealing, ShoeInPlay};
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::{MarketId, MarketVerdict, PaytableLine};
use crate::observation::Observation;
use crate::player::{DecisionRefusal, DecisionWindow, PlayerDecision};
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Where Red Dog's cards are dealt: the grid and the third card, in dealing order (Bulldog's
/// grid; its third cards go to the seats).
pub const GRID: Position = Position::Board;

/// Where Bulldog deals seat `seat`'s third card.
pub fn seat_position(seat: u8) -> Position {
    Position::Seat { seat, hand: 1 }
}

/// A Red Dog or Bulldog table: its configuration, shoe and the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RedDog {
    config: RedDogConfig,
    shoe: ShoeInPlay,
    /// The grid cards and the third (Bulldog's thirds, in seat order), in dealing order.
    cards: Vec<Card>,
    /// Bulldog's seats with a bet this round, in seat order.
    seats: Vec<u8>,
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
            seats: Vec::new(),
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

    /// The cards dealt so far: the grid, then the third (Bulldog's, in seat order).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// Bulldog's seats with a bet this round, in seat order.
    pub fn seats(&self) -> &[u8] {
        &self.seats
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

    /// Where the next card is due: the grid's two, then the third card(s) unless the grid is
    /// consecutive (after the raise window on a spread); none when the round needs no card.
    fn card_due(&self) -> Option<Position> {
        let third = match (self.cards.len(), self.spread()) {
            (0 | 1, _) => return Some(GRID),
            (_, Some(Spread::Pair(_))) => self.cards.len() - 2,
            (_, Some(Spread::Between { .. })) if self.decided => self.cards.len() - 2,
            _ => return None,
        };
        if !self.config.game.deals_to_seats() {
            return (third == 0).then_some(GRID);
        }
        self.seats.get(third).map(|&seat| seat_position(seat))
    }

    /// The boxes of the betting round: the bet, or Bulldog's bet on each seat.
    fn offered(&self) -> Vec<MarketId> {
        if self.config.game.deals_to_seats() {
            return markets::seats_offered(self.config.seats);
        }
        markets::offered()
    }

    /// Whether the round has every card it needs: consecutive grid cards, or every third
    /// card (Red Dog's one, one per Bulldog seat with a bet).
    fn complete(&self) -> bool {
        let thirds = if self.config.game.deals_to_seats() {
            self.seats.len()
        } else {
            1
        };
        match self.spread() {
            Some(Spread::Consecutive) => true,
            Some(_) => self.cards.len() - 2 == thirds,
            None => false,
        }
    }

    /// Whether this table deals to `position`: the grid, or one of Bulldog's seats.
    fn deals_to(&self, position: Position) -> bool {
        match position {
            Position::Board => true,
            Position::Seat { seat, hand: 1 } => {
                self.config.game.deals_to_seats() && (1..=self.config.seats).contains(&seat)
            }
            _ => false,
        }
    }

    fn on_card(
        &mut self,
        position: Position,
        barcode: Barcode,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        if !self.deals_to(position) {
            return Err(TableError::NoSuchPosition {
                game: self.config.kind(),
                position,
            });
        }
        if self.window.is_some() {
            return Ok(self.burn_exposed(barcode, context));
        }
        let expected = self.card_due();
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

    /// Settled once no card is due: the third card(s) dealt, or consecutive grid cards.
    fn after_card(&self) -> Next {
        if !self.complete() {
            return Next::Continue;
        }
        if self.config.game.deals_to_seats() {
            let outcome = self.bulldog_outcome();
            let verdicts = self.bulldog_verdicts(&outcome);
            return Next::Settle(crate::outcome::Outcome::Bulldog(outcome), verdicts);
        }
        match self.outcome() {
            Some(outcome) => {
                let verdicts = self.verdicts(&outcome);
                Next::Settle(crate::outcome::Outcome::RedDog(outcome), verdicts)
            }
            None => Next::Continue,
        }
    }

    /// Red Dog's outcome, once it is complete.
    fn outcome(&self) -> Option<Outcome> {
        let grid: [Card; 2] = self.cards.get(..2)?.try_into().ok()?;
        let third = self.cards.get(2).copied();
        let complete = third.is_some() || self.spread() == Some(Spread::Consecutive);
        complete.then_some(Outcome { grid, third })
    }

    /// Bulldog's outcome as dealt so far: the grid and each seat's third card.
    fn bulldog_outcome(&self) -> BulldogOutcome {
        let grid = self.cards.get(..2).and_then(|grid| grid.try_into().ok());
        let thirds = self.cards.get(2..).unwrap_or_default();
        let seats = self.seats.iter().enumerate();
        BulldogOutcome {
            grid,
            seats: seats
                .map(|(at, &seat)| SeatCard {
                    seat,
                    third: thirds.get(at).copied(),
                })
                .collect(),
        }
    }

    fn verdicts(&self, outcome: &Outcome) -> Vec<MarketVerdict> {
        let [first, second] = outcome.grid;
        markets::settle_all(
            &self.config.rules(),
            Spread::of(first.rank(), second.rank()),
            outcome.third.map(|card| card.rank()),
        )
    }

    /// Every bet seat's lines on its own card; nothing when no card was dealt (the lines of
    /// seats without a bet are void).
    fn bulldog_verdicts(&self, outcome: &BulldogOutcome) -> Vec<MarketVerdict> {
        let Some([first, second]) = outcome.grid else {
            return Vec::new();
        };
        let (rules, spread) = (self.config.rules(), Spread::of(first.rank(), second.rank()));
        let seats = outcome.seats.iter();
        seats
            .flat_map(|seat| {
                let third = seat.third.map(|card| card.rank());
                markets::settle_seat(&rules, seat.seat, spread, third)
            })
            .collect()
    }

    /// A seat holder's bet on a Bulldog seat while betting is open.
    fn seat_bet(&mut self, bet: SeatBet, context: &DrawContext) -> Result<Step, TableError> {
        let open = context.open_round.is_some();
        seat_bet::take(&mut self.seats, bet.seat, self.config.seats, open)
            .map_err(DecisionRefusal::from)?;
        Ok(Step::record(vec![Decision::SeatBet {
            draw: context.draw,
            seat: bet.seat,
        }]))
    }

    /// Bulldog's settled round with the card `reading` names read again: a grid card or a
    /// seat's third; every seat settled again.
    fn bulldog_reread(
        &self,
        settled: &BulldogOutcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let mut grid: Vec<Card> = settled.grid.iter().flatten().copied().collect();
        let seats = settled.seats.iter();
        let mut thirds: Vec<(u8, Vec<Card>)> = seats
            .map(|seat| (seat.seat, seat.third.into_iter().collect()))
            .collect();
        let (position, replaced) = {
            let mut places = vec![(GRID, grid.as_mut_slice())];
            let seats = thirds.iter_mut();
            places.extend(seats.map(|(seat, card)| (seat_position(*seat), card.as_mut_slice())));
            replace_read_card(GameKind::Bulldog, reading, &mut places)?
        };
        let outcome = BulldogOutcome {
            grid: grid.try_into().ok(),
            seats: thirds
                .into_iter()
                .map(|(seat, third)| SeatCard {
                    seat,
                    third: third.first().copied(),
                })
                .collect(),
        };
        let verdicts = self.bulldog_verdicts(&outcome);
        Ok(Reread {
            replaced: Some((position, replaced)),
            ..Reread::whole(crate::outcome::Outcome::Bulldog(outcome), verdicts)
        })
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
        self.seats.clear();
        self.window = None;
        self.decided = false;
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        self.shoe.between_draws(observation, self.config.kind())
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
                game: self.config.kind(),
                observation: other.kind(),
            }),
        }
    }

    /// Bulldog: a round nobody bet a seat on is over, with no card dealt.
    fn betting_closed(&mut self, _context: &DrawContext) -> Step {
        if !self.config.game.deals_to_seats() || !self.seats.is_empty() {
            return Step::record(Vec::new());
        }
        let outcome = self.bulldog_outcome();
        Step::then(Next::Settle(
            crate::outcome::Outcome::Bulldog(outcome),
            Vec::new(),
        ))
    }

    /// Bulldog: a seat holder's bet. Red Dog's players decide on the operator's platform.
    fn decide(
        &mut self,
        decision: &PlayerDecision,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match decision {
            PlayerDecision::Bulldog(bet) if self.config.game.deals_to_seats() => {
                self.seat_bet(*bet, context)
            }
            PlayerDecision::Bulldog(_)
            | PlayerDecision::Blackjack(_)
            | PlayerDecision::ThreeCard(_) => Err(TableError::NotExpected {
                observation: "player_decision",
                expected: "a bet on a seat, at a Bulldog table",
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

    /// A grid card or a third card: every line is settled again.
    fn reread(
        &self,
        settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let settled = match settled {
            crate::outcome::Outcome::Bulldog(settled) if self.config.game.deals_to_seats() => {
                return self.bulldog_reread(settled, reading)
            }
            crate::outcome::Outcome::RedDog(settled) if !self.config.game.deals_to_seats() => {
                settled
            }
            _ => return Err(settled_not_of_game(self.config.kind())),
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

    /// The bet (Bulldog's bet on each seat).
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        self.offered()
    }

    /// Each box's payout table, published with the round's odds.
    fn paytables(&self) -> Vec<(MarketId, Vec<PaytableLine>)> {
        markets::paytables(&self.config.rules(), self.offered())
    }

    /// Every box for both decisions (`bet@raise`, `raise@raise`, `bet@no_raise`; Bulldog's
    /// per seat).
    fn settled_markets(&self, _round: u8) -> Vec<MarketId> {
        if self.config.game.deals_to_seats() {
            return markets::seats_settled(self.config.seats);
        }
        markets::settled()
    }

    fn instruction(&self) -> FloorInstruction {
        if let Some((window, closes_at)) = self.window() {
            return FloorInstruction::WaitForDecision {
                window: DecisionWindow::RedDog(window),
                closes_at,
            };
        }
        match self.card_due() {
            Some(position) => FloorInstruction::Deal(position),
            None => FloorInstruction::Idle,
        }
    }
}
