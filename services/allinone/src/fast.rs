//! `--fast`: a studio a newcomer sees results from within seconds.

use livedraw_studio::StudioConfig;

/// Seconds each betting round stays open with `--fast`.
pub const ROUND_SECONDS: u64 = 3;

/// Seconds a held draw waits for a supervisor with `--fast`: the default five minutes would
/// leave a table of the demo frozen whenever the simulated supervisor lets a hold time out.
pub const HOLD_TIMEOUT_SECONDS: u64 = 20;

/// `config` with short rounds and hold timeouts on every table, and every table (lotteries
/// included) drawing back to back instead of on the published schedule.
pub fn apply(mut config: StudioConfig) -> StudioConfig {
    for table in &mut config.tables {
        table.round_seconds = Some(ROUND_SECONDS);
        table.hold_timeout_seconds = Some(HOLD_TIMEOUT_SECONDS);
        // `false` is the other games' default too: every table draws back to back.
        table.scheduled = Some(false);
    }
    config
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn fast_rounds_are_short_and_lotteries_draw_back_to_back() {
        let text = "[[tables]]\nid = \"l\"\ngame = \"lotto5-36\"\n\
                    [[tables]]\nid = \"b\"\ngame = \"baccarat\"\nround_seconds = 15\n";
        let config = apply(StudioConfig::parse(text, "test").expect("parses"));
        for table in &config.tables {
            let rules = table.table_config().expect("valid");
            assert_eq!(rules.round_duration, Duration::from_secs(ROUND_SECONDS));
            assert_eq!(
                rules.hold_timeout,
                Duration::from_secs(HOLD_TIMEOUT_SECONDS)
            );
            assert!(rules.schedule.is_none(), "{}", table.id);
        }
    }
}
