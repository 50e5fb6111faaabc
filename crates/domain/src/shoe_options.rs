//! A shoe's options in the studio file, shared by the four games dealt from a shoe (baccarat,
//! punto banco, war, blackjack): `decks = 8` and `shoe_end = { cut_card = 7 }` (or
//! `{ fewer_than = 40 }`). Their ranges are the shoe rule's check, after.

use crate::options::{Configure, OptionError};
use crate::shoe_rule::{ShoeEnd, ShoeRule};
use serde::Deserialize;

/// What ends the shoe, as the studio file writes it: exactly one of the two keys.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShoeEndOption {
    /// Change the shoe after the draw in which fewer than this many cards are left.
    fewer_than: Option<u16>,
    /// A cut card this many cards from the back (208 for four decks).
    cut_card: Option<u16>,
}

impl ShoeEndOption {
    /// The end the option names.
    fn end(&self) -> Result<ShoeEnd, OptionError> {
        match (self.fewer_than, self.cut_card) {
            (Some(below), None) => Ok(ShoeEnd::FewerThan(below)),
            (None, Some(depth)) => Ok(ShoeEnd::CutCard(depth)),
            (Some(_), Some(_)) | (None, None) => Err(OptionError::new(
                "shoe_end takes one of `fewer_than` (cards left) or `cut_card` (cards from the back)",
            )),
        }
    }
}

/// The shoe of `defaults` with the file's `decks` and `shoe_end`, where given.
pub fn shoe_rule(
    decks: Option<u8>,
    end: Option<&ShoeEndOption>,
    defaults: ShoeRule,
) -> Result<ShoeRule, OptionError> {
    Ok(ShoeRule {
        decks: decks.unwrap_or(defaults.decks),
        end: end.map_or(Ok(defaults.end), ShoeEndOption::end)?,
    })
}

/// The options of a game whose only options are its shoe's (baccarat, war).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShoeOptions {
    /// Decks in the shoe, 1 to 8 (default 6).
    decks: Option<u8>,
    /// What ends the shoe (default: fewer than 40 cards left).
    shoe_end: Option<ShoeEndOption>,
}

/// A game configured by its shoe alone.
pub trait ShoeGame: Sized {
    /// The game's shoe.
    fn shoe_rule(&self) -> ShoeRule;
    /// The game with `rule` for its shoe, no shoe loaded.
    fn with_shoe(rule: ShoeRule) -> Self;
}

impl<Rules: ShoeGame> Configure<Rules> for ShoeOptions {
    fn configure(self, defaults: &Rules) -> Result<Rules, OptionError> {
        let rule = shoe_rule(self.decks, self.shoe_end.as_ref(), defaults.shoe_rule())?;
        Ok(Rules::with_shoe(rule))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shoe_end_takes_one_key() {
        let both = ShoeEndOption {
            fewer_than: Some(40),
            cut_card: Some(7),
        };
        assert!(both.end().is_err());
        let cut = ShoeEndOption {
            fewer_than: None,
            cut_card: Some(7),
        };
        assert_eq!(
            shoe_rule(Some(8), Some(&cut), ShoeRule::default()),
            Ok(ShoeRule {
                decks: 8,
                end: ShoeEnd::CutCard(7)
            })
        );
        assert_eq!(
            shoe_rule(None, None, ShoeRule::default()),
            Ok(ShoeRule::default())
        );
    }
}
