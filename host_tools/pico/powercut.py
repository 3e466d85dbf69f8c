"""Power cuts on the emulated Pico: what the flash holds if the power goes at a given moment.

The emulated chip is deterministic and the flash only changes through the boot ROM's erase and
program functions, which the emulator logs with their start, duration and bytes
(`EmulatedPico.flash_ops`). So one recorded run gives the flash after a cut at any moment of
it: the image it started from, every operation finished by then, and the one under way half
done (a sector being erased holds its first half erased and the rest as before; a page being
programmed, its first half). `states()` turns many cut moments into the few distinct images
they leave, each of which the test boots once.
"""
import hashlib


def flash_after_cut(base, ops, cut_ns):
    """The flash image (bytes) after the power went at `cut_ns` of the run that logged
    `ops`, starting from the image `base`."""
    flash = bytearray(base)
    for start, kind, offset, length, took, data in ops:
        if start >= cut_ns:
            break
        whole = start + took <= cut_ns
        if kind == "erase":
            end = offset + length
            if not whole:
                done = int((cut_ns - start) // (took / max(1, length // 4096)))
                end = offset + done * 4096 + 2048
            flash[offset:min(end, offset + length)] = b"\xff" * (min(end, offset + length)
                                                                 - offset)
        else:
            data = bytes.fromhex(data)
            if not whole:
                data = data[:len(data) // 2]
            for i, b in enumerate(data):
                flash[offset + i] &= b
        if not whole:
            break
    return bytes(flash)


def save_window(ops, first):
    """(start, end) in ns of the flash operations from index `first` on: the save."""
    ops = ops[first:]
    return ops[0][0], max(start + took for start, _, _, _, took, _ in ops)


def cut_moments(ops, first, count, rng):
    """`count` random moments inside the save, plus just before, inside and just after each
    of its operations (so every distinct outcome is among them)."""
    start, end = save_window(ops, first)
    moments = set(rng.randrange(start - 1000, end + 1000) for _ in range(count))
    for op_start, _, _, _, took, _ in ops[first:]:
        moments.update((op_start - 1, op_start + took // 2, op_start + took + 1))
    return sorted(moments)


def states(base, ops, moments):
    """{sha256 of the image: (image, [the cut moments that leave it])}."""
    found = {}
    for ns in moments:
        image = flash_after_cut(base, ops, ns)
        key = hashlib.sha256(image).hexdigest()
        found.setdefault(key, (image, []))[1].append(ns)
    return found
