"""Shared core: errors, score sheets, events, seeded randomness, the state protocol."""

from .errors import IllegalMove, InvalidData, LudoError
from .events import Event
from .players import (
    Player,
    PlayerInfo,
    final_state,
    play_out,
    player,
    players,
    register_player,
)
from .registry import GameInfo, from_json, game_info, games, new, register
from .score import ScoreLine, ScoreSheet
from .state import GameState, Move, MoveList, player_name

__all__ = [
    "Event",
    "GameInfo",
    "GameState",
    "IllegalMove",
    "InvalidData",
    "LudoError",
    "Move",
    "MoveList",
    "ScoreLine",
    "ScoreSheet",
    "final_state",
    "from_json",
    "game_info",
    "games",
    "new",
    "play_out",
    "player",
    "player_name",
    "players",
    "Player",
    "PlayerInfo",
    "register",
    "register_player",
]
