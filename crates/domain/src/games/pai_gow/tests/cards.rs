//! The deck, its notation, a hand of seven, and the deal ("How a studio runs it").

use super::super::*;
use super::support::hand;
use crate::card::{Card, Rank, Suit};
use crate::position::Position;
use std::time::Duration;

#[test]
fn the_deck_is_53_cards_the_52_faces_and_one_joker() {
    let deck: Vec<PaiGowCard> = PaiGowCard::deck().collect();
    assert_eq!(deck.len(), DECK_SIZE);
    assert_eq!(DECK_SIZE, 53);
    assert_eq!(deck.iter().filter(|card| card.is_joker()).count(), 1);
    let faces: Vec<Card> = deck.iter().filter_map(|card| card.face()).collect();
    assert_eq!(faces, Card::all().collect::<Vec<_>>());
}

#[test]
fn every_card_round_trips_through_text_and_index() {
    for card in PaiGowCard::deck() {
        assert_eq!(card.to_string().parse::<PaiGowCard>(), Ok(card));
        assert_eq!(PaiGowCard::from_index(card.index()), Some(card));
    }
    assert_eq!(PaiGowCard::from_index(53), None);
}

#[test]
fn the_joker_is_written_jk_and_faces_as_the_crate_writes_them() {
    assert_eq!(PaiGowCard::Joker.to_string(), "Jk");
    for text in ["Jk", "jk", "JK"] {
        assert_eq!(text.parse(), Ok(PaiGowCard::Joker), "{text}");
    }
    assert_eq!(
        "Td".parse(),
        Ok(PaiGowCard::Card(Card::new(Rank::Ten, Suit::Diamonds)))
    );
    for bad in ["", "J", "Jkr", "Jx", "10h", "joker"] {
        assert!(bad.parse::<PaiGowCard>().is_err(), "{bad} should not parse");
    }
}

#[test]
fn the_joker_counts_as_an_ace_where_it_completes_nothing() {
    assert_eq!(PaiGowCard::Joker.rank_as_ace(), Rank::Ace);
    assert_eq!(hand("2c 3c 4c 5c 6c 7c Jk").cards()[6], PaiGowCard::Joker);
}

#[test]
fn a_hand_is_seven_distinct_cards_whatever_the_order_dealt() {
    assert_eq!(hand("As Kd 9c 7h 5s 3d Jk"), hand("Jk 3d 5s 7h 9c Kd As"));
    assert_eq!(
        "As Kd 9c 7h 5s 3d".parse::<SevenCards>(),
        Err(HandError::Count { count: 6 })
    );
    assert_eq!(
        "As Kd 9c 7h 5s 3d 2c 2d".parse::<SevenCards>(),
        Err(HandError::Count { count: 8 })
    );
    assert_eq!(
        "As Kd 9c 7h 5s Jk Jk".parse::<SevenCards>(),
        Err(HandError::Repeated {
            card: PaiGowCard::Joker
        })
    );
    assert!(matches!(
        "As Kd 9c 7h 5s 3d Xx".parse::<SevenCards>(),
        Err(HandError::Card(_))
    ));
}

#[test]
fn six_seats_seven_cards_each_one_at_a_time_in_seat_order_dealer_last() {
    assert_eq!(SEATS, 6);
    let order = deal_order(&[4, 1]).expect("seats 1 and 4");
    assert_eq!(order.len(), 3 * 7);
    let seat = |seat| Position::Seat { seat, hand: 1 };
    assert_eq!(
        order[..6],
        [
            seat(1),
            seat(4),
            Position::Dealer,
            seat(1),
            seat(4),
            Position::Dealer
        ]
    );
    for recipient in [seat(1), seat(4), Position::Dealer] {
        assert_eq!(order.iter().filter(|&&p| p == recipient).count(), 7);
    }
}

#[test]
fn a_full_table_deals_49_of_the_53_cards() {
    let order = deal_order(&[1, 2, 3, 4, 5, 6]).expect("every seat");
    assert_eq!(order.len(), 6 * 7 + 7);
    assert!(order.len() <= DECK_SIZE);
    assert_eq!(order.last(), Some(&Position::Dealer));
}

#[test]
fn a_seat_outside_1_to_6_or_named_twice_is_refused() {
    assert_eq!(deal_order(&[0]), Err(DealError::NoSuchSeat { seat: 0 }));
    assert_eq!(deal_order(&[7]), Err(DealError::NoSuchSeat { seat: 7 }));
    assert_eq!(deal_order(&[2, 2]), Err(DealError::SeatTwice { seat: 2 }));
    assert_eq!(
        deal_order(&[]).map(|order| order.len()),
        Ok(7),
        "the dealer alone"
    );
}

#[test]
fn the_setting_window_is_30_seconds_by_default() {
    assert_eq!(SETTING_WINDOW, Duration::from_secs(30));
}
