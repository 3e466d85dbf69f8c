"""The flash a power cut leaves (host_tools/pico/powercut.py), on small made-up operation logs:
no emulator needed."""
import random

from host_tools.pico import powercut

MS = 1000000
SECTOR = 4096


def log():
    """An erase of two sectors at 4096 (90 ms), then 1 ms later a page programmed there."""
    return [(10 * MS, "erase", SECTOR, 2 * SECTOR, 90 * MS, ""),
            (101 * MS, "program", SECTOR, 4, MS * 4 // 10, "00112233")]


BASE = bytes([0x5A]) * (4 * SECTOR)


def test_before_the_first_operation_the_flash_is_as_it_was():
    assert powercut.flash_after_cut(BASE, log(), 10 * MS) == BASE


def test_a_cut_inside_an_erase_leaves_the_sectors_done_and_half_of_the_next():
    flash = powercut.flash_after_cut(BASE, log(), 10 * MS + 50 * MS)  # inside sector 2
    assert flash[:SECTOR] == BASE[:SECTOR]
    assert flash[SECTOR:2 * SECTOR] == b"\xff" * SECTOR
    assert flash[2 * SECTOR:2 * SECTOR + 2048] == b"\xff" * 2048
    assert flash[2 * SECTOR + 2048:] == BASE[2 * SECTOR + 2048:]


def test_a_finished_erase_then_program_clears_only_bits():
    flash = powercut.flash_after_cut(BASE, log(), 200 * MS)
    assert flash[SECTOR:SECTOR + 4] == bytes([0x00, 0x11, 0x22, 0x33])  # 0xFF & data
    assert flash[SECTOR + 4:3 * SECTOR] == b"\xff" * (2 * SECTOR - 4)
    assert flash[3 * SECTOR:] == BASE[3 * SECTOR:]
    programmed_twice = powercut.flash_after_cut(BASE, log() + [
        (300 * MS, "program", SECTOR, 1, MS, "f0")], 400 * MS)
    assert programmed_twice[SECTOR] == 0x00 & 0xF0


def test_a_cut_inside_a_program_leaves_its_first_half():
    flash = powercut.flash_after_cut(BASE, log(), 101 * MS + 1000)
    assert flash[SECTOR:SECTOR + 4] == bytes([0x00, 0x11, 0xFF, 0xFF])


def test_cut_moments_cover_every_operation_edge_and_states_group_them():
    moments = powercut.cut_moments(log(), 0, 50, random.Random(1))
    assert len(moments) >= 50
    for start, _, _, _, took, _ in log():
        assert start - 1 in moments and start + took + 1 in moments
    found = powercut.states(BASE, log(), moments)
    # before, erase half-way in sector 1 or 2, erased, program half-way, programmed
    assert len(found) == 6
    assert sum(len(cuts) for _, cuts in found.values()) == len(moments)
