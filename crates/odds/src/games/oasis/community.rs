//! Version D as Triple Bet Poker: the rules its table's configuration holds.

use crate::error::OddsError;
use livedraw_domain::games::oasis::{BetPaytable, OasisRules};
use livedraw_domain::games::triple_bet::TripleBetRules;

/// Version D's rules as Triple Bet Poker: the bets' paytable (table D) and no bonus lines.
pub fn community_rules(rules: &OasisRules) -> Result<&TripleBetRules, OddsError> {
    match &rules.paytable {
        BetPaytable::Community(community) => Ok(community),
        BetPaytable::Stud(_) | BetPaytable::Deuces(_) => Err(OddsError::OasisStudVersion),
    }
}
