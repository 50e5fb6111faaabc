//! The cards a seat has not seen: the 53-card deck less its seven and any card seen (another
//! seat's shown by its player, a card exposed), and every seven of them: the dealer's hands.

use crate::error::OddsError;
use livedraw_domain::games::pai_gow::{PaiGowCard, SevenCards, DECK_SIZE, HAND_SIZE};

/// The unseen cards, in the deck's order: the deck less `hand` and `seen`. A seen card that
/// is one of the seven, or seen twice, is refused: one deck holds each card once.
pub fn unseen(hand: &SevenCards, seen: &[PaiGowCard]) -> Result<Vec<PaiGowCard>, OddsError> {
    let mut out = [false; DECK_SIZE];
    for &card in hand.cards().iter().chain(seen) {
        let slot = &mut out[card.index()];
        if *slot {
            return Err(OddsError::PaiGowCardTwice(card));
        }
        *slot = true;
    }
    let left: Vec<PaiGowCard> = PaiGowCard::deck()
        .filter(|card| !out[card.index()])
        .collect();
    if left.len() < HAND_SIZE {
        return Err(OddsError::TooFewCards {
            needed: HAND_SIZE,
            left: left.len(),
        });
    }
    Ok(left)
}

/// Calls `visit` with every seven of `cards` (as a hand), each once.
pub fn each_seven(cards: &[PaiGowCard], mut visit: impl FnMut(&SevenCards)) {
    let n = cards.len();
    if n < HAND_SIZE {
        return;
    }
    // The chosen positions, increasing: the next combination moves the last position that
    // can still move and resets the ones after it.
    let mut at: [usize; HAND_SIZE] = std::array::from_fn(|i| i);
    loop {
        let chosen = at.map(|i| cards[i]);
        if let Ok(hand) = SevenCards::new(&chosen) {
            visit(&hand);
        }
        let Some(moving) = (0..HAND_SIZE).rev().find(|&i| at[i] < n - HAND_SIZE + i) else {
            return;
        };
        at[moving] += 1;
        for i in moving + 1..HAND_SIZE {
            at[i] = at[i - 1] + 1;
        }
    }
}

/// How many sevens `n` cards hold.
pub fn sevens(n: usize) -> u64 {
    (0..HAND_SIZE as u64).fold(1u64, |ways, i| {
        ways * (n as u64).saturating_sub(i) / (i + 1)
    })
}
