//! The server's clock: the receive time stamped on every journaled input (R6).

use livedraw_domain::Timestamp;
use std::time::{SystemTime, UNIX_EPOCH};

/// The server's time now, in UTC milliseconds.
pub fn now() -> Timestamp {
    // A clock set before 1970 reads as negative milliseconds rather than failing.
    let millis = match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(since) => i64::try_from(since.as_millis()).unwrap_or(i64::MAX),
        Err(before) => -i64::try_from(before.duration().as_millis()).unwrap_or(i64::MAX),
    };
    Timestamp::from_millis(millis)
}
