//! `livedraw odds baccarat`: a Bet on Baccarat shoe and the first cards dealt.

use super::flags::{card, seen_cards};
use clap::Args;
use livedraw_odds::games::baccarat::BaccaratState;

/// Baccarat's flags.
#[derive(Args)]
pub struct BaccaratArgs {
    /// Decks in the shoe.
    #[arg(long, default_value_t = 6)]
    decks: u8,
    /// Cards already out of the shoe (dealt, burned), e.g. "Ah Td 5c".
    #[arg(long, default_value = "")]
    seen: String,
    /// The Player's first card, once dealt (round 2).
    #[arg(long)]
    player: Option<String>,
    /// The Banker's first card, once dealt (round 3).
    #[arg(long)]
    banker: Option<String>,
}

impl BaccaratArgs {
    /// The table state the flags describe.
    pub fn state(&self) -> anyhow::Result<BaccaratState> {
        let player = card(self.player.as_deref())?;
        let banker = card(self.banker.as_deref())?;
        let seen = seen_cards(self.decks, &self.seen)?;
        Ok(BaccaratState::from_parts(
            self.decks, &seen, player, banker,
        )?)
    }
}
