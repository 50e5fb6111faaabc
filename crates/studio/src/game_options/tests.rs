//! The studio file's game options, read through each game's options type.

use crate::table::TableSpec;
use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, TableOptions, Version};
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, WheelKind};
use livedraw_domain::{GameConfig, GameKind, Payout, PayoutOverrides, ShoeEnd, ShoeRule};
use std::time::Duration;

/// A table spec with `text`'s options.
fn options(text: &str) -> TableSpec {
    toml::from_str(&format!("id = \"t\"\ngame = \"x\"\n{text}")).expect("options")
}

#[test]
fn a_paytable_below_the_rulebook_is_refused_at_start_up_naming_the_market() {
    let error = options("payouts = { straight = 34 }")
        .game_config(GameKind::Roulette, "table roulette-1")
        .expect_err("refused");
    assert_eq!(
        error.to_string(),
        "table roulette-1: market `straight` pays 34x, below the rulebook's minimum of 35x"
    );
    let error = options("symbols = { \"1\" = 1, \"2\" = 2, \"5\" = 5, \"10\" = 10, \"20\" = 20, joker = 45, logo = 40 }")
        .game_config(GameKind::MoneyWheel, "table money-wheel-1")
        .expect_err("refused");
    assert!(
        error.to_string().contains("market `symbol_logo` pays 40x"),
        "{error}"
    );
    let raised = options("payouts = { tie = 9 }").game_config(GameKind::PuntoBanco, "t");
    assert!(raised.is_ok());
}

#[test]
fn an_option_of_another_game_is_refused() {
    let error = options("wheel = \"double\"")
        .game_config(GameKind::Baccarat, "table s")
        .expect_err("refused");
    assert_eq!(
        error.to_string(),
        "table s: `wheel` applies to roulette tables only"
    );
}

#[test]
fn a_roulette_table_names_its_wheel_and_paytable() {
    let config = options("wheel = \"double\"\npaytable = \"arcade\"\nrepeat_limit = 4")
        .game_config(GameKind::Roulette, "table r")
        .expect("valid");
    let GameConfig::Roulette(roulette) = config else {
        panic!("roulette");
    };
    assert_eq!(roulette.wheel, WheelKind::DoubleZero);
    assert_eq!(roulette.paytable, Paytable::Arcade);
    assert_eq!(roulette.no_spin_limit, 4);
}

#[test]
fn a_payout_that_is_not_in_hundredths_is_refused() {
    let error = options("payouts = { straight = 35.001 }")
        .game_config(GameKind::Roulette, "table r")
        .expect_err("refused");
    assert!(error.to_string().contains("straight"), "{error}");
}

#[test]
fn punto_banco_takes_the_no_commission_paytable_with_its_exception_total() {
    let config = options("paytable = \"no_commission\"\nexception_total = 5")
        .game_config(GameKind::PuntoBanco, "table p")
        .expect("valid");
    assert_eq!(
        config,
        GameConfig::PuntoBanco(PuntoBancoConfig {
            variant: Variant::NoCommission { exception_total: 5 },
            payouts: PayoutOverrides::none(),
            shoe: ShoeRule::default(),
        })
    );
    assert!(options("paytable = \"no_commission\"\nexception_total = 7")
        .game_config(GameKind::PuntoBanco, "table p")
        .is_err());
}

#[test]
fn a_cut_card_at_a_game_without_a_shoe_is_refused() {
    let error = options("shoe_end = { cut_card = 7 }")
        .game_config(GameKind::Poker6, "table p")
        .expect_err("refused");
    assert_eq!(
        error.to_string(),
        "table p: `shoe_end` applies to baccarat, war, punto-banco, blackjack, red-dog, bulldog tables only"
    );
}

#[test]
fn a_baccarat_table_takes_eight_decks_and_a_cut_card_seven_from_the_back() {
    let config = options("decks = 8\nshoe_end = { cut_card = 7 }")
        .game_config(GameKind::Baccarat, "table b")
        .expect("valid");
    let live_casino = ShoeRule {
        decks: 8,
        end: ShoeEnd::CutCard(7),
    };
    assert_eq!(config, GameConfig::Baccarat(live_casino));
    let war = options("decks = 1\nshoe_end = { fewer_than = 20 }")
        .game_config(GameKind::War, "table w")
        .expect("valid");
    let one_deck = ShoeRule {
        decks: 1,
        end: ShoeEnd::FewerThan(20),
    };
    assert_eq!(war, GameConfig::War(one_deck));
    let defaults = options("")
        .game_config(GameKind::Baccarat, "table b")
        .expect("valid");
    assert_eq!(defaults, GameConfig::Baccarat(ShoeRule::default()));
}

#[test]
fn a_shoe_that_does_not_fit_the_rulebooks_is_refused_naming_the_table() {
    for (game, text, problem) in [
        (GameKind::Baccarat, "decks = 0", "table t: a shoe holds 1 to 8 decks, not 0"),
        (GameKind::War, "decks = 9", "table t: a shoe holds 1 to 8 decks, not 9"),
        (
            GameKind::PuntoBanco,
            "decks = 1\nshoe_end = { cut_card = 52 }",
            "table t: a cut card 52 cards from the back does not fit a shoe of 52 cards (1 to 51)",
        ),
        (
            GameKind::Blackjack,
            "decks = 1\nshoe_end = { fewer_than = 60 }",
            "table t: a shoe of 52 cards cannot be changed when fewer than 60 are left (1 to 52)",
        ),
        (
            GameKind::Baccarat,
            "shoe_end = { cut_card = 7, fewer_than = 40 }",
            "table t: shoe_end takes one of `fewer_than` (cards left) or `cut_card` (cards from the back)",
        ),
    ] {
        let error = options(text)
            .game_config(game, "table t")
            .expect_err(text);
        assert_eq!(error.to_string(), problem, "{text}");
    }
}

#[test]
fn a_blackjack_table_takes_its_version_shoe_side_game_window_and_options() {
    let config = options(
        "version = \"N\"\ndecks = 8\nside_game = \"C\"\nsurrender_where_open = true\n\
         decision_window_seconds = 12\nblackjack_pays = 2\n\
         twenty_one_pushes_dealer_blackjack = true\noriginal_stake_only_under_ace = false",
    )
    .game_config(GameKind::Blackjack, "table b")
    .expect("valid");
    assert_eq!(
        config,
        GameConfig::Blackjack(BlackjackConfig {
            version: Version::N,
            shoe: ShoeRule::of_decks(8),
            side_game: Some(SideGame::C),
            surrender_where_open: true,
            decision_window: Duration::from_secs(12),
            options: TableOptions {
                blackjack_pays: Payout::times(2),
                twenty_one_pushes_dealer_blackjack: true,
                original_stake_only_under_ace: false,
            },
        })
    );
    let defaults = options("")
        .game_config(GameKind::Blackjack, "table b")
        .expect("valid");
    assert_eq!(defaults, GameConfig::Blackjack(BlackjackConfig::default()));
}

#[test]
fn a_blackjack_table_s_bad_options_are_refused() {
    for (text, problem) in [
        ("version = \"T\"", "is not a blackjack version"),
        ("decks = 9", "1 to 8 decks"),
        ("side_game = \"J\"", "side_game `J` is not A to I"),
        ("decision_window_seconds = 0", "shorter than a second"),
        (
            "version = \"H\"\nblackjack_pays = 1.3",
            "does not post a blackjack payout",
        ),
    ] {
        let error = options(text)
            .game_config(GameKind::Blackjack, "table b")
            .expect_err(text);
        assert!(error.to_string().contains(problem), "{text}: {error}");
    }
}

#[test]
fn a_key_no_game_takes_is_refused_with_the_keys_the_table_takes() {
    let error = options("round_secs = 20")
        .game_config(GameKind::LuckyDice, "table l")
        .expect_err("refused");
    assert_eq!(
        error.to_string(),
        "table l: unknown key `round_secs` (a lucky-dice table takes id, game, round_seconds, \
         hold_timeout_seconds, scheduled, payouts, repeat_limit)"
    );
}

#[test]
fn an_option_of_the_wrong_type_is_refused_naming_the_table() {
    let error = options("decks = \"six\"")
        .game_config(GameKind::Blackjack, "table b")
        .expect_err("refused");
    assert_eq!(
        error.to_string(),
        "table b: invalid type: string \"six\", expected u8 in `decks`"
    );
}

#[test]
fn a_three_card_table_seats_its_players_or_deals_a_common_hand() {
    use livedraw_domain::games::seating::Seating;
    let config = options("seating = \"seats\"")
        .game_config(GameKind::ThreeCardPoker, "table t")
        .expect("valid");
    let GameConfig::ThreeCard(three_card) = config else {
        panic!("three-card");
    };
    assert_eq!(three_card.seating, Seating::Seats);
    let error = options("seating = \"booths\"")
        .game_config(GameKind::FastPoker, "table t")
        .expect_err("refused");
    assert!(error.to_string().contains("seating `booths`"), "{error}");
    let error = options("seating = \"seats\"")
        .game_config(GameKind::RedDog, "table t")
        .expect_err("refused");
    assert!(error.to_string().contains("seating"), "{error}");
}
