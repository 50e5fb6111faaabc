//! One HTTP/1.1 request over TLS to the console, as curl sends it (every byte as given, header
//! values included), trusting the studio's CA; and its answer.

use std::net::SocketAddr;
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, ServerName};
use tokio_rustls::rustls::{self, ClientConfig, RootCertStore};
use tokio_rustls::TlsConnector;

/// A request to send: method, path with its query, extra headers and a body.
pub struct Request<'a> {
    /// `GET`, `POST`, ...
    pub method: &'a str,
    /// The path and query, sent as they are (`/api/me?page=x%0A`).
    pub path: &'a str,
    /// Headers besides `Host`, `Content-Length` and `Connection: close`.
    pub headers: &'a [(&'a str, &'a str)],
    /// The body (empty: none).
    pub body: &'a str,
}

/// The console's answer.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The headers, names in lower case, in order.
    pub headers: Vec<(String, String)>,
    /// The body, as text.
    pub body: String,
}

impl Answer {
    /// The first value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(known, _)| known.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// Sends `request` to `address` over TLS (the server named by its IP address, its certificate
/// signed by `ca_pem`) and reads the answer to the end.
pub async fn send(address: SocketAddr, ca_pem: &[u8], request: &Request<'_>) -> Answer {
    let mut roots = RootCertStore::empty();
    for certificate in CertificateDer::pem_slice_iter(ca_pem) {
        roots
            .add(certificate.expect("a PEM certificate"))
            .expect("a CA certificate");
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_root_certificates(roots)
        .with_no_client_auth();
    let tcp = tokio::net::TcpStream::connect(address)
        .await
        .expect("the console accepts");
    let mut tls = TlsConnector::from(Arc::new(config))
        .connect(ServerName::IpAddress(address.ip().into()), tcp)
        .await
        .expect("the TLS handshake");
    let mut text = format!(
        "{} {} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Length: {}\r\n",
        request.method,
        request.path,
        request.body.len()
    );
    for (name, value) in request.headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("\r\n");
    text.push_str(request.body);
    tls.write_all(text.as_bytes()).await.expect("sent");
    let mut bytes = Vec::new();
    // A server may close without TLS's close_notify: what was read is the answer.
    let _ = tls.read_to_end(&mut bytes).await;
    answer(&String::from_utf8_lossy(&bytes))
}

fn answer(text: &str) -> Answer {
    let (head, body) = text.split_once("\r\n\r\n").expect("a complete answer");
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}
