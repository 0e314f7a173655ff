"""
The page heroes (home, Edge, products, promotions, warranty, the sizing guide): rooms and a yard of
their own, none of them a category's, built from the category heroes' room kit (scene.py) and the
product pipeline's unit models. Each reads the same arguments as a category hero, plus the outdoor
unit's size and finish where the picture shows it.
"""

import bpy

import studio
import units
from scene import (
    P, armchair, art, bed, bedside, brick, ceiling, coffee_table, dining, floor, floor_lamp, gradient_outside, gum_tree,
    lawn, outside, paint, pendant, pipe_cover, plant, rug, skirting_x, skirting_y, sheer_x, sofa, sun, table_lamp, timber,
    wall_split_with_pipes, wall_x, wall_y, weave, window_frame_x, window_frame_y, window_light_x, window_light_y, world,
)


def outdoor_size(args):
    o = args['outdoor']
    return (o['widthMm'] / 1000, o['heightMm'] / 1000, o['depthMm'] / 1000)


def outdoor_unit_on_slab(args, x, wall_face_y, concrete='#a8a39a'):
    """
    The outdoor unit as an installer leaves it against a wall whose face is the plane y = wall_face_y
    (the garden towards -y): on a concrete slab, on rubber feet, its back 100 mm off the wall.
    Returns its size (metres).
    """
    w, h, d = outdoor_size(args)
    studio.box('slab', (w + 0.3, d + 0.35, 0.08), (x, wall_face_y - (d + 0.35) / 2, 0.04), P('concrete', concrete, 0.9), bevel=0.01)
    for fx in (-0.3, 0.3):
        studio.box('foot', (0.08, d + 0.05, 0.04), (x + fx * w, wall_face_y - d / 2 - 0.1, 0.1), P('rubber', '#1f1f1f', 0.9), bevel=0.004)
    units.place(units.outdoor_unit((w, h, d), args['outdoorFinish']), (x, wall_face_y - 0.1, 0.12))
    return w, h, d


def sideboard(x, y, w=1.8, rotation=0.0, colour='#6b4a32'):
    """A low timber sideboard against a wall (its back at y before turning), with a vase and a few books on it."""
    before = {o.name for o in bpy.context.scene.objects}
    wood = P('sideboard-' + colour, colour, 0.4, coat=0.3)
    studio.box('sideboard', (w, 0.42, 0.62), (0, -0.21, 0.35), wood, bevel=0.006)
    for sx in (-1, 1):
        studio.box('sideboard-leg', (0.04, 0.04, 0.04), (sx * (w / 2 - 0.08), -0.21, 0.02), P('leg', '#2a2420', 0.5), bevel=0.003)
    for i in range(1, 3):
        studio.box('door-gap', (0.004, 0.004, 0.56), (-w / 2 + i * w / 3, -0.421, 0.35), P('gap', '#2a2018', 0.8), bevel=0)
    studio.cylinder('vase', 0.08, 0.32, (w * 0.3, -0.2, 0.82), P('vase-tall', '#d7cfc2', 0.3, coat=0.5), bevel=0.01)
    for i, colour_ in enumerate(('#2f4a5c', '#c9b79c', '#7a3b2e')):
        studio.box('book', (0.24, 0.17, 0.035), (-w * 0.28, -0.2, 0.68 + i * 0.036), P('book-s' + str(i), colour_, 0.7), bevel=0.003)
    root = units._group('sideboard', before)
    units.place(root, (x, y, 0), rotation)
    return root


# Home: the Edge in a sunlit living room, gum trees through the window --------------------------

def page_home(args):
    """A lived-in living room on a clear afternoon: the graphite Edge above a deep green sofa, a wide window onto gum trees."""
    H = 2.7
    wall = paint('#efebe4')
    floor(-3.8, 3.4, -6.0, 0.2, timber(light='#cfa77b', dark='#9c7350', boards=9))
    wall_y(0.07, -3.8, 3.4, H, wall)
    skirting_y(0.0, -3.8, 3.4)
    win = (-2.1, 2.8, 0.45, 2.35)
    wall_x(2.9, -6.0, 0.14, H, wall, [win])
    window_frame_x(2.9, *win, panes=3, frame='#2f2f2f', side=-1)
    wall_x(-3.2, -6.0, 0.14, H, wall)
    skirting_x(-3.13, -6.0, 0.0)
    ceiling(-3.8, 3.4, -6.0, 0.14, H)
    # Outside the window: a lawn and the sky beyond.
    studio.box('lawn', (14, 20, 0.1), (10.0, -3.0, -0.35), lawn(), bevel=0)
    outside((0.05, 30, 14), (18.0, -3, 3.0), gradient_outside('gum-sky', '#bcd6ee', '#9fb88a', 2.8))
    sheer_x(2.8, *win)
    sofa(0.2, -0.55, length=2.4, colour='#35584f', cushions=('#d9a25f', '#efe7da'))
    # A knitted throw over the sofa's left arm, and a side table with a lamp at its right.
    throw = weave('#c9b08a', 'knit-throw', scale=90, contrast=0.25)
    studio.box('throw-top', (0.2, 0.7, 0.03), (-0.92, -0.5, 0.645), throw, bevel=0.012)
    studio.box('throw-fall', (0.03, 0.7, 0.45), (-1.03, -0.5, 0.42), throw, bevel=0.012)
    studio.cylinder('side-table', 0.22, 0.03, (1.78, -0.4, 0.56), P('side-table', '#6b4a32', 0.4, coat=0.3), bevel=0.006)
    studio.cylinder('side-table-stem', 0.025, 0.55, (1.78, -0.4, 0.275), P('leg', '#2a2420', 0.5))
    table_lamp(1.78, -0.4, 0.575)
    rug(0.2, -2.1, 3.2, 2.2, '#ddd3c2')
    coffee_table(0.2, -2.1, w=1.2)
    armchair(2.1, -2.4, '#d8c7a8', rotation=110)
    sideboard(-2.2, 0.0, w=1.4)
    floor_lamp(-1.35, -0.4)
    plant(2.35, -0.45, 1.6)
    art(-2.2, 0.0, 1.55, 0.7, 0.5, colours=('#c9b79c', '#7f9aa3'))
    wall_split_with_pipes(args, 0.2, 0.0, 2.1)
    # From the garden side, a little towards the back wall: a sun travelling away from it drew a bright arc across it.
    sun(13.0, 35, 160, colour=(1.0, 0.92, 0.8))
    window_light_x(2.9, *win, 240, side=-1)
    studio.area_light('bounce', (-1.0, -6.5, 1.6), (0.2, 0, 1.6), 3.0, 200, colour=(1.0, 0.96, 0.9))
    world('#cfe3f7', 0.6)
    studio.camera((-1.3, -4.6, 1.3), (0.9, -0.3, 1.5), lens=31)
    studio.set_exposure(-0.15)


# Edge: a bedroom at night, quiet ---------------------------------------------------------------

def page_edge(args):
    """A bedroom late at night: the Edge above the bed head, one bedside lamp on low, the window deep blue."""
    H = 2.55
    wall = paint('#cfd2cb')
    floor(-3.4, 3.0, -5.0, 0.2, timber(light='#9c7452', dark='#6b4b33'))
    win = (1.9, 1.2, 0.7, 2.25)
    wall_y(0.07, -3.4, 3.0, H, wall, [win])
    window_frame_y(0.07, *win, frame='#2b2b2b')
    skirting_y(0.0, -3.4, 3.0)
    wall_x(-2.5, -5.0, 0.14, H, wall)
    ceiling(-3.4, 3.0, -5.0, 0.14, H)
    outside((8, 0.05, 6), (1.9, 3.0, 2.0), gradient_outside('night', '#1d2b4d', '#0b1222', 0.8))
    bed(-0.4, 0.0, linen='#e6e2da', throw='#4d5a6b', head='#56606b')
    rug(-0.4, -1.4, 2.8, 2.2, '#8c8579')
    bedside(-1.55, -0.22, lamp_on=True)
    bedside(0.75, -0.22)
    art(-2.43, -2.0, 1.45, 0.8, 0.55, colours=('#43566b', '#a8937a'), axis='x', side=1)
    armchair(1.9, -2.3, '#7a6a58', rotation=140)
    wall_split_with_pipes(args, -0.4, 0.0, 1.95)
    # The city's glow through the window and the lamp do the lighting; a faint fill keeps the corners readable.
    window_light_y(0.07, *win, 14, colour=(0.5, 0.6, 1.0), side=-1)
    # The lamp's glow on the wall and bed head, as a soft light (a bare point light in a shade speckles the ceiling).
    studio.area_light('lamp-glow', (-1.45, -0.9, 1.3), (-1.2, 0.07, 1.2), 0.6, 12, colour=(1.0, 0.7, 0.42))
    studio.area_light('fill', (1.5, -5.5, 1.8), (-0.4, 0, 1.4), 3.0, 30, colour=(0.85, 0.8, 0.9))
    world('#101828', 0.1)
    studio.camera((1.2, -3.8, 1.25), (-0.5, 0, 1.5), lens=32)
    studio.set_exposure(1.0)


# Products: the Aura inside, its outdoor unit on the patio beyond the glass door ----------------

def page_products(args):
    """A family room opening onto a brick patio through glass doors: the Aura above the sofa, its outdoor unit on a slab outside."""
    H = 2.7
    wall = paint('#f0eee9')
    floor(-3.6, 2.8, -6.0, 0.2, timber(light='#d3b088', dark='#a5815b', boards=9))
    wall_y(0.07, -3.6, 2.8, H, wall)
    skirting_y(0.0, -3.6, 2.8)
    door = (-1.9, 2.6, 0.0, 2.3)
    wall_x(2.8, -6.0, 0.14, H, wall, [door])
    window_frame_x(2.8, *door, panes=2, frame='#2f2f2f', side=-1)
    wall_x(-3.0, -6.0, 0.14, H, wall)
    ceiling(-3.6, 2.8, -6.0, 0.14, H)
    # Outside: the house's brick wall turning the corner, the patio, the lawn, a fence and a gum.
    studio.box('house-wall', (6.0, 0.3, 3.0), (5.9, 0.22, 1.5), brick(), bevel=0)
    studio.box('patio', (6.0, 8.0, 0.06), (5.9, -3.8, -0.03), P('pavers', '#a39b8f', 0.85), bevel=0)
    studio.box('lawn', (20, 24, 0.1), (15.0, -6.0, -0.07), lawn(), bevel=0)
    for i in range(70):
        studio.box('paling', (0.02, 0.14, 1.8), (12.5, -12 + i * 0.2, 0.9), P('paling', '#7e6d5b', 0.8), bevel=0)
    gum_tree(15.0, -2.0, 1.0)
    outside((0.05, 40, 16), (22.0, -4, 3.0), gradient_outside('patio-sky', '#c6ddf2', '#a9bd92', 2.6))
    ow, _, _ = outdoor_unit_on_slab(args, 4.6, 0.07, concrete='#bdb8ae')
    pipe_cover([(4.6 - ow / 2 - 0.12, -0.0, 0.35), (4.6 - ow / 2 - 0.12, -0.0, 2.2)], P('cover-o', '#ecebe6', 0.45))
    sofa(-0.6, -0.55, length=2.4, colour='#c4bcb0', cushions=('#5f7f8c', '#d9a25f'))
    rug(-0.6, -2.1, 3.0, 2.0, '#d9d0c0')
    coffee_table(-0.6, -2.1)
    armchair(-2.4, -2.5, '#8e6f56', rotation=-70)
    plant(-2.5, -0.5, 1.5)
    art(-0.6, 0.0, 1.5, 0.9, 0.55, colours=('#d9b99a', '#9fb2b8'))
    wall_split_with_pipes(args, 0.9, 0.0, 2.12)
    sun(12.0, 35, 215, colour=(1.0, 0.93, 0.82))
    window_light_x(2.8, *door, 260, side=-1)
    studio.area_light('bounce', (-1.5, -6.5, 1.6), (0, 0, 1.6), 3.0, 200, colour=(1.0, 0.96, 0.9))
    world('#cfe3f7', 0.7)
    studio.camera((-1.9, -4.6, 1.4), (1.1, -0.6, 1.45), lens=30)
    studio.set_exposure(-0.15)


# Promotions: a summer dining room ---------------------------------------------------------------

def page_promotions(args):
    """A summer dining room: the Aura above a sideboard beside glass doors onto the deck, a table for six in the sun."""
    H = 2.7
    wall = paint('#dfe4dc')
    floor(-3.2, 3.2, -6.0, 0.2, timber(light='#dcbc93', dark='#b08a60', boards=9))
    doors = (0.5, 3.4, 0.0, 2.4)
    wall_y(0.07, -3.2, 3.2, H, wall, [doors])
    window_frame_y(0.07, *doors, panes=3, frame='#f4f3ef')
    skirting_y(0.0, -3.2, -1.2)
    wall_x(-3.2, -6.0, 0.14, H, wall)
    skirting_x(-3.13, -6.0, 0.0)
    ceiling(-3.2, 3.2, -6.0, 0.14, H)
    studio.box('deck', (12, 5.0, 0.04), (0, 2.6, -0.03), timber('deck', light='#a37d5a', dark='#7a5a3c', boards=6), bevel=0)
    gum_tree(3.5, 9.0, 1.0)
    outside((20, 0.05, 10), (0, 12.0, 3.0), gradient_outside('summer', '#bfdaf2', '#9bb883', 3.2))
    dining(0.4, -2.3, length=2.0)
    for i in range(2):
        pendant(-0.05 + i * 0.9, -2.3, H, drop=0.95, colour='#e8e2d6')
    sideboard(-2.2, 0.0, w=1.6, colour='#c9a57a')
    art(-3.13, -2.3, 1.5, 0.9, 0.6, colours=('#e0c9a8', '#7f9aa3'), axis='x', side=1)
    plant(2.7, -0.6, 1.4)
    studio.cylinder('fruit-bowl', 0.16, 0.06, (0.8, -2.3, 0.79), P('bowl-blue', '#3f6f8f', 0.3, coat=0.5), bevel=0.01)
    for dx, dy in ((0.0, 0.0), (0.07, 0.05), (-0.06, 0.04), (0.03, -0.06)):
        bpy.ops.mesh.primitive_uv_sphere_add(radius=0.04, location=(0.8 + dx, -2.3 + dy, 0.84))
        bpy.context.active_object.data.materials.append(P('lemon', '#e8c53a', 0.45))
    wall_split_with_pipes(args, -2.2, 0.0, 2.12)
    sun(14.0, 38, -100, colour=(1.0, 0.9, 0.75))
    window_light_y(0.07, *doors, 220, side=-1)
    studio.area_light('bounce', (1.5, -6.5, 1.6), (0, -2, 1.6), 3.0, 140, colour=(1.0, 0.96, 0.9))
    world('#cfe3f7', 0.6)
    studio.camera((0.9, -4.4, 1.5), (-1.4, -0.2, 1.65), lens=30)
    studio.set_exposure(-0.3)


# Warranty: the outdoor unit where an installer leaves it -----------------------------------------

def page_warranty(args):
    """The Edge's outdoor unit on its slab against a brick wall in the side passage, the pipes in a cover up the wall, late sun."""
    wall_h = 2.7
    studio.box('house', (10.0, 0.3, wall_h), (0, 0.15, wall_h / 2), brick(light='#94705f', dark='#86614f', mortar='#a89c8e', mortar_size=0.007), bevel=0)
    studio.box('eave', (10.0, 0.6, 0.15), (0, -0.15, wall_h + 0.05), P('eave', '#ece8e0', 0.5), bevel=0.005)
    studio.box('gutter', (10.0, 0.12, 0.1), (0, -0.45, wall_h + 0.02), P('gutter', '#e8e5df', 0.4), bevel=0.01)
    glass = P('window-glass', '#24323c', 0.05, coat=1.0)
    studio.box('window', (1.2, 0.02, 1.0), (2.2, -0.01, 1.7), glass, bevel=0)
    studio.box('window-trim', (1.3, 0.04, 1.1), (2.2, 0.005, 1.7), P('trim', '#f2f0ea', 0.35), bevel=0.004)
    studio.box('path', (10.0, 3.0, 0.04), (0, -1.6, 0.0), P('pavers', '#a39b8f', 0.85), bevel=0)
    studio.box('garden-bed', (10.0, 1.6, 0.12), (0, -3.9, 0.06), P('mulch', '#5b4636', 0.95), bevel=0.01)
    for i, (x, r) in enumerate(((-2.8, 0.45), (-1.2, 0.35), (0.9, 0.5), (2.6, 0.4))):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=3, radius=r, location=(x, -3.9, 0.12 + r * 0.7))
        bpy.context.active_object.data.materials.append(weave('#53733f', 'shrub', scale=50, contrast=0.3))
    ux = -0.6
    ow, _, _ = outdoor_unit_on_slab(args, ux, 0.0)
    cover = P('cover', '#d8d4cc', 0.45)
    pipe_cover([(ux - ow / 2 - 0.12, -0.04, 0.3), (ux - ow / 2 - 0.12, -0.04, 1.9)], cover)
    pipe_cover([(ux - ow / 2 - 0.12, -0.04, 0.3), (ux - ow / 2 + 0.05, -0.04, 0.3)], cover)
    studio.box('isolator', (0.1, 0.06, 0.16), (ux + ow / 2 + 0.18, -0.03, 1.05), P('isolator', '#e9e7e1', 0.4), bevel=0.006)
    studio.box('isolator-switch', (0.03, 0.02, 0.05), (ux + ow / 2 + 0.18, -0.07, 1.05), P('switch', '#b33a2f', 0.4), bevel=0.003)
    studio.box('fence', (0.05, 12, 1.8), (-4.5, -4.0, 0.9), P('fence', '#6f6a60', 0.6, metallic=0.3), bevel=0)
    studio.box('lawn', (30, 30, 0.1), (0, -16, -0.06), lawn(), bevel=0)
    sun(4.2, 22, 60, colour=(1.0, 0.86, 0.68), angle=1.0)
    world('#a9c6e6', 1.4)
    studio.camera((1.4, -2.9, 1.1), (-0.55, -0.3, 0.6), lens=40)
    studio.set_exposure(0.0)


# The sizing guide: a living room with its size drawn on -----------------------------------------

def dimension(points, label, label_at, material, ink, tick_axis):
    """A drawn dimension: a thin line between two points with end ticks, and its figure beside it."""
    (ax, ay, az), (bx, by, bz) = points
    t = 0.02
    size = (abs(bx - ax) + t, abs(by - ay) + t, abs(bz - az) + t)
    studio.box('dimension', size, ((ax + bx) / 2, (ay + by) / 2, (az + bz) / 2), material, bevel=0)
    for x, y, z in points:
        tick = (0.02, 0.02, 0.2) if tick_axis == 'z' else (0.2, 0.02, 0.02)
        studio.box('dimension-tick', tick, (x, y, z), material, bevel=0)
    label_box = studio.box('dimension-label', (1.0, 0.01, 0.36), label_at, P('label-card', '#ffffff', 0.6), bevel=0.02)
    label_box.visible_shadow = False
    x, y, z = label_at
    studio.text('dimension-figure', label, 0.26, (x, y - 0.012, z), ink, extrude=0.0005, bold=True)


def page_sizing(args):
    """A living room seen square on, 5.0 m across and 2.4 m to the ceiling, both drawn on: the sizes the guide asks for."""
    H, half = 2.4, 2.5
    wall = paint('#eeebe5')
    floor(-half, half, -6.0, 0.2, timber(light='#caa378', dark='#977050', boards=9))
    wall_y(0.07, -half - 0.2, half + 0.2, H, wall)
    skirting_y(0.0, -half, half)
    win = (-2.0, 2.4, 0.5, 2.1)
    wall_x(half, -6.0, 0.14, H, wall, [win])
    window_frame_x(half, *win, panes=2, side=-1)
    wall_x(-half, -6.0, 0.14, H, wall)
    skirting_x(-half + 0.07, -6.0, 0.0)
    ceiling(-half, half, -6.0, 0.14, H)
    outside((0.05, 12, 8), (7.0, -2, 2.0), gradient_outside('side-garden', '#cfe0ef', '#9fb88f', 2.6))
    sofa(0.0, -0.55, length=2.3, colour='#8d9a8e', cushions=('#e0b77a', '#f0ece4'))
    rug(0.0, -2.0, 2.8, 1.9, '#dcd4c6')
    coffee_table(0.0, -2.0)
    plant(2.0, -0.45, 1.5)
    wall_split_with_pipes(args, 0.0, 0.0, 1.9)
    navy = studio.emission('dimension-ink', '#1f3b5c', 1.0)
    ink = P('figure-ink', '#1f3b5c', 0.5)
    # Across the back wall under the ceiling, and up the left-hand corner.
    dimension([(-half + 0.02, -0.03, H - 0.14), (half - 0.02, -0.03, H - 0.14)], '5.0 m', (-1.3, -0.04, H - 0.14), navy, ink, 'z')
    dimension([(-half + 0.12, -0.03, 0.02), (-half + 0.12, -0.03, H - 0.02)], '2.4 m', (-half + 0.75, -0.04, 1.45), navy, ink, 'x')
    sun(10.0, 30, 190, colour=(1.0, 0.93, 0.82))
    window_light_x(half, *win, 200, side=-1)
    studio.area_light('bounce', (0.0, -6.5, 1.5), (0, 0, 1.5), 3.0, 200, colour=(1.0, 0.96, 0.9))
    world('#cfe3f7', 0.6)
    studio.camera((0.35, -5.6, 1.25), (0.35, 0, 1.2), lens=24)
    studio.set_exposure(-0.15)


PAGE_HEROES = {
    'home': page_home,
    'edge': page_edge,
    'products': page_products,
    'promotions': page_promotions,
    'warranty': page_warranty,
    'your-perfect-climate': page_sizing,
}
