"""The terminal with an event deck (rules/high-noon-fistful.md, Part F): the card in
force named and explained in the player's language, the next card and the count left
(F3.1 step 3, F3.2), every choice an event brings offered in words, and ``help``
explaining event cards.  Positions are exact (docs/card_setup.md's ``events`` key)."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.console import Console

from bang.cards import CardConfig, CardGame
from bang.cards.data import deck
from bang.cli.menu import build_menu
from bang.cli.table import event_lines, header, prompt_text, render
from bang.core.protocol import Action
from bang.i18n import Translator, help_index_text, help_text
from bang.i18n.messages import action_message, event_of_prompt, prompt_message


def card(name: str, sign: str) -> int:
    """The id of card ``name`` with rank and suit ``sign`` ("10♠")."""
    return next(c.id for c in deck() if c.name == name and f"{c.rank}{c.suit}" == sign)


MUSTANG_8H, SCHOFIELD_KS, JAIL_10S = card("Mustang", "8♥"), card("Schofield", "K♠"), \
    card("Jail", "10♠")
BARREL_QS, DYNAMITE_2H = card("Barrel", "Q♠"), card("Dynamite", "2♥")


def event_game(events: dict[str, Any], *, phase: str = "play", turn: int = 0,
               tables: tuple[list[int], ...] = ([], [], [], []),
               **options: Any) -> CardGame:
    """Four plain players (abilities no case here reads) with High Noon's deck."""
    people = [("sheriff", "Bart Cassidy"), ("outlaw", "Paul Regret"),
              ("outlaw", "Willy the Kid"), ("renegade", "Rose Doolan")]
    return CardGame.from_setup({
        "players": [{"role": r, "character": c, "hand": [], "equipment": list(t)}
                    for (r, c), t in zip(people, tables, strict=True)],
        "turn": turn, "phase": phase,
        "options": {"event_decks": "high_noon", **options}, "events": events})


def screen(game: CardGame, seat: int, lang: str, width: int = 120) -> str:
    out = io.StringIO()
    view = game.view(seat)
    menu = build_menu(view, game.legal_actions(), lang) if game.pending is not None \
        and game.pending.seat == seat else None
    render(Console(file=out, width=width, highlight=False), view, Translator(lang), [], menu)
    return out.getvalue()


@pytest.mark.parametrize(("lang", "in_force", "upcoming"), [
    ("en", "Event in force: Thirst — In phase 1 each player draws only one card.",
     "Next event: Shootout (2 left in the event deck)"),
    ("zh-Hant", "生效中的事件：口渴——摸牌階段每名玩家只摸1張牌。",
     "下一張事件：槍戰（事件牌堆還剩 2 張）"),
    ("zh-Hans", "生效中的事件：口渴——摸牌阶段每名玩家只摸1张牌。",
     "下一张事件：枪战（事件牌堆还剩 2 张）"),
])
def test_f3_2_the_header_explains_the_event_in_force_and_shows_the_next(
        lang: str, in_force: str, upcoming: str) -> None:
    game = event_game({"deck": ["shootout", "high_noon"], "in_force": "thirst", "rounds": 2})
    text = header(game.view(0), Translator(lang)).plain
    assert in_force in text and upcoming in text


def test_f3_2_round_one_has_no_event_yet_but_the_next_is_visible() -> None:
    game = event_game({"deck": ["curse", "high_noon"], "rounds": 1})
    lines = [line for line, _ in event_lines(game.view(1), Translator("en"))]
    assert lines == ["Event in force: none yet: the first event card comes in round 2",
                     "Next event: Curse (2 left in the event deck)"]


def test_f3_2_the_final_card_stays_and_no_next_card_is_announced() -> None:
    game = event_game({"deck": [], "pile": ["thirst", "high_noon"], "rounds": 3})
    lines = [line for line, _ in event_lines(game.view(None), Translator("en"))]
    assert lines == [
        "Event in force: High Noon — Each player loses 1 life at the start of his turn."
        " In force until the game ends.",
        "No event card left: the one in force stays until the game ends."]


def test_a_game_without_an_event_deck_shows_no_event_lines() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "outlaw", "character": "Willy the Kid"},
                    {"role": "renegade", "character": "Rose Doolan"}],
        "turn": 0, "phase": "play"})
    assert event_lines(game.view(0), Translator("en")) == []
    assert "event" not in header(game.view(0), Translator("en")).plain.lower()


def test_the_compact_layout_keeps_the_event_lines() -> None:
    game = event_game({"deck": ["shootout", "high_noon"], "in_force": "the_sermon",
                       "rounds": 2})
    text = screen(game, 0, "zh-Hant", width=80)
    assert "生效中的事件：佈道" in text and "下一張事件：槍戰" in text


def test_f5_7_the_daltons_out_of_turn_says_why_and_offers_each_blue_card() -> None:
    game = event_game({"deck": ["the_daltons", "high_noon"], "rounds": 1}, phase="start",
                      tables=([], [], [], [BARREL_QS, DYNAMITE_2H]))
    assert game.pending is not None and game.pending.seat == 3
    assert game.pending.kind == "daltons_discard"
    view = game.view(3)
    prompt = prompt_text(view, Translator("en")).plain
    assert prompt == ("⚠ out of your turn: the event The Daltons\n"
                      "The Daltons: discard one of your blue cards in play.")
    menu = build_menu(view, game.legal_actions(), "en")
    assert [s.label for s in menu.lines] == ["Discard Barrel Q♠", "Discard Dynamite 2♥"]
    assert [s.action for s in menu.lines] == [Action("discard", BARREL_QS),
                                             Action("discard", DYNAMITE_2H)]
    zh = prompt_text(game.view(3), Translator("zh-Hant")).plain
    assert zh.startswith("⚠ 不在你的回合：事件「道爾頓兄弟」")


def test_f5_14_handcuffs_offers_the_four_suits_in_words() -> None:
    game = event_game({"deck": ["handcuffs", "high_noon"], "rounds": 1}, phase="start",
                      hn_bullet_extras=True)
    assert game.pending is not None and game.pending.kind == "handcuffs_suit"
    menu = build_menu(game.view(0), game.legal_actions(), "en")
    assert [s.label for s in menu.lines] == ["Name ♠", "Name ♥", "Name ♦", "Name ♣"]
    assert prompt_text(game.view(0), Translator("en")).plain == \
        "Handcuffs: name the suit you will play this turn."


def test_f5_15_new_identity_shows_a_seat_its_own_spare_only() -> None:
    game = event_game({"deck": ["shootout", "high_noon"], "in_force": "new_identity",
                       "rounds": 2, "spares": ["Kit Carlson", "Jesse Jones", "Black Jack",
                                               "Paul Regret"]},
                      hn_bullet_extras=True)
    mine = [line for line, _ in event_lines(game.view(1), Translator("en"))]
    assert mine[-1] == "Your spare character, face down (New Identity): Jesse Jones"
    zh = [line for line, _ in event_lines(game.view(1), Translator("zh-Hant"))]
    assert zh[-1].startswith("你面朝下的備用角色（新身分）：")
    spectator = [line for line, _ in event_lines(game.view(None), Translator("en"))]
    assert not any(line.startswith("Your spare") for line in spectator)


def test_an_event_prompt_is_named_by_its_card() -> None:
    assert event_of_prompt("daltons_discard") == "the_daltons"
    assert event_of_prompt("handcuffs_suit") == "handcuffs"
    assert event_of_prompt("respond") is None


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_help_explains_an_event_card_named_in_any_language(lang: str) -> None:
    expected = {"en": "The Reverend: No Beer may be played this round",
                "zh-Hant": "牧師：", "zh-Hans": "牧师："}[lang]
    for name in ("The Reverend", "the_reverend", "牧師", "牧师"):
        found = help_text(name, lang)
        assert found is not None and found.startswith(expected), (name, found)
    assert {"en": "Event cards", "zh-Hant": "事件牌", "zh-Hans": "事件牌"}[lang] in \
        help_index_text(lang)


def registered_decks() -> list[str]:
    """The ``event_decks`` values whose cards are registered (and "mixed" with both)."""
    from bang.cards import dispatch  # noqa: F401  (registers the event cards)
    from bang.cards.event_deck import EVENTS

    decks = sorted({card.deck for card in EVENTS.values()})
    return decks + (["mixed"] if len(decks) == 2 else [])


@pytest.mark.parametrize("decks", registered_decks())
def test_every_event_decision_of_random_games_is_offered_in_words(decks: str) -> None:
    """Every prompt an event card registers, met in random games with every card of the
    deck (The Bullet's extras too), has its words in the three languages (no
    ``prompt.unknown``, no action told in notation): so a new event's choices reach the
    menu without code."""
    seen: set[str] = set()
    extras = decks in ("high_noon", "mixed")
    for seed in range(12):
        game = CardGame.new(CardConfig(players=4 + seed % 4, event_decks=decks,
                                       hn_bullet_extras=extras), seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            pending = game.pending
            if pending is None:
                break
            legal = game.legal_actions()
            if event_of_prompt(pending.kind) is not None or pending.kind == "event_final":
                seen.add(pending.kind)
                view = game.view(pending.seat)
                msg = prompt_message(view)
                assert msg is not None and msg["key"] != "prompt.unknown", pending.kind
                for action in legal:
                    assert action_message(action, view)["key"] != "action.generic", action
                for lang in ("en", "zh-Hant", "zh-Hans"):
                    build_menu(view, legal, lang)
            game.apply(rng.choice(legal))
    from bang.cards.event_deck import EVENTS

    asked = {kind for card in EVENTS.values() if card.deck == decks for kind in card.prompts}
    assert seen, "no event prompt was met"
    if decks == "high_noon":
        assert {"daltons_discard", "handcuffs_suit", "new_identity"} <= seen
    assert seen <= asked | {"event_final"} or decks == "mixed", seen - asked



def fistful_turn(event: str) -> tuple[CardGame, list[int]]:
    """Player 1's turn under A Fistful of Cards' ``event`` with three BANG! cards and a
    Winchester (every other player in reach); a Barrel and a Mustang in play."""
    bangs = [card("BANG!", f"{rank}♦") for rank in (2, 3, 4)]
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Willy the Kid", "hand": bangs,
                     "equipment": [card("Winchester", "8♠")]},
                    {"role": "outlaw", "character": "Paul Regret", "equipment": [BARREL_QS]},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "renegade", "character": "Rose Doolan",
                     "equipment": [card("Mustang", "8♥")]}],
        "turn": 0, "phase": "play", "options": {"event_decks": "fistful"},
        "events": {"deck": ["lasso", "a_fistful_of_cards"], "in_force": event,
                   "rounds": 2}})
    return game, bangs


def needs_fistful() -> None:
    if "fistful" not in registered_decks():
        pytest.skip("A Fistful of Cards' event cards are not registered in this tree")


def test_f5_27_sniper_is_one_line_and_one_choice_per_target() -> None:
    needs_fistful()
    game, bangs = fistful_turn("sniper")
    menu = build_menu(game.view(0), game.legal_actions(), "en")
    line = next(s for s in menu.lines if s.label == "Use Sniper")
    assert [s.action.target for s in line.then if s.action is not None] == [1, 2, 3]
    assert all(s.action is not None and {s.action.card, s.action.arg} <= set(bangs)
               for s in line.then)
    assert line.then[0].label == "Sniper: BANG! 2♦ and BANG! 3♦ at Player 2"
    zh = build_menu(game.view(0), game.legal_actions(), "zh-Hant")
    assert any(s.label == "使用狙擊手" for s in zh.lines)


def test_f5_25_ricochet_is_one_line_and_one_choice_per_card_in_play() -> None:
    needs_fistful()
    game, _ = fistful_turn("ricochet")
    menu = build_menu(game.view(0), game.legal_actions(), "en")
    line = next(s for s in menu.lines if s.label == "Use Ricochet")
    assert [s.action.arg for s in line.then if s.action is not None] == \
        [BARREL_QS, card("Mustang", "8♥")]
