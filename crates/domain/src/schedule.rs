//! The lottery draw schedule: a draw every few minutes inside a daily window.

use crate::time::Timestamp;
use serde::{Deserialize, Serialize};
use std::time::Duration;

const MINUTE_MS: i64 = 60_000;
const DAY_MINUTES: i64 = 24 * 60;

/// Draw times: every `every_minutes` from `first` to `last` (local times of day, minutes after
/// midnight), in a time zone `utc_offset_minutes` east of UTC. The window may cross midnight
/// (09:02 to 04:57 the next morning). Betting on a scheduled draw closes at its draw time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawSchedule {
    /// Minutes east of UTC of the schedule's time zone.
    pub utc_offset_minutes: i64,
    /// The day's first draw, minutes after local midnight.
    pub first: i64,
    /// The day's last draw, minutes after local midnight (earlier than `first`: the next day).
    pub last: i64,
    /// Minutes between draws.
    pub every_minutes: i64,
}

impl DrawSchedule {
    /// The published lottery schedule: every 5 minutes, 09:02 to 04:57, GMT+2.
    pub fn lottery() -> DrawSchedule {
        DrawSchedule {
            utc_offset_minutes: 120,
            first: 9 * 60 + 2,
            last: 4 * 60 + 57,
            every_minutes: 5,
        }
    }

    /// The window's length from the first draw to the last, in minutes.
    fn span(&self) -> i64 {
        (self.last - self.first).rem_euclid(DAY_MINUTES)
    }

    /// How many draws a day.
    pub fn draws_per_day(&self) -> i64 {
        self.span() / self.every_minutes.max(1) + 1
    }

    /// The first scheduled draw time at or after `at`.
    pub fn next_draw_at_or_after(&self, at: Timestamp) -> Timestamp {
        let every = self.every_minutes.max(1);
        let local_ms = at.millis() + self.utc_offset_minutes * MINUTE_MS;
        let local_minute = local_ms.div_euclid(MINUTE_MS);
        let minute_of_day = local_minute.rem_euclid(DAY_MINUTES);
        let since_first = (minute_of_day - self.first).rem_euclid(DAY_MINUTES);
        let on_a_minute = local_ms.rem_euclid(MINUTE_MS) == 0;
        let mut offset = if since_first > self.span() {
            DAY_MINUTES - since_first
        } else {
            let steps = since_first.div_euclid(every);
            let exact = since_first % every == 0 && on_a_minute;
            let next = if exact { steps } else { steps + 1 };
            next * every - since_first
        };
        if since_first + offset > self.span() && since_first <= self.span() {
            offset = DAY_MINUTES - since_first;
        }
        let draw_local_minute = local_minute + offset;
        Timestamp::from_millis((draw_local_minute - self.utc_offset_minutes) * MINUTE_MS)
    }

    /// When betting on the draw at `draw_at` opens, for betting rounds of `round`.
    pub fn betting_opens(draw_at: Timestamp, round: Duration) -> Timestamp {
        let millis = i64::try_from(round.as_millis()).unwrap_or(i64::MAX);
        Timestamp::from_millis(draw_at.millis().saturating_sub(millis))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-01-01T00:00:00Z.
    const NEW_YEAR: i64 = 1_767_225_600_000;

    fn utc(hour: i64, minute: i64, second: i64) -> Timestamp {
        Timestamp::from_millis(NEW_YEAR + ((hour * 60 + minute) * 60 + second) * 1000)
    }

    #[test]
    fn lottery_draws_every_5_minutes_from_0902_to_0457_gmt_plus_2() {
        let schedule = DrawSchedule::lottery();
        assert_eq!(schedule.draws_per_day(), 240);
        // 09:02 GMT+2 is 07:02 UTC.
        assert_eq!(schedule.next_draw_at_or_after(utc(7, 0, 0)), utc(7, 2, 0));
        assert_eq!(schedule.next_draw_at_or_after(utc(7, 2, 0)), utc(7, 2, 0));
        assert_eq!(schedule.next_draw_at_or_after(utc(7, 2, 1)), utc(7, 7, 0));
        // Past midnight local time the draws go on until 04:57 (02:57 UTC next day).
        assert_eq!(schedule.next_draw_at_or_after(utc(22, 1, 0)), utc(22, 2, 0));
        assert_eq!(
            schedule.next_draw_at_or_after(utc(26, 56, 0)),
            utc(26, 57, 0)
        );
        // After the last draw of the night, the next is 09:02 local.
        assert_eq!(
            schedule.next_draw_at_or_after(utc(26, 57, 1)),
            utc(31, 2, 0)
        );
        assert_eq!(schedule.next_draw_at_or_after(utc(28, 0, 0)), utc(31, 2, 0));
    }

    #[test]
    fn betting_opens_a_round_length_before_the_draw() {
        let opens = DrawSchedule::betting_opens(utc(7, 2, 0), Duration::from_secs(240));
        assert_eq!(opens, utc(6, 58, 0));
    }
}
