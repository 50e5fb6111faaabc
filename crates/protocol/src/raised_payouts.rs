//! The raised payouts of the fixed-payout games' options, to the wire and back.

use crate::error::DecodeError;
use crate::v1;
use livedraw_domain::{Payout, PayoutOverrides};

pub(crate) fn encode_payouts(payouts: &PayoutOverrides) -> Vec<v1::PayoutOverride> {
    payouts
        .iter()
        .map(|(bet, payout)| v1::PayoutOverride {
            bet: bet.to_string(),
            payout_hundredths: payout.as_hundredths(),
        })
        .collect()
}

pub(crate) fn decode_payouts(
    payouts: &[v1::PayoutOverride],
) -> Result<PayoutOverrides, DecodeError> {
    if let Some(blank) = payouts.iter().find(|payout| payout.bet.is_empty()) {
        return Err(DecodeError::Inconsistent {
            field: "settings.options.payouts.bet",
            detail: format!(
                "a payout of {} hundredths names no bet",
                blank.payout_hundredths
            ),
        });
    }
    Ok(PayoutOverrides::from_pairs(payouts.iter().map(|payout| {
        (
            payout.bet.clone(),
            Payout::hundredths(payout.payout_hundredths),
        )
    })))
}

/// A card game's raised paytable lines (`pairplus.straight`, `spread_1`), to the wire.
pub(crate) fn encode_lines(lines: &[(String, Payout)]) -> Vec<v1::PayoutOverride> {
    lines
        .iter()
        .map(|(line, pays)| v1::PayoutOverride {
            bet: line.clone(),
            payout_hundredths: pays.as_hundredths(),
        })
        .collect()
}

/// A card game's raised paytable lines from the wire; the game's configuration checks them.
pub(crate) fn decode_lines(lines: &[v1::PayoutOverride]) -> Vec<(String, Payout)> {
    lines
        .iter()
        .map(|line| (line.bet.clone(), Payout::hundredths(line.payout_hundredths)))
        .collect()
}
