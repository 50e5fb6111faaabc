//! `[security]`: TLS material, the token key, and the plaintext switch of the demo.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How the studio's gRPC traffic is protected. Relative paths are resolved against `data_dir`
/// ([`crate::StudioConfig::security_path`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Security {
    /// Serve plaintext gRPC (demo profile only, loudly): no TLS, and ingest trusts the device
    /// id each event carries. Tokens are still required.
    #[serde(default)]
    pub plaintext: bool,
    /// The server certificate chain of the gRPC services (PEM).
    pub tls_cert: Option<PathBuf>,
    /// Its private key (PEM).
    pub tls_key: Option<PathBuf>,
    /// The CA that signs floor devices' client certificates (PEM).
    pub client_ca: Option<PathBuf>,
    /// The Ed25519 public key (PEM) that verifies supervisor and frontend tokens.
    pub token_public_key: Option<PathBuf>,
    /// When set, tokens must carry this `iss`.
    pub token_issuer: Option<String>,
    /// When set, tokens must carry this `aud`.
    pub token_audience: Option<String>,
}

/// The four files a studio serving TLS and verifying tokens needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material<'a> {
    /// `tls_cert`.
    pub tls_cert: &'a Path,
    /// `tls_key`.
    pub tls_key: &'a Path,
    /// `client_ca`.
    pub client_ca: &'a Path,
    /// `token_public_key`.
    pub token_public_key: &'a Path,
}

impl Security {
    /// The configured files: all four, or `Err` with the names of those missing (all of them
    /// when none is set).
    pub fn material(&self) -> Result<Material<'_>, Vec<&'static str>> {
        let named = [
            ("tls_cert", self.tls_cert.as_deref()),
            ("tls_key", self.tls_key.as_deref()),
            ("client_ca", self.client_ca.as_deref()),
            ("token_public_key", self.token_public_key.as_deref()),
        ];
        let missing: Vec<&'static str> = named
            .iter()
            .filter(|(_, path)| path.is_none())
            .map(|(name, _)| *name)
            .collect();
        match named.map(|(_, path)| path) {
            [Some(tls_cert), Some(tls_key), Some(client_ca), Some(token_public_key)] => {
                Ok(Material {
                    tls_cert,
                    tls_key,
                    client_ca,
                    token_public_key,
                })
            }
            _ => Err(missing),
        }
    }

    /// Whether none of the four files is configured (the demo then generates its own).
    pub fn unconfigured(&self) -> bool {
        self.material()
            .err()
            .is_some_and(|missing| missing.len() == 4)
    }
}
