"""La Guerre des Moutons' guided first game (Learn to play; the format is in web/lesson.py).

Seed 184, two players; you are the first seat (black sheep) and start. You close a meadow of four
black sheep, your opponent's wolf spoils it, you reveal your "?" tile and lay your hunter on the wolf
as the extra tile, then your opponent stops and so do you: the game ends, 7 to 6. Found by
``tools/find_lessons.py guerre-des-moutons``. The moves the page makes for you (passing a window
where you could do nothing) are the engine's ``automatic`` and are not steps.
"""

from __future__ import annotations

from typing import Any

STOP = ['.gdm-actions > [data-pick="stop"]', '[data-action="stop"]']  # Stop here…, then Yes, stop

LESSON: dict[str, Any] = {
    "seed": 184,
    "options": {},
    "seats": ["human", "ai-easy"],
    "opening": ["done"],  # the opponent passes the window before your first turn
    "steps": [
        {"move": None, "say": (
            "You own a secret colour of sheep: black. Together you lay tiles whose edges match; at the end you "
            "score your largest closed meadow of black sheep, 1 per sheep.",
            "Vous possédez une couleur de moutons secrète : le noir. Ensemble, vous posez des tuiles dont les bords "
            "se raccordent ; à la fin, votre plus grand pré fermé de moutons noirs rapporte 1 par mouton.",
        )},
        {"move": "play:L15K/A0@0:1", "then": ["done", "play:L13K/A1@0:2"], "say": (
            "The first tile must touch the village square with a village edge. Tap the lit face in your hand, "
            "then the lit cell. You then draw a tile for each tile it touches.",
            "La première tuile doit toucher la place du village par un bord de village. Touchez la face éclairée "
            "de votre main, puis la case éclairée. Vous piochez ensuite une tuile par tuile touchée.",
        )},
        {"move": ["done", "play:L9B/B0@1:1"], "then": ["done", "done"], "say": (
            "Before each of your turns you may play out of turn; not yet: tap Go on to my turn. Then lay the lit "
            "tile: it fences in four black sheep, a closed meadow.",
            "Avant chacun de vos tours, vous pouvez jouer hors tour ; pas encore : touchez Passer à mon tour. "
            "Posez ensuite la tuile éclairée : elle enferme quatre moutons noirs, un pré fermé.",
        )},
        {"move": "done", "then": ["play:W-B/A0@-1:2"], "say": (
            "You drew a hunter, which may be laid even out of turn. Keep it for now: tap Pass.",
            "Vous avez pioché un chasseur, qui se pose même hors tour. Gardez-le pour l'instant : touchez Passer.",
        )},
        {"move": "reveal:K@0:3", "say": (
            "A wolf spoils every meadow next to its forest: your four sheep count for nothing now. First reveal "
            "your colour (your hunter comes next): tap your “?” tile, then the lit cell.",
            "Un loup gâche chaque pré voisin de sa forêt : vos quatre moutons ne comptent plus. Révélez d'abord "
            "votre couleur (votre chasseur vient ensuite) : touchez votre tuile « ? », puis la case éclairée.",
        ), "taps": ['.gdm-question-tile[data-colour="K"]', '[data-hole="0:3"]']},
        {"move": "cover:H-B@-1:2", "say": (
            "Revealing earns one extra tile. Lay your hunter on the wolf to cancel it: tap the hunter, then the "
            "wolf. Your meadow then counts again; the ⚠ that stays warns that a wolf could still come into a "
            "forest beside it.",
            "Révéler donne droit à une tuile de plus. Posez votre chasseur sur le loup pour l'annuler : touchez "
            "le chasseur, puis le loup. Votre pré compte alors de nouveau ; le ⚠ qui reste prévient qu'un loup "
            "pourrait encore venir dans une forêt voisine.",
        ), "taps": ['[data-tile="H-B"][data-side="A"]', '[data-action="cover:H-B@-1:2"]']},
        {"move": "play:L3R/B0@1:3", "then": ["done"], "say": (
            "Now your regular turn: lay the lit tile.",
            "Place à votre tour normal : posez la tuile éclairée.",
        )},
        {"move": "done", "then": ["stop"], "say": (
            "You drew a wolf. You could lay it now, out of turn, to spoil a meadow; not this time: tap Pass.",
            "Vous avez pioché un loup. Vous pourriez le poser maintenant, hors tour, pour gâcher un pré ; pas cette "
            "fois : touchez Passer.",
        )},
        {"move": ["done", "stop"], "say": (
            "Your opponent stopped: it keeps its tiles, plays no more and gains 6 for finishing first. Go on to "
            "your turn, then stop too (Stop here, then Yes): the second gains 3.",
            "Votre adversaire s'est arrêté : il garde ses tuiles, ne joue plus et gagne 6 pour avoir fini le "
            "premier. Passez à votre tour, puis arrêtez aussi (Arrêter ici, puis Oui) : le deuxième gagne 3.",
        ), "taps": [None, STOP]},
        {"move": None, "say": (
            "Everyone has finished, so the game is over. Your meadow of 4 and your 3 beat your opponent's 6: "
            "you win, 7 to 6.",
            "Tout le monde a fini : la partie est terminée. Votre pré de 4 et vos 3 points battent les 6 de votre "
            "adversaire : vous gagnez, 7 à 6.",
        )},
    ],
    "tip": (
        "Tip: keep your colour secret while you build, so nobody spoils your meadow; keep a hunter for the wolf "
        "that comes, and stop once your best meadow is safe.",
        "Conseil : gardez votre couleur secrète pendant que vous bâtissez, pour qu'on ne gâche pas votre pré ; "
        "gardez un chasseur pour le loup qui viendra, et arrêtez-vous quand votre meilleur pré est à l'abri.",
    ),
}
