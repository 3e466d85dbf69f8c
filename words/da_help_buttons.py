"""Hjælp: enhedens knapper, på dansk (words/en_help_buttons.py side for side)."""
PAGES = (
    "Op/ned: flyt i en liste. A: vælg eller bekræft. B: én skærm tilbage.",
    "Disse sider: Venstre/Højre (eller A) bladrer, Op/Ned ruller en lang side, B går tilbage.",
    "Hold B nede et sekund: tilbage til spilmenuen (spørger først).",
    "Venstre/Højre ændrer en værdi eller et antal; hold nede for at gentage.",
    "En ubrugt skærm dæmpes og går i dvale (Indstillinger: Dvale). En knap vækker den og gør intet andet.",
    "Pointsedlen gemmes efter hver runde: efter en strømafbrydelse, vælg Fortsæt i spilmenuen.",
)
