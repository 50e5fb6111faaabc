//! Poker hand rankings shared by the games that use them: the best five of five to seven cards
//! ([`five_card`]: Bet on Poker, and the hold'em games against the house) and three-card hands
//! ([`three_card`]: Three Card Poker, Fast Poker), each hand's value one number whose order is
//! the hands' order (three-card-and-holdem.md, "Hand rankings"); the kinds of two hole cards
//! the hold'em games' bonus boxes pay ([`hole_cards`]); and a paytable by any of them
//! ([`paytable`]); a progressive box's paytable of prizes from the operator's pot
//! ([`progressive`]); how many five- and seven-card hands of a deck fall in each category
//! ([`category_counts`]).

pub mod category_counts;
pub mod five_card;
pub mod hole_cards;
pub mod paytable;
pub mod progressive;
pub mod three_card;
