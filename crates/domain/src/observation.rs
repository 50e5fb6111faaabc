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
        /// Top faces left to right (1–6): five of them when a five-dice roll is clean, three
        /// when a three-dice roll is.
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
    /// Roulette: the ball came to rest in a pocket after the given revolutions.
    RouletteBallStopped {
        /// Where the ball rests.
        pocket: Pocket,
        /// Full revolutions the ball made on the track.
        ball_revolutions: u32,
        /// Full revolutions the wheel made while the ball ran.
        wheel_revolutions: u32,
    },
    /// Roulette: the dealer's ball launch failed (a no-spin).
    RouletteLaunchFailed,
    /// The 54-sector money wheel stopped.
    MoneyWheelStopped {
        /// Full revolutions since the spin started.
        revolutions: u32,
        /// Where the pointer stopped.
        stop: MoneyWheelStop,
    },
    /// Lucky dice: the red and the green die came to rest.
    LuckyDiceThrown {
        /// Each die with the colour the sensor saw.
        dice: Vec<ColouredDie>,
        /// Why the throw is not valid, if it is not.
        faults: ThrowFaults,
    },
    /// The cut card came out of the shoe (a table whose shoe ends at a cut card): it is set
    /// aside in view and the last hand before the shoe change is announced.
    CutCardOut,
    /// Blackjack versions that peek (N, O, R, S): the dealer checked the hole card under an
    /// ace and it makes no blackjack (a blackjack is turned and scanned instead).
    HoleCardChecked,
}

/// A roulette pocket: 0, 00 (38-pocket wheels only) or a number 1–36.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Pocket {
    /// The green 0.
    Zero,
    /// The green 00 of a 38-pocket wheel.
    DoubleZero,
    /// A numbered pocket, 1–36 (decoders check the range).
    Number(u8),
}

impl std::fmt::Display for Pocket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pocket::Zero => f.write_str("0"),
            Pocket::DoubleZero => f.write_str("00"),
            Pocket::Number(number) => write!(f, "{number}"),
        }
    }
}

/// Where the money wheel's pointer stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoneyWheelStop {
    /// A sector, 0–53 clockwise from the wheel's reference mark.
    Sector(u8),
    /// On a peg between two sectors: the spin is void.
    BetweenSectors,
}

/// The colour of a lucky-dice die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieColour {
    /// The red die: picks the group of six squares.
    Red,
    /// The green die: picks the square in the group.
    Green,
}

/// One die and the colour the sensor told it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColouredDie {
    /// Red or green.
    pub colour: DieColour,
    /// The top face, 1–6.
    pub value: u8,
}

/// Why a lucky-dice throw is not valid (table-games.md): it is repeated, bets standing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ThrowFaults {
    /// The two dice were not released together.
    pub not_released_together: bool,
    /// A die did not hit the far end board.
    pub missed_far_end: bool,
    /// A die stopped outside the recess.
    pub outside_recess: bool,
    /// A die is cocked: its top face cannot be read.
    pub cocked: bool,
}

impl ThrowFaults {
    /// True when any fault is set.
    pub fn any(&self) -> bool {
        self.not_released_together || self.missed_far_end || self.outside_recess || self.cocked
    }
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
    pub const KINDS: [&'static str; 16] = [
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
        "roulette_ball_stopped",
        "roulette_launch_failed",
        "money_wheel_stopped",
        "lucky_dice_thrown",
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
            Observation::RouletteBallStopped { .. } => "roulette_ball_stopped",
            Observation::RouletteLaunchFailed => "roulette_launch_failed",
            Observation::MoneyWheelStopped { .. } => "money_wheel_stopped",
            Observation::LuckyDiceThrown { .. } => "lucky_dice_thrown",
            Observation::HoleCardChecked => "hole_card_checked",
            Observation::CutCardOut => "cut_card_out",
        }
    }
}
