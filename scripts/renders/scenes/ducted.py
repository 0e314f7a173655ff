"""
Ducted systems and gas ducted heaters: the units (a ducted indoor unit's galvanised cabinet with its
supply spigots, a gas heater's powder-coated cabinet with its flue and louvred access panel), the
grilles and vents their air comes out of (also used by the category heroes), and the scenes of their
pictures: studio fronts, the heater's side, the wall controller, a room with only grilles to show
(the unit is in the roof or outside) and the house in section with the ducts.
"""
import math

import bpy

import controller
import rooms
import studio
import units

P = studio.principled


# Materials ---------------------------------------------------------------------------------------

def powder_coat(finish):
    """The heater's powder-coated steel: the range's colour, a satin sheen (dark swatches taken down as studio.plastic does)."""
    r, g, b, _ = studio.srgb(finish['body'])
    k = 0.7 if studio.is_dark(finish) else 1.0
    return P('powder-' + finish['body'], (r * k, g * k, b * k, 1.0), roughness=0.42, coat=0.15, specular=0.4)


def foil():
    """The silver foil sleeve of flexible duct."""
    return P('duct-foil', '#c4c7c9', 0.42, metallic=0.7)


def tube(name, points, radius, material, resolution=12):
    """A round tube along a smooth path through `points`: a flexible duct, a flue, a pipe."""
    curve = bpy.data.curves.new(name, 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = radius
    curve.bevel_resolution = 4
    curve.resolution_u = resolution
    curve.use_fill_caps = True
    spline = curve.splines.new('BEZIER')
    spline.bezier_points.add(len(points) - 1)
    for point, co in zip(spline.bezier_points, points):
        point.co = co
        point.handle_left_type = 'AUTO'
        point.handle_right_type = 'AUTO'
    curve.materials.append(material)
    return studio.link(bpy.data.objects.new(name, curve))


def label_plate(location, size, turn=0.0, ink='#3d4247', accent=None):
    """
    The rating label: a white plate with the wordmark and printed lines (an accent stripe if given),
    upright, its face towards -y turned `turn` degrees about z, centred on `location`.
    """
    w, h = size
    plate = studio.box('label-plate', (w, 0.0015, h), (0, 0, 0), P('label', '#f1f1ee', 0.5), bevel=0.0006)
    print_ink = P('label-ink', ink, 0.5)
    objects = [studio.wordmark((0, -0.0009, h * 0.22), h * 0.16, print_ink)]
    for i in range(4):
        objects.append(studio.box('label-line', (w * (0.78 - 0.12 * (i % 2)), 0.0004, h * 0.035),
                                  (-w * 0.06 * (i % 2), -0.0009, -h * 0.06 - i * h * 0.1), print_ink, bevel=0))
    if accent:
        objects.append(studio.box('label-accent', (w, 0.0004, h * 0.1), (0, -0.0009, h * 0.43), P('label-accent', accent, 0.5), bevel=0))
    for obj in objects:
        obj.parent = plate
    plate.location = location
    plate.rotation_euler = (0, 0, math.radians(turn))
    return plate


# Grilles and vents -------------------------------------------------------------------------------

def supply_grille(x, y, z, size=0.45, rotation=0.0):
    """A square four-way ceiling supply diffuser, flush with the ceiling at z (face down)."""
    white = P('grille-white', '#f4f4f2', 0.35, coat=0.2)
    shadow = P('grille-shadow', '#2b2d2f', 0.8)
    studio.box('diffuser-back', (size - 0.02, size - 0.02, 0.01), (x, y, z - 0.004), shadow, bevel=0)
    for i in range(4):
        s = size - i * size * 0.22
        t = 0.02
        for side in (-1, 1):
            studio.box('cone', (s, t, 0.015 + i * 0.006), (x, y + side * (s / 2 - t / 2), z - 0.01 - i * 0.006), white, bevel=0.002)
            studio.box('cone', (t, s, 0.015 + i * 0.006), (x + side * (s / 2 - t / 2), y, z - 0.01 - i * 0.006), white, bevel=0.002)
    studio.box('diffuser-centre', (size * 0.3, size * 0.3, 0.03), (x, y, z - 0.03), white, bevel=0.004)


def round_grille(x, y, z, diameter=0.3):
    """A round ceiling supply diffuser: concentric cones stepping down from a rim, flush with the ceiling at z."""
    white = P('grille-white', '#f4f4f2', 0.35, coat=0.2)
    studio.cylinder('round-back', diameter / 2 - 0.01, 0.01, (x, y, z - 0.004), P('grille-shadow', '#2b2d2f', 0.8), vertices=64)
    for i in range(4):
        r = diameter / 2 - i * diameter * 0.11
        studio.torus('round-cone', r - 0.008, 0.008, (x, y, z - 0.012 - i * 0.009), white)
    studio.cylinder('round-centre', diameter * 0.14, 0.02, (x, y, z - 0.045), white, vertices=48, bevel=0.004)


def return_grille(x, y, z, w=0.85, d=0.5):
    """A ceiling return-air grille: a frame with an egg-crate of fine blades over a dark filter."""
    white = P('grille-white', '#f4f4f2', 0.35, coat=0.2)
    studio.box('return-filter', (w - 0.04, d - 0.04, 0.01), (x, y, z - 0.002), P('filter', '#555a5c', 0.95), bevel=0)
    for side in (-1, 1):
        studio.box('return-frame', (w, 0.03, 0.018), (x, y + side * (d / 2 - 0.015), z - 0.009), white, bevel=0.003)
        studio.box('return-frame', (0.03, d, 0.018), (x + side * (w / 2 - 0.015), y, z - 0.009), white, bevel=0.003)
    n = int((w - 0.06) / 0.028)
    for i in range(n):
        studio.box('return-blade', (0.004, d - 0.06, 0.016), (x - w / 2 + 0.03 + (i + 0.5) * (w - 0.06) / n, y, z - 0.009), white, bevel=0)


def floor_vent(x, y, rotation=0.0, w=0.30, d=0.10, z=0.0):
    """A floor register of gas ducted heating: a brushed frame and slats, the dark duct under it."""
    metal = P('vent-metal', '#c9c3b8', 0.35, metallic=0.8)
    dark = P('vent-dark', '#141414', 0.9)
    objs = [studio.box('vent-hole', (w - 0.02, d - 0.02, 0.002), (x, y, z + 0.0005), dark, bevel=0)]
    for side in (-1, 1):
        objs.append(studio.box('vent-frame', (w, 0.014, 0.006), (x, y + side * (d / 2 - 0.007), z + 0.003), metal, bevel=0.001))
        objs.append(studio.box('vent-frame', (0.014, d, 0.006), (x + side * (w / 2 - 0.007), y, z + 0.003), metal, bevel=0.001))
    for i in range(9):
        objs.append(studio.box('vent-slat', (0.004, d - 0.02, 0.005), (x - w / 2 + 0.02 + i * (w - 0.04) / 8, y, z + 0.0025), metal, bevel=0))
    if rotation:
        for o in objs:
            dx, dy = o.location.x - x, o.location.y - y
            c, s = math.cos(math.radians(rotation)), math.sin(math.radians(rotation))
            o.location = (x + dx * c - dy * s, y + dx * s + dy * c, o.location.z)
            o.rotation_euler = (0, 0, math.radians(rotation))


# Units -------------------------------------------------------------------------------------------

def spigot_layout(size):
    """The supply spigots along the unit's front: their radius and x positions (the in-scale ducts start there)."""
    w, h, d = size
    r = min(0.1, h * 0.36)
    n = max(3, min(6, int(w * 0.9 / (2 * r + 0.07))))
    pitch = w * 0.9 / n
    return r, [-w * 0.45 + (i + 0.5) * pitch for i in range(n)]


def ducted_unit(size, name='ducted'):
    """
    A ducted indoor unit lying flat: the galvanised cabinet (width along x, depth along y, height),
    the supply plenum on its front with a row of round spigots, the return-air filter frame at the
    back with the filter's pull tab at the left end, the control box and rating label on the left
    end with the refrigerant and drain connections, and the hanging brackets at the ends.
    Back centre at the origin, front towards -y, bottom at z = 0.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    steel = studio.galvanised()
    dark = studio.dark('#1c1e20', 0.7)
    plenum = 0.1
    body_d = d - plenum
    studio.box(name + '-cabinet', (w, body_d, h), (0, -body_d / 2, h / 2), steel, bevel=0.006)
    # Folded seams across the lid, and a line of screws along its edges.
    for x in (-w / 6, w / 6):
        studio.box(name + '-seam', (0.014, body_d - 0.02, 0.003), (x, -body_d / 2, h + 0.0005), steel, bevel=0.001)
    screw = P('screw', '#9aa1a6', 0.3, metallic=1.0)
    for i in range(7):
        x = -w / 2 + 0.05 + i * (w - 0.1) / 6
        for y in (-0.02, -body_d + 0.02):
            studio.cylinder(name + '-screw', 0.004, 0.002, (x, y, h + 0.001), screw, vertices=12)
    # The supply plenum: a shallower box on the front with the spigots in a row.
    studio.box(name + '-plenum', (w * 0.96, plenum + 0.01, h * 0.94), (0, -body_d - plenum / 2 + 0.005, h * 0.5), steel, bevel=0.004)
    r, xs = spigot_layout(size)
    front = -d
    sideways = (math.radians(90), 0, 0)
    for i, x in enumerate(xs):
        studio.cylinder(f'{name}-spigot-{i}', r, 0.09, (x, front - 0.045, h * 0.5), steel, rotation=sideways, vertices=48)
        studio.torus(f'{name}-bead-{i}', r + 0.002, 0.004, (x, front - 0.055, h * 0.5), steel, rotation=sideways)
        studio.torus(f'{name}-collar-{i}', r + 0.006, 0.005, (x, front - 0.004, h * 0.5), steel, rotation=sideways)
        studio.cylinder(f'{name}-throat-{i}', r - 0.004, 0.002, (x, front - 0.0912, h * 0.5), dark, rotation=sideways, vertices=48)
    # The return-air side at the back: the filter frame, its mesh, and the filter's tab out of the left end.
    studio.box(name + '-filter-frame', (w * 0.97, 0.03, h * 0.9), (0, 0.015, h * 0.5), steel, bevel=0.003)
    studio.box(name + '-filter', (w * 0.93, 0.032, h * 0.8), (0, 0.016, h * 0.5), P('filter-mesh', '#3c4144', 0.9), bevel=0)
    studio.box(name + '-filter-tab', (0.03, 0.02, h * 0.5), (-w / 2 - 0.012, 0.012, h * 0.5), P('tab', '#2e3236', 0.5), bevel=0.003)
    # The left end: the control box cover, the rating label, the pipe and drain connections.
    end = -w / 2
    studio.box(name + '-control-box', (0.012, body_d * 0.42, h * 0.72), (end - 0.006, -body_d * 0.62, h * 0.5), steel, bevel=0.003)
    label_plate((end - 0.0128, -body_d * 0.62, h * 0.52), (body_d * 0.3, h * 0.48), turn=-90)
    copper = P('copper', '#b87344', 0.3, metallic=1.0)
    brass = P('brass-nut', '#c2a25a', 0.3, metallic=1.0)
    along_x = (0, math.radians(90), 0)
    for k, (y, z, rad) in enumerate(((-body_d * 0.22, h * 0.66, 0.008), (-body_d * 0.22, h * 0.34, 0.011))):
        studio.cylinder(f'{name}-pipe-{k}', rad, 0.07, (end - 0.035, y, z), copper, rotation=along_x, vertices=24)
        studio.cylinder(f'{name}-flare-{k}', rad + 0.006, 0.022, (end - 0.055, y, z), brass, rotation=along_x, vertices=6)
    studio.cylinder(name + '-drain', 0.012, 0.06, (end - 0.03, -body_d * 0.9, h * 0.18), P('pvc', '#f2f2ef', 0.5), rotation=along_x, vertices=24)
    # Hanging brackets: an angle at each corner of the ends, slotted for the threaded rod.
    for sx in (-1, 1):
        for y in (-body_d * 0.12, -body_d * 0.88):
            studio.box(name + '-bracket', (0.005, 0.08, h * 0.5), (sx * (w / 2 + 0.0025), y, h * 0.7), steel, bevel=0.001)
            studio.box(name + '-bracket-tab', (0.06, 0.08, 0.005), (sx * (w / 2 + 0.03), y, h * 0.95), steel, bevel=0.001)
            studio.box(name + '-slot', (0.03, 0.012, 0.006), (sx * (w / 2 + 0.035), y, h * 0.95), dark, bevel=0)
    return units._group(name, before)


def gas_heater(size, finish, name='heater'):
    """
    A gas ducted heater: the powder-coated cabinet, a louvred access panel over the burner on the
    lower front, the rating label and status light above it, the flue spigot on top, the return-air
    collar and the gas and power connections on the right side, the plinth rails under it.
    Back centre at the origin, front towards -y, bottom at z = 0.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    coat = powder_coat(finish)
    dark = studio.dark('#141516', 0.8)
    rail = 0.04
    body_h = h - rail
    studio.box(name + '-cabinet', (w, d, body_h), (0, -d / 2, rail + body_h / 2), coat, bevel=0.008)
    for x in (-w / 2 + 0.06, w / 2 - 0.06):
        studio.box(name + '-rail', (0.05, d * 0.96, rail), (x, -d / 2, rail / 2), studio.dark('#2a2b2d', 0.6), bevel=0.003)
    front = -d
    # The access panel: a separate pressed panel, its louvres angled down, screws at its corners.
    pw = w * 0.84
    ph = body_h * (0.5 if h < w else 0.42)
    pz = rail + body_h * 0.06 + ph / 2
    studio.box(name + '-panel', (pw, 0.008, ph), (0, front - 0.004, pz), coat, bevel=0.003)
    rows = max(4, int(ph * 0.8 / 0.032))
    for i in range(rows):
        z = pz - ph * 0.4 + (i + 0.5) * ph * 0.8 / rows
        studio.box(f'{name}-louvre-slot-{i}', (pw * 0.8, 0.002, 0.012), (0, front - 0.0085, z), dark, bevel=0)
        louvre = studio.box(f'{name}-louvre-{i}', (pw * 0.8, 0.016, 0.003), (0, front - 0.014, z + 0.006), coat, bevel=0.001)
        louvre.rotation_euler = (math.radians(-35), 0, 0)
    screw = P('screw', '#9aa1a6', 0.3, metallic=1.0)
    upright = (math.radians(90), 0, 0)
    for sx in (-1, 1):
        for sz in (-1, 1):
            studio.cylinder(name + '-screw', 0.005, 0.003, (sx * (pw / 2 - 0.02), front - 0.009, pz + sz * (ph / 2 - 0.02)), screw,
                            rotation=upright, vertices=16)
    # The label and the status light on the upper front, the panel's seam between.
    top_zone = rail + body_h * 0.06 + ph
    label_h = min(0.12, (rail + body_h - top_zone) * 0.55)
    label_plate((-w * 0.28, front - 0.0009, (top_zone + rail + body_h) / 2), (label_h * 1.5, label_h), accent=finish['power'])
    studio.cylinder(name + '-led', 0.005, 0.003, (w * 0.36, front - 0.001, (top_zone + rail + body_h) / 2), studio.emission('led', finish['display'], 6.0),
                    rotation=upright, vertices=24)
    studio.box(name + '-seam', (w * 0.98, 0.002, 0.004), (0, front - 0.0005, top_zone + 0.015), dark, bevel=0)
    # The flue spigot on top, with its collar, near the right.
    fx, fy = w * 0.28 if w > d else 0.0, -d * 0.45
    top = rail + body_h
    flue_steel = P('flue', '#c7cacc', 0.3, metallic=1.0)
    studio.cylinder(name + '-flue-collar', 0.075, 0.012, (fx, fy, top + 0.006), coat, vertices=48, bevel=0.003)
    studio.cylinder(name + '-flue', 0.05, 0.13, (fx, fy, top + 0.065), flue_steel, vertices=48)
    studio.torus(name + '-flue-bead', 0.051, 0.003, (fx, fy, top + 0.1), flue_steel)
    studio.cylinder(name + '-flue-throat', 0.046, 0.002, (fx, fy, top + 0.1305), dark, vertices=48)
    # The right side: the return-air collar (a flanged rectangle, dark inside), gas and power entries.
    side = w / 2
    cw, ch = d * 0.62, body_h * 0.5
    cz = rail + body_h * 0.6
    studio.box(name + '-return-opening', (0.004, cw, ch), (side + 0.001, -d / 2, cz), dark, bevel=0)
    for dz in (-1, 1):
        studio.box(name + '-collar', (0.05, cw + 0.02, 0.01), (side + 0.025, -d / 2, cz + dz * ch / 2), coat, bevel=0.002)
    for dy in (-1, 1):
        studio.box(name + '-collar', (0.05, 0.01, ch + 0.02), (side + 0.025, -d / 2 + dy * cw / 2, cz), coat, bevel=0.002)
    along_x = (0, math.radians(90), 0)
    studio.cylinder(name + '-gas', 0.01, 0.12, (side + 0.06, -d * 0.85, rail + body_h * 0.15), P('copper', '#b87344', 0.3, metallic=1.0),
                    rotation=along_x, vertices=24)
    studio.box(name + '-gas-cock', (0.03, 0.03, 0.03), (side + 0.11, -d * 0.85, rail + body_h * 0.15), P('brass-nut', '#c2a25a', 0.3, metallic=1.0), bevel=0.004)
    studio.box(name + '-gas-handle', (0.012, 0.06, 0.008), (side + 0.11, -d * 0.85 - 0.03, rail + body_h * 0.15 + 0.02), P('handle-yellow', '#e0b52a', 0.4), bevel=0.002)
    studio.cylinder(name + '-gland', 0.012, 0.02, (side + 0.01, -d * 0.85, rail + body_h * 0.3), studio.dark('#222325', 0.5), rotation=along_x, vertices=16)
    return units._group(name, before)


# Studio pictures ---------------------------------------------------------------------------------

def front_ducted(args):
    """The ducted indoor unit on the studio floor, seen from the front left and above: spigots, label end, lid."""
    w, h, d = studio.metres(args['indoor'])
    studio.backdrop('#dfe2e5')
    units.place(ducted_unit((w, h, d)), (0, d / 2, 0))
    target = (0, 0, h * 0.45)
    studio.softboxes(target, scale=1.0)
    # A strip low at the left: the end with the label and connections in light, the spigots' rims catching it.
    studio.area_light('end-strip', (-2.4, -0.6, 0.5), target, 1.6, 90, size_y=0.4)
    studio.set_world(0.5)
    studio.frame_camera(target, w * 1.15, (0.85, 1.0, -0.6), lens=70, fill=0.84)


def _heater_studio(args, turn=0.0):
    w, h, d = studio.metres(args['indoor'])
    finish = args['finish']
    studio.backdrop(studio.backdrop_tone(finish))
    # Turned a quarter turn, its right side faces the camera: the camera still looks into the sweep.
    units.place(gas_heater((w, h, d), finish), (d / 2, 0, 0) if turn else (0, d / 2, 0), rotation_z=turn)
    target = (0, -w / 2 if turn else 0, h * 0.5)
    studio.softboxes(target, scale=1.0)
    if studio.is_dark(finish):
        studio.set_world(0.2)
        studio.dark_exposure()
    return w, h, d, target


def front_gas(args):
    """The gas heater on the studio floor from the front left: the louvred panel, label, flue on top."""
    w, h, d, target = _heater_studio(args)
    if h > w:
        # An upright cabinet (an internal model) is framed by its height with the flue: the frame is 4:3 across.
        studio.frame_camera((0, 0, (h + 0.13) * 0.5), (h + 0.13) * 4 / 3 * 1.05, (0.55, 1.0, -0.3), lens=70, fill=0.8)
    else:
        studio.frame_camera(target, max(w, h) * 1.12, (0.55, 1.0, -0.3), lens=70, fill=0.8)


def side_gas(args):
    """The gas heater from its right side: its depth and height, the return-air collar, gas and power, the flue."""
    w, h, d, target = _heater_studio(args, turn=-90)
    studio.frame_camera((target[0], target[1], h * 0.55), max(d, h) * 1.35, (0.22, 1.0, -0.12), lens=85, fill=0.8)


# Rooms -------------------------------------------------------------------------------------------

def dining(x, y, length=1.6):
    """A timber dining table with two chairs each side."""
    wood = P('dining-oak', '#9c7350', 0.45, coat=0.2)
    studio.box('dining-top', (length, 0.9, 0.04), (x, y, 0.74), wood, bevel=0.006)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('dining-leg', (0.05, 0.05, 0.72), (x + sx * (length / 2 - 0.08), y + sy * 0.37, 0.36), wood, bevel=0.004)
    seat = rooms.fabric('#4f5d5a')
    for cx in (-length / 4, length / 4):
        for side in (-1, 1):
            cy = y + side * 0.62
            studio.box('chair-seat', (0.44, 0.42, 0.05), (x + cx, cy, 0.46), seat, bevel=0.015)
            studio.box('chair-back', (0.42, 0.04, 0.42), (x + cx, cy + side * 0.2, 0.72), wood, bevel=0.01)
            for lx in (-0.19, 0.19):
                for ly in (-0.18, 0.18):
                    studio.box('chair-leg', (0.03, 0.03, 0.44), (x + cx + lx, cy + ly, 0.22), wood, bevel=0.003)


def kitchen(x0, x1, y_back):
    """A run of kitchen cupboards along the back wall with a stone bench top and a splashback."""
    doors = rooms.paint('#eeebe4')
    studio.box('kitchen-base', (x1 - x0, 0.6, 0.86), ((x0 + x1) / 2, y_back - 0.3, 0.43), doors, bevel=0.004)
    studio.box('kitchen-kick', (x1 - x0, 0.02, 0.1), ((x0 + x1) / 2, y_back - 0.58, 0.05), studio.dark('#2d2d2d', 0.6), bevel=0)
    studio.box('bench-top', (x1 - x0 + 0.02, 0.64, 0.04), ((x0 + x1) / 2, y_back - 0.32, 0.88), P('stone', '#d9d6d0', 0.25, coat=0.3), bevel=0.004)
    studio.box('splashback', (x1 - x0, 0.01, 0.6), ((x0 + x1) / 2, y_back - 0.005, 1.2), P('tile', '#f1f0ec', 0.15, coat=0.5), bevel=0)
    studio.box('wall-cupboards', (x1 - x0, 0.35, 0.7), ((x0 + x1) / 2, y_back - 0.175, 1.95), doors, bevel=0.004)
    n = int((x1 - x0) / 0.6)
    for i in range(1, n):
        x = x0 + i * (x1 - x0) / n
        studio.box('door-gap', (0.004, 0.005, 0.7), (x, y_back - 0.6, 0.5), studio.dark('#8a8780', 0.6), bevel=0)
        studio.box('door-gap', (0.004, 0.005, 0.66), (x, y_back - 0.352, 1.95), studio.dark('#8a8780', 0.6), bevel=0)
    studio.box('range-hood', (0.6, 0.36, 0.08), (x0 + (x1 - x0) * 0.5, y_back - 0.18, 1.56), P('stainless', '#c4c6c7', 0.3, metallic=1.0), bevel=0.004)


def coffee_table(x, y):
    wood = P('walnut', '#6b4a32', 0.45, coat=0.3)
    studio.box('coffee-top', (1.1, 0.6, 0.04), (x, y, 0.4), wood, bevel=0.01)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('coffee-leg', (0.04, 0.04, 0.38), (x + sx * 0.5, y + sy * 0.25, 0.19), wood, bevel=0.004)
    studio.box('book', (0.26, 0.2, 0.04), (x - 0.2, y, 0.44), P('book', '#b95f3c', 0.6), bevel=0.004)


def open_plan(H=2.7):
    """
    An open-plan living, dining and kitchen room 8 m wide and 7 m deep, its back wall (y = 0) with a
    wide window onto the garden, the kitchen along the right wall's end, the ceiling at H.
    """
    x0, x1, depth = -4.0, 4.0, 7.5
    wall = rooms.paint('#e7e3dc')
    # Back wall with a window 3.2 m wide from 0.5 m up to 2.3 m.
    wx, ww, sill, head = -0.9, 3.2, 0.5, 2.3
    rooms.window_wall_room(x0, x1, depth, H, wall, (wx, ww, sill, head), ceiling='#f6f5f2', skirting='#f7f6f3')
    frame = P('window-frame', '#2f3133', 0.5)
    for z in (sill, head):
        studio.box('window-rail', (ww + 0.05, 0.1, 0.05), (wx, 0.05, z), frame, bevel=0.003)
    for i in range(5):
        studio.box('window-stile', (0.05, 0.1, head - sill), (wx - ww / 2 + i * ww / 4, 0.05, (sill + head) / 2), frame, bevel=0.003)
    studio.box('garden', (14, 0.05, 6), (0, 5.0, 1.6), studio.emission('garden', '#cfdcc0', 2.4), bevel=0)
    # Living at the front left, dining behind, the kitchen along the right wall at the back.
    rooms.sofa(-1.4, -3.6, length=2.3, colour='#d0c9bd')
    rooms.rug(-1.3, -4.7, 2.8, 2.0, '#d2c7b3')
    coffee_table(-1.3, -4.8)
    rooms.plant(-3.5, -0.5, 1.3)
    rooms.side_table(-2.85, -3.4)
    kitchen(1.0, x1, 0.0)
    dining(1.5, -2.6)
    return x0, x1, depth, (wx, ww, sill, head)


def in_room_ducted(args):
    """The open-plan room from its front corner, looking up a little: supply grilles and a return grille in the ceiling, no unit."""
    H = 2.7
    x0, x1, depth, (wx, ww, sill, head) = open_plan(H)
    for x, y in ((-1.5, -2.0), (1.6, -2.0), (-1.5, -4.5), (1.6, -4.5)):
        supply_grille(x, y, H, size=0.45)
    return_grille(0.05, -3.3, H, w=0.9, d=0.5)
    rooms.daylight(strength=0.6, sun=3.0, sun_angle=(55, 0, 160))
    studio.area_light('window-light', (wx, -0.1, (sill + head) / 2), (wx, -3.0, 0.6), ww, 260, colour=(1.0, 0.97, 0.92), size_y=head - sill)
    studio.area_light('room-fill', (2.5, -7.2, 2.4), (0, -2.5, 1.2), 2.5, 110, colour=(1.0, 0.95, 0.88))
    studio.set_exposure(-0.3)
    studio.camera((2.9, -6.9, 1.35), (-0.6, -2.6, 2.0), lens=22)
    studio.smooth_indirect(args['width'] / 1200)


def winter_lounge(H=2.6):
    """A living room on a grey winter evening: the window wall (y = 0), a sofa, armchair and the lamps on."""
    x0, x1, depth = -3.2, 3.2, 6.0
    wall = rooms.paint('#ddd4c8')
    wx, ww, sill, head = 0.6, 2.2, 0.6, 2.2
    rooms.window_wall_room(x0, x1, depth, H, wall, (wx, ww, sill, head), ceiling='#f4f2ee', skirting='#f4f2ee')
    frame = rooms.paint('#f4f2ee')
    for z in (sill, head):
        studio.box('window-rail', (ww + 0.06, 0.12, 0.06), (wx, 0.04, z), frame, bevel=0.003)
    for i in range(3):
        studio.box('window-stile', (0.06, 0.12, head - sill), (wx - ww / 2 + i * ww / 2, 0.04, (sill + head) / 2), frame, bevel=0.003)
    studio.box('window-sill', (ww + 0.2, 0.14, 0.03), (wx, -0.06, sill - 0.02), frame, bevel=0.004)
    # Curtains drawn back either side of the window.
    curtain = rooms.fabric('#b9a88f')
    for side in (-1, 1):
        studio.box('curtain', (0.32, 0.1, H - 0.15), (wx + side * (ww / 2 + 0.2), -0.12, (H - 0.15) / 2 + 0.02), curtain, bevel=0.04)
    studio.box('winter-garden', (12, 0.05, 6), (0, 4.0, 1.6), studio.emission('winter-sky', '#8e9aa6', 0.7), bevel=0)
    rooms.sofa(-2.55, -2.4, length=2.2, colour='#7d6a5b')
    for obj in [o for o in bpy.context.scene.objects if o.name.startswith(('sofa', 'cushion'))]:
        # Turned to face the window wall's right, along the left wall.
        dx, dy = obj.location.x + 2.55, obj.location.y + 2.4
        obj.location = (-2.55 - dy, -2.4 + dx, obj.location.z)
        obj.rotation_euler = (0, 0, math.radians(-90))
    rooms.rug(-0.6, -2.5, 2.2, 2.6, '#b9ab94')
    coffee_table(-1.0, -2.5)
    studio.box('throw', (0.55, 0.5, 0.04), (-2.45, -3.1, 0.49), rooms.fabric('#c4b08f'), bevel=0.02)
    rooms.side_table(-2.6, -0.8)
    rooms.plant(2.7, -0.5, 1.2)
    rooms.frame_art(-1.9, 1.55, 0.8, 0.55, colour='#9a8f7e')
    return x0, x1, depth, (wx, ww, sill, head)


def in_room_gas(args):
    """The winter living room at dusk: floor vents in the boards under the window and by the sofa, no heater."""
    H = 2.6
    x0, x1, depth, (wx, ww, sill, head) = winter_lounge(H)
    floor_vent(wx - 0.55, -0.3)
    floor_vent(wx + 0.55, -0.3)
    floor_vent(1.3, -2.0)
    # Grey evening light through the window, the lamp and a warm ceiling light inside.
    studio.area_light('window-light', (wx, -0.05, (sill + head) / 2), (wx, -2.5, 0.3), ww, 70, colour=(0.78, 0.85, 1.0), size_y=head - sill)
    studio.area_light('ceiling-warm', (-0.4, -2.6, H - 0.05), (-0.4, -2.6, 0), 1.0, 60, colour=(1.0, 0.74, 0.5))
    lamp = bpy.data.lights.new('lamp', 'POINT')
    lamp.energy = 40
    lamp.color = (1.0, 0.72, 0.45)
    lamp.shadow_soft_size = 0.1
    studio.link(bpy.data.objects.new('lamp', lamp)).location = (-2.6, -0.8, 0.92)
    studio.area_light('bounce', (2.0, -6.5, 1.8), (0, -1.0, 0.8), 2.5, 50, colour=(1.0, 0.8, 0.62))
    studio.set_world(0.15, colour=(0.6, 0.66, 0.74, 1))
    studio.set_exposure(0.1)
    # Level, the frame shifted down: the walls stay upright, as an interiors photographer keeps them.
    studio.camera((1.6, -3.6, 1.25), (0.2, -0.7, 1.25), lens=24, shift_y=-0.22)
    studio.smooth_indirect(args['width'] / 1200)


# In scale ----------------------------------------------------------------------------------------

def _concrete_pad(x, y, w, d):
    studio.box('pad', (w + 0.2, d + 0.2, 0.08), (x, y, 0.04), P('concrete', '#bdb8b0', 0.9), bevel=0.004)


def in_scale_ducted(args):
    """
    The house in section with its roof space: the ducted unit lying on the ceiling joists, its label
    end to the camera and its spigots towards the outer wall, flexible ducts from them down to round
    supply grilles in the room's ceiling and a return duct to the return grille, the refrigerant
    pipes out through the wall to the outdoor unit on its slab; a door and a person for scale.
    """
    w, h, d = studio.metres(args['indoor'])
    ceiling, cut = 2.4, 1.9
    outer = rooms.section_house(cut=cut, roof_space=0.7)
    rooms.door(-3.9)
    rooms.person(-3.0, -0.6)
    # Turned 90 degrees: the unit's width runs back from the cut, its supply face looks at the outer wall (+x).
    ux, uy, uz = -3.3, -w / 2 - 0.08, ceiling + 0.105
    units.place(ducted_unit((w, h, d)), (ux, uy, uz), rotation_z=90)
    r, xs = spigot_layout((w, h, d))
    spigot_z = uz + h / 2
    for i, x in enumerate(xs[:4]):
        y = uy + x
        gx = -2.1 + i * 0.55
        start = (ux + d + 0.09, y, spigot_z)
        tube(f'flex-{i}', [start, (ux + d + 0.3, y, spigot_z + 0.02), ((ux + d + gx) / 2 + 0.2, y, ceiling + 0.32),
                           (gx, y, ceiling + 0.2), (gx, y, ceiling + 0.05)], r * 0.95, foil())
        round_grille(gx, y, ceiling, diameter=min(0.3, 2 * r + 0.1))
    # The return air: a larger duct from the unit's back (the filter side) down to the return grille by the door.
    tube('flex-return', [(ux - 0.03, uy, spigot_z), (ux - 0.3, uy, spigot_z + 0.05), (-4.1, uy + 0.1, ceiling + 0.3),
                         (-4.1, -0.55, ceiling + 0.1), (-4.1, -0.55, ceiling + 0.04)], 0.15, foil())
    return_grille(-4.1, -0.55, ceiling, w=0.5, d=0.4)
    # The refrigerant pipes (lagged, black) from the connections on the unit's end, along the roof space, out through the wall.
    lagging = studio.dark('#1d1f21', 0.8)
    pipe_y = uy - w / 2 - 0.1
    pipe_z = uz + h * 0.5
    ow, oh, od = studio.metres(args['outdoor'])
    down_x = outer + 0.5
    tube('pipes', [(ux + d * 0.22, uy - w / 2 - 0.05, pipe_z), (ux + d * 0.4, pipe_y, pipe_z), (-0.4, pipe_y, pipe_z),
                   (outer + 0.2, pipe_y, pipe_z), (down_x, pipe_y, pipe_z - 0.25)], 0.028, lagging)
    ox = down_x + 0.2 + ow / 2
    units.place(units.outdoor_unit((ow, oh, od), args['outdoorFinish']), (ox, -0.1 + od, 0.08))
    _concrete_pad(ox, -0.1 + od / 2, ow, od)
    cover = P('duct-cover', '#f2f1ee', 0.5)
    drop = pipe_z - 0.25 - oh * 0.45
    studio.box('pipe-cover-down', (0.08, 0.08, drop), (down_x, pipe_y, oh * 0.45 + drop / 2), cover, bevel=0.005)
    studio.box('pipe-cover-in', (ox - ow / 2 - down_x, 0.08, 0.08), ((down_x + ox - ow / 2) / 2, pipe_y, oh * 0.45), cover, bevel=0.005)
    rooms.daylight(strength=1.4, sun=3.0, sun_angle=(50, 0, -25))
    # Level a little above the ceiling, so the cut ceiling hides nothing of the roof space, the frame shifted down.
    studio.camera((-1.2, -8.8, 2.3), (-1.2, 0, 2.3), lens=42, shift_y=-0.09)
    studio.smooth_indirect(args['width'] / 1200)


def _raise(objects, dz):
    for obj in objects:
        if obj.parent is None:
            obj.location.z += dz


def in_scale_gas(args):
    """
    The house in section on a raised timber floor: the heater outside against the wall (an
    external model), in the subfloor (an underfloor model) or in a cupboard in the room (an internal
    model), its flue, ducts running under the floor to vents in the floorboards; a door and a person for scale.
    """
    w, h, d = studio.metres(args['indoor'])
    installation = args.get('installation', 'external')
    lift = 0.65
    before = {obj.name for obj in bpy.context.scene.objects}
    outer = rooms.section_house(roof_space=0.0)
    rooms.door(-3.9)
    rooms.person(-3.0, -0.5)
    vents = [-2.2, -0.8]
    for x in vents:
        floor_vent(x, -0.55, rotation=90)
    # The house stands on a brick base wall and stumps: everything built so far goes up, but the ground and fence.
    _raise([o for o in bpy.context.scene.objects if o.name not in before and not o.name.startswith(('ground', 'fence', 'paling'))
            and o.type != 'LIGHT'], lift)
    bpy.data.objects['ceiling-light'].location.z += lift
    brick = P('brick', '#a0604a', 0.85)
    section = P('section', '#4a4640', 0.9)
    studio.box('base-wall', (0.25, 1.52, lift), (0.145, -0.7, lift / 2), brick, bevel=0)
    studio.box('base-cut', (0.27, 0.002, lift), (0.135, -1.401, lift / 2), section, bevel=0)
    studio.box('subfloor-back', (4.6, 0.02, lift), (-2.3, 0.11, lift / 2), P('subfloor-dark', '#3b3733', 0.95), bevel=0)
    studio.box('subfloor-ground', (4.6, 1.52, 0.02), (-2.3, -0.7, -0.04), P('dirt', '#6f6254', 0.95), bevel=0)
    timber = P('bearer', '#b89468', 0.8)
    for x in (-4.3, -3.1, -1.9, -0.7):
        studio.box('stump', (0.1, 0.1, lift - 0.15), (x, -0.7, (lift - 0.15) / 2), P('stump', '#8c8a86', 0.9), bevel=0.004)
    studio.box('bearer', (4.6, 0.1, 0.1), (-2.3, -0.7, lift - 0.1), timber, bevel=0)
    # Where the heater goes, and where its supply duct leaves it.
    steel = P('flue', '#c7cacc', 0.3, metallic=1.0)
    duct_z = lift - 0.25
    if installation == 'internal':
        hx = -0.45 - w / 2
        units.place(gas_heater((w, h, d), args['finish']), (hx, -0.05, lift), rotation_z=0)
        studio.box('cupboard-side', (0.03, d + 0.1, 2.4), (hx - w / 2 - 0.05, -d / 2, lift + 1.2), rooms.paint('#f3f0eb'), bevel=0)
        top = lift + h
        tube('flue', [(hx + 0.0, -d * 0.45 - 0.05, top + 0.1), (hx, -d * 0.45 - 0.05, lift + 2.6)], 0.05, steel)
        supply = [(hx, -d / 2, lift), (hx, -d / 2, duct_z), (hx - 0.4, -0.55, duct_z)]
    elif installation == 'underfloor':
        hx = -1.3
        units.place(gas_heater((w, h, d), args['finish']), (hx, -0.05, 0.0))
        fx = hx + w * 0.28
        tube('flue', [(fx, -d * 0.45 - 0.05, h + 0.1), (fx, -d * 0.45 - 0.05, lift - 0.08), (outer + 0.2, -d * 0.45 - 0.05, lift - 0.08)], 0.05, steel)
        studio.cylinder('flue-terminal', 0.08, 0.14, (outer + 0.3, -d * 0.45 - 0.05, lift - 0.08), steel, rotation=(0, math.radians(90), 0), vertices=32)
        supply = [(hx - w / 2, -d / 2, h * 0.6), (hx - w / 2 - 0.3, -0.55, duct_z)]
    else:
        hx = outer + 0.15 + w / 2
        units.place(gas_heater((w, h, d), args['finish']), (hx, -0.02, 0.08), rotation_z=0)
        _concrete_pad(hx, -0.02 - d / 2, w, d)
        fx = hx + w * 0.28
        tube('flue', [(fx, -d * 0.45 - 0.02, 0.08 + h + 0.1), (fx, -d * 0.45 - 0.02, 0.08 + h + 0.5)], 0.05, steel)
        studio.cylinder('flue-cowl', 0.09, 0.12, (fx, -d * 0.45 - 0.02, 0.08 + h + 0.55), P('cowl', '#3a3d41', 0.5), vertices=32)
        supply = [(hx - w / 2, -d / 2, 0.08 + h * 0.35), (outer + 0.2, -0.55, duct_z), (-0.2, -0.55, duct_z)]
    # The supply duct under the floor and its branches up to the vents.
    foil_material = foil()
    trunk_end = (min(vents) - 0.3, -0.55, duct_z)
    tube('supply-trunk', supply + [trunk_end], 0.1, foil_material)
    for i, x in enumerate(vents):
        tube(f'branch-{i}', [(x + 0.25, -0.55, duct_z), (x, -0.55, lift - 0.15), (x, -0.55, lift - 0.02)], 0.075, foil_material)
    # The subfloor lit as a drawing's cut is, so the ducts and an underfloor heater read.
    studio.area_light('subfloor-light', (-2.0, -2.6, lift * 0.5), (-2.0, 0, lift * 0.4), 4.0, 120, size_y=0.5)
    rooms.daylight(strength=1.3, sun=2.6, sun_angle=(50, 0, -25))
    # Level at the ducts' height (the cut floor would hide them from higher up), the frame shifted up to the roof.
    studio.camera((-1.2, -8.8, 0.45), (-1.2, 0, 0.45), lens=40, shift_y=0.15)
    studio.smooth_indirect(args['width'] / 1200)


# The pictures ------------------------------------------------------------------------------------

def build(args):
    """The scene of one picture of a ducted system or a gas heater (the ducted outdoor unit is outdoor.py's)."""
    picture, kind = args['picture'], args['productType']
    builders = {
        ('ducted', 'front'): front_ducted,
        ('ducted', 'controller'): lambda a: controller.wall_scene(a['finish']),
        ('ducted', 'in-room'): in_room_ducted,
        ('ducted', 'in-scale'): in_scale_ducted,
        ('gas-heater', 'front'): front_gas,
        ('gas-heater', 'side'): side_gas,
        ('gas-heater', 'controller'): lambda a: controller.wall_scene(a['finish'], mode='HEAT', temperature='21'),
        ('gas-heater', 'in-room'): in_room_gas,
        ('gas-heater', 'in-scale'): in_scale_gas,
    }
    if (kind, picture) not in builders:
        raise SystemExit(f'no scene for the {picture} picture of a {kind}')
    builders[(kind, picture)](args)
