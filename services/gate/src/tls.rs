//! TLS settings of both ends (rustls with ring, through tonic).

use tonic::transport::{Certificate, ClientTlsConfig, Identity, ServerTlsConfig};

/// A server's TLS: its certificate chain and key (PEM) and, for the floor-facing ingest, the CA
/// that signs device certificates. A client certificate is then verified when one is presented
/// (one from another CA fails the handshake) but not required by TLS itself, so that health
/// probes can connect; the [`crate::DeviceGate`] refuses ingest calls without one.
pub fn server_tls(
    certificate_pem: &[u8],
    key_pem: &[u8],
    client_ca_pem: Option<&[u8]>,
) -> ServerTlsConfig {
    let tls = ServerTlsConfig::new().identity(Identity::from_pem(certificate_pem, key_pem));
    match client_ca_pem {
        Some(ca) => tls
            .client_ca_root(Certificate::from_pem(ca))
            .client_auth_optional(true),
        None => tls,
    }
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
