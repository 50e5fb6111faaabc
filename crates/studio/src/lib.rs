//! The studio configuration: one TOML file (see `config/studio.toml`) naming every table and
//! its game, every floor device and the tables it may post for, where the services listen,
//! which event log they share (the embedded one, or a Kafka cluster) and the pricing. Loaded and checked once at start-up; every
//! service reads the same file.

mod device;
mod error;
mod log;
mod studio;
mod table;

pub use device::DeviceSpec;
pub use error::ConfigError;
pub use livedraw_bus::{KafkaConfig, TopicsConfig};
pub use log::{LogBackend, LogOptions};
pub use studio::{EngineOptions, Listen, Pricing, Profile, StudioConfig};
pub use table::TableSpec;
