//! Why a credential cannot be made or is not accepted.

use thiserror::Error;

/// A token that is not accepted, or cannot be issued.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TokenError {
    /// Not a JWT, not EdDSA, or its claims are missing or not of the expected shape.
    #[error("malformed token: {0}")]
    Malformed(String),
    /// The signature does not verify with the studio's public key.
    #[error("bad token signature")]
    BadSignature,
    /// `exp` has passed.
    #[error("token expired")]
    Expired {
        /// When it expired (seconds since the Unix epoch).
        at: u64,
    },
    /// `nbf` is later than now, beyond the clock-skew allowance.
    #[error("token not valid before {from} (Unix seconds)")]
    NotYetValid {
        /// When it becomes valid (seconds since the Unix epoch).
        from: u64,
    },
    /// `iat` is later than now, beyond the clock-skew allowance.
    #[error("token issued in the future, at {at} (Unix seconds)")]
    IssuedInTheFuture {
        /// When it claims to have been issued (seconds since the Unix epoch).
        at: u64,
    },
    /// `iss` is not the studio's issuer.
    #[error("token issuer is not `{expected}`")]
    WrongIssuer {
        /// The issuer the studio expects.
        expected: String,
    },
    /// `aud` does not name the studio's audience.
    #[error("token audience is not `{expected}`")]
    WrongAudience {
        /// The audience the studio expects.
        expected: String,
    },
    /// `sub` is empty, too long or not printable ASCII.
    #[error("token subject is not 1 to {max} printable ASCII characters")]
    BadSubject {
        /// The longest subject accepted.
        max: usize,
    },
    /// `jti` is empty, too long or not printable ASCII.
    #[error("token id is not 1 to {max} printable ASCII characters")]
    BadTokenId {
        /// The longest id accepted.
        max: usize,
    },
    /// The token's id was revoked by an administrator.
    #[error("token revoked")]
    Revoked,
    /// A key that is not an Ed25519 key in PEM.
    #[error("not an Ed25519 {what} key in PEM: {reason}")]
    Key {
        /// `private` or `public`.
        what: &'static str,
        /// What the parser says.
        reason: String,
    },
}

/// A certificate or key that cannot be generated, read or signed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PkiError {
    /// rcgen refused the parameters, the key or the CA certificate.
    #[error("{what}: {reason}")]
    Rcgen {
        /// What was being done.
        what: String,
        /// What rcgen says.
        reason: String,
    },
    /// A time outside what a certificate can carry.
    #[error("time {0} is outside what a certificate can carry")]
    Time(u64),
}

/// A client certificate from which no device identity can be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CertificateError {
    /// Not a DER X.509 certificate.
    #[error("not an X.509 certificate: {0}")]
    Unparsable(String),
    /// The subject has no Common Name, or it is not text.
    #[error("the certificate's subject has no Common Name")]
    NoCommonName,
    /// The certificate's serial number was revoked by an administrator.
    #[error("certificate {serial} revoked")]
    Revoked {
        /// Its serial number (hexadecimal).
        serial: String,
    },
}

/// A serial number that cannot name a certificate.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a certificate serial number: 1 to 20 bytes in hexadecimal (colons allowed)")]
pub struct BadSerial(pub String);
