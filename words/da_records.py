"""Dansk: the Records screens' words: the list, a game's result, a player's
figures, deleting and its undo.

`K` is the English of each line, `W` its Dansk, line for line
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
Resultater
Resultater: ingen
Resultater: 1 spil
Resultater: %d spil
Spillere
Slet alle spil
Slet alle %d spil fra resultaterne?
Slet spillet fra resultaterne?
Fortryd: slet alt
Fortryd: slet %s
Spillet kan ikke læses.
(kan ikke læses)
Ikke gemt: %s
Intet afsluttet spil med en person endnu.
A diagram ▼ slet
▼ slet
Forløb
Computere %s
LNS
Vundet
Tabt
Opgivet
Guld
Sølv
Bronze
K&S
opgivet
vundet
vundet, %s
tabt %d/12
guld
sølv
bronze
spillet
snit
bedst
sejr %
fjender
skat
"""
