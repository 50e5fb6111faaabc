//! Which floor device a client certificate belongs to.

use crate::error::CertificateError;
use x509_parser::prelude::{FromDer, X509Certificate};

/// The device id of a client certificate: its subject's Common Name (the chain was verified by
/// TLS before; this only reads the name).
pub fn device_identity(certificate_der: &[u8]) -> Result<String, CertificateError> {
    let (_, certificate) = X509Certificate::from_der(certificate_der)
        .map_err(|error| CertificateError::Unparsable(error.to_string()))?;
    let common_name = certificate
        .subject()
        .iter_common_name()
        .next()
        .ok_or(CertificateError::NoCommonName)?;
    let name = common_name
        .as_str()
        .map_err(|_| CertificateError::NoCommonName)?;
    Ok(name.to_string())
}
