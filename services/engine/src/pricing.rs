//! Prices a betting round as it opens: what is on the table at that moment, through the odds
//! crate's exact chances and the studio's margins, to a versioned `v1::OddsSet`.
//!
//! The table state is captured when the round opens ([`RoundToPrice::opened`]) and priced later
//! on a blocking thread ([`price`]): Bet on Poker's round 2 enumerates every rest of the board
//! and takes milliseconds, which must not stall the other tables on the runtime.

use livedraw_domain::market::Prize;
use livedraw_domain::{
    Decision, DrawNumber, GameKind, MarketId, PaytableLine, Table, TableLimits, Timestamp,
};
use livedraw_odds::{pricing, Chances, MarketStatus, OddsError, PricingConfig, TableState};
use livedraw_protocol::{timestamp, v1};
use livedraw_studio::Pricing;

/// How the engine prices: the odds crate's margins and floor, and whether blackjack's betting
/// round is priced (the studio's `[pricing]`).
#[derive(Clone, Debug)]
pub struct Prices {
    /// Margins and floor.
    pub odds: PricingConfig,
    /// Whether blackjack's betting round is priced; its markets are listed suspended if not.
    pub blackjack_rounds: bool,
}

impl Default for Prices {
    fn default() -> Prices {
        Prices {
            odds: PricingConfig::default(),
            blackjack_rounds: true,
        }
    }
}

/// The engine's pricing of the studio's pricing section.
pub(crate) fn config(studio: &Pricing) -> Result<Prices, OddsError> {
    let odds = studio.margins.iter().try_fold(
        PricingConfig::new(studio.margin, studio.floor)?,
        |config, (market, margin)| config.with_margin(MarketId::new(market.clone()), *margin),
    )?;
    Ok(Prices {
        odds,
        blackjack_rounds: studio.blackjack_rounds,
    })
}

/// The version of a round's odds set: unique per table and increasing, since draw numbers
/// increase and a draw has fewer than ten rounds.
pub(crate) fn version(draw: DrawNumber, round: u8) -> u64 {
    draw.0.saturating_mul(10).saturating_add(u64::from(round))
}

/// A betting round that opened, with the table state it is priced from.
#[derive(Clone, Debug)]
pub(crate) struct RoundToPrice {
    draw: DrawNumber,
    round: u8,
    closes_at: Timestamp,
    /// The table's game.
    pub(crate) game: GameKind,
    /// The markets the rules offer in the round, so that an unpriceable round can still list
    /// them (suspended).
    markets: Vec<MarketId>,
    /// The table's stake limits, whose own (no operator's) the odds set carries.
    limits: TableLimits,
    /// The payout tables of the markets that pay by one (a poker game's boxes).
    paytables: Vec<(MarketId, Vec<PaytableLine>)>,
    /// What the round's prices come from, as the table was when it opened; an error if the
    /// table could not be priced then (a card game with no shoe in play, which never opens a
    /// round).
    state: Result<TableState, OddsError>,
}

impl RoundToPrice {
    /// Every round that `decisions` opened, priced from `table` as it is now: the caller
    /// captures right after the rules call that opened them, before anything else changes it.
    pub(crate) fn opened(table: &Table, decisions: &[Decision]) -> Vec<RoundToPrice> {
        decisions
            .iter()
            .filter_map(|decision| match decision {
                Decision::BettingRoundOpened {
                    draw,
                    round,
                    closes_at,
                    ..
                } => Some(RoundToPrice {
                    draw: *draw,
                    round: *round,
                    closes_at: *closes_at,
                    game: table.config().game.kind(),
                    markets: table.markets(*round),
                    limits: table.config().limits.clone(),
                    paytables: table.game().rules().paytables(),
                    state: TableState::capture(table.game()),
                }),
                _ => None,
            })
            .collect()
    }
}

/// The odds set of `round` on table `table_id`, computed at `at`. A round that cannot be
/// priced (a state no legal table reaches) is published with every market suspended, so that
/// no bet is taken on a price that does not exist; so is blackjack's where the studio does not
/// price it.
pub(crate) fn price(
    round: &RoundToPrice,
    table_id: &str,
    at: Timestamp,
    config: &Prices,
) -> v1::OddsSet {
    let version = version(round.draw, round.round);
    if round.game == GameKind::Blackjack && !config.blackjack_rounds {
        return unpriced(round, table_id, at);
    }
    let chances = round
        .state
        .as_ref()
        .map_err(Clone::clone)
        .and_then(TableState::chances);
    match chances.map(|chances| for_round(chances, round)) {
        Ok(chances) if chances.round == round.round => {
            let odds = &config.odds;
            let prices = wire_prices(&pricing::price(round.game, &chances, version, odds));
            odds_set(round, table_id, at, prices)
        }
        Ok(chances) => {
            tracing::error!(
                table = table_id,
                draw = round.draw.0,
                round = round.round,
                priced_round = chances.round,
                "the table state prices another round than the one opened; markets suspended"
            );
            unpriced(round, table_id, at)
        }
        Err(reason) => {
            tracing::error!(
                table = table_id,
                draw = round.draw.0,
                round = round.round,
                %reason,
                "the round cannot be priced; markets suspended"
            );
            unpriced(round, table_id, at)
        }
    }
}

/// A fixed-payout game's chances do not change with the round (a round reopened after a void
/// spin is priced as the first), so they are the chances of the round opened.
fn for_round(chances: Chances, round: &RoundToPrice) -> Chances {
    if round.game.is_fixed_payout() {
        Chances {
            round: round.round,
            ..chances
        }
    } else {
        chances
    }
}

/// The odds set of a round whose prices could not be computed: every market suspended.
pub(crate) fn unpriced(round: &RoundToPrice, table_id: &str, at: Timestamp) -> v1::OddsSet {
    odds_set(round, table_id, at, suspended(&round.markets))
}

fn odds_set(
    round: &RoundToPrice,
    table_id: &str,
    at: Timestamp,
    prices: Vec<v1::MarketPrice>,
) -> v1::OddsSet {
    v1::OddsSet {
        table_id: table_id.to_string(),
        draw_number: round.draw.0,
        round: u32::from(round.round),
        version: version(round.draw, round.round),
        computed_at: Some(timestamp::encode(at)),
        closes_at: Some(timestamp::encode(round.closes_at)),
        prices: with_paytables(with_stakes(prices, &round.limits), &round.paytables),
        max_win_hundredths: round.limits.max_win.as_hundredths(),
    }
}

/// `prices` with the table's own stake limits on each market.
fn with_stakes(prices: Vec<v1::MarketPrice>, limits: &TableLimits) -> Vec<v1::MarketPrice> {
    prices
        .into_iter()
        .map(|price| {
            let own = limits.defaults(&MarketId::new(price.market.as_str()));
            v1::MarketPrice {
                min_stake_hundredths: own.min_stake.as_hundredths(),
                max_stake_hundredths: own.max_stake.as_hundredths(),
                ..price
            }
        })
        .collect()
}

/// `prices` with each market's payout table, where it has one.
fn with_paytables(
    mut prices: Vec<v1::MarketPrice>,
    paytables: &[(MarketId, Vec<PaytableLine>)],
) -> Vec<v1::MarketPrice> {
    for price in &mut prices {
        let Some((_, lines)) = paytables
            .iter()
            .find(|(market, _)| market.as_str() == price.market)
        else {
            continue;
        };
        price.paytable = lines
            .iter()
            .map(|line| v1::PaytableLine {
                line: line.line.clone(),
                payout_hundredths: line.pays.as_hundredths(),
                prize: line.prize.map(wire_prize),
            })
            .collect();
    }
    prices
}

fn wire_prize(prize: Prize) -> v1::paytable_line::Prize {
    match prize {
        Prize::Pot(share) => v1::paytable_line::Prize::PotShareHundredths(u32::from(share)),
        Prize::Fixed(amount) => v1::paytable_line::Prize::FixedPrizeHundredths(amount),
    }
}

fn wire_prices(set: &pricing::OddsSet) -> Vec<v1::MarketPrice> {
    set.markets
        .iter()
        .map(|market| v1::MarketPrice {
            market: market.id.as_str().to_string(),
            probability: market.probability,
            odds_hundredths: market.odds_hundredths.unwrap_or(0),
            status: wire_status(market.status).into(),
            payout_hundredths: market.paid.map(|paid| paid.payout.as_hundredths()),
            rtp: market.paid.map(|paid| paid.rtp),
            // The table's limits and paytables are added with the set ([`odds_set`]).
            min_stake_hundredths: 0,
            max_stake_hundredths: 0,
            paytable: Vec::new(),
            from_pot: market.from_pot,
        })
        .collect()
}

fn wire_status(status: MarketStatus) -> v1::MarketStatus {
    match status {
        MarketStatus::Open => v1::MarketStatus::Open,
        MarketStatus::Won => v1::MarketStatus::Won,
        MarketStatus::Lost => v1::MarketStatus::Lost,
        MarketStatus::Suspended => v1::MarketStatus::Suspended,
    }
}

fn suspended(markets: &[MarketId]) -> Vec<v1::MarketPrice> {
    markets
        .iter()
        .map(|market| v1::MarketPrice {
            market: market.as_str().to_string(),
            probability: 0.0,
            odds_hundredths: 0,
            status: v1::MarketStatus::Suspended.into(),
            payout_hundredths: None,
            rtp: None,
            min_stake_hundredths: 0,
            max_stake_hundredths: 0,
            paytable: Vec::new(),
            from_pot: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::games::Game;
    use livedraw_domain::limits::{Amount, MarketLimits, Profile};
    use livedraw_domain::{Card, GameConfig, TableConfig};
    use livedraw_odds::games::{blackjack, poker6};
    use livedraw_simulator::{apply, Floor, Input};

    const START: Timestamp = Timestamp::from_millis(1_767_250_800_000);

    fn table(game: GameKind) -> Table {
        Table::new(TableConfig::studio_default(GameConfig::of(game)))
    }

    /// Plays a perfect floor on a `game` table until `round` of a draw opens; the table then
    /// and the decisions that opened it.
    fn until_round(game: GameKind, round: u8) -> (Table, Vec<Decision>) {
        let mut table = table(game);
        let mut floor = Floor::new(game, 5, START, 0.0);
        let mut input = Input::Tick(START);
        for _ in 0..500 {
            let answer = apply(&mut table, &input);
            if let Ok(decisions) = &answer {
                let opened = decisions.iter().any(|decision| {
                    matches!(decision, Decision::BettingRoundOpened { round: r, .. } if *r == round)
                });
                if opened {
                    return (table, decisions.clone());
                }
            }
            floor.answered(&input, &answer);
            input = floor.next_input(&table);
        }
        panic!("round {round} of {game} never opened");
    }

    fn probability(set: &v1::OddsSet, market: &str) -> f64 {
        set.prices
            .iter()
            .find(|price| price.market == market)
            .map(|price| price.probability)
            .expect("the market is priced")
    }

    #[test]
    fn a_fresh_baccarat_shoe_gives_the_published_chances() {
        let (table, decisions) = until_round(GameKind::Baccarat, 1);
        let rounds = RoundToPrice::opened(&table, &decisions);
        assert_eq!(rounds.len(), 1);
        let set = price(&rounds[0], "baccarat-1", START, &Prices::default());
        assert_eq!((set.draw_number, set.round, set.version), (1, 1, 11));
        assert!((probability(&set, "banker") - 0.458_653).abs() < 1e-6);
        assert!((probability(&set, "player") - 0.446_279).abs() < 1e-6);
        assert_eq!(set.prices.len(), table.markets(1).len());
    }

    #[test]
    fn a_three_card_round_offers_each_box_with_its_paytable_and_exact_return() {
        let (table, decisions) = until_round(GameKind::ThreeCardPoker, 1);
        let rounds = RoundToPrice::opened(&table, &decisions);
        let set = price(&rounds[0], "three-card-poker-1", START, &Prices::default());
        let markets: Vec<&str> = set.prices.iter().map(|p| p.market.as_str()).collect();
        assert_eq!(markets, ["ante", "pairplus"]);
        let pairplus = &set.prices[1];
        assert_eq!(
            pairplus.payout_hundredths,
            Some(100),
            "the least a win pays"
        );
        let lines: Vec<(&str, i32)> = pairplus
            .paytable
            .iter()
            .map(|line| (line.line.as_str(), line.payout_hundredths))
            .collect();
        assert_eq!(
            lines,
            [
                ("straight_flush", 4000),
                ("three_of_a_kind", 3000),
                ("straight", 600),
                ("flush", 300),
                ("pair", 100)
            ]
        );
        let ante = &set.prices[0];
        assert!(ante
            .paytable
            .iter()
            .any(|line| line.line == "ante_bonus.straight_flush" && line.payout_hundredths == 300));
        assert!(ante
            .rtp
            .is_some_and(|rtp| (rtp - 0.957_220_416_808).abs() < 1e-12));
    }

    #[test]
    fn poker_round_two_is_priced_from_the_pocket_cards_on_the_table() {
        let (table, decisions) = until_round(GameKind::Poker6, 2);
        let Game::Poker6(poker) = table.game() else {
            panic!("a poker table");
        };
        let state = poker6::Poker6State {
            hands: poker
                .hands()
                .iter()
                .filter_map(|hand| <[Card; 2]>::try_from(hand.as_slice()).ok())
                .collect(),
            board: Vec::new(),
            dead: poker.dead_cards().to_vec(),
        };
        assert_eq!(state.hands.len(), 6);
        let config = Prices::default();
        let chances = poker6::chances(&state).expect("a legal deal");
        let expected = with_stakes(
            wire_prices(&pricing::price(
                GameKind::Poker6,
                &chances,
                12,
                &config.odds,
            )),
            &TableLimits::default(),
        );
        let rounds = RoundToPrice::opened(&table, &decisions);
        let set = price(&rounds[0], "poker-1", START, &config);
        assert_eq!(set.prices, expected);
        assert_eq!(set.version, 12);
    }

    #[test]
    fn every_single_round_game_is_priced_with_open_markets() {
        for game in [
            GameKind::Wheel,
            GameKind::Dice5,
            GameKind::Lotto5Of36,
            GameKind::Lotto7Of42,
            GameKind::War,
        ] {
            let (table, decisions) = until_round(game, 1);
            let rounds = RoundToPrice::opened(&table, &decisions);
            let set = price(&rounds[0], "t", START, &Prices::default());
            assert_eq!(set.prices.len(), table.markets(1).len(), "{game}");
            // Only markets rarer than the floor (five of a kind on the dice) are not open.
            assert!(set.prices.iter().all(|price| match price.status() {
                v1::MarketStatus::Open => price.odds_hundredths >= 101,
                v1::MarketStatus::Suspended => price.probability < 0.001,
                _ => false,
            }));
        }
    }

    #[test]
    fn fixed_payout_rounds_publish_every_market_s_payout_and_return() {
        // Blackjack's betting round has tests of its own below.
        let fixed_payout = GameKind::ALL
            .into_iter()
            .filter(|game| game.is_fixed_payout() && *game != GameKind::Blackjack);
        for game in fixed_payout {
            let (table, decisions) = until_round(game, 1);
            let rounds = RoundToPrice::opened(&table, &decisions);
            let set = price(&rounds[0], "t", START, &Prices::default());
            assert_eq!(set.prices.len(), table.markets(1).len(), "{game}");
            for market in &set.prices {
                let payout = market.payout_hundredths.expect("a payout");
                let rtp = market.rtp.expect("a return");
                assert_eq!(market.status(), v1::MarketStatus::Open, "{game}");
                assert_eq!(i64::from(market.odds_hundredths), i64::from(payout) + 100);
                // Ultimate Texas Hold'em's blind pays a flush 3x as printed (a published
                // minimum), which gives the player the edge (three-card-and-holdem.md).
                let player_edge = game == GameKind::UltimateHoldem && market.market == "ante";
                assert!(
                    rtp > 0.5 && (rtp <= 1.0 || player_edge),
                    "{game} {}: {rtp}",
                    market.market
                );
            }
        }
        let (table, decisions) = until_round(GameKind::Roulette, 1);
        let set = price(
            &RoundToPrice::opened(&table, &decisions)[0],
            "roulette-1",
            START,
            &Prices::default(),
        );
        let straight = set
            .prices
            .iter()
            .find(|price| price.market == "straight_17")
            .expect("offered");
        assert_eq!(straight.payout_hundredths, Some(3500));
        assert!((straight.rtp.expect("a return") - 36.0 / 37.0).abs() < 1e-12);
    }

    #[test]
    fn blackjack_s_betting_round_offers_every_seat_at_even_money_with_its_exact_chances() {
        let (table, decisions) = until_round(GameKind::Blackjack, 1);
        let Game::Blackjack(game) = table.game() else {
            panic!("a blackjack table");
        };
        let shoe = game.shoe().shoe().expect("a shoe").composition().clone();
        let set = price(
            &RoundToPrice::opened(&table, &decisions)[0],
            "blackjack-1",
            START,
            &Prices::default(),
        );
        assert_eq!(set.prices.len(), table.markets(1).len());
        let exact = blackjack::chances(game.config(), &shoe).expect("chances");
        for (market, exact) in set.prices.iter().zip(&exact.markets) {
            assert_eq!(market.market, exact.id.as_str());
            assert_eq!(market.status(), v1::MarketStatus::Open);
            assert_eq!(market.probability, exact.win);
            let paid = exact.paid.expect("a fixed payout");
            assert_eq!(market.rtp, Some(paid.rtp));
            let payout = market.payout_hundredths.expect("a payout");
            assert_eq!(payout, paid.payout.as_hundredths());
            assert_eq!(i64::from(market.odds_hundredths), i64::from(payout) + 100);
        }
        let seat = &set.prices[0];
        assert_eq!(
            (seat.market.as_str(), seat.odds_hundredths),
            ("seat-1", 200)
        );
        assert!(seat.rtp.is_some_and(|rtp| rtp > 0.9 && rtp < 1.0));
    }

    #[test]
    fn a_studio_that_does_not_price_blackjack_rounds_lists_them_suspended() {
        let (table, decisions) = until_round(GameKind::Blackjack, 1);
        let prices = Prices {
            blackjack_rounds: false,
            ..Prices::default()
        };
        let set = price(
            &RoundToPrice::opened(&table, &decisions)[0],
            "bj",
            START,
            &prices,
        );
        assert_eq!(set.prices.len(), table.markets(1).len());
        assert!(set.prices.iter().all(|price| {
            price.status() == v1::MarketStatus::Suspended && price.odds_hundredths == 0
        }));
    }

    /// operations.md, stake limits: every round's odds set carries the table's own limits (a
    /// market's where it has its own), not an operator's profile; a suspended set too.
    #[test]
    fn every_odds_set_carries_the_table_s_own_stake_limits() {
        let (table, decisions) = until_round(GameKind::Baccarat, 1);
        let mut round = RoundToPrice::opened(&table, &decisions).remove(0);
        let tie = MarketLimits {
            min_stake: Some(Amount::whole(2)),
            max_stake: Some(Amount::whole(100)),
        };
        round.limits.markets.insert(MarketId::new("tie"), tie);
        let profile = Profile {
            max_stake: Some(Amount::whole(5)),
            ..Profile::default()
        };
        round.limits.profiles.insert("acme".into(), profile);
        let stakes = |set: &v1::OddsSet, market: &str| {
            let price = set.prices.iter().find(|price| price.market == market);
            price.map(|price| (price.min_stake_hundredths, price.max_stake_hundredths))
        };
        for set in [
            price(&round, "baccarat-1", START, &Prices::default()),
            unpriced(&round, "baccarat-1", START),
        ] {
            assert_eq!(stakes(&set, "tie"), Some((200, 10_000)));
            assert_eq!(stakes(&set, "player"), Some((100, 50_000)));
            assert_eq!(set.max_win_hundredths, 100_000_000);
        }
    }

    #[test]
    fn a_round_reopened_after_a_no_spin_is_priced_as_the_first() {
        let (mut table, _) = until_round(GameKind::Roulette, 1);
        let closes = table.next_deadline().expect("the round closes");
        table.tick(closes);
        let no_spin = livedraw_domain::Observation::RouletteLaunchFailed;
        let decisions = table.observe(&no_spin, None, closes).expect("a no-spin");
        let rounds = RoundToPrice::opened(&table, &decisions);
        let set = price(&rounds[0], "roulette-1", closes, &Prices::default());
        assert_eq!((set.round, set.version), (2, 12));
        assert_eq!(set.prices.len(), table.markets(2).len());
        assert!(set
            .prices
            .iter()
            .all(|price| price.status() == v1::MarketStatus::Open));
    }

    #[test]
    fn a_round_that_cannot_be_priced_is_published_suspended() {
        let (table, decisions) = until_round(GameKind::War, 1);
        let mut rounds = RoundToPrice::opened(&table, &decisions);
        let mut round = rounds.pop().expect("a round opens once the shoe is in");
        round.state = Err(OddsError::NoShoe);
        let set = price(&round, "war-1", START, &Prices::default());
        assert!(!set.prices.is_empty());
        assert!(set.prices.iter().all(|price| {
            price.status() == v1::MarketStatus::Suspended && price.odds_hundredths == 0
        }));
    }

    #[test]
    fn studio_margins_reach_the_pricing() {
        let studio = Pricing {
            margin: 0.05,
            margins: [("tie".to_string(), 0.1)].into_iter().collect(),
            floor: 0.001,
            blackjack_rounds: false,
        };
        let priced = config(&studio).expect("a valid pricing");
        assert_eq!(priced.odds.margin(&MarketId::new("tie")), 0.1);
        assert_eq!(priced.odds.margin(&MarketId::new("player")), 0.05);
        assert!(!priced.blackjack_rounds);
        let broken = Pricing {
            margin: 1.5,
            ..studio
        };
        assert!(config(&broken).is_err());
    }
}
