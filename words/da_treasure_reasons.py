"""Dansk: the Kings and Treasures engine's refusals and the Hint's reasons.

`K` is the English of each line, `W` its Dansk, line for line
(docs/languages.md, "How the device speaks"): words/language.py's `tr` finds
a line of K and gives the same line of W. Two strings, no dict: the least RAM.
Made by host_tools/make_words.py: do not edit.
"""
K = """
%s: the King stands here and must walk %s step
%s: the King stands here and must walk %s steps
a King stands on %s: a path may pass it, never stop there
%s is empty: a King stops on a card or the Joker
empty cells cut %s off: no path of cards leads there
too far: %s is %s steps away, the King walks %s
a Counterfeiter on the way stops every path to %s
%s is %s step away: %s steps cannot end there (a detour adds two)
%s is %s steps away: %s steps cannot end there (a detour adds two)
too many steps: %s is %s away and no detour over cards is %s long
no path of exactly %s step ends on %s
no path of exactly %s steps ends on %s
teleport: %s is the Magician you stopped on
teleport: %s does not hold a face-up Magician
flip: name 1 to 3 cells, not %s
flip: %s named twice
flip: %s holds no card (the Joker, a King and empty cells cannot be turned)
swap: name exactly 2 cells
swap: %s named twice
swap: a King stands on %s
swap: %s is empty
steal: a Thief cannot rob its own King
steal: King %s is not orthogonally next to %s
steal: %s has only one card, and a last card cannot be taken
knight: %s is not orthogonally next to %s
knight: %s does not hold a face-up Knight
discard: no Counterfeiter in your pile
discard: %s is not a Counterfeiter in your pile
pass: no card is
in reach
%s is yours: %s pt
%s is yours: %s pts
%s: the Joker
%s: a face-down card
via the Magician %s
steal %s's top card
and the Knight on %s
and drop your %s
flip %s face down
flip %s down
swap %s: in reach
kept from %s: %s pts
its steps unknown
next turn %s step
next turn %s steps
"""
W = """
%s: kongen står her og skal gå %s trin
%s: kongen står her og skal gå %s trin
en konge står på %s: en vej må passere den, aldrig stoppe der
%s er tom: en konge stopper på et kort eller jokeren
tomme felter skærer %s af: ingen vej af kort fører derhen
for langt: %s er %s trin væk, kongen går %s
en Falskmøntner på vejen stopper hver vej til %s
%s er %s trin væk: %s trin kan ikke ende der (en omvej giver to mere)
%s er %s trin væk: %s trin kan ikke ende der (en omvej giver to mere)
for mange trin: %s er %s væk og ingen omvej over kort er %s lang
ingen vej på præcis %s trin ender på %s
ingen vej på præcis %s trin ender på %s
Magikeren: %s er den, du stoppede på
Magikeren: %s har ingen Magiker vendt op
Præsten: vælg 1 til 3 felter, ikke %s
Præsten: %s valgt to gange
Præsten: %s har intet kort (jokeren, en konge og tomme felter kan ikke vendes)
Arkitekten: vælg præcis 2 felter
Arkitekten: %s valgt to gange
Arkitekten: en konge står på %s
Arkitekten: %s er tom
Tyven: kan ikke stjæle fra sin egen konge
Tyven: K%s står ikke ved siden af %s
Tyven: K%s har kun ét kort, og det sidste kan ikke tages
Væbneren: %s ligger ikke ved siden af %s
Væbneren: %s har ingen Ridder vendt op
Købmanden: ingen Falskmøntner i din bunke
Købmanden: %s er ingen Falskmøntner i din bunke
pas: intet kort
inden for rækkevidde
%s er din: %s point
%s er din: %s point
%s: jokeren
%s: et kort vendt om
via Magikeren %s
stjæl øverste fra K%s
og Ridderen på %s
og smid din %s
vend %s om
vend %s om
byt %s: kan nås
hindrer K%s: %s point
dets trin ukendte
næste tur %s trin
næste tur %s trin
"""
