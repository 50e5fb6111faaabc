//! Triple Bet Poker's decision values on a common hand: the exact expected net of letting the
//! bet ride and of withdrawing it, per unit of one bet, from the common hand's three cards and
//! the community cards turned, the rest of the deck unseen (docs/odds.md, "Triple Bet
//! Poker"). Decision 1 counts the three bets, decision 2 played at its best; decision 2 counts
//! bets 2 and 3: a player who let bet 1 ride adds the same expected multiple to both options.

use super::common_hand;
use livedraw_domain::games::triple_bet::window::Window;
use livedraw_domain::games::triple_bet::{TripleBet, TripleBetRules};
use livedraw_domain::games::Game;
use livedraw_domain::{Card, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::triple_bet::decision_values;
use livedraw_protocol::v1;

/// A Triple Bet Poker window, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct BetWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: TripleBetRules,
    own: [Card; 3],
    community: Vec<Card>,
}

/// The window that opened in `draw`, with `table` as it is now; none when the table is not a
/// Triple Bet Poker table (or an Oasis Stud table of version D, which plays as one) or its
/// common hand is not complete.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Option<BetWindow> {
    let game = triple_bet_table(table.game())?;
    Some(BetWindow {
        draw,
        window,
        closes_at,
        rules: game.config().rules(),
        own: game.own().try_into().ok()?,
        community: game.community().to_vec(),
    })
}

/// The Triple Bet Poker table `game` runs: its own, or an Oasis Stud table's of version D.
fn triple_bet_table(game: &Game) -> Option<&TripleBet> {
    if let Game::Oasis(oasis) = game {
        return oasis.community();
    }
    let Game::TripleBet(table) = game else {
        return None;
    };
    Some(table)
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// deck cannot give them.
pub(crate) fn value(
    window: &BetWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    // At decision 2, the values of a player who withdrew bet 1 (the default).
    let values = decision_values(&window.rules, window.own, &window.community, false, &[])
        .map(|values| values.map(|value| (value.option, value.ev.as_f64())));
    common_hand::values(
        table_id,
        (
            window.draw,
            DecisionWindow::TripleBet(window.window),
            window.closes_at,
        ),
        values,
        at,
    )
}
