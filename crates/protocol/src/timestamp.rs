//! Wire times (`google.protobuf.Timestamp`) to domain times (milliseconds) and back.

use crate::error::DecodeError;
use livedraw_domain::Timestamp;

/// 0001-01-01T00:00:00Z, the earliest time `google.protobuf.Timestamp` allows.
const MIN_SECONDS: i64 = -62_135_596_800;
/// 9999-12-31T23:59:59Z, the latest.
const MAX_SECONDS: i64 = 253_402_300_799;
const NANOS_PER_MILLI: i32 = 1_000_000;

/// The domain time of a wire time. Sub-millisecond precision is dropped (rounded towards the
/// past); times outside years 1–9999 or with nanoseconds outside 0–999,999,999 are refused.
pub fn decode(
    field: &'static str,
    time: &prost_types::Timestamp,
) -> Result<Timestamp, DecodeError> {
    if !(MIN_SECONDS..=MAX_SECONDS).contains(&time.seconds)
        || !(0..1_000_000_000).contains(&time.nanos)
    {
        return Err(DecodeError::TimestampOutOfRange { field });
    }
    // In range, seconds × 1000 fits an i64 with room to spare.
    Ok(Timestamp::from_millis(
        time.seconds * 1000 + i64::from(time.nanos / NANOS_PER_MILLI),
    ))
}

/// The domain time of a required wire time.
pub fn decode_required(
    field: &'static str,
    time: Option<&prost_types::Timestamp>,
) -> Result<Timestamp, DecodeError> {
    decode(field, time.ok_or(DecodeError::Missing { field })?)
}

/// The wire time of a domain time.
pub fn encode(time: Timestamp) -> prost_types::Timestamp {
    let millis = time.millis();
    let sub_second = i32::try_from(millis.rem_euclid(1000)).unwrap_or(0);
    prost_types::Timestamp {
        seconds: millis.div_euclid(1000),
        nanos: sub_second * NANOS_PER_MILLI,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn milliseconds_round_trip_before_and_after_the_epoch() {
        for millis in [0, 1, 999, 1_000, 1_700_000_000_123, -1, -999, -1_001] {
            let time = Timestamp::from_millis(millis);
            assert_eq!(decode("t", &encode(time)), Ok(time), "{millis}");
        }
    }

    #[test]
    fn sub_millisecond_precision_is_dropped() {
        let wire = prost_types::Timestamp {
            seconds: 10,
            nanos: 1_999_999,
        };
        assert_eq!(decode("t", &wire), Ok(Timestamp::from_millis(10_001)));
    }

    #[test]
    fn times_outside_the_protobuf_range_are_refused() {
        let refused = |seconds, nanos| {
            decode("t", &prost_types::Timestamp { seconds, nanos })
                == Err(DecodeError::TimestampOutOfRange { field: "t" })
        };
        assert!(refused(MAX_SECONDS + 1, 0));
        assert!(refused(MIN_SECONDS - 1, 0));
        assert!(refused(i64::MAX, 0));
        assert!(refused(0, -1));
        assert!(refused(0, 1_000_000_000));
        assert!(!refused(MAX_SECONDS, 999_999_999));
        assert!(!refused(MIN_SECONDS, 0));
    }

    #[test]
    fn a_missing_required_time_is_named() {
        assert_eq!(
            decode_required("device_time", None),
            Err(DecodeError::Missing {
                field: "device_time"
            })
        );
    }
}
