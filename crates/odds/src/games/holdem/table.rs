//! A hold'em table's betting round as the pricing takes it: the unit box (`ante`, `blind`) and
//! the side box (`trips`, `bonus`, `b`), each a fixed-payout market with its exact return. The
//! deck is whole before every round, so the figures depend on the table's paytables alone and
//! are computed once per paytable and kept.
//!
//! - The unit box stands for the main boxes together: its return is theirs per unit of the
//!   ante (blind) under the best play, from the starting-hand table ([`super::preflop`]); its
//!   chance of winning and of a push are the common hand's at the showdown against the
//!   dealer's, every card dealt ([`super::showdown_chance`]): what the hand does, whatever a
//!   player decides.
//! - The side box's return and chance of paying are exact counts ([`super::side`]).
//! - The progressive box, where the table has one: its chance of paying
//!   ([`super::progressive`]), no odds and no return (its prizes come from the operator's pot).

use super::preflop::PreflopGame;
use super::progressive;
use super::showdown_chance;
use super::side::SideBox;
use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use crate::games::game_odds::GameOdds;
use crate::games::kept::Kept;
use livedraw_domain::games::holdem::progressive_box::PROGRESSIVE;
use livedraw_domain::games::holdem::{table::HoldemTable, table_rules::HoldemRules};
use livedraw_domain::poker::progressive::Progressive;
use livedraw_domain::with_holdem_rules;
use livedraw_domain::{GameKind, MarketId, Payout};

/// What a hold'em table's betting round is priced from: its kind, rules and progressive box.
#[derive(Clone, Debug, PartialEq)]
pub struct HoldemState {
    /// The game.
    pub kind: GameKind,
    /// The table's paytables.
    pub rules: HoldemRules,
    /// The progressive box's paytable, where the table offers one.
    pub progressive: Option<Progressive>,
}

/// The betting round's markets per paytable computed so far.
static CHANCES: Kept<HoldemRules, Chances> = Kept::new();

/// The betting round's markets of a table with `rules`, in the table's order: the unit box at
/// 1:1, the side box at its lowest line.
pub fn chances(rules: &HoldemRules) -> Result<Chances, OddsError> {
    CHANCES.get(
        rules,
        |rules| with_holdem_rules!(rules, game => chances_of(game)),
    )
}

/// The betting round's markets of `game`, counted now (the table keeps them: [`chances`]). A
/// main paytable without a starting-hand table has no return: [`OddsError::BeforeTheFlop`].
pub fn chances_of<G: PreflopGame + SideBox>(game: &G) -> Result<Chances, OddsError> {
    let table = game.preflop().ok_or(OddsError::BeforeTheFlop)?;
    let showdown = showdown_chance::full_deck();
    Ok(Chances {
        round: 1,
        markets: vec![
            MarketChance {
                id: MarketId::new(game.unit()),
                win: showdown.win(),
                void: showdown.tie(),
                from_pot: false,
                paid: Some(FixedReturn {
                    payout: Payout::times(1),
                    rtp: 1.0 + table.expected_net(),
                }),
            },
            MarketChance {
                id: MarketId::new(game.side_box()),
                win: game.side_wins()?.as_f64(),
                void: 0.0,
                from_pot: false,
                paid: Some(FixedReturn {
                    payout: game.side_least(),
                    rtp: 1.0 + game.side_return(&[])?.as_f64(),
                }),
            },
        ],
    })
}

impl GameOdds for HoldemState {
    type Game = HoldemTable;

    fn capture(game: &HoldemTable) -> Result<HoldemState, OddsError> {
        Ok(HoldemState {
            kind: game.config().kind(),
            rules: game.config().rules(),
            progressive: game.config().progressive.clone(),
        })
    }

    fn kind(&self) -> GameKind {
        self.kind
    }

    /// The unit box and the side box, then the progressive box with its chance of paying.
    fn chances(&self) -> Result<Chances, OddsError> {
        let mut chances = chances(&self.rules)?;
        if let Some(progressive) = &self.progressive {
            let win = progressive::chance_of_paying(progressive).as_f64();
            chances
                .markets
                .push(MarketChance::from_pot(PROGRESSIVE, win));
        }
        Ok(chances)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fraction::Fraction;
    use livedraw_domain::games::holdem::dynamic_poker::DynamicRules;
    use livedraw_domain::games::holdem::{config::HoldemConfig, variant::HoldemVariant};

    #[test]
    fn a_holdem_betting_round_offers_the_unit_box_and_the_side_box_with_exact_figures() {
        for variant in HoldemVariant::ALL {
            let rules = HoldemConfig::of(variant).rules();
            let chances = chances(&rules).expect("priced");
            let [main, side] = [&chances.markets[0], &chances.markets[1]];
            assert_eq!(main.id.as_str(), rules.unit());
            assert_eq!(side.id.as_str(), rules.side_box());
            let showdown = showdown_chance::full_deck();
            assert_eq!((main.win, main.void), (showdown.win(), showdown.tie()));
            assert!((main.win * 2.0 + main.void - 1.0).abs() < 1e-12);
            let rtp = main.paid.map(|paid| paid.rtp).expect("a return");
            assert!((0.9..1.1).contains(&rtp), "{variant:?}: {rtp}");
            assert!(
                side.win > 0.0 && side.win < 0.5,
                "{variant:?}: {}",
                side.win
            );
        }
    }

    #[test]
    fn a_progressive_box_is_offered_from_the_pot_with_its_chance_of_paying() {
        let progressive =
            Progressive::parse([("royal_flush", "100%"), ("flush", "50")]).expect("a paytable");
        let state = HoldemState {
            kind: GameKind::UltimateHoldem,
            rules: HoldemConfig::of(HoldemVariant::UltimateHoldem).rules(),
            progressive: Some(progressive.clone()),
        };
        let chances = state.chances().expect("priced");
        assert_eq!(chances.markets.len(), 3);
        let market = &chances.markets[2];
        assert_eq!(market.id.as_str(), "progressive");
        assert!(market.from_pot && market.paid.is_none());
        let exact = progressive::chance_of_paying(&progressive).as_f64();
        assert_eq!(market.win, exact);
        let price = crate::pricing::price_market(market, &Default::default());
        assert_eq!(
            (price.odds_hundredths, price.status, price.from_pot),
            (None, crate::pricing::MarketStatus::Open, true)
        );
    }

    #[test]
    fn dynamic_poker_s_b_pays_on_48_of_the_1326_hole_pairs() {
        // A-A 6, A-K suited 4, A-Q or A-J suited 8, A-K offsuit 12, K-K, Q-Q or J-J 18.
        let wins = DynamicRules::published().side_wins().expect("counted");
        assert_eq!(wins, Fraction::new(48, 1326));
    }
}
