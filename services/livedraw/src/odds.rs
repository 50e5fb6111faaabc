//! `livedraw odds`: a table state from the command line, priced; for blackjack, the values of
//! one open decision ([`blackjack`]). The games with flags each have a module with their flags
//! and the state they describe; this file holds the subcommands, and `odds/flags.rs` the card
//! flags they share.

mod baccarat;
mod blackjack;
mod flags;
mod poker6;
mod punto_banco;
mod roulette;
mod war;

use clap::{Args, Subcommand};
use livedraw_domain::games::lotto::LottoConfig;
use livedraw_domain::games::lucky_dice::LuckyDiceConfig;
use livedraw_domain::games::money_wheel::MoneyWheelConfig;
use livedraw_domain::games::sic_bo::SicBoConfig;
use livedraw_domain::MarketId;
use livedraw_odds::games::dice5::Dice5State;
use livedraw_odds::games::lotto::LottoState;
use livedraw_odds::games::lucky_dice::LuckyDiceState;
use livedraw_odds::games::money_wheel::MoneyWheelState;
use livedraw_odds::games::sic_bo::SicBoState;
use livedraw_odds::games::wheel::WheelState;
use livedraw_odds::pricing::price;
use livedraw_odds::{OddsSet, PricingConfig, TableState};

/// The version an odds set printed by the CLI carries.
const CLI_VERSION: u64 = 1;

/// `livedraw odds <game> [state]`.
#[derive(Args)]
pub struct OddsArgs {
    #[command(subcommand)]
    game: Game,
    /// Print JSON instead of a table.
    #[arg(long, global = true)]
    pub json: bool,
    /// Margin on every market, e.g. 0.05 for 5 %.
    #[arg(long, global = true, default_value_t = 0.05)]
    margin: f64,
    /// Markets less likely than this are suspended.
    #[arg(long, global = true, default_value_t = 0.001)]
    floor: f64,
    /// A market's own margin, `id=margin` (e.g. `tie=0.10`); repeatable.
    #[arg(long = "market-margin", global = true, value_parser = market_margin)]
    market_margins: Vec<(String, f64)>,
}

fn market_margin(text: &str) -> Result<(String, f64), String> {
    let (id, margin) = text
        .split_once('=')
        .ok_or_else(|| format!("`{text}` is not id=margin"))?;
    let margin = margin
        .parse()
        .map_err(|_| format!("`{margin}` is not a number"))?;
    Ok((id.to_string(), margin))
}

/// The games `livedraw odds` prices: one subcommand each, its flags in its game's module.
#[derive(Subcommand)]
enum Game {
    /// Bet on Baccarat.
    Baccarat(baccarat::BaccaratArgs),
    /// War of Bets.
    War(war::WarArgs),
    /// Bet on Poker: six hold'em hands.
    Poker6(poker6::Poker6Args),
    /// Wheel of Fortune.
    Wheel,
    /// Five dice.
    Dice5,
    /// Lottery 5 of 36.
    #[command(name = "lotto5-36")]
    Lotto5Of36,
    /// Lottery 7 of 42.
    #[command(name = "lotto7-42")]
    Lotto7Of42,
    /// Roulette: every bet's probability, payout and return to player.
    Roulette(roulette::RouletteArgs),
    /// The money wheel, with the rulebook's layout.
    #[command(name = "money-wheel")]
    MoneyWheel,
    /// Sic bo.
    #[command(name = "sic-bo")]
    SicBo,
    /// Lucky dice.
    #[command(name = "lucky-dice")]
    LuckyDice,
    /// Blackjack: with `--player` and `--dealer`, the exact value of every action allowed on
    /// one open decision and the dealer's final hand; without them, the betting round's odds
    /// set (every seat and side bet); from the shoe less every card seen.
    Blackjack(blackjack::BlackjackArgs),
    /// Punto banco from a six-deck shoe.
    #[command(name = "punto-banco")]
    PuntoBanco(punto_banco::PuntoBancoArgs),
}

/// What `livedraw odds` prints for the arguments: the priced odds set as a table or JSON, or
/// blackjack's decision values.
pub fn text(args: &OddsArgs) -> anyhow::Result<String> {
    if let Game::Blackjack(blackjack) = &args.game {
        if let Some(text) = blackjack.decision(args.json) {
            return text;
        }
    }
    let set = run(args)?;
    Ok(if args.json {
        crate::render::json(&set)
    } else {
        crate::render::table(&set)
    })
}

/// Prices the state the arguments describe.
fn run(args: &OddsArgs) -> anyhow::Result<OddsSet> {
    let mut config = PricingConfig::new(args.margin, args.floor)?;
    for (id, margin) in &args.market_margins {
        config = config.with_margin(MarketId::new(id.as_str()), *margin)?;
    }
    let state = state(&args.game)?;
    let chances = state.chances_on(threads(&args.game))?;
    Ok(price(state.kind(), &chances, CLI_VERSION, &config))
}

/// The threads asked for the enumeration (`poker6 --threads`), else one.
fn threads(game: &Game) -> usize {
    match game {
        Game::Poker6(poker6) => poker6.threads,
        Game::Baccarat(_)
        | Game::War(_)
        | Game::Wheel
        | Game::Dice5
        | Game::Lotto5Of36
        | Game::Lotto7Of42
        | Game::Roulette(_)
        | Game::MoneyWheel
        | Game::SicBo
        | Game::LuckyDice
        | Game::Blackjack(_)
        | Game::PuntoBanco(_) => 1,
    }
}

/// The table state the flags describe, built by each game's module from its flags.
fn state(game: &Game) -> anyhow::Result<TableState> {
    Ok(match game {
        Game::Baccarat(baccarat) => TableState::Baccarat(baccarat.state()?),
        Game::War(war) => TableState::War(war.state()?),
        Game::Poker6(poker6) => TableState::Poker6(poker6.state()?),
        Game::Wheel => TableState::Wheel(WheelState),
        Game::Dice5 => TableState::Dice5(Dice5State),
        Game::Lotto5Of36 => TableState::Lotto(LottoState {
            config: LottoConfig::five_of_36(),
        }),
        Game::Lotto7Of42 => TableState::Lotto(LottoState {
            config: LottoConfig::seven_of_42(),
        }),
        Game::Roulette(roulette) => TableState::Roulette(roulette.state()?),
        Game::MoneyWheel => TableState::MoneyWheel(MoneyWheelState {
            config: MoneyWheelConfig::default(),
        }),
        Game::SicBo => TableState::SicBo(SicBoState {
            config: SicBoConfig::default(),
        }),
        Game::LuckyDice => TableState::LuckyDice(LuckyDiceState {
            config: LuckyDiceConfig::default(),
        }),
        Game::Blackjack(blackjack) => TableState::Blackjack(blackjack.state()?),
        Game::PuntoBanco(punto_banco) => TableState::PuntoBanco(punto_banco.state()?),
    })
}
