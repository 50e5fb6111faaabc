//! Prices a betting round as it opens: what is on the table at that moment, through the odds
//! crate's exact chances and the studio's margins, to a versioned `v1::OddsSet`.
//!
//! The table state is captured when the round opens ([`RoundToPrice::opened`]) and priced later
//! on a blocking thread ([`price`]): Bet on Poker's round 2 enumerates every rest of the board
//! and takes milliseconds, which must not stall the other tables on the runtime.

use livedraw_domain::games::lotto::LottoConfig;
use livedraw_domain::games::Game;
use livedraw_domain::{Card, Decision, DrawNumber, GameKind, MarketId, Table, Timestamp};
use livedraw_odds::games::{baccarat, dice5, lotto, poker6, war, wheel};
use livedraw_odds::{pricing, Chances, MarketStatus, OddsError, PricingConfig};
use livedraw_protocol::{timestamp, v1};
use livedraw_studio::Pricing;

/// The odds crate's pricing configuration of the studio's pricing section.
pub(crate) fn config(studio: &Pricing) -> Result<PricingConfig, OddsError> {
    studio.margins.iter().try_fold(
        PricingConfig::new(studio.margin, studio.floor)?,
        |config, (market, margin)| config.with_margin(MarketId::new(market.clone()), *margin),
    )
}

/// The version of a round's odds set: unique per table and increasing, since draw numbers
/// increase and a draw has fewer than ten rounds.
pub(crate) fn version(draw: DrawNumber, round: u8) -> u64 {
    draw.0.saturating_mul(10).saturating_add(u64::from(round))
}

/// What a round's prices come from.
#[derive(Clone, Debug)]
enum State {
    Baccarat(baccarat::BaccaratState),
    War(war::WarState),
    Poker6(poker6::Poker6State),
    Wheel,
    Dice5,
    Lotto(LottoConfig),
    /// A card game with no shoe in play; a table never opens a round then, but if it did the
    /// round could not be priced.
    NoShoe,
}

/// A betting round that opened, with the table state it is priced from.
#[derive(Clone, Debug)]
pub(crate) struct RoundToPrice {
    draw: DrawNumber,
    round: u8,
    closes_at: Timestamp,
    game: GameKind,
    /// The markets the rules offer in the round, so that an unpriceable round can still list
    /// them (suspended).
    markets: Vec<MarketId>,
    state: State,
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
                } => Some(RoundToPrice {
                    draw: *draw,
                    round: *round,
                    closes_at: *closes_at,
                    game: table.config().game.kind(),
                    markets: table.markets(*round),
                    state: state_of(table.game()),
                }),
                _ => None,
            })
            .collect()
    }
}

fn state_of(game: &Game) -> State {
    match game {
        Game::Baccarat(game) => match game.shoe().shoe() {
            Some(shoe) => State::Baccarat(baccarat::BaccaratState {
                shoe: shoe.composition().clone(),
                player_first: game.player().first().copied(),
                banker_first: game.banker().first().copied(),
            }),
            None => State::NoShoe,
        },
        Game::War(game) => match game.shoe().shoe() {
            Some(shoe) => State::War(war::WarState {
                shoe: shoe.composition().clone(),
                player: game.player(),
            }),
            None => State::NoShoe,
        },
        Game::Poker6(game) => State::Poker6(poker6::Poker6State {
            hands: pockets(game.hands()),
            board: game.board().to_vec(),
            dead: game.dead_cards().to_vec(),
        }),
        Game::Wheel(_) => State::Wheel,
        Game::Dice5(_) => State::Dice5,
        Game::Lotto(game) => State::Lotto(game.config().clone()),
    }
}

/// The complete pocket pairs; a partial deal gives fewer than six, which the odds crate refuses.
fn pockets(hands: &[Vec<Card>]) -> Vec<[Card; 2]> {
    hands
        .iter()
        .filter_map(|hand| <[Card; 2]>::try_from(hand.as_slice()).ok())
        .collect()
}

fn chances(state: &State) -> Result<Chances, String> {
    match state {
        State::Baccarat(state) => baccarat::chances(state).map_err(|e| e.to_string()),
        State::War(state) => war::chances(state).map_err(|e| e.to_string()),
        State::Poker6(state) => poker6::chances(state).map_err(|e| e.to_string()),
        State::Wheel => Ok(wheel::chances()),
        State::Dice5 => Ok(dice5::chances()),
        State::Lotto(config) => Ok(lotto::chances(config)),
        State::NoShoe => Err("no shoe in play".to_string()),
    }
}

/// The odds set of `round` on table `table_id`, computed at `at`. A round that cannot be
/// priced (a state no legal table reaches) is published with every market suspended, so that
/// no bet is taken on a price that does not exist.
pub(crate) fn price(
    round: &RoundToPrice,
    table_id: &str,
    at: Timestamp,
    config: &PricingConfig,
) -> v1::OddsSet {
    let version = version(round.draw, round.round);
    let prices = match chances(&round.state) {
        Ok(chances) if chances.round == round.round => {
            wire_prices(&pricing::price(round.game, &chances, version, config))
        }
        Ok(chances) => {
            tracing::error!(
                table = table_id,
                draw = round.draw.0,
                round = round.round,
                priced_round = chances.round,
                "the table state prices another round than the one opened; markets suspended"
            );
            suspended(&round.markets)
        }
        Err(reason) => {
            tracing::error!(
                table = table_id,
                draw = round.draw.0,
                round = round.round,
                %reason,
                "the round cannot be priced; markets suspended"
            );
            suspended(&round.markets)
        }
    };
    v1::OddsSet {
        table_id: table_id.to_string(),
        draw_number: round.draw.0,
        round: u32::from(round.round),
        version,
        computed_at: Some(timestamp::encode(at)),
        closes_at: Some(timestamp::encode(round.closes_at)),
        prices,
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
        })
        .collect()
}
