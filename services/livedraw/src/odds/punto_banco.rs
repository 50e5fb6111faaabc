//! `livedraw odds punto-banco`: a paytable, the shoe's decks and the cards out of it.

use super::flags::cards;
use anyhow::bail;
use clap::Args;
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_odds::games::punto_banco::PuntoBancoState;

/// Punto banco's flags.
#[derive(Args)]
pub struct PuntoBancoArgs {
    /// `commission` (banco wins pay 0.95) or `no_commission` (banco 6 pays 1:2).
    #[arg(long, default_value = "commission")]
    variant: String,
    /// No-commission: the banco total whose win pays 1:2 (6, or 5).
    #[arg(long, default_value_t = 6)]
    exception_total: u8,
    /// Decks in the shoe, 1 to 8.
    #[arg(long, default_value_t = 6)]
    decks: u8,
    /// Cards already out of the shoe (dealt, burned), e.g. "Ah Td 5c".
    #[arg(long, default_value = "")]
    seen: String,
}

impl PuntoBancoArgs {
    /// The table state the flags describe.
    pub fn state(&self) -> anyhow::Result<PuntoBancoState> {
        let config = PuntoBancoConfig {
            shoe: livedraw_domain::ShoeRule::of_decks(self.decks),
            ..config(&self.variant, self.exception_total)?
        };
        Ok(PuntoBancoState::from_parts(
            config,
            &cards(&self.seen, "--seen")?,
        )?)
    }
}

/// The configuration of the paytable `variant`.
fn config(variant: &str, exception_total: u8) -> anyhow::Result<PuntoBancoConfig> {
    let variant = match variant {
        "commission" => Variant::Commission,
        "no_commission" if matches!(exception_total, 5 | 6) => {
            Variant::NoCommission { exception_total }
        }
        "no_commission" => bail!("--exception-total {exception_total}: the rules allow 6 or 5"),
        other => bail!("--variant `{other}`: `commission` or `no_commission`"),
    };
    Ok(PuntoBancoConfig {
        variant,
        ..PuntoBancoConfig::default()
    })
}
