//! A table's configured settings (`TableSettings`) to the domain's `TableConfig` and back, and
//! the audit trail's table summaries (`TableSummary`, R4).

use crate::common::{encode_cancellation, encode_incident, encode_pause_reason};
use crate::error::DecodeError;
use crate::game_options::{decode_options, encode_options};
use crate::limits::{decode_limits, encode_limits};
use crate::narrowing::{device_name, enumeration};
use crate::v1;
use crate::v1::draw_summary::DrawState as WireState;
use livedraw_domain::schedule::DrawSchedule;
use livedraw_domain::table::{DrawState, TableSummary};
use livedraw_domain::{GameKind, TableConfig};
use std::time::Duration;

/// The wire form of a game.
pub fn encode_game(game: GameKind) -> v1::GameKind {
    crate::games::encode_kind(game)
}

/// The game of a wire `GameKind` value.
pub fn decode_game(field: &'static str, value: i32) -> Result<GameKind, DecodeError> {
    crate::games::decode_kind(enumeration::<v1::GameKind>(field, value)?)
        .ok_or(DecodeError::Unspecified { field })
}

/// The settings of a table's configuration.
pub fn encode_settings(config: &TableConfig) -> v1::TableSettings {
    v1::TableSettings {
        game: encode_game(config.game.kind()).into(),
        round_seconds: config.round_duration.as_secs(),
        hold_timeout_seconds: config.hold_timeout.as_secs(),
        scheduled: config.schedule.is_some(),
        options: encode_options(&config.game),
        limits: Some(encode_limits(&config.limits)),
        device_ids: config.devices.iter().map(ToString::to_string).collect(),
        device_silence_seconds: config.device_silence.as_secs(),
    }
}

/// The table configuration of checked settings: the studio defaults of the game with the
/// settings' timing.
pub fn decode_settings(
    field: &'static str,
    settings: &v1::TableSettings,
) -> Result<TableConfig, DecodeError> {
    let game = decode_game(field, settings.game)?;
    if settings.round_seconds == 0 {
        return Err(DecodeError::OutOfRange {
            field,
            value: 0,
            min: 1,
            max: u64::MAX,
        });
    }
    let game = decode_options(game, settings.options.as_ref())?;
    let mut config = TableConfig::studio_default(game);
    config.round_duration = Duration::from_secs(settings.round_seconds);
    config.hold_timeout = Duration::from_secs(settings.hold_timeout_seconds);
    config.schedule = settings.scheduled.then(DrawSchedule::lottery);
    config.limits = decode_limits(field, settings.limits.as_ref())?;
    config.devices = settings
        .device_ids
        .iter()
        .map(|device| device_name("device_ids", device))
        .collect::<Result<_, _>>()?;
    if settings.device_silence_seconds > 0 {
        config.device_silence = Duration::from_secs(settings.device_silence_seconds);
    }
    Ok(config)
}

/// The wire form of an audit summary.
pub fn encode_summary(summary: &TableSummary) -> v1::TableSummary {
    v1::TableSummary {
        paused: summary
            .paused
            .map_or(v1::PauseReason::Unspecified, encode_pause_reason)
            .into(),
        suspended_by: summary
            .suspended_by
            .map(|device| device.to_string())
            .unwrap_or_default(),
        draws: summary
            .draws
            .iter()
            .map(|draw| {
                let mut wire = v1::DrawSummary {
                    draw_number: draw.number.0,
                    ..v1::DrawSummary::default()
                };
                match &draw.state {
                    DrawState::Betting { round } => {
                        wire.set_state(WireState::Betting);
                        wire.round = u32::from(*round);
                    }
                    DrawState::Play { rounds } => {
                        wire.set_state(WireState::Play);
                        wire.round = u32::from(*rounds);
                    }
                    DrawState::Held { incident, rounds } => {
                        wire.set_state(WireState::Held);
                        wire.round = u32::from(*rounds);
                        wire.incident = Some(encode_incident(*incident));
                    }
                    DrawState::Settled => wire.set_state(WireState::Settled),
                    DrawState::Cancelled(reason) => {
                        wire.set_state(WireState::Cancelled);
                        wire.cancellation = Some(encode_cancellation(*reason));
                    }
                }
                wire
            })
            .collect(),
        next_draw_number: summary.next_draw.0,
        settings: Some(encode_settings(&summary.config)),
        pending_settings: summary.pending.as_ref().map(encode_settings),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::GameConfig;

    #[test]
    fn settings_round_trip_for_every_game_and_timing() {
        for game in GameKind::ALL {
            let mut config = TableConfig::studio_default(GameConfig::of(game));
            assert_eq!(
                decode_settings("s", &encode_settings(&config)),
                Ok(config.clone())
            );
            config.round_duration = Duration::from_secs(7);
            config.hold_timeout = Duration::from_secs(42);
            config.schedule = config.schedule.is_none().then(DrawSchedule::lottery);
            assert_eq!(decode_settings("s", &encode_settings(&config)), Ok(config));
        }
    }

    #[test]
    fn settings_without_a_game_or_a_round_length_are_refused() {
        let config = TableConfig::studio_default(GameConfig::of(GameKind::Wheel));
        let mut no_game = encode_settings(&config);
        no_game.game = 0;
        assert_eq!(
            decode_settings("after", &no_game),
            Err(DecodeError::Unspecified { field: "after" })
        );
        let mut no_round = encode_settings(&config);
        no_round.round_seconds = 0;
        assert!(matches!(
            decode_settings("after", &no_round),
            Err(DecodeError::OutOfRange { field: "after", .. })
        ));
    }
}
