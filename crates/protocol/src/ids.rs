//! Table and device identities as they appear on the wire: checked once, then trusted.

use std::fmt;
use thiserror::Error;

/// The longest identity accepted, in characters.
pub const MAX_ID_LENGTH: usize = 64;

/// Why a text is not a valid table or device id.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IdError {
    /// No characters at all.
    #[error("is empty")]
    Empty,
    /// More than [`MAX_ID_LENGTH`] characters.
    #[error("has {length} characters, at most {MAX_ID_LENGTH} are allowed")]
    TooLong {
        /// Its length in characters.
        length: usize,
    },
    /// A character outside `A-Z a-z 0-9 _ . -`.
    #[error("has `{found}` at character {index}; only A-Z a-z 0-9 _ . - are allowed")]
    BadCharacter {
        /// The first character not allowed.
        found: char,
        /// Its index, in characters, from 0.
        index: usize,
    },
}

/// Checks the identity rule: 1 to [`MAX_ID_LENGTH`] characters of `[A-Za-z0-9_.-]`. The
/// character set keeps ids safe as Kafka keys, file names and log fields.
pub(crate) fn check(text: &str) -> Result<(), IdError> {
    if text.is_empty() {
        return Err(IdError::Empty);
    }
    if let Some((index, found)) = text
        .chars()
        .enumerate()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
    {
        return Err(IdError::BadCharacter { found, index });
    }
    // Every character is ASCII by now, so bytes are characters.
    if text.len() > MAX_ID_LENGTH {
        return Err(IdError::TooLong { length: text.len() });
    }
    Ok(())
}

/// A table's identity (the key of its journal and topics).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TableId(String);

impl TableId {
    /// A table id, if `text` follows the identity rule.
    pub fn new(text: impl Into<String>) -> Result<TableId, IdError> {
        let text = text.into();
        check(&text)?;
        Ok(TableId(text))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A floor device's identity (scanner, sensor, host console).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeviceId(String);

impl DeviceId {
    /// A device id, if `text` follows the identity rule.
    pub fn new(text: impl Into<String>) -> Result<DeviceId, IdError> {
        let text = text.into();
        check(&text)?;
        Ok(DeviceId(text))
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DeviceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_of_allowed_characters_up_to_64_are_accepted() {
        for text in ["t1", "baccarat-01", "studio.A_2", &"x".repeat(64)] {
            assert_eq!(
                TableId::new(text).map(|id| id.to_string()),
                Ok(text.to_string())
            );
            assert!(DeviceId::new(text).is_ok());
        }
    }

    #[test]
    fn empty_ids_are_refused() {
        assert_eq!(TableId::new(""), Err(IdError::Empty));
        assert_eq!(DeviceId::new(""), Err(IdError::Empty));
    }

    #[test]
    fn ids_longer_than_64_are_refused() {
        assert_eq!(
            TableId::new("x".repeat(65)),
            Err(IdError::TooLong { length: 65 })
        );
    }

    #[test]
    fn ids_with_other_characters_are_refused() {
        assert_eq!(
            TableId::new("table 1"),
            Err(IdError::BadCharacter {
                found: ' ',
                index: 5
            })
        );
        assert_eq!(
            DeviceId::new("scannér"),
            Err(IdError::BadCharacter {
                found: 'é',
                index: 5
            })
        );
        assert!(TableId::new("a/b").is_err());
    }
}
