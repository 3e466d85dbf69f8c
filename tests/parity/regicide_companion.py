# The table companion follows a bot game and prints what it tells the players.
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.regicide.companion import TableCompanion
from shared_rules.compat import english

for players in (1, 3):
    g = R.new_game(77, players=players)
    t = TableCompanion(players)
    print([english(x) for x in t.reveal(C.token(g.enemy))])
    steps = 0
    while not g.is_terminal() and steps < 60:
        move = B.choose(g.view(g.turn))
        enemy = g.enemy
        g.apply(move)
        text = R.move_text(move)
        if move[0] == R.PLAY:
            out = t.play(text)
        elif move[0] == R.PAY:
            out = t.pay(text[4:])
        elif move[0] == R.YIELD:
            out = t.yield_turn()
        elif move[0] == R.FLIP:
            out = t.flip()
        else:
            out = t.choose_next(move[1])
        if g.enemy != enemy and g.enemy:
            out = out + t.reveal(C.token(g.enemy))
        print(text, "|", "; ".join([english(x) for x in out]))
        print("  ", t.status())
        steps += 1
    for bad in ("4S+4H+4D", "AS+AH+AD", "KS"):
        try:
            t.play(bad)
        except ValueError as e:
            print(bad, "refused:", e)
    saved = t.to_dict()
    again = TableCompanion.from_dict(saved)
    for k in sorted(saved):
        v = saved[k]
        if isinstance(v, dict):  # MicroPython's dict order may differ: print it sorted
            v = sorted(v.items())
        print(" ", k, v, again.to_dict()[k] == saved[k])

# A saved table no game reaches is refused by name (issue 34): true/false is `type(v) is bool`
# on every interpreter (True == 1, and "false" is text).
t = TableCompanion(2)
t.reveal("JC")
t.play("5S")
for key, value in (("bonus_turn", "false"), ("bonus_turn", 0), ("last_yield", ["false", "false"]),
                   ("last_yield", [1, 0]), ("owed", True), ("turn", False),
                   ("options", {"solo_yield": "never", "jester_self": "false"}),
                   ("table", [["5S"], ["5S"]]), ("table", [["5S"], ["JS"]]),
                   ("castle", ["JS"] * 11), ("tavern", 36), ("loss_reason", 0)):
    saved = t.to_dict()
    saved[key] = value
    try:
        TableCompanion.from_dict(saved)
        print(key, "accepted")
    except ValueError as e:
        print(key, "refused:", e)
