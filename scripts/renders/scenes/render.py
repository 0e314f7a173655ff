"""
Blender entry point: `blender -b --factory-startup --python render.py -- '<json>'` builds one
picture's scene from the JSON the Node script passes (the builder module, the picture, the product
type, the sizes in millimetres, the finish) and renders it to the PNG named there. The builder is
the module the Node script's builder table (scripts/renders/builders.ts) names for the picture.
"""
import importlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import studio  # noqa: E402

args = json.loads(sys.argv[sys.argv.index('--') + 1])
studio.empty_scene(args['width'], args['height'], args['samples'])
importlib.import_module(args['builder']).build(args)
studio.render(args['output'])
