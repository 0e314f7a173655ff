"""
The outdoor unit's picture, the same scene for every product type that has one (wall splits,
multi-splits, cassettes, ducted systems): the unit on the studio floor at its catalogue size, in the
range's outdoor finish.
"""
import studio
import units


def outdoor(args):
    w, h, d = studio.metres(args['outdoor'])
    studio.backdrop(studio.backdrop_tone(args['outdoorFinish']))
    units.place(units.outdoor_unit((w, h, d), args['outdoorFinish']), (0, d / 2, 0))
    target = (0, 0, h * 0.5)
    studio.softboxes(target, scale=1.0)
    if studio.is_dark(args['outdoorFinish']):
        # As for a graphite indoor unit: a dim studio and Filmic's high-contrast look keep it charcoal.
        studio.set_world(0.18)
        studio.dark_exposure()
    studio.frame_camera(target, max(w, h) * 1.1, (0.55, 1.0, -0.3), lens=70, fill=0.8)


def build(args):
    if args['picture'] != 'outdoor':
        raise SystemExit(f'no scene for the {args["picture"]} picture in outdoor.py')
    outdoor(args)
