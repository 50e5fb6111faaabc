//! `livedraw odds roulette`: a wheel and a paytable.

use anyhow::Context;
use clap::Args;
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_odds::games::roulette::RouletteState;

/// Roulette's flags.
#[derive(Args)]
pub struct RouletteArgs {
    /// `single` (0–36) or `double` (0, 00, 1–36).
    #[arg(long, default_value = "single")]
    wheel: String,
    /// `casino` or `arcade`.
    #[arg(long, default_value = "casino")]
    paytable: String,
}

impl RouletteArgs {
    /// The table state the flags describe.
    pub fn state(&self) -> anyhow::Result<RouletteState> {
        let (wheel, paytable) = (&self.wheel, &self.paytable);
        let config = RouletteConfig {
            wheel: WheelKind::from_name(wheel)
                .with_context(|| format!("--wheel `{wheel}`: `single` or `double`"))?,
            paytable: Paytable::from_name(paytable)
                .with_context(|| format!("--paytable `{paytable}`: `arcade` or `casino`"))?,
            ..RouletteConfig::default()
        };
        Ok(RouletteState { config })
    }
}
