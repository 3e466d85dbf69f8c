"""Svenska: Kings and Treasures vs bots: its words: the set-up, a turn, a bot's
move, the pause menu, the Hint, the scores.

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
K&S mot datorn
Platser: %d
person
dator %s
Lätt
Normal
Svår
Starta
%s kan inte flytta och passar.
Tips
Tips: %s
Senaste drag
Poäng
Slutställning
Spelmeny (sparat)
Paus
A: kort  B: meny
LNS
ditt senaste drag
%s pass
väg
tog
rån %s
ut %s
mot %s
%s: 4 D
Oavgjort
"""
