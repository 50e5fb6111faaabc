//! Blackjack's pieces that several messages share: seat and hand numbers, decision windows,
//! players' actions, and the letters that name versions and side games.

use crate::error::DecodeError;
pub use crate::max_hands::MAX_HANDS;
use crate::narrowing::{enumeration, required};
use crate::v1;
use crate::v1::decision_window::{self as wire, Window as WireWindow};
use livedraw_domain::games::blackjack::{Action, SideGame, Version, Window, SEATS};

/// The largest insurance stake, in hundredths of the hand's stake: half.
pub const MAX_INSURANCE: u8 = 50;

/// A seat number, 1–7.
pub(crate) fn seat(field: &'static str, seat: u32) -> Result<u8, DecodeError> {
    u8::try_from(seat)
        .ok()
        .filter(|seat| (1..=SEATS).contains(seat))
        .ok_or(DecodeError::BadSeatNumber { field, seat })
}

/// A hand number on a seat, from 1 to [`MAX_HANDS`].
pub(crate) fn hand(field: &'static str, hand: u32) -> Result<u8, DecodeError> {
    u8::try_from(hand)
        .ok()
        .filter(|hand| (1..=MAX_HANDS).contains(hand))
        .ok_or(DecodeError::BadSeatHand { field, hand })
}

/// An insurance stake in hundredths of the hand's stake, 1–50: every version refuses an
/// insurance of nothing, so 0 can only be a damaged message.
pub(crate) fn insurance(field: &'static str, hundredths: u32) -> Result<u8, DecodeError> {
    crate::narrowing::narrow_u8(field, hundredths, 1, MAX_INSURANCE)
}

/// The wire form of a decision window.
pub fn encode_window(window: Window) -> v1::DecisionWindow {
    let window = match window {
        Window::Offer => WireWindow::Offer(wire::Offer {}),
        Window::Hand { seat, hand } => WireWindow::Hand(wire::Hand {
            seat: u32::from(seat),
            hand: u32::from(hand),
        }),
    };
    v1::DecisionWindow {
        window: Some(window),
    }
}

/// The decision window of a wire window; `field` names it in errors.
pub fn decode_window(
    field: &'static str,
    window: Option<&v1::DecisionWindow>,
) -> Result<Window, DecodeError> {
    let window = required(field, window.and_then(|window| window.window.as_ref()))?;
    Ok(match window {
        WireWindow::Offer(_) => Window::Offer,
        WireWindow::Hand(turn) => Window::Hand {
            seat: seat(field, turn.seat)?,
            hand: hand(field, turn.hand)?,
        },
        WireWindow::CommonHand(common) => {
            return Err(DecodeError::Inconsistent {
                field,
                detail: format!(
                    "a common hand's step `{}` at a blackjack table",
                    common.step
                ),
            })
        }
    })
}

/// The wire form of a player's action.
pub fn encode_action(action: Action) -> v1::BlackjackAction {
    use v1::BlackjackActionKind as Kind;
    let (kind, insurance_hundredths) = match action {
        Action::Stand => (Kind::Stand, 0),
        Action::Hit => (Kind::Hit, 0),
        Action::Double => (Kind::Double, 0),
        Action::Split => (Kind::Split, 0),
        Action::Surrender => (Kind::Surrender, 0),
        Action::Insurance { hundredths } => (Kind::Insurance, u32::from(hundredths)),
        Action::EvenMoney => (Kind::EvenMoney, 0),
    };
    v1::BlackjackAction {
        kind: kind.into(),
        insurance_hundredths,
    }
}

/// Where a wire action's two fields sit in the message that carries it, for errors.
#[derive(Clone, Copy, Debug)]
pub struct ActionFields {
    /// The action's kind.
    pub kind: &'static str,
    /// Its insurance stake.
    pub insurance: &'static str,
}

/// The player's action of a wire action: an insurance stake only with INSURANCE, and 1–50
/// there.
pub fn decode_action(
    fields: ActionFields,
    action: &v1::BlackjackAction,
) -> Result<Action, DecodeError> {
    use v1::BlackjackActionKind as Kind;
    let kind: Kind = enumeration(fields.kind, action.kind)?;
    if kind != Kind::Insurance && action.insurance_hundredths != 0 {
        return Err(DecodeError::InsuranceWithoutInsurance {
            field: fields.insurance,
            hundredths: action.insurance_hundredths,
        });
    }
    Ok(match kind {
        Kind::Unspecified => return Err(DecodeError::Unspecified { field: fields.kind }),
        Kind::Stand => Action::Stand,
        Kind::Hit => Action::Hit,
        Kind::Double => Action::Double,
        Kind::Split => Action::Split,
        Kind::Surrender => Action::Surrender,
        Kind::Insurance => Action::Insurance {
            hundredths: insurance(fields.insurance, action.insurance_hundredths)?,
        },
        Kind::EvenMoney => Action::EvenMoney,
    })
}

/// A version's name on the wire: its capital letter `A` to `S`, or a named set's word
/// (`casino`, `casino-a`, `casino-b`, `live`).
pub fn version_name(version: Version) -> String {
    version.name().to_owned()
}

/// The version a wire name names: exactly a capital letter `A` to `S` or a named set's word in
/// lower case (the wire is written by [`version_name`], so nothing looser is accepted).
pub fn decode_version(field: &'static str, name: &str) -> Result<Version, DecodeError> {
    Version::EVERY
        .into_iter()
        .find(|version| version.name() == name)
        .ok_or_else(|| DecodeError::Inconsistent {
            field,
            detail: format!(
                "`{}` is not a blackjack version (A to S, casino, casino-a, casino-b or live)",
                clip(name)
            ),
        })
}

/// A side game's letter, `A` to `I`, from its place in the rulebook's list.
pub fn side_game_letter(game: SideGame) -> char {
    SideGame::ALL
        .into_iter()
        .zip('A'..)
        .find_map(|(listed, letter)| (listed == game).then_some(letter))
        .unwrap_or('?')
}

/// The wire letter of a table's side game: empty for none.
pub fn encode_side_game(game: Option<SideGame>) -> String {
    game.map(side_game_letter)
        .map(String::from)
        .unwrap_or_default()
}

/// The side game of a wire letter: none when empty, else exactly one capital letter `A` to
/// `I`.
pub fn decode_side_game(
    field: &'static str,
    letter: &str,
) -> Result<Option<SideGame>, DecodeError> {
    if letter.is_empty() {
        return Ok(None);
    }
    SideGame::ALL
        .into_iter()
        .find(|game| side_game_letter(*game).to_string() == letter)
        .map(Some)
        .ok_or_else(|| DecodeError::Inconsistent {
            field,
            detail: format!("`{}` is not a side game (A to I)", clip(letter)),
        })
}

/// At most 16 characters of untrusted text, for an error message.
fn clip(text: &str) -> String {
    text.chars().take(16).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: ActionFields = ActionFields {
        kind: "a.kind",
        insurance: "a.insurance_hundredths",
    };

    #[test]
    fn the_most_hands_are_the_rulebook_s_four() {
        assert_eq!(MAX_HANDS, 4);
    }

    #[test]
    fn every_window_round_trips() {
        for window in [
            Window::Offer,
            Window::Hand { seat: 1, hand: 1 },
            Window::Hand {
                seat: SEATS,
                hand: MAX_HANDS,
            },
        ] {
            assert_eq!(decode_window("w", Some(&encode_window(window))), Ok(window));
        }
    }

    #[test]
    fn a_window_outside_the_seats_or_hands_or_missing_is_refused() {
        let hand = |seat, hand| v1::DecisionWindow {
            window: Some(WireWindow::Hand(wire::Hand { seat, hand })),
        };
        assert_eq!(
            decode_window("w", Some(&hand(8, 1))),
            Err(DecodeError::BadSeatNumber {
                field: "w",
                seat: 8
            })
        );
        assert_eq!(
            decode_window("w", Some(&hand(0, 1))),
            Err(DecodeError::BadSeatNumber {
                field: "w",
                seat: 0
            })
        );
        assert_eq!(
            decode_window("w", Some(&hand(3, 0))),
            Err(DecodeError::BadSeatHand {
                field: "w",
                hand: 0
            })
        );
        assert_eq!(
            decode_window("w", Some(&hand(3, 5))),
            Err(DecodeError::BadSeatHand {
                field: "w",
                hand: 5
            })
        );
        assert_eq!(
            decode_window("w", Some(&v1::DecisionWindow { window: None })),
            Err(DecodeError::Missing { field: "w" })
        );
        assert_eq!(
            decode_window("w", None),
            Err(DecodeError::Missing { field: "w" })
        );
    }

    #[test]
    fn every_action_round_trips() {
        for action in [
            Action::Stand,
            Action::Hit,
            Action::Double,
            Action::Split,
            Action::Surrender,
            Action::Insurance { hundredths: 1 },
            Action::Insurance { hundredths: 50 },
            Action::EvenMoney,
        ] {
            assert_eq!(decode_action(FIELDS, &encode_action(action)), Ok(action));
        }
    }

    #[test]
    fn insurance_is_more_than_nothing_and_at_most_half() {
        for hundredths in [0, 51, 256] {
            let wire = v1::BlackjackAction {
                kind: v1::BlackjackActionKind::Insurance.into(),
                insurance_hundredths: hundredths,
            };
            assert_eq!(
                decode_action(FIELDS, &wire),
                Err(DecodeError::OutOfRange {
                    field: "a.insurance_hundredths",
                    value: u64::from(hundredths),
                    min: 1,
                    max: 50
                })
            );
        }
    }

    #[test]
    fn an_insurance_stake_with_another_action_or_no_kind_is_refused() {
        let hit = v1::BlackjackAction {
            kind: v1::BlackjackActionKind::Hit.into(),
            insurance_hundredths: 50,
        };
        assert_eq!(
            decode_action(FIELDS, &hit),
            Err(DecodeError::InsuranceWithoutInsurance {
                field: "a.insurance_hundredths",
                hundredths: 50
            })
        );
        let unset = v1::BlackjackAction::default();
        assert_eq!(
            decode_action(FIELDS, &unset),
            Err(DecodeError::Unspecified { field: "a.kind" })
        );
        let unknown = v1::BlackjackAction {
            kind: 99,
            insurance_hundredths: 0,
        };
        assert_eq!(
            decode_action(FIELDS, &unknown),
            Err(DecodeError::UnknownEnumValue {
                field: "a.kind",
                value: 99
            })
        );
    }

    #[test]
    fn versions_and_side_games_round_trip_as_capital_letters() {
        for version in Version::ALL {
            assert_eq!(decode_version("v", &version_name(version)), Ok(version));
        }
        for game in SideGame::ALL {
            let letter = encode_side_game(Some(game));
            assert_eq!(letter.len(), 1);
            assert_eq!(decode_side_game("s", &letter), Ok(Some(game)));
        }
        assert_eq!(side_game_letter(SideGame::I), 'I');
        assert_eq!(decode_side_game("s", ""), Ok(None));
    }

    #[test]
    fn the_named_sets_round_trip_as_their_words() {
        for version in Version::NAMED {
            let name = version_name(version);
            assert_eq!(name, version.to_string());
            assert_eq!(decode_version("v", &name), Ok(version));
        }
    }

    #[test]
    fn unknown_letters_are_refused() {
        for text in ["T", "h", " H", "HH", "?", "Casino", "casino-c"] {
            assert!(
                matches!(
                    decode_version("v", text),
                    Err(DecodeError::Inconsistent { field: "v", .. })
                ),
                "{text:?}"
            );
        }
        for text in ["J", "a", "AB"] {
            assert!(
                matches!(
                    decode_side_game("s", text),
                    Err(DecodeError::Inconsistent { field: "s", .. })
                ),
                "{text:?}"
            );
        }
    }
}
