"""An independent count: bot games played with their own loop, kept as records, then
replayed from the records alone and counted without any of ``bang.stats``."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bang.cards.data import KIND, KIND_NAMES
from bang.core.rng import child_seed
from bang.games import game_classes
from bang.sim.play import seat_bots


def records(game: str, players: int, games: int, seed: int, bots: str) -> list[dict[str, Any]]:
    game_class, config_class = game_classes(game)
    config = config_class.from_dict({"players": players})
    out = []
    for index in range(games):
        game_seed = child_seed(seed, index)
        state = game_class.new(config, game_seed)
        seated = seat_bots(bots, players, game_seed)
        while state.pending is not None:
            seat = state.pending.seat
            legal = state.legal_actions()
            view = state.view(seat) if seated[seat].needs_view and len(legal) > 1 else None
            state.apply(seated[seat].choose(view, legal))
        out.append(state.to_record())
    return out


def count(game: str, recs: list[dict[str, Any]]) -> dict[str, Counter[str]]:
    """Role and character wins, sides, lengths and cards played, from replays."""
    game_class, _ = game_classes(game)
    c: dict[str, Counter[str]] = {name: Counter() for name in (
        "role_seats", "role_wins", "role_team_wins", "char_seats", "char_wins", "teams",
        "decisions", "turns", "plays", "offset_seats", "offset_wins")}
    order = ("sheriff", "deputy", "outlaw", "renegade")
    for record in recs:
        state = game_class.from_record(record)
        assert state.pending is None
        roles, chars = list(state.roles), list(state.characters)
        winners = {s for s, r in enumerate(state.returns()) if r > 0}
        c["role_seats"].update(roles)
        c["role_wins"].update(roles[s] for s in winners)
        c["role_team_wins"].update({roles[s] for s in winners})
        c["char_seats"].update(chars)
        c["char_wins"].update(chars[s] for s in winners)
        side = sorted({roles[s] for s in winners}, key=order.index)
        c["teams"]["+".join(side) or "no winner"] += 1
        c["decisions"][str(len(record["actions"]))] += 1
        c["turns"][str(state.turns_taken)] += 1
        if "sheriff" in roles:
            sheriff = roles.index("sheriff")
            for s in range(len(roles)):
                offset = str((s - sheriff) % len(roles))
                c["offset_seats"][offset] += 1
                c["offset_wins"][offset] += s in winners
        if game == "cards":
            for text in record["actions"]:
                words = text.split()
                if words[0] == "play" and len(words) > 1 and words[1].startswith("c"):
                    c["plays"][KIND_NAMES[KIND[int(words[1][1:])]]] += 1
    return {name: +counter for name, counter in c.items()}
