"""Draws the soak's figures (target/soak/soak.csv by default) as one PNG of four panels:
resident memory and open descriptors, the log's size on disk, the feed's p99 latency, and the
floor events journaled per second, each against the minutes of the run."""

import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def read(path):
    with open(path, newline="") as file:
        return list(csv.DictReader(file))


def column(rows, name, scale=1.0):
    return [float(row[name]) / scale if row[name] else float("nan") for row in rows]


def main(source, target, title):
    rows = read(source)
    minutes = column(rows, "minute")
    mib = 1024 * 1024
    figure, axes = plt.subplots(2, 2, figsize=(10, 6), sharex=True)
    memory = axes[0][0]
    memory.plot(minutes, column(rows, "rss_bytes", mib), color="tab:blue")
    memory.set_ylabel("resident memory (MiB)")
    descriptors = memory.twinx()
    descriptors.plot(minutes, column(rows, "fds"), color="tab:orange")
    descriptors.set_ylabel("open descriptors", color="tab:orange")
    axes[0][1].plot(minutes, column(rows, "disk_bytes", mib), color="tab:green")
    axes[0][1].set_ylabel("log on disk (MiB)")
    axes[1][0].plot(minutes, column(rows, "feed_p99_ms"), color="tab:red")
    axes[1][0].set_ylabel("feed p99 (ms)")
    axes[1][1].plot(minutes, column(rows, "events_per_second"), color="tab:purple")
    axes[1][1].set_ylabel("floor events / s")
    for axis in axes[1]:
        axis.set_xlabel("minutes")
    for row in axes:
        for axis in row:
            axis.set_ylim(bottom=0)
            axis.grid(alpha=0.3)
    descriptors.set_ylim(bottom=0)
    figure.suptitle(title)
    figure.tight_layout()
    figure.savefig(target, dpi=80)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    source = arguments[0] if len(arguments) > 0 else "target/soak/soak.csv"
    target = arguments[1] if len(arguments) > 1 else "docs/soak.png"
    title = arguments[2] if len(arguments) > 2 else "livedraw soak"
    main(source, target, title)
