//! Properties over random states: prices respect the formula, engines agree with brute force
//! on random small shoes and random flops and turns, and probabilities stay coherent.

use crate::common::baccarat_brute;
use crate::common::poker_brute;

use baccarat_brute::brute_force_baccarat;
use livedraw_domain::{Card, Composition};
use livedraw_odds::games::baccarat::{self, BaccaratState};
use livedraw_odds::games::poker6::{self, Poker6State};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::games::war::{self, WarState};
use livedraw_odds::pricing::{odds_hundredths, MIN_ODDS_HUNDREDTHS};
use poker_brute::domain_enumeration;
use proptest::prelude::*;

fn card(index: usize) -> Card {
    Card::from_index(index).expect("index below 52")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn odds_are_the_largest_tick_within_the_margin(p in 0.0001f64..1.0, margin in 0.0f64..0.3) {
        let odds = odds_hundredths(p, margin);
        prop_assert!(odds >= MIN_ODDS_HUNDREDTHS);
        if odds > MIN_ODDS_HUNDREDTHS {
            // Paying these odds keeps the margin; one tick more would not.
            prop_assert!(f64::from(odds) / 100.0 * p <= 1.0 - margin + 1e-9);
            prop_assert!(f64::from(odds + 1) / 100.0 * p > 1.0 - margin - 1e-9);
        }
    }

    #[test]
    fn baccarat_agrees_with_brute_force_on_random_small_shoes(
        faces in proptest::collection::vec((0usize..52, 1u8..4), 4..7),
        first in proptest::option::of(0usize..52),
    ) {
        let mut counts = [0u8; 52];
        for (face, count) in faces {
            counts[face] += count;
        }
        let mut shoe = Composition::from_counts(counts);
        let player_first = first.map(card).filter(|&c| shoe.remove(c));
        prop_assume!(shoe.total() >= 6);
        let state = BaccaratState { shoe, player_first, banker_first: None };
        let chances = baccarat::chances(&state).expect("legal");
        let exact = brute_force_baccarat(&state);
        for market in &chances.markets {
            let (win, void) = exact.get(market.id.as_str()).copied().unwrap_or_default();
            prop_assert!((market.win - win).abs() < 1e-12, "{}", market.id);
            prop_assert!((market.void - void).abs() < 1e-12, "{}", market.id);
        }
    }

    #[test]
    fn baccarat_is_coherent_on_random_used_shoes(
        seen in proptest::collection::vec(0usize..52, 0..250),
        player in proptest::option::of(0usize..52),
        banker in proptest::option::of(0usize..52),
    ) {
        let mut seen: Vec<Card> = seen.into_iter().map(card).collect();
        let (player, banker) = (player.map(card), banker.map(card).filter(|_| player.is_some()));
        seen.extend(player.into_iter().chain(banker));
        let Ok(shoe) = remaining(6, &seen) else { return Ok(()) };
        let state = BaccaratState { shoe, player_first: player, banker_first: banker };
        let chances = baccarat::chances(&state).expect("legal");
        let win = |id: &str| chances.get(id).expect("market").win;
        prop_assert!(chances.markets.iter().all(|m| (0.0..=1.0).contains(&m.win)));
        prop_assert!((win("player") + win("banker") + win("tie") - 1.0).abs() < 1e-12);
        prop_assert!((win("small") + win("big") - 1.0).abs() < 1e-12);
        prop_assert!(win("either_pair") <= win("player_pair") + win("banker_pair") + 1e-12);
        prop_assert!(win("perfect_pair") <= win("either_pair") + 1e-12);
    }

    #[test]
    fn war_groups_sum_to_1_on_random_shoes(
        seen in proptest::collection::vec(0usize..52, 0..250),
        player in proptest::option::of(0usize..52),
    ) {
        let mut seen: Vec<Card> = seen.into_iter().map(card).collect();
        let player = player.map(card);
        seen.extend(player);
        let Ok(shoe) = remaining(6, &seen) else { return Ok(()) };
        let chances = war::chances(&WarState { shoe, player }).expect("legal");
        let win = |id: &str| chances.get(id).expect("market").win;
        prop_assert!((win("player") + win("war") + win("dealer") - 1.0).abs() < 1e-12);
        prop_assert!((win("dealer_red") + win("dealer_black") - 1.0).abs() < 1e-12);
        prop_assert!((win("dealer_below_8") + win("dealer_8") + win("dealer_above_8") - 1.0).abs() < 1e-12);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn poker_flops_and_turns_agree_with_the_domain_showdown(
        deck in Just((0..52usize).collect::<Vec<_>>()).prop_shuffle(),
        board in 3usize..5,
        dead in 0usize..3,
    ) {
        let cards: Vec<Card> = deck.into_iter().map(card).collect();
        let state = Poker6State {
            hands: cards[..12].chunks(2).map(|p| [p[0], p[1]]).collect(),
            board: cards[12..12 + board].to_vec(),
            dead: cards[12 + board..12 + board + dead].to_vec(),
        };
        let chances = poker6::chances(&state).expect("legal");
        let expected = domain_enumeration(&state);
        for (market, expected) in chances.markets.iter().zip(expected) {
            prop_assert!((market.win - expected).abs() < 1e-15, "{}", market.id);
        }
    }
}
