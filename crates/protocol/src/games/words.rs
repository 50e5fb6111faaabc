//! What the games' readers of a supervisor's words share.

/// Numbers separated by commas (`6,6,6`), if every one is a number.
pub(crate) fn numbers(value: &str) -> Option<Vec<u8>> {
    value
        .split(',')
        .map(|part| part.trim().parse().ok())
        .collect()
}
