//! The whole studio.

use crate::connections::Connections;
use crate::device::DeviceSpec;
use crate::error::ConfigError;
use crate::log::{LogBackend, LogOptions};
use crate::observability::Observability;
use crate::security::Security;
use crate::statistics::StatisticsOptions;
use crate::table::TableSpec;
use livedraw_bus::{KafkaConfig, TopicsConfig};
use livedraw_domain::Observation;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

/// The studio's configuration file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudioConfig {
    /// `demo` (loopback only; generated credentials; plaintext allowed, loudly) or
    /// `production`.
    #[serde(default)]
    pub profile: Profile,
    /// Where the embedded log and other local state live.
    #[serde(default = "default_data_dir")]
    pub data_dir: PathBuf,
    /// Where each service listens.
    #[serde(default)]
    pub listen: Listen,
    /// Which event log the services share.
    #[serde(default)]
    pub log: LogOptions,
    /// Topic names (prefix) and partition counts, the same on both backends.
    #[serde(default)]
    pub topics: TopicsConfig,
    /// The Kafka cluster, for `[log] backend = "kafka"`.
    #[serde(default)]
    pub kafka: KafkaConfig,
    /// Engine options.
    #[serde(default)]
    pub engine: EngineOptions,
    /// Pricing of every market.
    #[serde(default)]
    pub pricing: Pricing,
    /// Outcome statistics and their drift alert.
    #[serde(default)]
    pub statistics: StatisticsOptions,
    /// The tables.
    pub tables: Vec<TableSpec>,
    /// The floor devices.
    #[serde(default)]
    pub devices: Vec<DeviceSpec>,
    /// TLS and token material; plaintext (demo only).
    #[serde(default)]
    pub security: Security,
    /// Logs, traces, metrics and the clock-skew threshold.
    #[serde(default)]
    pub observability: Observability,
    /// Limits on every gRPC port's connections.
    #[serde(default)]
    pub connections: Connections,
}

/// The security profile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    /// The local demo: loopback only; without configured TLS material the studio generates a
    /// local CA, certificates and tokens under `data_dir/pki`; `plaintext = true` is allowed.
    #[default]
    Demo,
    /// A real studio: TLS with the configured material, any listen address, plaintext refused.
    Production,
}

/// Listen addresses of the gRPC services.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Listen {
    /// Floor-facing ingest.
    pub ingest: SocketAddr,
    /// Supervisor-facing commands.
    pub supervisor: SocketAddr,
    /// Frontend-facing feed.
    pub feed: SocketAddr,
    /// The browser console and betting page (HTTPS, or HTTP when the demo runs plaintext),
    /// served beside the supervisor service; none when not set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub console: Option<SocketAddr>,
}

impl Default for Listen {
    fn default() -> Listen {
        let at = |port| SocketAddr::from(([127, 0, 0, 1], port));
        Listen {
            ingest: at(50051),
            supervisor: at(50052),
            feed: at(50053),
            console: None,
        }
    }
}

/// Engine options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineOptions {
    /// A table's state is snapshotted into its draw events every this many steps.
    pub snapshot_every: u32,
    /// A device silent for this many seconds suspends its tables (operations.md; a table may
    /// set its own) and marks them degraded in the supervisors' views (R9).
    pub device_silence_seconds: u64,
    /// A settled draw may be corrected for this many hours after its settlement
    /// (operations.md).
    #[serde(default = "default_correction_window_hours")]
    pub correction_window_hours: u64,
}

fn default_correction_window_hours() -> u64 {
    72
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            snapshot_every: 200,
            device_silence_seconds: 10,
            correction_window_hours: default_correction_window_hours(),
        }
    }
}

/// Pricing: the margin on every market (overridable per market id) and the probability floor
/// below which a market is suspended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pricing {
    /// Margin on every market, e.g. 0.05.
    pub margin: f64,
    /// Per-market margins by market id.
    #[serde(default)]
    pub margins: std::collections::BTreeMap<String, f64>,
    /// Markets less likely than this are suspended.
    pub floor: f64,
    /// Whether blackjack's betting round is priced (its seats and side bets, exactly from the
    /// shoe: about 33 ms of one core a round, which its partition's steps wait for); its
    /// markets are listed suspended if not.
    #[serde(default = "priced")]
    pub blackjack_rounds: bool,
}

fn priced() -> bool {
    true
}

impl Default for Pricing {
    fn default() -> Pricing {
        Pricing {
            margin: 0.05,
            margins: Default::default(),
            floor: 0.001,
            blackjack_rounds: true,
        }
    }
}

fn default_data_dir() -> PathBuf {
    PathBuf::from("data")
}

impl StudioConfig {
    /// Reads and checks a configuration file.
    pub fn load(path: &Path) -> Result<StudioConfig, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.display().to_string(),
            source,
        })?;
        StudioConfig::parse(&text, &path.display().to_string())
    }

    /// Parses and checks a configuration; `origin` names it in errors.
    pub fn parse(text: &str, origin: &str) -> Result<StudioConfig, ConfigError> {
        let config: StudioConfig = toml::from_str(text).map_err(|source| ConfigError::Parse {
            path: origin.to_string(),
            source: Box::new(source),
        })?;
        config.check()?;
        Ok(config)
    }

    /// The table with `id`.
    pub fn table(&self, id: &str) -> Option<&TableSpec> {
        self.tables.iter().find(|table| table.id == id)
    }

    /// A `[security]` path as the studio uses it: relative paths are taken from `data_dir`.
    pub fn security_path(&self, path: &Path) -> PathBuf {
        self.data_dir.join(path)
    }

    /// The device with `id`.
    pub fn device(&self, id: &str) -> Option<&DeviceSpec> {
        self.devices.iter().find(|device| device.id == id)
    }

    fn check(&self) -> Result<(), ConfigError> {
        if self.tables.is_empty() {
            return Err(ConfigError::invalid(
                "tables",
                "a studio needs at least one table",
            ));
        }
        unique("tables", self.tables.iter().map(|t| t.id.as_str()))?;
        unique("devices", self.devices.iter().map(|d| d.id.as_str()))?;
        for table in &self.tables {
            check_id(&format!("table {}", table.id), &table.id)?;
        }
        for device in &self.devices {
            self.check_device(device)?;
        }
        for table in &self.tables {
            self.table_rules(table)?;
        }
        self.check_log()?;
        self.check_pricing()?;
        self.check_security()?;
        self.connections.check()?;
        self.check_statistics()
    }

    /// Production needs TLS and the token key and refuses plaintext; the demo takes all four
    /// files or none (then it generates its own).
    fn check_security(&self) -> Result<(), ConfigError> {
        let security = &self.security;
        let missing = security.material().err().unwrap_or_default();
        match self.profile {
            Profile::Production if security.plaintext => Err(ConfigError::invalid(
                "security.plaintext",
                "profile = \"production\" refuses plaintext gRPC",
            )),
            Profile::Production if !missing.is_empty() => Err(ConfigError::invalid(
                "security",
                format!(
                    "profile = \"production\" needs TLS and token material; missing: {}",
                    missing.join(", ")
                ),
            )),
            Profile::Demo if !missing.is_empty() && !security.unconfigured() => {
                Err(ConfigError::invalid(
                    "security",
                    format!(
                        "set tls_cert, tls_key, client_ca and token_public_key together, or none \
                         (the demo then generates them under data_dir/pki); missing: {}",
                        missing.join(", ")
                    ),
                ))
            }
            _ => Ok(()),
        }
    }

    fn check_statistics(&self) -> Result<(), ConfigError> {
        let significance = self.statistics.significance;
        if !(significance > 0.0 && significance < 1.0) {
            return Err(ConfigError::invalid(
                "statistics.significance",
                "a significance is above 0 and below 1",
            ));
        }
        Ok(())
    }

    fn check_device(&self, device: &DeviceSpec) -> Result<(), ConfigError> {
        let place = format!("device {}", device.id);
        check_id(&place, &device.id)?;
        if device.tables.is_empty() {
            return Err(ConfigError::invalid(place, "is bound to no table"));
        }
        if let Some(unknown) = device.tables.iter().find(|t| self.table(t).is_none()) {
            return Err(ConfigError::invalid(
                place,
                format!("unknown table `{unknown}`"),
            ));
        }
        let known = |kind: &str| Observation::KINDS.contains(&kind) || kind == "device_heartbeat";
        if let Some(unknown) = device.kinds.iter().find(|kind| !known(kind)) {
            return Err(ConfigError::invalid(
                place,
                format!("unknown event kind `{unknown}`"),
            ));
        }
        Ok(())
    }

    fn check_log(&self) -> Result<(), ConfigError> {
        self.topics
            .validate()
            .map_err(|error| ConfigError::invalid("topics", error.to_string()))?;
        self.log
            .retention
            .validate()
            .map_err(|error| ConfigError::invalid("log.retention", error.to_string()))?;
        if self.log.backend == LogBackend::Kafka {
            self.kafka
                .validate()
                .map_err(|error| ConfigError::invalid("kafka", error.to_string()))?;
        }
        Ok(())
    }

    fn check_pricing(&self) -> Result<(), ConfigError> {
        let margins = std::iter::once(("pricing.margin".to_string(), self.pricing.margin)).chain(
            self.pricing
                .margins
                .iter()
                .map(|(id, m)| (format!("pricing.margins.{id}"), *m)),
        );
        for (place, margin) in margins {
            if !(0.0..1.0).contains(&margin) {
                return Err(ConfigError::invalid(
                    place,
                    "a margin is at least 0 and below 1",
                ));
            }
        }
        if !(0.0..1.0).contains(&self.pricing.floor) {
            return Err(ConfigError::invalid(
                "pricing.floor",
                "a floor is at least 0 and below 1",
            ));
        }
        Ok(())
    }
}

fn unique<'a>(place: &str, ids: impl Iterator<Item = &'a str>) -> Result<(), ConfigError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(ConfigError::invalid(
                place,
                format!("`{id}` is listed twice"),
            ));
        }
    }
    Ok(())
}

/// Ids as the protocol accepts them: 1–64 characters of `A-Za-z0-9_.-`.
fn check_id(place: &str, id: &str) -> Result<(), ConfigError> {
    let valid = (1..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'));
    if !valid {
        return Err(ConfigError::invalid(
            place,
            "an id is 1 to 64 characters of A-Z a-z 0-9 _ . -",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::limits::Amount;
    use livedraw_domain::{GameKind, MarketId};

    const EXAMPLE: &str = include_str!("../../../config/studio.toml");

    #[test]
    fn the_example_studio_has_one_table_of_each_game_and_loads() {
        let config = StudioConfig::parse(EXAMPLE, "config/studio.toml").expect("valid example");
        let games: BTreeSet<&str> = config.tables.iter().map(|t| t.game.as_str()).collect();
        assert_eq!(games.len(), GameKind::ALL.len());
        assert_eq!(config.profile, Profile::Demo);
    }

    #[test]
    fn blackjack_rounds_are_priced_unless_the_pricing_section_says_not() {
        let example = StudioConfig::parse(EXAMPLE, "config/studio.toml").expect("valid example");
        assert!(example.pricing.blackjack_rounds);
        let text =
            format!("[pricing]\nmargin = 0.05\nfloor = 0.001\nblackjack_rounds = false\n{TABLE}");
        let off = StudioConfig::parse(&text, "test").expect("a valid studio");
        assert!(!off.pricing.blackjack_rounds);
    }

    fn broken(replace: &str, with: &str) -> String {
        let text = EXAMPLE.replacen(replace, with, 1);
        assert_ne!(text, EXAMPLE, "the example has no `{replace}`");
        match StudioConfig::parse(&text, "test") {
            Err(error) => error.to_string(),
            Ok(_) => panic!("`{with}` was accepted"),
        }
    }

    #[test]
    fn unknown_games_tables_kinds_and_fields_are_refused_with_the_place() {
        assert!(broken("game = \"wheel\"", "game = \"bingo\"").contains("unknown game"));
        assert!(broken("wheel = \"single\"", "wheel = \"triple\"")
            .contains("table roulette-1: wheel `triple` is not `single` or `double`"));
        assert!(
            broken("tables = [\"wheel-1\"]", "tables = [\"wheel-9\"]").contains("unknown table")
        );
        assert!(
            broken("kinds = [\"wheel_spin_started\"", "kinds = [\"teleport\"")
                .contains("unknown event kind")
        );
        assert!(broken("[listen]", "[listen]\nadmin = \"127.0.0.1:1\"").contains("unknown field"));
        assert!(broken("margin = 0.05", "margin = 1.5").contains("pricing.margin"));
        assert!(
            broken("significance = 0.001", "significance = 0").contains("statistics.significance")
        );
        assert!(broken("id = \"war-1\"", "id = \"baccarat-1\"").contains("listed twice"));
    }

    #[test]
    fn a_table_runs_with_the_devices_bound_to_it_and_their_silence_limit() {
        let example = StudioConfig::parse(EXAMPLE, "config/studio.toml").expect("valid example");
        let baccarat = example.table("baccarat-1").expect("baccarat-1");
        let rules = example.table_rules(baccarat).expect("valid");
        let names: Vec<&str> = rules.devices.iter().map(|d| d.as_str()).collect();
        assert_eq!(names, ["scanner-baccarat-1"]);
        assert_eq!(rules.device_silence, std::time::Duration::from_secs(10));
        let own = EXAMPLE.replacen(
            "id = \"baccarat-1\"",
            "id = \"baccarat-1\"\ndevice_silence_seconds = 4",
            1,
        );
        let example = StudioConfig::parse(&own, "test").expect("valid");
        let baccarat = example.table("baccarat-1").expect("baccarat-1");
        let rules = example.table_rules(baccarat).expect("valid");
        assert_eq!(rules.device_silence, std::time::Duration::from_secs(4));
    }

    #[test]
    fn a_silence_limit_of_zero_is_refused() {
        assert!(
            broken("device_silence_seconds = 10", "device_silence_seconds = 0")
                .contains("device_silence_seconds must be at least 1")
        );
    }

    #[test]
    fn stake_limits_reach_the_table_s_configuration() {
        let example = StudioConfig::parse(EXAMPLE, "config/studio.toml").expect("valid example");
        let baccarat = example.tables.iter().find(|t| t.id == "baccarat-1");
        let limits = baccarat
            .expect("baccarat-1")
            .table_config()
            .expect("valid")
            .limits;
        let tie = MarketId::new("tie");
        assert_eq!(limits.defaults(&tie).max_stake, Amount::whole(100));
        assert_eq!(
            limits.of("demo-frontend", &tie).max_stake,
            Amount::whole(250)
        );
        assert_eq!(limits.max_win, Amount::whole(1_000_000));
    }

    #[test]
    fn a_progressive_bonus_fixes_its_market_s_stake_and_a_limit_saying_otherwise_is_refused() {
        let example = StudioConfig::parse(EXAMPLE, "config/studio.toml").expect("valid example");
        let oasis = example.tables.iter().find(|t| t.id == "oasis-stud-1");
        let limits = oasis
            .expect("oasis-stud-1")
            .table_config()
            .expect("valid")
            .limits;
        let bonus = MarketId::new("bonus");
        for operator in ["", "demo-frontend"] {
            let fixed = limits.of(operator, &bonus);
            assert_eq!(
                (fixed.min_stake, fixed.max_stake),
                (Amount::whole(1), Amount::whole(1))
            );
        }
        assert_eq!(
            limits.defaults(&MarketId::new("ante")).max_stake,
            Amount::whole(500)
        );
        let refused = broken(
            "[tables.progressive_bonus]",
            "limits = { markets = { bonus = { max_stake = 5 } } }\n[tables.progressive_bonus]",
        );
        assert!(
            refused.contains("table oasis-stud-1 limits")
                && refused
                    .contains("market bonus: the market takes a stake of 1.00 only, not 5.00"),
            "{refused}"
        );
    }

    #[test]
    fn a_limit_below_zero_or_a_maximum_below_the_minimum_is_refused_naming_the_table() {
        assert!(broken("min_stake = 1", "min_stake = -1").contains("below zero"));
        assert!(broken("min_stake = 1", "min_stake = 0.001").contains("more than two decimals"));
        let above = broken("min_stake = 1", "min_stake = 600");
        assert!(
            above.contains("table baccarat-1 limits")
                && above
                    .contains("market tie: the maximum stake 100.00 is below the minimum 600.00"),
            "{above}"
        );
        assert!(
            broken("tie = { max_stake = 100 }", "red = { max_stake = 100 }")
                .contains("the table offers no market `red`")
        );
        assert!(broken("max_win = 1000000", "max_win = 0").contains("largest win is zero"));
        assert!(broken("max_win = 1000000", "max_wins = 1").contains("unknown field"));
    }

    const TABLE: &str = "[[tables]]\nid = \"w\"\ngame = \"wheel\"\n";
    const MATERIAL: &str = "tls_cert = \"s.crt\"\ntls_key = \"s.key\"\n\
                            client_ca = \"ca.crt\"\ntoken_public_key = \"token.pub\"\n";

    fn refusal(text: &str) -> String {
        match StudioConfig::parse(text, "t") {
            Err(error) => error.to_string(),
            Ok(_) => panic!("accepted:\n{text}"),
        }
    }

    #[test]
    fn r11_production_without_tls_material_or_with_plaintext_is_refused() {
        let bare = refusal(&format!("profile = \"production\"\n{TABLE}"));
        assert!(bare.contains("missing: tls_cert, tls_key, client_ca, token_public_key"));
        let plaintext = refusal(&format!(
            "profile = \"production\"\n{TABLE}[security]\nplaintext = true\n{MATERIAL}"
        ));
        assert!(plaintext.contains("security.plaintext"));
        let complete = format!("profile = \"production\"\n{TABLE}[security]\n{MATERIAL}");
        let config = StudioConfig::parse(&complete, "t").expect("complete material");
        assert_eq!(
            config.security_path(Path::new("s.crt")),
            Path::new("data/s.crt")
        );
        assert_eq!(
            config.security_path(Path::new("/etc/livedraw/s.crt")),
            Path::new("/etc/livedraw/s.crt")
        );
    }

    #[test]
    fn r11_the_demo_takes_all_four_files_or_none() {
        let partial = refusal(&format!("{TABLE}[security]\ntls_cert = \"s.crt\"\n"));
        assert!(partial.contains("missing: tls_key, client_ca, token_public_key"));
        let plaintext = StudioConfig::parse(&format!("{TABLE}[security]\nplaintext = true\n"), "t");
        assert!(plaintext.expect("demo plaintext").security.unconfigured());
    }

    #[test]
    fn the_kafka_backend_reads_its_cluster_topics_and_pass_through_properties() {
        let text = format!(
            "{EXAMPLE}\n[log]\nbackend = \"kafka\"\n[topics]\nprefix = \"studio-a.\"\n\
             [kafka]\nbrokers = [\"k1:9092\", \"k2:9092\"]\nreplication_factor = 3\n\
             [kafka.properties]\n\"security.protocol\" = \"SASL_SSL\"\n"
        );
        let config = StudioConfig::parse(&text, "test").expect("valid");
        assert_eq!(config.log.backend, LogBackend::Kafka);
        assert_eq!(config.topics.prefix, "studio-a.");
        assert_eq!(config.kafka.brokers, ["k1:9092", "k2:9092"]);
        assert_eq!(config.kafka.engine_group, "livedraw-engine");
        let properties: Vec<(&str, &str)> = config
            .kafka
            .properties
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(properties, [("security.protocol", "SASL_SSL")]);
        let default = StudioConfig::parse(EXAMPLE, "example").expect("valid");
        assert_eq!(default.log.backend, LogBackend::Embedded);
    }

    #[test]
    fn topics_with_different_partition_counts_are_refused() {
        let text = format!("{EXAMPLE}\n[topics]\nodds_partitions = 4\n");
        let refused = StudioConfig::parse(&text, "test").map(|_| ());
        assert!(refused.is_err_and(|e| e.to_string().contains("same partition count")));
    }

    #[test]
    fn observability_is_off_by_default_with_text_logs() {
        let config = StudioConfig::parse(TABLE, "t").expect("parses");
        assert_eq!(
            config.observability,
            crate::observability::Observability::default()
        );
        assert_eq!(config.observability.max_clock_skew_ms, 2000);
    }

    #[test]
    fn observability_keys_are_read_and_unknown_ones_refused() {
        let text = format!(
            "[observability]\nlog_format = \"json\"\notlp_endpoint = \"http://c:4317\"\n\
             metrics_listen = \"127.0.0.1:9464\"\nmax_clock_skew_ms = 500\n{TABLE}"
        );
        let config = StudioConfig::parse(&text, "t").expect("parses");
        let seen = &config.observability;
        assert_eq!(seen.log_format, crate::observability::LogFormat::Json);
        assert_eq!(seen.otlp_endpoint.as_deref(), Some("http://c:4317"));
        assert_eq!(seen.metrics_listen.map(|a| a.port()), Some(9464));
        assert_eq!(seen.max_clock_skew_ms, 500);
        let unknown = format!("[observability]\nlog_level = \"x\"\n{TABLE}");
        assert!(StudioConfig::parse(&unknown, "t").is_err());
    }

    const WHEEL_TABLE: &str = "[[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n";

    fn with_section(section: &str) -> Result<StudioConfig, ConfigError> {
        StudioConfig::parse(
            &format!("data_dir = \"d\"\n{section}\n{WHEEL_TABLE}"),
            "test",
        )
    }

    #[test]
    fn every_grpc_port_is_limited_by_default_and_the_limits_are_read() {
        assert_eq!(
            with_section("").expect("valid").connections,
            Connections::default()
        );
        let read = with_section(
            "[connections]\nmax_per_port = 10\nhandshake_timeout_ms = 200\n\
             keepalive_interval_ms = 300\nkeepalive_timeout_ms = 400",
        )
        .expect("valid")
        .connections;
        assert_eq!(
            read,
            Connections {
                max_per_port: 10,
                handshake_timeout_ms: 200,
                keepalive_interval_ms: 300,
                keepalive_timeout_ms: 400,
            }
        );
    }

    #[test]
    fn a_zero_limit_and_an_unknown_key_are_refused() {
        let zero = with_section("[connections]\nhandshake_timeout_ms = 0").expect_err("refused");
        assert_eq!(
            zero.to_string(),
            "connections.handshake_timeout_ms: is at least 1"
        );
        assert!(with_section("[connections]\nmax = 1").is_err());
    }
}
