"""``bang host`` and ``bang join``: the network client of ``bang serve``.

``bang host`` creates a match and prints its id and invite link; ``bang join`` takes a
seat and plays it over the WebSocket, with a bot (``--bot``: a remote bot, like a bot
account on a chess server) or with the terminal table of ``bang play``.  Both end with
one clear line when the server is unreachable or refuses.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from bang.bots import bot_names
from bang.cli.helpformat import HelpWords
from bang.cli.options import add_lang, cli_words, option_pairs, positive_float
from bang.core.config import parse_options
from bang.core.errors import BangError
from bang.games import game_names


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser],
                h: HelpWords) -> None:
    host = commands.add_parser(
        "host", help=h("cli.help.host.command"),
        description=h.text("cli.help.host.description"))
    host.add_argument("url", metavar="URL", help=h("cli.help.net.url"))
    host.add_argument("--game", choices=game_names(), default="cards", help=h("cli.help.game"))
    host.add_argument("--players", type=int, default=5, metavar=h.text("cli.metavar.n"),
                      help=h("cli.help.players"))
    host.add_argument("--bots", default="0", metavar=h.text("cli.metavar.bots_level"),
                      help=h("cli.help.host.bots"))
    host.add_argument("--private", action="store_true", help=h("cli.help.host.private"))
    host.add_argument("--turn-timer", type=positive_float, default=None,
                      metavar=h.text("cli.metavar.seconds"), help=h("cli.help.host.turn_timer"))
    host.add_argument("--bot-takeover", type=float, default=None,
                      metavar=h.text("cli.metavar.seconds"),
                      help=h("cli.help.host.bot_takeover"))
    add_lang(host, h)
    option_pairs(host, h)
    host.set_defaults(run=run_host)

    join = commands.add_parser(
        "join", help=h("cli.help.join.command"),
        description=h.text("cli.help.join.description"))
    join.add_argument("url", metavar="URL", help=h("cli.help.net.url"))
    join.add_argument("match", metavar=h.text("cli.metavar.match"),
                      help=h("cli.help.join.match"))
    join.add_argument("--name", default=None, metavar=h.text("cli.metavar.name"),
                      help=h("cli.help.join.name"))
    join.add_argument("--bot", choices=bot_names(), default=None, help=h("cli.help.join.bot"))
    join.add_argument("--invite", default=None, metavar=h.text("cli.metavar.code"),
                      help=h("cli.help.join.invite"))
    join.add_argument("--seat", type=int, default=None, metavar=h.text("cli.metavar.n"),
                      help=h("cli.help.join.seat"))
    join.add_argument("--token", default=None, metavar=h.text("cli.metavar.token"),
                      help=h("cli.help.join.token"))
    add_lang(join, h)
    join.set_defaults(run=run_join)


def parse_bots(text: str, players: int) -> list[dict[str, Any]]:
    count_text, _, level = text.partition(":")
    try:
        count = int(count_text)
    except ValueError:
        raise BangError(cli_words("err.bots_form", text=repr(text))) from None
    level = level or "normal"
    if level not in bot_names():
        raise BangError(cli_words("err.bot_level", level=repr(level),
                                  levels=", ".join(bot_names())))
    if not 0 <= count < players:
        raise BangError(cli_words("err.bots_humans", players=players))
    return ([{"kind": "human"}] * (players - count)
            + [{"kind": "bot", "level": level}] * count)


def run_host(args: argparse.Namespace) -> int:
    from bang.server.client import ServerError, http

    body = {"game": args.game, "players": args.players,
            "options": parse_options(args.option), "seats": parse_bots(args.bots, args.players),
            "public": not args.private, "turn_timer": args.turn_timer,
            "bot_takeover": args.bot_takeover, "host_plays": False, "autostart": True}
    try:
        created = http(args.url, "POST", "/api/matches", body)
    except ServerError as exc:
        print("bang: error: " + translator(args.lang)("net.err.unreachable", error=str(exc)),
              file=sys.stderr)
        return 2
    match_id = created["match_id"]
    invite = created.get("invite")
    tr = translator(args.lang)
    link = f"{args.url.rstrip('/')}/#/match/{match_id}" + (f"?invite={invite}" if invite else "")
    print(tr("net.host.match", match_id=match_id))
    print(tr("net.host.invite", link=link))
    join = f"bang join {args.url} {match_id}" + (f" --invite {invite}" if invite else "")
    print(tr("net.host.join_with", command=join))
    print(tr("net.host.token", token=created["token"]))
    return 0


def translator(lang: str | None) -> Any:
    """The ``--lang`` language, or the terminal's locale's."""
    from bang.i18n import Translator, language_from_locale, normalize_language

    return Translator(normalize_language(lang) if lang else language_from_locale())


def split_link(text: str) -> tuple[str, str | None]:
    """A match id, or an invite link ``.../#/match/ID?invite=CODE``."""
    if "/match/" in text:
        rest = text.split("/match/", 1)[1]
        match_id, _, query = rest.partition("?")
        invite = query.split("invite=", 1)[1].split("&")[0] if "invite=" in query else None
        return match_id.strip("/"), invite
    return text, None


def need_websockets() -> None:
    """A seat is played over a WebSocket: refuse before taking one if the client library
    is missing (the seat used to be taken, then the command failed and left it taken)."""
    try:
        import websockets  # noqa: F401
    except ImportError:
        raise BangError(cli_words("err.websockets")) from None


def run_join(args: argparse.Namespace) -> int:
    from bang.server.client import ServerError, http

    need_websockets()
    tr = translator(args.lang)
    match_id, invite = split_link(args.match)
    invite = args.invite or invite
    name = args.name or (f"{args.bot} bot" if args.bot else "Player")
    body: dict[str, Any] = {"name": name}
    if invite:
        body["invite"] = invite
    if args.seat is not None:
        body["seat"] = args.seat
    try:
        token = args.token
        if token is None:
            joined = http(args.url, "POST", f"/api/matches/{match_id}/join", body)
            token = joined["token"]
            back = f"bang join {args.url} {match_id} --token {token}"
            print(tr("net.join.seat", seat=joined["seat"] + 1, match_id=match_id,
                     command=back), flush=True)
        over = asyncio.run(play(args, match_id, token))
    except ServerError as exc:
        print(f"bang: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    if over.get("type") != "over":
        return 0
    winners = over["winners"]
    roles = over["roles"]
    text = tr("ui.list_sep").join(
        tr("net.join.winner", seat=s + 1, role=tr(f"role.{roles[s]}"))
        for s in winners) or tr("net.join.nobody")
    record = f"{args.url.rstrip('/')}{over['record']}"
    print(tr("net.join.over", winners=text))
    print(tr("net.join.record", url=record))
    print(tr("net.join.replay", command=f"bang replay {record}"))
    return 0


async def play(args: argparse.Namespace, match_id: str, token: str) -> dict[str, Any]:
    from bang.server.client import SeatClient, play_seat

    if args.bot:
        return await play_seat(args.url, match_id, token, args.bot)
    from bang.cli.remote import TerminalSeat

    client = SeatClient(args.url, match_id, token)
    await client.connect()
    seat = TerminalSeat(args.lang)
    try:
        return await client.play(seat.choose, seat.show)
    finally:
        await client.close()
