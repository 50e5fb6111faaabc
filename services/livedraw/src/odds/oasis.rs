//! `livedraw odds oasis-stud`: the boxes of a version (`--version standard|a|b|c|d`) with their
//! paytables and exact returns where computed (A, C and D: priced as the engine prices a
//! table's betting round, with the ante's exact chances, D's bet's chance of paying); with
//! `--player` and `--dealer` (the up card), the values of the version's first decision: the swap window (standard, B: `keep`, `swap_<card>`,
//! B also `swap_<card>_<card>`), continue or fold (A, C), and for D (three own cards, `--board`
//! the community cards turned) Triple Bet Poker's ride or withdraw with table D. With
//! `--progressive-bonus` (A) the bonus is progressive: its pot lines named with their prizes,
//! its return the fixed lines', and with `--pot` its return at that pot too.

use super::decisions_table;
use super::flags::{card, cards, entries, raised_lines};
use anyhow::{bail, Context};
use clap::Args;
use livedraw_domain::games::oasis::markets;
use livedraw_domain::games::oasis::{
    BetPaytable, OasisConfig, OasisRules, OasisVersion, ProgressiveBonus,
};
use livedraw_domain::games::triple_bet::TripleBetRules;
use livedraw_domain::limits::Amount;
use livedraw_domain::market::{PaytableLine, Prize};
use livedraw_domain::poker::paytable::{Line, Paytable};
use livedraw_domain::Card;
use livedraw_domain::Payout;
use livedraw_odds::error::OddsError;
use livedraw_odds::fraction::Fraction;
use livedraw_odds::games::oasis::table::{chances_from, whole_deck, WholeDeck};
use livedraw_odds::games::oasis::{
    ante_boxes, bet_return, bonus_return, community_rules, decision_values, return_at_pot,
    BonusReturn, OptionValue,
};
use livedraw_odds::games::triple_bet;
use livedraw_odds::pricing::price_market;
use livedraw_odds::{MarketChance, PricingConfig};
use serde_json::{json, Map, Value};
use std::fmt::Write as _;

/// Oasis Stud Poker's flags.
#[derive(Args)]
pub struct OasisArgs {
    /// The version posted at the table: standard, a, b, c or d.
    #[arg(long, default_value = "standard")]
    version: String,
    /// The player's five cards (D: three): prints the values of the version's first decision
    /// instead of the boxes.
    #[arg(long)]
    player: Option<String>,
    /// The dealer's up card (the fifth, dealt face up), with `--player`.
    #[arg(long)]
    dealer: Option<String>,
    /// D: the community cards turned so far (none: decision 1; one: decision 2).
    #[arg(long, default_value = "")]
    board: String,
    /// D, at decision 2: what was decided for bet 1, `ride` or `withdraw`.
    #[arg(long, default_value = "ride")]
    taken: String,
    /// Other cards out of the deck that the player has seen.
    #[arg(long, default_value = "")]
    seen: String,
    /// A paytable line raised above the rulebook's, `box.hand=N` (`bet.flush=6`,
    /// `bonus.straight=60`); repeatable.
    #[arg(long = "pays")]
    pays: Vec<String>,
    /// Version a: the bonus made progressive, its one stake and each line the operator's pot
    /// pays, comma-separated: `stake=1,royal_flush=100%,straight_flush=10%,four_of_a_kind=500`.
    #[arg(long)]
    progressive_bonus: Option<String>,
    /// With `--progressive-bonus`: the pot now, in the operator's currency (`250000`): prints
    /// the bonus's return at it too.
    #[arg(long, requires = "progressive_bonus")]
    pot: Option<f64>,
}

/// A box: its id, its paytable's lines, the least a win pays, its exact net (none: not
/// computed, and why) and, where the table's pricing has them (A, C), its chances.
struct Market {
    id: &'static str,
    paytable: Value,
    least: Payout,
    net: Result<Fraction, &'static str>,
    chance: Option<MarketChance>,
    /// A progressive bonus's return at the pot `--pot` gives.
    rtp_at_pot: Option<f64>,
}

/// Why the standard game's and B's bet box has no return here.
const SWAP_NOTE: &str = "not computed: with the swap window every deal is a decision over the replacements and the buy (the decision values are exact)";

impl OasisArgs {
    /// What the command prints.
    pub fn text(&self, json: bool) -> anyhow::Result<String> {
        let version = OasisVersion::named(&self.version).with_context(|| {
            format!("--version `{}`: one of standard, a, b, c, d", self.version)
        })?;
        let rules = OasisConfig {
            version,
            raised: raised_lines(&self.pays)?,
            progressive_bonus: self.progressive_bonus()?,
            ..OasisConfig::default()
        }
        .checked_rules()?;
        let pot = self.pot()?;
        let seen = cards(&self.seen, "--seen")?;
        if let Some(player) = &self.player {
            let decisions = self.decisions(&rules, player, &seen)?;
            return Ok(if json {
                json!({"game": "oasis-stud", "version": version.name(), "decisions": decisions_json(&decisions)})
                    .to_string()
            } else {
                decisions_table(version, &decisions)
            });
        }
        let bonus = bonus_return(&rules, &seen)?;
        let markets = markets(&rules, &seen, bonus.as_ref(), pot)?;
        Ok(if json {
            markets_json(version, &markets, bonus.as_ref())
        } else {
            markets_table(version, &markets)
        })
    }

    /// The progressive bonus `--progressive-bonus` gives, if it is given.
    fn progressive_bonus(&self) -> anyhow::Result<Option<ProgressiveBonus>> {
        let text = self.progressive_bonus.as_deref();
        let parse = |text| {
            Ok(ProgressiveBonus::parse(entries(
                text,
                "--progressive-bonus",
            )?)?)
        };
        text.map(parse).transpose()
    }

    /// The pot `--pot` gives (clap asks for `--progressive-bonus` with it).
    fn pot(&self) -> anyhow::Result<Option<Amount>> {
        let amount = |units| Amount::of_decimal(units).map_err(|e| anyhow::anyhow!("--pot: {e}"));
        self.pot.map(amount).transpose()
    }

    /// The first decision's values at the spot the flags give.
    fn decisions(
        &self,
        rules: &OasisRules,
        player: &str,
        seen: &[Card],
    ) -> anyhow::Result<Vec<OptionValue>> {
        let held = cards(player, "--player")?;
        if rules.version == OasisVersion::D {
            return self.community_decision(rules, &held, seen);
        }
        let hand: [Card; 5] = held.as_slice().try_into().map_err(|_| {
            anyhow::anyhow!("--player needs the player's five cards, not {}", held.len())
        })?;
        let Some(up) = card(self.dealer.as_deref())? else {
            bail!("--dealer needs the dealer's up card");
        };
        if !self.board.trim().is_empty() {
            bail!("--board is for version d's community cards");
        }
        decision_values(rules, hand, up, seen).context("valuing the decision")
    }

    /// Version D's decision, as Triple Bet Poker's with table D.
    fn community_decision(
        &self,
        rules: &OasisRules,
        held: &[Card],
        seen: &[Card],
    ) -> anyhow::Result<Vec<OptionValue>> {
        let own = match *held {
            [a, b, c] => [a, b, c],
            _ => bail!(
                "--player needs version d's three own cards, not {}",
                held.len()
            ),
        };
        let community = cards(&self.board, "--board")?;
        let first_rides = match self.taken.as_str() {
            "ride" => true,
            "withdraw" => false,
            other => bail!("--taken `{other}`: bet 1 was `ride` or `withdraw`"),
        };
        let table = community_rules(rules)?;
        let values = triple_bet::decision_values(table, own, &community, first_rides, seen)
            .context("valuing the decision")?;
        Ok(values
            .iter()
            .map(|value| OptionValue {
                option: value.option.to_string(),
                ev: value.ev,
            })
            .collect())
    }
}

/// The version's boxes: the ante and bet together (D: the three bets), then the bonus.
fn markets(
    rules: &OasisRules,
    seen: &[Card],
    bonus: Option<&BonusReturn>,
    pot: Option<Amount>,
) -> anyhow::Result<Vec<Market>> {
    // A whole deck's figures are the table's (generated for the published paytables).
    let ante = match rules.version {
        OasisVersion::A | OasisVersion::C if seen.is_empty() => Some(whole_deck(rules)?.ante),
        OasisVersion::Standard
        | OasisVersion::A
        | OasisVersion::B
        | OasisVersion::C
        | OasisVersion::D => ante_boxes(rules, seen)?,
    };
    let net = || -> Result<_, OddsError> {
        Ok(match &ante {
            Some(ante) => Ok(ante.net),
            None => bet_return(rules, seen)?.ok_or(SWAP_NOTE),
        })
    };
    let mut markets = vec![match &rules.paytable {
        BetPaytable::Stud(paytable) => ante_market(lines(paytable), net()?),
        BetPaytable::Deuces(paytable) => ante_market(lines(paytable), net()?),
        BetPaytable::Community(community) => community_market(community, seen)?,
    }];
    if let (Some(bonus), Some(figures)) = (&rules.bonus, bonus) {
        markets.push(Market {
            id: "bonus",
            paytable: bonus_lines(rules),
            least: bonus.fixed().least(),
            net: Ok(figures.net),
            chance: None,
            rtp_at_pot: pot.and_then(|pot| return_at_pot(bonus, figures, pot.as_hundredths())),
        });
    }
    // A and C: each box's chances, as the engine prices a table's betting round.
    if let Some(ante) = ante {
        let figures = WholeDeck {
            ante,
            bonus: bonus.cloned(),
        };
        for (market, chance) in markets
            .iter_mut()
            .zip(chances_from(rules, &figures).markets)
        {
            market.chance = Some(chance);
        }
    }
    Ok(markets)
}

/// Version D's three bets, priced as the engine prices a Triple Bet Poker table's `bet`: at
/// its lowest line, with its return and chance of paying (a whole deck's generated).
fn community_market(community: &TripleBetRules, seen: &[Card]) -> anyhow::Result<Market> {
    let returns = if seen.is_empty() {
        triple_bet::table::whole_deck_returns(community)?
    } else {
        triple_bet::returns(community, seen)?
    };
    let chances = triple_bet::table::chances_from(community, &returns);
    Ok(Market {
        id: "bet",
        paytable: lines(&community.paytable),
        least: community.paytable.least(),
        net: Ok(returns.bets),
        chance: chances.markets.into_iter().next(),
        rtp_at_pot: None,
    })
}

/// The ante box: 1 x, and the bet's lines above it.
fn ante_market(bet: Value, net: Result<Fraction, &'static str>) -> Market {
    Market {
        id: "ante",
        paytable: json!({"ante": "1x", "bet": bet}),
        least: Payout::times(1),
        net,
        chance: None,
        rtp_at_pot: None,
    }
}

/// The bonus's lines as the table publishes them (`markets::paytables`): each fixed line's
/// multiple, each pot line's prize.
fn bonus_lines(rules: &OasisRules) -> Value {
    let paytables = markets::paytables(rules);
    let bonus = paytables
        .into_iter()
        .find(|(id, _)| id.as_str() == markets::BONUS);
    let lines = bonus.into_iter().flat_map(|(_, lines)| lines);
    Value::Object(
        lines
            .map(|line| (line.line.clone(), json!(pays_text(&line))))
            .collect(),
    )
}

/// `50x`, or a pot line's `100% of the pot`, `500 from the pot`.
fn pays_text(line: &PaytableLine) -> String {
    match line.prize {
        None => line.pays.to_string(),
        Some(prize @ Prize::Pot(_)) => format!("{prize} of the pot"),
        Some(prize @ Prize::Fixed(_)) => format!("{prize} from the pot"),
    }
}

/// A paytable as an object of lines.
fn lines<L: Line>(paytable: &Paytable<L>) -> Value {
    let lines: Map<String, Value> = paytable
        .lines()
        .iter()
        .map(|(line, pays)| (line.name().to_string(), json!(pays.to_string())))
        .collect();
    Value::Object(lines)
}

fn markets_json(version: OasisVersion, markets: &[Market], bonus: Option<&BonusReturn>) -> String {
    let markets: Vec<Value> = markets.iter().map(market_json).collect();
    let mut out = json!({"game": "oasis-stud", "version": version.name(), "markets": markets});
    if let Some(bonus) = bonus {
        let categories: Vec<Value> = bonus
            .categories
            .iter()
            .map(|(category, chance)| json!({"category": category.name(), "probability": chance.as_f64()}))
            .collect();
        out["categories"] = Value::Array(categories);
    }
    out.to_string()
}

/// A box: priced as the engine prices it where it has chances (probability, odds, status),
/// with what a win pays at least, its return and exact net (or why not computed) and its
/// paytable.
fn market_json(market: &Market) -> Value {
    let mut out = json!({
        "id": market.id,
        "payout": market.least.as_f64(),
        "paytable": market.paytable,
    });
    match market.net {
        Ok(net) => {
            out["rtp"] = json!(1.0 + net.as_f64());
            out["net"] = json!(net.to_string());
        }
        Err(note) => {
            out["rtp"] = Value::Null;
            out["net"] = Value::Null;
            out["note"] = json!(note);
        }
    }
    if let Some(chance) = &market.chance {
        let price = price_market(chance, &PricingConfig::default());
        out["probability"] = json!(price.probability);
        out["odds"] = json!(price
            .odds_hundredths
            .map(|hundredths| f64::from(hundredths) / 100.0));
        out["status"] = json!(price.status.name());
        if let Some(paid) = price.paid {
            out["rtp"] = json!(paid.rtp);
        }
        if price.from_pot {
            out["from_pot"] = json!(true);
        }
    }
    if let Some(rtp) = market.rtp_at_pot {
        out["rtp_at_pot"] = json!(rtp);
    }
    out
}

fn markets_table(version: OasisVersion, markets: &[Market]) -> String {
    let mut out = format!("oasis-stud version {version}, one deck\n");
    let _ = writeln!(out, "{:6}  {:>14}  {:>26}  pays", "box", "rtp", "exact net");
    for market in markets {
        let (rtp, exact) = match market.net {
            Ok(net) => (format!("{:.12}", 1.0 + net.as_f64()), net.to_string()),
            Err(_) => ("-".to_string(), "not computed".to_string()),
        };
        let _ = writeln!(
            out,
            "{:6}  {rtp:>14}  {exact:>26}  {}",
            market.id, market.paytable
        );
        if let Some(rtp) = market.rtp_at_pot {
            let _ = writeln!(out, "{:6}  {rtp:>14.12}  at the pot given", "");
        }
    }
    out
}

fn decisions_json(decisions: &[OptionValue]) -> Value {
    Value::Array(
        decisions
            .iter()
            .map(|value| json!({"option": value.option, "ev": value.ev.as_f64(), "exact": value.ev.to_string()}))
            .collect(),
    )
}

fn decisions_table(version: OasisVersion, decisions: &[OptionValue]) -> String {
    let unit = match version {
        OasisVersion::D => "one bet",
        OasisVersion::Standard | OasisVersion::A | OasisVersion::B | OasisVersion::C => "ante",
    };
    let mut out = format!("oasis-stud version {version}\n");
    let options = decisions
        .iter()
        .map(|value| (value.option.as_str(), &value.ev));
    decisions_table::write(&mut out, unit, 12, options);
    out
}
