//! The hold'em games' decision values on a common hand: the exact expected net of every option
//! of the street's decision, per unit of the ante (blind), later decisions at their best, from
//! the common hand's hole cards and the board turned, the dealer's hole cards unseen
//! (docs/odds.md, "Hold'em games"). Before the flop the values come from the starting-hand
//! table; after it they are enumerated. Where the street's decision point depends on what a
//! player decided before, the values are of the point the defaults reach (Texas Hold'em
//! Bonus's turn after a check on the flop: a turn bet made adds the same to both options).

use super::common_hand;
use livedraw_domain::games::holdem::table_rules::HoldemRules;
use livedraw_domain::games::holdem::window::{Street, Window};
use livedraw_domain::games::Game;
use livedraw_domain::with_holdem_rules;
use livedraw_domain::{Card, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::holdem::preflop::{decision_before_the_flop, PreflopGame};
use livedraw_odds::games::holdem::{decision_values, OptionValue, Spot};
use livedraw_odds::OddsError;
use livedraw_protocol::v1;

/// A hold'em table's window, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct StreetWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: HoldemRules,
    player: [Card; 2],
    board: Vec<Card>,
    taken: Vec<&'static str>,
}

/// The window that opened in `draw`, with `table` as it is now; none when the table is not a
/// hold'em table or its hole cards are not out.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Option<StreetWindow> {
    let Game::Holdem(game) = table.game() else {
        return None;
    };
    Some(StreetWindow {
        draw,
        window,
        closes_at,
        rules: game.config().rules(),
        player: game.player().try_into().ok()?,
        board: game.board().to_vec(),
        taken: game.taken_before(window.street),
    })
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when they
/// cannot be computed.
pub(crate) fn value(
    window: &StreetWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let values = with_holdem_rules!(&window.rules, game => street_values(game, window))
        .map(|values| values.into_iter().map(|value| (value.option, value.ev)));
    common_hand::values(
        table_id,
        (
            window.draw,
            DecisionWindow::Holdem(window.window),
            window.closes_at,
        ),
        values,
        at,
    )
}

fn street_values<G: PreflopGame>(
    game: &G,
    window: &StreetWindow,
) -> Result<Vec<OptionValue>, OddsError> {
    if window.window.street == Street::PreFlop {
        return decision_before_the_flop(game, window.player, &[]);
    }
    let spot = Spot {
        player: window.player,
        board: &window.board,
        seen: &[],
    };
    decision_values(game, &spot, &window.taken)
}
