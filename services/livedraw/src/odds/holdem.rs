//! `livedraw odds ultimate-holdem|holdem-bonus|dynamic-poker|riverside-poker`: the boxes with
//! what they pay, the side box's exact return, the chance of each category of the player's
//! final hand, the main boxes' return under the best play (from the starting-hand table), the
//! progressive box's prizes and chances (`--progressive`, UTH and THB); with
//! `--player`, the value of every option of the decision before the flop (from the table), and
//! with `--board` too, of the decision at that board.

use super::flags::{cards, entries, raised_lines};
use anyhow::{bail, Context};
use clap::{Args, ValueEnum};
use livedraw_domain::games::holdem::config::HoldemConfig;
use livedraw_domain::games::holdem::holdem_bonus::{AnteOption, BonusTable};
use livedraw_domain::games::holdem::progressive_box::PROGRESSIVE;
use livedraw_domain::games::holdem::ultimate_holdem::TripsTable;
use livedraw_domain::games::holdem::variant::HoldemVariant;
use livedraw_domain::games::holdem::HoldemGame;
use livedraw_domain::poker::category_counts::five_card_counts;
use livedraw_domain::poker::five_card::Category;
use livedraw_domain::poker::progressive::Progressive;
use livedraw_domain::with_holdem_rules;
use livedraw_domain::Card;
use livedraw_odds::games::holdem::preflop::{decision_before_the_flop, PreflopGame};
use livedraw_odds::games::holdem::progressive::chance_of_paying;
use livedraw_odds::games::holdem::side::SideBox;
use livedraw_odds::games::holdem::table::chances_of;
use livedraw_odds::games::holdem::{decision_values, OptionValue, Spot};
use livedraw_odds::games::seven_card_counts::category_counts;
use livedraw_odds::pricing::{price_market, PricingConfig};
use serde_json::{json, Value};
use std::fmt::Write as _;

/// Why the main boxes may have no return.
const NO_TABLE: &str =
    "a raised main paytable: the starting-hand table is generated for the published one";

/// The flags every hold'em game takes.
#[derive(Args)]
pub struct SpotArgs {
    /// The player's two hole cards: with `--board`, prints the values of that decision.
    #[arg(long)]
    player: Option<String>,
    /// The community cards face up: 3 (the flop), 4 or 5.
    #[arg(long, default_value = "")]
    board: String,
    /// Other cards out of the deck that the player has seen.
    #[arg(long, default_value = "")]
    seen: String,
    /// The options taken before this decision, comma-separated (`bet_2x,check`), where the
    /// board alone does not say which decision it is.
    #[arg(long, default_value = "")]
    taken: String,
    /// A side box's paytable line raised above the rulebook's, `box.hand=N`
    /// (`trips.flush=8`, `bonus.aces=40`, `b.aces=60`); repeatable.
    #[arg(long = "pays")]
    pays: Vec<String>,
}

impl SpotArgs {
    /// What the command prints for a table of `config` with the raised lines of `--pays`.
    fn text_for(&self, config: HoldemConfig, json: bool) -> anyhow::Result<String> {
        let config = HoldemConfig {
            raised: raised_lines(&self.pays)?,
            ..config
        };
        let rules = config.checked_rules()?;
        let progressive = config.progressive.as_ref();
        with_holdem_rules!(&rules, game => text(game, self, progressive, json))
    }
}

/// The progressive box's flag of the games that have one.
#[derive(Args)]
pub struct ProgressiveArg {
    /// The table's progressive box, hand=prize comma-separated, a prize a share of the pot or
    /// an amount: `royal_flush=100%,straight_flush=10%,four_of_a_kind=500`.
    #[arg(long)]
    progressive: Option<String>,
}

impl ProgressiveArg {
    /// The paytable `--progressive` gives, if it is given.
    fn paytable(&self) -> anyhow::Result<Option<Progressive>> {
        let Some(text) = &self.progressive else {
            return Ok(None);
        };
        Ok(Some(Progressive::parse(entries(text, "--progressive")?)?))
    }
}

/// Ultimate Texas Hold'em's flags.
#[derive(Args)]
pub struct UthArgs {
    #[command(flatten)]
    spot: SpotArgs,
    /// The trips paytable the table posts.
    #[arg(long, value_enum, default_value = "i")]
    trips: Trips,
    #[command(flatten)]
    progressive: ProgressiveArg,
}

/// Texas Hold'em Bonus's flags.
#[derive(Args)]
pub struct ThbArgs {
    #[command(flatten)]
    spot: SpotArgs,
    /// The ante option: the least winning hand the ante pays on (A three tens, B a straight,
    /// C a flush).
    #[arg(long, value_enum, default_value = "b")]
    ante_option: Ante,
    /// The bonus paytable (II pays 1000x on A-A against the dealer's A-A).
    #[arg(long, value_enum, default_value = "i")]
    bonus: Bonus,
    #[command(flatten)]
    progressive: ProgressiveArg,
}

/// The flags of a game without paytable options (Dynamic, Riverside).
#[derive(Args)]
pub struct PlainArgs {
    #[command(flatten)]
    spot: SpotArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum Trips {
    I,
    Ii,
    Iii,
    Iv,
}

#[derive(Clone, Copy, ValueEnum)]
enum Ante {
    A,
    B,
    C,
}

#[derive(Clone, Copy, ValueEnum)]
enum Bonus {
    I,
    Ii,
}

impl UthArgs {
    /// What the command prints.
    pub fn text(&self, json: bool) -> anyhow::Result<String> {
        let trips = match self.trips {
            Trips::I => TripsTable::I,
            Trips::Ii => TripsTable::II,
            Trips::Iii => TripsTable::III,
            Trips::Iv => TripsTable::IV,
        };
        let config = HoldemConfig {
            trips,
            progressive: self.progressive.paytable()?,
            ..HoldemConfig::of(HoldemVariant::UltimateHoldem)
        };
        self.spot.text_for(config, json)
    }
}

impl ThbArgs {
    /// What the command prints.
    pub fn text(&self, json: bool) -> anyhow::Result<String> {
        let ante_option = match self.ante_option {
            Ante::A => AnteOption::A,
            Ante::B => AnteOption::B,
            Ante::C => AnteOption::C,
        };
        let bonus_table = match self.bonus {
            Bonus::I => BonusTable::I,
            Bonus::Ii => BonusTable::II,
        };
        let config = HoldemConfig {
            ante_option,
            bonus_table,
            progressive: self.progressive.paytable()?,
            ..HoldemConfig::of(HoldemVariant::HoldemBonus)
        };
        self.spot.text_for(config, json)
    }
}

impl PlainArgs {
    /// What the command prints for Dynamic Poker.
    pub fn dynamic(&self, json: bool) -> anyhow::Result<String> {
        let config = HoldemConfig::of(HoldemVariant::DynamicPoker);
        self.spot.text_for(config, json)
    }

    /// What the command prints for Riverside Poker.
    pub fn riverside(&self, json: bool) -> anyhow::Result<String> {
        let config = HoldemConfig::of(HoldemVariant::RiversidePoker);
        self.spot.text_for(config, json)
    }
}

/// What the command prints for `game`, its progressive box if it has one, and the spot's flags.
fn text<G: PreflopGame + SideBox>(
    game: &G,
    spot: &SpotArgs,
    progressive: Option<&Progressive>,
    json: bool,
) -> anyhow::Result<String> {
    let seen = cards(&spot.seen, "--seen")?;
    let side = game.side_return(&seen)?;
    let counts = category_counts(&[], &seen, 7)?;
    let decisions = decisions(game, spot, &seen)?;
    let priced = chances_of(game).ok().map(|chances| {
        chances
            .markets
            .iter()
            .map(|chance| {
                let price = price_market(chance, &PricingConfig::default());
                json!({
                    "probability": price.probability,
                    "odds": price.odds_hundredths.map(|hundredths| f64::from(hundredths) / 100.0),
                    "status": price.status.name(),
                    "payout": price.paid.map(|paid| paid.payout.as_f64()),
                })
            })
            .collect()
    });
    let figures = Figures {
        priced,
        main_net: game.preflop().map(|table| table.expected_net()),
        side_net: side.to_string(),
        side_rtp: 1.0 + side.as_f64(),
        categories: chances(&counts),
        progressive: progressive.map(progressive_box),
        decisions,
    };
    Ok(if json {
        as_json(game, &figures)
    } else {
        as_table(game, &figures)
    })
}

/// What the command works out.
struct Figures {
    /// Each box as a table's betting round prices it (probability, odds, status, payout), where
    /// the main boxes have a return.
    priced: Option<Vec<Value>>,
    /// The main boxes' expected net per unit of the ante (blind), where the table has it.
    main_net: Option<f64>,
    side_net: String,
    side_rtp: f64,
    categories: Vec<(&'static str, f64)>,
    /// The progressive box as the betting round offers it, where the table has one.
    progressive: Option<Value>,
    decisions: Option<Vec<OptionValue>>,
}

/// The progressive box: open without odds, payout or return (its prizes come from the
/// operator's pot), its exact chance of paying, and each hand's prize and chance (the best
/// five of the hole cards and the flop: five cards of a whole deck).
fn progressive_box(progressive: &Progressive) -> Value {
    let counts = five_card_counts();
    let total: u64 = counts.iter().sum();
    let hands: Vec<Value> = progressive
        .lines()
        .iter()
        .map(|(hand, prize)| {
            json!({
                "hand": hand.name(),
                "prize": prize.to_string(),
                "probability": counts[*hand as usize] as f64 / total as f64,
            })
        })
        .collect();
    json!({
        "id": PROGRESSIVE,
        "probability": chance_of_paying(progressive).as_f64(),
        "odds": null,
        "status": "open",
        "payout": null,
        "rtp": null,
        "from_pot": true,
        "paytable": hands,
    })
}

/// The values of the decision `--player` and `--board` give, if they do (before the flop
/// without `--board`).
fn decisions<G: PreflopGame>(
    game: &G,
    spot: &SpotArgs,
    seen: &[Card],
) -> anyhow::Result<Option<Vec<OptionValue>>> {
    let Some(player) = &spot.player else {
        return Ok(None);
    };
    let player = match cards(player, "--player")?.as_slice() {
        &[first, second] => [first, second],
        other => bail!(
            "--player needs the player's two hole cards, not {}",
            other.len()
        ),
    };
    let board = cards(&spot.board, "--board")?;
    if board.is_empty() {
        let values = decision_before_the_flop(game, player, seen)
            .context("valuing the decision before the flop")?;
        return Ok(Some(values));
    }
    let taken: Vec<&str> = spot
        .taken
        .split(',')
        .map(str::trim)
        .filter(|option| !option.is_empty())
        .collect();
    let spot = Spot {
        player,
        board: &board,
        seen,
    };
    let values = decision_values(game, &spot, &taken).context("valuing the decision")?;
    Ok(Some(values))
}

/// Each category's chance from its count.
fn chances(counts: &[u64; 10]) -> Vec<(&'static str, f64)> {
    let total: u64 = counts.iter().sum();
    Category::ALL
        .iter()
        .zip(counts)
        .map(|(category, &count)| (category.name(), count as f64 / total.max(1) as f64))
        .collect()
}

fn as_json<G: HoldemGame + SideBox>(game: &G, figures: &Figures) -> String {
    let mut main = match figures.main_net {
        Some(net) => json!({
            "id": game.unit(),
            "paytable": game.main_payout(),
            "rtp": 1.0 + net,
            "net": net,
        }),
        None => json!({
            "id": game.unit(),
            "paytable": game.main_payout(),
            "rtp": null,
            "note": NO_TABLE,
        }),
    };
    let mut side = json!({
        "id": game.side_box(),
        "paytable": game.side_paytable(),
        "rtp": figures.side_rtp,
        "net": figures.side_net,
    });
    // As the engine prices the betting round: the main box's chance is the common hand's at
    // the showdown, its return the best play's.
    if let Some(priced) = &figures.priced {
        for (market, price) in [&mut main, &mut side].into_iter().zip(priced) {
            if let (Some(market), Some(price)) = (market.as_object_mut(), price.as_object()) {
                market.extend(price.clone());
            }
        }
    }
    let categories: Vec<Value> = figures
        .categories
        .iter()
        .map(|(name, chance)| json!({"category": name, "probability": chance}))
        .collect();
    let mut markets = vec![main, side];
    markets.extend(figures.progressive.clone());
    let mut out = json!({
        "game": game.name(),
        "markets": markets,
        "categories": categories,
    });
    if let Some(decisions) = &figures.decisions {
        let decisions: Vec<Value> = decisions
            .iter()
            .map(|value| json!({"option": value.option, "ev": value.ev}))
            .collect();
        out["decisions"] = Value::Array(decisions);
    }
    out.to_string()
}

fn as_table<G: HoldemGame + SideBox>(game: &G, figures: &Figures) -> String {
    let mut out = format!("{}, one deck\n", game.name());
    let _ = writeln!(out, "{:8}  {:>14}  {:>22}  pays", "box", "rtp", "exact net");
    match figures.main_net {
        Some(net) => writeln!(
            out,
            "{:8}  {:>14.12}  {:>22.12}  {}",
            game.unit(),
            1.0 + net,
            net,
            game.main_payout()
        ),
        None => writeln!(
            out,
            "{:8}  {:>14}  {:>22}  {}",
            game.unit(),
            "—",
            "—",
            game.main_payout()
        ),
    }
    .unwrap_or_default();
    let _ = writeln!(
        out,
        "{:8}  {:>14.12}  {:>22}  {}",
        game.side_box(),
        figures.side_rtp,
        figures.side_net,
        game.side_paytable()
    );
    if figures.main_net.is_none() {
        let _ = writeln!(out, "({NO_TABLE})");
    }
    if let Some(progressive) = &figures.progressive {
        let _ = writeln!(
            out,
            "\nprogressive (hole cards and flop; prizes from the operator's pot): pays with \
             probability {:.12}",
            progressive["probability"].as_f64().unwrap_or_default()
        );
        for hand in progressive["paytable"].as_array().into_iter().flatten() {
            let _ = writeln!(
                out,
                "  {:16}  {:>8}  {:.12}",
                hand["hand"].as_str().unwrap_or_default(),
                hand["prize"].as_str().unwrap_or_default(),
                hand["probability"].as_f64().unwrap_or_default()
            );
        }
    }
    let _ = writeln!(out, "\n{:16}  probability", "player's hand");
    for (name, chance) in &figures.categories {
        let _ = writeln!(out, "{name:16}  {chance:.12}");
    }
    if let Some(decisions) = &figures.decisions {
        let _ = writeln!(
            out,
            "\n{:8}  {:>15}  (per unit of {})",
            "option",
            "ev",
            game.unit()
        );
        for value in decisions {
            let _ = writeln!(out, "{:8}  {:>15.12}", value.option, value.ev);
        }
    }
    out
}
