//! The betting round's markets as the pricing takes them: every seat's `seat-N` and, where
//! the table offers a side game, `seat-N-side`, from the shoe as it is ([`super::round`]).
//!
//! Both pay by the hand, not by one paytable line: a seat's win pays 1:1, a blackjack the
//! posted payout, a double twice; a side bet pays by its combination. So each is offered as a
//! fixed-payout market at the least a win pays (1:1; the side game's lowest combination),
//! with its exact chance of winning, of a push (the seat's stake back) and its exact return
//! to player per unit staked, every payout counted.

use super::counts::Counts;
use super::round::{seat_bet, side_bet, Round};
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::blackjack::markets::{hand_market, side_market};
use livedraw_domain::games::blackjack::{BlackjackConfig, SEATS};
use livedraw_domain::{Composition, Payout};

/// The betting round's chances of a table configured as `config` dealing from `unseen`, in
/// the order of the table's catalogue: per seat, its hand, then its side bet. Every seat is
/// valued alone at the table (the seats are alike before the deal).
pub fn chances(config: &BlackjackConfig, unseen: &Composition) -> Result<Chances, OddsError> {
    let round = Round {
        rules: config.rules(),
        options: config.options,
        surrender: config.surrender(),
        unseen: Counts::of(unseen),
    };
    let seat = seat_bet(&round)?.first_hand;
    let side = config
        .side_game
        .map(|game| Ok::<_, OddsError>((game.least_win(), side_bet(game, unseen)?)))
        .transpose()?;
    let mut markets = Vec::new();
    for number in 1..=SEATS {
        markets.push(MarketChance {
            id: hand_market(number, 1),
            win: seat.win,
            void: seat.push,
            from_pot: false,
            paid: Some(FixedReturn {
                payout: Payout::times(1),
                rtp: 1.0 + seat.net,
            }),
        });
        if let Some((least, side)) = side {
            markets.push(MarketChance {
                id: side_market(number),
                win: side.win,
                void: 0.0,
                from_pot: false,
                paid: Some(FixedReturn {
                    payout: least,
                    rtp: 1.0 + side.net,
                }),
            });
        }
    }
    Ok(Chances { round: 1, markets })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blackjack::round::side_return;
    use livedraw_domain::games::blackjack::{SideGame, Version};
    use livedraw_domain::{Card, MarketId};

    #[test]
    fn every_seat_and_its_side_bet_are_offered_at_the_least_a_win_pays_with_their_exact_return() {
        let config = BlackjackConfig {
            side_game: Some(SideGame::A),
            ..BlackjackConfig::of(Version::H)
        };
        let mut shoe = Composition::full(6);
        for card in ["Ah", "Kd", "5c"] {
            shoe.remove(card.parse::<Card>().expect("a card"));
        }
        let chances = chances(&config, &shoe).expect("chances");
        assert_eq!(chances.round, 1);
        let ids: Vec<&MarketId> = chances.markets.iter().map(|m| &m.id).collect();
        assert_eq!(ids.len(), 14);
        assert_eq!(
            (ids[0].as_str(), ids[1].as_str()),
            ("seat-1", "seat-1-side")
        );
        assert_eq!(ids[13].as_str(), "seat-7-side");
        let round = Round::of(&config, &shoe);
        let seat = seat_bet(&round).expect("a bet").first_hand;
        let (hand, side) = (&chances.markets[0], &chances.markets[1]);
        assert_eq!((hand.win, hand.void), (seat.win, seat.push));
        let paid = hand.paid.expect("fixed");
        assert_eq!((paid.payout, paid.rtp), (Payout::times(1), 1.0 + seat.net));
        let paid = side.paid.expect("fixed");
        assert_eq!(paid.payout, Payout::times(5), "A's mixed pair, its least");
        let net = side_return(SideGame::A, &shoe).expect("a return");
        assert!((paid.rtp - (1.0 + net)).abs() < 1e-15);
        assert!(side.win > 0.0 && side.win < 0.1, "a pair: about 7 %");
        assert!(chances
            .markets
            .chunks(2)
            .all(|seat| seat[0].win == hand.win));
    }

    #[test]
    fn a_table_without_a_side_game_offers_the_seats_only() {
        let config = BlackjackConfig::of(Version::P);
        let chances = chances(&config, &Composition::full(2)).expect("chances");
        assert_eq!(chances.markets.len(), 7);
        assert!(chances
            .markets
            .iter()
            .all(|m| m.id.as_str().starts_with("seat-")));
    }
}
