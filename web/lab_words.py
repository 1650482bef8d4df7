"""The lab's words in French that come from the engines' own files, in English: the notes the typed
views carry beside their keys (``game/<package>/view.py``, read as text by web/lab_match.py
``view_fields``) and the starter agents' docstrings and comments. The words a game's files share with
the others' are here, a game's own in its package (``web/<package>/lab_words.py``, optional: without
it, its words show in English); tests/test_lab.py checks that every registered game has all of its
words in French.

Keys and values in quotes ("d4", "B") are the view's own data and stay as they are.
"""

from __future__ import annotations

import re
from types import ModuleType

# What a view's key says when its own view module leaves it bare (the keys every game's view has).
COMMON: dict[str, str] = {
    "seat": "the seat this view is for; None for the spectator",
    "players": "how many seats play",
    "options": "the game's settings, as chosen at the start",
    "to_move": "the seat to play now; None once the game is over",
    "legal": "the moves this seat may play now, as text: choose returns one of them",
    "scores": "per seat: its points now",
    "over": "True once the game is over",
    "winners": "the seats that won (several on a tie; empty while playing)",
}

FRENCH: dict[str, str] = {  # the notes several games' views share; each game's own: its ``lab_words``
    "the seat this view is for; None for the spectator": "la place à qui est cette vue ; None pour le spectateur",
    "how many seats play": "combien de places jouent",
    "the game's settings, as chosen at the start": "les réglages de la partie, choisis au début",
    "the seat to play now; None once the game is over": "la place qui doit jouer ; None une fois la partie finie",
    "the moves this seat may play now, as text: choose returns one of them":
        "les coups que cette place peut jouer maintenant, en texte : choose en renvoie un",
    "per seat: its points now": "par place : ses points à ce moment",
    "True once the game is over": "True une fois la partie finie",
    "the seats that won (several on a tie; empty while playing)":
        "les places gagnantes (plusieurs en cas d'égalité ; vide pendant la partie)",
    "per seat": "par place",
    "None for the spectator": "None pour le spectateur",
    "empty unless the seat is to move": "vide sauf quand c'est à cette place de jouer",
    "the seat's own hand; None for another seat and the spectator":
        "la main de cette place ; None pour une autre place et pour le spectateur",
}


def game_words(game_id: str) -> ModuleType | None:
    """The game's own French for the lab (``web/<package>/lab_words.py``: ``NOTES``, ``STARTER``)."""
    from .games import part

    return part(game_id, "lab_words")


def is_value(note: str) -> bool:
    """Whether a note is the view's data alone (``"d4"``): no word outside its quotes."""
    return not any(c.isalpha() for c in re.sub(r'"[^"]*"', "", note))


def note(game_id: str, english: str, language: str) -> str:
    """A view key's note in the page's language (its English when no French is written; a quoted
    value, such as the game's id, reads the same in both; a note that starts with one has words too)."""
    if language != "fr" or is_value(english):
        return english
    own = game_words(game_id)
    return (own.NOTES.get(english) if own else None) or FRENCH.get(english, english)


# The starter agents' words (``game/<package>/starter.py``) in French: each English passage and its
# French, put in place of it (the passages every starter shares; each game's own: its ``lab_words``);
# the code itself is the same. tests/test_lab.py checks every passage is found, and that the French
# starter is the same program.
STARTER_SHARED: tuple[tuple[str, str], ...] = (
    ('''``choose(view, legal, rng)`` gets my seat's view, the legal moves as text and a seeded
``random.Random``; it returns one of ``legal``. This one looks one move ahead with the engine itself
(``determinize`` deals a game that fits what I see) and beats the random player; the lab
(``#/lab/`` in the page) and ``python -m game.arena GAME --agents starter.py,random`` run it.''',
     '''``choose(view, legal, rng)`` reçoit la vue de ma place, les coups permis en texte et un
``random.Random`` amorcé ; elle renvoie l'un des coups de ``legal``. Celle-ci regarde un coup plus
loin avec le moteur lui-même (``determinize`` distribue une partie conforme à ce que je vois) et bat
le joueur au hasard ; le labo (``#/lab/`` dans la page) et
``python -m game.arena GAME --agents starter.py,random`` la font jouer.'''),
    ('''"""One move of ``legal`` (the legal moves as text): the one that leaves my seat furthest ahead."""''',
     '''"""Un coup de ``legal`` (les coups permis en texte) : celui qui laisse ma place le plus en avance."""'''),
    ("# a whole game that fits what I see (what I cannot see is drawn at random); try the move on it",
     "# une partie entière conforme à ce que je vois (ce que je ne vois pas est tiré au hasard) ; on y essaie le coup"),
)


def starter(code: str, game_id: str, language: str) -> str:
    """A game's starter agent with its words in the page's language (the same code)."""
    if language != "fr":
        return code
    own = game_words(game_id)
    for english, french in (own.STARTER if own else ()) + STARTER_SHARED:
        code = code.replace(english, french)
    return code
