"""Svenska: the Records screens' words: the list, a game's result, a player's
figures, deleting and its undo.

`K` is the English of each line, `W` its Svenska, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Records
Records: none yet
Records: 1 game
Records: %d games
Players
Delete all games
Delete all %d games from the records?
Delete this game from the records?
Undo: delete all
Undo: delete %s
This game cannot be read.
(cannot be read)
Not saved: %s
No finished game with a person in it yet.
A chart ▼ delete
▼ delete
Story
Bots %s
ENH
Won
Lost
Given up
Gold
Silver
Bronze
K&T
given up
won
won %s
lost %d/12
gold
silver
bronze
played
average
best
win %
enemies
treasure
"""
W = """
Resultat
Resultat: inga än
Resultat: 1 spel
Resultat: %d spel
Spelare
Radera alla spel
Radera alla %d spel ur resultaten?
Radera spelet ur resultaten?
Ångra: radera allt
Ångra: radera %s
Spelet kan inte läsas.
(kan inte läsas)
Inte sparat: %s
Inget avslutat spel med en person än.
A diagram ▼ radera
▼ radera
Förlopp
Datorer %s
LNS
Vunnet
Förlorat
Avbrutet
Guld
Silver
Brons
K&S
avbrutet
vunnet
vunnet, %s
förlust %d/12
guld
silver
brons
spelat
snitt
bäst
vinst %
fiender
skatt
"""
