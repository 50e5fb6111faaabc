//! Punto banco's options in the studio file: its paytable (with commission, or without and
//! its exception total) and raised payouts.

use super::StudioOptions;
use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::punto_banco::{PuntoBanco, PuntoBancoConfig, Variant};
use livedraw_domain::GameConfig;

impl StudioOptions for PuntoBanco {
    const KEYS: &'static [&'static str] = &["paytable", "payouts", "exception_total"];

    fn configure(
        &self,
        spec: &TableSpec,
        _: &GameConfig,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        Ok(GameConfig::PuntoBanco(config(spec, place)?))
    }
}

/// The configuration of a punto banco table.
fn config(spec: &TableSpec, place: &str) -> Result<PuntoBancoConfig, ConfigError> {
    let variant = match spec.paytable.as_deref() {
        None | Some("commission") => {
            if spec.exception_total.is_some() {
                return Err(ConfigError::invalid(
                    place,
                    "`exception_total` applies to the `no_commission` paytable only",
                ));
            }
            Variant::Commission
        }
        Some("no_commission") => Variant::NoCommission {
            exception_total: match spec.exception_total.unwrap_or(6) {
                total @ (5 | 6) => total,
                other => {
                    return Err(ConfigError::invalid(
                        place,
                        format!("exception_total {other}: the rules allow 6 or 5"),
                    ))
                }
            },
        },
        Some(other) => {
            return Err(ConfigError::invalid(
                place,
                format!("punto banco paytable `{other}` is not `commission` or `no_commission`"),
            ))
        }
    };
    Ok(PuntoBancoConfig {
        variant,
        payouts: spec.overrides(place)?,
    })
}

#[cfg(test)]
mod tests {
    use crate::games::test_options::options;
    use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
    use livedraw_domain::{GameConfig, GameKind, PayoutOverrides};

    #[test]
    fn punto_banco_takes_the_no_commission_paytable_with_its_exception_total() {
        let config = options("paytable = \"no_commission\"\nexception_total = 5")
            .game_config(GameKind::PuntoBanco, "table p")
            .expect("valid");
        assert_eq!(
            config,
            GameConfig::PuntoBanco(PuntoBancoConfig {
                variant: Variant::NoCommission { exception_total: 5 },
                payouts: PayoutOverrides::none(),
            })
        );
        assert!(options("paytable = \"no_commission\"\nexception_total = 7")
            .game_config(GameKind::PuntoBanco, "table p")
            .is_err());
    }

    #[test]
    fn a_punto_banco_table_takes_no_decks() {
        let error = options("decks = 6")
            .game_config(GameKind::PuntoBanco, "table p")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table p: `decks` applies to blackjack tables only"
        );
    }
}
