//! Bet on Poker (poker6.md): six hold'em hands face up; which hands win, and with what.
//!
//! Markets: `hand_1` … `hand_6` (the hand is among the winners: every tied winner is paid in
//! full) and the winning combination's category (`winner_high_card` … `winner_royal_flush`,
//! exactly one of which wins). Rounds 2–4 are exact enumerations of every rest of the board
//! (the `enumerate` module explains how the work is grouped); round 1 is a documented constant
//! ([`round_one`], derived in [`round_one_estimate`]).
//!
//! The categories are tallied in the domain's order ([`livedraw_domain::games::poker6::Market`]:
//! high card first, royal flush last), and a winning-combination market wins when the best hand
//! at the table has that category.

mod enumerate;
mod multiset;
#[cfg(test)]
mod plain;
pub mod round_one;
pub mod round_one_estimate;
mod value;

use super::game_odds::GameOdds;
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use enumerate::{Deal, Tally, CATEGORIES, HANDS};
use livedraw_domain::games::poker6::{Market, Poker6};
use livedraw_domain::{Card, GameKind, MarketId};

/// What is on a poker table when a betting round opens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Poker6State {
    /// The six hands' pocket cards, hand 1 first; empty before the deal (round 1).
    pub hands: Vec<[Card; 2]>,
    /// The board: empty, the flop (3), the turn (4) or the river (5, the result).
    pub board: Vec<Card>,
    /// Known dead cards: exposed discards and burned cards. Unseen discards change nothing.
    pub dead: Vec<Card>,
}

impl Poker6State {
    /// 1 before the deal, 2 after the pocket cards, 3 after the flop, 4 after the turn (5 once
    /// the river is out and everything is decided).
    pub fn round(&self) -> u8 {
        match (self.hands.is_empty(), self.board.len()) {
            (true, _) => 1,
            (false, 0) => 2,
            (false, cards) => cards as u8,
        }
    }
}

impl GameOdds for Poker6State {
    type Game = Poker6;

    /// The complete pocket pairs (a partial deal gives fewer than six, which the engine
    /// refuses), the board and the known dead cards.
    fn capture(game: &Poker6) -> Result<Poker6State, OddsError> {
        Ok(Poker6State {
            hands: game
                .hands()
                .iter()
                .filter_map(|hand| <[Card; 2]>::try_from(hand.as_slice()).ok())
                .collect(),
            board: game.board().to_vec(),
            dead: game.dead_cards().to_vec(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::Poker6
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        chances(self)
    }

    fn chances_on(&self, threads: usize) -> Result<Chances, OddsError> {
        chances_on(self, threads)
    }
}

/// Every market id, in the domain's catalogue order: the six hands, then the categories from
/// high card to royal flush (the order of our tallies).
pub fn market_ids() -> Vec<MarketId> {
    Market::all().into_iter().map(Market::id).collect()
}

/// Every market's exact chances, on one thread.
pub fn chances(state: &Poker6State) -> Result<Chances, OddsError> {
    chances_on(state, 1)
}

/// Every market's exact chances, sharing the enumeration among `threads` threads.
pub fn chances_on(state: &Poker6State, threads: usize) -> Result<Chances, OddsError> {
    let round = state.round();
    let (hands, categories) = match deal(state)? {
        None => ([round_one::HAND_WINS; HANDS], round_one::CATEGORIES),
        Some(deal) => shares(&enumerate::tally(&deal, threads)),
    };
    let ids = market_ids();
    let chances = hands.iter().chain(categories.iter());
    Ok(Chances {
        round,
        markets: ids
            .into_iter()
            .zip(chances)
            .map(|(id, &win)| MarketChance {
                id,
                win,
                void: 0.0,
                from_pot: false,
                paid: None,
            })
            .collect(),
    })
}

fn shares(tally: &Tally) -> ([f64; HANDS], [f64; CATEGORIES]) {
    let boards = tally.boards as f64;
    (
        tally.wins.map(|wins| wins as f64 / boards),
        tally.categories.map(|count| count as f64 / boards),
    )
}

/// The cards of a legal state, or `None` before the deal.
fn deal(state: &Poker6State) -> Result<Option<Deal>, OddsError> {
    if state.hands.is_empty() {
        if !state.board.is_empty() || !state.dead.is_empty() {
            return Err(OddsError::BoardBeforeHands);
        }
        return Ok(None);
    }
    if state.hands.len() != HANDS {
        return Err(OddsError::WrongHands {
            hands: state.hands.len(),
        });
    }
    if !matches!(state.board.len(), 0 | 3 | 4 | 5) {
        return Err(OddsError::WrongBoard(state.board.len()));
    }
    let mut seen = [false; 52];
    let known = state
        .hands
        .iter()
        .flatten()
        .chain(&state.board)
        .chain(&state.dead);
    for &card in known {
        if std::mem::replace(&mut seen[card.index()], true) {
            return Err(OddsError::DuplicateCard(card));
        }
    }
    let unseen: Vec<Card> = Card::all().filter(|card| !seen[card.index()]).collect();
    let needed = 5 - state.board.len();
    if unseen.len() < needed {
        return Err(OddsError::TooFewCards {
            needed,
            left: unseen.len(),
        });
    }
    let mut pockets = [[state.hands[0][0]; 2]; HANDS];
    pockets.copy_from_slice(&state.hands);
    Ok(Some(Deal {
        pockets,
        board: state.board.clone(),
        unseen,
    }))
}
