//! The flags the games' modules share: a list of cards, a first card, the cards seen out of a
//! shoe, raised paytable lines, a progressive paytable's `key=value` entries.

use anyhow::{bail, Context};
use livedraw_domain::card::parse_cards;
use livedraw_domain::{Card, Payout};

/// The cards of `text`, from the flag `what`.
pub(super) fn cards(text: &str, what: &str) -> anyhow::Result<Vec<Card>> {
    parse_cards(text).with_context(|| format!("reading {what}"))
}

/// A first card, if the flag gives it.
pub(super) fn card(text: Option<&str>) -> anyhow::Result<Option<Card>> {
    text.map(|text| text.trim().parse().context("reading a first card"))
        .transpose()
}

/// The cards out of a shoe of `decks` decks (dealt, burned), from `--seen`.
pub(super) fn seen_cards(decks: u8, seen: &str) -> anyhow::Result<Vec<Card>> {
    if decks == 0 {
        bail!("a shoe has at least one deck");
    }
    cards(seen, "--seen")
}

/// The raised paytable lines of `--pays`, each `line=N` (`spread_1=6`, `bonus.flush=25`); the
/// game's rules check the lines.
pub(super) fn raised_lines(pays: &[String]) -> anyhow::Result<Vec<(String, Payout)>> {
    pays.iter()
        .map(|raised| {
            let (line, times) = raised
                .split_once('=')
                .with_context(|| format!("--pays `{raised}` is not line=N"))?;
            let times: f64 = times
                .trim()
                .parse()
                .with_context(|| format!("--pays `{raised}`: `{times}` is not a number"))?;
            let line = line.trim().to_string();
            let pays = livedraw_domain::options::payout_of(times, &line)?;
            Ok((line, pays))
        })
        .collect()
}

/// The comma-separated `key=value` entries of `text`, from the flag `flag` (`--progressive`:
/// `royal_flush=100%,flush=50`).
pub(super) fn entries<'a>(text: &'a str, flag: &str) -> anyhow::Result<Vec<(&'a str, &'a str)>> {
    text.split(',')
        .map(|entry| {
            let pair = entry.split_once('=');
            let pair = pair.map(|(key, value)| (key.trim(), value.trim()));
            pair.with_context(|| format!("{flag}: `{entry}` is not key=value"))
        })
        .collect()
}
