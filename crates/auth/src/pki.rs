//! A studio's certificate authority and what it signs: the server certificate of the gRPC
//! services and the client certificates of floor devices. Keys are ECDSA P-256; new keys take
//! their randomness from the operating system, everything else is computed from the inputs.

use crate::error::PkiError;
use crate::skew::CLOCK_SKEW_SECONDS;
use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose, PKCS_ECDSA_P256_SHA256, PKCS_ED25519,
};
use time::OffsetDateTime;

const DAY_SECONDS: u64 = 86_400;

/// A certificate and its private key, both PEM.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Issued {
    /// The certificate.
    pub certificate_pem: String,
    /// Its private key (PKCS#8).
    pub key_pem: String,
}

/// The studio's certificate authority: signs the server certificate and every device's.
pub struct Authority {
    issued: Issued,
    issuer: Issuer<'static, KeyPair>,
}

impl Authority {
    /// A new self-signed authority named `name`, valid `days` from `now` (seconds since the
    /// Unix epoch).
    pub fn generate(name: &str, now: u64, days: u32) -> Result<Authority, PkiError> {
        let key = new_key()?;
        let mut params = params(name, now, days)?;
        params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let certificate = params
            .self_signed(&key)
            .map_err(|error| rcgen("signing the authority", error))?;
        let issued = Issued {
            certificate_pem: certificate.pem(),
            key_pem: key.serialize_pem(),
        };
        Ok(Authority {
            issued,
            issuer: Issuer::new(params, key),
        })
    }

    /// An authority read back from its certificate and key.
    pub fn from_pem(certificate_pem: &str, key_pem: &str) -> Result<Authority, PkiError> {
        let key = KeyPair::from_pem(key_pem).map_err(|error| rcgen("the CA key", error))?;
        let issuer = Issuer::from_ca_cert_pem(certificate_pem, key)
            .map_err(|error| rcgen("the CA certificate", error))?;
        Ok(Authority {
            issued: Issued {
                certificate_pem: certificate_pem.to_string(),
                key_pem: key_pem.to_string(),
            },
            issuer,
        })
    }

    /// The authority's own certificate and key.
    pub fn issued(&self) -> &Issued {
        &self.issued
    }

    /// A server certificate for `names` (host names or IP addresses, e.g. `localhost`,
    /// `127.0.0.1`), valid `days` from `now`.
    pub fn server(&self, names: &[String], now: u64, days: u32) -> Result<Issued, PkiError> {
        let mut params = params(names.first().map_or("livedraw", String::as_str), now, days)?;
        let alternative = CertificateParams::new(names.to_vec())
            .map_err(|error| rcgen("the server names", error))?;
        params.subject_alt_names = alternative.subject_alt_names;
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        self.sign(params, "the server certificate")
    }

    /// The client certificate of floor device `id` (its subject Common Name), valid `days`
    /// from `now`.
    pub fn device(&self, id: &str, now: u64, days: u32) -> Result<Issued, PkiError> {
        let mut params = params(id, now, days)?;
        params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ClientAuth];
        self.sign(params, "a device certificate")
    }

    fn sign(&self, mut params: CertificateParams, what: &str) -> Result<Issued, PkiError> {
        params.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        params.use_authority_key_identifier_extension = true;
        let key = new_key()?;
        let certificate = params
            .signed_by(&key, &self.issuer)
            .map_err(|error| rcgen(what, error))?;
        Ok(Issued {
            certificate_pem: certificate.pem(),
            key_pem: key.serialize_pem(),
        })
    }
}

/// The Ed25519 key pair that signs (private) and verifies (public) the studio's tokens, PEM
/// (PKCS#8 and SubjectPublicKeyInfo).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenKeys {
    /// Signs tokens: keep it off the studio's servers.
    pub private_pem: String,
    /// Verifies tokens: `[security] token_public_key`.
    pub public_pem: String,
}

impl TokenKeys {
    /// A new key pair.
    pub fn generate() -> Result<TokenKeys, PkiError> {
        let key = KeyPair::generate_for(&PKCS_ED25519)
            .map_err(|error| rcgen("generating an Ed25519 key", error))?;
        Ok(TokenKeys {
            private_pem: key.serialize_pem(),
            public_pem: key.public_key_pem(),
        })
    }
}

fn new_key() -> Result<KeyPair, PkiError> {
    KeyPair::generate_for(&PKCS_ECDSA_P256_SHA256)
        .map_err(|error| rcgen("generating a P-256 key", error))
}

/// Parameters with the subject's Common Name and the validity, nothing else.
fn params(common_name: &str, now: u64, days: u32) -> Result<CertificateParams, PkiError> {
    let mut params = CertificateParams::default();
    params
        .distinguished_name
        .push(DnType::CommonName, common_name);
    // Valid from a little before now, so that a peer whose clock is behind accepts it.
    params.not_before = at(now.saturating_sub(CLOCK_SKEW_SECONDS))?;
    params.not_after = at(now.saturating_add(u64::from(days) * DAY_SECONDS))?;
    Ok(params)
}

fn at(seconds: u64) -> Result<OffsetDateTime, PkiError> {
    i64::try_from(seconds)
        .ok()
        .and_then(|s| OffsetDateTime::from_unix_timestamp(s).ok())
        .ok_or(PkiError::Time(seconds))
}

fn rcgen(what: &str, error: rcgen::Error) -> PkiError {
    PkiError::Rcgen {
        what: what.to_string(),
        reason: error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test")]
    use super::*;
    use crate::identity::{device_certificate, device_certificate_pem};

    const NOW: u64 = 1_750_000_000;

    fn der(pem_text: &str) -> Vec<u8> {
        let (_, pem) = x509_parser::pem::parse_x509_pem(pem_text.as_bytes()).unwrap();
        pem.contents
    }

    #[test]
    fn r11_a_device_certificate_carries_the_device_id_as_its_common_name() {
        let authority = Authority::generate("studio CA", NOW, 10).unwrap();
        let device = authority.device("scanner-7", NOW, 10).unwrap();
        let read = device_certificate(&der(&device.certificate_pem)).unwrap();
        assert_eq!(read.device, "scanner-7");
        assert_eq!(
            device_certificate_pem(&device.certificate_pem).unwrap(),
            read
        );
    }

    #[test]
    fn r11_every_device_certificate_has_its_own_serial() {
        let authority = Authority::generate("studio CA", NOW, 10).unwrap();
        let serial = |id| {
            let issued = authority.device(id, NOW, 10).unwrap();
            device_certificate_pem(&issued.certificate_pem)
                .unwrap()
                .serial
        };
        let (first, again) = (serial("scanner-7"), serial("scanner-7"));
        assert_ne!(first, again);
        assert!(first.len() >= 16, "{first}");
    }

    #[test]
    fn r11_an_authority_read_back_from_pem_signs_like_the_original() {
        let authority = Authority::generate("studio CA", NOW, 10).unwrap();
        let issued = authority.issued().clone();
        let again = Authority::from_pem(&issued.certificate_pem, &issued.key_pem).unwrap();
        let names = ["localhost".to_string(), "127.0.0.1".to_string()];
        let server = again.server(&names, NOW, 10).unwrap();
        assert!(server
            .certificate_pem
            .starts_with("-----BEGIN CERTIFICATE-----"));
        assert!(Authority::from_pem(&issued.certificate_pem, "not a key").is_err());
    }
}
