//! A shoe's decks and end (`ShoeSettings`, `ShoeEnd`) to the domain's [`ShoeRule`] and back,
//! shared by the options of the four games dealt from a shoe. Decoding checks the ranges the
//! domain's rule checks (1–8 decks, a threshold or cut card that fits the shoe).

use crate::error::DecodeError;
use crate::narrowing::{narrow_u16, narrow_u8};
use crate::v1;
use crate::v1::shoe_end::End;
use livedraw_domain::shoe_rule::MAX_DECKS;
use livedraw_domain::{ShoeEnd, ShoeRule};

/// The wire end of a shoe.
pub(crate) fn encode_end(end: ShoeEnd) -> v1::ShoeEnd {
    v1::ShoeEnd {
        end: Some(match end {
            ShoeEnd::FewerThan(below) => End::FewerThan(u32::from(below)),
            ShoeEnd::CutCard(depth) => End::CutCard(u32::from(depth)),
        }),
    }
}

/// The wire settings of a shoe.
pub(crate) fn encode(rule: ShoeRule) -> v1::ShoeSettings {
    v1::ShoeSettings {
        decks: u32::from(rule.decks),
        end: Some(encode_end(rule.end)),
    }
}

/// The wire end of a shoe, unset for the default (so that a table's settings read as before
/// shoes were configurable).
pub(crate) fn encode_end_unless_default(end: ShoeEnd) -> Option<v1::ShoeEnd> {
    (end != ShoeEnd::default()).then(|| encode_end(end))
}

/// The wire settings of a shoe, unset for the default (six decks changed below 40 cards).
pub(crate) fn encode_unless_default(rule: ShoeRule) -> Option<v1::ShoeSettings> {
    (rule != ShoeRule::default()).then(|| encode(rule))
}

/// The shoe of `decks` decks (already narrowed) ended as `end` says (unset: the default),
/// checked against the rule.
pub(crate) fn decode_end(
    field: &'static str,
    decks: u8,
    end: Option<&v1::ShoeEnd>,
) -> Result<ShoeRule, DecodeError> {
    let end = match end.and_then(|end| end.end) {
        None => ShoeEnd::default(),
        Some(End::FewerThan(below)) => ShoeEnd::FewerThan(narrow_u16(field, below)?),
        Some(End::CutCard(depth)) => ShoeEnd::CutCard(narrow_u16(field, depth)?),
    };
    let rule = ShoeRule { decks, end };
    rule.check().map_err(|error| DecodeError::Inconsistent {
        field,
        detail: error.to_string(),
    })?;
    Ok(rule)
}

/// The shoe of wire settings (unset: six decks changed below 40 cards). `field` names the
/// settings in errors.
pub(crate) fn decode(
    fields: (&'static str, &'static str),
    settings: Option<&v1::ShoeSettings>,
) -> Result<ShoeRule, DecodeError> {
    let Some(settings) = settings else {
        return Ok(ShoeRule::default());
    };
    let (decks_field, end_field) = fields;
    let decks = narrow_u8(decks_field, settings.decks, 1, MAX_DECKS)?;
    decode_end(end_field, decks, settings.end.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: (&str, &str) = ("shoe.decks", "shoe.end");

    #[test]
    fn a_cut_card_shoe_round_trips() {
        let rule = ShoeRule {
            decks: 8,
            end: ShoeEnd::CutCard(7),
        };
        assert_eq!(decode(FIELDS, Some(&encode(rule))), Ok(rule));
        assert_eq!(decode(FIELDS, None), Ok(ShoeRule::default()));
    }

    #[test]
    fn a_cut_card_deeper_than_the_shoe_is_inconsistent() {
        let mut wire = encode(ShoeRule::of_decks(1));
        wire.end = Some(encode_end(ShoeEnd::CutCard(60)));
        assert!(matches!(
            decode(FIELDS, Some(&wire)),
            Err(DecodeError::Inconsistent {
                field: "shoe.end",
                ..
            })
        ));
        wire.decks = 9;
        assert!(matches!(
            decode(FIELDS, Some(&wire)),
            Err(DecodeError::OutOfRange {
                field: "shoe.decks",
                ..
            })
        ));
    }
}
