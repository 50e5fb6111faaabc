//! Credentials on disk: the demo studio's generated PKI under `data_dir/pki`, and the files
//! `livedraw pki` writes for a real studio.
//!
//! Layout of a PKI directory:
//!
//! | file | what |
//! |---|---|
//! | `ca.crt`, `ca.key` | the studio's CA (signs the server and every device certificate) |
//! | `server.crt`, `server.key` | the gRPC services' certificate (`localhost`, `127.0.0.1`, `::1` in the demo) |
//! | `devices/<id>.crt`, `devices/<id>.key` | one client certificate per floor device (Common Name = device id) |
//! | `token.key`, `token.pub` | the Ed25519 pair that signs and verifies tokens |
//! | `tokens/<role>.jwt` | demo only: a token for `supervisor`, `frontend` and `admin` |
//!
//! Private keys are written readable by their owner only.

use livedraw_auth::{
    token_id, Authority, Issued, PkiError, Role, TokenError, TokenIssuer, TokenKeys,
};
use livedraw_studio::StudioConfig;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The demo's PKI directory, in `data_dir`.
pub const DEMO_DIR: &str = "pki";
/// The names the demo's server certificate is valid for.
pub const DEMO_NAMES: [&str; 3] = ["localhost", "127.0.0.1", "::1"];
/// How long the demo's certificates last.
pub const DEMO_DAYS: u32 = 3650;
/// How long the demo's tokens last (demo only: real tokens live hours).
pub const DEMO_TOKEN_TTL: Duration = Duration::from_secs(365 * 86_400);
/// The subject of each demo token: `demo-<role>`.
const DEMO_SUBJECT: &str = "demo";

/// Why credentials could not be made, read or written.
#[derive(Debug, thiserror::Error)]
pub enum CredentialError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A certificate or key could not be made or read.
    #[error("{0}")]
    Pki(#[from] PkiError),
    /// A token could not be issued.
    #[error("{0}")]
    Token(#[from] TokenError),
}

/// The files of one PKI directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PkiDir(PathBuf);

impl PkiDir {
    /// The PKI directory at `dir`.
    pub fn at(dir: impl Into<PathBuf>) -> PkiDir {
        PkiDir(dir.into())
    }

    /// The demo's PKI directory of `config`: `data_dir/pki`.
    pub fn demo(config: &StudioConfig) -> PkiDir {
        PkiDir(config.data_dir.join(DEMO_DIR))
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.0
    }

    /// The CA certificate.
    pub fn ca_cert(&self) -> PathBuf {
        self.0.join("ca.crt")
    }

    /// The CA key.
    pub fn ca_key(&self) -> PathBuf {
        self.0.join("ca.key")
    }

    /// The server certificate.
    pub fn server_cert(&self) -> PathBuf {
        self.0.join("server.crt")
    }

    /// The server key.
    pub fn server_key(&self) -> PathBuf {
        self.0.join("server.key")
    }

    /// Where device certificates are.
    pub fn devices(&self) -> PathBuf {
        self.0.join("devices")
    }

    /// The token-signing key.
    pub fn token_key(&self) -> PathBuf {
        self.0.join("token.key")
    }

    /// The token-verifying key.
    pub fn token_public_key(&self) -> PathBuf {
        self.0.join("token.pub")
    }

    /// The demo token for `role`.
    pub fn token(&self, role: Role) -> PathBuf {
        self.0.join("tokens").join(format!("{role}.jwt"))
    }

    /// A new CA and server certificate for `names` (`livedraw pki init`), and a token key
    /// pair; existing files are kept (it fails rather than overwrite a CA).
    pub fn init(&self, names: &[String], days: u32) -> Result<(), CredentialError> {
        let now = now();
        let authority = Authority::generate("livedraw studio CA", now, days)?;
        write_new(&self.ca_cert(), &self.ca_key(), authority.issued())?;
        write_new(
            &self.server_cert(),
            &self.server_key(),
            &authority.server(names, now, days)?,
        )?;
        let keys = TokenKeys::generate()?;
        write_file(&self.token_key(), keys.private_pem.as_bytes(), true, false)?;
        write_file(
            &self.token_public_key(),
            keys.public_pem.as_bytes(),
            false,
            false,
        )
    }

    /// The client certificate of device `id`, signed by this directory's CA, written to
    /// `out/<id>.crt` and `out/<id>.key` (`livedraw pki device`).
    pub fn issue_device(&self, id: &str, out: &Path, days: u32) -> Result<(), CredentialError> {
        let authority = self.authority()?;
        let issued = authority.device(id, now(), days)?;
        write_new(&device_cert(out, id), &device_key(out, id), &issued)
    }

    /// Makes sure the demo's PKI is complete for `config`: generated once, then reused; only
    /// what is missing (a device added to the configuration, a deleted token) is made.
    pub fn ensure_demo(&self, config: &StudioConfig) -> Result<(), CredentialError> {
        let now = now();
        let authority = if self.ca_cert().exists() && self.ca_key().exists() {
            self.authority()?
        } else {
            tracing::info!(dir = %self.0.display(), "generating the demo PKI");
            let authority = Authority::generate("livedraw demo CA", now, DEMO_DAYS)?;
            write_pair(&self.ca_cert(), &self.ca_key(), authority.issued())?;
            // Whatever an older CA signed is useless now.
            remove(&self.server_cert())?;
            remove(&self.devices())?;
            authority
        };
        if !self.server_cert().exists() || !self.server_key().exists() {
            let names: Vec<String> = DEMO_NAMES.iter().map(|name| name.to_string()).collect();
            let issued = authority.server(&names, now, DEMO_DAYS)?;
            write_pair(&self.server_cert(), &self.server_key(), &issued)?;
        }
        let devices = self.devices();
        for device in &config.devices {
            let (cert, key) = (
                device_cert(&devices, &device.id),
                device_key(&devices, &device.id),
            );
            if !cert.exists() || !key.exists() {
                write_pair(&cert, &key, &authority.device(&device.id, now, DEMO_DAYS)?)?;
            }
        }
        self.ensure_demo_tokens(config, now)
    }

    fn ensure_demo_tokens(&self, config: &StudioConfig, now: u64) -> Result<(), CredentialError> {
        let fresh = !self.token_key().exists() || !self.token_public_key().exists();
        if fresh {
            let keys = TokenKeys::generate()?;
            write_file(&self.token_key(), keys.private_pem.as_bytes(), true, true)?;
            write_file(
                &self.token_public_key(),
                keys.public_pem.as_bytes(),
                false,
                true,
            )?;
        }
        let issuer = TokenIssuer::from_pem(&read_text(&self.token_key())?)?.naming(
            config.security.token_issuer.clone(),
            config.security.token_audience.clone(),
        );
        for role in Role::ALL {
            let path = self.token(role);
            // A demo token from before tokens had ids (`jti`) no longer verifies: reissued.
            let unnamed = || read_text(&path).map_or(true, |token| token_id(&token).is_err());
            if fresh || !path.exists() || unnamed() {
                let subject = format!("{DEMO_SUBJECT}-{role}");
                let token = issuer.issue(&subject, &[role], now, DEMO_TOKEN_TTL)?;
                write_file(&path, token.as_bytes(), true, true)?;
            }
        }
        Ok(())
    }

    fn authority(&self) -> Result<Authority, CredentialError> {
        let certificate = read_text(&self.ca_cert())?;
        let key = read_text(&self.ca_key())?;
        Ok(Authority::from_pem(&certificate, &key)?)
    }
}

/// A device's certificate in a devices directory.
pub fn device_cert(devices: &Path, id: &str) -> PathBuf {
    devices.join(format!("{id}.crt"))
}

/// A device's key in a devices directory.
pub fn device_key(devices: &Path, id: &str) -> PathBuf {
    devices.join(format!("{id}.key"))
}

/// The whole text of a file.
pub fn read_text(path: &Path) -> Result<String, CredentialError> {
    std::fs::read_to_string(path).map_err(|source| CredentialError::File {
        path: path.to_path_buf(),
        source,
    })
}

/// Seconds since the Unix epoch (0 for a clock set before it).
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

fn write_new(cert: &Path, key: &Path, issued: &Issued) -> Result<(), CredentialError> {
    write_file(cert, issued.certificate_pem.as_bytes(), false, false)?;
    write_file(key, issued.key_pem.as_bytes(), true, false)
}

fn write_pair(cert: &Path, key: &Path, issued: &Issued) -> Result<(), CredentialError> {
    write_file(cert, issued.certificate_pem.as_bytes(), false, true)?;
    write_file(key, issued.key_pem.as_bytes(), true, true)
}

/// Writes `bytes` to `path` (creating its directory); a secret is readable by its owner only;
/// without `replace`, an existing file is an error.
fn write_file(
    path: &Path,
    bytes: &[u8],
    secret: bool,
    replace: bool,
) -> Result<(), CredentialError> {
    let failed = |source| CredentialError::File {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(failed)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    if replace {
        options.create(true).truncate(true);
    } else {
        options.create_new(true);
    }
    #[cfg(unix)]
    if secret {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    #[cfg(not(unix))]
    let _ = secret;
    let mut file = options.open(path).map_err(failed)?;
    file.write_all(bytes).map_err(failed)
}

fn remove(path: &Path) -> Result<(), CredentialError> {
    let outcome = if path.is_dir() {
        std::fs::remove_dir_all(path)
    } else {
        std::fs::remove_file(path)
    };
    match outcome {
        Err(error) if error.kind() != std::io::ErrorKind::NotFound => Err(CredentialError::File {
            path: path.to_path_buf(),
            source: error,
        }),
        _ => Ok(()),
    }
}
