"""
The scenes of the wall splits, multi-splits and ceiling cassettes: their front, controller, in-room
and in-scale pictures, at the catalogue's sizes (millimetres) in the range's finish. Their outdoor
unit's picture is outdoor.py's. The Node script's builder table (scripts/renders/builders.ts) names
this module for these types.
"""
import controller
import rooms
import studio
import units


def front_wall_split(args):
    w, h, d = studio.metres(args['indoor'])
    finish = args['finish']
    dark = studio.is_dark(finish)
    studio.wall_backdrop(studio.backdrop_tone(finish))
    units.place(units.wall_split((w, h, d), finish), (0, 0, 0))
    target = (0, -d / 2, h * 0.48)
    studio.softboxes(target, scale=0.9)
    # A strip low in front: its reflection runs along the curved front, as in a catalogue photograph.
    studio.area_light('kicker', (0, -2.4, -0.9), target, 3.0, 70, size_y=0.25)
    # A dark cabinet reflects the room around it: a dim room keeps it charcoal, the softboxes give
    # it its highlights (as a photographer flags a black product).
    studio.set_world(0.18 if dark else 0.8)
    if dark:
        studio.dark_exposure()
    studio.frame_camera(target, w * 1.02, (0.5, 1.0, 0.16), lens=85, fill=0.8)


def front_multi(args):
    """The multi's outdoor unit on the studio floor and the wall heads it runs beside it, at one scale."""
    ow, oh, od = studio.metres(args['outdoor'])
    w, h, d = studio.metres(args['indoor'])
    heads = args.get('heads', 2)
    studio.backdrop(studio.backdrop_tone(args['outdoorFinish']))
    units.place(units.outdoor_unit((ow, oh, od), args['outdoorFinish']), (ow / 2 + 0.1, od / 2 + 0.2, 0))
    spacing = h + 0.16
    top = max(oh, heads * spacing + 0.2)
    for i in range(heads):
        head = units.wall_split((w, h, d), args['finish'], name=f'head-{i}')
        units.place(head, (-w / 2 - 0.15 - i * 0.08, 0.05 - i * 0.06, top - (i + 1) * spacing + 0.1))
    left, right = -w - 0.15 - heads * 0.08, ow + 0.1
    target = ((left + right) / 2, 0.1, top * 0.47)
    studio.softboxes(target, scale=1.2)
    studio.frame_camera(target, max(right - left, top * 4 / 3), (0.35, 1.0, -0.18), lens=70, fill=0.86)


def front_cassette(args):
    """The cassette in the studio seen from below at the front left: the panel's face, its four louvres, the body above."""
    w, h, d = studio.metres(args['indoor'])
    finish = args['finish']
    p = units.cassette_panel_size((w, h, d))
    studio.backdrop(studio.backdrop_tone(finish))
    centre = (0, 0.7, 2.2)
    units.place(units.cassette((w, h, d), finish), centre)
    # Lit from below, as the panel faces down: the key low at the front left, a fill at the right, a
    # rim light above and behind catching the body's edges.
    studio.area_light('key', (centre[0] - 1.6, centre[1] - 2.2, centre[2] - 1.3), centre, 2.0, 260, colour=(1.0, 0.98, 0.95))
    studio.area_light('fill', (centre[0] + 2.2, centre[1] - 1.2, centre[2] - 0.6), centre, 2.5, 110, colour=(0.95, 0.97, 1.0))
    studio.area_light('rim', (centre[0] + 0.5, centre[1] + 1.5, centre[2] + 1.6), centre, 2.0, 120)
    studio.set_world(0.6)
    studio.set_exposure(0.35)
    studio.frame_camera((centre[0], centre[1], centre[2] + h * 0.35), max(p, w) * 1.3, (0.5, 1.0, 0.55), lens=70, fill=0.68)


def in_room_wall_split(args):
    w, h, d = studio.metres(args['indoor'])
    rooms.living_room()
    units.place(units.wall_split((w, h, d), args['finish']), (0.3, 0, 2.05))
    rooms.daylight(strength=1.0, sun=4.0, sun_angle=(55, 0, -100))
    studio.camera((1.3, -3.9, 1.45), (-0.05, 0, 1.5), lens=26)
    studio.smooth_indirect(args['width'] / 1200)


def in_room_cassette(args):
    """The cassette in the family room's ceiling, flush with it, seen from the sofa's end of the room."""
    w, h, d = studio.metres(args['indoor'])
    rooms.living_room()
    units.place(units.cassette((w, h, d), args['finish']), (0.3, -3.0, 2.7))
    rooms.daylight(strength=1.0, sun=4.0, sun_angle=(55, 0, -100))
    studio.camera((1.5, -5.7, 1.45), (-0.2, -1.6, 1.95), lens=24)
    studio.smooth_indirect(args['width'] / 1200)


def in_scale(args):
    kind = args['productType']
    w, h, d = studio.metres(args['indoor'])
    in_ceiling = kind == 'cassette'
    outer = rooms.section_house(roof_space=0.55 if in_ceiling else 0.0)
    rooms.door(-3.6)
    rooms.person(-2.4, -0.5)
    cover = studio.principled('duct-cover', '#f2f1ee', 0.5)
    if in_ceiling:
        # In the ceiling of the room: the panel under the ceiling line, the body in the roof space;
        # its pipes run through the roof space and out through the wall.
        units.place(units.cassette((w, h, d), args['finish']), (-1.3, -0.7, 2.4))
        lagging = studio.dark('#1d1f21', 0.8)
        studio.box('pipes-roof', (1.3 - w / 2 + 0.27, 0.05, 0.05), (-(1.3 - w / 2) / 2 + 0.13, -0.45, 2.4 + h * 0.35), lagging, bevel=0.01)
        pipe_z = 2.4 + h * 0.35
    else:
        units.place(units.wall_split((w, h, d), args['finish']), (-1.2, 0, 2.05))
        pipe_z = 2.12
    if args.get('outdoor'):
        ow, oh, od = studio.metres(args['outdoor'])
        units.place(units.outdoor_unit((ow, oh, od), args['outdoorFinish']), (outer + 1.1, -0.1 + od, 0.08))
        studio.box('pad', (ow + 0.2, od + 0.2, 0.08), (outer + 1.1, -0.1 + od / 2, 0.04),
                   studio.principled('concrete', '#bdb8b0', 0.9), bevel=0.004)
        # The refrigerant pipes' cover: from the indoor unit along the wall, through it, down to the outdoor unit.
        if not in_ceiling:
            studio.box('pipe-cover-in', (1.2 - w / 2 + 0.05, 0.07, 0.07), (-(1.2 - w / 2) / 2, -0.035, 2.12), cover, bevel=0.005)
        studio.box('pipe-cover-out', (0.8, 0.07, 0.07), (outer + 0.4, -0.035 + 0.0, pipe_z), cover, bevel=0.005)
        studio.box('pipe-cover-down', (0.07, 0.07, pipe_z - oh * 0.4), (outer + 0.78, -0.035, (pipe_z + oh * 0.4) / 2), cover, bevel=0.005)
    rooms.daylight(strength=1.4, sun=3.0, sun_angle=(50, 0, -25))
    studio.camera((-1.0, -8.2, 1.35 if in_ceiling else 1.25), (-1.0, 0, 1.3 if in_ceiling else 1.2), lens=35)
    studio.smooth_indirect(args['width'] / 1200)


def build(args):
    picture, kind = args['picture'], args['productType']
    split = kind in ('wall-split', 'multi')
    if picture == 'front' and kind == 'wall-split':
        front_wall_split(args)
    elif picture == 'front' and kind == 'multi':
        front_multi(args)
    elif picture == 'front' and kind == 'cassette':
        front_cassette(args)
    elif picture == 'controller' and kind == 'cassette':
        controller.wall_scene(args['finish'])
    elif picture == 'controller':
        controller.scene(args['finish'])
    elif picture == 'in-room' and split:
        in_room_wall_split(args)
    elif picture == 'in-room' and kind == 'cassette':
        in_room_cassette(args)
    elif picture == 'in-scale' and (split or kind == 'cassette'):
        in_scale(args)
    else:
        raise SystemExit(f'no scene for the {picture} picture of a {kind}')
