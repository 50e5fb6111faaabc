//! A blackjack table's configuration (blackjack.md, "How a studio runs it"): one version, the
//! shoe's size, the posted blackjack payout, the side game offered, the decision window, and our
//! choices where the rulebook is silent.

use super::settlement::TableOptions;
use super::side_game::SideGame;
use super::version::{Rules, Version};
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::shoe_rule::ShoeRule;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// How one blackjack table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlackjackConfig {
    /// The rulebook's version, posted on the table's sign.
    pub version: Version,
    /// The shoe: 1–8 decks, and what ends it. Flattened, so that snapshots written when the
    /// configuration held only `decks` still read.
    #[serde(flatten)]
    pub shoe: ShoeRule,
    /// The side game offered on every seat, if any.
    pub side_game: Option<SideGame>,
    /// Whether surrender is offered where the rules leave it open (N, O, R, S mention it in
    /// the flow text only; casino, casino-a and casino-b make it optional); ignored for the
    /// other versions, which fix it.
    pub surrender_where_open: bool,
    /// How long a player has to decide a hand, and all seats to answer insurance and even
    /// money.
    pub decision_window: Duration,
    /// The posted blackjack payout and the rulebook's silences (our choices).
    pub options: TableOptions,
}

impl Default for BlackjackConfig {
    /// Version H from six decks, 3:2, no side game, a 10 s window.
    fn default() -> BlackjackConfig {
        BlackjackConfig::of(Version::H)
    }
}

impl BlackjackConfig {
    /// The studio default for `version`: six decks, the version's first posted payout (3:2
    /// where offered), no side game, a 10 s decision window.
    pub fn of(version: Version) -> BlackjackConfig {
        let payouts = version.rules().blackjack_payouts;
        let three_to_two = Payout::hundredths(150);
        let blackjack_pays = if payouts.contains(&three_to_two) {
            three_to_two
        } else {
            payouts.first().copied().unwrap_or(three_to_two)
        };
        BlackjackConfig {
            version,
            shoe: ShoeRule::of_decks(6),
            side_game: None,
            surrender_where_open: false,
            decision_window: Duration::from_secs(10),
            options: TableOptions {
                blackjack_pays,
                twenty_one_pushes_dealer_blackjack: false,
                original_stake_only_under_ace: true,
            },
        }
    }

    /// The version's rules.
    pub fn rules(&self) -> Rules {
        self.version.rules()
    }

    /// Whether the table offers surrender: the version's rule, or the table's choice where the
    /// rulebook leaves it open.
    pub fn surrender(&self) -> bool {
        self.rules().surrender || (self.version.surrender_open() && self.surrender_where_open)
    }

    /// Refuses a shoe outside 1–8 decks or whose end does not fit it, a payout the version
    /// does not post, or a decision window under a second.
    pub fn check(&self) -> Result<(), PaytableError> {
        self.shoe.check()?;
        let posted = self.rules().blackjack_payouts;
        if !posted.contains(&self.options.blackjack_pays) {
            return Err(PaytableError::Layout(format!(
                "version {} does not post a blackjack payout of {}",
                self.version, self.options.blackjack_pays
            )));
        }
        if self.decision_window < Duration::from_secs(1) {
            return Err(PaytableError::Layout(
                "a decision window shorter than a second leaves no time to decide".into(),
            ));
        }
        Ok(())
    }
}
