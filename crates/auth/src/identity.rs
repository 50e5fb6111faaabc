//! Which floor device a client certificate belongs to, and which certificate it is.

use crate::error::{BadSerial, CertificateError};
use x509_parser::pem::parse_x509_pem;
use x509_parser::prelude::{FromDer, X509Certificate};

/// The longest serial number a certificate may carry (RFC 5280, 4.1.2.2).
const MAX_SERIAL_BYTES: usize = 20;

/// What a client certificate says of its device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceCertificate {
    /// The device id: the subject's Common Name.
    pub device: String,
    /// The serial number, as [`serial_text`] writes it: what a revocation names.
    pub serial: String,
}

/// The device id and serial number of a client certificate (the chain was verified by TLS
/// before; this only reads them).
pub fn device_certificate(certificate_der: &[u8]) -> Result<DeviceCertificate, CertificateError> {
    let (_, certificate) = X509Certificate::from_der(certificate_der)
        .map_err(|error| CertificateError::Unparsable(error.to_string()))?;
    let common_name = certificate
        .subject()
        .iter_common_name()
        .next()
        .ok_or(CertificateError::NoCommonName)?;
    let device = common_name
        .as_str()
        .map_err(|_| CertificateError::NoCommonName)?
        .to_string();
    let serial = serial_text(certificate.raw_serial());
    Ok(DeviceCertificate { device, serial })
}

/// As [`device_certificate`], from the certificate's PEM text (a device's `.crt` file).
pub fn device_certificate_pem(pem_text: &str) -> Result<DeviceCertificate, CertificateError> {
    let (_, pem) = parse_x509_pem(pem_text.as_bytes())
        .map_err(|error| CertificateError::Unparsable(error.to_string()))?;
    device_certificate(&pem.contents)
}

/// A serial number's bytes as lower-case hexadecimal without leading zero bytes (DER pads a
/// serial whose top bit is set with one), so that each certificate has one spelling.
pub fn serial_text(bytes: &[u8]) -> String {
    let significant = bytes
        .iter()
        .position(|byte| *byte != 0)
        .map_or(&bytes[bytes.len().saturating_sub(1)..], |first| {
            &bytes[first..]
        });
    significant
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// A serial number as an operator types it (`4F:0A:…`, `4f0a…`, either case), in the one
/// spelling of [`serial_text`].
pub fn parse_serial(text: &str) -> Result<String, BadSerial> {
    let digits: String = text.trim().chars().filter(|c| *c != ':').collect();
    let bad = || BadSerial(text.to_string());
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(bad());
    }
    // An odd count of digits has a leading zero nibble.
    let padded = if digits.len() % 2 == 1 {
        format!("0{digits}")
    } else {
        digits
    };
    let bytes: Vec<u8> = (0..padded.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(&padded[at..at + 2], 16))
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    let text = serial_text(&bytes);
    if text.len() > 2 * MAX_SERIAL_BYTES {
        return Err(bad());
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test")]
    use super::*;

    #[test]
    fn r11_a_serial_has_one_spelling() {
        assert_eq!(serial_text(&[0x00, 0x8f, 0x01]), "8f01");
        assert_eq!(serial_text(&[0x00]), "00");
        assert_eq!(parse_serial("00:8F:01").unwrap(), "8f01");
        assert_eq!(parse_serial("8f01").unwrap(), "8f01");
        assert_eq!(parse_serial(" f01 ").unwrap(), "0f01");
    }

    #[test]
    fn r11_what_is_not_a_serial_is_refused() {
        for text in ["", ":", "xyz", "12-34", &"ab".repeat(21)] {
            assert!(parse_serial(text).is_err(), "{text}");
        }
    }
}
