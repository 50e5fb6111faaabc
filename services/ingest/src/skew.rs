//! A device's clock skew: the moving median of server receive time − device time over its
//! latest messages (R6). A median, so that one message delayed in the network does not make a
//! good clock look wrong.

use std::collections::VecDeque;

/// Messages the median is taken over.
const WINDOW: usize = 15;

/// The latest skews of one device, in milliseconds.
#[derive(Clone, Debug, Default)]
pub(crate) struct SkewWindow {
    latest: VecDeque<i64>,
}

impl SkewWindow {
    /// Adds one message's skew: server receive time − device time, in milliseconds.
    pub(crate) fn record(&mut self, skew_ms: i64) {
        if self.latest.len() == WINDOW {
            self.latest.pop_front();
        }
        self.latest.push_back(skew_ms);
    }

    /// The median of the latest skews (the lower middle one of an even count); `None` before
    /// the first message.
    pub(crate) fn median(&self) -> Option<i64> {
        let mut sorted: Vec<i64> = self.latest.iter().copied().collect();
        sorted.sort_unstable();
        let middle = sorted.len().checked_sub(1)? / 2;
        sorted.get(middle).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r6_one_late_message_does_not_move_the_median() {
        let mut window = SkewWindow::default();
        assert_eq!(window.median(), None);
        for skew in [20, 25, 18, 9_000, 22] {
            window.record(skew);
        }
        assert_eq!(window.median(), Some(22));
    }

    #[test]
    fn r6_the_median_follows_the_latest_messages() {
        let mut window = SkewWindow::default();
        for _ in 0..WINDOW {
            window.record(10);
        }
        for _ in 0..=WINDOW / 2 {
            window.record(-5_000);
        }
        assert_eq!(window.median(), Some(-5_000));
    }
}
