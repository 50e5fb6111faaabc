//! Blackjack's decision values: the exact value of each action of every hand whose window a
//! step opened, from the table as it was when the window opened (the shoe's unseen cards, the
//! hand, the dealer's up card), computed with the odds crate like a round's prices.

use livedraw_domain::games::blackjack::{Rules, TableOptions, Window};
use livedraw_domain::games::Game;
use livedraw_domain::{Decision, DrawNumber, Rank, Table, Timestamp};
use livedraw_odds::games::blackjack::{self, ActionValues, Counts};
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::{self, BlackjackActionKind};

/// A hand's window that opened, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct WindowToValue {
    draw: DrawNumber,
    seat: u8,
    hand: u8,
    closes_at: Timestamp,
    rules: Rules,
    options: TableOptions,
    surrender: bool,
    player: Vec<Rank>,
    dealer_up: Rank,
    unseen: Counts,
    /// Version A: the hand is insured, so it may neither double nor split.
    insured_may_not_double: bool,
}

impl WindowToValue {
    /// Every hand window that `decisions` opened, with `table` as it is now: the caller
    /// captures right after the rules call that opened them. A hand made by a split is left
    /// out (the odds crate values an unsplit hand's decisions).
    pub(crate) fn opened(table: &Table, decisions: &[Decision]) -> Vec<WindowToValue> {
        let Game::Blackjack(game) = table.game() else {
            return Vec::new();
        };
        let Some(shoe) = game.shoe().shoe() else {
            return Vec::new();
        };
        let deal = game.deal();
        let Some(dealer_up) = deal.dealer().first().map(|card| card.rank()) else {
            return Vec::new();
        };
        decisions
            .iter()
            .filter_map(|decision| match decision {
                Decision::DecisionWindowOpened {
                    draw,
                    window: Window::Hand { seat, hand },
                    closes_at,
                } => Some((*draw, *seat, *hand, *closes_at)),
                _ => None,
            })
            .filter_map(|(draw, seat, hand, closes_at)| {
                let taken = deal.seats().iter().find(|taken| taken.number == seat)?;
                let played = taken.hand(hand).filter(|played| !played.split)?;
                let rules = game.config().rules();
                Some(WindowToValue {
                    draw,
                    seat,
                    hand,
                    closes_at,
                    rules,
                    options: game.config().options,
                    surrender: game.config().surrender(),
                    player: played.ranks(),
                    dealer_up,
                    unseen: Counts::of(shoe.composition()),
                    insured_may_not_double: taken.insurance.is_some()
                        && !rules.insured_hand_may_double_or_split,
                })
            })
            .collect()
    }
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// shoe cannot give them.
pub(crate) fn value(
    window: &WindowToValue,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let question = blackjack::Decision {
        rules: window.rules,
        options: window.options,
        surrender: window.surrender,
        player: &window.player,
        dealer_up: window.dealer_up,
        unseen: window.unseen,
    };
    let mut values = match blackjack::values(&question) {
        Ok(values) => values,
        Err(error) => {
            tracing::error!(
                table = table_id,
                draw = window.draw.0,
                seat = window.seat,
                hand = window.hand,
                %error,
                "the hand's decision values cannot be computed; its window opens without them"
            );
            return None;
        }
    };
    if window.insured_may_not_double {
        (values.double, values.split) = (None, None);
    }
    Some(v1::DecisionValues {
        table_id: table_id.to_string(),
        draw_number: window.draw.0,
        seat: u32::from(window.seat),
        hand: u32::from(window.hand),
        closes_at: Some(timestamp::encode(window.closes_at)),
        computed_at: Some(timestamp::encode(at)),
        actions: actions(&values),
    })
}

/// The hand's actions with a value (insurance and even money belong to the offer's window).
fn actions(values: &ActionValues) -> Vec<v1::ActionValue> {
    [
        (BlackjackActionKind::Stand, values.stand),
        (BlackjackActionKind::Hit, values.hit),
        (BlackjackActionKind::Double, values.double),
        (BlackjackActionKind::Split, values.split),
        (BlackjackActionKind::Surrender, values.surrender),
    ]
    .into_iter()
    .filter_map(|(action, value)| {
        Some(v1::ActionValue {
            action: action.into(),
            value: value?,
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::blackjack::{
        Action, BlackjackConfig, Choice, PlayerDecision, Version,
    };
    use livedraw_domain::{
        Barcode, DeckSerial, GameConfig, Manifest, Observation, Position, TableConfig,
    };

    const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

    /// A blackjack table of `version` whose seat 1 was dealt `cards` (its two, then the
    /// dealer's up card between them, as dealt); the decisions of the last card.
    fn dealt(version: Version, cards: [&str; 3]) -> (Table, Vec<Decision>) {
        let config =
            TableConfig::studio_default(GameConfig::Blackjack(BlackjackConfig::of(version)));
        let mut table = Table::new(config);
        table.tick(START);
        let serials: Vec<DeckSerial> = (1..=6).filter_map(DeckSerial::new).collect();
        let manifest = Manifest::barcodes_of(&serials);
        table
            .observe(&Observation::ShoeLoaded { manifest }, None, START)
            .expect("shoe");
        let bet = PlayerDecision {
            seat: 1,
            hand: 1,
            choice: Choice::Bet,
        };
        let draw = table.draw().expect("a draw").number;
        table.decide("bet", &bet, draw, START).expect("bet");
        let closed = START.after(std::time::Duration::from_secs(25));
        table.tick(closed);
        let places = [Position::Seat { seat: 1, hand: 1 }, Position::Dealer];
        let mut decisions = Vec::new();
        for (card, position) in cards.iter().zip([places[0], places[1], places[0]]) {
            let barcode = Barcode::new(
                DeckSerial::new(1).expect("serial"),
                card.parse().expect("card"),
            );
            let scan = Observation::CardScanned { position, barcode };
            decisions = table.observe(&scan, None, closed).expect("dealt");
        }
        (table, decisions)
    }

    fn value_of(values: &v1::DecisionValues, action: BlackjackActionKind) -> Option<f64> {
        values
            .actions
            .iter()
            .find(|value| value.action() == action)
            .map(|value| value.value)
    }

    #[test]
    fn a_hand_s_window_is_valued_from_the_shoe_as_the_odds_crate_values_it() {
        let (table, decisions) = dealt(Version::H, ["Tc", "6c", "6d"]);
        let windows = WindowToValue::opened(&table, &decisions);
        assert_eq!(windows.len(), 1);
        let values = value(&windows[0], "bj-1", START).expect("values");
        let ranks = [livedraw_domain::Rank::Ten, livedraw_domain::Rank::Six];
        let mut shoe = livedraw_domain::Composition::full(6);
        for card in ["Tc", "6c", "6d"] {
            shoe.remove(card.parse().expect("card"));
        }
        let direct = blackjack::values(&blackjack::Decision {
            rules: Version::H.rules(),
            options: BlackjackConfig::of(Version::H).options,
            surrender: true,
            player: &ranks,
            dealer_up: livedraw_domain::Rank::Six,
            unseen: Counts::of(&shoe),
        })
        .expect("values");
        assert_eq!(value_of(&values, BlackjackActionKind::Stand), direct.stand);
        assert_eq!(value_of(&values, BlackjackActionKind::Hit), direct.hit);
        assert_eq!(
            value_of(&values, BlackjackActionKind::Double),
            direct.double
        );
        assert_eq!(
            value_of(&values, BlackjackActionKind::Surrender),
            Some(-0.5)
        );
        assert_eq!(value_of(&values, BlackjackActionKind::Split), None);
    }

    #[test]
    fn a_hand_made_by_a_split_opens_its_window_without_values() {
        let (mut table, _) = dealt(Version::H, ["8c", "6c", "8d"]);
        let split = PlayerDecision {
            seat: 1,
            hand: 1,
            choice: Choice::Act(Action::Split),
        };
        let draw = table.draw().expect("a draw").number;
        let at = table.now().expect("a time");
        table.decide("split", &split, draw, at).expect("split");
        let barcode = Barcode::new(
            DeckSerial::new(1).expect("serial"),
            "Th".parse().expect("card"),
        );
        let position = Position::Seat { seat: 1, hand: 1 };
        let decisions = table
            .observe(&Observation::CardScanned { position, barcode }, None, at)
            .expect("dealt");
        assert!(decisions
            .iter()
            .any(|d| matches!(d, Decision::DecisionWindowOpened { .. })));
        assert!(WindowToValue::opened(&table, &decisions).is_empty());
    }

    #[test]
    fn version_a_s_insured_hand_is_valued_without_double_or_split() {
        let (mut table, _) = dealt(Version::A, ["5c", "Ac", "5d"]);
        let insure = PlayerDecision {
            seat: 1,
            hand: 1,
            choice: Choice::Act(Action::Insurance { hundredths: 50 }),
        };
        let draw = table.draw().expect("a draw").number;
        let at = table.now().expect("a time");
        let decisions = table.decide("insure", &insure, draw, at).expect("insured");
        let windows = WindowToValue::opened(&table, &decisions);
        let values = value(&windows[0], "bj-1", START).expect("values");
        assert!(value_of(&values, BlackjackActionKind::Stand).is_some());
        assert_eq!(value_of(&values, BlackjackActionKind::Double), None);
        assert_eq!(value_of(&values, BlackjackActionKind::Split), None);
    }
}
