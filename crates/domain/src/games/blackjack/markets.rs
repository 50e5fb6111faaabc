//! What a blackjack deal settles, per seat and hand (blackjack.md): each hand's verdict and net
//! multiplier of the original stake, the side game, insurance and even money.
//!
//! Market ids: `seat-3` is the seat's first hand (the original stake, doubled or not),
//! `seat-3-hand-2` a hand made by a split, `seat-3-side` the side game, `seat-3-insurance` and
//! `seat-3-even-money` the offers. Back-bettors follow the seat's hands; each decides insurance
//! and even money for their own stake, so those two markets settle for every seat they were
//! offered to, whatever its holder chose, and a frontend settles a bettor who took even money by
//! `seat-N-even-money` instead of `seat-N`.

use super::config::BlackjackConfig;
use super::deal::Deal;
use super::hand::is_blackjack;
use super::seat::{Offer, Seat, SEATS};
use super::settlement::{insurance, settle};
use crate::card::{Card, Rank};
use crate::market::{MarketId, MarketVerdict, Payout, Verdict};

/// The market of seat `seat`'s hand `hand` (1-based).
pub fn hand_market(seat: u8, hand: u8) -> MarketId {
    if hand == 1 {
        MarketId::new(format!("seat-{seat}"))
    } else {
        MarketId::new(format!("seat-{seat}-hand-{hand}"))
    }
}

/// The side game's market of seat `seat`.
pub fn side_market(seat: u8) -> MarketId {
    MarketId::new(format!("seat-{seat}-side"))
}

/// The insurance market of seat `seat`.
pub fn insurance_market(seat: u8) -> MarketId {
    MarketId::new(format!("seat-{seat}-insurance"))
}

/// The even-money market of seat `seat`.
pub fn even_money_market(seat: u8) -> MarketId {
    MarketId::new(format!("seat-{seat}-even-money"))
}

/// The markets of a deal: every seat's first hand and side game (bets are taken on all seven),
/// then the hands splits made and the offers, once the deal has them.
pub fn markets(config: &BlackjackConfig, deal: &Deal) -> Vec<MarketId> {
    let mut markets = Vec::new();
    for number in 1..=SEATS {
        markets.push(hand_market(number, 1));
        if config.side_game.is_some() {
            markets.push(side_market(number));
        }
        let Some(seat) = deal.seats().iter().find(|seat| seat.number == number) else {
            continue;
        };
        markets.extend((2..=seat.hand_count()).map(|hand| hand_market(number, hand)));
        if let Some(offer) = seat.offer {
            markets.push(match offer {
                Offer::Insurance => insurance_market(number),
                Offer::EvenMoney => even_money_market(number),
            });
        }
    }
    markets
}

/// Every market's verdict once the deal is over; a seat without a bet is void (left to the
/// table, which voids whatever is not named).
pub fn settle_all(config: &BlackjackConfig, dealer: &[Card], seats: &[Seat]) -> Vec<MarketVerdict> {
    let dealer: Vec<Rank> = dealer.iter().map(|card| card.rank()).collect();
    let mut verdicts = Vec::new();
    for seat in seats {
        verdicts.extend(settle_hands(config, seat, &dealer));
        if let Some(side_game) = config.side_game {
            let first = &seat.first().cards;
            let paid = match first.as_slice() {
                [a, b, ..] => side_game.settle(*a, *b),
                _ => None,
            };
            verdicts.push(match paid {
                Some((_, pays)) => fixed(side_market(seat.number), Verdict::Win, pays),
                None => fixed(side_market(seat.number), Verdict::Lose, Payout::LOST),
            });
        }
        match seat.offer {
            Some(Offer::Insurance) => {
                let settled = insurance(is_blackjack(&dealer));
                verdicts.push(fixed(
                    insurance_market(seat.number),
                    settled.verdict,
                    settled.net,
                ));
            }
            Some(Offer::EvenMoney) => verdicts.push(fixed(
                even_money_market(seat.number),
                Verdict::Win,
                Payout::times(1),
            )),
            None => {}
        }
    }
    verdicts
}

fn settle_hands<'a>(
    config: &'a BlackjackConfig,
    seat: &'a Seat,
    dealer: &'a [Rank],
) -> impl Iterator<Item = MarketVerdict> + 'a {
    let rules = config.rules();
    seat.hands.iter().enumerate().map(move |(index, hand)| {
        let ranks = hand.ranks();
        let settled = settle(&rules, &config.options, &seat.played(index, &ranks), dealer);
        let number = u8::try_from(index + 1).unwrap_or(u8::MAX);
        fixed(
            hand_market(seat.number, number),
            settled.verdict,
            settled.net,
        )
    })
}

fn fixed(market: MarketId, verdict: Verdict, net: Payout) -> MarketVerdict {
    MarketVerdict {
        market,
        verdict,
        payout: Some(net),
    }
}
