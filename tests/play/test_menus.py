"""The decision menu (``bang.cli.menu``): cards merged, targets in a second step, a
fixed end-turn key, dice named by number, only legal actions ever chosen."""

from __future__ import annotations

from typing import Any

from bang.cards import CardGame
from bang.cli.menu import Problem, Step, build_menu, parse, parse_second
from bang.core.protocol import Action
from bang.dice import DiceGame


def card_turn(hand: list[int], character: str = "Paul Regret") -> CardGame:
    return CardGame.from_setup({
        "players": [{"role": "sheriff", "character": character, "hand": hand},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "play"})


def menu_of(game: Any, seat: int = 0, lang: str = "en") -> Any:
    return build_menu(game.view(seat), game.legal_actions(), lang)


def test_identical_cards_are_one_line_and_targets_a_second_step() -> None:
    game = card_turn([14, 15, 37, 38])  # BANG! Q♦, BANG! K♦, Beer 6♥, Beer 7♥
    menu = menu_of(game)
    labels = [step.label for step in menu.lines]
    assert labels == ["Play BANG! (you have 2) on", "Play Beer (you have 2)"]
    bang = menu.lines[0]
    assert bang.action is None and [s.label.split(" –")[0] for s in bang.then] == [
        "Player 2 (Bart Cassidy)", "Player 4 (Kit Carlson)"]
    assert "distance 1" in bang.then[0].label
    assert menu.end == Action("end")
    assert len(menu.lines) + 1 < len(game.legal_actions())


def test_two_identical_missed_read_as_one_card_to_play() -> None:
    """"Cancel it with Missed! ×2" read as playing both: the count says what you hold."""
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Paul Regret", "hand": [0]},
                    {"role": "outlaw", "character": "Bart Cassidy", "hand": [25, 26]},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "play"})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play" and a.target == 1))
    labels = {lang: [s.label for s in menu_of(game, 1, lang).lines]
              for lang in ("en", "zh-Hans", "zh-Hant")}
    assert labels["en"][0] == "Cancel it with Missed! (you have 2)"
    assert labels["zh-Hans"][0] == "打出闪避（你有2张）抵消"
    assert labels["zh-Hant"][0] == "打出閃避（你有2張）抵銷"


def test_typing_the_card_then_the_target_or_both_at_once() -> None:
    game = card_turn([14, 37])
    menu = menu_of(game)
    step = parse(menu, "1")
    assert isinstance(step, Step)
    assert parse_second(step, "2") == Action("play", 14, 3)
    assert parse_second(step, "b") is None
    assert isinstance(parse_second(step, "9"), Problem)
    assert parse(menu, "1 2") == Action("play", 14, 3)
    assert parse(menu, "2") == Action("play", 37)
    assert parse(menu, "e") == parse(menu, "E") == Action("end")
    for bad in ("", "x", "0", "3", "1 x", "2 1", "1 1 1", "³"):
        assert isinstance(parse(menu, bad), Problem), bad


def test_every_choice_is_legal() -> None:
    game = card_turn([0, 14, 25, 37, 44, 70, 66])
    legal = set(game.legal_actions())
    menu = menu_of(game)
    for step in menu.lines:
        for action in [step.action] if step.action else [s.action for s in step.then]:
            assert action in legal


def test_calamity_janet_plays_missed_as_a_bang() -> None:
    game = card_turn([25], character="Calamity Janet")
    (step,) = menu_of(game).lines
    assert step.label == "Play Missed! 2♠ as a BANG! on"
    assert "as a BANG!" in menu_of(game, lang="en").labels[step.then[0].action]


def test_a_single_answer_is_forced() -> None:
    game = card_turn([])
    menu = menu_of(game)
    assert menu.forced == Action("end")


def dice_roll() -> DiceGame:
    game = DiceGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Jourdonnais"},
                    {"role": "outlaw", "character": "Kit Carlson"},
                    {"role": "renegade", "character": "Lucky Duke"}],
        "turn": 0, "next_rolls": ["dynamite", "arrow", "beer", "one", "gatling"]})
    assert game.pending is not None and game.pending.kind == "roll"
    return game


def test_dice_are_named_by_number() -> None:
    game = dice_roll()
    menu = menu_of(game)
    assert menu.is_roll and [s.label for s in menu.lines] == ["Keep these dice and stop rolling"]
    assert parse(menu, "r 2 4") == Action("reroll", -1, -1, 0b01010)
    assert parse(menu, "k 2 4") == Action("reroll", -1, -1, 0b10100)
    assert parse(menu, "r") == Action("reroll", -1, -1, 0b11110)
    assert parse(menu, "s") == parse(menu, "1") == Action("stop")
    locked = parse(menu, "r 1 2")
    assert isinstance(locked, Problem) and locked.msg["key"] == "ui.die_locked"
    for bad in ("r 6", "r x", "z", "k 2 3 4 5"):
        assert isinstance(parse(menu, bad), Problem), bad
    legal = set(game.legal_actions())
    assert all(parse(menu, text) in legal for text in ("r 2", "r 3 5", "k 5", "r"))


def test_the_stop_line_of_a_roll_names_its_key_s() -> None:
    """The hint under a roll offers ``r/k/s``: ``s`` must be explained on screen."""
    from bang.cli.table import menu_text
    from bang.i18n import Translator

    text = menu_text(menu_of(dice_roll()), Translator("en")).plain
    assert "1. Keep these dice and stop rolling (s)" in text
    assert "(s)" not in menu_text(menu_of(card_turn([14])), Translator("en")).plain


def test_a_card_with_one_target_needs_no_second_step() -> None:
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Bart Cassidy", "hand": [14]},
                    {"role": "outlaw", "character": "Paul Regret"},
                    {"role": "renegade", "character": "Jesse Jones"},
                    {"role": "outlaw", "character": "Kit Carlson", "alive": False}],
        "turn": 0, "phase": "play"})
    (step,) = menu_of(game).lines
    assert step.action == Action("play", 14, 2) and not step.then
    assert step.label == "Play BANG! Q♦ on Player 3"


def test_an_empty_event_block_says_nothing_happened() -> None:
    """A bare "-" under "Since your last decision" looked like a glitch."""
    import io

    from rich.console import Console

    from bang.cli.table import render
    from bang.i18n import Translator

    game = dice_roll()
    for lang, words in (("en", "Nothing has happened."), ("zh-Hant", "沒有發生任何事。")):
        out = io.StringIO()
        render(Console(file=out, width=80), game.view(0), Translator(lang), [],
               menu_of(game, 0, lang))
        assert words in out.getvalue()


def test_doc_holyday_pairs_are_one_line_with_each_choice_a_second_step() -> None:
    # rules/dodge-city.md E6.1 Doc Holyday: every pair of hand cards on every target in
    # reach is a choice of its own, shown under one line.
    game = CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Doc Holyday", "hand": [37, 38, 44]},
                    {"role": "outlaw", "character": "Bart Cassidy"},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "play", "options": {"expansions": ["dodge_city_characters"]}})
    doc = [a for a in game.legal_actions() if a.kind == "doc"]
    assert len(doc) == 6  # three pairs, two players in reach
    menu = menu_of(game)
    line = next(s for s in menu.lines if s.label.startswith("Doc Holyday"))
    assert line.action is None and [s.action for s in line.then] == doc


def dodge_city_turn(hand: list[int], equipment: list[int] = (), new: list[int] = ()) -> Any:
    return CardGame.from_setup({
        "players": [{"role": "sheriff", "character": "Paul Regret", "hand": hand,
                     "equipment": list(equipment), "new": list(new)},
                    {"role": "outlaw", "character": "Bart Cassidy", "hand": [2]},
                    {"role": "outlaw", "character": "Jesse Jones"},
                    {"role": "renegade", "character": "Kit Carlson"}],
        "turn": 0, "phase": "play", "options": {"dodge_city": True}})


def test_e4_2_a_card_with_a_cost_asks_its_target_then_the_card_that_pays() -> None:
    # Springfield K♠ (174) with Beer 6♥ (37) and Panic! J♥ (168, Dodge City's) in hand.
    game = dodge_city_turn([174, 37, 168])
    menu = menu_of(game)
    line = next(s for s in menu.lines if s.label.startswith("Play Springfield"))
    assert line.action is None and len(line.then) == 3  # every other player
    target = parse(menu, f"{menu.lines.index(line) + 1} 1")
    assert isinstance(target, Step) and target.then_title.endswith("the card you discard with it")
    assert [s.label for s in target.then] == ["discard Beer 6♥", "discard Panic! J♥"]
    key = menu.lines.index(line) + 1
    assert parse(menu, f"{key} 1 2") == Action("play", 174, 1, 168)
    assert parse_second(target, "1") == Action("play", 174, 1, 37)
    assert parse_second(target, "b") is None
    # A card with a cost and no target: the paying card is the second step.
    game = dodge_city_turn([178, 37, 168])  # Whisky Q♥
    menu = menu_of(game)
    line = next(s for s in menu.lines if s.label.startswith("Play Whisky"))
    assert [s.action for s in line.then] == [Action("play", 178, -1, 37),
                                             Action("play", 178, -1, 168)]


def test_e4_1_the_table_says_which_green_cards_wait_and_a_use_is_told_as_a_use() -> None:
    import io

    from rich.console import Console

    from bang.cli.table import players_table
    from bang.i18n import Translator
    from bang.i18n.messages import event_message, render_message

    game = dodge_city_turn([37], equipment=[195, 198], new=[198])  # Knife ready, Sombrero new
    for lang, words in (("en", "Sombrero 7♣ (next turn)"), ("zh-Hant", "寬邊帽 7♣（下回合）")):
        out = io.StringIO()
        Console(file=out, width=120).print(players_table(game.view(0), Translator(lang)))
        text = out.getvalue()
        assert words in text and "(next turn)" not in text.split(words)[0][-40:], lang
    game.apply(Action("use", 195, 1))
    view = game.view(0).to_dict()
    used = next(e for e in reversed(view["events"]) if e["kind"] == "play")
    assert render_message(event_message(used, "cards"), "en", view).startswith(
        "Player 1 (you) uses Knife 8♥ from in front of them on Player 2")
