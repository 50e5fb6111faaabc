//! The studio's credentials, as pure functions: no I/O, no clock (the time is passed in).
//!
//! - [`pki`]: a certificate authority for one studio, the server certificate of its gRPC
//!   services and one client certificate per floor device (the device id is the certificate's
//!   subject Common Name, read back by [`device_identity`]);
//! - [`token`]: Ed25519-signed JWTs (`alg: EdDSA`) carrying `sub`, `roles`, `iat`, `exp` and,
//!   when the studio names them, `iss` and `aud`, issued by a [`TokenIssuer`] and checked by a
//!   [`TokenVerifier`];
//! - [`Role`]: what a token lets its holder do.
//!
//! New keys take their randomness from the operating system; nothing else here reads the
//! outside world.

mod error;
mod identity;
pub mod pki;
mod role;
pub mod token;

pub use error::{CertificateError, PkiError, TokenError};
pub use identity::device_identity;
pub use pki::{Authority, Issued, TokenKeys};
pub use role::{Role, UnknownRole};
pub use token::{Claims, TokenIssuer, TokenVerifier, Verified, MAX_SUBJECT};
