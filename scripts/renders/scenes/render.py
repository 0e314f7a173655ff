"""
Blender entry point: `blender -b --factory-startup --python render.py -- '<json>'` builds one
picture's scene from the JSON the Node script passes (the picture, the product type, the sizes in
millimetres, the finish) and renders it to the PNG named there.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import studio  # noqa: E402
import pictures  # noqa: E402

args = json.loads(sys.argv[sys.argv.index('--') + 1])
studio.empty_scene(args['width'], args['height'], args['samples'])
pictures.build(args)
studio.render(args['output'])
