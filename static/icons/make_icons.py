"""Draw the site's icons (home screen, favicon) as SVG and PNG, with no library but the standard one.

    .venv/bin/python static/icons/make_icons.py

An open rule book with a gold bookmark on the header's ink. One list of shapes gives both the SVG (icon.svg,
the favicon) and the PNGs the web app manifest names: 192 and 512 px, a maskable 512 px whose drawing stays
inside the central safe circle (80% of the width) that phones crop to, and the 180 px Apple touch icon.
The PNGs are rasterised here with 4x4 supersampling, so they need no Pillow or Cairo.
"""

import math
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZE = 512  # the drawing's own units
INK = (0x1D, 0x1F, 0x24)  # --ink of site.css: the header
PAPER = (0xF4, 0xF2, 0xEE)  # --wash
LINE = (0x8A, 0x8F, 0x99)
GOLD = (0xE5, 0xA5, 0x0A)  # --focus
SUPERSAMPLE = 4


def rounded_square(size, radius, steps=12):
    points = []
    corners = ((size - radius, radius, -90), (size - radius, size - radius, 0), (radius, size - radius, 90))
    for cx, cy, start in ((radius, radius, 180), *corners):
        for i in range(steps + 1):
            angle = math.radians(start + 90 * i / steps)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def page_lines(x0, x1, top_left, top_right, count=5, step=36, thickness=9):
    """Text lines on a page whose top edge runs from (x0, top_left) to (x1, top_right)."""
    lines = []
    for i in range(count):
        dy = 64 + i * step
        inset = 18
        a, b = x0 + inset, x1 - inset
        ya = top_left + (top_right - top_left) * (a - x0) / (x1 - x0) + dy
        yb = top_left + (top_right - top_left) * (b - x0) / (x1 - x0) + dy
        lines.append([(a, ya), (b, yb), (b, yb + thickness), (a, ya + thickness)])
    return lines


def book():
    """[(colour, polygon)] of the book, in a 512-unit square, drawn in order."""
    left = [(92, 150), (246, 176), (246, 396), (92, 370)]
    right = [(266, 176), (420, 150), (420, 370), (266, 396)]
    ribbon = [(352, 146), (388, 140), (388, 262), (370, 246), (352, 268)]
    shapes = [(PAPER, left), (PAPER, right)]
    shapes += [(LINE, line) for line in page_lines(92, 246, 150, 176, count=4)]
    shapes += [(LINE, line) for line in page_lines(266, 420, 176, 150, count=3)]
    shapes.append((GOLD, ribbon))
    return shapes


def scaled(polygon, factor):
    centre = SIZE / 2
    return [(centre + (x - centre) * factor, centre + (y - centre) * factor) for x, y in polygon]


def drawing(*, maskable):
    """The icon's shapes: a rounded ink square (a full square when maskable), then the book."""
    if maskable:
        # The book fits the safe circle (radius 0.4 * SIZE = 205): its farthest corner, 216 away, comes to 194.
        return [(INK, rounded_square(SIZE, 1))] + [(c, scaled(p, 0.9)) for c, p in book()]
    return [(INK, rounded_square(SIZE, 96))] + book()


def svg(shapes):
    paths = []
    for colour, polygon in shapes:
        d = "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in polygon) + " Z"
        paths.append(f'<path fill="#{colour[0]:02x}{colour[1]:02x}{colour[2]:02x}" d="{d}"/>')
    body = "\n  ".join(paths)
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">\n  {body}\n</svg>\n'


def coverage(polygon, size):
    """Per-pixel coverage (0..1) of a polygon drawn on a size x size grid: exact across, sampled down."""
    factor = size / SIZE
    pts = [(x * factor, y * factor) for x, y in polygon]
    edges = list(zip(pts, pts[1:] + pts[:1], strict=True))
    cover = [0.0] * (size * size)
    weight = 1 / SUPERSAMPLE
    for row in range(size * SUPERSAMPLE):
        y = (row + 0.5) / SUPERSAMPLE
        xs = sorted(
            x0 + (y - y0) * (x1 - x0) / (y1 - y0) for (x0, y0), (x1, y1) in edges if (y0 <= y < y1) or (y1 <= y < y0)
        )
        base = int(y) * size
        for start, end in zip(xs[::2], xs[1::2], strict=False):
            start, end = max(start, 0.0), min(end, float(size))
            px = int(start)
            while px < end and px < size:
                covered = min(end, px + 1) - max(start, px)
                if covered > 0:
                    cover[base + px] += covered * weight
                px += 1
    return cover


def raster(shapes, size, *, opaque):
    """RGBA rows of the shapes painted over transparency (over the ink when opaque)."""
    rgb = [list(INK) if opaque else [0.0, 0.0, 0.0] for _ in range(size * size)]
    alpha = [1.0 if opaque else 0.0] * (size * size)
    for colour, polygon in shapes:
        for i, c in enumerate(coverage(polygon, size)):
            if c <= 0:
                continue
            c = min(c, 1.0)
            # "Over" compositing in straight alpha.
            out_alpha = c + alpha[i] * (1 - c)
            for k in range(3):
                rgb[i][k] = (colour[k] * c + rgb[i][k] * alpha[i] * (1 - c)) / out_alpha
            alpha[i] = out_alpha
    rows = []
    for y in range(size):
        row = bytearray([0])  # PNG filter type: none
        for x in range(size):
            r, g, b = rgb[y * size + x]
            row += bytes((round(r), round(g), round(b), round(alpha[y * size + x] * 255)))
        rows.append(bytes(row))
    return rows


def png(rows, size):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8 bits, RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def main():
    plain, maskable = drawing(maskable=False), drawing(maskable=True)
    (HERE / "icon.svg").write_text(svg(plain), encoding="utf-8")
    outputs = {
        "icon-192.png": (plain, 192, False),
        "icon-512.png": (plain, 512, False),
        "icon-maskable-512.png": (maskable, 512, True),
        "apple-touch-icon.png": (maskable, 180, True),  # iOS rounds the corners itself and wants no transparency
    }
    for name, (shapes, size, opaque) in outputs.items():
        (HERE / name).write_bytes(png(raster(shapes, size, opaque=opaque), size))
        print(f"{name}: {size}x{size}")
    print("icon.svg")


if __name__ == "__main__":
    main()
