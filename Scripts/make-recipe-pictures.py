#!/usr/bin/env python3
"""Draws the recipes app's pictures into Examples/Recipes/Resources/Assets.xcassets.

Every picture is made here for the project (flat shapes, no outside artwork): a plate seen from
above for each recipe, a portrait for each chef, and a template chef's hat. Each image set has
1x and 2x PNGs; recipes and chefs also have dark-appearance files. Needs numpy (`pip install
numpy`); the output is committed, so building the app does not run this.
"""
import hashlib, json, os, struct, sys, zlib
import numpy as np

ROOT = os.path.join(os.path.dirname(__file__), "..", "Examples", "Recipes", "Resources")
CATALOG = os.path.join(ROOT, "Assets.xcassets")
SS = 4  # samples per pixel of the 2x image, per axis


def rgb(hex_):
    return np.array([int(hex_[i:i + 2], 16) / 255 for i in (0, 2, 4)])


class Canvas:
    def __init__(self, width, height, background=None):
        self.w, self.h = width * 2 * SS, height * 2 * SS  # sampled at 2x, SS per pixel
        self.unit = 2 * SS  # samples per point
        y, x = np.mgrid[0:self.h, 0:self.w]
        self.x, self.y = (x + 0.5) / self.unit, (y + 0.5) / self.unit  # in points
        self.color = np.zeros((self.h, self.w, 3))
        self.alpha = np.zeros((self.h, self.w))
        if background is not None:
            self.fill(np.ones((self.h, self.w), bool), background)

    def fill(self, mask, color, opacity=1.0):
        a = mask * opacity
        self.color = self.color * (1 - a[..., None]) + rgb(color) * a[..., None]
        self.alpha = self.alpha * (1 - a) + a

    def ellipse(self, cx, cy, rx, ry):
        return ((self.x - cx) / rx) ** 2 + ((self.y - cy) / ry) ** 2 <= 1

    def rect(self, x0, y0, x1, y1, radius=0):
        dx = np.maximum(np.maximum(x0 + radius - self.x, self.x - (x1 - radius)), 0)
        dy = np.maximum(np.maximum(y0 + radius - self.y, self.y - (y1 - radius)), 0)
        inside = (self.x >= x0) & (self.x <= x1) & (self.y >= y0) & (self.y <= y1)
        return inside & (dx * dx + dy * dy <= radius * radius)

    def image(self, scale):
        f = SS * (2 // scale)
        h, w = self.h // f, self.w // f
        a = self.alpha.reshape(h, f, w, f).mean(axis=(1, 3))
        premultiplied = (self.color * self.alpha[..., None]).reshape(h, f, w, f, 3).mean(axis=(1, 3))
        c = np.where(a[..., None] > 0, premultiplied / np.maximum(a[..., None], 1e-9), 0)
        return np.dstack([c, a])


def png(pixels):
    h, w, _ = pixels.shape
    data = np.clip(np.round(pixels * 255), 0, 255).astype(np.uint8)
    raw = b"".join(b"\0" + data[row].tobytes() for row in range(h))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def write_set(name, drawings, template=False):
    """drawings: {(scale, dark): Canvas-producing function result}"""
    folder = os.path.join(CATALOG, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    images = []
    for dark, canvas in drawings:
        for scale in (1, 2):
            filename = f"{os.path.basename(name)}{'-dark' if dark else ''}@{scale}x.png"
            with open(os.path.join(folder, filename), "wb") as f:
                f.write(png(canvas.image(scale)))
            entry = {"filename": filename, "idiom": "universal", "scale": f"{scale}x"}
            if dark:
                entry["appearances"] = [{"appearance": "luminosity", "value": "dark"}]
            images.append(entry)
    contents = {"images": images, "info": {"author": "xcode", "version": 1}}
    if template:
        contents["properties"] = {"template-rendering-intent": "template"}
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(contents, f, indent=2)
        f.write("\n")


# The colours of each dish: its base, then what is scattered on it.
DISHES = {
    "breakfast": ("F4E3C1", ["E8A33D", "FFF7E0", "6DA34D"]),
    "soups": ("E9D6B8", ["C8553D", "F2A541", "7A9E3B"]),
    "mains": ("EAD9C6", ["B5562F", "F0C05A", "5E8C31"]),
    "baking": ("EFE0C8", ["D9A15B", "B9783F", "F6E7C8"]),
    "desserts": ("F3DCE0", ["8E3B46", "F6EEE3", "C9485B"]),
}
WORDS = {
    "tomato": "D9412B", "pepper": "C9302C", "egg": "FFF3D6", "feta": "FAFAF2", "parsley": "4E8F3A",
    "bean": "8A5A3C", "oat": "E3CFA2", "berr": "7B2D59", "banana": "F2D46B", "rice": "F7F1E1",
    "fish": "F3E6D8", "haddock": "E9C79A", "lemon": "F5D547", "avocado": "7FA650", "salsa": "D2432F",
    "carrot": "EE8A2F", "celery": "9CC26B", "pasta": "F1D48A", "saffron": "E8A21F", "mussel": "3A3F58",
    "cavolo": "3F6B3A", "lentil": "D9772B", "noodle": "F4E6C4", "lime": "9BC53D", "chocolate": "4A2C21",
    "broccoli": "3F7F3A", "beef": "7A3B2E", "salmon": "F08A5D", "sesame": "F6EBD0", "chicken": "D9A066",
    "potato": "E8C27A", "turmeric": "E3A72F", "split pea": "EBC24C", "mushroom": "9C7B5B",
    "porcini": "7C5A3E", "cabbage": "7D3F7A", "rosemary": "557A46", "flour": "F3E9D2",
    "cinnamon": "9B5B2E", "apple": "C9D66B", "rhubarb": "C8435A", "cream": "FBF3E4",
    "mascarpone": "FAF1DF", "coffee": "5B3A29", "cocoa": "6B4130", "date": "6E3B24", "toffee": "A8642C",
    "ginger": "E0B56A", "herb": "5B8E3E", "basil": "3F7F3A", "cheddar": "F2B33D", "tortilla": "EDD9A3",
    "honey": "E9A93B", "maple": "B8692A", "nut": "A9743F", "yoghurt": "FBFAF5", "butter": "F6DE8A",
}


def seeded(text):
    return np.random.default_rng(int(hashlib.sha256(text.encode()).hexdigest()[:12], 16))


def dish_colors(recipe):
    base, extra = DISHES[recipe["category"]]
    found = []
    for ingredient in recipe["ingredients"]:
        lowered = ingredient.lower()
        for word, color in WORDS.items():
            if word in lowered and color not in found:
                found.append(color)
    return (found[0] if found else base), (found[1:] or extra) + extra[:1]


def draw_recipe(recipe, dark):
    w, h = 160, 120
    table = {"breakfast": "F2C879", "soups": "E39B74", "mains": "9DBF8E", "baking": "D8B98C",
             "desserts": "E7A6B8"}[recipe["category"]]
    if dark:
        table = {"breakfast": "5A4520", "soups": "5B3224", "mains": "2F4A2A", "baking": "4A3A26",
                 "desserts": "522D3A"}[recipe["category"]]
    c = Canvas(w, h, table)
    rng = seeded(recipe["id"])
    # A cloth stripe and the plate's shadow, rim and well.
    c.fill(c.rect(0, 96, w, 104), "FFFFFF", 0.25 if not dark else 0.12)
    c.fill(c.ellipse(82, 64, 50, 50), "000000", 0.18)
    c.fill(c.ellipse(80, 60, 50, 50), "F8F6F1" if not dark else "D9D5CC")
    c.fill(c.ellipse(80, 60, 40, 40), "ECE8DF" if not dark else "C4BFB4")
    base, toppings = dish_colors(recipe)
    c.fill(c.ellipse(80, 60, 34, 34), base)
    for index in range(14):
        angle, radius = rng.uniform(0, 2 * np.pi), 26 * np.sqrt(rng.uniform(0, 1))
        x, y = 80 + radius * np.cos(angle), 60 + radius * np.sin(angle)
        size = rng.uniform(3, 7)
        c.fill(c.ellipse(x, y, size, size * rng.uniform(0.6, 1)), toppings[index % len(toppings)])
    # A fork beside the plate.
    c.fill(c.rect(140, 22, 144, 98, 2), "B8BCC2" if not dark else "8A8E94")
    return c


SKIN = ["8D5524", "F1C27D", "E0AC69", "C68642", "FFDBAC"]
BACK = ["F28C38", "4F8FCB", "D9534F", "6AA84F", "8E6CC2"]


def draw_chef(index, chef, dark):
    s = 64
    c = Canvas(s, s)
    back = BACK[index % len(BACK)]
    c.fill(c.ellipse(32, 32, 32, 32), back)
    if dark:
        c.fill(c.ellipse(32, 32, 32, 32), "000000", 0.45)
    c.fill(c.rect(14, 50, 50, 64, 10) & c.ellipse(32, 32, 32, 32), "FFFFFF" if not dark else "D8D8D8")
    c.fill(c.ellipse(32, 36, 13, 15), SKIN[index % len(SKIN)])
    hat = c.rect(21, 12, 43, 24, 2) | c.ellipse(24, 13, 7, 7) | c.ellipse(32, 10, 8, 8) | c.ellipse(40, 13, 7, 7)
    c.fill(hat, "FFFFFF" if not dark else "E6E6E6")
    c.fill(c.rect(21, 22, 43, 25), "DDDDDD" if not dark else "BBBBBB")
    for x in (27, 37):
        c.fill(c.ellipse(x, 35, 1.6, 2), "2B2B2B")
    smile = c.ellipse(32, 40, 5, 3.5) & ~c.ellipse(32, 38.8, 5, 3.2)
    c.fill(smile, "5A2A1A")
    return c


def draw_hat():
    c = Canvas(24, 24)
    hat = (c.rect(6, 9, 18, 19, 1.5) | c.ellipse(7.5, 9, 4, 4) | c.ellipse(12, 7, 5, 5)
           | c.ellipse(16.5, 9, 4, 4))
    c.fill(hat & ~c.rect(6, 15, 18, 16), "000000")
    return c


def main():
    with open(os.path.join(ROOT, "recipes.json")) as f:
        data = json.load(f)
    os.makedirs(CATALOG, exist_ok=True)
    with open(os.path.join(CATALOG, "Contents.json"), "w") as f:
        json.dump({"info": {"author": "xcode", "version": 1}}, f, indent=2)
        f.write("\n")
    for group, props in (("Recipes", True), ("Chefs", True)):
        os.makedirs(os.path.join(CATALOG, group), exist_ok=True)
        with open(os.path.join(CATALOG, group, "Contents.json"), "w") as f:
            json.dump({"info": {"author": "xcode", "version": 1},
                       "properties": {"provides-namespace": props}}, f, indent=2)
            f.write("\n")
    for recipe in data["recipes"]:
        write_set("Recipes/" + recipe["id"], [(False, draw_recipe(recipe, False)), (True, draw_recipe(recipe, True))])
        print(recipe["id"], file=sys.stderr)
    for index, chef in enumerate(data["chefs"]):
        write_set("Chefs/" + chef["id"], [(False, draw_chef(index, chef, False)), (True, draw_chef(index, chef, True))])
    write_set("chef-hat", [(False, draw_hat())], template=True)


if __name__ == "__main__":
    main()
