#!/usr/bin/env python3
"""Detail of Tessera's 256-pixel thumbnails against an area average of the full decode, on real photographs.

Every JPEG named (or every JPEG in each folder named, distinct files only: hard links count once) is
linked into a folder of its own, and each Tessera binary given draws that folder's first screen with an
empty thumbnail cache (`tessera snapshot --size 200x60 FOLDER`, which writes the freedesktop `large`
thumbnail of every photo on the screen: at most 20 photos a folder, so all of them are on it). Each
`large` PNG (found by its `Thumb::URI`) is compared, pixel for pixel, with the reference: the photo's
full-resolution decode (Pillow, i.e. libjpeg-turbo) reduced to the thumbnail's size by an exact area
average (each output pixel the mean of the source area it covers, partly covered pixels weighted by the
covered fraction, in floating point, then rounded) — what Tessera's own resampler does on a full decode.

Prints PSNR (dB, over R, G and B) and SSIM per photo and binary, then the mean and minimum of each. With
`--crops DIR`, also writes for each photo a PNG of the reference and each binary's thumbnail side by side
(a 96 × 96 crop from the centre, magnified 4 times) to look at. A benchmark, not a test: run it by hand,

    python3 Benchmarks/quality/thumbnails.py /tmp/old-tessera /tmp/new-tessera \\
        --photos /tmp/remeasure/album10k --photos /tmp/remeasure/big20 --count 20
"""

import argparse
import os
import shutil
import subprocess
import tempfile

import numpy as np
from PIL import Image
from skimage.metrics import peak_signal_noise_ratio, structural_similarity


def area_weights(source, target):
    """The target x source matrix of an exact area average along one side."""
    ratio = source / target
    weights = np.zeros((target, source))
    for out in range(target):
        left, right = out * ratio, (out + 1) * ratio
        for column in range(int(left), min(int(np.ceil(right)), source)):
            weights[out, column] = max(0.0, min(right, column + 1) - max(left, column))
    return weights / ratio


def area_average(pixels, width, height):
    """`pixels` (rows x columns x 3) area-averaged to width x height, rounded to bytes."""
    rows = area_weights(pixels.shape[0], height)
    columns = area_weights(pixels.shape[1], width)
    planes = [rows @ pixels[:, :, c].astype(np.float64) @ columns.T for c in range(3)]
    return np.clip(np.rint(np.stack(planes, axis=-1)), 0, 255).astype(np.uint8)


def distinct_jpegs(paths, count):
    """Up to `count` distinct JPEG files from each folder (or file) in `paths`, in name order."""
    groups = []
    for path in paths:
        names = [path] if os.path.isfile(path) else [
            os.path.join(path, name) for name in sorted(os.listdir(path))
            if name.lower().endswith((".jpg", ".jpeg"))]
        seen, chosen = set(), []
        for name in names:
            inode = os.stat(name).st_ino
            if inode not in seen:
                seen.add(inode)
                chosen.append(name)
            if len(chosen) == count:
                break
        groups.append(chosen)
    return groups


def thumbnails(binary, folder, cache):
    """The `large` thumbnails `binary` writes for the photos of `folder`'s first screen, by source path."""
    shutil.rmtree(cache, ignore_errors=True)
    subprocess.run([binary, "snapshot", "--size", "200x60", folder], check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, XDG_CACHE_HOME=cache))
    found = {}
    large = os.path.join(cache, "thumbnails", "large")
    for name in os.listdir(large):
        image = Image.open(os.path.join(large, name))
        uri = image.info["Thumb::URI"]
        found[uri.removeprefix("file://")] = np.asarray(image.convert("RGB"))
    return found


def crop(pixels, size=96, zoom=4):
    """A `size`-pixel square from the centre of `pixels`, magnified `zoom` times (nearest neighbour)."""
    top, left = (pixels.shape[0] - size) // 2, (pixels.shape[1] - size) // 2
    part = pixels[top:top + size, left:left + size]
    return np.repeat(np.repeat(part, zoom, axis=0), zoom, axis=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binaries", nargs="+", help="tessera binaries to compare")
    parser.add_argument("--photos", action="append", required=True, help="a JPEG or a folder of them")
    parser.add_argument("--count", type=int, default=20, help="distinct photos a folder (at most 20)")
    parser.add_argument("--crops", help="a folder for side-by-side crops to look at")
    arguments = parser.parse_args()
    scores = {}
    work = tempfile.mkdtemp(prefix="tessera-thumbnails-")
    try:
        for group, photos in enumerate(distinct_jpegs(arguments.photos, min(arguments.count, 20))):
            folder = os.path.join(work, f"photos{group}")
            os.makedirs(folder)
            for photo in photos:
                os.symlink(os.path.abspath(photo), os.path.join(folder, os.path.basename(photo)))
            made = {binary: thumbnails(binary, folder, os.path.join(work, "cache"))
                    for binary in arguments.binaries}
            for photo in photos:
                link = os.path.join(folder, os.path.basename(photo))
                with Image.open(photo) as full:
                    source = np.asarray(full.convert("RGB"))
                line, looks = [f"{os.path.basename(photo)} {source.shape[1]}x{source.shape[0]}"], []
                for binary in arguments.binaries:
                    thumbnail = made[binary][link]
                    reference = area_average(source, thumbnail.shape[1], thumbnail.shape[0])
                    psnr = peak_signal_noise_ratio(reference, thumbnail, data_range=255)
                    ssim = structural_similarity(reference, thumbnail, channel_axis=2, data_range=255)
                    label = f"{os.path.dirname(photo) or '.'} ({source.shape[1]}x{source.shape[0]})"
                    scores.setdefault((binary, label), []).append((psnr, ssim))
                    line.append(f"{psnr:6.2f} dB {ssim:.4f}")
                    looks.append(crop(thumbnail))
                print("  ".join(line), flush=True)
                if arguments.crops:
                    os.makedirs(arguments.crops, exist_ok=True)
                    gap = np.full((looks[0].shape[0], 8, 3), 255, np.uint8)
                    row = [crop(reference)]
                    for look in looks:
                        row += [gap, look]
                    name = f"{group}-{os.path.splitext(os.path.basename(photo))[0]}.png"
                    Image.fromarray(np.concatenate(row, axis=1)).save(os.path.join(arguments.crops, name))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("\n| photos | binary | count | mean PSNR | min PSNR | mean SSIM | min SSIM |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (binary, label), values in sorted(scores.items(), key=lambda item: (item[0][1], item[0][0])):
        table = np.array(values)
        print(f"| {label} | {binary} | {len(values)} | {table[:, 0].mean():.2f} dB | {table[:, 0].min():.2f} dB "
              f"| {table[:, 1].mean():.4f} | {table[:, 1].min():.4f} |")


if __name__ == "__main__":
    main()
