"""Reinforcement-learning environments for both games (the optional extra ``[rl]``):
PettingZoo AEC environments (:func:`cards_env`, :func:`dice_env`), a Gymnasium
single-seat wrapper (:class:`SingleSeatEnv`, registered as ``bang/SingleSeat-v1``), a
vectorised runner (:class:`VectorRunner`) and the fixed action codecs and observation
layouts they share.  docs/rl.md documents the spaces."""

from gymnasium.envs.registration import register, registry

from bang.rl.aec import BangAECEnv, cards_env, dice_env
from bang.rl.codec import ActionCodec, codec_named
from bang.rl.games import GameSpec, Rewards, game_spec
from bang.rl.single import SingleSeatEnv
from bang.rl.vector import VectorRunner

GYMNASIUM_ID = "bang/SingleSeat-v1"
if GYMNASIUM_ID not in registry:
    register(id=GYMNASIUM_ID, entry_point="bang.rl.single:SingleSeatEnv")

__all__ = ["GYMNASIUM_ID", "ActionCodec", "BangAECEnv", "GameSpec", "Rewards", "SingleSeatEnv",
           "VectorRunner", "cards_env", "codec_named", "dice_env", "game_spec"]
