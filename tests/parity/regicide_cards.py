# Issue 9 on every interpreter: the table companion tracks every public card. Whole games
# (random and bot play) are followed step by step; every card must be where the companion's
# mask allows, at its known tavern depth; the script prints how many cards are known exactly,
# the refusals for cards the table knows are elsewhere, known draws, and cannot-pay checks.
from shared_rules.compat import english
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.regicide.cards import DISCARD
from shared_rules.regicide.companion import TableCompanion
from shared_rules.rng import Random
from tests.support.regicide_util import true_place


def check(t, g):
    wrong = 0
    known = 0
    for c in range(4, 56):
        m = t.cards.where[c]
        place = true_place(g, c)
        if not m & place:
            wrong += 1
        depth = t.cards.known_depth(c)
        if depth >= 0 and g.tavern[depth] != c:
            wrong += 1
        if m & (m - 1) == 0:
            known += 1
    return wrong, known


def follow(players, seed, bot):
    g = R.new_game(seed, players=players)
    t = TableCompanion(players)
    t.reveal(C.token(g.enemy))
    rng = Random(seed)
    wrong = 0
    known_draws = []
    refusals = 0
    steps = 0
    while not g.is_terminal():
        move = B.choose(g.view(g.turn)) if bot else rng.choice(g.legal_moves())
        enemy = g.enemy
        turn = g.turn
        if move[0] == R.PLAY and g.discard and refusals < 3:
            probe = g.discard[-1]  # a card everyone saw go to the discard pile
            if t.cards.where[probe] == DISCARD:
                try:
                    t.play(C.token(probe))
                except ValueError as e:
                    print("  seat %d plays %s refused: %s" % (turn, C.token(probe), e))
                    refusals += 1
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
        for line in [english(x) for x in out]:
            if "it was on top of the tavern" in line:
                known_draws.append(line)
        if g.enemy != enemy and g.enemy:
            t.reveal(C.token(g.enemy))
        if g.phase == "lost" and t.phase == "pay":
            reason = t.cannot_pay_refusal()
            print("  cannot pay: refused first?", english(reason) if reason else reason)
            t.cannot_pay("+".join(C.tokens(g.hands[g.turn])))
        w, known = check(t, g)
        wrong += w
        steps += 1
    print(players, "players seed", seed, "bot" if bot else "random", "steps", steps,
          "phase", t.phase, "=", g.phase, "misplaced", wrong, "known at the end", known)
    for line in known_draws[:2]:
        print("  ", line)


for players, seed, bot in ((1, 5, True), (2, 6, False), (3, 7, True), (4, 8, False),
                           (2, 9, True)):
    follow(players, seed, bot)

t = TableCompanion(2)
t.reveal("JH")
print([english(x) for x in t.play("TC")])
print(t.status())
t.reveal("JS")
for attempt in ("JH", "5H"):
    try:
        print(attempt, [english(x) for x in t.play(attempt)])
    except ValueError as e:
        print(attempt, "refused:", e)
t.yield_turn() if t.phase == "play" else None
reason = t.payable_reason()
print("payable:", english(reason) if reason else reason)
print(sorted(t.where())[:6])
