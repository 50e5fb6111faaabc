//! `livedraw odds triple-bet-poker`: the bets' and the bonus's paytables, exact returns under
//! the best play and chances of paying, priced as the engine prices a table's betting round;
//! with `--player` (and `--board`, the first community card), the value of letting the bet ride
//! and of withdrawing it at that decision.

use super::decisions_table;
use super::flags::{cards, raised_lines};
use anyhow::{bail, Context};
use clap::Args;
use livedraw_domain::games::triple_bet::{TripleBetConfig, TripleBetRules};
use livedraw_domain::poker::paytable::{Line, Paytable};
use livedraw_domain::Card;
use livedraw_odds::fraction::Fraction;
use livedraw_odds::games::triple_bet::table::chances_from;
use livedraw_odds::games::triple_bet::{decision_values, returns, OptionValue, TripleBetReturns};
use livedraw_odds::pricing::price_market;
use livedraw_odds::PricingConfig;
use serde_json::{json, Map, Value};
use std::fmt::Write as _;

/// Triple Bet Poker's flags.
#[derive(Args)]
pub struct TripleBetArgs {
    /// The player's three cards: prints the values of decision 1 (or 2, with `--board`).
    #[arg(long)]
    player: Option<String>,
    /// The first community card, turned: decision 2.
    #[arg(long, default_value = "")]
    board: String,
    /// At decision 2, what was decided for bet 1: `ride` or `withdraw`.
    #[arg(long, default_value = "ride")]
    taken: String,
    /// Other cards out of the deck that the player has seen.
    #[arg(long, default_value = "")]
    seen: String,
    /// A paytable line raised above the rulebook's, `box.hand=N` (`bet.two_pair=3`,
    /// `bonus.flush=25`); repeatable.
    #[arg(long = "pays")]
    pays: Vec<String>,
}

impl TripleBetArgs {
    /// What the command prints.
    pub fn text(&self, json: bool) -> anyhow::Result<String> {
        let rules = TripleBetConfig {
            raised: raised_lines(&self.pays)?,
            ..TripleBetConfig::default()
        }
        .checked_rules()?;
        let seen = cards(&self.seen, "--seen")?;
        let figures = returns(&rules, &seen)?;
        let decisions = self.decisions(&rules, &seen)?;
        Ok(if json {
            as_json(&rules, &figures, decisions.as_ref())
        } else {
            let lines = [
                ("bet", paytable(&rules.paytable), figures.bets),
                ("bonus", paytable(&rules.bonus), figures.bonus),
            ];
            as_table(&lines, decisions.as_ref())
        })
    }

    fn decisions(
        &self,
        rules: &TripleBetRules,
        seen: &[Card],
    ) -> anyhow::Result<Option<[OptionValue; 2]>> {
        let Some(player) = &self.player else {
            return Ok(None);
        };
        let own = match cards(player, "--player")?.as_slice() {
            &[a, b, c] => [a, b, c],
            other => bail!(
                "--player needs the player's three cards, not {}",
                other.len()
            ),
        };
        let community = cards(&self.board, "--board")?;
        let first_rides = match self.taken.as_str() {
            "ride" => true,
            "withdraw" => false,
            other => bail!("--taken `{other}`: bet 1 was `ride` or `withdraw`"),
        };
        let values = decision_values(rules, own, &community, first_rides, seen)
            .context("valuing the decision")?;
        Ok(Some(values))
    }
}

type Lines = Vec<(&'static str, String)>;

fn paytable<L: Line>(paytable: &Paytable<L>) -> Lines {
    paytable
        .lines()
        .iter()
        .map(|(line, pays)| (line.name(), pays.to_string()))
        .collect()
}

/// Each box as the engine prices it (probability, odds, status, payout, rtp), with its exact
/// net and its paytable's lines; the decisions' values.
fn as_json(
    rules: &TripleBetRules,
    figures: &TripleBetReturns,
    decisions: Option<&[OptionValue; 2]>,
) -> String {
    let chances = chances_from(rules, figures);
    let boxes = [
        (paytable(&rules.paytable), figures.bets),
        (paytable(&rules.bonus), figures.bonus),
    ];
    let markets: Vec<Value> = chances
        .markets
        .iter()
        .zip(boxes)
        .map(|(chance, (lines, net))| market_json(chance, &lines, net))
        .collect();
    let mut out = json!({"game": "triple-bet-poker", "markets": markets});
    if let Some(decisions) = decisions {
        let decisions: Vec<Value> = decisions
            .iter()
            .map(|value| json!({"option": value.option, "ev": value.ev.as_f64(), "exact": value.ev.to_string()}))
            .collect();
        out["decisions"] = Value::Array(decisions);
    }
    out.to_string()
}

/// One box priced as the engine prices it.
fn market_json(chance: &livedraw_odds::MarketChance, lines: &Lines, net: Fraction) -> Value {
    let price = price_market(chance, &PricingConfig::default());
    let paytable: Map<String, Value> = lines
        .iter()
        .map(|(line, pays)| (line.to_string(), json!(pays)))
        .collect();
    json!({
        "id": chance.id.as_str(),
        "probability": price.probability,
        "odds": price.odds_hundredths.map(|hundredths| f64::from(hundredths) / 100.0),
        "status": price.status.name(),
        "payout": price.paid.map(|paid| paid.payout.as_f64()),
        "rtp": price.paid.map(|paid| paid.rtp),
        "net": net.to_string(),
        "paytable": paytable,
    })
}

fn as_table(boxes: &[(&str, Lines, Fraction)], decisions: Option<&[OptionValue; 2]>) -> String {
    let mut out = "triple-bet-poker, one deck\n".to_string();
    let _ = writeln!(out, "{:6}  {:>14}  {:>24}  pays", "box", "rtp", "exact net");
    for (id, lines, net) in boxes {
        let lines: Vec<String> = lines
            .iter()
            .map(|(line, pays)| format!("{line} {pays}"))
            .collect();
        let _ = writeln!(
            out,
            "{id:6}  {:>14.12}  {:>24}  {}",
            1.0 + net.as_f64(),
            net.to_string(),
            lines.join(", ")
        );
    }
    if let Some(decisions) = decisions {
        out.push('\n');
        let options = decisions.iter().map(|value| (value.option, &value.ev));
        decisions_table::write(&mut out, "one bet", 8, options);
    }
    out
}
