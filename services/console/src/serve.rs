//! The console's server: HTTP/1.1 over TLS with the studio's server certificate (plain HTTP
//! when the demo runs plaintext), each connection on its own task, so a slow handshake holds
//! up nobody else.

use super::options::ConsoleOptions;
use super::routes::{router, ConsoleState};
use super::upstream::Upstream;
use super::view::TableView;
use axum::Router;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use livedraw_client::access::AccessError;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tokio::task::{JoinHandle, JoinSet};
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::{self, ServerConfig};
use tokio_rustls::TlsAcceptor;

/// A TLS handshake longer than this is given up.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// Why the console cannot start.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    /// Its address cannot be bound.
    #[error("the console cannot listen on {address}: {source}")]
    Bind {
        /// The address.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The certificate or key is unusable.
    #[error("the console's TLS: {0}")]
    Tls(String),
    /// The studio's services cannot be reached as configured.
    #[error("the console's connection to the studio: {0}")]
    Upstream(#[from] AccessError),
}

/// The running console.
pub struct Console {
    address: SocketAddr,
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

impl Console {
    /// Binds `options.listen` and serves the console until [`Console::shutdown`].
    pub async fn start(options: ConsoleOptions) -> Result<Console, ConsoleError> {
        let listener =
            TcpListener::bind(options.listen)
                .await
                .map_err(|source| ConsoleError::Bind {
                    address: options.listen,
                    source,
                })?;
        let address = listener.local_addr().map_err(|source| ConsoleError::Bind {
            address: options.listen,
            source,
        })?;
        let tls = options
            .pem
            .as_ref()
            .map(|pem| acceptor(&pem.certificate, &pem.key))
            .transpose()?;
        let ca = options.pem.as_ref().map(|pem| pem.ca.as_str());
        let state = ConsoleState {
            verifier: options.verifier.clone(),
            revocations: options.revocations.clone(),
            upstream: Upstream::new(options.supervisor, options.feed, ca)?,
            ledger: Default::default(),
            tables: options
                .tables
                .iter()
                .map(|(id, game)| TableView {
                    id: id.clone(),
                    game: game.clone(),
                })
                .collect(),
            secure: tls.is_some(),
        };
        let app = router(Arc::new(state));
        let (stop, stopping) = watch::channel(false);
        let task = tokio::spawn(accept(listener, tls, app, stopping));
        Ok(Console {
            address,
            stop,
            task,
        })
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Stops accepting and closes every open connection (live boards reconnect elsewhere).
    pub async fn shutdown(self) {
        self.stop.send_replace(true);
        if let Err(error) = self.task.await {
            tracing::warn!(%error, "the console's server task");
        }
    }
}

/// The TLS acceptor of a PEM certificate chain and key.
fn acceptor(certificate: &str, key: &str) -> Result<TlsAcceptor, ConsoleError> {
    let chain = CertificateDer::pem_slice_iter(certificate.as_bytes())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| ConsoleError::Tls(format!("certificate: {error}")))?;
    let key = PrivateKeyDer::from_pem_slice(key.as_bytes())
        .map_err(|error| ConsoleError::Tls(format!("key: {error}")))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|error| ConsoleError::Tls(error.to_string()))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|error| ConsoleError::Tls(error.to_string()))?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
}

async fn accept(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    app: Router,
    mut stopping: watch::Receiver<bool>,
) {
    let mut connections = JoinSet::new();
    let stopped = async move {
        // An error means the sender is gone, which is a stop too.
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    tokio::pin!(stopped);
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    connections.spawn(connection(stream, peer, tls.clone(), app.clone()));
                }
                Err(error) => {
                    // Out of descriptors, say: wait rather than spin.
                    tracing::warn!(%error, "the console cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            },
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
            () = &mut stopped => break,
        }
    }
    connections.shutdown().await;
}

async fn connection(stream: TcpStream, peer: SocketAddr, tls: Option<TlsAcceptor>, app: Router) {
    match tls {
        None => http(stream, peer, app).await,
        Some(acceptor) => match tokio::time::timeout(HANDSHAKE, acceptor.accept(stream)).await {
            Ok(Ok(stream)) => http(stream, peer, app).await,
            Ok(Err(error)) => tracing::debug!(%peer, %error, "console TLS handshake failed"),
            Err(_) => tracing::debug!(%peer, "console TLS handshake timed out"),
        },
    }
}

async fn http<S>(stream: S, peer: SocketAddr, app: Router)
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let service = TowerToHyperService::new(app);
    let served = hyper::server::conn::http1::Builder::new()
        .serve_connection(TokioIo::new(stream), service)
        .await;
    if let Err(error) = served {
        tracing::debug!(%peer, %error, "console connection ended");
    }
}
