//! Floor devices: mutual TLS, the device id read from the client certificate.

use crate::denial::deny;
use livedraw_auth::{device_certificate, Revocations};
use tonic::service::Interceptor;
use tonic::{Code, Request, Status};

/// The ingest service's name, in denial logs.
pub const INGEST: &str = "livedraw.v1.FloorIngest";

/// Who a floor device is, as the [`DeviceGate`] established it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceIdentity {
    /// The subject Common Name of the client certificate the TLS handshake verified against the
    /// studio's CA: the device may post only events carrying this device id.
    Certified(String),
    /// Plaintext demo mode (`[security] plaintext = true`): nobody is verified and the event's
    /// own device id is trusted. Never in the production profile.
    Unverified,
}

impl DeviceIdentity {
    /// The identity the gate put on `request`; a request that did not pass a [`DeviceGate`] has
    /// none and is UNAUTHENTICATED.
    pub fn of<T>(request: &Request<T>) -> Result<DeviceIdentity, Status> {
        request
            .extensions()
            .get::<DeviceIdentity>()
            .cloned()
            .ok_or_else(|| Status::unauthenticated("no device identity: the service is not gated"))
    }

    /// Whether a device with this identity may post an event naming `device`.
    pub fn may_speak_for(&self, device: &str) -> bool {
        match self {
            DeviceIdentity::Certified(certified) => certified == device,
            DeviceIdentity::Unverified => true,
        }
    }
}

/// The ingest service's gate.
#[derive(Clone, Debug)]
pub enum DeviceGate {
    /// A client certificate is required (UNAUTHENTICATED without one, or with one whose serial
    /// is among the revocations); its Common Name is the device id. TLS verified the chain
    /// during the handshake, so a certificate from another CA never gets this far.
    Certificates(Revocations),
    /// Plaintext demo mode: every call is let through as [`DeviceIdentity::Unverified`].
    TrustEvents,
}

impl DeviceGate {
    fn identify(&self, request: &Request<()>) -> Result<DeviceIdentity, String> {
        match self {
            DeviceGate::TrustEvents => Ok(DeviceIdentity::Unverified),
            DeviceGate::Certificates(revocations) => {
                let certificates = request
                    .peer_certs()
                    .ok_or("a floor device must present its client certificate")?;
                let leaf = certificates
                    .first()
                    .ok_or("a floor device must present its client certificate")?;
                let certificate = device_certificate(leaf)
                    .map_err(|error| format!("unusable client certificate: {error}"))?;
                let certificate = revocations
                    .admit_certificate(certificate)
                    .map_err(|error| error.to_string())?;
                Ok(DeviceIdentity::Certified(certificate.device))
            }
        }
    }
}

impl Interceptor for DeviceGate {
    fn call(&mut self, mut request: Request<()>) -> Result<Request<()>, Status> {
        match self.identify(&request) {
            Ok(identity) => {
                request.extensions_mut().insert(identity);
                Ok(request)
            }
            Err(reason) => Err(deny(INGEST, &request, Code::Unauthenticated, reason)),
        }
    }
}
