//! `livedraw odds`: a table state from the command line, priced; for blackjack, the values of
//! one open decision ([`blackjack`]); for the house-banked card games no table runs yet, their
//! boxes' returns and a decision's values ([`three_card`], [`holdem`], [`red_dog`], [`triple_bet`], [`pai_gow`], [`oasis`]). The games with flags each have a module with their flags
//! and the state they describe; this file holds their subcommands, `odds/flags.rs` the card
//! flags they share, and `odds/opening.rs` one subcommand for every other game, priced from
//! its opening state.

mod baccarat;
mod blackjack;
mod decisions_table;
mod flags;
mod holdem;
mod oasis;
mod opening;
mod pai_gow;
mod poker6;
mod punto_banco;
mod red_dog;
mod roulette;
mod three_card;
mod triple_bet;
mod war;

use clap::{Args, Subcommand};
use livedraw_domain::games::red_dog::RedDogGame;
use livedraw_domain::games::three_card::ThreeCardGame;
use livedraw_domain::MarketId;
use livedraw_odds::pricing::price;
use livedraw_odds::{OddsSet, PricingConfig, TableState};
use opening::Opening;

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

/// The games `livedraw odds` prices, one subcommand each: those with flags, each in its game's
/// module, and the others from their opening state.
#[derive(Subcommand)]
enum Game {
    /// A game with flags of its own.
    #[command(flatten)]
    Flagged(Flagged),
    /// A game without flags.
    #[command(flatten)]
    Opening(Opening<Flagged, House>),
    /// A house-banked card game with player decisions, priced by its boxes' returns.
    #[command(flatten)]
    House(House),
}

/// The house-banked card games whose boxes have returns rather than odds: one subcommand each.
#[derive(Subcommand)]
enum House {
    /// Three Card Poker: every box's return under the best play; with `--player`, the value
    /// of playing and of folding that hand.
    #[command(name = "three-card-poker")]
    ThreeCardPoker(three_card::ThreeCardArgs),
    /// Fast Poker: as three-card-poker, with Fast Poker's Bet, B and Play.
    #[command(name = "fast-poker")]
    FastPoker(three_card::ThreeCardArgs),
    /// Ultimate Texas Hold'em: the boxes, trips' exact return, the final hand's categories;
    /// with `--player` and `--board`, the values of that decision (after the flop).
    #[command(name = "ultimate-holdem")]
    UltimateHoldem(holdem::UthArgs),
    /// Texas Hold'em Bonus: as ultimate-holdem, with the ante option and the bonus table.
    #[command(name = "holdem-bonus")]
    HoldemBonus(holdem::ThbArgs),
    /// Dynamic Poker: as ultimate-holdem, with B.
    #[command(name = "dynamic-poker")]
    DynamicPoker(holdem::PlainArgs),
    /// Riverside Poker: as ultimate-holdem, with the bonus on the first five cards.
    #[command(name = "riverside-poker")]
    RiversidePoker(holdem::PlainArgs),
    /// Red Dog: the chance of each spread and the bet's return from the shoe; with `--board`,
    /// the third card's chance and the raise's value.
    #[command(name = "red-dog")]
    RedDog(red_dog::RedDogArgs),
    /// Bulldog: as red-dog, the bet priced on each seat (`--seats`, 5 to 7).
    Bulldog(red_dog::RedDogArgs),
    /// Triple Bet Poker: the bets' and the bonus's returns; with `--player` (and `--board`),
    /// the value of letting the bet ride and of withdrawing it.
    #[command(name = "triple-bet-poker")]
    TripleBetPoker(triple_bet::TripleBetArgs),
    /// Oasis Stud Poker (`--version standard|a|b|c|d`): every box with its paytable and exact
    /// return where computed; with `--player` and `--dealer`, the values of the first decision
    /// (the swap, or continue or fold; D: ride or withdraw, with `--board`).
    #[command(name = "oasis-stud")]
    OasisStud(oasis::OasisArgs),
    /// Pai Gow Poker: the bet's return for a player using the house way (an estimate); with
    /// `--player`, the house way's setting and every legal setting's value, best first.
    #[command(name = "pai-gow")]
    PaiGow(pai_gow::PaiGowArgs),
}

impl House {
    /// What the command prints (`json`: one JSON object).
    fn text(&self, json: bool) -> anyhow::Result<String> {
        match self {
            House::ThreeCardPoker(args) => args.text(ThreeCardGame::ThreeCardPoker, json),
            House::FastPoker(args) => args.text(ThreeCardGame::FastPoker, json),
            House::UltimateHoldem(args) => args.text(json),
            House::HoldemBonus(args) => args.text(json),
            House::DynamicPoker(args) => args.dynamic(json),
            House::RiversidePoker(args) => args.riverside(json),
            House::RedDog(args) => args.text(RedDogGame::RedDog, json),
            House::Bulldog(args) => args.text(RedDogGame::Bulldog, json),
            House::TripleBetPoker(args) => args.text(json),
            House::OasisStud(args) => args.text(json),
            House::PaiGow(args) => args.text(json),
        }
    }
}

/// The games with flags: one subcommand each, its flags in its game's module.
#[derive(Subcommand)]
enum Flagged {
    /// Bet on Baccarat.
    Baccarat(baccarat::BaccaratArgs),
    /// War of Bets.
    War(war::WarArgs),
    /// Bet on Poker: six hold'em hands.
    Poker6(poker6::Poker6Args),
    /// Roulette: every bet's probability, payout and return to player.
    Roulette(roulette::RouletteArgs),
    /// Blackjack: with `--player` and `--dealer`, the exact value of every action allowed on
    /// one open decision and the dealer's final hand; without them, the betting round's odds
    /// set (every seat and side bet); from the shoe less every card seen.
    Blackjack(blackjack::BlackjackArgs),
    /// Punto banco from a six-deck shoe.
    #[command(name = "punto-banco")]
    PuntoBanco(punto_banco::PuntoBancoArgs),
}

impl Flagged {
    /// The threads asked for the enumeration (`poker6 --threads`), else one.
    fn threads(&self) -> usize {
        match self {
            Flagged::Poker6(poker6) => poker6.threads,
            Flagged::Baccarat(_)
            | Flagged::War(_)
            | Flagged::Roulette(_)
            | Flagged::Blackjack(_)
            | Flagged::PuntoBanco(_) => 1,
        }
    }

    /// The table state the flags describe, built by each game's module from its flags.
    fn state(&self) -> anyhow::Result<TableState> {
        Ok(match self {
            Flagged::Baccarat(baccarat) => TableState::Baccarat(baccarat.state()?),
            Flagged::War(war) => TableState::War(war.state()?),
            Flagged::Poker6(poker6) => TableState::Poker6(poker6.state()?),
            Flagged::Roulette(roulette) => TableState::Roulette(roulette.state()?),
            Flagged::Blackjack(blackjack) => TableState::Blackjack(blackjack.state()?),
            Flagged::PuntoBanco(punto_banco) => TableState::PuntoBanco(punto_banco.state()?),
        })
    }
}

/// What `livedraw odds` prints for the arguments: the priced odds set as a table or JSON, or
/// blackjack's decision values.
pub fn text(args: &OddsArgs) -> anyhow::Result<String> {
    let (state, threads) = match &args.game {
        Game::House(house) => return house.text(args.json),
        Game::Flagged(Flagged::Blackjack(blackjack)) => match blackjack.decision(args.json) {
            Some(text) => return text,
            None => (TableState::Blackjack(blackjack.state()?), 1),
        },
        Game::Flagged(flagged) => (flagged.state()?, flagged.threads()),
        Game::Opening(opening) => (opening.state()?, 1),
    };
    let set = run(args, &state, threads)?;
    Ok(if args.json {
        crate::render::json(&set)
    } else {
        crate::render::table(&set)
    })
}

/// Prices `state` as the arguments say, enumerating on `threads` threads.
fn run(args: &OddsArgs, state: &TableState, threads: usize) -> anyhow::Result<OddsSet> {
    let mut config = PricingConfig::new(args.margin, args.floor)?;
    for (id, margin) in &args.market_margins {
        config = config.with_margin(MarketId::new(id.as_str()), *margin)?;
    }
    let chances = state.chances_on(threads)?;
    Ok(price(state.kind(), &chances, CLI_VERSION, &config))
}
