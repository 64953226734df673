#!/usr/bin/python3
"""Held-out pack-code print families: crops and fake-camera videos the code reader never trained on.

The glyph classifier trains on scripts/ocr-training (TypeScript, its own faces and printers). This is
separate code with its own faces and parameters, modelled on how other printers and phones make
codes look, so the benchmark measures how the reader does on print it has not seen:

  inkjet        continuous-inkjet dot code: 5x7 or 7x9 drops of a face sampled into a dot font as
                legible as a coder's, each placed with jitter, some missing, drops smeared along the
                line by the pack's motion, satellite specks
  inkjet-heavy  the same printer running wet: bigger drops that run together, more missing, more jitter
  thermal       thermal-transfer ribbon: a crisp narrow face with dead heater rows (white streaks
                across the whole line) and ribbon voids
  angled        a hand-held phone at an angle: perspective (yaw to 35, pitch to 25 degrees) and roll
  condensed     narrow and condensed faces, squeezed further, set tight
  lowres        a low-resolution camera: the code a few pixels high, scaled up, heavy JPEG
  lowlight      dim light: dark, low-contrast, heavy sensor noise, slight blur
  motion        a moving hand: linear motion blur in any direction

usage: print-families.py crops OUTDIR PER_FAMILY SEED [--families a,b]   -> OUTDIR/NNNN_<family>.png|jpg + labels.csv
                                                                           + printers.csv (how each was printed and seen)
       print-families.py video OUT.y4m CODE SEED --family F [--frames N] [--size WxH]
       print-families.py code SEED                                        -> one valid code

Needs Debian's python3-pil, python3-numpy and the font packages FONT_PACKAGES names (it says which
when a face is missing). Seeded: the same arguments give the same files.
"""
import ast, csv, functools, io, math, os, random, sys
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
FAMILIES = ["inkjet", "inkjet-heavy", "thermal", "angled", "condensed", "lowres", "lowlight", "motion"]
TT = "/usr/share/fonts/truetype/"
# None of these faces may be among the classifier's training faces (render-font-glyphs.py): check_faces() holds them apart.
SOLID_FACES = [TT + f for f in ["dejavu/DejaVuSans-Bold.ttf", "dejavu/DejaVuSansMono-Bold.ttf", "liberation/LiberationMono-Bold.ttf",
                                "freefont/FreeMonoBold.ttf", "liberation/LiberationSans-Regular.ttf", "noto/NotoMono-Regular.ttf",
                                "liberation/LiberationSerif-Bold.ttf", "noto/NotoSansMono-Regular.ttf"]]
NARROW_FACES = [TT + f for f in ["dejavu/DejaVuSansCondensed.ttf", "liberation/LiberationSansNarrow-Regular.ttf",
                                 "dejavu/DejaVuSerifCondensed-Bold.ttf", "dejavu/DejaVuSerifCondensed.ttf", "freefont/FreeSerif.ttf"]]
DOT_FACES = [TT + f for f in ["dejavu/DejaVuSansMono-Bold.ttf", "liberation/LiberationMono-Bold.ttf", "noto/NotoSansMono-Regular.ttf"]]
FONT_PACKAGES = "fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-freefont-ttf fonts-noto-mono"
SS = 4  # supersampling of the print layer


def training_faces():
    """The faces the classifier trains on: FACES in render-font-glyphs.py, read without running it."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../ocr-training/render-font-glyphs.py")
    with open(path) as fh:
        tree = ast.parse(fh.read())
    faces = next(n.value for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "FACES")
    return set(ast.literal_eval(faces).values())


def check_faces():
    """Every face is installed, and none is a training face: held-out print is print the reader never trained on."""
    faces = set(SOLID_FACES + NARROW_FACES + DOT_FACES)
    missing = sorted(f for f in faces if not os.path.exists(f))
    if missing:
        sys.exit(f"print-families.py: missing faces {', '.join(missing)}: apt-get install {FONT_PACKAGES}")
    shared = faces & training_faces()
    if shared:
        sys.exit(f"print-families.py: training faces among the held-out faces: {', '.join(sorted(shared))}")


def luhn_check(payload):
    factor, total = 2, 0
    for ch in reversed(payload):
        addend = factor * ALPHABET.index(ch)
        factor = 1 if factor == 2 else 2
        total += addend // 32 + addend % 32
    return ALPHABET[(32 - total % 32) % 32]


def make_code(rng):
    payload = "".join(rng.choice(ALPHABET) for _ in range(9))
    return payload + luhn_check(payload)


# ---- print: an ink-coverage layer (float 0..1, 1 = ink) at SS x the print's own resolution ----

def solid_line(code, face, cap, squeeze, gap, rng):
    font = ImageFont.truetype(face, int(cap * 1.4))
    cells = []
    for ch in code:
        im = Image.new("L", (int(cap * 3), int(cap * 3)), 0)
        ImageDraw.Draw(im).text((cap * 0.5, 0), ch, font=font, fill=255)
        box = im.getbbox()
        im = im.crop((box[0], 0, box[2], im.height))
        cells.append(im.resize((max(1, int(im.width * squeeze)), im.height), Image.LANCZOS))
    steady = rng.random() < 0.7
    widest = max(c.width for c in cells)
    advance = [(widest if steady else c.width) + gap for c in cells]
    out = Image.new("L", (int(sum(advance) + cap), cells[0].height), 0)
    x = cap * 0.5
    for c, a in zip(cells, advance):
        out.paste(c, (int(x + (a - gap - c.width) / 2), 0), c)
        x += a
    arr = np.asarray(out, np.float32) / 255
    rows = np.nonzero(arr.max(axis=1) > 0.3)[0]
    return arr[max(0, rows[0] - cap // 3): rows[-1] + cap // 3]


MIN_DOTS_APART = 3  # the classic 5x7 font's closest symbols (8 and B, F and P, P and R) differ by 3 dots


@functools.lru_cache(maxsize=None)
def glyph_ink(ch, face):
    """A symbol's ink in the face at 64 px, cut to the cap height (Q keeps its tail inside the matrix,
    as dot fonts draw it: cut off, a Q would be a 0)."""
    font = ImageFont.truetype(face, 64)
    im = Image.new("L", (96, 96), 0)
    ImageDraw.Draw(im).text((16, 0), ch, font=font, fill=255)
    box = im.getbbox()
    cap = font.getbbox("H")
    return im.crop((box[0], cap[1], box[2], max(cap[3], box[3]) if ch == "Q" else cap[3]))


def fewest_dots_apart(font):
    """How many dots the font's two closest symbols differ by."""
    return min(np.count_nonzero(font[a] != font[b]) for i, a in enumerate(ALPHABET) for b in ALPHABET[i + 1:])


def dot_font(rng):
    """The printer's dot font: a face sampled onto a rows x cols grid at one ink level for the whole
    font. Face and level are drawn again until every two symbols differ by MIN_DOTS_APART dots or
    more: sampled at some levels a bold face's strokes fill two of five columns, and its 0 and 6,
    or H and N, differ by two dots, which no coder's font does (one missing drop and the print
    shows the other symbol)."""
    rows, cols = rng.choice([(7, 5), (7, 5), (9, 7), (9, 6)])
    for _ in range(1000):
        face = rng.choice(DOT_FACES)
        level = rng.uniform(0.3, 0.65)
        font = {ch: np.asarray(glyph_ink(ch, face).resize((cols, rows), Image.BOX), np.float32) / 255 > level
                for ch in ALPHABET}
        if fewest_dots_apart(font) >= MIN_DOTS_APART:
            return font, {"face": os.path.basename(face), "grid": f"{rows}x{cols}", "level": level}
    sys.exit(f"print-families.py: no face of DOT_FACES samples into a legible {rows}x{cols} dot font")


def inkjet_line(code, rng, heavy):
    """The print layer, and how it was printed: font, drops (in shares of the pitch)."""
    font, printer = dot_font(rng)
    rows, cols = font[code[0]].shape
    pitch = 6 * SS
    radius = pitch * (rng.uniform(0.48, 0.6) if heavy else rng.uniform(0.3, 0.45))
    jitter = pitch * (rng.uniform(0.12, 0.2) if heavy else rng.uniform(0.06, 0.15))
    missing = rng.uniform(0.06, 0.12) if heavy else rng.uniform(0.02, 0.08)
    smear = rng.uniform(1.0, 1.5)  # drops stretched along the line by the pack's motion
    gap_cols = rng.choice([1, 1, 2])
    width = (len(code) * (cols + gap_cols) + 2) * pitch
    im = Image.new("L", (int(width), (rows + 4) * pitch), 0)
    draw = ImageDraw.Draw(im)
    column_drift = [rng.gauss(0, jitter * 0.6) for _ in range(len(code) * (cols + gap_cols))]
    for i, ch in enumerate(code):
        grid = font[ch]
        for c in range(cols):
            drift = column_drift[i * (cols + gap_cols) + c]
            for r in range(rows):
                if not grid[r, c] or rng.random() < missing:
                    continue
                cx = (1.5 + i * (cols + gap_cols) + c) * pitch + drift + rng.gauss(0, jitter)
                cy = (2 + r) * pitch + rng.gauss(0, jitter)
                rr = radius * rng.uniform(0.8, 1.2)
                draw.ellipse((cx - rr * smear, cy - rr, cx + rr * smear, cy + rr), fill=255)
                if rng.random() < 0.04:  # a satellite drop
                    sx, sy = cx + rng.uniform(-1.5, 1.5) * pitch, cy + rng.uniform(-1, 1) * pitch
                    draw.ellipse((sx - rr / 3, sy - rr / 3, sx + rr / 3, sy + rr / 3), fill=255)
    if heavy:
        im = im.filter(ImageFilter.GaussianBlur(radius * 0.2)).point(lambda v: 255 if v > 110 else 0)
    printer.update({"gap": gap_cols, "drop": radius / pitch, "jitter": jitter / pitch, "missing": missing, "smear": smear})
    return np.asarray(im, np.float32) / 255, printer


def thermal_line(code, rng):
    cap = 40 * SS // 2
    face = rng.choice(NARROW_FACES + SOLID_FACES[:3])
    arr = solid_line(code, face, cap, rng.uniform(0.75, 0.95), cap * rng.uniform(0.08, 0.25), rng)
    h = arr.shape[0]
    for _ in range(rng.choice([1, 1, 2, 3])):  # dead heater elements: a white streak along the line
        y = rng.randrange(h // 4, 3 * h // 4)
        arr[y: y + rng.randint(SS, 2 * SS)] = 0
    voids = np.random.default_rng(rng.randrange(1 << 30)).random(arr.shape) < rng.uniform(0.0005, 0.003)
    voids = np.asarray(Image.fromarray(voids.astype(np.uint8) * 255).filter(ImageFilter.MaxFilter(2 * SS + 1)), np.float32) / 255
    return np.clip(arr - voids, 0, 1), {"face": os.path.basename(face)}


def print_layer(code, family, rng):
    """The print layer, and how it was printed (the face; for dot print its grid and drops too)."""
    if family in ("inkjet", "inkjet-heavy"):
        return inkjet_line(code, rng, heavy=family == "inkjet-heavy")
    if family == "thermal":
        return thermal_line(code, rng)
    cap = 40 * SS // 2
    condensed = family == "condensed"
    face = rng.choice(NARROW_FACES if condensed else SOLID_FACES)
    squeeze = rng.uniform(0.55, 0.8) if condensed else rng.uniform(0.9, 1.1)
    gap = cap * (rng.uniform(0.02, 0.12) if condensed else rng.uniform(0.05, 0.4))
    return solid_line(code, face, cap, squeeze, gap, rng), {"face": os.path.basename(face)}


# ---- photograph: the print on a pack, seen by a phone camera, as the code box's crop ----

def perspective_coeffs(src, dst):
    """PIL's perspective transform maps output points (dst) back to input points (src)."""
    a = []
    for (x, y), (u, v) in zip(dst, src):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    return np.linalg.solve(np.array(a, float), np.array(src, float).reshape(8)).tolist()


def view(mask, geometry, out_w, out_h):
    """Places the print in an out_w x out_h crop, turned and seen at an angle."""
    fill, yaw, pitch, roll, dx, dy = geometry
    ink = Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))
    scale = min(out_w * fill / ink.width, out_h * 0.5 / ink.height)
    w, h = ink.width * scale, ink.height * scale
    cx, cy = out_w / 2 + dx * out_w, out_h / 2 + dy * out_h
    corners = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        x, y = sx * w / 2, sy * h / 2
        # a plane turned by yaw (about the vertical) and pitch, seen from about three widths away:
        # at 30 degrees the near end is about a third taller than the far one
        z = 1 + x / out_w * math.sin(math.radians(yaw)) * 0.7 + y / out_h * math.sin(math.radians(pitch)) * 0.35
        x, y = x * math.cos(math.radians(yaw)) / z, y * math.cos(math.radians(pitch)) / z
        r = math.radians(roll)
        corners.append((cx + x * math.cos(r) - y * math.sin(r), cy + x * math.sin(r) + y * math.cos(r)))
    src = [(0, 0), (ink.width, 0), (ink.width, ink.height), (0, ink.height)]
    coeffs = perspective_coeffs(src, corners)
    return np.asarray(ink.transform((out_w, out_h), Image.PERSPECTIVE, coeffs, Image.BICUBIC), np.float32) / 255


def motion_kernel(length, angle):
    k = Image.new("L", (length | 1, length | 1), 0)
    c, r = (length | 1) // 2, length / 2
    d = ImageDraw.Draw(k)
    d.line((c - r * math.cos(angle), c - r * math.sin(angle), c + r * math.cos(angle), c + r * math.sin(angle)), fill=255, width=1)
    arr = np.asarray(k, np.float32)
    return arr / arr.sum()


def convolve(img, kernel):
    kh, kw = kernel.shape
    pad = np.pad(img, ((kh // 2, kh // 2), (kw // 2, kw // 2), (0, 0)), mode="edge")
    out = np.zeros_like(img)
    for y in range(kh):
        for x in range(kw):
            if kernel[y, x]:
                out += kernel[y, x] * pad[y: y + img.shape[0], x: x + img.shape[1]]
    return out


class Scene:
    """Everything about one pack and one camera that stays the same from frame to frame."""

    def __init__(self, family, rng):
        self.family = family
        self.paper = np.array(rng.choice([(246, 246, 240), (232, 240, 250), (250, 236, 242), (238, 248, 232), (252, 246, 222), (214, 222, 232)]), np.float32)
        self.ink = np.array(rng.choice([(12, 12, 16), (20, 24, 70), (45, 40, 40), (70, 30, 30)]), np.float32)
        angled = family == "angled"
        self.geometry = [rng.uniform(0.55, 0.85), rng.uniform(-30, 30) if angled else rng.uniform(-6, 6),
                         rng.uniform(-20, 20) if angled else rng.uniform(-5, 5), rng.uniform(-6, 6) if angled else rng.uniform(-2, 2),
                         rng.uniform(-0.05, 0.05), rng.uniform(-0.06, 0.06)]
        self.contrast = rng.uniform(0.35, 0.55) if family == "lowlight" else rng.uniform(0.6, 1.0)
        self.exposure = rng.uniform(0.4, 0.6) if family == "lowlight" else rng.uniform(0.85, 1.05)
        self.noise = rng.uniform(9, 16) if family == "lowlight" else rng.uniform(1.5, 5)
        self.blur = rng.uniform(0.6, 1.2) if family == "lowlight" else rng.uniform(0, 0.8)
        self.motion = (rng.randint(5, 13), rng.uniform(-0.35, 0.35) + rng.choice([0, 0, math.pi / 2])) if family == "motion" else None
        self.shrink = rng.uniform(0.3, 0.45) if family == "lowres" else 1.0
        self.quality = rng.randint(35, 60) if family == "lowres" else rng.randint(60, 90)
        self.gradient = (rng.uniform(0.8, 1.0), rng.uniform(0.85, 1.05))

    CAMERA = ["yaw", "pitch", "roll", "contrast", "noise", "blur", "motion", "motion_angle", "shrink"]

    def camera(self):
        """How the camera saw the print: angles in degrees, motion as its length in pixels of the
        full-size crop and its angle to the line (0 for none), shrink as the sensor's share of the crop."""
        length, angle = self.motion or (0, 0.0)
        return dict(zip(self.CAMERA, [*self.geometry[1:4], self.contrast, self.noise, self.blur, length, math.degrees(angle), self.shrink]))

    def frame(self, mask, out_w, out_h, rng, wobble=0.0):
        geometry = list(self.geometry)
        if wobble:
            geometry[1] += rng.gauss(0, 2 * wobble)
            geometry[2] += rng.gauss(0, 2 * wobble)
            geometry[3] += rng.gauss(0, wobble)
            geometry[4] += rng.gauss(0, 0.01 * wobble)
            geometry[5] += rng.gauss(0, 0.02 * wobble)
        sw, sh = max(8, int(out_w * self.shrink)), max(8, int(out_h * self.shrink))
        m = view(mask, geometry, sw, sh)[:, :, None] * self.contrast
        light = np.linspace(*self.gradient, sw)[None, :, None]
        img = (self.paper * light * (1 - m) + self.ink * m) * self.exposure
        if self.motion:
            img = convolve(img, motion_kernel(max(2, int(self.motion[0] * self.shrink)), self.motion[1]))
        noise = np.random.default_rng(rng.randrange(1 << 30))
        img = img + noise.normal(0, self.noise, img.shape[:2])[:, :, None] + noise.normal(0, self.noise * 0.4, img.shape)
        out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")
        if self.blur > 0.05:
            out = out.filter(ImageFilter.GaussianBlur(self.blur * self.shrink))
        if self.shrink < 1:  # the low-resolution camera's JPEG, then scaled up to the crop the app cuts
            buf = io.BytesIO()
            out.save(buf, "JPEG", quality=self.quality)
            out = Image.open(io.BytesIO(buf.getvalue())).convert("RGB").resize((out_w, out_h), Image.BILINEAR)
        return out


def crops(outdir, per_family, seed, families):
    rng = random.Random(seed)
    os.makedirs(outdir, exist_ok=True)
    rows, printers = [], []
    for i in range(per_family * len(families)):
        family = families[i % len(families)]
        code = make_code(rng)
        scene = Scene(family, rng)
        layer, printer = print_layer(code, family, rng)
        img = scene.frame(layer, 480, 80, rng)
        name = f"{i:04d}_{family}.jpg" if rng.random() < 0.5 else f"{i:04d}_{family}.png"
        img.save(os.path.join(outdir, name), **({"quality": scene.quality} if name.endswith(".jpg") else {}))
        rows.append((name, code, family))
        printers.append({"file": name, "fill": scene.geometry[0], **printer, **scene.camera()})
    with open(os.path.join(outdir, "labels.csv"), "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["file", "code", "style"])
        w.writerows(rows)
    # To find which prints a reader misses (join with bench:ocr --answers on file). fill: the share
    # of the crop's width the print may take (less when its height limits it); level: the ink level
    # at which a dot font's face was sampled; drop and jitter: in shares of the dot pitch; the
    # camera's columns as Scene.camera() gives them.
    with open(os.path.join(outdir, "printers.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, ["file", "fill", "face", "grid", "level", "gap", "drop", "jitter", "missing", "smear", *Scene.CAMERA], lineterminator="\n")
        w.writeheader()
        w.writerows({k: round(v, 3) if isinstance(v, float) else v for k, v in p.items()} for p in printers)


def video(out, code, seed, family, frames, w, h):
    """A pack held up to the camera: the code in the middle, the hand moving a little each frame."""
    rng = random.Random(seed)
    mask, _ = print_layer(code, family, rng)
    scene = Scene(family, rng)
    yy, xx = np.mgrid[0:h, 0:w]
    colour = np.array(rng.choice([(70, 140, 210), (230, 120, 160), (120, 190, 120)]), np.float32)
    pack = Image.fromarray(np.clip(colour * (0.8 + 0.2 * np.sin(xx / 37.0 + yy / 53.0))[:, :, None], 0, 255).astype(np.uint8), "RGB")
    sw, sh = int(w * 0.6), int(h * 0.16)
    with open(out, "wb") as fh:
        fh.write(f"YUV4MPEG2 W{w} H{h} F30:1 Ip A1:1 C420jpeg\n".encode())
        for f in range(frames):
            frame = pack.copy()
            strip = scene.frame(mask, sw, sh, rng, wobble=1.0)
            frame.paste(strip, ((w - sw) // 2 + int(4 * math.sin(f / 7.0)), (h - sh) // 2 + int(3 * math.cos(f / 9.0))))
            ycc = np.array(frame.convert("YCbCr"))
            fh.write(b"FRAME\n")
            fh.write(ycc[:, :, 0].tobytes())
            for ch in (1, 2):
                fh.write(np.array(Image.fromarray(ycc[:, :, ch]).resize((w // 2, h // 2), Image.BILINEAR)).tobytes())


def option(args, name, default):
    return args[args.index(name) + 1] if name in args else default


if __name__ == "__main__":
    check_faces()
    a = sys.argv[1:]
    if a[:1] == ["crops"] and len(a) >= 4:
        crops(a[1], int(a[2]), int(a[3]), option(a, "--families", ",".join(FAMILIES)).split(","))
    elif a[:1] == ["video"] and len(a) >= 4:
        w, h = map(int, option(a, "--size", "1280x720").split("x"))
        video(a[1], a[2], int(a[3]), option(a, "--family", "inkjet"), int(option(a, "--frames", "90")), w, h)
    elif a[:1] == ["code"] and len(a) == 2:
        print(make_code(random.Random(int(a[1]))))
    else:
        print(__doc__)
        sys.exit(2)
