//! What the floor is told of its table beyond its game.

/// What the floor is told of its table beyond its game.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Setup {
    /// Roulette: the wheel has a 00 pocket.
    pub(crate) double_zero: bool,
}
