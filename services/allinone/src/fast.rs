//! `--fast`: a studio a newcomer sees results from within seconds.

use livedraw_domain::GameConfig;
use livedraw_studio::StudioConfig;

/// Seconds each betting round stays open with `--fast`.
pub const ROUND_SECONDS: u64 = 3;

/// Seconds a held draw waits for a supervisor with `--fast`: the default five minutes would
/// leave a table of the demo frozen whenever the simulated supervisor lets a hold time out.
pub const HOLD_TIMEOUT_SECONDS: u64 = 20;

/// Seconds a decision window stays open with `--fast`, at every table whose players decide
/// (the studio's own are 10 to 15 s).
pub const DECISION_WINDOW_SECONDS: i64 = 5;

/// The studio file's key of a decision window's length.
const DECISION_WINDOW_KEY: &str = "decision_window_seconds";

/// `config` with short rounds, decision windows and hold timeouts on every table, and every
/// table (lotteries included) drawing back to back instead of on the published schedule.
pub fn apply(mut config: StudioConfig) -> StudioConfig {
    for table in &mut config.tables {
        table.round_seconds = Some(ROUND_SECONDS);
        table.hold_timeout_seconds = Some(HOLD_TIMEOUT_SECONDS);
        // `false` is the other games' default too: every table draws back to back.
        table.scheduled = Some(false);
        let decides = table
            .kind()
            .is_ok_and(|kind| GameConfig::option_keys(kind).contains(&DECISION_WINDOW_KEY));
        if decides {
            table.options.insert(
                DECISION_WINDOW_KEY.to_string(),
                DECISION_WINDOW_SECONDS.into(),
            );
        }
    }
    config
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn fast_decision_windows_are_short_where_players_decide() {
        let text =
            "[[tables]]\nid = \"t\"\ngame = \"triple-bet-poker\"\ndecision_window_seconds = 30\n\
                    [[tables]]\nid = \"b\"\ngame = \"blackjack\"\n\
                    [[tables]]\nid = \"w\"\ngame = \"wheel\"\n";
        let config = apply(StudioConfig::parse(text, "test").expect("parses"));
        for table in &config.tables {
            let decides = table.id != "w";
            assert_eq!(
                table.options.get(DECISION_WINDOW_KEY).is_some(),
                decides,
                "{}",
                table.id
            );
            assert!(table.table_config().is_ok(), "{}", table.id);
        }
        assert_eq!(
            config.tables[0].options.get(DECISION_WINDOW_KEY),
            Some(&DECISION_WINDOW_SECONDS.into())
        );
    }

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
