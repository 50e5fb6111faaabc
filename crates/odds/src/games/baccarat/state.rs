//! What is on a baccarat table when a betting round opens.

use crate::error::OddsError;
use crate::games::shoe::remaining;
use livedraw_domain::{Card, Composition};

/// What is on a baccarat table when a betting round opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BaccaratState {
    /// The cards still in the shoe: every card seen since the shoe was loaded (burned cards and
    /// the first cards below included) is out.
    pub shoe: Composition,
    /// The Player's first card, dealt face up before round 2.
    pub player_first: Option<Card>,
    /// The Banker's first card, dealt face up before round 3.
    pub banker_first: Option<Card>,
}

impl BaccaratState {
    /// The betting round this state opens: 1 before any card, 2 after the Player's first card,
    /// 3 after the Banker's.
    pub fn round(&self) -> u8 {
        1 + u8::from(self.player_first.is_some()) + u8::from(self.banker_first.is_some())
    }

    /// The state of a shoe of `decks` decks less the `seen` cards (dealt, burned) and the first
    /// cards dealt.
    pub fn from_parts(
        decks: u8,
        seen: &[Card],
        player_first: Option<Card>,
        banker_first: Option<Card>,
    ) -> Result<BaccaratState, OddsError> {
        let mut out = seen.to_vec();
        out.extend(player_first.into_iter().chain(banker_first));
        Ok(BaccaratState {
            shoe: remaining(decks, &out)?,
            player_first,
            banker_first,
        })
    }
}
