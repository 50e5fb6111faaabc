//! The money wheel on the wire: its outcome (the sector and its symbol) and its options (the
//! symbols with their payouts, the layout and the void-spin limit).

use crate::error::DecodeError;
use crate::narrowing::narrow_u8;
use crate::repeat_limit::limit;
use crate::v1;
use livedraw_domain::games::money_wheel::{self, MoneyWheelConfig, Symbol};
use livedraw_domain::Payout;

/// The wire outcome of a stop.
pub(crate) fn encode_outcome(stop: &money_wheel::Outcome) -> v1::MoneyWheelOutcome {
    v1::MoneyWheelOutcome {
        sector: u32::from(stop.sector),
        symbol: stop.symbol.clone(),
    }
}

/// The stop of a wire outcome.
pub(crate) fn decode_outcome(
    wire: &v1::MoneyWheelOutcome,
) -> Result<money_wheel::Outcome, DecodeError> {
    if wire.symbol.is_empty() {
        return Err(DecodeError::Missing {
            field: "outcome.money_wheel.symbol",
        });
    }
    Ok(money_wheel::Outcome {
        sector: narrow_u8("outcome.money_wheel.sector", wire.sector, 0, 53)?,
        symbol: wire.symbol.clone(),
    })
}

/// The wire options of a wheel's configuration.
pub(crate) fn encode_options(config: &MoneyWheelConfig) -> v1::MoneyWheelOptions {
    v1::MoneyWheelOptions {
        symbols: config
            .symbols
            .iter()
            .map(|symbol| v1::MoneyWheelSymbol {
                name: symbol.name.clone(),
                payout_hundredths: symbol.payout.as_hundredths(),
            })
            .collect(),
        sectors: config.sectors.clone(),
        void_spin_limit: u32::from(config.void_spin_limit),
    }
}

/// The configuration of wire options.
pub(crate) fn decode_options(
    options: &v1::MoneyWheelOptions,
) -> Result<MoneyWheelConfig, DecodeError> {
    Ok(MoneyWheelConfig {
        symbols: options
            .symbols
            .iter()
            .map(|symbol| Symbol {
                name: symbol.name.clone(),
                payout: Payout::hundredths(symbol.payout_hundredths),
            })
            .collect(),
        sectors: options.sectors.clone(),
        void_spin_limit: limit(
            "settings.options.money_wheel.void_spin_limit",
            options.void_spin_limit,
        )?,
    })
}

/// A stop in a few characters, for people: `sector 12 (joker)`.
pub(crate) fn outcome_text(stop: &v1::MoneyWheelOutcome) -> String {
    format!("sector {} ({})", stop.sector, stop.symbol)
}

/// `money-wheel 0`–`53`: the wheel's own symbol at the sector is used, whatever is named here.
pub(crate) fn outcome_from_words(form: &str, value: &str) -> Option<livedraw_domain::Outcome> {
    (form == "money-wheel").then_some(())?;
    Some(livedraw_domain::Outcome::MoneyWheel(money_wheel::Outcome {
        sector: value.parse().ok()?,
        symbol: "as the wheel has it".into(),
    }))
}
