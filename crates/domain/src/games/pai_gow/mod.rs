//! Pai Gow Poker (pai-gow.md): seven cards from a 53-card deck (52 and a joker) to each seat
//! and to the bank, each set into a 2-card front and a 5-card back whose front may not outrank
//! it; each hand plays the bank's hand of the same size, copies to the bank; the bank sets its
//! cards by the published house way. The pure rules only: no table runs this game yet (no
//! game kind, configuration or registry entry).
//!
//! Layout, one file per idea:
//! - [`card`]: the 53-card deck and its notation (`As`, `Td`, the joker `Jk`);
//! - [`hand`]: a seat's seven cards, distinct;
//! - [`back`]: the five-card back hand's value, with the joker rule, five aces on top and
//!   A-2-3-4-5 the second-highest straight and straight flush;
//! - [`front`]: the two-card front hand's value;
//! - [`setting`]: a setting (front and back) of the seven cards, the foul ("front below
//!   back") and every legal setting;
//! - [`house_way`](mod@house_way): the dealer's setting, every row of the table and every rule of "How to
//!   apply it";
//! - [`settlement`]: a bet settled against the bank, the commission exact and the amount
//!   paid rounded down; the player-banked version's commission on the banker;
//! - [`deal`]: six seats, the deal order and the setting window's default.

pub mod back;
pub mod card;
pub mod deal;
pub mod front;
pub mod hand;
pub mod house_way;
pub mod setting;
pub mod settlement;

pub use back::{BackCategory, BackValue};
pub use card::{parse_cards, PaiGowCard, PaiGowCardParseError, DECK_SIZE};
pub use deal::{deal_order, DealError, SEATS, SETTING_WINDOW};
pub use front::FrontValue;
pub use hand::{HandError, SevenCards, HAND_SIZE};
pub use house_way::{classify, house_way, setting_at_close, Holding, HouseRule, HouseWay};
pub use setting::{
    every_setting, front_below_back, legal_settings, FoulReason, Setting, SettingError,
    SETTINGS_PER_HAND,
};
pub use settlement::{
    banker_round, check_banker, settle, win_less_commission, BankerError, BankerNet, BankerRound,
    Commission, HandOutcome, PaiGowSettlement, Showdown, COMMISSION_PERCENT, WIN_LESS_COMMISSION,
};

#[cfg(test)]
mod tests;
