//! The credentials flags every client command shares, and their defaults from the demo's
//! `data_dir/pki`.

use anyhow::Context;
use clap::Args;
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_client::pki::PkiDir;
use livedraw_studio::StudioConfig;
use std::path::{Path, PathBuf};

/// Where a client finds its credentials.
#[derive(Args, Debug, Clone, Default)]
pub struct AccessArgs {
    /// The CA certificate (PEM) that signed the studio's server certificate [default: the
    /// configuration's data_dir/pki/ca.crt; none when it runs plaintext].
    #[arg(long, env = "LIVEDRAW_CA")]
    ca: Option<PathBuf>,
    /// A file holding the bearer token [default: the demo's token for the command's role,
    /// data_dir/pki/tokens/<role>.jwt].
    #[arg(long, env = "LIVEDRAW_TOKEN_FILE")]
    token: Option<PathBuf>,
}

impl AccessArgs {
    /// The same flags with the token file `token` instead (none: the demo's for the role).
    pub fn with_token(&self, token: Option<PathBuf>) -> AccessArgs {
        AccessArgs {
            ca: self.ca.clone(),
            token,
        }
    }

    /// The credentials: the flags, else the demo's files (CA, token for `role`, device
    /// certificates) of the configuration at `config`, read only when a default is needed.
    pub fn resolve(&self, config: &Path, role: Role) -> anyhow::Result<Access> {
        let loaded = if self.ca.is_none() || self.token.is_none() {
            let config = StudioConfig::load(config)
                .context("finding the demo's credentials (or give --ca and --token)")?;
            Some(config)
        } else {
            None
        };
        let demo = loaded.as_ref().map(PkiDir::demo);
        let plaintext = loaded.as_ref().is_some_and(|c| c.security.plaintext);
        let ca = match (&self.ca, &demo) {
            (Some(ca), _) => Some(ca.clone()),
            (None, Some(demo)) if !plaintext => Some(demo.ca_cert()),
            _ => None,
        };
        let token = self
            .token
            .clone()
            .or_else(|| demo.as_ref().map(|demo| demo.token(role)));
        let devices = demo.as_ref().map(PkiDir::devices).unwrap_or_default();
        Ok(Access::from_files(
            ca.as_deref(),
            devices,
            token.as_deref(),
        )?)
    }
}
