//! The rules configuration a table runs by: its own settings ([`TableSpec::table_config`]) and
//! what the studio adds from outside the table's section: the floor devices bound to it, how
//! long each may stay silent before the table is suspended, and how long a settled draw may be
//! corrected (operations.md).

use crate::error::ConfigError;
use crate::studio::StudioConfig;
use crate::table::TableSpec;
use livedraw_domain::{DeviceName, TableConfig};
use std::time::Duration;

impl StudioConfig {
    /// The configuration `table` runs by: its settings, the devices bound to it, and its
    /// silence limit (the table's `device_silence_seconds`, else `[engine]`'s).
    pub fn table_rules(&self, table: &TableSpec) -> Result<TableConfig, ConfigError> {
        let mut config = table.table_config()?;
        let seconds = table
            .device_silence_seconds
            .unwrap_or(self.engine.device_silence_seconds);
        if seconds == 0 {
            return Err(ConfigError::invalid(
                format!("table {}", table.id),
                "device_silence_seconds must be at least 1",
            ));
        }
        config.device_silence = Duration::from_secs(seconds);
        if self.engine.correction_window_hours == 0 {
            return Err(ConfigError::invalid(
                "[engine]",
                "correction_window_hours must be at least 1",
            ));
        }
        config.correction_window = Duration::from_secs(self.engine.correction_window_hours * 3600);
        config.devices = self
            .devices
            .iter()
            .filter(|device| device.tables.contains(&table.id))
            .map(|device| {
                DeviceName::new(&device.id).map_err(|error| {
                    ConfigError::invalid(format!("device {}", device.id), error.to_string())
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(config)
    }
}
