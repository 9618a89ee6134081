#!/usr/bin/env python3
"""The time from exec to the first screen of the interactive app, measured from outside, side by side.

    Benchmarks/first-screen/measure.py [-n RUNS] [--size 200x60] MARKER 'COMMAND A' ['COMMAND B']

Runs each command through `sh -c` (write `X=1 exec prog …`: the process timed must be the app itself) on
a pseudo-terminal of SIZE, as a person's terminal would run it, A and B in turn after one warm-up run of
each. The clock starts just before the fork. Reads what the program writes and
notes the moment MARKER (text that only the awaited screen shows, such as its status line's
`1 of 100,000`) has arrived: the first screen is on the terminal then. At that moment it also reads the
main thread's processor time (`/proc/PID/schedstat`) and the whole process's (`/proc/PID/stat`, in clock
ticks); then it types `q` and waits for the exit. Prints the medians per command: wall time to the first
screen, the main thread's and the process's processor time by then, how long the main thread was
runnable but waited for a processor by then (schedstat's second field: the machine's load, or the app's
own threads taking the cores), and the peak resident size of the whole run (`wait4`'s `ru_maxrss`).

Give the app `--graphics blocks`: nothing answers the terminal queries here, and each would wait for its
time-out. Wall times mean something only on an idle machine: state the load (`uptime`) with them.
"""

import argparse
import fcntl
import os
import pty
import select
import statistics
import struct
import sys
import termios
import time

TICKS = os.sysconf("SC_CLK_TCK")


def main_thread_times(pid):
    """The main thread's processor time so far and its time spent runnable but waiting for a processor,
    in seconds (the first two fields of its schedstat, in ns)."""
    with open(f"/proc/{pid}/schedstat") as f:
        fields = f.read().split()
    return int(fields[0]) / 1e9, int(fields[1]) / 1e9


def process_cpu(pid):
    """The whole process's user + system time so far, in seconds (every thread; clock-tick resolution)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def one_run(command, marker, columns, rows, timeout=60.0):
    """(wall to marker, main thread CPU by then, process CPU by then, main thread's wait for a
    processor by then, peak KiB) of one run."""
    start = time.monotonic()
    pid, master = pty.fork()
    if pid == 0:
        os.environ["TERM"] = os.environ.get("TERM_FOR_APP", "xterm-256color")
        os.execv("/bin/sh", ["sh", "-c", command])
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    seen = b""
    result = None
    needle = marker.encode()
    while time.monotonic() - start < timeout:
        ready, _, _ = select.select([master], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen = seen[-len(needle):] + chunk
        if needle in seen:
            wall = time.monotonic() - start
            main_cpu, main_wait = main_thread_times(pid)
            result = (wall, main_cpu, process_cpu(pid), main_wait)
            break
    if result is None:
        os.kill(pid, 9)
    else:
        os.write(master, b"q")
    # Drain the output until the program exits (the terminal closes), so it never blocks writing.
    while True:
        try:
            if not os.read(master, 65536):
                break
        except OSError:
            break
    _, _, usage = os.wait4(pid, 0)
    os.close(master)
    if result is None:
        sys.exit(f"{marker!r} never appeared within {timeout} s: {command}")
    return result + (usage.ru_maxrss,)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", type=int, default=5, help="runs of each command (after one warm-up)")
    parser.add_argument("--size", default="200x60", help="COLUMNSxROWS of the terminal")
    parser.add_argument("marker")
    parser.add_argument("commands", nargs="+")
    arguments = parser.parse_args()
    columns, rows = (int(part) for part in arguments.size.split("x"))
    labels = "AB"[: len(arguments.commands)]
    for label, command in zip(labels, arguments.commands):
        one_run(command, arguments.marker, columns, rows)
    runs = {label: [] for label in labels}
    for _ in range(arguments.n):
        for label, command in zip(labels, arguments.commands):
            runs[label].append(one_run(command, arguments.marker, columns, rows))
    print(f"{'':3} {'to screen s':>12} {'main CPU s':>11} {'all CPU s':>10} {'main wait s':>12} {'peak KiB':>9}")
    medians = {}
    for label in labels:
        columns_of_runs = list(zip(*runs[label]))
        medians[label] = [statistics.median(values) for values in columns_of_runs]
        wall, main_cpu, all_cpu, main_wait, peak = medians[label]
        print(f"{label:3} {wall:12.3f} {main_cpu:11.3f} {all_cpu:10.2f} {main_wait:12.3f} {peak:9.0f}")
    if len(labels) == 2:
        a, b = medians["A"], medians["B"]
        print(f"B/A {b[0] / a[0]:12.2f} {b[1] / a[1]:11.2f}   (medians of {arguments.n} runs each)")


if __name__ == "__main__":
    main()
