//! Decision values: the exact value of every option of each decision window a step opened,
//! computed with the odds crate from the table as it was when the window opened, one module
//! per game whose players decide: [`blackjack`]'s hands and offer, [`three_card`]'s common
//! hand or seats, [`red_dog`]'s raise on the common grid, [`triple_bet`]'s two bets on the common hand,
//! [`oasis`]'s continue or fold on the common hand, [`holdem`]'s street decisions on the
//! common hand.

mod blackjack;
mod common_hand;
mod holdem;
mod oasis;
mod red_dog;
mod three_card;
mod triple_bet;

use livedraw_domain::{Decision, DecisionWindow, Table, Timestamp};
use livedraw_protocol::v1;

/// A window that opened, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) enum WindowToValue {
    /// One blackjack seat's hand, or one seat's answer to the offer.
    Blackjack(blackjack::HandWindow),
    /// Three Card Poker's or Fast Poker's common hand, or one seat's hand in seats mode.
    ThreeCard(three_card::HandWindow),
    /// Red Dog's raise on the common grid.
    RedDog(red_dog::RaiseWindow),
    /// Triple Bet Poker's bets 1 and 2 on the common hand.
    TripleBet(triple_bet::BetWindow),
    /// Oasis Stud Poker's continue or fold on the common hand.
    Oasis(oasis::ContinueWindow),
    /// A hold'em game's street decision on the common hand.
    Holdem(holdem::StreetWindow),
}

impl WindowToValue {
    /// Every window that `decisions` opened, each valued where it has values, with `table` as
    /// it is now: the caller captures right after the rules call that opened them.
    pub(crate) fn opened(table: &Table, decisions: &[Decision]) -> Vec<WindowToValue> {
        decisions
            .iter()
            .flat_map(|decision| match decision {
                Decision::DecisionWindowOpened {
                    draw,
                    window,
                    closes_at,
                } => match window {
                    DecisionWindow::Blackjack(window) => {
                        blackjack::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::Blackjack)
                            .collect()
                    }
                    DecisionWindow::ThreeCard(window) => {
                        three_card::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::ThreeCard)
                            .collect()
                    }
                    DecisionWindow::RedDog(window) => {
                        red_dog::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::RedDog)
                            .collect()
                    }
                    DecisionWindow::TripleBet(window) => {
                        triple_bet::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::TripleBet)
                            .collect()
                    }
                    DecisionWindow::Oasis(window) => {
                        oasis::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::Oasis)
                            .collect()
                    }
                    DecisionWindow::Holdem(window) => {
                        holdem::opened(table, *draw, *window, *closes_at)
                            .into_iter()
                            .map(WindowToValue::Holdem)
                            .collect()
                    }
                },
                _ => Vec::new(),
            })
            .collect()
    }
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when they
/// cannot be computed.
pub(crate) fn value(
    window: &WindowToValue,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    match window {
        WindowToValue::Blackjack(window) => blackjack::value(window, table_id, at),
        WindowToValue::ThreeCard(window) => three_card::value(window, table_id, at),
        WindowToValue::RedDog(window) => red_dog::value(window, table_id, at),
        WindowToValue::TripleBet(window) => triple_bet::value(window, table_id, at),
        WindowToValue::Oasis(window) => oasis::value(window, table_id, at),
        WindowToValue::Holdem(window) => holdem::value(window, table_id, at),
    }
}
