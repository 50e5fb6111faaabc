//! Oasis Stud Poker's decision values on a common hand (versions A and C): the exact expected
//! net of continuing and of folding, per unit of ante, from the common hand's five cards and the
//! dealer's up card, his four other cards unseen (docs/odds.md, "Oasis Stud Poker").

use super::common_hand;
use livedraw_domain::games::oasis::window::Window;
use livedraw_domain::games::oasis::{OasisRules, OasisTable};
use livedraw_domain::games::Game;
use livedraw_domain::{Card, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::oasis::continue_values;
use livedraw_protocol::v1;

/// The continue-or-fold window, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct ContinueWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: OasisRules,
    player: [Card; 5],
    up: Card,
}

/// The window that opened in `draw`, with `table` as it is now; none when the table is not an
/// Oasis Stud table or the common hand and the up card are not out.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Option<ContinueWindow> {
    let Game::Oasis(game) = table.game() else {
        return None;
    };
    let OasisTable::Stud(stud) = game.table() else {
        return None;
    };
    Some(ContinueWindow {
        draw,
        window,
        closes_at,
        rules: game.config().rules(),
        player: stud.player().try_into().ok()?,
        up: *stud.dealer().first()?,
    })
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// deck cannot give them.
pub(crate) fn value(
    window: &ContinueWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let values = continue_values(&window.rules, window.player, window.up, &[])
        .map(|values| values.map(|value| (value.option, value.ev.as_f64())));
    common_hand::values(
        table_id,
        (
            window.draw,
            DecisionWindow::Oasis(window.window),
            window.closes_at,
        ),
        values,
        at,
    )
}
