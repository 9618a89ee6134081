#!/usr/bin/env python3
"""Make folders of real photographs for Tessera's photo benchmarks and for looking at the app.

The photographs are scikit-image's sample images (a cat, an astronaut, coffee, a rocket, motorcycles,
the Hubble deep field…), taken from the scikit-image wheel on PyPI (downloaded once with `pip download`,
never installed). Pillow (`pip install pillow`) writes the JPEGs.

    make_photos.py big DEST --count 20 --size 4000x3000      # 12-MP camera photos, each distinct
    make_photos.py album DEST --count 10000 --size 1600x1200  # a phone-sized album (hard links to 100 files)
    make_photos.py samples DEST                                # a few albums at their own sizes, for looking

Each big photo is a sample image scaled to the size with fine noise added, so the JPEG carries as much
detail (and costs as much to decode) as a camera's: about 3–4 MB at quality 90.
"""
import argparse
import glob
import io
import os
import random
import subprocess
import sys
import tempfile
import zipfile

from PIL import Image, ImageFilter

PHOTOS = ["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg", "motorcycle_left.png",
          "motorcycle_right.png", "hubble_deep_field.jpg", "retina.jpg", "brick.png", "grass.png",
          "gravel.png", "camera.png", "moon.png", "coins.png", "horse.png"]


def wheel(cache):
    found = glob.glob(os.path.join(cache, "scikit_image-*.whl"))
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", cache,
                        "scikit-image"], check=True)
        found = glob.glob(os.path.join(cache, "scikit_image-*.whl"))
    return zipfile.ZipFile(found[0])


def sample(archive, name):
    return Image.open(io.BytesIO(archive.read("skimage/data/" + name))).convert("RGB")


def camera_photo(archive, index, width, height):
    """The index-th sample, cropped to the aspect, scaled to width × height, with sensor-like noise."""
    image = sample(archive, PHOTOS[index % len(PHOTOS)])
    aspect = width / height
    w, h = image.size
    if w / h > aspect:
        crop = int(h * aspect)
        image = image.crop(((w - crop) // 2, 0, (w - crop) // 2 + crop, h))
    else:
        crop = int(w / aspect)
        image = image.crop((0, (h - crop) // 2, w, (h - crop) // 2 + crop))
    image = image.resize((width, height), Image.BICUBIC)
    rng = random.Random(index)
    noise = Image.effect_noise((width, height), 12 + rng.random() * 4).convert("RGB")
    return Image.blend(image, noise, 0.12).filter(ImageFilter.SHARPEN)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["big", "album", "samples"])
    parser.add_argument("dest")
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--size", default="4000x3000")
    parser.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "tessera-bench-wheels"))
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    os.makedirs(args.dest, exist_ok=True)
    archive = wheel(args.cache)
    if args.kind == "big":
        for index in range(args.count):
            camera_photo(archive, index, width, height).save(
                os.path.join(args.dest, f"IMG_{index + 1:04}.jpg"), quality=90)
    elif args.kind == "album":
        distinct = min(args.count, 100)
        originals = []
        for index in range(distinct):
            path = os.path.join(args.dest, f"IMG_{index + 1:05}.jpg")
            camera_photo(archive, index, width, height).save(path, quality=85)
            originals.append(path)
        for index in range(distinct, args.count):
            os.link(originals[index % distinct], os.path.join(args.dest, f"IMG_{index + 1:05}.jpg"))
    else:
        albums = {"Animals": ["chelsea.png", "horse.png", "coins.png"],
                  "Space": ["astronaut.png", "hubble_deep_field.jpg", "rocket.jpg", "moon.png"],
                  "Trips/2024 Rome": ["coffee.png", "motorcycle_left.png", "motorcycle_right.png", "camera.png"],
                  "Textures": ["brick.png", "grass.png", "gravel.png", "retina.jpg"]}
        for album, names in albums.items():
            os.makedirs(os.path.join(args.dest, album), exist_ok=True)
            for index, name in enumerate(names):
                stem = os.path.splitext(name)[0]
                sample(archive, name).save(os.path.join(args.dest, album, f"IMG_{index + 1}_{stem}.jpg"), quality=92)


if __name__ == "__main__":
    main()
