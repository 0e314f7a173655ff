"""
Window air conditioners and evaporative coolers: their models, built from the catalogue's sizes
(metres) in the range's finish, and the five pictures of each. A window unit is one box: a moulded
front with louvres and a control panel on the room side, the steel cabinet that sits outside behind
it. An evaporative cooler is roof-mounted (a square cabinet of wetted pads on a drop duct),
ground-mounted (the same cabinet on a slab, its duct out of the top) or portable (a tower on
castors); plan.ts passes which as `mounting`.
"""
import math

import bpy

import controller
import rooms
import studio
import units

UPRIGHT = (math.radians(90), 0, 0)


def lit_colour(finish):
    """The display's digits: the range's display colour, or a cool white where that is too dark to read as lit."""
    return finish['display'] if studio.luminance(finish['display']) > 0.15 else '#9fd6ff'


def painted_steel(colour='#dcdad3'):
    return studio.principled('steel-' + colour, colour, roughness=0.38, metallic=0.3, coat=0.2)


def pad_material():
    """
    A wetted cellulose pad: the cross-fluted honeycomb of its edge, two sets of diagonal flutes
    crossing (one band texture each, their maximum a diamond mesh), as a bump and as the shade of
    the damp tan paper in the flutes.
    """
    material, nodes, links, bsdf = studio.node_material('cooler-pad')
    bsdf.inputs['Roughness'].default_value = 0.85
    coords = nodes.new('ShaderNodeTexCoord')
    bands = []
    for flip in (1, -1):
        mapping = nodes.new('ShaderNodeMapping')
        mapping.inputs['Scale'].default_value = (1.0, 1.0, flip)
        wave = nodes.new('ShaderNodeTexWave')
        wave.wave_type = 'BANDS'
        wave.bands_direction = 'DIAGONAL'
        wave.wave_profile = 'SAW'
        wave.inputs['Scale'].default_value = 9.0
        wave.inputs['Distortion'].default_value = 0.0
        links.new(coords.outputs['Object'], mapping.inputs['Vector'])
        links.new(mapping.outputs['Vector'], wave.inputs['Vector'])
        bands.append(wave.outputs['Fac'])
    mesh = nodes.new('ShaderNodeMath')
    mesh.operation = 'MAXIMUM'
    links.new(bands[0], mesh.inputs[0])
    links.new(bands[1], mesh.inputs[1])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = studio.srgb('#6f5633')
    ramp.color_ramp.elements[0].position = 0.55
    ramp.color_ramp.elements[1].color = studio.srgb('#d2b07a')
    ramp.color_ramp.elements[1].position = 0.95
    links.new(mesh.outputs['Value'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.6
    bump.inputs['Distance'].default_value = 0.004
    links.new(mesh.outputs['Value'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return material


# Window unit --------------------------------------------------------------------------------------

def window_unit(size, finish, name='window-unit'):
    """
    A window (box) air conditioner: its moulded front (the room side) at y = 0 facing -y, the steel
    cabinet behind it to the full depth (+y, the part that sits outside), centred on x, bottom at
    z = 0. The front has an outlet with horizontal louvres along the top, the intake grille under it
    and a control panel with a lit display at the right; the cabinet has pressed louvres in both
    sides over its outer half and the condenser coil across its back.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    body = studio.plastic(finish)
    recess = studio.dark(finish['recess'], 0.6)
    steel = painted_steel('#c9c6bd')
    ink = studio.principled('ink', finish['ink'], 0.35)
    fascia = 0.07
    studio.box(name + '-cabinet', (w - 0.014, d - fascia + 0.01, h - 0.014), (0, fascia + (d - fascia) / 2 - 0.005, h / 2), steel, bevel=0.008)
    studio.box(name + '-front', (w, fascia, h), (0, fascia / 2, h / 2), body, bevel=0.016, segments=4)
    # Pressed ribs along the cabinet's top.
    for i in range(3):
        studio.box(f'{name}-rib-{i}', (0.03, d - fascia - 0.08, 0.006), (-w * 0.25 + i * w * 0.25, fascia + (d - fascia) / 2, h - 0.005), steel, bevel=0.003)
    # The grille side: the left 72 % of the front.
    gw = w * 0.7
    gx = -w / 2 + 0.028 + gw / 2
    # Outlet along the top: a dark opening with four horizontal louvres tilted up into the room.
    oz, oh = h * 0.8, h * 0.22
    studio.box(name + '-outlet', (gw, 0.01, oh), (gx, -0.002, oz), recess, bevel=0.005)
    for i in range(4):
        blade = studio.box(f'{name}-louvre-{i}', (gw * 0.97, 0.034, 0.005), (gx, -0.016, oz - oh * 0.36 + i * oh * 0.24), body, bevel=0.002)
        blade.rotation_euler = (math.radians(-24), 0, 0)
    # Intake grille below: fine horizontal slats over the dark filter.
    gz0, gz1 = h * 0.1, h * 0.64
    studio.box(name + '-intake', (gw, 0.008, gz1 - gz0), (gx, -0.001, (gz0 + gz1) / 2), recess, bevel=0.004)
    slats = int((gz1 - gz0) / 0.017)
    for i in range(slats):
        z = gz0 + (i + 0.5) * (gz1 - gz0) / slats
        studio.box(f'{name}-slat-{i}', (gw * 0.99, 0.012, 0.007), (gx, -0.007, z), body, bevel=0.0025)
    # The control panel at the right: a smoked window with the set temperature lit, four keys under it.
    cw = w - gw - 0.075
    cx = w / 2 - 0.024 - cw / 2
    studio.box(name + '-panel', (cw, 0.004, h * 0.84), (cx, -0.001, h * 0.52), studio.principled('panel', '#d3d6d8', 0.3, coat=0.4), bevel=0.004)
    studio.box(name + '-display', (cw * 0.84, 0.004, 0.042), (cx, -0.004, h * 0.82), studio.principled('smoke', '#0b0c0e', 0.08, coat=1.0), bevel=0.002)
    lit = studio.emission('display', lit_colour(finish), 8.0)
    studio.text(name + '-digits', '24', 0.026, (cx - 0.006, -0.0065, h * 0.82), lit, extrude=0.0002)
    studio.cylinder(name + '-led', 0.0022, 0.002, (cx + cw * 0.3, -0.0065, h * 0.82), lit, rotation=UPRIGHT, vertices=16)
    studio.wordmark((cx, -0.0035, h * 0.15), 0.011 * (h / 0.375), ink)
    key = studio.principled('key', finish['key'], 0.3, coat=0.5)
    power = studio.principled('power', lit_colour(finish), 0.25, coat=0.6)
    for i, label in enumerate(('POWER', 'MODE', 'FAN', 'TEMP')):
        z = h * 0.66 - i * h * 0.115
        studio.cylinder(f'{name}-key-{label}', 0.009, 0.006, (cx, -0.005, z), power if i == 0 else key, rotation=UPRIGHT, vertices=32, bevel=0.0015)
        studio.text(f'{name}-label-{label}', label, 0.0055, (cx, -0.0035, z - 0.016), ink, extrude=0.00005)
    # Pressed louvres in the cabinet's sides over the half that sits outside, in two columns.
    y0, y1 = fascia + (d - fascia) * 0.42, d - 0.04
    rows = int(h * 0.62 / 0.03)
    column = (y1 - y0) / 2
    for side in (-1, 1):
        x = side * (w - 0.014) / 2
        for c in range(2):
            yc = y0 + column * (c + 0.5)
            for r in range(rows):
                z = h * 0.2 + r * 0.03
                studio.box(f'{name}-vent', (0.003, column * 0.82, 0.012), (x + side * 0.0008, yc, z), recess, bevel=0.0008)
                blade = studio.box(f'{name}-vent-lip', (0.008, column * 0.84, 0.004), (x + side * 0.004, yc, z + 0.006), steel, bevel=0.0015)
                blade.rotation_euler = (0, math.radians(side * 35), 0)
    # The condenser coil across the back, behind a guard.
    studio.box(name + '-coil', (w * 0.86, 0.006, h * 0.78), (0, d + 0.0005, h * 0.5), recess, bevel=0.002)
    fins = int(w * 0.86 / 0.012)
    metal = studio.principled('fin', '#a9adb0', 0.35, metallic=0.6)
    for i in range(fins):
        studio.box(f'{name}-fin-{i}', (0.0025, 0.006, h * 0.78), (-w * 0.43 + (i + 0.5) * w * 0.86 / fins, d + 0.003, h * 0.5), metal, bevel=0)
    return units._group(name, before)


def front_window(args):
    w, h, d = studio.metres(args['indoor'])
    finish = args['finish']
    studio.backdrop('#a7afb7')
    units.place(window_unit((w, h, d), finish), (0, -d * 0.35, 0))
    target = (0, 0, h * 0.5)
    studio.softboxes(target, scale=0.9)
    studio.set_world(0.7)
    studio.frame_camera(target, max(w, d) * 1.35, (0.62, 1.0, -0.42), lens=70, fill=0.82)


def side_window(args):
    w, h, d = studio.metres(args['indoor'])
    finish = args['finish']
    studio.backdrop('#a7afb7')
    # Turned a quarter: its right side faces the camera, the front at the left, the outside part at the right.
    units.place(window_unit((w, h, d), finish), (-d / 2, 0, 0), rotation_z=-90)
    target = (0, 0, h * 0.5)
    studio.softboxes(target, scale=0.9)
    # A strip at the right and behind lights the side's louvres so their lips throw shadows.
    studio.area_light('side-strip', (1.2, -0.6, h + 1.0), target, 1.5, 90, size_y=0.4)
    studio.set_world(0.7)
    studio.frame_camera(target, d * 1.4, (0.3, 1.0, -0.28), lens=70, fill=0.8)


def sash_window(wx, ww, sill, head, wall_y, thickness, wall, frame):
    """A window opening in the wall y = wall_y (its room face), the wall `thickness` deep: the wall round it, frame and sill."""
    H = 2.5
    half = ww / 2
    cy = wall_y + thickness / 2
    for name, size, location in [
        ('wall-left', (10, thickness, H), (wx - half - 5, cy, H / 2)),
        ('wall-right', (10, thickness, H), (wx + half + 5, cy, H / 2)),
        ('wall-below', (ww, thickness, sill), (wx, cy, sill / 2)),
        ('wall-above', (ww, thickness, H - head), (wx, cy, (H + head) / 2)),
    ]:
        studio.box(name, size, location, wall, bevel=0)
    for z in (sill, head):
        studio.box('frame-rail', (ww + 0.06, thickness * 0.6, 0.05), (wx, cy, z), frame, bevel=0.003)
    for dx in (-1, 1):
        studio.box('frame-stile', (0.05, thickness * 0.6, head - sill), (wx + dx * half, cy, (sill + head) / 2), frame, bevel=0.003)
    studio.box('architrave-sill', (ww + 0.22, 0.06, 0.03), (wx, wall_y - 0.03, sill - 0.02), frame, bevel=0.004)


def in_room_window(args):
    """
    A study: the unit in the lower half of a timber window in the back wall, its front a little into
    the room, white infill panels either side of it and the sash closed down on its top, the garden
    beyond the glass above; a desk and chair beside it, daylight through the window.
    """
    face = args['face']
    w, h = face['widthMm'] / 1000, face['heightMm'] / 1000
    # The in-room picture shows only the room side: the cabinet behind is the same depth for every size.
    d = 0.6
    finish = args['finish']
    H, sill, head, wx = 2.5, 0.85, 2.1, 0.3
    ww = w + 0.5
    wall = rooms.paint('#ede5d6')
    frame = rooms.paint('#f8f7f3')
    studio.box('floor', (8, 8, 0.05), (0, -4, -0.025), rooms.floorboards(), bevel=0)
    sash_window(wx, ww, sill, head, 0.0, 0.16, wall, frame)
    studio.box('skirting', (8, 0.015, 0.09), (0, -0.0075, 0.045), frame, bevel=0.002)
    studio.box('left-wall', (0.12, 8, H), (-2.2, -4, H / 2), wall, bevel=0)
    studio.box('ceiling', (8, 8, 0.05), (0, -4, H + 0.025), rooms.paint('#f6f5f2'), bevel=0)
    # The unit on the sill, its front 150 mm inside the wall's face.
    units.place(window_unit((w, h, d), finish), (wx, -0.15, sill))
    top = sill + h
    for dx in (-1, 1):
        width = (ww - w) / 2 - 0.01
        studio.box('infill', (width, 0.02, h), (wx + dx * (w / 2 + width / 2 + 0.005), 0.07, sill + h / 2), frame, bevel=0.002)
    # The lower sash closed down on the unit's top, the upper sash above; their glazing bars.
    mid = (top + head) / 2
    for z in (top + 0.025, mid):
        studio.box('sash-rail', (ww - 0.03, 0.05, 0.05), (wx, 0.06, z), frame, bevel=0.003)
    studio.box('sash-bar', (0.03, 0.05, head - top), (wx, 0.09, (top + head) / 2), frame, bevel=0.003)
    studio.box('glass', (ww, 0.004, head - top), (wx, 0.08, (top + head) / 2), studio.glass(), bevel=0)
    # Linen curtains drawn back either side of the window, on a rod above it.
    linen = rooms.fabric('#d9cdb8')
    for dx in (-1, 1):
        for k in range(3):
            studio.box('curtain', (0.12, 0.05, head + 0.15 - 0.05), (wx + dx * (ww / 2 + 0.16 + k * 0.09), -0.09 - 0.02 * (k % 2), (head + 0.15) / 2 + 0.03), linen, bevel=0.025)
    studio.cylinder('curtain-rod', 0.012, ww + 0.9, (wx, -0.1, head + 0.2), studio.principled('brass', '#b8955a', 0.3, metallic=1.0), rotation=(0, math.radians(90), 0))
    # Outside: a garden hedge and trees, bright in the sun.
    studio.box('sky', (14, 0.02, 6), (wx, 6.0, 3.0), studio.emission('sky', '#dce9f5', 1.6), bevel=0)
    studio.box('hedge', (14, 0.3, 1.9), (wx, 4.0, 0.95), studio.emission('hedge', '#93b07a', 1.1), bevel=0)
    for i, (x, r) in enumerate(((-1.6, 1.1), (1.9, 1.4), (3.6, 1.0))):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=3, radius=r, location=(wx + x, 5.0, 2.2 + r * 0.5))
        bpy.context.active_object.data.materials.append(studio.emission('tree', '#7f9d6a', 1.4))
    # The desk at the left of the window, a chair, a lamp, a laptop, a plant and a print.
    oak = studio.principled('desk', '#c9a27a', 0.4, coat=0.2)
    black = studio.principled('steel-black', '#2d2d2d', 0.4)
    dx0 = -1.35
    studio.box('desk', (1.3, 0.62, 0.03), (dx0, -0.36, 0.74), oak, bevel=0.004)
    for sx in (-1, 1):
        studio.box('desk-leg', (0.03, 0.58, 0.72), (dx0 + sx * 0.62, -0.36, 0.36), black, bevel=0.003)
    studio.box('chair-seat', (0.46, 0.44, 0.06), (dx0 + 0.1, -0.95, 0.47), rooms.fabric('#4f6670'), bevel=0.02)
    studio.box('chair-back', (0.44, 0.05, 0.42), (dx0 + 0.1, -1.17, 0.77), rooms.fabric('#4f6670'), bevel=0.02)
    for lx in (-1, 1):
        for ly in (-1, 1):
            studio.box('chair-leg', (0.025, 0.025, 0.45), (dx0 + 0.1 + lx * 0.2, -0.95 + ly * 0.19, 0.22), black, bevel=0.003)
    studio.box('laptop', (0.33, 0.23, 0.015), (dx0 + 0.2, -0.42, 0.762), studio.principled('aluminium', '#b9bcbf', 0.3, metallic=0.9), bevel=0.003)
    studio.cylinder('lamp-base', 0.07, 0.03, (dx0 - 0.45, -0.25, 0.77), black)
    studio.cylinder('lamp-stem', 0.008, 0.4, (dx0 - 0.45, -0.25, 0.97), black)
    studio.cylinder('lamp-shade', 0.1, 0.14, (dx0 - 0.45, -0.25, 1.2), rooms.fabric('#f1ebe0'))
    studio.box('books', (0.2, 0.15, 0.05), (dx0 - 0.1, -0.2, 0.78), studio.principled('book', '#8b3a2f', 0.6), bevel=0.004)
    rooms.plant(1.55, -0.45, 1.1)
    studio.box('rug', (2.0, 1.4, 0.012), (0.0, -1.5, 0.006), rooms.fabric('#cfc6b5'), bevel=0.004)
    studio.box('art-frame', (0.03, 0.5, 0.7), (-2.125, -1.6, 1.5), studio.principled('frame', '#2d2a27', 0.4), bevel=0.003)
    studio.box('art', (0.034, 0.4, 0.6), (-2.125, -1.6, 1.5), studio.principled('print', '#9bb0a7', 0.7), bevel=0)
    rooms.daylight(strength=1.0, sun=3.5, sun_angle=(-52, 0, 30))
    studio.area_light('window-light', (wx, 0.2, (top + head) / 2), (wx, -2.0, 0.6), ww, 120, colour=(1.0, 0.97, 0.92), size_y=head - top)
    studio.area_light('room-fill', (1.8, -4.2, 2.2), (0.2, 0, 1.1), 2.5, 170, colour=(1.0, 0.95, 0.88))
    studio.set_exposure(-0.1)
    studio.camera((1.1, -2.45, 1.3), (0.1, 0, 1.2), lens=28)
    studio.smooth_indirect(args['width'] / 1200)


def in_scale_window(args):
    """
    The house cut open through the window the unit sits in: the section shows the wall below the
    sill, the unit's side through the opening (its front in the room, the louvred back outside on a
    bracket) and the sash closed down onto it with its glass above.
    """
    w, h, d = studio.metres(args['indoor'])
    cut = 1.4
    sill, head = 0.95, 2.1
    outer = rooms.section_house(cut=cut, opening=(w + 0.01, sill, head))
    rooms.door(-3.6)
    rooms.person(-2.4, -0.5)
    # Rotated a quarter turn: the front faces the room (-x), the cabinet runs out through the window
    # (+x); its near side is at the cut, so the section shows it whole.
    y = -cut + 0.005 + w / 2
    units.place(window_unit((w, h, d), args['finish']), (-0.08, y, sill), rotation_z=-90)
    # The window's frame as the cut shows it: the sill board under the unit, the far jamb, the head,
    # and the sash closed down onto the unit's top (its rail and stiles; the glass is edge-on here).
    frame = rooms.paint('#f8f7f3')
    studio.box('window-sill', (0.3, w + 0.02, 0.03), (0.08, y, sill - 0.015), frame, bevel=0.003)
    studio.box('window-jamb', (0.09, 0.04, head - sill), (0.135, -cut + w + 0.01 - 0.02, (sill + head) / 2), frame, bevel=0.003)
    studio.box('window-head', (0.09, w + 0.01, 0.05), (0.135, y, head - 0.025), frame, bevel=0.003)
    rail = sill + h + 0.025
    studio.box('sash-rail', (0.05, w, 0.05), (0.12, y, rail), frame, bevel=0.004)
    studio.box('sash-stile', (0.05, 0.045, head - rail), (0.12, -cut + w - 0.035, (rail + head) / 2), frame, bevel=0.004)
    bracket = painted_steel('#8d9195')
    for by in (y - w * 0.35, y + w * 0.35):
        studio.box('bracket-top', (d - 0.1, 0.03, 0.03), (outer + (d - 0.1) / 2, by, sill - 0.015), bracket, bevel=0.003)
        strut = studio.box('bracket-strut', (0.5, 0.025, 0.025), (outer + 0.2, by, sill - 0.2), bracket, bevel=0.003)
        strut.rotation_euler = (0, math.radians(50), 0)
    rooms.daylight(strength=1.4, sun=3.0, sun_angle=(50, 0, -25))
    studio.camera((-0.8, -8.2, 1.25), (-0.8, 0, 1.2), lens=35)
    studio.smooth_indirect(args['width'] / 1200)


# Evaporative coolers ----------------------------------------------------------------------------

def cooler(size, finish, outlet='drop', name='cooler'):
    """
    A fixed evaporative cooler: a cabinet `size` (width, height, depth) with a wetted pad on each of
    its four sides behind a framed panel of louvres, a sump under them and a ribbed lid over them.
    `outlet='drop'` (roof-mounted) puts the square drop duct under the cabinet, on a roof stand;
    `outlet='top'` (ground-mounted) a duct collar on the lid. Centred on x and y, its bottom (the
    stand's feet or the cabinet's) at z = 0.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    body = studio.principled('cooler-' + finish['body'], finish['body'], roughness=0.38, coat=0.35)
    trim = studio.principled('cooler-trim', finish['recess'], 0.5)
    steel = studio.galvanised()
    pad = pad_material()
    lift = 0.42 if outlet == 'drop' else 0.06
    sump, lid = 0.14, 0.1
    if outlet == 'drop':
        dw, dd = w * 0.5, d * 0.5
        studio.box(name + '-duct', (dw, dd, lift + 0.02), (0, 0, (lift + 0.02) / 2), steel, bevel=0.004)
        studio.box(name + '-duct-flange', (dw + 0.06, dd + 0.06, 0.02), (0, 0, lift - 0.01), steel, bevel=0.003)
        for sx in (-1, 1):
            for sy in (-1, 1):
                studio.box(name + '-stand-leg', (0.04, 0.04, lift), (sx * (w / 2 - 0.1), sy * (d / 2 - 0.1), lift / 2), steel, bevel=0.003)
        for sy in (-1, 1):
            studio.box(name + '-stand-rail', (w - 0.16, 0.04, 0.04), (0, sy * (d / 2 - 0.1), lift - 0.02), steel, bevel=0.003)
    else:
        for sx in (-1, 1):
            studio.box(name + '-foot', (0.08, d - 0.06, lift), (sx * (w / 2 - 0.1), 0, lift / 2), trim, bevel=0.004)
    z0 = lift
    studio.box(name + '-sump', (w, d, sump), (0, 0, z0 + sump / 2), body, bevel=0.02, segments=4)
    pz0, pz1 = z0 + sump, z0 + h - lid
    ph = pz1 - pz0
    studio.box(name + '-core', (w - 0.08, d - 0.08, ph), (0, 0, (pz0 + pz1) / 2), pad, bevel=0)
    post = 0.07
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box(name + '-post', (post, post, ph + 0.01), (sx * (w / 2 - post / 2), sy * (d / 2 - post / 2), (pz0 + pz1) / 2), body, bevel=0.012)
    # Each side: the pad set 25 mm in, a frame round it, a mullion and louvres across both halves.
    for axis, length, half in ((0, w, d / 2), (1, d, w / 2)):
        for sign in (-1, 1):
            def at(u, inset, z):
                return (u, sign * (half - inset), z) if axis == 0 else (sign * (half - inset), u, z)

            def dims(u, t, z):
                return (u, t, z) if axis == 0 else (t, u, z)

            span = length - 2 * post
            studio.box(name + '-pad', dims(span, 0.02, ph - 0.04), at(0, 0.03, (pz0 + pz1) / 2), pad, bevel=0)
            for z in (pz0 + 0.02, pz1 - 0.02):
                studio.box(name + '-rail', dims(span, 0.03, 0.04), at(0, 0.012, z), body, bevel=0.006)
            studio.box(name + '-mullion', dims(0.035, 0.03, ph), at(0, 0.012, (pz0 + pz1) / 2), body, bevel=0.006)
            count = int((ph - 0.08) / 0.05)
            for i in range(count):
                z = pz0 + 0.06 + (i + 0.5) * (ph - 0.1) / count
                for k in (-1, 1):
                    blade = studio.box(name + '-louvre', dims(span / 2 - 0.03, 0.032, 0.006), at(k * span / 4, 0.014, z), body, bevel=0.002)
                    tilt = math.radians(38) * sign
                    blade.rotation_euler = (-tilt, 0, 0) if axis == 0 else (0, tilt, 0)
    # The lid: a moulded cap over the cabinet and a raised crown with ribs across it.
    studio.box(name + '-lid', (w + 0.04, d + 0.04, lid), (0, 0, pz1 + lid / 2), body, bevel=0.025, segments=4)
    crown = 0.06
    studio.box(name + '-crown', (w * 0.82, d * 0.82, crown), (0, 0, pz1 + lid + crown / 2 - 0.01), body, bevel=0.028, segments=4)
    ribs = 9
    for i in range(ribs):
        x = -w * 0.36 + i * w * 0.72 / (ribs - 1)
        studio.box(name + '-rib', (0.022, d * 0.74, 0.02), (x, 0, pz1 + lid + crown - 0.005), body, bevel=0.008)
    studio.wordmark((0, -d / 2 - 0.021, pz1 + lid / 2), 0.05 * (w / 1.2), studio.principled('cooler-ink', finish['ink'], 0.4))
    if outlet == 'top':
        top = pz1 + lid + crown
        studio.box(name + '-collar', (w * 0.45, d * 0.45, 0.24), (0, 0, top + 0.1), steel, bevel=0.004)
        studio.box(name + '-collar-flange', (w * 0.45 + 0.06, d * 0.45 + 0.06, 0.02), (0, 0, top), steel, bevel=0.003)
    return units._group(name, before)


def portable(size, finish, name='portable'):
    """
    A portable evaporative cooler: a moulded tower `size` (width, height, depth) on four castors,
    front at -y. Adjustable louvres in the outlet at the top of the front, the control panel with a
    lit read-out on the top, the water tank in the lower front with a window showing its level, and
    the honeycomb pad behind a grille at the back and in each side. Centred, its wheels at z = 0.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    w, h, d = size
    body = studio.plastic(finish)
    recess = studio.dark('#2a2b2c', 0.6)
    pad = pad_material()
    ink = studio.principled('ink', finish['ink'], 0.35)
    lift = 0.075
    bh = h - lift
    studio.box(name + '-body', (w, d, bh), (0, 0, lift + bh / 2), body, bevel=0.035, segments=5)
    studio.box(name + '-base', (w - 0.02, d - 0.02, 0.03), (0, 0, lift + 0.005), studio.dark('#3a3b3d', 0.5), bevel=0.008)
    rubber = studio.dark('#1c1d1e', 0.7)
    for sx in (-1, 1):
        for sy in (-1, 1):
            x, y = sx * (w / 2 - 0.055), sy * (d / 2 - 0.055)
            studio.box(name + '-castor-fork', (0.03, 0.035, 0.03), (x, y, lift - 0.012), recess, bevel=0.005)
            studio.cylinder(name + '-castor', 0.026, 0.018, (x, y, 0.026), rubber, rotation=(0, math.radians(90), 0), vertices=24, bevel=0.004)
    front = -d / 2
    # The outlet: a dark opening at the top of the front, horizontal louvres across it and vanes behind.
    ow, oz0, oz1 = w * 0.72, lift + bh * 0.58, lift + bh * 0.9
    studio.box(name + '-outlet', (ow, 0.01, oz1 - oz0), (0, front + 0.002, (oz0 + oz1) / 2), recess, bevel=0.012)
    for i in range(5):
        studio.box(name + '-vane', (0.006, 0.02, (oz1 - oz0) * 0.92), (-ow * 0.4 + i * ow * 0.2, front - 0.004, (oz0 + oz1) / 2), studio.dark('#47494b', 0.5), bevel=0.002)
    blades = 7
    for i in range(blades):
        z = oz0 + (i + 0.5) * (oz1 - oz0) / blades
        blade = studio.box(name + '-louvre', (ow * 0.97, 0.03, 0.006), (0, front - 0.014, z), body, bevel=0.0025)
        blade.rotation_euler = (math.radians(-18), 0, 0)
    studio.wordmark((0, front - 0.0006, lift + bh * 0.53), 0.024 * (w / 0.4), ink)
    # The tank's front: a drawer outlined by a groove, its level window at the right, MAX and MIN beside it.
    tz0, tz1 = lift + bh * 0.05, lift + bh * 0.4
    tw = w * 0.86
    for z in (tz0, tz1):
        studio.box(name + '-groove', (tw, 0.004, 0.004), (0, front - 0.0002, z), recess, bevel=0.001)
    for x in (-tw / 2, tw / 2):
        studio.box(name + '-groove', (0.004, 0.004, tz1 - tz0), (x, front - 0.0002, (tz0 + tz1) / 2), recess, bevel=0.001)
    studio.box(name + '-handle', (tw * 0.4, 0.006, 0.018), (0, front - 0.0005, tz1 - 0.035), recess, bevel=0.003)
    vx, vw, vz0, vz1 = tw * 0.3, w * 0.12, tz0 + 0.04, tz1 - 0.07
    studio.box(name + '-window', (vw, 0.004, vz1 - vz0), (vx, front - 0.0008, (vz0 + vz1) / 2), studio.principled('tank-smoke', '#1b2a33', 0.05, coat=1.0), bevel=0.004)
    level = vz0 + (vz1 - vz0) * 0.62
    studio.box(name + '-water', (vw * 0.8, 0.004, level - vz0 - 0.01), (vx, front - 0.0016, (vz0 + level) / 2), studio.emission('water', '#5fb4e6', 0.8), bevel=0.002)
    for label, z in (('MAX', vz1 - 0.01), ('MIN', vz0 + 0.01)):
        studio.text(name + '-' + label, label, 0.009, (vx - vw / 2 - 0.012, front - 0.001, z), ink, align='RIGHT', extrude=0.00005)
    # The control panel on the top, at the front: smoked glass, the fan speed and COOL lit, five keys.
    top = lift + bh
    flat = (0, 0, 0)
    py = -d * 0.22
    studio.box(name + '-panel', (w * 0.7, d * 0.3, 0.004), (0, py, top - 0.001), studio.principled('smoke', '#0b0c0e', 0.08, coat=1.0), bevel=0.003)
    lit = studio.emission('display', lit_colour(finish), 6.0)
    studio.text(name + '-speed', '3', 0.03, (-w * 0.18, py + d * 0.04, top + 0.0015), lit, rotation=flat, extrude=0.0002)
    studio.text(name + '-mode', 'COOL', 0.011, (-w * 0.18, py - d * 0.08, top + 0.0015), lit, rotation=flat, extrude=0.0001)
    key = studio.principled('key', '#d8d8d6', 0.3, coat=0.5)
    for i in range(4):
        studio.cylinder(name + '-key', 0.008, 0.004, (w * 0.02 + (i % 2) * w * 0.14, py + (0.5 - i // 2) * d * 0.12, top + 0.002), key, vertices=24, bevel=0.001)
    # Pads in the back and both sides behind grilles of vertical slats.
    for face, (cx, cy, sx, sy) in (('back', (0, d / 2, w * 0.76, 0.01)), ('left', (-w / 2, 0, 0.01, d * 0.6)), ('right', (w / 2, 0, 0.01, d * 0.6))):
        pz0, pz1 = lift + bh * 0.12, lift + bh * 0.82
        studio.box(name + '-pad-' + face, (sx, sy, pz1 - pz0), (cx, cy, (pz0 + pz1) / 2), pad, bevel=0)
        span = sx if face == 'back' else sy
        count = int(span / 0.022)
        for i in range(count):
            u = -span / 2 + (i + 0.5) * span / count
            at = (u, cy + 0.006, (pz0 + pz1) / 2) if face == 'back' else (cx + (0.006 if face == 'right' else -0.006), u, (pz0 + pz1) / 2)
            size_slat = (0.006, 0.01, pz1 - pz0) if face == 'back' else (0.01, 0.006, pz1 - pz0)
            studio.box(name + '-slat', size_slat, at, body, bevel=0.002)
        if face != 'back':
            studio.box(name + '-grip', (0.012, d * 0.3, 0.025), (cx, 0, lift + bh * 0.92), recess, bevel=0.004)
    return units._group(name, before)


def cooler_model(args):
    size = studio.metres(args['indoor'])
    if args['mounting'] == 'portable':
        return portable(size, args['finish'])
    return cooler(size, args['finish'], outlet='top' if args['mounting'] == 'ground' else 'drop')


def front_evaporative(args, side=False):
    w, h, d = studio.metres(args['indoor'])
    mounting = args['mounting']
    studio.backdrop('#a9b2ba')
    model = cooler_model(args)
    # The side picture turns the cooler a quarter, so its right side faces the camera.
    units.place(model, (0, 0, 0), rotation_z=-90 if side else 0)
    tall = h + (0.42 if mounting == 'roof' else 0.3 if mounting == 'ground' else 0)
    target = (0, 0, tall * 0.44)
    scale = max(0.9, tall * 0.9)
    studio.softboxes(target, scale=scale)
    studio.set_world(0.7)
    if side:
        direction = (0.22, 1.0, -0.24)
    else:
        direction = (0.62, 1.0, -0.36 if mounting == 'portable' else -0.24)
    extent = max(w, d) * 1.35 if mounting != 'portable' else max(w, d) * 1.2
    studio.frame_camera(target, max(extent, tall * 1.25), direction, lens=70, fill=0.8 if mounting == 'portable' else 0.66)


def ceiling_outlet(x, y, z, size=0.6):
    """An evaporative cooler's ceiling outlet: a square white diffuser, concentric louvred rings round a dark throat."""
    white = studio.principled('diffuser', '#f4f4f1', 0.4, coat=0.2)
    throat = studio.dark('#35373a', 0.6)
    studio.box('outlet-throat', (size * 0.92, size * 0.92, 0.01), (x, y, z - 0.004), throat, bevel=0)
    studio.box('outlet-frame', (size, size, 0.012), (x, y, z - 0.006), white, bevel=0.004)
    studio.box('outlet-throat-face', (size * 0.86, size * 0.86, 0.004), (x, y, z - 0.013), throat, bevel=0)
    rings = 4
    for i in range(rings):
        s = size * 0.82 * (1 - i / rings)
        t = size * 0.055
        for k in range(4):
            horizontal = k % 2 == 0
            sign = 1 if k < 2 else -1
            at = (x, y + sign * (s / 2 - t / 2), z - 0.03 - i * 0.008) if horizontal else (x + sign * (s / 2 - t / 2), y, z - 0.03 - i * 0.008)
            blade = studio.box('outlet-ring', (s, t, 0.004) if horizontal else (t, s, 0.004), at, white, bevel=0.0015)
            blade.rotation_euler = (math.radians(sign * 30), 0, 0) if horizontal else (0, math.radians(-sign * 30), 0)
    studio.box('outlet-centre', (size * 0.22, size * 0.22, 0.01), (x, y, z - 0.06), white, bevel=0.004)


def in_room_ceiling_outlet(args):
    """A living room on a summer afternoon, cooled through a large square outlet in its ceiling; the cooler itself is on the roof."""
    rooms.living_room()
    ceiling_outlet(0.4, -3.7, 2.7)
    rooms.daylight(strength=1.2, sun=5.0, sun_angle=(55, 0, -100))
    studio.camera((1.3, -5.75, 1.4), (0.05, -2.0, 1.85), lens=24)
    studio.smooth_indirect(args['width'] / 1200)


def in_room_portable(args):
    """The portable cooler on the living room's floor at the sofa's end, facing into the room."""
    rooms.living_room()
    w, h, d = studio.metres(args['indoor'])
    units.place(portable((w, h, d), args['finish']), (-1.85, -1.25, 0), rotation_z=28)
    rooms.daylight(strength=1.2, sun=5.0, sun_angle=(55, 0, -100))
    studio.camera((0.9, -4.3, 1.35), (-1.1, -0.9, 0.8), lens=28)
    studio.smooth_indirect(args['width'] / 1200)


def in_scale_evaporative(args):
    """
    The house cut open with the cooler where it works: on the roof over the room with its drop duct
    through the roof space to the ceiling outlet; on a slab in the yard with its duct up the wall and
    through it into the roof space; or, a portable, on the room's floor.
    """
    w, h, d = studio.metres(args['indoor'])
    mounting = args['mounting']
    finish = args['finish']
    steel = studio.galvanised()
    if mounting == 'portable':
        rooms.section_house()
        rooms.door(-3.6)
        rooms.person(-2.4, -0.5)
        units.place(portable((w, h, d), finish), (-1.3, -0.6, 0), rotation_z=-20)
        camera_z = 1.2
    else:
        roof_space = 0.55
        outer = rooms.section_house(roof_space=roof_space)
        rooms.door(-3.6)
        rooms.person(-2.4, -0.5)
        ceiling, roof_top = 2.4, 2.4 + roof_space + 0.1
        outlet_x, y = -1.1, -0.7
        ceiling_outlet(outlet_x, y, ceiling, size=0.5)
        if mounting == 'roof':
            units.place(cooler((w, h, d), finish, outlet='drop'), (outlet_x, y, roof_top - 0.02))
            studio.box('drop-duct', (w * 0.5, d * 0.5, roof_top - ceiling), (outlet_x, y, (roof_top + ceiling) / 2), steel, bevel=0.004)
        else:
            cx = outer + 0.45 + w / 2
            studio.box('slab', (w + 0.3, d + 0.3, 0.08), (cx, y, 0.04), studio.principled('concrete', '#bdb8b0', 0.9), bevel=0.004)
            units.place(cooler((w, h, d), finish, outlet='top'), (cx, y, 0.08))
            duct = 0.42
            top = 0.08 + 0.06 + h + 0.06 + 0.24
            run_z = ceiling + roof_space / 2
            studio.box('duct-up', (duct, duct, run_z - top + duct / 2), (cx, y, (run_z + duct / 2 + top) / 2), steel, bevel=0.004)
            studio.box('duct-across', (cx - outlet_x, duct, duct * 0.8), ((cx + outlet_x) / 2, y, run_z), steel, bevel=0.004)
            studio.box('duct-drop', (duct, duct, run_z - ceiling), (outlet_x, y, (run_z + ceiling) / 2), steel, bevel=0.004)
        camera_z = 1.9
    rooms.daylight(strength=1.4, sun=3.0, sun_angle=(50, 0, -25))
    studio.camera((-0.6, -8.6, camera_z), (-0.6, 0, camera_z), lens=35)
    studio.smooth_indirect(args['width'] / 1200)


# Controllers -------------------------------------------------------------------------------------

def wall_controller(finish):
    """The fixed coolers' wired wall controller: the cassette's panel, its read-out showing Cool, fan speed 5 and 24 °C."""
    studio.wall_backdrop(studio.backdrop_tone(finish))
    panel = controller.wall_panel(finish, mode='COOL', temperature='24')
    # An evaporative cooler's fan runs at a chosen speed: the read-out says which.
    bpy.data.objects['panel-fan'].data.body = 'SPEED 5'
    units.place(panel, (0, 0, 0))
    target = (0, -0.01, 0)
    studio.softboxes(target, scale=0.3)
    studio.set_world(0.7)
    studio.frame_camera(target, 0.12, (0.35, 1.0, 0.05), lens=85, fill=0.5)


def portable_remote(finish):
    """The portable's remote on the studio floor: the split systems' remote, its screen and keys labelled for a cooler's three fan speeds."""
    studio.backdrop(studio.backdrop_tone(finish))
    root = controller.remote(finish)
    labels = {'temp': '3', 'fan': 'SPEED', 'temp-label': 'SPEED', 'key-text-FAN': 'COOL'}
    for obj_name, body in labels.items():
        bpy.data.objects[obj_name].data.body = body
    bpy.data.objects.remove(bpy.data.objects['deg'])
    units.place(root, (0, 0.1, 0), rotation_z=-24)
    studio.softboxes((0, 0, 0.02), scale=0.35)
    studio.frame_camera((0, 0.1, 0.005), 0.2, (0.28, 0.55, -0.78), lens=85, fill=0.8)


def build(args):
    """The picture's scene for a window unit or an evaporative cooler (the builder table names this module for both)."""
    picture, kind = args['picture'], args['productType']
    if kind == 'window':
        scenes = {
            'front': front_window,
            'side': side_window,
            'controller': lambda a: controller.scene(a['finish']),
            'in-room': in_room_window,
            'in-scale': in_scale_window,
        }
    else:
        scenes = {
            'front': front_evaporative,
            'side': lambda a: front_evaporative(a, side=True),
            'controller': lambda a: (wall_controller if a['controller'] == 'wall-panel' else portable_remote)(a['finish']),
            # A fixed cooler's room shows only its ceiling outlet; a portable's room shows the portable.
            'in-room': lambda a: (in_room_portable if a.get('mounting') == 'portable' else in_room_ceiling_outlet)(a),
            'in-scale': in_scale_evaporative,
        }
    if picture not in scenes:
        raise SystemExit(f'no scene for the {picture} picture of a {kind}')
    scenes[picture](args)
