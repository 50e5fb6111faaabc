//! The security profile: where the studio may listen and whether it may speak plaintext.

use crate::error::StudioError;
use livedraw_studio::{Profile, StudioConfig};

/// What the demo prints before it serves plaintext (`[security] plaintext = true`).
pub const PLAINTEXT_WARNING: &str = "\
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!
!! DEMO PROFILE WITH plaintext = true: gRPC is PLAINTEXT, on localhost only. !!
!! Floor devices are NOT authenticated: ingest trusts the device id each    !!
!! event carries. Anyone on this machine can post floor events.             !!
!! Never run a real studio like this (profile = \"production\" needs TLS).   !!
!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!";

/// Refuses plaintext in production and, in the demo profile, any address off the loopback
/// interface; warns loudly when the demo serves plaintext.
pub fn check(config: &StudioConfig) -> Result<(), StudioError> {
    if config.profile == Profile::Production {
        if config.security.plaintext {
            return Err(StudioError::PlaintextInProduction);
        }
        return Ok(());
    }
    let listen = &config.listen;
    let addresses = [
        ("ingest", listen.ingest),
        ("supervisor", listen.supervisor),
        ("feed", listen.feed),
    ];
    let console = listen.console.map(|address| ("console", address));
    if let Some((service, address)) = addresses
        .into_iter()
        .chain(console)
        .find(|(_, address)| !address.ip().is_loopback())
    {
        return Err(StudioError::OffLoopback { service, address });
    }
    if config.security.plaintext {
        // One line: a log line never spans several (`livedraw run` prints the banner itself).
        tracing::warn!(
            "demo profile serving plaintext gRPC on localhost only: floor devices are not \
             authenticated; never run a real studio like this"
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str = "[[tables]]\nid = \"w\"\ngame = \"wheel\"\n";
    const MATERIAL: &str = "[security]\ntls_cert = \"s.crt\"\ntls_key = \"s.key\"\n\
                            client_ca = \"ca.crt\"\ntoken_public_key = \"token.pub\"\n";

    #[test]
    fn r11_production_may_listen_anywhere_and_never_in_plaintext() {
        let text = format!(
            "profile = \"production\"\n[listen]\ningest = \"0.0.0.0:1\"\n\
             supervisor = \"0.0.0.0:2\"\nfeed = \"0.0.0.0:3\"\n{TABLE}{MATERIAL}"
        );
        let mut config = StudioConfig::parse(&text, "t").expect("parses");
        assert!(check(&config).is_ok());
        config.security.plaintext = true;
        assert!(matches!(
            check(&config),
            Err(StudioError::PlaintextInProduction)
        ));
    }

    #[test]
    fn r11_the_demo_serves_on_loopback_only() {
        let text = format!(
            "[listen]\ningest = \"0.0.0.0:1\"\nsupervisor = \"127.0.0.1:2\"\n\
             feed = \"127.0.0.1:3\"\n{TABLE}"
        );
        let refused = check(&StudioConfig::parse(&text, "t").expect("parses"));
        assert!(matches!(
            refused,
            Err(StudioError::OffLoopback {
                service: "ingest",
                ..
            })
        ));
        let demo = StudioConfig::parse(TABLE, "t").expect("parses");
        assert!(check(&demo).is_ok());
    }
}
