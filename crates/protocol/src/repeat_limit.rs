//! The repeat limit of the fixed-payout games' options.

use crate::error::DecodeError;
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;

/// A repeat limit: from 1 (the first void spin cancels) to the rules' most.
pub(crate) fn limit(field: &'static str, value: u32) -> Result<u8, DecodeError> {
    crate::narrowing::narrow_u8(field, value, 1, MAX_REPEAT_LIMIT)
}
