"""Svenska: the Kings and Treasures table referee's words: its set-up, the deal,
the board, the refusals, a pass, the end.

`K` is the English of each line, `W` its Svenska, line for line
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
Resultatet sparades inte: %s
Gamla resultatet finns kvar: %s
Resultatet sparades inte: sparningen kan inte läsas
Kungar & Skatter
Nytt K&S-parti
Spelare: %d
Nivå: %s
grund
avancerad
komplett
Dela ut
Inte sparat: %s
Tillbaka till spelet
Ångra: %s
Ångra: inget än
Spelmeny
Inget att ångra.
Inget att ångra än.
Ångrat: %s
Avstå
Klar
Stjäl %s
Kasta %s
Tjuven: stjäla?
Köpmannen: släng 4:an?
hoppa
ta
vänd
byt
hoppa
stjäl
riddare
släng
pass
st
 steg
 steg
%s: drag
%s vann
Tillåtna rutor: visa
Tillåtna rutor: dölj
Lägg ut rad %d av 7
Ess i hörnen
Kolla. ◄ åter A: klar
◄ ► sidor    A: klar
Ess
rad
uppvända
%s börjar
%s först
Kungar, medsols
Ess 1:a A:spela B:giv
Pass
%s (%s) kan inte
flytta %d steg
och passar.
A: nästa  B: meny
Slut
A:po
A: plan  B: meny
4 D
%s har 4 drottningar
Delad
Delad: %s (samma kort)
avgjort på: %s
kort: %s
"""
