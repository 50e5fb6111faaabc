//! TLS settings of both ends (rustls with ring): the servers' acceptor, which the accept loop
//! (`incoming.rs`) runs itself so that a handshake has a deadline, and the clients' settings
//! (through tonic).

use std::sync::Arc;
use thiserror::Error;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::rustls::server::WebPkiClientVerifier;
use tokio_rustls::rustls::{self, RootCertStore, ServerConfig};
use tokio_rustls::TlsAcceptor;
use tonic::transport::{Certificate, ClientTlsConfig, Identity};

/// TLS material a server cannot use.
#[derive(Debug, Error)]
#[error("{0}")]
pub struct BadTls(String);

fn bad(what: &str) -> impl FnOnce(rustls::Error) -> BadTls + '_ {
    move |error| BadTls(format!("{what}: {error}"))
}

/// A server's TLS: its certificate chain and key (PEM) and, for the floor-facing ingest, the CA
/// that signs device certificates. A client certificate is then verified when one is presented
/// (one from another CA fails the handshake) but not required by TLS itself, so that health
/// probes can connect; the [`crate::DeviceGate`] refuses ingest calls without one. HTTP/2 only
/// (ALPN `h2`), as gRPC.
pub fn server_tls(
    certificate_pem: &[u8],
    key_pem: &[u8],
    client_ca_pem: Option<&[u8]>,
) -> Result<TlsAcceptor, BadTls> {
    let chain = CertificateDer::pem_slice_iter(certificate_pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| BadTls(format!("certificate: {error}")))?;
    let key =
        PrivateKeyDer::from_pem_slice(key_pem).map_err(|error| BadTls(format!("key: {error}")))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let builder = ServerConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(bad("protocol versions"))?;
    let builder = match client_ca_pem {
        Some(ca) => {
            let mut roots = RootCertStore::empty();
            for certificate in CertificateDer::pem_slice_iter(ca) {
                let certificate =
                    certificate.map_err(|error| BadTls(format!("client CA: {error}")))?;
                roots.add(certificate).map_err(bad("client CA"))?;
            }
            let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider)
                .allow_unauthenticated()
                .build()
                .map_err(|error| BadTls(format!("client CA: {error}")))?;
            builder.with_client_cert_verifier(verifier)
        }
        None => builder.with_no_client_auth(),
    };
    let mut config = builder
        .with_single_cert(chain, key)
        .map_err(bad("certificate and key"))?;
    config.alpn_protocols = vec![b"h2".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
}

/// A client's TLS: the CA that signed the server's certificate and, for a floor device, its
/// own certificate and key (PEM).
pub fn client_tls(ca_pem: &[u8], identity: Option<(&[u8], &[u8])>) -> ClientTlsConfig {
    let tls = ClientTlsConfig::new().ca_certificate(Certificate::from_pem(ca_pem));
    match identity {
        Some((certificate, key)) => tls.identity(Identity::from_pem(certificate, key)),
        None => tls,
    }
}
