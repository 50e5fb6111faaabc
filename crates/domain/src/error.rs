//! Why the table refuses an input. Every refusal leaves the table unchanged.

use crate::barcode::Barcode;
use crate::decision::{CancelReason, DrawNumber};
use crate::device::DeviceName;
use crate::kind::GameKind;
use crate::manifest::ManifestError;
use crate::observation::Pocket;
use crate::player::DecisionRefusal;
use crate::position::Position;
use crate::time::Timestamp;
use thiserror::Error;

/// An observation or command the table cannot accept now; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TableError {
    /// The event belongs to another game (a dice roll on a baccarat table).
    #[error("a {game} table does not take `{observation}` events")]
    WrongGame {
        /// This table's game.
        game: GameKind,
        /// The event kind.
        observation: &'static str,
    },
    /// The position does not exist in this game.
    #[error("{position} is not a position in {game}")]
    NoSuchPosition {
        /// This table's game.
        game: GameKind,
        /// The position given.
        position: Position,
    },
    /// A value outside what the game's equipment can show (a die of 7, ball 43, sector 19).
    #[error("{what} {value} is out of range")]
    OutOfRange {
        /// What was out of range.
        what: &'static str,
        /// The value.
        value: i64,
    },
    /// The event names a draw that is not the one in progress.
    #[error("the event is for draw {given}, the draw in progress is {current:?}")]
    NotTheCurrentDraw {
        /// The draw the event named.
        given: DrawNumber,
        /// The draw in progress, if any.
        current: Option<DrawNumber>,
    },
    /// No draw is in progress (the table is paused, waiting for a shoe, or between
    /// scheduled lottery draws).
    #[error("no draw is in progress for `{observation}`")]
    NoDrawInProgress {
        /// The event kind.
        observation: &'static str,
    },
    /// The event is legal in this game but not at this point of the draw.
    #[error("`{observation}` is not expected now: {expected}")]
    NotExpected {
        /// The event kind.
        observation: &'static str,
        /// What the table waits for.
        expected: &'static str,
    },
    /// A sensor reported an outcome while a betting round is open: rejected (R2).
    #[error("`{observation}` rejected: betting round {round} is still open")]
    OutcomeWhileBettingOpen {
        /// The event kind.
        observation: &'static str,
        /// The open round.
        round: u8,
    },
    /// The draw is held for a supervisor: no floor outcome is accepted until resolved.
    #[error("draw {0} is held for a supervisor")]
    DrawHeld(DrawNumber),
    /// The floor reported a cut card at a table whose shoe has none (it is changed when fewer
    /// than `below` cards are left).
    #[error(
        "this table's shoe has no cut card: it is changed when fewer than {below} cards are left"
    )]
    NoCutCard {
        /// The table's threshold.
        below: u16,
    },
    /// The cut card of the shoe in play was already reported out.
    #[error("the cut card of this shoe is already out: the shoe is changed after the last hand")]
    CutCardAlreadyOut,
    /// A shoe or deck may only be loaded between draws.
    #[error("a shoe or deck can only be loaded between draws (pause the table first)")]
    ShoeLoadDuringDraw,
    /// The loaded barcodes are not a valid shoe or deck.
    #[error("invalid manifest: {0}")]
    Manifest(#[from] ManifestError),
    /// The caller's clock passed a deadline the table has not processed: call `tick` first.
    #[error("tick the table to {deadline} before giving it an event at {at}")]
    ClockBehind {
        /// The pending deadline.
        deadline: Timestamp,
        /// The event's time.
        at: Timestamp,
    },
    /// Time moved backwards.
    #[error("time {at} is before the table's last time {last}")]
    TimeWentBackwards {
        /// The time given.
        at: Timestamp,
        /// The last time the table saw.
        last: Timestamp,
    },
    /// A supervisor named a draw the table has not opened.
    #[error("draw {0} does not exist on this table")]
    UnknownDraw(DrawNumber),
    /// A supervisor tried to change a draw that already has a result or was cancelled.
    #[error("draw {0} has already ended (result published or cancelled)")]
    DrawAlreadyEnded(DrawNumber),
    /// A resolution for a draw that is not held.
    #[error("draw {0} is not held")]
    NotHeld(DrawNumber),
    /// The held draw's fault cannot be corrected, only cancelled.
    #[error("draw {0}'s incident cannot be corrected; cancel it")]
    NotCorrectable(DrawNumber),
    /// A request id already accepted in this draw, sent again with another decision.
    #[error("request id `{0}` was already used for another decision")]
    RequestReused(String),
    /// A player's decision the rules refuse now, with the reason.
    #[error("decision refused: {0}")]
    Refused(#[from] DecisionRefusal),
    /// Automatic reason codes are the rules' own.
    #[error("`{}` is applied by the rules, not given by a supervisor", .0.code())]
    AutomaticReason(CancelReason),
    /// Pause of a paused table.
    #[error("the table is already paused")]
    AlreadyPaused,
    /// Resume of a running table (neither paused nor suspended).
    #[error("the table is not paused")]
    NotPaused,
    /// Resuming a table, or a draw held for a silence, while a device it needs is still
    /// silent.
    #[error("device {0} is still silent: the table stays suspended until it speaks")]
    DeviceStillSilent(DeviceName),
    /// A configuration change names another game than the table runs: a table's game is fixed
    /// for its life (give the new game a new table id).
    #[error("the table runs {running}; its configuration cannot change it to {configured}")]
    GameChanged {
        /// The game the table runs.
        running: GameKind,
        /// The game the configuration names.
        configured: GameKind,
    },
    /// A roulette pocket the table's wheel does not have (00 on a single-zero wheel).
    #[error("pocket {0} is not on this table's wheel")]
    NoSuchPocket(Pocket),
    /// A correction of a draw that has no result to correct: in progress, or cancelled.
    #[error("draw {0} is not settled: only a settled draw can be corrected")]
    NotSettled(DrawNumber),
    /// A correction after the table's correction window closed.
    #[error("draw {draw}'s correction window closed at {closed_at}")]
    CorrectionWindowClosed {
        /// The draw.
        draw: DrawNumber,
        /// When its window closed.
        closed_at: Timestamp,
    },
    /// A correction that gives the draw's result as it stands.
    #[error("the correction changes nothing of draw {0}'s result")]
    NothingCorrected(DrawNumber),
    /// A correction's reading of a kind the table's game does not have (a card at a wheel).
    #[error("a {game} draw cannot be corrected with a {reading} reading")]
    ReadingNotOfGame {
        /// This table's game.
        game: GameKind,
        /// The reading's kind.
        reading: &'static str,
    },
    /// A correction names a card the draw did not have there.
    #[error("the draw has no card {index} at {position}")]
    NoSuchCard {
        /// The position named.
        position: Position,
        /// The card's place there, from 1.
        index: u8,
    },
    /// A correction gives a card that had already left the shoe elsewhere (dealt, burned).
    #[error("card {0} is already elsewhere: it left the shoe before")]
    CardElsewhere(Barcode),
    /// Lucky dice: the sensor must report one red and one green die.
    #[error("lucky dice need one red and one green die; the sensor reported {red} red and {green} green")]
    DiceColours {
        /// Red dice reported.
        red: usize,
        /// Green dice reported.
        green: usize,
    },
}

impl TableError {
    /// A stable code for the refusal, published with it (`draw_already_ended`, …).
    pub fn code(&self) -> &'static str {
        match self {
            TableError::WrongGame { .. } => "wrong_game",
            TableError::NoSuchPosition { .. } => "no_such_position",
            TableError::OutOfRange { .. } => "out_of_range",
            TableError::NotTheCurrentDraw { .. } => "not_the_current_draw",
            TableError::NoDrawInProgress { .. } => "no_draw_in_progress",
            TableError::NotExpected { .. } => "not_expected",
            TableError::OutcomeWhileBettingOpen { .. } => "outcome_while_betting_open",
            TableError::DrawHeld(_) => "draw_held",
            TableError::NoCutCard { .. } => "no_cut_card",
            TableError::CutCardAlreadyOut => "cut_card_already_out",
            TableError::ShoeLoadDuringDraw => "shoe_load_during_draw",
            TableError::Manifest(_) => "invalid_manifest",
            TableError::ClockBehind { .. } => "clock_behind",
            TableError::TimeWentBackwards { .. } => "time_went_backwards",
            TableError::UnknownDraw(_) => "unknown_draw",
            TableError::DrawAlreadyEnded(_) => "draw_already_ended",
            TableError::NotHeld(_) => "not_held",
            TableError::NotCorrectable(_) => "not_correctable",
            TableError::AutomaticReason(_) => "automatic_reason",
            TableError::AlreadyPaused => "already_paused",
            TableError::NotPaused => "not_paused",
            TableError::DeviceStillSilent(_) => "device_still_silent",
            TableError::GameChanged { .. } => "game_changed",
            TableError::NoSuchPocket(_) => "no_such_pocket",
            TableError::DiceColours { .. } => "dice_colours",
            TableError::Refused(refusal) => refusal.code(),
            TableError::RequestReused(_) => "request_id_reused",
            TableError::NotSettled(_) => "not_settled",
            TableError::CorrectionWindowClosed { .. } => "correction_window_closed",
            TableError::NothingCorrected(_) => "nothing_corrected",
            TableError::ReadingNotOfGame { .. } => "reading_not_of_game",
            TableError::NoSuchCard { .. } => "no_such_card",
            TableError::CardElsewhere(_) => "card_elsewhere",
        }
    }
}
