"""Registers the toy game as ``toy`` so the simulator can play it by name."""

from __future__ import annotations

from bang.games import register_game

register_game("toy", "toy_game", "ToyGame", "ToyConfig")
