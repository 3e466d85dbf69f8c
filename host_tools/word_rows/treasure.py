"""The words both Kings and Treasures modes show (the table referee's and the game against
bots'): the powers' questions, the panel right of the board; and the engine's refusals
(shared_rules/treasure/why.py and powers.py, their codes) and the Hint's reasons (hint.py),
which are an area of their own (treasure_reasons.py), read for a refusal or a Hint alone. Not an area itself: it has no ABOUT; each
mode's area adds it (host_tools/word_rows/treasure_referee.py, treasure_bots.py)."""

# The engine's refusals, each code as the engine writes it (shared_rules/compat.py): why a
# cell is not a legal destination (why.py), why a power's choice is not possible (powers.py).
# A cell is *ruta* and *felt*; a step *steg* and *trin* (docs/languages.md).
REFUSALS = [
("%s: the King stands here and must walk %s step", "%s: kungen står här och måste gå %s steg", "%s: kongen står her og skal gå %s trin"),
("%s: the King stands here and must walk %s steps", "%s: kungen står här och måste gå %s steg", "%s: kongen står her og skal gå %s trin"),
("a King stands on %s: a path may pass it, never stop there", "en kung står på %s: en väg får passera den, aldrig stanna där", "en konge står på %s: en vej må passere den, aldrig stoppe der"),
("%s is empty: a King stops on a card or the Joker", "%s är tom: en kung stannar på ett kort eller jokern", "%s er tom: en konge stopper på et kort eller jokeren"),
("empty cells cut %s off: no path of cards leads there", "tomma rutor skär av %s: ingen väg av kort leder dit", "tomme felter skærer %s af: ingen vej af kort fører derhen"),
("too far: %s is %s steps away, the King walks %s", "för långt: %s är %s steg bort, kungen går %s", "for langt: %s er %s trin væk, kongen går %s"),
("a Counterfeiter on the way stops every path to %s", "en Falskmyntare på vägen stoppar varje väg till %s", "en Falskmøntner på vejen stopper hver vej til %s"),
("%s is %s step away: %s steps cannot end there (a detour adds two)", "%s är %s steg bort: %s steg kan inte sluta där (en omväg ger två till)", "%s er %s trin væk: %s trin kan ikke ende der (en omvej giver to mere)"),
("%s is %s steps away: %s steps cannot end there (a detour adds two)", "%s är %s steg bort: %s steg kan inte sluta där (en omväg ger två till)", "%s er %s trin væk: %s trin kan ikke ende der (en omvej giver to mere)"),
("too many steps: %s is %s away and no detour over cards is %s long", "för många steg: %s är %s bort och ingen omväg över kort är %s lång", "for mange trin: %s er %s væk og ingen omvej over kort er %s lang"),
("no path of exactly %s step ends on %s", "ingen väg på exakt %s steg slutar på %s", "ingen vej på præcis %s trin ender på %s"),
("no path of exactly %s steps ends on %s", "ingen väg på exakt %s steg slutar på %s", "ingen vej på præcis %s trin ender på %s"),
("teleport: %s is the Magician you stopped on", "Magikern: %s är den du stannade på", "Magikeren: %s er den, du stoppede på"),
("teleport: %s does not hold a face-up Magician", "Magikern: %s har ingen uppvänd Magiker", "Magikeren: %s har ingen Magiker vendt op"),
("flip: name 1 to 3 cells, not %s", "Prästen: välj 1 till 3 rutor, inte %s", "Præsten: vælg 1 til 3 felter, ikke %s"),
("flip: %s named twice", "Prästen: %s vald två gånger", "Præsten: %s valgt to gange"),
("flip: %s holds no card (the Joker, a King and empty cells cannot be turned)", "Prästen: %s har inget kort (jokern, en kung och tomma rutor kan inte vändas)", "Præsten: %s har intet kort (jokeren, en konge og tomme felter kan ikke vendes)"),
("swap: name exactly 2 cells", "Arkitekten: välj exakt 2 rutor", "Arkitekten: vælg præcis 2 felter"),
("swap: %s named twice", "Arkitekten: %s vald två gånger", "Arkitekten: %s valgt to gange"),
("swap: a King stands on %s", "Arkitekten: en kung står på %s", "Arkitekten: en konge står på %s"),
("swap: %s is empty", "Arkitekten: %s är tom", "Arkitekten: %s er tom"),
("steal: a Thief cannot rob its own King", "Tjuven: kan inte stjäla från sin egen kung", "Tyven: kan ikke stjæle fra sin egen konge"),
("steal: King %s is not orthogonally next to %s", "Tjuven: K%s står inte intill %s", "Tyven: K%s står ikke ved siden af %s"),
("steal: %s has only one card, and a last card cannot be taken", "Tjuven: K%s har bara ett kort, och det sista kan inte tas", "Tyven: K%s har kun ét kort, og det sidste kan ikke tages"),
("knight: %s is not orthogonally next to %s", "Väpnaren: %s ligger inte intill %s", "Væbneren: %s ligger ikke ved siden af %s"),
("knight: %s does not hold a face-up Knight", "Väpnaren: %s har ingen uppvänd Riddare", "Væbneren: %s har ingen Ridder vendt op"),
("discard: no Counterfeiter in your pile", "Köpmannen: ingen Falskmyntare i din hög", "Købmanden: ingen Falskmøntner i din bunke"),
("discard: %s is not a Counterfeiter in your pile", "Köpmannen: %s är ingen Falskmyntare i din hög", "Købmanden: %s er ingen Falskmøntner i din bunke"),
]

# The Hint's reasons (shared_rules/treasure/hint.py), a line each: at most 21 characters
# with the longest values (a test fills them).
HINTS = [
("pass: no card is", "pass: inget kort", "pas: intet kort"),
("in reach", "inom räckhåll", "inden for rækkevidde"),
("%s is yours: %s pt", "%s är din: %s poäng", "%s er din: %s point"),
("%s is yours: %s pts", "%s är din: %s poäng", "%s er din: %s point"),
("%s: the Joker", "%s: jokern", "%s: jokeren"),
("%s: a face-down card", "%s: ett nedvänt kort", "%s: et kort vendt om"),
("via the Magician %s", "via Magikern %s", "via Magikeren %s"),
("steal %s's top card", "stjäl översta av K%s", "stjæl øverste fra K%s"),
("and the Knight on %s", "och Riddaren på %s", "og Ridderen på %s"),
("and drop your %s", "och släng din %s", "og smid din %s"),
("flip %s face down", "vänd %s nedåt", "vend %s om"),
("flip %s down", "vänd %s nedåt", "vend %s om"),
("swap %s: in reach", "byt %s: nu nåbart", "byt %s: kan nås"),
("kept from %s: %s pts", "hindrar K%s: %s poäng", "hindrer K%s: %s point"),
("its steps unknown", "dess steg okända", "dets trin ukendte"),
("next turn %s step", "nästa tur %s steg", "næste tur %s trin"),
("next turn %s steps", "nästa tur %s steg", "næste tur %s trin"),
]
ROWS = [
("Kings & Treasures", "Kungar & Skatter", "Konger & Skatte"),
("New K&T game", "Nytt K&S-parti", "Nyt K&S-spil"),
("Players: %d", "Spelare: %d", "Spillere: %d"),
("Level: %s", "Nivå: %s", "Niveau: %s"),
("basic", "grund", "grund"),
("advanced", "avancerad", "avanceret"),
("complete", "komplett", "komplet"),
("Deal", "Dela ut", "Del ud"),
("Not saved: %s", "Inte sparat: %s", "Ikke gemt: %s"),
("Back to the game", "Tillbaka till spelet", "Tilbage til spillet"),
("Undo: %s", "Ångra: %s", "Fortryd: %s"),
("Undo: nothing yet", "Ångra: inget än", "Fortryd: intet endnu"),
("Game menu", "Spelmeny", "Spilmenu"),
("Nothing to undo.", "Inget att ångra.", "Intet at fortryde."),
("Nothing to undo yet.", "Inget att ångra än.", "Intet at fortryde endnu."),
("Took back %s", "Ångrat: %s", "Fortrudt: %s"),
# the powers' questions and the panel right of the board (room: 6 characters at its edge)
("Skip", "Avstå", "Afstå"),
("Done", "Klar", "OK"),
("Rob %s", "Stjäl %s", "Stjæl %s"),
("Discard %s", "Kasta %s", "Kassér %s"),
("Thief: rob a King?", "Tjuven: stjäla?", "Tyven: stjæle?"),
("Merchant: remove a 4?", "Köpmannen: släng 4:an?", "Købmanden: smid 4'eren?"),
("go to", "hoppa", "gå til"),
("take", "ta", "tag"),
("flip", "vänd", "vend"),
("swap", "byt", "byt"),
# a move's power in the Undo lines ("Undo: d4 flip=a1,b2"): its notation's word
("teleport", "hoppa", "hop"),
("steal", "stjäl", "stjæl"),
("knight", "riddare", "ridder"),
("discard", "släng", "smid"),
("pass", "pass", "pas"),
("st", "st", "tr"),
(" step", " steg", " trin"),
(" steps", " steg", " trin"),
# large type, ten places, with a name of four letters: "Anna: drag", "Anna vann"
("%s: play", "%s: drag", "%s: spil"),
("%s wins", "%s vann", "%s vandt"),
]
