//! The checked narrowing every decoder uses: enum values, small numbers, draw numbers,
//! barcodes, device names, required fields.

use crate::error::DecodeError;
use crate::ids::{check, IdError};
use livedraw_domain::{Barcode, DeviceName, DrawNumber};

/// The rules' name of the device id `text` read at `field`, with the precise reason when it
/// breaks the identity rule (the rules' and the wire's are the same rule).
pub(crate) fn device_name(field: &'static str, text: &str) -> Result<DeviceName, DecodeError> {
    check(text).map_err(|source| DecodeError::BadId { field, source })?;
    DeviceName::new(text).map_err(|_| DecodeError::BadId {
        field,
        source: IdError::TooLong { length: text.len() },
    })
}

/// The enum value of an `i32` enum field, refusing UNSPECIFIED (0) and unknown numbers.
pub(crate) fn enumeration<E: TryFrom<i32>>(
    field: &'static str,
    value: i32,
) -> Result<E, DecodeError> {
    if value == 0 {
        return Err(DecodeError::Unspecified { field });
    }
    E::try_from(value).map_err(|_| DecodeError::UnknownEnumValue { field, value })
}

/// `value` as a `u8` within `min..=max`.
pub(crate) fn narrow_u8(
    field: &'static str,
    value: u32,
    min: u8,
    max: u8,
) -> Result<u8, DecodeError> {
    u8::try_from(value)
        .ok()
        .filter(|narrow| (min..=max).contains(narrow))
        .ok_or(DecodeError::OutOfRange {
            field,
            value: u64::from(value),
            min: u64::from(min),
            max: u64::from(max),
        })
}

/// `value` as a `u16`.
pub(crate) fn narrow_u16(field: &'static str, value: u32) -> Result<u16, DecodeError> {
    u16::try_from(value).map_err(|_| DecodeError::OutOfRange {
        field,
        value: u64::from(value),
        min: 0,
        max: u64::from(u16::MAX),
    })
}

/// A draw number, which counts from 1.
pub(crate) fn draw_number(field: &'static str, value: u64) -> Result<DrawNumber, DecodeError> {
    if value == 0 {
        return Err(DecodeError::ZeroDrawNumber { field });
    }
    Ok(DrawNumber(value))
}

/// A scanned barcode, every character checked.
pub(crate) fn barcode(field: &'static str, text: &str) -> Result<Barcode, DecodeError> {
    Barcode::parse(text).map_err(|source| DecodeError::BadBarcode {
        field,
        index: None,
        source,
    })
}

/// A required message field.
pub(crate) fn required<T>(field: &'static str, value: Option<T>) -> Result<T, DecodeError> {
    value.ok_or(DecodeError::Missing { field })
}
