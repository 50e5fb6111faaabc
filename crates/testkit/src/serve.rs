//! Servers and logs of a test: an embedded log in a temporary directory, a tonic router on a
//! free loopback port, a connection to it.

use livedraw_bus::{EmbeddedConfig, EmbeddedLog};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tempfile::TempDir;
use tokio::task::JoinHandle;
use tokio_stream::wrappers::TcpListenerStream;
use tonic::transport::server::Router;
use tonic::transport::{Channel, Endpoint};

/// The log file inside a test directory.
pub fn log_path(dir: &Path) -> PathBuf {
    dir.join("studio.db")
}

/// Opens the embedded log `config` describes.
pub async fn open_log(config: EmbeddedConfig) -> Arc<EmbeddedLog> {
    Arc::new(EmbeddedLog::open(config).await.expect("the log opens"))
}

/// A fresh embedded log in a new temporary directory; keep the directory as long as the log.
pub async fn temp_log() -> (TempDir, Arc<EmbeddedLog>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let log = open_log(EmbeddedConfig::at(log_path(dir.path()))).await;
    (dir, log)
}

/// Serves `router` on a free loopback port: its address, and the server's task (abort it to
/// stop the server).
pub async fn serve(router: Router) -> (SocketAddr, JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a loopback port");
    let addr = listener.local_addr().expect("a bound address");
    let incoming = TcpListenerStream::new(listener);
    let task = tokio::spawn(async move {
        router
            .serve_with_incoming(incoming)
            .await
            .expect("the server runs");
    });
    (addr, task)
}

/// A plaintext connection to the server at `addr`, without credentials.
pub async fn channel(addr: SocketAddr) -> Channel {
    Endpoint::from_shared(format!("http://{addr}"))
        .expect("a valid address")
        .connect()
        .await
        .expect("connected")
}
