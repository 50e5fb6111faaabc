//! One deal at a blackjack table (blackjack.md, "How a studio runs it"): the seats with a bet,
//! the initial deal, the insurance and even-money offer, the peek, a decision window per hand
//! in dealing order, and the dealer's draw. The deal says which card it expects where, so the
//! backend directs the dealer; the table's clock closes its windows.

use super::actions::{check, Action, Refusal};
use super::config::BlackjackConfig;
use super::hand::{dealer_draws, is_blackjack, Total};
use super::seat::{Offer, Seat, SeatHand, SEATS};
use super::version::{DealerCards, Rules};
use super::window::Window;
use crate::card::{Card, Rank};
use crate::decision::{Decision, DrawNumber};
use crate::player::{DecisionWindow, PlayerAction};
use crate::position::Position;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Turn {
    /// Bets are placed on seats.
    Betting,
    /// One card to each seat, one to the dealer, a second to each seat (and, where both the
    /// dealer's cards are face up, a second to the dealer).
    InitialDeal,
    /// Insurance and even money are offered until `closes_at`.
    Offer {
        /// When the window closes.
        closes_at: Timestamp,
    },
    /// The dealer checks the hole card under an ace (N, O, R, S, live), or under an ace or a
    /// ten (casino-a).
    Peek,
    /// A hand plays: a window until `closes_at`, or `None` while its card is on the way.
    Hand {
        /// Index into the seats with a bet.
        seat: usize,
        /// Index into the seat's hands.
        hand: usize,
        /// When the window closes.
        closes_at: Option<Timestamp>,
    },
    /// The dealer draws.
    Dealer,
    /// The deal is complete.
    Over,
}

/// The cards, seats and turn of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    seats: Vec<Seat>,
    dealer: Vec<Card>,
    turn: Turn,
    /// The dealer's cards in the initial deal: 1, or 2 where both are face up (casino-b).
    #[serde(default = "one")]
    dealer_initial: usize,
}

/// The dealer's initial cards where none is dealt face up beside the up card.
fn one() -> usize {
    1
}

impl Default for Deal {
    fn default() -> Deal {
        Deal {
            seats: Vec::new(),
            dealer: Vec::new(),
            turn: Turn::Betting,
            dealer_initial: 1,
        }
    }
}

impl Deal {
    /// The seats with a bet, by number.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The dealer's cards, the up card first.
    pub fn dealer(&self) -> &[Card] {
        &self.dealer
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// The window open now and when it closes.
    pub fn window(&self) -> Option<(Window, Timestamp)> {
        match self.turn {
            Turn::Offer { closes_at } => Some((Window::Offer, closes_at)),
            Turn::Hand {
                seat,
                hand,
                closes_at: Some(closes_at),
            } => Some((self.hand_window(seat, hand), closes_at)),
            Turn::Betting
            | Turn::InitialDeal
            | Turn::Peek
            | Turn::Hand {
                closes_at: None, ..
            }
            | Turn::Dealer
            | Turn::Over => None,
        }
    }

    /// Where the next card goes; `None` while players decide or after the last card.
    pub fn expected_card(&self) -> Option<Position> {
        match self.turn {
            Turn::InitialDeal => Some(self.initial_deal_place()),
            Turn::Peek | Turn::Dealer => Some(Position::Dealer),
            Turn::Hand {
                seat,
                hand,
                closes_at: None,
            } => Some(self.place(seat, hand)),
            Turn::Betting | Turn::Offer { .. } | Turn::Hand { .. } | Turn::Over => None,
        }
    }

    /// A bet on `seat` while betting is open.
    pub fn bet(&mut self, seat: u8) -> Result<(), Refusal> {
        if !(1..=SEATS).contains(&seat) {
            return Err(Refusal::NoSuchSeat(seat));
        }
        if self.turn != Turn::Betting {
            return Err(Refusal::BettingClosed);
        }
        match self.seats.binary_search_by_key(&seat, |taken| taken.number) {
            Ok(_) => Err(Refusal::AlreadyBet(seat)),
            Err(at) => {
                self.seats.insert(at, Seat::new(seat));
                Ok(())
            }
        }
    }

    /// Betting closed: the dealer deals under `rules` (both the dealer's cards in the initial
    /// deal where they are face up), or, with no seat bet, the deal is over at once.
    pub fn close_betting(&mut self, rules: &Rules) {
        self.dealer_initial = match rules.dealer_cards {
            DealerCards::BothUp => 2,
            DealerCards::NoHoleCard
            | DealerCards::HoleCard { .. }
            | DealerCards::HoleCardPeekUnderAceAndTen => 1,
        };
        self.turn = if self.seats.is_empty() {
            Turn::Over
        } else {
            Turn::InitialDeal
        };
    }

    /// Places `card` where the deal expected it, at `at`, and moves the turn on.
    pub fn place_card(
        &mut self,
        card: Card,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        match self.turn {
            Turn::InitialDeal => self.initial_card(card),
            Turn::Peek | Turn::Dealer => self.dealer.push(card),
            Turn::Hand { seat, hand, .. } => self.seats[seat].hands[hand].cards.push(card),
            Turn::Betting | Turn::Offer { .. } | Turn::Over => return Vec::new(),
        }
        self.advance(config, draw, at)
    }

    /// The dealer found no blackjack under the up card (N, O, R, S, casino-a, live): the hands
    /// play.
    pub fn hole_card_checked(
        &mut self,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Option<Vec<Decision>> {
        if self.turn != Turn::Peek {
            return None;
        }
        let mut decisions = vec![Decision::HoleCardChecked { draw }];
        self.turn = Turn::Hand {
            seat: 0,
            hand: 0,
            closes_at: None,
        };
        decisions.extend(self.next_hand(0, 0, config, draw, at));
        Some(decisions)
    }

    /// Applies the seat holder's `action` on `seat`'s hand `hand` at `at`; refused with the
    /// reason when it is not the seat's turn or the rules do not allow it.
    pub fn act(
        &mut self,
        seat: u8,
        hand: u8,
        action: Action,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Result<Vec<Decision>, Refusal> {
        let index = self.seat_index(seat)?;
        if self.seats[index].hand(hand).is_none() {
            return Err(Refusal::NoSuchHand { seat, hand });
        }
        self.judge(index, hand, action, config)?;
        let decided = Decision::PlayerDecided {
            draw,
            seat,
            hand,
            action: PlayerAction::Blackjack(action),
            by_default: false,
        };
        let mut decisions = vec![decided];
        match self.turn {
            Turn::Offer { .. } => {
                decisions.extend(self.answer_offer(index, action, config, draw, at))
            }
            Turn::Betting
            | Turn::InitialDeal
            | Turn::Peek
            | Turn::Hand { .. }
            | Turn::Dealer
            | Turn::Over => {
                decisions.extend(self.play(index, usize::from(hand) - 1, action, config, draw, at))
            }
        }
        Ok(decisions)
    }

    /// The open window's time ran out at `at`: its defaults apply (insurance and even money
    /// declined; stand).
    pub fn window_closed(
        &mut self,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        match self.turn {
            Turn::Offer { .. } => {
                let mut decisions = Vec::new();
                for seat in self.seats.iter_mut().filter(|seat| !seat.answered_offer) {
                    seat.answered_offer = true;
                }
                decisions.extend(self.after_offer(config, draw, at));
                decisions
            }
            Turn::Hand {
                seat,
                hand,
                closes_at: Some(_),
            } => {
                let number = self.seats[seat].number;
                let mut decisions = vec![Decision::PlayerDecided {
                    draw,
                    seat: number,
                    hand: hand_number(hand),
                    action: PlayerAction::Blackjack(Action::Stand),
                    by_default: true,
                }];
                decisions.extend(self.play(seat, hand, Action::Stand, config, draw, at));
                decisions
            }
            Turn::Betting
            | Turn::InitialDeal
            | Turn::Peek
            | Turn::Hand {
                closes_at: None, ..
            }
            | Turn::Dealer
            | Turn::Over => Vec::new(),
        }
    }

    /// What the offer window offers `seat` after the initial deal: insurance under an ace to
    /// a hand that is no blackjack, even money to a blackjack under the up cards the version
    /// names.
    fn offer_to(&self, seat: &Seat, config: &BlackjackConfig) -> Option<Offer> {
        let up = self.up_card()?;
        let ranks = seat.first().ranks();
        let state = seat.state(1, &ranks)?;
        let allowed = |action| check(&config.rules(), false, &state, up, action).is_ok();
        if allowed(Action::EvenMoney) {
            Some(Offer::EvenMoney)
        } else {
            allowed(Action::Insurance { hundredths: 50 }).then_some(Offer::Insurance)
        }
    }

    fn up_card(&self) -> Option<Rank> {
        self.dealer.first().map(|card| card.rank())
    }

    fn seat_index(&self, seat: u8) -> Result<usize, Refusal> {
        if !(1..=SEATS).contains(&seat) {
            return Err(Refusal::NoSuchSeat(seat));
        }
        self.seats
            .binary_search_by_key(&seat, |taken| taken.number)
            .map_err(|_| Refusal::NoBet(seat))
    }

    /// Whether `action` is the seat's to take now and the rules allow it.
    fn judge(
        &self,
        index: usize,
        hand: u8,
        action: Action,
        config: &BlackjackConfig,
    ) -> Result<(), Refusal> {
        let seat = &self.seats[index];
        let offer = matches!(action, Action::Insurance { .. } | Action::EvenMoney);
        match self.turn {
            Turn::Offer { .. } if !offer => return Err(Refusal::NotYourTurn),
            Turn::Offer { .. } if hand != 1 => return Err(Refusal::NotYourTurn),
            Turn::Offer { .. } if seat.answered_offer => return Err(Refusal::AlreadyAnswered),
            Turn::Offer { .. } => {}
            Turn::Betting
            | Turn::InitialDeal
            | Turn::Peek
            | Turn::Hand { .. }
            | Turn::Dealer
            | Turn::Over
                if offer =>
            {
                return Err(Refusal::WindowClosed)
            }
            Turn::Hand {
                seat: turn_seat,
                hand: turn_hand,
                closes_at: Some(_),
            } if turn_seat == index && hand_number(turn_hand) == hand => {}
            Turn::Hand { .. } | Turn::InitialDeal | Turn::Peek => return Err(Refusal::NotYourTurn),
            Turn::Betting | Turn::Dealer | Turn::Over => return Err(Refusal::WindowClosed),
        }
        let up = self.up_card().ok_or(Refusal::NotYourTurn)?;
        let ranks = seat.hand(hand).map(SeatHand::ranks).unwrap_or_default();
        let state = seat.state(hand, &ranks).ok_or(Refusal::NoSuchHand {
            seat: seat.number,
            hand,
        })?;
        check(&config.rules(), config.surrender(), &state, up, action)
    }

    /// The seat holder's answer to the offer; the window closes early once every seat
    /// offered has answered.
    fn answer_offer(
        &mut self,
        index: usize,
        action: Action,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        let seat = &mut self.seats[index];
        seat.answered_offer = true;
        match action {
            Action::Insurance { hundredths } => seat.insurance = Some(hundredths),
            _ => seat.even_money = true,
        }
        let waiting = self
            .seats
            .iter()
            .any(|seat| !seat.answered_offer && seat.offer.is_some());
        if waiting {
            Vec::new()
        } else {
            self.after_offer(config, draw, at)
        }
    }

    /// `action` on the hand whose window is open.
    fn play(
        &mut self,
        seat: usize,
        hand: usize,
        action: Action,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        let played = &mut self.seats[seat].hands[hand];
        match action {
            Action::Stand => played.stood = true,
            Action::Surrender => played.surrendered = true,
            Action::Double => played.doubled = true,
            Action::Split => self.split(seat, hand),
            Action::Hit | Action::Insurance { .. } | Action::EvenMoney => {}
        }
        self.turn = Turn::Hand {
            seat,
            hand,
            closes_at: None,
        };
        if action == Action::Hit {
            // The hand waits for its card; its next window opens when the card is placed.
            return Vec::new();
        }
        self.next_hand(seat, hand, config, draw, at)
    }

    /// Splits a pair: the hand keeps its first card, a new hand after the seat's others takes
    /// the second; both wait for a card.
    fn split(&mut self, seat: usize, hand: usize) {
        let hands = &mut self.seats[seat].hands;
        let Some(second) = hands[hand].cards.pop() else {
            return;
        };
        let aces = second.rank() == Rank::Ace;
        hands[hand].split = true;
        hands[hand].split_ace = aces;
        hands.push(SeatHand {
            cards: vec![second],
            split: true,
            split_ace: aces,
            ..SeatHand::default()
        });
    }

    fn initial_card(&mut self, card: Card) {
        match self.initial_deal_place() {
            Position::Dealer => self.dealer.push(card),
            _ => {
                let round = self.initial_round();
                let seat = self
                    .seats
                    .iter_mut()
                    .find(|seat| seat.first().cards.len() < round);
                if let Some(seat) = seat {
                    seat.hands[0].cards.push(card);
                }
            }
        }
    }

    /// 1 while the first card goes round, then 2.
    fn initial_round(&self) -> usize {
        if self.dealer.is_empty() {
            1
        } else {
            2
        }
    }

    /// Where the initial deal's next card goes: each seat's first card, the dealer's up card,
    /// each seat's second (then the dealer's second where both are face up).
    fn initial_deal_place(&self) -> Position {
        let round = self.initial_round();
        match self
            .seats
            .iter()
            .find(|seat| seat.first().cards.len() < round)
        {
            Some(seat) => Position::Seat {
                seat: seat.number,
                hand: 1,
            },
            None => Position::Dealer,
        }
    }

    /// Whether every initial card is down: two to each seat and the dealer's.
    fn initial_deal_done(&self) -> bool {
        self.dealer.len() >= self.dealer_initial
            && self.seats.iter().all(|seat| seat.first().cards.len() == 2)
    }

    fn place(&self, seat: usize, hand: usize) -> Position {
        Position::Seat {
            seat: self.seats[seat].number,
            hand: hand_number(hand),
        }
    }

    fn hand_window(&self, seat: usize, hand: usize) -> Window {
        Window::Hand {
            seat: self.seats[seat].number,
            hand: hand_number(hand),
        }
    }

    /// Moves the turn on after a card.
    fn advance(
        &mut self,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        match self.turn {
            Turn::InitialDeal if self.initial_deal_done() => {
                self.after_initial_deal(config, draw, at)
            }
            Turn::Peek if self.dealer_blackjack() => {
                self.turn = Turn::Over;
                Vec::new()
            }
            // The hole card was shown and is no blackjack: the hands play knowing it.
            Turn::Peek => self.next_hand(0, 0, config, draw, at),
            Turn::Hand { seat, hand, .. } => self.next_hand(seat, hand, config, draw, at),
            Turn::Dealer => {
                self.dealer_turn(&config.rules());
                Vec::new()
            }
            Turn::Betting | Turn::InitialDeal | Turn::Offer { .. } | Turn::Over => Vec::new(),
        }
    }

    fn after_initial_deal(
        &mut self,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        let offers: Vec<Option<Offer>> = self
            .seats
            .iter()
            .map(|seat| self.offer_to(seat, config))
            .collect();
        for (seat, offer) in self.seats.iter_mut().zip(&offers) {
            seat.offer = *offer;
        }
        if offers.iter().any(Option::is_some) {
            let closes_at = at.after(config.decision_window);
            self.turn = Turn::Offer { closes_at };
            return vec![Decision::DecisionWindowOpened {
                draw,
                window: DecisionWindow::Blackjack(Window::Offer),
                closes_at,
            }];
        }
        self.after_offer(config, draw, at)
    }

    /// After the offer: the peek where the version peeks under the up card; a blackjack the
    /// dealer shows face up ends the deal (casino-b); else the hands.
    fn after_offer(
        &mut self,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        let peeks = self
            .up_card()
            .is_some_and(|up| config.rules().dealer_cards.peeks_under(up));
        if peeks {
            self.turn = Turn::Peek;
            return Vec::new();
        }
        if self.dealer_blackjack() {
            self.turn = Turn::Over;
            return Vec::new();
        }
        self.next_hand(0, 0, config, draw, at)
    }

    /// From seat `seat`'s hand `hand` on, the first hand that waits for a card or a decision;
    /// the dealer's turn when none does.
    fn next_hand(
        &mut self,
        seat: usize,
        hand: usize,
        config: &BlackjackConfig,
        draw: DrawNumber,
        at: Timestamp,
    ) -> Vec<Decision> {
        let rules = config.rules();
        let (mut seat, mut hand) = (seat, hand);
        while let Some(played) = self.seats.get(seat).and_then(|taken| taken.hands.get(hand)) {
            if played.awaits_card() {
                self.turn = Turn::Hand {
                    seat,
                    hand,
                    closes_at: None,
                };
                return Vec::new();
            }
            if played.is_open(&rules) {
                let closes_at = at.after(config.decision_window);
                self.turn = Turn::Hand {
                    seat,
                    hand,
                    closes_at: Some(closes_at),
                };
                return vec![Decision::DecisionWindowOpened {
                    draw,
                    window: DecisionWindow::Blackjack(self.hand_window(seat, hand)),
                    closes_at,
                }];
            }
            hand += 1;
            if hand == self.seats[seat].hands.len() {
                (seat, hand) = (seat + 1, 0);
            }
        }
        self.turn = Turn::Dealer;
        self.dealer_turn(&rules);
        Vec::new()
    }

    /// The dealer takes a second card, then draws to 17 while a hand still stands against
    /// the dealer's total; the deal is over when the dealer's hand is.
    fn dealer_turn(&mut self, rules: &Rules) {
        let ranks: Vec<Rank> = self.dealer.iter().map(|card| card.rank()).collect();
        let drawing = match ranks.len() {
            0 | 1 => true,
            _ if is_blackjack(&ranks) => false,
            _ => self.hands_need_dealer_total(rules) && dealer_draws(Total::of(&ranks)),
        };
        if !drawing {
            self.turn = Turn::Over;
        }
    }

    /// Whether any hand's settlement depends on the dealer's final total: not bust,
    /// surrendered, a blackjack, three sevens paid or a 10-card Charlie.
    fn hands_need_dealer_total(&self, rules: &Rules) -> bool {
        self.seats
            .iter()
            .flat_map(|seat| &seat.hands)
            .any(|hand| hand.is_live() && !hand.is_blackjack() && !hand.paid_early(rules))
    }

    fn dealer_blackjack(&self) -> bool {
        let ranks: Vec<Rank> = self.dealer.iter().map(|card| card.rank()).collect();
        is_blackjack(&ranks)
    }
}

/// A hand's 1-based number from its index; a seat has at most four hands.
fn hand_number(index: usize) -> u8 {
    u8::try_from(index + 1).unwrap_or(u8::MAX)
}
