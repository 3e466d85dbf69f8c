"""The language catalogues (words/<lang>_<area>.py) made from the tables below: each line
(English, Svenska, Dansk), in the words docs/languages.md decided. Edit here and run
`python -m host_tools.make_words`; the catalogues say "do not edit".
"""
import os

WORDS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "words")

# (English, Svenska, Dansk) per area; "common" is firmware/ui/widgets.py's SAID, in its order
COMMON = [
("A: OK", "A: OK", "A: OK"),
("  No      Yes", "  Nej     Ja", "  Nej     Ja"),
("No    Yes", "Nej   Ja", "Nej   Ja"),
("Replace the saved game?", "Ersätt sparat spel?", "Erstat gemt spil?"),
("Could not delete: %s", "Kunde inte radera: %s", "Kunne ikke slette: %s"),
("Settings not saved: %s", "Inställningar inte sparade: %s", "Indstillinger ikke gemt: %s"),
]
MENU = [
("Resume...", "Fortsätt...", "Fortsæt..."),
("Resume", "Fortsätt", "Fortsæt"),
("Resume King sheet", "Fortsätt protokoll", "Fortsæt pointseddel"),
("Resume King referee", "Fortsätt King-domare", "Fortsæt King-dommer"),
("Resume King vs bots", "Fortsätt King-parti", "Fortsæt King-spil"),
("Resume K&Treasures", "Fortsätt K&S-domare", "Fortsæt K&S-dommer"),
("Resume K&T vs bots", "Fortsätt K&S-parti", "Fortsæt K&S-spil"),
("Resume Regicide", "Fortsätt bordshjälp", "Fortsæt bordhjælper"),
("Resume Regicide solo", "Fortsätt solo", "Fortsæt solo"),
("Resume Regicide team", "Fortsätt lagspel", "Fortsæt holdspil"),
("Kings & Treasures", "Kungar & Skatter", "Konger & Skatte"),
("Settings", "Inställningar", "Indstillinger"),
("Help", "Hjälp", "Hjælp"),
("Records", "Resultat", "Resultater"),
("Rules", "Regler", "Regler"),
("Buttons", "Knappar", "Knapper"),
("Score sheet", "Protokoll", "Pointseddel"),
("Play vs bots", "Spela mot datorn", "Spil mod computeren"),
("Table referee", "Bordsdomare", "Bordsdommer"),
("Table companion", "Bordshjälp", "Bordhjælper"),
("Solo", "Solo", "Solo"),
("Team game", "Lagspel", "Holdspil"),
("Contrast: 1/5", "Kontrast: 1/5", "Kontrast: 1/5"),
("Contrast: 2/5", "Kontrast: 2/5", "Kontrast: 2/5"),
("Contrast: 3/5", "Kontrast: 3/5", "Kontrast: 3/5"),
("Contrast: 4/5", "Kontrast: 4/5", "Kontrast: 4/5"),
("Contrast: 5/5", "Kontrast: 5/5", "Kontrast: 5/5"),
("Sleep: 30s", "Viloläge: 30s", "Dvale: 30s"),
("Sleep: 1min", "Viloläge: 1min", "Dvale: 1min"),
("Sleep: 2min", "Viloläge: 2min", "Dvale: 2min"),
("Sleep: 5min", "Viloläge: 5min", "Dvale: 5min"),
("Sleep: never", "Viloläge: aldrig", "Dvale: aldrig"),
("Language: English", "Språk: English", "Sprog: English"),
("Language: Svenska", "Språk: Svenska", "Sprog: Svenska"),
("Language: Dansk", "Språk: Dansk", "Sprog: Dansk"),
("Large text: on", "Stor text: på", "Stor tekst: til"),
("Large text: off", "Stor text: av", "Stor tekst: fra"),
("Players: %s", "Spelare: %s", "Spillere: %s"),
("Error - sorry!", "Fel - förlåt!", "Fejl - undskyld!"),
("Game menu", "Spelmeny", "Spilmenu"),
("Reset settings", "Återställ allt", "Nulstil alt"),
("Delete game's save", "Radera sparat spel", "Slet gemt spil"),
("◄► page ▲▼ more", "◄► sida ▲▼ mer", "◄► side ▲▼ mere"),
("◄► page", "◄► sida", "◄► side"),
("B back", "B åter", "B luk"),
("Reset all settings and names to their defaults?", "Återställa alla inställningar och namn?", "Nulstille alle indstillinger og navne?"),
("Delete the saved game for good?", "Radera spelet för gott?", "Slet spillet for altid?"),
("Settings are back to their defaults.", "Inställningarna är återställda.", "Indstillingerne er nulstillet."),
("The saved game is deleted.", "Det sparade spelet är raderat.", "Det gemte spil er slettet."),
("King lead: dealer", "King utspel: givare", "King udspil: giver"),
("King lead: left", "King utspel: vänster", "King udspil: venstre"),
("King early end: on", "King tidigt slut: på", "King tidlig slut: til"),
("King early end: off", "King tidigt slut: av", "King tidlig slut: fra"),
("King K♥ forced: on", "King K♥ tvingad: på", "King K♥ tvunget: til"),
("King K♥ forced: off", "King K♥ tvingad: av", "King K♥ tvunget: fra"),
("King quick game: on", "King snabbt: på", "King hurtigt: til"),
("King quick game: off", "King snabbt: av", "King hurtigt: fra"),
("King deck: 52", "King kortlek: 52", "King kort: 52"),
("King deck: 32", "King kortlek: 32", "King kort: 32"),
("King 5 ♥ lead: free", "King 5 ♥ ut: fritt", "King 5 ♥ ud: frit"),
("King 5 ♥ lead: banned", "King 5 ♥ ut: förbjudet", "King 5 ♥ ud: forbudt"),
("Solo yield: never", "Solo stå över: aldrig", "Solo stå over: aldrig"),
("Solo yield: always", "Solo stå över: alltid", "Solo stå over: altid"),
("Solo yield: not 2x", "Solo stå över: ej 2x", "Solo stå over: ikke 2x"),
("Jester self: yes", "Narr själv: på", "Nar selv: til"),
("Jester self: no", "Narr själv: av", "Nar selv: fra"),
]

HEAD = {
 "common": "the words every screen may show: the boxes' Yes/No and\nA: OK, the flash's refusals",
 "menu": "the game menu's words: home, the games' menus, Resume, Help,\nSettings, the error screen",
}
LANG = {"sv": (1, "Svenska"), "da": (2, "Dansk")}
for area, rows in (("common", COMMON), ("menu", MENU)):
    for lang, (col, name) in LANG.items():
        with open(os.path.join(WORDS, "%s_%s.py" % (lang, area)), "w", encoding="utf-8") as f:
            f.write('"""%s: %s.\n\n' % (name, HEAD[area]))
            f.write("`K` is the English of each line, `W` its %s, line for line\n" % name)
            f.write("(docs/languages.md, \"How the device speaks\"): words/language.py's `tr` finds\n")
            f.write("a line of K and gives the same line of W. Two strings, no dict: the least RAM.\n")
            f.write("Made by host_tools/make_words.py: do not edit.\n\"\"\"\n")
            f.write('K = """\n' + "".join(r[0] + "\n" for r in rows) + '"""\n')
            f.write('W = """\n' + "".join(r[col] + "\n" for r in rows) + '"""\n')
