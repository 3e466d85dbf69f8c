# Regicide rulings on scripted positions: the same results on CPython and MicroPython.
from shared_rules import cards as C
from shared_rules.compat import english
from shared_rules.regicide import game as R
from tests.support.regicide_util import position

KEYS = ("players", "turn", "phase", "hands", "tavern", "discard", "castle", "enemy", "table",
        "last_yield", "solo_jesters")


def show(g):
    d = g.to_dict()
    for k in KEYS:
        v = d[k]
        if isinstance(v, dict):
            v = [v["card"], v["damage"], v["shield"], v["jester"]]
        if k == "tavern":
            v = v[:6] + [len(v)]
        print(" ", k, v)
    print("  owed", g.owed, "moves", " ".join(R.move_text(m) for m in g.legal_moves()[:12]))


def run(title, pos, moves):
    print(title)
    g = R.Regicide.from_dict(pos)
    for m in moves:
        try:
            g.apply(m)
            print(" ", m, "->", g.phase)
        except ValueError as e:
            print(" ", m, "refused:", e)
    show(g)


for play in ("2S+2H+2D+2C", "4S+4H+4D", "AS+AH", "AS+AH+AD", "AS+5H+5D", "JK+5H", "AD+TD"):
    codes = sorted(C.parse(t) for t in play.split("+"))
    reason = R.play_error(codes)
    print(play, english(reason) if reason else reason)
run("companion acts once", position([["AD", "TD"], []], enemy="JC"), ["AD+TD", "pay 2S", "pay 9S+AS"])
run("immune in a mixed play", position([["AD", "9C", "5S"]], enemy="JD"), ["AD+9C"])
run("hearts before diamonds", position([["4H", "4D"]], enemy="JS", rest="discard"), ["4H+4D"])
run("draw order skips full hands",
    position([["5D", "9H"], ["2S", "3S", "4S", "5S", "6S", "7S"], ["8S"]], enemy="JC"), ["5D"])
run("shield to zero", position([["TS"], ["2D"]], enemy="JH"), ["TS"])
run("jester spades", position([["JK", "9C"], ["2H"], ["4H"]], enemy="JS",
                              table=[["5S"], ["3H"], ["AS", "2D"]]), ["JK", "next 2"])
run("jester clubs", position([["JK", "9H"], ["3C", "9D"], ["3H"]], enemy="JC", table=[["4C"]]),
    ["JK", "next 1", "3C"])
run("yield rule", position([["TC", "9S", "8S"], ["2H"]], enemy="JH", last_yield=[False, True]),
    ["yield", "TC", "yield"])
run("solo flips", position([["2S", "3S"]], enemy="JD"), ["flip", "2C", "flip", "flip"])
run("pay too little", position([["9S", "3H", "2D"], ["2H"]], enemy="JC", phase="pay", owed=10),
    ["pay 9S", "pay 9S+3H"])
run("gold", position([["TC", "5S"]], enemy="KS", castle=[], table=[["9H"], ["TH"], ["AH"]]),
    ["TC"])
