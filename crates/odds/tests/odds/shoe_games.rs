//! Baccarat and war against brute force: every ordered way to deal from small shoes, played
//! with the domain's dealing rules and settled with the domain's settlement.

use crate::common::baccarat_brute;
use crate::common::rng;

use baccarat_brute::{brute_force_baccarat, Exact};
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::war::{Market as WarMarket, Outcome as WarOutcome};
use livedraw_domain::{Card, Composition, Verdict};
use livedraw_odds::games::baccarat::{self, BaccaratState};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::war::{self, WarState};
use livedraw_odds::Chances;
use rng::Rng;
use std::collections::HashMap;

fn assert_agrees(chances: &Chances, exact: &Exact) {
    for market in &chances.markets {
        let (win, void) = exact.get(market.id.as_str()).copied().unwrap_or_default();
        assert!(
            (market.win - win).abs() < 1e-12 && (market.void - void).abs() < 1e-12,
            "{}: engine {} / {}, brute force {win} / {void}",
            market.id,
            market.win,
            market.void
        );
    }
}

/// A small shoe: `faces` distinct faces (some sharing a rank, some repeated), seeded.
fn small_shoe(rng: &mut Rng, faces: usize) -> Composition {
    let mut counts = [0u8; 52];
    for _ in 0..faces {
        // Faces drawn from a few ranks so that pairs and perfect pairs happen.
        let rank = rng.below(13);
        let suit = rng.below(2);
        counts[rank * 4 + suit] += 1 + rng.below(3) as u8;
    }
    Composition::from_counts(counts)
}

#[test]
fn baccarat_matches_brute_force_on_small_shoes_in_every_round() {
    let mut rng = Rng::new(11);
    for _ in 0..6 {
        let shoe = small_shoe(&mut rng, 7);
        if shoe.total() < 8 {
            continue;
        }
        let cards: Vec<Card> = Card::all().filter(|&card| shoe.count(card) > 0).collect();
        let (p1, b1) = (cards[0], cards[cards.len() - 1]);
        let mut after_p1 = shoe.clone();
        after_p1.remove(p1);
        let mut after_both = after_p1.clone();
        after_both.remove(b1);
        for state in [
            BaccaratState {
                shoe,
                player_first: None,
                banker_first: None,
            },
            BaccaratState {
                shoe: after_p1,
                player_first: Some(p1),
                banker_first: None,
            },
            BaccaratState {
                shoe: after_both,
                player_first: Some(p1),
                banker_first: Some(b1),
            },
        ] {
            let chances = baccarat::chances(&state).expect("legal state");
            assert_agrees(&chances, &brute_force_baccarat(&state));
        }
    }
}

#[test]
fn baccarat_full_shoe_round_1_is_the_published_six_deck_figures() {
    let state = BaccaratState {
        shoe: Composition::full(6),
        player_first: None,
        banker_first: None,
    };
    let chances = baccarat::chances(&state).expect("legal");
    let win = |id: &str| chances.get(id).expect("market").win;
    // The well-known six-deck figures, to six decimals.
    assert!((win("banker") - 0.458653).abs() < 5e-7);
    assert!((win("player") - 0.446279).abs() < 5e-7);
    assert!((win("tie") - 0.095069).abs() < 5e-7);
    assert!((win("player_pair") - 23.0 / 311.0).abs() < 1e-15);
}

#[test]
fn baccarat_full_shoe_round_1_is_the_published_eight_deck_figures() {
    let state = BaccaratState {
        shoe: Composition::full(8),
        player_first: None,
        banker_first: None,
    };
    let chances = baccarat::chances(&state).expect("legal");
    let win = |id: &str| chances.get(id).expect("market").win;
    // The well-known eight-deck figures (the live casino's shoe), to six decimals.
    assert!((win("banker") - 0.458597).abs() < 5e-7);
    assert!((win("player") - 0.446247).abs() < 5e-7);
    assert!((win("tie") - 0.095156).abs() < 5e-7);
    assert!((win("player_pair") - 31.0 / 415.0).abs() < 1e-15);
}

#[test]
fn baccarat_mutually_exclusive_outcomes_sum_to_1() {
    let seen = parse_cards("Ah Td 5c 5c 9s Kd Kd 2h").expect("cards");
    let state = BaccaratState {
        shoe: remaining(6, &seen).expect("legal"),
        player_first: Some("3h".parse().expect("card")),
        banker_first: None,
    };
    let chances = baccarat::chances(&state).expect("legal");
    let win = |id: &str| chances.get(id).expect("market").win;
    assert!((win("player") + win("banker") + win("tie") - 1.0).abs() < 1e-12);
    assert!((win("small") + win("big") - 1.0).abs() < 1e-12);
    assert_eq!(chances.get("player").expect("market").void, win("tie"));
}

#[test]
fn baccarat_refuses_impossible_states() {
    let banker_alone = BaccaratState {
        shoe: Composition::full(6),
        player_first: None,
        banker_first: Some("Kd".parse().expect("card")),
    };
    assert!(baccarat::chances(&banker_alone).is_err());
    let mut tiny = [0u8; 52];
    tiny[0] = 5;
    let too_few = BaccaratState {
        shoe: Composition::from_counts(tiny),
        player_first: None,
        banker_first: None,
    };
    assert!(baccarat::chances(&too_few).is_err());
}

fn brute_force_war(state: &WarState) -> HashMap<String, f64> {
    let counts = state.shoe.counts();
    let n = f64::from(state.shoe.total());
    let mut out: HashMap<String, f64> = HashMap::new();
    let mut settle = |outcome: WarOutcome, weight: f64| {
        for (id, verdict) in WarMarket::settle_all(&outcome) {
            if verdict == Verdict::Win {
                *out.entry(id.to_string()).or_default() += weight;
            }
        }
    };
    for dealer in Card::all() {
        let d = f64::from(counts[dealer.index()]);
        match state.player {
            Some(player) => settle(WarOutcome { player, dealer }, d / n),
            None => {
                for player in Card::all() {
                    let p = f64::from(counts[player.index()]);
                    let d = if player == dealer { d - 1.0 } else { d };
                    settle(WarOutcome { player, dealer }, p * d / (n * (n - 1.0)));
                }
            }
        }
    }
    out
}

#[test]
fn war_matches_brute_force_in_both_rounds() {
    let mut rng = Rng::new(5);
    for decks in [1, 2, 6, 8] {
        let seen: Vec<Card> = (0..20)
            .map(|_| Card::from_index(rng.below(52)).expect("face"))
            .collect();
        let seen: Vec<Card> = seen
            .into_iter()
            .enumerate()
            .filter(|(i, _)| decks > 1 || *i < 1)
            .map(|(_, card)| card)
            .collect();
        let shoe = remaining(decks, &seen).expect("legal");
        let player: Card = "8h".parse().expect("card");
        let mut after = shoe.clone();
        after.remove(player);
        for state in [
            WarState { shoe, player: None },
            WarState {
                shoe: after,
                player: Some(player),
            },
        ] {
            let chances = war::chances(&state).expect("legal");
            let exact = brute_force_war(&state);
            for market in &chances.markets {
                let expected = exact.get(market.id.as_str()).copied().unwrap_or_default();
                assert!(
                    (market.win - expected).abs() < 1e-12,
                    "{}: {} vs {expected}",
                    market.id,
                    market.win
                );
            }
        }
    }
}

#[test]
fn war_groups_sum_to_1_and_player_markets_are_decided_in_round_2() {
    let player: Card = "Qh".parse().expect("card");
    let state = WarState {
        shoe: remaining(6, &[player]).expect("legal"),
        player: Some(player),
    };
    let chances = war::chances(&state).expect("legal");
    let win = |id: &str| chances.get(id).expect("market").win;
    assert!((win("player") + win("war") + win("dealer") - 1.0).abs() < 1e-12);
    for side in ["player", "dealer"] {
        let w = |suffix: &str| win(&format!("{side}_{suffix}"));
        assert!((w("red") + w("black") - 1.0).abs() < 1e-12);
        assert!((w("spades") + w("hearts") + w("clubs") + w("diamonds") - 1.0).abs() < 1e-12);
        assert!((w("below_8") + w("8") + w("above_8") - 1.0).abs() < 1e-12);
        assert!((w("picture") + w("number") - 1.0).abs() < 1e-12);
    }
    assert_eq!(win("player_red"), 1.0);
    assert_eq!(win("player_picture"), 1.0);
    assert_eq!(win("player_spades"), 0.0);
    assert_eq!(chances.markets.len(), 25);
}
