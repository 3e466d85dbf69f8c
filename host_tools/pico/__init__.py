"""The emulated Raspberry Pi Pico: MicroPython's own UF2 on rp2040js, driven from Python.

`firmware_files` finds and checks the images in `../shared/pico/`; `board.EmulatedPico` boots
one, runs scripts over the USB serial REPL, presses the buttons on their pins and records the
I2C bytes sent to the OLED; `play` plays the host tests' button scripts on it; `bridge` puts
its USB serial port behind a pseudo-terminal for mpremote.
"""
