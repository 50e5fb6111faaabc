//! The studio's protection, from `[security]`: the servers' TLS and the three gates, which
//! refuse what the instance's [`Revocations`] hold (filled from the access topic,
//! `revocations.rs`).

use crate::error::StudioError;
use livedraw_auth::{Revocations, TokenVerifier};
use livedraw_client::pki::{read_text, PkiDir};
use livedraw_console::ServerPem;
use livedraw_gate::{server_tls, DeviceGate, TokenGate};
use livedraw_studio::{Material, Profile, StudioConfig};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio_rustls::TlsAcceptor;

/// How each server is protected.
#[derive(Clone)]
pub struct Protection {
    /// The ingest's TLS (with the device CA), none in plaintext.
    pub ingest_tls: Option<TlsAcceptor>,
    /// The supervisor's and the feed's TLS, none in plaintext.
    pub tls: Option<TlsAcceptor>,
    /// The ingest's gate.
    pub devices: DeviceGate,
    /// The supervisor's gate.
    pub supervisors: TokenGate,
    /// The feed's gate.
    pub readers: TokenGate,
    /// The Decisions service's gate (betting frontends only).
    pub deciders: TokenGate,
    /// What verifies supervisors' and frontends' tokens (the console signs people in with it).
    pub verifier: Arc<TokenVerifier>,
    /// The tokens and device certificates revoked, shared by every gate of the instance.
    pub revocations: Revocations,
    /// The servers' certificate chain and key (PEM) and the CA that signed it, none in
    /// plaintext: the console serves HTTPS with the same certificate and calls the studio's
    /// gRPC services trusting that CA.
    pub pem: Option<ServerPem>,
}

impl Protection {
    /// Reads the configured material or, in the demo without any, the generated demo PKI
    /// (made on first use).
    pub fn load(config: &StudioConfig) -> Result<Protection, StudioError> {
        let material = match config.security.material() {
            Ok(material) => resolve(config, &material),
            Err(_) if config.profile == Profile::Demo => {
                let demo = PkiDir::demo(config);
                demo.ensure_demo(config)?;
                Files {
                    tls_cert: demo.server_cert(),
                    tls_key: demo.server_key(),
                    client_ca: demo.ca_cert(),
                    token_public_key: demo.token_public_key(),
                }
            }
            Err(missing) => return Err(StudioError::NoMaterial(missing.join(", "))),
        };
        let verifier = TokenVerifier::from_pem(&read_text(&material.token_public_key)?)
            .map_err(|source| StudioError::TokenKey {
                path: material.token_public_key.clone(),
                source,
            })?
            .expecting(
                config.security.token_issuer.clone(),
                config.security.token_audience.clone(),
            );
        let verifier = Arc::new(verifier);
        let revocations = Revocations::default();
        let (ingest_tls, tls, devices, pem) = if config.security.plaintext {
            (None, None, DeviceGate::TrustEvents, None)
        } else {
            let cert = read_text(&material.tls_cert)?;
            let key = read_text(&material.tls_key)?;
            let ca = read_text(&material.client_ca)?;
            (
                Some(
                    server_tls(cert.as_bytes(), key.as_bytes(), Some(ca.as_bytes())).map_err(
                        |source| StudioError::Tls {
                            service: "ingest",
                            source,
                        },
                    )?,
                ),
                Some(
                    server_tls(cert.as_bytes(), key.as_bytes(), None).map_err(|source| {
                        StudioError::Tls {
                            service: "supervisor and feed",
                            source,
                        }
                    })?,
                ),
                DeviceGate::Certificates(revocations.clone()),
                Some(ServerPem {
                    certificate: cert,
                    key,
                    ca,
                }),
            )
        };
        Ok(Protection {
            ingest_tls,
            tls,
            devices,
            supervisors: TokenGate::supervisors(verifier.clone(), revocations.clone()),
            readers: TokenGate::readers(verifier.clone(), revocations.clone()),
            deciders: TokenGate::deciders(verifier.clone(), revocations.clone()),
            verifier,
            revocations,
            pem,
        })
    }
}

/// The four files, as paths the studio can open.
struct Files {
    tls_cert: PathBuf,
    tls_key: PathBuf,
    client_ca: PathBuf,
    token_public_key: PathBuf,
}

fn resolve(config: &StudioConfig, material: &Material<'_>) -> Files {
    let path = |configured: &Path| config.security_path(configured);
    Files {
        tls_cert: path(material.tls_cert),
        tls_key: path(material.tls_key),
        client_ca: path(material.client_ca),
        token_public_key: path(material.token_public_key),
    }
}
