"""The abilities of the 16 characters of RULES.md B8, each in one place: the numbers it
changes and the hooks it gives the turn, with the prompts it asks.

The turn calls a seat's hooks at their named points (``bang.dice.state.Ability``); it
never asks which character a seat holds.  An ability that only changes a number of the
rules (a reach, a limit, an immunity) is that number here and is read where its rule
acts; the ``CODE`` table says where, for the card index (``bang.dice.index``).
"""

from __future__ import annotations

from bang.core.errors import IllegalAction
from bang.core.protocol import Action
from bang.dice.data import TOTAL_ARROWS
from bang.dice.rolls import BEER_STEP, GATLING_STEP
from bang.dice.state import (
    CHIEF_OUT,
    CHIEF_PILE,
    SOURCE_NAMES,
    Ability,
    DiceState,
    Prompt,
    explain_target,
)

# --- prompt kinds --------------------------------------------------------------------
SID = "sid_ketchum"              # B4.0 / B8: whom Sid heals at the start of his turn
BART = "bart_cassidy"            # B8: an arrow instead of a life point?
PEDRO = "pedro_ramirez"          # B8: discard an arrow after losing a life point?
KIT = "kit_carlson"              # B8: which arrow a Gatling die removes, or stop

MAX_SEATS = 8
HEALS = tuple(Action("heal", target=t) for t in range(MAX_SEATS))
REMOVALS = tuple(Action("remove", target=t) for t in range(MAX_SEATS))
TAKE_ARROW = Action("arrow")
LOSE_LIFE = Action("life")
DISCARD = Action("discard")
KEEP = Action("keep")
PASS = Action("pass")
#: Old Saloon (RULES.md G5): the Chief's Arrow instead of a regular arrow (Bart Cassidy
#: G5-5), or as the arrow discarded (Pedro Ramirez, Kit Carlson: G5-3 option).
CHIEF = Action("chief")
CHIEF_REMOVALS = tuple(Action("chief", target=t) for t in range(MAX_SEATS))


# --- Bart Cassidy ------------------------------------------------------------------------
def bart_cassidy_hit(game: DiceState, target: int, source: int) -> bool:
    """RULES.md B8 Bart Cassidy: before each point of ONE, TWO or Gatling damage he may
    take an arrow instead, never the last one in the centre (G5-5: the Chief's Arrow may
    be that arrow, never the last token either)."""
    if game.chief == CHIEF_OUT:
        if game.centre >= 2:
            return game.prompt(target, BART, {"source": SOURCE_NAMES[source]})
        return False
    if len(legal_bart_cassidy(game)) > 1:
        return game.prompt(target, BART, {"source": SOURCE_NAMES[source]})
    return False


def legal_bart_cassidy(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B8 Bart Cassidy: an arrow, or the life point (G5-5: a token whose taking
    would bring the Indians is not offered)."""
    if game.chief == CHIEF_OUT:
        return (TAKE_ARROW, LOSE_LIFE)
    options: list[Action] = []
    if game.centre and not game.empties_pile(False):
        options.append(TAKE_ARROW)
    if game.chief == CHIEF_PILE and not game.empties_pile(True):
        options.append(CHIEF)
    options.append(LOSE_LIFE)
    return tuple(options)


def answer_bart_cassidy(game: DiceState, action: Action) -> None:
    """RULES.md B8 Bart Cassidy: the arrow in place of the point, or the point lost."""
    target = game.hits[game.hit_index][0]
    if action.kind == "arrow":
        game.arrows[target] += 1
        game.centre -= 1
        game.emit("bart_cassidy", {"seat": target})
    elif action.kind == "chief":
        game.chief = target
        game.emit("bart_cassidy", {"seat": target, "chief": True})
    else:
        game.lose_point(target)


# --- El Gringo -----------------------------------------------------------------------------
def el_gringo_damaged(game: DiceState, target: int, source: int) -> None:
    """RULES.md B8 El Gringo: the player whose die (or Gatling) made him lose life owes an
    arrow, taken once the batch is over (``bang.dice.resolve.pay_owed_arrows``)."""
    game.owed_arrows += 1


# --- Jesse Jones ---------------------------------------------------------------------------
def jesse_jones_beer(game: DiceState, seat: int) -> None:
    """RULES.md B8 Jesse Jones: "4 life or less" is judged once, as the Beer step begins;
    then each BEER on himself gives 2."""
    game.beer_bonus = game.life[seat] <= 4


# --- Kit Carlson ---------------------------------------------------------------------------
def kit_carlson_gatling(game: DiceState, seat: int) -> None:
    """RULES.md B8 Kit Carlson: one arrow removal per GATLING symbol."""
    game.removals_left = game.roll.gatlings


def kit_carlson_removals(game: DiceState, seat: int) -> bool:
    """RULES.md B8, B5.6-2 Kit Carlson: after the Gatling (which returned his own arrows
    first) he removes arrows one at a time, while any are in front of a player."""
    if game.removals_left > 0 and (game.centre < TOTAL_ARROWS or chief_discardable(game)):
        return game.prompt(seat, KIT, {"left": game.removals_left})
    return False


def chief_discardable(game: DiceState) -> bool:
    """G5-3: with ``chief_arrow_discardable_by_abilities`` the Chief's Arrow, held by a
    player, may be the arrow an ability discards (not by default)."""
    return game.chief >= 0 and game.config.chief_arrow_discardable_by_abilities


def legal_kit_carlson(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B8 Kit Carlson: an arrow of any player holding one, himself included, or
    stop."""
    arrows = game.arrows
    if chief_discardable(game):
        return (*(REMOVALS[t] for t in range(game.n) if arrows[t]),
                CHIEF_REMOVALS[game.chief], PASS)
    return (*(REMOVALS[t] for t in range(game.n) if arrows[t]), PASS)


def answer_kit_carlson(game: DiceState, action: Action) -> None:
    """RULES.md B8 Kit Carlson: the arrow goes back to the centre, or he stops."""
    if action.kind == "pass":
        game.removals_left = 0
        return
    if action.kind == "chief":
        game.chief = CHIEF_PILE
        game.removals_left -= 1
        game.emit("kit_carlson", {"seat": game.turn, "target": action.target, "chief": True})
        return
    game.arrows[action.target] -= 1
    game.centre += 1
    game.removals_left -= 1
    game.emit("kit_carlson", {"seat": game.turn, "target": action.target})


def explain_kit_carlson(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B8 Kit Carlson: an arrow of a living player who holds one."""
    if action.kind != "remove":
        return None
    reason = explain_target(game, action)
    if reason is not None:
        return reason
    return IllegalAction("no_arrows", f"seat {action.target} holds no arrow")


# --- Lucky Duke ----------------------------------------------------------------------------
def lucky_duke_rolls(game: DiceState, seat: int) -> int:
    """RULES.md B8 Lucky Duke: one extra roll, four in all (D2-1: five with
    ``lucky_duke_five_rolls``, S0's literal count)."""
    return 5 if game.config.lucky_duke_five_rolls else 4


# --- Pedro Ramirez -------------------------------------------------------------------------
def pedro_ramirez_lost(game: DiceState, seat: int) -> bool:
    """RULES.md B8 Pedro Ramirez: after each life point lost he may discard an arrow."""
    if game.arrows[seat] or (chief_discardable(game) and game.chief == seat):
        return game.prompt(seat, PEDRO, {})
    return False


def legal_pedro_ramirez(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B8 Pedro Ramirez: discard one of his arrows, or keep them (G5-3: the
    Chief's Arrow only with its option)."""
    if game.chief < 0 or not chief_discardable(game):
        return (DISCARD, KEEP)
    seat = game.hits[game.hit_index][0]
    if game.chief != seat:
        return (DISCARD, KEEP)
    return (DISCARD, CHIEF, KEEP) if game.arrows[seat] else (CHIEF, KEEP)


def answer_pedro_ramirez(game: DiceState, action: Action) -> None:
    """RULES.md B8 Pedro Ramirez: the arrow goes back to the centre (the point stays
    lost)."""
    if action.kind == "discard":
        seat = game.hits[game.hit_index][0]
        game.arrows[seat] -= 1
        game.centre += 1
        game.emit("pedro_ramirez", {"seat": seat})
    elif action.kind == "chief":
        game.chief = CHIEF_PILE
        game.emit("pedro_ramirez", {"seat": game.hits[game.hit_index][0], "chief": True})


# --- Sid Ketchum ---------------------------------------------------------------------------
def sid_ketchum_start(game: DiceState, seat: int) -> bool:
    """RULES.md B4.0, B8 Sid Ketchum: at the start of his turn, before his first roll, a
    player of his choice gains 1 life."""
    return game.prompt(seat, SID, {})


def legal_sid_ketchum(game: DiceState) -> tuple[Action, ...]:
    """RULES.md B8 Sid Ketchum: any living player, himself included."""
    alive = game.alive
    return tuple([HEALS[t] for t in range(game.n) if alive[t]])


def answer_sid_ketchum(game: DiceState, action: Action) -> None:
    """RULES.md B8 Sid Ketchum: +1 life, never above the target's maximum."""
    target = action.target
    game.emit("sid_ketchum", {"seat": game.turn, "target": target,
                              "gained": game.gain_life(target, 1)})


def explain_sid_ketchum(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md B8 Sid Ketchum: a living player."""
    return explain_target(game, action)


# --- Suzy Lafayette ------------------------------------------------------------------------
def suzy_lafayette_end(game: DiceState, seat: int) -> bool:
    """RULES.md B8 Suzy Lafayette: +2 life at the end of her turn if her final dice show
    no ONE or TWO (a turn cut short by 3 Dynamite checks its dice too)."""
    if not game.roll.bulls:
        game.emit("suzy_lafayette", {"seat": seat, "gained": game.gain_life(seat, 2)})
    return False


# --- Vulture Sam ---------------------------------------------------------------------------
def vulture_sam_gain(game: DiceState, seat: int, dead: list[int]) -> None:
    """RULES.md B6, B8 Vulture Sam: +2 life for each other player eliminated (nothing if
    he died in the same step: then he is not asked), up to his maximum."""
    game.emit("vulture_sam", {"seat": seat, "gained": game.gain_life(seat, 2 * len(dead))})


# --- the 16 abilities ----------------------------------------------------------------------
ABILITY_LIST: tuple[Ability, ...] = (
    Ability("bart_cassidy", "B8", on_hit=bart_cassidy_hit, prompts=(
        Prompt(BART, "B8", legal_bart_cassidy, answer_bart_cassidy, ("arrow", "life", "chief"),
               61),)),
    Ability("black_jack", "B8", rerolls_locked=True),
    Ability("calamity_janet", "B8", swaps_bulls=True),
    Ability("el_gringo", "B8", on_damaged=el_gringo_damaged),
    Ability("jesse_jones", "B8", on_resolution={BEER_STEP: jesse_jones_beer}),
    Ability("jourdonnais", "B8", indian_cap=1),
    Ability("kit_carlson", "B8", on_resolution={GATLING_STEP: kit_carlson_gatling},
            after_resolution={GATLING_STEP: kit_carlson_removals}, prompts=(
                Prompt(KIT, "B8", legal_kit_carlson, answer_kit_carlson,
                       ("remove", "pass", "chief"), 81, explain_kit_carlson),)),
    Ability("lucky_duke", "B8", roll_limit=lucky_duke_rolls),
    Ability("paul_regret", "B8", gatling_immune=True),
    Ability("pedro_ramirez", "B8", on_life_lost=pedro_ramirez_lost, prompts=(
        Prompt(PEDRO, "B8", legal_pedro_ramirez, answer_pedro_ramirez,
               ("discard", "keep", "chief"),
               62),)),
    Ability("rose_doolan", "B8", reach_bonus=1),
    Ability("sid_ketchum", "B8", on_turn_start=sid_ketchum_start, prompts=(
        Prompt(SID, "B4.0", legal_sid_ketchum, answer_sid_ketchum, ("heal",), 0,
               explain_sid_ketchum),)),
    Ability("slab_the_killer", "B8", doubles_bull=True),
    Ability("suzy_lafayette", "B8", on_turn_end=suzy_lafayette_end),
    Ability("vulture_sam", "B8", on_other_eliminated=vulture_sam_gain),
    Ability("willy_the_kid", "B8", gatling_needs=2),
)

#: Where the rules read each number or flag of an ``Ability``, and where they call each
#: hook (module:function), for the card index: an ability's entry is its own hooks and
#: prompts plus these.
CODE: dict[str, tuple[str, ...]] = {
    "roll_limit": ("bang.dice.phases:step_turn_start",),
    "rerolls_locked": ("bang.dice.phases:step_roll",),
    "on_turn_start": ("bang.dice.phases:step_turn_start",),
    "on_turn_end": ("bang.dice.phases:step_end_turn",),
    "on_arrows": ("bang.dice.phases:step_roll",),
    "indian_cap": ("bang.dice.state:DiceState.indian_attack",),
    "swaps_bulls": ("bang.dice.resolve:reach",),
    "reach_bonus": ("bang.dice.resolve:reach",),
    "doubles_bull": ("bang.dice.resolve:can_double", "bang.dice.resolve:shoot_legal",
                     "bang.dice.resolve:answer_shoot", "bang.dice.resolve:step_beer_start"),
    "on_hit": ("bang.dice.resolve:step_hits",),
    "on_life_lost": ("bang.dice.state:DiceState.lose_point",),
    "on_damaged": ("bang.dice.resolve:step_hits", "bang.dice.resolve:pay_owed_arrows"),
    "gatling_needs": ("bang.dice.resolve:step_gatling",),
    "gatling_immune": ("bang.dice.resolve:step_gatling",),
    "on_resolution": ("bang.dice.resolve:begin",),
    "after_resolution": ("bang.dice.state:DiceState.resolved", "bang.dice.resolve:after_step"),
    "on_other_eliminated": ("bang.dice.state:DiceState.eliminate_dead",),
    "after_roll": ("bang.dice.phases:dynamite_check", "bang.dice.resolve:step_after_dynamite"),
    "after_losses": ("bang.dice.state:DiceState.eliminate_dead",),
    "gains_no_life": ("bang.dice.state:DiceState.gain_life", "bang.dice.resolve:answer_beer"),
}

#: Abilities the rules ask about by key (``DiceState.has_ability``) rather than through a
#: hook of ``Ability``, and where (module:function), for the card index; an expansion
#: adds its own (RULES.md G9: Greg Digger, Sam the Healer, Sean Mallory).
KEYED: dict[str, tuple[str, ...]] = {}
