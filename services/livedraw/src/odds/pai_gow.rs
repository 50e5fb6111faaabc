//! `livedraw odds pai-gow`: the bet box's payout and its return for a player using the house
//! way, an estimate with its standard error; with `--player`, the house way's setting of those
//! seven cards and every legal setting's value against the dealer's house-way hand, best
//! first: estimated live (the same dealer hands for every setting), or with `--exact` over
//! every dealer hand (some 7 s of one core from a full deck).

use anyhow::{bail, Context};
use clap::Args;
use livedraw_domain::games::pai_gow::{house_way, parse_cards, PaiGowCard, Setting, SevenCards};
use livedraw_odds::fraction::Fraction;
use livedraw_odds::games::pai_gow::{
    estimated_values, exact_values, house_way_return, Estimate, LIVE_SAMPLES,
};
use serde_json::{json, Value};
use std::fmt::Write as _;

/// The bet's payout, as the rules file writes it.
const PAYOUT: &str = "1x less 5% commission";

/// Pai Gow Poker's flags.
#[derive(Args)]
pub struct PaiGowArgs {
    /// The seat's seven cards (the joker `Jk`): prints the house way's setting and every legal
    /// setting's value.
    #[arg(long)]
    player: Option<String>,
    /// Other cards out of the deck that the player has seen.
    #[arg(long, default_value = "")]
    seen: String,
    /// Dealer hands sampled for a decision's values, and deals for the bet's return.
    #[arg(long, default_value_t = LIVE_SAMPLES)]
    samples: u64,
    /// The samples' seed: the same seed prints the same estimates.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Values a decision over every dealer hand instead of a sample: exact, and some 7 s from a
    /// full deck.
    #[arg(long)]
    exact: bool,
}

/// One legal setting's value, estimated or exact.
enum SettingValue {
    Estimated(Estimate),
    Exact(Fraction),
}

impl SettingValue {
    fn ev(&self) -> f64 {
        match self {
            SettingValue::Estimated(estimate) => estimate.mean,
            SettingValue::Exact(ev) => ev.as_f64(),
        }
    }
}

/// What `--player` adds: the house way's setting and the settings' values, best first.
struct Decision {
    house_way: Setting,
    values: Vec<(Setting, SettingValue)>,
}

impl PaiGowArgs {
    /// What the command prints.
    pub fn text(&self, json: bool) -> anyhow::Result<String> {
        let bet = house_way_return(self.samples, self.seed).context("the bet's return")?;
        let decision = self.decision()?;
        Ok(if json {
            as_json(&bet, self.seed, decision.as_ref())
        } else {
            as_table(&bet, decision.as_ref())
        })
    }

    fn decision(&self) -> anyhow::Result<Option<Decision>> {
        let Some(player) = &self.player else {
            return Ok(None);
        };
        let cards = parse_cards(player).context("reading --player")?;
        if cards.len() != 7 {
            bail!("--player needs the seat's seven cards, not {}", cards.len());
        }
        let hand = SevenCards::new(&cards).context("reading --player")?;
        let seen: Vec<PaiGowCard> = parse_cards(&self.seen).context("reading --seen")?;
        let mut values: Vec<(Setting, SettingValue)> = if self.exact {
            exact_values(&hand, &seen)
                .context("valuing the settings")?
                .into_iter()
                .map(|value| (value.setting, SettingValue::Exact(value.ev)))
                .collect()
        } else {
            estimated_values(&hand, &seen, self.samples, self.seed)
                .context("valuing the settings")?
                .into_iter()
                .map(|value| (value.setting, SettingValue::Estimated(value.ev)))
                .collect()
        };
        values.sort_by(|a, b| b.1.ev().total_cmp(&a.1.ev()));
        Ok(Some(Decision {
            house_way: house_way(&hand).setting,
            values,
        }))
    }
}

/// Cards as text, highest first (the joker before the aces).
fn text_of(cards: &[PaiGowCard]) -> String {
    let mut cards = cards.to_vec();
    cards.sort_unstable_by(|a, b| b.cmp(a));
    let texts: Vec<String> = cards.iter().map(ToString::to_string).collect();
    texts.join(" ")
}

/// A setting's option name: `front_` and its front's cards, highest first (`front_As_Kd`).
fn option(setting: &Setting) -> String {
    format!("front_{}", text_of(&setting.front()).replace(' ', "_"))
}

fn as_json(bet: &Estimate, seed: u64, decision: Option<&Decision>) -> String {
    let market = json!({
        "id": "bet",
        "payout": PAYOUT,
        "rtp": 1.0 + bet.mean,
        "estimate": {
            "play": "house_way",
            "standard_error": bet.standard_error,
            "samples": bet.samples,
            "seed": seed,
        },
    });
    let mut out = json!({"game": "pai-gow", "markets": [market]});
    if let Some(decision) = decision {
        out["house_way"] = json!({
            "front": text_of(&decision.house_way.front()),
            "back": text_of(&decision.house_way.back()),
        });
        let values: Vec<Value> = decision
            .values
            .iter()
            .map(|(setting, value)| {
                let mut entry = json!({
                    "option": option(setting),
                    "front": text_of(&setting.front()),
                    "back": text_of(&setting.back()),
                    "ev": value.ev(),
                });
                match value {
                    SettingValue::Estimated(estimate) => {
                        entry["standard_error"] = json!(estimate.standard_error);
                        entry["samples"] = json!(estimate.samples);
                        entry["estimate"] = json!(true);
                    }
                    SettingValue::Exact(ev) => entry["exact"] = json!(ev.to_string()),
                }
                entry
            })
            .collect();
        out["decisions"] = Value::Array(values);
    }
    out.to_string()
}

fn as_table(bet: &Estimate, decision: Option<&Decision>) -> String {
    let mut out = "pai-gow, one 53-card deck (52 and the joker)\n".to_string();
    let _ = writeln!(
        out,
        "bet  pays {PAYOUT}  rtp {:.5} ± {:.5} (estimate, house way, {} deals)",
        1.0 + bet.mean,
        bet.standard_error,
        bet.samples
    );
    let Some(decision) = decision else {
        return out;
    };
    let _ = writeln!(
        out,
        "\nhouse way: front {} / back {}\n",
        text_of(&decision.house_way.front()),
        text_of(&decision.house_way.back())
    );
    let _ = writeln!(out, "{:16}  {:>9}  {:>9}  back", "option", "ev", "± se");
    for (setting, value) in &decision.values {
        let error = match value {
            SettingValue::Estimated(estimate) => format!("{:.5}", estimate.standard_error),
            SettingValue::Exact(_) => "exact".to_string(),
        };
        let _ = writeln!(
            out,
            "{:16}  {:>9.5}  {:>9}  {}",
            option(setting),
            value.ev(),
            error,
            text_of(&setting.back())
        );
    }
    out
}
