//! What every common hand's window publishes: each option of its step with its value, for
//! every player at once (no seat, no hand).

use livedraw_domain::{DecisionWindow, DrawNumber, Timestamp};
use livedraw_protocol::decision_window::encode_window;
use livedraw_protocol::timestamp;
use livedraw_protocol::v1;

/// A common hand's window, opened in `draw` until `closes_at`, with its options' values,
/// computed at `at`.
pub(crate) fn values(
    table_id: &str,
    (draw, window, closes_at): (DrawNumber, DecisionWindow, Timestamp),
    options: impl IntoIterator<Item = (&'static str, f64)>,
    at: Timestamp,
) -> v1::DecisionValues {
    v1::DecisionValues {
        table_id: table_id.to_string(),
        draw_number: draw.0,
        seat: 0,
        hand: 0,
        closes_at: Some(timestamp::encode(closes_at)),
        computed_at: Some(timestamp::encode(at)),
        actions: Vec::new(),
        window: Some(encode_window(window)),
        options: options
            .into_iter()
            .map(|(option, value)| v1::OptionValue {
                option: option.to_string(),
                value,
            })
            .collect(),
    }
}
