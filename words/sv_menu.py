"""Svenska: the game menu's words: home, the games' menus, Resume, Help,
Settings, Players, the error screen.

`K` is the English of each line, `W` its Svenska, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Resume...
Resume
Resume King sheet
Resume King referee
Resume King vs bots
Resume K&Treasures
Resume K&T vs bots
Resume Regicide
Resume Regicide solo
Resume Regicide team
Kings & Treasures
pocket card referee
Settings
Help
Records
Rules
Buttons
Score sheet
Play vs bots
Table referee
Table companion
Solo
Team game
Contrast: 1/5
Contrast: 2/5
Contrast: 3/5
Contrast: 4/5
Contrast: 5/5
Sleep: 30s
Sleep: 1min
Sleep: 2min
Sleep: 5min
Sleep: never
Language: English
Language: Svenska
Language: Dansk
Large text: on
Large text: off
Players: %s
Error - sorry!
Game menu
Reset settings
Delete game's save
◄► page ▲▼ more
◄► page
B back
Reset all settings and names to their defaults?
Delete the saved game for good?
Settings are back to their defaults.
The saved game is deleted.
King lead: dealer
King lead: left
King early end: on
King early end: off
King K♥ forced: on
King K♥ forced: off
King quick game: on
King quick game: off
King deck: 52
King deck: 32
King 5 ♥ lead: free
King 5 ♥ lead: banned
Solo yield: never
Solo yield: always
Solo yield: not 2x
Jester self: yes
Jester self: no
Settings: %s reset to default.
Settings: %d reset to their defaults.
Settings: all reset to their defaults.
contrast
sleep
large text
language
names
bot levels
King lead
King early end
King K♥ forced
King quick game
King deck
King 5 ♥ lead
Solo yield
Jester self
King options
Regicide options
Players
Seat %d: %s
Done
Clear names
Clear all four names?
Name of seat %d
New name...
New name
A: done
"""
W = """
Fortsätt...
Fortsätt
Fortsätt protokoll
Fortsätt King-domare
Fortsätt King-parti
Fortsätt K&S-domare
Fortsätt K&S-parti
Fortsätt bordshjälp
Fortsätt solo
Fortsätt lagspel
Kungar & Skatter
kortdomare i fickan
Inställningar
Hjälp
Resultat
Regler
Knappar
Protokoll
Spela mot datorn
Bordsdomare
Bordshjälp
Solo
Lagspel
Kontrast: 1/5
Kontrast: 2/5
Kontrast: 3/5
Kontrast: 4/5
Kontrast: 5/5
Viloläge: 30s
Viloläge: 1min
Viloläge: 2min
Viloläge: 5min
Viloläge: aldrig
Språk: English
Språk: Svenska
Språk: Dansk
Stor text: på
Stor text: av
Spelare: %s
Fel - förlåt!
Spelmeny
Återställ allt
Radera sparat spel
◄► sida ▲▼ mer
◄► sida
B åter
Återställa alla inställningar och namn?
Radera spelet för gott?
Inställningarna är återställda.
Det sparade spelet är raderat.
King utspel: givare
King utspel: vänster
King tidigt slut: på
King tidigt slut: av
King K♥ tvingad: på
King K♥ tvingad: av
King snabbt: på
King snabbt: av
King kortlek: 52
King kortlek: 32
King 5 ♥ ut: fritt
King 5 ♥ ut: förbjudet
Solo stå över: aldrig
Solo stå över: alltid
Solo stå över: ej 2x
Narr själv: på
Narr själv: av
Inställningar: %s återställd.
Inställningar: %d återställda.
Inställningar: alla återställda.
kontrast
viloläge
stor text
språk
namn
datornivåer
King utspel
King tidigt slut
King K♥ tvingad
King snabbt
King kortlek
King 5 ♥ ut
Solo stå över
Narr själv
King-val
Regicide-val
Spelare
Plats %d: %s
Klar
Rensa namn
Rensa alla fyra namn?
Namn, plats %d
Nytt namn...
Nytt namn
A: klar
"""
