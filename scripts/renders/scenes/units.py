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


def outdoor_unit(size, finish, name='outdoor'):
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    body = studio.principled('steel-' + finish['body'], finish['body'], roughness=0.32, coat=0.4)
    recess = studio.dark('#101113', 0.7)
    grille_metal = studio.principled('grille', finish['grille'], roughness=0.35, metallic=0.2)
    base = 0.06
    cab_h = h - base
    studio.box(name + '-cabinet', (w, d, cab_h), (0, -d / 2, base + cab_h / 2), body, bevel=0.01)
    # Feet rails.
    for x in (-0.34 * w, 0.34 * w):
        studio.box(name + '-foot', (0.06, d * 1.05, base), (x, -d / 2, base / 2), studio.dark('#3a3c3f', 0.5), bevel=0.004)
    # Fan opening on the front, left of centre, behind a grille of rings and spokes.
    radius = min(0.4 * cab_h, 0.31 * w)
    cx, cz = -0.13 * w, base + cab_h * 0.52
    front = -d - 0.0015
    studio.cylinder(name + '-opening', radius, 0.004, (cx, front + 0.0015, cz), recess,
                    rotation=(math.radians(90), 0, 0), vertices=96)
    studio.torus(name + '-bezel', radius + 0.006, 0.007, (cx, front, cz), body, rotation=(math.radians(90), 0, 0))
    for i in range(1, 9):
        studio.torus(f'{name}-ring-{i}', radius * i / 9, 0.0016, (cx, front - 0.004, cz), grille_metal,
                     rotation=(math.radians(90), 0, 0))
    for angle in (0, 90):
        bar = studio.box(name + '-spoke', (radius * 2, 0.004, 0.004), (cx, front - 0.006, cz), grille_metal, bevel=0.001)
        bar.rotation_euler = (0, math.radians(angle), 0)
    # The fan behind: a hub and blades in the dark.
    studio.cylinder(name + '-hub', radius * 0.17, 0.03, (cx, front + 0.03, cz), studio.dark('#2a2c2f', 0.4),
                    rotation=(math.radians(90), 0, 0), vertices=48, bevel=0.006)
    for k in range(3):
        blade = studio.box(name + '-blade', (radius * 0.78, 0.004, radius * 0.34),
                           (cx, front + 0.045, cz), studio.dark('#2c2f33', 0.45), bevel=0.01)
        a = math.radians(k * 120 + 20)
        blade.rotation_euler = (0, a, 0)
        blade.location = (cx + math.cos(a) * radius * 0.45, front + 0.045, cz - math.sin(a) * radius * 0.45)
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
