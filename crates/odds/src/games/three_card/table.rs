//! A three-card table's betting round as the pricing takes it: the ante box (Fast Poker's
//! `bet`) and the side box (`pairplus`, `bonus`), each a fixed-payout market with its exact
//! return under the best play. The deck is whole before every round, so the figures depend
//! on the table's paytables alone: the published ones' are generated, others counted once and
//! kept. A table in seats mode offers every seat's boxes (`seat-3-ante`), each priced as the
//! box it is.

use super::published::published_returns;
use super::returns::{box_returns, BoxReturns};
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use crate::games::game_odds::GameOdds;
use crate::games::kept::Kept;
use livedraw_domain::games::three_card::seats::{seat_box, SEATS};
use livedraw_domain::games::three_card::{markets, ThreeCard, ThreeCardRules};
use livedraw_domain::{GameKind, Payout};

/// What a three-card table's betting round is priced from: its kind and rules.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreeCardState {
    /// Three Card Poker or Fast Poker.
    pub kind: GameKind,
    /// The table's paytables.
    pub rules: ThreeCardRules,
    /// The table seats its players: every seat's boxes are offered.
    pub seats: bool,
}

/// The whole deck's box returns, per paytable computed so far.
static RETURNS: Kept<ThreeCardRules, BoxReturns> = Kept::new();

/// The box returns of `rules` from a whole deck: generated for a game's published paytables,
/// else counted on first use and kept.
pub fn whole_deck_returns(rules: &ThreeCardRules) -> Result<BoxReturns, OddsError> {
    if *rules == rules.game.published() {
        return Ok(published_returns(rules.game));
    }
    RETURNS.get(rules, |rules| box_returns(rules, &[]))
}

/// The betting round's markets of a table with `rules`, in the table's order: the ante box,
/// offered at 1:1 (the least a win pays), with its chance of winning and of a push under the
/// best play; the side box at its lowest line, with its chance of paying.
pub fn chances(rules: &ThreeCardRules) -> Result<Chances, OddsError> {
    Ok(chances_from(rules, &whole_deck_returns(rules)?))
}

/// The betting round's markets of a table with `rules` whose boxes return `returns` (from a
/// whole deck at the table; `livedraw odds` takes cards out too).
pub fn chances_from(rules: &ThreeCardRules, returns: &BoxReturns) -> Chances {
    let [ante, side] = [rules.ante_box, rules.side_box];
    let offered = markets::offered(rules);
    debug_assert_eq!(offered.len(), 2);
    let side_win: f64 = rules
        .side
        .lines()
        .iter()
        .map(|(category, _)| returns.categories[*category as usize].as_f64())
        .sum();
    let least = rules.side.least();
    Chances {
        round: 1,
        markets: vec![
            MarketChance {
                id: livedraw_domain::MarketId::new(ante),
                win: returns.ante_wins.as_f64(),
                void: returns.ante_pushes.as_f64(),
                from_pot: false,
                paid: Some(FixedReturn {
                    payout: Payout::times(1),
                    rtp: 1.0 + returns.ante.as_f64(),
                }),
            },
            MarketChance {
                id: livedraw_domain::MarketId::new(side),
                win: side_win,
                void: 0.0,
                from_pot: false,
                paid: Some(FixedReturn {
                    payout: least,
                    rtp: 1.0 + returns.side.as_f64(),
                }),
            },
        ],
    }
}

impl GameOdds for ThreeCardState {
    type Game = ThreeCard;

    fn capture(game: &ThreeCard) -> Result<ThreeCardState, OddsError> {
        Ok(ThreeCardState {
            kind: game.config().kind(),
            rules: game.config().rules(),
            seats: game.in_seats(),
        })
    }

    fn kind(&self) -> GameKind {
        self.kind
    }

    fn chances(&self) -> Result<Chances, OddsError> {
        let boxes = chances(&self.rules)?;
        if !self.seats {
            return Ok(boxes);
        }
        Ok(Chances {
            markets: for_every_seat(&boxes.markets),
            ..boxes
        })
    }
}

/// The boxes `markets` priced as each seat's (`ante` as `seat-1-ante` … `seat-7-ante`), in the
/// order the table offers them: seat by seat.
pub fn for_every_seat(markets: &[MarketChance]) -> Vec<MarketChance> {
    (1..=SEATS)
        .flat_map(|seat| {
            markets.iter().map(move |market| MarketChance {
                id: seat_box(seat, market.id.as_str()),
                ..market.clone()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::three_card::ThreeCardGame;

    #[test]
    fn published_figures_equal_the_counting() {
        for game in ThreeCardGame::ALL {
            assert_eq!(
                published_returns(game),
                box_returns(&game.published(), &[]).expect("counted"),
                "{game:?}: run make published-figures"
            );
        }
    }

    #[test]
    fn a_table_in_seats_mode_offers_every_seat_s_boxes_each_priced_as_the_box() {
        let rules = ThreeCardGame::ThreeCardPoker.published();
        let state = ThreeCardState {
            kind: GameKind::ThreeCardPoker,
            rules: rules.clone(),
            seats: true,
        };
        let seats = state.chances().expect("priced");
        let boxes = chances(&rules).expect("priced");
        assert_eq!(seats.markets.len(), 14);
        for (index, market) in seats.markets.iter().enumerate() {
            let seat = index / 2 + 1;
            let of_box = &boxes.markets[index % 2];
            assert_eq!(market.id.as_str(), format!("seat-{seat}-{}", of_box.id));
            assert_eq!(
                (market.win, market.void, market.paid),
                (of_box.win, of_box.void, of_box.paid)
            );
        }
    }

    #[test]
    fn three_card_poker_offers_ante_and_pairplus_with_the_exact_returns_of_the_rules_file() {
        let rules = ThreeCardGame::ThreeCardPoker.published();
        let chances = chances(&rules).expect("priced");
        let ids: Vec<&str> = chances.markets.iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["ante", "pairplus"]);
        let returns = box_returns(&rules, &[]).expect("returns");
        let ante = &chances.markets[0];
        assert_eq!(
            ante.paid.map(|paid| paid.rtp),
            Some(1.0 + returns.ante.as_f64())
        );
        // The chances are exact counts over every deal; the ante boxes' net is their sum.
        assert!(ante.win > 0.0 && ante.void > 0.0 && ante.win + ante.void < 1.0);
        assert!(returns.ante_wins.as_f64() > 0.0);
        let pairplus = &chances.markets[1];
        assert_eq!(
            pairplus.paid.map(|paid| paid.payout),
            Some(Payout::times(1))
        );
        let pair_or_better: f64 = returns.categories[1..]
            .iter()
            .map(|chance| chance.as_f64())
            .sum();
        assert!((pairplus.win - pair_or_better).abs() < 1e-15);
    }

    #[test]
    fn the_whole_decks_returns_are_computed_once_per_paytable() {
        let rules = ThreeCardGame::FastPoker.published();
        let first = whole_deck_returns(&rules).expect("returns");
        assert_eq!(whole_deck_returns(&rules).expect("kept"), first);
        assert_eq!(first, box_returns(&rules, &[]).expect("computed again"));
    }
}
