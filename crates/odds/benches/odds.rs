//! Odds engines' speed: poker round 2 (one and two threads, and the rs_poker peer), baccarat,
//! war, the single-round catalogues, blackjack's decision values and betting round's return
//! from a 6-deck shoe, and the three-card games' decision and boxes' returns from one deck;
//! Oasis Stud's first decisions (standard and B with their swaps, A) from one deck.

#[path = "../tests/odds/common/peer.rs"]
mod peer;

use criterion::{criterion_group, criterion_main, Criterion};
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, TableOptions, Version};
use livedraw_domain::games::lotto::LottoConfig;
use livedraw_domain::GameKind;
use livedraw_domain::{Card, Composition};
use livedraw_domain::{Payout, Rank};
use livedraw_odds::games::baccarat::{self, BaccaratState};
use livedraw_odds::games::blackjack::{self as blackjack, Counts, Decision};
use livedraw_odds::games::poker6::{self, Poker6State};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::war::{self, WarState};
use livedraw_odds::games::{dice5, lotto, wheel};
use livedraw_odds::pricing::price;
use livedraw_odds::PricingConfig;
use std::hint::black_box;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("bench cards")
}

/// The example deal: six hands after the pocket cards.
fn poker_state() -> Poker6State {
    let hands = cards("As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d")
        .chunks(2)
        .map(|pair| [pair[0], pair[1]])
        .collect();
    Poker6State {
        hands,
        ..Poker6State::default()
    }
}

fn poker(c: &mut Criterion) {
    let state = poker_state();
    let mut group = c.benchmark_group("poker6_round2");
    group.bench_function("ours_1_thread", |b| {
        b.iter(|| poker6::chances_on(black_box(&state), 1))
    });
    group.bench_function("ours_2_threads", |b| {
        b.iter(|| poker6::chances_on(black_box(&state), 2))
    });
    let pockets: [[Card; 2]; 6] = std::array::from_fn(|h| state.hands[h]);
    let unseen: Vec<Card> = Card::all()
        .filter(|card| !state.hands.iter().flatten().any(|held| held == card))
        .collect();
    group.bench_function("rs_poker_1_thread", |b| {
        b.iter(|| peer::enumerate(black_box(&pockets), black_box(&unseen)))
    });
    group.finish();
    let flop = Poker6State {
        board: cards("2h 7s Kc"),
        dead: cards("9h"),
        ..state
    };
    c.bench_function("poker6_round3_all_markets", |b| {
        b.iter(|| poker6::chances(black_box(&flop)))
    });
}

/// A six-deck shoe a third of the way through, with uneven suits and ranks.
fn used_shoe() -> livedraw_domain::Composition {
    let seen: Vec<Card> = (0..104)
        .map(|i| Card::from_index((i * 37 + i / 5) % 52).expect("index"))
        .collect();
    remaining(6, &seen).expect("legal shoe")
}

fn shoe_games(c: &mut Criterion) {
    let shoe = used_shoe();
    let round_1 = BaccaratState {
        shoe: shoe.clone(),
        player_first: None,
        banker_first: None,
    };
    c.bench_function("baccarat_round1_all_markets", |b| {
        b.iter(|| baccarat::chances(black_box(&round_1)))
    });
    let war_state = WarState { shoe, player: None };
    c.bench_function("war_round1_all_markets", |b| {
        b.iter(|| war::chances(black_box(&war_state)))
    });
}

fn single_round(c: &mut Criterion) {
    c.bench_function("wheel_all_markets", |b| b.iter(wheel::chances));
    c.bench_function("dice5_all_markets", |b| b.iter(dice5::chances));
    let five = LottoConfig::five_of_36();
    c.bench_function("lotto5_36_all_markets", |b| {
        b.iter(|| lotto::chances(black_box(&five)))
    });
    let seven = LottoConfig::seven_of_42();
    c.bench_function("lotto7_42_all_markets", |b| {
        b.iter(|| lotto::chances(black_box(&seven)))
    });
    let chances = lotto::chances(&seven);
    let config = PricingConfig::default();
    c.bench_function("pricing_lotto7_42_odds_set", |b| {
        b.iter(|| price(GameKind::Lotto7Of42, black_box(&chances), 1, &config))
    });
}

/// All actions of one decision from a 6-deck shoe less the hand and the up card: a hard 16
/// against a ten, a soft 17 against a 9, a 10 against a 6 (double), a 2-2 against a 7 (the
/// deepest tree of hits, and a split re-split up to H's four hands) and an 8-8 against a ten
/// (a split).
fn blackjack_decisions(c: &mut Criterion) {
    let options = TableOptions {
        blackjack_pays: Payout::hundredths(150),
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    };
    for (name, hand, up) in [
        ("blackjack_h_16_vs_10", [Rank::Ten, Rank::Six], Rank::Ten),
        (
            "blackjack_h_soft17_vs_9",
            [Rank::Ace, Rank::Six],
            Rank::Nine,
        ),
        ("blackjack_h_10_vs_6", [Rank::Five, Rank::Five], Rank::Six),
        ("blackjack_h_2_2_vs_7", [Rank::Two, Rank::Two], Rank::Seven),
        (
            "blackjack_h_8_8_vs_10",
            [Rank::Eight, Rank::Eight],
            Rank::Ten,
        ),
    ] {
        let rules = Version::H.rules();
        let unseen = Counts::decks(6)
            .without_all(&[hand[0], hand[1], up])
            .expect("a 6-deck shoe holds them");
        let decision = Decision {
            rules,
            options,
            surrender: rules.surrender,
            player: &hand,
            hand: 1,
            seat_hands: 1,
            dealer_up: up,
            dealer_second: None,
            unseen,
        };
        c.bench_function(name, |b| b.iter(|| blackjack::values(black_box(&decision))));
    }
}

/// The betting round of one seat from a full 6-deck shoe, its return and its first hand's
/// outcome (every deal of the seat's two cards and the up card, each played with the best
/// play), version H and each named set at its studio default, and the side bet's.
fn blackjack_round(c: &mut Criterion) {
    let rules = Version::H.rules();
    let round = blackjack::Round {
        rules,
        options: TableOptions {
            blackjack_pays: Payout::hundredths(150),
            twenty_one_pushes_dealer_blackjack: false,
            original_stake_only_under_ace: true,
        },
        surrender: rules.surrender,
        unseen: Counts::decks(6),
    };
    c.bench_function("blackjack betting round, version H, 6 decks", |b| {
        b.iter(|| blackjack::seat_bet(black_box(&round)))
    });
    for version in Version::NAMED {
        let round = blackjack::Round::of(&BlackjackConfig::of(version), &Composition::full(6));
        let name = format!("blackjack betting round, version {version}, 6 decks");
        c.bench_function(&name, |b| b.iter(|| blackjack::seat_bet(black_box(&round))));
    }
    let shoe = Composition::full(6);
    c.bench_function("blackjack side return, side game H, 6 decks", |b| {
        b.iter(|| blackjack::side_return(SideGame::H, black_box(&shoe)))
    });
}

/// A three-card decision (Q-6-4, the best play's edge) and the boxes' returns, one deck.
fn three_card(c: &mut Criterion) {
    use livedraw_domain::games::three_card::ThreeCardGame;
    use livedraw_odds::games::three_card::{box_returns, decision_values};
    let player = cards("Qc 6d 4h");
    let player = [player[0], player[1], player[2]];
    for game in ThreeCardGame::ALL {
        let rules = game.published();
        c.bench_function(&format!("{} decision, one deck", game.name()), |b| {
            b.iter(|| decision_values(black_box(&rules), player, &[]))
        });
    }
    let rules = ThreeCardGame::ThreeCardPoker.published();
    c.bench_function("three-card-poker boxes' returns, one deck", |b| {
        b.iter(|| box_returns(black_box(&rules), &[]))
    });
}

/// Hold'em decisions on the full deck: after the flop, the turn and the river.
fn holdem(c: &mut Criterion) {
    use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, BonusTable, ThbRules};
    use livedraw_domain::games::holdem::riverside_poker::RiversideRules;
    use livedraw_domain::games::holdem::ultimate_holdem::{TripsTable, UthRules};
    use livedraw_odds::games::holdem::preflop::decision_before_the_flop;
    use livedraw_odds::games::holdem::{decision_values, Spot};
    let player = cards("Ah 8d");
    let player = [player[0], player[1]];
    let uth = UthRules::published(TripsTable::I);
    let thb = ThbRules::published(AnteOption::B, BonusTable::I);
    let riverside = RiversideRules::published();
    let spot = |board: &'static str| Spot {
        player,
        board: Box::leak(cards(board).into_boxed_slice()),
        seen: &[],
    };
    let (flop, turn, river) = (
        spot("Ts Jh 2c"),
        spot("Ts Jh 2c Qd"),
        spot("Ts Jh 2c Qd 3s"),
    );
    c.bench_function("ultimate-holdem decision after the flop", |b| {
        b.iter(|| decision_values(black_box(&uth), &flop, &[]))
    });
    c.bench_function("ultimate-holdem decision at the river", |b| {
        b.iter(|| decision_values(black_box(&uth), &river, &[]))
    });
    c.bench_function("holdem-bonus decision after the flop", |b| {
        b.iter(|| decision_values(black_box(&thb), &flop, &[]))
    });
    c.bench_function("holdem-bonus decision after the turn", |b| {
        b.iter(|| decision_values(black_box(&thb), &turn, &["bet_2x", "check"]))
    });
    c.bench_function("riverside-poker decision after the flop", |b| {
        b.iter(|| decision_values(black_box(&riverside), &flop, &[]))
    });
    c.bench_function("ultimate-holdem decision before the flop", |b| {
        b.iter(|| decision_before_the_flop(black_box(&uth), player, &[]))
    });
}

/// A Red Dog (Bulldog) betting round from a used six-deck shoe: every spread's chance and the
/// bet's return under the best raise; and a raise decision.
fn red_dog(c: &mut Criterion) {
    use livedraw_domain::games::red_dog::{RedDogRules, Spread};
    use livedraw_odds::games::red_dog::{bet_return, rank_counts, spreads, third_card, Raising};
    let rules = RedDogRules::published();
    let seen = cards("Ah Td 5c 9s 2h 2d Kc Qs 7h 8c 3d 4s Jh 6c");
    let counts = rank_counts(&remaining(6, &seen).expect("a shoe"));
    c.bench_function("red-dog betting round, used six-deck shoe", |b| {
        b.iter(|| {
            (
                spreads(black_box(&counts)),
                bet_return(&rules, black_box(&counts), Raising::Best),
            )
        })
    });
    let spread = Spread::of(Rank::Two, Rank::Nine);
    c.bench_function("red-dog raise decision", |b| {
        b.iter(|| third_card(&rules, spread, black_box(&counts)))
    });
}

/// Triple Bet Poker's decision 1 (the harder of the two) from one deck, and the whole deck's
/// returns (a table's first betting round per paytable; kept after).
fn triple_bet(c: &mut Criterion) {
    use livedraw_domain::games::triple_bet::TripleBetRules;
    use livedraw_odds::games::triple_bet::{decision_values, returns};
    let rules = TripleBetRules::published();
    let own = cards("Ah Kd Ts");
    let own = [own[0], own[1], own[2]];
    c.bench_function("triple-bet-poker decision 1, one deck", |b| {
        b.iter(|| decision_values(black_box(&rules), own, &[], false, &[]))
    });
    let mut group = c.benchmark_group("triple-bet-poker");
    group.sample_size(10);
    group.bench_function("whole-deck returns", |b| {
        b.iter(|| returns(black_box(&rules), &[]))
    });
    group.finish();
}

/// Pai Gow Poker: one decision's estimate at the live sample size (every legal setting's
/// value over the same 100,000 dealer hands), and the dealer's house way per hand, the memo's
/// (warm) against the domain's, over 10,000 random hands (divide by 10,000).
fn pai_gow(c: &mut Criterion) {
    use livedraw_domain::games::pai_gow::{house_way, PaiGowCard, SevenCards};
    use livedraw_odds::games::pai_gow::{estimated_values, Draws, HouseWayMemo, LIVE_SAMPLES};
    let seat: SevenCards = "As Kd 9c 9h 5s 2d Jk".parse().expect("bench hand");
    let mut group = c.benchmark_group("pai-gow");
    group.sample_size(10);
    group.bench_function("decision estimate, 100,000 dealer hands", |b| {
        b.iter(|| estimated_values(black_box(&seat), &[], LIVE_SAMPLES, 1))
    });
    let mut draws = Draws::new(7);
    let mut deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    let hands: Vec<SevenCards> = (0..10_000).filter_map(|_| draws.seven(&mut deck)).collect();
    let mut memo = HouseWayMemo::new();
    for hand in &hands {
        memo.hands(hand);
    }
    group.bench_function("house way x10,000, memo (warm)", |b| {
        b.iter(|| {
            for hand in &hands {
                black_box(memo.hands(black_box(hand)));
            }
        })
    });
    group.bench_function("house way x10,000, domain", |b| {
        b.iter(|| {
            for hand in &hands {
                black_box(house_way(black_box(hand)));
            }
        })
    });
    group.finish();
}

/// Oasis Stud's first decisions from one deck: the standard game's swap window (keep or swap
/// one of five, each followed by continue or fold and the buy at their best), version B's (up to
/// two cards) and version A's continue or fold.
fn oasis(c: &mut Criterion) {
    use livedraw_domain::games::oasis::{OasisRules, OasisVersion};
    use livedraw_odds::games::oasis::decision_values;
    let player = cards("As Kd 7c 4h 2s");
    let player = [player[0], player[1], player[2], player[3], player[4]];
    let up = cards("9h")[0];
    for (version, name) in [
        (
            OasisVersion::Standard,
            "oasis-stud standard decision with swaps, one deck",
        ),
        (
            OasisVersion::B,
            "oasis-stud version b decision with swaps, one deck",
        ),
        (OasisVersion::A, "oasis-stud version a decision, one deck"),
    ] {
        let rules = OasisRules::published(version);
        c.bench_function(name, |b| {
            b.iter(|| decision_values(black_box(&rules), player, up, &[]))
        });
    }
    // A strong hand: trips, whose swaps and buys are worth weighing (the slowest decisions).
    let trips = cards("7s 7d 7c Kh 2s");
    let trips = [trips[0], trips[1], trips[2], trips[3], trips[4]];
    let rules = OasisRules::published(OasisVersion::B);
    c.bench_function("oasis-stud version b decision with trips, one deck", |b| {
        b.iter(|| decision_values(black_box(&rules), trips, up, &[]))
    });
}

criterion_group!(
    benches,
    oasis,
    pai_gow,
    three_card,
    holdem,
    red_dog,
    triple_bet,
    poker,
    shoe_games,
    single_round,
    blackjack_decisions,
    blackjack_round
);
criterion_main!(benches);
