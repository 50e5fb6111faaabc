//! The table's devices on the journaled clock: when each was last heard from, and which one's
//! silence suspended the table (operations.md, "A device that stops talking").
//!
//! A device counts as heard at the table's first tick and whenever it joins the table's
//! configuration, so that a device that never speaks falls silent one limit later.

use crate::device::DeviceName;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

/// How late a tick of the engine's clock may be written after its deadline and still show
/// that the studio was listening: the clock journals a tick within milliseconds of its
/// deadline, so one written this much later means the studio was stopped, or its journal out of
/// reach, and a silence meanwhile is the studio's, not a device's.
pub const LATE_TICK: Duration = Duration::from_secs(2);

/// Whether advancing the table's clock judges the devices' silences: only the engine's own
/// clock does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Silences {
    /// A tick of the engine's clock.
    Judged,
    /// Any other input.
    Unjudged,
}

/// When each of the table's devices was last heard from, and the suspension a silence caused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceWatch {
    heard: BTreeMap<DeviceName, Timestamp>,
    suspended_by: Option<DeviceName>,
}

impl DeviceWatch {
    /// Starts watching every device of `devices` not watched yet, as heard at `now`, and stops
    /// watching the others.
    pub(super) fn watch(&mut self, devices: &[DeviceName], now: Timestamp) {
        self.heard.retain(|device, _| devices.contains(device));
        for device in devices {
            self.heard.entry(*device).or_insert(now);
        }
    }

    /// `device` spoke at `at` (an event or a heartbeat); a device the table does not watch is
    /// ignored.
    pub(super) fn heard(&mut self, device: DeviceName, at: Timestamp) {
        if let Some(last) = self.heard.get_mut(&device) {
            *last = (*last).max(at);
        }
    }

    /// Every watched device counts as heard at `at` (the studio was not listening before).
    pub(super) fn heard_all(&mut self, at: Timestamp) {
        for last in self.heard.values_mut() {
            *last = (*last).max(at);
        }
    }

    /// The device whose silence suspended the table, if it is suspended.
    pub fn suspended_by(&self) -> Option<DeviceName> {
        self.suspended_by
    }

    /// The first device to fall silent, and when, unless the table is suspended already (no
    /// other silence is judged until a supervisor lifts the suspension).
    pub(super) fn next_silence(&self, limit: Duration) -> Option<(DeviceName, Timestamp)> {
        if self.suspended_by.is_some() {
            return None;
        }
        self.heard
            .iter()
            .map(|(device, last)| (*device, last.after(limit)))
            .min_by_key(|(device, at)| (*at, *device))
    }

    /// A device silent at `now` (its limit passed without a word), if any.
    pub(super) fn silent_at(&self, limit: Duration, now: Timestamp) -> Option<DeviceName> {
        self.heard
            .iter()
            .find(|(_, last)| last.after(limit) <= now)
            .map(|(device, _)| *device)
    }

    /// `device` fell silent: the table is suspended.
    pub(super) fn suspend(&mut self, device: DeviceName) {
        self.suspended_by = Some(device);
    }

    /// A supervisor lifted the suspension; whether there was one.
    pub(super) fn lift(&mut self) -> bool {
        self.suspended_by.take().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn device(name: &str) -> DeviceName {
        DeviceName::new(name).expect("valid name")
    }

    const LIMIT: Duration = Duration::from_secs(10);

    #[test]
    fn a_device_never_heard_from_falls_silent_one_limit_after_watching_began() {
        let mut watch = DeviceWatch::default();
        watch.watch(&[device("scanner")], Timestamp(1_000));
        assert_eq!(
            watch.next_silence(LIMIT),
            Some((device("scanner"), Timestamp(11_000)))
        );
    }

    #[test]
    fn the_first_device_to_fall_silent_is_judged_first() {
        let mut watch = DeviceWatch::default();
        watch.watch(&[device("a"), device("b")], Timestamp(0));
        watch.heard(device("a"), Timestamp(5_000));
        assert_eq!(
            watch.next_silence(LIMIT),
            Some((device("b"), Timestamp(10_000)))
        );
        assert_eq!(watch.silent_at(LIMIT, Timestamp(10_000)), Some(device("b")));
        assert_eq!(watch.silent_at(LIMIT, Timestamp(9_999)), None);
    }

    #[test]
    fn a_device_outside_the_table_is_not_watched() {
        let mut watch = DeviceWatch::default();
        watch.watch(&[device("a")], Timestamp(0));
        watch.heard(device("stranger"), Timestamp(5_000));
        watch.watch(&[device("b")], Timestamp(3_000));
        assert_eq!(
            watch.next_silence(LIMIT),
            Some((device("b"), Timestamp(13_000)))
        );
    }

    #[test]
    fn no_silence_is_judged_while_the_table_is_suspended() {
        let mut watch = DeviceWatch::default();
        watch.watch(&[device("a")], Timestamp(0));
        watch.suspend(device("a"));
        assert_eq!(watch.next_silence(LIMIT), None);
        assert!(watch.lift());
        assert!(!watch.lift());
    }
}
