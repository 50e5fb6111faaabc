//! The engine against a real embedded log: steps, odds and results of scripted journals,
//! rejections, restarts and the live clock.

mod headers;
mod lifecycle;
mod live;
mod rejections;
mod restart;
mod steps;
mod support;
