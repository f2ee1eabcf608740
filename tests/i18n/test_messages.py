"""Every event kind of both games and both ghost variants renders, for the seat that may
see it whole and for another one, in every language, with no placeholder left and no key
missing (``bang.i18n.messages``); messages stay plain JSON."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bang.cards import CardConfig, CardGame, deck
from bang.cards.view import redact_event
from bang.core.protocol import Event
from bang.dice import DiceConfig, DiceGame
from bang.i18n import LANGUAGES, describe_event, event_dict, has_key
from bang.i18n.messages import (
    Message,
    action_message,
    event_message,
    goal_message,
    prompt_message,
    render_message,
)
from bang.sim import seat_bots

SRC = Path(__file__).resolve().parents[2] / "src" / "bang"
EMITTED = re.compile(r'(?:emit\(|_emit\(|Event, \()"(\w+)"')


def engine_event_kinds(package: str) -> set[str]:
    """Every event kind the engine's source can emit (read from the source, so a new kind
    without words fails this test)."""
    text = "".join(p.read_text() for p in (SRC / package).glob("*.py"))
    return set(EMITTED.findall(text))


def play_out(game: Any, seed: int) -> Any:
    bots = seat_bots("random", len(game.roles), seed)
    while game.pending is not None:
        seat = game.pending.seat
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def janet_plays_missed_as_bang() -> CardGame:
    """A12 Calamity Janet: a Missed! aimed at a player is a BANG!."""
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Calamity Janet", "hand": [25]},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "turn": 0, "phase": "play"})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and a.target == 3))
    return game


def kit_carlson_returns_a_card() -> CardGame:
    """A12 Kit Carlson: the card he puts back is seen by him alone (the issue's
    unfilled ``{cards}``)."""
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Kit Carlson"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "deck": [0, 37, 25], "turn": 0, "phase": "draw"})
    assert game.pending is not None and game.pending.kind == "kit_return"
    game.apply(game.legal_actions()[0])
    return game


def dodge_city_character_deeds() -> list[CardGame]:
    """rules/dodge-city.md E6.1: games in which each Dodge City character's own events
    happen (a copy and its end, no copy, Chuck Wengam's and José Delgado's draws, Doc
    Holyday's shot, a card without effect on Apache Kid)."""
    players = [{"role": "sheriff", "character": "Vera Custer", "copy": "Pixie Pete"},
               {"role": "outlaw", "character": "Apache Kid"},
               {"role": "outlaw", "character": "Doc Holyday", "hand": [BANG_DIAMONDS, 27, 28]},
               {"role": "renegade", "character": "José Delgado", "hand": [69]},
               {"role": "deputy", "character": "Chuck Wengam"}]
    options = {"expansions": ["dodge_city_characters"]}
    games = []
    for optional, answers in ((False, ["copy t4", "chuck"]), (True, ["no_copy"])):
        game = CardGame.from_setup({"players": players, "turn": 0, "phase": "draw",
                                    "options": {**options, "vera_custer_optional": optional}})
        for text in answers:
            game.apply(text)
        games.append(game)
    doc = CardGame.from_setup({"players": players, "turn": 2, "options": options})
    doc.apply(f"play c{BANG_DIAMONDS} t1")  # a ♦ BANG! on Apache Kid: no effect
    doc.apply("doc c27 t3 x28")
    jose = CardGame.from_setup({"players": players, "turn": 3, "options": options})
    jose.apply("jose c69")
    return [*games, doc, jose]


#: A BANG! of ♦ (for Apache Kid).
BANG_DIAMONDS = next(c.id for c in deck() if c.name == "BANG!" and c.suit == "♦")


@cache
def card_games() -> tuple[Any, ...]:
    games: list[Any] = [janet_plays_missed_as_bang(), kit_carlson_returns_a_card(),
                        *dodge_city_character_deeds()]
    for seed in range(24):
        players = 3 + seed % 6
        options: dict[str, Any] = {"players": players, "round_limit": 1 if seed == 5 else 0}
        if players == 3:
            options["three_player"] = True
        if players == 8:
            options["eight_players"] = True
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    ghost_games = [(seed, {"players": 4 + seed % 4, "ghost_variant": variant,
                           "ghost_separate_deck": seed % 2 == 1})
                   for seed in range(12) for variant in ("dead_reckonin", "dead_mans_hand")]
    # Positions found by search that reach the rarest ghost events (a Boot Hill sit-out,
    # a void ghost action, the Deputy's extra card discarded or put back on the deck).
    ghost_games += [
        (14, {"players": 6, "ghost_variant": "dead_reckonin"}),
        (12, {"players": 6, "ghost_variant": "dead_mans_hand",
              "dmh_last_deaths_all_draw": False}),
        (23, {"players": 7, "ghost_variant": "dead_reckonin",
              "dr_will_extra_card": "top_of_deck"}),
        (211, {"players": 5, "ghost_variant": "dead_reckonin",
               "dr_will_extra_card": "top_of_deck"})]
    for seed, options in ghost_games:
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    for seed in range(6):
        # Dodge City's characters (rules/dodge-city.md E6) with the base cards.
        options = {"players": 4 + seed % 4, "expansions": ["dodge_city_characters"]}
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    games += event_deck_games()
    return tuple(games)


def event_deck_games() -> list[Any]:
    """Games with an event deck (rules/high-noon-fistful.md, Part F): whole High Noon
    games, a mixed deck whose final card the opener chooses, Handcuffs in force, and A
    Fistful of Cards' cards."""
    games: list[Any] = []
    for seed in range(4):
        options: dict[str, Any] = {"players": 4 + seed, "event_decks": "high_noon",
                                   "hn_bullet_extras": seed % 2 == 1}
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    mixed = {"players": 4, "event_decks": "mixed", "hn_bullet_extras": True,
             "event_final_card": "first_player_choice"}
    games.append(play_out(CardGame.new(CardConfig.from_dict(mixed), 3), 3))
    handcuffs = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "start",
        "options": {"event_decks": "high_noon", "hn_bullet_extras": True},
        "events": {"deck": ["handcuffs", "the_daltons", "high_noon"], "rounds": 1}})
    games.append(play_out(handcuffs, 5))
    ghost_town = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Jesse Jones", "alive": False},
                    {"role": "outlaw", "character": "Kit Carlson"},
                    {"role": "renegade", "character": "Rose Doolan"}],
        "turn": 1, "phase": "start", "options": {"event_decks": "high_noon"},
        "events": {"deck": ["thirst", "high_noon"], "in_force": "ghost_town", "rounds": 2}})
    games.append(play_out(ghost_town, 6))
    # F7.2-1: a Dead Reckonin' ghost's Ghost Town turn (his hand set aside, then back).
    part_c_town = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Jesse Jones", "alive": False,
                     "life": 0, "hand": [0, 5]},
                    {"role": "outlaw", "character": "Kit Carlson"},
                    {"role": "renegade", "character": "Rose Doolan"}],
        "turn": 1, "phase": "start",
        "options": {"event_decks": "high_noon", "ghost_variant": "dead_reckonin",
                    "event_revival_cards": "always"},
        "ghost": {"ghosts": [2]},
        "events": {"deck": ["thirst", "high_noon"], "in_force": "ghost_town", "rounds": 2}})
    games.append(play_out(part_c_town, 6))
    new_identity = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "start",
        "options": {"event_decks": "high_noon", "hn_bullet_extras": True},
        "events": {"deck": ["thirst", "high_noon"], "in_force": "new_identity",
                   "rounds": 2, "spares": ["El Gringo", "Slab the Killer",
                                           "Willy the Kid", "Black Jack"]}})
    games.append(play_out(new_identity, 7))
    # A Fistful of Cards: one scripted game per card (tests/cards/fistful.py), played on,
    # and whole games with the deck.
    from cards.fistful import showcase

    games += [play_out(game, seed) for seed, game in enumerate(showcase())]
    for seed in range(3):
        options = {"players": 4 + seed, "event_decks": "fistful"}
        games.append(play_out(CardGame.new(CardConfig.from_dict(options), seed), seed))
    return games


@cache
def dice_games() -> tuple[Any, ...]:
    base = tuple(play_out(DiceGame.new(DiceConfig(players=3 + seed % 6,
                                                  round_limit=1 if seed == 7 else 0), seed),
                          seed)
                 for seed in range(24))
    return base + old_saloon_games() + undead_games()


#: Undead or Alive with every sourced module on (RULES.md Part G).
UNDEAD_OR_ALIVE = {"uoa_duel_dice": True, "uoa_rage_stub": "skip", "uoa_characters": True,
                   "uoa_undead": True}


def undead_games() -> tuple[Any, ...]:
    """Random games of Undead or Alive, and two positions for its rare events: a duel
    lost with the token pile empty, a reveal from an empty Boneyard."""
    games = [play_out(DiceGame.new(DiceConfig.from_dict({
        **UNDEAD_OR_ALIVE, "players": 4 + seed % 5,
        "boneyard_cards": [0, 1, 2] if seed % 2 else [0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2],
        "sean_mallory_scope": "any_roll" if seed % 3 else "duel_only"}), seed), seed)
        for seed in range(30)]
    roles = ("sheriff", "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade",
             "renegade")
    held = [[], ["one", "two", "beer"], ["one", "two", "beer"], ["one", "two", "beer"],
            ["one", "two", "dynamite"], ["one", "two", "dynamite"], [], []]
    empty = DiceGame.from_setup({
        "players": [{"role": r, "character": "Jesse Jones", "wounds": w}
                    for r, w in zip(roles, held, strict=True)],
        "allow_duplicate_characters": True, "wound_pile": [],
        "next_rolls": ["beer", "beer", "beer", "duel", "gatling", "arrow"],
        "config": {"uoa_duel_dice": True, "uoa_rage_stub": "skip"}})
    for text in ("stop", "beer c0 t0", "beer c1 t0", "beer c2 t0", "duel c3 t6"):
        empty.apply(text)
    bare = DiceGame.from_setup({
        "players": [{"role": "sheriff", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Jesse Jones", "alive": False},
                    {"role": "outlaw", "character": "Black Jack"},
                    {"role": "renegade", "character": "Jourdonnais"}],
        "boneyard_up": [1], "boneyard": [], "config": {"uoa_undead": True,
                                                        "boneyard_cards": [1]}})
    herb = DiceGame.from_setup({
        "players": [{"role": "deputy", "character": "Herb Hunter"},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "sheriff", "character": "Paul Regret"},
                    {"role": "renegade", "character": "Black Jack"}],
        "next_rolls": ["one", "one", "beer", "gatling", "dynamite"], "turn": 0,
        "config": UNDEAD_OR_ALIVE})
    for text in ("stop", "shoot c0 t1", "shoot c1 t1"):
        herb.apply(text)
    # Not played out: the log keeps only its latest events.
    return (*games, empty, bare, herb)


def old_saloon_games() -> tuple[Any, ...]:
    """Random games of Old Saloon with its three sourced modules."""
    return tuple(
        play_out(DiceGame.new(DiceConfig(players=3 + seed % 6, os_saloon_dice=True,
                                         os_chief_arrow=True, os_characters=True,
                                         saloon_faces_timing="final" if seed % 3 else
                                         "each_roll",
                                         chief_arrow_discardable_by_abilities=seed % 2 == 0),
                              seed), seed) for seed in range(24))


def seen_forms(game: Any, redact: Any) -> Iterator[tuple[Event, int | None]]:
    """Each event as its owner sees it and as another seat (and a spectator) sees it."""
    n = len(game.roles)
    for event in game.log:
        owners = sorted(event.to) if event.to is not None else [0]
        outsider = next((s for s in range(n) if event.to is None or s not in event.to), None)
        for seat in {owners[0], outsider, None}:
            yield redact(event, seat), seat


def keys_in(msg: Message) -> Iterator[str]:
    yield msg["key"]
    for value in msg["args"].values():
        yield from arg_keys(value)


def arg_keys(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if "message" in value:
            yield from keys_in(value["message"])
        if "key" in value:
            yield value["key"]
        if "count" in value:
            yield "ui.cards"
        for item in value.get("list", ()):
            yield from arg_keys(item)


def check(msg: Message, view: Any) -> None:
    assert json.loads(json.dumps(msg)) == msg, msg
    assert msg["key"] not in ("event.unknown", "action.generic", "prompt.unknown"), msg
    for key in keys_in(msg):
        for lang in LANGUAGES:
            assert has_key(key, lang), (lang, key)
    for lang in LANGUAGES:
        text = render_message(msg, lang, view)
        assert text and "{" not in text and "}" not in text, (lang, text, msg)


@pytest.mark.parametrize(("game_name", "package"), [("cards", "cards"), ("dice", "dice")])
def test_every_event_kind_renders_for_owner_and_others(game_name: str, package: str) -> None:
    games = card_games() if game_name == "cards" else dice_games()
    redact = redact_event if game_name == "cards" else DiceGame.redact_event
    kinds: set[str] = set()
    for game in games:
        views = {s: game.view(s).to_dict() for s in [*range(len(game.roles)), None]}
        for event, seat in seen_forms(game, redact):
            kinds.add(event.kind)
            entry = event_dict(event, game_name)
            check(event_message(entry, game_name), views[seat])
    assert kinds == engine_event_kinds(package)


def test_the_redacted_kit_carlson_event_has_its_own_words() -> None:
    game = kit_carlson_returns_a_card()
    event = next(e for e in game.log if e.kind == "kit_returns")
    other = describe_event(redact_event(event, 1), "en", game.view(1))
    assert other == "Player 1 puts 1 card back on the deck."
    own = describe_event(event, "zh-Hant", game.view(0))
    assert own.startswith("1號玩家（你）把") and "放回牌堆" in own


def test_calamity_janet_plays_missed_as_a_bang() -> None:
    game = janet_plays_missed_as_bang()
    event = next(e for e in game.log if e.kind == "play")
    assert describe_event(event, "en", game.view(2)) == \
        "Player 1 plays Missed! 2♠ as a BANG! on Player 4."


def test_calamity_janet_answers_a_duel_with_missed_as_a_bang() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Paul Regret", "hand": [51]},
                    {"role": "outlaw", "character": "Calamity Janet", "hand": [25]},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "turn": 0, "phase": "play"})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and a.target == 1))
    game.apply(next(a for a in game.legal_actions() if a.kind == "bang"))
    event = next(e for e in game.log if e.kind == "respond")
    lines = {lang: describe_event(event, lang, game.view(0)) for lang in LANGUAGES}
    assert lines["en"] == "Player 2 answers with Missed! 2♠ as a BANG!."
    assert "當作BANG!" in lines["zh-Hant"] and "当作BANG!" in lines["zh-Hans"]


def test_an_ordinary_missed_still_just_answers() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Paul Regret", "hand": [0]},
                    {"role": "outlaw", "character": "Calamity Janet", "hand": [25]},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "turn": 0, "phase": "play"})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and a.target == 1))
    game.apply(next(a for a in game.legal_actions() if a.kind == "missed"))
    event = next(e for e in game.log if e.kind == "respond")
    assert describe_event(event, "en", game.view(0)) == "Player 2 answers with Missed! 2♠."


def test_hidden_card_counts_use_plurals() -> None:
    event = {"kind": "draw", "seat": 2, "why": "phase1", "count": 2}
    assert render_message(event_message(event, "cards"), "en") == "Player 3 draws 2 cards."
    event["count"] = 1
    assert render_message(event_message(event, "cards"), "en") == "Player 3 draws 1 card."
    assert render_message(event_message(event, "cards"), "zh-Hans") == "3号玩家摸了1张牌。"


@pytest.mark.parametrize(("target", "gained", "words"), [
    (3, 1, "Player 2 gives a Beer to Player 4 (+1 life)."),
    (3, 0, "Player 2 gives a Beer to Player 4, who is at full life."),
    (1, 1, "Player 2 drinks a Beer (+1 life)."),
    (1, 0, "Player 2 drinks a Beer at full life."),
])
def test_a_dice_beer_says_who_drinks_it_and_whether_it_healed(
        target: int, gained: int, words: str) -> None:
    event = {"kind": "beer", "seat": 1, "target": target, "gained": gained}
    msg = event_message(event, "dice")
    assert render_message(msg, "en") == words
    for lang in LANGUAGES:
        assert "{" not in render_message(msg, lang)


def test_seats_are_shown_from_one_and_the_viewer_is_you() -> None:
    msg = event_message({"kind": "turn", "seat": 0}, "cards")
    assert render_message(msg, "en") == "Turn: Player 1."
    assert render_message(msg, "en", {"seat": 0, "players": [{}]}) == "Turn: Player 1 (you)."
    named = {"seat": None, "players": [{"name": "Ann"}]}
    assert render_message(msg, "en", named) == "Turn: Ann."


def test_unknown_kinds_fall_back_to_their_data() -> None:
    msg = event_message({"kind": "haunt", "seat": 1}, "cards")
    assert msg["key"] == "event.unknown"
    assert render_message(msg, "en") == 'haunt: {"seat": 1}'


def test_menu_lines_prompts_and_goals_render_in_every_language() -> None:
    """Every legal action, every prompt and every goal met in random games has words."""
    prompts: set[str] = set()
    for game in [CardGame.new(CardConfig(players=5), 3), DiceGame.new(DiceConfig(players=5), 3),
                 CardGame.new(CardConfig.from_dict({"players": 5,
                                                    "ghost_variant": "dead_reckonin"}), 4),
                 CardGame.new(CardConfig.from_dict({"players": 5,
                                                    "ghost_variant": "dead_mans_hand"}), 4),
                 CardGame.new(CardConfig.from_dict({"players": 3, "three_player": True}), 2)]:
        bots = seat_bots("random", len(game.roles), 1)
        while game.pending is not None:
            seat = game.pending.seat
            view = game.view(seat).to_dict()
            prompt = prompt_message(view)
            assert prompt is not None
            prompts.add(prompt["key"])
            check(prompt, view)
            goal = goal_message(view)
            if goal is not None:
                check(goal, view)
            for action in view["pending"]["options"]:
                check(action_message(action, view), view)
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    assert {"prompt.play", "prompt.roll", "prompt.ghost_contest", "prompt.dmh_predict"} <= prompts


def test_the_three_player_goal_names_the_target_and_changes() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "options": {"three_player": True}, "turn": 0})
    goal = goal_message(game.view(0).to_dict())
    assert goal is not None
    assert render_message(goal, "en") == \
        "Goal: eliminate Player 3 (Renegade) yourself; that wins the game."
    dead = CardGame.from_setup({
        "players": [{"role": "deputy", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones", "alive": False}],
        "options": {"three_player": True}, "turn": 0})
    goal = goal_message(dead.view(0).to_dict())
    assert goal is not None and render_message(goal, "zh-Hant") == \
        "你的目標已不在：與2號玩家決戰，活到最後就贏。"
    assert goal_message(dead.view(None).to_dict()) is None


def test_a_random_hand_card_names_the_count_once() -> None:
    view = {"game": "cards", "seat": 0, "players": [{"hand_count": 3}, {"hand_count": 5}],
            "pending": {"seat": 0, "kind": "choose_card", "context": {"target": 1}}}
    msg = action_message("hand", view)
    assert render_message(msg, "en", view) == "A random card from the hand (5 cards)"
    assert render_message(msg, "zh-Hans", view) == "随机一张手牌（共5张牌）"
    assert render_message(msg, "zh-Hant", view) == "隨機一張手牌（共5張牌）"


def test_a_forced_answer_is_told_in_the_third_person() -> None:
    event = {"kind": "auto", "seat": 2, "prompt": "play", "action": "end"}
    msg = event_message(event, "cards")
    assert render_message(msg, "en") == "Player 3 ends the turn (the only choice)."
    assert render_message(msg, "zh-Hans") == "3号玩家结束回合（唯一的选择）。"
    assert render_message(msg, "zh-Hant") == "3號玩家結束回合（唯一的選擇）。"


def test_a_failed_barrel_draw_says_it_did_not_help() -> None:
    """A9: only a Heart cancels the shot; a new player must not have to know it."""
    from bang.cards.data import DECK

    spade = next(i for i, c in enumerate(DECK) if c.suit == "♠")
    heart = next(i for i, c in enumerate(DECK) if c.suit == "♥")
    fails = event_message({"kind": "check", "seat": 1, "reason": "barrel", "card": spade},
                          "cards")
    assert render_message(fails, "en").endswith("not a Heart: the Barrel does not help.")
    assert "不是红心" in render_message(fails, "zh-Hans")
    assert "不是紅心" in render_message(fails, "zh-Hant")
    holds = event_message({"kind": "check", "seat": 1, "reason": "barrel", "card": heart},
                          "cards")
    assert holds["key"] == "event.check"
    jail = event_message({"kind": "check", "seat": 1, "reason": "jail", "card": spade}, "cards")
    assert jail["key"] == "event.check"


def test_a_deed_hides_the_card_only_its_actor_saw() -> None:
    from bang.i18n.messages import deed_message

    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Kit Carlson"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Jesse Jones"}],
        "deck": [0, 37, 25], "turn": 0, "phase": "draw"})
    action = game.legal_actions()[0]
    assert action.kind == "return"
    mine = game.view(0)
    other = render_message(deed_message(action, mine, 1), "en", game.view(1))
    assert other == "Player 1 (Kit Carlson) puts a card back on the deck"
    own = render_message(deed_message(action, mine, 0), "en", mine)
    assert own.startswith("Player 1 (Kit Carlson, you) puts ") and "a card" not in own
    for lang in LANGUAGES:
        assert "{" not in render_message(deed_message(action, mine, None), lang)


@pytest.mark.parametrize("game_name", ["cards", "dice"])
def test_every_action_of_whole_games_has_a_third_person_deed(game_name: str) -> None:
    """Each decision of recorded games replayed: every legal action has its own deed
    words (no generic fallback) in every language, with no placeholder left."""
    from bang.i18n.messages import deed_message

    games = card_games() if game_name == "cards" else dice_games()
    seen: set[str] = set()
    for played in games[2:8] + games[26:34] if game_name == "cards" else games[:8]:
        game = type(played).from_record(played.to_record(), upto=0)
        for action in played.history:
            assert game.pending is not None
            view = game.view(game.pending.seat)
            for legal in game.legal_actions():
                msg = deed_message(legal, view, None)
                assert msg["key"] != "deed.generic", legal
                seen.add(msg["key"])
                for lang in LANGUAGES:
                    assert "{" not in render_message(msg, lang), (msg, lang)
            game.apply(action)
    assert len(seen) >= (30 if game_name == "cards" else 10), sorted(seen)


def test_a_replaced_weapon_says_why_it_went() -> None:
    msg = event_message({"kind": "weapon_replaced", "seat": 1, "card": 74}, "cards")
    assert "new weapon" in render_message(msg, "en")
    assert "换上新武器" in render_message(msg, "zh-Hans")
    assert "換上新武器" in render_message(msg, "zh-Hant")


@pytest.mark.parametrize("options", [{}, {"ghost_variant": "dead_reckonin"},
                                     {"ghost_variant": "dead_mans_hand"},
                                     {"dodge_city": True}],
                         ids=["base", "dead_reckonin", "dead_mans_hand", "dodge_city"])
def test_a_line_that_reads_no_view_is_the_same_in_any_view(options: dict[str, Any]) -> None:
    """``action_reads_view`` false: the menu line is a function of the action and the
    prompt's kind, so it is the same made from any other view with that prompt (here:
    the view of another step of another game, with its own cards, hands and piles)."""
    from bang.i18n.messages import action_reads_view

    games = [CardGame.new(CardConfig.from_dict({**options, "players": 5}), seed)
             for seed in (1, 2)]
    views: dict[str, list[Any]] = {}
    offered: list[tuple[Any, str, Any]] = []
    for step in range(400):
        for game in games:
            if game.pending is None:
                continue
            view = game.view(game.pending.seat).to_dict()
            kind = view["pending"]["kind"]
            views.setdefault(kind, []).append(view)
            offered += [(a, kind, view) for a in game.legal_actions()]
            game.apply(game.legal_actions()[step % len(game.legal_actions())])
    compared = 0
    for action, kind, view in offered:
        if action_reads_view(action, kind, dice=False):
            continue
        for other in views[kind][::7]:
            assert action_message(action, other) == action_message(action, view)
            compared += 1
    assert compared > 1000
