"""Hostile input (docs/security.md) for the Dead Reckonin' (RULES.md C1):
junk of every JSON type at every entry point, wrong seats, stale decision ids,
near-miss notations and mutated records
(tests/hostile.py)."""

from __future__ import annotations

from bang.cards import CardConfig, CardGame
from hostile import hostile_tests

(test_junk_at_every_entry_point_raises_only_documented_errors,
 test_wrong_seats_stale_ids_and_near_miss_notation_are_refused,
 test_mutated_records_replay_or_raise_record_error) = hostile_tests(
    lambda seed: CardGame.new(CardConfig(players=6, ghost_variant="dead_reckonin"), seed))
