"""Four by Four's words on screen, English and French (merged into web.i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "game.four-by-four.blurb": ("Four stones in a line on a small grid.", "Quatre pierres alignées sur une petite grille."),
    "four-by-four.howto": (
        "Tap an empty cell to put your stone there. Four in a row, a column or a diagonal wins.",
        "Touchez une case vide pour y poser votre pierre. Quatre en ligne, en colonne ou en diagonale gagnent.",
    ),
    "four-by-four.setup.title": ("Four by Four: a new game", "Quatre sur quatre : nouvelle partie"),
    "four-by-four.setup.start": ("Start", "Commencer"),
    "four-by-four.setup.seat": ("Who plays {colour}", "Qui joue {colour}"),
    "four-by-four.setup.human": ("A person", "Une personne"),
    "four-by-four.light": ("Light", "Clair"),
    "four-by-four.dark": ("Dark", "Foncé"),
    "four-by-four.board": ("The grid", "La grille"),
    "four-by-four.empty": ("{cell}, empty", "{cell}, vide"),
    "four-by-four.stone": ("{cell}: {colour}", "{cell} : {colour}"),
    "four-by-four.place": ("Put a stone on {cell}", "Poser une pierre sur {cell}"),
    "four-by-four.hint": ("Four in a line wins.", "Quatre alignées gagnent."),
    "four-by-four.line": ("Four in a line for {colour}.", "Quatre alignées pour {colour}."),
    "four-by-four.full": ("The grid is full.", "La grille est pleine."),
}
