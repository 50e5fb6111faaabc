//! The `livedraw` binary, run as a user would.

use std::process::{Command, Output};

fn livedraw(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let output = livedraw(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8")
}

/// The JSON the command prints.
fn json_of(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).expect("json")
}

fn stderr_of_failure(args: &[&str]) -> String {
    let output = livedraw(args);
    assert!(!output.status.success(), "{args:?} should fail");
    String::from_utf8(output.stderr).expect("utf-8")
}

#[test]
fn baccarat_json_has_every_market_with_probability_odds_and_status() {
    let json = stdout(&["odds", "baccarat", "--player", "5h", "--json"]);
    assert!(
        json.starts_with(r#"{"game":"baccarat","round":2,"#),
        "{json}"
    );
    for id in [
        "player",
        "banker",
        "tie",
        "player_pair",
        "banker_pair",
        "either_pair",
        "perfect_pair",
        "small",
        "big",
    ] {
        assert!(
            json.contains(&format!(r#""id":"{id}","probability":0."#)),
            "{id}"
        );
    }
    // 23/311 with twelve decimals, and odds 0.95 / (23/311) = 12.84 with two.
    assert!(json.contains(
        r#""id":"banker_pair","probability":0.073954983923,"odds":12.84,"status":"open""#
    ));
}

#[test]
fn war_round_2_shows_player_card_markets_as_won_or_lost() {
    let json = stdout(&["odds", "war", "--player", "Qh", "--json"]);
    assert!(json
        .contains(r#""id":"player_red","probability":1.000000000000,"odds":null,"status":"won""#));
    assert!(json.contains(
        r#""id":"player_spades","probability":0.000000000000,"odds":null,"status":"lost""#
    ));
}

#[test]
fn poker_after_the_flop_with_a_dead_card() {
    let json = stdout(&[
        "odds",
        "poker6",
        "--hands",
        "AsKs QdQc 7h7d 2c3c JsTs 9d8d",
        "--board",
        "2h 7s Kc",
        "--dead",
        "9h",
        "--json",
    ]);
    assert!(json.contains(r#""round":3"#));
    assert!(json.contains(
        r#""id":"winner_royal_flush","probability":0.000000000000,"odds":null,"status":"lost""#
    ));
    assert!(json.contains(r#""id":"hand_3","probability":0.742857142857"#));
}

#[test]
fn every_game_prints_a_table() {
    for game in [
        "baccarat",
        "war",
        "wheel",
        "dice5",
        "lotto5-36",
        "lotto7-42",
        "poker6",
    ] {
        let table = stdout(&["odds", game]);
        assert!(table.starts_with(game), "{table}");
        assert!(table.contains("probability"));
    }
}

#[test]
fn the_help_lists_every_game() {
    let help = stdout(&["odds", "--help"]);
    for kind in livedraw_domain::GameKind::ALL {
        assert!(
            help.contains(&format!("\n  {} ", kind.name())),
            "{kind}: {help}"
        );
    }
}

#[test]
fn margin_and_floor_change_the_prices() {
    let json = stdout(&[
        "odds", "dice5", "--margin", "0", "--floor", "0.01", "--json",
    ]);
    assert!(json
        .contains(r#""id":"total_odd","probability":0.500000000000,"odds":2.00,"status":"open""#));
    assert!(json.contains(
        r#""id":"five_of_a_kind","probability":0.000771604938,"odds":null,"status":"suspended""#
    ));
}

#[test]
fn one_market_can_have_its_own_margin() {
    let json = stdout(&[
        "odds",
        "wheel",
        "--margin",
        "0",
        "--market-margin",
        "odd=0.1",
        "--json",
    ]);
    // 9/19: fair 2.11, with 10 % 1.90.
    assert!(
        json.contains(r#""id":"odd","probability":0.473684210526,"odds":1.90,"#),
        "{json}"
    );
    assert!(
        json.contains(r#""id":"even","probability":0.473684210526,"odds":2.11,"#),
        "{json}"
    );
}

#[test]
fn illegal_states_fail_with_a_clear_message() {
    let too_often = stderr_of_failure(&["odds", "war", "--decks", "1", "--seen", "Ah Ah"]);
    assert!(
        too_often.contains("Ah is seen more often than the 1 deck(s) hold"),
        "{too_often}"
    );
    let duplicate = stderr_of_failure(&[
        "odds",
        "poker6",
        "--hands",
        "AsKs QdQc 7h7d 2c3c JsTs 9d8d",
        "--board",
        "As 2c 3d",
    ]);
    assert!(duplicate.contains("card As appears twice"), "{duplicate}");
    let hands = stderr_of_failure(&["odds", "poker6", "--hands", "AsKs QdQc"]);
    assert!(hands.contains("6 hands"), "{hands}");
    let banker = stderr_of_failure(&["odds", "baccarat", "--banker", "Kd"]);
    assert!(banker.contains("Player"), "{banker}");
    let not_a_card = stderr_of_failure(&["odds", "baccarat", "--seen", "Zz"]);
    assert!(not_a_card.contains("`Zz` is not a card"), "{not_a_card}");
    let margin = stderr_of_failure(&["odds", "wheel", "--margin", "1.5"]);
    assert!(margin.contains("margin"), "{margin}");
}

#[test]
fn blackjack_prints_the_value_of_every_allowed_action_and_the_dealer_s_final_hand() {
    let json = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "H",
        "--player",
        "As 7d",
        "--dealer",
        "6c",
        "--json",
    ]);
    assert!(
        json.starts_with(
            r#"{"game":"blackjack","version":"H","actions":[{"action":"stand","value":"#
        ),
        "{json}"
    );
    for allowed in ["hit", "double", "surrender"] {
        assert!(
            json.contains(&format!(r#""action":"{allowed}""#)),
            "{allowed}: {json}"
        );
    }
    // No insurance and no even money under a 6, and no split without a pair.
    assert!(
        !json.contains("insurance") && !json.contains("even_money") && !json.contains("split"),
        "{json}"
    );
    for id in ["dealer_17", "dealer_21", "dealer_blackjack", "dealer_bust"] {
        assert!(json.contains(&format!(r#""id":"{id}""#)), "{id}: {json}");
    }
    assert!(!json.contains("dealer_22"), "22 pushes only in P-S: {json}");
    let table = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "P",
        "--player",
        "Th 6s",
        "--dealer",
        "Ac",
    ]);
    assert!(
        table.contains("insurance") && table.contains("dealer_22"),
        "{table}"
    );
}

#[test]
fn blackjack_takes_the_named_sets_and_casino_b_s_two_dealer_cards_face_up() {
    let json = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "casino-b",
        "--player",
        "Th 6s",
        "--dealer",
        "Tc 7d",
        "--json",
    ]);
    // The dealer stands on the 17 shown: standing on 16 loses for certain.
    assert!(
        json.starts_with(
            r#"{"game":"blackjack","version":"casino-b","actions":[{"action":"stand","value":-1"#
        ),
        "{json}"
    );
    let one_card = stderr_of_failure(&[
        "odds",
        "blackjack",
        "--version",
        "casino-b",
        "--player",
        "Th 6s",
        "--dealer",
        "Tc",
    ]);
    assert!(
        one_card.contains("--dealer needs both the dealer's cards face up"),
        "{one_card}"
    );
    for version in ["casino", "casino-a", "live"] {
        let json = stdout(&[
            "odds",
            "blackjack",
            "--version",
            version,
            "--player",
            "Th 6s",
            "--dealer",
            "Tc",
            "--json",
        ]);
        let named = format!(r#""version":"{version}""#);
        assert!(json.contains(&named), "{version}: {json}");
    }
}

#[test]
fn blackjack_values_splitting_a_pair() {
    let json = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "H",
        "--player",
        "8s 8d",
        "--dealer",
        "Tc",
        "--json",
    ]);
    assert!(json.contains(r#"{"action":"split","value":-"#), "{json}");
    let table = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "A",
        "--player",
        "Ah Ad",
        "--dealer",
        "6c",
    ]);
    let split = table.lines().find(|line| line.starts_with("split"));
    assert!(
        split.is_some_and(|line| !line.contains("not allowed")),
        "{table}"
    );
}

#[test]
fn blackjack_values_a_hand_made_by_a_split_as_a_split_hand() {
    let split_hand = |version: &'static str, hand: &'static str, seat_hands: &'static str| {
        [
            "odds",
            "blackjack",
            "--version",
            version,
            "--player",
            "8s 3d",
            "--dealer",
            "6c",
            "--hand",
            hand,
            "--seat-hands",
            seat_hands,
        ]
    };
    let table = stdout(&split_hand("A", "2", "2"));
    assert!(
        table.contains("8s 3d, hand 2 of 2 after a split"),
        "{table}"
    );
    for action in ["double", "surrender"] {
        let line = table.lines().find(|line| line.starts_with(action));
        assert!(
            line.is_some_and(|line| line.contains("not allowed")),
            "A: no {action} after a split\n{table}"
        );
    }
    let wrong_hand = stderr_of_failure(&split_hand("H", "3", "2"));
    assert!(
        wrong_hand.contains("--hand 3 is not one of the seat's 2 hands"),
        "{wrong_hand}"
    );
    let too_many = stderr_of_failure(&split_hand("D", "1", "3"));
    assert!(
        too_many.contains("version D lets a seat hold 2 hands at most, not 3"),
        "{too_many}"
    );
}

#[test]
fn blackjack_without_a_hand_prices_the_betting_round_s_seats_and_side_bets() {
    let json = stdout(&[
        "odds",
        "blackjack",
        "--version",
        "H",
        "--side-game",
        "A",
        "--seen",
        "Ah Kd 5c",
        "--json",
    ]);
    assert!(
        json.starts_with(r#"{"game":"blackjack","round":1,"#),
        "{json}"
    );
    assert!(
        json.contains(r#"{"id":"seat-1","probability":0.4"#),
        "{json}"
    );
    assert!(json.contains(r#""odds":2.00,"status":"open","payout":1,"rtp":0.9"#));
    assert!(json.contains(r#"{"id":"seat-7-side","#), "{json}");
    assert!(
        json.contains(r#""odds":6.00,"status":"open","payout":5,"#),
        "{json}"
    );
    let unknown = stderr_of_failure(&["odds", "blackjack", "--version", "H", "--side-game", "Z"]);
    assert!(
        unknown.contains("--side-game `Z` is not a side game (A to I)"),
        "{unknown}"
    );
    let half = stderr_of_failure(&["odds", "blackjack", "--version", "H", "--player", "As 7d"]);
    assert!(half.contains("--player and --dealer go together"), "{half}");
}

#[test]
fn blackjack_refuses_an_unknown_version_and_a_payout_the_version_does_not_allow() {
    let version = stderr_of_failure(&[
        "odds",
        "blackjack",
        "--version",
        "T",
        "--player",
        "As 7d",
        "--dealer",
        "6c",
    ]);
    assert!(
        version.contains(
            "`T` is not a blackjack version (A to S, casino, casino-a, casino-b or live)"
        ),
        "{version}"
    );
    let payout = stderr_of_failure(&[
        "odds",
        "blackjack",
        "--version",
        "H",
        "--player",
        "As 7d",
        "--dealer",
        "6c",
        "--blackjack-pays",
        "6:5",
    ]);
    assert!(
        payout.contains("version H does not allow a blackjack to pay 6:5"),
        "{payout}"
    );
}

#[test]
fn three_card_poker_prints_every_box_with_its_paytable_and_exact_return() {
    let json = json_of(&["odds", "three-card-poker", "--json"]);
    assert_eq!(json["game"], "three-card-poker");
    let markets = json["markets"].as_array().expect("markets");
    let ids: Vec<&str> = markets.iter().filter_map(|m| m["id"].as_str()).collect();
    assert_eq!(ids, ["ante", "pairplus"]);
    assert_eq!(markets[0]["net"], "-870929/20358520");
    assert_eq!(markets[1]["net"], "-402/5525");
    assert_eq!(markets[1]["paytable"]["straight_flush"], "40x");
    assert_eq!(markets[0]["paytable"]["ante_bonus"]["straight"], "1x");
    assert_eq!(markets[0]["payout"], 1.0, "the least a won ante pays");
    assert_eq!(markets[0]["status"], "open");
    assert_eq!(json["categories"].as_array().map(Vec::len), Some(6));
    assert!(json.get("decisions").is_none());
}

#[test]
fn three_card_poker_in_seats_prices_every_seat_s_boxes_as_the_boxes() {
    let boxes = json_of(&["odds", "three-card-poker", "--json"]);
    let seats = json_of(&["odds", "three-card-poker", "--seating", "seats", "--json"]);
    let markets = seats["markets"].as_array().expect("markets");
    assert_eq!(markets.len(), 14, "seven seats, two boxes each");
    for (index, market) in markets.iter().enumerate() {
        let of_box = &boxes["markets"][index % 2];
        let id = format!(
            "seat-{}-{}",
            index / 2 + 1,
            of_box["id"].as_str().expect("id")
        );
        assert_eq!(market["id"], id.as_str());
        assert_eq!(market["rtp"], of_box["rtp"]);
        assert_eq!(market["probability"], of_box["probability"]);
    }
    let error = stderr_of_failure(&["odds", "three-card-poker", "--seating", "booths"]);
    assert!(error.contains("common_hand or seats"), "{error}");
}

#[test]
fn fast_poker_with_a_hand_prints_the_value_of_playing_and_of_folding() {
    let json = json_of(&["odds", "fast-poker", "--player", "Qc 6d 4h", "--json"]);
    let decisions = json["decisions"].as_array().expect("decisions");
    assert_eq!(decisions[0]["option"], "play");
    assert_eq!(decisions[0]["exact"], "-9151/9212");
    assert_eq!(decisions[1]["option"], "fold");
    assert_eq!(decisions[1]["ev"], -1.0);
    let table = stdout(&["odds", "three-card-poker", "--player", "Qc 6d 4h"]);
    assert!(table.contains("play") && table.contains("fold"), "{table}");
}

#[test]
fn a_three_card_paytable_below_the_rulebook_s_is_refused_naming_the_line() {
    let error = stderr_of_failure(&["odds", "three-card-poker", "--pays", "pairplus.flush=2"]);
    assert!(error.contains("pairplus.flush"), "{error}");
    let raised = stdout(&[
        "odds",
        "three-card-poker",
        "--pays",
        "ante_bonus.straight_flush=5",
    ]);
    assert!(raised.contains("straight_flush 5x"), "{raised}");
    let error = stderr_of_failure(&["odds", "fast-poker", "--player", "Qc 6d"]);
    assert!(error.contains("three cards"), "{error}");
}

#[test]
fn the_holdem_games_print_their_boxes_returns_and_the_final_hand_s_categories() {
    for (game, side, net) in [
        ("ultimate-holdem", "trips", None),
        ("holdem-bonus", "bonus", Some("-59/663")),
        ("dynamic-poker", "b", Some("-79/663")),
        ("riverside-poker", "bonus", Some("-19661/129948")),
    ] {
        let json = json_of(&["odds", game, "--json"]);
        let markets = json["markets"].as_array().expect("markets");
        // The main boxes' return under the best play, from the starting-hand table.
        let rtp = markets[0]["rtp"].as_f64().expect("a return");
        assert!((0.9..1.1).contains(&rtp), "{game}: {rtp}");
        assert_eq!(markets[1]["id"], side, "{game}");
        if let Some(net) = net {
            assert_eq!(markets[1]["net"], net, "{game}");
        }
        assert_eq!(json["categories"].as_array().map(Vec::len), Some(10));
    }
    let bonus_ii = stdout(&["odds", "holdem-bonus", "--bonus", "ii", "--json"]);
    assert!(bonus_ii.contains("-13873/162435"), "{bonus_ii}");
    // Each box as a table's betting round prices it; a raised side line is paid more.
    let json = json_of(&["odds", "dynamic-poker", "--json"]);
    let b = &json["markets"][1];
    assert_eq!(
        (b["id"].as_str(), b["status"].as_str()),
        (Some("b"), Some("open"))
    );
    assert!((b["probability"].as_f64().expect("a chance") - 48.0 / 1326.0).abs() < 1e-15);
    let raised = json_of(&["odds", "dynamic-poker", "--pays", "b.aces=60", "--json"]);
    assert!(raised["markets"][1]["rtp"].as_f64() > b["rtp"].as_f64());
    let error = stderr_of_failure(&["odds", "ultimate-holdem", "--pays", "blind.flush=4"]);
    assert!(error.contains("trips.<hand>"), "{error}");
}

#[test]
fn the_progressive_box_prints_its_prizes_and_its_exact_chance_of_paying() {
    let json = json_of(&[
        "odds",
        "ultimate-holdem",
        "--progressive",
        "royal_flush=100%,straight_flush=10%,four_of_a_kind=500",
        "--json",
    ]);
    let progressive = &json["markets"][2];
    assert_eq!(progressive["id"], "progressive");
    assert_eq!(progressive["from_pot"], true);
    assert!(progressive["odds"].is_null() && progressive["rtp"].is_null());
    // Four royal flushes, 36 straight flushes and 624 hands of four of a kind among the
    // deck's 2,598,960 five-card hands (a suit's 10 straights less its royal, 13 ranks × 48).
    let paying = f64::from(4 + 4 * 9 + 13 * 48) / 2_598_960.0;
    let chance = progressive["probability"].as_f64().expect("a chance");
    assert!((chance - paying).abs() < 1e-15, "{chance}");
    assert_eq!(progressive["paytable"][2]["prize"], "500");
    let error = stderr_of_failure(&["odds", "holdem-bonus", "--progressive", "royal_flush=50%"]);
    assert!(error.contains("top prize"), "{error}");
    let error = stderr_of_failure(&["odds", "dynamic-poker", "--progressive", "royal_flush=100%"]);
    assert!(error.contains("--progressive"), "{error}");
}

#[test]
fn a_holdem_decision_after_the_flop_prints_every_option_s_value() {
    let json = json_of(&[
        "odds",
        "ultimate-holdem",
        "--player",
        "Ah 8d",
        "--board",
        "Ts Jh 2c Qd 3s",
        "--json",
    ]);
    let decisions = json["decisions"].as_array().expect("decisions");
    assert_eq!(decisions[0]["option"], "bet_1x");
    assert_eq!(decisions[1]["option"], "fold");
    assert_eq!(decisions[1]["ev"], -2.0);
    let turn = stdout(&[
        "odds",
        "holdem-bonus",
        "--player",
        "Kh 9c",
        "--board",
        "Ts Jh 2c Ks",
        "--taken",
        "bet_2x,check",
    ]);
    assert!(turn.contains("check") && turn.contains("bet_1x"), "{turn}");
    // Which turn decision it is must be said.
    let error = stderr_of_failure(&[
        "odds",
        "holdem-bonus",
        "--player",
        "Kh 9c",
        "--board",
        "Ts Jh 2c Ks",
    ]);
    assert!(error.contains("bet_2x,check or bet_2x,bet_1x"), "{error}");
    // Before the flop, from the starting-hand table: for a full deck only.
    let json = json_of(&["odds", "ultimate-holdem", "--player", "Kh 9c", "--json"]);
    let options: Vec<&str> = json["decisions"]
        .as_array()
        .expect("decisions")
        .iter()
        .filter_map(|value| value["option"].as_str())
        .collect();
    assert_eq!(options, ["check", "bet_3x", "bet_4x"]);
    let error = stderr_of_failure(&[
        "odds",
        "ultimate-holdem",
        "--player",
        "Kh 9c",
        "--seen",
        "2c",
    ]);
    assert!(error.contains("starting-hand table"), "{error}");
}

#[test]
fn red_dog_prints_every_spread_s_chance_and_the_bet_s_return_then_the_raise_s_value() {
    let json = json_of(&["odds", "red-dog", "--json"]);
    let markets = json["markets"].as_array().expect("markets");
    let ids: Vec<&str> = markets.iter().filter_map(|m| m["id"].as_str()).collect();
    assert_eq!(ids, ["bet"], "the engine's one market");
    assert_eq!(markets[0]["paytable"]["three_of_a_kind"], "11x");
    assert_eq!(markets[0]["payout"], 1.0);
    assert_eq!(markets[0]["status"], "open");
    let spreads = json["spreads"].as_array().expect("spreads");
    let ids: Vec<&str> = spreads.iter().filter_map(|m| m["id"].as_str()).collect();
    assert_eq!(ids.len(), 2 + 11);
    assert_eq!(&ids[..3], ["pair", "consecutive", "spread_1"]);
    let json = json_of(&["odds", "bulldog", "--board", "2h 9c", "--json"]);
    assert_eq!(json["markets"][0]["id"], "third_card_wins");
    assert_eq!(json["decisions"][0]["option"], "raise");
    assert_eq!(json["decisions"][1]["exact"], "-11/155");
    // A pair: no raise, no decision.
    let pair = json_of(&["odds", "red-dog", "--board", "Qh Qc", "--json"]);
    assert!(pair.get("decisions").is_none());
    let error = stderr_of_failure(&["odds", "red-dog", "--decks", "1", "--seen", "Ah Ah"]);
    assert!(error.contains("Ah"), "{error}");
}

#[test]
fn bulldog_prices_the_bet_on_each_seat_as_red_dog_s_bet() {
    let red_dog = json_of(&["odds", "red-dog", "--json"]);
    let bulldog = json_of(&["odds", "bulldog", "--seats", "5", "--json"]);
    let markets = bulldog["markets"].as_array().expect("markets");
    let ids: Vec<&str> = markets.iter().filter_map(|m| m["id"].as_str()).collect();
    assert_eq!(ids, ["seat-1", "seat-2", "seat-3", "seat-4", "seat-5"]);
    for seat in markets {
        for figure in ["probability", "odds", "rtp", "payout", "net"] {
            assert_eq!(seat[figure], red_dog["markets"][0][figure], "{figure}");
        }
    }
    assert_eq!(bulldog["spreads"], red_dog["spreads"]);
    let seven = json_of(&["odds", "bulldog", "--json"]);
    assert_eq!(seven["markets"].as_array().map(Vec::len), Some(7));
    let error = stderr_of_failure(&["odds", "bulldog", "--seats", "8"]);
    assert!(error.contains("5 to 7"), "{error}");
    let error = stderr_of_failure(&["odds", "red-dog", "--seats", "5"]);
    assert!(error.contains("Bulldog"), "{error}");
}

#[test]
fn triple_bet_poker_prints_both_boxes_returns_and_a_decision_s_values() {
    let json = json_of(&["odds", "triple-bet-poker", "--player", "Ah Kd Ts", "--json"]);
    let markets = json["markets"].as_array().expect("markets");
    assert_eq!(markets[0]["id"], "bet");
    assert_eq!(markets[0]["paytable"]["tens_or_better"], "1x");
    assert_eq!(markets[0]["payout"], 1.0, "offered at its lowest line");
    let paying = markets[0]["probability"]
        .as_f64()
        .expect("a chance of paying");
    assert!(paying > 0.0 && paying < 1.0, "{paying}");
    assert_eq!(markets[1]["id"], "bonus");
    assert_eq!(markets[1]["payout"], 3.0);
    assert_eq!(json["decisions"][0]["option"], "ride");
    assert_eq!(json["decisions"][1]["option"], "withdraw");
    let second = stdout(&[
        "odds",
        "triple-bet-poker",
        "--player",
        "Ah Kd Ts",
        "--board",
        "Qc",
        "--taken",
        "withdraw",
    ]);
    assert!(
        second.contains("ride") && second.contains("withdraw"),
        "{second}"
    );
    let error = stderr_of_failure(&[
        "odds",
        "triple-bet-poker",
        "--player",
        "Ah Kd Ts",
        "--board",
        "Qc 2d",
    ]);
    assert!(error.contains("board"), "{error}");
    let raised = json_of(&[
        "odds",
        "triple-bet-poker",
        "--pays",
        "bonus.flush=25",
        "--json",
    ]);
    assert_eq!(raised["markets"][1]["paytable"]["flush"], "25x");
    let error = stderr_of_failure(&["odds", "triple-bet-poker", "--pays", "bet.two_pair=1"]);
    assert!(error.contains("bet.two_pair"), "{error}");
}

#[test]
fn pai_gow_prints_the_bet_s_estimated_return_and_every_legal_setting_s_value_best_first() {
    let json = json_of(&["odds", "pai-gow", "--samples", "5000", "--json"]);
    assert_eq!(json["game"], "pai-gow");
    let bet = &json["markets"][0];
    assert_eq!(bet["id"], "bet");
    assert_eq!(bet["payout"], "1x less 5% commission");
    let rtp = bet["rtp"].as_f64().expect("rtp");
    assert!(0.9 < rtp && rtp < 1.02, "{rtp}");
    assert_eq!(bet["estimate"]["samples"], 5000);
    assert!(bet["estimate"]["standard_error"].as_f64().expect("se") > 0.0);
    assert!(json.get("decisions").is_none());

    let hand = "As Kd 9c 9h 5s 2d Jk";
    let json = json_of(&[
        "odds",
        "pai-gow",
        "--player",
        hand,
        "--samples",
        "5000",
        "--json",
    ]);
    // Two pair (the joker pairs the ace): split, the lower pair in front.
    assert_eq!(json["house_way"]["front"], "9h 9c");
    assert_eq!(json["house_way"]["back"], "Jk As Kd 5s 2d");
    let decisions = json["decisions"].as_array().expect("decisions");
    assert!(!decisions.is_empty() && decisions.len() <= 21);
    assert!(decisions.iter().any(|d| d["option"] == "front_9h_9c"));
    let evs: Vec<f64> = decisions
        .iter()
        .map(|d| d["ev"].as_f64().expect("ev"))
        .collect();
    assert!(evs.windows(2).all(|w| w[0] >= w[1]), "{evs:?}");
    for decision in decisions {
        assert_eq!(decision["estimate"], true);
        assert_eq!(decision["samples"], 5000);
        assert!(decision["standard_error"].as_f64().expect("se") > 0.0);
    }
    // Exact over every dealer hand: here of 16 unseen cards (the 2s to 8s and the 10s seen).
    let seen =
        "2c 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s Tc Td Th Ts";
    let json = json_of(&[
        "odds",
        "pai-gow",
        "--player",
        hand,
        "--seen",
        seen,
        "--exact",
        "--samples",
        "1000",
        "--json",
    ]);
    let best = &json["decisions"][0];
    assert!(
        best["exact"].as_str().expect("a fraction").contains('/'),
        "{best}"
    );
    assert!(best.get("standard_error").is_none(), "{best}");
    let table = stdout(&["odds", "pai-gow", "--player", hand, "--samples", "2000"]);
    assert!(table.contains("house way: front 9h 9c"), "{table}");
    let error = stderr_of_failure(&["odds", "pai-gow", "--player", "As Kd 9c"]);
    assert!(error.contains("seven"), "{error}");
    let error = stderr_of_failure(&["odds", "pai-gow", "--player", hand, "--seen", "Jk"]);
    assert!(error.contains("twice"), "{error}");
}

#[test]
fn oasis_stud_prints_every_box_with_its_paytable_and_the_return_where_computed() {
    let json = json_of(&["odds", "oasis-stud", "--json"]);
    assert_eq!(json["version"], "standard");
    let markets = json["markets"].as_array().expect("markets");
    assert_eq!(markets[0]["id"], "ante");
    assert_eq!(markets[0]["paytable"]["bet"]["ace_king"], "1x");
    assert_eq!(markets[0]["payout"], 1.0);
    // The swap window's return is not computed: null, with a note saying why.
    assert!(markets[0]["rtp"].is_null());
    assert!(markets[0]["note"]
        .as_str()
        .expect("a note")
        .contains("swap"));
    assert_eq!(markets[1]["id"], "bonus");
    assert_eq!(markets[1]["paytable"]["royal_flush"], "5000x");
    let rtp = markets[1]["rtp"].as_f64().expect("the bonus's return");
    assert!((rtp - (1.0 - 196_211.0 / 649_740.0)).abs() < 1e-12, "{rtp}");
    assert_eq!(json["categories"][9]["category"], "royal_flush");
}

#[test]
fn oasis_stud_a_prices_the_ante_and_the_bonus_as_the_engine_does_with_their_exact_chances() {
    // A 24-card deck (9 to ace), so that the whole return takes a moment.
    let seen: Vec<String> = "2345678"
        .chars()
        .flat_map(|rank| "cdhs".chars().map(move |suit| format!("{rank}{suit}")))
        .collect();
    let seen = seen.join(" ");
    let json = json_of(&[
        "odds",
        "oasis-stud",
        "--version",
        "a",
        "--seen",
        &seen,
        "--json",
    ]);
    let markets = json["markets"].as_array().expect("markets");
    let ante = &markets[0];
    assert_eq!(ante["status"], "open");
    assert_eq!(ante["payout"], 1.0);
    let wins = ante["probability"]
        .as_f64()
        .expect("the ante's chance of winning");
    assert!(wins > 0.0 && wins < 1.0, "{wins}");
    assert!(ante["rtp"].as_f64().is_some());
    assert_eq!(markets[1]["payout"], 50.0, "the bonus's lowest line");
}

#[test]
fn oasis_stud_a_progressive_bonus_names_its_pot_lines_and_returns_its_fixed_lines_and_at_a_pot() {
    let progressive = "stake=1,royal_flush=100%,straight_flush=10%";
    let json = json_of(&[
        "odds",
        "oasis-stud",
        "--version",
        "a",
        "--progressive-bonus",
        progressive,
        "--pot",
        "100000",
        "--json",
    ]);
    let bonus = &json["markets"][1];
    assert_eq!(bonus["id"], "bonus");
    assert_eq!(bonus["from_pot"], true);
    assert_eq!(bonus["paytable"]["royal_flush"], "100% of the pot");
    assert_eq!(bonus["paytable"]["straight_flush"], "10% of the pot");
    assert_eq!(bonus["paytable"]["four_of_a_kind"], "250x");
    // The fixed lines: straight 10,200 × 50, flush 5,108 × 100, full house 3,744 × 150, four
    // of a kind 624 × 250 of the 2,598,960 hands; the pot's lines return nothing there.
    let hands = 2_598_960.0;
    let fixed = (10_200.0 * 51.0 + 5_108.0 * 101.0 + 3_744.0 * 151.0 + 624.0 * 251.0) / hands;
    let rtp = bonus["rtp"].as_f64().expect("the fixed lines' return");
    assert!((rtp - fixed).abs() < 1e-12, "{rtp} against {fixed}");
    // At a pot of 100,000: a royal flush (4 hands) wins it, a straight flush (36) a tenth.
    let at_pot = fixed + (4.0 * 100_000.0 + 36.0 * 10_000.0) / hands;
    let rtp_at_pot = bonus["rtp_at_pot"].as_f64().expect("the return at the pot");
    assert!(
        (rtp_at_pot - at_pot).abs() < 1e-12,
        "{rtp_at_pot} against {at_pot}"
    );

    let error = stderr_of_failure(&["odds", "oasis-stud", "--version", "a", "--pot", "5"]);
    assert!(error.contains("--progressive-bonus"), "{error}");
    let error = stderr_of_failure(&[
        "odds",
        "oasis-stud",
        "--version",
        "a",
        "--progressive-bonus",
        "royal_flush=100%",
    ]);
    assert!(error.contains("stake"), "{error}");
}

#[test]
fn oasis_stud_d_prices_the_three_bets_as_the_engine_does_and_offers_no_bonus() {
    let json = json_of(&["odds", "oasis-stud", "--version", "d", "--json"]);
    let markets = json["markets"].as_array().expect("markets");
    assert_eq!(markets.len(), 1, "no bonus: {markets:?}");
    let bet = &markets[0];
    assert_eq!(bet["id"], "bet");
    assert_eq!(bet["status"], "open");
    assert_eq!(bet["payout"], 1.0, "a pair of tens pays 1 x");
    assert_eq!(bet["net"], "-37963/1082900", "the rules file's 3.506 %");
    let pays = bet["probability"]
        .as_f64()
        .expect("the chance that it pays");
    assert!(pays > 0.2 && pays < 0.3, "{pays}");
}

#[test]
fn oasis_stud_a_raised_line_is_priced_and_a_bonus_line_where_the_version_has_none_is_refused() {
    let json = json_of(&[
        "odds",
        "oasis-stud",
        "--version",
        "d",
        "--pays",
        "bet.flush=9",
        "--json",
    ]);
    let bet = &json["markets"][0];
    assert_eq!(bet["paytable"]["flush"], "9x");
    let rtp = bet["rtp"].as_f64().expect("a return");
    assert!(rtp > 1.0 - 0.03506, "a raised line returns more: {rtp}");
    let refused = Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args([
            "odds",
            "oasis-stud",
            "--version",
            "c",
            "--pays",
            "bonus.flush=9",
        ])
        .output()
        .expect("runs");
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("no bonus box"), "{stderr}");
}

#[test]
fn oasis_stud_prints_the_swap_window_s_values_then_continue_or_fold_in_a_and_c() {
    let json = json_of(&[
        "odds",
        "oasis-stud",
        "--player",
        "Ah Ad Ac 7h 2s",
        "--dealer",
        "9h",
        "--json",
    ]);
    let options: Vec<&str> = json["decisions"]
        .as_array()
        .expect("decisions")
        .iter()
        .map(|value| value["option"].as_str().expect("an option"))
        .collect();
    assert_eq!(
        options,
        ["keep", "swap_Ah", "swap_Ad", "swap_Ac", "swap_7h", "swap_2s"]
    );
    let ev = |at: usize| json["decisions"][at]["ev"].as_f64().expect("ev");
    assert!(ev(0) > ev(4) && ev(4) > ev(1), "trips are kept");
    for version in ["a", "c"] {
        let json = json_of(&[
            "odds",
            "oasis-stud",
            "--version",
            version,
            "--player",
            "As Kd 7c 4h 2s",
            "--dealer",
            "9h",
            "--json",
        ]);
        assert_eq!(json["decisions"][0]["option"], "continue", "{version}");
        assert_eq!(json["decisions"][1]["exact"], "-1/1", "{version}");
    }
    // Deuces wild in C: the 2 pairs the ace, worth continuing.
    let table = stdout(&[
        "odds",
        "oasis-stud",
        "--version",
        "c",
        "--player",
        "As Kd 7c 4h 2s",
        "--dealer",
        "9h",
    ]);
    assert!(
        table.contains("continue") && table.contains("per unit of ante"),
        "{table}"
    );
}

#[test]
fn oasis_stud_version_d_is_valued_as_triple_bet_poker_with_table_d() {
    let json = json_of(&[
        "odds",
        "oasis-stud",
        "--version",
        "d",
        "--player",
        "Th Tc 4d",
        "--board",
        "5c",
        "--taken",
        "withdraw",
        "--json",
    ]);
    assert_eq!(json["decisions"][0]["option"], "ride");
    assert_eq!(json["decisions"][1]["option"], "withdraw");
    let error = stderr_of_failure(&["odds", "oasis-stud", "--player", "Ah Kd Ts"]);
    assert!(error.contains("five cards"), "{error}");
    let error = stderr_of_failure(&["odds", "oasis-stud", "--player", "Ah Kd Ts 4c 5c"]);
    assert!(error.contains("--dealer"), "{error}");
    let error = stderr_of_failure(&["odds", "oasis-stud", "--version", "e"]);
    assert!(error.contains("standard, a, b, c, d"), "{error}");
}

#[test]
fn r12_version_prints_the_version_and_git_revision() {
    let printed = stdout(&["--version"]);
    assert_eq!(
        printed,
        format!("livedraw {}\n", livedraw_allinone::identity::LONG_VERSION)
    );
    assert!(
        printed.contains(&format!(
            "(git {})",
            livedraw_allinone::identity::GIT_REVISION
        )),
        "{printed}"
    );
}

#[test]
fn json_logs_start_with_the_version_and_revision() {
    use std::io::{BufRead, BufReader};
    let dir = tempfile::tempdir().expect("temporary directory");
    let config = dir.path().join("studio.toml");
    let text = format!(
        "data_dir = {:?}\n[listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\n\
         feed = \"127.0.0.1:0\"\n[[tables]]\nid = \"w\"\ngame = \"wheel\"\n",
        dir.path().display().to_string()
    );
    std::fs::write(&config, text).expect("config written");
    let mut run = Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["run", "--config", config.to_str().expect("utf-8 path")])
        .args(["--log-format", "json"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let stderr = run.stderr.take().expect("piped");
    let first = BufReader::new(stderr)
        .lines()
        .map_while(Result::ok)
        .find(|line| line.starts_with('{'))
        .expect("a JSON line");
    run.kill().expect("the run stops");
    run.wait().expect("the run is reaped");
    let line: serde_json::Value = serde_json::from_str(&first).expect("JSON");
    assert_eq!(line["message"], "livedraw starting", "{first}");
    assert_eq!(line["version"], env!("CARGO_PKG_VERSION"), "{first}");
    assert_eq!(
        line["git_revision"],
        livedraw_allinone::identity::GIT_REVISION,
        "{first}"
    );
    assert_eq!(line["level"], "INFO", "{first}");
}

#[test]
fn r11_pki_and_token_commands_issue_material_a_studio_accepts() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("studio-pki");
    let out_text = out.to_str().expect("utf-8 path");
    stdout(&["pki", "init", "--out", out_text]);
    for file in [
        "ca.crt",
        "ca.key",
        "server.crt",
        "server.key",
        "token.key",
        "token.pub",
    ] {
        assert!(out.join(file).exists(), "{file} missing");
    }
    let again = stderr_of_failure(&["pki", "init", "--out", out_text]);
    assert!(again.contains("ca.crt"), "{again}");
    stdout(&[
        "pki",
        "device",
        "--ca-dir",
        out_text,
        "--id",
        "scanner-baccarat-1",
    ]);
    let certificate = std::fs::read_to_string(out.join("devices/scanner-baccarat-1.crt"))
        .expect("the device certificate");
    assert!(certificate.starts_with("-----BEGIN CERTIFICATE-----"));
    let key = out.join("token.key");
    let key_text = key.to_str().expect("utf-8 path");
    let token = stdout(&[
        "token",
        "issue",
        "--key",
        key_text,
        "--subject",
        "alice",
        "--roles",
        "supervisor,admin",
        "--ttl",
        "8h",
    ]);
    let public = std::fs::read_to_string(out.join("token.pub")).expect("the public key");
    let verifier = livedraw_auth::TokenVerifier::from_pem(&public).expect("an Ed25519 key");
    let now = livedraw_client::pki::now();
    let verified = verifier.verify(token.trim(), now).expect("a valid token");
    assert_eq!(verified.subject, "alice");
    assert_eq!(
        verified.roles,
        [livedraw_auth::Role::Supervisor, livedraw_auth::Role::Admin]
    );
    assert!(verified.expires_at >= now + 8 * 3600 - 5);
    let bad_role = stderr_of_failure(&[
        "token",
        "issue",
        "--key",
        key_text,
        "--subject",
        "alice",
        "--roles",
        "root",
        "--ttl",
        "8h",
    ]);
    assert!(bad_role.contains("unknown role `root`"), "{bad_role}");
}

/// A studio whose supervisor listens on a port known before it starts, so that the studio
/// file the CLI reads names it.
fn studio_file(dir: &std::path::Path) -> (std::path::PathBuf, livedraw_studio::StudioConfig) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port();
    let text = format!(
        "data_dir = {:?}\n[listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:{port}\"\n\
         feed = \"127.0.0.1:0\"\n[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n\
         [[devices]]\nid = \"sensor-wheel-1\"\ntables = [\"wheel-1\"]\n",
        dir.join("data").display().to_string()
    );
    let path = dir.join("studio.toml");
    std::fs::write(&path, &text).expect("the studio file");
    let config = livedraw_studio::StudioConfig::parse(&text, "cli test").expect("a studio");
    (path, config)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_r11_token_revoke_and_pki_revoke_reach_a_running_studio_and_its_audit_trail() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, config) = studio_file(dir.path());
    let studio = livedraw_allinone::start(config.clone(), Default::default())
        .await
        .expect("the studio starts");
    let pki = livedraw_client::pki::PkiDir::demo(&config);
    let file = file.to_str().expect("utf-8 path").to_string();
    let key = pki.token_key().to_str().expect("utf-8 path").to_string();
    let issued = tokio::task::spawn_blocking(move || {
        livedraw(&[
            "token",
            "issue",
            "--key",
            &key,
            "--subject",
            "shop-7",
            "--roles",
            "frontend",
            "--ttl",
            "1h",
        ])
    })
    .await
    .expect("issued");
    assert!(issued.status.success());
    let token = String::from_utf8(issued.stdout).expect("utf-8");
    let id = livedraw_auth::token_id(&token).expect("the token's id");
    let said = String::from_utf8(issued.stderr).expect("utf-8");
    assert!(said.contains(&format!("token id {id}")), "{said}");
    let token_file = dir.path().join("shop-7.jwt");
    std::fs::write(&token_file, token.trim()).expect("the token file");
    let cert = livedraw_client::pki::device_cert(&pki.devices(), "sensor-wheel-1");
    let serial = livedraw_auth::device_certificate_pem(
        &std::fs::read_to_string(&cert).expect("the certificate"),
    )
    .expect("the demo device certificate")
    .serial;
    let (token_text, cert_text) = (
        token_file.to_str().expect("utf-8").to_string(),
        cert.to_str().expect("utf-8").to_string(),
    );
    let config_file = file.clone();
    let outputs = tokio::task::spawn_blocking(move || {
        let revoke_token = stdout(&[
            "token",
            "revoke",
            "--config",
            &config_file,
            "--token-file",
            &token_text,
            "--note",
            "shop laptop stolen",
        ]);
        let revoke_cert = stdout(&[
            "pki",
            "revoke",
            "--config",
            &config_file,
            "--cert",
            &cert_text,
            "--note",
            "scanner replaced",
        ]);
        let audit = stdout(&["audit", "--config", &config_file]);
        (revoke_token, revoke_cert, audit)
    })
    .await
    .expect("the commands ran");
    assert!(
        outputs
            .0
            .starts_with(&format!("revoked token {id}: access topic offset 0")),
        "{}",
        outputs.0
    );
    assert!(
        outputs.1.starts_with(&format!(
            "revoked certificate {serial}: access topic offset 1"
        )),
        "{}",
        outputs.1
    );
    assert!(
        outputs
            .2
            .contains(&format!("revoke_token {id}  demo-admin (admin)")),
        "{}",
        outputs.2
    );
    assert!(
        outputs
            .2
            .contains(&format!("revoke_certificate {serial}  demo-admin (admin)")),
        "{}",
        outputs.2
    );
    let by_supervisor = tokio::task::spawn_blocking(move || {
        let supervisor_token =
            livedraw_client::pki::PkiDir::demo(&config).token(livedraw_auth::Role::Supervisor);
        stderr_of_failure(&[
            "token",
            "revoke",
            "--config",
            &file,
            "--id",
            "abc",
            "--note",
            "x",
            "--token",
            supervisor_token.to_str().expect("utf-8"),
        ])
    })
    .await
    .expect("ran");
    assert!(
        by_supervisor.contains("only an admin may"),
        "{by_supervisor}"
    );
    studio.shutdown().await.expect("a clean stop");
}

#[test]
fn r10_sigterm_stops_the_studio_gracefully_as_ctrl_c_does() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (file, _) = studio_file(dir.path());
    let log = dir.path().join("run.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_livedraw"))
        .args(["run", "--config", file.to_str().expect("utf-8")])
        .stdout(std::fs::File::create(&log).expect("the log file"))
        .stderr(std::fs::File::create(dir.path().join("run.err")).expect("the error file"))
        .spawn()
        .expect("livedraw run starts");
    let said = |what: &str| {
        let out = std::fs::read_to_string(&log).unwrap_or_default()
            + &std::fs::read_to_string(dir.path().join("run.err")).unwrap_or_default();
        out.contains(what)
    };
    let began = std::time::Instant::now();
    while !said("studio started") {
        assert!(
            began.elapsed() < std::time::Duration::from_secs(60),
            "the studio did not start"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let terminated = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(terminated.success());
    let status = child.wait().expect("the studio exits");
    assert!(status.success(), "{status}");
    assert!(said("asked to stop") && said("studio stopped"));
}
