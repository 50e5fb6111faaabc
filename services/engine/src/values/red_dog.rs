//! Red Dog's decision values on the common grid: the exact expected net per initial bet of
//! raising the full bet and of not raising, from the shoe's unseen cards once the grid cards
//! are out (docs/odds.md, "Red Dog and Bulldog").

use super::common_hand;
use livedraw_domain::games::red_dog::window::Window;
use livedraw_domain::games::red_dog::{RedDogRules, Spread};
use livedraw_domain::games::Game;
use livedraw_domain::{Composition, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::red_dog::table::raise_values;
use livedraw_protocol::v1;

/// The raise window, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct RaiseWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: RedDogRules,
    spread: Spread,
    unseen: Composition,
}

/// The raise window that opened in `draw`, with `table` as it is now; none when the table is
/// not a Red Dog table or has no grid.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Option<RaiseWindow> {
    let Game::RedDog(game) = table.game() else {
        return None;
    };
    Some(RaiseWindow {
        draw,
        window,
        closes_at,
        rules: game.config().rules(),
        spread: game.spread()?,
        unseen: game.shoe().shoe()?.composition().clone(),
    })
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// shoe cannot give them.
pub(crate) fn value(
    window: &RaiseWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let values = raise_values(&window.rules, window.spread, &window.unseen)
        .map(|values| values.map(|(option, value)| (option, value.as_f64())));
    common_hand::values(
        table_id,
        (
            window.draw,
            DecisionWindow::RedDog(window.window),
            window.closes_at,
        ),
        values,
        at,
    )
}
