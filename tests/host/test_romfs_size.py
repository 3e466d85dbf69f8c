"""The ROMFS image `make deploy ROMFS=1` writes fits the romfs256k firmware's partition
(262,144 bytes): the Pico's budget tests and the soak deploy it, and mpremote refuses an
image one byte too large ("romfs deploy" fails). The image grows with every module on the
board: this test says so before a deploy does."""
import os
import subprocess

from host_tools import build, deploy

PARTITION_BYTES = 256 * 1024  # the romfs256k firmware's ROMFS partition


def test_the_romfs_image_fits_the_partition(tmp_path):
    assert build.main() == 0
    stage = deploy.stage("pico", romfs=True)
    image = str(tmp_path / "rom.romfs")
    proc = subprocess.run([deploy.mpremote(), "romfs", "--no-mpy", "-o", image, "build",
                           os.path.join(stage, "rom")], cwd=build.ROOT, capture_output=True,
                          text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    size = os.path.getsize(image)
    assert size <= PARTITION_BYTES, "ROMFS image %d bytes > %d" % (size, PARTITION_BYTES)
