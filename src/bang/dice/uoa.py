"""What Undead or Alive (RULES.md Part G, modules 1, 3 and 4) keeps in a dice game, and
the mechanics its three modules share: the Duel Wound tokens (G1.2, G7.3) and their
pile, the Boneyard (G10.1), the zombies and the Zombie Master (G10.3).

One ``UoaState`` per game (``DiceState.ext["uoa"]``), made by whichever of the modules
sets up first.  The token pile and the Boneyard are face down: their order is hidden from
everybody (views show only their size, ``determinize`` shuffles them); held tokens and
face-up Boneyard cards are public.
"""

from __future__ import annotations

import random
from typing import Any, cast

from bang.dice.state import DiceState, ModuleState

KEY = "uoa"

# --- Duel Wound tokens (G1.2, G7.3) ----------------------------------------------------------
#: The four kinds of token, as setups, views and events spell them: each cancels one
#: symbol of its name, except the DYNAMITE-wound, which counts as one more Dynamite.
TOKENS: tuple[str, ...] = ("beer", "one", "two", "dynamite")
BEER_WOUND, ONE_WOUND, TWO_WOUND, DYNAMITE_WOUND = range(4)
TOKEN_INDEX: dict[str, int] = {name: i for i, name in enumerate(TOKENS)}
#: G1.2: 3 BEER-wound, 5 ONE-wound, 5 TWO-wound, 2 DYNAMITE-wound.
TOKEN_COUNTS: tuple[int, ...] = (3, 5, 5, 2)
ALL_TOKENS: tuple[int, ...] = tuple(k for k, c in enumerate(TOKEN_COUNTS) for _ in range(c))

# --- the duel step's phases (G7.4) ------------------------------------------------------------
PICK, ROLL, LOSE, AFTER, HEAL = range(5)


class UoaState(ModuleState):
    """Undead or Alive's part of one game.  Lists are per seat unless said otherwise."""

    __slots__ = (
        "belle_roll",
        "blocked",
        "bones_back",
        "bones_up",
        "boneyard",
        "cancel_by",
        "cancel_done",
        "challenged",
        "chuck_back",
        "chuck_roll",
        "chuck_used",
        "dead_turn",
        "duel_phase",
        "duel_roller",
        "duel_target",
        "fresh",
        "herb_given",
        "master",
        "outbreak",
        "pending_outbreak",
        "pile",
        "sean_roll",
        "sean_used",
        "side",
        "uses_left",
        "wounds",
        "zombie",
        "zombie_life",
    )

    def __init__(self, n: int) -> None:
        #: Tokens held, one bit per kind (one of each at most, G7.3), and those drawn in
        #: the holder's own turn (G7-5).
        self.wounds = [0] * n
        self.fresh = [0] * n
        #: The face-down token pile, top last (its order is hidden).
        self.pile: list[int] = []
        # --- the turn in progress
        #: Per token kind, the die it cancelled this turn (-1: none), G7-2, G7-4.
        self.cancel_by = [-1] * 4
        self.cancel_done = False
        #: Uses left of the WHISKEY being resolved (Greg Digger: 2), G7.2, G9-3.
        self.uses_left = 0
        #: Seats challenged this turn (a bit each), G7.4-3.
        self.challenged = 0
        self.duel_phase = PICK
        #: The player challenged in the duel in progress, and who rolls next.
        self.duel_target = -1
        self.duel_roller = -1
        #: Seats given a token by Herb Hunter this turn (a bit each), G9-4.
        self.herb_given = 0
        #: The roll after which Belle Star / Chuck Wengam / Sean Mallory last answered
        #: (-1: not this turn), and whether Chuck and Sean used their once-a-turn power.
        self.belle_roll = -1
        self.chuck_roll = -1
        self.chuck_used = False
        #: The step Chuck Wengam's new ARROW goes on with once taken (G9-2).
        self.chuck_back = -1
        self.sean_roll = -1
        self.sean_used = False
        # --- the Boneyard and the outbreak (G10)
        #: Face-down Boneyard cards (hands shown, top last), face-up cards with hands,
        #: no-hand cards revealed this turn (back at its end), and whether one blocks.
        self.boneyard: list[int] = []
        self.bones_up: list[int] = []
        self.bones_back: list[int] = []
        self.blocked = False
        #: Seats eliminated this turn before the outbreak (they reveal at its end).
        self.dead_turn: list[int] = []
        self.outbreak = False
        self.pending_outbreak = False
        self.zombie = [False] * n
        self.master = -1
        self.zombie_life = 0
        #: "zombies" or "survivors" once a side has won (G10.4), else "".
        self.side = ""

    def clone(self) -> UoaState:
        """An independent copy (lists copied)."""
        other = UoaState(0)
        other.wounds = self.wounds[:]
        other.fresh = self.fresh[:]
        other.pile = self.pile[:]
        other.cancel_by = self.cancel_by[:]
        other.cancel_done = self.cancel_done
        other.uses_left = self.uses_left
        other.challenged = self.challenged
        other.duel_phase = self.duel_phase
        other.duel_target = self.duel_target
        other.duel_roller = self.duel_roller
        other.herb_given = self.herb_given
        other.belle_roll = self.belle_roll
        other.chuck_roll = self.chuck_roll
        other.chuck_used = self.chuck_used
        other.chuck_back = self.chuck_back
        other.sean_roll = self.sean_roll
        other.sean_used = self.sean_used
        other.boneyard = self.boneyard[:]
        other.bones_up = self.bones_up[:]
        other.bones_back = self.bones_back[:]
        other.blocked = self.blocked
        other.dead_turn = self.dead_turn[:]
        other.outbreak = self.outbreak
        other.pending_outbreak = self.pending_outbreak
        other.zombie = self.zombie[:]
        other.master = self.master
        other.zombie_life = self.zombie_life
        other.side = self.side
        return other

    def to_dict(self) -> dict[str, Any]:
        """Every field as plain JSON (for ``DiceGame.state_dict``), by name."""
        return {
            "belle_roll": self.belle_roll,
            "blocked": self.blocked,
            "bones_back": list(self.bones_back),
            "bones_up": list(self.bones_up),
            "boneyard": list(self.boneyard),
            "cancel_by": list(self.cancel_by),
            "cancel_done": self.cancel_done,
            "challenged": self.challenged,
            "chuck_back": self.chuck_back,
            "chuck_roll": self.chuck_roll,
            "chuck_used": self.chuck_used,
            "dead_turn": list(self.dead_turn),
            "duel_phase": self.duel_phase,
            "duel_roller": self.duel_roller,
            "duel_target": self.duel_target,
            "fresh": list(self.fresh),
            "herb_given": self.herb_given,
            "master": self.master,
            "outbreak": self.outbreak,
            "pending_outbreak": self.pending_outbreak,
            "pile": list(self.pile),
            "sean_roll": self.sean_roll,
            "sean_used": self.sean_used,
            "side": self.side,
            "uses_left": self.uses_left,
            "wounds": list(self.wounds),
            "zombie": list(self.zombie),
            "zombie_life": self.zombie_life,
        }


def state(game: DiceState) -> UoaState:
    """The game's Undead or Alive state (made on first use)."""
    found = game.ext.get(KEY)
    if found is None:
        found = UoaState(game.n)
        if not game.ext:
            game.ext = {}
        game.ext[KEY] = found
    return cast(UoaState, found)


def held(wounds: int) -> list[int]:
    """RULES.md G7.3: the token kinds of a held mask."""
    return [k for k in range(4) if wounds >> k & 1]


def token_names(wounds: int) -> list[str]:
    """RULES.md G7.3: the names of the tokens of a held mask."""
    return [TOKENS[k] for k in held(wounds)]


# --- zombies (G10.3) ---------------------------------------------------------------------------
def is_zombie(game: DiceState, seat: int) -> bool:
    """G10.3-5: a zombie, or the Zombie Master under ``zombie_master_is_zombie`` (G10-8):
    three base dice, no life gained, no tokens."""
    found = game.ext.get(KEY)
    if found is None:
        return False
    st = cast(UoaState, found)
    return st.zombie[seat] or (seat == st.master and game.config.zombie_master_is_zombie)


# --- drawing and returning tokens (G7.3) -----------------------------------------------------
def shuffle_in(game: DiceState, pile: list[int], cards: list[int]) -> None:
    """Put ``cards`` back into a face-down pile and shuffle it (the dice stream: the
    order is hidden from everybody)."""
    if cards:
        pile.extend(cards)
        game.rand().shuffle(pile)


def set_wounds(game: DiceState, seat: int, wounds: int) -> None:
    """``seat`` now holds ``wounds``; a DYNAMITE-wound counts as a Dynamite (G7-3)."""
    state(game).wounds[seat] = wounds
    game.extra_dynamite[seat] = wounds >> DYNAMITE_WOUND & 1


def draw_token(game: DiceState, seat: int, reason: str) -> None:
    """G7.3: ``seat`` takes the top token face up; one he already holds goes back into
    the pile (shuffled), with no replacement.  G7-6: an empty pile gives nothing.  G10.3-5:
    zombies take none, nor do the dead."""
    st = state(game)
    if not game.alive[seat] or game.life[seat] <= 0 or is_zombie(game, seat):
        return
    if not st.pile:
        game.emit("wound_none", {"seat": seat, "reason": reason})
        return
    kind = st.pile.pop()
    if st.wounds[seat] >> kind & 1:
        game.emit("wound_back", {"seat": seat, "token": TOKENS[kind], "reason": reason})
        shuffle_in(game, st.pile, [kind])
        return
    set_wounds(game, seat, st.wounds[seat] | 1 << kind)
    if seat == game.turn:
        st.fresh[seat] |= 1 << kind
    game.emit("wound", {"seat": seat, "token": TOKENS[kind], "reason": reason})


def return_tokens(game: DiceState, seat: int, keep: int = 0) -> None:
    """``seat``'s tokens but ``keep`` go back into the pile, shuffled (G7.3, G10.2-1)."""
    st = state(game)
    back = st.wounds[seat] & ~keep
    if back:
        shuffle_in(game, st.pile, held(back))
        set_wounds(game, seat, st.wounds[seat] & keep)
        game.emit("wounds_returned", {"seat": seat, "tokens": token_names(back)})


def shuffle_hidden(game: DiceState, rng: random.Random) -> None:
    """``determinize``: the face-down piles in an order drawn from ``rng``."""
    st = state(game)
    rng.shuffle(st.pile)
    rng.shuffle(st.boneyard)


def state_dict(game: DiceState, seat: int | None) -> dict[str, Any]:
    """The whole state for ``DiceGame.state_dict``, once: under the first Undead or Alive
    module the game plays (the others share it)."""
    found = game.ext.get(KEY)
    return cast(UoaState, found).to_dict() if found is not None else {}
