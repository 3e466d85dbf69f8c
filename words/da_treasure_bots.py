"""Dansk: Kings and Treasures vs bots: its words: the set-up, a turn, a bot's
move, the pause menu, the Hint, the scores.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
Record not kept: %s
Old record kept: %s
Record not kept: the save cannot be read
Kings & Treasures
New K&T game
Players: %d
Level: %s
basic
advanced
complete
Deal
Not saved: %s
Back to the game
Undo: %s
Undo: nothing yet
Game menu
Nothing to undo.
Nothing to undo yet.
Took back %s
Skip
Done
Rob %s
Discard %s
Thief: rob a King?
Merchant: remove a 4?
go to
take
flip
swap
teleport
steal
knight
discard
pass
st
 step
 steps
%s: play
%s wins
K&T vs bots
Seats: %d
person
bot %s
Easy
Normal
Hard
Start
%s has no legal move: passes.
Hint
Hint: %s
Last moves
Scores
Final scores
Game menu (saved)
Paused
A: cards  B: menu
ENH
your last move
%s pass
path
took
rob %s
out %s
to %s
%s: 4 Q
Shared win
"""
W = """
Resultatet blev ikke gemt: %s
Det gamle resultat er der stadig: %s
Resultatet blev ikke gemt: det gemte spil kan ikke læses
Konger & Skatte
Nyt K&S-spil
Spillere: %d
Niveau: %s
grund
avanceret
komplet
Del ud
Ikke gemt: %s
Tilbage til spillet
Fortryd: %s
Fortryd: intet endnu
Spilmenu
Intet at fortryde.
Intet at fortryde endnu.
Fortrudt: %s
Afstå
OK
Stjæl %s
Kassér %s
Tyven: stjæle?
Købmanden: smid 4'eren?
gå til
tag
vend
byt
hop
stjæl
ridder
smid
pas
tr
 trin
 trin
%s: spil
%s vandt
K&S mod computeren
Pladser: %d
person
computer %s
Let
Normal
Svær
Start
%s kan ikke flytte og melder pas.
Tip
Tip: %s
Seneste træk
Point
Slutstilling
Spilmenu (gemt)
Pause
A: kort  B: menu
LNS
dit seneste træk
%s pas
vej
tog
tyv %s
ud %s
til %s
%s: 4 D
Delt sejr
"""
