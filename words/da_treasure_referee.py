"""Dansk: the Kings and Treasures table referee's words: its set-up, the deal,
the board, the refusals, a pass, the end.

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
Legal cells: show
Legal cells: hide
Lay out row %d of 7
Aces in the corners
Check. ◄ back A: done
◄ ► pages    A: done
Ace
row
face up
%s starts
%s 1st
Kings, clockwise
Ace 1st A:play B:deal
Pass
%s (%s) has no
legal move with %d
steps: it passes.
A: next  B: menu
Final
A:sc
A: board  B: menu
4 Queens
%s holds the four Queens
Shared
Shared: %s (same cards)
tie-break: %s
cards: %s
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
Lovlige felter: til
Lovlige felter: fra
Læg række %d af 7 ud
Esser i hjørnerne
Tjek. ◄ tilbage A: ok
◄ ► sider   A: færdig
Es
nr.
vendt op
%s først
%s først
Konger, med uret
Es først A:spil B:giv
Pas
%s (%s) kan ikke
flytte %d trin
og melder pas.
A: næste  B: menu
Slut
A:po
A: bræt  B: menu
4 D
%s har 4 dronninger
Delt
Delt: %s (samme kort)
afgjort på: %s
kort: %s
"""
