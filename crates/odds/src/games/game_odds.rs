//! The one trait every game's odds engine implements.

use crate::chances::Chances;
use crate::error::OddsError;
use livedraw_domain::GameKind;

/// A game's odds engine, implemented by the state it prices from: an owned copy of what the
/// odds depend on, so that it can be captured as a round opens and priced later elsewhere.
pub trait GameOdds: Sized {
    /// The domain's game whose table the state is captured from.
    type Game;

    /// What is on `game`'s table now; an error if the table cannot be priced in this state (a
    /// card game with no shoe in play).
    fn capture(game: &Self::Game) -> Result<Self, OddsError>;

    /// The game (the lotteries tell their two kinds apart by their configuration).
    fn kind(&self) -> GameKind;

    /// Every market's exact chances, in the catalogue's order.
    fn chances(&self) -> Result<Chances, OddsError>;

    /// The same chances, sharing the work among `threads` threads where the engine enumerates
    /// (Bet on Poker); the others compute on one.
    fn chances_on(&self, threads: usize) -> Result<Chances, OddsError> {
        let _ = threads;
        self.chances()
    }
}
