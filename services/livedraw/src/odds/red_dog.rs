//! `livedraw odds red-dog` and `livedraw odds bulldog`: from the shoe less the cards seen, the
//! chance of a pair, of consecutive cards and of each spread, and the bet's exact return under
//! the best raise; with `--board` (the two grid cards), the third card's chance to win and the
//! value of raising and of not raising. Bulldog's seats share these figures: its betting round
//! prices the bet on each seat (`--seats`) alike.

use super::flags::{cards, raised_lines, seen_cards};
use anyhow::bail;
use clap::Args;
use livedraw_domain::games::red_dog::Spread;
use livedraw_domain::games::red_dog::{markets as boxes, RedDogConfig, RedDogGame, RedDogRules};
use livedraw_domain::poker::paytable::Line;
use livedraw_domain::MarketId;
use livedraw_odds::fraction::Fraction;
use livedraw_odds::games::red_dog::table;
use livedraw_odds::games::red_dog::{bet_return, rank_counts, spreads, third_card, Raising};
use livedraw_odds::games::shoe::remaining;
use livedraw_odds::pricing::price_market;
use livedraw_odds::{Chances, PricingConfig};
use serde_json::{json, Value};
use std::fmt::Write as _;

/// The flags of Red Dog and Bulldog.
#[derive(Args)]
pub struct RedDogArgs {
    /// Decks in the shoe.
    #[arg(long, default_value_t = 6)]
    decks: u8,
    /// Cards already out of the shoe (dealt, burned), the grid cards not among them.
    #[arg(long, default_value = "")]
    seen: String,
    /// The two grid cards, once dealt: prints the third card's chance and the raise's value.
    #[arg(long)]
    board: Option<String>,
    /// A paytable line raised above the rulebook's, `line=N` (`spread_1=6`,
    /// `three_of_a_kind=12`); repeatable.
    #[arg(long = "pays")]
    pays: Vec<String>,
    /// Bulldog's seats, 5 to 7: its betting round prices the bet on each.
    #[arg(long)]
    seats: Option<u8>,
}

impl RedDogArgs {
    /// What the command prints for `game`.
    pub fn text(&self, game: RedDogGame, json: bool) -> anyhow::Result<String> {
        let config = self.config(game)?;
        let rules = config.rules();
        let mut seen = seen_cards(self.decks, &self.seen)?;
        let grid = self.grid()?;
        seen.extend(grid.iter().flatten());
        let shoe = remaining(self.decks, &seen)?;
        let counts = rank_counts(&shoe);
        let mut markets = Vec::new();
        if grid.is_none() {
            let chances = spreads(&counts)?;
            markets.push(("pair".to_string(), chances.pair));
            markets.push(("consecutive".to_string(), chances.consecutive));
            for (gap, chance) in chances.spread.iter().enumerate() {
                markets.push((format!("spread_{}", gap + 1), *chance));
            }
        }
        // The bet's return is the betting round's, before the grid cards; Red Dog's market is
        // the engine's, priced alike.
        let bet = match grid {
            None => Some((
                bet_return(&rules, &counts, Raising::Best)?,
                bet_return(&rules, &counts, Raising::Never)?,
            )),
            Some(_) => None,
        };
        let offered = match game {
            RedDogGame::RedDog => vec![MarketId::new(boxes::BET)],
            RedDogGame::Bulldog => boxes::seats_offered(config.seats),
        };
        let priced = match grid {
            None => Some(table::boxes_chances(&offered, &rules, &shoe)?),
            Some(_) => None,
        };
        let mut decisions = None;
        if let Some([first, second]) = grid {
            let spread = Spread::of(first.rank(), second.rank());
            let third = third_card(&rules, spread, &counts)?;
            if let Some(wins) = third.wins {
                markets.push(("third_card_wins".to_string(), wins));
            }
            decisions = third
                .raise
                .map(|raise| [("raise", raise), ("no_raise", third.no_raise)]);
        }
        let figures = Figures {
            game: game.kind().name(),
            unseen: shoe.total(),
            markets,
            bet,
            priced,
            decisions,
            paytable: paytable(&rules),
        };
        Ok(if json {
            as_json(&figures)
        } else {
            as_table(&figures)
        })
    }

    /// A `game` table with the raised lines of `--pays` and the seats of `--seats`, checked
    /// as the studio checks its tables.
    fn config(&self, game: RedDogGame) -> anyhow::Result<RedDogConfig> {
        if self.seats.is_some() && !game.deals_to_seats() {
            bail!("--seats is Bulldog's: a Red Dog table's bets ride on one third card");
        }
        let defaults = RedDogConfig::of(game);
        let config = RedDogConfig {
            raised: raised_lines(&self.pays)?,
            seats: self.seats.unwrap_or(defaults.seats),
            ..defaults
        };
        config.check()?;
        Ok(config)
    }

    /// The two grid cards, if given.
    fn grid(&self) -> anyhow::Result<Option<[livedraw_domain::Card; 2]>> {
        let Some(text) = &self.board else {
            return Ok(None);
        };
        match cards(text, "--board")?.as_slice() {
            &[first, second] => Ok(Some([first, second])),
            other => bail!("--board needs the two grid cards, not {}", other.len()),
        }
    }
}

/// What the command works out.
struct Figures<'a> {
    game: &'a str,
    unseen: u16,
    markets: Vec<(String, Fraction)>,
    /// The bet's return raising at best and never, before the grid cards.
    bet: Option<(Fraction, Fraction)>,
    /// Red Dog's betting round as the engine prices it.
    priced: Option<Chances>,
    decisions: Option<[(&'static str, Fraction); 2]>,
    paytable: Vec<(&'static str, String)>,
}

fn paytable(rules: &RedDogRules) -> Vec<(&'static str, String)> {
    rules
        .paytable
        .lines()
        .iter()
        .map(|(line, pays)| (line.name(), pays.to_string()))
        .collect()
}

fn as_json(figures: &Figures) -> String {
    let markets: Vec<Value> = figures
        .markets
        .iter()
        .map(|(id, chance)| json!({"id": id, "probability": chance.as_f64()}))
        .collect();
    let payout: serde_json::Map<String, Value> = figures
        .paytable
        .iter()
        .map(|(line, pays)| (line.to_string(), json!(pays)))
        .collect();
    let mut priced = Vec::new();
    if let Some((best, never)) = figures.bet {
        let bet = json!({
            "id": "bet",
            "paytable": payout,
            "rtp": 1.0 + best.as_f64(),
            "net": best.to_string(),
            "rtp_without_raising": 1.0 + never.as_f64(),
        });
        // Each box as the engine prices it (Red Dog's bet, Bulldog's seats): its chance of
        // winning, odds, status and payout.
        let chances = figures.priced.iter().flat_map(|priced| &priced.markets);
        for chance in chances {
            let price = price_market(chance, &PricingConfig::default());
            let mut market = bet.clone();
            market["id"] = json!(chance.id.as_str());
            market["probability"] = json!(price.probability);
            market["odds"] = json!(price.odds_hundredths.map(|h| f64::from(h) / 100.0));
            market["status"] = json!(price.status.name());
            market["payout"] = json!(price.paid.map(|paid| paid.payout.as_f64()));
            market["rtp"] = json!(price.paid.map(|paid| paid.rtp));
            priced.push(market);
        }
    }
    // The betting round's markets are the boxes; the grid's chances are figures.
    let (markets, spreads) = match figures.priced {
        Some(_) => (priced, markets),
        None => (markets, Vec::new()),
    };
    let mut out = json!({"game": figures.game, "unseen": figures.unseen, "markets": markets});
    if !spreads.is_empty() {
        out["spreads"] = Value::Array(spreads);
    }
    if let Some(decisions) = &figures.decisions {
        let decisions: Vec<Value> = decisions
            .iter()
            .map(|(option, ev)| json!({"option": option, "ev": ev.as_f64(), "exact": ev.to_string()}))
            .collect();
        out["decisions"] = Value::Array(decisions);
    }
    out.to_string()
}

fn as_table(figures: &Figures) -> String {
    let mut out = format!("{}, {} cards unseen\n", figures.game, figures.unseen);
    let _ = writeln!(out, "{:16}  probability", "market");
    for (id, chance) in &figures.markets {
        let _ = writeln!(out, "{id:16}  {:.12}", chance.as_f64());
    }
    let lines: Vec<String> = figures
        .paytable
        .iter()
        .map(|(line, pays)| format!("{line} {pays}"))
        .collect();
    if let Some((best, never)) = figures.bet {
        let _ = writeln!(
            out,
            "\nbet: rtp {:.12} ({best}) raising in full when it pays, {:.12} never raising",
            1.0 + best.as_f64(),
            1.0 + never.as_f64(),
        );
    }
    let _ = writeln!(out, "pays {}", lines.join(", "));
    if let Some(decisions) = &figures.decisions {
        let _ = writeln!(
            out,
            "\n{:8}  {:>15}  exact (per initial bet)",
            "option", "ev"
        );
        for (option, ev) in decisions {
            let _ = writeln!(out, "{option:8}  {:>15.12}  {ev}", ev.as_f64());
        }
    }
    out
}
