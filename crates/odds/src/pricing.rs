//! From true probabilities to prices: `odds = (1 − margin) / p`, rounded down to 0.01, never
//! below 1.01; decided markets are WON or LOST, unlikely ones suspended.

use crate::chances::{Chances, FixedReturn, MarketChance};
use crate::error::OddsError;
use livedraw_domain::{GameKind, MarketId};
use std::collections::BTreeMap;

/// The lowest odds offered, in hundredths (1.01).
pub const MIN_ODDS_HUNDREDTHS: u32 = 101;

/// Slack added before rounding down: `(1 − m) / p` is computed in binary floating point, so a
/// price that is exactly on a tick (0.95 / 0.5 = 1.90) may come out a hair below it. Real
/// probabilities are ratios of counts far coarser than this.
const ROUNDING_SLACK: f64 = 1e-9;

/// Margins and the probability floor.
#[derive(Clone, Debug, PartialEq)]
pub struct PricingConfig {
    default_margin: f64,
    margins: BTreeMap<MarketId, f64>,
    floor: f64,
}

impl Default for PricingConfig {
    /// 5 % margin on every market; markets below 0.1 % are suspended.
    fn default() -> PricingConfig {
        PricingConfig {
            default_margin: 0.05,
            margins: BTreeMap::new(),
            floor: 0.001,
        }
    }
}

impl PricingConfig {
    /// A configuration with `margin` on every market and `floor` as the probability below which
    /// a market is suspended.
    pub fn new(margin: f64, floor: f64) -> Result<PricingConfig, OddsError> {
        Ok(PricingConfig {
            default_margin: check_margin(margin)?,
            margins: BTreeMap::new(),
            floor: check_floor(floor)?,
        })
    }

    /// The same configuration with `margin` on market `id`.
    pub fn with_margin(mut self, id: MarketId, margin: f64) -> Result<PricingConfig, OddsError> {
        self.margins.insert(id, check_margin(margin)?);
        Ok(self)
    }

    /// The margin of market `id`.
    pub fn margin(&self, id: &MarketId) -> f64 {
        self.margins.get(id).copied().unwrap_or(self.default_margin)
    }

    /// The probability below which markets are suspended.
    pub fn floor(&self) -> f64 {
        self.floor
    }
}

fn check_margin(margin: f64) -> Result<f64, OddsError> {
    if (0.0..1.0).contains(&margin) {
        Ok(margin)
    } else {
        Err(OddsError::InvalidMargin(margin))
    }
}

fn check_floor(floor: f64) -> Result<f64, OddsError> {
    if (0.0..=1.0).contains(&floor) {
        Ok(floor)
    } else {
        Err(OddsError::InvalidFloor(floor))
    }
}

/// Whether a market takes bets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarketStatus {
    /// Priced and open for bets.
    Open,
    /// Certain to win: shown as WON, takes no bets.
    Won,
    /// Cannot win any more: shown as LOST, takes no bets.
    Lost,
    /// Too unlikely to price (below the floor): takes no bets.
    Suspended,
}

impl MarketStatus {
    /// `open`, `won`, `lost` or `suspended`.
    pub fn name(self) -> &'static str {
        match self {
            MarketStatus::Open => "open",
            MarketStatus::Won => "won",
            MarketStatus::Lost => "lost",
            MarketStatus::Suspended => "suspended",
        }
    }
}

/// One market of an odds set.
#[derive(Clone, Debug, PartialEq)]
pub struct MarketPrice {
    /// The market.
    pub id: MarketId,
    /// The true probability that a bet on it wins.
    pub probability: f64,
    /// The odds in hundredths (190 = 1.90) when the market is open.
    pub odds_hundredths: Option<u32>,
    /// Whether it takes bets.
    pub status: MarketStatus,
    /// In a fixed-payout game: the paytable's payout and the market's return to player.
    pub paid: Option<FixedReturn>,
    /// A progressive box: open, its prizes paid from the operator's pot, so without odds (or,
    /// where it has fixed lines too, at its lowest fixed line's, `rtp` the fixed lines').
    pub from_pot: bool,
}

/// The prices of every market of one betting round.
#[derive(Clone, Debug, PartialEq)]
pub struct OddsSet {
    /// The game.
    pub game: GameKind,
    /// The betting round (1-based).
    pub round: u8,
    /// The version a bet names when it is placed at these odds.
    pub version: u64,
    /// Every market, in catalogue order.
    pub markets: Vec<MarketPrice>,
}

/// `(1 − margin) / probability` in hundredths, rounded down, at least 1.01.
///
/// `probability` must be in (0, 1]; the result saturates at `u32::MAX` for vanishing ones.
pub fn odds_hundredths(probability: f64, margin: f64) -> u32 {
    let hundredths = ((1.0 - margin) * 100.0 / probability + ROUNDING_SLACK).floor();
    // A float-to-int `as` saturates, which is what a vanishing probability should give.
    (hundredths as u32).max(MIN_ODDS_HUNDREDTHS)
}

/// Prices one market. Markets that can be voided are priced on the chance of winning given
/// they are not voided, so that a returned stake is not paid for twice.
pub fn price_market(chance: &MarketChance, config: &PricingConfig) -> MarketPrice {
    if let Some(paid) = chance.paid {
        return price_fixed(chance, paid);
    }
    if chance.from_pot {
        return MarketPrice {
            id: chance.id.clone(),
            probability: chance.win,
            odds_hundredths: None,
            status: MarketStatus::Open,
            paid: None,
            from_pot: true,
        };
    }
    let effective = chance.win_unless_void();
    let (odds, status) = if chance.win <= 0.0 {
        (None, MarketStatus::Lost)
    } else if effective >= 1.0 {
        (None, MarketStatus::Won)
    } else if effective < config.floor || bettor_edge_at_minimum(effective) {
        (None, MarketStatus::Suspended)
    } else {
        let margin = config.margin(&chance.id);
        (Some(odds_hundredths(effective, margin)), MarketStatus::Open)
    };
    MarketPrice {
        id: chance.id.clone(),
        probability: chance.win,
        odds_hundredths: odds,
        status,
        paid: None,
        from_pot: false,
    }
}

/// A fixed-payout market is offered at its paytable's payout, whatever its probability: the
/// decimal odds are the stake plus the payout, and no margin applies (the house edge is in the
/// paytable, and `rtp` shows it). A box with fixed lines and lines paid from the operator's pot
/// (Oasis Stud's progressive bonus) says so, its `rtp` the fixed lines'.
fn price_fixed(chance: &MarketChance, paid: FixedReturn) -> MarketPrice {
    let decimal = u32::try_from(paid.payout.as_hundredths().saturating_add(100)).unwrap_or(0);
    MarketPrice {
        id: chance.id.clone(),
        probability: chance.win,
        odds_hundredths: Some(decimal),
        status: MarketStatus::Open,
        paid: Some(paid),
        from_pot: chance.from_pot,
    }
}

/// Whether even the lowest odds (1.01) would pay more than fair: a near-certain market is
/// suspended rather than offered at a loss to the house.
fn bettor_edge_at_minimum(probability: f64) -> bool {
    probability * f64::from(MIN_ODDS_HUNDREDTHS) > 100.0
}

/// Prices every market of `chances` as odds set `version` of `game`.
pub fn price(game: GameKind, chances: &Chances, version: u64, config: &PricingConfig) -> OddsSet {
    OddsSet {
        game,
        round: chances.round,
        version,
        markets: chances
            .markets
            .iter()
            .map(|chance| price_market(chance, config))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_ticks_survive_float_rounding() {
        assert_eq!(odds_hundredths(0.5, 0.05), 190);
        assert_eq!(odds_hundredths(0.5, 0.0), 200);
        assert_eq!(odds_hundredths(0.25, 0.04), 384);
        assert_eq!(odds_hundredths(0.1, 0.1), 900);
        assert_eq!(odds_hundredths(1.0 / 3.0, 0.0), 300);
        assert_eq!(odds_hundredths(0.2, 0.03), 485);
    }

    #[test]
    fn odds_round_down_never_up() {
        // 0.95 / 0.3 = 3.1666…: 3.16, not 3.17.
        assert_eq!(odds_hundredths(0.3, 0.05), 316);
        // 1 / 0.6 = 1.666…: 1.66.
        assert_eq!(odds_hundredths(0.6, 0.0), 166);
        // Just above a tick boundary rounds down to it; just below stays below.
        assert_eq!(odds_hundredths(0.5 * (1.0 + 1e-6), 0.0), 199);
        assert_eq!(odds_hundredths(0.5 * (1.0 - 1e-6), 0.0), 200);
    }

    #[test]
    fn odds_never_go_below_1_01() {
        assert_eq!(odds_hundredths(0.999, 0.05), 101);
        assert_eq!(odds_hundredths(0.99, 0.0), 101);
        assert_eq!(odds_hundredths(1.0 / 1.02, 0.0), 102);
    }

    #[test]
    fn vanishing_probabilities_saturate() {
        assert_eq!(odds_hundredths(1e-300, 0.0), u32::MAX);
    }

    #[test]
    fn decided_markets_are_won_or_lost_and_take_no_bets() {
        let config = PricingConfig::default();
        let won = price_market(&MarketChance::new("a", 1.0), &config);
        assert_eq!((won.status, won.odds_hundredths), (MarketStatus::Won, None));
        let lost = price_market(&MarketChance::new("a", 0.0), &config);
        assert_eq!(
            (lost.status, lost.odds_hundredths),
            (MarketStatus::Lost, None)
        );
    }

    #[test]
    fn markets_below_the_floor_are_suspended() {
        let config = PricingConfig::new(0.05, 0.01).expect("config");
        let rare = price_market(&MarketChance::new("a", 0.009), &config);
        assert_eq!(rare.status, MarketStatus::Suspended);
        let priced = price_market(&MarketChance::new("a", 0.01), &config);
        assert_eq!(priced.status, MarketStatus::Open);
        assert_eq!(priced.odds_hundredths, Some(9500));
    }

    #[test]
    fn near_certain_markets_are_suspended_rather_than_sold_at_a_loss() {
        let config = PricingConfig::default();
        let safe = price_market(&MarketChance::new("a", 0.99), &config);
        assert_eq!(
            (safe.status, safe.odds_hundredths),
            (MarketStatus::Open, Some(101))
        );
        let edge = price_market(&MarketChance::new("a", 0.995), &config);
        assert_eq!(
            (edge.status, edge.odds_hundredths),
            (MarketStatus::Suspended, None)
        );
    }

    #[test]
    fn margins_can_differ_per_market() {
        let config = PricingConfig::new(0.05, 0.0)
            .and_then(|c| c.with_margin(MarketId::new("tie"), 0.10))
            .expect("config");
        let tie = price_market(&MarketChance::new("tie", 0.1), &config);
        let other = price_market(&MarketChance::new("small", 0.1), &config);
        assert_eq!(tie.odds_hundredths, Some(900));
        assert_eq!(other.odds_hundredths, Some(950));
    }

    #[test]
    fn void_on_tie_markets_are_priced_on_the_live_chance() {
        let player = MarketChance {
            id: MarketId::new("player"),
            win: 0.45,
            void: 0.1,
            from_pot: false,
            paid: None,
        };
        let price = price_market(&player, &PricingConfig::new(0.0, 0.0).expect("config"));
        // 0.45 / 0.9 = 0.5: fair odds 2.00, not 2.22.
        assert_eq!(price.odds_hundredths, Some(200));
        assert_eq!(price.probability, 0.45);
    }

    #[test]
    fn fixed_payout_markets_are_offered_at_their_paytable_with_no_margin() {
        let straight = MarketChance {
            from_pot: false,
            paid: Some(FixedReturn {
                payout: livedraw_domain::Payout::times(35),
                rtp: 36.0 / 37.0,
            }),
            ..MarketChance::new("straight_17", 1.0 / 37.0)
        };
        let price = price_market(&straight, &PricingConfig::default());
        assert_eq!(price.status, MarketStatus::Open);
        assert_eq!(price.odds_hundredths, Some(3600));
        assert_eq!(price.paid.map(|paid| paid.rtp), Some(36.0 / 37.0));
    }

    #[test]
    fn bad_margins_and_floors_are_refused() {
        assert!(PricingConfig::new(1.0, 0.0).is_err());
        assert!(PricingConfig::new(-0.01, 0.0).is_err());
        assert!(PricingConfig::new(0.05, 1.5).is_err());
        assert!(PricingConfig::new(f64::NAN, 0.0).is_err());
    }

    #[test]
    fn an_odds_set_keeps_round_version_and_order() {
        let chances = Chances {
            round: 2,
            markets: vec![MarketChance::new("a", 0.5), MarketChance::new("b", 0.0)],
        };
        let set = price(GameKind::War, &chances, 7, &PricingConfig::default());
        assert_eq!((set.round, set.version, set.markets.len()), (2, 7, 2));
        assert_eq!(set.markets[1].id.as_str(), "b");
    }
}
