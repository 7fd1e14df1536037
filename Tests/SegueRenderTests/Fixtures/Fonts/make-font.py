#!/usr/bin/env python3
"""Writes SegueTest-Heavy.ttf, the custom font the tests use (`pip install fonttools`; run once,
the file is committed). Its glyphs are unlike any system font's, so a test can tell from pixels
that a label was set in it: every letter and digit is a solid block 600 units wide and as tall as a
capital (700), with a square hole whose height depends on the character; the space is 300 units.
PostScript name SegueTest-Heavy, family "Segue Test", style Heavy (weight 800)."""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
import string, os

chars = string.ascii_letters + string.digits
names = [".notdef", "space"] + ["g%04X" % ord(c) for c in chars]
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(names)
cmap = {ord(" "): "space"}
cmap.update({ord(c): "g%04X" % ord(c) for c in chars})
fb.setupCharacterMap(cmap)

def block(hole):
    pen = TTGlyphPen(None)
    # Outer contour clockwise (TrueType), inner counter-clockwise.
    pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((650, 700)); pen.lineTo((650, 0)); pen.closePath()
    if hole:
        y = 100 + hole
        pen.moveTo((250, y)); pen.lineTo((450, y)); pen.lineTo((450, y + 100)); pen.lineTo((250, y + 100)); pen.closePath()
    return pen.glyph()

glyphs = {".notdef": block(0), "space": TTGlyphPen(None).glyph()}
for i, c in enumerate(chars):
    glyphs["g%04X" % ord(c)] = block((i * 37) % 400)
fb.setupGlyf(glyphs)
metrics = {n: (700, 50) for n in names}
metrics["space"] = (300, 0)
fb.setupHorizontalMetrics(metrics)
fb.setupHorizontalHeader(ascent=900, descent=-200)
fb.setupNameTable({"familyName": "Segue Test", "styleName": "Heavy", "psName": "SegueTest-Heavy",
                   "fullName": "Segue Test Heavy", "uniqueFontIdentifier": "SegueTest-Heavy-1.0",
                   "version": "Version 1.000"})
fb.setupOS2(sTypoAscender=900, sTypoDescender=-200, usWinAscent=900, usWinDescent=200, usWeightClass=800,
            achVendID="SEGU")
fb.setupPost()
fb.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "SegueTest-Heavy.ttf"))
