//! Blackjack's decision values: the exact value of each action of every hand whose window a
//! step opened, and of insurance and even money to every seat the offer's window was opened
//! for, from the table as it was when the window opened (the shoe's unseen cards, the hand, the
//! dealer's up card, and the second where it is face up), computed with the odds crate like a round's prices.

use livedraw_domain::games::blackjack::{Blackjack, Rules, Seat, TableOptions, Window};
use livedraw_domain::games::Game;
use livedraw_domain::{DrawNumber, Rank, Table, Timestamp};
use livedraw_odds::games::blackjack::{self, ActionValues, Counts, OfferValues, Offered};
use livedraw_odds::OddsError;
use livedraw_protocol::blackjack::encode_window;
use livedraw_protocol::timestamp;
use livedraw_protocol::v1::{self, BlackjackActionKind};

/// A window that opened for one seat's hand, with what its values are computed from.
#[derive(Clone, Debug)]
pub(crate) struct HandWindow {
    draw: DrawNumber,
    seat: u8,
    hand: u8,
    window: Window,
    closes_at: Timestamp,
    rules: Rules,
    options: TableOptions,
    surrender: bool,
    player: Vec<Rank>,
    /// How many hands the seat holds (more than one after a split).
    seat_hands: u8,
    dealer_up: Rank,
    /// The dealer's second card where it is face up when the window opens (casino-b's, or a
    /// hole card turned at the peek).
    dealer_second: Option<Rank>,
    unseen: Counts,
    /// Version A: the hand is insured, so it may neither double nor split.
    insured_may_not_double: bool,
}

/// Every seat's hand `window` (opened in `draw`, closing at `closes_at`) is valued for, with
/// `table` as it is now: the caller captures right after the rules call that opened it.
pub(crate) fn opened(
    table: &Table,
    draw: DrawNumber,
    window: Window,
    closes_at: Timestamp,
) -> Vec<HandWindow> {
    let Game::Blackjack(game) = table.game() else {
        return Vec::new();
    };
    let seats: Vec<(&Seat, u8)> = match window {
        Window::Hand { seat, hand } => {
            let taken = game.deal().seats().iter().find(|s| s.number == seat);
            taken.map(|taken| (taken, hand)).into_iter().collect()
        }
        Window::Offer => game
            .deal()
            .seats()
            .iter()
            .filter(|seat| seat.offer.is_some())
            .map(|seat| (seat, 1))
            .collect(),
    };
    seats
        .into_iter()
        .filter_map(|(seat, hand)| of_hand(game, seat, hand, window, draw, closes_at))
        .collect()
}

/// Seat `seat`'s hand `hand` in `window`, unless nothing is dealt.
fn of_hand(
    game: &Blackjack,
    seat: &Seat,
    hand: u8,
    window: Window,
    draw: DrawNumber,
    closes_at: Timestamp,
) -> Option<HandWindow> {
    let shoe = game.shoe().shoe()?;
    let dealer_up = game.deal().dealer().first()?.rank();
    let dealer_second = game.deal().dealer().get(1).map(|card| card.rank());
    let played = seat.hand(hand)?;
    let config = game.config();
    let rules = config.rules();
    Some(HandWindow {
        draw,
        seat: seat.number,
        hand,
        window,
        closes_at,
        rules,
        options: config.options,
        surrender: config.surrender(),
        player: played.ranks(),
        seat_hands: seat.hand_count(),
        dealer_up,
        dealer_second,
        unseen: Counts::of(shoe.composition()),
        insured_may_not_double: seat.insurance.is_some() && !rules.insured_hand_may_double_or_split,
    })
}

/// The values of `window` on table `table_id`, computed at `at`; `None` (logged) when the
/// shoe cannot give them.
pub(crate) fn value(
    window: &HandWindow,
    table_id: &str,
    at: Timestamp,
) -> Option<v1::DecisionValues> {
    let actions = match window.window {
        Window::Hand { .. } => hand_values(window).map(|values| hand_actions(&values)),
        Window::Offer => offer_values(window).map(|values| offer_actions(&values)),
    };
    let actions = match actions {
        Ok(actions) => actions,
        Err(error) => {
            tracing::error!(
                table = table_id,
                draw = window.draw.0,
                seat = window.seat,
                hand = window.hand,
                %error,
                "the seat's decision values cannot be computed; its window opens without them"
            );
            return None;
        }
    };
    Some(v1::DecisionValues {
        table_id: table_id.to_string(),
        draw_number: window.draw.0,
        seat: u32::from(window.seat),
        hand: u32::from(window.hand),
        closes_at: Some(timestamp::encode(window.closes_at)),
        computed_at: Some(timestamp::encode(at)),
        actions,
        window: Some(encode_window(window.window)),
        options: Vec::new(),
        cards: Vec::new(),
    })
}

/// The hand's values; version A's insured hand neither doubles nor splits.
fn hand_values(window: &HandWindow) -> Result<ActionValues, OddsError> {
    let mut values = blackjack::values(&blackjack::Decision {
        rules: window.rules,
        options: window.options,
        surrender: window.surrender,
        player: &window.player,
        hand: window.hand,
        seat_hands: window.seat_hands,
        dealer_up: window.dealer_up,
        dealer_second: window.dealer_second,
        unseen: window.unseen,
    })?;
    if window.insured_may_not_double {
        (values.double, values.split) = (None, None);
    }
    Ok(values)
}

fn offer_values(window: &HandWindow) -> Result<OfferValues, OddsError> {
    blackjack::offer_values(&Offered {
        rules: window.rules,
        options: window.options,
        player: &window.player,
        dealer_up: window.dealer_up,
        unseen: window.unseen,
    })
}

/// The hand's actions with a value (insurance and even money belong to the offer's window).
fn hand_actions(values: &ActionValues) -> Vec<v1::ActionValue> {
    valued([
        (BlackjackActionKind::Stand, values.stand),
        (BlackjackActionKind::Hit, values.hit),
        (BlackjackActionKind::Double, values.double),
        (BlackjackActionKind::Split, values.split),
        (BlackjackActionKind::Surrender, values.surrender),
    ])
}

/// The offer's actions: insurance, or even money against keeping the blackjack (STAND).
fn offer_actions(values: &OfferValues) -> Vec<v1::ActionValue> {
    valued([
        (BlackjackActionKind::Insurance, values.insurance),
        (BlackjackActionKind::EvenMoney, values.even_money),
        (BlackjackActionKind::Stand, values.keep_blackjack),
    ])
}

fn valued<const N: usize>(
    actions: [(BlackjackActionKind, Option<f64>); N],
) -> Vec<v1::ActionValue> {
    actions
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
        Barcode, Decision, DeckSerial, GameConfig, Manifest, Observation, Position, TableConfig,
    };

    const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

    /// The hands' windows `decisions` opened, as `WindowToValue::opened` finds them.
    fn windows(table: &Table, decisions: &[Decision]) -> Vec<HandWindow> {
        decisions
            .iter()
            .flat_map(|decision| match decision {
                Decision::DecisionWindowOpened {
                    draw,
                    window: livedraw_domain::DecisionWindow::Blackjack(window),
                    closes_at,
                } => opened(table, *draw, *window, *closes_at),
                _ => Vec::new(),
            })
            .collect()
    }

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
        table.decide("bet", &bet.into(), draw, START).expect("bet");
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
        let windows = windows(&table, &decisions);
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
            hand: 1,
            seat_hands: 1,
            dealer_up: livedraw_domain::Rank::Six,
            dealer_second: None,
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
    fn a_hand_made_by_a_split_is_valued_as_a_split_hand() {
        let (mut table, _) = dealt(Version::H, ["8c", "6c", "8d"]);
        let split = PlayerDecision {
            seat: 1,
            hand: 1,
            choice: Choice::Act(Action::Split),
        };
        let draw = table.draw().expect("a draw").number;
        let at = table.now().expect("a time");
        table
            .decide("split", &split.into(), draw, at)
            .expect("split");
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
        let windows = windows(&table, &decisions);
        assert_eq!(windows.len(), 1);
        let values = value(&windows[0], "bj-1", START).expect("values");
        let (eight, ten) = (livedraw_domain::Rank::Eight, livedraw_domain::Rank::Ten);
        let mut shoe = livedraw_domain::Composition::full(6);
        for card in ["8c", "6c", "8d", "Th"] {
            shoe.remove(card.parse().expect("card"));
        }
        let direct = blackjack::values(&blackjack::Decision {
            rules: Version::H.rules(),
            options: BlackjackConfig::of(Version::H).options,
            surrender: true,
            player: &[eight, ten],
            hand: 1,
            seat_hands: 2,
            dealer_up: livedraw_domain::Rank::Six,
            dealer_second: None,
            unseen: Counts::of(&shoe),
        })
        .expect("values");
        assert_eq!(value_of(&values, BlackjackActionKind::Stand), direct.stand);
        assert_eq!(value_of(&values, BlackjackActionKind::Hit), direct.hit);
        assert_eq!(value_of(&values, BlackjackActionKind::Surrender), None);
    }

    #[test]
    fn the_offer_s_window_values_each_seat_s_insurance() {
        let (table, decisions) = dealt(Version::H, ["Tc", "Ac", "6d"]);
        let windows = windows(&table, &decisions);
        assert_eq!(windows.len(), 1, "one seat offered insurance");
        let values = value(&windows[0], "bj-1", START).expect("values");
        let mut shoe = livedraw_domain::Composition::full(6);
        for card in ["Tc", "Ac", "6d"] {
            shoe.remove(card.parse().expect("card"));
        }
        use livedraw_domain::Rank::{Jack, King, Queen, Ten};
        let tens: u16 = [Ten, Jack, Queen, King]
            .into_iter()
            .map(|rank| shoe.rank_count(rank))
            .sum();
        let tens = f64::from(tens);
        let expected = 3.0 * tens / f64::from(shoe.total()) - 1.0;
        let insurance = value_of(&values, BlackjackActionKind::Insurance).expect("insurance");
        assert!(
            (insurance - expected).abs() < 1e-12,
            "{insurance} vs {expected}"
        );
        assert_eq!(value_of(&values, BlackjackActionKind::Hit), None);
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
        let decisions = table
            .decide("insure", &insure.into(), draw, at)
            .expect("insured");
        let windows = windows(&table, &decisions);
        let values = value(&windows[0], "bj-1", START).expect("values");
        assert!(value_of(&values, BlackjackActionKind::Stand).is_some());
        assert_eq!(value_of(&values, BlackjackActionKind::Double), None);
        assert_eq!(value_of(&values, BlackjackActionKind::Split), None);
    }
}
