"""Damage, death saves, elimination, rewards and penalties, and victory (RULES.md A9,
A10, A1.2, A1.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bang.cards import ghosts
from bang.cards.data import (
    BART_CASSIDY,
    BEER,
    DEPUTY,
    EL_GRINGO,
    KIND,
    OUTLAW,
    PEDRO_RAMIREZ,
    RENEGADE,
    SHERIFF,
    SID_KETCHUM,
    VULTURE_SAM,
)
from bang.cards.frames import Damage, Dying, Elimination
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.cards.game import CardGame

#: RULES.md A1.2: whom each role hunts in the 3-player game.
THREE_PLAYER_TARGET = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}


# --- damage ----------------------------------------------------------------------
def run_damage(game: CardGame, frame: Damage) -> bool:
    target, amount, source, step = frame
    if step == 0:
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
    # A12: Bart Cassidy and El Gringo act only once the death check is survived.
    name = game.characters[target]
    if name == BART_CASSIDY:
        game.draw(target, amount, "bart_cassidy")
    elif (name == EL_GRINGO and source >= 0 and source != target
          and target != game.turn_seat):
        # A12: in his own turn he loses life only to Dynamite or to a Duel he played
        # himself; neither is "a card played by another player", whoever is credited
        # with the Duel under duel_winner_is_killer.
        for _ in range(amount):
            if not game.hands[source]:
                break
            card = game.random_hand_card(source)
            game.hands[target].append(card)
            game.emit("take_from_hand", frozenset((target, source)), seat=target,
                      victim=source, why="el_gringo", cards=[card])
            game.after_hand_loss(source)
    return False


# --- death saves ----------------------------------------------------------------
def beer_saves(game: CardGame) -> bool:
    """A9.2: with two players alive Beer has no effect at all."""
    return game.alive_count() > 2


def run_dying(game: CardGame, frame: Dying) -> bool:
    seat = frame.seat
    if game.life[seat] > 0:
        game.stack.pop()
        game.emit("saved", seat=seat, life=game.life[seat])
        return False
    if game.config.auto_beer_save and beer_saves(game):
        for card in game.hands[seat]:
            if KIND[card] == BEER:
                play_save_beer(game, seat, card)
                return False
    return game.prompt(seat, "dying", public_forced=not game.hands[seat],
                       life=game.life[seat], source=frame.source)


def legal_dying(game: CardGame) -> tuple[Action, ...]:
    frame = game.stack[-1]
    assert isinstance(frame, Dying)
    seat = frame.seat
    acts: list[Action] = []
    if beer_saves(game):
        acts.extend(Action("beer", c) for c in game.hands[seat] if KIND[c] == BEER)
    if game.characters[seat] == SID_KETCHUM and len(game.hands[seat]) >= 2:
        acts.extend(game.sid_actions(seat))
    acts.append(Action("die"))
    return tuple(acts)


def play_save_beer(game: CardGame, seat: int, card: int) -> None:
    game.remove_from_hand(seat, card)
    game.to_discard(card)
    game.life[seat] += 1
    game.emit("beer_save", seat=seat, card=card, life=game.life[seat])
    game.after_hand_loss(seat)


def answer_dying(game: CardGame, action: Action) -> None:
    frame = game.stack[-1]
    assert isinstance(frame, Dying)
    seat = frame.seat
    if action.kind == "beer":
        play_save_beer(game, seat, action.card)
    elif action.kind == "sid":
        game.answer_sid(seat, action)
    else:
        game.stack.pop()
        game.stack.append(Elimination(seat, frame.source, 0))


# --- elimination (A9.3) -----------------------------------------------------------
def run_elimination(game: CardGame, frame: Elimination) -> bool:
    seat, killer, step = frame
    if step == 0:
        game.alive[seat] = False
        game.revealed[seat] = True
        game.rebuild_distances()
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
    ghosts.on_eliminated(game, seat, killer)
    game.deaths_unchecked = True
    if game.config.victory_check == "immediate":
        check_victory(game)
    return False


def give_up_cards(game: CardGame, seat: int) -> bool:
    """Vulture Sam takes everything, or the dead player discards it all (A9.3 2-3).
    Returns True if the dead player must first choose which card lands on top (FAQ
    Q07: the order matters to a living Pedro Ramirez)."""
    hand, table = game.hands[seat], game.tables[seat]
    if not hand and not table:
        return False
    vulture = find_living(game, VULTURE_SAM, seat)
    if vulture >= 0:
        taken_hand = list(hand)
        game.hands[vulture].extend(hand)
        game.hands[vulture].extend(table)
        game.emit("vulture_sam_takes", frozenset((vulture, seat)), seat=vulture,
                  victim=seat, table=list(table), cards=taken_hand)
        hand.clear()
        table.clear()
        return False
    if find_living(game, PEDRO_RAMIREZ, seat) >= 0 and len(hand) + len(table) >= 2:
        return game.prompt(seat, "discard_top", public_forced=False)
    discard_all(game, seat, -1)
    return False


def discard_all(game: CardGame, seat: int, top: int) -> None:
    """Everything of ``seat`` to the discard pile, ``top`` (if any) last."""
    cards = [c for c in game.hands[seat] + game.tables[seat] if c != top]
    if top >= 0:
        cards.append(top)
    for card in cards:
        game.to_discard(card)
    game.hands[seat].clear()
    game.tables[seat].clear()
    game.emit("discard_all", seat=seat, cards=cards)


def legal_discard_top(game: CardGame) -> tuple[Action, ...]:
    seat = game.decision.seat if game.decision else -1
    return tuple(Action("top", c) for c in game.hands[seat] + game.tables[seat])


def answer_discard_top(game: CardGame, action: Action) -> None:
    seat = game.decision.seat if game.decision else -1
    discard_all(game, seat, action.card)


def find_living(game: CardGame, name: str, exclude: int) -> int:
    for s in range(game.n):
        if s != exclude and game.alive[s] and game.characters[s] == name:
            return s
    return -1


def reward(game: CardGame, seat: int, killer: int) -> bool:
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
def three_player_end(game: CardGame, seat: int, killer: int) -> bool:
    """RULES.md A1.2: a personal kill of one's own target wins at once; otherwise the
    last one standing wins."""
    if (killer >= 0 and killer != seat and game.alive[killer]
            and THREE_PLAYER_TARGET[game.roles[killer]] == game.roles[seat]):
        ghosts.finish(game, frozenset((killer,)))
        return True
    living = game.living()
    if len(living) == 1:
        ghosts.finish(game, frozenset(living))
        return True
    return False


def check_victory(game: CardGame) -> None:
    game.deaths_unchecked = False
    if game.game_over:
        return
    if game.config.three_player:
        living = game.living()
        if len(living) <= 1:
            ghosts.finish(game, frozenset(living))
        return
    winners = ghosts.victory(game)
    if winners is not None:
        ghosts.finish(game, winners)


def victory(game: CardGame) -> frozenset[int] | None:
    """RULES.md A10 on the current set of living players, or None if play goes on."""
    roles = game.roles
    sheriff = game.sheriff_seat()
    if not game.alive[sheriff]:
        living = game.living()
        if len(living) == 1 and roles[living[0]] == RENEGADE:
            return frozenset(living)
        return frozenset(s for s in range(game.n) if roles[s] == OUTLAW)
    for s in range(game.n):
        if game.alive[s] and roles[s] in (OUTLAW, RENEGADE):
            return None
    return frozenset(s for s in range(game.n) if roles[s] in (SHERIFF, DEPUTY))


def finish(game: CardGame, winners: frozenset[int]) -> None:
    game.winners = winners
    game.game_over = True
    game.stack.clear()
    for card in game.limbo:
        game.to_discard(card)
    game.limbo.clear()
    game.revealed = [True] * game.n
    game.emit("game_over", winners=sorted(winners), roles=list(game.roles),
              **ghosts.game_over_extra(game))

