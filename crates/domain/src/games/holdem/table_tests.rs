//! The hold'em games as a common-hand table runs them (house-games.md,
//! three-card-and-holdem.md "How a studio runs these games"), one test per rule.

use super::config::{HoldemConfig, DEFAULT_DECISION_WINDOW};
use super::holdem_bonus::{AnteOption, BonusTable};
use super::markets::settled;
use super::table_rules::HoldemRules;
use super::ultimate_holdem::TripsTable;
use super::variant::HoldemVariant::{
    self, DynamicPoker, HoldemBonus, RiversidePoker, UltimateHoldem,
};
use super::window::{Street, Window};
use crate::correction::Reading;
use crate::decision::{Decision, DrawNumber, Incident};
use crate::games::GameConfig;
use crate::instruction::FloorInstruction;
use crate::market::{Payout, Prize, Settlement, Verdict};
use crate::observation::Observation;
use crate::options::OptionError;
use crate::paytable::PaytableError;
use crate::player::DecisionWindow;
use crate::poker::progressive::Progressive;
use crate::position::Position::{self, Board, Dealer, Player};
use crate::testkit::{barcode, held, line, Harness};
use crate::with_holdem_rules;
use crate::GameKind;
use serde_json::json;
use std::time::Duration;

fn table(variant: HoldemVariant) -> Harness {
    table_with(HoldemConfig::of(variant))
}

fn table_with(config: HoldemConfig) -> Harness {
    let mut harness = Harness::with_shoe(GameConfig::Holdem(config), 1);
    harness
        .observe(Observation::ShuffleDone)
        .expect("the deck is shuffled");
    harness
}

/// Scans each (position, card) in turn, each expected to be taken.
fn deal(harness: &mut Harness, cards: &[(Position, &str)]) {
    for (position, card) in cards {
        harness.scan(*position, card).expect("the card is taken");
    }
}

/// A whole round: betting closes, then the hole cards, and at each window the players' time
/// runs out before the board is dealt on to the next; then the dealer's cards.
fn play_round(
    harness: &mut Harness,
    player: [&str; 2],
    board: [&str; 5],
    dealer: [&str; 2],
) -> Vec<Settlement> {
    harness.close_round();
    deal(harness, &player.map(|card| (Player, card)));
    for card in board {
        if matches!(
            harness.table.instruction(),
            FloorInstruction::WaitForDecision { .. }
        ) {
            harness.advance(DEFAULT_DECISION_WINDOW);
        }
        deal(harness, &[(Board, card)]);
    }
    if matches!(
        harness.table.instruction(),
        FloorInstruction::WaitForDecision { .. }
    ) {
        harness.advance(DEFAULT_DECISION_WINDOW);
    }
    deal(harness, &dealer.map(|card| (Dealer, card)));
    harness.settlements()
}

fn waiting_at(harness: &Harness) -> Option<Street> {
    match harness.table.instruction() {
        FloorInstruction::WaitForDecision {
            window: DecisionWindow::Holdem(window),
            ..
        } => Some(window.street),
        _ => None,
    }
}

const WIN: fn(i32) -> (Verdict, Payout) = |times| (Verdict::Win, Payout::times(times));
const LOSE: (Verdict, Payout) = (Verdict::Lose, Payout::LOST);
const PUSH: (Verdict, Payout) = (Verdict::Push, Payout::NOTHING);

#[test]
fn holdem_the_betting_round_offers_the_unit_box_and_the_side_box() {
    assert_eq!(table(UltimateHoldem).offered(1), ["ante", "trips"]);
    assert_eq!(table(HoldemBonus).offered(1), ["ante", "bonus"]);
    assert_eq!(table(DynamicPoker).offered(1), ["blind", "b"]);
    assert_eq!(table(RiversidePoker).offered(1), ["blind", "bonus"]);
}

#[test]
fn holdem_each_window_offers_the_options_of_the_rules_file_at_its_street() {
    for variant in HoldemVariant::ALL {
        let rules = HoldemConfig::of(variant).rules();
        for street in Street::ALL {
            let mut in_tree: Vec<&str> = with_holdem_rules!(&rules, game => {
                super::HoldemGame::decisions(game)
                    .points_at(street.board())
                    .into_iter()
                    .flat_map(|(_, point)| match point {
                        super::decisions::Node::Decide { options, .. } => {
                            options.iter().map(|(name, _)| *name).collect::<Vec<_>>()
                        }
                        super::decisions::Node::Path(_) => Vec::new(),
                    })
                    .collect()
            });
            let mut unique = Vec::new();
            for option in in_tree.drain(..) {
                if !unique.contains(&option) {
                    unique.push(option);
                }
            }
            in_tree = unique;
            let window = Window { variant, street };
            assert_eq!(window.options(), in_tree, "{variant:?} {street:?}");
        }
    }
}

#[test]
fn holdem_a_window_not_decided_in_time_takes_fold_where_it_is_an_option_else_check() {
    let window = |variant, street| Window { variant, street }.default_option();
    assert_eq!(window(UltimateHoldem, Street::PreFlop), "check");
    assert_eq!(window(UltimateHoldem, Street::River), "fold");
    assert_eq!(window(HoldemBonus, Street::PreFlop), "fold");
    assert_eq!(window(DynamicPoker, Street::Turn), "check");
    assert_eq!(window(RiversidePoker, Street::Flop), "fold");
}

#[test]
fn holdem_the_games_decide_at_the_streets_of_the_rules_file() {
    let boards = |variant| HoldemConfig::of(variant).rules().window_boards();
    assert_eq!(boards(UltimateHoldem), [0, 3, 5]);
    assert_eq!(boards(HoldemBonus), [0, 3, 4]);
    assert_eq!(boards(DynamicPoker), [0, 3, 4]);
    assert_eq!(boards(RiversidePoker), [3]);
}

#[test]
fn ultimate_holdem_hole_cards_then_a_window_before_the_flop_on_the_flop_and_on_the_river() {
    let mut harness = table(UltimateHoldem);
    harness.close_round();
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Player));
    deal(&mut harness, &[(Player, "Ah")]);
    let at = harness.now;
    let decisions = harness.scan(Player, "Kd").expect("the second hole card");
    let window = DecisionWindow::Holdem(Window {
        variant: UltimateHoldem,
        street: Street::PreFlop,
    });
    assert!(decisions.contains(&Decision::DecisionWindowOpened {
        draw: harness.draw(),
        window,
        closes_at: at.after(Duration::from_secs(15)),
    }));
    assert_eq!(waiting_at(&harness), Some(Street::PreFlop));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Board));
    deal(&mut harness, &[(Board, "2c"), (Board, "7d")]);
    assert_eq!(waiting_at(&harness), None, "the flop is three cards");
    deal(&mut harness, &[(Board, "9s")]);
    assert_eq!(waiting_at(&harness), Some(Street::Flop));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(&mut harness, &[(Board, "Jc")]);
    assert_eq!(
        harness.table.instruction(),
        FloorInstruction::Deal(Board),
        "the turn and the river come together"
    );
    deal(&mut harness, &[(Board, "3h")]);
    assert_eq!(waiting_at(&harness), Some(Street::River));
    harness.advance(DEFAULT_DECISION_WINDOW);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Dealer));
}

#[test]
fn riverside_poker_the_flop_comes_with_the_hole_cards_and_the_one_window_is_on_it() {
    let mut harness = table(RiversidePoker);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah"), (Player, "Kd")]);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Board));
    deal(&mut harness, &[(Board, "2c"), (Board, "7d"), (Board, "9s")]);
    assert_eq!(waiting_at(&harness), Some(Street::Flop));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(&mut harness, &[(Board, "Jc"), (Board, "3h")]);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Dealer));
}

#[test]
fn holdem_bonus_windows_before_the_flop_on_the_flop_and_on_the_turn() {
    let mut harness = table(HoldemBonus);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah"), (Player, "Kd")]);
    assert_eq!(waiting_at(&harness), Some(Street::PreFlop));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(&mut harness, &[(Board, "2c"), (Board, "7d"), (Board, "9s")]);
    assert_eq!(waiting_at(&harness), Some(Street::Flop));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(&mut harness, &[(Board, "Jc")]);
    assert_eq!(waiting_at(&harness), Some(Street::Turn));
    harness.advance(DEFAULT_DECISION_WINDOW);
    deal(&mut harness, &[(Board, "3h")]);
    assert_eq!(harness.table.instruction(), FloorInstruction::Deal(Dealer));
}

#[test]
fn holdem_a_community_card_turned_while_the_players_decide_is_a_misdeal() {
    let mut harness = table(UltimateHoldem);
    harness.close_round();
    deal(&mut harness, &[(Player, "Ah"), (Player, "Kd")]);
    let decisions = harness.scan(Board, "2c").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Board }));
}

#[test]
fn holdem_a_dealer_card_turned_before_the_board_is_out_is_a_misdeal() {
    let mut harness = table(RiversidePoker);
    harness.close_round();
    deal(
        &mut harness,
        &[(Player, "Ah"), (Player, "Kd"), (Board, "2c")],
    );
    let decisions = harness.scan(Dealer, "Qs").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Dealer }));
}

#[test]
fn holdem_a_card_shown_while_bets_are_taken_is_a_misdeal() {
    let mut harness = table(HoldemBonus);
    let decisions = harness.scan(Player, "Ah").expect("held");
    assert_eq!(held(&decisions), Some(&Incident::Misdeal { found: Player }));
}

#[test]
fn ultimate_holdem_every_box_of_every_path_settles_player_better_with_a_straight() {
    let mut harness = table(UltimateHoldem);
    // Player: straight 5-9; dealer: a pair of kings (qualifies).
    let settled = play_round(
        &mut harness,
        ["5h", "6d"],
        ["7c", "8s", "9d", "Kc", "2h"],
        ["Kd", "3s"],
    );
    for path in ["bet_4x", "bet_3x", "check-bet_2x", "check-check-bet_1x"] {
        assert_eq!(line(&settled, &format!("ante@{path}")), WIN(1), "{path}");
        assert_eq!(
            line(&settled, &format!("blind@{path}")),
            WIN(1),
            "{path}: a straight"
        );
        assert_eq!(line(&settled, &format!("play@{path}")), WIN(1), "{path}");
        assert_eq!(
            line(&settled, &format!("trips@{path}")),
            WIN(4),
            "{path}: table I"
        );
    }
    let fold = "check-check-fold";
    assert_eq!(line(&settled, &format!("ante@{fold}")), LOSE);
    assert_eq!(line(&settled, &format!("blind@{fold}")), LOSE);
    assert_eq!(
        line(&settled, &format!("trips@{fold}")),
        WIN(4),
        "trips stays in action after a fold"
    );
    assert!(!settled
        .iter()
        .any(|s| s.market.as_str() == "play@check-check-fold"));
}

#[test]
fn ultimate_holdem_a_dealer_below_a_pair_pushes_the_ante() {
    let mut harness = table(UltimateHoldem);
    let settled = play_round(
        &mut harness,
        ["Ah", "Kd"],
        ["2c", "7d", "9s", "Jc", "4h"],
        ["Qs", "3d"],
    );
    assert_eq!(line(&settled, "ante@bet_4x"), PUSH);
    assert_eq!(
        line(&settled, "blind@bet_4x"),
        PUSH,
        "ace high is below a straight"
    );
    assert_eq!(line(&settled, "play@bet_4x"), WIN(1));
}

#[test]
fn holdem_bonus_the_ante_option_decides_whether_a_winning_ante_pays() {
    let config = |ante_option| HoldemConfig {
        ante_option,
        ..HoldemConfig::of(HoldemBonus)
    };
    // Player: three nines beat the dealer's pair of kings.
    let round = |option| {
        let mut harness = table_with(config(option));
        play_round(
            &mut harness,
            ["9h", "9d"],
            ["9c", "8s", "2d", "Kc", "4h"],
            ["Kd", "3s"],
        )
    };
    assert_eq!(
        line(&round(AnteOption::A), "ante@bet_2x-check-check"),
        PUSH,
        "below three tens"
    );
    assert_eq!(line(&round(AnteOption::B), "ante@bet_2x-check-check"), PUSH);
    let settled = round(AnteOption::A);
    assert_eq!(line(&settled, "flop@bet_2x-check-check"), WIN(1));
    assert_eq!(line(&settled, "turn@bet_2x-bet_1x-check"), WIN(1));
    assert_eq!(line(&settled, "river@bet_2x-check-bet_1x"), WIN(1));
    assert_eq!(
        line(&settled, "bonus@bet_2x-check-check"),
        WIN(3),
        "a pair of nines"
    );
    assert_eq!(line(&settled, "ante@fold"), LOSE);
    assert_eq!(line(&settled, "bonus@fold"), LOSE, "a fold loses the bonus");
}

#[test]
fn holdem_every_line_the_result_settles_is_announced_before_the_deal() {
    for variant in HoldemVariant::ALL {
        let config = HoldemConfig::of(variant);
        let mut harness = table(variant);
        let settled_now = play_round(
            &mut harness,
            ["5h", "6d"],
            ["7c", "8s", "9d", "Kc", "2h"],
            ["Kd", "3s"],
        );
        let lines: Vec<String> = settled_now
            .iter()
            .map(|s| s.market.as_str().to_string())
            .collect();
        let announced: Vec<String> = settled(&config)
            .iter()
            .map(|m| m.as_str().to_string())
            .collect();
        assert_eq!(lines, announced, "{variant:?}");
    }
}

#[test]
fn holdem_the_values_published_are_of_the_point_most_defaults_reach() {
    let rules = |variant| HoldemConfig::of(variant).rules();
    assert_eq!(
        rules(UltimateHoldem).taken_before(Street::River.board()),
        ["check", "check"]
    );
    assert_eq!(
        rules(HoldemBonus).taken_before(Street::Turn.board()),
        ["bet_2x", "check"]
    );
    assert_eq!(
        rules(DynamicPoker).taken_before(Street::Turn.board()),
        ["bet_2x", "bet_1x"],
        "only who made the turn bet decides on the river bet"
    );
    assert!(rules(RiversidePoker)
        .taken_before(Street::Flop.board())
        .is_empty());
}

#[test]
fn holdem_a_raised_line_is_paid_and_one_below_the_rulebook_or_unknown_is_refused_naming_it() {
    let raised = |line: &str, times| HoldemConfig {
        raised: vec![(line.to_string(), Payout::times(times))],
        ..HoldemConfig::of(UltimateHoldem)
    };
    assert!(raised("trips.straight", 5).check().is_ok());
    assert!(matches!(
        raised("trips.straight", 3).check(),
        Err(PaytableError::BelowMinimum { market, .. }) if market == "trips.straight"
    ));
    for line in ["bonus.aces", "blind.flush"] {
        assert!(matches!(
            raised(line, 40).check(),
            Err(PaytableError::UnknownBet { bet, .. }) if bet == line
        ));
    }
    let mut harness = table_with(raised("trips.straight", 5));
    let settled = play_round(
        &mut harness,
        ["5h", "6d"],
        ["7c", "8s", "9d", "Kc", "2h"],
        ["Kd", "3s"],
    );
    assert_eq!(line(&settled, "trips@bet_4x"), WIN(5));
}

#[test]
fn holdem_the_paytable_options_are_the_table_s_and_belong_to_their_game() {
    let rules = HoldemConfig {
        trips: TripsTable::IV,
        ..HoldemConfig::of(UltimateHoldem)
    }
    .rules();
    let HoldemRules::Uth(uth) = rules else {
        panic!("an Ultimate Texas Hold'em table");
    };
    assert_eq!(uth.trips, TripsTable::IV.paytable());
    let bonus = HoldemConfig {
        bonus_table: BonusTable::II,
        ..HoldemConfig::of(HoldemBonus)
    };
    assert!(bonus.check().is_ok());
    let options = |given: serde_json::Value, kind| -> Result<GameConfig, OptionError> {
        GameConfig::of(kind).configured(given)
    };
    let uth = options(json!({"trips": "II"}), GameKind::UltimateHoldem).expect("trips II");
    assert!(matches!(uth, GameConfig::Holdem(config) if config.trips == TripsTable::II));
    assert!(options(json!({"trips": "II"}), GameKind::HoldemBonus).is_err());
    let thb = options(
        json!({"ante_option": "A", "bonus": "II"}),
        GameKind::HoldemBonus,
    );
    assert!(matches!(thb, Ok(GameConfig::Holdem(config)) if config.bonus_table == BonusTable::II));
    assert!(options(json!({"bonus": "II"}), GameKind::DynamicPoker).is_err());
}

fn with_progressive(variant: HoldemVariant) -> HoldemConfig {
    HoldemConfig {
        progressive: Some(
            Progressive::parse([
                ("royal_flush", "100%"),
                ("straight_flush", "10%"),
                ("four_of_a_kind", "500"),
                ("straight", "25"),
            ])
            .expect("a progressive paytable"),
        ),
        ..HoldemConfig::of(variant)
    }
}

/// Each settled line of box `name` as (line, verdict, payout).
fn box_lines(settled: &[Settlement], name: &str) -> Vec<(String, Verdict, Option<Payout>)> {
    settled
        .iter()
        .filter(|s| s.market.as_str().starts_with(&format!("{name}@")))
        .map(|s| (s.market.as_str().to_string(), s.verdict, s.payout))
        .collect()
}

#[test]
fn holdem_progressive_the_box_is_offered_with_its_paytable_of_prizes_from_the_pot() {
    let harness = table_with(with_progressive(UltimateHoldem));
    assert_eq!(harness.offered(1), ["ante", "trips", "progressive"]);
    let paytables = super::markets::paytables(&with_progressive(HoldemBonus));
    let (market, lines) = &paytables[2];
    assert_eq!(market.as_str(), "progressive");
    assert_eq!(lines[0].line, "royal_flush");
    assert_eq!(lines[0].prize, Some(Prize::WHOLE_POT));
    assert_eq!(lines[2].prize, Some(Prize::Fixed(50_000)));
}

#[test]
fn holdem_progressive_pays_on_the_hole_cards_and_the_flop_whatever_the_dealer_holds() {
    let mut harness = table_with(with_progressive(UltimateHoldem));
    // Hole cards and flop: a straight 5-9 (pays 25); the turn and river make no difference.
    let settled = play_round(
        &mut harness,
        ["5h", "6d"],
        ["7c", "8s", "9d", "Kc", "2h"],
        ["Kd", "Ks"],
    );
    let lines = box_lines(&settled, "progressive");
    assert_eq!(lines.len(), 5, "one line per decision path: {lines:?}");
    let announced = settled_lines(&with_progressive(UltimateHoldem));
    assert!(lines.iter().all(|(line, ..)| announced.contains(line)));
    for (line, verdict, payout) in &lines {
        assert_eq!(
            (*verdict, *payout),
            (Verdict::Win, None),
            "{line}: paid by the platform from its pot, a fold included (UTH: stays in action)"
        );
    }
    let mut harness = table_with(with_progressive(UltimateHoldem));
    // A straight only with the turn: the progressive sees the flop alone, a high card.
    let settled = play_round(
        &mut harness,
        ["5h", "6d"],
        ["7c", "8s", "Kd", "9d", "2h"],
        ["Kc", "3s"],
    );
    assert!(box_lines(&settled, "progressive")
        .iter()
        .all(|(_, verdict, payout)| (*verdict, *payout) == LOSE_LINE));
}

fn settled_lines(config: &HoldemConfig) -> Vec<String> {
    settled(config)
        .iter()
        .map(|market| market.as_str().to_string())
        .collect()
}

const LOSE_LINE: (Verdict, Option<Payout>) = (Verdict::Lose, Some(Payout::LOST));

#[test]
fn holdem_bonus_progressive_a_fold_before_the_flop_loses_it() {
    let mut harness = table_with(with_progressive(HoldemBonus));
    let settled = play_round(
        &mut harness,
        ["9h", "9d"],
        ["9c", "9s", "2d", "Kc", "3h"],
        ["Kd", "4s"],
    );
    for (line, verdict, payout) in box_lines(&settled, "progressive") {
        let expected = if line == "progressive@fold" {
            LOSE_LINE
        } else {
            (Verdict::Win, None)
        };
        assert_eq!(
            (verdict, payout),
            expected,
            "{line}: four nines on the flop"
        );
    }
}

#[test]
fn holdem_progressive_is_ultimate_holdem_s_and_holdem_bonus_s_only() {
    assert!(with_progressive(UltimateHoldem).check().is_ok());
    assert!(with_progressive(HoldemBonus).check().is_ok());
    for variant in [DynamicPoker, RiversidePoker] {
        assert!(
            matches!(
                with_progressive(variant).check(),
                Err(PaytableError::Layout(_))
            ),
            "{variant:?}"
        );
    }
    let progressive = json!({"progressive": {"royal_flush": "100%", "flush": "50"}});
    let uth = GameConfig::of(GameKind::UltimateHoldem).configured(progressive.clone());
    assert!(matches!(uth, Ok(GameConfig::Holdem(config)) if config.progressive.is_some()));
    assert!(GameConfig::of(GameKind::DynamicPoker)
        .configured(progressive)
        .is_err());
    let not_top = json!({"progressive": {"royal_flush": "50%"}});
    let refused = GameConfig::of(GameKind::HoldemBonus).configured(not_top);
    assert!(
        refused
            .as_ref()
            .is_err_and(|e| e.to_string().contains("top prize")),
        "{refused:?}"
    );
}

#[test]
fn holdem_the_decision_window_is_15_seconds_unless_the_table_sets_it() {
    let config = HoldemConfig::of(DynamicPoker);
    assert_eq!(config.decision_window, Duration::from_secs(15));
    let none = HoldemConfig {
        decision_window: Duration::ZERO,
        ..config
    };
    assert!(none.check().is_err());
}

#[test]
fn holdem_a_correction_of_a_card_settles_every_line_again() {
    let mut harness = table(UltimateHoldem);
    let settled = play_round(
        &mut harness,
        ["5h", "6d"],
        ["7c", "8s", "9d", "Kc", "2h"],
        ["Kd", "3s"],
    );
    assert_eq!(line(&settled, "ante@bet_4x"), WIN(1));
    let Some(Decision::DrawSettled { outcome, .. }) = harness.ending(DrawNumber(1)).cloned() else {
        panic!("settled");
    };
    let reading = Reading::Card {
        position: Player,
        index: 2,
        barcode: barcode(1, "Ad"),
    };
    let reread = harness
        .table
        .game()
        .rules()
        .reread(&outcome, &reading)
        .expect("a hole card is read again");
    let ante = reread
        .verdicts
        .iter()
        .find(|verdict| verdict.market.as_str() == "ante@bet_4x")
        .expect("ante@bet_4x");
    assert_eq!(
        ante.verdict,
        Verdict::Lose,
        "without the six, no straight: the dealer's kings win"
    );
}
