#!/usr/bin/env python3
"""Writes the binary property list fixtures with Python's plistlib, an encoder independent of
Foundation's, so that PlistSourceTests check the reader against two writers.

Run from this folder: python3 make_fixtures.py
"""
import datetime
import plistlib

all_types = {
    "ascii": "plain",
    "utf16": "Ünïcödé ✓ 🌲",
    "int8": 200,
    "negative": -5,
    "big": 1 << 40,
    "real": 2.5,
    "true": True,
    "false": False,
    "data": bytes([0, 1, 2, 255]),
    "date": datetime.datetime(2025, 11, 21, 10, 0, 0),
    # Enough objects that plistlib needs 2-byte object references.
    "many": [f"item {i}" for i in range(300)],
}

parks = [{"name": "Acadia", "photos": [{"imageName": "acadia1", "caption": "Cadillac Mountain"}]}]

for name, value in (("all-types.bplist", all_types), ("parks.bplist", parks)):
    with open(name, "wb") as handle:
        plistlib.dump(value, handle, fmt=plistlib.FMT_BINARY, sort_keys=False)
