//! A table's game configuration as snapshots hold it. Snapshots written before shoes were
//! configurable hold baccarat's and war's as a bare name (`"Baccarat"`), not with their shoe:
//! both are read, the bare name as the default shoe (six decks, changed below 40 cards).

use crate::games::GameConfig;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Deserializer};

/// A stored configuration, in either form.
#[derive(Deserialize)]
#[serde(untagged)]
enum Stored {
    Current(GameConfig),
    Bare(BareShoeGame),
}

/// Baccarat's and war's configuration before they took a shoe.
#[derive(Deserialize)]
enum BareShoeGame {
    Baccarat,
    War,
}

/// Reads a game configuration in either form.
pub(super) fn deserialize<'de, D>(deserializer: D) -> Result<GameConfig, D::Error>
where
    D: Deserializer<'de>,
{
    Ok(match Stored::deserialize(deserializer)? {
        Stored::Current(config) => config,
        Stored::Bare(BareShoeGame::Baccarat) => GameConfig::Baccarat(ShoeRule::default()),
        Stored::Bare(BareShoeGame::War) => GameConfig::War(ShoeRule::default()),
    })
}

#[cfg(test)]
mod tests {
    use crate::config::TableConfig;
    use crate::games::GameConfig;
    use crate::kind::GameKind;
    use crate::shoe_rule::{ShoeEnd, ShoeRule};

    #[test]
    fn a_snapshot_naming_baccarat_bare_reads_as_the_default_shoe() {
        let config = TableConfig::studio_default(GameConfig::of(GameKind::Baccarat));
        let current = serde_json::to_value(&config).expect("json");
        let mut bare = current.clone();
        bare["game"] = serde_json::json!("Baccarat");
        let read: TableConfig = serde_json::from_value(bare).expect("a bare name");
        assert_eq!(read, config);
        let eight = ShoeRule {
            decks: 8,
            end: ShoeEnd::CutCard(7),
        };
        let config = TableConfig::studio_default(GameConfig::Baccarat(eight));
        let json = serde_json::to_value(&config).expect("json");
        let read: TableConfig = serde_json::from_value(json).expect("the current form");
        assert_eq!(read, config);
    }
}
