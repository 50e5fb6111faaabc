//! Who gives a command, and whether they may (R4).

use crate::refusal::Refusal;
use livedraw_protocol::journal::MAX_NAME;
use tonic::metadata::MetadataMap;

/// Metadata naming the caller, until connections are authenticated.
pub const SUBJECT_HEADER: &str = "x-livedraw-subject";
/// Metadata naming the caller's role.
pub const ROLE_HEADER: &str = "x-livedraw-role";

/// Roles that may command tables.
const ROLES: [&str; 2] = ["supervisor", "admin"];

/// An identified caller in a role that may command tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Who.
    pub subject: String,
    /// In which role.
    pub role: String,
}

impl Caller {
    /// The caller named by the request's metadata: UNAUTHENTICATED without a usable identity,
    /// PERMISSION_DENIED in a role other than `supervisor` or `admin`.
    pub fn from_metadata(metadata: &MetadataMap) -> Result<Caller, Refusal> {
        let subject = name(metadata, SUBJECT_HEADER)?;
        let role = name(metadata, ROLE_HEADER)?;
        if !ROLES.contains(&role.as_str()) {
            return Err(Refusal::RoleNotAllowed { subject, role });
        }
        Ok(Caller { subject, role })
    }
}

fn name(metadata: &MetadataMap, header: &'static str) -> Result<String, Refusal> {
    let value = metadata
        .get(header)
        .ok_or(Refusal::Unauthenticated { header })?;
    let text = value
        .to_str()
        .map_err(|_| Refusal::Unauthenticated { header })?
        .trim();
    let usable = !text.is_empty()
        && text.chars().count() <= MAX_NAME
        && text.chars().all(|c| c.is_ascii_graphic());
    if usable {
        Ok(text.to_string())
    } else {
        Err(Refusal::Unauthenticated { header })
    }
}
