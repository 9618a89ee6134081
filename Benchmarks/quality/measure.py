#!/usr/bin/env python3
"""Picture quality of Tessera's viewer, Feed tiles and album covers against chafa, on real photographs.

Each photograph (scikit-image's astronaut, chelsea and coffee, and its motorcycle_left.png when the
installed scikit-image has it: `pip install scikit-image pillow`; Debian's `chafa`) is saved as a JPEG
(Pillow, quality 90, 4:2:0 chroma, as a camera or a phone writes) and, as a control, as a PNG. Each file is
shown in the picture area of a 100x30 terminal (the screen less the title and status lines: 100x28 cells,
up to 100x56 half-block pixels, pixels taken as square) and compared, pixel for pixel, with the reference:
the file's full-resolution decode (Pillow, i.e. libjpeg-turbo for the JPEG) resized to the same pixels by
Pillow's BOX filter (an area average, independent of Tessera).

- "viewer truecolor" and "viewer 256": the real thing — `tessera snapshot FILE --size 100x30 --ansi
  --colors truecolor|256` (the photo viewer: Tessera's decoder, its area-average resampler and, at 256,
  its quantiser), the half-block cells read back from the ANSI output. Set TESSERA to the binary (default:
  .build/release/tessera; build it with `swift build -c release`).
- "chafa truecolor" and "chafa 256": `chafa -s 100x28 --symbols=vhalf --colors=full|256 --dither=none`,
  its cells (38;2 / 48;2 and 38;5 / 48;5 colours) turned back into two pixels each.
- "feed tile" and "album cover" (true colour): the photo alone in a folder, `tessera snapshot FOLDER` (the
  Feed, one tile) and with `--keys esc` (the album list, one card). A tile is the 256-pixel thumbnail
  cropped to fill its frame; its reference is the same crop of the full decode area-averaged to the
  tile's pixels, over the cells showing the photo (the focus border and caption left out).
- "tessera 256 rgb" (+ diffusion) and "oklab 256": the quantiser alone, mirrored here (an exact nearest
  colour search among palette entries 16-255, which its tests check against brute force), applied to the
  reference.

Prints PSNR (dB, over R, G and B) and SSIM per file, then a Markdown table of the PSNRs. A benchmark, not
a test: run it by hand,

    python3 Benchmarks/quality/measure.py
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image
from skimage import data
from skimage.metrics import peak_signal_noise_ratio, structural_similarity

COLUMNS, ROWS = 100, 28  # a 100x30 screen less the title bar and the status line
PHOTOS = ["astronaut", "chelsea", "coffee", "motorcycle"]
FORMATS = ["jpeg", "png"]
THUMBNAIL_BOX = 256  # the freedesktop `large` thumbnail that Feed tiles and covers are cut from


def load_photo(name):
    """A sample photograph as a Pillow RGB image, or None when this scikit-image lacks it."""
    if name == "motorcycle":
        path = os.path.join(os.path.dirname(data.__file__), "motorcycle_left.png")
        return Image.open(path).convert("RGB") if os.path.exists(path) else None
    return Image.fromarray(getattr(data, name)()).convert("RGB")


def save(image, directory, name, kind):
    """Writes the photo as a JPEG (quality 90, 4:2:0) or a PNG into its own folder; returns the path."""
    folder = os.path.join(directory, f"{name}-{kind}")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"{name}.{'jpg' if kind == 'jpeg' else 'png'}")
    if kind == "jpeg":
        image.save(path, quality=90, subsampling=2)
    else:
        image.save(path)
    return path


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


def reference(image, size, box=None):
    """The photo (or its `box` region) resized to `size` by Pillow's area-averaging BOX filter."""
    return np.asarray(image.resize(size, Image.BOX, box=box), dtype=np.float64)


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


def half_block_cells(ansi, first_row, rows, characters="▀▄█"):
    """{(row, column): (top, bottom)} for the cells of `rows` lines from `first_row` drawn with one of
    `characters` (a space counts as its background twice when it is among them)."""
    cells = {}
    for row, line in enumerate(ansi.splitlines()[first_row:first_row + rows]):
        foreground, background = (0, 0, 0), (0, 0, 0)
        column = 0
        for escape, text in re.findall(r"(\x1b\[[0-9;]*m)?([^\x1b]*)", line):
            if escape:
                foreground, background = sgr_colors(escape[2:-1].split(";"), foreground, background)
            for character in text:
                if character in characters:
                    cells[(row, column)] = {"▀": (foreground, background), "▄": (background, foreground),
                                            "█": (foreground, foreground), " ": (background, background)}[
                        character]
                column += 1
    return cells


def pixels_of(cells, rows, columns):
    """The cells' two pixels each over the given rows and columns (an array, rows x 2 down)."""
    pixels = []
    for r in rows:
        pixels.append([cells[(r, c)][0] for c in columns])
        pixels.append([cells[(r, c)][1] for c in columns])
    return np.array(pixels, dtype=np.float64)


def picture_pixels(cells):
    """The pixels of the rectangle of cells a picture covers."""
    rows = sorted({r for r, _ in cells})
    columns = sorted({c for _, c in cells})
    return pixels_of(cells, rows, columns)


def chafa_pixels(path, colors):
    """chafa's half-block rendering of the photo at `colors` (full or 256), two pixels a cell."""
    output = subprocess.run(
        ["chafa", "--format=symbols", "--symbols=vhalf", f"--colors={colors}", "--dither=none",
         f"--size={COLUMNS}x{ROWS}", "--animate=off", "--polite=on", path],
        check=True, capture_output=True, text=True).stdout
    return picture_pixels(half_block_cells(output, 0, ROWS, "▀▄█ "))


def snapshot(path, colors, keys=None):
    """`tessera snapshot PATH` at 100x30 with ANSI colours, the thumbnail cache left alone."""
    binary = os.environ.get("TESSERA", os.path.join(os.path.dirname(__file__), "../../.build/release/tessera"))
    command = [binary, "snapshot", path, "--size", f"{COLUMNS}x{ROWS + 2}", "--ansi", "--colors", colors,
               "--no-cache"]
    if keys:
        command += ["--keys", keys]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def viewer_pixels(path, colors):
    """The photo viewer's half-block pixels: the ▀ cells of the content rows, two pixels each."""
    return picture_pixels(half_block_cells(snapshot(path, colors), 1, ROWS, "▀"))


def fitted(size, box):
    """The largest size with `size`'s aspect inside `box`, each side rounded (PixelSize.fitting)."""
    (width, height), (box_width, box_height) = size, box
    if width * box_height > height * box_width:
        return box_width, max(1, (height * box_width + width // 2) // width)
    return max(1, (width * box_height + height // 2) // height), box_height


def thumbnail_crop(image, frame):
    """The region of the full photo that a tile of `frame` cells shows: the 256-pixel thumbnail's centre
    crop with the frame's aspect (RGBImage.croppedToFill), in the photo's own pixels."""
    columns, rows = frame
    target = (columns, 2 * rows)
    thumb_width, thumb_height = fitted(image.size, (THUMBNAIL_BOX, THUMBNAIL_BOX))
    if image.size[0] <= THUMBNAIL_BOX and image.size[1] <= THUMBNAIL_BOX:
        thumb_width, thumb_height = image.size
    crop_width, crop_height = thumb_width, thumb_height
    if thumb_width * target[1] > thumb_height * target[0]:
        crop_width = max(1, (thumb_height * target[0] + target[1] // 2) // target[1])
    else:
        crop_height = max(1, (thumb_width * target[1] + target[0] // 2) // target[0])
    left, top = (thumb_width - crop_width) // 2, (thumb_height - crop_height) // 2
    sx, sy = image.size[0] / thumb_width, image.size[1] / thumb_height
    return (left * sx, top * sy, (left + crop_width) * sx, (top + crop_height) * sy)


def tile_scores(image, ansi, border):
    """PSNR and SSIM of the one photo tile on a Feed or album screen against the reference crop.

    The picture's cells are the true-colour ▀ cells of the content rows; with `border` (the Feed's focused
    tile) the frame is one cell bigger on each side, and the cells under the caption are left out."""
    cells = half_block_cells(ansi, 1, ROWS, "▀")
    rows = sorted({r for r, _ in cells})
    columns = sorted({c for _, c in cells})
    grow = 1 if border else 0
    frame_rows = range(rows[0] - grow, rows[-1] + 1 + grow)
    frame_columns = range(columns[0] - grow, columns[-1] + 1 + grow)
    expected = reference(image, (len(frame_columns), 2 * len(frame_rows)),
                         thumbnail_crop(image, (len(frame_columns), len(frame_rows))))
    whole_rows = [r for r in rows if all((r, c) in cells for c in columns)]
    shown = pixels_of(cells, whole_rows, columns)
    wanted = np.concatenate(
        [expected[2 * (r - frame_rows[0]):2 * (r - frame_rows[0]) + 2,
                  columns[0] - frame_columns[0]:columns[-1] + 1 - frame_columns[0]] for r in whole_rows])
    return scores(shown, wanted), (len(frame_columns), len(frame_rows))


def scores(shown, expected):
    return (peak_signal_noise_ratio(expected, shown, data_range=255),
            structural_similarity(expected, shown, channel_axis=2, data_range=255))


def measure(image, path):
    """Every method's (PSNR, SSIM) for one file, and the sizes shown."""
    decoded = Image.open(path).convert("RGB")
    viewer = {colors: viewer_pixels(path, colors) for colors in ("truecolor", "256")}
    chafa = {colors: chafa_pixels(path, colors) for colors in ("full", "256")}
    size = viewer["truecolor"].shape[1::-1]
    expected = reference(decoded, size)
    results = {
        "viewer truecolor": scores(viewer["truecolor"], reference(decoded, viewer["truecolor"].shape[1::-1])),
        "viewer 256": scores(viewer["256"], reference(decoded, viewer["256"].shape[1::-1])),
        "chafa truecolor": scores(chafa["full"], reference(decoded, chafa["full"].shape[1::-1])),
        "chafa 256": scores(chafa["256"], reference(decoded, chafa["256"].shape[1::-1])),
    }
    folder = os.path.dirname(path)
    results["feed tile"], tile = tile_scores(decoded, snapshot(folder, "truecolor"), border=True)
    results["album cover"], cover = tile_scores(decoded, snapshot(folder, "truecolor", "esc"), border=False)
    results["tessera 256 rgb"] = scores(nearest(expected), expected)
    results["tessera 256 rgb + diffusion"] = scores(diffused(expected), expected)
    results["oklab 256"] = scores(nearest(expected, "oklab"), expected)
    sizes = f"{size[0]}x{size[1]} px, chafa {chafa['full'].shape[1]}x{chafa['full'].shape[0]}, " \
            f"tile {tile[0]}x{tile[1]} cells, cover {cover[0]}x{cover[1]}"
    return results, sizes


def main():
    results = {}
    with tempfile.TemporaryDirectory() as directory:
        for name in PHOTOS:
            image = load_photo(name)
            if image is None:
                print(f"{name}: not in this scikit-image, left out")
                continue
            for kind in FORMATS:
                path = save(image, directory, name, kind)
                measured, sizes = measure(image, path)
                results[(name, kind)] = measured
                print(f"{name} {kind}: {sizes}")
                print("  " + "  ".join(f"{m}: {v[0]:.2f} dB {v[1]:.3f}" for m, v in measured.items()))
                shutil.rmtree(os.path.dirname(path))
    methods = ["viewer truecolor", "chafa truecolor", "viewer 256", "chafa 256", "feed tile", "album cover"]
    print()
    print("| photo | " + " | ".join(methods) + " |")
    print("| --- " * (len(methods) + 1) + "|")
    for kind in FORMATS:
        for (name, k), measured in results.items():
            if k == kind:
                print(f"| {name} ({kind}) | " + " | ".join(f"{measured[m][0]:.2f}" for m in methods) + " |")
    print()
    print(f"{'method':30} {'mean PSNR (dB)':>15} {'mean SSIM':>10}   (JPEG inputs; PNG in brackets)")
    for method in results[next(iter(results))]:
        line = f"{method:30}"
        for kind in FORMATS:
            values = [measured[method] for (name, k), measured in results.items() if k == kind]
            psnr, ssim = np.mean([v[0] for v in values]), np.mean([v[1] for v in values])
            line += f" {psnr:15.2f} {ssim:10.3f}" if kind == "jpeg" else f"   ({psnr:.2f} {ssim:.3f})"
        print(line)


if __name__ == "__main__":
    sys.exit(main())
