//! `livedraw odds`: a table state from the command line, priced; for blackjack, the values of
//! one open decision ([`blackjack`]).

mod blackjack;

use anyhow::{bail, Context};
use clap::{Args, Subcommand};
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::lotto::LottoConfig;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_domain::games::{lucky_dice, money_wheel, sic_bo};
use livedraw_domain::{Card, MarketId};
use livedraw_odds::games::baccarat::BaccaratState;
use livedraw_odds::games::blackjack::BlackjackState;
use livedraw_odds::games::dice5::Dice5State;
use livedraw_odds::games::lotto::LottoState;
use livedraw_odds::games::lucky_dice::LuckyDiceState;
use livedraw_odds::games::money_wheel::MoneyWheelState;
use livedraw_odds::games::poker6::Poker6State;
use livedraw_odds::games::punto_banco::PuntoBancoState;
use livedraw_odds::games::roulette::RouletteState;
use livedraw_odds::games::sic_bo::SicBoState;
use livedraw_odds::games::war::WarState;
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

#[derive(Subcommand)]
enum Game {
    /// Bet on Baccarat.
    Baccarat {
        /// Decks in the shoe.
        #[arg(long, default_value_t = 6)]
        decks: u8,
        /// Cards already out of the shoe (dealt, burned), e.g. "Ah Td 5c".
        #[arg(long, default_value = "")]
        seen: String,
        /// The Player's first card, once dealt (round 2).
        #[arg(long)]
        player: Option<String>,
        /// The Banker's first card, once dealt (round 3).
        #[arg(long)]
        banker: Option<String>,
    },
    /// War of Bets.
    War {
        /// Decks in the shoe.
        #[arg(long, default_value_t = 6)]
        decks: u8,
        /// Cards already out of the shoe (dealt, burned).
        #[arg(long, default_value = "")]
        seen: String,
        /// The Player's card, once dealt (round 2).
        #[arg(long)]
        player: Option<String>,
    },
    /// Bet on Poker: six hold'em hands.
    Poker6 {
        /// The six hands' pocket cards, hand 1 first: "AsKs QdQc 7h7d 2c3c JsTs 9d8d".
        #[arg(long, default_value = "")]
        hands: String,
        /// The board: flop, turn or river.
        #[arg(long, default_value = "")]
        board: String,
        /// Known dead cards (exposed discards, burned cards).
        #[arg(long, default_value = "")]
        dead: String,
        /// Threads for the enumeration.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
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
    Roulette {
        /// `single` (0–36) or `double` (0, 00, 1–36).
        #[arg(long, default_value = "single")]
        wheel: String,
        /// `casino` or `arcade`.
        #[arg(long, default_value = "casino")]
        paytable: String,
    },
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
    Blackjack {
        /// The version, A to S.
        #[arg(long)]
        version: String,
        /// Decks in the shoe.
        #[arg(long, default_value_t = 6)]
        decks: u8,
        /// Cards already out of the shoe besides the hand and the up card (dealt, burned).
        #[arg(long, default_value = "")]
        seen: String,
        /// The hand's cards, e.g. "As 7d".
        #[arg(long)]
        player: Option<String>,
        /// The dealer's up card, e.g. "6c".
        #[arg(long)]
        dealer: Option<String>,
        /// The side game the table offers, A to I (the betting round's `seat-N-side`).
        #[arg(long)]
        side_game: Option<String>,
        /// The posted blackjack payout, e.g. 6:5 (one the version allows; 3:2 where allowed).
        #[arg(long)]
        blackjack_pays: Option<String>,
        /// Offer surrender where the version leaves it to the table (N, O, R, S).
        #[arg(long)]
        surrender: bool,
        /// Which of the seat's hands decides, from 1 (the first holds the original stake).
        #[arg(long, default_value_t = 1)]
        hand: u8,
        /// How many hands the seat holds: more than one after a split, which makes the hand a
        /// split hand.
        #[arg(long, default_value_t = 1)]
        seat_hands: u8,
    },
    /// Punto banco from a six-deck shoe.
    #[command(name = "punto-banco")]
    PuntoBanco {
        /// `commission` (banco wins pay 0.95) or `no_commission` (banco 6 pays 1:2).
        #[arg(long, default_value = "commission")]
        variant: String,
        /// No-commission: the banco total whose win pays 1:2 (6, or 5).
        #[arg(long, default_value_t = 6)]
        exception_total: u8,
        /// Cards already out of the shoe (dealt, burned), e.g. "Ah Td 5c".
        #[arg(long, default_value = "")]
        seen: String,
    },
}

/// What `livedraw odds` prints for the arguments: the priced odds set as a table or JSON, or
/// blackjack's decision values.
pub fn text(args: &OddsArgs) -> anyhow::Result<String> {
    if let Game::Blackjack {
        version,
        decks,
        seen,
        player: Some(player),
        dealer: Some(dealer),
        blackjack_pays,
        surrender,
        hand,
        seat_hands,
        ..
    } = &args.game
    {
        let question = blackjack::Question {
            version,
            decks: *decks,
            seen,
            player,
            dealer,
            blackjack_pays: blackjack_pays.as_deref(),
            surrender: *surrender,
            hand: *hand,
            seat_hands: *seat_hands,
        };
        return blackjack::text(&question, args.json);
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
        Game::Poker6 { threads, .. } => *threads,
        Game::Baccarat { .. }
        | Game::War { .. }
        | Game::Wheel
        | Game::Dice5
        | Game::Lotto5Of36
        | Game::Lotto7Of42
        | Game::Roulette { .. }
        | Game::MoneyWheel
        | Game::SicBo
        | Game::LuckyDice
        | Game::Blackjack { .. }
        | Game::PuntoBanco { .. } => 1,
    }
}

/// The table state the flags describe, built by each game's state from its parts.
fn state(game: &Game) -> anyhow::Result<TableState> {
    Ok(match game {
        Game::Baccarat {
            decks,
            seen,
            player,
            banker,
        } => {
            let (player, banker) = (card(player.as_deref())?, card(banker.as_deref())?);
            let seen = seen_cards(*decks, seen)?;
            TableState::Baccarat(BaccaratState::from_parts(*decks, &seen, player, banker)?)
        }
        Game::War {
            decks,
            seen,
            player,
        } => {
            let player = card(player.as_deref())?;
            let seen = seen_cards(*decks, seen)?;
            TableState::War(WarState::from_parts(*decks, &seen, player)?)
        }
        Game::Poker6 {
            hands, board, dead, ..
        } => TableState::Poker6(Poker6State {
            hands: pockets(hands)?,
            board: cards(board, "--board")?,
            dead: cards(dead, "--dead")?,
        }),
        Game::Wheel => TableState::Wheel(WheelState),
        Game::Dice5 => TableState::Dice5(Dice5State),
        Game::Lotto5Of36 => TableState::Lotto(LottoState {
            config: LottoConfig::five_of_36(),
        }),
        Game::Lotto7Of42 => TableState::Lotto(LottoState {
            config: LottoConfig::seven_of_42(),
        }),
        Game::Roulette { wheel, paytable } => TableState::Roulette(RouletteState {
            config: roulette(wheel, paytable)?,
        }),
        Game::MoneyWheel => TableState::MoneyWheel(MoneyWheelState {
            config: money_wheel::MoneyWheelConfig::default(),
        }),
        Game::SicBo => TableState::SicBo(SicBoState {
            config: sic_bo::SicBoConfig::default(),
        }),
        Game::LuckyDice => TableState::LuckyDice(LuckyDiceState {
            config: lucky_dice::LuckyDiceConfig::default(),
        }),
        Game::Blackjack {
            version,
            decks,
            seen,
            player: None,
            dealer: None,
            blackjack_pays,
            surrender,
            side_game,
            ..
        } => {
            let table = blackjack::Table {
                version,
                decks: *decks,
                blackjack_pays: blackjack_pays.as_deref(),
                surrender: *surrender,
                side_game: side_game.as_deref(),
            };
            let seen = seen_cards(*decks, seen)?;
            TableState::Blackjack(BlackjackState::from_parts(
                blackjack::config(&table)?,
                &seen,
            )?)
        }
        Game::Blackjack { .. } => bail!("--player and --dealer go together: a decision has both"),
        Game::PuntoBanco {
            variant,
            exception_total,
            seen,
        } => {
            let config = punto_banco(variant, *exception_total)?;
            TableState::PuntoBanco(PuntoBancoState::from_parts(
                config,
                &cards(seen, "--seen")?,
            )?)
        }
    })
}

fn roulette(wheel: &str, paytable: &str) -> anyhow::Result<RouletteConfig> {
    Ok(RouletteConfig {
        wheel: WheelKind::from_name(wheel)
            .with_context(|| format!("--wheel `{wheel}`: `single` or `double`"))?,
        paytable: Paytable::from_name(paytable)
            .with_context(|| format!("--paytable `{paytable}`: `arcade` or `casino`"))?,
        ..RouletteConfig::default()
    })
}

fn punto_banco(variant: &str, exception_total: u8) -> anyhow::Result<PuntoBancoConfig> {
    let variant = match variant {
        "commission" => Variant::Commission,
        "no_commission" if matches!(exception_total, 5 | 6) => {
            Variant::NoCommission { exception_total }
        }
        "no_commission" => bail!("--exception-total {exception_total}: the rules allow 6 or 5"),
        other => bail!("--variant `{other}`: `commission` or `no_commission`"),
    };
    Ok(PuntoBancoConfig {
        variant,
        ..PuntoBancoConfig::default()
    })
}

fn cards(text: &str, what: &str) -> anyhow::Result<Vec<Card>> {
    parse_cards(text).with_context(|| format!("reading {what}"))
}

fn card(text: Option<&str>) -> anyhow::Result<Option<Card>> {
    text.map(|text| text.trim().parse().context("reading a first card"))
        .transpose()
}

/// The cards out of a shoe of `decks` decks (dealt, burned), from `--seen`.
fn seen_cards(decks: u8, seen: &str) -> anyhow::Result<Vec<Card>> {
    if decks == 0 {
        bail!("a shoe has at least one deck");
    }
    cards(seen, "--seen")
}

/// Six pockets from "AsKs QdQc …" (or the twelve cards spaced out), hand 1 first.
fn pockets(text: &str) -> anyhow::Result<Vec<[Card; 2]>> {
    let letters: String = text.split_whitespace().collect();
    let mut all = Vec::new();
    let chars: Vec<char> = letters.chars().collect();
    for pair in chars.chunks(2) {
        let text: String = pair.iter().collect();
        all.push(text.parse::<Card>().context("reading --hands")?);
    }
    if !all.is_empty() && all.len() != 12 {
        bail!(
            "--hands needs 6 hands of 2 cards (12 cards), got {} card(s)",
            all.len()
        );
    }
    Ok(all.chunks(2).map(|pair| [pair[0], pair[1]]).collect())
}
