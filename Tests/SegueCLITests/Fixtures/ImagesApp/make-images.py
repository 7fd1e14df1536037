#!/usr/bin/env python3
"""Writes the images app's loose PNGs (outside any asset catalog) and the keyed archive of the tab
image that the storyboard embeds. Solid colours tell a test which file was drawn. Run from this
folder; the output is committed, so the tests never run it. The archive's base64 is printed, to
paste into Main.storyboard's <mutableData>."""
import base64, os, plistlib, struct, zlib

def png(w, h, rgba):
    raw = b"".join(b"\0" + bytes(rgba) * w for _ in range(h))
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    return data + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")

os.makedirs("ImagesApp/Images", exist_ok=True)
# Badge: 20 × 20 pt; @1x red, @2x green, @3x blue: the colour drawn says which scale was picked.
for s, suffix, c in ((1, "", (255, 0, 0, 255)), (2, "@2x", (0, 255, 0, 255)), (3, "@3x", (0, 0, 255, 255))):
    open(f"ImagesApp/Images/badge{suffix}.png", "wb").write(png(20 * s, 20 * s, c))
# Header: one file, named with its suffix in the storyboard (image="header.png"), orange.
open("ImagesApp/Images/header.png", "wb").write(png(100, 40, (255, 128, 0, 255)))

# The tab image Interface Builder archived into the storyboard: an NSKeyedArchiver property list
# holding the PNG's bytes (purple, 25 × 25, opaque: drawn as a template it takes the tint).
tab = png(25, 25, (128, 0, 255, 255))
archive = {
    "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": {"root": plistlib.UID(1)},
    "$objects": ["$null", {"$class": plistlib.UID(2), "NS.data": tab},
                 {"$classname": "NSMutableData", "$classes": ["NSMutableData", "NSData", "NSObject"]}],
}
encoded = base64.b64encode(plistlib.dumps(archive, fmt=plistlib.FMT_BINARY)).decode()
print("\n".join(encoded[i:i + 76] for i in range(0, len(encoded), 76)))
