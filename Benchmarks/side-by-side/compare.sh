#!/bin/sh
# Times two commands side by side with public tools only (/usr/bin/time from Debian's `time` package):
# A and B run in turn (A B A B …) after one warm-up run of each, and the medians of wall time, processor
# time (user + system) and peak resident memory are printed for each, with B/A for the first two.
#
#   Benchmarks/side-by-side/compare.sh [-n RUNS] 'COMMAND A' 'COMMAND B'
#
# Each command is run by `sh -c`, so it may hold `;` and redirections (set a variable inside it:
# 'X=1 exec prog'). The numbers are those of the whole process tree the command waited for.
set -eu
runs=5
if [ "${1:-}" = "-n" ]; then runs=$2; shift 2; fi
if [ $# -ne 2 ]; then echo "usage: $0 [-n RUNS] 'COMMAND A' 'COMMAND B'" >&2; exit 2; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
one() { # label command
    /usr/bin/time -f "%e %U %S %M" -o "$work/t" sh -c "$2" > /dev/null 2>&1 || echo "($1 exited with a failure)" >&2
    awk '{ printf "%s %.3f %.3f %d\n", "'"$1"'", $1, $2 + $3, $4 }' "$work/t" >> "$work/all"
}
: > "$work/all"
one warm-a "$1"; one warm-b "$2"
i=0
while [ $i -lt "$runs" ]; do one A "$1"; one B "$2"; i=$((i + 1)); done
median() { # label column
    awk -v l="$1" '$1 == l { print $'"$2"' }' "$work/all" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
aw=$(median A 2); ac=$(median A 3); am=$(median A 4)
bw=$(median B 2); bc=$(median B 3); bm=$(median B 4)
printf '%-3s %10s %10s %12s\n' "" "wall s" "CPU s" "peak KiB"
printf '%-3s %10s %10s %12s\n' A "$aw" "$ac" "$am" B "$bw" "$bc" "$bm"
awk -v aw="$aw" -v bw="$bw" -v ac="$ac" -v bc="$bc" -v n="$runs" 'BEGIN { printf "B/A %10.2f %10s   (medians of %d runs each)\n", bw / aw, (ac > 0 ? sprintf("%.2f", bc / ac) : "-"), n }'
