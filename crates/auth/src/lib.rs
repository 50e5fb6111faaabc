//! The studio's credentials, as pure functions: no I/O, no clock (the time is passed in).
//!
//! - [`pki`]: a certificate authority for one studio, the server certificate of its gRPC
//!   services and one client certificate per floor device (the device id is the certificate's
//!   subject Common Name, read back with the serial number by [`device_certificate`]);
//! - [`token`]: Ed25519-signed JWTs (`alg: EdDSA`) carrying `jti`, `sub`, `roles`, `iat`, `exp`
//!   and, when the studio names them, `iss` and `aud` (and `nbf` when the issuer sets one),
//!   issued by a [`TokenIssuer`] and checked by a [`TokenVerifier`];
//! - [`CLOCK_SKEW_SECONDS`] and [`TOKEN_CLOCK_SKEW_SECONDS`] (`skew.rs`): how far the clocks of
//!   the machine issuing a certificate or a token and the one checking it may disagree;
//! - [`Revocations`]: the token ids and certificate serials revoked before they expire;
//! - [`Role`]: what a token lets its holder do.
//!
//! New keys and token ids take their randomness from the operating system; nothing else here
//! reads the outside world.

mod error;
mod identity;
pub mod pki;
mod revocation;
mod role;
mod skew;
pub mod token;

pub use error::{BadSerial, CertificateError, PkiError, TokenError};
pub use identity::{
    device_certificate, device_certificate_pem, parse_serial, serial_text, DeviceCertificate,
};
pub use pki::{Authority, Issued, TokenKeys};
pub use revocation::Revocations;
pub use role::{Role, UnknownRole};
pub use skew::{CLOCK_SKEW_SECONDS, TOKEN_CLOCK_SKEW_SECONDS};
pub use token::{
    check_token_id, token_id, Claims, TokenIssuer, TokenVerifier, Verified, MAX_SUBJECT,
    MAX_TOKEN_ID,
};
