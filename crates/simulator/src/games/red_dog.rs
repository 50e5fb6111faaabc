//! Red Dog's and Bulldog's floor: the grid and the third card(s) from the shoe; the players
//! decide their raise on the operator's platform, and now and then the dealer shows a card
//! while they still decide (it is burned). At a Bulldog table the seat holders bet on their
//! seats through the Decisions API ([`SeatBets`]), and each seat with a bet gets a third card.

use super::game_floor::GameFloor;
use super::seat_bets::SeatBets;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::games::red_dog::RedDogConfig;
use livedraw_domain::{DecisionWindow, Observation, Position, Timestamp};

/// A Red Dog or Bulldog table's floor.
pub(crate) struct RedDogFloor {
    /// Bulldog's seats; none at a Red Dog table, whose bets are not on seats.
    seats: Option<u8>,
    /// Bulldog's seat holders.
    bets: SeatBets,
}

impl RedDogFloor {
    /// The floor of a table of `config`.
    pub(crate) fn new(config: &RedDogConfig) -> RedDogFloor {
        RedDogFloor {
            seats: config.game.deals_to_seats().then_some(config.seats),
            bets: SeatBets::default(),
        }
    }
}

impl GameFloor for RedDogFloor {
    /// A grid card scanned at the player box; a seat's card on the grid.
    fn other_position(&self, position: Position) -> Position {
        match position {
            Position::Seat { .. } => Position::Board,
            _ => Position::Player,
        }
    }

    /// Bulldog: a seat holder's bet.
    fn bet(&mut self, tools: &mut Tools, table: &TableView) -> Option<Input> {
        let draw = table.draw?;
        // A Red Dog table's bets are not on seats: nobody bets through the API.
        self.seats?;
        let bet = self.bets.bet(&mut tools.rng, &mut tools.faults)?;
        Some(self.bets.request(bet, draw, tools.now))
    }

    /// The players decide on their platform; the dealer waits for the window to close, or
    /// now and then shows the third card early.
    fn decide(
        &mut self,
        tools: &mut Tools,
        _table: &TableView,
        _window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        if tools.fault(1.0) {
            let early = Observation::CardScanned {
                position: Position::Board,
                barcode: tools.draw_card(),
            };
            return Input::Observe(early, now);
        }
        tools.wait_until(closes_at.max(now))
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        if let Some(seats) = self.seats {
            self.bets.new_draw(seats, &mut tools.rng);
        }
    }
}
