//! What can go wrong converting between the wire and the domain.

use crate::ids::IdError;
use crate::max_hands::MAX_HANDS;
use livedraw_domain::card::CardParseError;
use livedraw_domain::games::blackjack::SEATS;
use livedraw_domain::BarcodeError;
use thiserror::Error;

/// Why a wire message cannot be turned into a domain value. Every malformed case has its own
/// variant, naming the field, so that a floor device's author can fix it from the message alone.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DecodeError {
    /// A required field, message or oneof is not set.
    #[error("`{field}` is missing")]
    Missing {
        /// The field's path, such as `event` or `card_scanned.position`.
        field: &'static str,
    },
    /// A table or device id breaks the identity rule.
    #[error("`{field}` {source}")]
    BadId {
        /// `table_id` or `device_id`.
        field: &'static str,
        /// What is wrong with it.
        source: IdError,
    },
    /// A floor event's sequence number is 0 (they count from 1).
    #[error("`sequence` is 0; sequence numbers count from 1")]
    ZeroSequence,
    /// A draw number is 0 (draws count from 1).
    #[error("`{field}` is 0; draw numbers count from 1")]
    ZeroDrawNumber {
        /// The field.
        field: &'static str,
    },
    /// A barcode that does not read.
    #[error("`{field}`{}: {source}", index.map(|i| format!("[{i}]")).unwrap_or_default())]
    BadBarcode {
        /// The field.
        field: &'static str,
        /// The item's index in a list, for `shoe_loaded.barcodes`.
        index: Option<usize>,
        /// Why it does not read.
        source: BarcodeError,
    },
    /// A card text (in an outcome) that is not rank and suit.
    #[error("`{field}`: {source}")]
    BadCard {
        /// The field.
        field: &'static str,
        /// Why it is not a card.
        source: CardParseError,
    },
    /// An enum field is 0, the UNSPECIFIED value.
    #[error("`{field}` is not set (UNSPECIFIED)")]
    Unspecified {
        /// The field.
        field: &'static str,
    },
    /// An enum field holds a number that is not one of its values.
    #[error("`{field}` is {value}, not a known value")]
    UnknownEnumValue {
        /// The field.
        field: &'static str,
        /// The number received.
        value: i32,
    },
    /// Stake limits that name a market or an operator twice, or by an empty name.
    #[error("`{field}`: {reason}")]
    BadLimits {
        /// The field.
        field: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// A number outside the range its field allows.
    #[error("`{field}` is {value}, expected {min} to {max}")]
    OutOfRange {
        /// The field.
        field: &'static str,
        /// The number received.
        value: u64,
        /// The smallest allowed.
        min: u64,
        /// The largest allowed.
        max: u64,
    },
    /// A position of kind HAND whose hand number is not 1–6.
    #[error("`{field}`: hand number {hand} is not 1 to 6")]
    BadHandNumber {
        /// The field.
        field: &'static str,
        /// The number received.
        hand: u32,
    },
    /// A hand number given with a position that is not a HAND or a SEAT.
    #[error("`{field}`: hand number {hand} given, but the position is not a HAND or a SEAT")]
    HandNumberWithoutHand {
        /// The field.
        field: &'static str,
        /// The number received.
        hand: u32,
    },
    /// A blackjack seat number that is not 1–7 (a position of kind SEAT, a window, a bet, a
    /// decision).
    #[error("`{field}`: seat {seat} is not 1 to {SEATS}")]
    BadSeatNumber {
        /// The field.
        field: &'static str,
        /// The number received.
        seat: u32,
    },
    /// A blackjack hand number that is not 1 to the most hands a seat can have.
    #[error("`{field}`: seat hand {hand} is not 1 to {MAX_HANDS}")]
    BadSeatHand {
        /// The field.
        field: &'static str,
        /// The number received.
        hand: u32,
    },
    /// A seat number given with a position that is not a SEAT.
    #[error("`{field}`: seat {seat} given, but the position is not a SEAT")]
    SeatNumberWithoutSeat {
        /// The field.
        field: &'static str,
        /// The number received.
        seat: u32,
    },
    /// An insurance stake given with a blackjack action other than INSURANCE.
    #[error("`{field}` is {hundredths}, but the action is not INSURANCE")]
    InsuranceWithoutInsurance {
        /// The field.
        field: &'static str,
        /// The stake received, in hundredths.
        hundredths: u32,
    },
    /// More dice values than there are dice.
    #[error("`{field}` has {count} values, there are only {dice} dice")]
    TooManyDice {
        /// The field.
        field: &'static str,
        /// Values received.
        count: usize,
        /// Dice on the table.
        dice: usize,
    },
    /// A shoe loaded without a single barcode.
    #[error("`shoe_loaded.barcodes` is empty")]
    EmptyManifest,
    /// A manifest longer than any shoe.
    #[error("`shoe_loaded.barcodes` has {count} barcodes, at most {max} (8 decks)")]
    ManifestTooLarge {
        /// Barcodes received.
        count: usize,
        /// The most accepted.
        max: usize,
    },
    /// A timestamp before year 1, after year 9999, or with nanoseconds outside 0–999,999,999.
    #[error("`{field}` is not a valid time (years 1 to 9999, nanos 0 to 999,999,999)")]
    TimestampOutOfRange {
        /// The field.
        field: &'static str,
    },
    /// A supervisor command without a note (empty or only white space).
    #[error("`note` is required: say why, for the audit trail")]
    MissingNote,
    /// A supervisor note that is too long.
    #[error("`note` has {length} characters, at most {max}")]
    NoteTooLong {
        /// Its length in characters.
        length: usize,
        /// The most accepted.
        max: usize,
    },
    /// A cancel reason that only the rules apply, given by a supervisor.
    #[error("`{field}`: `{code}` is applied by the rules, a supervisor cannot give it")]
    AutomaticReason {
        /// The field.
        field: &'static str,
        /// The reason's code.
        code: &'static str,
    },
    /// A cancellation whose code text does not match its reason.
    #[error("`cancellation.code` is `{found}`, but reason {expected} was given")]
    CancelCodeMismatch {
        /// The code text received.
        found: String,
        /// The code of the reason received.
        expected: &'static str,
    },
    /// A ball count given with a reason other than `wrong_ball_count`.
    #[error("`cancellation.balls_counted` is {counted}, but the reason is `{code}`")]
    UnexpectedBallCount {
        /// The count received.
        counted: u32,
        /// The reason's code.
        code: &'static str,
    },
    /// A table-level draw event (shuffle, shoe, pause) that names a draw.
    #[error("`draw_number` is set, but `{decision}` does not belong to a draw")]
    UnexpectedDrawNumber {
        /// The decision's kind.
        decision: &'static str,
    },
    /// An outcome with a number of cards its game cannot have.
    #[error("`{field}` has {count} cards, expected {min} to {max}")]
    WrongCardCount {
        /// The field.
        field: &'static str,
        /// Cards received.
        count: usize,
        /// The fewest allowed.
        min: usize,
        /// The most allowed.
        max: usize,
    },
    /// A settlement without a market id.
    #[error("`settlements[{index}].market` is empty")]
    EmptyMarket {
        /// The settlement's index.
        index: usize,
    },
    /// Fields that contradict each other (a poker result whose winners are not what its
    /// cards make them).
    #[error("`{field}` is inconsistent: {detail}")]
    Inconsistent {
        /// The field.
        field: &'static str,
        /// What disagrees.
        detail: String,
    },
}
