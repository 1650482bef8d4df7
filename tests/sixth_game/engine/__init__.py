"""Four by Four (id ``four-by-four``), a test-only game: its engine package. See ``.rules``.

No computer player of its own: ``game.ai`` plays it with the generic tree search.
"""

from game.core import lazy

from .rules import CELLS, INFO, NAMES, Cell, FourState, determinize, new_game, parse_action

soak_check = lazy(__name__, "soak:check")  # the invariants tools/soak.py recounts

__all__ = ["CELLS", "INFO", "NAMES", "Cell", "FourState", "determinize", "new_game", "parse_action", "soak_check"]
