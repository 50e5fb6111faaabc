//! The simulated floor's flags shared by `run --simulate` and `simulate`: how often it gets
//! something wrong, and whether its supervisor leaves held draws to people.

use clap::Args;
use livedraw_simulate::FaultRate;

/// How the simulated floor errs.
#[derive(Args, Debug, Clone)]
pub struct FaultArgs {
    /// The share of draws that meet a fault, of any kind (0 to 1).
    #[arg(long, default_value_t = 0.05, value_parser = rate)]
    fault_rate: f64,
    /// Instead, the chance that each floor action goes wrong (0 to 1): a stress test, since
    /// long draws then meet more faults (at 0.03 a poker draw meets one about half the time).
    #[arg(long, value_parser = rate, value_name = "RATE")]
    fault_rate_per_action: Option<f64>,
    /// The simulated supervisor resolves no held draw: people do, from the console (a hold
    /// nobody resolves is cancelled at the table's hold timeout).
    #[arg(long)]
    leave_holds: bool,
    /// Every this many draws of a table, its devices fall silent for longer than the table
    /// allows, and the studio suspends it until a supervisor resumes (0: never).
    #[arg(long, default_value_t = 40, value_name = "DRAWS")]
    device_silence_every: u64,
}

impl FaultArgs {
    /// The floor's fault rate.
    pub fn faults(&self) -> FaultRate {
        match self.fault_rate_per_action {
            Some(rate) => FaultRate::PerAction(rate),
            None => FaultRate::PerDraw(self.fault_rate),
        }
    }

    /// Whether held draws are left to people.
    pub fn leave_holds(&self) -> bool {
        self.leave_holds
    }

    /// How many draws of a table between its devices' silences; `None`: never.
    pub fn device_silence_every(&self) -> Option<u64> {
        (self.device_silence_every > 0).then_some(self.device_silence_every)
    }
}

fn rate(text: &str) -> Result<f64, String> {
    let rate: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number"))?;
    if (0.0..=1.0).contains(&rate) {
        Ok(rate)
    } else {
        Err(format!("{rate} is not between 0 and 1"))
    }
}
