//! Each hold'em game's decision points as a tree: at each, the board cards the player sees and
//! the options; each option leads to the next decision point, or ends the seat's decisions on a
//! decision path, which the game's settlement settles. The odds value the tree backwards: the
//! best option at each point, later points played at their best.

/// A decision point, or a decision path's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node<P> {
    /// The seat decides, seeing its hole cards and `board` community cards.
    Decide {
        /// Community cards face up when the seat decides (0, 3, 4 or 5).
        board: usize,
        /// Each option's name (`check`, `bet_4x`, `fold`, …) and where it leads.
        options: Vec<(&'static str, Node<P>)>,
    },
    /// No decision left: the seat's decisions were `P`.
    Path(P),
}

impl<P: Copy> Node<P> {
    /// A decision point at `board` cards with `options`.
    pub fn decide(board: usize, options: Vec<(&'static str, Node<P>)>) -> Node<P> {
        Node::Decide { board, options }
    }

    /// The decision point reached by taking the options `taken` from this one, and the board
    /// it is taken at; `None` where an option is not there or the path ends.
    pub fn after(&self, taken: &[&str]) -> Option<&Node<P>> {
        let Some((first, rest)) = taken.split_first() else {
            return Some(self);
        };
        match self {
            Node::Decide { options, .. } => options
                .iter()
                .find(|(name, _)| name == first)
                .and_then(|(_, next)| next.after(rest)),
            Node::Path(_) => None,
        }
    }

    /// The decision points at `board` cards, each with the options taken to reach it.
    pub fn points_at(&self, board: usize) -> Vec<(Vec<&'static str>, &Node<P>)> {
        let mut found = Vec::new();
        self.collect_points(board, &mut Vec::new(), &mut found);
        found
    }

    fn collect_points<'a>(
        &'a self,
        board: usize,
        taken: &mut Vec<&'static str>,
        found: &mut Vec<(Vec<&'static str>, &'a Node<P>)>,
    ) {
        let Node::Decide {
            board: here,
            options,
        } = self
        else {
            return;
        };
        if *here == board {
            found.push((taken.clone(), self));
        }
        for (name, next) in options {
            taken.push(name);
            next.collect_points(board, taken, found);
            taken.pop();
        }
    }

    /// Every decision path the tree ends on, each named by its options in order joined by
    /// `-` (`check-bet_2x`, `bet_4x`).
    pub fn named_paths(&self) -> Vec<(String, P)> {
        match self {
            Node::Path(path) => vec![(String::new(), *path)],
            Node::Decide { options, .. } => options
                .iter()
                .flat_map(|(name, next)| {
                    next.named_paths().into_iter().map(move |(rest, path)| {
                        let named = if rest.is_empty() {
                            name.to_string()
                        } else {
                            format!("{name}-{rest}")
                        };
                        (named, path)
                    })
                })
                .collect(),
        }
    }

    /// Every decision path the tree ends on.
    pub fn paths(&self) -> Vec<P> {
        match self {
            Node::Path(path) => vec![*path],
            Node::Decide { options, .. } => {
                options.iter().flat_map(|(_, next)| next.paths()).collect()
            }
        }
    }
}
