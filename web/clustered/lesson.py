"""Clustered's guided first game (Learn to play; the format is in web/lesson.py).

Seed 1, two players, you (Blue) start, with the size bonus on. In six cards you build a 2×3
rectangle above the start card, with a joker in the one gap no other card of yours fits, while the
opponent lines up cards to the right. Found by ``tools/find_lessons.py clustered``.
"""

from __future__ import annotations

from typing import Any

LESSON: dict[str, Any] = {
    "seed": 1,
    "options": {"first": 0, "size": True},
    "seats": ["human", "ai-easy"],
    "steps": [
        {"move": None, "say": (
            "You and Orange lay cards from your own decks. At the end, you score your largest rectangle of your own "
            "cards and every row or column of three or more of them.",
            "Orange et vous posez les cartes de vos propres paquets. À la fin, vous marquez votre plus grand "
            "rectangle de vos cartes et chaque ligne ou colonne d'au moins trois d'entre elles.",
        )},
        {"move": "2te@0:-1", "then": ["3ts@1:0"], "say": (
            "The black start card is wild: any card may go beside it. Tap your two empty triangles, then the lit "
            "cell above the start card.",
            "La carte de départ noire sert de joker : toute carte peut aller à côté. Touchez vos deux triangles vides, "
            "puis la case éclairée au-dessus du départ.",
        )},
        {"move": "3te@0:-2", "then": ["1ts@2:0"], "say": (
            "A card must share two of shape, fill and count with each card beside it. Three empty triangles share "
            "shape and fill with your two: lay them above.",
            "Une carte doit partager deux traits sur trois (forme, remplissage, nombre) avec chaque voisine. Trois "
            "triangles vides partagent forme et remplissage avec vos deux : posez-les au-dessus.",
        )},
        {"move": "3tf@-1:-2", "then": ["2ts@3:0"], "say": (
            "Three solid triangles share shape and count with the three empty ones: lay them on their left.",
            "Trois triangles pleins partagent forme et nombre avec les trois vides : posez-les à leur gauche.",
        )},
        {"move": "J@-1:-1", "then": ["2te@4:0"], "say": (
            "Orange's row of three scores 3. The lit gap touches two of your cards and none of yours fits both, but "
            "a joker fits anywhere: it closes a square. Tap your joker, then the lit gap.",
            "La ligne de trois d'Orange marque 3. La case éclairée touche deux de vos cartes et aucune ne convient "
            "aux deux, mais un joker va partout : il ferme un carré. Touchez votre joker, puis la case éclairée.",
        )},
        {"move": "1tf@-2:-2", "then": ["2cs@3:1"], "say": (
            "Your square of four scores 4. Now make a row of three: one solid triangle on the left of the top row.",
            "Votre carré de quatre marque 4. Faites maintenant une ligne de trois : un triangle plein à gauche de "
            "la rangée du haut.",
        )},
        {"move": "1cf@-2:-1", "then": ["3te@5:0"], "say": (
            "Seven points. One solid circle under it makes a 2×3 rectangle, 6 points, and a second row of three.",
            "Sept points. Un cercle plein en dessous forme un rectangle 2×3, 6 points, et une deuxième ligne de trois.",
        )},
        {"move": None, "say": (
            "12 points to Orange's 5. The game ends when every hand is empty; this game's size bonus then gives +2 "
            "for the largest rectangle and +2 for the longest line.",
            "12 points contre 5 pour Orange. La partie finit quand toutes les mains sont vides ; le bonus de "
            "grandeur donne alors +2 au plus grand rectangle et +2 à la plus longue ligne.",
        )},
    ],
    "tip": (
        "Tip: build one solid block early and grow it; keep your jokers for the gap that closes a rectangle.",
        "Conseil : bâtissez tôt un bloc plein et agrandissez-le ; gardez vos jokers pour la case qui ferme un "
        "rectangle.",
    ),
}
