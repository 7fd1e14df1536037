#!/usr/bin/env python3
"""Writes VectorApp/Assets.xcassets: the SVG and PDF image sets and the high-contrast colour set
that segue's vector and contrast tests draw (see README.md). Run from this folder; the output is
committed and the tests never run this script. The PDF is written byte by byte (its cross-reference
offsets computed here), so no PDF library is needed."""
import json, os

CATALOG = "VectorApp/Assets.xcassets"
INFO = {"info": {"author": "xcode", "version": 1}}


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def contents(path, body):
    write(path + "/Contents.json", json.dumps({**body, **INFO}, indent=2) + "\n")


def svg(fill_left, fill_right, size=20):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 10 10">'
            f'<rect x="0" y="0" width="5" height="10" fill="{fill_left}"/>'
            f'<rect x="5" y="0" width="5" height="10" fill="{fill_right}"/></svg>\n')


def pdf(content):
    """A one-page PDF, 20 x 20 pt, drawing `content` (a content stream)."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 20] /Contents 4 0 R /Resources << >> >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def image_set(name, files, properties=None):
    """files: [(file name, bytes or text, appearances or None)]"""
    images = []
    for file, data, appearances in files:
        write(f"{CATALOG}/{name}.imageset/{file}", data)
        entry = {"filename": file, "idiom": "universal"}
        if appearances:
            entry["appearances"] = appearances
        images.append(entry)
    body = {"images": images}
    if properties:
        body["properties"] = properties
    contents(f"{CATALOG}/{name}.imageset", body)


HIGH = [{"appearance": "contrast", "value": "high"}]
DARK = [{"appearance": "luminosity", "value": "dark"}]

contents(CATALOG, {})
# Halves: left red, right blue, 20 x 20 pt; kept as a vector.
image_set("Halves", [("halves.svg", svg("#FF0000", "#0000FF"), None)], {"preserves-vector-representation": True})
# Page: a PDF, top half green, bottom half magenta (PDF's y axis points up).
image_set("Page", [("page.pdf", pdf(b"1 0 1 rg 0 0 20 10 re f 0 1 0 rg 0 10 20 10 re f"), None)])
# Mark: a black square, drawn as a template in the view's tint.
image_set("Mark", [("mark.svg", svg("#000000", "#000000"), None)], {"template-rendering-intent": "template"})
# Broken: not well-formed XML.
image_set("Broken", [("broken.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10"\n', None)])
# Badge: orange, black in high contrast, white in dark + high contrast.
image_set("Badge", [
    ("badge.svg", svg("#FF8000", "#FF8000"), None),
    ("badge-high.svg", svg("#000000", "#000000"), HIGH),
    ("badge-dark-high.svg", svg("#FFFFFF", "#FFFFFF"), DARK + HIGH),
])


def srgb(r, g, b, appearances=None):
    entry = {"color": {"color-space": "srgb", "components": {"red": r, "green": g, "blue": b, "alpha": "1.000"}}, "idiom": "universal"}
    if appearances:
        entry["appearances"] = appearances
    return entry


# Contrast: #3366CC; high contrast #002266; dark #FF8000; dark + high contrast #FFCC99.
contents(f"{CATALOG}/Contrast.colorset", {"colors": [
    srgb("0x33", "0x66", "0xCC"),
    srgb("0x00", "0x22", "0x66", HIGH),
    srgb("0xFF", "0x80", "0x00", DARK),
    srgb("0xFF", "0xCC", "0x99", DARK + HIGH),
]})
