//! A real Kafka-protocol broker for tests: [tansu](https://crates.io/crates/tansu) 0.6.0, started
//! on a free loopback port with its SQLite store in a temporary directory (or its in-memory
//! store); and a batch whose offsets skip one, written by hand ([`produce_with_gap`]).
//!
//! ```no_run
//! let broker = livedraw_test_broker::TestBroker::start().expect("run `make broker`");
//! let bootstrap = broker.bootstrap(); // "127.0.0.1:PORT"
//! ```
//!
//! The binary is found through `LIVEDRAW_TANSU` (the Makefile exports it) or at the path
//! `make broker` installs it to; a missing binary is an error that says to run `make broker`,
//! so tests that need the broker fail rather than skip. The broker is killed on drop; `stop`
//! and `restart` (same port, same store) simulate an outage.

mod gapped_batch;
mod header_index;

pub use gapped_batch::{produce_with_gap, ProduceError};

use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// The environment variable naming the tansu binary.
pub const TANSU_ENV: &str = "LIVEDRAW_TANSU";
/// The tansu version `make broker` installs.
pub const TANSU_VERSION: &str = "0.6.0";
/// How long a started broker may take to accept connections.
const READY_TIMEOUT: Duration = Duration::from_secs(20);

/// Why the broker could not run.
#[derive(Debug, thiserror::Error)]
pub enum BrokerError {
    /// No tansu binary where it was looked for.
    #[error("no tansu broker at {0}: run `make broker` (or set {TANSU_ENV})")]
    Missing(PathBuf),
    /// The process could not be started, stopped, or its directory created.
    #[error("tansu at {path}: {source}")]
    Process {
        /// The binary.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The index the tests add to the broker's SQLite store could not be made
    /// (`header_index`).
    #[error("tansu's store {path}: {source}")]
    Store {
        /// The store's file.
        path: PathBuf,
        /// Why.
        source: rusqlite::Error,
    },
    /// It started but did not accept connections in time, or exited.
    #[error("tansu did not accept connections on {address}: {reason}")]
    NotReady {
        /// Where it should listen.
        address: SocketAddr,
        /// What happened.
        reason: String,
    },
}

/// A running tansu broker, killed on drop.
pub struct TestBroker {
    binary: PathBuf,
    address: SocketAddr,
    store: TempDir,
    in_memory: bool,
    child: Option<Child>,
}

impl TestBroker {
    /// Starts a broker on a free loopback port with a fresh store and waits until it accepts
    /// connections.
    pub fn start() -> Result<TestBroker, BrokerError> {
        Self::start_with(false)
    }

    /// Starts a broker with tansu's in-memory store (`memory://`, as `scripts/broker.sh start
    /// --memory` runs it for the studio's Kafka figures): nothing survives a restart.
    pub fn start_in_memory() -> Result<TestBroker, BrokerError> {
        Self::start_with(true)
    }

    fn start_with(in_memory: bool) -> Result<TestBroker, BrokerError> {
        let binary = tansu_binary()?;
        let store = tempfile::tempdir().map_err(|source| BrokerError::Process {
            path: binary.clone(),
            source,
        })?;
        let address = free_port().map_err(|source| BrokerError::Process {
            path: binary.clone(),
            source,
        })?;
        let mut broker = TestBroker {
            binary,
            address,
            store,
            in_memory,
            child: None,
        };
        broker.spawn()?;
        Ok(broker)
    }

    /// `host:port` for `bootstrap.servers`.
    pub fn bootstrap(&self) -> String {
        self.address.to_string()
    }

    /// The broker's address.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The directory holding the broker's SQLite store.
    pub fn store(&self) -> &Path {
        self.store.path()
    }

    /// Kills the broker (an outage); its store stays for [`TestBroker::restart`].
    pub fn stop(&mut self) -> Result<(), BrokerError> {
        if let Some(mut child) = self.child.take() {
            let process = |source| BrokerError::Process {
                path: self.binary.clone(),
                source,
            };
            child.kill().map_err(process)?;
            child.wait().map_err(process)?;
        }
        Ok(())
    }

    /// Starts the broker again on the same port with the same store (stopping it first if it
    /// runs) and waits until it accepts connections.
    pub fn restart(&mut self) -> Result<(), BrokerError> {
        self.stop()?;
        self.spawn()
    }

    /// Produces the record `key`, `value` to `partition` of `topic` with the offset after it
    /// left empty (see [`produce_with_gap`]); returns the record's offset.
    pub fn produce_with_gap(
        &self,
        topic: &str,
        partition: i32,
        key: &[u8],
        value: &[u8],
    ) -> Result<i64, ProduceError> {
        produce_with_gap(self.address, topic, partition, key, value)
    }

    /// Whether the broker process is running.
    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|child| matches!(child.try_wait(), Ok(None)))
    }

    fn spawn(&mut self) -> Result<(), BrokerError> {
        let url = format!("tcp://{}", self.address);
        // tansu reads `sqlite://` + a path: an absolute path needs its own leading slash.
        let db = if self.in_memory {
            "memory://tansu/".to_owned()
        } else {
            format!("sqlite:///{}", self.store.path().join("tansu.db").display())
        };
        // `LIVEDRAW_TANSU_LOG` turns the broker's own log on (its `RUST_LOG`), to stdout.
        let log = std::env::var("LIVEDRAW_TANSU_LOG").ok();
        let stdout = if log.is_some() {
            Stdio::inherit()
        } else {
            Stdio::null()
        };
        let child = Command::new(&self.binary)
            .arg("broker")
            .args(["--listener-url", &url])
            .args(["--advertised-listener-url", &url])
            .args(["--storage-engine", &db])
            .env("RUST_LOG", log.as_deref().unwrap_or("warn"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|source| BrokerError::Process {
                path: self.binary.clone(),
                source,
            })?;
        self.child = Some(child);
        self.wait_ready()?;
        if self.in_memory {
            return Ok(());
        }
        let path = self.store.path().join("tansu.db");
        header_index::add(&path).map_err(|source| BrokerError::Store { path, source })
    }

    fn wait_ready(&mut self) -> Result<(), BrokerError> {
        let deadline = Instant::now() + READY_TIMEOUT;
        loop {
            if TcpStream::connect_timeout(&self.address, Duration::from_millis(200)).is_ok() {
                return Ok(());
            }
            if !self.is_running() {
                return Err(self.not_ready("it exited"));
            }
            if Instant::now() >= deadline {
                return Err(self.not_ready(&format!("nothing after {READY_TIMEOUT:?}")));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn not_ready(&self, reason: &str) -> BrokerError {
        BrokerError::NotReady {
            address: self.address,
            reason: reason.to_owned(),
        }
    }
}

impl Drop for TestBroker {
    fn drop(&mut self) {
        // Nothing to report from a drop: a broker that cannot be killed is already gone.
        let _ = self.stop();
    }
}

/// The tansu binary: `LIVEDRAW_TANSU`, else where `make broker` installs it.
pub fn tansu_binary() -> Result<PathBuf, BrokerError> {
    let path = match std::env::var_os(TANSU_ENV) {
        Some(path) => PathBuf::from(path),
        None => default_install().join("bin").join("tansu"),
    };
    if path.is_file() {
        Ok(path)
    } else {
        Err(BrokerError::Missing(path))
    }
}

/// `$CARGO_HOME/livedraw-tools/tansu-0.6.0` (cargo's home defaults to `~/.cargo`).
fn default_install() -> PathBuf {
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(".cargo"));
    cargo_home
        .join("livedraw-tools")
        .join(format!("tansu-{TANSU_VERSION}"))
}

/// A loopback port free right now (the broker binds it a moment later).
fn free_port() -> std::io::Result<SocketAddr> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
    listener.local_addr()
}
