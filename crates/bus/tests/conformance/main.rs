//! One suite, both backends: every test here runs once on the embedded log and once on a real
//! Kafka-protocol broker (tansu, started per test by `livedraw-test-broker`). Kafka-only
//! behaviour (consumer groups, topic administration, outages) is in `kafka.rs`.
#![allow(clippy::unwrap_used, reason = "a test stops at the first failure")]

/// Declares each listed test (an `async fn(Backend)` of the module it is used in) once per
/// backend: `<module>::embedded::<test>` and `<module>::kafka::<test>`.
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        on_both_backends!(kafka = kafka; $($name),*);
    };
    // `kafka = in_memory`: the broker with tansu's memory store, which keeps a batch as its
    // producer wrote it (the SQLite store renumbers its records).
    (kafka = $kafka:ident; $($name:ident),* $(,)?) => {
        mod embedded {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(crate::backend::Backend::embedded().await).await;
                }
            )*
        }
        mod kafka {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(crate::backend::Backend::$kafka().await).await;
                }
            )*
        }
    };
}

mod backend;
mod gaps;
mod kafka;
mod log;
mod ownership;
mod subscribe;
