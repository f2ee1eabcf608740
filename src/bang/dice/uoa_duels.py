"""Undead or Alive module 1, "Look Me in the Eyes" (RULES.md G2.3, G7, G8): the two Duel
dice, WHISKEY, the Duel Wound tokens and the duels.

- The turn rolls 3 base dice and 2 Duel dice (G7.2; the set's ``rolled``).
- When the dice become final, each token the active player holds cancels one symbol of
  its kind (G7-2), and the WHISKEY step begins (G8 step 5, order 50): per WHISKEY he
  gains 1 life and discards a token of his choice, or draws a Rage card, which under the
  house rule ``uoa_rage_stub="skip"`` does nothing (G7-1).  Greg Digger uses each WHISKEY
  twice (G9-3).  With ``whiskey_uncancels`` a discarded token's cancellation is undone
  (G7-4).  A DYNAMITE-wound counts as one more Dynamite on every roll of its holder's
  turn (G7-3: ``DiceState.extra_dynamite``).
- After the Gatling, the duels (G8 step 9, order 90): per DUEL the active player names a
  living player he has not challenged this turn (G7-7), who rolls a Duel die; DUEL
  shoots back, anything else loses (G7.4).  The loser loses 1 life, caused by the winner
  (G7-8), and draws a token; the victory check follows each duel (G7-11).  Sean Mallory
  may re-roll one of his own duel rolls, Sam the Healer heals after each duel he starts.
- At the end of the turn the active player's tokens go back into the pile (G7.3; G7-5:
  also those he drew in this turn, unless ``wound_tokens_drawn_on_own_turn_persist``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bang.core.errors import ConfigError, IllegalAction
from bang.core.protocol import Action
from bang.core.rng import stream
from bang.dice import uoa
from bang.dice.content import DICE
from bang.dice.data import Die, Face
from bang.dice.resolve import DUEL_BATCH, start_hits
from bang.dice.rolls import BEER_STEP, BULLS_STEP
from bang.dice.state import (
    SRC_DUEL,
    STEP_END_TURN,
    DiceState,
    Prompt,
    Resolution,
    Rules,
    explain_target,
)
from bang.dice.uoa import AFTER, HEAL, LOSE, PICK, ROLL, TOKENS, UoaState

MODULE = "uoa_duel_dice"
WHISKEY_STEP = "whiskey"
DUEL_STEP = "duel"
#: Prompt kinds.
WHISKEY = "whiskey"            # G7.2, G7-4: which token a WHISKEY discards
DUEL = "challenge"             # G7.4: whom the next DUEL challenges
SAM = "sam_the_healer"         # G9-5: whom Sam heals after his duel
SEAN = "sean_mallory"          # G9-6: re-roll his failed duel roll?

MAX_SEATS = 8
TOKEN_ACTIONS = tuple(Action("token", arg=k) for k in range(4))
CHALLENGES = tuple(tuple(Action("duel", card=d, target=t) for t in range(MAX_SEATS))
                   for d in range(6))
HEALS = tuple(Action("heal", target=t) for t in range(MAX_SEATS))
PASS = Action("pass")
REROLL_DUEL = Action("reroll_duel")

FACES: tuple[Face, ...] = (
    Face("whiskey", "Whiskey bottle", "whiskey", WHISKEY_STEP, "G7.2"),
    Face("duel", "Duel", "duel", DUEL_STEP, "G7.4"),
)
#: G2.3: both Duel dice (identical; the face list is inferred, G16-1).
DUEL_DIE: Die = Die("duel", "Duel die", ("arrow", "dynamite", "whiskey", "gatling", "duel", "duel"),
               "G2.3")
#: G7.2: 3 base dice and the 2 Duel dice.
ROLLED: tuple[str, ...] = ("base", "base", "base", "duel", "duel")


# --- the final dice: cancellations (G7-2) and WHISKEY (G7.2) ------------------------------------
def face_symbol(game: DiceState, die: int) -> str:
    """What die ``die`` of the turn shows counts as."""
    return game.table.records[game.dice[die]].symbol


def cancel_wounds(game: DiceState, st: UoaState) -> None:
    """G7-2: each BEER-, ONE- or TWO-wound of the active player cancels one kept die of
    its symbol (one symbol: half of a double face).  The dice of one symbol are
    identical faces here, so which one is cancelled changes nothing; the first is
    taken."""
    seat = game.turn
    cancelled = list(game.cancelled)
    for kind in uoa.held(st.wounds[seat]):
        if kind == uoa.DYNAMITE_WOUND:
            continue
        pool = game.roll.beers if kind == uoa.BEER_WOUND else game.roll.bulls
        symbol = TOKENS[kind]
        left = list(pool)
        for die in cancelled:
            if die in left:
                left.remove(die)
        found = next((d for d in left if face_symbol(game, d) == symbol), -1)
        if found >= 0:
            cancelled.append(found)
            st.cancel_by[kind] = found
            game.emit("wound_cancel", {"seat": seat, "token": symbol, "die": found})
    game.cancelled = tuple(cancelled)


def run_whiskey(game: DiceState) -> bool:
    """G8 steps 0 and 5: the tokens' cancellations, then each WHISKEY: +1 life to the
    active player and one token discarded (his choice), or a Rage card drawn."""
    st = uoa.state(game)
    seat = game.turn
    if not st.cancel_done:
        st.cancel_done = True
        cancel_wounds(game, st)
    if not game.alive[seat]:
        return game.resolved(WHISKEY_STEP)  # a dead active player drinks nothing
    while game.cursor < len(game.targets_dice):
        if st.uses_left == 0:
            st.uses_left = 2 if game.has_ability(seat, "greg_digger") else 1
        die = game.targets_dice[game.cursor]
        game.emit("whiskey", {"seat": seat, "die": die, "gained": game.gain_life(seat, 1)})
        kinds = uoa.held(st.wounds[seat])
        if len(kinds) > 1:
            return game.prompt(seat, WHISKEY, {"die": die}, whiskey_legal(game))
        if kinds:
            discard(game, st, kinds[0])
        else:
            # G7.2: no token, a Rage card; module 2 is unsourced and the house rule
            # (uoa_rage_stub="skip") makes the draw do nothing (G7-1).
            game.emit("rage_skipped", {"seat": seat})
        use_done(game, st)
    return game.resolved(WHISKEY_STEP)


def use_done(game: DiceState, st: UoaState) -> None:
    """RULES.md G7.2, G9-3: one use of the WHISKEY done (Greg Digger has two)."""
    st.uses_left -= 1
    if st.uses_left <= 0:
        st.uses_left = 0
        game.cursor += 1


def discard(game: DiceState, st: UoaState, kind: int) -> None:
    """G7.2, G7-4: the token goes back into the pile; with ``whiskey_uncancels`` what it
    cancelled resolves after all (the Dynamite step has passed: a DYNAMITE-wound's
    discard changes nothing this turn)."""
    seat = game.turn
    uoa.set_wounds(game, seat, st.wounds[seat] & ~(1 << kind))
    st.fresh[seat] &= ~(1 << kind)
    uoa.shuffle_in(game, st.pile, [kind])
    die = st.cancel_by[kind]
    restored = -1
    if die >= 0 and game.config.whiskey_uncancels:
        left = list(game.cancelled)
        left.remove(die)
        game.cancelled = tuple(left)
        st.cancel_by[kind] = -1
        restored = die
    game.emit("wound_discard", {"seat": seat, "token": TOKENS[kind], "restored": restored})


def whiskey_legal(game: DiceState) -> tuple[Action, ...]:
    """G7-4: any token he holds."""
    return tuple(TOKEN_ACTIONS[k] for k in uoa.held(uoa.state(game).wounds[game.turn]))


def answer_whiskey(game: DiceState, action: Action) -> None:
    """RULES.md G7.2, G7-4: the chosen token is discarded."""
    st = uoa.state(game)
    discard(game, st, action.arg)
    use_done(game, st)


def explain_whiskey(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md G7-4: a token he holds."""
    return IllegalAction("no_such_token", f"you hold no token x{action.arg}: the tokens are"
                         f" {', '.join(f'x{k}={n}' for k, n in enumerate(TOKENS))}")


# --- the duels (G7.4) ---------------------------------------------------------------------------
def duel_targets(game: DiceState, die: int) -> tuple[Action, ...]:
    """G7-7: another living player, not challenged yet this turn, at any distance."""
    st = uoa.state(game)
    seat = game.turn
    return tuple(CHALLENGES[die][t] for t in range(game.n)
                 if t != seat and game.alive[t] and not st.challenged >> t & 1)


def roll_duel_die(game: DiceState) -> str:
    """A Duel die rolled in a duel: a stacked face of the setup if one is next and the die
    has it, else the dice stream (not a turn roll, G7-9)."""
    faces = DUEL_DIE.faces
    names = game.table.names
    if game.forced:
        # A stacked face may name its die's kind (G17-2: ``duel:whiskey``, above bit 8).
        code = game.forced.pop()
        kind = code >> 8
        name = names[code & 255]
        if name in faces and (not kind or list(DICE)[kind - 1] == DUEL_DIE.key):
            return name
    return faces[int(game.rand().random() * 6)]


def run_duel(game: DiceState) -> bool:
    """G7.4, G7-7..G7-11: the duels of the final dice, one after the other."""
    st = uoa.state(game)
    seat = game.turn
    if not game.alive[seat]:
        return game.resolved(DUEL_STEP)
    while True:
        phase = st.duel_phase
        if phase == PICK:
            if game.cursor >= len(game.targets_dice):
                return game.resolved(DUEL_STEP)
            die = game.targets_dice[game.cursor]
            legal = duel_targets(game, die)
            if not legal:
                game.emit("duel_wasted", {"seat": seat, "die": die})
                game.cursor += 1
                continue
            return game.prompt(seat, DUEL, {"die": die}, legal)
        if phase == ROLL:
            roller = st.duel_roller
            face = roll_duel_die(game)
            game.emit("duel_roll", {"seat": roller, "face": face})
            if face == "duel":
                st.duel_roller = st.duel_target if roller == seat else seat
                continue
            if (roller == seat and game.has_ability(seat, "sean_mallory")
                    and not st.sean_used):
                return game.prompt(seat, SEAN, {"face": face}, (REROLL_DUEL, PASS))
            st.duel_phase = LOSE
            continue
        if phase == LOSE:
            loser = st.duel_roller
            winner = duel_other(st, seat, loser)
            st.duel_phase = AFTER
            game.owed_arrows = 0
            game.emit("duel_lost", {"seat": loser, "by": winner})
            start_hits(game, [(loser, 1, SRC_DUEL)], DUEL_BATCH, game.step)
            return False
        if phase == AFTER:
            loser = st.duel_roller
            winner = duel_other(st, seat, loser)
            st.duel_phase = HEAL
            for s in range(game.n):
                # G7.4-2: the loser's token; with Old Saloon's Molly Stark the life point
                # (and its token) may be hers instead (G6-5).
                if game.batch_lost[s]:
                    uoa.draw_token(game, s, "duel")
            if game.eliminate_dead(winner):
                return True
            if game.owed_arrows and game.alive[winner] and game.hooks.take_arrows is not None:
                # Old Saloon's arrows (G5-6): the winner may take the Chief's Arrow.
                game.owed_arrows = 0
                game.emit("el_gringo", {"seat": winner, "arrows": 1})
                return game.hooks.take_arrows(game, winner, 1, game.step, False)
            if pay_winner(game, winner):
                return True
            if not game.alive[seat]:
                game.step = STEP_END_TURN
                return False
            continue
        # HEAL: G9-5, after the duel is over
        st.duel_phase = PICK
        if game.has_ability(seat, "sam_the_healer"):
            st.duel_phase = HEAL
            return game.prompt(seat, SAM, {}, sam_legal(game))
        game.cursor += 1


def duel_other(st: UoaState, seat: int, one: int) -> int:
    """The other party of the duel in progress (the active player or his target)."""
    return st.duel_target if one == seat else seat


def pay_winner(game: DiceState, winner: int) -> bool:
    """G7-8, B8 El Gringo: the winner of a duel El Gringo lost takes an arrow (one per
    turn for the active player under ``el_gringo_one_arrow_per_turn``).  True when the
    Indians ended the game."""
    owed = game.owed_arrows
    game.owed_arrows = 0
    if not owed or not game.alive[winner]:
        return False
    if winner == game.turn and game.config.el_gringo_one_arrow_per_turn:
        if game.owed_paid:
            return False
        game.owed_paid = True
    game.emit("el_gringo", {"seat": winner, "arrows": 1})
    return game.take_arrows(winner, 1)


def legal_duel(game: DiceState) -> tuple[Action, ...]:
    """RULES.md G7.4, G7-7: whom the DUEL being resolved may challenge."""
    return duel_targets(game, game.targets_dice[game.cursor])


def answer_duel(game: DiceState, action: Action) -> None:
    """G7.4-1: the Duel die goes to the target, who rolls first."""
    st = uoa.state(game)
    target = action.target
    st.challenged |= 1 << target
    st.duel_target = target
    st.duel_roller = target
    st.duel_phase = ROLL
    game.emit("duel", {"seat": game.turn, "target": target, "die": action.card})


def explain_duel(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md G7.4, G7-7: the DUEL being resolved, on another living player not yet
    challenged."""
    die = game.targets_dice[game.cursor]
    if action.card != die:
        return IllegalAction("wrong_die", f"die {die} is being resolved, not {action.card}")
    reason = explain_target(game, action)
    if reason is not None:
        return reason
    if action.target == game.turn:
        return IllegalAction("self_target", "a duel challenges another player (G7-7)")
    return IllegalAction("already_challenged", f"seat {action.target} was challenged this turn"
                         " already: one Duel die per player (G7.4-3)")


def sam_legal(game: DiceState) -> tuple[Action, ...]:
    """G9-5: any living player but a zombie, himself included, or nobody."""
    return (*(HEALS[t] for t in range(game.n)
              if game.alive[t] and not uoa.is_zombie(game, t)), PASS)


def answer_sam(game: DiceState, action: Action) -> None:
    """RULES.md G9-5: +1 life (capped), or nobody; on to the next duel."""
    st = uoa.state(game)
    st.duel_phase = PICK
    game.cursor += 1
    if action.kind == "heal":
        game.emit("sam_the_healer", {"seat": game.turn, "target": action.target,
                                     "gained": game.gain_life(action.target, 1)})


def explain_sam(game: DiceState, action: Action) -> IllegalAction | None:
    """RULES.md G9-5: a living player who is no zombie."""
    reason = explain_target(game, action)
    if reason is not None:
        return reason
    return IllegalAction("zombie", "a zombie gains no life (G10.3)")


def sean_legal(game: DiceState) -> tuple[Action, ...]:
    """G9-6: roll again, or lose the duel."""
    return (REROLL_DUEL, PASS)


def answer_sean(game: DiceState, action: Action) -> None:
    """G9-6: once a turn, his own failed duel roll again; or the duel is lost."""
    st = uoa.state(game)
    if action.kind == "reroll_duel":
        st.sean_used = True
        game.emit("sean_mallory", {"seat": game.turn})
    else:
        st.duel_phase = LOSE


# --- the module's rules -------------------------------------------------------------------------
def setup(game: DiceState, plain: Mapping[str, Any] | None) -> None:
    """G3: the 15 tokens shuffled face down; a setup may give held tokens
    (``players[].wounds``) and the pile (``wound_pile``, top first)."""
    st = uoa.state(game)
    if plain is None:
        pile = list(uoa.ALL_TOKENS)
        stream(game.seed, "uoa_wounds").shuffle(pile)
        st.pile = pile
        return
    counts = list(uoa.TOKEN_COUNTS)
    for s, info in enumerate(plain["players"]):
        names = info.get("wounds", [])
        if not isinstance(names, list) or not all(n in uoa.TOKEN_INDEX for n in names):
            raise ConfigError(f"players[{s}].wounds must list tokens of {', '.join(TOKENS)}")
        if len(set(names)) != len(names):
            raise ConfigError(f"players[{s}].wounds: one token of each symbol at most (G7.3)")
        if names and not game.alive[s]:
            raise ConfigError(f"players[{s}]: the eliminated hold no tokens (G10.2-1)")
        mask = 0
        for name in names:
            kind = uoa.TOKEN_INDEX[name]
            counts[kind] -= 1
            mask |= 1 << kind
        uoa.set_wounds(game, s, mask)
    if any(c < 0 for c in counts):
        raise ConfigError("players hold more tokens of a kind than the 15 of G1.2")
    if "wound_pile" in plain:
        names = plain["wound_pile"]
        if not isinstance(names, list) or not all(n in uoa.TOKEN_INDEX for n in names):
            raise ConfigError(f"wound_pile must list tokens of {', '.join(TOKENS)}")
        pile = [uoa.TOKEN_INDEX[n] for n in names]
        if any(pile.count(k) != counts[k] for k in range(4)):
            raise ConfigError("wound_pile and the held tokens must make the 15 tokens of"
                              " G1.2 (3 beer, 5 one, 5 two, 2 dynamite)")
        st.pile = pile[::-1]
    else:
        pile = [k for k in range(4) for _ in range(counts[k])]
        stream(game.seed, "uoa_wounds").shuffle(pile)
        st.pile = pile


def turn_start(game: DiceState, seat: int) -> bool:
    """RULES.md G7: the turn's own bookkeeping of module 1 (duels, cancellations)."""
    st = uoa.state(game)
    st.cancel_by = [-1] * 4
    st.cancel_done = False
    st.uses_left = 0
    st.challenged = 0
    st.duel_phase = PICK
    st.duel_target = st.duel_roller = -1
    st.herb_given = 0
    st.sean_used = False
    st.sean_roll = -1
    return False


def turn_end(game: DiceState, seat: int) -> bool:
    """G7.3, G7-5: the active player's tokens go back into the pile."""
    st = uoa.state(game)
    keep = st.fresh[seat] if game.config.wound_tokens_drawn_on_own_turn_persist else 0
    if game.alive[seat]:
        uoa.return_tokens(game, seat, keep)
    st.fresh[seat] = 0
    return False


def eliminated(game: DiceState, seat: int) -> bool:
    """G10.2-1: the eliminated return their tokens."""
    uoa.return_tokens(game, seat)
    uoa.state(game).fresh[seat] = 0
    return False


def view(game: DiceState, seat: int | None) -> dict[str, Any]:
    """Held tokens are face up; of the pile only its size is known (G7.3)."""
    st = uoa.state(game)
    return {"wounds": [uoa.token_names(w) for w in st.wounds], "pile": len(st.pile)}


RULES: Rules = Rules(MODULE, "G7", setup=setup, on_turn_start=turn_start, on_turn_end=turn_end,
              on_eliminated=eliminated, view=view, determinize=uoa.shuffle_hidden,
              state_dict=uoa.state_dict, setup_keys=frozenset({"wound_pile"}),
              player_keys=frozenset({"wounds"}))

RESOLUTIONS: tuple[Resolution, ...] = (
    Resolution(WHISKEY_STEP, "G7.2", 50, ("whiskey",), run=run_whiskey),
    Resolution(DUEL_STEP, "G7.4", 90, ("duel",), run=run_duel),
)

PROMPTS: tuple[Prompt, ...] = (
    Prompt(WHISKEY, "G7-4", whiskey_legal, answer_whiskey, ("token",), 50, explain_whiskey),
    Prompt(DUEL, "G7.4", legal_duel, answer_duel, ("duel",), 90, explain_duel),
)
#: Asked by the duels for two characters of module 3 (their abilities carry them).
SAM_PROMPT = Prompt(SAM, "G9-5", sam_legal, answer_sam, ("heal", "pass"), 91, explain_sam)
SEAN_PROMPT = Prompt(SEAN, "G9-6", sean_legal, answer_sean, ("reroll_duel", "pass"), 92)

#: Steps the engine owns that these faces use (for the card index).
USES = (BULLS_STEP, BEER_STEP)
