"""
Rooms for the installed and in-scale pictures: a lived-in living room lit by a window, and a cut
through a house (room, wall in section, yard) with an 820 mm door and a 1.7 m person, so every
unit is seen at its true size where an installer puts it.
"""
import math

import bpy

import studio


def daylight(strength=2.2, sun=3.5, sun_angle=(52, 0, -35)):
    world = bpy.context.scene.world
    world.node_tree.nodes['Background'].inputs['Color'].default_value = (0.62, 0.74, 0.95, 1)
    world.node_tree.nodes['Background'].inputs['Strength'].default_value = strength
    light = bpy.data.lights.new('sun', 'SUN')
    light.energy = sun
    light.angle = math.radians(3)
    light.color = (1.0, 0.95, 0.88)
    obj = studio.link(bpy.data.objects.new('sun', light))
    obj.rotation_euler = tuple(math.radians(a) for a in sun_angle)
    return obj


def floorboards():
    """Oak boards: a warm base colour varied along the boards by a stretched noise."""
    material, nodes, links, bsdf = studio.node_material('oak')
    bsdf.inputs['Roughness'].default_value = 0.42
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (0.6, 8.0, 1.0)
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 3.0
    noise.inputs['Detail'].default_value = 6.0
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = studio.srgb('#a8784a')
    ramp.color_ramp.elements[1].color = studio.srgb('#d2a878')
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    links.new(noise.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    return material


def paint(colour):
    return studio.principled('paint-' + colour, colour, roughness=0.88, specular=0.3)


def fabric(colour):
    material = studio.principled('fabric-' + colour, colour, roughness=1.0, specular=0.2)
    material.node_tree.nodes['Principled BSDF'].inputs['Sheen'].default_value = 0.6
    return material


def shell(width, depth, height, wall='#eeebe6', x0=None):
    """Floor, back wall (y = 0) and left wall of a room `width` wide, `depth` deep, `height` high."""
    x0 = -width / 2 if x0 is None else x0
    studio.box('floor', (width, depth, 0.05), (x0 + width / 2, -depth / 2, -0.025), floorboards(), bevel=0)
    studio.box('back-wall', (width, 0.12, height), (x0 + width / 2, 0.06, height / 2), paint(wall), bevel=0)
    studio.box('skirting', (width, 0.015, 0.09), (x0 + width / 2, -0.0075, 0.045), paint('#f7f6f3'), bevel=0.002)


def window_wall_room(x0, x1, depth, height, wall, window, ceiling, skirting):
    """
    A room from x0 to x1 and `depth` deep whose back wall (y = 0) has an opening for a window
    (`window`: its centre x, width, sill and head): the floor, the back wall round the opening, the
    side walls in `wall`, the ceiling and the skirtings in their paints. The window's frame, glazing
    and what is seen through it are the caller's.
    """
    wx, ww, sill, head = window
    H = height
    studio.box('floor', (x1 - x0, depth, 0.05), ((x0 + x1) / 2, -depth / 2, -0.025), floorboards(), bevel=0)
    for name, size, at in [
        ('wall-left', (wx - ww / 2 - x0, 0.12, H), ((x0 + wx - ww / 2) / 2, 0.06, H / 2)),
        ('wall-right', (x1 - wx - ww / 2, 0.12, H), ((x1 + wx + ww / 2) / 2, 0.06, H / 2)),
        ('wall-below', (ww, 0.12, sill), (wx, 0.06, sill / 2)),
        ('wall-above', (ww, 0.12, H - head), (wx, 0.06, (H + head) / 2)),
        ('left-wall', (0.12, depth, H), (x0 - 0.06, -depth / 2, H / 2)),
        ('right-wall', (0.12, depth, H), (x1 + 0.06, -depth / 2, H / 2)),
    ]:
        studio.box(name, size, at, wall, bevel=0)
    studio.box('ceiling', (x1 - x0, depth, 0.05), ((x0 + x1) / 2, -depth / 2, H + 0.025), paint(ceiling), bevel=0)
    trim = paint(skirting)
    studio.box('skirting', (x1 - x0, 0.015, 0.09), ((x0 + x1) / 2, -0.0075, 0.045), trim, bevel=0)
    studio.box('skirting', (0.015, depth, 0.09), (x0 + 0.0075, -depth / 2, 0.045), trim, bevel=0)


def sofa(x, y, length=2.1, colour='#8a8f93'):
    cloth = fabric(colour)
    studio.box('sofa-base', (length - 0.3, 0.84, 0.28), (x, y, 0.2), cloth, bevel=0.03)
    for i in range(3):
        seat = length - 0.36
        studio.box(f'sofa-seat-{i}', (seat / 3 - 0.01, 0.62, 0.14), (x - seat / 3 + i * seat / 3, y - 0.1, 0.41), cloth, bevel=0.05)
        studio.box(f'sofa-back-{i}', (seat / 3 - 0.01, 0.2, 0.42), (x - seat / 3 + i * seat / 3, y + 0.32, 0.6), cloth, bevel=0.07)
    for side in (-1, 1):
        studio.box('sofa-arm', (0.18, 0.9, 0.58), (x + side * (length / 2 - 0.09), y, 0.35), cloth, bevel=0.06)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('sofa-leg', (0.04, 0.04, 0.06), (x + sx * (length / 2 - 0.1), y + sy * 0.38, 0.03), studio.dark('#3b2b1e', 0.5), bevel=0.005)
    studio.box('cushion', (0.42, 0.14, 0.42), (x - length / 2 + 0.45, y + 0.12, 0.62), fabric('#c9a26b'), bevel=0.08)


def rug(x, y, w, d, colour='#d8d2c6'):
    studio.box('rug', (w, d, 0.012), (x, y, 0.006), fabric(colour), bevel=0.004)


def frame_art(x, z, w, h, colour='#7e9aa8'):
    studio.box('art-frame', (w, 0.03, h), (x, -0.015, z), studio.principled('frame', '#2d2a27', 0.4), bevel=0.003)
    studio.box('art-mat', (w - 0.05, 0.032, h - 0.05), (x, -0.016, z), paint('#f4f2ee'), bevel=0)
    studio.box('art', (w - 0.16, 0.034, h - 0.16), (x, -0.017, z), studio.principled('print', colour, 0.7), bevel=0)


def plant(x, y, height=1.1):
    studio.cylinder('pot', 0.16, 0.34, (x, y, 0.17), studio.principled('pot', '#d9d4cc', 0.6), bevel=0.01)
    leaf = studio.principled('leaf', '#3f6b3a', 0.5, coat=0.3)
    for i in range(9):
        a = i * 2.4
        r = 0.06 + 0.02 * (i % 3)
        bpy.ops.mesh.primitive_uv_sphere_add(radius=0.16 + 0.03 * (i % 2),
                                             location=(x + math.cos(a) * r * 2.2, y + math.sin(a) * r * 2.2, 0.45 + (height - 0.45) * (i / 9)))
        obj = bpy.context.active_object
        obj.scale = (1.0, 0.8, 0.55)
        obj.data.materials.append(leaf)
        bpy.ops.object.shade_smooth()


def side_table(x, y):
    wood = studio.principled('walnut', '#6b4a32', 0.45, coat=0.3)
    studio.cylinder('table-top', 0.24, 0.03, (x, y, 0.52), wood, bevel=0.005)
    studio.cylinder('table-leg', 0.025, 0.5, (x, y, 0.26), wood)
    studio.cylinder('lamp-base', 0.07, 0.04, (x, y, 0.555), studio.principled('brass', '#b8955a', 0.3, metallic=1.0))
    studio.cylinder('lamp-stem', 0.008, 0.3, (x, y, 0.72), studio.principled('brass', '#b8955a', 0.3, metallic=1.0))
    studio.cylinder('lamp-shade', 0.12, 0.18, (x, y, 0.92), fabric('#f1ebe0'))


def window(x, z, w, h, wall_y=0.0):
    """A window in the back wall: frame, glazing bars and the bright garden behind it."""
    frame = paint('#fbfbfa')
    studio.box('window-sky', (w, 0.02, h), (x, wall_y + 0.13, z), studio.emission('garden', '#cfe3c4', 3.0), bevel=0)
    for dz in (-h / 2, h / 2):
        studio.box('window-rail', (w + 0.08, 0.14, 0.05), (x, wall_y + 0.04, z + dz), frame, bevel=0.004)
    for dx in (-w / 2, 0, w / 2):
        studio.box('window-stile', (0.05, 0.14, h), (x + dx, wall_y + 0.04, z), frame, bevel=0.004)
    studio.box('window-sill', (w + 0.16, 0.12, 0.03), (x, wall_y - 0.05, z - h / 2 - 0.03), frame, bevel=0.004)


def door(x, wall_y=0.0, width=0.82):
    """An 820 mm door, 2040 mm high, with its architrave and handle, in the back wall."""
    trim = paint('#fbfbfa')
    studio.box('door-leaf', (width, 0.04, 2.04), (x, wall_y - 0.005, 1.02), studio.principled('door', '#f3f1ec', 0.5), bevel=0.003)
    for dx in (-1, 1):
        studio.box('architrave', (0.06, 0.02, 2.08), (x + dx * (width / 2 + 0.03), wall_y - 0.012, 1.04), trim, bevel=0.003)
    studio.box('architrave-top', (width + 0.12, 0.02, 0.06), (x, wall_y - 0.012, 2.07), trim, bevel=0.003)
    studio.cylinder('door-handle', 0.009, 0.12, (x + width / 2 - 0.08, wall_y - 0.05, 1.0), studio.principled('chrome', '#d0d3d6', 0.15, metallic=1.0),
                    rotation=(0, math.radians(90), 0), vertices=16)


def person(x, y, height=1.7, colour='#8c9399'):
    """A scale figure 1.7 m tall, as architects draw one: smooth and without a face."""
    skin = studio.principled('figure', colour, 0.6)
    k = height / 1.7
    for dx in (-0.09, 0.09):
        studio.cylinder('leg', 0.065 * k, 0.82 * k, (x + dx * k, y, 0.41 * k), skin, vertices=24)
    studio.box('hips', (0.34 * k, 0.2 * k, 0.16 * k), (x, y, 0.86 * k), skin, bevel=0.06 * k)
    studio.box('torso', (0.4 * k, 0.22 * k, 0.56 * k), (x, y, 1.18 * k), skin, bevel=0.09 * k)
    for dx in (-0.24, 0.24):
        studio.cylinder('arm', 0.045 * k, 0.64 * k, (x + dx * k, y, 1.12 * k), skin, vertices=24)
    studio.cylinder('neck', 0.05 * k, 0.1 * k, (x, y, 1.49 * k), skin, vertices=24)
    bpy.ops.mesh.primitive_uv_sphere_add(radius=0.105 * k, location=(x, y, (1.7 - 0.11) * k))
    head = bpy.context.active_object
    head.scale = (0.9, 0.95, 1.08)
    head.data.materials.append(skin)
    bpy.ops.object.shade_smooth()


def yard(x0, width, depth):
    grass = studio.principled('lawn', '#6f8f4e', 0.95)
    studio.box('lawn', (width, depth, 0.04), (x0 + width / 2, -depth / 2 + 1.0, -0.02), grass, bevel=0)
    studio.box('fence', (width, 0.04, 1.8), (x0 + width / 2, 1.4, 0.9), studio.principled('fence', '#5d5247', 0.7), bevel=0)


def living_room(wall='#c8cfc3'):
    """The back wall at y = 0 with art above a sofa, a left wall with a window, and a ceiling."""
    shell(7.0, 6.0, 2.7, wall=wall)
    paint_wall = paint(wall)
    # Left wall at x = -2.6 with a window opening 1.6 wide and 1.5 high, its sill 0.8 up.
    wx, wy, ww, wz0, wz1 = -2.66, -1.6, 1.6, 0.8, 2.3
    for name, size, location in [
        ('left-wall-back', (0.12, 1.6 - ww / 2 + 0.0, 2.7), (wx, -(1.6 - ww / 2) / 2 + 0.0, 1.35)),
        ('left-wall-front', (0.12, 4.4 - ww / 2, 2.7), (wx, wy - ww / 2 - (4.4 - ww / 2) / 2, 1.35)),
        ('left-wall-below', (0.12, ww, wz0), (wx, wy, wz0 / 2)),
        ('left-wall-above', (0.12, ww, 2.7 - wz1), (wx, wy, (2.7 + wz1) / 2)),
    ]:
        studio.box(name, size, location, paint_wall, bevel=0)
    frame = paint('#fbfbfa')
    for dz in (wz0, wz1):
        studio.box('window-rail', (0.14, ww, 0.05), (wx, wy, dz), frame, bevel=0.004)
    for dy in (-ww / 2, 0, ww / 2):
        studio.box('window-stile', (0.14, 0.05, wz1 - wz0), (wx, wy + dy, (wz0 + wz1) / 2), frame, bevel=0.004)
    studio.box('window-sill', (0.12, ww + 0.16, 0.03), (wx + 0.1, wy, wz0 - 0.015), frame, bevel=0.004)
    # The garden outside: a bright hedge the window looks onto.
    studio.box('garden', (0.02, 6, 4), (wx - 2.5, wy, 1.5), studio.emission('garden', '#d9e8cf', 2.2), bevel=0)
    studio.box('ceiling', (7.0, 6.0, 0.05), (0, -3.0, 2.725), paint('#f6f5f2'), bevel=0)
    sofa(0.3, -0.75)
    rug(0.3, -1.6, 2.8, 1.8)
    side_table(-1.25, -0.55)
    frame_art(0.3, 1.45, 0.9, 0.6)
    # Daylight through the window, and the room's own light from behind the camera.
    studio.area_light('window-light', (wx + 0.1, wy, (wz0 + wz1) / 2), (0.0, wy, 0.7), ww, 150, colour=(1.0, 0.97, 0.92), size_y=wz1 - wz0)
    studio.area_light('room-fill', (1.5, -4.5, 2.5), (0.3, 0, 1.4), 2.5, 200, colour=(1.0, 0.95, 0.88))
    world = bpy.context.scene.world
    world.node_tree.nodes['Background'].inputs['Color'].default_value = (0.75, 0.82, 0.95, 1)
    world.node_tree.nodes['Background'].inputs['Strength'].default_value = 0.6
    bpy.context.scene.view_settings.exposure = -0.3


def section_house(ceiling=2.4, room_width=4.6, cut=1.4, roof_space=0.0, opening=None):
    """
    A house cut open at y = -cut, the picture plane: a room (x < 0) with a 2.4 m ceiling, its outer
    wall at x = 0 seen in section (brick and plaster), and the yard beyond it (x > 0).
    Returns the x of the wall's outer face.
    """
    wall = paint('#ebe7e1')
    section = studio.principled('section', '#4a4640', 0.9)
    studio.box('ground', (20, 14, 0.3), (0, -3.0, -0.15 - 0.05), studio.principled('lawn', '#7d9a58', 0.95), bevel=0)
    studio.box('floor', (room_width, cut, 0.05), (-room_width / 2, -cut / 2, -0.025), floorboards(), bevel=0)
    studio.box('slab-cut', (room_width + 0.27, 0.002, 0.2), (-room_width / 2 + 0.135, -cut - 0.001, -0.1), section, bevel=0)
    studio.box('back-wall', (room_width, 0.12, ceiling), (-room_width / 2, 0.06, ceiling / 2), wall, bevel=0)
    if roof_space > 0:
        # A plasterboard ceiling on joists, the roof space above it open to the cut, the roof sheet on top:
        # what a cassette's body or a ducted unit sits in.
        top = ceiling + roof_space
        studio.box('ceiling', (room_width, cut + 0.12, 0.013), (-room_width / 2, -cut / 2 + 0.06, ceiling + 0.0065), paint('#f3f1ee'), bevel=0)
        timber = studio.principled('pine', '#c9a878', 0.8)
        for i in range(int(room_width / 0.6) + 1):
            studio.box('joist', (0.045, cut + 0.12, 0.09), (-room_width + 0.1 + i * 0.6, -cut / 2 + 0.06, ceiling + 0.058), timber, bevel=0)
        studio.box('roof-back', (room_width, 0.02, roof_space), (-room_width / 2, 0.11, ceiling + roof_space / 2), timber, bevel=0)
        studio.box('roof', (room_width + 0.6, cut + 0.5, 0.1), (-room_width / 2 + 0.15, -cut / 2 + 0.2, top + 0.05), studio.principled('roof', '#5d6166', 0.6), bevel=0)
        studio.box('ceiling-cut', (room_width + 0.27, 0.002, 0.013), (-room_width / 2 + 0.135, -cut - 0.001, ceiling + 0.0065), section, bevel=0)
        studio.box('roof-cut', (room_width + 0.6, 0.002, 0.1), (-room_width / 2 + 0.15, -cut - 0.001, top + 0.05), section, bevel=0)
        wall_top = top
    else:
        studio.box('ceiling', (room_width, cut + 0.12, 0.12), (-room_width / 2, -cut / 2 + 0.06, ceiling + 0.06), paint('#f3f1ee'), bevel=0)
        studio.box('ceiling-cut', (room_width + 0.27, 0.002, 0.12), (-room_width / 2 + 0.135, -cut - 0.001, ceiling + 0.06), section, bevel=0)
        wall_top = ceiling + 0.12
    # The outer wall cut through: brick veneer outside, plaster inside, round the opening if there is one.
    brick = studio.principled('brick', '#a0604a', 0.85)
    plaster = paint('#f3f0eb')
    width, sill, head = opening if opening else (0.0, wall_top, wall_top)
    length = cut + 0.12
    for z0, z1 in ((0.0, sill), (head, wall_top)):
        if z1 > z0:
            studio.box('outer-wall', (0.25, length, z1 - z0), (0.145, -cut / 2 + 0.06, (z0 + z1) / 2), brick, bevel=0)
            studio.box('wall-cut', (0.27, 0.002, z1 - z0), (0.135, -cut - 0.001, (z0 + z1) / 2), section, bevel=0)
        if min(z1, ceiling) > z0:
            studio.box('plaster', (0.02, length, min(z1, ceiling) - z0), (0.01, -cut / 2 + 0.06, (z0 + min(z1, ceiling)) / 2), plaster, bevel=0)
    if opening:
        # The wall beyond the opening; its brick reveal faces the cut.
        beyond = length - width
        studio.box('outer-wall', (0.25, beyond, head - sill), (0.145, 0.06 - beyond / 2, (sill + head) / 2), brick, bevel=0)
        studio.box('plaster', (0.02, beyond, head - sill), (0.01, 0.06 - beyond / 2, (sill + head) / 2), plaster, bevel=0)
    studio.box('fence', (8, 0.04, 1.8), (4.27, 2.5, 0.9), studio.principled('fence', '#6b6158', 0.7), bevel=0)
    for i in range(40):
        studio.box('paling', (0.09, 0.02, 1.8), (0.4 + i * 0.2, 2.47, 0.9), studio.principled('paling', '#7a6f64', 0.75), bevel=0.003)
    # The room's ceiling light, so the inside reads as lit rather than as shade.
    studio.area_light('ceiling-light', (-room_width / 2, -cut / 2, ceiling - 0.02), (-room_width / 2, -cut / 2, 0), 1.6, 220,
                      colour=(1.0, 0.95, 0.88), size_y=0.8)
    return 0.27
