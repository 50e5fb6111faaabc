//! The trait every game's floor implements: the hooks the generic floor calls, each defaulting
//! to the floor waiting.

use crate::input::Input;
use crate::tools::Tools;
use crate::view::TableView;
use livedraw_domain::correction::Correction;
use livedraw_domain::{Barcode, Decision, DecisionWindow, Observation, Position, Timestamp};

/// A game's floor, implemented by what it keeps between actions.
pub(crate) trait GameFloor {
    /// What the supervisor says a settled draw really showed when correcting it: another
    /// outcome, drawn at random (it may happen to be the recorded one, which the rules refuse
    /// as changing nothing). A card table's draw is voided by default: a corrected card would
    /// leave the floor's physical shoe at odds with the table's.
    fn another_reading(&mut self, _tools: &mut Tools) -> Correction {
        Correction::Void
    }

    /// Card games: the position a card meant for `position` is wrongly scanned at.
    fn other_position(&self, _position: Position) -> Position {
        Position::Player
    }

    /// The host's spin (the wheel games).
    fn spin(&mut self, _tools: &mut Tools, _table: &TableView, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The dealer's roll (the dice games).
    fn roll(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The balls shown before the draw (the lotteries).
    fn present_balls(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The machine's next ball, or its count (the lotteries).
    fn draw_ball(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// A player's bet while betting is open, at the floor's time (blackjack's seats).
    fn bet(&mut self, _tools: &mut Tools, _table: &TableView) -> Option<Input> {
        None
    }

    /// A player's decision in `window`, or the window waited out.
    fn decide(
        &mut self,
        tools: &mut Tools,
        _table: &TableView,
        _window: DecisionWindow,
        closes_at: Timestamp,
        now: Timestamp,
    ) -> Input {
        tools.wait_until(closes_at.max(now))
    }

    /// The dealer's peek at the hole card (blackjack).
    fn check_hole_card(&mut self, _tools: &mut Tools, now: Timestamp) -> Input {
        Input::Tick(now)
    }

    /// The floor dealt `barcode` at `position`, where the table asked for it (blackjack's
    /// dealer remembers the up card for the peek).
    fn dealt(&mut self, _position: Position, _barcode: Barcode) {}

    /// A card the game keeps back for `position`, dealt there next (blackjack's hole card).
    fn held_card(&mut self, _position: Position) -> Option<Barcode> {
        None
    }

    /// The table opened a new draw.
    fn new_draw(&mut self, _tools: &mut Tools) {}

    /// The table decided `decision`.
    fn decided(&mut self, _decision: &Decision) {}

    /// The backend journaled `observation`.
    fn journaled(&mut self, _observation: &Observation) {}
}
