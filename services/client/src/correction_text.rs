//! A correction of a settled draw in words, as a supervisor types it at the command line or in
//! the console: `void`, `card banker:2:<barcode>`, `pocket 18`, `wheel 7` (or `wheel symbol`),
//! `money-wheel 12`, `dice 6,6,6` (three or five faces), `lucky-dice 3,5` (red, green),
//! `balls 3,14,25,36,10`. The forms of a whole outcome are read by each game's wire module.

use livedraw_domain::{Barcode, Position};
use livedraw_protocol::common::encode_position;
use livedraw_protocol::v1::correct_result_request::{Correction, Void};
use livedraw_protocol::v1::CardReading;

/// The forms a correction takes, for messages and help.
pub const FORMS: &str = "void, card POSITION:INDEX:BARCODE, pocket P, wheel N|symbol, \
                         money-wheel N, dice A,B,C[,D,E], lucky-dice RED,GREEN, balls N,N,...";

/// Why a correction's words do not make one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{problem} (a correction is one of: {FORMS})")]
pub struct CorrectionTextError {
    problem: String,
}

fn problem(text: impl Into<String>) -> CorrectionTextError {
    CorrectionTextError {
        problem: text.into(),
    }
}

/// The correction `text` gives: `void`, a card, or the whole outcome of a game without cards
/// in the form its game's wire module reads ([`livedraw_protocol::games::outcome_from_words`]).
pub fn parse(text: &str) -> Result<Correction, CorrectionTextError> {
    let text = text.trim();
    let (kind, value) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    match kind {
        "void" if value.trim().is_empty() => Ok(Correction::Void(Void {})),
        "card" => card_reading(value.trim()).map(Correction::Card),
        _ => {
            let outcome = livedraw_protocol::games::outcome_from_words(text)
                .ok_or_else(|| problem(format!("`{text}` is no correction")))?;
            Ok(Correction::Outcome(livedraw_protocol::outcome::encode(
                &outcome,
            )))
        }
    }
}

fn number_in(text: &str, what: &str) -> Result<u8, CorrectionTextError> {
    text.parse()
        .map_err(|_| problem(format!("`{text}` is not {what}")))
}

/// `POSITION:INDEX:BARCODE`.
fn card_reading(text: &str) -> Result<CardReading, CorrectionTextError> {
    let [position, index, barcode] = text.split(':').collect::<Vec<_>>()[..] else {
        return Err(problem(
            "card takes POSITION:INDEX:BARCODE, e.g. banker:2:<barcode>",
        ));
    };
    let barcode: Barcode = barcode
        .parse()
        .map_err(|error| problem(format!("the card's barcode: {error}")))?;
    Ok(CardReading {
        position: Some(encode_position(parse_position(position)?)),
        index: u32::from(number_in(
            index,
            "the card's place at the position, from 1",
        )?),
        barcode: barcode.to_string(),
    })
}

fn parse_position(text: &str) -> Result<Position, CorrectionTextError> {
    let number = |part: &str| number_in(part, "a hand or seat number");
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
        _ => {
            return Err(problem(format!(
                "unknown position `{text}`: player, banker, dealer, board, hand-N or seat-S-H"
            )))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::correction::{Correction as Domain, Reading};
    use livedraw_domain::games::{dice5, lotto, roulette, wheel};
    use livedraw_domain::{Outcome, Pocket};
    use livedraw_protocol::correction::decode_correction;

    fn read(text: &str) -> Domain {
        decode_correction(Some(parse(text).expect("parses"))).expect("decodes")
    }

    #[test]
    fn each_form_gives_its_correction() {
        assert_eq!(read("void"), Domain::Void);
        let pocket = Outcome::Roulette(roulette::Outcome {
            pocket: Pocket::DoubleZero,
        });
        assert_eq!(read("pocket 00"), Domain::Reading(Reading::Outcome(pocket)));
        let dice = Outcome::Dice5(dice5::Outcome {
            dice: [6, 6, 6, 5, 1],
        });
        assert_eq!(
            read("dice 6,6,6,5,1"),
            Domain::Reading(Reading::Outcome(dice))
        );
        let wheel = Outcome::Wheel(wheel::Outcome::Symbol);
        assert_eq!(
            read("wheel symbol"),
            Domain::Reading(Reading::Outcome(wheel))
        );
        let balls = Outcome::Lotto(lotto::balls::Outcome {
            balls: vec![3, 14, 25, 36, 10],
        });
        assert_eq!(
            read("balls 3, 14, 25, 36, 10"),
            Domain::Reading(Reading::Outcome(balls))
        );
        let barcode = Barcode::new(
            livedraw_domain::DeckSerial::new(4).expect("serial"),
            "Kd".parse().expect("card"),
        );
        assert_eq!(
            read(&format!("card seat-2-1:3:{barcode}")),
            Domain::Reading(Reading::Card {
                position: Position::Seat { seat: 2, hand: 1 },
                index: 3,
                barcode
            })
        );
    }

    #[test]
    fn words_that_make_no_correction_are_refused_with_the_forms() {
        for text in [
            "",
            "void now",
            "pocket x",
            "dice 1,2",
            "card banker:2",
            "seat-2 1",
            "lucky-dice 3",
        ] {
            let refused = parse(text).expect_err(text);
            assert!(
                refused.to_string().contains("a correction is one of"),
                "{refused}"
            );
        }
    }
}
