"""Damage, death saves, elimination, rewards and penalties, and victory (RULES.md A9,
A10, A1.2, A1.3).

What a character does on a hit or on another's death is its ability's hook
(``Ability.on_damaged``, ``Ability.on_other_eliminated``); what a variant adds or
changes around a death and the end of the game is its ruleset's.
"""

from __future__ import annotations

from bang.cards.content import ANSWERS, AS_BEER
from bang.cards.data import DEPUTY, KIND, OUTLAW, RENEGADE, SHERIFF
from bang.cards.frames import Damage, Dying, Elimination
from bang.cards.state import CardState
from bang.core.protocol import Action

#: RULES.md A1.2: whom each role hunts in the 3-player game.
THREE_PLAYER_TARGET = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}


# --- damage ----------------------------------------------------------------------
def run_damage(game: CardState, frame: Damage) -> bool:
    """A9.1: ``target`` loses life; at 0 or less he is dying (A9.2).  Once the death
    check is survived, his ability reacts to the hit (A12: Bart Cassidy, El Gringo)."""
    target, amount, source, step = frame
    if step == 0:
        ev = game.ev
        if ev is not None:
            amount = ev.damage(game, target, amount, source)
            if amount <= 0:  # a Ghost Town ghost cannot lose life (F5.3-2)
                game.stack.pop()
                game.emit("no_effect", seat=target, source=source)
                return False
        game.life[target] -= amount
        game.emit("damage", seat=target, amount=amount, source=source,
                  life=game.life[target])
        game.stack[-1] = Damage(target, amount, source, 1)
        if game.life[target] <= 0:
            game.stack.append(Dying(target, source))
        return False
    game.stack.pop()
    if not game.alive[target]:
        return False
    hook = game.powers[target].on_damaged
    if hook is not None:
        hook(game, target, amount, source)
    return False


# --- death saves ----------------------------------------------------------------
def beer_saves(game: CardState) -> bool:
    """A9.2: with two players alive Beer has no effect at all; The Reverend forbids it
    (F5.9)."""
    return game.alive_count() > 2 and (game.ev is None or game.ev.beer_allowed)


def run_dying(game: CardState, frame: Dying) -> bool:
    """A9.2: at 0 life or less the player may save himself (Beer while 3 or more
    live, Sid Ketchum's pairs); back above 0 he is saved.  ``auto_beer_save`` plays a
    Beer for him."""
    seat = frame.seat
    if game.life[seat] > 0:
        game.stack.pop()
        game.emit("saved", seat=seat, life=game.life[seat])
        return False
    if game.config.auto_beer_save and beer_saves(game):
        for card in game.hands[seat]:
            if ANSWERS[KIND[card]] == AS_BEER:
                play_save_beer(game, seat, card)
                return False
    return game.prompt(seat, "dying", public_forced=not game.hands[seat],
                       life=game.life[seat], source=frame.source)


def legal_dying(game: CardState) -> tuple[Action, ...]:
    """A9.2, A14.2: each Beer in hand while 3 or more players live, Sid Ketchum's
    pairs (A12: even with two left), or dying."""
    frame = game.stack[-1]
    assert isinstance(frame, Dying)
    seat = frame.seat
    acts: list[Action] = []
    if beer_saves(game):
        acts.extend(Action("beer", c) for c in game.hands[seat] if ANSWERS[KIND[c]] == AS_BEER)
    if game.powers[seat].pairs_for_life and len(game.hands[seat]) >= 2:
        acts.extend(game.sid_actions(seat))
    acts.append(Action("die"))
    return tuple(acts)


def play_save_beer(game: CardState, seat: int, card: int) -> None:
    """A9.2: a Beer played out of turn to survive: one life point back."""
    game.remove_from_hand(seat, card)
    game.to_discard(card)
    game.life[seat] += game.powers[seat].beer_heal or 1
    game.emit("beer_save", seat=seat, card=card, life=game.life[seat])
    game.after_hand_loss(seat)
    game.hand_used(seat, 1)


def answer_dying(game: CardState, action: Action) -> None:
    """A9.2: a Beer or a Sid Ketchum pair brings one life back (the save is asked
    again while he is at 0 or less); dying starts the elimination of A9.3."""
    frame = game.stack[-1]
    assert isinstance(frame, Dying)
    seat = frame.seat
    if action.kind == "beer":
        play_save_beer(game, seat, action.card)
    elif action.kind == "sid":
        game.answer_sid(seat, action)
    else:
        game.stack.pop()
        game.stack.append(Elimination(seat=seat, killer=frame.source, step=0))


# --- elimination (A9.3) -----------------------------------------------------------
def run_elimination(game: CardState, frame: Elimination) -> bool:
    """A9.3: the dead player's role is shown, his cards go to Vulture Sam or the
    discard pile, the killer is rewarded or penalised (A9.3 step 4, in the order of
    ``vulture_before_penalty``), then the ruleset's own follow-up (a Ghost, C1.1-1)."""
    seat, killer, step = frame
    if step == 0:
        if game.rules.replaces_elimination(game, seat):
            return False
        game.alive[seat] = False
        game.revealed[seat] = True
        events = game.events
        if events is not None and events.first_dead < 0:
            events.first_dead = seat  # Dead Man's "first eliminated" (F5.19, F9-5)
        game.rebuild_distances()
        game.refresh_abilities(seat)
        game.emit("eliminated", seat=seat, role=game.roles[seat], killer=killer)
        if game.config.three_player and three_player_end(game, seat, killer):
            return False
        step = 1
    order = (1, 2) if game.config.vulture_before_penalty else (2, 1)
    if step == 1:
        game.stack[-1] = Elimination(seat, killer, 2)
        if give_up_cards(game, seat) if order[0] == 1 else reward(game, seat, killer):
            return True
        step = 2
    if step == 2:
        game.stack[-1] = Elimination(seat, killer, 3)
        if give_up_cards(game, seat) if order[1] == 1 else reward(game, seat, killer):
            return True
    game.stack.pop()
    after_elimination(game, seat)
    game.rules.on_eliminated(game, seat, killer)
    game.deaths_unchecked = True
    if game.config.victory_check == "immediate":
        check_victory(game)
    return False


def after_elimination(game: CardState, seat: int) -> None:
    """E17-3: once A9.3 is settled, the other living characters' triggers (Herb
    Hunter's cards, Greg Digger's life) in seat order from the dead player's left."""
    powers = game.powers
    for k in range(1, game.n):
        other = (seat + k) % game.n
        hook = powers[other].after_other_eliminated
        if hook is not None and game.alive[other]:
            hook(game, other, seat)
        if game.game_over:
            return


def give_up_cards(game: CardState, seat: int) -> bool:
    """A9.3 2-3: a living player whose ability takes the dead's cards takes them
    (Vulture Sam), or the dead player discards them all.  Returns True if the dead
    player must first choose which card lands on top (FAQ Q07: the order matters to a
    living player whose ability reads the discard pile's top, Pedro Ramirez)."""
    hand, table = game.hands[seat], game.tables[seat]
    if not hand and not table:
        return False
    powers = game.powers
    for taker in range(game.n):
        hook = powers[taker].on_other_eliminated
        if taker != seat and hook is not None and hook(game, taker, seat):
            return False
    if (any(powers[s].reads_discard_top for s in range(game.n) if s != seat)
            and len(hand) + len(table) >= 2):
        return game.prompt(seat, "discard_top", public_forced=False)
    discard_all(game, seat, -1)
    return False


def discard_all(game: CardState, seat: int, top: int) -> None:
    """A9.3 step 3 (and the Sheriff's penalty of step 4): everything of ``seat`` to the
    discard pile, ``top`` (if any) last (FAQ Q07: the dead player orders his discards)."""
    cards = [c for c in game.hands[seat] + game.tables[seat] if c != top]
    if top >= 0:
        cards.append(top)
    for card in cards:
        game.to_discard(card)
    game.hands[seat].clear()
    game.tables[seat].clear()
    game.emit("discard_all", seat=seat, cards=cards)


def legal_discard_top(game: CardState) -> tuple[Action, ...]:
    """A9.3 step 3, FAQ Q07: the dead player chooses which of his cards lands on top of
    the discard pile (asked only when a living player reads it: Pedro Ramirez)."""
    seat = game.decision.seat if game.decision else -1
    return tuple(Action("top", c) for c in game.hands[seat] + game.tables[seat])


def answer_discard_top(game: CardState, action: Action) -> None:
    """A9.3 step 3: all his cards go to the discard pile, the chosen one last."""
    seat = game.decision.seat if game.decision else -1
    discard_all(game, seat, action.card)


def reward(game: CardState, seat: int, killer: int) -> bool:
    """A9.3 step 4 and A14.5: the Outlaw bounty (or the 3-player reward) and the
    Sheriff-Deputy penalty, for a living responsible player."""
    if killer < 0 or killer == seat or not game.alive[killer]:
        return False
    if game.config.three_player or game.roles[seat] == OUTLAW:
        game.draw(killer, 3, "bounty")
    elif game.roles[seat] == DEPUTY and game.roles[killer] == SHERIFF:
        game.emit("sheriff_penalty", seat=killer)
        discard_all(game, killer, -1)
        game.after_hand_loss(killer)
    return False


# --- victory (A10) ---------------------------------------------------------------
def three_player_end(game: CardState, seat: int, killer: int) -> bool:
    """RULES.md A1.2: a personal kill of one's own target wins at once; otherwise the
    last one standing wins."""
    if (killer >= 0 and killer != seat and game.alive[killer]
            and THREE_PLAYER_TARGET[game.roles[killer]] == game.roles[seat]):
        finish(game, frozenset((killer,)))
        return True
    living = game.living()
    if len(living) == 1:
        finish(game, frozenset(living))
        return True
    return False


def check_victory(game: CardState) -> None:
    """A10 (A1.2 in the 3-player game): once the deaths are settled, whether the game
    is over, and who won."""
    game.deaths_unchecked = False
    if game.game_over:
        return
    if game.config.three_player:
        living = living_players(game)
        if len(living) <= 1:
            finish(game, frozenset(living))
        return
    winners = victory(game)
    if winners is not None:
        finish(game, winners)


def victory(game: CardState) -> frozenset[int] | None:
    """RULES.md A10 on the current set of living players, or None if play goes on (a
    variant may decide first: ``Ruleset.victory``)."""
    special = game.rules.victory(game)
    if special is not None:
        return special
    roles = game.roles
    sheriff = game.sheriff_seat()
    if not game.alive[sheriff]:
        living = living_players(game)
        if len(living) == 1 and roles[living[0]] == RENEGADE:
            return frozenset(living)
        return frozenset(s for s in range(game.n) if roles[s] == OUTLAW)
    living = living_players(game)
    for s in living:
        if roles[s] in (OUTLAW, RENEGADE):
            return None
    return frozenset(s for s in range(game.n) if roles[s] in (SHERIFF, DEPUTY))


def living_players(game: CardState) -> list[int]:
    """A10's living players: a Ghost Town ghost in his turn is in play but never counts
    as living (F5.3-9, F6.8)."""
    living = game.living()
    events = game.events
    if events is not None and events.ghost_turn >= 0:
        living = [s for s in living if s != events.ghost_turn]
    return living


def finish(game: CardState, winners: frozenset[int]) -> None:
    """The game is over (A10): the winners, every role shown, the General Store's or
    Kit Carlson's cards back to the pile; a variant first does its own final count."""
    rules = game.rules
    rules.before_finish(game)
    game.winners = winners
    game.game_over = True
    game.stack.clear()
    for card in game.limbo:
        game.to_discard(card)
    game.limbo.clear()
    game.revealed = [True] * game.n
    game.emit("game_over", winners=sorted(winners), roles=list(game.roles),
              **rules.game_over_extra(game))

