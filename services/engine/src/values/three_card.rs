//! Three Card Poker's and Fast Poker's decision values: the exact expected net of playing and
//! of folding, per unit of ante, from a hand's three cards, the dealer's three unseen
//! (docs/odds.md, "Three-card games"): the common hand's, or in seats mode each seat's from its
//! own cards (the other seats' are not the seat's to see), with those cards for its holder.

use super::common_hand;
use livedraw_domain::games::three_card::window::Window;
use livedraw_domain::games::three_card::ThreeCardRules;
use livedraw_domain::games::Game;
use livedraw_domain::{Card, DecisionWindow, DrawNumber, Table, Timestamp};
use livedraw_odds::games::three_card::decision_values;
use livedraw_protocol::v1;

/// A window of the common hand or of one seat, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct HandWindow {
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
    rules: ThreeCardRules,
    /// The seat in seats mode; none for the common hand.
    seat: Option<u8>,
    cards: [Card; 3],
}

/// The windows that opened in `draw`, with `table` as it is now: the common hand's, or each
/// seat's in seats mode; none when the table is not a three-card table or a hand is not
/// complete.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Vec<HandWindow> {
    let Game::ThreeCard(game) = table.game() else {
        return Vec::new();
    };
    let rules = game.config().rules();
    let hand = |seat: Option<u8>, cards: &[Card]| {
        Some(HandWindow {
            draw,
            window,
            closes_at,
            rules: rules.clone(),
            seat,
            cards: cards.try_into().ok()?,
        })
    };
    if !game.in_seats() {
        return hand(None, game.player()).into_iter().collect();
    }
    let seats = game.seats().all().iter();
    seats
        .filter_map(|seat| hand(Some(seat.seat), &seat.cards))
        .collect()
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// deck cannot give them. A seat's carry its seat, hand 1 and its cards.
pub(crate) fn value(
    window: &HandWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let values = decision_values(&window.rules, window.cards, &[])
        .map(|values| values.map(|value| (value.decision.name(), value.ev.as_f64())));
    let opened = (
        window.draw,
        DecisionWindow::ThreeCard(window.window),
        window.closes_at,
    );
    let values = common_hand::values(table_id, opened, values, at)?;
    let Some(seat) = window.seat else {
        return Some(values);
    };
    Some(v1::DecisionValues {
        seat: u32::from(seat),
        hand: 1,
        cards: window.cards.iter().map(Card::to_string).collect(),
        ..values
    })
}
