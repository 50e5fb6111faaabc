//! What a hand does at a node of its play: the choice the trees value and the hands already
//! valued remember.

/// What a node's hand does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// No more cards.
    Stand,
    /// One more card, then the play goes on.
    Hit,
    /// Twice the stake, one card.
    Double,
}
