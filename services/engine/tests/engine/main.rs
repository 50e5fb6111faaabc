//! The engine against a real embedded log: steps, odds and results of scripted journals,
//! rejections, restarts and the live clock; and through a wrapper without atomic batches,
//! crashing at chosen records, whose partitions the test hands out and takes back.

mod headers;
mod lifecycle;
mod live;
mod non_atomic;
mod ownership;
mod rejections;
mod restart;
mod split_log;
mod steps;
mod support;
