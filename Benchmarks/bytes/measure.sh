#!/usr/bin/env bash
# Bytes written to the terminal per frame by the real app, from a raw capture of its output.
#
#   Benchmarks/bytes/measure.sh [TESSERA] [SIZE...]     (defaults: .build/release/tessera, 100x30 200x60)
#
# Runs TESSERA (1,000 friends, seed 1) in a private tmux server (TERM=tmux-256color), copies everything it
# writes to a file with `tmux pipe-pane`, presses keys and counts the bytes each key caused, and the frames
# among them (each frame is bracketed by the synchronised-output markers ESC[?2026h … ESC[?2026l, which are
# counted in). Prints one Markdown table row per size: wheel scroll (3 rows), page turn (PgDn), focus move
# (Right), and one frame of the `u` update animation (the bytes of the whole animation over its frames).
set -euo pipefail
binary=${1:-.build/release/tessera}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(100x30 200x60)
socket=tessera-bytes-$$
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
t() { tmux -L "$socket" "$@"; }

# Waits until the capture stops growing for 0.4 s (at most 5 s).
settle() {
    local last=-1 size stable=0
    for _ in $(seq 100); do
        size=$(stat -c %s "$work/raw")
        if [ "$size" -eq "$last" ]; then stable=$((stable + 1)); else stable=0; fi
        [ $stable -ge 8 ] && return
        last=$size
        sleep 0.05
    done
}

# Presses keys (tmux send-keys arguments) and prints "BYTES FRAMES" for what they caused.
press() {
    settle
    local before after
    before=$(stat -c %s "$work/raw")
    t send-keys -t main "$@"
    sleep 0.2
    settle
    after=$(stat -c %s "$work/raw")
    tail -c +$((before + 1)) "$work/raw" | head -c $((after - before)) >"$work/delta"
    echo "$((after - before)) $(grep -ao $'\e\\[?2026h' "$work/delta" | wc -l)"
}

# Bytes per frame of one press: the bytes divided by the frames (rounded).
per_frame() {
    local bytes=$1 frames=$2
    [ "$frames" -gt 0 ] || { echo "0 (no frame)"; return; }
    echo "$(((bytes + frames / 2) / frames))"
}

echo "| size | wheel scroll (3 rows) | page turn | focus move | animation frame (\`u\`) |"
echo "| --- | --- | --- | --- | --- |"
for size in "${sizes[@]}"; do
    t kill-server 2>/dev/null || true
    : >"$work/raw"
    t -f /dev/null new-session -d -s main -x "${size%x*}" -y "${size#*x}" \
        env TERM=tmux-256color LANG=C.UTF-8 "$binary" --count 1000 --seed 1
    t set-option -g status off >/dev/null
    t pipe-pane -o -t main "cat >> $work/raw"
    sleep 0.5
    settle
    # Wheel down over the items: an xterm (X10) mouse report, button 65 at column 10, row 10.
    read -r wheel wheel_frames < <(press -H 1b 5b 4d 61 2a 2a)
    read -r page page_frames < <(press NPage)
    read -r focus focus_frames < <(press Right)
    read -r update update_frames < <(press u)
    echo "| ${size/x/×} | $(per_frame "$wheel" "$wheel_frames") | $(per_frame "$page" "$page_frames") |" \
        "$(per_frame "$focus" "$focus_frames") | $(per_frame "$update" "$update_frames") ($update_frames frames) |"
    t send-keys -t main q
    sleep 0.2
done
