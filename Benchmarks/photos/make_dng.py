#!/usr/bin/env python3
"""A minimal DNG around a JPEG, for the RAW-preview benchmark in docs/performance.md.

Laid out as the tests' DNGWriter does it (no Debian tool writes DNG): IFD0 holds the JPEG as the preview
(compression 7) with the camera's names, a SubIFD 64 x 48 16-bit CFA samples.

    make_dng.py PHOTO.jpg WIDTH HEIGHT OUT.dng
"""
import struct, sys
jpeg = open(sys.argv[1], 'rb').read(); w, h = int(sys.argv[2]), int(sys.argv[3]); out = sys.argv[4]
b = bytearray(b'II*\x00\x00\x00\x00\x00')
def append(data):
    if len(b) % 2: b.append(0)
    o = len(b); b.extend(data); return o
def ifd(entries):
    vals = {}
    enc = []
    for tag, typ, values in entries:
        if typ == 2: raw = values.encode() + b'\x00'; count = len(raw)
        elif typ == 1: raw = bytes(values); count = len(raw)
        elif typ == 3: raw = b''.join(struct.pack('<H', v) for v in values); count = len(values)
        else: raw = b''.join(struct.pack('<I', v) for v in values); count = len(values)
        if len(raw) > 4: vals[tag] = append(raw)
        enc.append((tag, typ, count, raw))
    d = struct.pack('<H', len(enc))
    for tag, typ, count, raw in sorted(enc):
        d += struct.pack('<HHI', tag, typ, count) + (struct.pack('<I', vals[tag]) if tag in vals else raw.ljust(4, b'\x00'))
    return append(d + b'\x00\x00\x00\x00')
raw = bytes([0x10]) * (64 * 48 * 2); ro = append(raw)
sub = ifd([(0xFE,4,[0]),(0x100,4,[64]),(0x101,4,[48]),(0x102,3,[16]),(0x103,3,[1]),(0x106,3,[32803]),(0x111,4,[ro]),(0x115,3,[1]),(0x116,4,[48]),(0x117,4,[len(raw)]),(0x828D,3,[2,2]),(0x828E,1,[0,1,1,2])])
po = append(jpeg)
first = ifd([(0x10F,2,"Tessera"),(0x110,2,"Bench Camera"),(0x112,3,[1]),(0x14A,4,[sub]),(0xC612,1,[1,4,0,0]),(0xC614,2,"Tessera Bench Camera"),
 (0xFE,4,[1]),(0x100,4,[w]),(0x101,4,[h]),(0x102,3,[8,8,8]),(0x103,3,[7]),(0x106,3,[6]),(0x111,4,[po]),(0x115,3,[3]),(0x116,4,[h]),(0x117,4,[len(jpeg)])])
b[4:8] = struct.pack('<I', first); open(out, 'wb').write(b)
