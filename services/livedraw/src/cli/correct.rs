//! `livedraw correct`: corrects a settled draw (operations.md) — void it, or give what the table
//! really showed — and prints the engine's verdict. The draw's next revision is published on
//! the results topic and in the feed.

use super::runtime;
use super::supervise::{connect, report, Connection};
use anyhow::{bail, Context};
use clap::{ArgGroup, Args};
use livedraw_client::supervise;
use livedraw_domain::games::{dice5, lotto, lucky_dice, money_wheel, roulette, sic_bo, wheel};
use livedraw_domain::{Barcode, Outcome, Pocket, Position};
use livedraw_protocol::common::encode_position;
use livedraw_protocol::v1::correct_result_request::{Correction, Void};
use livedraw_protocol::v1::CardReading;
use std::process::ExitCode;

/// `livedraw correct`.
#[derive(Args, Debug)]
#[command(group(ArgGroup::new("correction").required(true)
    .args(["void", "card", "pocket", "wheel", "money_wheel", "dice", "lucky_dice", "balls"])))]
pub struct CorrectArgs {
    /// The table.
    #[arg(long)]
    table: String,
    /// The settled draw.
    #[arg(long)]
    draw: u64,
    /// Why: `misread`, `dealer_error`, `malfunction` or `other`.
    #[arg(long)]
    reason: String,
    /// The note for the audit trail (required): what the video showed.
    #[arg(long)]
    note: String,
    /// Void the draw: every bet of every round gets its stake back.
    #[arg(long)]
    void: bool,
    /// A card game's misread card: `POSITION:INDEX:BARCODE`, the INDEX-th card (from 1) at
    /// POSITION (`player`, `banker`, `dealer`, `hand-N`, `board`, `seat-S-H`) was BARCODE.
    #[arg(long, value_name = "POSITION:INDEX:BARCODE")]
    card: Option<String>,
    /// Roulette: the pocket (`0`, `00`, `1`–`36`).
    #[arg(long)]
    pocket: Option<String>,
    /// Wheel of Fortune: the sector (`1`–`18` or `symbol`).
    #[arg(long)]
    wheel: Option<String>,
    /// Money wheel: the sector, 0–53 (its symbol is the wheel's).
    #[arg(long)]
    money_wheel: Option<u8>,
    /// Five dice or sic bo's three: the faces, e.g. `6,6,6`.
    #[arg(long, value_delimiter = ',')]
    dice: Vec<u8>,
    /// Lucky dice: the red and the green die, e.g. `3,5`.
    #[arg(long, value_delimiter = ',', value_name = "RED,GREEN")]
    lucky_dice: Vec<u8>,
    /// A lottery: the winning balls in drawing order, e.g. `3,14,25,36,10`.
    #[arg(long, value_delimiter = ',')]
    balls: Vec<u8>,
    #[command(flatten)]
    connection: Connection,
}

/// Corrects the draw and prints the verdict.
pub fn main(args: CorrectArgs) -> anyhow::Result<ExitCode> {
    let reason = supervise::correction_reason(&args.reason)?;
    let correction = correction(&args)?;
    let verdict = runtime()?.block_on(async {
        let mut client = connect(&args.connection)?;
        let (table, note) = (&args.table, &args.note);
        Ok::<_, anyhow::Error>(
            supervise::correct(&mut client, table, args.draw, correction, reason, note).await?,
        )
    })?;
    Ok(report(&verdict))
}

/// The correction the arguments give (clap makes sure exactly one is given).
fn correction(args: &CorrectArgs) -> anyhow::Result<Correction> {
    if args.void {
        return Ok(Correction::Void(Void {}));
    }
    if let Some(card) = &args.card {
        return card_reading(card).map(Correction::Card);
    }
    let outcome = match (&args.pocket, &args.wheel, args.money_wheel) {
        (Some(pocket), _, _) => Outcome::Roulette(roulette::Outcome {
            pocket: parse_pocket(pocket)?,
        }),
        (_, Some(sector), _) => Outcome::Wheel(match sector.as_str() {
            "symbol" => wheel::Outcome::Symbol,
            number => wheel::Outcome::Number(number.parse().context("a wheel sector")?),
        }),
        (_, _, Some(sector)) => Outcome::MoneyWheel(money_wheel::Outcome {
            sector,
            // The wheel's own symbol at the sector is used, whatever is named here.
            symbol: "as the wheel has it".into(),
        }),
        _ => dice_or_balls(args)?,
    };
    Ok(Correction::Outcome(livedraw_protocol::outcome::encode(
        &outcome,
    )))
}

fn dice_or_balls(args: &CorrectArgs) -> anyhow::Result<Outcome> {
    Ok(match (args.dice.as_slice(), args.lucky_dice.as_slice()) {
        ([a, b, c], _) => Outcome::SicBo(sic_bo::Outcome { dice: [*a, *b, *c] }),
        ([a, b, c, d, e], _) => Outcome::Dice5(dice5::Outcome {
            dice: [*a, *b, *c, *d, *e],
        }),
        ([_, ..], _) => bail!("--dice takes three (sic bo) or five faces"),
        ([], [red, green]) => Outcome::LuckyDice(lucky_dice::Outcome {
            red: *red,
            green: *green,
        }),
        ([], [_, ..]) => bail!("--lucky-dice takes the red and the green die"),
        ([], []) => Outcome::Lotto(lotto::balls::Outcome {
            balls: args.balls.clone(),
        }),
    })
}

fn parse_pocket(text: &str) -> anyhow::Result<Pocket> {
    Ok(match text {
        "0" => Pocket::Zero,
        "00" => Pocket::DoubleZero,
        number => Pocket::Number(number.parse().context("a pocket: 0, 00 or 1-36")?),
    })
}

/// `POSITION:INDEX:BARCODE`.
fn card_reading(text: &str) -> anyhow::Result<CardReading> {
    let [position, index, barcode] = text.split(':').collect::<Vec<_>>()[..] else {
        bail!("--card takes POSITION:INDEX:BARCODE, e.g. banker:2:<barcode>");
    };
    let barcode: Barcode = barcode.parse().context("the card's barcode")?;
    Ok(CardReading {
        position: Some(encode_position(parse_position(position)?)),
        index: index
            .parse()
            .context("the card's place at the position, from 1")?,
        barcode: barcode.to_string(),
    })
}

fn parse_position(text: &str) -> anyhow::Result<Position> {
    let number = |part: &str| -> anyhow::Result<u8> {
        part.parse()
            .with_context(|| format!("a number in position `{text}`"))
    };
    let parts: Vec<&str> = text.split('-').collect();
    Ok(match parts[..] {
        ["player"] => Position::Player,
        ["banker"] => Position::Banker,
        ["dealer"] => Position::Dealer,
        ["board"] => Position::Board,
        ["hand", hand] => Position::Hand(number(hand)?),
        ["seat", seat, hand] => Position::Seat {
            seat: number(seat)?,
            hand: number(hand)?,
        },
        _ => bail!("unknown position `{text}`: player, banker, dealer, board, hand-N or seat-S-H"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_named_as_the_floor_names_them() {
        assert_eq!(parse_position("banker").expect("parses"), Position::Banker);
        assert_eq!(parse_position("hand-3").expect("parses"), Position::Hand(3));
        assert_eq!(
            parse_position("seat-2-1").expect("parses"),
            Position::Seat { seat: 2, hand: 1 }
        );
        assert!(parse_position("seat-2").is_err());
    }

    #[test]
    fn pockets_include_0_and_00() {
        assert_eq!(parse_pocket("0").expect("parses"), Pocket::Zero);
        assert_eq!(parse_pocket("00").expect("parses"), Pocket::DoubleZero);
        assert_eq!(parse_pocket("17").expect("parses"), Pocket::Number(17));
        assert!(parse_pocket("x").is_err());
    }
}
