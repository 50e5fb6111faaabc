//! A full disk under the embedded log: the test mounts a small tmpfs of its own, runs the
//! studio on it, and fills the disk with a file while a floor device posts. Health turns
//! NOT_SERVING, ingest refuses with RESOURCE_EXHAUSTED saying the disk is full, every event
//! acknowledged is in the journal exactly once and nothing refused is; once the file is removed
//! the studio serves again by itself, the refused event is accepted when sent again, and the
//! engine steps every journal entry. Where the machine refuses to mount (not root, no tmpfs),
//! the test prints why and passes without running.

use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_auth::Role;
use livedraw_bus::{partition_for_key, EventLog, Topic};
use livedraw_client::access::Access;
use livedraw_domain::Observation;
use livedraw_protocol::floor_event::FloorInput;
use livedraw_protocol::v1::journal_entry::Entry;
use livedraw_protocol::v1::{EngineStep, FloorEvent, JournalEntry};
use livedraw_studio::StudioConfig;
use prost::Message;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use tonic::Code;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{health_client::HealthClient, HealthCheckRequest};

const DEVICE: &str = "sensor-wheel-1";
/// The size of the test's file system.
const DISK_MIB: u64 = 32;

/// A tmpfs mounted for the test, unmounted when dropped.
struct SmallDisk {
    dir: tempfile::TempDir,
}

impl SmallDisk {
    /// Mounts it, or says why not.
    fn mount() -> Result<SmallDisk, String> {
        let dir = tempfile::tempdir().map_err(|error| error.to_string())?;
        let output = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={DISK_MIB}m"), "tmpfs"])
            .arg(dir.path())
            .output()
            .map_err(|error| format!("no mount command: {error}"))?;
        if output.status.success() {
            Ok(SmallDisk { dir })
        } else {
            Err(String::from_utf8_lossy(&output.stderr).trim().to_string())
        }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.dir.path()).status();
    }
}

/// Fills the disk with `path` until the file system refuses another byte.
fn fill(path: &Path) {
    let mut file = std::fs::File::create(path).unwrap();
    let chunk = vec![0u8; 64 * 1024];
    while file.write_all(&chunk).is_ok() {}
    // The last partial chunk may have gone in; what is left is less than a chunk.
    while file.write_all(&[0u8]).is_ok() {}
}

fn config(data_dir: &Path) -> StudioConfig {
    let text = format!(
        "data_dir = {:?}\n[security]\nplaintext = true\n[log]\nmin_free_mib = 1\n\
         [listen]\ningest = \"127.0.0.1:0\"\nsupervisor = \"127.0.0.1:0\"\nfeed = \"127.0.0.1:0\"\n\
         [[tables]]\nid = \"wheel-1\"\ngame = \"wheel\"\n[[devices]]\nid = \"{DEVICE}\"\ntables = [\"wheel-1\"]\n",
        data_dir.display().to_string()
    );
    StudioConfig::parse(&text, "disk full test").unwrap()
}

fn spin(sequence: u64) -> FloorEvent {
    let spin = Observation::WheelSpinStarted {
        clockwise: sequence.is_multiple_of(2),
    };
    crate::floor_event("wheel-1", DEVICE, sequence, FloorInput::Observation(spin))
}

async fn serving(studio: &RunningStudio) -> ServingStatus {
    let access = Access::demo(&studio.config(), Role::Supervisor).unwrap();
    let channel = access
        .channel(&studio.addresses().ingest.to_string())
        .unwrap();
    match HealthClient::new(channel)
        .check(HealthCheckRequest::default())
        .await
    {
        Ok(reply) => reply.into_inner().status(),
        Err(_) => ServingStatus::Unknown,
    }
}

async fn health_becomes(studio: &RunningStudio, wanted: ServingStatus) -> Duration {
    let began = Instant::now();
    while serving(studio).await != wanted {
        assert!(
            began.elapsed() < Duration::from_secs(15),
            "health never became {wanted:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    began.elapsed()
}

/// The device sequences of the floor events in the journal, in order.
async fn journaled_sequences(log: &dyn EventLog, partition: u32) -> Vec<u64> {
    let mut sequences = Vec::new();
    let mut from = 0;
    loop {
        let records = log
            .read(Topic::StudioJournal, partition, from, 1000)
            .await
            .unwrap();
        let Some(last) = records.last() else {
            return sequences;
        };
        from = last.offset + 1;
        for record in &records {
            let entry = JournalEntry::decode(record.payload.as_slice()).expect("whole records");
            if let Some(Entry::FloorEvent(event)) = entry.entry {
                sequences.push(event.sequence);
            }
        }
    }
}

/// Waits until the engine has a step for every entry of the journal partition.
async fn stepped_everything(log: &dyn EventLog, partition: u32) -> Duration {
    let began = Instant::now();
    loop {
        let journal_end = log
            .end_offset(Topic::StudioJournal, partition)
            .await
            .unwrap();
        let end = log.end_offset(Topic::DrawEvents, partition).await.unwrap();
        if end > 0 {
            let last = log
                .read(Topic::DrawEvents, partition, end - 1, 1)
                .await
                .unwrap();
            let step = EngineStep::decode(last[0].payload.as_slice()).unwrap();
            if step.journal_offset + 1 == journal_end {
                return began.elapsed();
            }
        }
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "the engine did not catch up after the disk was freed"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub async fn a_full_disk_refuses_loses_nothing_and_recovers() {
    let disk = match SmallDisk::mount() {
        Ok(disk) => disk,
        Err(reason) => {
            println!("SKIPPED: this machine does not let the test mount a tmpfs ({reason})");
            return;
        }
    };
    let data: PathBuf = disk.path().join("data");
    let studio = studio::start(config(&data), RunOptions::default())
        .await
        .unwrap();
    let access = Access::demo(&studio.config(), Role::Supervisor).unwrap();
    let mut sensor = access
        .ingest(&studio.addresses().ingest.to_string(), DEVICE)
        .unwrap();
    let mut acknowledged = Vec::new();
    for sequence in 1..=20 {
        sensor.post(spin(sequence)).await.unwrap();
        acknowledged.push(sequence);
    }
    assert_eq!(serving(&studio).await, ServingStatus::Serving);

    let filler = disk.path().join("filler");
    fill(&filler);
    let not_serving = health_becomes(&studio, ServingStatus::NotServing).await;
    println!("NOT_SERVING {not_serving:?} after the disk filled");
    let mut sequence = acknowledged.len() as u64;
    let refused = loop {
        sequence += 1;
        match sensor.post(spin(sequence)).await {
            Ok(_) => acknowledged.push(sequence),
            Err(status) => break status,
        }
        assert!(sequence < 100_000, "the full disk never refused an event");
    };
    assert_eq!(refused.code(), Code::ResourceExhausted, "{refused:?}");
    assert!(
        refused.message().contains("out of disk space"),
        "{refused:?}"
    );
    println!(
        "refused after {} events acknowledged on the full disk: {}",
        acknowledged.len() - 20,
        refused.message()
    );

    std::fs::remove_file(&filler).unwrap();
    let serving_again = health_becomes(&studio, ServingStatus::Serving).await;
    println!("SERVING {serving_again:?} after the disk was freed");
    // The refused event, sent again as the floor does, is accepted now.
    let began = Instant::now();
    loop {
        match sensor.post(spin(sequence)).await {
            Ok(_) => break,
            Err(status) => {
                assert!(
                    began.elapsed() < Duration::from_secs(15),
                    "the refused event is still refused: {status:?}"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
    acknowledged.push(sequence);
    let log = studio.log();
    let partition = partition_for_key(b"wheel-1", log.partitions(Topic::StudioJournal));
    assert_eq!(
        journaled_sequences(log.as_ref(), partition).await,
        acknowledged,
        "every acknowledged event once, in order, and nothing refused"
    );
    let caught_up = stepped_everything(log.as_ref(), partition).await;
    println!("the engine stepped every entry {caught_up:?} after the re-sent event");
    studio.shutdown().await.unwrap();
}
