"""Reinforcement-learning environments for both games (the optional extra ``[rl]``):
PettingZoo AEC environments (:func:`cards_env`, :func:`dice_env`), a Gymnasium
single-seat wrapper (:class:`SingleSeatEnv`), a vectorised runner
(:class:`VectorRunner`) and the fixed action codecs and observation layouts they share.
docs/rl.md documents the spaces."""

from bang.rl.aec import BangAECEnv, cards_env, dice_env
from bang.rl.codec import ActionCodec, codec_named
from bang.rl.games import GameSpec, Rewards, game_spec

__all__ = ["ActionCodec", "BangAECEnv", "GameSpec", "Rewards", "cards_env", "codec_named",
           "dice_env", "game_spec"]
