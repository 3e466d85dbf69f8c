"""The King table referee's words (firmware/king/referee*.py): the sheet's screens it shares
(king_sheet's rows), the card table, a fault, the Undo lines."""
from host_tools.word_rows import king_rules, king_sheet

ABOUT = "the King table referee's words: the score sheet's screens, the card\ntable, a proven fault, Undo"
ROWS = king_sheet.ROWS + king_rules.ROWS + [
("New King referee", "Ny King-domare", "Ny King-dommer"),
("Nothing to undo yet.", "Inget att ångra än.", "Intet at fortryde endnu."),
("Cannot undo: the undo record is damaged.", "Kan inte ångra: ångerlistan är skadad.", "Kan ikke fortryde: fortrydelseslisten er beskadiget."),
("the roll-back", "återgången", "omspillet"),
("the auction", "auktionen", "auktionen"),
("Undo: %s", "Ångra: %s", "Fortryd: %s"),
("Undo: nothing yet", "Ångra: inget än", "Fortryd: intet endnu"),
("Undone: %s", "Ångrat: %s", "Fortrudt: %s"),
("Fault: decide", "Fel: bestäm", "Fejl: vælg"),
("Faults recorded: %d", "Noterade fel: %d", "Noterede fejl: %d"),
("T", "S", "S"),
("leads", "utspel", "udspil"),
("to play", "spelar", "spiller"),
("Revoke", "Ej bekänt", "Renonce"),
("Heart lead", "Hjärter ut", "Hjerter ud"),
("K♥ kept", "K♥ behölls", "K♥ beholdt"),
("Fault", "Fel", "Fejl"),
("Faults", "Fel", "Fejl"),
("%s! deal %d", "%s! giv %d", "%s! runde %d"),
("Roll back to trick %d", "Tillbaka till stick %d", "Tilbage til stik %d"),
("Keep playing, record", "Spela vidare, notera", "Spil videre, noter"),
("%s revoked in trick %d: did not follow %s, now plays %s.", "%s i stick %d: bekände inte %s, spelar nu %s.", "%s renoncerede i stik %d: bekendte ikke %s, spiller nu %s."),
("%s led a heart in trick %d while holding %s.", "%s spelade ut hjärter i stick %d trots %s på hand.", "%s spillede hjerter ud i stik %d med %s på hånden."),
("%s kept K♥ in trick %d: had to play it.", "%s behöll K♥ i stick %d: skulle ha lagt den.", "%s beholdt K♥ i stik %d: skulle have lagt den."),
("%s did not follow %s in trick %d holding K♥: had to follow or play K♥.", "%s bekände inte %s i stick %d med K♥ på hand: skulle bekänna eller lägga K♥.", "%s bekendte ikke %s i stik %d med K♥ på hånden: skulle bekende eller lægge K♥."),
("◄► page ▲▼ more", "◄► sida ▲▼ mer", "◄► side ▲▼ mere"),
("◄► page", "◄► sida", "◄► side"),
("B back", "B åter", "B luk"),
("an ultimatum names a bid above the best bid: it cannot be +1", "ett ultimatum nämner ett bud över det högsta: inte +1", "et ultimatum nævner et bud over det højeste: ikke +1"),
]
