//! The browser console (docs/console.md): a page for shift supervisors and a page for betting
//! frontend developers, served over HTTPS (plain HTTP when the demo runs plaintext) at
//! `[listen] console`, beside the supervisor service.
//!
//! The console holds no authority of its own. A person signs in with their token (the same
//! signed tokens and roles as the gRPC API); the console verifies it, keeps it in an HttpOnly,
//! SameSite=Strict cookie, and makes every call to the studio's `Supervisor` and `Feed` gRPC
//! services with that token, so the services' gates decide and every action is journaled and
//! audited exactly as the CLI's are.
//!
//! - `routes`: the HTTP routes (pages, JSON, CSV, server-sent events).
//! - `session`: signing in, the cookie, and which roles each page needs.
//! - `live`: the live board: table statuses and feed events pushed as server-sent events.
//! - `actions`: cancel, resolve, pause, resume; a repeated action id gets the first verdict.
//! - `records`: results history, outcome statistics, audit trail and incidents, as JSON or
//!   CSV.
//! - `view`: the JSON shapes of the studio's messages.
//! - `guard`: the security headers on every response, and the `Origin` check of every action.
//! - `serve`: the HTTPS server.
//! - `options`: what the console needs to run ([`ConsoleOptions`], [`ServerPem`]).
//! - `assets`: the pages, scripts and style sheet (`assets/`), built into the binary.
//! - `upstream`: the gRPC channels to the studio, with the signed-in person's token.
//! - `problem`: errors as HTTP answers.
//!
//! The studio process (`livedraw-allinone`) starts it with a [`ConsoleOptions`], its
//! [`ServerPem`] the servers' own.

mod actions;
mod assets;
mod guard;
mod live;
mod options;
mod problem;
mod records;
mod routes;
mod serve;
mod session;
mod upstream;
mod view;

pub use options::{ConsoleOptions, ServerPem};
pub use serve::{Console, ConsoleError};
