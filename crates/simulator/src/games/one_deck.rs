//! The floor of a one-deck game on a common hand (Three Card Poker, Fast Poker, Triple Bet
//! Poker, Oasis Stud Poker, the hold'em games): a fresh deck each round, the players deciding
//! on the operator's platform (nothing reaches the backend), and now and then a dealer who
//! turns a card while the players still decide (a misdeal).

use super::game_floor::GameFloor;
use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::{DecisionWindow, Observation, Position, Timestamp};

/// A one-deck table's floor: its deck is the shoe.
pub(crate) struct OneDeckFloor {
    /// Where the dealer turns the cards the players wait for: the dealer's hand, or the
    /// community cards.
    turned: Position,
    /// Where else a careless dealer turns a card early, half the time: the hold'em dealer's
    /// own hole cards, turned before the board is out.
    also_early: Option<Position>,
}

impl OneDeckFloor {
    /// The floor of a game whose dealer turns the cards at `turned` after each window.
    pub(crate) fn turning(turned: Position) -> OneDeckFloor {
        OneDeckFloor {
            turned,
            also_early: None,
        }
    }

    /// This floor, whose dealer also turns a card at `position` early now and then.
    pub(crate) fn also_early(self, position: Position) -> OneDeckFloor {
        OneDeckFloor {
            also_early: Some(position),
            ..self
        }
    }
}

impl GameFloor for OneDeckFloor {
    /// A player box's card scanned where the dealer turns his, and the other way round.
    fn other_position(&self, position: Position) -> Position {
        if position == Position::Player {
            self.turned
        } else {
            Position::Player
        }
    }

    /// The players decide on their platform; the dealer waits for the window to close, or
    /// now and then turns a card early.
    fn decide(
        &mut self,
        tools: &mut Tools,
        _table: &TableView,
        _window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        if tools.fault(1.0) {
            let position = match self.also_early {
                Some(other) if tools.rng.chance(0.5) => other,
                Some(_) | None => self.turned,
            };
            let early = Observation::CardScanned {
                position,
                barcode: tools.draw_card(),
            };
            return Input::Observe(early, now);
        }
        tools.wait_until(closes_at.max(now))
    }

    fn new_draw(&mut self, tools: &mut Tools) {
        tools.shuffle();
    }
}
