//! What the table decides: the draw events that form the system of record.

use crate::barcode::Barcode;
use crate::device::DeviceName;
use crate::market::Settlement;
use crate::observation::{DiceFaults, ThrowFaults};
use crate::outcome::Outcome;
use crate::player::{DecisionWindow, PlayerAction};
use crate::position::Position;
use crate::shoe::ShoeError;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A draw's number on its table, from 1, in sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DrawNumber(pub u64);

impl fmt::Display for DrawNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One decision of the table's rules, in the order taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// A new draw begins (its first betting round opens next).
    DrawOpened {
        /// The draw.
        draw: DrawNumber,
    },
    /// Bets are accepted until `closes_at`.
    BettingRoundOpened {
        /// The draw.
        draw: DrawNumber,
        /// 1-based round number.
        round: u8,
        /// When the engine's clock closes it.
        closes_at: Timestamp,
        /// The draw is the last before the shoe is changed (its cut card is out): the dealer
        /// announces "last hand before shuffle".
        #[serde(default)]
        last_hand: bool,
    },
    /// No more bets in this round; the floor may deal, spin, roll or draw.
    BettingRoundClosed {
        /// The draw.
        draw: DrawNumber,
        /// The round closed.
        round: u8,
    },
    /// A card was dealt to a position.
    CardDealt {
        /// The draw.
        draw: DrawNumber,
        /// Where.
        position: Position,
        /// The physical card.
        barcode: Barcode,
    },
    /// A card was burned: shown, put in the discard box, replaced by the next card.
    CardBurned {
        /// The draw.
        draw: DrawNumber,
        /// Why.
        cause: BurnCause,
        /// The card, when it was read.
        barcode: Option<Barcode>,
    },
    /// Poker: a discard before the flop, turn or river.
    DiscardDealt {
        /// The draw.
        draw: DrawNumber,
        /// The card, when the discard was exposed (a known dead card).
        exposed: Option<Barcode>,
    },
    /// The dealer's shuffle was recorded.
    ShuffleRecorded,
    /// The host presented the balls before the draw.
    BallsPresented {
        /// The draw.
        draw: DrawNumber,
    },
    /// A ball was seen in a cylinder or tube position.
    BallDrawn {
        /// The draw.
        draw: DrawNumber,
        /// Cylinder or tube position, from 1.
        slot: u8,
        /// The ball's number.
        number: u8,
    },
    /// The wheel started a clockwise spin.
    SpinStarted {
        /// The draw.
        draw: DrawNumber,
    },
    /// A spin or roll must be repeated; bets stand.
    Repeat {
        /// The draw.
        draw: DrawNumber,
        /// Why.
        cause: RepeatCause,
    },
    /// A fault the rules do not settle automatically: markets suspended, no result, a
    /// supervisor decides (R7).
    DrawHeld {
        /// The draw.
        draw: DrawNumber,
        /// What was detected.
        incident: Incident,
    },
    /// A supervisor confirmed a correction; the held reading was discarded and play resumes.
    DrawResumed {
        /// The draw.
        draw: DrawNumber,
    },
    /// The draw is void: every bet of every round gets its stake back.
    DrawCancelled {
        /// The draw.
        draw: DrawNumber,
        /// The reason code.
        reason: CancelReason,
        /// VOID for every market in every round it was offered in.
        settlements: Vec<Settlement>,
    },
    /// The draw's result: the outcome and every market's verdict in every round.
    DrawSettled {
        /// The draw.
        draw: DrawNumber,
        /// What happened.
        outcome: Outcome,
        /// WIN / LOSE / VOID per market per round it was offered in.
        settlements: Vec<Settlement>,
    },
    /// A supervisor corrected a settled draw (operations.md): a new revision of its result,
    /// every market's verdict in every round as it should have been. Revision 1 is the
    /// draw's [`Decision::DrawSettled`]; each correction takes the next number.
    DrawCorrected {
        /// The draw.
        draw: DrawNumber,
        /// The revision, from 2.
        revision: u32,
        /// Why.
        reason: CorrectionReason,
        /// What the draw really ended with; `None` when this revision voids it.
        outcome: Option<Outcome>,
        /// WIN / LOSE / VOID / PUSH / HALF_LOSE per market per round it was offered in.
        settlements: Vec<Settlement>,
    },
    /// A new shoe or deck is in play.
    ShoeLoaded {
        /// Cards in it.
        cards: u16,
    },
    /// The shoe is at its end (fewer cards left than the table's threshold, or its last hand
    /// after the cut card is played): it is changed before the next draw.
    ShoeChangeDue {
        /// Cards still in the shoe.
        remaining: u16,
    },
    /// The table stops opening draws (the current one, if any, finishes).
    TablePaused {
        /// Why.
        reason: PauseReason,
    },
    /// The table opens draws again.
    TableResumed,
    /// A device the table needs fell silent: no betting round opens, an open round closed, a
    /// draw in progress is held, until a supervisor lifts the suspension.
    TableSuspended {
        /// The silent device.
        device: DeviceName,
    },
    /// A supervisor lifted the suspension a silent device caused.
    SuspensionLifted,
    /// Blackjack: a bet on a seat; the seat is dealt in.
    SeatBet {
        /// The draw.
        draw: DrawNumber,
        /// The seat, 1–7.
        seat: u8,
    },
    /// Players decide until `closes_at` (blackjack: insurance and even money for all seats,
    /// or one hand).
    DecisionWindowOpened {
        /// The draw.
        draw: DrawNumber,
        /// Whose decision.
        window: DecisionWindow,
        /// When the default applies.
        closes_at: Timestamp,
    },
    /// Blackjack: a seat holder's decision, or the default when the window closed.
    PlayerDecided {
        /// The draw.
        draw: DrawNumber,
        /// The seat.
        seat: u8,
        /// The hand.
        hand: u8,
        /// What was decided.
        action: PlayerAction,
        /// Whether the window closed and the default applied.
        by_default: bool,
    },
    /// Blackjack: the dealer peeked under an ace and has no blackjack.
    HoleCardChecked {
        /// The draw.
        draw: DrawNumber,
    },
}

/// Why a settled draw is corrected (our choice of codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CorrectionReason {
    /// A scanner or sensor read what the table did not show; the video decides.
    Misread,
    /// The dealer or host erred (a card at the wrong place, a wrong ball entered).
    DealerError,
    /// A system malfunction: it "voids all pays and plays".
    Malfunction,
    /// Another reason, given in the note.
    Other,
}

impl CorrectionReason {
    /// A stable code for the reason (`misread`, …).
    pub fn code(self) -> &'static str {
        match self {
            CorrectionReason::Misread => "misread",
            CorrectionReason::DealerError => "dealer_error",
            CorrectionReason::Malfunction => "malfunction",
            CorrectionReason::Other => "other",
        }
    }
}

impl fmt::Display for CorrectionReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why a card was burned (common.md, "Burn card").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BurnCause {
    /// Shown face up while a betting round was still open.
    ExposedWhileRoundOpen,
    /// Could not be scanned or read.
    Unreadable,
}

/// Why a spin or roll is repeated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RepeatCause {
    /// The wheel made fewer than the required full revolutions.
    TooFewRevolutions {
        /// Full revolutions counted.
        revolutions: u32,
    },
    /// The pointer stopped between sectors.
    BetweenSectors,
    /// The dice sensor reported a fault.
    DiceFault(DiceFaults),
    /// Roulette: the ball launch failed (a no-spin).
    LaunchFailed,
    /// Roulette: the ball made fewer than the table's minimum revolutions (a no-spin).
    TooFewBallRevolutions {
        /// Full revolutions counted.
        revolutions: u32,
    },
    /// Roulette: the wheel made fewer than the table's minimum revolutions (a no-spin).
    TooFewWheelRevolutions {
        /// Full revolutions counted.
        revolutions: u32,
    },
    /// A supervisor judged that an outside factor affected the spin.
    OutsideFactor,
    /// Lucky dice: the throw was not valid.
    InvalidThrow(ThrowFaults),
}

/// A machine-detected fault that holds the draw for a supervisor (R7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Incident {
    /// A barcode not in the shoe, or a card scanned twice.
    Card(ShoeError),
    /// A card dealt to the wrong position or out of order.
    WrongPosition {
        /// Where the next card belongs.
        expected: Position,
        /// Where it was seen.
        found: Position,
    },
    /// Blackjack: a card was scanned while no card was due (a player is deciding): the
    /// dealer went ahead of the players.
    CardBeforeDecision {
        /// Where it was seen.
        found: Position,
    },
    /// Poker: a card was dealt before the deck was shuffled for this draw.
    DeckNotShuffled,
    /// A one-deck game's misdeal (house-games.md): a card shown before its time, while bets
    /// were taken or a dealer's face-down card while the players decide. Only a cancel fixes
    /// it, and the deck is shuffled again.
    Misdeal {
        /// Where it was seen.
        found: Position,
    },
    /// A one-deck game: a card was dealt that the scanner could not read. It cannot be
    /// burned (the game has no burn), so a supervisor cancels the round.
    CardUnreadable,
    /// Poker: a board card was dealt when the discard was due, or a discard when a card was
    /// due (the dealing order was changed).
    DiscardOutOfOrder,
    /// The wheel's speed changed abnormally during a spin.
    WheelSpeedAlarm,
    /// A ball came out before the host presented the balls.
    BallsNotPresented,
    /// The ball sensor reported a number twice or a position twice.
    ImpossibleBall {
        /// Cylinder or tube position.
        slot: u8,
        /// The number reported.
        number: u8,
    },
    /// The machine's ball count is valid but a counted cylinder or tube position has no ball
    /// reading: the result is unknown until the floor re-sends it.
    BallsMissing {
        /// The first counted cylinder or tube position without a reading.
        slot: u8,
    },
    /// A device the table needs fell silent during the draw: the result cannot be trusted to
    /// arrive; a supervisor resumes the draw once the device speaks again, or cancels it.
    DeviceSilent {
        /// The silent device.
        device: DeviceName,
    },
}

impl Incident {
    /// Whether a supervisor may confirm a correction (discard the reading and go on; after a
    /// silence: the device speaks again, go on) rather than cancel. A foreign card is
    /// physically on the table, a misdeal showed a card before its time, and an unread card
    /// of a one-deck game cannot be named: only a cancel fixes those.
    pub fn correctable(&self) -> bool {
        !matches!(
            self,
            Incident::Card(ShoeError::ForeignCard(_))
                | Incident::Misdeal { .. }
                | Incident::CardUnreadable
        )
    }
}

/// Why a draw was cancelled: the reason codes published to every consumer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CancelReason {
    /// Automatic: a held draw was not resolved in time.
    HoldTimeout,
    /// Automatic: the repeated wheel spin was faulty too.
    FaultOnRepeatSpin,
    /// Automatic: the repeated dice roll was faulty too.
    FaultOnRepeatRoll,
    /// Automatic: a draw's spins or throws were void more often than the table allows.
    RepeatLimitReached,
    /// Automatic: the ball machine selected the wrong number of balls.
    WrongBallCount {
        /// Balls the machine counted.
        counted: u8,
    },
    /// The scanner cannot scan a card, or its reading does not match the card on the table.
    ScannerFault,
    /// A card or cards in the wrong place, or cards mixed up.
    CardsMisplaced,
    /// The dealing order was changed.
    DealingOrder,
    /// A card is marked or damaged.
    MarkedOrDamagedCard,
    /// A card fell off the table or could not be seen because of the dealer.
    CardNotVisible,
    /// A card in the shoe or deck was face up because of a bad shuffle.
    FaceUpCardInShoe,
    /// The dealer forgot to use the security card.
    SecurityCardForgotten,
    /// The host touched the spinning wheel or changed its speed.
    HostTouchedWheel,
    /// The balls were not presented before the draw.
    BallsNotPresented,
    /// A ball was not visible on screen because of the host.
    BallNotVisible,
    /// Technical problems: connection loss, studio equipment faults.
    TechnicalProblem,
    /// Any other host or dealer error.
    HostError,
}

impl CancelReason {
    /// The stable reason code published with the cancellation.
    pub fn code(&self) -> &'static str {
        match self {
            CancelReason::HoldTimeout => "hold_timeout",
            CancelReason::FaultOnRepeatSpin => "fault_on_repeat_spin",
            CancelReason::FaultOnRepeatRoll => "fault_on_repeat_roll",
            CancelReason::WrongBallCount { .. } => "wrong_ball_count",
            CancelReason::RepeatLimitReached => "repeat_limit_reached",
            CancelReason::ScannerFault => "scanner_fault",
            CancelReason::CardsMisplaced => "cards_misplaced",
            CancelReason::DealingOrder => "dealing_order",
            CancelReason::MarkedOrDamagedCard => "marked_or_damaged_card",
            CancelReason::CardNotVisible => "card_not_visible",
            CancelReason::FaceUpCardInShoe => "face_up_card_in_shoe",
            CancelReason::SecurityCardForgotten => "security_card_forgotten",
            CancelReason::HostTouchedWheel => "host_touched_wheel",
            CancelReason::BallsNotPresented => "balls_not_presented",
            CancelReason::BallNotVisible => "ball_not_visible",
            CancelReason::TechnicalProblem => "technical_problem",
            CancelReason::HostError => "host_error",
        }
    }

    /// Reasons only the rules apply (a supervisor cannot give them).
    pub fn is_automatic(&self) -> bool {
        matches!(
            self,
            CancelReason::HoldTimeout
                | CancelReason::FaultOnRepeatSpin
                | CancelReason::FaultOnRepeatRoll
                | CancelReason::WrongBallCount { .. }
                | CancelReason::RepeatLimitReached
        )
    }
}

/// Why a table is paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PauseReason {
    /// A planned maintenance break.
    Maintenance,
    /// Technical problems in the studio.
    TechnicalProblem,
    /// A supervisor's decision for any other reason.
    Supervisor,
}
