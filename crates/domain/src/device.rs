//! A floor device's name as the rules carry it: in an incident, a suspension, a decision.
//!
//! Decisions and incidents are plain values copied freely, so the name is kept inline (ids are
//! at most 64 characters, the studio's identity rule) rather than on the heap.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use thiserror::Error;

/// The longest device id the studio accepts.
pub const MAX_DEVICE_NAME: usize = 64;

/// A device's id (scanner, sensor, host console): 1–64 characters of `A-Za-z0-9_.-`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeviceName {
    bytes: [u8; MAX_DEVICE_NAME],
    len: u8,
}

/// A device id that breaks the identity rule.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a device id (1 to 64 characters of A-Z a-z 0-9 _ . -)")]
pub struct BadDeviceName(pub String);

impl DeviceName {
    /// The device named `text`, if it follows the identity rule.
    pub fn new(text: &str) -> Result<DeviceName, BadDeviceName> {
        let allowed = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-');
        if text.is_empty() || text.len() > MAX_DEVICE_NAME || !text.bytes().all(allowed) {
            return Err(BadDeviceName(text.to_owned()));
        }
        let mut bytes = [0; MAX_DEVICE_NAME];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Ok(DeviceName {
            bytes,
            len: text.len() as u8,
        })
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        // Built only from ASCII checked in `new`.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Display for DeviceName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for DeviceName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl Serialize for DeviceName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for DeviceName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DeviceName, D::Error> {
        let text = String::deserialize(deserializer)?;
        DeviceName::new(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_name_keeps_its_text() {
        let name = DeviceName::new("scanner-bac-1").expect("valid");
        assert_eq!(name.as_str(), "scanner-bac-1");
        assert_eq!(name.to_string(), "scanner-bac-1");
        let longest = "d".repeat(64);
        assert_eq!(
            DeviceName::new(&longest).map(|n| n.to_string()),
            Ok(longest)
        );
    }

    #[test]
    fn a_device_name_outside_the_identity_rule_is_refused() {
        for bad in ["", "a b", "é", &"d".repeat(65)] {
            assert_eq!(DeviceName::new(bad), Err(BadDeviceName(bad.to_owned())));
        }
    }

    #[test]
    fn a_device_name_round_trips_through_serde_as_its_text() {
        let name = DeviceName::new("wheel.7").expect("valid");
        let json = serde_json::to_string(&name).expect("serialize");
        assert_eq!(json, "\"wheel.7\"");
        assert_eq!(serde_json::from_str::<DeviceName>(&json).ok(), Some(name));
        assert!(serde_json::from_str::<DeviceName>("\"a b\"").is_err());
    }
}
