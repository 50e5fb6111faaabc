//! Issue 29, finding 1 (R4: what the log attributes to whom cannot be forged): no request can
//! forge a log line. The all-in-one studio runs in-process with the console, its logs written
//! by the process's own subscriber (`livedraw_telemetry::init`, text lines) to a file, and the
//! outside probe is rerun without credentials: a console sign-in whose JSON key holds a newline
//! and a whole fake line, a `GET /api/me?page=` with one, a bearer token whose header `alg`
//! holds one (`call denied` on a gRPC port), and a device's barcode `12345678AS*\n` (`floor
//! event refused`). Each refusal is one line of the log, its value escaped. Alone in its test
//! binary: the subscriber is the process's.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

use livedraw_allinone::{self as studio, RunOptions, RunningStudio};
use livedraw_auth::Role;
use livedraw_client::access::Access;
use livedraw_client::pki::PkiDir;
use livedraw_domain::{Barcode, Card, DeckSerial, Observation, Position};
use livedraw_protocol::floor_event::{self, FloorEnvelope, FloorInput};
use livedraw_protocol::v1::floor_event::Event;
use livedraw_protocol::v1::ListIncidentsRequest;
use livedraw_protocol::{DeviceId, TableId};
use livedraw_studio::{LogFormat, StudioConfig};
use livedraw_telemetry::LogOptions;
use livedraw_testkit::https::{self, Request};
use std::num::NonZeroU64;
use std::sync::Mutex;
use tonic::Code;
use tracing_subscriber::fmt::writer::BoxMakeWriter;

/// A baccarat table and its scanner, the console beside the services.
const STUDIO: &str = r#"
[listen]
ingest = "127.0.0.1:0"
supervisor = "127.0.0.1:0"
feed = "127.0.0.1:0"
console = "127.0.0.1:0"

[[tables]]
id = "baccarat-1"
game = "baccarat"

[[devices]]
id = "scanner-baccarat-1"
tables = ["baccarat-1"]
"#;

/// The fake line each probe tries to start; each has its own time, to find it in the log.
fn forged(second: u32) -> String {
    format!(
        "2026-11-26T18:50:0{second}.000000Z  INFO livedraw::console::routes: \
         signed in to the console subject=demo-admin role=admin"
    )
}

/// `bytes` in unpadded base64url, as a JWT's parts are.
fn base64url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let word = chunk.iter().enumerate().fold(0u32, |word, (i, byte)| {
            word | (u32::from(*byte) << (16 - 8 * i))
        });
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((word >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// A card scan of baccarat-1's scanner whose barcode is `barcode`, as the device sends it.
fn scan_of(barcode: &str) -> livedraw_protocol::v1::FloorEvent {
    let mut event = floor_event::encode(&FloorEnvelope {
        table: TableId::new("baccarat-1").unwrap(),
        device: DeviceId::new("scanner-baccarat-1").unwrap(),
        sequence: NonZeroU64::MIN,
        device_time: livedraw_ingest::now(),
        draw: None,
        input: FloorInput::Observation(Observation::CardScanned {
            position: Position::Player,
            barcode: Barcode::new(DeckSerial::new(1).unwrap(), "Ah".parse::<Card>().unwrap()),
        }),
    });
    match event.event.as_mut() {
        Some(Event::CardScanned(card)) => card.barcode = barcode.to_string(),
        _ => panic!("not a card scan"),
    }
    event
}

/// The four probes of the issue, each refused.
async fn probe(studio: &RunningStudio) {
    let config = studio.config();
    let ca = std::fs::read(PkiDir::demo(&config).ca_cert()).unwrap();
    let console = studio.console_address().unwrap();
    let sign_in = format!(r#"{{"token":"x","zz\n{}\n":1}}"#, forged(0));
    let answer = https::send(
        console,
        &ca,
        &Request {
            method: "POST",
            path: "/api/session",
            headers: &[("Content-Type", "application/json")],
            body: &sign_in,
        },
    )
    .await;
    assert_eq!(answer.status, 400, "{answer:?}");
    let page = format!("/api/me?page=x%0A{}", forged(1).replace(' ', "%20"));
    let answer = https::send(
        console,
        &ca,
        &Request {
            method: "GET",
            path: &page,
            headers: &[],
            body: "",
        },
    )
    .await;
    assert_eq!(answer.status, 400, "{answer:?}");

    let header = format!(r#"{{"alg":"RS256\n{}","typ":"JWT"}}"#, forged(2));
    let token = format!(
        "{}.{}.c2lnbmF0dXJl",
        base64url(header.as_bytes()),
        base64url(b"{}")
    );
    let access = Access {
        token: Some(token),
        ..Access::demo(&config, Role::Supervisor).unwrap()
    };
    let supervisor = studio.addresses().supervisor.to_string();
    let denied = access
        .supervisor(&supervisor)
        .unwrap()
        .list_incidents(ListIncidentsRequest::default())
        .await
        .unwrap_err();
    assert_eq!(denied.code(), Code::Unauthenticated, "{denied:?}");

    let ingest = studio.addresses().ingest.to_string();
    let mut scanner = Access::demo(&config, Role::Supervisor)
        .unwrap()
        .ingest(&ingest, "scanner-baccarat-1")
        .unwrap();
    let refused = scanner.post(scan_of("12345678AS*\n")).await.unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument, "{refused:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn r4_log_injection_every_refused_probe_is_one_escaped_line() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("livedraw.log");
    let file = std::fs::File::create(&log).unwrap();
    let telemetry = livedraw_telemetry::init(LogOptions {
        format: LogFormat::Text,
        writer: BoxMakeWriter::new(Mutex::new(file)),
        ansi: false,
        otlp_endpoint: None,
    })
    .unwrap();
    let text = format!(
        "data_dir = {:?}\n{STUDIO}",
        dir.path().display().to_string()
    );
    let config = StudioConfig::parse(&text, "log injection test").unwrap();
    let studio = studio::start(config, RunOptions::default()).await.unwrap();
    probe(&studio).await;
    studio.shutdown().await.unwrap();
    telemetry.shutdown();

    let written = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    let started = |line: &&str| line.len() > 27 && line.as_bytes()[10] == b'T';
    for line in &lines {
        assert!(
            started(line) && !line.starts_with("2026-11-26T18:50:0"),
            "a line the studio did not start: {line:?}\n{written}"
        );
    }
    for (second, says) in [
        (0, "console request refused"),
        (1, "console request refused"),
        (2, "call denied"),
    ] {
        let marker = format!("\\n2026-11-26T18:50:0{second}.000000Z  INFO");
        let carrying: Vec<&&str> = lines.iter().filter(|l| l.contains(&marker)).collect();
        assert_eq!(carrying.len(), 1, "probe {second}:\n{written}");
        assert!(carrying[0].contains(says), "{}", carrying[0]);
    }
    let barcode: Vec<&&str> = lines
        .iter()
        .filter(|line| line.contains("12345678AS*"))
        .collect();
    assert!(!barcode.is_empty(), "{written}");
    for line in barcode {
        assert!(line.contains("floor event refused"), "{line}");
        assert!(line.contains(r"12345678AS*\n"), "{line}");
    }
}
