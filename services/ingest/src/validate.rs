//! Who may post what: the event names the device the client certificate identifies, the
//! table exists, the device is known, bound to it and allowed the event's kind, and the event
//! belongs to the table's game and fits its equipment (the rules' screen).

use crate::error::IngestError;
use crate::refusal::Refusal;
use livedraw_domain::games::Game;
use livedraw_gate::DeviceIdentity;
use livedraw_protocol::floor_event::{FloorEnvelope, FloorInput};
use livedraw_studio::StudioConfig;
use std::collections::HashMap;
use std::sync::Arc;

/// The event kind a device's configuration names for heartbeats.
pub const HEARTBEAT: &str = "device_heartbeat";

/// The studio's tables and devices, as the checks need them.
pub struct Admission {
    config: Arc<StudioConfig>,
    /// Each table's game as configured, for its kind and its screen of events.
    games: HashMap<String, Game>,
}

impl Admission {
    /// The checks for `config`; fails if a table names no known game.
    pub fn new(config: Arc<StudioConfig>) -> Result<Admission, IngestError> {
        let games = config
            .tables
            .iter()
            .map(|table| {
                table
                    .table_config()
                    .map(|config| (table.id.clone(), Game::new(&config.game)))
                    .map_err(|error| IngestError::Config {
                        table: table.id.clone(),
                        problem: error.to_string(),
                    })
            })
            .collect::<Result<_, _>>()?;
        Ok(Admission { config, games })
    }

    /// Whether a device with `identity` may watch `table`: a certified device only a table it
    /// is bound to.
    pub fn may_watch(&self, identity: &DeviceIdentity, table: &str) -> Result<(), Refusal> {
        let DeviceIdentity::Certified(device) = identity else {
            return Ok(());
        };
        match self.config.device(device) {
            None => Err(Refusal::UnknownDevice(device.clone())),
            Some(spec) if spec.tables.iter().any(|bound| bound == table) => Ok(()),
            Some(_) => Err(Refusal::NotBound {
                device: device.clone(),
                table: table.to_string(),
            }),
        }
    }

    /// Whether `table` is one of the studio's.
    pub fn table_exists(&self, table: &str) -> bool {
        self.games.contains_key(table)
    }

    /// Checks, in order: the caller's identity, table, device, binding, kind, game. Returns
    /// the event's kind.
    pub fn check(
        &self,
        identity: &DeviceIdentity,
        event: &FloorEnvelope,
    ) -> Result<&'static str, Refusal> {
        let table = event.table.as_str();
        let device = event.device.as_str();
        if let DeviceIdentity::Certified(certified) = identity {
            if certified != device {
                return Err(Refusal::NotTheDevice {
                    certified: certified.clone(),
                    claimed: device.to_string(),
                });
            }
        }
        let game = self
            .games
            .get(table)
            .ok_or_else(|| Refusal::UnknownTable(table.to_string()))?;
        let spec = self
            .config
            .device(device)
            .ok_or_else(|| Refusal::UnknownDevice(device.to_string()))?;
        if !spec.tables.iter().any(|bound| bound == table) {
            return Err(Refusal::NotBound {
                device: device.to_string(),
                table: table.to_string(),
            });
        }
        let kind = match &event.input {
            FloorInput::Heartbeat => HEARTBEAT,
            FloorInput::Observation(observation) => observation.kind(),
        };
        if !spec.may_post(table, kind) {
            return Err(Refusal::KindNotAllowed {
                device: device.to_string(),
                kind,
            });
        }
        let FloorInput::Observation(observation) = &event.input else {
            return Ok(kind);
        };
        if !game.kind().takes(kind) {
            return Err(Refusal::WrongGame {
                game: game.kind(),
                kind,
            });
        }
        game.rules()
            .screen(observation)
            .map_err(|reason| Refusal::NotForThisTable {
                table: table.to_string(),
                reason,
            })?;
        Ok(kind)
    }
}
