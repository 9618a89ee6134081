#!/usr/bin/env bash
# Zooming into a 50-megapixel JPEG at 200 × 60: the time from the key to the sharp picture.
#
#   [GRAIN=30] Benchmarks/zoom/measure.sh [BINARY] [RUNS]     (defaults: .build/release/tessera, 7)
#
# Makes an 8664 × 5776 photo-sized JPEG (ffmpeg's testsrc2 with grain, baseline: about 28 MB with GRAIN=30,
# heavier than a camera's; 11 MB with GRAIN=12, as light as a camera's fine JPEG of a smooth scene) and a
# progressive copy (ImageMagick), each alone in its folder, then runs `BINARY snapshot --size 200x60 FILE` RUNS times each with no
# keys (the fit), with `+` (the first zoom step), `+ +` (the second), `1` (100 %) and `1 l` (100 %, then a
# pan: its cost is that run minus the `1` run). `snapshot` draws the fit once its
# picture is made, then handles the key and draws again once the zoomed picture is made, so the zoomed
# run minus the fit's run is the key's cost: the region decode off the main loop plus one frame.
# Prints the median wall-clock and processor (user + system) seconds of each, and the differences.
set -euo pipefail
binary=${1:-.build/release/tessera}
runs=${2:-7}
grain=${GRAIN:-30}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each in a folder of its own: no neighbour is decoded ahead.
mkdir "$work/baseline" "$work/progressive"
ffmpeg -loglevel error -f lavfi -i "testsrc2=size=8664x5776:rate=1" -vf "noise=alls=$grain:allf=t" \
    -frames:v 1 -q:v 3 -pix_fmt yuvj420p "$work/baseline/photo.jpg"
convert "$work/baseline/photo.jpg" -interlace JPEG -quality 90 "$work/progressive/photo.jpg"

# Median of RUNS runs of `snapshot` with KEYS on FILE: "WALL CPU" in seconds.
median() {
    local file=$1 keys=$2
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S" "$binary" snapshot --size 200x60 --keys "$keys" "$file" 2>&1 >/dev/null |
            tail -1
    done | awk '{ print $1, $2 + $3 }' | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2)'
}

for kind in baseline progressive; do
    file="$work/$kind/photo.jpg"
    read -r fitWall fitCPU < <(median "$file" "")
    printf '%-12s %s\n' "$kind" "$(du -h "$file" | cut -f1)"
    printf '  fit          %6.3f s wall  %6.3f s cpu\n' "$fitWall" "$fitCPU"
    for keys in "+" "+ +" "1" "1 l"; do
        read -r wall cpu < <(median "$file" "$keys")
        awk -v k="$keys" -v w="$wall" -v c="$cpu" -v fw="$fitWall" -v fc="$fitCPU" 'BEGIN {
            printf "  key %-8s %6.3f s wall  %6.3f s cpu   the key: %4.0f ms wall, %4.0f ms cpu\n",
                k, w, c, (w - fw) * 1000, (c - fc) * 1000 }'
    done
done
