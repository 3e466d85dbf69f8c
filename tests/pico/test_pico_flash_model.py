"""The flash a power cut leaves (host_tools/pico/powercut.py), on small made-up operation logs:
no emulator needed."""
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


def test_cut_steps_are_before_inside_and_after_each_operation_each_erased_sector_apart():
    steps = powercut.cut_steps(BASE, log())
    assert [step for step, _ in steps] == [
        "before op 0", "inside op 0 (erase 8192 B at 0x1000, sector 0)",
        "inside op 0 (erase 8192 B at 0x1000, sector 1)", "before op 1",
        "inside op 1 (program 4 B at 0x1000)", "after op 1"]
    images = [image for _, image in steps]
    assert images[0] == BASE
    assert images[1] == powercut.flash_after_cut(BASE, log(), 10 * MS + 1)
    assert images[2] == powercut.flash_after_cut(BASE, log(), 10 * MS + 50 * MS)
    assert images[3] == powercut.flash_after_cut(BASE, log(), 100 * MS)
    assert images[4] == powercut.flash_after_cut(BASE, log(), 101 * MS + 1000)
    assert images[5] == powercut.flash_after_cut(BASE, log(), 200 * MS) == \
        powercut.flash_after(BASE, log())
    assert len(set(images)) == 6
