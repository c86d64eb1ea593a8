#!/usr/bin/env python3
"""Makes Logjam's sound cues: short synthesised tones, written as 16-bit mono
WAV files beside this script. Run it again to remake them; it uses only the
Python standard library, so the sounds' source is this file.

    python3 assets/audio/make_sounds.py
"""

import math
import os
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def tone(freqs, seconds, volume=0.35, attack=0.01, release=0.12, shape="sine"):
    """A chord of `freqs` (Hz) with a soft attack and release."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) * min(1.0, max(0.0, (seconds - t) / release))
        v = 0.0
        for f in freqs:
            phase = 2 * math.pi * f * t
            if shape == "square":
                v += 1.0 if math.sin(phase) >= 0 else -1.0
            else:
                v += math.sin(phase)
        out.append(volume * env * v / len(freqs))
    return out


def ambient(seconds=8.0, volume=0.22):
    """A soft low chord that breathes twice per loop. Every partial and the
    swell complete whole cycles in `seconds`, so the loop joins without a
    click."""
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        swell = 0.75 + 0.25 * math.sin(2 * math.pi * 2 * t / seconds)
        v = (
            math.sin(2 * math.pi * 110 * t)
            + 0.5 * math.sin(2 * math.pi * 165 * t)
            + 0.3 * math.sin(2 * math.pi * 220 * t) * swell
            + 0.15 * math.sin(2 * math.pi * 277.5 * t)
        )
        out.append(volume * swell * v / 1.95)
    return out


def seq(*parts, gap=0.03):
    out = []
    for p in parts:
        out += p + [0.0] * int(RATE * gap)
    return out


def write(name, samples):
    path = os.path.join(HERE, name)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767)) for s in samples))


CUES = {
    # One cue per incident kind: falling tones for things that break,
    # a pulse for load, a buzz for the schema.
    "incident-instance.wav": seq(tone([660], 0.12), tone([440], 0.12), tone([330], 0.25)),
    "incident-zone.wav": seq(tone([523, 659], 0.15), tone([392, 494], 0.3)),
    "incident-region.wav": seq(tone([523, 659], 0.12), tone([392, 494], 0.12), tone([262, 330], 0.35)),
    "incident-hotkey.wav": seq(*[tone([880], 0.06, volume=0.3) for _ in range(4)], gap=0.05),
    "incident-broker.wav": seq(tone([300, 450], 0.2, shape="square", volume=0.15), tone([200], 0.3)),
    "incident-crash.wav": seq(tone([700], 0.05), tone([350], 0.2)),
    "incident-storm.wav": seq(*[tone([440 + 60 * i], 0.07) for i in range(5)], gap=0.02),
    "incident-schema.wav": tone([180, 190], 0.45, shape="square", volume=0.12),
    # Other cues.
    "resolved.wav": seq(tone([523], 0.1), tone([659], 0.1), tone([784], 0.2)),
    "purchase.wav": seq(tone([988], 0.06), tone([1319], 0.12)),
    "research.wav": seq(tone([523, 784], 0.12), tone([659, 988], 0.25)),
    "lag-warning.wav": seq(tone([600], 0.1), tone([600], 0.1), gap=0.08),
    # An achievement earned: a rising major arpeggio resolving on a chord.
    "achievement.wav": seq(tone([523], 0.08), tone([659], 0.08), tone([784], 0.08), tone([523, 659, 784, 1047], 0.45)),
    # Events lost: a low drop.
    "lost.wav": seq(tone([220, 233], 0.08, volume=0.3), tone([147], 0.3, volume=0.3)),
    # Under everything, looped.
    "ambient.wav": ambient(),
}

if __name__ == "__main__":
    for name, samples in CUES.items():
        write(name, samples)
        print("wrote", name)
