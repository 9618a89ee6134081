#!/usr/bin/env bash
# Instructions per frame of the real app in a real terminal (tmux), counted by callgrind: key handling,
# rendering and presenting (the frame diff, ncurses), from the key to the bytes written.
#
#   Benchmarks/present/measure.sh BINARY [SIZE] [PRESSES]     (defaults: 200x60, 40)
#
# Runs BINARY (1,000 friends, seed 1) under `valgrind --tool=callgrind` twice in a private tmux server
# (TERM=tmux-256color): once quitting at once, once after PRESSES keys (PgDn and PgUp in turn, each waited
# for). Prints the instructions of the keyed run minus the quiet one, divided by the presses: the cost of one
# page-turn frame, start-up and exit taken out. Instruction counts barely move with the machine's load, so
# two binaries compare fairly on a shared machine.
set -euo pipefail
binary=$1
size=${2:-200x60}
presses=${3:-40}
socket=tessera-present-$$
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
t() { tmux -L "$socket" "$@"; }

# Waits until the pane's text stops changing for 0.5 s (at most 60 s).
settle() {
    local last="" now stable=0
    for _ in $(seq 600); do
        now=$(t capture-pane -p -t main 2>/dev/null | md5sum)
        if [ "$now" = "$last" ]; then stable=$((stable + 1)); else stable=0; fi
        [ $stable -ge 5 ] && return
        last=$now
        sleep 0.1
    done
}

# Waits until the pane's text differs from `$1` (a checksum), at most 60 s.
changed() {
    for _ in $(seq 600); do
        [ "$(t capture-pane -p -t main | md5sum)" != "$1" ] && return
        sleep 0.1
    done
}

# Total instructions of one run after `count` presses.
run() {
    local count=$1 out="$work/callgrind.$1"
    t kill-server 2>/dev/null || true
    t -f /dev/null new-session -d -s main -x "${size%x*}" -y "${size#*x}" \
        env TERM=tmux-256color LANG=C.UTF-8 valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$binary" --count 1000 --seed 1
    t set-option -g status off >/dev/null
    until t capture-pane -p -t main | grep -q "of 1,000"; do sleep 0.5; done
    settle
    local before
    for press in $(seq "$count"); do
        before=$(t capture-pane -p -t main | md5sum)
        if [ $((press % 2)) -eq 1 ]; then t send-keys -t main NPage; else t send-keys -t main PPage; fi
        changed "$before"
        settle
    done
    t send-keys -t main q
    while [ ! -s "$out" ] || ! grep -q '^totals:' "$out"; do sleep 0.5; done
    grep '^totals:' "$out" | awk '{print $2}'
}

quiet=$(run 0)
keyed=$(run "$presses")
echo "$binary $size: $(((keyed - quiet) / presses)) instructions per page-turn frame" \
    "(runs: $quiet quiet, $keyed after $presses presses)"
