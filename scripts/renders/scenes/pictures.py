"""
One picture's scene from the Node script's arguments: which picture (front, outdoor, side,
controller, in-room, in-scale) of which product type, at the catalogue's sizes (millimetres) in the
range's finish. Each product type's builders live in its own module; this picks them.
"""
import math

import controller
import rooms
import studio
import units


def metres(size):
    return (size['widthMm'] / 1000, size['heightMm'] / 1000, size['depthMm'] / 1000)


def front_wall_split(args):
    w, h, d = metres(args['indoor'])
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


def outdoor(args):
    w, h, d = metres(args['outdoor'])
    studio.backdrop(studio.backdrop_tone(args['outdoorFinish']))
    units.place(units.outdoor_unit((w, h, d), args['outdoorFinish']), (0, d / 2, 0))
    target = (0, 0, h * 0.5)
    studio.softboxes(target, scale=1.0)
    studio.frame_camera(target, max(w, h) * 1.1, (0.55, 1.0, -0.3), lens=70, fill=0.8)


def in_room_wall_split(args):
    w, h, d = metres(args['indoor'])
    rooms.living_room()
    units.place(units.wall_split((w, h, d), args['finish']), (0.3, 0, 2.05))
    rooms.daylight(strength=1.0, sun=4.0, sun_angle=(55, 0, -100))
    studio.camera((1.3, -3.9, 1.45), (-0.05, 0, 1.5), lens=26)
    studio.smooth_indirect(args['width'] / 1200)


def in_scale(args):
    w, h, d = metres(args['indoor'])
    outer = rooms.section_house()
    rooms.door(-3.6)
    rooms.person(-2.4, -0.5)
    units.place(units.wall_split((w, h, d), args['finish']), (-1.2, 0, 2.05))
    if args.get('outdoor'):
        ow, oh, od = metres(args['outdoor'])
        units.place(units.outdoor_unit((ow, oh, od), args['outdoorFinish']), (outer + 1.1, -0.1 + od, 0.08))
        studio.box('pad', (ow + 0.2, od + 0.2, 0.08), (outer + 1.1, -0.1 + od / 2, 0.04),
                   studio.principled('concrete', '#bdb8b0', 0.9), bevel=0.004)
        # The refrigerant pipes' cover: from the indoor unit along the wall, through it, down to the outdoor unit.
        cover = studio.principled('duct-cover', '#f2f1ee', 0.5)
        studio.box('pipe-cover-in', (1.2 - w / 2 + 0.05, 0.07, 0.07), (-(1.2 - w / 2) / 2, -0.035, 2.12), cover, bevel=0.005)
        studio.box('pipe-cover-out', (0.8, 0.07, 0.07), (outer + 0.4, -0.035 + 0.0, 2.12), cover, bevel=0.005)
        studio.box('pipe-cover-down', (0.07, 0.07, 1.7), (outer + 0.78, -0.035, 1.3), cover, bevel=0.005)
    rooms.daylight(strength=1.4, sun=3.0, sun_angle=(50, 0, -25))
    studio.camera((-1.0, -8.2, 1.25), (-1.0, 0, 1.2), lens=35)
    studio.smooth_indirect(args['width'] / 1200)


def build(args):
    picture, kind = args['picture'], args['productType']
    if picture == 'front' and kind == 'wall-split':
        front_wall_split(args)
    elif picture == 'outdoor':
        outdoor(args)
    elif picture == 'controller':
        controller.scene(args['finish'])
    elif picture == 'in-room' and kind == 'wall-split':
        in_room_wall_split(args)
    elif picture == 'in-scale':
        in_scale(args)
    else:
        raise SystemExit(f'no scene for the {picture} picture of a {kind}')
