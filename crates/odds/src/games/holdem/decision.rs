//! The values of a hold'em decision after the flop: for each option at the decision point,
//! the expected net of the main boxes per unit of the ante (blind), over the cards still to
//! come and the dealer's hole cards, every later decision taken at its best (the option of
//! most value, seeing what the player will see then). The side boxes are staked apart and left
//! out, as in the three-card games.

use super::super::one_deck::unseen;
use super::showdown::Showdown;
use crate::error::OddsError;
use livedraw_domain::games::holdem::decisions::Node;
use livedraw_domain::games::holdem::HoldemGame;
use livedraw_domain::poker::five_card::{evaluate, HandValue};
use livedraw_domain::Card;
use std::collections::HashMap;

/// What the deciding player sees.
#[derive(Clone, Copy, Debug)]
pub struct Spot<'a> {
    /// The player's hole cards.
    pub player: [Card; 2],
    /// The community cards face up: 3, 4 or 5.
    pub board: &'a [Card],
    /// Other cards out of the deck that the player has seen.
    pub seen: &'a [Card],
}

/// One option's value.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionValue {
    /// The option (`check`, `bet_2x`, `fold`, `call`, …).
    pub option: &'static str,
    /// Its expected net per unit of the ante (blind).
    pub ev: f64,
}

/// The value of every option at the decision point of `game` that `spot` shows, reached by the
/// options `taken` before it (where the board alone does not say which point it is).
pub fn decision_values<G: HoldemGame>(
    game: &G,
    spot: &Spot,
    taken: &[&str],
) -> Result<Vec<OptionValue>, OddsError> {
    let board = spot.board.len();
    if board == 0 {
        return Err(OddsError::BeforeTheFlop);
    }
    if !(3..=5).contains(&board) {
        return Err(OddsError::WrongBoard(board));
    }
    let tree = game.decisions();
    let point = point(game, &tree, board, taken)?;
    let Node::Decide { options, .. } = point else {
        return Err(no_point(
            game,
            board,
            taken,
            "the options taken end the seat's decisions",
        ));
    };
    let mut valuer = Valuer::new(game, spot)?;
    let mut shown = spot.board.to_vec();
    Ok(options
        .iter()
        .map(|(option, next)| OptionValue {
            option,
            ev: valuer.value(next, &mut shown) / 100.0,
        })
        .collect())
}

/// The decision point at `board` cards after `taken`: the one `taken` leads to, or, with
/// nothing taken, the only one at that board.
fn point<'t, G: HoldemGame>(
    game: &G,
    tree: &'t Node<G::Path>,
    board: usize,
    taken: &[&str],
) -> Result<&'t Node<G::Path>, OddsError> {
    if taken.is_empty() {
        let points = tree.points_at(board);
        return match points.as_slice() {
            [(_, point)] => Ok(point),
            [] => Err(no_point(game, board, taken, "none at this board")),
            several => {
                let named: Vec<String> = several.iter().map(|(taken, _)| taken.join(",")).collect();
                Err(no_point(
                    game,
                    board,
                    taken,
                    &format!("name the options taken before: {}", named.join(" or ")),
                ))
            }
        };
    }
    match tree.after(taken) {
        Some(point @ Node::Decide { board: at, .. }) if *at == board => Ok(point),
        Some(Node::Decide { board: at, .. }) => Err(no_point(
            game,
            board,
            taken,
            &format!("those options lead to the decision at {at} board cards"),
        )),
        _ => Err(no_point(
            game,
            board,
            taken,
            "those options are not a way to a decision",
        )),
    }
}

fn no_point<G: HoldemGame>(game: &G, board: usize, taken: &[&str], points: &str) -> OddsError {
    OddsError::NoDecisionPoint {
        game: game.name(),
        board,
        taken: taken.iter().map(|option| option.to_string()).collect(),
        points: points.to_string(),
    }
}

/// Values the tree below a decision point, the full boards' showdowns worked out once each.
struct Valuer<'g, G> {
    game: &'g G,
    player: [Card; 2],
    first_five: HandValue,
    /// The cards that may still come: the deck less the player's, the board's and the seen.
    unseen: Vec<Card>,
    showdowns: HashMap<u64, Showdown>,
}

impl<'g, G: HoldemGame> Valuer<'g, G> {
    fn new(game: &'g G, spot: &Spot) -> Result<Valuer<'g, G>, OddsError> {
        let shown: Vec<Card> = spot
            .player
            .iter()
            .chain(spot.board)
            .chain(spot.seen)
            .copied()
            .collect();
        let unseen = unseen(&shown)?;
        let needed = 5 - spot.board.len() + 2;
        if unseen.len() < needed {
            return Err(OddsError::TooFewCards {
                needed,
                left: unseen.len(),
            });
        }
        let [a, b] = spot.player;
        let first_five = evaluate(&[a, b, spot.board[0], spot.board[1], spot.board[2]]);
        Ok(Valuer {
            game,
            player: spot.player,
            first_five,
            unseen,
            showdowns: HashMap::new(),
        })
    }

    /// The value of `node` in hundredths of the ante, with `board` face up.
    fn value(&mut self, node: &Node<G::Path>, board: &mut Vec<Card>) -> f64 {
        match node {
            Node::Decide { board: at, options } if *at == board.len() => options
                .iter()
                .map(|(_, next)| self.value(next, board))
                .fold(f64::NEG_INFINITY, f64::max),
            Node::Path(path) if board.len() == 5 => {
                let (game, player, first_five) = (self.game, self.player, self.first_five);
                self.showdown(board)
                    .main_net(game, *path, player, first_five)
            }
            _ => self.next_card(node, board),
        }
    }

    /// The average of `node`'s value over the next community card.
    fn next_card(&mut self, node: &Node<G::Path>, board: &mut Vec<Card>) -> f64 {
        let coming: Vec<Card> = self
            .unseen
            .iter()
            .copied()
            .filter(|card| !board.contains(card))
            .collect();
        let mut sum = 0.0;
        for &card in &coming {
            board.push(card);
            sum += self.value(node, board);
            board.pop();
        }
        sum / coming.len() as f64
    }

    /// The full board's showdown, worked out on first use.
    fn showdown(&mut self, board: &[Card]) -> &Showdown {
        let key = board
            .iter()
            .fold(0u64, |bits, card| bits | 1 << card.index());
        let (player, unseen) = (self.player, &self.unseen);
        self.showdowns.entry(key).or_insert_with(|| {
            let full = [board[0], board[1], board[2], board[3], board[4]];
            let dealer: Vec<Card> = unseen
                .iter()
                .copied()
                .filter(|card| !full.contains(card))
                .collect();
            Showdown::new(player, &full, &dealer)
        })
    }
}
