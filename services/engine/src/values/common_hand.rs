//! What every common hand's window publishes: each option of its step with its value, for
//! every player at once (no seat, no hand).

use livedraw_domain::{DecisionWindow, DrawNumber, Timestamp};
use livedraw_odds::OddsError;
use livedraw_protocol::decision_window::encode_window;
use livedraw_protocol::timestamp;
use livedraw_protocol::v1;

/// A common hand's window, opened in `draw` until `closes_at`, with its options' values,
/// computed at `at`; `None` (logged) when the odds could not value them.
pub(crate) fn values<Name: AsRef<str>, Options: IntoIterator<Item = (Name, f64)>>(
    table_id: &str,
    (draw, window, closes_at): (DrawNumber, DecisionWindow, Timestamp),
    options: Result<Options, OddsError>,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let options = match options {
        Ok(options) => options,
        Err(error) => {
            tracing::error!(
                table = table_id,
                draw = draw.0,
                %error,
                "the common hand's decision values cannot be computed; its window opens without them"
            );
            return None;
        }
    };
    Some(v1::DecisionValues {
        table_id: table_id.to_string(),
        draw_number: draw.0,
        seat: 0,
        hand: 0,
        closes_at: Some(timestamp::encode(closes_at)),
        computed_at: Some(timestamp::encode(at)),
        actions: Vec::new(),
        cards: Vec::new(),
        window: Some(encode_window(window)),
        options: options
            .into_iter()
            .map(|(option, value)| v1::OptionValue {
                option: option.as_ref().to_string(),
                value,
            })
            .collect(),
    })
}
