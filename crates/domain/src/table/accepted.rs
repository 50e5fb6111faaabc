//! The players' decisions a table accepted in the draw in progress, as snapshots hold them.
//! Snapshots written before decisions were studio-wide hold blackjack's decision bare, not as
//! [`PlayerDecision::Blackjack`]: both are read.

use crate::games::blackjack::choice::PlayerDecision as BlackjackDecision;
use crate::player::PlayerDecision;
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// A stored decision, in either form.
#[derive(Deserialize)]
#[serde(untagged)]
enum Stored {
    Studio(PlayerDecision),
    Blackjack(BlackjackDecision),
}

/// Reads the accepted decisions by request id, in either form.
pub(super) fn deserialize<'de, D>(
    deserializer: D,
) -> Result<BTreeMap<String, PlayerDecision>, D::Error>
where
    D: Deserializer<'de>,
{
    let stored = BTreeMap::<String, Stored>::deserialize(deserializer)?;
    let decision = |stored| match stored {
        Stored::Studio(decision) => decision,
        Stored::Blackjack(decision) => PlayerDecision::Blackjack(decision),
    };
    Ok(stored
        .into_iter()
        .map(|(request, stored)| (request, decision(stored)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blackjack::choice::Choice;

    #[derive(Deserialize)]
    struct Snapshot {
        #[serde(deserialize_with = "deserialize")]
        accepted: BTreeMap<String, PlayerDecision>,
    }

    #[test]
    fn a_bare_blackjack_decision_and_a_studio_one_are_both_read() {
        let json = r#"{"accepted": {
            "old": {"seat": 3, "hand": 1, "choice": "Bet"},
            "new": {"Blackjack": {"seat": 4, "hand": 1, "choice": "Bet"}}
        }}"#;
        let snapshot: Snapshot = serde_json::from_str(json).expect("read");
        let bet = |seat| {
            PlayerDecision::Blackjack(BlackjackDecision {
                seat,
                hand: 1,
                choice: Choice::Bet,
            })
        };
        assert_eq!(snapshot.accepted["old"], bet(3));
        assert_eq!(snapshot.accepted["new"], bet(4));
    }
}
