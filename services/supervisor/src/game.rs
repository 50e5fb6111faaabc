//! The wire game of a configured table.

use livedraw_domain::GameKind;
use livedraw_protocol::v1;

/// The wire form of a game.
pub fn wire_game(game: GameKind) -> v1::GameKind {
    match game {
        GameKind::Baccarat => v1::GameKind::Baccarat,
        GameKind::War => v1::GameKind::War,
        GameKind::Poker6 => v1::GameKind::Poker6,
        GameKind::Wheel => v1::GameKind::Wheel,
        GameKind::Dice5 => v1::GameKind::Dice5,
        GameKind::Lotto5Of36 => v1::GameKind::Lotto5Of36,
        GameKind::Lotto7Of42 => v1::GameKind::Lotto7Of42,
    }
}
