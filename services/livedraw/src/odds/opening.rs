//! The games without flags of their own (`livedraw odds wheel`, `livedraw odds lotto7-42`,
//! …): one subcommand for each game the flagged subcommands (`Flagged` and `House`, given by
//! the parent) do not have, named by the game's stable name and priced from the state a table of it opens
//! with, under its default configuration. A new game without flags needs nothing here.

use clap::error::ErrorKind;
use clap::{ArgMatches, Command, FromArgMatches, Subcommand};
use livedraw_domain::games::Game;
use livedraw_domain::{GameConfig, GameKind};
use livedraw_odds::TableState;
use std::marker::PhantomData;

/// A game priced from its opening state, one of those neither `Flagged` nor `House` has a
/// subcommand for.
pub(super) struct Opening<Flagged, House>(GameKind, PhantomData<(Flagged, House)>);

impl<Flagged: Subcommand, House: Subcommand> Opening<Flagged, House> {
    /// Every game without a flagged subcommand, in `GameKind::ALL`'s order.
    fn kinds() -> impl Iterator<Item = GameKind> {
        GameKind::ALL.into_iter().filter(|kind| {
            !Flagged::has_subcommand(kind.name()) && !House::has_subcommand(kind.name())
        })
    }

    /// The game without flags named `name`.
    fn named(name: &str) -> Option<GameKind> {
        Self::kinds().find(|kind| kind.name() == name)
    }

    /// The state a table of the game opens with, under its default configuration.
    pub(super) fn state(&self) -> anyhow::Result<TableState> {
        Ok(TableState::capture(&Game::new(&GameConfig::of(self.0)))?)
    }
}

impl<Flagged: Subcommand, House: Subcommand> FromArgMatches for Opening<Flagged, House> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, _)) = matches.remove_subcommand() else {
            return Err(clap::Error::raw(
                ErrorKind::MissingSubcommand,
                "a subcommand is required but one was not provided",
            ));
        };
        Opening::<Flagged, House>::named(&name)
            .map(|kind| Opening(kind, PhantomData))
            .ok_or_else(|| {
                clap::Error::raw(
                    ErrorKind::InvalidSubcommand,
                    format!("the subcommand '{name}' wasn't recognized"),
                )
            })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<Flagged: Subcommand, House: Subcommand> Subcommand for Opening<Flagged, House> {
    fn augment_subcommands(command: Command) -> Command {
        Self::kinds().fold(command, |command, kind| {
            command.subcommand(Command::new(kind.name()).about(kind.title()))
        })
    }

    fn augment_subcommands_for_update(command: Command) -> Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        Self::named(name).is_some()
    }
}
