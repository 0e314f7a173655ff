"""
The unit models, built from the catalogue's dimensions (metres) and the range's finish: a wall
split's indoor unit with its curved front, top grille, outlet, louvre and lit display, and an
outdoor unit with its fan grille, coil fins and service cover. Each builder puts the unit with its
back centre at the origin (the back on the plane y = 0, the front towards -y, the bottom at z = 0)
and returns its objects' root, so a scene can move it.
"""
import math

import bpy
from mathutils import Matrix

import studio


def _group(name, before):
    """Parent every object made since `before` to one empty, so the unit moves as one."""
    root = studio.link(bpy.data.objects.new(name, None))
    for obj in bpy.context.scene.objects:
        if obj.name not in before and obj is not root and obj.parent is None:
            obj.parent = root
    return root


def place(root, location, rotation_z=0.0):
    root.location = location
    root.rotation_euler = (0, 0, math.radians(rotation_z))
    bpy.context.view_layer.update()
    return root


def wall_split(size, finish, name='wall-split'):
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    body = studio.plastic(finish)
    recess = studio.dark(finish['recess'], 0.6)
    # Side section of the cabinet (u = y towards the back, v = z up): a flat back, a top, a front that
    # bulges out at two thirds of its height and curves back under into the air outlet.
    # The profile's bevel grows the slab by `bevel` all round, so the section is drawn that much inside.
    bevel = min(0.012, 0.05 * h)
    dd, hh = d - bevel, h - 2 * bevel
    section = [(u * dd, bevel + v * hh, angle, length * (dd if axis == 'd' else hh)) for u, v, angle, length, axis in [
        (0.0, 0.07, 90, 0.02, 'h'),
        (-0.02, 1.0, 165, 0.03, 'd'),
        (-0.55, 1.0, 180, 0.2, 'd'),
        (-1.0, 0.6, -90, 0.3, 'h'),
        (-0.9, 0.17, -55, 0.1, 'h'),
        (-0.74, 0.045, -12, 0.06, 'd'),
        (-0.3, 0.0, 8, 0.12, 'd'),
    ]]
    studio.profile_slab(name + '-cabinet', section, w, body, bevel, studio.side_frame((0, 0, 0)))
    # Air outlet: the dark slot under the front, behind the louvre.
    studio.box(name + '-outlet', (w * 0.84, 0.42 * d, 0.05 * h), (0, -0.52 * d, 0.02 * h), recess, bevel=0.004)
    # Louvre: a thin curved blade across the outlet, in the cabinet's finish.
    blade = [
        (-0.78 * d, 0.01 * h, -160, 0.08 * d),
        (-0.36 * d, -0.035 * h, 175, 0.1 * d),
        (-0.36 * d, -0.02 * h, -5, 0.1 * d),
        (-0.77 * d, 0.024 * h, 20, 0.08 * d),
    ]
    studio.profile_slab(name + '-louvre', blade, w * 0.8, body, 0.0015, studio.side_frame((0, 0, 0)))
    # Intake grille along the top: fine slots.
    slots = 14
    for i in range(slots):
        y = -0.08 * d - i * (0.42 * d / slots)
        studio.box(f'{name}-grille-{i}', (w * 0.9, 0.012 * d, 0.004), (0, y, h + 0.0005), recess, bevel=0.0015)
    # Display: a smoked window on the front, the set temperature lit behind it.
    display_x = w * 0.34
    studio.box(name + '-display', (0.055, 0.004, 0.022), (display_x, -d - 0.0006, 0.6 * h),
               studio.principled('smoke', '#0b0c0e', roughness=0.08, coat=1.0), bevel=0.002)
    studio.text(name + '-digits', '24', 0.014, (display_x - 0.008, -d - 0.0032, 0.6 * h),
                studio.emission('display', finish['display'], 6.0), extrude=0.0002)
    studio.cylinder(name + '-led', 0.0016, 0.002, (display_x + 0.017, -d - 0.0032, 0.6 * h),
                    studio.emission('led', finish['display'], 8.0), rotation=(math.radians(90), 0, 0), vertices=16)
    studio.wordmark((0, -d - 0.0004, 0.62 * h), 0.018 * (h / 0.29), studio.principled('ink', finish['ink'], 0.35))
    return _group(name, before)


def _fan(name, radius, cx, cz, front, body, recess, grille_metal):
    """A fan opening: dark behind a bezel, a grille of rings and two spokes, the hub and blades behind."""
    upright = (math.radians(90), 0, 0)
    studio.cylinder(name + '-opening', radius, 0.004, (cx, front + 0.0015, cz), recess, rotation=upright, vertices=96)
    studio.torus(name + '-bezel', radius + 0.006, 0.007, (cx, front, cz), body, rotation=upright)
    for i in range(1, 9):
        studio.torus(f'{name}-ring-{i}', radius * i / 9, 0.0016, (cx, front - 0.004, cz), grille_metal, rotation=upright)
    for angle in (0, 90):
        bar = studio.box(name + '-spoke', (radius * 2, 0.004, 0.004), (cx, front - 0.006, cz), grille_metal, bevel=0.001)
        bar.rotation_euler = (0, math.radians(angle), 0)
    studio.cylinder(name + '-hub', radius * 0.17, 0.03, (cx, front + 0.03, cz), studio.dark('#2a2c2f', 0.4),
                    rotation=upright, vertices=48, bevel=0.006)
    for k in range(3):
        blade = studio.box(name + '-blade', (radius * 0.78, 0.004, radius * 0.34),
                           (cx, front + 0.045, cz), studio.dark('#2c2f33', 0.45), bevel=0.01)
        a = math.radians(k * 120 + 20)
        blade.rotation_euler = (0, a, 0)
        blade.location = (cx + math.cos(a) * radius * 0.45, front + 0.045, cz - math.sin(a) * radius * 0.45)


def outdoor_unit(size, finish, name='outdoor'):
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    if studio.is_dark(finish):
        # Powder-coated charcoal steel reads darker than its swatch under studio light (see studio.plastic).
        r, g, b, _ = studio.srgb(finish['body'])
        body = studio.principled('steel-' + finish['body'], (r * 0.6, g * 0.6, b * 0.58, 1.0), roughness=0.4, coat=0.25,
                                 specular=0.35)
    else:
        body = studio.principled('steel-' + finish['body'], finish['body'], roughness=0.32, coat=0.4)
    recess = studio.dark('#101113', 0.7)
    grille_metal = studio.principled('grille', finish['grille'], roughness=0.35, metallic=0.2)
    base = 0.06
    cab_h = h - base
    studio.box(name + '-cabinet', (w, d, cab_h), (0, -d / 2, base + cab_h / 2), body, bevel=0.01)
    # Feet rails.
    for x in (-0.34 * w, 0.34 * w):
        studio.box(name + '-foot', (0.06, d * 1.05, base), (x, -d / 2, base / 2), studio.dark('#3a3c3f', 0.5), bevel=0.004)
    # Fan openings on the front, left of centre, behind grilles of rings and spokes: one fan, or two
    # stacked in a tall unit (over a metre high), as the big multi and ducted outdoor units have.
    fans = 2 if h > 1.0 else 1
    radius = min(0.4 * cab_h / fans, 0.31 * w)
    cx = -0.13 * w
    front = -d - 0.0015
    for k in range(fans):
        cz = base + cab_h * ((0.52,) if fans == 1 else (0.74, 0.28))[k]
        _fan(f'{name}-fan-{k}', radius, cx, cz, front, body, recess, grille_metal)
    # Coil fins showing through the left side.
    fin_h, fin_d = cab_h * 0.78, d * 0.8
    studio.box(name + '-coil', (0.004, fin_d, fin_h), (-w / 2 - 0.0008, -d / 2, base + cab_h / 2), recess, bevel=0)
    fins = int(fin_d / 0.012)
    for i in range(fins):
        y = -d / 2 - fin_d / 2 + (i + 0.5) * fin_d / fins
        studio.box(f'{name}-fin-{i}', (0.006, 0.0025, fin_h), (-w / 2 - 0.003, y, base + cab_h / 2), grille_metal, bevel=0)
    for i in range(6):
        z = base + cab_h * 0.11 + i * fin_h / 5
        studio.box(f'{name}-guard-{i}', (0.006, fin_d, 0.004), (-w / 2 - 0.006, -d / 2, z), grille_metal, bevel=0.001)
    # Service cover on the right of the front, with a handle recess.
    studio.box(name + '-cover', (0.2 * w, 0.006, 0.4 * cab_h), (0.39 * w, -d - 0.0012, base + 0.62 * cab_h), body, bevel=0.003)
    studio.box(name + '-handle', (0.09 * w, 0.004, 0.012), (0.39 * w, -d - 0.004, base + 0.47 * cab_h), recess, bevel=0.002)
    studio.wordmark((0.3 * w, -d - 0.001, base + cab_h * 0.12), 0.028, studio.principled('ink-o', finish['ink'], 0.4))
    return _group(name, before)


def cassette_panel_size(size):
    """The decoration panel is wider than the body: 950 mm under an 840 mm body, 620 mm (a 600 mm ceiling grid's tile) under a 570 mm one."""
    w = size[0]
    return 0.95 if w > 0.7 else 0.62


def cassette(size, finish, name='cassette'):
    """
    A four-way ceiling cassette: the galvanised body (width x height x depth from the catalogue)
    above the ceiling line z = 0, and below it the square panel in the range's finish, with an
    outlet and its louvre along each side around the central intake grille, a status light and
    the wordmark in one corner. Centred on the origin; the panel's face looks down (-z).
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    p = cassette_panel_size(size)
    t = 0.032 if p > 0.7 else 0.026
    body = studio.plastic(finish)
    recess = studio.dark(finish['recess'], 0.65)
    steel = studio.principled('galvanised', '#b9bfc4', roughness=0.38, metallic=0.85)
    # The body, a steel box with chamfered corners and its hanger brackets, above the ceiling line.
    studio.box(name + '-body', (w, d, h - 0.01), (0, 0, (h - 0.01) / 2 + 0.01), steel, bevel=0.02)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box(name + '-hanger', (0.06, 0.004, 0.05), (sx * (w / 2 + 0.02), sy * (d / 2 - 0.08), h * 0.6), steel, bevel=0.001)
    studio.box(name + '-pipes', (0.06, 0.14, 0.05), (w / 2 + 0.03, -d * 0.25, h * 0.35), studio.dark('#26282b', 0.5), bevel=0.01)
    # The panel: a shallow tray with rounded edges.
    studio.box(name + '-panel', (p, p, t), (0, 0, -t / 2 + 0.002), body, bevel=min(0.012, t * 0.45), segments=4)
    face = -t + 0.002
    # Four outlets, one along each side between the rim and the grille, each with a louvre in the finish.
    slot_len, slot_w = p * 0.62, p * 0.075
    offset = p * 0.39
    for k in range(4):
        angle = k * 90
        horizontal = k % 2 == 0
        sign = 1 if k < 2 else -1
        cx, cy = (0, sign * offset) if horizontal else (sign * offset, 0)
        size_xy = (slot_len, slot_w) if horizontal else (slot_w, slot_len)
        studio.box(f'{name}-outlet-{k}', (*size_xy, 0.012), (cx, cy, face + 0.0045), recess, bevel=0.004)
        louvre = studio.box(f'{name}-louvre-{k}', (*((slot_len * 0.98, slot_w * 0.8) if horizontal else (slot_w * 0.8, slot_len * 0.98)), 0.004),
                            (cx, cy, face - 0.001), body, bevel=0.0018)
        # Louvres tilted open, as a running unit's are.
        tilt = math.radians(28)
        louvre.rotation_euler = ((tilt * sign, 0, 0) if horizontal else (0, -tilt * sign, 0))
    # Central intake grille: a slightly recessed square of fine slats.
    g = p * 0.5
    # The grille's dark back sits just under the panel's face, the slats under that.
    studio.box(name + '-grille-back', (g, g, 0.002), (0, 0, face - 0.001), recess, bevel=0.0008)
    # Slats run front to back, so a look from below and in front sees between them.
    slats = int(g / 0.016)
    for i in range(slats):
        x = -g / 2 + (i + 0.5) * g / slats
        studio.box(f'{name}-slat-{i}', (g / slats * 0.5, g, 0.003), (x, 0, face - 0.0025), body, bevel=0.001)
    for k in range(4):
        rim = (g + 0.016, 0.01, 0.005) if k % 2 == 0 else (0.01, g + 0.016, 0.005)
        at = (0, (g / 2 + 0.003) * (1 if k < 2 else -1), face - 0.003) if k % 2 == 0 else ((g / 2 + 0.003) * (1 if k < 2 else -1), 0, face - 0.003)
        studio.box(f'{name}-grille-rim-{k}', rim, at, body, bevel=0.002)
    # Corner: the status light and the wordmark, printed on the panel.
    corner = p * 0.39
    studio.cylinder(name + '-led', 0.003, 0.002, (corner, -corner, face - 0.0006), studio.emission('led', finish['display'], 6.0), vertices=16)
    studio.wordmark((-corner + 0.01, -corner + 0.01, face - 0.0004), 0.018 if p > 0.7 else 0.013,
                    studio.principled('ink', finish['ink'], 0.35), rotation=(math.radians(180), 0, math.radians(45)))
    return _group(name, before)
