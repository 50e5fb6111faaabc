//! What a member of the engine group holds, as it tells its lease thread.

/// What a member of the group holds, as it tells its lease thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Holding {
    /// Between a revocation (or a leave) and the next assignment: a rebalance is under way, and
    /// what the others hold is not yet known.
    Rebalancing,
    /// The partitions (sorted) the group's current generation assigned to this member.
    Assigned(Vec<u32>),
}

impl Holding {
    /// The partitions this member owns: none while it rebalances.
    pub(crate) fn partitions(&self) -> &[u32] {
        match self {
            Holding::Rebalancing => &[],
            Holding::Assigned(partitions) => partitions,
        }
    }
}
