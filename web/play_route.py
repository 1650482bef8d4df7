"""Starting a game from a play route: seats, seed, the game's settings and, for a shared position,
its moves, each checked by the rules; a saved game with the same settings is resumed."""

from __future__ import annotations

from typing import Any

from game import core
from game.core import IllegalAction, InvalidRecord

from . import games
from .dom import window
from .session import parse_seats

ROUTE_ONLY = ("seed", "moves")  # route settings that are not the game's own settings


class PlayRoute:
    """Mixed into web.app.App."""

    def start_game(self, game_id: str, params: dict[str, str], hash_text: str) -> None:
        """Open the game a route describes; a bad shared position leaves the current screen as it was."""
        module, ui = core.load(game_id), games.table(game_id)
        try:
            state, seats, problems, allow_undo = prepare(module, ui, params)
        except InvalidRecord as error:
            notice = self.t("app.bad_link", reason=str(error))
            if self.screen:  # keep what is on screen, and its address
                window.history.replaceState(None, "", self.route_hash or "#/")
                return self.show_notice(notice)
            return self.show_menu(notice)
        self.play_params = {k: v for k, v in params.items() if k not in ROUTE_ONLY}
        self.play_params["seats"] = ",".join(seats)
        if "moves" not in params and not self.embedded:
            saved = self.read_save(game_id)
            if saved is not None and saved.params == self.play_params and saved.record["seed"] == state.seed:
                state = saved.state  # the same game, saved further on: resume it
        notice = self.t("app.bad_settings", details="; ".join(problems)) if problems else self.notice
        self.route_hash = hash_text
        self.open_session(module, ui, state, seats, notice, allow_undo)


def prepare(module: Any, ui: Any, params: dict[str, str]) -> tuple[Any, list[str], list[str], bool]:
    """The state, seats, setting problems and undo setting of a play route.

    Raises InvalidRecord when the route's moves are not a legal game.
    """
    params = dict(params)
    problems: list[str] = []
    allow_undo = params.pop("undo", "1") != "0"
    seats = parse_seats(params.pop("seats", None), module.INFO.min_players, module.INFO.max_players)
    seats = seats or list(ui.DEFAULT_SEATS)
    seed_text = params.pop("seed", "")
    if seed_text.isdigit():
        seed = int(seed_text)
    else:
        if seed_text:
            problems.append(f"seed {seed_text!r}")
        seed = core.random_seed()
    moves = [m for m in params.pop("moves", "").split(",") if m]
    options, bad = module.INFO.settle_options(params, strict=False)
    problems += bad
    try:
        state = module.new_game(seed, len(seats), options)
    except ValueError as error:  # free-form settings (a layout) are checked by the game itself
        problems.append(str(error))
        for option in module.INFO.options:
            if option.kind == "data":
                options[option.name] = option.default
        try:
            state = module.new_game(seed, len(seats), options)
        except ValueError:  # options that do not go together (two colours each for 3): the defaults
            options = module.INFO.defaults()
            state = module.new_game(seed, len(seats), options)
    for number, text in enumerate(moves, start=1):
        try:
            state.apply(text)
        except IllegalAction as error:
            raise InvalidRecord(f"move {number} ({text}) is not legal: {error}") from None
    return state, seats, problems, allow_undo
