//! War of Bets (war.md): every market from the remaining shoe and the Player's card if dealt.
//!
//! The Dealer's card is a uniform draw from the shoe (after the Player's, when that is still
//! unknown: by symmetry its marginal is the same), so each side market is a count over the
//! shoe; the main markets compare two draws without replacement.

use super::game_odds::GameOdds;
use super::shoe::{in_play, rank_counts, remaining};
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::war::{CardProperty, Market, Side, War};
use livedraw_domain::{Card, Composition, GameKind};

/// What is on a war table when a betting round opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarState {
    /// The cards still in the shoe (the Player's card, if dealt, is out).
    pub shoe: Composition,
    /// The Player's card, dealt face up before round 2.
    pub player: Option<Card>,
}

impl WarState {
    /// 1 before any card, 2 once the Player's card is known.
    pub fn round(&self) -> u8 {
        1 + u8::from(self.player.is_some())
    }

    /// The state of a shoe of `decks` decks less the `seen` cards (dealt, burned) and the
    /// Player's card if dealt.
    pub fn from_parts(
        decks: u8,
        seen: &[Card],
        player: Option<Card>,
    ) -> Result<WarState, OddsError> {
        let mut out = seen.to_vec();
        out.extend(player);
        Ok(WarState {
            shoe: remaining(decks, &out)?,
            player,
        })
    }
}

impl GameOdds for WarState {
    type Game = War;

    fn capture(game: &War) -> Result<WarState, OddsError> {
        Ok(WarState {
            shoe: in_play(game.shoe())?,
            player: game.player(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::War
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        chances(self)
    }
}

/// Every war market's exact chances, in the domain's catalogue order.
pub fn chances(state: &WarState) -> Result<Chances, OddsError> {
    let needed = if state.player.is_some() { 1 } else { 2 };
    let left = usize::from(state.shoe.total());
    if left < needed {
        return Err(OddsError::TooFewCards { needed, left });
    }
    let ranks = rank_counts(&state.shoe);
    let main = match state.player {
        Some(card) => known_player(&ranks, card),
        None => unknown_player(&ranks),
    };
    let markets = Market::all()
        .into_iter()
        .map(|market| {
            let win = match market {
                Market::Player => main.player,
                Market::War => main.war,
                Market::Dealer => main.dealer,
                Market::Card(Side::Player, property) => match state.player {
                    Some(card) => f64::from(u8::from(property.holds_for(card))),
                    None => share(&state.shoe, property),
                },
                Market::Card(Side::Dealer, property) => share(&state.shoe, property),
            };
            MarketChance::new(market.id().as_str(), win)
        })
        .collect();
    Ok(Chances {
        round: state.round(),
        markets,
    })
}

struct Main {
    player: f64,
    war: f64,
    dealer: f64,
}

fn known_player(ranks: &[u32; 13], card: Card) -> Main {
    let n = f64::from(ranks.iter().sum::<u32>());
    let r = card.rank().index();
    let below: u32 = ranks[..r].iter().sum();
    let above: u32 = ranks[r + 1..].iter().sum();
    Main {
        player: f64::from(below) / n,
        war: f64::from(ranks[r]) / n,
        dealer: f64::from(above) / n,
    }
}

fn unknown_player(ranks: &[u32; 13]) -> Main {
    let n = f64::from(ranks.iter().sum::<u32>());
    let pairs = n * (n - 1.0);
    let mut below = 0.0;
    let (mut player, mut war) = (0.0, 0.0);
    for &count in ranks {
        let c = f64::from(count);
        player += c * below;
        war += c * (c - 1.0);
        below += c;
    }
    // By symmetry the Dealer wins as often as the Player.
    Main {
        player: player / pairs,
        war: war / pairs,
        dealer: player / pairs,
    }
}

/// The share of the shoe with `property`.
fn share(shoe: &Composition, property: CardProperty) -> f64 {
    let with: u32 = Card::all()
        .filter(|&card| property.holds_for(card))
        .map(|card| u32::from(shoe.count(card)))
        .sum();
    f64::from(with) / f64::from(shoe.total())
}
