# Card codes and notation tokens: every token of both decks, Jokers, face-down and empty cells.
from shared_rules import cards

for low in (2, 7):
    d = cards.deck(low)
    print(len(d), " ".join(cards.tokens(d)))
for t in ("TS", "QH", "AC", "KD", "JK", "~4C", "~JK", "..", "9S"):
    c = cards.parse(t)
    print(t, c, cards.token(c), cards.rank(c), cards.suit(c), cards.is_card(c),
          cards.is_face_down(c), cards.token(cards.face_up(c)))
for bad in ("", "1S", "TX", "~..", "JKX", "10S", "ts", "~", "K"):
    try:
        cards.parse(bad)
        print("accepted", bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    cards.parse_list(["AS", "ZZ"])
except ValueError as e:
    print("ValueError:", e)
