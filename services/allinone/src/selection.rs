//! Which services one process runs (`livedraw run --services engine`): all of them by default,
//! or a few, so that each can run as its own process on a shared Kafka log.

use std::fmt;
use std::str::FromStr;

/// The services a process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Services {
    /// Floor-facing `FloorIngest`.
    pub ingest: bool,
    /// The table runtime.
    pub engine: bool,
    /// Supervisor-facing `Supervisor`.
    pub supervisor: bool,
    /// Frontend-facing `Feed`.
    pub feed: bool,
}

impl Services {
    /// Every service: the all-in-one studio.
    pub const ALL: Services = Services {
        ingest: true,
        engine: true,
        supervisor: true,
        feed: true,
    };

    /// The names of the services run, in a fixed order.
    pub fn names(&self) -> Vec<&'static str> {
        [
            ("ingest", self.ingest),
            ("engine", self.engine),
            ("supervisor", self.supervisor),
            ("feed", self.feed),
        ]
        .into_iter()
        .filter_map(|(name, on)| on.then_some(name))
        .collect()
    }
}

impl Default for Services {
    fn default() -> Self {
        Services::ALL
    }
}

impl fmt::Display for Services {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.names().join(","))
    }
}

/// A `--services` list naming an unknown service, or none.
#[derive(Debug, thiserror::Error)]
#[error("{0}: expected a comma-separated list of ingest, engine, supervisor, feed")]
pub struct UnknownService(String);

impl FromStr for Services {
    type Err = UnknownService;

    fn from_str(list: &str) -> Result<Services, UnknownService> {
        let mut services = Services {
            ingest: false,
            engine: false,
            supervisor: false,
            feed: false,
        };
        for name in list.split(',').map(str::trim) {
            let slot = match name {
                "ingest" => &mut services.ingest,
                "engine" => &mut services.engine,
                "supervisor" => &mut services.supervisor,
                "feed" => &mut services.feed,
                _ => return Err(UnknownService(format!("unknown service `{name}`"))),
            };
            *slot = true;
        }
        Ok(services)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_names_the_services_a_process_runs() {
        let engine: Services = "engine".parse().expect("valid");
        assert_eq!(engine.names(), ["engine"]);
        let two: Services = "feed, ingest".parse().expect("valid");
        assert_eq!(two.to_string(), "ingest,feed");
        assert_eq!(
            "ingest,engine,supervisor,feed".parse::<Services>().ok(),
            Some(Services::ALL)
        );
        assert!("engine,odds".parse::<Services>().is_err());
        assert!("".parse::<Services>().is_err());
    }
}
