//! Whether every service of the process is serving, for `GET /healthz` (a process without a
//! gRPC port, such as an engine on its own, has no gRPC health to ask).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

/// The serving status of each service of the process. Cheap to clone: clones share it.
#[derive(Clone, Debug, Default)]
pub struct ProcessHealth {
    services: Arc<Mutex<BTreeMap<String, bool>>>,
}

impl ProcessHealth {
    /// Records whether `service` is serving.
    pub fn set(&self, service: &str, serving: bool) {
        self.services
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(service.to_string(), serving);
    }

    /// Whether the process has services and every one of them is serving.
    pub fn serving(&self) -> bool {
        let services = self.services.lock().unwrap_or_else(PoisonError::into_inner);
        !services.is_empty() && services.values().all(|serving| *serving)
    }

    /// Each service and whether it is serving, by name.
    pub fn statuses(&self) -> BTreeMap<String, bool> {
        self.services
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serving_only_when_every_service_is() {
        let health = ProcessHealth::default();
        assert!(!health.serving(), "no service yet");
        health.set("livedraw.v1.Feed", true);
        health.set("engine", false);
        assert!(!health.serving());
        health.set("engine", true);
        assert!(health.serving());
    }
}
