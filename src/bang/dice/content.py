"""The dice game's content: resolution steps, faces, dice, abilities and characters,
registered in sets (the base game's, and each expansion's), and what a game uses.

A *resolution step* (``state.Resolution``) is a step of the mandatory order (RULES.md
B5, later G8) with the code that resolves it; a *face* (``data.Face``) says what it
counts as and which step resolves it; a *die* (``data.Die``) is six faces; an *ability*
(``state.Ability``) is a character's numbers and hooks, with its prompts; a *character*
(``data.Character``) names the abilities it grants.  A *content set* (``ContentSet``)
bundles them, and may say which dice a turn rolls when it is played.

``register`` checks a set before it changes anything: it refuses (``ConfigError``) a
face without a registered resolution (or of a symbol its step does not resolve), a die
of unknown faces, a resolution without code, a character without an entry for each of
its abilities, an ability hook on a step that has none, and any key already taken.  The
base set is registered when ``bang.dice.base`` is imported, so an incomplete base game
fails at import.  Registering or removing a set rebuilds the turn's tables
(``bang.dice.dispatch`` listens), and a game's dice and their order of steps come from
its config's ``expansions`` (``table_for``, ``dice_for``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from bang.core.errors import ConfigError
from bang.dice.data import Character, Die, Face
from bang.dice.resolve import after_step, begin_step
from bang.dice.rolls import ARROWS_STEP, DYNAMITE_STEP, MAX_DICE, DiceSet
from bang.dice.state import (
    ABILITIES,
    BASE_STEPS,
    CHARACTER_LIST,
    STEP_DYNAMITE_CHECK,
    STEP_END_TURN,
    Ability,
    Plan,
    Prompt,
    Resolution,
    Rules,
    StepFn,
)


@dataclass(frozen=True, slots=True)
class ContentSet:
    """What one box adds to the dice game.

    ``rolled`` are the dice a turn rolls when the set is played, by key (empty: it does
    not change them; among the sets of a game the last that names dice decides)."""

    key: str
    resolutions: tuple[Resolution, ...] = ()
    faces: tuple[Face, ...] = ()
    dice: tuple[Die, ...] = ()
    abilities: tuple[Ability, ...] = ()
    characters: tuple[Character, ...] = ()
    prompts: tuple[Prompt, ...] = ()
    rolled: tuple[str, ...] = ()
    #: Rules of the set that are no face's nor character's (an expansion module's:
    #: tokens, piles, the dice of a turn, turn order, victory), called at the turn's
    #: named points; the sets of one module may share one record.
    rules: Rules | None = None
    # --- expansion hook points (RULES.md Part G: Old Saloon)
    #: Steps of the turn the set's rules need of their own (resumed after their
    #: prompts), by name: ``STEP_IDS[name]`` is the code the registry gives each.
    steps: tuple[tuple[str, StepFn], ...] = ()


#: Every registered resolution step, face (by id: the numbers the state's ``dice``
#: hold), die, prompt and set; abilities and characters are in ``bang.dice.state``.
RESOLUTIONS: dict[str, Resolution] = {}
FACE_LIST: list[Face] = []
FACE_IDS: dict[str, int] = {}
DICE: dict[str, Die] = {}
PROMPTS: dict[str, Prompt] = {}
SETS: dict[str, ContentSet] = {}
#: Lower-cased character name -> index in ``state.CHARACTER_LIST``.
CHARACTER_IDS: dict[str, int] = {}
#: Steps content adds to the turn, by code (``BASE_STEPS`` on); where each resolution
#: step begins, and the step of its ``after_resolution`` hooks.
CONTENT_STEPS: list[StepFn] = []
ENTRY: dict[str, int] = {}
AFTER: dict[str, int] = {}
#: The code of each named step content adds (``ContentSet.steps``).
STEP_IDS: dict[str, int] = {}
#: The step codes each set added, so ``unregister`` can take them back.
_SET_STEPS: dict[str, int] = {}
#: Called after every registration or removal (``bang.dice.dispatch.rebuild``).
LISTENERS: list[Callable[[], None]] = []
#: The tables of each tuple of dice, built on first use (the base game's at import).
#: They depend only on those dice's faces and steps, which a later registration cannot
#: change, so they are dropped only with their dice.
_TABLES: dict[tuple[str, ...], tuple[DiceSet, Plan]] = {}
#: The characters each choice of expansions deals from (``characters_for``), until the
#: sets change.
_DEALT: dict[tuple[str, ...], tuple[int, ...]] = {}
#: What a base game rolls (RULES.md B1: five base dice).
BASE_ROLLED: tuple[str, ...] = ("base",) * 5


def _check(content: ContentSet) -> None:
    """Refuse ``content`` (``ConfigError``) unless everything in it has its code, nothing
    repeats a key already taken, and every reference resolves."""
    where = f"content set {content.key!r}"
    if not content.key or content.key in SETS:
        raise ConfigError(f"{where}: the key is empty or already registered")
    resolutions = dict(RESOLUTIONS)
    for res in content.resolutions:
        if res.key in resolutions:
            raise ConfigError(f"{where}: resolution step {res.key!r} already exists")
        if res.run is None and not 0 <= res.entry < BASE_STEPS:
            raise ConfigError(f"{where}: resolution step {res.key!r} has no code (run)")
        if not res.symbols:
            raise ConfigError(f"{where}: resolution step {res.key!r} resolves no symbol")
        resolutions[res.key] = res
    for res in content.resolutions:
        if res.on_roll and res.run is not None:
            low, high = resolutions[ARROWS_STEP].order, resolutions[DYNAMITE_STEP].order
            if not low < res.order < high:
                raise ConfigError(f"{where}: on-roll step {res.key!r} must come between the"
                                  f" arrows ({low}) and the Dynamite count ({high})")
    faces = dict(FACE_IDS)
    for name, _ in content.steps:
        if name in STEP_IDS:
            raise ConfigError(f"{where}: step {name!r} already exists")
    for face in content.faces:
        if face.key in faces:
            raise ConfigError(f"{where}: face {face.key!r} already exists")
        step = resolutions.get(face.resolution)
        if step is None:
            raise ConfigError(f"{where}: face {face.key!r} has no resolution: no step"
                              f" {face.resolution!r} is registered")
        if face.symbol not in step.symbols:
            raise ConfigError(f"{where}: face {face.key!r} counts as {face.symbol!r}, which"
                              f" step {step.key!r} does not resolve")
        if face.count < 1:
            raise ConfigError(f"{where}: face {face.key!r} counts as no symbol")
        faces[face.key] = len(faces)
    dice = dict(DICE)
    for die in content.dice:
        if die.key in dice:
            raise ConfigError(f"{where}: die {die.key!r} already exists")
        unknown = [f for f in die.faces if f not in faces]
        if len(die.faces) != 6 or unknown:
            raise ConfigError(f"{where}: die {die.key!r} needs six known faces"
                              f"{', not ' + ', '.join(map(repr, unknown)) if unknown else ''}")
        dice[die.key] = die
    if content.rolled and (not 1 <= len(content.rolled) <= MAX_DICE
                           or any(d not in dice for d in content.rolled)):
        raise ConfigError(f"{where}: a turn rolls 1 to {MAX_DICE} known dice, not"
                          f" {content.rolled!r}")
    prompts = set(PROMPTS)
    for prompt in (*content.prompts, *(p for a in content.abilities for p in a.prompts)):
        if prompt.kind in prompts:
            raise ConfigError(f"{where}: prompt {prompt.kind!r} already exists")
        prompts.add(prompt.kind)
    abilities = set(ABILITIES)
    for ability in content.abilities:
        if not ability.key or ability.key in abilities:
            raise ConfigError(f"{where}: ability {ability.key!r} is empty or already exists")
        for key in (*ability.on_resolution, *ability.after_resolution):
            hooked = resolutions.get(key)
            if hooked is None or (hooked.on_roll and hooked.run is None):
                raise ConfigError(f"{where}: ability {ability.key!r} hooks step {key!r},"
                                  " which calls no hooks")
        abilities.add(ability.key)
    names = set(CHARACTER_IDS)
    for character in content.characters:
        if character.name.lower() in names:
            raise ConfigError(f"{where}: character {character.name!r} already exists")
        missing = [a for a in character.abilities if a not in abilities]
        if not character.abilities or missing:
            raise ConfigError(f"{where}: character {character.name!r} has no entry for its"
                              f" abilities {missing or '(none given)'}")
        if character.life < 1:
            raise ConfigError(f"{where}: character {character.name!r} has no life")
        names.add(character.name.lower())


def _add_step(step: StepFn) -> int:
    """Number a step content adds to the turn."""
    CONTENT_STEPS.append(step)
    return BASE_STEPS + len(CONTENT_STEPS) - 1


def register(content: ContentSet) -> None:
    """Add a content set after checking it (``_check``; nothing changes if it fails)."""
    _check(content)
    first_step = len(CONTENT_STEPS)
    for res in content.resolutions:
        RESOLUTIONS[res.key] = res
        if res.run is not None:
            run = _add_step(res.run)
            ENTRY[res.key] = _add_step(begin_step(res.key, res.run, run))
        else:
            ENTRY[res.key] = res.entry
        if res.run is not None or not res.on_roll:
            AFTER[res.key] = _add_step(after_step(res.key))
    for name, step in content.steps:
        STEP_IDS[name] = _add_step(step)
    for face in content.faces:
        FACE_IDS[face.key] = len(FACE_LIST)
        FACE_LIST.append(face)
    for die in content.dice:
        DICE[die.key] = die
    for ability in content.abilities:
        ABILITIES[ability.key] = ability
        for prompt in ability.prompts:
            PROMPTS[prompt.kind] = prompt
    for prompt in content.prompts:
        PROMPTS[prompt.kind] = prompt
    for character in content.characters:
        CHARACTER_IDS[character.name.lower()] = len(CHARACTER_LIST)
        CHARACTER_LIST.append(character)
    SETS[content.key] = content
    _SET_STEPS[content.key] = len(CONTENT_STEPS) - first_step
    _DEALT.clear()
    for listener in LISTENERS:
        listener()


def unregister(key: str) -> None:
    """Remove the most recently registered set (a test that registers one of its own
    undoes it, so the tables other tests read are the official content's)."""
    if not SETS or list(SETS)[-1] != key or key == "base":
        raise ConfigError(f"only the last registered expansion can be removed, not {key!r}")
    content = SETS.pop(key)
    del CONTENT_STEPS[len(CONTENT_STEPS) - _SET_STEPS.pop(key):]
    for name, _ in content.steps:
        del STEP_IDS[name]
    for res in content.resolutions:
        del RESOLUTIONS[res.key]
        ENTRY.pop(res.key, None)
        AFTER.pop(res.key, None)
    for face in content.faces:
        del FACE_IDS[face.key]
        FACE_LIST.pop()
    for die in content.dice:
        del DICE[die.key]
    for ability in content.abilities:
        del ABILITIES[ability.key]
        for prompt in ability.prompts:
            del PROMPTS[prompt.kind]
    for prompt in content.prompts:
        del PROMPTS[prompt.kind]
    for character in content.characters:
        del CHARACTER_IDS[character.name.lower()]
        CHARACTER_LIST.pop()
    _DEALT.clear()
    removed = {d.key for d in content.dice}
    for keys in [k for k in _TABLES if removed.intersection(k)]:
        del _TABLES[keys]
    for listener in LISTENERS:
        listener()


# --- what a game uses ----------------------------------------------------------------
def sets_for(expansions: tuple[str, ...]) -> tuple[ContentSet, ...]:
    """The base set and the expansions named, in registration order."""
    unknown = [e for e in expansions if e not in SETS or e == "base"]
    if unknown:
        known = ", ".join(k for k in SETS if k != "base") or "none"
        raise ConfigError(f"unknown dice expansion {unknown[0]!r}: known are {known}")
    return tuple(s for k, s in SETS.items() if k == "base" or k in expansions)


def dice_for(expansions: tuple[str, ...]) -> tuple[str, ...]:
    """The dice a turn rolls: those of the last set that names some (RULES.md B1: five
    base dice)."""
    rolled = BASE_ROLLED
    for content in sets_for(expansions):
        if content.rolled:
            rolled = content.rolled
    return rolled


def characters_for(expansions: tuple[str, ...]) -> tuple[int, ...]:
    """The characters a game deals from (RULES.md B3.2), by index, in registration
    order."""
    found = _DEALT.get(expansions)
    if found is None:
        played = set(expansions)
        found = _DEALT[expansions] = tuple(
            CHARACTER_IDS[c.name.lower()] for content in sets_for(expansions)
            for c in content.characters if played.issuperset(c.needs))
    return found


def rules_for(expansions: tuple[str, ...]) -> tuple[Rules, ...]:
    """The rules of the sets a game plays, in registration order, each record once (the
    sets of one module may share it)."""
    found: list[Rules] = []
    for content in sets_for(expansions):
        if content.rules is not None and all(r is not content.rules for r in found):
            found.append(content.rules)
    return tuple(found)


def table_for(keys: tuple[str, ...]) -> tuple[DiceSet, Plan]:
    """The tables of a turn rolling the dice ``keys``, and the order of its steps: the
    resolution steps of their faces sorted by ``Resolution.order`` (RULES.md B5)."""
    found = _TABLES.get(keys)
    if found is None:
        dice = tuple(DICE[k] for k in keys)
        kinds = list(DICE)
        table = DiceSet(dice, FACE_IDS, FACE_LIST, frozenset(
            r.key for r in RESOLUTIONS.values() if r.on_roll and r.run is not None),
            tuple(kinds.index(k) for k in keys))
        used = {FACE_LIST[FACE_IDS[f]].resolution for die in dice for f in die.faces}
        steps = sorted((RESOLUTIONS[k] for k in used), key=lambda r: (r.order, r.key))
        rolled = [r.key for r in steps if r.on_roll and r.run is not None]
        final = [r.key for r in steps if not r.on_roll]
        follow: dict[str, int] = {}
        for keys_of, last in ((rolled, STEP_DYNAMITE_CHECK), (final, STEP_END_TURN)):
            for here, there in pairwise(keys_of):
                follow[here] = ENTRY[there]
            if keys_of:
                follow[keys_of[-1]] = last
        plan = Plan(tuple(r.key for r in steps),
                    ENTRY[final[0]] if final else STEP_END_TURN, follow,
                    {k: AFTER[k] for k in (*rolled, *final)},
                    ENTRY[rolled[0]] if rolled else -1)
        found = _TABLES[keys] = (table, plan)
    return found


def face_keys() -> tuple[str, ...]:
    """Every registered face's key, by id."""
    return tuple(f.key for f in FACE_LIST)
