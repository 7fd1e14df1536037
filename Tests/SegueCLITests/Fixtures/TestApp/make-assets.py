#!/usr/bin/env python3
"""Writes the test app's asset catalog: solid-colour PNGs (and one JPEG) whose colours tell a test
which file was drawn, and the Contents.json of every set. Run from this folder; the output is
committed, so the tests never run it. The JPEG needs ImageMagick's `convert`."""
import json, os, struct, subprocess, zlib

CAT = "TestApp/Assets.xcassets"

def png(path, w, h, rgba):
    raw = b"".join(b"\0" + bytes(rgba) * w for _ in range(h))
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def contents(folder, obj):
    os.makedirs(folder, exist_ok=True)
    obj["info"] = {"author": "xcode", "version": 1}
    open(folder + "/Contents.json", "w").write(json.dumps(obj, indent=2, sort_keys=True) + "\n")

DARK = [{"appearance": "luminosity", "value": "dark"}]
contents(CAT, {})

# Swatch: 8 × 8 pt; @1x red, @2x green, @3x blue: the colour drawn says which scale was picked.
d = CAT + "/Swatch.imageset"
contents(d, {"images": [{"filename": f"swatch@{s}x.png", "idiom": "universal", "scale": f"{s}x"} for s in (1, 2, 3)]})
for s, c in ((1, (255, 0, 0, 255)), (2, (0, 255, 0, 255)), (3, (0, 0, 255, 255))):
    png(f"{d}/swatch@{s}x.png", 8 * s, 8 * s, c)

# Moon: one scale (2x), light yellow and dark purple.
d = CAT + "/Moon.imageset"
contents(d, {"images": [
    {"filename": "moon-light.png", "idiom": "universal", "scale": "2x"},
    {"appearances": DARK, "filename": "moon-dark.png", "idiom": "universal", "scale": "2x"}]})
png(d + "/moon-light.png", 16, 16, (255, 204, 0, 255))
png(d + "/moon-dark.png", 16, 16, (128, 0, 255, 255))

# Glyph: a template image (opaque white), drawn in the image view's tint.
d = CAT + "/Glyph.imageset"
contents(d, {"images": [{"filename": "glyph.png", "idiom": "universal", "scale": "1x"}],
             "properties": {"template-rendering-intent": "template"}})
png(d + "/glyph.png", 8, 8, (255, 255, 255, 255))

# Photo: a JPEG, solid orange.
d = CAT + "/Photo.imageset"
contents(d, {"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "1x"}]})
subprocess.run(["convert", "-size", "8x8", "xc:#FF8000", "-quality", "95", "-strip", d + "/photo.jpg"], check=True)

# Colour sets: every encoding, with dark variants.
def colorset(name, light, dark=None):
    colors = [{"color": light, "idiom": "universal"}]
    if dark: colors.append({"appearances": DARK, "color": dark, "idiom": "universal"})
    contents(f"{CAT}/Colors/{name}.colorset", {"colors": colors})

contents(CAT + "/Colors", {})  # a group without a namespace: names stay flat
colorset("CardBackground",
         {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "0.800", "alpha": "1.000"}},
         {"color-space": "srgb", "components": {"red": "255", "green": "128", "blue": "0", "alpha": "1.000"}})
colorset("HexColor",
         {"color-space": "srgb", "components": {"red": "0x33", "green": "0x99", "blue": "0x66", "alpha": "1.000"}},
         {"color-space": "srgb", "components": {"red": "0xCC", "green": "0x33", "blue": "0x99", "alpha": "0.500"}})
colorset("AccentP3",
         {"color-space": "display-p3", "components": {"red": "0.800", "green": "0.400", "blue": "0.200", "alpha": "1.000"}},
         {"color-space": "extended-srgb", "components": {"red": "1.200", "green": "0.500", "blue": "-0.100", "alpha": "1.000"}})
colorset("GrayGamma",
         {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1.000"}},
         {"color-space": "extended-gray", "components": {"white": "0.250", "alpha": "1.000"}})
colorset("LinearColor",
         {"color-space": "extended-linear-srgb", "components": {"red": "0.500", "green": "0.200", "blue": "0.000", "alpha": "1.000"}})
colorset("SystemRef", {"platform": "ios", "reference": "systemBlueColor"})
