//! A blackjack table's seat players: who bets in a draw ([`SeatBets`]), and what each decides
//! in a window. They play as people do online: mostly sensible, some late (the window closes
//! and the default applies), some illegal (a double on three cards, a split of no pair, a
//! seat without a bet), which the table refuses.

use crate::faults::Faults;
use crate::games::seat_bets::SeatBets;
use crate::rng::Rng;
use livedraw_domain::games::blackjack::{Action, Choice, PlayerDecision, Window, SEATS};
use livedraw_domain::Timestamp;
use std::collections::BTreeMap;

/// The players of one table.
#[derive(Clone, Debug, Default)]
pub(crate) struct SeatPlayers {
    /// Who bets on which seat, and the requests sent.
    pub(crate) bets: SeatBets,
    /// The window being answered and how many decisions were sent in it.
    window: Option<(Window, Timestamp, u8)>,
    /// Hits taken per (seat, hand) this draw.
    hits: BTreeMap<(u8, u8), u8>,
}

impl SeatPlayers {
    /// A new draw: each seat is taken with a chance, and at least one.
    pub(crate) fn new_draw(&mut self, rng: &mut Rng) {
        self.bets.new_draw(SEATS, rng);
        self.window = None;
        self.hits.clear();
    }

    /// The next bet while betting is open (see [`SeatBets::bet`]).
    pub(crate) fn bet(&mut self, rng: &mut Rng, faults: &mut Faults) -> Option<PlayerDecision> {
        self.bets.bet(rng, faults)
    }

    /// A decision in `window`, or `None` to let it close (late: the default applies). After
    /// three decisions in one window (some refused) the players wait it out.
    pub(crate) fn decide(
        &mut self,
        window: Window,
        closes_at: Timestamp,
        rng: &mut Rng,
        faults: &mut Faults,
    ) -> Option<PlayerDecision> {
        let sent = match self.window {
            Some((open, closing, sent)) if open == window && closing == closes_at => sent,
            _ => 0,
        };
        if sent >= 3 || faults.strike(rng, 1.0 / 2.0) {
            return None;
        }
        self.window = Some((window, closes_at, sent + 1));
        match window {
            Window::Offer => self.answer_offer(rng),
            Window::Hand { seat, hand } => Some(self.play(seat, hand, rng, faults)),
        }
    }

    /// Insurance or even money from a seated player; some decline by waiting.
    fn answer_offer(&mut self, rng: &mut Rng) -> Option<PlayerDecision> {
        let seated = self.bets.seated();
        let seat = *seated.get(rng.below(seated.len().max(1)))?;
        let action = match rng.below(3) {
            0 => Action::Insurance { hundredths: 50 },
            1 => Action::EvenMoney,
            _ => return None,
        };
        Some(PlayerDecision {
            seat,
            hand: 1,
            choice: Choice::Act(action),
        })
    }

    /// An action on the hand whose window is open: mostly stand or hit (hitting less after
    /// each hit), sometimes double, split or surrender (refused where the rules forbid it).
    fn play(&mut self, seat: u8, hand: u8, rng: &mut Rng, faults: &mut Faults) -> PlayerDecision {
        let hits = self.hits.get(&(seat, hand)).copied().unwrap_or(0);
        // Out of 100: a hit band that narrows with each hit, then 8 doubles, 6 splits and 3
        // surrenders; the rest stand.
        let hit = 40 / (usize::from(hits) + 1);
        let action = match rng.below(100) {
            _ if faults.strike(rng, 1.0 / 4.0) => Action::Double,
            roll if roll < hit => Action::Hit,
            roll if roll < hit + 8 => Action::Double,
            roll if roll < hit + 14 => Action::Split,
            roll if roll < hit + 17 => Action::Surrender,
            _ => Action::Stand,
        };
        if action == Action::Hit {
            *self.hits.entry((seat, hand)).or_default() += 1;
        }
        PlayerDecision {
            seat,
            hand,
            choice: Choice::Act(action),
        }
    }
}
