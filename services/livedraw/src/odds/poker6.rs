//! `livedraw odds poker6`: Bet on Poker's six hands, the board and the dead cards.

use super::flags::cards;
use anyhow::{bail, Context};
use clap::Args;
use livedraw_domain::Card;
use livedraw_odds::games::poker6::Poker6State;

/// Poker's flags.
#[derive(Args)]
pub struct Poker6Args {
    /// The six hands' pocket cards, hand 1 first: "AsKs QdQc 7h7d 2c3c JsTs 9d8d".
    #[arg(long, default_value = "")]
    hands: String,
    /// The board: flop, turn or river.
    #[arg(long, default_value = "")]
    board: String,
    /// Known dead cards (exposed discards, burned cards).
    #[arg(long, default_value = "")]
    dead: String,
    /// Threads for the enumeration.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

impl Poker6Args {
    /// The table state the flags describe.
    pub fn state(&self) -> anyhow::Result<Poker6State> {
        Ok(Poker6State {
            hands: pockets(&self.hands)?,
            board: cards(&self.board, "--board")?,
            dead: cards(&self.dead, "--dead")?,
        })
    }
}

/// Six pockets from "AsKs QdQc …" (or the twelve cards spaced out), hand 1 first.
fn pockets(text: &str) -> anyhow::Result<Vec<[Card; 2]>> {
    let letters: String = text.split_whitespace().collect();
    let mut all = Vec::new();
    let chars: Vec<char> = letters.chars().collect();
    for pair in chars.chunks(2) {
        let text: String = pair.iter().collect();
        all.push(text.parse::<Card>().context("reading --hands")?);
    }
    if !all.is_empty() && all.len() != 12 {
        bail!(
            "--hands needs 6 hands of 2 cards (12 cards), got {} card(s)",
            all.len()
        );
    }
    Ok(all.chunks(2).map(|pair| [pair[0], pair[1]]).collect())
}
