"""A game's record on flash, said by the mode that ends or gives up the game
(firmware/records_write.py): so in each mode's area that writes records. Not an area itself: it
has no ABOUT."""
ROWS = [
("Record not kept: %s", "Resultatet sparades inte: %s", "Resultatet blev ikke gemt: %s"),
("Old record kept: %s", "Gamla resultatet finns kvar: %s", "Det gamle resultat er der stadig: %s"),
("Record not kept: the save cannot be read", "Resultatet sparades inte: sparningen kan inte läsas", "Resultatet blev ikke gemt: det gemte spil kan ikke læses"),
]
