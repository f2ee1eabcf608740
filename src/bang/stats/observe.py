"""What one bot game tells the balance report beyond its winners.

A watcher follows the events of every step of a game (:class:`bang.sim.play.Watcher`)
and keeps a few integers: which cards were played, which abilities the engine announced,
how the last player fell and to what.  :func:`observe` plays one game with the right
watcher and returns a :class:`GameSummary`, plain data that a worker process can send
back and a :class:`~bang.stats.tally.LineTally` can add up.

The game is played exactly as :func:`bang.sim.play.play` plays it without a watcher, so
the same seed gives the same game whether or not it is observed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bang.cards.data import KIND, KIND_NAMES_ALL
from bang.dice.rolls import MASK_DICE
from bang.sim.play import DEFAULT_MAX_DECISIONS, BotSpec, GameResult, play

#: ``finisher`` of a game whose end no player's hand brought (Dynamite, Indians, a draw).
NOBODY = -1

#: Card game events that announce a character's ability: event kind → character, or
#: (event kind, ``why``) → character for the shared ``draw``/``take_from_hand`` events.
CARD_ABILITY_EVENTS: dict[str, str] = {
    "take_discard": "Pedro Ramirez",
    "kit_returns": "Kit Carlson",
    "lucky_duke_chooses": "Lucky Duke",
    "sid_ketchum": "Sid Ketchum",
    "vulture_sam_takes": "Vulture Sam",
}
CARD_ABILITY_WHY: dict[str, str] = {
    "black_jack": "Black Jack",
    "bart_cassidy": "Bart Cassidy",
    "suzy": "Suzy Lafayette",
    "jesse_jones": "Jesse Jones",
    "el_gringo": "El Gringo",
}
#: Card game events counted as they are (event kind → counter name).
CARD_HAPPENINGS: dict[str, str] = {
    "dynamite_explodes": "Dynamite explosions",
    "dynamite_passes": "Dynamite passes",
    "jail_skips_turn": "Jail skips a turn",
    "jail_escaped": "Jail escapes",
    "barrel_cancels": "Barrel saves",
    "beer_save": "Beer saves at 0 life",
    "reshuffle": "deck reshuffles",
    "eliminated": "eliminations",
}
#: Card game events after which a life lost is the event card's doing, nobody's hand
#: (rules/high-noon-fistful.md F5.26, F5.30).
EVENT_CAUSES: dict[str, str] = {
    "fistful_bangs": "A Fistful of Cards",
    "roulette_loses": "Russian Roulette",
}
#: Dice game events that announce a character's ability.
DICE_ABILITY_EVENTS: dict[str, str] = {
    "bart_cassidy": "Bart Cassidy",
    "pedro_ramirez": "Pedro Ramirez",
    "el_gringo": "El Gringo",
    "kit_carlson": "Kit Carlson",
    "suzy_lafayette": "Suzy Lafayette",
    "sid_ketchum": "Sid Ketchum",
    "vulture_sam": "Vulture Sam",
}
#: The expansions' characters (RULES.md G6, G9) whose abilities the engine announces.
DICE_EXPANSION_ABILITY_EVENTS: dict[str, str] = {
    "apache_kid": "Apache Kid",
    "bill_noface": "Bill Noface",
    "elena_fuente": "Elena Fuente",
    "vera_custer": "Vera Custer",
    "doc_holyday": "Doc Holyday",
    "molly_stark": "Molly Stark",
    "belle_star": "Belle Star",
    "chuck_wengam": "Chuck Wengam",
    "herb_hunter": "Herb Hunter",
    "sam_the_healer": "Sam the Healer",
    "sean_mallory": "Sean Mallory",
}
DICE_ABILITY_EVENTS.update(DICE_EXPANSION_ABILITY_EVENTS)
#: How the dice game's faces read as the cause of a life lost (a double face, RULES.md
#: G2.1, as its single one).
DICE_FACE_CAUSE = {"one": "bull's eye 1", "two": "bull's eye 2",
                   "double_one": "bull's eye 1", "double_two": "bull's eye 2"}
#: The expansions' events counted as they are (RULES.md Part G; event kind -> counter):
#: the Saloon dice's faces (G4.3, G4.4), the Chief's Arrow (G5), duels and their tokens
#: (G7), the Boneyard and the outbreak (G10).  A duel's and an outbreak's counts are
#: the ``DUEL_HAPPENINGS`` below.
DICE_HAPPENINGS: dict[str, str] = {
    "chief_arrow": "Chief's Arrow taken",
    "duel": "duels fought",
    "whiskey": "Whiskeys drunk",
    "wound": "Duel Wound tokens taken",
    "boneyard": "Boneyard cards revealed",
    "outbreak": "zombie outbreaks",
}


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game as the balance report sees it.

    ``finisher`` is the seat whose hand eliminated ``last_victim`` in the game's last
    elimination (``NOBODY`` for Dynamite, the Indians, or no elimination at all);
    ``cause`` names the card (card game) or die face (dice game) behind that loss, or how
    the game ended without one (``"round limit"``, ``"showdown"``).  ``plays`` counts
    cards played on one's turn (card game) or faces rolled (dice game); ``responses``
    cards played out of turn; ``abilities`` the character abilities the engine
    announces (passive abilities such as Paul Regret's are never announced);
    ``happenings`` the game's own events worth counting (arrows, Indian attacks ...).
    """

    result: GameResult
    turns: int
    rounds: int
    last_victim: int = NOBODY
    finisher: int = NOBODY
    cause: str = ""
    plays: dict[str, int] = field(default_factory=dict)
    responses: dict[str, int] = field(default_factory=dict)
    abilities: dict[str, int] = field(default_factory=dict)
    happenings: dict[str, int] = field(default_factory=dict)
    #: The side that won when the game names one beyond its roles (RULES.md G10.4:
    #: ``"zombies"`` or ``"survivors"`` after an outbreak); ``""`` otherwise.
    side: str = ""


class EventWatcher:
    """Counters shared by both games' watchers; on its own, the watcher of a game whose
    events it cannot read (win rates and lengths still count)."""

    def __init__(self) -> None:
        self.plays: Counter[str] = Counter()
        self.responses: Counter[str] = Counter()
        self.abilities: Counter[str] = Counter()
        self.happenings: Counter[str] = Counter()
        self.cause = ""
        self.side = ""
        self.last: tuple[int, int, str] = (NOBODY, NOBODY, "")
        self.game: Any = None

    def start(self, game: Any) -> None:
        """Read what happened while the game was set up (a dice turn starts with a roll)."""
        self.game = game
        self.step(game, list(getattr(game, "log", ())))

    def step(self, game: Any, events: list[Any]) -> None:
        """A game without a reader of its own: winners, roles and lengths only."""

    def summary(self, result: GameResult) -> GameSummary:
        turns = int(getattr(self.game, "turns_taken", 0))
        players = len(result.roles)
        victim, finisher, cause = self.last
        if not result.capped and not result.winners and not cause:
            cause = "no winner"
        return GameSummary(result, turns, -(-turns // players), victim, finisher, cause,
                           dict(self.plays), dict(self.responses), dict(self.abilities),
                           dict(self.happenings), self.side)


def event_name(key: str) -> str:
    """The printed name of the event card ``key`` (rules/high-noon-fistful.md F2), or
    the key of a card not registered."""
    from bang.cards.event_deck import EVENTS

    card = EVENTS.get(key)
    return card.name if card is not None else key


class CardWatcher(EventWatcher):
    """Reads the card game's events (``bang.cards``).  With an event deck it counts the
    reveals, names High Noon, A Fistful of Cards and Russian Roulette as the cause of
    the life they take, and counts the game under the event card in force when it ended
    (``games ended under High Noon``...)."""

    def __init__(self) -> None:
        super().__init__()
        #: The event card in force (rules/high-noon-fistful.md; "" before any reveal).
        self.event = ""

    def start(self, game: Any) -> None:
        events = getattr(game, "events", None)
        if events is not None:  # a position may start with a card in force (F15-7)
            self.event = events.in_force
        super().start(game)

    def summary(self, result: GameResult) -> GameSummary:
        if self.event:
            self.happenings[f"games ended under {event_name(self.event)}"] += 1
        return super().summary(result)

    def step(self, game: Any, events: list[Any]) -> None:
        for kind, data, _ in events:
            if kind == "play":
                card = data["card"]
                if card >= 0:
                    self.cause = name = KIND_NAMES_ALL[KIND[card]]
                    self.plays[name] += 1
            elif kind == "respond":
                card = data["card"]
                if card >= 0:
                    self.responses[KIND_NAMES_ALL[KIND[card]]] += 1
            elif kind == "draw" or kind == "take_from_hand":
                who = CARD_ABILITY_WHY.get(data.get("why", ""))
                if who is not None:
                    self.abilities[who] += 1
            elif kind in CARD_ABILITY_EVENTS:
                self.abilities[CARD_ABILITY_EVENTS[kind]] += 1
            elif kind == "dmh_shoot":
                self.cause = "ghost's shot"
            elif kind == "dmh_showdown":
                self.last = (NOBODY, NOBODY, "showdown")
            elif kind == "round_limit":
                self.last = (NOBODY, NOBODY, "round limit")
            elif kind == "event_revealed":
                self.event = data["event"]
                self.happenings["event cards revealed"] += 1
            elif kind == "damage" and self.event == "high_noon" and data["source"] < 0 \
                    and data["amount"] == 1:
                self.cause = "High Noon"  # its life a turn (F5.13); Dynamite's is 3
            elif kind in EVENT_CAUSES:
                self.cause = EVENT_CAUSES[kind]
            if kind == "dynamite_explodes":
                self.cause = "Dynamite"
            if kind == "eliminated":
                killer = data["killer"]
                seat = data["seat"]
                self.last = (seat, killer if killer != seat else NOBODY, self.cause)
            counter = CARD_HAPPENINGS.get(kind)
            if counter is not None:
                self.happenings[counter] += 1


class DiceWatcher(EventWatcher):
    """Reads the dice game's events (``bang.dice``)."""

    def __init__(self) -> None:
        super().__init__()
        self.dice: list[str] = []
        #: Who started the duel being fought (RULES.md G7.4).
        self.challenger = NOBODY

    def step(self, game: Any, events: list[Any]) -> None:
        for kind, data, _ in events:
            if kind == "roll":
                self.dice = dice = data["dice"]
                for die in MASK_DICE[data["mask"]]:
                    self.plays[dice[die]] += 1
                    if dice[die] == "arrow":
                        self.happenings["arrows rolled"] += 1
            elif kind == "shoot":
                die = data["die"]
                face = self.dice[die] if 0 <= die < len(self.dice) else ""
                self.cause = DICE_FACE_CAUSE.get(face, "bull's eye")
            elif kind == "gatling":
                self.cause = "Gatling"
                self.happenings["Gatling fired"] += 1
            elif kind == "dynamite":
                self.cause = "Dynamite"
                self.happenings["Dynamite explosions"] += 1
            elif kind == "indians":
                self.cause = "Indians (arrows)"
                self.happenings["Indian attacks"] += 1
            elif kind == "el_gringo":
                self.happenings["arrows from El Gringo"] += data["arrows"]
                self.abilities["El Gringo"] += 1
            elif kind == "eliminated":
                killer = data["by"]
                seat = data["seat"]
                self.last = (seat, killer if killer != seat else NOBODY, self.cause)
                self.happenings["eliminations"] += 1
            elif kind == "round_limit":
                self.last = (NOBODY, NOBODY, "round limit")
            elif kind in DICE_ABILITY_EVENTS:
                self.abilities[DICE_ABILITY_EVENTS[kind]] += 1
                if kind == "chuck_wengam":
                    self.cause = "Chuck Wengam's life"  # G9-2: a life for a face
            else:
                self._expansion(kind, data)
            counter = DICE_HAPPENINGS.get(kind)
            if counter is not None:
                self.happenings[counter] += 1

    def _expansion(self, kind: str, data: dict[str, Any]) -> None:
        """The expansions' events (RULES.md Part G): the causes of a life lost that no
        die's bull's eye names, the Saloon die of a turn, duels' results, the side that
        won after an outbreak."""
        if kind == "bullet":
            self.cause = "Bullet"
            self.happenings["Bullets rolled"] += data.get("count", 1)
        elif kind == "broken_arrow":
            if data.get("target") is not None:
                self.happenings["arrows put back by a Broken Arrow"] += 1
        elif kind == "duel":
            self.challenger = int(data.get("seat", NOBODY))
        elif kind == "duel_lost":
            self.cause = "duel"
            if data.get("seat") == self.challenger:
                self.happenings["duels lost by the challenger"] += 1
        elif kind == "saloon_die":
            die = data.get("die")
            if die:
                self.happenings[f"turns with the {die.capitalize()}"] += 1
        elif kind == "side_won":
            self.side = str(data.get("side", ""))


def watcher_for(game_class: Any) -> EventWatcher:
    """The watcher that reads ``game_class``'s events (by its ``GAME`` name)."""
    name = getattr(game_class, "GAME", "")
    if name == "dice":
        return DiceWatcher()
    if name == "cards":
        return CardWatcher()
    return EventWatcher()


def observe(game_class: Any, config: Any, seed: int, bots: BotSpec = "random", *,
            index: int = 0, max_decisions: int = DEFAULT_MAX_DECISIONS) -> GameSummary:
    """Play one game (exactly as :func:`bang.sim.play.play` would) and summarize it."""
    watch = watcher_for(game_class)
    result = play(game_class, config, seed, bots, index=index, max_decisions=max_decisions,
                  watch=watch)
    return watch.summary(result)
