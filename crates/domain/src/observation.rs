//! What the studio floor reports: scanner, sensor and host events, already decoded.

use crate::barcode::Barcode;
use crate::position::Position;
use serde::{Deserialize, Serialize};

/// One floor event, as the rules see it. Decoders (protocol crate) turn wire messages into
/// these and reject malformed ones; the table then judges whether it is legal now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Observation {
    /// A shoe (six decks) or a poker deck was loaded; the barcodes of every card in it.
    ShoeLoaded {
        /// Every card's barcode.
        manifest: Vec<Barcode>,
    },
    /// The dealer finished shuffling (poker: required before each draw's first card).
    ShuffleDone,
    /// A card was scanned face up at a position.
    CardScanned {
        /// Where the scanner saw it placed.
        position: Position,
        /// What it read.
        barcode: Barcode,
    },
    /// A card was taken from the shoe but could not be scanned or read: it is burned.
    CardUnreadable,
    /// Poker: the discard before the flop, turn or river. `exposed` when it was shown face up
    /// (and so scanned): it then is a known dead card.
    DiscardDealt {
        /// The barcode of an exposed discard.
        exposed: Option<Barcode>,
    },
    /// The wheel started to turn; only a clockwise start begins a spin.
    WheelSpinStarted {
        /// False for the counter-clockwise presentation turn.
        clockwise: bool,
    },
    /// The wheel stopped.
    WheelSpinStopped {
        /// Full clockwise revolutions since the spin started.
        revolutions: u32,
        /// Where the pointer stopped.
        stop: WheelStop,
    },
    /// The wheel sensor saw the speed change abnormally while spinning (host contact?).
    WheelSpeedAlarm,
    /// The five dice came to rest.
    DiceSettled {
        /// Top faces left to right (1–6), five of them when the roll is clean.
        dice: Vec<u8>,
        /// Faults the sensor saw.
        faults: DiceFaults,
    },
    /// A ball entered a cylinder (5/36) or the tube (7/42).
    BallDrawn {
        /// Cylinder (left to right) or tube position, from 1.
        slot: u8,
        /// The ball's number.
        number: u8,
    },
    /// The ball machine finished the draw and counted the balls it selected.
    BallCount {
        /// Balls selected, as the machine saw it.
        count: u8,
    },
    /// The host presented the balls in the machine before the draw.
    BallsPresented,
}

/// Where the wheel's pointer stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WheelStop {
    /// One of the numbered sectors 1–18.
    Number(u8),
    /// The special symbol (a cup with a star).
    Symbol,
    /// On a separator: the result cannot be determined.
    BetweenSectors,
}

/// Faults the dice table's sensor reports with a roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceFaults {
    /// A die stopped on its edge.
    pub on_edge: bool,
    /// A die does not lie fully on one face.
    pub not_flat: bool,
    /// A die fell off the table.
    pub off_table: bool,
    /// A die covers, wholly or partly, the line of the combination area.
    pub covering_line: bool,
    /// The combination cannot be determined.
    pub undeterminable: bool,
}

impl DiceFaults {
    /// True when any fault is set.
    pub fn any(&self) -> bool {
        self.on_edge || self.not_flat || self.off_table || self.covering_line || self.undeterminable
    }
}

impl Observation {
    /// Every event kind's name, as [`Observation::kind`] gives it.
    pub const KINDS: [&'static str; 12] = [
        "shoe_loaded",
        "shuffle_done",
        "card_scanned",
        "card_unreadable",
        "discard_dealt",
        "wheel_spin_started",
        "wheel_spin_stopped",
        "wheel_speed_alarm",
        "dice_settled",
        "ball_drawn",
        "ball_count",
        "balls_presented",
    ];

    /// A short name of the event kind, for errors and logs.
    pub fn kind(&self) -> &'static str {
        match self {
            Observation::ShoeLoaded { .. } => "shoe_loaded",
            Observation::ShuffleDone => "shuffle_done",
            Observation::CardScanned { .. } => "card_scanned",
            Observation::CardUnreadable => "card_unreadable",
            Observation::DiscardDealt { .. } => "discard_dealt",
            Observation::WheelSpinStarted { .. } => "wheel_spin_started",
            Observation::WheelSpinStopped { .. } => "wheel_spin_stopped",
            Observation::WheelSpeedAlarm => "wheel_speed_alarm",
            Observation::DiceSettled { .. } => "dice_settled",
            Observation::BallDrawn { .. } => "ball_drawn",
            Observation::BallCount { .. } => "ball_count",
            Observation::BallsPresented => "balls_presented",
        }
    }
}
