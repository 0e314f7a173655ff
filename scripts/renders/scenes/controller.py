"""
The remote control every split, cassette and window unit ships with, lying on the studio floor: a
moulded body in the range's finish, a backlit screen showing the mode and set temperature, and
buttons with their labels and symbols.
"""
import math

import bpy

import studio
import units


def remote(finish):
    before = {obj.name for obj in bpy.context.scene.objects}
    w, l, t = 0.056, 0.165, 0.016
    body = studio.plastic(finish)
    studio.box('remote-body', (w, l, t), (0, 0, t / 2), body, bevel=0.007, segments=5)
    top = t + 0.0002
    # Screen: smoked glass with the lit read-out.
    studio.box('screen-glass', (w * 0.8, l * 0.27, 0.0012), (0, l * 0.3, top), studio.principled('lcd', '#06080a', 0.05, coat=1.0), bevel=0.002)
    lit = studio.emission('lcd-lit', finish['display'], 5.0)
    flat = (0, 0, 0)
    studio.text('temp', '24', 0.022, (-0.004, l * 0.29, top + 0.0007), lit, rotation=flat, extrude=0.0001)
    studio.text('deg', '°C', 0.007, (0.012, l * 0.305, top + 0.0007), lit, rotation=flat, extrude=0.0001)
    studio.text('mode', 'COOL', 0.0055, (-0.0125, l * 0.37, top + 0.0007), lit, rotation=flat, extrude=0.0001)
    studio.text('fan', 'AUTO', 0.0045, (0.011, l * 0.37, top + 0.0007), lit, rotation=flat, extrude=0.0001)
    ink = studio.principled('label', finish['ink'], 0.4)
    key = studio.principled('key', finish['key'], 0.3, coat=0.5)
    # Power: a round button in the accent colour.
    studio.cylinder('power', 0.0065, 0.003, (0, l * 0.12, top + 0.0012), studio.principled('power', finish['power'], 0.25, coat=0.6), vertices=48, bevel=0.001)
    studio.text('power-label', 'ON/OFF', 0.0032, (0, l * 0.12 - 0.0095, top + 0.0001), ink, rotation=flat, extrude=0.00005)
    # Temperature up and down.
    for x, sign in ((-0.015, '−'), (0.015, '+')):
        studio.cylinder('temp-' + sign, 0.0055, 0.003, (x, l * 0.12, top + 0.0012), key, vertices=48, bevel=0.001)
        studio.text('temp-sym', sign, 0.007, (x, l * 0.12 - 0.0005, top + 0.0029), ink, rotation=flat, extrude=0.00005)
    studio.text('temp-label', 'TEMP', 0.0028, (0.015, l * 0.12 - 0.009, top + 0.0001), ink, rotation=flat, extrude=0.00005)
    # Function keys: pills with their names printed on them.
    names = ['MODE', 'FAN', 'SWING', 'TIMER', 'SLEEP', 'ECO']
    for i, label in enumerate(names):
        col, row = i % 2, i // 2
        x = -0.013 + col * 0.026
        y = -l * 0.02 - row * 0.019
        studio.box('key-' + label, (0.021, 0.011, 0.0024), (x, y, top + 0.001), key, bevel=0.0011)
        studio.text('key-text-' + label, label, 0.0036, (x, y, top + 0.0023), ink, rotation=flat, extrude=0.00005)
    studio.wordmark((0, -l * 0.4, top + 0.0001), 0.006, ink, rotation=flat)
    return units._group('remote', before)


def scene(finish):
    studio.backdrop(studio.backdrop_tone(finish))
    root = remote(finish)
    units.place(root, (0, 0.1, 0), rotation_z=-24)
    studio.softboxes((0, 0, 0.02), scale=0.35)
    studio.frame_camera((0, 0.1, 0.005), 0.2, (0.28, 0.55, -0.78), lens=85, fill=0.8)
