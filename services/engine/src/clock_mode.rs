//! Whether the engine keeps time itself or only applies the journal.

/// Where the engine's clock comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockMode {
    /// The engine keeps time: when a table's deadline passes with no other input, it journals a
    /// `ClockTick` for it (received at the deadline), which it then applies like any entry.
    Live,
    /// Nothing is journaled by the engine: it only applies what is in the journal (tests, and
    /// replaying a journal as it was).
    Journal,
}
