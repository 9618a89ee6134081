#!/usr/bin/env python3
"""Picture quality of the photo viewer in half blocks, quadrants and sextants, against chafa's.

Each of scikit-image's sample photographs (as in measure.py: `pip install scikit-image pillow`, Debian's
`chafa`, a release build) is shown in the viewer, `tessera snapshot PHOTO --size 100x30 --ansi --colors C
--symbols S`, and by `chafa --symbols=vhalf|quad|sextant --colors=256|full --dither=none` at the same
100x28 cells. Every rendering is read back from its ANSI output, each cell turned into 2 x 6 sub-pixels
from its block shape and two colours (the finest grid all three symbol sets divide), and compared with the
photo resized by Pillow's BOX filter to the same 2 x 6 sub-pixels a cell over the cells the picture
covers. Prints PSNR (dB) and SSIM per photo and their means:

    python3 Benchmarks/quality/symbols.py
"""

import os
import re
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
from measure import PHOTOS, load_photo, scores, sgr_colors  # noqa: E402

COLUMNS, ROWS = 100, 28
SUB_X, SUB_Y = 2, 6

QUADRANTS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"


def sextant(mask):
    if mask == 0:
        return " "
    special = {0b010101: "▌", 0b101010: "▐", 0b111111: "█"}
    if mask in special:
        return special[mask]
    return chr(0x1FB00 + mask - 1 - (mask > 0b010101) - (mask > 0b101010))


# Character -> (pixels across, pixels down, mask of foreground pixels, bit i = pixel i row by row).
SHAPES = {}
for mask in range(64):
    SHAPES.setdefault(sextant(mask), (2, 3, mask))
for mask, character in enumerate(QUADRANTS):
    SHAPES[character] = (2, 2, mask)
SHAPES["▀"] = (1, 2, 0b01)
SHAPES["▄"] = (1, 2, 0b10)
SHAPES[" "] = (1, 1, 0)
SHAPES["█"] = (1, 1, 1)


def cells_of(ansi, first_row, rows):
    """{(row, column): (character, foreground, background)} for the cells with a colour set."""
    cells = {}
    for row, line in enumerate(ansi.splitlines()[first_row:first_row + rows]):
        foreground, background = None, None
        column = 0
        for escape, text in re.findall(r"(\x1b\[[0-9;]*m)?([^\x1b]*)", line):
            if escape:
                params = escape[2:-1].split(";")
                if params in (["0"], [""]):
                    foreground, background = None, None
                else:
                    if params[0] == "0":
                        foreground, background = None, None
                    foreground, background = sgr_colors(params, foreground, background)
            for character in text:
                if background is not None or (foreground is not None and character != " "):
                    cells[(row, column)] = (character, foreground or (0, 0, 0), background or (0, 0, 0))
                column += 1
    return cells


def sub_pixels(cells):
    """The picture's cells as an array of 2 x 6 sub-pixels a cell, and its cell box (columns, rows)."""
    rows = sorted({r for r, _ in cells})
    columns = sorted({c for _, c in cells})
    top, left = rows[0], columns[0]
    height, width = rows[-1] - top + 1, columns[-1] - left + 1
    out = np.zeros((height * SUB_Y, width * SUB_X, 3))
    for (r, c), (character, foreground, background) in cells.items():
        across, down, mask = SHAPES.get(character, (1, 1, 0))
        for sy in range(SUB_Y):
            for sx in range(SUB_X):
                bit = (sy * down // SUB_Y) * across + sx * across // SUB_X
                color = foreground if mask >> bit & 1 else background
                out[(r - top) * SUB_Y + sy, (c - left) * SUB_X + sx] = color
    return out, (width, height)


def tessera(path, colors, symbols, cache):
    binary = os.environ.get("TESSERA", os.path.join(os.path.dirname(__file__), "../../.build/release/tessera"))
    output = subprocess.run(
        [binary, "snapshot", path, "--size", f"{COLUMNS}x{ROWS + 2}", "--ansi", "--colors", colors,
         "--symbols", symbols],
        check=True, capture_output=True, text=True, env=dict(os.environ, XDG_CACHE_HOME=cache)).stdout
    return sub_pixels(cells_of(output, 1, ROWS))


def chafa(path, colors, symbols):
    output = subprocess.run(
        ["chafa", "--format=symbols", f"--symbols={symbols}", f"--colors={colors}", "--dither=none",
         f"--size={COLUMNS}x{ROWS}", "--animate=off", "--polite=on", path],
        check=True, capture_output=True, text=True).stdout
    return sub_pixels(cells_of(output, 0, ROWS))


def main():
    results = {}
    with tempfile.TemporaryDirectory() as directory, tempfile.TemporaryDirectory() as cache:
        for name in PHOTOS:
            image = load_photo(name)
            if image is None:
                continue
            path = os.path.join(directory, name + ".png")
            image.save(path)
            methods = {}
            for colors, chafa_colors in (("truecolor", "full"), ("256", "256")):
                for symbols, chafa_symbols in (("half", "vhalf"), ("quadrant", "quad"), ("sextant", "sextant")):
                    methods[f"tessera {colors} {symbols}"] = tessera(path, colors, symbols, cache)
                    methods[f"chafa {colors} {chafa_symbols}"] = chafa(path, chafa_colors, chafa_symbols)
            line = []
            for method, (shown, box) in methods.items():
                expected = np.asarray(image.resize((shown.shape[1], shown.shape[0]), Image.BOX), dtype=np.float64)
                results.setdefault(method, []).append(scores(shown, expected))
                line.append(f"{method} {box[0]}x{box[1]}: {results[method][-1][0]:.2f}")
            print(f"{name:10} " + "  ".join(line))
    print()
    print(f"{'method':30} {'mean PSNR (dB)':>15} {'mean SSIM':>10}")
    for method, values in results.items():
        print(f"{method:30} {np.mean([v[0] for v in values]):15.2f} {np.mean([v[1] for v in values]):10.3f}")


if __name__ == "__main__":
    sys.exit(main())
