#!/usr/bin/env python3
"""Picture quality of Tessera's colour quantiser against chafa, on real photographs.

Each photograph (scikit-image's sample photos: `pip install scikit-image pillow`; Debian's `chafa`) is
fitted into the picture area of a 100x30 terminal (the screen less the title and status lines: 100x28
cells, 100x56 half-block pixels, pixels taken as square) and compared, pixel for pixel, with the photo
resized to the same size by Pillow's BOX filter (an area average, independent of Tessera):

- "tessera 256 rgb": every pixel the nearest of palette entries 16-255 in plain RGB distance, which is
  what `ColorQuantizer.nearest256` computes (exactly: its tests check it against a brute-force search);
  "+ diffusion" adds Floyd-Steinberg error diffusion as `--dither diffusion` does.
- "oklab 256": the same search with the distance in Oklab, the perceptual alternative.
- "chafa 256": `chafa --symbols=vhalf --colors=256 --dither=none` at the same size, its cells turned
  back into two pixels each.
- "viewer truecolor" and "viewer 256": the real thing — `tessera snapshot PHOTO --size 100x30 --ansi
  --colors truecolor|256` (the photo viewer: Tessera's decoder, its area-average resampler and, at 256,
  its quantiser), the half-block cells read back from the ANSI output. Set TESSERA to the binary
  (default: .build/release/tessera; build it with `swift build -c release`).

Prints PSNR (dB, over R, G and B) and SSIM for each. A benchmark, not a test: run it by hand,

    python3 Benchmarks/quality/measure.py
"""

import os
import re
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from skimage import data
from skimage.metrics import peak_signal_noise_ratio, structural_similarity

COLUMNS, ROWS = 100, 28  # a 100x30 screen less the title bar and the status line
PHOTOS = ["astronaut", "chelsea", "coffee", "rocket"]


def xterm_palette():
    """The 24-bit colours of the 256 palette entries, as xterm shows them."""
    basic = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
             0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF]
    colors = [((v >> 16) & 255, (v >> 8) & 255, v & 255) for v in basic]
    levels = [0, 95, 135, 175, 215, 255]
    colors += [(levels[i // 36], levels[i // 6 % 6], levels[i % 6]) for i in range(216)]
    colors += [(8 + 10 * i,) * 3 for i in range(24)]
    return np.array(colors, dtype=np.float64)


PALETTE = xterm_palette()
CANDIDATES = PALETTE[16:]  # the cube and the grey ramp: the same in nearly every terminal


def to_oklab(rgb):
    """Oklab coordinates of sRGB colours (any shape ending in 3, 0-255)."""
    c = rgb / 255.0
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    lms = linear @ np.array([[0.4122214708, 0.2119034982, 0.0883024619],
                             [0.5363325363, 0.6806995451, 0.2817188376],
                             [0.0514459929, 0.1073969566, 0.6299787005]])
    lms = np.cbrt(lms)
    return lms @ np.array([[0.2104542553, 1.9779984951, 0.0259040371],
                           [0.7936177850, -2.4285922050, 0.7827717662],
                           [-0.0040720468, 0.4505937099, -0.8086757660]])


def nearest(pixels, space="rgb"):
    """Each pixel replaced by the nearest candidate palette colour, by distance in `space`."""
    flat = pixels.reshape(-1, 3).astype(np.float64)
    if space == "oklab":
        a, b = to_oklab(flat), to_oklab(CANDIDATES)
    else:
        a, b = flat, CANDIDATES
    distances = ((a[:, None, :] - b[None, :, :]) ** 2).sum(axis=2)
    return CANDIDATES[distances.argmin(axis=1)].reshape(pixels.shape)


def diffused(pixels):
    """Serpentine Floyd-Steinberg error diffusion to the candidates (as `--dither diffusion`)."""
    height, width, _ = pixels.shape
    work = pixels.astype(np.float64).copy()
    out = np.zeros_like(work)
    for y in range(height):
        columns = range(width) if y % 2 == 0 else range(width - 1, -1, -1)
        step = 1 if y % 2 == 0 else -1
        for x in columns:
            value = np.clip(np.round(work[y, x]), 0, 255)
            shown = nearest(value.reshape(1, 1, 3))[0, 0]
            out[y, x] = shown
            error = value - shown
            if 0 <= x + step < width:
                work[y, x + step] += error * 7 / 16
            if y + 1 < height:
                if 0 <= x - step < width:
                    work[y + 1, x - step] += error * 3 / 16
                work[y + 1, x] += error * 5 / 16
                if 0 <= x + step < width:
                    work[y + 1, x + step] += error / 16
    return out


def fitted_size(image, columns, rows):
    """The largest size with the image's aspect that fits columns x 2*rows square pixels (even height)."""
    width, height = image.size
    scale = min(columns / width, 2 * rows / height)
    return max(1, round(width * scale)), max(2, round(height * scale / 2) * 2)


def reference(image, size):
    """The photo resized to `size` by Pillow's area-averaging BOX filter."""
    return np.asarray(image.resize(size, Image.BOX), dtype=np.float64)


def chafa_pixels(path):
    """chafa's 256-colour half-block rendering of the photo, as an array of pixels (2 per cell)."""
    output = subprocess.run(
        ["chafa", "--format=symbols", "--symbols=vhalf", "--colors=256", "--dither=none",
         f"--size={COLUMNS}x{ROWS}", "--animate=off", "--polite=on", path],
        check=True, capture_output=True, text=True).stdout
    rows = []
    for line in output.splitlines():
        foreground, background = (0, 0, 0), (0, 0, 0)
        top, bottom = [], []
        for escape, text in re.findall(r"(\x1b\[[0-9;]*m)?([^\x1b]*)", line):
            if escape:
                params = escape[2:-1].split(";")
                i = 0
                while i < len(params):
                    p = params[i]
                    if p in ("38", "48") and i + 2 < len(params) and params[i + 1] == "5":
                        color = tuple(PALETTE[int(params[i + 2])])
                        if p == "38":
                            foreground = color
                        else:
                            background = color
                        i += 3
                        continue
                    if p in ("0", ""):
                        foreground, background = (0, 0, 0), (0, 0, 0)
                    i += 1
            for character in text:
                pair = {"▀": (foreground, background), "▄": (background, foreground),
                        "█": (foreground, foreground)}.get(character, (background, background))
                top.append(pair[0])
                bottom.append(pair[1])
        if top:
            rows += [top, bottom]
    width = max(len(r) for r in rows)
    return np.array([r + [r[-1]] * (width - len(r)) for r in rows], dtype=np.float64)


def sgr_colors(params, foreground, background):
    """The colours after one SGR sequence's parameters (256-colour and 24-bit forms, resets)."""
    i = 0
    while i < len(params):
        p = params[i]
        if p in ("38", "48") and i + 1 < len(params) and params[i + 1] == "5" and i + 2 < len(params):
            color = tuple(PALETTE[int(params[i + 2])])
            i += 3
        elif p in ("38", "48") and i + 1 < len(params) and params[i + 1] == "2" and i + 4 < len(params):
            color = tuple(int(v) for v in params[i + 2:i + 5])
            i += 5
        else:
            if p in ("0", ""):
                foreground, background = (0, 0, 0), (0, 0, 0)
            i += 1
            continue
        if p == "38":
            foreground = color
        else:
            background = color
    return foreground, background


def viewer_pixels(path, colors, cache):
    """The photo viewer's half-block pixels: the ▀ cells of the content rows, two pixels each."""
    binary = os.environ.get("TESSERA", os.path.join(os.path.dirname(__file__), "../../.build/release/tessera"))
    output = subprocess.run(
        [binary, "snapshot", path, "--size", f"{COLUMNS}x{ROWS + 2}", "--ansi", "--colors", colors],
        check=True, capture_output=True, text=True, env=dict(os.environ, XDG_CACHE_HOME=cache)).stdout
    cells = {}
    for row, line in enumerate(output.splitlines()[1:ROWS + 1]):
        foreground, background = (0, 0, 0), (0, 0, 0)
        column = 0
        for escape, text in re.findall(r"(\x1b\[[0-9;]*m)?([^\x1b]*)", line):
            if escape:
                foreground, background = sgr_colors(escape[2:-1].split(";"), foreground, background)
            for character in text:
                if character == "▀":
                    cells[(row, column)] = (foreground, background)
                column += 1
    rows = sorted({r for r, _ in cells})
    columns = sorted({c for _, c in cells})
    pixels = []
    for r in rows:
        pixels.append([cells[(r, c)][0] for c in columns])
        pixels.append([cells[(r, c)][1] for c in columns])
    return np.array(pixels, dtype=np.float64)


def scores(shown, expected):
    return (peak_signal_noise_ratio(expected, shown, data_range=255),
            structural_similarity(expected, shown, channel_axis=2, data_range=255))


def main():
    results = {}
    with tempfile.TemporaryDirectory() as directory, tempfile.TemporaryDirectory() as cache:
        for name in PHOTOS:
            image = Image.fromarray(getattr(data, name)()).convert("RGB")
            path = os.path.join(directory, name + ".png")
            image.save(path)
            size = fitted_size(image, COLUMNS, ROWS)
            expected = reference(image, size)
            chafa = chafa_pixels(path)
            viewer = {colors: viewer_pixels(path, colors, cache) for colors in ("truecolor", "256")}
            methods = {
                "viewer truecolor": (viewer["truecolor"], reference(image, viewer["truecolor"].shape[1::-1])),
                "viewer 256": (viewer["256"], reference(image, viewer["256"].shape[1::-1])),
                "tessera 256 rgb": nearest(expected),
                "tessera 256 rgb + diffusion": diffused(expected),
                "oklab 256": nearest(expected, "oklab"),
                "chafa 256": (chafa, reference(image, (chafa.shape[1], chafa.shape[0]))),
            }
            for method, shown in methods.items():
                shown, against = shown if isinstance(shown, tuple) else (shown, expected)
                results.setdefault(method, []).append(scores(shown, against))
            sizes = f"{size[0]}x{size[1]} px, chafa {chafa.shape[1]}x{chafa.shape[0]}"
            print(f"{name:16} {sizes:28} " + "  ".join(
                f"{m}: {results[m][-1][0]:.2f} dB {results[m][-1][1]:.3f}" for m in methods))
    print()
    print(f"{'method':30} {'mean PSNR (dB)':>15} {'mean SSIM':>10}")
    for method, values in results.items():
        print(f"{method:30} {np.mean([v[0] for v in values]):15.2f} {np.mean([v[1] for v in values]):10.3f}")


if __name__ == "__main__":
    sys.exit(main())
