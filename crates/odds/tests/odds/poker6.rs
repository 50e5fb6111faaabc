//! Poker against independent enumerations: the full round-2 enumeration on rs_poker's
//! evaluator, and rounds 3 and 4 settled board by board with the domain's showdown.

use crate::common::peer;
use crate::common::poker_brute;

use livedraw_domain::card::parse_cards;
use livedraw_domain::games::poker6::Market;
use livedraw_domain::Card;
use livedraw_odds::games::poker6::{self, Poker6State};
use livedraw_odds::OddsError;
use poker_brute::{domain_enumeration, unseen};

fn state(hands: &str, board: &str, dead: &str) -> Poker6State {
    let cards = |text: &str| parse_cards(text).expect("cards");
    Poker6State {
        hands: cards(hands).chunks(2).map(|p| [p[0], p[1]]).collect(),
        board: cards(board),
        dead: cards(dead),
    }
}

#[test]
fn round_2_equals_the_rs_poker_enumeration_of_all_658008_boards() {
    for hands in [
        "As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d",
        "Ah Kh Qh Jh 2h 3h 4s 5s 9c 9d Tc Td",
    ] {
        let state = state(hands, "", "");
        let pockets: [[Card; 2]; 6] = std::array::from_fn(|h| state.hands[h]);
        let peer = peer::enumerate(&pockets, &unseen(&state));
        assert_eq!(peer.boards, 658_008);
        let chances = poker6::chances_on(&state, 2).expect("legal");
        let boards = peer.boards as f64;
        let expected = peer
            .wins
            .iter()
            .chain(&peer.categories)
            .map(|&count| count as f64 / boards);
        for (market, expected) in chances.markets.iter().zip(expected) {
            assert!((market.win - expected).abs() < 1e-15, "{}", market.id);
        }
    }
}

#[test]
fn rounds_3_and_4_equal_the_domain_showdown_on_every_board() {
    let hands = "As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d";
    for (board, dead) in [
        ("2h 7s Kc", "9h"),
        ("Qs 9s 3s", ""),
        ("Ah Ad Ac", "4c"),
        ("5h 6h 4h", ""),
        ("2h 7s Kc 8c", "9h Ac"),
        ("Qs 9s 3s Th", ""),
    ] {
        let state = state(hands, board, dead);
        let chances = poker6::chances(&state).expect("legal");
        let expected = domain_enumeration(&state);
        for (market, expected) in chances.markets.iter().zip(expected) {
            assert!(
                (market.win - expected).abs() < 1e-15,
                "{board}: {} {} vs {expected}",
                market.id,
                market.win
            );
        }
    }
}

#[test]
fn market_ids_are_the_domains() {
    let ids: Vec<String> = poker6::market_ids()
        .iter()
        .map(|id| id.to_string())
        .collect();
    let domain: Vec<String> = Market::all()
        .into_iter()
        .map(|m| m.id().to_string())
        .collect();
    assert_eq!(ids, domain);
    assert_eq!(ids.len(), 16);
}

#[test]
fn categories_sum_to_1_and_hands_to_at_least_1() {
    for (board, dead) in [
        ("", ""),
        ("", "9h 2s"),
        ("2h 7s Kc", "9h"),
        ("2h 7s Kc 8c", ""),
    ] {
        let state = state("As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d", board, dead);
        let chances = poker6::chances(&state).expect("legal");
        let hands: f64 = chances.markets[..6].iter().map(|m| m.win).sum();
        let categories: f64 = chances.markets[6..].iter().map(|m| m.win).sum();
        assert!((categories - 1.0).abs() < 1e-12);
        assert!(hands >= 1.0 - 1e-12);
    }
    let round_1 = poker6::chances(&Poker6State::default()).expect("legal");
    let categories: f64 = round_1.markets[6..].iter().map(|m| m.win).sum();
    assert!((categories - 1.0).abs() < 1e-9);
}

#[test]
fn the_river_decides_everything() {
    let state = state("As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d", "2h 7s Kc 8c Qh", "");
    let chances = poker6::chances(&state).expect("legal");
    assert_eq!(state.round(), 5);
    assert!(chances.markets.iter().all(|m| m.win == 0.0 || m.win == 1.0));
    assert_eq!(chances.get("hand_2").expect("market").win, 1.0);
    assert_eq!(
        chances.get("winner_three_of_a_kind").expect("market").win,
        1.0
    );
}

#[test]
fn illegal_states_are_refused() {
    let hands = "As Ks Qd Qc 7h 7d 2c 3c Js Ts 9d 8d";
    assert!(matches!(
        poker6::chances(&state("As Ks Qd Qc", "", "")),
        Err(OddsError::WrongHands { hands: 2 })
    ));
    assert!(matches!(
        poker6::chances(&state(hands, "2h 7s", "")),
        Err(OddsError::WrongBoard(2))
    ));
    assert!(matches!(
        poker6::chances(&state(hands, "As 7s Kc", "")),
        Err(OddsError::DuplicateCard(_))
    ));
    assert!(matches!(
        poker6::chances(&state("", "2h 7s Kc", "")),
        Err(OddsError::BoardBeforeHands)
    ));
}
