"""
The category heroes: one lived-in room (or, for the evaporative cooler, a house from its yard) per
category, each with the unit an installer would put there, lit as a lifestyle photograph: daylight
(or dusk) through real window openings, a sun patch on the floor, the room's own lamps.

`blender -b --factory-startup --python scene.py -- '<json>'` with the hero's slug, the unit's
sizes (metres), the finish, the picture size, the samples and the output PNG.
Uses the product pipeline's modules (studio, rooms, units, controller, ducted: its grilles and vents) read-only.
"""
import json
import math
import os
import sys

# The product pipeline's scene modules, imported read-only (kept out of its folder so its builder hash is unchanged).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'scenes'))
# And the page heroes (pages.py) beside this file.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bpy  # noqa: E402

import controller  # noqa: E402
from ducted import floor_vent, return_grille, supply_grille  # noqa: E402
import rooms  # noqa: E402
import studio  # noqa: E402
import units  # noqa: E402

P = studio.principled


# Materials ---------------------------------------------------------------------------------------

def timber(name='oak', light='#c79a6a', dark='#8f6540', boards=8.0, roughness=0.38):
    """Floorboards: boards along y (a stretched noise), a darker joint every board (a wave), a little gloss."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes['Principled BSDF']
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Specular'].default_value = 0.4
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (boards, 0.7, 1.0)
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    # Each board its own tone: a noise sampled on the board's index (floor of x * boards).
    floor = nodes.new('ShaderNodeMath')
    floor.operation = 'FLOOR'
    sep = nodes.new('ShaderNodeSeparateXYZ')
    links.new(mapping.outputs['Vector'], sep.inputs[0])
    links.new(sep.outputs['X'], floor.inputs[0])
    comb = nodes.new('ShaderNodeCombineXYZ')
    links.new(floor.outputs[0], comb.inputs['X'])
    stagger = nodes.new('ShaderNodeMath')
    stagger.operation = 'MULTIPLY'
    stagger.inputs[1].default_value = 0.37
    links.new(floor.outputs[0], stagger.inputs[0])
    shifted = nodes.new('ShaderNodeMath')
    shifted.operation = 'ADD'
    links.new(sep.outputs['Y'], shifted.inputs[0])
    links.new(stagger.outputs[0], shifted.inputs[1])
    plank = nodes.new('ShaderNodeMath')
    plank.operation = 'FLOOR'
    plank_len = nodes.new('ShaderNodeMath')
    plank_len.operation = 'MULTIPLY'
    plank_len.inputs[1].default_value = 0.55
    links.new(shifted.outputs[0], plank_len.inputs[0])
    links.new(plank_len.outputs[0], plank.inputs[0])
    links.new(plank.outputs[0], comb.inputs['Y'])
    tone = nodes.new('ShaderNodeTexWhiteNoise')
    tone.noise_dimensions = '3D'
    links.new(comb.outputs[0], tone.inputs['Vector'])
    grain = nodes.new('ShaderNodeTexNoise')
    grain.inputs['Scale'].default_value = 6.0
    grain.inputs['Detail'].default_value = 8.0
    grain_map = nodes.new('ShaderNodeMapping')
    grain_map.inputs['Scale'].default_value = (6.0, 0.25, 1.0)
    links.new(coords.outputs['Object'], grain_map.inputs['Vector'])
    links.new(grain_map.outputs['Vector'], grain.inputs['Vector'])
    mix = nodes.new('ShaderNodeMath')
    mix.operation = 'ADD'
    half = nodes.new('ShaderNodeMath')
    half.operation = 'MULTIPLY'
    half.inputs[1].default_value = 0.55
    links.new(tone.outputs['Value'], half.inputs[0])
    links.new(half.outputs[0], mix.inputs[0])
    g = nodes.new('ShaderNodeMath')
    g.operation = 'MULTIPLY'
    g.inputs[1].default_value = 0.6
    links.new(grain.outputs['Fac'], g.inputs[0])
    links.new(g.outputs[0], mix.inputs[1])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].position = 0.25
    ramp.color_ramp.elements[0].color = studio.srgb(dark)
    ramp.color_ramp.elements[1].position = 0.85
    ramp.color_ramp.elements[1].color = studio.srgb(light)
    links.new(mix.outputs[0], ramp.inputs['Fac'])
    # The joints between boards: a thin dark line where x * boards is near a whole number.
    frac = nodes.new('ShaderNodeMath')
    frac.operation = 'FRACT'
    links.new(sep.outputs['X'], frac.inputs[0])
    joint = nodes.new('ShaderNodeMath')
    joint.operation = 'LESS_THAN'
    joint.inputs[1].default_value = 0.025
    links.new(frac.outputs[0], joint.inputs[0])
    darken = nodes.new('ShaderNodeMixRGB')
    darken.blend_type = 'MULTIPLY'
    darken.inputs['Color2'].default_value = (0.45, 0.4, 0.35, 1)
    links.new(joint.outputs[0], darken.inputs['Fac'])
    links.new(ramp.outputs['Color'], darken.inputs['Color1'])
    links.new(darken.outputs['Color'], bsdf.inputs['Base Color'])
    return material


def weave(colour, name=None, scale=380.0, contrast=0.12, sheen=0.7):
    """Upholstery or wool: the colour with a fine woven texture and a sheen at grazing angles."""
    material = bpy.data.materials.new(name or 'weave-' + colour)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes['Principled BSDF']
    bsdf.inputs['Roughness'].default_value = 0.95
    bsdf.inputs['Specular'].default_value = 0.2
    bsdf.inputs['Sheen'].default_value = sheen
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = scale
    noise.inputs['Detail'].default_value = 2.0
    coarse = nodes.new('ShaderNodeTexNoise')
    coarse.inputs['Scale'].default_value = 8.0
    mix = nodes.new('ShaderNodeMixRGB')
    mix.blend_type = 'MULTIPLY'
    mix.inputs['Fac'].default_value = 1.0
    base = studio.srgb(colour)
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = tuple(c * (1 - contrast) for c in base[:3]) + (1,)
    ramp.color_ramp.elements[1].color = tuple(min(1.0, c * (1 + contrast)) for c in base[:3]) + (1,)
    links.new(noise.outputs['Fac'], ramp.inputs['Fac'])
    shade = nodes.new('ShaderNodeValToRGB')
    shade.color_ramp.elements[0].color = (0.92, 0.92, 0.92, 1)
    shade.color_ramp.elements[1].color = (1.0, 1.0, 1.0, 1)
    links.new(coarse.outputs['Fac'], shade.inputs['Fac'])
    links.new(ramp.outputs['Color'], mix.inputs['Color1'])
    links.new(shade.outputs['Color'], mix.inputs['Color2'])
    links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.15
    links.new(noise.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return material


def brick(name='brick', light='#a4634b', dark='#8c5340', mortar='#cfc6b8', mortar_size=0.01, vertical=True):
    """Face brick in stretcher bond with pale mortar (a wall in the plane y when `vertical`)."""
    material = P(name, '#a86a52', 0.85)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    texture = nodes.new('ShaderNodeTexBrick')
    texture.inputs['Color1'].default_value = studio.srgb(light)
    texture.inputs['Color2'].default_value = studio.srgb(dark)
    texture.inputs['Mortar'].default_value = studio.srgb(mortar)
    texture.inputs['Scale'].default_value = 1.0
    texture.inputs['Mortar Size'].default_value = mortar_size
    texture.inputs['Brick Width'].default_value = 0.23
    texture.inputs['Row Height'].default_value = 0.086
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Rotation'].default_value = (math.radians(90), 0, 0) if vertical else (0, 0, 0)
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], texture.inputs['Vector'])
    links.new(texture.outputs['Color'], nodes['Principled BSDF'].inputs['Base Color'])
    return material


def lawn():
    return weave('#7d9a4e', 'lawn', scale=400, contrast=0.35, sheen=0.2)


def paint(colour):
    return P('wall-' + colour, colour, roughness=0.9, specular=0.25)


def sky(name, colour, strength):
    return studio.emission(name, colour, strength)


def gradient_outside(name, top, bottom, strength):
    """What a window looks onto: sky above, garden (or dusk) below, as one glowing plane."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    nodes.remove(nodes['Principled BSDF'])
    coords = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    links.new(coords.outputs['Generated'], sep.inputs[0])
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].position = 0.45
    ramp.color_ramp.elements[0].color = studio.srgb(bottom)
    ramp.color_ramp.elements[1].position = 0.55
    ramp.color_ramp.elements[1].color = studio.srgb(top)
    links.new(sep.outputs['Z'], ramp.inputs['Fac'])
    glow = nodes.new('ShaderNodeEmission')
    glow.inputs['Strength'].default_value = strength
    links.new(ramp.outputs['Color'], glow.inputs['Color'])
    links.new(glow.outputs[0], nodes['Material Output'].inputs['Surface'])
    return material


def outside(size, location, material):
    """The view out of the windows: seen by the camera, but no shadow, so the sun comes in past it."""
    obj = studio.box('outside', size, location, material, bevel=0)
    obj.visible_shadow = False
    obj.visible_diffuse = False
    return obj


# The room ----------------------------------------------------------------------------------------

def wall_x(x, y0, y1, height, material, openings=(), thickness=0.14):
    """A wall in the plane x (running along y from y0 to y1) with window openings (centre y, width, sill, head)."""
    cuts = sorted(openings)
    y = y0
    for cy, width, sill, head in cuts:
        a, b = cy - width / 2, cy + width / 2
        if a > y:
            studio.box('wall', (thickness, a - y, height), (x, (a + y) / 2, height / 2), material, bevel=0)
        studio.box('wall-below', (thickness, width, sill), (x, cy, sill / 2), material, bevel=0)
        studio.box('wall-above', (thickness, width, height - head), (x, cy, (height + head) / 2), material, bevel=0)
        y = b
    if y1 > y:
        studio.box('wall', (thickness, y1 - y, height), (x, (y1 + y) / 2, height / 2), material, bevel=0)


def wall_y(y, x0, x1, height, material, openings=(), thickness=0.14):
    """A wall in the plane y (running along x) with openings (centre x, width, sill, head)."""
    cuts = sorted(openings)
    x = x0
    for cx, width, sill, head in cuts:
        a, b = cx - width / 2, cx + width / 2
        if a > x:
            studio.box('wall', (a - x, thickness, height), ((a + x) / 2, y, height / 2), material, bevel=0)
        studio.box('wall-below', (width, thickness, sill), (cx, y, sill / 2), material, bevel=0)
        studio.box('wall-above', (width, thickness, height - head), (cx, y, (height + head) / 2), material, bevel=0)
        x = b
    if x1 > x:
        studio.box('wall', (x1 - x, thickness, height), ((x1 + x) / 2, y, height / 2), material, bevel=0)


def window_frame_x(x, cy, width, sill, head, frame='#f7f7f5', panes=2, side=1):
    """Aluminium-framed window in a wall at x: the frame, mullions, a sill on the room side (side = +1 when the room is at +x)."""
    f = P('window-frame-' + frame, frame, 0.35)
    h = head - sill
    for z in (sill, head):
        studio.box('frame-rail', (0.1, width, 0.045), (x, cy, z), f, bevel=0.003)
    for i in range(panes + 1):
        studio.box('frame-stile', (0.1, 0.045, h), (x, cy - width / 2 + i * width / panes, (sill + head) / 2), f, bevel=0.003)
    studio.box('sill', (0.08, width + 0.12, 0.03), (x + side * 0.1, cy, sill - 0.015), f, bevel=0.003)


def window_frame_y(y, cx, width, sill, head, frame='#f7f7f5', panes=2, side=-1):
    f = P('window-frame-' + frame, frame, 0.35)
    h = head - sill
    for z in (sill, head):
        studio.box('frame-rail', (width, 0.1, 0.045), (cx, y, z), f, bevel=0.003)
    for i in range(panes + 1):
        studio.box('frame-stile', (0.045, 0.1, h), (cx - width / 2 + i * width / panes, y, (sill + head) / 2), f, bevel=0.003)
    studio.box('sill', (width + 0.12, 0.08, 0.03), (cx, y + side * 0.1, sill - 0.015), f, bevel=0.003)


def sheer_x(x, cy, width, sill, head, colour='#f4f1ea'):
    """Sheer curtains drawn to the sides of a window in a wall at x: soft folds (a wave of thin boxes)."""
    cloth = weave(colour, 'linen', scale=200, contrast=0.05, sheen=0.3)
    for side in (-1, 1):
        for i in range(5):
            studio.box('curtain', (0.05, 0.09, head - 0.02 + 0.25), (x, cy + side * (width / 2 + 0.05 + i * 0.065), (head + 0.25) / 2 + 0.01), cloth, bevel=0.02)


def ceiling(x0, x1, y0, y1, z, colour='#f6f5f2'):
    studio.box('ceiling', (x1 - x0, y1 - y0, 0.06), ((x0 + x1) / 2, (y0 + y1) / 2, z + 0.03), paint(colour), bevel=0)


def floor(x0, x1, y0, y1, material):
    studio.box('floor', (x1 - x0, y1 - y0, 0.04), ((x0 + x1) / 2, (y0 + y1) / 2, -0.02), material, bevel=0)


def skirting_y(y, x0, x1, side=-1):
    studio.box('skirting', (x1 - x0, 0.015, 0.08), ((x0 + x1) / 2, y + side * 0.0075, 0.04), paint('#f8f7f4'), bevel=0.002)


def skirting_x(x, y0, y1, side=1):
    studio.box('skirting', (0.015, y1 - y0, 0.08), (x + side * 0.0075, (y0 + y1) / 2, 0.04), paint('#f8f7f4'), bevel=0.002)


def window_light_x(x, cy, width, sill, head, energy, colour=(1.0, 0.97, 0.92), side=1):
    """The sky's light coming through a window in a wall at x, as an area light filling the opening."""
    studio.area_light('window-light', (x + side * 0.02, cy, (sill + head) / 2), (x + side * 3, cy, (sill + head) / 2 - 0.6),
                      width, energy, colour=colour, size_y=head - sill)


def window_light_y(y, cx, width, sill, head, energy, colour=(1.0, 0.97, 0.92), side=-1):
    studio.area_light('window-light', (cx, y + side * 0.02, (sill + head) / 2), (cx, y + side * 3, (sill + head) / 2 - 0.6),
                      width, energy, colour=colour, size_y=head - sill)


def sun(energy, elevation, azimuth, colour=(1.0, 0.93, 0.82), angle=1.5):
    """A sun `elevation` degrees up, shining towards azimuth (degrees from +x, anticlockwise)."""
    light = bpy.data.lights.new('sun', 'SUN')
    light.energy = energy
    light.angle = math.radians(angle)
    light.color = colour
    obj = studio.link(bpy.data.objects.new('sun', light))
    # Direction the light travels: down by elevation, along azimuth.
    from mathutils import Vector
    d = Vector((math.cos(math.radians(azimuth)) * math.cos(math.radians(elevation)),
                math.sin(math.radians(azimuth)) * math.cos(math.radians(elevation)),
                -math.sin(math.radians(elevation))))
    obj.rotation_euler = d.to_track_quat('-Z', 'Y').to_euler()
    return obj


def world(colour, strength):
    studio.set_world(strength, studio.srgb(colour))


def gum_tree(x, y, scale=1.0):
    """A gum tree: a pale trunk and clumps of grey-green leaves, 6 m tall at scale 1."""
    trunk = P('gum-bark', '#d9d0c0', 0.7)
    studio.cylinder('trunk', 0.22 * scale, 6.0 * scale, (x, y, 3.0 * scale), trunk)
    leaves = weave('#6e8460', 'gum-leaves', scale=60, contrast=0.3, sheen=0.1)
    for dx, dy, dz, r in [(0, 0, 6.4, 1.8), (1.2, 0.4, 5.6, 1.3), (-1.0, -0.3, 5.8, 1.4), (0.3, -0.8, 7.2, 1.2), (-0.5, 0.8, 6.8, 1.3)]:
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=r * scale, location=(x + dx * scale, y + dy * scale, dz * scale))
        obj = bpy.context.active_object
        bpy.ops.object.shade_smooth()
        obj.scale = (1.0, 1.0, 0.7)
        obj.data.materials.append(leaves)
        disp = obj.modifiers.new('lumpy', 'DISPLACE')
        tex = bpy.data.textures.new('leafy', 'CLOUDS')
        tex.noise_scale = 0.5
        disp.texture = tex
        disp.strength = 0.6 * scale


# Furniture ---------------------------------------------------------------------------------------

def sofa(x, y, length=2.2, colour='#9a9c98', rotation=0.0, legs='#3b2b1e', cushions=('#c9a26b', '#e8e1d4')):
    """A three-seat sofa 2.2 m long, 0.92 deep, seat 0.44 high, back 0.8 high; built facing -y at the origin, then turned."""
    before = {o.name for o in bpy.context.scene.objects}
    cloth = weave(colour)
    d = 0.92
    studio.box('sofa-base', (length - 0.04, d - 0.04, 0.2), (0, 0, 0.2), cloth, bevel=0.02)
    seat = length - 0.34
    for i in range(3):
        cx = -seat / 3 + i * seat / 3
        studio.box('sofa-seat', (seat / 3 - 0.012, d - 0.26, 0.15), (cx, -0.1, 0.375), cloth, bevel=0.06, segments=4)
        studio.box('sofa-back', (seat / 3 - 0.012, 0.2, 0.44), (cx, d / 2 - 0.13, 0.6), cloth, bevel=0.08, segments=4)
    for side in (-1, 1):
        studio.box('sofa-arm', (0.16, d, 0.5), (side * (length / 2 - 0.08), 0, 0.38), cloth, bevel=0.06, segments=4)
    wood = P('legs-' + legs, legs, 0.5)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('sofa-leg', (0.035, 0.035, 0.1), (sx * (length / 2 - 0.1), sy * (d / 2 - 0.1), 0.05), wood, bevel=0.004)
    for i, c in enumerate(cushions):
        side = -1 if i == 0 else 1
        cushion = studio.box('cushion', (0.44, 0.13, 0.42), (side * (length / 2 - 0.42), d / 2 - 0.3, 0.66), weave(c), bevel=0.09, segments=4)
        cushion.rotation_euler = (math.radians(-12), 0, math.radians(side * 8))
    root = units._group('sofa', before)
    units.place(root, (x, y, 0), rotation)
    return root


def armchair(x, y, colour='#c8b59a', rotation=0.0):
    before = {o.name for o in bpy.context.scene.objects}
    cloth = weave(colour)
    studio.box('chair-seat', (0.62, 0.62, 0.14), (0, -0.04, 0.4), cloth, bevel=0.05, segments=4)
    studio.box('chair-back', (0.7, 0.16, 0.46), (0, 0.3, 0.62), cloth, bevel=0.07, segments=4)
    for side in (-1, 1):
        studio.box('chair-arm', (0.1, 0.7, 0.26), (side * 0.35, 0.0, 0.52), cloth, bevel=0.04)
    wood = P('oak-leg', '#8a6440', 0.5)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('chair-leg', (0.035, 0.035, 0.34), (sx * 0.33, sy * 0.3, 0.17), wood, bevel=0.005)
    root = units._group('armchair', before)
    units.place(root, (x, y, 0), rotation)
    return root


def coffee_table(x, y, w=1.1, d=0.6, rotation=0.0):
    before = {o.name for o in bpy.context.scene.objects}
    wood = P('walnut', '#6b4a32', 0.45, coat=0.2)
    studio.box('table-top', (w, d, 0.035), (0, 0, 0.4), wood, bevel=0.008)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('table-leg', (0.04, 0.04, 0.38), (sx * (w / 2 - 0.06), sy * (d / 2 - 0.06), 0.19), wood, bevel=0.004)
    # Books and a bowl, so it reads as lived in.
    studio.box('book', (0.26, 0.19, 0.03), (-w * 0.22, 0.02, 0.433), P('book-1', '#2f4a5c', 0.7), bevel=0.003)
    studio.box('book', (0.22, 0.16, 0.025), (-w * 0.22, 0.02, 0.46), P('book-2', '#d9cdb4', 0.7), bevel=0.003)
    studio.cylinder('bowl', 0.12, 0.07, (w * 0.22, 0, 0.452), P('ceramic', '#e9e4dc', 0.3, coat=0.5), bevel=0.01)
    root = units._group('coffee-table', before)
    units.place(root, (x, y, 0), rotation)
    return root


def rug(x, y, w, d, colour='#d9d2c4', rotation=0.0):
    r = studio.box('rug', (w, d, 0.012), (x, y, 0.006), weave(colour, scale=160, contrast=0.18), bevel=0.004)
    r.rotation_euler = (0, 0, math.radians(rotation))
    return r


def floor_lamp(x, y, on=False, energy=25):
    brass = P('brass', '#b8955a', 0.3, metallic=1.0)
    studio.cylinder('lamp-base', 0.14, 0.025, (x, y, 0.0125), brass)
    studio.cylinder('lamp-stem', 0.012, 1.45, (x, y, 0.74), brass)
    shade = weave('#efe6d6', 'lampshade', scale=200, contrast=0.04, sheen=0.2)
    if on:
        shade.node_tree.nodes['Principled BSDF'].inputs['Transmission'].default_value = 0.0
        shade.node_tree.nodes['Principled BSDF'].inputs['Emission'].default_value = studio.srgb('#ffcf8a')
        shade.node_tree.nodes['Principled BSDF'].inputs['Emission Strength'].default_value = 1.5
    studio.cylinder('lamp-shade', 0.2, 0.3, (x, y, 1.55), shade, vertices=48)
    if on:
        light = bpy.data.lights.new('lamp', 'POINT')
        light.energy = energy
        light.shadow_soft_size = 0.15
        light.color = (1.0, 0.72, 0.42)
        obj = studio.link(bpy.data.objects.new('lamp', light))
        obj.location = (x, y, 1.5)


def table_lamp(x, y, z, on=False, energy=15):
    ceramic = P('lamp-ceramic', '#d8cdbd', 0.35, coat=0.4)
    studio.cylinder('lamp-body', 0.08, 0.26, (x, y, z + 0.13), ceramic, bevel=0.02)
    shade = weave('#f1e9da', 'lampshade-small', scale=200, contrast=0.04, sheen=0.2)
    if on:
        bsdf = shade.node_tree.nodes['Principled BSDF']
        bsdf.inputs['Emission'].default_value = studio.srgb('#ffcf8a')
        bsdf.inputs['Emission Strength'].default_value = 1.5
    studio.cylinder('lamp-shade', 0.16, 0.22, (x, y, z + 0.38), shade)
    if on:
        light = bpy.data.lights.new('lamp', 'POINT')
        light.energy = energy
        light.shadow_soft_size = 0.1
        light.color = (1.0, 0.72, 0.42)
        obj = studio.link(bpy.data.objects.new('lamp', light))
        obj.location = (x, y, z + 0.36)


def plant(x, y, height=1.3, pot='#d9d4cc'):
    """A fiddle-leaf fig in a pot: a stem and broad leaves angled up around it."""
    studio.cylinder('pot', 0.19, 0.4, (x, y, 0.2), P('pot-' + pot, pot, 0.55), bevel=0.015)
    studio.cylinder('soil', 0.175, 0.02, (x, y, 0.39), P('soil', '#3a2d22', 0.95))
    leaf = P('leaf', '#3e6b35', 0.45, coat=0.25)
    studio.cylinder('stem', 0.012, height - 0.3, (x, y, 0.4 + (height - 0.3) / 2), P('stem', '#5a4a35', 0.8))
    for i in range(16):
        a = i * 2.39996
        z = 0.75 + (height - 0.7) * (i / 16)
        r = 0.13 + 0.05 * ((i * 7) % 3) / 2
        bpy.ops.mesh.primitive_uv_sphere_add(radius=0.13, segments=16, ring_count=8,
                                             location=(x + math.cos(a) * r, y + math.sin(a) * r, z))
        obj = bpy.context.active_object
        obj.scale = (1.0, 0.55, 0.06)
        obj.rotation_euler = (math.radians(35), 0, a + math.pi / 2)
        obj.data.materials.append(leaf)
        bpy.ops.object.shade_smooth()


def art(x, y, z, w, h, colours=('#b9c4c0', '#d9b99a'), axis='y', side=-1):
    """A framed print on a wall (axis 'y': a wall in the plane y; 'x': a wall in the plane x)."""
    frame = P('frame', '#2d2a27', 0.4)
    mat = paint('#f6f4ef')
    if axis == 'y':
        studio.box('art-frame', (w, 0.03, h), (x, y + side * 0.015, z), frame, bevel=0.003)
        studio.box('art-mat', (w - 0.04, 0.031, h - 0.04), (x, y + side * 0.016, z), mat, bevel=0)
        studio.box('art-a', ((w - 0.16) / 2, 0.032, h - 0.16), (x - (w - 0.16) / 4, y + side * 0.017, z), P('print-a', colours[0], 0.8), bevel=0)
        studio.box('art-b', ((w - 0.16) / 2, 0.032, h - 0.16), (x + (w - 0.16) / 4, y + side * 0.017, z), P('print-b', colours[1], 0.8), bevel=0)
    else:
        studio.box('art-frame', (0.03, w, h), (x + side * 0.015, y, z), frame, bevel=0.003)
        studio.box('art-mat', (0.031, w - 0.04, h - 0.04), (x + side * 0.016, y, z), mat, bevel=0)
        studio.box('art-a', (0.032, w - 0.16, (h - 0.16) / 2), (x + side * 0.017, y, z + (h - 0.16) / 4), P('print-a', colours[0], 0.8), bevel=0)
        studio.box('art-b', (0.032, w - 0.16, (h - 0.16) / 2), (x + side * 0.017, y, z - (h - 0.16) / 4), P('print-b', colours[1], 0.8), bevel=0)


def bed(x, y, rotation=0.0, linen='#eeeae3', throw='#8f9e8b', head='#b9ab98'):
    """A queen bed 1.53 × 2.03 m: upholstered bed head against the wall (y = 0 before turning), mattress, doona, pillows, a throw."""
    before = {o.name for o in bpy.context.scene.objects}
    w, L = 1.58, 2.1
    headcloth = weave(head)
    studio.box('bed-head', (w + 0.1, 0.1, 1.1), (0, -0.05, 0.55), headcloth, bevel=0.03)
    studio.box('bed-base', (w, L - 0.1, 0.32), (0, -L / 2 - 0.05, 0.2), headcloth, bevel=0.02)
    doona = weave(linen, 'doona', scale=260, contrast=0.05, sheen=0.4)
    studio.box('mattress', (w - 0.04, L - 0.16, 0.22), (0, -L / 2 - 0.06, 0.47), doona, bevel=0.06, segments=4)
    studio.box('doona', (w + 0.04, L * 0.66, 0.06), (0, -L * 0.64, 0.6), doona, bevel=0.03, segments=4)
    studio.box('throw', (w + 0.1, 0.55, 0.05), (0, -L + 0.35, 0.635), weave(throw, scale=120, contrast=0.2), bevel=0.025)
    pillow = weave('#f7f5f0', 'pillow', scale=260, contrast=0.04, sheen=0.4)
    for side in (-1, 1):
        p = studio.box('pillow', (0.68, 0.42, 0.15), (side * 0.38, -0.32, 0.66), pillow, bevel=0.07, segments=4)
        p.rotation_euler = (math.radians(-30), 0, 0)
    studio.box('cushion', (0.5, 0.12, 0.36), (0, -0.5, 0.75), weave(throw, scale=150), bevel=0.06, segments=4).rotation_euler = (math.radians(-15), 0, 0)
    root = units._group('bed', before)
    units.place(root, (x, y, 0), rotation)
    return root


def bedside(x, y, lamp_on=False):
    wood = P('oak-veneer', '#b58a5e', 0.45, coat=0.2)
    studio.box('bedside', (0.48, 0.4, 0.5), (x, y, 0.25), wood, bevel=0.006)
    studio.box('drawer-line', (0.44, 0.005, 0.004), (x, y - 0.2, 0.32), P('gap', '#4a3828', 0.8), bevel=0)
    table_lamp(x, y + 0.04, 0.5, on=lamp_on)


def dining(x, y, length=1.8, chairs=6, rotation=0.0):
    before = {o.name for o in bpy.context.scene.objects}
    wood = timber('table-oak', light='#c9a27a', dark='#9c744d', boards=4.0, roughness=0.35)
    d = 0.95
    studio.box('dining-top', (length, d, 0.04), (0, 0, 0.74), wood, bevel=0.006)
    leg = P('dining-leg', '#3b3430', 0.5)
    for sx in (-1, 1):
        for sy in (-1, 1):
            studio.box('dining-leg', (0.06, 0.06, 0.72), (sx * (length / 2 - 0.1), sy * (d / 2 - 0.1), 0.36), leg, bevel=0.004)
    seat = weave('#6f7f86', 'chair-fabric', scale=260)
    per = chairs // 2
    for side in (-1, 1):
        for i in range(per):
            cx = -length / 2 + length * (i + 0.5) / per
            cy = side * (d / 2 + 0.12)
            studio.box('chair-seat', (0.44, 0.42, 0.06), (cx, cy, 0.46), seat, bevel=0.02)
            studio.box('chair-back', (0.42, 0.04, 0.38), (cx, cy + side * 0.21, 0.72), leg, bevel=0.01)
            for lx in (-1, 1):
                for ly in (-1, 1):
                    studio.box('chair-leg', (0.03, 0.03, 0.44), (cx + lx * 0.19, cy + ly * 0.18, 0.22), leg, bevel=0.003)
    studio.cylinder('vase', 0.07, 0.26, (0.1, 0, 0.89), P('vase', '#e5ded2', 0.3, coat=0.5), bevel=0.01)
    root = units._group('dining', before)
    units.place(root, (x, y, 0), rotation)
    return root


def pendant(x, y, ceiling_z, drop=0.9, on=False, colour='#2f2f2f'):
    studio.cylinder('pendant-cord', 0.003, drop, (x, y, ceiling_z - drop / 2), P('cord', '#1a1a1a', 0.6))
    bpy.ops.mesh.primitive_uv_sphere_add(radius=0.17, location=(x, y, ceiling_z - drop - 0.05))
    obj = bpy.context.active_object
    obj.scale = (1, 1, 0.6)
    obj.data.materials.append(P('pendant-' + colour, colour, 0.35, coat=0.3))
    bpy.ops.object.shade_smooth()
    if on:
        light = bpy.data.lights.new('pendant-light', 'POINT')
        light.energy = 30
        light.shadow_soft_size = 0.1
        light.color = (1.0, 0.75, 0.48)
        o = studio.link(bpy.data.objects.new('pendant-light', light))
        o.location = (x, y, ceiling_z - drop - 0.14)


def kitchen(x0, x1, y_back, colour='#eeeae3'):
    """A run of kitchen cupboards against a wall at y_back (room towards -y): base cupboards, a stone top, a splashback, overhead cupboards."""
    door = P('joinery-' + colour, colour, 0.4, coat=0.2)
    stone = P('stone', '#e7e4df', 0.22, coat=0.4)
    w = x1 - x0
    studio.box('kitchen-base', (w, 0.6, 0.86), ((x0 + x1) / 2, y_back - 0.3, 0.43), door, bevel=0.003)
    studio.box('benchtop', (w + 0.02, 0.64, 0.04), ((x0 + x1) / 2, y_back - 0.32, 0.88), stone, bevel=0.003)
    studio.box('splash', (w, 0.01, 0.6), ((x0 + x1) / 2, y_back - 0.005, 1.2), P('tile', '#dfe3e2', 0.15, coat=0.6), bevel=0)
    studio.box('overheads', (w, 0.35, 0.7), ((x0 + x1) / 2, y_back - 0.175, 1.95), door, bevel=0.003)
    n = max(2, int(w / 0.6))
    gap = P('gap', '#4a4540', 0.8)
    for i in range(1, n):
        gx = x0 + i * w / n
        studio.box('door-gap', (0.004, 0.004, 0.76), (gx, y_back - 0.601, 0.43), gap, bevel=0)
        studio.box('door-gap', (0.004, 0.004, 0.66), (gx, y_back - 0.351, 1.95), gap, bevel=0)
    studio.cylinder('tap', 0.012, 0.3, ((x0 + x1) / 2, y_back - 0.08, 1.05), P('chrome', '#d0d3d6', 0.15, metallic=1.0))


def bookcase(x, y, w=1.2, h=1.9, rotation=0.0):
    before = {o.name for o in bpy.context.scene.objects}
    wood = P('shelf', '#efe9e0', 0.5)
    studio.box('case-back', (w, 0.02, h), (0, 0.15, h / 2), wood, bevel=0)
    for side in (-1, 1):
        studio.box('case-side', (0.025, 0.32, h), (side * w / 2, 0, h / 2), wood, bevel=0.002)
    colours = ['#2f4a5c', '#b5533c', '#d9cdb4', '#55624a', '#8b7d6b', '#e6dccb', '#3a3a3a']
    for i in range(5):
        z = 0.05 + i * (h - 0.1) / 4
        studio.box('shelf', (w, 0.32, 0.025), (0, 0, z), wood, bevel=0.002)
        if i < 4:
            bx = -w / 2 + 0.06
            k = i * 3
            while bx < w / 2 - 0.25:
                t = 0.025 + 0.015 * ((k * 5) % 3)
                bh = 0.22 + 0.04 * ((k * 3) % 3)
                studio.box('book', (t, 0.22, bh), (bx + t / 2, 0.02, z + 0.0125 + bh / 2), P('book-' + str(k % 7), colours[k % 7], 0.7), bevel=0.002)
                bx += t + 0.004
                k += 1
                if k % 9 == 0:
                    bx += 0.18
    root = units._group('bookcase', before)
    units.place(root, (x, y, 0), rotation)
    return root


def pipe_cover(points, material):
    """A duct cover along the wall from point to point (axis-aligned runs), 70 mm square."""
    for (ax, ay, az), (bx, by, bz) in zip(points, points[1:]):
        size = (abs(bx - ax) + 0.07, abs(by - ay) + 0.07, abs(bz - az) + 0.07)
        studio.box('pipe-cover', size, ((ax + bx) / 2, (ay + by) / 2, (az + bz) / 2), material, bevel=0.006)


# Grilles and units built here --------------------------------------------------------------------

def window_unit(finish, size):
    """
    A window (box) air conditioner of the catalogue's size (about 560 × 375 × 630 mm), set in a window: the room
    side is a moulded front with a louvred outlet on top, an intake grille, a control panel; built
    with its front face at y = 0 facing -y, centred on x, its bottom at z = 0.
    """
    before = {o.name for o in bpy.context.scene.objects}
    w, h, d = size
    body = studio.plastic(finish)
    recess = studio.dark(finish['recess'], 0.6)
    steel = P('window-unit-case', '#e4e2dc', 0.4, metallic=0.2)
    studio.box('wu-case', (w, d - 0.04, h), (0, d / 2 + 0.02, h / 2), steel, bevel=0.006)
    studio.box('wu-front', (w + 0.01, 0.05, h + 0.01), (0, 0.02, h / 2), body, bevel=0.012, segments=4)
    # Outlet along the top with horizontal louvres, intake grille below with fine slats.
    studio.box('wu-outlet', (w * 0.62, 0.01, 0.09), (-w * 0.1, -0.006, h - 0.075), recess, bevel=0.004)
    for i in range(3):
        studio.box('wu-louvre', (w * 0.6, 0.02, 0.008), (-w * 0.1, -0.012, h - 0.105 + i * 0.03), body, bevel=0.002)
    studio.box('wu-intake', (w * 0.62, 0.008, h * 0.5), (-w * 0.1, -0.005, h * 0.33), recess, bevel=0.004)
    for i in range(14):
        studio.box('wu-slat', (w * 0.6, 0.012, 0.006), (-w * 0.1, -0.009, h * 0.1 + i * h * 0.034), body, bevel=0.001)
    # The control panel on the right: a small lit display and two knobs.
    studio.box('wu-panel', (0.13, 0.008, h * 0.76), (w * 0.36, -0.006, h * 0.48), body, bevel=0.004)
    studio.box('wu-display', (0.07, 0.004, 0.03), (w * 0.36, -0.011, h * 0.78), studio.emission('wu-lcd', finish['display'], 3.0), bevel=0.001)
    for i in range(2):
        studio.cylinder('wu-knob', 0.022, 0.02, (w * 0.36, -0.015, h * (0.55 - i * 0.22)), P('knob', finish['key'], 0.3, coat=0.5),
                        rotation=(math.radians(90), 0, 0), bevel=0.004)
    studio.wordmark((-w * 0.1, -0.012, h * 0.06), 0.012, studio.principled('label', finish['ink'], 0.4))
    return units._group('window-unit', before)


def evaporative_cooler(finish, size):
    """
    A rooftop evaporative cooler of the catalogue's size (a 1.2 m square cabinet 0.95 m high) with a louvred pad on each side,
    a domed lid, on a roof stand; its drop duct goes into the roof. Centred on the origin, bottom at z = 0.
    """
    before = {o.name for o in bpy.context.scene.objects}
    s, h = size[0] - 0.05, size[1] - 0.13
    body = P('cooler-body', '#e9e6de', 0.35, coat=0.4)
    pad = P('cooler-pad', '#bdb2a0', 0.9)
    studio.box('cooler-base', (s + 0.04, s + 0.04, 0.12), (0, 0, 0.06), body, bevel=0.02)
    studio.box('cooler-core', (s - 0.06, s - 0.06, h), (0, 0, 0.12 + h / 2), pad, bevel=0.01)
    for side in (-1, 1):
        for axis in (0, 1):
            for i in range(16):
                z = 0.18 + i * (h - 0.1) / 16
                size = (s - 0.14, 0.03, 0.018) if axis == 0 else (0.03, s - 0.14, 0.018)
                loc = (0, side * (s / 2 - 0.02), z) if axis == 0 else (side * (s / 2 - 0.02), 0, z)
                louvre = studio.box('cooler-louvre', size, loc, body, bevel=0.004)
                louvre.rotation_euler = (math.radians(side * 30), 0, 0) if axis == 0 else (0, math.radians(-side * 30), 0)
    for cx in (-1, 1):
        for cy in (-1, 1):
            studio.box('cooler-post', (0.07, 0.07, h + 0.02), (cx * (s / 2 - 0.01), cy * (s / 2 - 0.01), 0.12 + h / 2), body, bevel=0.01)
    studio.box('cooler-lid', (s + 0.06, s + 0.06, 0.08), (0, 0, 0.12 + h + 0.04), body, bevel=0.03, segments=4)
    bpy.ops.mesh.primitive_uv_sphere_add(radius=s * 0.5, location=(0, 0, 0.12 + h + 0.08))
    dome = bpy.context.active_object
    dome.scale = (1.05, 1.05, 0.16)
    dome.data.materials.append(body)
    bpy.ops.object.shade_smooth()
    studio.wordmark((0, -s / 2 - 0.035, 0.12 + h + 0.04), 0.05, P('cooler-ink', finish['ink'], 0.4))
    return units._group('evaporative-cooler', before)


# Heroes ------------------------------------------------------------------------------------------

def split_size(args):
    i = args['indoor']
    return (i['widthMm'] / 1000, i['heightMm'] / 1000, i['depthMm'] / 1000)


def wall_split_with_pipes(args, x, y, z, rotation=0.0, name='wall-split'):
    return units.place(units.wall_split(split_size(args), args['finish'], name=name), (x, y, z), rotation)


def hero_wall_mounted(args):
    """A bedroom: the wall split centred above the bed head, a window to the left with sheers, morning light."""
    H = 2.55
    wall = paint('#dfe2dc')
    floor(-3.2, 3.2, -5.0, 0.2, timber(light='#c9a57a', dark='#9b7550'))
    wall_y(0.07, -3.2, 3.2, H, wall)
    skirting_y(0.0, -3.2, 3.2)
    win = (-1.7, 1.5, 0.6, 2.2)
    wall_x(-2.6, -5.0, 0.14, H, wall, [win])
    window_frame_x(-2.6, *win)
    sheer_x(-2.52, *win)
    wall_x(2.2, -5.0, 0.14, H, wall)
    ceiling(-3.2, 3.2, -5.0, 0.14, H)
    outside((0.05, 8, 5), (-5.5, -2, 1.5), gradient_outside('garden', '#cfe0ef', '#9fb88f', 2.6))
    bed(0.0, 0.0)
    rug(0.0, -1.6, 2.6, 1.9, '#cfc6b6')
    for side in (-1, 1):
        bedside(side * 1.15, -0.22)
    art(1.65, 0.0, 1.45, 0.45, 0.6, axis='y')
    plant(1.75, -2.6, 1.2)
    wall_split_with_pipes(args, 0.0, 0.0, 1.95)
    sun(11.0, 30, 15)
    window_light_x(-2.6, *win, 90, side=1)
    studio.area_light('bounce', (1.0, -5.5, 2.0), (0, 0, 1.2), 3.0, 160, colour=(1.0, 0.96, 0.9))
    world('#c9dcf0', 0.5)
    studio.camera((1.1, -4.3, 1.3), (0.0, 0, 1.4), lens=32)
    studio.set_exposure(-0.2)


def hero_cooling(args):
    """A sunlit summer living room: big window on the left, afternoon sun on the boards, the wall split above the sofa."""
    H = 2.7
    wall = paint('#f1efea')
    floor(-3.6, 3.6, -6.0, 0.2, timber(light='#d8b48a', dark='#a87f56'))
    wall_y(0.07, -3.6, 3.6, H, wall)
    skirting_y(0.0, -3.6, 3.6)
    win = (-2.3, 2.6, 0.45, 2.35)
    wall_x(-2.8, -6.0, 0.14, H, wall, [win])
    window_frame_x(-2.8, *win, panes=3)
    ceiling(-3.6, 3.6, -6.0, 0.14, H)
    outside((0.05, 10, 6), (-7.0, -2, 2.0), gradient_outside('summer-garden', '#d8e9f7', '#a8c08a', 3.2))
    sofa(0.5, -0.55, colour='#b8b2a6', cushions=('#d9a25f', '#5f7f8c'))
    rug(0.5, -2.0, 3.0, 2.0, '#e3dccf')
    coffee_table(0.5, -2.0)
    armchair(-1.6, -2.4, '#d7c8ae', rotation=-70)
    floor_lamp(2.05, -0.45)
    plant(-2.3, -0.5, 1.5)
    art(0.5, 0.0, 1.45, 1.0, 0.55, colours=('#a9c1c9', '#e0c9a8'))
    wall_split_with_pipes(args, 0.5, 0.0, 2.1)
    sun(14.0, 28, -20, colour=(1.0, 0.9, 0.75))
    window_light_x(-2.8, *win, 220, side=1)
    studio.area_light('bounce', (1.5, -6.5, 2.2), (0.5, 0, 1.3), 3.0, 200, colour=(1.0, 0.96, 0.9))
    world('#cfe3f7', 0.6)
    studio.camera((2.0, -4.8, 1.3), (-0.1, 0, 1.5), lens=30)
    studio.set_exposure(-0.2)


def hero_heating(args):
    """A winter living room at dusk: blue window, warm lamps on, the wall split above a reading chair and bookcase."""
    H = 2.6
    wall = paint('#d8d0c4')
    floor(-3.4, 3.4, -5.5, 0.2, timber(light='#a9784e', dark='#6e4a2e'))
    wall_x(-2.4, -5.5, 0.14, H, wall)
    skirting_x(-2.33, -5.5, 0.0)
    win = (1.4, 1.8, 0.5, 2.2)
    wall_y(0.07, -3.4, 3.4, H, wall, [win])
    window_frame_y(0.07, *win, frame='#3a3632')
    outside((12, 0.05, 6), (1.5, 4.0, 2.0), gradient_outside('dusk', '#3d4f78', '#1d2230', 1.2))
    ceiling(-3.4, 3.4, -5.5, 0.14, H)
    sofa(-1.85, -2.0, colour='#6d4c41', rotation=90, cushions=('#c7923e', '#e3d6c0'))
    rug(-0.6, -2.1, 2.6, 2.2, '#a8553f')
    coffee_table(-0.6, -2.1, rotation=90)
    armchair(0.2, -0.8, '#3f5a56', rotation=160)
    floor_lamp(-1.7, -0.45, on=True, energy=60)
    bookcase(-0.5, -0.2, w=1.3, h=1.9)
    table_lamp(2.6, -0.35, 0.0, on=False)
    studio.box('sideboard', (1.2, 0.42, 0.7), (2.55, -0.22, 0.35), P('sideboard', '#5a3c28', 0.4, coat=0.3), bevel=0.006)
    table_lamp(2.3, -0.22, 0.7, on=True, energy=25)
    plant(3.0, -1.3, 1.1)
    wall_split_with_pipes(args, -0.5, 0.0, 2.08)
    window_light_y(0.07, *win, 25, colour=(0.55, 0.65, 1.0), side=1)
    studio.area_light('ceiling-warm', (0, -2.5, H - 0.05), (0, -2.5, 0), 1.2, 60, colour=(1.0, 0.75, 0.5))
    studio.area_light('bounce', (1.0, -6.0, 1.8), (0, 0, 1.2), 3.0, 40, colour=(1.0, 0.8, 0.6))
    world('#2b3550', 0.15)
    studio.camera((1.7, -4.6, 1.3), (-0.6, 0, 1.4), lens=30)
    studio.set_exposure(0.5)


def hero_dual_function(args):
    """Open living and dining: dining table under a pendant in front, the living area beyond, the wall split on the long wall."""
    H = 2.7
    wall = paint('#e9e4dc')
    floor(-4.5, 4.5, -7.0, 0.2, timber(light='#c29a6c', dark='#8c6642', boards=9))
    wall_y(0.07, -4.5, 4.5, H, wall)
    skirting_y(0.0, -4.5, 4.5)
    win = (-3.2, 3.2, 0.0, 2.4)
    wall_x(4.0, -7.0, 0.14, H, wall, [win])
    window_frame_x(4.0, *win, panes=3, frame='#2f2f2f', side=-1)
    ceiling(-4.5, 4.5, -7.0, 0.14, H)
    outside((0.05, 12, 6), (8.0, -3, 2.0), gradient_outside('deck', '#d6e6f5', '#9db37e', 3.0))
    sofa(-1.6, -0.55, colour='#7b8a8c', cushions=('#e1c89f', '#c86f4a'))
    rug(-1.6, -1.9, 2.8, 2.0, '#d8d0c0')
    coffee_table(-1.6, -1.9)
    dining(1.7, -2.8, rotation=90)
    pendant(1.7, -2.8, H, drop=0.95)
    plant(3.4, -0.5, 1.5)
    art(-1.6, 0.0, 1.45, 0.9, 0.55, colours=('#c9b79c', '#7f9aa3'))
    wall_split_with_pipes(args, 0.9, 0.0, 2.12)
    sun(12.0, 32, 200, colour=(1.0, 0.93, 0.82))
    window_light_x(4.0, *win, 260, side=-1)
    studio.area_light('bounce', (-2.0, -7.5, 2.2), (0, 0, 1.3), 3.0, 180, colour=(1.0, 0.96, 0.9))
    world('#d0e2f4', 0.6)
    studio.camera((-2.6, -5.8, 1.5), (0.8, -0.8, 1.4), lens=28)
    studio.set_exposure(-0.1)


def hero_multi(args):
    """An open-plan room: kitchen along the back, living at the left, a wall head on the back wall over the kitchen end and one on the left wall over the sofa."""
    H = 2.7
    wall = paint('#eceae4')
    floor(-4.0, 5.0, -8.0, 0.2, timber(light='#d1b089', dark='#a17c57', boards=9))
    wall_y(0.07, -4.0, 5.0, H, wall)
    wall_x(-3.2, -8.0, 0.14, H, wall)
    skirting_x(-3.13, -8.0, 0.0)
    win = (-4.2, 3.0, 0.0, 2.4)
    wall_x(4.2, -8.0, 0.14, H, wall, [win])
    window_frame_x(4.2, *win, panes=3, frame='#2f2f2f', side=-1)
    ceiling(-4.0, 5.0, -8.0, 0.14, H)
    outside((0.05, 14, 6), (9.0, -4, 2.0), gradient_outside('yard', '#d6e6f5', '#9cb27c', 3.0))
    kitchen(0.6, 4.1, 0.0)
    studio.box('island', (2.2, 0.9, 0.9), (2.3, -1.7, 0.45), P('island', '#3f4a4f', 0.45, coat=0.2), bevel=0.004)
    studio.box('island-top', (2.3, 1.0, 0.04), (2.3, -1.7, 0.92), P('stone', '#e7e4df', 0.22, coat=0.4), bevel=0.003)
    for i in range(3):
        studio.cylinder('stool', 0.18, 0.04, (1.6 + i * 0.7, -2.45, 0.66), weave('#b08a60', 'stool-seat'))
        studio.cylinder('stool-leg', 0.015, 0.64, (1.6 + i * 0.7, -2.45, 0.32), P('stool-leg', '#2a2a2a', 0.4))
    for i in range(2):
        pendant(1.8 + i * 1.0, -1.7, H, drop=0.85, colour='#d8d3c8')
    sofa(-2.6, -2.6, colour='#9aa39a', rotation=90, cushions=('#e0b77a', '#f0ece4'))
    rug(-1.5, -2.6, 2.2, 2.8, '#d9d2c4')
    coffee_table(-1.5, -2.6, rotation=90)
    plant(-2.7, -0.5, 1.5)
    wall_split_with_pipes(args, -1.3, 0.0, 2.12, name='head-kitchen')
    wall_split_with_pipes(args, -3.2 + 0.07, -2.6, 2.12, rotation=-90, name='head-living')
    sun(12.0, 30, 195, colour=(1.0, 0.93, 0.82))
    window_light_x(4.2, *win, 280, side=-1)
    studio.area_light('bounce', (0.0, -8.5, 2.2), (0, 0, 1.3), 3.5, 220, colour=(1.0, 0.96, 0.9))
    world('#d0e2f4', 0.6)
    studio.camera((2.4, -6.0, 1.5), (-1.3, -1.0, 1.55), lens=28)
    studio.set_exposure(-0.1)


def hero_cassette(args):
    """A family room with a four-way cassette in the ceiling, seen from low at the room's end, the ceiling in view."""
    H = 2.7
    i = args['indoor']
    size = (i['widthMm'] / 1000, i['heightMm'] / 1000, i['depthMm'] / 1000)
    wall = paint('#ece6db')
    floor(-4.0, 4.0, -8.0, 0.2, timber(light='#b98e62', dark='#85603d'))
    win = (0.2, 3.4, 0.0, 2.3)
    wall_y(0.07, -4.0, 4.0, H, wall, [win])
    window_frame_y(0.07, *win, panes=3, frame='#2f2f2f')
    wall_x(-3.4, -8.0, 0.14, H, wall)
    skirting_x(-3.33, -8.0, 0.0)
    wall_x(3.4, -8.0, 0.14, H, wall)
    # The ceiling (the cassette's panel sits on it, its body above it, as the installer cuts the opening).
    ceiling(-3.4, 3.4, -8.0, 0.14, H)
    cx, cy = 0.6, -3.4
    outside((14, 0.05, 6), (0, 5.0, 2.0), gradient_outside('pool-garden', '#d3e5f6', '#8fae78', 3.0))
    studio.box('deck', (12, 4.5, 0.04), (0, 2.4, -0.03), timber('deck', light='#a37d5a', dark='#7a5a3c', boards=6), bevel=0)
    sofa(-0.8, -1.2, length=2.6, colour='#c7c0b3', rotation=0, cushions=('#6c8c9b', '#d9a25f'))
    sofa(-2.75, -3.6, length=2.0, colour='#c7c0b3', rotation=90, cushions=('#e7dfd0', '#6c8c9b'))
    rug(-0.8, -3.3, 3.0, 2.4, '#cfc3ae')
    coffee_table(-0.8, -3.3, w=1.2, d=0.7)
    studio.box('tv-unit', (2.0, 0.45, 0.45), (1.0, -6.6, 0.225), P('tv-unit', '#6b4a32', 0.45, coat=0.2), bevel=0.005)
    plant(2.9, -0.6, 1.6)
    bookcase(-2.2, -0.2, w=1.0, h=1.8)
    units.place(units.cassette(size, args['finish']), (cx, cy, H))
    sun(12.0, 35, -80, colour=(1.0, 0.93, 0.82))
    window_light_y(0.07, *win, 260, side=-1)
    studio.area_light('bounce', (1.0, -8.0, 2.2), (0, -2, 1.3), 3.0, 180, colour=(1.0, 0.96, 0.9))
    world('#d0e2f4', 0.6)
    studio.camera((2.2, -7.4, 1.2), (0.0, -2.6, 1.9), lens=26)
    studio.set_exposure(-0.1)


def hero_ducted(args):
    """An open-plan living room seen from the hall: supply diffusers in the ceiling, a return-air grille, the wall controller by the doorway."""
    H = 2.7
    wall = paint('#e6e3dd')
    floor(-4.5, 4.5, -8.0, 0.2, timber(light='#cfa676', dark='#9a704a', boards=9))
    win = (-0.6, 4.2, 0.0, 2.4)
    wall_y(0.07, -4.5, 4.5, H, wall, [win])
    window_frame_y(0.07, *win, panes=4, frame='#2f2f2f')
    wall_x(-3.6, -8.0, 0.14, H, wall)
    skirting_x(-3.53, -8.0, 0.0)
    wall_x(3.4, -8.0, 0.14, H, wall)
    ceiling(-4.5, 4.5, -8.0, 0.14, H)
    outside((16, 0.05, 6), (0, 5.5, 2.0), gradient_outside('garden', '#d6e6f5', '#9ab27a', 3.0))
    sofa(-0.8, -2.4, length=2.4, colour='#d3cdc1', rotation=0, cushions=('#8fa39b', '#c98b5a'))
    armchair(1.6, -3.6, '#70807e', rotation=120)
    rug(-0.4, -3.5, 3.2, 2.2, '#d6cbb7')
    coffee_table(-0.5, -3.7, w=1.1, d=0.6)
    dining(-1.8, -6.0, length=1.6, rotation=0)
    plant(2.7, -0.7, 1.6)
    floor_lamp(-2.8, -1.0)
    for (x, y) in ((-2.0, -1.6), (1.2, -1.6), (-2.0, -5.0), (1.2, -5.0)):
        supply_grille(x, y, H)
    # The return-air grille in the ceiling by the side wall, where the camera sees it (nearer the hall than the supplies).
    return_grille(-2.8, -3.4, H)
    # The wall controller on the left wall, at 1.5 m.
    units.place(controller.wall_panel(args['finish']), (-3.53, -3.4, 1.5), rotation_z=90)
    sun(12.0, 40, -70, colour=(1.0, 0.93, 0.82))
    window_light_y(0.07, *win, 320, side=-1)
    studio.area_light('bounce', (0.0, -9.0, 2.2), (0, -2, 1.3), 3.5, 200, colour=(1.0, 0.96, 0.9))
    world('#d0e2f4', 0.6)
    studio.camera((2.9, -7.6, 1.45), (-0.6, -2.4, 1.8), lens=22)
    studio.set_exposure(0.0)


def hero_gas_ducted(args):
    """A winter living room: floor registers along the window wall and by the sofa, the wall controller by the door, a grey winter afternoon."""
    H = 2.6
    wall = paint('#ddd6cb')
    floor(-3.8, 3.8, -6.0, 0.2, timber(light='#b68a5c', dark='#7d5734', boards=9))
    win = (0.9, 2.4, 0.5, 2.2)
    wall_y(0.07, -3.8, 3.8, H, wall, [win])
    window_frame_y(0.07, *win, panes=2, frame='#f4f2ee')
    wall_x(-2.6, -6.0, 0.14, H, wall)
    skirting_x(-2.53, -6.0, 0.0)
    skirting_y(0.0, -3.8, 3.8)
    ceiling(-3.8, 3.8, -6.0, 0.14, H)
    outside((14, 0.05, 6), (0, 5.0, 2.0), gradient_outside('winter', '#b9c3cc', '#6d7a6a', 1.8))
    sofa(-1.95, -2.2, length=2.3, colour='#8b6f5a', rotation=90, cushions=('#d9c7a4', '#3f5a56'))
    studio.box('throw', (0.5, 0.6, 0.04), (-1.9, -2.9, 0.47), weave('#cbb89a', scale=100, contrast=0.25), bevel=0.02)
    rug(-0.5, -2.2, 2.0, 2.6, '#c1b49d')
    coffee_table(-0.6, -2.2, rotation=90)
    armchair(0.9, -2.0, '#5c6e6a', rotation=-100)
    floor_lamp(-2.0, -0.4, on=True, energy=40)
    bookcase(-2.45, -4.2, w=1.0, h=1.9, rotation=90)
    floor_vent(0.9, -0.35)
    floor_vent(1.9, -0.35)
    floor_vent(0.6, -3.6)
    units.place(controller.wall_panel(args['finish'], mode='HEAT', temperature='21'), (-1.0, 0.0, 1.5))
    window_light_y(0.07, *win, 140, colour=(0.85, 0.9, 1.0), side=-1)
    studio.area_light('ceiling-warm', (0.4, -2.5, H - 0.05), (0.4, -2.5, 0), 1.2, 70, colour=(1.0, 0.8, 0.6))
    studio.area_light('bounce', (2.5, -7.0, 1.8), (0, 0, 1.0), 3.0, 120, colour=(1.0, 0.88, 0.75))
    world('#9aa8b8', 0.3)
    studio.camera((2.6, -5.9, 1.6), (-0.4, -1.6, 0.7), lens=26)
    studio.set_exposure(0.25)


def hero_window(args):
    """A study or small bedroom: the window unit in the lower sash of a double-hung window, a desk beside it, a timber floor."""
    H = 2.5
    wall = paint('#e4e6e0')
    floor(-2.6, 2.6, -4.5, 0.2, timber(light='#caa27a', dark='#966f4c'))
    wall_x(-2.2, -4.5, 0.14, H, wall)
    skirting_x(-2.13, -4.5, 0.0)
    wx, ww, sill, head = 0.5, 1.2, 0.9, 2.2
    wall_x(2.6, -4.5, 0.14, H, wall)
    ceiling(-2.6, 2.6, -4.5, 0.14, H)
    wall_y(0.07, -2.6, 2.6, H, wall, [(wx, ww, sill, head)])
    skirting_y(0.0, -2.6, 2.6)
    frame = P('sash', '#f7f6f2', 0.35)
    # Double-hung timber window: the lower sash raised onto the unit, the gap above it closed by a side panel.
    for z in (sill, head):
        studio.box('frame-rail', (ww + 0.06, 0.12, 0.05), (wx, 0.07, z), frame, bevel=0.003)
    for dx in (-1, 1):
        studio.box('frame-stile', (0.05, 0.12, head - sill), (wx + dx * ww / 2, 0.07, (sill + head) / 2), frame, bevel=0.003)
    studio.box('sill', (ww + 0.2, 0.1, 0.035), (wx, -0.08, sill - 0.018), frame, bevel=0.003)
    uw, uh, _ = split_size(args)
    unit = window_unit(args['finish'], split_size(args))
    units.place(unit, (wx - 0.1, -0.16, sill + 0.0))
    top = sill + uh
    for dx in (-1, 1):
        studio.box('infill', ((ww - uw) / 2 - 0.02, 0.03, uh), (wx - 0.1 + dx * (uw / 2 + (ww - uw) / 4 - 0.01 + 0.05 * (dx < 0)), 0.05, sill + uh / 2), frame, bevel=0.002)
    studio.box('lower-sash', (ww - 0.04, 0.05, 0.05), (wx, 0.05, top + 0.025), frame, bevel=0.003)
    studio.box('meeting-rail', (ww - 0.04, 0.05, 0.05), (wx, 0.09, (top + head) / 2 + 0.25), frame, bevel=0.003)
    outside((10, 0.05, 6), (0, 4.0, 2.0), gradient_outside('street-trees', '#d8e8f6', '#98b184', 3.0))
    # Glazing on the upper half, so it reads as glass rather than an opening.
    studio.box('desk', (1.2, 0.6, 0.03), (-1.3, -0.35, 0.74), P('desk', '#c9a27a', 0.4, coat=0.2), bevel=0.004)
    for dx in (-1, 1):
        studio.box('desk-leg', (0.03, 0.55, 0.72), (-1.3 + dx * 0.57, -0.35, 0.36), P('desk-leg', '#2f2f2f', 0.4), bevel=0.003)
    studio.box('desk-chair-seat', (0.46, 0.44, 0.06), (-1.3, -0.95, 0.47), weave('#4f6670', 'desk-chair'), bevel=0.02)
    studio.box('desk-chair-back', (0.44, 0.05, 0.42), (-1.3, -1.16, 0.76), weave('#4f6670', 'desk-chair'), bevel=0.02)
    for lx in (-1, 1):
        for ly in (-1, 1):
            studio.box('chair-leg', (0.03, 0.03, 0.45), (-1.3 + lx * 0.2, -0.95 + ly * 0.19, 0.22), P('desk-leg', '#2f2f2f', 0.4), bevel=0.003)
    table_lamp(-1.7, -0.3, 0.755)
    studio.box('laptop', (0.33, 0.23, 0.015), (-1.15, -0.4, 0.762), P('aluminium', '#b9bcbf', 0.3, metallic=0.9), bevel=0.003)
    bed(2.53, -2.5, rotation=-90, linen='#f0ede6', throw='#c27a54', head='#8c9a9e')
    art(-2.2, -1.8, 1.55, 0.6, 0.8, axis='x', side=1)
    plant(-1.9, -2.8, 1.0)
    sun(12.0, 38, -95, colour=(1.0, 0.93, 0.82))
    window_light_y(0.07, wx, ww, top, head, 90, side=-1)
    studio.area_light('bounce', (0.5, -5.0, 2.0), (0, 0, 1.2), 3.0, 170, colour=(1.0, 0.96, 0.9))
    world('#d0e2f4', 0.5)
    studio.camera((-1.5, -3.7, 1.3), (0.6, -0.3, 1.15), lens=28)
    studio.set_exposure(-0.3)


def hero_evaporative(args):
    """A brick house seen from its back yard in summer: a gabled roof of Colorbond with the cooler on the ridge, a lawn, a gum tree."""
    # The house: brick walls 9 × 7 m, 2.7 m high, a 22° gable roof running along x.
    brick_wall = brick()
    wall_h, L, W = 2.7, 11.0, 8.0
    studio.box('house', (L, W, wall_h), (0, 0, wall_h / 2), brick_wall, bevel=0)
    # Mortar lines: a wave texture would cost little; keep brick plain but add a render band and windows.
    glass = P('window-glass', '#20303a', 0.05, coat=1.0)
    trim = P('window-trim', '#f2f0ea', 0.35)
    for x in (-3.2, 0.6, 3.6):
        studio.box('window', (1.6, 0.02, 1.3), (x, -W / 2 - 0.01, 1.55), glass, bevel=0)
        studio.box('window-trim', (1.7, 0.04, 1.4), (x, -W / 2 + 0.005, 1.55), trim, bevel=0.004)
    studio.box('door', (0.9, 0.02, 2.1), (-1.4, -W / 2 - 0.01, 1.05), P('door', '#3f4c55', 0.4), bevel=0)
    pitch = math.radians(22)
    rise = (W / 2 + 0.5) * math.tan(pitch)
    roof = P('colorbond', '#4e5354', 0.4, metallic=0.3)
    # Corrugations: a wave bump across the sheets.
    nodes, links = roof.node_tree.nodes, roof.node_tree.links
    wave = nodes.new('ShaderNodeTexWave')
    wave.inputs['Scale'].default_value = 60.0
    wave.bands_direction = 'X'
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.4
    links.new(wave.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], nodes['Principled BSDF'].inputs['Normal'])
    slope = math.hypot(W / 2 + 0.5, rise)
    for side in (-1, 1):
        sheet = studio.box('roof', (L + 0.8, slope, 0.04), (0, side * (W / 2 + 0.5) / 2, wall_h + rise / 2), roof, bevel=0)
        sheet.rotation_euler = (side * -pitch, 0, 0)
    gable = bpy.data.meshes.new('gable')
    verts = [(0, -W / 2, 0), (0, W / 2, 0), (0, 0, rise - 0.2)]
    gable.from_pydata(verts, [], [(0, 1, 2)])
    gable.materials.append(P('weatherboard', '#e8e2d6', 0.6))
    for sx in (-1, 1):
        obj = studio.link(bpy.data.objects.new('gable', gable))
        obj.location = (sx * L / 2, 0, wall_h)
    studio.box('gutter', (L + 0.8, 0.12, 0.1), (0, -W / 2 - 0.55, wall_h - 0.02), P('gutter', '#e8e5df', 0.4), bevel=0.01)
    studio.box('fascia', (L + 0.8, 0.03, 0.2), (0, -W / 2 - 0.5, wall_h + 0.05), P('gutter', '#e8e5df', 0.4), bevel=0)
    # The cooler on the rear slope near the ridge, on a flashing stand.
    cy = -1.3
    cz = wall_h + rise - abs(cy) * math.tan(pitch)
    studio.box('stand', (1.3, 1.3, 0.6), (1.5, cy, cz + 0.05), P('stand', '#dcd8cf', 0.5, metallic=0.4), bevel=0.01)
    units.place(evaporative_cooler(args['finish'], split_size(args)), (1.5, cy, cz + 0.35))
    # The yard.
    studio.box('lawn', (60, 40, 0.1), (0, -20, -0.05), lawn(), bevel=0)
    studio.box('path', (1.2, 6, 0.03), (-1.4, -7.0, 0.015), P('pavers', '#9e968a', 0.85), bevel=0)
    studio.box('patio', (5.0, 2.4, 0.06), (1.5, -5.2, 0.03), P('pavers', '#9e968a', 0.85), bevel=0)
    for i in range(60):
        studio.box('paling', (0.14, 0.02, 1.8), (-8.5, -13 + i * 0.2, 0.9), P('paling', '#7e6d5b', 0.8), bevel=0)
        studio.box('paling', (0.14, 0.02, 1.8), (8.5, -13 + i * 0.2, 0.9), P('paling', '#7e6d5b', 0.8), bevel=0).rotation_euler = (0, 0, math.radians(90))
    gum_tree(7.2, -3.5)
    for x in (4.5, 6.0):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=2, radius=0.7, location=(x, -4.7, 0.5))
        bpy.context.active_object.data.materials.append(weave('#4d6b3c', 'shrub', scale=50, contrast=0.3))
    sun(4.5, 48, 60, colour=(1.0, 0.95, 0.86), angle=1.0)
    world('#8fb8e6', 1.1)
    studio.camera((-5.0, -12.0, 2.0), (0.6, -1.0, 3.1), lens=36)
    studio.set_exposure(0.0)


HEROES = {
    'wall-mounted-air-conditioning': hero_wall_mounted,
    'cooling': hero_cooling,
    'heating': hero_heating,
    'dual-function': hero_dual_function,
    'multi-air-conditioning': hero_multi,
    'cassette-air-conditioners': hero_cassette,
    'ducted-air-conditioners': hero_ducted,
    'gas-ducted-heating': hero_gas_ducted,
    'window-air-conditioning': hero_window,
    'evaporative-cooling': hero_evaporative,
}


if __name__ == '__main__':
    args = json.loads(sys.argv[sys.argv.index('--') + 1])
    studio.empty_scene(args['width'], args['height'], args['samples'])
    # The page heroes build on this module's room kit, so they are imported once it is loaded.
    from pages import PAGE_HEROES
    {**HEROES, **PAGE_HEROES}[args['slug']](args)
    # Interiors: indirect diffuse light smoothed in the compositor (no denoiser in this Blender).
    studio.smooth_indirect(args['width'] / 1200)
    scene = bpy.context.scene
    scene.cycles.adaptive_threshold = args.get('threshold', 0.05)
    scene.cycles.diffuse_bounces = 2
    scene.cycles.glossy_bounces = 2
    scene.cycles.max_bounces = 5
    studio.render(args['output'])
