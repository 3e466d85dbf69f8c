"""Dansk: the game menu's words: home, the games' menus, Resume, Help,
Settings, Players, the error screen.

`K` is the English of each line, `W` its Dansk, line for line
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
Fortsæt...
Fortsæt
Fortsæt pointseddel
Fortsæt King-dommer
Fortsæt King-spil
Fortsæt K&S-dommer
Fortsæt K&S-spil
Fortsæt bordhjælper
Fortsæt solo
Fortsæt holdspil
Konger & Skatte
kortdommer i lommen
Indstillinger
Hjælp
Resultater
Regler
Knapper
Pointseddel
Spil mod computeren
Bordsdommer
Bordhjælper
Solo
Holdspil
Kontrast: 1/5
Kontrast: 2/5
Kontrast: 3/5
Kontrast: 4/5
Kontrast: 5/5
Dvale: 30s
Dvale: 1min
Dvale: 2min
Dvale: 5min
Dvale: aldrig
Sprog: English
Sprog: Svenska
Sprog: Dansk
Stor tekst: til
Stor tekst: fra
Spillere: %s
Fejl - undskyld!
Spilmenu
Nulstil alt
Slet gemt spil
◄► side ▲▼ mere
◄► side
B luk
Nulstille alle indstillinger og navne?
Slet spillet for altid?
Indstillingerne er nulstillet.
Det gemte spil er slettet.
King udspil: giver
King udspil: venstre
King tidlig slut: til
King tidlig slut: fra
King K♥ tvunget: til
King K♥ tvunget: fra
King hurtigt: til
King hurtigt: fra
King kort: 52
King kort: 32
King 5 ♥ ud: frit
King 5 ♥ ud: forbudt
Solo stå over: aldrig
Solo stå over: altid
Solo stå over: ikke 2x
Nar selv: til
Nar selv: fra
Indstillinger: %s nulstillet.
Indstillinger: %d nulstillet.
Indstillinger: alle nulstillet.
kontrast
dvale
stor tekst
sprog
navne
computerniveauer
King udspil
King tidlig slut
King K♥ tvunget
King hurtigt
King kort
King 5 ♥ ud
Solo stå over
Nar selv
King-valg
Regicide-valg
Spillere
Plads %d: %s
Færdig
Ryd navne
Ryd alle fire navne?
Navn, plads %d
Nyt navn...
Nyt navn
A: færdig
"""
