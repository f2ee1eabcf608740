"""Every rule entry point of the card engine says which rule of RULES.md it implements:
each frame's runner and each prompt's legal and answer functions of the dispatch table,
each card kind's effects, each ability's hooks and prompts, each ruleset's hooks, and
every public function of the modules that hold the rules.  The docstrings are read from
the source, so that the compiled build is checked too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bang.cards import content, dispatch
from bang.cards.state import ABILITIES, Ability
from docstrings import public_functions, survey, uncited

#: The modules that hold the rules (the others hold records, tables, views and the deal).
RULE_MODULES = ("turn", "play", "responses", "death", "base_cards", "base_characters",
                "ghost_base", "dead_reckonin", "dead_mans_hand", "poker")


def table_entry_points() -> list[Callable[..., Any]]:
    """Every function the dispatch table and the content registries call for a rule."""
    found: list[Callable[..., Any]] = [*dispatch.RUN.values(), *dispatch.LEGAL.values(),
                                       *dispatch.ANSWER.values()]
    for kind in content.KINDS:
        found += [f for f in (kind.play, kind.check) if f is not None]
    for ability in ABILITIES.values():
        for name in Ability.__dataclass_fields__:
            value = getattr(ability, name)
            if isinstance(value, dict):
                found += [f for pair in value.values() for f in pair]
            elif callable(value):
                found.append(value)
    return found


def ruleset_hooks() -> set[tuple[str, str]]:
    """Every method the rules may call on a ruleset, as each ruleset class in play
    defines it (``Ruleset`` itself, ``GhostRules``, each variant's)."""
    found: set[tuple[str, str]] = set()
    for ruleset in dispatch.RULESETS.values():
        for cls in type(ruleset).__mro__:
            if not cls.__module__.startswith("bang.cards."):
                continue
            found |= {(cls.__module__, f"{cls.__qualname__}.{name}")
                      for name, member in vars(cls).items()
                      if callable(member) and not name.startswith("_")}
    return found


def test_every_entry_point_of_the_tables_cites_its_clause() -> None:
    names, silent = survey("bang.cards", table_entry_points())
    assert {"run_turn", "run_check", "run_shot", "run_damage", "run_elimination",
            "legal_play", "answer_play", "legal_respond", "answer_respond", "legal_dying",
            "play_bang", "dynamite_check", "jail_check", "bart_cassidy_damaged",
            "legal_draw_jesse", "legal_ghost_contest", "answer_dmh_missed"} <= names
    assert not silent


def test_every_ruleset_hook_cites_its_clause() -> None:
    names, silent = survey("bang.cards", points=ruleset_hooks())
    assert {"Ruleset.victory", "GhostRules.run_dead_turn", "DeadMansHand.before_finish",
            "DeadReckonin.replaces_elimination"} <= names
    assert not silent


def test_every_function_of_the_rule_modules_cites_its_clause() -> None:
    """Beyond what the tables reach: every public function of the rule modules (the
    steps of the turn, a death's, the helpers of the ghost variants...)."""
    names, silent = survey("bang.cards", points=[
        p for m in RULE_MODULES for p in public_functions(f"bang.cards.{m}")])
    assert {"give_up_cards", "phase_one", "draw_will", "best_hand"} <= names
    assert not silent


def test_an_entry_point_without_a_clause_is_reported() -> None:
    """The check itself: a docstring without a clause, and a function the source does not
    define, are both reported."""
    known = {("m", "cited"): "A7 BANG!: a shot.", ("m", "silent"): "Does a thing."}
    assert uncited({("m", "cited"), ("m", "silent"), ("m", "missing")}, known) == [
        "m:missing", "m:silent"]
