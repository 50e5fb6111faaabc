//! `livedraw odds three-card-poker` and `livedraw odds fast-poker`: every box with its
//! paytable and exact return under the best play, the chance of each hand category and of the
//! dealer qualifying; with `--player`, the value of playing and of folding that hand; with
//! `--seating seats`, every seat's boxes as a table in seats mode offers them (`seat-3-ante`).

use super::decisions_table;
use super::flags::{cards, raised_lines};
use anyhow::bail;
use clap::Args;
use livedraw_domain::games::seating::Seating;
use livedraw_domain::games::three_card::{Paytable, ThreeCardGame, ThreeCardRules};
use livedraw_domain::poker::three_card::ThreeCardCategory;
use livedraw_domain::Card;
use livedraw_domain::Payout;
use livedraw_odds::fraction::Fraction;
use livedraw_odds::games::three_card::table::{chances_from, for_every_seat};
use livedraw_odds::games::three_card::{box_returns, decision_values, BoxReturns, OptionValue};
use livedraw_odds::pricing::price_market;
use livedraw_odds::{FixedReturn, MarketChance, PricingConfig};
use serde_json::{json, Map, Value};
use std::fmt::Write as _;

/// The flags of both three-card games.
#[derive(Args)]
pub struct ThreeCardArgs {
    /// The player's three cards, dealt: prints the value of playing and of folding them.
    #[arg(long)]
    player: Option<String>,
    /// Cards out of the deck besides the player's (seen by the player).
    #[arg(long, default_value = "")]
    seen: String,
    /// A paytable line raised above the rulebook's, `box.category=N` (`pairplus.straight_flush=50`,
    /// `ante_bonus.three_of_a_kind=4`, `play.three_of_a_kind=4`); repeatable.
    #[arg(long = "pays")]
    pays: Vec<String>,
    /// The table's seating: `common_hand`, or `seats` for every seat's boxes, `seat-1-ante` …
    /// `seat-7-pairplus`, each priced as its box.
    #[arg(long, default_value = "common_hand")]
    seating: String,
}

impl ThreeCardArgs {
    /// What the command prints for `game`: a table, or one JSON object.
    pub fn text(&self, game: ThreeCardGame, json: bool) -> anyhow::Result<String> {
        let rules = self.rules(game)?;
        let seats = match Seating::named(&self.seating) {
            Some(seating) => seating == Seating::Seats,
            None => bail!("--seating `{}`: common_hand or seats", self.seating),
        };
        let seen = cards(&self.seen, "--seen")?;
        let returns = box_returns(&rules, &seen)?;
        let decisions = self
            .player()?
            .map(|player| decision_values(&rules, player, &seen))
            .transpose()?;
        Ok(if json {
            as_json(&rules, &returns, decisions.as_ref(), seats)
        } else {
            as_table(&rules, 52 - seen.len(), &returns, decisions.as_ref())
        })
    }

    /// The game's rules with the raised lines of `--pays`, checked against the rulebook's.
    fn rules(&self, game: ThreeCardGame) -> anyhow::Result<ThreeCardRules> {
        let mut rules = game.published();
        for (line, pays) in raised_lines(&self.pays)? {
            rules = rules.with_line(&line, pays)?;
        }
        rules.check()?;
        Ok(rules)
    }

    /// The player's three cards, if given.
    fn player(&self) -> anyhow::Result<Option<[Card; 3]>> {
        let Some(text) = &self.player else {
            return Ok(None);
        };
        match cards(text, "--player")?.as_slice() {
            &[first, second, third] => Ok(Some([first, second, third])),
            other => bail!(
                "--player needs the player's three cards, not {}",
                other.len()
            ),
        }
    }
}

/// The ante box's payout: 1 x, the play's and the ante bonus's lines.
fn ante_payout(rules: &ThreeCardRules) -> Value {
    json!({
        rules.ante_box: "1x",
        "play": paytable_json(&rules.play_wins, Some("1x")),
        "ante_bonus": paytable_json(&rules.ante_bonus, None),
    })
}

/// A paytable as an object of lines, `otherwise` for the hands it does not name.
fn paytable_json(paytable: &Paytable, otherwise: Option<&str>) -> Value {
    let mut lines = Map::new();
    for (category, pays) in paytable.lines() {
        lines.insert(category.name().to_string(), json!(pays.to_string()));
    }
    if let Some(otherwise) = otherwise {
        lines.insert("otherwise".to_string(), json!(otherwise));
    }
    Value::Object(lines)
}

fn as_json(
    rules: &ThreeCardRules,
    returns: &BoxReturns,
    decisions: Option<&[OptionValue; 2]>,
    seats: bool,
) -> String {
    let mut chances = chances_from(rules, returns);
    if seats {
        chances.markets = for_every_seat(&chances.markets);
    }
    // Each box as the engine prices it (probability, odds, status, payout, rtp), with its
    // exact net and its paytable's lines.
    let market = |chance: &MarketChance, paytable: &Value, net: Fraction| {
        let price = price_market(chance, &PricingConfig::default());
        let paid = price.paid.unwrap_or(FixedReturn {
            payout: Payout::times(1),
            rtp: 1.0 + net.as_f64(),
        });
        json!({
            "id": chance.id.as_str(),
            "probability": price.probability,
            "odds": price.odds_hundredths.map(|hundredths| f64::from(hundredths) / 100.0),
            "status": price.status.name(),
            "payout": paid.payout.as_f64(),
            "rtp": paid.rtp,
            "net": net.to_string(),
            "paytable": paytable,
        })
    };
    let categories: Vec<Value> = ThreeCardCategory::ALL
        .iter()
        .zip(&returns.categories)
        .map(|(category, chance)| json!({"category": category.name(), "probability": chance.as_f64()}))
        .collect();
    // The ante box, then the side box (seat by seat in seats mode).
    let boxes = [
        (ante_payout(rules), returns.ante),
        (paytable_json(&rules.side, None), returns.side),
    ];
    let markets = chances.markets.iter().enumerate().map(|(at, chance)| {
        let (paytable, net) = &boxes[at % 2];
        market(chance, paytable, *net)
    });
    let markets: Vec<Value> = markets.collect();
    let mut out = json!({
        "game": rules.game.name(),
        "markets": markets,
        "categories": categories,
        "dealer_qualifies": returns.dealer_qualifies.as_f64(),
    });
    if let Some(decisions) = decisions {
        let decisions: Vec<Value> = decisions
            .iter()
            .map(|value| {
                json!({"option": value.decision.name(), "ev": value.ev.as_f64(), "exact": value.ev.to_string()})
            })
            .collect();
        out["decisions"] = Value::Array(decisions);
    }
    out.to_string()
}

/// A paytable's lines in words: `straight_flush 40x, three_of_a_kind 30x`.
fn lines_text(paytable: &Paytable) -> String {
    let lines: Vec<String> = paytable
        .lines()
        .iter()
        .map(|(category, pays)| format!("{} {pays}", category.name()))
        .collect();
    if lines.is_empty() {
        "none".to_string()
    } else {
        lines.join(", ")
    }
}

fn as_table(
    rules: &ThreeCardRules,
    unseen: usize,
    returns: &BoxReturns,
    decisions: Option<&[OptionValue; 2]>,
) -> String {
    let mut out = format!("{}, one deck, {unseen} cards unseen\n", rules.game.name());
    let _ = writeln!(
        out,
        "{:10}  {:>14}  {:>22}  pays",
        "box", "rtp", "exact net"
    );
    let won_play = lines_text(&rules.play_wins);
    let ante = format!(
        "1x; play 1x ({won_play} above it); ante bonus: {}",
        lines_text(&rules.ante_bonus)
    );
    for (id, net, pays) in [
        (rules.ante_box, returns.ante, ante),
        (rules.side_box, returns.side, lines_text(&rules.side)),
    ] {
        let _ = writeln!(
            out,
            "{id:10}  {:>14.12}  {:>22}  {pays}",
            1.0 + net.as_f64(),
            net.to_string()
        );
    }
    let _ = writeln!(out, "\n{:16}  probability", "player's hand");
    for (category, chance) in ThreeCardCategory::ALL.iter().zip(&returns.categories) {
        let _ = writeln!(out, "{:16}  {:.12}", category.name(), chance.as_f64());
    }
    let _ = writeln!(
        out,
        "{:16}  {:.12}",
        "dealer qualifies",
        returns.dealer_qualifies.as_f64()
    );
    if let Some(decisions) = decisions {
        out.push('\n');
        let options = decisions
            .iter()
            .map(|value| (value.decision.name(), &value.ev));
        decisions_table::write(&mut out, rules.ante_box, 8, options);
    }
    out
}
