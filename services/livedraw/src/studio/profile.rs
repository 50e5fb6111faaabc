//! The security profile: what the studio may serve before TLS exists.

use super::StudioError;
use livedraw_studio::{Profile, StudioConfig};

/// What the demo profile prints before it serves anything.
pub const PLAINTEXT_WARNING: &str = "\
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!! DEMO PROFILE: gRPC is PLAINTEXT and UNAUTHENTICATED, on localhost only.  !!
!! Anyone on this machine can post floor events and supervisor commands.    !!
!! Never run a real studio like this (profile = \"production\" needs TLS).   !!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!";

/// Refuses the production profile (no TLS yet) and, in the demo profile, any address off the
/// loopback interface; warns loudly otherwise.
pub fn check(config: &StudioConfig) -> Result<(), StudioError> {
    if config.profile == Profile::Production {
        return Err(StudioError::PlaintextInProduction);
    }
    let listen = &config.listen;
    let addresses = [
        ("ingest", listen.ingest),
        ("supervisor", listen.supervisor),
        ("feed", listen.feed),
    ];
    if let Some((service, address)) = addresses
        .into_iter()
        .find(|(_, address)| !address.ip().is_loopback())
    {
        return Err(StudioError::PlaintextOffLoopback { service, address });
    }
    tracing::warn!("{PLAINTEXT_WARNING}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "[[tables]]\nid = \"w\"\ngame = \"wheel\"\n";

    #[test]
    fn production_is_refused_until_tls_exists() {
        let config = StudioConfig::parse(&format!("profile = \"production\"\n{TABLE}"), "t");
        let refused = check(&config.expect("parses"));
        assert!(matches!(refused, Err(StudioError::PlaintextInProduction)));
    }

    #[test]
    fn the_demo_serves_on_loopback_only() {
        let text = format!(
            "[listen]\ningest = \"0.0.0.0:1\"\nsupervisor = \"127.0.0.1:2\"\n\
             feed = \"127.0.0.1:3\"\n{TABLE}"
        );
        let refused = check(&StudioConfig::parse(&text, "t").expect("parses"));
        assert!(matches!(
            refused,
            Err(StudioError::PlaintextOffLoopback {
                service: "ingest",
                ..
            })
        ));
        let demo = StudioConfig::parse(TABLE, "t").expect("parses");
        assert!(check(&demo).is_ok());
    }
}
