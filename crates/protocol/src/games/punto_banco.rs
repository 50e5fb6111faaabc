//! Punto banco on the wire: its outcome (punto's and banco's cards) and its options (the
//! variant, raised payouts and shoe).

use super::baccarat::side;
use crate::error::DecodeError;
use crate::raised_payouts::{decode_payouts, encode_payouts};
use crate::v1;
use livedraw_domain::games::baccarat;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::Card;

/// The wire outcome of a coup.
pub(crate) fn encode_outcome(coup: &baccarat::Outcome) -> v1::PuntoBancoOutcome {
    v1::PuntoBancoOutcome {
        punto_cards: coup.player.iter().map(Card::to_string).collect(),
        banco_cards: coup.banker.iter().map(Card::to_string).collect(),
    }
}

/// The coup of a wire outcome: two or three cards a side.
pub(crate) fn decode_outcome(
    coup: &v1::PuntoBancoOutcome,
) -> Result<baccarat::Outcome, DecodeError> {
    Ok(baccarat::Outcome {
        player: side("outcome.punto_banco.punto_cards", &coup.punto_cards)?,
        banker: side("outcome.punto_banco.banco_cards", &coup.banco_cards)?,
    })
}

/// The wire options of a table's configuration.
pub(crate) fn encode_options(config: &PuntoBancoConfig) -> v1::PuntoBancoOptions {
    v1::PuntoBancoOptions {
        variant: config.variant.name().to_string(),
        exception_total: match config.variant {
            Variant::Commission => 0,
            Variant::NoCommission { exception_total } => u32::from(exception_total),
        },
        payouts: encode_payouts(&config.payouts),
        shoe: crate::shoe::encode_unless_default(config.shoe),
    }
}

/// The configuration of wire options.
pub(crate) fn decode_options(
    options: &v1::PuntoBancoOptions,
) -> Result<PuntoBancoConfig, DecodeError> {
    let variant = match options.variant.as_str() {
        "commission" => Variant::Commission,
        "no_commission" => Variant::NoCommission {
            exception_total: crate::narrowing::narrow_u8(
                "settings.options.punto_banco.exception_total",
                options.exception_total,
                0,
                9,
            )?,
        },
        other => {
            return Err(DecodeError::Inconsistent {
                field: "settings.options.punto_banco.variant",
                detail: format!("`{other}` is not `commission` or `no_commission`"),
            })
        }
    };
    Ok(PuntoBancoConfig {
        variant,
        payouts: decode_payouts(&options.payouts)?,
        shoe: crate::shoe::decode(
            (
                "settings.options.punto_banco.shoe.decks",
                "settings.options.punto_banco.shoe.end",
            ),
            options.shoe.as_ref(),
        )?,
    })
}

/// A coup in a few characters, for people: `punto 9h Kd banco 2c 3s 4d`.
pub(crate) fn outcome_text(coup: &v1::PuntoBancoOutcome) -> String {
    format!(
        "punto {} banco {}",
        coup.punto_cards.join(" "),
        coup.banco_cards.join(" ")
    )
}
