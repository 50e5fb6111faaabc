//! What is counted for each game, and the probability the rules give each category.
//!
//! - wheel: the sector, 1–18 and the symbol; wheel.md: 19 **equal** sectors, so 1/19 each;
//! - five dice and sic bo: the face of every die (five or three per draw), 1/6 each;
//! - lucky dice: each die's face by colour (`red 1` … `green 6`), one red and one green per
//!   draw, so 1/12 each;
//! - roulette: the pocket, 1/37 (1/38 on a double-zero wheel);
//! - money wheel: the sector 0–53, 54 **equal** sectors, 1/54 each (the symbols' shares follow
//!   from the layout; counting sectors also catches a wheel biased within one symbol);
//! - lotteries: every winning ball; each number is equally likely to be among the winners, so
//!   each winning ball is any number with probability 1/36 (1/42);
//! - card games: the rank of every card of a settled result (the Player's and Banker's cards,
//!   punto's and banco's,
//!   the two war cards, the six poker hands and the board, blackjack's dealer and every seat's
//!   hands). Burned and discarded cards are not
//!   in a result and are not counted: they are seen, but no bet depends on them. A full deck
//!   (and a shoe of full decks) holds each rank with probability 4/52, taken from the shoe
//!   composition.
//!
//! Within one draw the categories are not independent (no ball or card twice from one deck);
//! that makes the counts vary less than the multinomial the chi-square test assumes, so the
//! test errs on the side of fewer alerts, never more.

use livedraw_domain::card::{Card, Rank};
use livedraw_domain::games::blackjack::BlackjackConfig;
use livedraw_domain::games::lotto::LottoConfig;
use livedraw_domain::games::roulette::WheelKind;
use livedraw_domain::games::wheel::sector::{HIGHEST_NUMBER, SECTORS};
use livedraw_domain::games::{baccarat, poker6, war, wheel};
use livedraw_domain::{Composition, GameConfig, GameKind, Outcome, Pocket};

/// Faces of a die.
const FACES: u8 = 6;
/// The money wheel's sectors.
const MONEY_WHEEL_SECTORS: u8 = 54;
/// A roulette wheel's highest number.
const ROULETTE_HIGHEST: u8 = 36;

/// The categories of one game: names, probabilities, and how an outcome falls into them.
#[derive(Clone, Debug, PartialEq)]
pub struct Categories {
    game: GameKind,
    kind: &'static str,
    names: Vec<String>,
    probabilities: Vec<f64>,
}

impl Categories {
    /// The categories of a table configured with `config` (a roulette wheel has 37 or 38
    /// pockets).
    pub fn of(config: &GameConfig) -> Categories {
        let game = config.kind();
        match game {
            GameKind::Wheel => {
                let mut names: Vec<String> = (1..=HIGHEST_NUMBER).map(|n| n.to_string()).collect();
                names.push("symbol".into());
                Categories::equal(game, "sector", names, SECTORS)
            }
            GameKind::Dice5 | GameKind::SicBo => {
                let names = (1..=FACES).map(|n| n.to_string()).collect();
                Categories::equal(game, "face", names, FACES)
            }
            GameKind::LuckyDice => {
                let names = ["red", "green"]
                    .into_iter()
                    .flat_map(|colour| (1..=FACES).map(move |n| format!("{colour} {n}")))
                    .collect();
                Categories::equal(game, "face", names, 2 * FACES)
            }
            GameKind::Roulette => {
                let double = matches!(
                    config,
                    GameConfig::Roulette(roulette) if roulette.wheel == WheelKind::DoubleZero
                );
                let names: Vec<String> = ["0"]
                    .into_iter()
                    .chain(double.then_some("00"))
                    .map(String::from)
                    .chain((1..=ROULETTE_HIGHEST).map(|n| n.to_string()))
                    .collect();
                let pockets = ROULETTE_HIGHEST + 1 + u8::from(double);
                Categories::equal(game, "pocket", names, pockets)
            }
            GameKind::MoneyWheel => {
                let names = (0..MONEY_WHEEL_SECTORS).map(|n| n.to_string()).collect();
                Categories::equal(game, "sector", names, MONEY_WHEEL_SECTORS)
            }
            GameKind::PuntoBanco => Categories::ranks(game, baccarat::DECKS),
            GameKind::Lotto5Of36 | GameKind::Lotto7Of42 => {
                let balls = lotto(game).variant().balls();
                let names = (1..=balls).map(|n| n.to_string()).collect();
                Categories::equal(game, "ball", names, balls)
            }
            GameKind::Baccarat => Categories::ranks(game, baccarat::DECKS),
            GameKind::War => Categories::ranks(game, war::DECKS),
            GameKind::Poker6 => Categories::ranks(game, poker6::DECKS),
            // A blackjack table sets its own shoe's size.
            GameKind::Blackjack => Categories::ranks(
                game,
                config.decks().unwrap_or(BlackjackConfig::default().decks),
            ),
        }
    }

    fn equal(game: GameKind, kind: &'static str, names: Vec<String>, count: u8) -> Categories {
        Categories {
            game,
            kind,
            names,
            probabilities: vec![1.0 / f64::from(count); usize::from(count)],
        }
    }

    fn ranks(game: GameKind, decks: u8) -> Categories {
        let shoe = Composition::full(decks);
        let total = f64::from(shoe.total());
        Categories {
            game,
            kind: "rank",
            names: Rank::ALL.iter().map(|r| r.symbol().to_string()).collect(),
            probabilities: Rank::ALL
                .iter()
                .map(|rank| f64::from(shoe.rank_count(*rank)) / total)
                .collect(),
        }
    }

    /// The game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// What is counted: `sector`, `pocket`, `face`, `ball` or `rank`.
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// Every category's name, in the rules' order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Every category's probability, in the same order.
    pub fn probabilities(&self) -> &[f64] {
        &self.probabilities
    }

    /// The categories (indexes into [`Categories::names`]) an outcome of this game shows, one
    /// per sector, die, ball or card. An outcome of another game, or a value outside the
    /// game's range, shows none.
    pub fn classify(&self, outcome: &Outcome) -> Vec<usize> {
        let indexes: Vec<usize> = match outcome {
            Outcome::Wheel(stop) => vec![match stop {
                wheel::Outcome::Number(number) => usize::from(*number).wrapping_sub(1),
                wheel::Outcome::Symbol => usize::from(HIGHEST_NUMBER),
            }],
            Outcome::Dice5(roll) => roll
                .dice
                .iter()
                .map(|face| usize::from(*face).wrapping_sub(1))
                .collect(),
            Outcome::Lotto(draw) => draw
                .balls
                .iter()
                .map(|ball| usize::from(*ball).wrapping_sub(1))
                .collect(),
            Outcome::SicBo(roll) => roll
                .dice
                .iter()
                .map(|face| usize::from(*face).wrapping_sub(1))
                .collect(),
            Outcome::LuckyDice(throw) => vec![
                usize::from(throw.red).wrapping_sub(1),
                usize::from(FACES) + usize::from(throw.green).wrapping_sub(1),
            ],
            Outcome::Roulette(spin) => vec![self.pocket_index(spin.pocket)],
            Outcome::MoneyWheel(stop) => vec![usize::from(stop.sector)],
            Outcome::Baccarat(coup) | Outcome::PuntoBanco(coup) => {
                rank_indexes(coup.player.iter().chain(&coup.banker))
            }
            Outcome::War(cards) => rank_indexes([cards.player, cards.dealer].iter()),
            Outcome::Poker6(hands) => {
                rank_indexes(hands.hands.iter().flatten().chain(hands.board.iter()))
            }
            Outcome::Blackjack(deal) => rank_indexes(
                deal.dealer.iter().chain(
                    deal.seats
                        .iter()
                        .flat_map(|seat| &seat.hands)
                        .flat_map(|hand| &hand.cards),
                ),
            ),
        };
        if !self.takes(outcome) {
            return Vec::new();
        }
        indexes
            .into_iter()
            .filter(|index| *index < self.names.len())
            .collect()
    }

    fn takes(&self, outcome: &Outcome) -> bool {
        matches!(
            (self.game, outcome),
            (GameKind::Wheel, Outcome::Wheel(_))
                | (GameKind::Dice5, Outcome::Dice5(_))
                | (
                    GameKind::Lotto5Of36 | GameKind::Lotto7Of42,
                    Outcome::Lotto(_)
                )
                | (GameKind::Baccarat, Outcome::Baccarat(_))
                | (GameKind::War, Outcome::War(_))
                | (GameKind::Poker6, Outcome::Poker6(_))
                | (GameKind::SicBo, Outcome::SicBo(_))
                | (GameKind::LuckyDice, Outcome::LuckyDice(_))
                | (GameKind::Roulette, Outcome::Roulette(_))
                | (GameKind::MoneyWheel, Outcome::MoneyWheel(_))
                | (GameKind::PuntoBanco, Outcome::PuntoBanco(_))
                | (GameKind::Blackjack, Outcome::Blackjack(_))
        )
    }

    /// A pocket's category: 0, then 00 on a double-zero wheel, then 1–36. A 00 on a
    /// single-zero wheel falls outside the categories.
    fn pocket_index(&self, pocket: Pocket) -> usize {
        let double = self.names.len() > usize::from(ROULETTE_HIGHEST) + 1;
        match pocket {
            Pocket::Zero => 0,
            Pocket::DoubleZero if double => 1,
            Pocket::DoubleZero => usize::MAX,
            Pocket::Number(number) => usize::from(number) + usize::from(double),
        }
    }
}

fn lotto(game: GameKind) -> LottoConfig {
    if game == GameKind::Lotto7Of42 {
        LottoConfig::seven_of_42()
    } else {
        LottoConfig::five_of_36()
    }
}

fn rank_indexes<'a>(cards: impl Iterator<Item = &'a Card>) -> Vec<usize> {
    cards.map(|card| card.rank().index()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use livedraw_domain::card::parse_cards;
    use livedraw_domain::games::{dice5, lotto};

    fn of(game: GameKind) -> Categories {
        Categories::of(&GameConfig::of(game))
    }

    #[test]
    fn every_game_has_probabilities_that_sum_to_one() {
        for game in GameKind::ALL {
            let categories = of(game);
            let sum: f64 = categories.probabilities().iter().sum();
            assert!((sum - 1.0).abs() < 1e-12, "{game}: {sum}");
            assert_eq!(categories.names().len(), categories.probabilities().len());
        }
        assert_eq!(of(GameKind::Wheel).names().len(), 19);
        assert_eq!(of(GameKind::Lotto7Of42).names().len(), 42);
        assert_eq!(of(GameKind::Poker6).names().len(), 13);
    }

    #[test]
    fn each_sector_die_ball_and_card_falls_in_its_category() {
        let wheel = of(GameKind::Wheel);
        assert_eq!(
            wheel.classify(&Outcome::Wheel(wheel::Outcome::Number(1))),
            [0]
        );
        assert_eq!(
            wheel.classify(&Outcome::Wheel(wheel::Outcome::Symbol)),
            [18]
        );
        let dice = of(GameKind::Dice5);
        let roll = Outcome::Dice5(dice5::Outcome {
            dice: [1, 6, 6, 3, 2],
        });
        assert_eq!(dice.classify(&roll), [0, 5, 5, 2, 1]);
        let balls = of(GameKind::Lotto5Of36);
        let draw = Outcome::Lotto(lotto::Outcome {
            balls: vec![36, 1, 17, 5, 9],
        });
        assert_eq!(balls.classify(&draw), [35, 0, 16, 4, 8]);
        let cards = of(GameKind::War);
        let war = parse_cards("2c As").expect("cards");
        let outcome = Outcome::War(war::Outcome {
            player: war[0],
            dealer: war[1],
        });
        assert_eq!(cards.classify(&outcome), [0, 12]);
    }

    #[test]
    fn every_blackjack_card_of_the_dealer_and_the_seats_is_counted() {
        use livedraw_domain::games::blackjack::{self, Seat, SeatHand};
        let categories = of(GameKind::Blackjack);
        assert_eq!(categories.kind(), "rank");
        let mut seat = Seat::new(3);
        seat.hands = vec![
            SeatHand {
                cards: parse_cards("8s 3c").expect("cards"),
                ..SeatHand::default()
            },
            SeatHand {
                cards: parse_cards("8h Kd").expect("cards"),
                ..SeatHand::default()
            },
        ];
        let deal = Outcome::Blackjack(blackjack::Outcome {
            dealer: parse_cards("Ah 6d").expect("cards"),
            seats: vec![seat],
        });
        assert_eq!(categories.classify(&deal), [12, 4, 6, 1, 6, 11]);
        let one_deck = Categories::of(&GameConfig::Blackjack(BlackjackConfig {
            decks: 1,
            ..BlackjackConfig::default()
        }));
        assert_eq!(one_deck.probabilities()[0], 4.0 / 52.0);
    }

    #[test]
    fn r8_roulette_pockets_money_wheel_sectors_and_dice_faces_by_colour_are_counted() {
        use livedraw_domain::games::roulette::RouletteConfig;
        use livedraw_domain::games::{lucky_dice, money_wheel, roulette, sic_bo};
        let single = of(GameKind::Roulette);
        assert_eq!(single.names().len(), 37);
        let spin = |pocket| Outcome::Roulette(roulette::Outcome { pocket });
        assert_eq!(single.classify(&spin(Pocket::Zero)), [0]);
        assert_eq!(single.classify(&spin(Pocket::Number(36))), [36]);
        assert!(single.classify(&spin(Pocket::DoubleZero)).is_empty());
        let double = Categories::of(&GameConfig::Roulette(RouletteConfig {
            wheel: WheelKind::DoubleZero,
            ..RouletteConfig::default()
        }));
        assert_eq!(double.names()[1], "00");
        assert_eq!(double.probabilities()[0], 1.0 / 38.0);
        assert_eq!(double.classify(&spin(Pocket::DoubleZero)), [1]);
        assert_eq!(double.classify(&spin(Pocket::Number(1))), [2]);
        let sectors = of(GameKind::MoneyWheel);
        let stop = Outcome::MoneyWheel(money_wheel::Outcome {
            sector: 53,
            symbol: "1".into(),
        });
        assert_eq!(sectors.classify(&stop), [53]);
        assert_eq!(sectors.probabilities()[0], 1.0 / 54.0);
        let sic_bo = of(GameKind::SicBo);
        let roll = Outcome::SicBo(sic_bo::Outcome { dice: [6, 1, 6] });
        assert_eq!(sic_bo.classify(&roll), [5, 0, 5]);
        let lucky = of(GameKind::LuckyDice);
        let throw = Outcome::LuckyDice(lucky_dice::Outcome { red: 2, green: 6 });
        assert_eq!(lucky.classify(&throw), [1, 11]);
        assert_eq!(lucky.names()[11], "green 6");
    }

    #[test]
    fn an_outcome_of_another_game_counts_nothing() {
        let wheel = of(GameKind::Wheel);
        let roll = Outcome::Dice5(dice5::Outcome { dice: [1; 5] });
        assert!(wheel.classify(&roll).is_empty());
    }
}
