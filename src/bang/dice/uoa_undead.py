"""Undead or Alive module 4, "Undead or Alive?" (RULES.md G10): the Boneyard, the zombie
outbreak and the new victory; 4 or more players (``DiceConfig`` refuses 3).

- Before the outbreak an eliminated player reveals a Boneyard card at the end of the turn
  he died in (in seat order from the active player, G10-2) and at the start of each of
  his would-be turns (G10.2-2, G10-5: that is all such a turn is).  A no-hand card blocks
  an outbreak for the rest of that turn and goes back at its end (G10.2-3, G10-3); cards
  with hands stay up, and once their hands outnumber the living players (G10-4) the
  outbreak begins: at the start of the next turn after a living player's turn, at once
  in a dead player's would-be turn (G10.2-6).  The B7 victory comes first (G10-1).
- The outbreak (G10.3): the Boneyard leaves the game, every eliminated player rises as a
  zombie (the "Zombie" card: no ability, life = the living players, three base dice,
  never gains life, no tokens, G10-6), the living Renegade (with two, the one closer
  clockwise to the player whose turn begins, G10-9) is the Zombie Master (a zombie for
  those rules only with ``zombie_master_is_zombie``, G10-8).  From then on the dead stay
  dead.
- The new victory (G10.4): the zombies and their Master when every survivor is dead
  (also when everybody dies at once, G18-4), the survivors when every zombie and the
  Master are (G10-12..G10-14); dead players share their side's victory.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bang.core.errors import ConfigError
from bang.core.rng import stream
from bang.dice import uoa
from bang.dice.content import CHARACTER_IDS, dice_for, table_for
from bang.dice.data import RENEGADE, Character
from bang.dice.state import STEP_END_TURN, Ability, DiceState, Rules

MODULE = "uoa_undead"
#: G10.3-5: what a zombie rolls.
ZOMBIE_DICE: tuple[str, ...] = ("base",) * 3
#: The zombie summary card, which a zombie holds instead of his character (G10-6); never
#: dealt (it needs a set no game plays).
ZOMBIE_NAME = "Zombie"
ZOMBIE: Character = Character(ZOMBIE_NAME, 1, "a zombie: life equal to the living players at the"
                   " outbreak, three base dice, gains no life, takes no tokens", "zombie",
                   "G10.3", ("zombie",), ("uoa_zombie_card",))
ZOMBIE_ABILITY: Ability = Ability("zombie", "G10.3", gains_no_life=True)


# --- the Boneyard (G10.2) ----------------------------------------------------------------------
def reveal(game: DiceState, seat: int) -> bool:
    """``seat`` reveals the top Boneyard card; True if its hands start an outbreak."""
    st = uoa.state(game)
    if not st.boneyard:
        game.emit("boneyard_empty", {"seat": seat})
        return False
    hands = st.boneyard.pop()
    if hands == 0:
        st.blocked = True
        st.bones_back.append(hands)
    else:
        st.bones_up.append(hands)
    total = sum(st.bones_up)
    game.emit("boneyard", {"seat": seat, "hands": hands, "showing": total,
                           "living": game.alive_count, "blocked": st.blocked})
    return hands > 0 and not st.blocked and total > game.alive_count


def outbreak(game: DiceState, seat: int) -> None:
    """G10.3: the dead rise as zombies as ``seat``'s turn begins."""
    st = uoa.state(game)
    n = game.n
    living = game.alive_count
    renegades = [s for s in range(n) if game.alive[s] and game.role[s] == RENEGADE]
    master = min(renegades, key=lambda r: (r - seat) % n) if renegades else -1
    zombies = [s for s in range(n) if not game.alive[s]]
    zombie = CHARACTER_IDS[ZOMBIE_NAME.lower()]
    for z in zombies:
        st.zombie[z] = True
        game.alive[z] = True
        game.life[z] = game.max_life[z] = living
        game.arrows[z] = 0
        game.char[z] = zombie
        game.extra_dynamite[z] = 0
    st.master = master
    st.zombie_life = living
    if master >= 0 and game.config.zombie_master_is_zombie:
        game.extra_abilities = tuple(("zombie",) if s == master else () for s in range(n))
        uoa.return_tokens(game, master)
    game.alive_count = n
    game.refresh_abilities()
    game.rebuild_distances()
    st.boneyard = []
    st.bones_up = []
    st.bones_back = []
    st.blocked = False
    st.dead_turn = []
    st.outbreak = True
    st.pending_outbreak = False
    game.emit("outbreak", {"seat": seat, "zombies": zombies, "master": master,
                           "life": living})


def turn_dice(game: DiceState, seat: int) -> tuple[str, ...] | None:
    """G10.3-5, G10-7: a zombie rolls three base dice, and nothing else."""
    return ZOMBIE_DICE if uoa.is_zombie(game, seat) else None


def set_dice(game: DiceState, seat: int) -> None:
    """The dice of ``seat``'s turn: three base dice for a zombie (G10.3-5)."""
    keys = game.fixed_dice(seat) or dice_for(game.config.content_sets)
    if game.table.keys != keys:
        game.table, game.plan = table_for(keys)
        game.refresh_routes()


def turn_start(game: DiceState, seat: int) -> bool:
    """G10.2-2, G10.2-6, G10-5: a pending outbreak begins; a dead player's would-be turn
    is a Boneyard reveal (and, if it starts the outbreak, his first turn as a zombie)."""
    st = uoa.state(game)
    if st.pending_outbreak:
        outbreak(game, seat)
    elif not st.outbreak and not game.alive[seat]:
        if not reveal(game, seat):
            game.step = STEP_END_TURN
            return True
        outbreak(game, seat)
    if st.outbreak:
        set_dice(game, seat)
    return False


def turn_end(game: DiceState, seat: int) -> bool:
    """G10.2-2, G10-2, G10-3: the players eliminated in this turn reveal, in seat order
    from the active player; no-hand cards go back at the end of the turn."""
    st = uoa.state(game)
    if st.outbreak:
        return False
    n = game.n
    for dead in sorted(st.dead_turn, key=lambda s: (s - seat) % n):
        if reveal(game, dead):
            st.pending_outbreak = True
            break
    st.dead_turn = []
    if st.bones_back:
        game.emit("boneyard_back", {"cards": len(st.bones_back)})
        uoa.shuffle_in(game, st.boneyard, st.bones_back)
        st.bones_back = []
    st.blocked = False
    return False


def next_turn(game: DiceState, seat: int) -> int:
    """Before the outbreak the dead keep their turns (for the reveals, G10-5)."""
    return -1 if uoa.state(game).outbreak else (seat + 1) % game.n


def eliminated(game: DiceState, seat: int) -> bool:
    """RULES.md G10.2-2: before the outbreak, the eliminated reveal at the turn's end."""
    st = uoa.state(game)
    if not st.outbreak:
        st.dead_turn.append(seat)
    return False


# --- victory (G10.4) ---------------------------------------------------------------------------
def decides(game: DiceState) -> bool:
    """RULES.md G10.4: after the outbreak the role goals no longer apply."""
    return uoa.state(game).outbreak


def victory(game: DiceState, dead: list[int], killer: int) -> frozenset[int] | None:
    """G10.4, G10-12..G10-14, G18-4: one side wins when the other is gone; when both are
    at once, the zombies."""
    st = uoa.state(game)
    undead = [s for s in range(game.n) if st.zombie[s] or s == st.master]
    survivors = [s for s in range(game.n) if s not in undead]
    if not any(game.alive[s] for s in survivors):
        st.side = "zombies"
        game.emit("side_won", {"side": st.side})
        return frozenset(undead)
    if not any(game.alive[s] for s in undead):
        st.side = "survivors"
        game.emit("side_won", {"side": st.side})
        return frozenset(survivors)
    return None


def role_public(game: DiceState, seat: int) -> bool:
    """The zombies' roles were shown at their death; the Zombie Master is the Renegade."""
    st = uoa.state(game)
    return st.zombie[seat] or seat == st.master


# --- setup, view, records ---------------------------------------------------------------------
def setup(game: DiceState, plain: Mapping[str, Any] | None) -> None:
    """G3: the Boneyard shuffled face down; a setup may give the face-down cards
    (``boneyard``, top first), the face-up ones (``boneyard_up``), or a game after the
    outbreak (``outbreak``, ``zombie_life``, ``players[].zombie``, ``master``)."""
    st = uoa.state(game)
    cards = list(game.config.boneyard_cards)
    if plain is None:
        stream(game.seed, "uoa_boneyard").shuffle(cards)
        st.boneyard = cards
        return
    if plain.get("outbreak", False) is True:
        after_outbreak(game, st, plain)
        return
    if plain.get("outbreak", False) is not False:
        raise ConfigError("outbreak must be true or false")
    if any(p.get("zombie") for p in plain["players"]) or "zombie_life" in plain:
        raise ConfigError("zombies need outbreak=true (RULES.md G10.3)")
    up = plain.get("boneyard_up", [])
    if not isinstance(up, list) or any(h not in (1, 2) or type(h) is not int for h in up):
        raise ConfigError("boneyard_up lists face-up Boneyard cards: 1 or 2 hands each")
    rest = list(cards)
    for hands in up:
        if hands not in rest:
            raise ConfigError(f"boneyard_up: more {hands}-hand cards than boneyard_cards has")
        rest.remove(hands)
    if "boneyard" in plain:
        down = plain["boneyard"]
        if not isinstance(down, list) or sorted(down) != sorted(rest):
            raise ConfigError("boneyard and boneyard_up must make boneyard_cards"
                              f" {list(cards)!r}")
        st.boneyard = list(down)[::-1]
    else:
        stream(game.seed, "uoa_boneyard").shuffle(rest)
        st.boneyard = rest
    st.bones_up = list(up)


def after_outbreak(game: DiceState, st: uoa.UoaState, plain: Mapping[str, Any]) -> None:
    """RULES.md G10.3: an exact position after the outbreak (docs/dice_setup.md)."""
    if "boneyard" in plain or "boneyard_up" in plain:
        raise ConfigError("the Boneyard leaves the game at the outbreak (RULES.md G10.3)")
    life = plain.get("zombie_life")
    if type(life) is not int or not 1 <= life <= 8:
        raise ConfigError("outbreak=true needs zombie_life, the zombies' life at the"
                          " outbreak (1 to 8)")
    st.outbreak = True
    st.boneyard = []
    st.zombie_life = life
    zombie = CHARACTER_IDS[ZOMBIE_NAME.lower()]
    for s, info in enumerate(plain["players"]):
        flag = info.get("zombie", False)
        if type(flag) is not bool:
            raise ConfigError(f"players[{s}].zombie must be true or false")
        if not flag:
            continue
        if not game.alive[s]:
            raise ConfigError(f"players[{s}]: a zombie eliminated again is out for good;"
                              " list him as alive=false, not zombie")
        if info.get("wounds"):
            raise ConfigError(f"players[{s}]: zombies take no tokens (G10.3)")
        st.zombie[s] = True
        game.char[s] = zombie
        game.max_life[s] = life
        game.life[s] = int(info.get("life", life))
        if not 1 <= game.life[s] <= life:
            raise ConfigError(f"players[{s}]: a zombie's life is 1..zombie_life")
    renegades = [s for s in range(game.n) if game.alive[s] and not st.zombie[s]
                 and game.role[s] == RENEGADE]
    if "master" in plain:
        master = plain["master"]
        if master != -1 and master not in renegades:
            raise ConfigError("master must be a living Renegade who is no zombie, or -1")
    elif len(renegades) > 1:
        raise ConfigError("two living Renegades: name the Zombie Master (master)")
    else:
        master = renegades[0] if renegades else -1
    st.master = int(master)
    if st.master >= 0 and game.config.zombie_master_is_zombie:
        game.extra_abilities = tuple(("zombie",) if s == st.master else ()
                                     for s in range(game.n))
    game.refresh_abilities()
    set_dice(game, game.turn)


def view(game: DiceState, seat: int | None) -> dict[str, Any]:
    """The Boneyard's face-down cards are counted only; face-up cards, hands, zombies,
    the Zombie Master and the winning side are public."""
    st = uoa.state(game)
    return {"boneyard": len(st.boneyard), "face_up": list(st.bones_up),
            "hands": sum(st.bones_up), "no_hand_shown": len(st.bones_back),
            "blocked": st.blocked, "outbreak": st.outbreak,
            "pending_outbreak": st.pending_outbreak,
            "zombies": [s for s in range(game.n) if st.zombie[s]], "master": st.master,
            "zombie_life": st.zombie_life, "side": st.side}


RULES: Rules = Rules(MODULE, "G10", setup=setup, on_turn_start=turn_start, on_turn_end=turn_end,
              next_turn=next_turn, on_eliminated=eliminated, decides_victory=decides,
              victory=victory, role_public=role_public, view=view, turn_dice=turn_dice,
              determinize=uoa.shuffle_hidden, state_dict=uoa.state_dict,
              setup_keys=frozenset({"boneyard", "boneyard_up", "outbreak", "zombie_life",
                                    "master"}),
              player_keys=frozenset({"zombie"}))
