//! The log a test studio runs on: the embedded file in its data directory, or a real Kafka
//! broker (tansu, started for the test and kept running across studio restarts). One test body
//! runs on both; the verifier reads the published topics through `EventLog` either way.

use livedraw_test_broker::TestBroker;

/// The engine group's session in the tests (see [`Backend::config_text`]).
const SESSION_TIMEOUT_MS: u32 = 3_000;
/// Heartbeats well within the session.
const HEARTBEAT_INTERVAL_MS: u32 = 1_000;

/// Where the studio's log lives.
pub enum Backend {
    /// `data_dir/studio.db`.
    Embedded,
    /// A broker of this test's own, with the test's topic prefix.
    Kafka {
        /// The broker, stopped when the test ends.
        broker: TestBroker,
        /// `[topics] prefix`, unique per test.
        prefix: String,
        /// `[kafka] produce_timeout_ms`, when the test sets it.
        produce_timeout_ms: Option<u64>,
    },
}

impl Backend {
    /// The embedded log.
    pub fn embedded() -> Backend {
        Backend::Embedded
    }

    /// A fresh broker; the topics of `test` are named `e2e.<test>.<topic>`.
    pub fn kafka(test: &str) -> Backend {
        let broker = TestBroker::start().expect("a tansu broker (run `make broker`)");
        Backend::Kafka {
            broker,
            prefix: format!("e2e.{test}."),
            produce_timeout_ms: None,
        }
    }

    /// The same on a broker with tansu's memory store, as `scripts/broker.sh start --memory`
    /// runs it (nothing survives a broker restart: not for the outage test).
    pub fn kafka_in_memory(test: &str) -> Backend {
        let broker = TestBroker::start_in_memory().expect("a tansu broker (run `make broker`)");
        Backend::Kafka {
            broker,
            prefix: format!("e2e.{test}."),
            produce_timeout_ms: None,
        }
    }

    /// The same, with appends failing after `ms` milliseconds without the broker's
    /// acknowledgement (30 s by default).
    pub fn with_produce_timeout(mut self, ms: u64) -> Backend {
        if let Backend::Kafka {
            produce_timeout_ms, ..
        } = &mut self
        {
            *produce_timeout_ms = Some(ms);
        }
        self
    }

    /// Whether the log is on Kafka.
    pub fn is_kafka(&self) -> bool {
        match self {
            Backend::Embedded => false,
            Backend::Kafka { .. } => true,
        }
    }

    /// The broker, to stop and restart it; none for the embedded log.
    pub fn broker(&mut self) -> Option<&mut TestBroker> {
        match self {
            Backend::Embedded => None,
            Backend::Kafka { broker, .. } => Some(broker),
        }
    }

    /// The studio file's `[log]`, `[kafka]` and `[topics]` sections (nothing for the embedded
    /// log, the default).
    ///
    /// A killed studio's engine stays in the engine group until its session times out, and only
    /// then does the group give the partitions to the restarted one: the tests shorten the
    /// session from 10 s to 3 s (tansu accepts it; Apache Kafka's brokers refuse sessions under
    /// `group.min.session.timeout.ms`, 6 s by default), so that 20 kills fit in two minutes.
    pub fn config_text(&self) -> String {
        match self {
            Backend::Embedded => String::new(),
            Backend::Kafka {
                broker,
                prefix,
                produce_timeout_ms,
            } => format!(
                "[log]\nbackend = \"kafka\"\n[kafka]\nbrokers = [\"{}\"]\n{}\
                 session_timeout_ms = {SESSION_TIMEOUT_MS}\n\
                 heartbeat_interval_ms = {HEARTBEAT_INTERVAL_MS}\n\
                 [topics]\nprefix = \"{prefix}\"\n",
                broker.bootstrap(),
                produce_timeout_ms
                    .map(|ms| format!("produce_timeout_ms = {ms}\n"))
                    .unwrap_or_default(),
            ),
        }
    }

    /// For the printout.
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Embedded => "embedded",
            Backend::Kafka { .. } => "kafka",
        }
    }
}
