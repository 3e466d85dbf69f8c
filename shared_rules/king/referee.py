"""King at a real table: the referee follows the cards as they are played, hands unknown.

`KingReferee` drives a `King` state built with unknown hands. The state refuses at once what
the played cards alone make impossible (a card already played, K♥ led before the last trick
in the K♥ deals). What can only be proven later is tracked here through each seat's proven
voids:
- a revoke: a seat that did not follow suit S later plays an S card;
- a forbidden heart lead (deal 2, the quick game's 2+5, and deal 5 only with the
  deal5_heart_ban Option): a seat that led a heart later plays another suit, so it held one
  when it led;
- with the force-K♥ Option: a seat that did not follow and did not play K♥ later plays it. It
  broke a rule in that trick: if it held the led suit, the rule to follow suit (a revoke: so a
  failure a revoke already explains is not a K♥ fault), else the rule to play K♥. Which one is
  known only once every card of the led suit is out (then it was void) or its own card of the
  suit is seen (the revoke, reported as usual); until then the fault says it was either.
`apply(move)` returns the violations the move proves (dicts naming the seat, the deal, the
trick it happened in and the card that proves it); `rollback(deal, trick)` takes the game back
to the start of that trick, so the table can replay it correctly.
"""
from shared_rules import cards
from shared_rules.compat import import_once
from shared_rules.king.game import King
from shared_rules.king.rules import KING_OF_HEARTS, KING_RULE_KINDS, PLAY, heart_lead_banned

REPLAY = "shared_rules.king.referee_replay"  # a load and a roll-back, imported for the step

_HEARTS = 1


class KingReferee:
    """The referee's game: `game` is the King state (hands None); see the module docstring."""

    def __init__(self, options=None, first_dealer=0, game=None):
        if game is None:
            game = King(options, first_dealer, None, referee=True)
            game.start_deal()
        self.game = game
        self.violations = []
        # [(deal number, each seat's points of the deals before it, moves)] of the last two
        # deals: a deal's start is King.table_at_deal of the first two
        self._deals = []
        self._begin_deal()

    @classmethod
    def from_dict(cls, d):
        """A referee at position `d` (hands null), with the current deal's checks rebuilt
        (`shared_rules/king/referee_replay.py`: on a board in RAM only while it loads)."""
        return import_once(REPLAY).load(cls, d)

    def deal_start(self):
        """Where the current deal started, as `King.table_at_deal` takes it: {"deal": its
        number, "scores": each seat's points of the deals before it} (the table referee saves
        it and replays from there; read it, do not change it)."""
        number, scores, _ = self._deals[-1]
        return {"deal": number, "scores": scores}

    def _begin_deal(self):
        game = self.game
        self._deals.append((game.deal_index + 1, [list(s) for s in game.scores], []))
        if len(self._deals) > 2:
            self._deals.pop(0)
        self._void = [[-1, -1, -1, -1] for _ in range(4)]  # trick index a suit was not followed
        self._heart_lead = [-1, -1, -1, -1]

    def apply(self, move):
        """Apply a move of the table; returns the list of violations it proves (maybe empty)."""
        game = self.game
        deal = game.deal_index
        found = []
        if game.phase == PLAY:
            c = cards.parse(move) if isinstance(move, str) else move
            seat = game.current_player()
            trick_index = len(game.history)
            led = game.trick[0] & 3 if game.trick else -1
            out = self._suits_out(game) if c == KING_OF_HEARTS else 0
            game.apply(c)
            found = self._check(seat, c, led, trick_index, deal + 1, out)
            move = c
        else:
            game.apply(move)
        self._deals[-1][2].append(move)
        if game.deal_index != deal:
            self._begin_deal()
        self.violations.extend(found)
        return found

    @staticmethod
    def _suits_out(game):
        """A bit per suit whose every card of the deck has been played in this deal."""
        out = 15
        for x in game.deck:
            if not game.played[x]:
                out &= ~(1 << (x & 3))
        return out

    def _check(self, seat, c, led, t, deal, out):
        found = []
        s = c & 3
        token = cards.token(c)
        kind = self.game.kinds[deal - 1]
        if self._void[seat][s] >= 0:
            found.append({"kind": "revoke", "seat": seat, "deal": deal,
                          "trick": self._void[seat][s] + 1, "suit": cards.SUIT_LETTERS[s],
                          "proof": token, "proof_trick": t + 1,
                          "message": "seat %d revoked in trick %d: did not follow %s but "
                                     "plays %s in trick %d" % (
                                         seat, self._void[seat][s] + 1,
                                         cards.SUIT_LETTERS[s], token, t + 1)})
            self._void[seat][s] = -1
        if self._heart_lead[seat] >= 0 and s != _HEARTS:
            found.append({"kind": "heart_lead", "seat": seat, "deal": deal,
                          "trick": self._heart_lead[seat] + 1, "proof": token,
                          "proof_trick": t + 1,
                          "message": "seat %d led a heart in trick %d while holding another "
                                     "suit (plays %s in trick %d)" % (
                                         seat, self._heart_lead[seat] + 1, token, t + 1)})
            self._heart_lead[seat] = -1
        if c == KING_OF_HEARTS and self.game.options["force_king"] and kind in KING_RULE_KINDS:
            found.extend(self._king_kept(seat, deal, t, out))
        if led < 0:
            if (heart_lead_banned(kind, self.game.options) and s == _HEARTS and
                    self._heart_lead[seat] < 0):
                self._heart_lead[seat] = t
        elif s != led:
            if self._void[seat][led] < 0:
                self._void[seat][led] = t
        return found

    def _king_kept(self, seat, deal, t, out):
        """The K♥ fault its play proves: the first trick the seat did not follow (and played
        no K♥, which it still held) that no revoke explains; none when there is no such trick.
        `out`: the suits whose every card was played before K♥."""
        first = -1
        for x in range(4):
            v = self._void[seat][x]
            if v >= 0 and (first < 0 or v < self._void[seat][first]):
                first = x
        if first < 0:
            return []
        trick = self._void[seat][first] + 1
        suit = cards.SUIT_LETTERS[first]
        void = bool(out & (1 << first))
        if void:
            message = "seat %d held the King of hearts in trick %d and had to play it" % (
                seat, trick)
        else:
            message = ("seat %d did not follow %s in trick %d while holding the King of hearts: "
                       "it had to follow %s, or play the King if it held no %s" % (
                           seat, suit, trick, suit, suit))
        return [{"kind": "king_kept", "seat": seat, "deal": deal, "trick": trick, "suit": suit,
                 "void": void, "proof": "KH", "proof_trick": t + 1, "message": message}]

    def rollback(self, deal, trick):
        """Go back to the start of trick `trick` (1-based) of deal `deal` (current or previous)
        (`shared_rules/king/referee_replay.py`: on a board in RAM only while it replays)."""
        import_once(REPLAY).rollback(self, deal, trick)
