"""Kings and Treasures against bots, the ways in: the setup of a new game (level, seats,
which seats are people) and a saved game resumed. Imported for that step alone
(`compat.import_once`), given the game's classes (`firmware/treasure/vs_bots.py`'s Game and
Play), never importing them.
"""
from shared_rules.treasure import game as treasure
from shared_rules.compat import import_once
from firmware import bot_levels
from firmware.ui import widgets as ui
from firmware.names import seat_name
from firmware.treasure.board import packed_saved
from firmware.undo import History

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one


UNDO_DEPTH = 10  # people's moves kept for undo: [the move, the position before, packed: ~90 bytes]


def resume(app, data, Game, Play):
    """From the game menu's Resume: the saved game vs bots (`data`, the save's newest good
    copy, or None); False if it cannot be read."""
    game = None
    if isinstance(data, dict):
        try:
            game = game_from(data, Game)
        except (ValueError, TypeError, KeyError, AttributeError, IndexError):
            game = None
    if game is None:
        return False
    game.recorded = data.get("recorded")  # (firmware/records_write.py)
    app.push(Play(game))
    return True


def game_from(data, Game):
    """The saved game `data` as a `Game`; ValueError (or the like) when it is not one."""
    if data.get("game") != "treasure_bots":
        raise ValueError("not a game vs bots")
    state = treasure.from_dict(data["state"])
    people = data["people"]
    if not isinstance(people, list) or len(people) != len(state.seats) \
            or any(p is not True and p is not False for p in people):
        raise ValueError("bad seats")
    return Game(state, people, History.from_list(data.get("history"), UNDO_DEPTH,
                                                 _undo_saved),
                bot_levels.read(data.get("levels"), len(people)))


def _undo_saved(entry):
    """True for an undo step as `Play.play` saves it, [the move, the position before], or as
    a save from before the moves were kept holds it: the position alone."""
    if isinstance(entry, list):  # (its label reads the seat to move from the hex text)
        return len(entry) == 2 and isinstance(entry[0], str) and isinstance(entry[1], str) \
            and len(entry[1]) > 6 and entry[1][0] != "{" and packed_saved(entry[1])
    return packed_saved(entry)


class Setup(ui.Menu):
    """Level, seats (2-4) and who is a person (the rest are bots, each of its level: last
    time's, Normal at first). Left/Right or A change a line; on a bot's line A makes it a
    person, Left/Right its level."""

    def __init__(self, Game, Play):
        self.Game = Game
        self.Play = Play
        self.level = 0
        self.seats = 2
        self.people = [True, False, False, False]
        self.levels = None  # each seat's bot level (firmware/bot_levels.py), read at the draw
        ui.Menu.__init__(self, "K&T vs bots", [], self.select, 0, self.change)

    def labels(self, app):
        if self.levels is None:
            self.levels = bot_levels.remembered(app)
        tr = ui.tr
        items = [tr(app, "Level: %s") % tr(app, treasure.LEVELS[self.level]),
                 tr(app, "Seats: %d") % self.seats]
        for i in range(self.seats):
            items.append("%s: %s" % (seat_name(app, i), tr(app, "person") if self.people[i]
                                     else tr(app, "bot %s") % tr(app, bot_levels.word(
                                         self.levels[i]))))
        items.append(tr(app, "Start"))
        return items

    def draw(self, app, buf):
        if not self.items:  # (made here, where the seats' names are known; then by change)
            self.title = ui.tr(app, self.title)
            self.items = self.labels(app)
        ui.Menu.draw(self, app, buf)

    def change(self, app, i, step):
        if i == 0:
            self.level = (self.level + step) % len(treasure.LEVELS)
        elif i == 1:
            self.seats = 2 + (self.seats - 2 + step) % 3
        elif i < 2 + self.seats:
            seat = i - 2
            if self.people[seat]:
                self.people[seat] = False
            else:
                self.levels[seat] = (self.levels[seat] + step) % 3
        self.items = self.labels(app)

    def select(self, app, i):
        if 2 <= i < 2 + self.seats:
            self.people[i - 2] = not self.people[i - 2]
            self.items = self.labels(app)
        elif i < 2:
            self.change(app, i, 1)
        else:
            import_once(NEW_GAME).begin(app, self.start)

    def start(self, app):
        seed = app.now & 0x3FFFFFFF  # the clock: when Start was pressed
        state = treasure.new_game(seed, players=self.seats, level=treasure.LEVELS[self.level])
        levels = self.levels[:self.seats]
        game = self.Game(state, self.people[:self.seats], History(depth=UNDO_DEPTH), levels)
        bot_levels.remember(app, levels)
        app.pop()  # the setup menu: B from the game goes to the mode menu
        problem = game.save(app)
        app.push(self.Play(game))
        if problem:
            app.push(ui.Message(problem))
