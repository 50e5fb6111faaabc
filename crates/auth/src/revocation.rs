//! The credentials an administrator revoked before they expire: token ids and device
//! certificate serials. The set is filled from the studio's access topic by whoever runs the
//! services, and read by their gates on every call.

use crate::error::{CertificateError, TokenError};
use crate::identity::DeviceCertificate;
use crate::token::Verified;
use std::collections::HashSet;
use std::sync::{Arc, PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// The revoked credentials of one studio instance. Cheap to clone: clones share the set.
#[derive(Clone, Debug, Default)]
pub struct Revocations {
    revoked: Arc<RwLock<Revoked>>,
}

#[derive(Debug, Default)]
struct Revoked {
    tokens: HashSet<String>,
    certificates: HashSet<String>,
}

impl Revocations {
    /// Refuses the token with id `token_id` from now on.
    pub fn revoke_token(&self, token_id: &str) {
        self.write().tokens.insert(token_id.to_string());
    }

    /// Refuses the device certificate with serial `serial` (as [`crate::serial_text`] writes
    /// it) from now on.
    pub fn revoke_certificate(&self, serial: &str) {
        self.write().certificates.insert(serial.to_string());
    }

    /// Whether the token with id `token_id` was revoked.
    pub fn is_token_revoked(&self, token_id: &str) -> bool {
        self.read().tokens.contains(token_id)
    }

    /// A verified token, unless it was revoked.
    pub fn admit_token(&self, verified: Verified) -> Result<Verified, TokenError> {
        if self.is_token_revoked(&verified.token_id) {
            Err(TokenError::Revoked)
        } else {
            Ok(verified)
        }
    }

    /// A device certificate, unless it was revoked.
    pub fn admit_certificate(
        &self,
        certificate: DeviceCertificate,
    ) -> Result<DeviceCertificate, CertificateError> {
        if self.read().certificates.contains(&certificate.serial) {
            Err(CertificateError::Revoked {
                serial: certificate.serial,
            })
        } else {
            Ok(certificate)
        }
    }

    fn read(&self) -> RwLockReadGuard<'_, Revoked> {
        self.revoked.read().unwrap_or_else(PoisonError::into_inner)
    }

    fn write(&self) -> RwLockWriteGuard<'_, Revoked> {
        self.revoked.write().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verified(id: &str) -> Verified {
        Verified {
            token_id: id.into(),
            subject: "alice".into(),
            roles: Vec::new(),
            expires_at: 0,
        }
    }

    #[test]
    fn r4_a_revoked_token_is_refused_and_others_are_not() {
        let revocations = Revocations::default();
        let shared = revocations.clone();
        shared.revoke_token("stolen");
        assert_eq!(
            revocations.admit_token(verified("stolen")),
            Err(TokenError::Revoked)
        );
        assert!(revocations.admit_token(verified("other")).is_ok());
    }

    #[test]
    fn r11_a_revoked_certificate_is_refused_and_others_are_not() {
        let revocations = Revocations::default();
        revocations.revoke_certificate("8f01");
        let certificate = |serial: &str| DeviceCertificate {
            device: "sensor-1".into(),
            serial: serial.into(),
        };
        assert_eq!(
            revocations.admit_certificate(certificate("8f01")),
            Err(CertificateError::Revoked {
                serial: "8f01".into()
            })
        );
        assert!(revocations.admit_certificate(certificate("8f02")).is_ok());
    }
}
