"""La Guerre des Moutons (id ``guerre-des-moutons``): double-sided tiles, secret sheep colours,
wolves and hunters, for 2 to 4 players (or 2 with two colours each).

The spec is ``shared/rules/guerre-des-moutons.md``. The package's modules, in the players' words:
:mod:`.tiles` (the tile set), :mod:`.table` (placed tiles and the edge rule), :mod:`.meadows`
(meadows, enclosures, scoring), :mod:`.actions` (the move texts) and :mod:`.state` (turns,
reactions, the end, views and determinizations).
"""

from .actions import Action, parse_action
from .state import INFO, OLDEST_RECORD_VERSION, GuerreState, automatic, determinize, new_game

__all__ = ["INFO", "OLDEST_RECORD_VERSION", "Action", "GuerreState", "automatic", "determinize", "new_game",
           "parse_action"]
