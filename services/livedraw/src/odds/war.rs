//! `livedraw odds war`: a War of Bets shoe and the Player's card.

use super::flags::{card, seen_cards};
use clap::Args;
use livedraw_odds::games::war::WarState;

/// War's flags.
#[derive(Args)]
pub struct WarArgs {
    /// Decks in the shoe.
    #[arg(long, default_value_t = 6)]
    decks: u8,
    /// Cards already out of the shoe (dealt, burned).
    #[arg(long, default_value = "")]
    seen: String,
    /// The Player's card, once dealt (round 2).
    #[arg(long)]
    player: Option<String>,
}

impl WarArgs {
    /// The table state the flags describe.
    pub fn state(&self) -> anyhow::Result<WarState> {
        let player = card(self.player.as_deref())?;
        let seen = seen_cards(self.decks, &self.seen)?;
        Ok(WarState::from_parts(self.decks, &seen, player)?)
    }
}
