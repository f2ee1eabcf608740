"""Where every step of the turn and every prompt of the dice game goes: the one dispatch
table.

``STEPS[code]`` runs step ``code`` of the turn (``DiceState.step``): the engine's own
(``bang.dice.phases``, ``bang.dice.resolve``), then those content adds (each resolution
step's entry, its code and the step of its ``after_resolution`` hooks).  A prompt of
kind ``k`` is decided by ``LEGAL[k]`` (the only place its legality is decided), answered
by ``ANSWER[k]``, and explained by ``EXPLAIN[k]`` when an answer is refused; ``ACCEPTS``
names the action kinds each takes.  All come from the registered content's ``Prompt``
records; ``DECISION_KINDS`` are the base game's kinds in the order a turn meets them
(``Prompt.stage``), which the RL observation's one-hot follows.  Registering or removing
content rebuilds the tables in place.
"""

from __future__ import annotations

from bang.dice import base as _base  # registers the base content set
from bang.dice import content, phases, resolve
from bang.dice import old_saloon as _old_saloon  # noqa: F401  (registers Old Saloon's sets)
from bang.dice import uoa_content as _uoa  # noqa: F401  (then Undead or Alive's)
from bang.dice.state import (
    BASE_STEPS,
    AnswerFn,
    ExplainFn,
    LegalFn,
    StepFn,
)

#: The engine's own steps, by code (``bang.dice.state.STEP_*``).
BASE_STEP_TABLE: tuple[StepFn, ...] = (
    phases.step_turn_start, phases.step_roll, phases.step_roll_prompt, resolve.step_bulls,
    resolve.step_shoot, resolve.step_hits, resolve.step_after_dynamite,
    resolve.step_after_shots, resolve.step_beer_start, resolve.step_beer,
    resolve.step_gatling, resolve.step_after_gatling, phases.step_dynamite_check,
    phases.step_end_turn, phases.step_over,
)
assert len(BASE_STEP_TABLE) == BASE_STEPS

STEPS: list[StepFn] = []
LEGAL: dict[str, LegalFn] = {}
ANSWER: dict[str, AnswerFn] = {}
EXPLAIN: dict[str, ExplainFn] = {}
ACCEPTS: dict[str, tuple[str, ...]] = {}
#: Every registered prompt kind, in the order a turn meets them.
PROMPT_KINDS: list[str] = []


def rebuild() -> None:
    """Make the tables from the registered content (at import, and whenever content is
    registered or removed)."""
    STEPS[:] = [*BASE_STEP_TABLE, *content.CONTENT_STEPS]
    prompts = sorted(content.PROMPTS.values(), key=lambda p: p.stage)
    LEGAL.clear()
    ANSWER.clear()
    EXPLAIN.clear()
    ACCEPTS.clear()
    for prompt in prompts:
        LEGAL[prompt.kind] = prompt.legal
        ANSWER[prompt.kind] = prompt.answer
        if prompt.explain is not None:
            EXPLAIN[prompt.kind] = prompt.explain
        ACCEPTS[prompt.kind] = prompt.accepts
    PROMPT_KINDS[:] = [p.kind for p in prompts]


rebuild()
content.LISTENERS.append(rebuild)

#: The base game's prompt kinds, in the order a turn meets them.
DECISION_KINDS: tuple[str, ...] = tuple(
    p.kind for p in sorted((*_base.BASE.prompts,
                            *(p for a in _base.BASE.abilities for p in a.prompts)),
                           key=lambda p: p.stage))
