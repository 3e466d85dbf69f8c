"""Kings and Treasures bots: one move at a time, from what its seat may see.

`choose(view)` returns the move for the seat of `view` (a `seat.SeatView`, which
`state.view(state.turn)` makes for the player to move), in the notation `apply` takes (destination
and power choice, or `pass`). It is given the view, never the state: the board with every
face-down card the same mark, its own pile, each other pile's top card and size, the removed
cards (rules/treasure.md, "Who sees what"). The cards it cannot see (the deck less the face-up
board, its own pile, the top cards and the removed cards) lie face down on the board or below
the others' top cards, any of them as likely in one of those places as in another (but at the
complete level an unseen Counterfeiter, which Priests turn down and nobody takes who can help
it, counts _FAKE_DOWN times likelier face down): a face-down card is worth the mean so
weighted, a rival's cards below its top card the unseen cards' mean (its score is guessed so),
and a Queen nobody is seen to hold may be one a rival holds (the Queen bonus below is what the
seat may expect of it).

How it judges a move (values in tenths of a point, integers only):
- what the cards it takes score for itself (its suit, the Village idiot, the Counterfeiter,
  a bonus for Queens while it may still collect all four, a win for the fourth: counted as
  likely as it is that no other seat holds one of the Queens it cannot see);
- what they would have scored for the others, weighted by how dangerous each is (the leader
  by its guessed score most): a card taken from the board is denied to everyone, a stolen
  card taken from its owner;
- whether it takes the very card the next player would take best (within that player's step
  count by distance and parity: the same cheap bound as for its own next turn);
- the next turn: its next step count is the card it takes; the best card within that many
  steps counts part (a cheap bound: the shortest way over the board after the move, and
  parity), and a stop from which nothing is in reach costs dearly (a stuck King takes nothing
  more). The leading moves are judged again with the real search of that turn, an Architect's
  swap on the board (its cheap guess alone made swaps look better than they are).
Every power's choice is made the same way: the Magician's target, the Priest's flips (face-up
Counterfeiters that would cut its own next paths), the Architect's swap (its best card brought
within its next step count), the Thief's victim, the Squire's Knight, the Merchant's discard.

A decision allocates little (issue 15): the view's board judged as it is, board buffers
reused, the cards in reach as ints, only the leading offers kept.

The players it is measured against, the random one and the greedy baseline (the move with the
best immediate change of its own score), are `players.py` (never imported by the
device's modes).
"""
from array import array

from shared_rules import cards
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import const
from shared_rules.levels import LEVELS, decide  # noqa: F401 - LEVELS offered to the bot's callers
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import NEIGHBOURS, cell_name, destinations, orthogonal_neighbours

# (const: on a board the numbers are compiled in, and their names take no RAM)
_TYPING = const(0)  # mypy takes the branch below (pyproject.toml), MicroPython drops it
if _TYPING:
    from shared_rules.treasure.seat import SeatView  # noqa: TC001 - under `if _TYPING:`, which ruff does not know

_QUEEN = const(12)
_WIN = const(100000)  # the fourth Queen
_QUEEN_BONUS = (10, 40, 120, _WIN)  # by Queens already held, while nobody else holds one
_STUCK = const(60)  # a stop with nothing in reach next turn
_POTENTIAL = (4, 4, 4)  # tenths of the next turn's best card that count now, by players
# 2, 3, 4
_REPLY = const(6)  # tenths of the next player's lost best reply that count
_BOARD_DENIAL = (10, 3, 3)  # tenths of a card's value to a rival when it leaves the board,
# by players 2, 3, 4
_LEAD = const(10)  # tenths of the leading rival's gain that hurt
_OTHER = const(0)  # tenths of any other rival's
_SWAP_MIN = const(30)  # an Architect's swap must bring at least 3 points more within reach
_EXACT = const(3)  # the leading moves judged again with their real next-turn destinations,
_EXACT_STEPS = const(7)  # when that turn has at most this many steps (longer searches cost more)
_FLIP = const(5)  # each Counterfeiter turned face down on the way of the next turn
_FAKE_DOWN = const(16)  # how much likelier an unseen Counterfeiter lies face down than another

_OFFSET = const(100)  # added to a target's value so that its encoding stays positive
_TABLES: dict = {}
# Buffers every decision reuses (one decision at a time): the board after a candidate move,
# the cards the seat sees.
_AFTER = bytearray(49)
_SEEN = bytearray(64)


def _score_table(suit, level):
    """Tenths of a point each face-up card code (0 … 63) scores for the King of `suit` (an
    `array` of 64 signed bytes, -40 … 120, cached for the decision)."""
    key = level * 4 + suit
    t = _TABLES.get(key)
    if t is None:
        t = array("b", bytes(64))  # 64 signed bytes: an eighth of a list's RAM
        for r in range(1, 13):
            for s in range(4):
                c = cards.card(r, s)
                t[c] = card_score(c, suit, level) * 10
        _TABLES[key] = t
    return t


def _alone(held, unseen, own, free, places):
    """The Queen bonus (tenths) a seat seen holding `held` Queens may expect for one more,
    while no other seat is seen holding one: the chance that none of the `unseen` Queens lies
    with another seat (each among its own `own` hidden cards or the `free` face-down cards, of
    the `places` where unseen cards lie), times the bonus for `held` Queens and those it may
    then hold among its own."""
    mine = own + free
    chance = 1000
    for j in range(unseen):
        if places <= j or mine <= j:
            return 0
        chance = chance * (mine - j) // (places - j)
    mine = (unseen * own * 2 + mine) // (mine * 2) if mine else 0  # Queens among its own
    return _QUEEN_BONUS[min(held + mine, 3)] * chance // 1000


def _distance(a, b):
    ar = a // 7
    br = b // 7
    dr = ar - br if ar > br else br - ar
    dc = (a - ar * 7) - (b - br * 7)
    return dr + (dc if dc > 0 else -dc)


_FAR = const(255)
_DIST = bytearray(49)
_QUEUE = bytearray(49)


def _ways(board, stop, steps, g1, g2, kings, level):
    """Each cell's number of steps on the shortest way from `stop` (at most `steps`; _FAR
    beyond) over the board once `g1` and `g2` are taken: a breadth-first walk that enters no
    empty cell but the other `kings`' (a path may pass them) and goes on from no face-up
    Counterfeiter (it stops a path). Into the reused buffer _DIST."""
    dist = _DIST
    for i in range(49):
        dist[i] = _FAR
    dist[stop] = 0
    queue = _QUEUE
    queue[0] = stop
    head = 0
    tail = 1
    while head < tail:
        c = queue[head]
        head += 1
        d = dist[c] + 1
        if d > steps:
            break  # cells leave the queue in order of distance
        if c != stop and level == 2 and _face_up(board[c], 4):
            continue
        for k in range(c * 4, c * 4 + 4):
            n = NEIGHBOURS[k]  # 255 off the grid
            if (n < 49 and dist[n] == _FAR and n != g1 and n != g2
                    and (board[n] != EMPTY or n in kings)):
                dist[n] = d
                queue[tail] = n
                tail += 1
    return dist


class _Judge:
    """One decision's knowledge, all from the seat's view: its board, each seat's card
    values, the rivals."""

    def __init__(self, view, full=True):
        self.view = view
        self.board = view.board
        n = len(view.seats)
        self.n = n
        self.me = view.seat
        self.values = [_score_table(view.seats[i], view.level) for i in range(n)]
        # (the work in three methods: a board loads each function's bytecode in one block,
        # and one of 1 KB found no hole at a Hint in a 96 KB heap on the chip)
        unseen = self._unseen(view)
        if full:
            self._ahead(view, *unseen)

    def _unseen(self, view):
        # What the seat cannot see: the face-down cards' worth to each seat (`down`), the
        # Queens' bonus; returns what `_ahead` needs of it.
        board = view.board
        n = self.n
        me = self.me
        level = view.level
        values = self.values
        # The unseen cards: the deck (Aces to Queens) less what the seat sees.
        seen = _SEEN
        for c in range(64):
            seen[c] = 0
        free = 0  # face-down cards on the board
        for code in board:
            if code & FACE_DOWN:
                free += 1
            elif code:
                seen[code] = 1
        for c in view.pile:
            seen[c] = 1
        for c in view.tops:
            seen[c] = 1
        for c in view.removed:
            seen[c] = 1
        # Where they lie: face down on the board, or below another seat's top card.
        hidden = [0 if i == me else view.sizes[i] - 1 for i in range(n)]
        bonus, down_bonus, unseen_queens = self._queens(view, seen, hidden, free)
        self.bonus = bonus
        pool = [0] * n  # what the unseen cards score for each seat, all together
        fake = [0] * n  # … the unseen Counterfeiters alone (complete level)
        count = ranks = fakes = 0
        for c in range(4, 52):
            if not seen[c]:
                count += 1
                ranks += c >> 2
                forged = level == 2 and c >> 2 == 4
                fakes += forged
                for i in range(n):
                    pool[i] += values[i][c]
                    if forged:
                        fake[i] += values[i][c]
        # A face-down card: the mean of the unseen cards, an unseen Counterfeiter _FAKE_DOWN
        # times as likely to lie face down as another (Priests turn them down, and nobody takes
        # one who can help it): of the `free` face-down cards, `fakes_down` sixteenths of a card
        # are expected to be Counterfeiters.
        rest = count - fakes
        fakes_down = 0
        if fakes and free:
            fakes_down = _FAKE_DOWN * free * fakes * 16 // (count + (_FAKE_DOWN - 1) * fakes)
            fakes_down = min(fakes_down, min(fakes, free) * 16)
        down = [0] * n
        for i in range(n):
            other = (pool[i] - fake[i] + down_bonus[i] * unseen_queens) // rest if rest else 0
            if free:
                down[i] = ((fake[i] // fakes if fakes else 0) * fakes_down
                           + other * (free * 16 - fakes_down)) // (free * 16)
            else:
                down[i] = other
        self.down = down
        return hidden, pool, count, ranks, fakes, rest, free, fakes_down

    def _queens(self, view, seen, hidden, free):
        # A bonus for Queens while a seat may still collect all four (complete level): for a
        # face-up Queen (`bonus`), and for a face-down card that is one (`down_bonus`: then
        # one fewer unseen Queen, one fewer place); (bonus, down_bonus, unseen Queens).
        n = self.n
        me = self.me
        places = free + sum(hidden)
        bonus = [0] * n
        down_bonus = [0] * n
        unseen_queens = 0
        if view.level == 2:
            queens = [0] * n
            for c in view.pile:
                if c >> 2 == _QUEEN:
                    queens[me] += 1
            for i in range(n):
                if i != me and view.tops[i] >> 2 == _QUEEN:
                    queens[i] = 1
            for c in range(_QUEEN * 4, _QUEEN * 4 + 4):
                if not seen[c]:
                    unseen_queens += 1
            held = sum(queens)
            for i in range(n):
                if held == queens[i]:
                    bonus[i] = _alone(queens[i], unseen_queens, hidden[i], free, places)
                    if unseen_queens:
                        down_bonus[i] = _alone(queens[i], unseen_queens - 1, hidden[i],
                                               free - 1, places - 1)
        return bonus, down_bonus, unseen_queens

    def _ahead(self, view, hidden, pool, count, ranks, fakes, rest, free, fakes_down):
        # What a whole decision needs besides: the next step count after a face-down card,
        # each rival's weight, the next replies, the cards in reach best first.
        board = view.board
        n = self.n
        me = self.me
        level = view.level
        values = self.values
        # The next step count after taking a face-down card: their mean rank likewise.
        other = (ranks - fakes * 4) // rest if rest else 6
        self.down_steps = ((4 * fakes_down + other * (free * 16 - fakes_down)) // (free * 16)
                           if free else other)
        # Each rival's score as the seat may guess it (times the unseen count): its top card,
        # and each card below it the unseen cards' mean.
        scale = count if count else 1
        totals = [values[i][view.tops[i]] * scale + hidden[i] * pool[i] for i in range(n)]
        lead = -1 << 24
        for i in range(n):
            if i != me and totals[i] > lead:
                lead = totals[i]
        # How much each rival's gain hurts (tenths): the leading rival fully, others less.
        self.weight = [0 if i == me else (_LEAD if totals[i] == lead else _OTHER)
                       for i in range(n)]
        self.denial = _BOARD_DENIAL[n - 2]
        self.potential = _POTENTIAL[n - 2]
        self.knights = level == 2 and _face_up_rank_on(board, 11)
        kings = view.kings
        self.others = [kings[i] for i in range(n) if i != me]
        self.reply = self._next_replies()
        # The cards a King could stop on next turn, best for me first, for `reach`: each an
        # int, (value + _OFFSET) << 7 | early stop << 6 | cell.
        # (The cells first, then a list made at their number: appended to, a list doubles to
        # 64 entries, a 256-byte block at the decision's peak on a 96 KB board.)
        cells = bytearray()
        for c in range(49):
            code = board[c]
            if code != EMPTY and code != JOKER and c not in kings:
                cells.append(c)
        targets = [0] * len(cells)
        for i in range(len(cells)):
            c = cells[i]
            code = board[c]
            targets[i] = (self.worth(me, code) + _OFFSET) << 7 | _early_stop(code, level) << 6 | c
        targets.sort(reverse=True)
        self.targets = targets
        self.magicians = [c for c in range(49) if _face_up(board[c], 8)]
        self.counterfeiters = [c for c in range(49) if _face_up(board[c], 4)]

    def worth(self, seat, code):
        """Tenths of a point the card on a cell (as seen) is worth to `seat`."""
        if code == EMPTY or code == JOKER:
            return 0
        if code & FACE_DOWN:
            return self.down[seat]
        if code >> 2 == _QUEEN:
            return self.values[seat][code] + self.bonus[seat]
        return self.values[seat][code]

    def _next_replies(self):
        # The next player's best and second-best take next turn, and where the best lies:
        # the same cheap bound as `reach` (a full search would cost as much as our own).
        view = self.view
        nxt = (self.me + 1) % self.n
        steps = view.tops[nxt] >> 2
        kings = view.kings
        start = kings[nxt]
        board = self.board
        level = view.level
        best = second = 0
        where = -1
        for c in range(49):
            code = board[c]
            if code == EMPTY or code == JOKER or c in kings:
                continue
            d = _distance(c, start)
            if d > steps or ((steps - d) & 1 and not self.knights
                             and not _early_stop(code, level)):
                continue
            v = self.worth(nxt, code)
            if v > best:
                best, second, where = v, best, c
            elif v > second:
                second = v
        return where, best - second

    def taken_value(self, code, stolen_from=-1):
        """Mine plus what it denies the rivals, for a card that joins my pile."""
        total = self.worth(self.me, code)
        weight = self.weight
        for i in range(self.n):
            if weight[i]:
                v = self.worth(i, code)
                if i == stolen_from:
                    total += v * weight[i] // 10
                else:
                    total += v * weight[i] * self.denial // 100
        return total

    def reach(self, stop, steps, g1, g2):
        """The best card value within `steps` of `stop` next turn, not counting the cells
        `g1`, `g2` taken now; -1 when none is in reach. A cheap bound of the real search:
        each card's shortest way over the board after this move (no empty cell, no way on
        past a face-up Counterfeiter) must not be longer than the step count, nor of the
        other parity unless the card stops a path early. With face-up Knights, whose jumps
        go beyond that, the Manhattan distance without parity."""
        if self.knights:
            for x in self.targets:  # best first
                c = x & 63
                d = _distance(c, stop)
                if d <= steps and d and c != g1 and c != g2:
                    return (x >> 7) - _OFFSET
            return -1
        dist = _ways(self.board, stop, steps, g1, g2, self.others, self.view.level)
        for x in self.targets:  # best first
            c = x & 63
            d = dist[c]
            if d > steps or d == 0 or ((steps - d) & 1 and not x & 64):
                continue
            if c == g1 or c == g2:
                continue
            return (x >> 7) - _OFFSET
        return -1

    def judge(self, stop, code, g1, steps, code2=-1, g2=-1):
        """The whole value of a move that ends on `stop`, takes `code` from cell `g1` (and
        `code2` from `g2`), and leaves `steps` as the next step count. What `Best` needs to
        judge it again is kept in `last_*`."""
        total = self.taken_value(code)
        if code2 >= 0:
            total += self.taken_value(code2)
        where, lost = self.reply
        if where >= 0 and (where == g1 or where == g2):
            total += lost * self.weight[(self.me + 1) % self.n] * _REPLY // 100
        pot = _potential(self.reach(stop, steps, g1, g2), self.potential)
        self.last_stop = stop
        self.last_g1 = g1
        self.last_g2 = g2
        self.last_steps = steps
        self.last_pot = pot
        return total + pot

    def exact_reach(self, stop, steps, g1, g2, swap=None):
        """The best card value among the real destinations from `stop` next turn, on the
        board after this move (an Architect's `swap` of two cells included; the others'
        moves in between not foreseen); -1 for none."""
        board = _AFTER
        board[:] = self.board
        if g1 >= 0:
            board[g1] = EMPTY
        if g2 >= 0:
            board[g2] = EMPTY
        if swap:
            a, b = swap
            board[a], board[b] = board[b], board[a]
        start = self.view.kings[self.me]
        if board[start] != JOKER:
            board[start] = EMPTY
        best = -1
        for c in destinations(board, stop, steps, self.view.level, self.others):
            v = self.worth(self.me, board[c])
            if v > best:
                best = v
        return best


def _potential(best, weight):
    # What the next turn's best take is worth now (`weight` tenths of it); a stop with
    # nothing in reach costs.
    return -_STUCK if best < 0 else best * weight // 10


def _face_up(code, r):
    return code != EMPTY and code != JOKER and not code & FACE_DOWN and code >> 2 == r


def _face_up_rank_on(board, r):
    for code in board:
        if code and code != JOKER and not code & FACE_DOWN and code >> 2 == r:
            return True
    return False


def _early_stop(code, level):
    # A face-up Counterfeiter (complete) or Minstrel (advanced, complete) is a stop at any
    # distance within reach, whatever the parity.
    if code & FACE_DOWN:
        return False
    r = code >> 2
    return (level == 2 and r == 4) or (level >= 1 and r == 5)


def _options(judge, dest, best):
    """Offer `best` (see `_Best`) every way to stop on `dest` worth considering."""
    view = judge.view
    me = judge.me
    board = judge.board
    code = board[dest]
    if code == JOKER:
        best.offer(judge.judge(dest, EMPTY, -1, view.tops[me] >> 2), dest, None, None)
        return
    if code & FACE_DOWN:
        # Unknown until taken: judged as the mark, and no power chosen (which one it has is
        # not known when the move is chosen).
        best.offer(judge.judge(dest, code, dest, judge.down_steps), dest, None, None)
        return
    r = code >> 2
    plain = judge.judge(dest, code, dest, r)
    best.offer(plain, dest, None, None)
    level = view.level
    if level == 0 or (level == 1 and r not in (8, 9, 10)):
        return
    if r == 8:  # Magician: go on to another face-up Magician and take it instead
        for c in judge.magicians:
            if c != dest:
                best.offer(judge.judge(c, board[c], c, 8), dest, "teleport", c)
    elif r == 2:  # Squire: also take a face-up Knight next to it
        for c in orthogonal_neighbours(dest):
            k = board[c]
            if k and k != JOKER and not k & FACE_DOWN and k >> 2 == 11:
                best.offer(judge.judge(dest, code, dest, 2, k, c), dest, "knight", c)
    elif r == 10:  # Thief: the top card of a King next to it, to the bottom of my pile
        for i in range(judge.n):
            if i != me and view.sizes[i] > 1 and _distance(view.kings[i], dest) == 1:
                best.offer(plain + judge.taken_value(view.tops[i], i), dest, "steal", i)
    elif r == 7:  # Merchant: out with the Counterfeiter that costs me most
        worst = None
        mine = judge.values[me]
        for c in view.pile:
            if c >> 2 == 4 and (worst is None or mine[c] < mine[worst]):
                worst = c
        if worst is not None:
            best.offer(plain - mine[worst], dest, "discard", worst)
    elif r == 9:  # Priest
        flips = _flips(judge, dest, r)
        if flips:
            best.offer(plain + _FLIP * len(flips), dest, "flip", flips)
    elif r == 6:  # Architect
        swap = _swap(judge, dest, r)
        if swap is not None:
            guess = swap[0] * judge.potential // 10
            best.offer(plain + guess, dest, "swap", swap[1:], guess)


class _Best:
    """The leading offers (at most `width`, _EXACT for Normal, best first, first offered
    first among equals), then the best of them judged again with their real next-turn
    destinations (first offered wins ties); written out only at the end. No list of every
    offer is kept. The Hard bot keeps its own number of offers here too (bot_hard.py)."""

    def __init__(self, judge, width=_EXACT):
        self.judge = judge
        self.top = []
        self.count = 0
        self.move = None
        self.width = width

    def offer(self, value, dest, key, arg, guess=0):
        # `guess`: the part of `value` a cheap bound gave beyond the judge's (an Architect's
        # swap): judged again with the real search, like the next turn.
        top = self.top
        self.count += 1
        width = self.width
        if len(top) == width and value <= top[-1][0]:
            return
        j = self.judge
        item = (value, dest, key, arg, j.last_stop, j.last_g1, j.last_g2, j.last_steps,
                j.last_pot + guess)
        i = len(top)
        while i > 0 and top[i - 1][0] < value:
            i -= 1
        top.insert(i, item)
        if len(top) > width:
            top.pop()

    def decide(self):
        # A real next turn is never better than the cheap bound (without face-up Knights,
        # whose jumps go beyond it), or than a stop on the Joker (worth nothing) where the
        # bound saw none, so an offer that cannot beat the best so far is not searched: the
        # same choice for fewer searches.
        judge = self.judge
        # What only the offers needed goes before the searches, which need the heap.
        judge.targets = judge.magicians = judge.counterfeiters = None
        best = None
        for value, dest, key, arg, stop, g1, g2, steps, pot in self.top:
            if (best is not None and (value if pot >= 0 else value - pot) <= best
                    and not judge.knights):
                continue
            if steps <= _EXACT_STEPS:
                value += _potential(judge.exact_reach(stop, steps, g1, g2,
                                                      arg if key == "swap" else None),
                                    judge.potential) - pot
            if best is None or value > best:
                best = value
                self.move = (dest, key, arg)

    def notation(self, view):
        dest, key, arg = self.move
        name = cell_name(dest)
        if key is None:
            return name
        if key == "steal":
            text = cards.SUIT_LETTERS[view.seats[arg]]
        elif key == "discard":
            text = cards.token(arg)
        elif key == "teleport" or key == "knight":
            text = cell_name(arg)
        else:
            text = ",".join(cell_name(c) for c in arg)
        return "%s %s=%s" % (name, key, text)


def _cell(name):
    return "abcdefg".find(name[0]) + ("1234567".find(name[1])) * 7


def _flips(judge, dest, steps):
    # Face-up Counterfeiters within the next step count that lie nearer this King than any
    # rival's: each would cut its own paths short (a forced stop scoring -1 or -4).
    out = []
    for c in judge.counterfeiters:
        d = _distance(dest, c)
        if c != dest and d <= steps:
            near = True
            for k in judge.others:
                if _distance(k, c) <= d:
                    near = False
            if near:
                out.append(c)
                if len(out) == 3:
                    break
    return out


def _swap(judge, dest, steps):
    # The best face-up card out of reach next turn, swapped with the least useful card that
    # is within reach (distance and parity): (gain, far cell, near cell), or None.
    kings = judge.view.kings
    board = judge.board
    me = judge.me
    far = near = -1
    far_v = near_v = 0
    for c in range(49):
        code = board[c]
        if code == EMPTY or c == dest or c in kings:
            continue
        v = judge.worth(me, code)
        d = _distance(dest, c)
        if d <= steps and not (steps - d) & 1:
            if near < 0 or v < near_v:
                near, near_v = c, v
        elif code != JOKER and not code & FACE_DOWN and (far < 0 or v > far_v):
            far, far_v = c, v
    if far < 0 or near < 0 or far_v - near_v < _SWAP_MIN:
        return None
    return far_v - near_v, far, near


# The levels (shared_rules/levels.py): "easy", a beginner's mistakes now and then
# (bot_easy.py); "normal", this module's bot; "hard", Normal's leading moves looked at one
# round ahead (bot_hard.py).


def choose(view: "SeatView", level: str = "normal") -> "str | None":
    """The move of a bot of `level` (one of LEVELS) for the seat of `view` (a
    `seat.SeatView`: `state.view(seat)`), in the notation of `apply`: `pass` when it cannot
    move, None at the end. ValueError when it is not that seat's turn, or for another level."""
    return decide(view, level, _normal, _hard, "shared_rules.treasure.bot_easy")


def _hard(view):
    """The Hard bot's move (bot_hard.py, imported the first time a Hard seat decides)."""
    from shared_rules.treasure import bot_hard

    return bot_hard.choose(view, _normal, _Judge, _Best, _options)


def _normal(view):
    """The Normal bot's move (see the module docstring)."""
    if view.seat != view.turn:
        raise ValueError("not this seat's turn")
    if view.over:
        return None
    me = view.seat
    level = view.level
    kings = view.kings
    n = len(kings)
    # The search first, before the judge takes its share of the heap.
    moves = destinations(view.board, kings[me], view.tops[me] >> 2, level,
                         [kings[i] for i in range(n) if i != me])
    if not moves:
        # A pass while another King can move (a face-down card walks as the mark does);
        # nothing at the end.
        for i in range(n):
            if i != me and destinations(view.board, kings[i], view.tops[i] >> 2, level,
                                        [kings[j] for j in range(n) if j != i]):
                return "pass"
        return None
    judge = _Judge(view)
    best = _Best(judge)
    for dest in moves:
        _options(judge, dest, best)
    moves = None
    best.decide()
    return best.notation(view)
