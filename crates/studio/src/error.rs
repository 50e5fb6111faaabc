//! Why a studio configuration cannot be used.

use thiserror::Error;

/// A configuration that cannot be read or does not make sense; the message names the place.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The TOML does not parse or does not fit the schema.
    #[error("{path}: {source}")]
    Parse {
        /// The file.
        path: String,
        /// What the parser says, with the line.
        source: Box<toml::de::Error>,
    },
    /// A value that parses but is wrong (unknown game, device bound to an unknown table, …).
    #[error("{place}: {problem}")]
    Invalid {
        /// Where: `tables[2].game`, `devices[0].tables`, …
        place: String,
        /// What is wrong.
        problem: String,
    },
}

impl ConfigError {
    pub(crate) fn invalid(place: impl Into<String>, problem: impl Into<String>) -> ConfigError {
        ConfigError::Invalid {
            place: place.into(),
            problem: problem.into(),
        }
    }
}
