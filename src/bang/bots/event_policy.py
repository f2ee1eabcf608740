"""The heuristic bot's answers with an event deck (rules/high-noon-fistful.md, Part F).

The engine already keeps every answer legal under the event in force (The Sermon's
BANG! cards, The Reverend's Beers, Handcuffs' suit, The Judge's cards in play are
filtered out of the prompt's legal answers), so what the bot adds is judgement: what an
event makes worth doing, or not, now and at the turn it will bite.

The event that matters is not always the one in force.  Each seat takes one regular
turn a round, and the next card is revealed before the round's opener plays again
(F3.2), so a draw! at a player's next turn (Jail, Dynamite) happens under the card in
force if his turn still comes in this round and under the next card otherwise; my own
next turn is always under the next card, unless the final card is in force for good
(``at_turn_of``).  With that:

- **phase 2** (``play``): no Duel under The Sermon in my own turn at a player who
  holds a card (I could not answer it with a BANG!, F5.10); a Volcanic only with three
  BANG!s under Shootout (two are allowed anyway, F5.6) and never under Lasso (inert,
  F5.21); no Jail at a player whose Jail draw! comes under Blessing (always escaped,
  F5.1) or who will have The Daltons to discard it with first (F5.7); no Dynamite
  when my next turn is under Curse (it explodes on any 2-9, F5.2); no longer weapon
  under Ambush when no enemy has a card in play that keeps him away (everyone is at
  distance 1, F5.17); no Beer at one life short when The Doctor comes next and I am
  the lowest (its life is free, the Beer is kept for a death save, F5.8).  Law of the
  West's duty (no "end" offered) is met with the least harmful play.  Two BANG!s
  under Shootout need nothing: the base policy shoots again while the limit allows.
- **answers to a shot** (``respond``): no Barrel draw! under Curse (it cannot succeed).
- **phase 3** (``discard``): a Beer is not counted on where it cannot be played (under
  The Reverend at two life or less a Missed! is kept before it, and a Beer is worth
  little with The Reverend next); BANG! cards are worth less with The Sermon next and
  more with Shootout next; Sid Ketchum trades a pair for a life less readily with
  Thirst next (one card fewer to come) and more readily with Train Arrival next.
- **the events' own prompts**: The Daltons' blue card (my own Jail or Dynamite first,
  then the card in play worth least, ``daltons_discard``), Handcuffs' suit (the suit
  of the hand cards worth most in my turn, ``handcuffs_suit``), the mixed deck's final
  card (``event_final``), New Identity's switch at one life (``new_identity``).
- **A Fistful of Cards' choices**: a Sniper instead of a BANG! that one Missed! could
  stop, a Ricochet at an enemy's good card in play (or a friend's Jail) with a BANG!
  the turn has no use for, Peyote's colour by the unseen cards and never a stop, a
  Blood Brothers life only to a weak friend, Hard Liquor at one or two life, Ranch's
  exchange of the cards worth less than a draw, a Ricochet answered when the card is
  worth more than the Missed!, Russian Roulette always answered with the cheapest
  Missed!, Pedro Ramirez's first card under Abandoned Mine as usual.
- **any prompt the bot has no answer for** (``fallback``): a defence against losing
  life if one is offered (Russian Roulette's Missed!), else the cheapest card when
  every answer gives one up, else declining (an optional effect is never done for an
  enemy), except under Peyote, where a wrong guess costs nothing and stopping does.

Hangover's lost abilities reach Dodge City's Apache Kid through the heuristic bot's
immune seats (``HeuristicBot._immune_seats``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from bang.cards import content
from bang.cards.data import (
    BANG,
    BARREL,
    BEER,
    DUEL,
    DYNAMITE,
    IS_RED,
    JAIL,
    KIND,
    MISSED,
    MUSTANG,
    SUIT,
    SUITS,
    VOLCANIC,
    WEAPON_RANGE,
)
from bang.core.errors import ConfigError
from bang.core.protocol import Action

if TYPE_CHECKING:
    from bang.bots.heuristic import HeuristicBot

Answer = Callable[["HeuristicBot", Any, tuple[Action, ...]], Action | None]

#: Cards in play that keep their owner at distance 2 under Ambush: Mustang and Dodge
#: City's Hideout (a second Mustang, E4.5).
_KEEP_AWAY = frozenset((MUSTANG, content.KIND_OF_KEY["hideout"]))
#: Answers that decline an optional effect or stop one (the fallback's neutral choice).
DECLINE = frozenset(("pass", "no", "skip", "decline", "stop", "end", "done", "keep",
                     "none", "refuse"))
#: Answers that cancel a BANG! effect (the fallback's first choice).
DEFENCE = frozenset(("missed", "barrel", "dodge"))


# --- the event at a player's turn ---------------------------------------------------
def events_of(view: Any) -> tuple[str | None, str | None, bool]:
    """The card in force, the next card and whether no card is left to reveal (the
    final card in force for good, F3.2), as every seat sees them (``view.event``)."""
    event: Mapping[str, Any] | None = view.event
    if event is None:
        return None, None, True
    return event["in_force"], event["next"], not event["deck_count"]


def opener(view: Any) -> int:
    """The seat before whose regular turn the next card is revealed (F3.2): the
    Sheriff; -1 in the 3-player game, where the opener is not shown in the view."""
    roles = view.shown_roles()
    return roles.index("sheriff") if "sheriff" in roles else -1


def later_this_round(view: Any, seat: int, current: str | None) -> bool:
    """Whether ``seat``'s next regular turn comes before the next reveal: it lies
    between the turn being played and the opener in the turn order (counter-clockwise
    under Gold Rush, F5.4).  Without a known opener: no (the next card is assumed)."""
    first = opener(view)
    turn = view.turn
    if first < 0 or seat in (turn, first):
        return False
    n = len(view.alive_flags())
    step = -1 if current == "gold_rush" else 1
    s = (turn + step) % n
    while s != first:
        if s == seat:
            return True
        s = (s + step) % n
    return False


def at_turn_of(view: Any, seat: int) -> str | None:
    """The event card in force when ``seat``'s next turn starts (its draw!s: Jail,
    Dynamite): the card in force if his turn still comes in this round or no card is
    left to reveal, the next card otherwise (F3.2)."""
    current, upcoming, last = events_of(view)
    if last or later_this_round(view, seat, current):
        return current
    return upcoming


# --- phase 2 ----------------------------------------------------------------------
def play(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action | None:
    """Phase 2 with an event deck: the plays an event makes pointless or harmful are
    left out (the module's list), then the base policy (Dodge City's with its cards)
    chooses; a Sniper replaces its BANG! at the same player when it pays, a Ricochet is
    played where the base policy would end the turn (``sniper``, ``ricochet``); a turn
    that may not end (Law of the West) plays the least harmful card."""
    kept = tuple(a for a in legal if not _pointless(bot, view, a))
    if kept:
        legal = kept
    choice = bot._dc_play(view, legal) if bot._dodge_city else bot._play(view, legal)
    if choice is not None and choice.kind == "play" and KIND[choice.card] == BANG:
        better = sniper(bot, view, legal, choice.target)
        if better is not None:
            return better
    if choice is None or choice.kind == "end":
        shot = ricochet(bot, view, legal)
        if shot is not None:
            return shot
    if choice is None and not any(a.kind == "end" for a in legal):
        return forced_play(bot, view, legal)
    return choice


def sniper(bot: HeuristicBot, view: Any, legal: tuple[Action, ...],
           target: int) -> Action | None:
    """F5.27: two BANG! cards as one BANG! that only two Missed! effects cancel, in
    place of a BANG! at ``target``, when one Missed! (in his hand or from a Barrel) could
    stop the BANG! and the second BANG! card would not be shot this turn anyway (no
    Volcanic, no Shootout); the two least needed BANG! cards (``arg`` the second)."""
    pairs = [a for a in legal if a.kind == "sniper" and a.target == target]
    if not pairs or events_of(view)[0] == "shootout":
        return None
    me = view.player(view.seat)
    if any(KIND[c] == VOLCANIC for c in me.equipment):
        return None
    victim = view.player(target)
    if not victim.hand_count and not any(KIND[c] == BARREL for c in victim.equipment):
        return None  # nothing can stop the single BANG!
    from bang.bots.heuristic import _CARD_VALUE

    return min(pairs, key=lambda a: _CARD_VALUE[a.card] + _CARD_VALUE[a.arg])


def ricochet(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action | None:
    """F5.25: a BANG! card the turn has no use for, discarded at a card in play: an
    enemy's card worth taking (``TABLE_VALUE`` 6 or more: a Barrel, a Mustang, a
    longer weapon...), or a friend's Jail or Dynamite (he lets it go); the last BANG!
    card only for an enemy's Barrel, Mustang or Hideout (8 or more)."""
    shots = [a for a in legal if a.kind == "ricochet"]
    if not shots:
        return None
    from bang.bots.heuristic import TABLE_VALUE

    enemies = bot.enemy_scores(view)
    bangs = sum(1 for c in view.hand if KIND[c] == BANG)
    best: Action | None = None
    best_worth = 0.0
    for action in shots:
        kind = KIND[action.arg]
        hostility = enemies.get(action.target, 0.0)
        if kind in (JAIL, DYNAMITE):
            worth = 9.0 if hostility < 0 else 0.0
        elif hostility > 0.5:
            worth = float(TABLE_VALUE.get(kind, 2))
            if worth < 6 or (bangs <= 1 and worth < 8):
                worth = 0.0
        else:
            worth = 0.0
        if worth > best_worth:
            best, best_worth = action, worth
    return best


def _pointless(bot: HeuristicBot, view: Any, action: Action) -> bool:
    """Whether an event makes ``action`` (a phase-2 answer) not worth playing now."""
    if action.kind != "play":
        return False
    kind = KIND[action.card]
    if kind == DUEL:
        return sermon_duel(view, action)
    if kind == VOLCANIC:
        return volcanic_idle(view)
    if kind == JAIL:
        return jail_wasted(view, action.target)
    if kind == DYNAMITE:
        return at_turn_of(view, view.seat) == "curse"
    if kind == BEER:
        return doctor_heals_me(view)
    if kind in WEAPON_RANGE:
        return ambush_range_idle(bot, view)
    return False


def sermon_duel(view: Any, action: Action) -> bool:
    """F5.10: under The Sermon I may not answer a Duel with a BANG! in my own turn, so
    a Duel at a player with a card in hand is a Duel lost."""
    if events_of(view)[0] != "the_sermon" or view.turn != view.seat:
        return False
    return bool(view.player(action.target).hand_count)


def volcanic_idle(view: Any) -> bool:
    """A Volcanic adds nothing this turn under Lasso (inert, F5.21), nor under Shootout
    without three BANG! cards to shoot (two are allowed anyway, F5.6)."""
    current = events_of(view)[0]
    if current == "lasso":
        return True
    if current == "shootout":
        return sum(1 for c in view.hand if KIND[c] == BANG) <= 2
    return False


def jail_wasted(view: Any, target: int) -> bool:
    """A Jail whose draw! comes under Blessing is always escaped (F5.1); one at a player
    who will have The Daltons' choice first is discarded by him (F5.7)."""
    if target < 0:
        return False
    current, upcoming, last = events_of(view)
    if last or later_this_round(view, target, current):
        return current == "blessing"
    return upcoming in ("blessing", "the_daltons")


def doctor_heals_me(view: Any) -> bool:
    """F5.8: with The Doctor next, one life short and at the lowest life of the table
    (of its hurt players with ``doctor_lowest_among = "damaged_only"``), the Doctor
    gives that life; a Beer now would waste it (the Beer still saves me at 0)."""
    _, upcoming, last = events_of(view)
    if upcoming != "the_doctor" or last:
        return False
    me = view.seat
    lives = view.lives()
    max_lives = view.max_lives()
    if lives[me] != max_lives[me] - 1:
        return False
    damaged = view.config.get("doctor_lowest_among") == "damaged_only"
    alive = view.alive_flags()
    others = [lives[s] for s, up in enumerate(alive)
              if up and s != me and (not damaged or lives[s] < max_lives[s])]
    return all(lives[me] <= life for life in others)


def ambush_range_idle(bot: HeuristicBot, view: Any) -> bool:
    """F5.17: under Ambush every player is at distance 1 but for the cards in play, so
    a weapon's range pays only against an enemy with a Mustang (or Hideout) in play."""
    if events_of(view)[0] != "ambush":
        return False
    enemies = bot.enemy_scores(view)
    for s, hostility in enemies.items():
        if hostility > 0.5 and any(KIND[c] in _KEEP_AWAY for c in view.player(s).equipment):
            return False
    return True


def forced_play(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """A turn that may not end (Law of the West's duty, F5.22): the play that helps no
    enemy and hurts no friend, preferring one aimed at an enemy, then one at nobody."""
    enemies = bot.enemy_scores(view)

    def harm(action: Action) -> float:
        if action.target < 0:
            return 0.0
        return -1.0 if enemies.get(action.target, 0.0) > 0.5 else 1.0
    return min(legal, key=harm)


# --- answers out of turn ------------------------------------------------------------
def respond(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """A BANG! effect: no Barrel draw! under Curse (♠ every time, F5.2); then the
    base answers (Dodge City's with its cards)."""
    if events_of(view)[0] == "curse":
        kept = tuple(a for a in legal if a.kind != "barrel")
        if kept:
            legal = kept
    return bot._dc_respond(view, legal) if bot._dodge_city else bot._respond(view, legal)


# --- phase 3 ----------------------------------------------------------------------
def keep_values(view: Any) -> dict[int, int]:
    """Card kinds whose worth in hand an event changes (the rest keep ``VALUE``): what
    the round still to come (the card in force) and my next turn (the next card) allow."""
    current, upcoming, last = events_of(view)
    mine = current if last else upcoming
    values: dict[int, int] = {}
    if mine == "the_reverend":
        values[BEER] = 3  # no Beer in my next turn nor as a death save then (F5.9)
    elif current == "the_reverend" and view.lives()[view.seat] <= 2:
        values[BEER] = 6  # until the reveal a Missed! saves me, a Beer does not
    if mine == "the_sermon":
        values[BANG] = 3  # no BANG! card in my next turn (F5.10); only answers
    elif mine == "shootout":
        values[BANG] = 7  # two to shoot (F5.6)
    return values


def discard(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """Phase 3 with an event deck: the base rule (``HeuristicBot._discard``) with the
    worth of each card as the events make it, and Sid Ketchum's margin by the next
    card's phase 1 (Thirst one card fewer, Train Arrival one more, F5.11-12)."""
    from bang.bots.heuristic import _CARD_VALUE

    values = keep_values(view)

    def worth(card: int) -> int:
        value = values.get(KIND[card])
        return _CARD_VALUE[card] if value is None else value

    discards: list[Action] = []
    pairs: list[Action] = []
    for action in legal:
        (pairs if action.kind == "sid" else discards).append(action)
    if pairs:
        current, upcoming, last = events_of(view)
        mine = current if last else upcoming
        margin = 3 if mine == "thirst" else 1 if mine == "train_arrival" else 2
        life = view.lives()[view.seat]
        excess = len(view.hand) - life
        if excess >= margin or (excess == 1 and life <= 2):
            return min(pairs, key=lambda a: worth(a.card) + worth(a.arg))
    return min(discards, key=lambda a: worth(a.card))


# --- the events' own prompts --------------------------------------------------------
def daltons_discard(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.7: the blue card to give up: my own Jail first, then a Dynamite, then the card
    in play worth least (``TABLE_VALUE``)."""
    from bang.bots.heuristic import TABLE_VALUE

    def cost(action: Action) -> float:
        kind = KIND[action.card]
        if kind == JAIL:
            return -2.0
        if kind == DYNAMITE:
            return -1.0
        return float(TABLE_VALUE.get(kind, 2))
    return min(legal, key=cost)


def handcuffs_suit(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.14: the suit of the hand cards worth most in my turn (a Missed! is played
    out of my turn, where Handcuffs do not bind, so it does not count); more cards of
    it between equals."""
    from bang.bots.heuristic import _CARD_VALUE

    worth = {suit: 0.0 for suit in SUITS}
    for card in view.hand:
        if KIND[card] != MISSED:
            worth[SUIT[card]] += _CARD_VALUE[card] + 0.1
    return max(legal, key=lambda a: worth[SUITS[a.arg]] if 0 <= a.arg < len(SUITS)
               else -1.0)


def event_final(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F3.1 ``first_player_choice``: High Noon (``arg`` 0, a life a turn for everyone,
    so it takes the weakest first) when I have more life than every enemy, A Fistful of
    Cards otherwise (``arg`` 1)."""
    enemies = bot.enemy_scores(view)
    lives = view.lives()
    mine = lives[view.seat]
    want = 0 if all(mine > lives[s] for s, h in enemies.items() if h > 0.5) else 1
    return next((a for a in legal if a.arg == want), legal[0])


def new_identity(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.15: the spare character restarts at 2 life: taken at 1 life, kept otherwise."""
    want = "switch" if view.lives()[view.seat] < 2 else "keep"
    return next((a for a in legal if a.kind == want), legal[-1])


# --- A Fistful of Cards' prompts (F5.16-F5.30) ---------------------------------------
def mine_pedro(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.16: Pedro Ramirez under Abandoned Mine takes the discard pile's top card
    first when it is worth keeping (as his usual choice, ``_draw_pedro``)."""
    from bang.bots.heuristic import VALUE

    top = view.discard_top
    want = "mine_pile" if top is not None and VALUE.get(KIND[top], 0) >= 6 else "mine_deck"
    return next((a for a in legal if a.kind == want), legal[0])


def blood_brothers(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.18: a life to the weakest friend (who looks loyal to my side) at two life or
    less, from three life or more of mine; never to anybody else."""
    lives = view.lives()
    if lives[view.seat] >= 3:
        enemies = bot.enemy_scores(view)
        gifts = [a for a in legal if a.kind == "give" and enemies.get(a.target, 0.0) <= -3.0
                 and lives[a.target] <= 2]
        if gifts:
            return min(gifts, key=lambda a: lives[a.target])
    return next((a for a in legal if a.kind == "decline"), legal[-1])


def hard_liquor(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.20: a life instead of phase 1's cards at one life, or at two with three cards
    in hand already."""
    life = view.lives()[view.seat]
    take = life <= 1 or (life == 2 and len(view.hand) >= 3)
    return next((a for a in legal if a.kind == ("liquor" if take else "phase_one")),
                legal[0])


def peyote(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.23: never stop (a wrong guess only ends phase 1); guess the colour of which
    more cards are unseen: the game's deck less my hand, the cards in play and the
    discard pile's top."""
    guesses = [a for a in legal if a.kind == "guess"]
    if not guesses:
        return legal[0]
    red, black = colours(view)
    seen = [*view.hand, *(c for p in view.players for c in p.equipment)]
    if view.discard_top is not None:
        seen.append(view.discard_top)
    for card in seen:
        if IS_RED[card]:
            red -= 1
        else:
            black -= 1
    want = 0 if red >= black else 1  # arg 0 red, 1 black
    return next((a for a in guesses if a.arg == want), guesses[0])


_COLOURS: dict[tuple[str, ...], tuple[int, int]] = {}


def colours(view: Any) -> tuple[int, int]:
    """The red and black cards of the game's deck (its content sets), counted once."""
    from bang.cards import CardConfig

    config = view.config
    try:
        sets = CardConfig.from_dict(dict(config)).content_sets
    except (ConfigError, TypeError):  # a config of another shape: the base deck's
        return 40, 40
    counted = _COLOURS.get(sets)
    if counted is None:
        cards = content.deck_for(sets)
        red = sum(1 for c in cards if IS_RED[c])
        counted = _COLOURS[sets] = (red, len(cards) - red)
    return counted


def ranch(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.24: each hand card worth less than a card from the deck (``VALUE`` 3 or less:
    a Dynamite, a General Store, a short weapon...) is exchanged, then done."""
    from bang.bots.heuristic import _CARD_VALUE

    swaps = [a for a in legal if a.kind == "ranch" and _CARD_VALUE[a.card] <= 3]
    if swaps:
        return min(swaps, key=lambda a: _CARD_VALUE[a.card])
    return next((a for a in legal if a.kind == "ranch_done"), legal[-1])


def ricochet_answer(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.25: my card in play is saved with my cheapest Missed! effect when it is worth
    more than that Missed! (``TABLE_VALUE`` 6 or more, or 8 for the last Missed! in
    hand); a Jail or Dynamite of mine is let go."""
    from bang.bots.heuristic import _CARD_VALUE, TABLE_VALUE

    give_up = next((a for a in legal if a.kind == "give_up"), legal[-1])
    card = view.pending.context.get("card", -1)
    if not isinstance(card, int) or card < 0 or KIND[card] in (JAIL, DYNAMITE):
        return give_up
    saves = [a for a in legal if a.kind in ("missed", "use")]
    if not saves:
        return give_up
    worth = TABLE_VALUE.get(KIND[card], 2)
    in_hand = sum(1 for a in saves if a.kind == "missed")
    if worth < 6 or (in_hand <= 1 and worth < 8):
        return give_up
    return min(saves, key=lambda a: _CARD_VALUE[a.card])


def roulette(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """F5.26: a Missed! effect rather than 2 life: the one worth least to keep."""
    from bang.bots.heuristic import _CARD_VALUE

    saves = [a for a in legal if a.kind in ("missed", "use")]
    if saves:
        return min(saves, key=lambda a: _CARD_VALUE[a.card])
    return legal[-1]


# --- prompts without an answer of their own --------------------------------------------
def fallback(bot: HeuristicBot, view: Any, legal: tuple[Action, ...]) -> Action:
    """A prompt the bot has no answer for (an event's new choice): a defence against
    losing life (a Missed! given up, a Barrel), else the cheapest card if every answer
    gives up one, else declining the effect (never done for an enemy by chance), else
    the first answer.  Under Peyote a guess goes before stopping (a wrong guess only
    ends phase 1, F5.23)."""
    from bang.bots.heuristic import _CARD_VALUE

    for action in legal:
        if action.kind in DEFENCE or (action.card >= 0 and KIND[action.card] == MISSED
                                      and action.target < 0):
            return action
    if all(0 <= a.card < len(KIND) for a in legal):
        return min(legal, key=lambda a: _CARD_VALUE[a.card])
    peyote = events_of(view)[0] == "peyote"
    for action in legal:
        if (action.kind in DECLINE) != peyote:
            return action
    return legal[0]


ANSWERS: dict[str, Answer] = {
    "play": play,
    "respond": respond,
    "discard": discard,
    "daltons_discard": daltons_discard,
    "handcuffs_suit": handcuffs_suit,
    "event_final": event_final,
    "new_identity": new_identity,
    "mine_pedro": mine_pedro,
    "blood_brothers": blood_brothers,
    "hard_liquor": hard_liquor,
    "peyote": peyote,
    "ranch": ranch,
    "ricochet_answer": ricochet_answer,
    "roulette": roulette,
}

__all__ = ["ANSWERS", "at_turn_of", "events_of", "fallback", "later_this_round"]
