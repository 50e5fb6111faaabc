//! Pai Gow Poker's rules against pai-gow.md, one test per rule, by file.

mod cards;
mod house_way;
mod ranking;
mod setting;
mod settlement;
mod support;
