//! `livedraw odds blackjack`: the exact decision values of one open decision and the dealer's
//! final hand, or the betting round's chances, from the shoe less every card seen
//! (docs/odds.md, blackjack).

use super::flags::seen_cards;
use anyhow::{bail, Context};
use clap::Args;
use livedraw_domain::card::parse_cards;
use livedraw_domain::games::blackjack::{
    BlackjackConfig, DealerCards, SideGame, TableOptions, Version,
};
use livedraw_domain::{Card, Payout};
use livedraw_odds::games::blackjack::endings::two_card_start;
use livedraw_odds::games::blackjack::{self, BlackjackState, Counts, DealerDraw, Decision};
use livedraw_odds::games::shoe::remaining;

/// Blackjack's flags.
#[derive(Args)]
pub struct BlackjackArgs {
    /// The version, A to S, or a named rule set: casino, casino-a, casino-b or live.
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
    /// The dealer's up card, e.g. "6c"; in casino-b, both the dealer's cards face up, the up
    /// card first, e.g. "6c 9d".
    #[arg(long)]
    dealer: Option<String>,
    /// The side game the table offers, A to I (the betting round's `seat-N-side`).
    #[arg(long)]
    side_game: Option<String>,
    /// The posted blackjack payout, e.g. 6:5 (one the version allows; 3:2 where allowed).
    #[arg(long)]
    blackjack_pays: Option<String>,
    /// Offer surrender where the version leaves it to the table (N, O, R, S, casino, casino-a,
    /// casino-b).
    #[arg(long)]
    surrender: bool,
    /// Which of the seat's hands decides, from 1 (the first holds the original stake).
    #[arg(long, default_value_t = 1)]
    hand: u8,
    /// How many hands the seat holds: more than one after a split, which makes the hand a
    /// split hand.
    #[arg(long, default_value_t = 1)]
    seat_hands: u8,
}

impl BlackjackArgs {
    /// The values of the open decision the flags describe, if they describe one (`--player`
    /// and `--dealer`).
    pub fn decision(&self, json: bool) -> Option<anyhow::Result<String>> {
        let (Some(player), Some(dealer)) = (&self.player, &self.dealer) else {
            return None;
        };
        let question = Question {
            version: &self.version,
            decks: self.decks,
            seen: &self.seen,
            player,
            dealer,
            blackjack_pays: self.blackjack_pays.as_deref(),
            surrender: self.surrender,
            hand: self.hand,
            seat_hands: self.seat_hands,
        };
        Some(text(&question, json))
    }

    /// The betting round's table state the flags describe (no decision).
    pub fn state(&self) -> anyhow::Result<BlackjackState> {
        if self.player.is_some() || self.dealer.is_some() {
            bail!("--player and --dealer go together: a decision has both");
        }
        let table = Table {
            version: &self.version,
            decks: self.decks,
            blackjack_pays: self.blackjack_pays.as_deref(),
            surrender: self.surrender,
            side_game: self.side_game.as_deref(),
        };
        let seen = seen_cards(self.decks, &self.seen)?;
        Ok(BlackjackState::from_parts(config(&table)?, &seen)?)
    }
}

/// What the command is asked.
pub struct Question<'a> {
    /// The version letter.
    pub version: &'a str,
    /// Decks in the shoe.
    pub decks: u8,
    /// Cards already out of the shoe besides the hand and the up card.
    pub seen: &'a str,
    /// The hand's cards.
    pub player: &'a str,
    /// The dealer's up card.
    pub dealer: &'a str,
    /// The posted blackjack payout, `3:2` style; the version's 3:2 (or its first) if absent.
    pub blackjack_pays: Option<&'a str>,
    /// Whether the table offers surrender where the version leaves it open (N, O, R, S,
    /// casino, casino-a, casino-b).
    pub surrender: bool,
    /// Which of the seat's hands decides, from 1.
    pub hand: u8,
    /// How many hands the seat holds (more than one after a split).
    pub seat_hands: u8,
}

/// A table as the betting round's question gives it.
pub struct Table<'a> {
    /// The version letter.
    pub version: &'a str,
    /// Decks in the shoe.
    pub decks: u8,
    /// The posted blackjack payout, `3:2` style; the version's 3:2 (or its first) if absent.
    pub blackjack_pays: Option<&'a str>,
    /// Whether the table offers surrender where the version leaves it open (N, O, R, S,
    /// casino, casino-a, casino-b).
    pub surrender: bool,
    /// The side game's letter, if the table offers one.
    pub side_game: Option<&'a str>,
}

/// The configuration of `table`, whose betting round is priced as the engine prices it (every
/// seat and side bet).
pub fn config(table: &Table) -> anyhow::Result<BlackjackConfig> {
    let version: Version = table.version.parse()?;
    let side_game = table
        .side_game
        .map(|letter| {
            SideGame::ALL
                .into_iter()
                .find(|game| format!("{game:?}") == letter.trim())
                .with_context(|| format!("--side-game `{letter}` is not a side game (A to I)"))
        })
        .transpose()?;
    Ok(BlackjackConfig {
        shoe: livedraw_domain::ShoeRule::of_decks(table.decks),
        side_game,
        surrender_where_open: table.surrender,
        options: TableOptions {
            blackjack_pays: payout(version, table.blackjack_pays)?,
            ..BlackjackConfig::of(version).options
        },
        ..BlackjackConfig::of(version)
    })
}

/// The dealer's cards `--dealer` gives: the up card, and the second where the version deals
/// both face up (casino-b), which then needs it.
fn dealer_cards(version: Version, dealer: &str) -> anyhow::Result<(Card, Option<Card>)> {
    let cards = parse_cards(dealer).context("reading --dealer")?;
    let both_up = version.rules().dealer_cards == DealerCards::BothUp;
    match (cards.as_slice(), both_up) {
        ([up], false) => Ok((*up, None)),
        ([up, second], true) => Ok((*up, Some(*second))),
        (_, true) => bail!("--dealer needs both the dealer's cards face up in version {version}"),
        (_, false) => bail!("--dealer takes the dealer's up card only in version {version}"),
    }
}

/// The values and the dealer's hand, as text (`json`: one JSON object).
pub fn text(question: &Question, json: bool) -> anyhow::Result<String> {
    let version: Version = question.version.parse()?;
    let rules = version.rules();
    let player = parse_cards(question.player).context("reading --player")?;
    if player.len() < 2 {
        bail!("--player needs the hand's cards, at least two");
    }
    if question.hand == 0 || question.hand > question.seat_hands {
        bail!(
            "--hand {} is not one of the seat's {} hands",
            question.hand,
            question.seat_hands
        );
    }
    if question.seat_hands > rules.max_hands {
        bail!(
            "version {version} lets a seat hold {} hands at most, not {}",
            rules.max_hands,
            question.seat_hands
        );
    }
    let (up, second) = dealer_cards(version, question.dealer)?;
    let mut out = parse_cards(question.seen).context("reading --seen")?;
    out.extend(player.iter().copied());
    out.push(up);
    out.extend(second);
    let unseen = Counts::of(&remaining(question.decks, &out)?);
    let options = TableOptions {
        blackjack_pays: payout(version, question.blackjack_pays)?,
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    };
    let ranks: Vec<_> = player.iter().map(|card| card.rank()).collect();
    let decision = Decision {
        rules,
        options,
        surrender: rules.surrender || question.surrender,
        player: &ranks,
        hand: question.hand,
        seat_hands: question.seat_hands,
        dealer_up: up.rank(),
        dealer_second: second.map(|card| card.rank()),
        unseen,
    };
    let values = blackjack::values(&decision)?;
    let up_index = blackjack::counts::index(up.rank());
    let draw = DealerDraw {
        up: second.map_or(up_index, |second| {
            two_card_start(up_index, blackjack::counts::index(second.rank()))
        }),
        busts_above: rules.dealer_busts_above,
        no_blackjack: false,
    };
    let dealer = blackjack::outcomes(&unseen, draw);
    let actions = [
        ("stand", values.stand),
        ("hit", values.hit),
        ("double", values.double),
        ("split", values.split),
        ("surrender", values.surrender),
        ("insurance", values.insurance),
        ("even_money", values.even_money),
        ("decline_even_money", values.decline_even_money),
    ];
    let mut finals: Vec<(&str, f64)> = [
        "dealer_17",
        "dealer_18",
        "dealer_19",
        "dealer_20",
        "dealer_21",
    ]
    .into_iter()
    .zip(dealer.stands)
    .collect();
    if rules.dealer_busts_above == 22 {
        finals.push(("dealer_22", dealer.stands[5]));
    }
    finals.push(("dealer_blackjack", dealer.blackjack));
    finals.push(("dealer_bust", dealer.bust));
    Ok(if json {
        as_json(version, &actions, &finals)
    } else {
        as_table(version, question, unseen.total(), &actions, &finals)
    })
}

/// The posted payout: `a:b` if given (one the version allows), else 3:2 where allowed, else
/// the version's first.
fn payout(version: Version, posted: Option<&str>) -> anyhow::Result<Payout> {
    let allowed = version.rules().blackjack_payouts;
    let Some(text) = posted else {
        let three_to_two = Payout::hundredths(150);
        return Ok(if allowed.contains(&three_to_two) {
            three_to_two
        } else {
            allowed[0]
        });
    };
    let (won, staked) = text
        .split_once(':')
        .with_context(|| format!("--blackjack-pays `{text}` is not a:b"))?;
    let (won, staked): (i32, i32) = (won.trim().parse()?, staked.trim().parse()?);
    if staked <= 0 || (won * 100) % staked != 0 {
        bail!("--blackjack-pays `{text}` is not a payout in hundredths");
    }
    let payout = Payout::hundredths(won * 100 / staked);
    if !allowed.contains(&payout) {
        bail!("version {version} does not allow a blackjack to pay {text}");
    }
    Ok(payout)
}

fn as_json(version: Version, actions: &[(&str, Option<f64>)], finals: &[(&str, f64)]) -> String {
    let actions: Vec<String> = actions
        .iter()
        .filter_map(|(action, value)| {
            value.map(|value| format!(r#"{{"action":"{action}","value":{value:.12}}}"#))
        })
        .collect();
    let finals: Vec<String> = finals
        .iter()
        .map(|(id, chance)| format!(r#"{{"id":"{id}","probability":{chance:.12}}}"#))
        .collect();
    format!(
        r#"{{"game":"blackjack","version":"{version}","actions":[{}],"dealer":[{}]}}"#,
        actions.join(","),
        finals.join(",")
    )
}

fn as_table(
    version: Version,
    question: &Question,
    unseen: u16,
    actions: &[(&str, Option<f64>)],
    finals: &[(&str, f64)],
) -> String {
    let place = if question.seat_hands > 1 {
        format!(
            ", hand {} of {} after a split",
            question.hand, question.seat_hands
        )
    } else {
        String::new()
    };
    let mut text = format!(
        "blackjack version {version}: {}{place} against {} ({unseen} cards unseen)\n{:<18}{:>16}\n",
        question.player.trim(),
        question.dealer.trim(),
        "action",
        "expected net"
    );
    for (action, value) in actions {
        match value {
            Some(value) => text.push_str(&format!("{action:<18}{value:>16.12}\n")),
            None => text.push_str(&format!("{action:<18}{:>16}\n", "not allowed")),
        }
    }
    text.push_str(&format!("{:<18}{:>16}\n", "dealer's hand", "probability"));
    for (id, chance) in finals {
        text.push_str(&format!("{id:<18}{chance:>16.12}\n"));
    }
    text
}
