"""Svenska: the Kings and Treasures engine's refusals and the Hint's reasons.

`K` is the English of each line, `W` its Svenska, line for line
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
%s: kungen står här och måste gå %s steg
%s: kungen står här och måste gå %s steg
en kung står på %s: en väg får passera den, aldrig stanna där
%s är tom: en kung stannar på ett kort eller jokern
tomma rutor skär av %s: ingen väg av kort leder dit
för långt: %s är %s steg bort, kungen går %s
en Falskmyntare på vägen stoppar varje väg till %s
%s är %s steg bort: %s steg kan inte sluta där (en omväg ger två till)
%s är %s steg bort: %s steg kan inte sluta där (en omväg ger två till)
för många steg: %s är %s bort och ingen omväg över kort är %s lång
ingen väg på exakt %s steg slutar på %s
ingen väg på exakt %s steg slutar på %s
Magikern: %s är den du stannade på
Magikern: %s har ingen uppvänd Magiker
Prästen: välj 1 till 3 rutor, inte %s
Prästen: %s vald två gånger
Prästen: %s har inget kort (jokern, en kung och tomma rutor kan inte vändas)
Arkitekten: välj exakt 2 rutor
Arkitekten: %s vald två gånger
Arkitekten: en kung står på %s
Arkitekten: %s är tom
Tjuven: kan inte stjäla från sin egen kung
Tjuven: K%s står inte intill %s
Tjuven: K%s har bara ett kort, och det sista kan inte tas
Väpnaren: %s ligger inte intill %s
Väpnaren: %s har ingen uppvänd Riddare
Köpmannen: ingen Falskmyntare i din hög
Köpmannen: %s är ingen Falskmyntare i din hög
pass: inget kort
inom räckhåll
%s är din: %s poäng
%s är din: %s poäng
%s: jokern
%s: ett nedvänt kort
via Magikern %s
stjäl översta av K%s
och Riddaren på %s
och släng din %s
vänd %s nedåt
vänd %s nedåt
byt %s: nu nåbart
hindrar K%s: %s poäng
dess steg okända
nästa tur %s steg
nästa tur %s steg
"""
