//! What every game's floor works with: its luck, its faults, its clock and its shoe.

use crate::faults::Faults;
use crate::input::Input;
use crate::rng::Rng;
use crate::shoe::Shoe;
use livedraw_domain::{Barcode, Timestamp};

/// The floor's common means, lent to a game's floor ([`crate::games::game_floor::GameFloor`]) as it acts.
pub(crate) struct Tools {
    /// The floor's seeded randomness.
    pub(crate) rng: Rng,
    /// Whether an action goes wrong.
    pub(crate) faults: Faults,
    /// The floor's clock.
    pub(crate) now: Timestamp,
    /// The cards.
    pub(crate) shoe: Shoe,
}

impl Tools {
    /// Whether an action at a site of `weight` goes wrong.
    pub(crate) fn fault(&mut self, weight: f64) -> bool {
        self.faults.strike(&mut self.rng, weight)
    }

    /// The next card from the shoe.
    pub(crate) fn draw_card(&mut self) -> Barcode {
        self.shoe.draw(&mut self.rng)
    }

    /// A card from a deck in no shoe of the studio.
    pub(crate) fn foreign_card(&mut self) -> Barcode {
        self.shoe.foreign(&mut self.rng)
    }

    /// Shuffles the shoe (poker's fresh deck each draw).
    pub(crate) fn shuffle(&mut self) {
        self.shoe.shuffle(&mut self.rng);
    }

    /// The floor waits until `at`.
    pub(crate) fn wait_until(&mut self, at: Timestamp) -> Input {
        self.now = at;
        Input::Tick(at)
    }
}
