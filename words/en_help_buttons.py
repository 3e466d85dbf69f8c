"""Help: the device's buttons."""
PAGES = (
    "Up/Down: move in a list. A: choose or confirm. B: back one screen.",
    "These pages: Left/Right (or A) turn the page, Up/Down scroll a long one, B goes back.",
    "Hold B for a second: back to the game menu (asks first).",
    "Left/Right change a value or a count; hold a direction to repeat.",
    "The screen dims, then sleeps when idle (Settings: Sleep). Any button wakes it; that press does nothing else.",
    "Score sheets are saved after every deal: after a power cut choose Resume in the game menu.",
)
