# Makes 100,000 small JPEGs (16 x 12 px, ~0.8 KB) with EXIF DateTimeOriginal in 480 folders.
import io, os, random, sys
from PIL import Image
root = sys.argv[1]
im = Image.new("RGB", (16, 12), (120, 80, 40))
exif = im.getexif()
exif[0x0110] = "Bench"
exif.get_ifd(0x8769)[0x9003] = "2019:07:14 12:00:00"
buffer = io.BytesIO()
im.save(buffer, "JPEG", quality=70, exif=exif)
template = buffer.getvalue()
marker = b"2019:07:14 12:00:00"
at = template.index(marker)
random.seed(7)
os.makedirs(root, exist_ok=True)
for n in range(100_000):
    folder = os.path.join(root, f"folder-{n % 480:03d}")
    if n < 480:
        os.makedirs(folder, exist_ok=True)
    y = random.randint(2012, 2026); mo = random.randint(1, 12); d = random.randint(1, 28)
    h = random.randint(0, 23); mi = random.randint(0, 59); s = random.randint(0, 59)
    date = f"{y:04d}:{mo:02d}:{d:02d} {h:02d}:{mi:02d}:{s:02d}".encode()
    with open(os.path.join(folder, f"IMG_{n:06d}.jpg"), "wb") as f:
        f.write(template[:at] + date + template[at + len(marker):])
