//! A hold'em game's decision points laid out for the generator ([`super::generate`]): numbered,
//! each at the board it is taken at (0, 3, 4 or 5 cards), each option leading to a decision path
//! (numbered too) or to a later point; and the main boxes' settlement of each path.

use crate::error::OddsError;
use livedraw_domain::games::holdem::decisions::Node;
use livedraw_domain::games::holdem::{Hands, HoldemGame};

/// Where an option leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Child {
    /// A decision path, by number.
    Path(usize),
    /// A later decision point, by number.
    Point(usize),
}

/// A decision point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    /// The community cards face up when it is taken.
    pub board: usize,
    /// Each option's name and where it leads.
    pub options: Vec<(&'static str, Child)>,
}

/// Settles a decision path (by number) on a deal's hands: the main boxes' net in hundredths of
/// the ante.
type Settle<'a> = Box<dyn Fn(usize, &Hands) -> i64 + Sync + 'a>;

/// A game's decision points, the first one first, and its paths' settlement.
pub struct Stages<'a> {
    /// The game's name.
    pub name: &'static str,
    /// The decision points; the first is where the seat first decides.
    pub points: Vec<Point>,
    /// How many decision paths there are.
    pub paths: usize,
    settle: Settle<'a>,
}

impl<'a> Stages<'a> {
    /// The stages of `game`; a point whose options lead to an earlier board is
    /// [`OddsError::NoDecisionPoint`].
    pub fn of<G>(game: &'a G) -> Result<Stages<'a>, OddsError>
    where
        G: HoldemGame + Sync,
        G::Path: Send + Sync,
    {
        let tree = game.decisions();
        let paths = tree.paths();
        let mut points = Vec::new();
        number(&tree, &paths, &mut points);
        for point in &points {
            for (_, child) in &point.options {
                if let Child::Point(next) = child {
                    if points[*next].board <= point.board {
                        return Err(OddsError::NoDecisionPoint {
                            game: game.name(),
                            board: points[*next].board,
                            taken: Vec::new(),
                            points: "a decision point at or before the one it follows".into(),
                        });
                    }
                }
            }
        }
        let count = paths.len();
        Ok(Stages {
            name: game.name(),
            points,
            paths: count,
            settle: Box::new(move |path, hands| game.settle(paths[path], hands).main_net()),
        })
    }

    /// The main boxes' net of path `path` on `hands`, in hundredths of the ante.
    pub fn settle(&self, path: usize, hands: &Hands) -> i64 {
        (self.settle)(path, hands)
    }
}

/// Numbers `node`'s points depth first into `points` (a path by its place in `paths`),
/// returning where `node` leads.
fn number<P: Copy + PartialEq>(node: &Node<P>, paths: &[P], points: &mut Vec<Point>) -> Child {
    match node {
        Node::Path(path) => Child::Path(paths.iter().position(|known| known == path).unwrap_or(0)),
        Node::Decide { board, options } => {
            let at = points.len();
            points.push(Point {
                board: *board,
                options: Vec::new(),
            });
            let numbered = options
                .iter()
                .map(|(name, next)| (*name, number(next, paths, points)))
                .collect();
            points[at].options = numbered;
            Child::Point(at)
        }
    }
}
