//! Three Card Poker's and Fast Poker's decision values on a common hand: the exact expected
//! net of playing and of folding, per unit of ante, from the common hand's three cards, the
//! dealer's three unseen (docs/odds.md, "Three-card games").

use super::common_hand;
use livedraw_domain::games::three_card::window::Window;
use livedraw_domain::games::three_card::ThreeCardRules;
use livedraw_domain::games::Game;
use livedraw_domain::{Card, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::three_card::decision_values;
use livedraw_protocol::v1;

/// The common hand's window, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct CommonHandWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: ThreeCardRules,
    player: [Card; 3],
}

/// The common hand's window that opened in `draw`, with `table` as it is now; none when the
/// table is not a three-card table or its hand is not complete.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Option<CommonHandWindow> {
    let Game::ThreeCard(game) = table.game() else {
        return None;
    };
    Some(CommonHandWindow {
        draw,
        window,
        closes_at,
        rules: game.config().rules(),
        player: game.player().try_into().ok()?,
    })
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// deck cannot give them.
pub(crate) fn value(
    window: &CommonHandWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let values = decision_values(&window.rules, window.player, &[])
        .map(|values| values.map(|value| (value.decision.name(), value.ev.as_f64())));
    common_hand::values(
        table_id,
        (
            window.draw,
            DecisionWindow::ThreeCard(window.window),
            window.closes_at,
        ),
        values,
        at,
    )
}
