//! What a spin ended with: the pocket.

use crate::observation::Pocket;
use serde::{Deserialize, Serialize};

/// The pocket the ball came to rest in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The pocket.
    pub pocket: Pocket,
}
