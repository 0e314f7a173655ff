"""
The studio every product picture shares: an empty Cycles scene in metres, a seamless white backdrop,
softbox lights, a camera that frames a box, and the materials (glossy plastic, brushed metal, dark
grille, lit display). Scene builders per unit type call these; nothing here knows a product.
"""
import math

import bpy
from mathutils import Matrix, Vector


def srgb(hex_colour):
    """Linear RGBA from an sRGB hex colour (the finishes are written in sRGB)."""
    hex_colour = hex_colour.lstrip('#')
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return (*linear, 1.0)


def metres(size):
    """A catalogue size (millimetres, as the Node script passes it) as (width, height, depth) in metres."""
    return (size['widthMm'] / 1000, size['heightMm'] / 1000, size['depthMm'] / 1000)


def empty_scene(width, height, samples):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = 'CYCLES'
    cycles = scene.cycles
    cycles.device = 'CPU'
    cycles.samples = samples
    cycles.use_adaptive_sampling = True
    cycles.adaptive_threshold = 0.015
    cycles.adaptive_min_samples = 16
    cycles.use_denoising = False
    # Short light paths and a blur on glossy bounces: the noise a studio scene has is mostly fireflies.
    cycles.max_bounces = 6
    cycles.diffuse_bounces = 3
    cycles.glossy_bounces = 3
    cycles.transmission_bounces = 4
    cycles.transparent_max_bounces = 4
    cycles.caustics_reflective = False
    cycles.caustics_refractive = False
    cycles.blur_glossy = 1.0
    cycles.sample_clamp_indirect = 4.0
    cycles.seed = 7
    scene.render.threads_mode = 'FIXED'
    scene.render.threads = 2
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_depth = '16'
    scene.view_settings.view_transform = 'Filmic'
    for look in ('Filmic - Medium High Contrast', 'Medium High Contrast'):
        try:
            scene.view_settings.look = look
            break
        except TypeError:
            continue
    world = bpy.data.worlds.new('World')
    scene.world = world
    world.use_nodes = True
    world.node_tree.nodes['Background'].inputs['Color'].default_value = (0.8, 0.82, 0.85, 1)
    world.node_tree.nodes['Background'].inputs['Strength'].default_value = 0.35
    return scene


# Materials ---------------------------------------------------------------------------------------

_materials = {}


def principled(name, colour, roughness=0.4, metallic=0.0, coat=0.0, specular=0.5):
    key = (name, colour, roughness, metallic, coat)
    if key in _materials:
        return _materials[key]
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    bsdf = material.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = srgb(colour) if isinstance(colour, str) else colour
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Metallic'].default_value = metallic
    bsdf.inputs['Specular'].default_value = specular
    bsdf.inputs['Clearcoat'].default_value = coat
    bsdf.inputs['Clearcoat Roughness'].default_value = 0.06
    _materials[key] = material
    return material


def node_material(name):
    """A new material with its Principled BSDF, for a shader built of nodes: (material, nodes, links, bsdf)."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    return material, nodes, links, nodes['Principled BSDF']


def galvanised():
    """Galvanised sheet steel: grey metal with the zinc's faint spangle (a Voronoi mottling of colour and sheen)."""
    if 'galvanised-sheet' in bpy.data.materials:
        return bpy.data.materials['galvanised-sheet']
    material, nodes, links, bsdf = node_material('galvanised-sheet')
    bsdf.inputs['Metallic'].default_value = 0.9
    coords = nodes.new('ShaderNodeTexCoord')
    cells = nodes.new('ShaderNodeTexVoronoi')
    cells.inputs['Scale'].default_value = 45.0
    colour = nodes.new('ShaderNodeValToRGB')
    colour.color_ramp.elements[0].color = srgb('#a9b0b6')
    colour.color_ramp.elements[1].color = srgb('#c9ced2')
    rough = nodes.new('ShaderNodeMapRange')
    rough.inputs['To Min'].default_value = 0.28
    rough.inputs['To Max'].default_value = 0.42
    links.new(coords.outputs['Object'], cells.inputs['Vector'])
    links.new(cells.outputs['Distance'], colour.inputs['Fac'])
    links.new(cells.outputs['Distance'], rough.inputs['Value'])
    links.new(colour.outputs['Color'], bsdf.inputs['Base Color'])
    links.new(rough.outputs['Result'], bsdf.inputs['Roughness'])
    return material


def luminance(hex_colour):
    """Relative luminance (0 black to 1 white) of an sRGB hex colour."""
    r, g, b, _ = srgb(hex_colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def is_dark(finish):
    """A dark finish (the graphite Edge): lit and exposed as a dark product is photographed."""
    return luminance(finish['body']) < 0.2


def plastic(finish):
    """
    The cabinet: a glossy or satin plastic whose gloss is the finish's. A dark finish is moulded
    with less sheen on its base coat: a satin charcoal reads as charcoal only if the room it
    reflects does not wash over it.
    """
    gloss = finish['gloss']
    if is_dark(finish):
        # The swatch is the colour as printed; moulded charcoal plastic under studio light reads
        # darker than its swatch, so the base is taken down (linear) and the sheen kept narrow.
        r, g, b, _ = srgb(finish['body'])
        material = principled('cabinet', (r * 0.55, g * 0.55, b * 0.52, 1.0), roughness=0.45, coat=0.3,
                              specular=0.3)
        bsdf = material.node_tree.nodes['Principled BSDF']
        bsdf.inputs['Clearcoat Roughness'].default_value = 0.1
        return material
    return principled('cabinet', finish['body'], roughness=max(0.08, 0.55 - gloss * 0.55), coat=gloss * 0.8)


def brushed(colour, roughness=0.28):
    material = principled('metal-' + colour, colour, roughness=roughness, metallic=1.0)
    return material


def dark(colour='#17191b', roughness=0.55):
    return principled('dark-' + colour, colour, roughness=roughness)


def emission(name, colour, strength):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes = material.node_tree.nodes
    nodes.remove(nodes['Principled BSDF'])
    glow = nodes.new('ShaderNodeEmission')
    glow.inputs['Color'].default_value = srgb(colour)
    glow.inputs['Strength'].default_value = strength
    material.node_tree.links.new(glow.outputs[0], nodes['Material Output'].inputs['Surface'])
    return material


def glass(name='glass'):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    bsdf = material.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (0.9, 0.95, 1.0, 1)
    bsdf.inputs['Roughness'].default_value = 0.02
    bsdf.inputs['Transmission'].default_value = 1.0
    bsdf.inputs['IOR'].default_value = 1.2
    return material


# Objects -----------------------------------------------------------------------------------------

def link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def box(name, size, location, material, bevel=0.004, segments=3):
    """A box of `size` (x, y, z) metres centred on `location`, its edges rounded by `bevel`."""
    mesh = bpy.data.meshes.new(name)
    sx, sy, sz = (s / 2 for s in size)
    verts = [(x * sx, y * sy, z * sz) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    faces = [(0, 1, 3, 2), (4, 6, 7, 5), (0, 4, 5, 1), (2, 3, 7, 6), (0, 2, 6, 4), (1, 5, 7, 3)]
    mesh.from_pydata(verts, [], faces)
    mesh.materials.append(material)
    obj = link(bpy.data.objects.new(name, mesh))
    obj.location = location
    if bevel > 0:
        modifier = obj.modifiers.new('bevel', 'BEVEL')
        modifier.width = min(bevel, min(size) / 2.05)
        modifier.segments = segments
        modifier.limit_method = 'NONE'
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    return obj


def cylinder(name, radius, depth, location, material, rotation=(0, 0, 0), vertices=48, bevel=0.0):
    bpy.ops.mesh.primitive_cylinder_add(vertices=vertices, radius=radius, depth=depth, location=location,
                                        rotation=rotation)
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(material)
    if bevel > 0:
        modifier = obj.modifiers.new('bevel', 'BEVEL')
        modifier.width = bevel
        modifier.segments = 3
        modifier.limit_method = 'ANGLE'
    bpy.ops.object.shade_smooth()
    obj.data.use_auto_smooth = True
    return obj


def torus(name, major, minor, location, material, rotation=(0, 0, 0)):
    bpy.ops.mesh.primitive_torus_add(major_radius=major, minor_radius=minor, location=location,
                                     rotation=rotation, major_segments=64, minor_segments=8)
    obj = bpy.context.active_object
    obj.name = name
    obj.data.materials.append(material)
    bpy.ops.object.shade_smooth()
    return obj


def profile_slab(name, points, width, material, bevel, frame, closed=True):
    """
    A slab whose cross-section is a smooth 2D profile, extruded `width` metres along the frame's x.
    `points` are (u, v, tangent-angle-degrees, handle-length) with u, v the profile coordinates;
    `frame` maps profile (u, v, extrusion) to world axes. The bevel rounds the slab's edges, as a
    moulded cabinet's are.
    """
    curve = bpy.data.curves.new(name, 'CURVE')
    curve.dimensions = '2D'
    curve.resolution_u = 20
    curve.fill_mode = 'BOTH'
    curve.extrude = max(0.0005, width / 2 - bevel)
    curve.bevel_depth = bevel
    curve.bevel_resolution = 5
    spline = curve.splines.new('BEZIER')
    spline.bezier_points.add(len(points) - 1)
    spline.use_cyclic_u = closed
    for point, (u, v, angle, length) in zip(spline.bezier_points, points):
        direction = Vector((math.cos(math.radians(angle)), math.sin(math.radians(angle)), 0))
        point.co = (u, v, 0)
        point.handle_left_type = 'FREE'
        point.handle_right_type = 'FREE'
        point.handle_left = Vector((u, v, 0)) - direction * length
        point.handle_right = Vector((u, v, 0)) + direction * length
    curve.materials.append(material)
    obj = link(bpy.data.objects.new(name, curve))
    obj.matrix_world = frame
    return obj


def side_frame(origin):
    """Profile in the y-z plane (u = y, v = z), extruded along x: a side section of a unit."""
    return Matrix(((0, 0, 1, origin[0]), (1, 0, 0, origin[1]), (0, 1, 0, origin[2]), (0, 0, 0, 1)))


def text(name, body, size, location, material, rotation=(math.radians(90), 0, 0), extrude=0.0004,
         align='CENTER', bold=False):
    curve = bpy.data.curves.new(name, 'FONT')
    curve.body = body
    curve.size = size
    curve.extrude = extrude
    curve.align_x = align
    curve.align_y = 'CENTER'
    if bold:
        curve.space_character = 1.25
    curve.materials.append(material)
    obj = link(bpy.data.objects.new(name, curve))
    obj.location = location
    obj.rotation_euler = rotation
    return obj


def wordmark(location, size, material, rotation=(math.radians(90), 0, 0)):
    """The brand's mark printed on a cabinet: CIRRUS in spaced capitals."""
    mark = text('wordmark', 'CIRRUS', size, location, material, rotation=rotation, extrude=0.0003)
    mark.data.space_character = 1.35
    return mark


# Studio ------------------------------------------------------------------------------------------

def backdrop(colour='#fafafa'):
    """A seamless sweep: floor running into a wall through a curve, as a product studio has."""
    material = principled('backdrop', colour, roughness=0.85, specular=0.3)
    points = [(-8, 0, 0, 2), (2.2, 0, 0, 0.6), (3.2, 1.0, 90, 0.6), (3.2, 8, 90, 2)]
    # Profile (u = y, v = z) extruded 30 m across.
    sweep = profile_slab('backdrop', points, 30, material, 0.0, side_frame((0, 0, 0)), closed=False)
    sweep.data.fill_mode = 'NONE'
    return sweep


def backdrop_tone(finish):
    """
    The backdrop behind a unit: near-white behind a dark finish, a cool light grey behind a white
    one, so a white cabinet keeps its edges instead of melting into a white studio.
    """
    return '#f2f2f0' if is_dark(finish) else '#9aa3ac'


def dark_exposure():
    """
    Filmic's default look lifts a dark surface towards mid grey; a photographer exposing a charcoal
    product keeps its blacks. The high-contrast look and a little less exposure keep graphite dark
    while the white wall behind it stays white.
    """
    settings = bpy.context.scene.view_settings
    for look in ('Filmic - Very High Contrast', 'Very High Contrast'):
        try:
            settings.look = look
            break
        except TypeError:
            continue
    settings.exposure = 0.2


def wall_backdrop(colour='#fbfbfb'):
    """A plain wall at y = 0 facing -y, the floor far below: for units hung on a wall."""
    material = principled('wall', colour, roughness=0.9, specular=0.3)
    return box('wall', (30, 0.1, 20), (0, 0.05, 0), material, bevel=0)


def ceiling_backdrop(height, colour='#f1f2f3'):
    material = principled('ceiling', colour, roughness=0.9, specular=0.3)
    return box('ceiling', (30, 30, 0.1), (0, 0, height + 0.05), material, bevel=0)


def area_light(name, location, target, size, energy, colour=(1, 1, 1), size_y=None):
    light = bpy.data.lights.new(name, 'AREA')
    light.energy = energy
    light.color = colour
    if size_y:
        light.shape = 'RECTANGLE'
        light.size = size
        light.size_y = size_y
    else:
        light.size = size
    light.cycles.max_bounces = 6
    obj = link(bpy.data.objects.new(name, light))
    obj.location = location
    point_at(obj, target)
    return obj


def point_at(obj, target):
    direction = Vector(target) - Vector(obj.location)
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()


def softboxes(centre, scale=1.0):
    """Key softbox high at the front left, a fill at the right, a strip behind for the rim light."""
    cx, cy, cz = centre
    area_light('key', (cx - 2.2 * scale, cy - 2.6 * scale, cz + 2.0 * scale), centre, 2.2 * scale,
               320 * scale * scale, colour=(1.0, 0.98, 0.95))
    area_light('fill', (cx + 3.0 * scale, cy - 1.8 * scale, cz + 0.6 * scale), centre, 3.0 * scale,
               110 * scale * scale, colour=(0.95, 0.97, 1.0))
    bpy.context.scene.view_settings.exposure = 0.45
    area_light('top', (cx, cy - 0.4 * scale, cz + 3.0 * scale), centre, 3.0 * scale, 90 * scale * scale,
               size_y=1.0 * scale)


def camera(location, target, lens=70, shift_y=0.0):
    data = bpy.data.cameras.new('camera')
    data.lens = lens
    data.sensor_width = 36
    data.shift_y = shift_y
    data.clip_start = 0.02
    data.clip_end = 200
    obj = link(bpy.data.objects.new('camera', data))
    obj.location = location
    point_at(obj, target)
    bpy.context.scene.camera = obj
    return obj


def frame_camera(target, size, direction, lens=70, fill=0.72, aspect=4 / 3):
    """
    A camera looking at `target` along `direction` (from the camera towards the target), far enough
    that a subject of `size` metres (its largest extent across the picture) fills `fill` of the frame.
    """
    fov = 2 * math.atan(36 / (2 * lens))
    vertical_fov = 2 * math.atan(math.tan(fov / 2) / aspect)
    distance = (size / fill / 2) / math.tan(min(fov, vertical_fov * aspect) / 2)
    d = Vector(direction).normalized()
    location = Vector(target) - d * distance
    return camera(tuple(location), target, lens)


def render(path):
    bpy.context.scene.render.filepath = path
    bpy.ops.render.render(write_still=True)


def set_exposure(stops):
    bpy.context.scene.view_settings.exposure = stops


def set_world(strength, colour=(0.8, 0.82, 0.85, 1)):
    background = bpy.context.scene.world.node_tree.nodes['Background']
    background.inputs['Color'].default_value = colour
    background.inputs['Strength'].default_value = strength


def smooth_indirect(radius=1.0):
    """
    Noise reduction without a denoiser (this Blender has no OIDN): the picture is put together again
    from its light passes, with the indirect diffuse light, which is smooth in a real room and
    where nearly all the grain of an interior is, smoothed by a bilateral blur that stops at
    edges (the surface normals and the albedo tell it where they are), and the direct diffuse light
    smoothed more lightly. Texture and edges come back through the albedo, which is not blurred, so the
    floorboards and printed labels stay sharp.
    `radius` scales the blur with the picture's size (1.0 at 1200 px wide).
    """
    scene = bpy.context.scene
    # Fireflies are indirect light clamped; the blur takes the rest.
    scene.cycles.sample_clamp_indirect = 1.5
    layer = scene.view_layers[0]
    for name in ('use_pass_diffuse_direct', 'use_pass_diffuse_indirect', 'use_pass_diffuse_color',
                 'use_pass_glossy_direct', 'use_pass_glossy_indirect', 'use_pass_glossy_color',
                 'use_pass_transmission_direct', 'use_pass_transmission_indirect',
                 'use_pass_transmission_color', 'use_pass_emit', 'use_pass_environment', 'use_pass_normal'):
        setattr(layer, name, True)
    scene.use_nodes = True
    tree = scene.node_tree
    nodes, links = tree.nodes, tree.links
    for node in list(nodes):
        nodes.remove(node)
    passes = nodes.new('CompositorNodeRLayers')
    out = nodes.new('CompositorNodeComposite')

    def op(kind, a, b):
        node = nodes.new('CompositorNodeMixRGB')
        node.blend_type = kind
        node.inputs['Fac'].default_value = 1.0
        links.new(a, node.inputs[1])
        links.new(b, node.inputs[2])
        return node.outputs['Image']

    # Where the edges are: normals (which way a surface faces) plus albedo (where one material meets another).
    edges = op('ADD', passes.outputs['Normal'], passes.outputs['DiffCol'])

    def blur(socket, iterations, sigma_colour, sigma_space):
        node = nodes.new('CompositorNodeBilateralblur')
        node.iterations = iterations
        node.sigma_color = sigma_colour
        node.sigma_space = sigma_space * radius
        links.new(socket, node.inputs['Image'])
        links.new(edges, node.inputs['Determinator'])
        return node.outputs['Image']

    indirect = blur(passes.outputs['DiffInd'], 3, 0.3, 5.0)
    direct = blur(passes.outputs['DiffDir'], 1, 0.2, 2.0)
    diffuse = op('MULTIPLY', op('ADD', direct, indirect), passes.outputs['DiffCol'])
    glossy = op('MULTIPLY', op('ADD', passes.outputs['GlossDir'], passes.outputs['GlossInd']), passes.outputs['GlossCol'])
    transmission = op('MULTIPLY', op('ADD', passes.outputs['TransDir'], passes.outputs['TransInd']),
                      passes.outputs['TransCol'])
    total = op('ADD', op('ADD', op('ADD', diffuse, glossy), transmission),
               op('ADD', passes.outputs['Emit'], passes.outputs['Env']))
    links.new(total, out.inputs['Image'])
