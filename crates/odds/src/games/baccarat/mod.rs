//! Baccarat (baccarat.md): every market from the remaining shoe and the first cards dealt.
//!
//! Totals, Small and Big depend on point values only, so the coup is enumerated over the ten
//! point classes with their multiplicities (module `coup`); pairs depend only on the first two cards
//! of each side, by rank or by face, and have closed forms (module `pairs`).

pub(crate) mod coup;
mod pairs;
mod state;

pub use state::BaccaratState;

use super::game_odds::GameOdds;
use super::shoe::in_play;
use crate::chances::{Chances, MarketChance};
use crate::error::OddsError;
use livedraw_domain::games::baccarat::rules::point;
use livedraw_domain::games::baccarat::{Baccarat, Market};
use livedraw_domain::{Card, Composition, GameKind};

/// Cards a coup can take from the shoe: two each and two third cards.
pub(crate) const MOST_CARDS_PER_COUP: usize = 6;

impl GameOdds for BaccaratState {
    type Game = Baccarat;

    fn capture(game: &Baccarat) -> Result<BaccaratState, OddsError> {
        Ok(BaccaratState {
            shoe: in_play(game.shoe())?,
            player_first: game.player().first().copied(),
            banker_first: game.banker().first().copied(),
        })
    }

    fn kind(&self) -> GameKind {
        GameKind::Baccarat
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        chances(self)
    }
}

/// Every baccarat market's exact chances, in the domain's catalogue order.
pub fn chances(state: &BaccaratState) -> Result<Chances, OddsError> {
    if state.banker_first.is_some() && state.player_first.is_none() {
        return Err(OddsError::BankerBeforePlayer);
    }
    let known = usize::from(state.round() - 1);
    let left = usize::from(state.shoe.total());
    if left < MOST_CARDS_PER_COUP - known {
        return Err(OddsError::TooFewCards {
            needed: MOST_CARDS_PER_COUP - known,
            left,
        });
    }
    let first_points = (
        state.player_first.map(|card| point(card.rank())),
        state.banker_first.map(|card| point(card.rank())),
    );
    let coup = coup::tally(point_counts(&state.shoe), first_points.0, first_points.1);
    let pairs = pairs::Pairs::of(state);
    Ok(Chances {
        round: state.round(),
        markets: Market::ALL
            .into_iter()
            .map(|market| chance(market, &coup, &pairs))
            .collect(),
    })
}

fn chance(market: Market, coup: &coup::Tally, pairs: &pairs::Pairs) -> MarketChance {
    let (win, void) = match market {
        Market::Player => (coup.player(), coup.tie()),
        Market::Banker => (coup.banker(), coup.tie()),
        Market::Tie => (coup.tie(), 0.0),
        Market::PlayerPair => (pairs.player, 0.0),
        Market::BankerPair => (pairs.banker, 0.0),
        Market::EitherPair => (pairs.either, 0.0),
        Market::PerfectPair => (pairs.perfect, 0.0),
        Market::Small => (coup.small(), 0.0),
        Market::Big => (1.0 - coup.small(), 0.0),
    };
    MarketChance {
        id: market.id().into(),
        win,
        void,
        from_pot: false,
        paid: None,
    }
}

/// Cards remaining per point value 0–9.
pub(crate) fn point_counts(shoe: &Composition) -> [f64; 10] {
    let mut counts = [0.0; 10];
    for card in Card::all() {
        counts[usize::from(point(card.rank()))] += f64::from(shoe.count(card));
    }
    counts
}
