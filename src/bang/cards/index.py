"""The card game's part of the card index: every card kind of the registered content,
with its cards (rank, suit and id of each copy), and every character, each with its
RULES.md clause, the code that implements it and the tests that cite it (docs/cards.md
is generated from these rows and the dice game's; the rows and the reading of tests are
``bang.core.index``'s).

The code of a kind is what its record names (its ``play`` effect, its start-of-turn
``check``) and, for each field it sets, the functions that read that field where its
rule acts (``PLAN_CODE``, ``KIND_CODE``, ``EFFECT_CODE``, ``ANSWER_CODE``); a character's is its
abilities' hooks and prompts and the readers of their numbers (``ABILITY_CODE``).

A kind is cited by the tests whose name holds its key (``general_store``), a character
by the tests whose name holds its key (``jesse_jones``) or its first name in a test of
its clause (``test_sid_...`` in ``test_a12_characters.py``).  Only the card game's
rule tests are read (``tests/cards``): the dice game has characters of the same names.
"""

from __future__ import annotations

from pathlib import Path

from bang.cards import content
from bang.cards.content import CardKind, CharacterCard, ContentSet
from bang.cards.data import SUIT_OF_LETTER
from bang.cards.state import ABILITIES, Ability
from bang.core.index import (
    ROOT,
    CitingTest,
    Copy,
    IndexRow,
    citing,
    read_tests,
    record_code,
    ref,
)

#: The repository's tests of the card rules, when running from a source tree.
TESTS = ROOT / "tests" / "cards"

_PLAY = "bang.cards.play"
_STATE = "bang.cards.state:CardState"
_RESPONSES = "bang.cards.responses"
_DEATH = "bang.cards.death"

#: Where phase 2 offers a kind, by its plan (``content.PLAN``): the BANG! card's reach,
#: the targets of other cards, a card put in play.
PLAN_CODE: dict[int, tuple[str, ...]] = {
    content.PLAN_NEVER: (),
    content.PLAN_NONE: (f"{_PLAY}:legal_play",),
    content.PLAN_SELF: (f"{_PLAY}:legal_play", f"{_PLAY}:equip"),
    content.PLAN_REACH: (f"{_PLAY}:legal_play",),
    content.PLAN_TARGETS: (f"{_PLAY}:legal_play", f"{_PLAY}:targets"),
    content.PLAN_COST: (f"{_PLAY}:legal_play", f"{_PLAY}:with_cost"),
}
#: What each of the base game's effects starts (``CardKind.play``, ``CardKind.check``):
#: the frames it pushes, with the prompts they ask.
EFFECT_CODE: dict[str, tuple[str, ...]] = {
    "bang.cards.base_cards:play_bang": (f"{_RESPONSES}:run_shot", f"{_RESPONSES}:legal_respond",
                                        f"{_RESPONSES}:answer_respond"),
    "bang.cards.base_cards:play_cat_balou": (f"{_RESPONSES}:run_steal",
                                             f"{_RESPONSES}:legal_choose_card",
                                             f"{_RESPONSES}:answer_choose_card"),
    "bang.cards.base_cards:play_panic": (f"{_RESPONSES}:run_steal",
                                         f"{_RESPONSES}:legal_choose_card",
                                         f"{_RESPONSES}:answer_choose_card"),
    "bang.cards.base_cards:play_duel": (f"{_RESPONSES}:run_duel", f"{_RESPONSES}:legal_duel",
                                        f"{_RESPONSES}:answer_duel"),
    "bang.cards.base_cards:play_general_store": (
        f"{_PLAY}:store_order", f"{_RESPONSES}:run_store", f"{_RESPONSES}:legal_store_pick",
        f"{_RESPONSES}:answer_store_pick"),
    "bang.cards.base_cards:play_indians": (
        f"{_RESPONSES}:run_round", f"{_RESPONSES}:run_indians", f"{_RESPONSES}:legal_indians",
        f"{_RESPONSES}:answer_indians"),
    "bang.cards.base_cards:play_gatling": (
        f"{_RESPONSES}:run_round", f"{_RESPONSES}:start_shot", f"{_RESPONSES}:run_shot",
        f"{_RESPONSES}:legal_respond", f"{_RESPONSES}:answer_respond"),
    "bang.cards.base_cards:dynamite_check": (f"{_DEATH}:run_damage",),
    # Dodge City's (rules/dodge-city.md E5).
    "bang.cards.dodge_city_cards:play_shot": (
        f"{_RESPONSES}:start_shot", f"{_RESPONSES}:run_shot", f"{_RESPONSES}:legal_respond",
        f"{_RESPONSES}:answer_respond"),
    "bang.cards.dodge_city_cards:use_derringer": (
        "bang.cards.turn:run_draw", f"{_RESPONSES}:start_shot", f"{_RESPONSES}:run_shot",
        f"{_RESPONSES}:legal_respond", f"{_RESPONSES}:answer_respond"),
    "bang.cards.dodge_city_cards:use_howitzer": (
        f"{_RESPONSES}:run_round", f"{_RESPONSES}:start_shot", f"{_RESPONSES}:run_shot",
        f"{_RESPONSES}:legal_respond", f"{_RESPONSES}:answer_respond"),
    "bang.cards.dodge_city_cards:play_brawl": (
        f"{_RESPONSES}:run_steal", f"{_RESPONSES}:legal_choose_card",
        f"{_RESPONSES}:answer_choose_card"),
    "bang.cards.dodge_city_cards:play_take": (
        f"{_RESPONSES}:run_steal", f"{_RESPONSES}:legal_choose_card",
        f"{_RESPONSES}:answer_choose_card"),
    "bang.cards.dodge_city_cards:play_discard": (
        f"{_RESPONSES}:run_steal", f"{_RESPONSES}:legal_choose_card",
        f"{_RESPONSES}:answer_choose_card"),
}
#: Where the rules read each field of a ``CardKind`` (its functions come first).
KIND_CODE: dict[str, tuple[str, ...]] = {
    "distance": (f"{_PLAY}:targets",),
    "needs_cards": (f"{_PLAY}:targets",),
    "not_on_sheriff": (f"{_PLAY}:targets",),
    "one_per_player": (f"{_PLAY}:targets",),
    "limited": (f"{_PLAY}:may_bang",),
    "cost": (f"{_PLAY}:with_cost",),
    "play": (f"{_PLAY}:answer_play",),
    "weapon": (f"{_STATE}.weapon_range", f"{_PLAY}:equip"),
    "defence": (f"{_STATE}.defence", f"{_STATE}.distances_from"),
    "sight": (f"{_STATE}.sight", f"{_STATE}.distances_from"),
    "barrels": (f"{_STATE}.barrels", f"{_RESPONSES}:run_shot", f"{_RESPONSES}:legal_respond",
                f"{_RESPONSES}:answer_respond"),
    "free_bangs": (f"{_STATE}.free_bangs", f"{_PLAY}:may_bang"),
    "check": ("bang.cards.turn:run_turn", "bang.cards.turn:run_check"),
    "equip_target": (f"{_PLAY}:equip",),
    "use": (f"{_PLAY}:legal_play_greens", f"{_PLAY}:green_uses", f"{_PLAY}:use_green"),
    "answer_draws": (f"{_RESPONSES}:answer_respond_greens",),
}
#: Where a card given in answer is offered and taken (``CardKind.answers``).
ANSWER_CODE: dict[str, tuple[str, ...]] = {
    content.AS_MISSED: (f"{_RESPONSES}:answer_cards", f"{_RESPONSES}:legal_respond",
                        f"{_RESPONSES}:answer_respond"),
    #: A green Missed! card is given from in front of its owner (E4.1-4).
    "green_missed": (f"{_RESPONSES}:legal_respond_greens",
                     f"{_RESPONSES}:answer_respond_greens"),
    content.AS_BANG: (f"{_RESPONSES}:answer_cards", f"{_RESPONSES}:bang_or_take",
                      f"{_RESPONSES}:answer_duel", f"{_RESPONSES}:answer_indians"),
    content.AS_BEER: (f"{_DEATH}:run_dying", f"{_DEATH}:legal_dying",
                      f"{_DEATH}:answer_dying", f"{_DEATH}:play_save_beer"),
}
#: Where the rules read each field of an ``Ability`` (its hooks and prompts come first).
ABILITY_CODE: dict[str, tuple[str, ...]] = {
    "defence": (f"{_STATE}.defence", f"{_STATE}.distances_from"),
    "sight": (f"{_STATE}.sight", f"{_STATE}.distances_from"),
    "barrels": (f"{_STATE}.barrels", f"{_RESPONSES}:run_shot"),
    "shot_need": ("bang.cards.base_cards:play_bang",),
    "free_bangs": (f"{_STATE}.free_bangs", f"{_PLAY}:may_bang"),
    "swaps_bang_missed": (f"{_PLAY}:legal_play", f"{_PLAY}:answer_play",
                          f"{_RESPONSES}:answer_cards"),
    "pairs_for_life": (f"{_STATE}.sid_window", f"{_STATE}.sid_actions",
                       f"{_STATE}.answer_sid", f"{_DEATH}:legal_dying"),
    "reads_discard_top": (f"{_DEATH}:give_up_cards", f"{_DEATH}:legal_discard_top",
                          f"{_DEATH}:answer_discard_top"),
    "phase_one": ("bang.cards.turn:phase_one",),
    "on_check": ("bang.cards.turn:run_check",),
    "on_damaged": (f"{_DEATH}:run_damage",),
    "on_hand_empty": (f"{_STATE}.after_hand_loss", f"{_STATE}.check_empty_hands"),
    "on_other_eliminated": (f"{_DEATH}:give_up_cards",),
    "hand_limit": ("bang.cards.turn:run_turn",),
    "beer_heal": ("bang.cards.base_cards:play_beer", f"{_DEATH}:play_save_beer"),
    "after_other_eliminated": (f"{_DEATH}:after_elimination",),
    "any_card_missed": (f"{_RESPONSES}:answer_cards", f"{_RESPONSES}:legal_respond"),
    "others_tables_off": (f"{_STATE}.cards_off", f"{_STATE}.barrels", f"{_STATE}.defence",
                          f"{_STATE}.distances_from"),
    "ignores": (f"{_STATE}.unaffected", f"{_PLAY}:answer_play", f"{_PLAY}:spare_unaffected",
                f"{_PLAY}:refuse_unaffected"),
    "on_hand_used": (f"{_STATE}.hand_used", f"{_STATE}.settle_owed_draws",
                     f"{_RESPONSES}:discard_answer", f"{_DEATH}:play_save_beer"),
    "turn_begun": ("bang.cards.turn:run_turn",),
    "play_actions": (f"{_PLAY}:legal_play", f"{_PLAY}:answer_play"),
}

#: A kind's record with every field at its default, to tell which fields a kind sets.
_PLAIN_KIND = CardKind("", "", "brown", "")
_PLAIN_ABILITY = Ability("", "")


def index_rows(tests: Path | None = TESTS) -> list[IndexRow]:
    """Every card kind, then every character, of the registered content sets, in
    registration order (the base game's first: the kinds in RULES.md A6 order, the
    characters in A12's).  ``tests`` is the directory of test files to read (None, or
    one that does not exist: no tests)."""
    cited = read_tests(tests)
    rows: list[IndexRow] = []
    for content_set in content.SETS.values():
        rows.extend(_kind_row(content_set, kind, cited) for kind in content_set.kinds)
    for content_set in content.SETS.values():
        rows.extend(_character_row(content_set.key, c, cited)
                    for c in content_set.characters)
    return rows


def copies(kind: CardKind) -> tuple[Copy, ...]:
    """The cards of ``kind`` in every registered set, in id order: a set's row ``i`` is
    id ``first_id + i``, its second copy ``first_id + len(rows) + i``."""
    found: list[Copy] = []
    for content_set in content.SETS.values():
        size = len(content_set.rows)
        for i, (key, rank, letter) in enumerate(content_set.rows):
            if key == kind.key:
                first = content_set.first_id + i
                found.append(Copy(first, rank, SUIT_OF_LETTER[letter], first + size))
    return tuple(found)


def kind_code(kind: CardKind) -> tuple[str, ...]:
    """The functions that implement ``kind``: where phase 2 offers it, its effects, the
    readers of what it does in play, and where it is given in answer."""
    code = list(PLAN_CODE[content.PLAN[content.KIND_OF_KEY[kind.key]]])
    effects = [f for f in (kind.play, kind.check) if f is not None]
    for entry in (*record_code(kind, _PLAIN_KIND, KIND_CODE),
                  *(e for f in effects for e in EFFECT_CODE.get(ref(f), ())),
                  *ANSWER_CODE.get("green_missed" if kind.green and kind.answers
                                   else kind.answers, ())):
        if entry not in code:
            code.append(entry)
    return tuple(code)


def ability_code(ability: Ability) -> list[str]:
    """The functions that implement ``ability``: its hooks and prompts, and where the
    rules read its numbers (``ABILITY_CODE``)."""
    return record_code(ability, _PLAIN_ABILITY, ABILITY_CODE)


# --- rows --------------------------------------------------------------------------------
def _kind_row(content_set: ContentSet, kind: CardKind, cited: list[CitingTest]) -> IndexRow:
    words = tuple(kind.key.split("_"))
    return IndexRow(kind="card", set=content_set.key, key=kind.key, name=kind.name,
                    clause=kind.clause, code=kind_code(kind), text=describe_kind(kind),
                    tests=citing(cited, kind.clause, (words,)), copies=copies(kind))


def _character_row(set_key: str, character: CharacterCard,
                   cited: list[CitingTest]) -> IndexRow:
    code: list[str] = []
    clause = character.clause
    parts: list[str] = []
    for key in character.abilities:
        ability = ABILITIES[key]
        for extra in ability.clause.split(", "):
            if extra and extra not in clause.split(", "):
                clause += ", " + extra
        parts.extend(describe_ability(ability))
        for entry in ability_code(ability):
            if entry not in code:
                code.append(entry)
    words = tuple(character.key.split("_"))
    return IndexRow(kind="character", set=set_key, key=character.key, name=character.name,
                    clause=clause, code=tuple(code),
                    text=f"{character.life} life; " + "; ".join(parts),
                    tests=citing(cited, clause, (words,), words[:1]))


# --- words -------------------------------------------------------------------------------
_HOW = {
    content.NO_TARGET: "played on nobody",
    content.ANY_OTHER: "played on any other player",
    content.ANY_PLAYER: "played on any player, its owner included",
    content.NEVER: "never played on its own",
}


def describe_kind(kind: CardKind) -> str:
    """One line on how ``kind`` is played and what it does, from its record."""
    if kind.target == content.EQUIP:
        how = ("put in play in front of another player" if kind.equip_target
               else "put in play in front of its owner")
    elif kind.target == content.IN_RANGE:
        how = ("played on a player in the weapon's reach" if not kind.distance
               else f"played on a player at distance {kind.distance} or less")
    else:
        how = _HOW[kind.target]
    terms = [kind.color, how]
    if kind.green:
        # E4.1: how the card in play is used (once the turn it was played in is over).
        if kind.use == content.NEVER:
            terms.append("used in answer once the turn it was played in is over")
        else:
            use = (_HOW[kind.use] if kind.use != content.IN_RANGE
                   else "played on a player in the weapon's reach" if not kind.distance
                   else f"played on a player at distance {kind.distance} or less")
            terms.append("used in its owner's phase 2 once the turn it was played in is"
                         " over, " + use.removeprefix("played "))
    terms += [text for on, text in (
        (kind.needs_cards, "who has a card in hand or in play"),
        (kind.not_on_sheriff, "never the Sheriff"),
        (kind.one_per_player, "one per player"),
        (kind.limited, "counts against the one BANG! per turn"),
        (kind.cost, f"costs {kind.cost} other hand card(s)"),
        (kind.weapon, f"a weapon of reach {kind.weapon}"),
        (kind.defence, f"others see its owner {kind.defence} farther"),
        (kind.sight, f"its owner sees the others {kind.sight} nearer"),
        (kind.barrels, f"{kind.barrels} draw! against each BANG! effect on its owner"),
        (kind.free_bangs, "its owner may play any number of BANG! cards"),
        (kind.check is not None, "a draw! at the start of its owner's turn"
                                 f" (checked {_ORDINAL.get(kind.check_order, 'in order')})"),
        (kind.answers, f"given in answer as a {_ANSWER_NAME.get(kind.answers, kind.answers)}"),
        (kind.answer_draws, f"its owner draws {kind.answer_draws} when giving it"),
    ) if on]
    return "; ".join(terms)


_ORDINAL = {1: "first", 2: "second", 3: "third"}
_ANSWER_NAME = {content.AS_MISSED: "Missed!", content.AS_BANG: "BANG!",
                content.AS_BEER: "Beer (to survive)"}
_ABILITY_WORDS = {
    "defence": "the others see this character {} farther",
    "sight": "sees the others {} nearer",
    "barrels": "{} built-in Barrel draw! against each BANG! effect",
    "shot_need": "own BANG! cards need {} cancels",
    "free_bangs": "may play any number of BANG! cards",
    "swaps_bang_missed": "BANG! and Missed! count as each other",
    "pairs_for_life": "may discard two hand cards for one life",
    "reads_discard_top": "reads the discard pile's top card",
    "phase_one": "a phase 1 of its own",
    "on_check": "a draw! of its own",
    "on_damaged": "acts on being hit",
    "on_hand_empty": "acts when the hand empties",
    "on_other_eliminated": "acts when another player is eliminated",
    "hand_limit": "keeps up to {} cards in phase 3",
    "beer_heal": "a Beer gives {} life back",
    "after_other_eliminated": "acts after another player's elimination is settled",
    "any_card_missed": "any hand card may be given as a Missed!",
    "others_tables_off": "in its own turn the others' cards in play have no effect",
    "ignores": "some cards of others have no effect on this character",
    "on_hand_used": "acts on using hand cards",
    "turn_begun": "acts once the start-of-turn draw!s are done",
}


def describe_ability(ability: Ability) -> list[str]:
    """What ``ability`` changes, field by field, from its record (its prompts last)."""
    terms = []
    for name, words in _ABILITY_WORDS.items():
        value = getattr(ability, name)
        if value != getattr(_PLAIN_ABILITY, name):
            terms.append(words.format(value))
    if ability.play_actions:
        terms.append("adds " + ", ".join(f"`{k}`" for k in ability.play_actions)
                     + " to phase 2")
    if ability.prompts:
        terms.append("asks " + ", ".join(f"`{k}`" for k in ability.prompts))
    return terms


__all__ = ["ability_code", "copies", "describe_kind", "index_rows", "kind_code"]
