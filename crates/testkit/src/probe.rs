//! Outside probes of a server running in the test's own process: connections that stall
//! half-way (a partial TLS record; TLS without the HTTP/2 preface), waiting for the server to
//! close one, the process's open descriptors, and a plain HTTP GET.

use std::net::SocketAddr;
use std::sync::Arc;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_rustls::client::TlsStream;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore};
use tokio_rustls::TlsConnector;

/// The start of a TLS record header and nothing more: the outside probe's `16 03 01 00`.
pub const PARTIAL_TLS_RECORD: [u8; 4] = [0x16, 0x03, 0x01, 0x00];

/// The descriptors this process has open.
pub fn open_descriptors() -> usize {
    std::fs::read_dir("/proc/self/fd")
        .expect("/proc/self/fd lists the descriptors")
        .count()
}

/// `count` connections to `address`, each having sent `bytes` and nothing more.
pub async fn stalled(address: SocketAddr, count: usize, bytes: &[u8]) -> Vec<TcpStream> {
    let mut streams = Vec::with_capacity(count);
    for _ in 0..count {
        let mut stream = TcpStream::connect(address).await.expect("connected");
        stream.write_all(bytes).await.expect("sent");
        streams.push(stream);
    }
    streams
}

/// `count` connections to `address` that finish the TLS handshake (trusting `ca_pem`, offering
/// HTTP/2) and then send nothing: no HTTP/2 preface.
pub async fn stalled_after_tls(
    address: SocketAddr,
    ca_pem: &[u8],
    count: usize,
) -> Vec<TlsStream<TcpStream>> {
    let mut roots = RootCertStore::empty();
    for certificate in CertificateDer::pem_slice_iter(ca_pem) {
        roots
            .add(certificate.expect("a CA certificate"))
            .expect("a usable CA");
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"h2".to_vec()];
    let connector = TlsConnector::from(Arc::new(config));
    let name = ServerName::from(address.ip());
    let mut streams = Vec::with_capacity(count);
    for _ in 0..count {
        let tcp = TcpStream::connect(address).await.expect("connected");
        let tls = connector
            .connect(name.clone(), tcp)
            .await
            .expect("the TLS handshake");
        streams.push(tls);
    }
    streams
}

/// Returns once the server has closed `stream`: whatever it sent first (an HTTP/2 server's
/// settings) is read and dropped, up to the end of the stream or an error.
pub async fn closed_by_server<S: AsyncRead + Unpin>(mut stream: S) {
    let mut buffer = [0u8; 1024];
    while let Ok(read) = stream.read(&mut buffer).await {
        if read == 0 {
            return;
        }
    }
}

/// `GET path` over plain HTTP/1.0 at `address`: the status and the body.
pub async fn get(address: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.expect("connected");
    let request = format!("GET {path} HTTP/1.0\r\nHost: {address}\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("sent");
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .await
        .expect("a response");
    let status = response[9..12].parse().expect("a status");
    let body = response.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}
