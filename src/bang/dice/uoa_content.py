"""Undead or Alive's three sourced modules as content sets of the dice engine (RULES.md
Part G, G3), registered on import after the base game: each set's key is the
``DiceConfig`` option that switches it on (``DiceConfig.content_sets``).

- ``uoa_duel_dice`` (module 1): the WHISKEY and DUEL faces, the Duel die, their steps
  and prompts, and the Duel Wound tokens' rules; the turn rolls 3 base + 2 Duel dice.
- ``uoa_characters`` (module 3): the 8 characters.
- ``uoa_undead`` (module 4): the zombie card and its ability, the Boneyard's rules.
Modules 2 and 5 could not be sourced (G13): nothing of theirs is here.
"""

from __future__ import annotations

from bang.dice import base as _base  # the base set first
from bang.dice import content, uoa_characters, uoa_duels, uoa_undead

DUEL_DICE = content.ContentSet(
    key=uoa_duels.MODULE, resolutions=uoa_duels.RESOLUTIONS, faces=uoa_duels.FACES,
    dice=(uoa_duels.DUEL_DIE,), prompts=uoa_duels.PROMPTS, rolled=uoa_duels.ROLLED,
    rules=uoa_duels.RULES)
CHARACTERS = content.ContentSet(
    key=uoa_characters.MODULE, abilities=uoa_characters.ABILITIES,
    characters=uoa_characters.CHARACTERS, rules=uoa_characters.RULES,
    steps=((uoa_characters.CHUCK_ARROWS, uoa_characters.step_chuck_arrows),))
UNDEAD = content.ContentSet(
    key=uoa_undead.MODULE, abilities=(uoa_undead.ZOMBIE_ABILITY,),
    characters=(uoa_undead.ZOMBIE,), rules=uoa_undead.RULES)

SETS: tuple[content.ContentSet, ...] = (DUEL_DICE, CHARACTERS, UNDEAD)

assert _base.BASE.key in content.SETS
for _set in SETS:
    if _set.key not in content.SETS:
        content.register(_set)
