#!/usr/bin/env bash
# Instructions per headless page turn (event handling + render into the canvas, the frame benchmarks' path),
# counted by callgrind on `tessera snapshot`.
#
#   Benchmarks/headless/measure.sh BINARY SIZE TURNS 'OPENING KEYS' [SNAPSHOT ARGUMENTS...]
#
# Runs `BINARY snapshot --size SIZE --keys 'OPENING KEYS' ARGUMENTS` under `valgrind --tool=callgrind`, then
# the same with TURNS keys more (pgdn and pgup in turn), and prints the difference divided by TURNS: one page
# turn, start-up, the opening keys and exit taken out. OPENING KEYS may be '' (Friends), 'enter' (a friend's
# Feed, or an album's Feed in a photo folder given as PATH in ARGUMENTS). Instruction counts barely move
# with the machine's load, so two binaries compare fairly on a shared machine. With MAIN_THREAD_ONLY=1 only
# the main thread's instructions count (callgrind's --separate-threads): the frame's own work, without the
# background decoding and reading whose amount depends on how the threads happen to interleave. Valgrind reads no debug
# information from Swift's release binaries: give it a stripped copy (`strip -o tessera-stripped tessera`).
#
#   Benchmarks/headless/measure.sh tessera-stripped 200x60 100 '' --count 1000          # Friends
#   Benchmarks/headless/measure.sh tessera-stripped 200x60 100 enter --count 1000       # the Feed
#   XDG_CACHE_HOME=… Benchmarks/headless/measure.sh tessera-stripped 200x60 100 enter /path/to/photos
set -euo pipefail
binary=$1
size=$2
turns=$3
opening=$4
shift 4
separate=no
[ "${MAIN_THREAD_ONLY:-0}" = 1 ] && separate=yes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

turn_keys=$(for press in $(seq "$turns"); do
    if [ $((press % 2)) -eq 1 ]; then printf 'pgdn '; else printf 'pgup '; fi
done)

# Total instructions (all threads) of one snapshot with `$1` as its keys and the rest as its arguments.
run() {
    local keys=$1 out="$work/callgrind.$RANDOM"
    shift
    local script=()
    [ -z "${keys// /}" ] || script=(--keys "$keys")
    valgrind --tool=callgrind --callgrind-out-file="$out" --separate-threads="$separate" \
        "$binary" snapshot --size "$size" "${script[@]}" "$@" >/dev/null 2>"$work/valgrind.log" ||
        { cat "$work/valgrind.log" >&2; exit 1; }
    if [ "$separate" = yes ]; then files=("$out"-01); else files=("$out"); fi
    awk '/^totals:/ { sum += $2 } END { print sum }' "${files[@]}"
}

quiet=$(run "$opening" "$@")
keyed=$(run "$opening $turn_keys" "$@")
echo "$binary $size ${opening:-(no opening keys)} $* ${MAIN_THREAD_ONLY:+(main thread)}: $(((keyed - quiet) / turns)) instructions per page turn" \
    "(runs: $quiet, $keyed after $turns turns)"
