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


def wall_panel(finish, mode='COOL', temperature='24'):
    """
    The wired wall controller of a cassette or ducted system: a square moulded panel 120 mm a side
    standing 18 mm off the wall (y = 0, facing -y), a backlit screen with the mode, the set
    temperature and the fan speed, and a row of labelled buttons under it.
    """
    before = {obj.name for obj in bpy.context.scene.objects}
    s, t = 0.12, 0.018
    body = studio.plastic(finish)
    studio.box('panel-body', (s, t, s), (0, -t / 2, 0), body, bevel=0.008, segments=5)
    front = -t - 0.0002
    upright = (math.radians(90), 0, 0)
    studio.box('panel-screen', (s * 0.78, 0.0012, s * 0.44), (0, front, s * 0.17),
               studio.principled('lcd', '#06080a', 0.05, coat=1.0), bevel=0.002)
    lit = studio.emission('lcd-lit', finish['display'], 5.0)
    z0 = s * 0.17
    studio.text('panel-mode', mode, 0.0075, (-0.028, front - 0.0008, z0 + 0.016), lit, rotation=upright, extrude=0.0001, align='LEFT')
    studio.text('panel-fan', 'FAN AUTO', 0.0055, (0.036, front - 0.0008, z0 + 0.016), lit, rotation=upright, extrude=0.0001, align='RIGHT')
    studio.text('panel-temp', temperature, 0.026, (-0.003, front - 0.0008, z0 - 0.006), lit, rotation=upright, extrude=0.0001)
    studio.text('panel-deg', '°C', 0.009, (0.022, front - 0.0008, z0 - 0.0), lit, rotation=upright, extrude=0.0001)
    ink = studio.principled('label', finish['ink'], 0.4)
    key = studio.principled('key', finish['key'], 0.3, coat=0.5)
    labels = [('ON/OFF', None), ('MODE', None), ('FAN', None), ('−', 'TEMP'), ('+', 'TEMP')]
    for i, (label, caption) in enumerate(labels):
        x = -0.042 + i * 0.021
        z = -s * 0.2
        if label == 'ON/OFF':
            studio.cylinder('panel-power', 0.0065, 0.003, (x, front - 0.0012, z), studio.principled('power', finish['power'], 0.25, coat=0.6),
                            rotation=upright, vertices=48, bevel=0.001)
        else:
            studio.box('panel-key-' + label, (0.017, 0.0025, 0.011), (x, front - 0.001, z), key, bevel=0.0011)
            if len(label) == 1:
                studio.text('panel-sym-' + label, label, 0.008, (x, front - 0.0027, z - 0.0005), ink, rotation=upright, extrude=0.00005)
        studio.text('panel-label-' + label, caption or label, 0.0032, (x, front - 0.0003, z - 0.012), ink, rotation=upright, extrude=0.00005)
    studio.wordmark((0, front - 0.0002, -s * 0.4), 0.0065, ink)
    return units._group('wall-panel', before)


def wall_scene(finish, mode='COOL', temperature='24'):
    """The wall controller on a painted wall, lit from the front left, seen a little from the side (a heater's shows HEAT and 21)."""
    studio.wall_backdrop(studio.backdrop_tone(finish))
    units.place(wall_panel(finish, mode, temperature), (0, 0, 0))
    target = (0, -0.01, 0)
    studio.softboxes(target, scale=0.3)
    studio.set_world(0.18 if studio.is_dark(finish) else 0.7)
    if studio.is_dark(finish):
        studio.dark_exposure()
    studio.frame_camera(target, 0.12, (0.35, 1.0, 0.05), lens=85, fill=0.5)
