//! The studio configuration: one TOML file (see `config/studio.toml`) naming every table and
//! its game, every floor device and the tables it may post for, where the services listen,
//! where the event log lives (the embedded one, or a Kafka cluster), the pricing, the
//! tables' game options, and how traffic is protected (`[security]`). Loaded and checked once
//! at start-up; every service reads the same file.
//!
//! - `studio`: the file as a whole; `table`: one table; `table_rules`: what a table runs by
//!   (its settings, its devices and their silence limit); `device`: one floor device;
//! - `game_options`: a table's game options, what the games share (each game reads its own
//!   options in its domain module, `games/<game>/options.rs`);
//! - `log`, `security`, `observability`, `statistics`, `connections` (the gRPC ports' limits):
//!   the other sections.

mod connections;
mod device;
mod error;
mod game_options;
mod log;
mod observability;
mod security;
mod statistics;
mod studio;
mod table;
mod table_rules;

pub use connections::Connections;
pub use device::DeviceSpec;
pub use error::ConfigError;
pub use livedraw_bus::{KafkaConfig, TopicsConfig};
pub use log::{LogBackend, LogOptions, DEFAULT_MIN_FREE_MIB};
pub use observability::{LogFormat, Observability};
pub use security::{Material, Security};
pub use statistics::StatisticsOptions;
pub use studio::{EngineOptions, Listen, Pricing, Profile, StudioConfig};
pub use table::TableSpec;
