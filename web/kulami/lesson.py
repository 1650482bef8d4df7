"""Kulami's guided first game (Learn to play; the format is in web/lesson.py).

The board is the free shape the seed 16 draws (kept here as plates, so the lesson does not hang on
how random boards are drawn); you play red and start. The script was found by
``tools/find_lessons.py kulami``: a game of 13 marbles that ends when Black has no hole left, with
a tie on a plate on the way, which you win 29 to 16.
"""

from __future__ import annotations

from typing import Any

LAYOUT = [
    ["f6", "f7"], ["g6", "g7", "g8"], ["d7", "e7", "d8", "e8"], ["g4", "h4", "g5", "h5"], ["h7", "i7", "j7"],
    ["h2", "i2", "h3", "i3"], ["f9", "g9", "h9"], ["j5", "j6"], ["f10", "g10"],
    ["c5", "d5", "e5", "c6", "d6", "e6"], ["e2", "f2", "g2", "e3", "f3", "g3"], ["a6", "b6", "a7", "b7", "a8", "b8"],
    ["b9", "b10"], ["c3", "d3", "c4", "d4"], ["i4", "i5", "i6"], ["c9", "d9", "c10", "d10"],
    ["a1", "b1", "c1", "a2", "b2", "c2"],
]  # fmt: skip

LESSON: dict[str, Any] = {
    "seed": 16,
    "options": {"layout": LAYOUT, "first": "red"},
    "seats": ["human", "ai-easy"],
    "steps": [
        {"move": None, "say": (
            "The board is made of wooden plates. At the end, each plate goes to whoever has more marbles on it "
            "and scores its number of holes. You play red.",
            "Le plateau est fait de plaques de bois. À la fin, chaque plaque revient à qui y a le plus de billes "
            "et rapporte son nombre de trous. Vous jouez rouge.",
        )},
        {"move": "c3", "then": ["i3"], "say": (
            "The first marble of the game may go in any hole; for this lesson, tap c3.",
            "La première bille de la partie se pose dans n'importe quel trou ; pour cette leçon, touchez c3.",
        )},
        {"move": "e3", "then": ["e8"], "say": (
            "Black answered on i3. Every marble goes in the row or the column of the one just played: "
            "row 3 or column i. Tap e3, on a big plate.",
            "Noir a répondu en i3. Chaque bille se pose sur la ligne ou la colonne de la dernière jouée : "
            "la ligne 3 ou la colonne i. Touchez e3, sur une grande plaque.",
        )},
        {"move": "a8", "then": ["g8"], "say": (
            "The plates rule: never on the plate of the last marble (Black's e8) nor on the plate before it "
            "(your e3). They are hatched. Tap a8, in row 8.",
            "La règle des plaques : jamais sur la plaque de la dernière bille (e8, de Noir) ni sur la précédente "
            "(votre e3). Elles sont hachurées. Touchez a8, sur la ligne 8.",
        )},
        {"move": "g5", "then": ["i5"], "say": (
            "The points under each name count the plates you hold now. Take the 4-hole plate in column g: tap g5.",
            "Les points sous chaque nom comptent les plaques tenues maintenant. Prenez la plaque de 4 trous "
            "de la colonne g : touchez g5.",
        )},
        {"move": "e5", "then": ["j5"], "say": (
            "Black took the small plate of i5. Answer in row 5 on a 6-hole plate: tap e5.",
            "Noir a pris la petite plaque de i5. Répondez sur la ligne 5, sur une plaque de 6 trous : touchez e5.",
        )},
        {"move": "j7", "then": ["a7"], "say": (
            "Column j offers one hole that is not hatched. Tap j7.",
            "La colonne j n'offre qu'un trou non hachuré. Touchez j7.",
        )},
        {"move": "a1", "say": (
            "Black's a7 ties the plate of a8: one marble each, so it scores for nobody and your 6 points are gone. "
            "Tap a1: it wins the plate at the top, and leaves Black no hole to play.",
            "Le a7 de Noir met la plaque de a8 à égalité : une bille chacun, elle ne compte pour personne et vos 6 "
            "points s'envolent. Touchez a1 : il gagne la plaque du haut et ne laisse aucun trou à Noir.",
        )},
        {"move": None, "say": (
            "The game ends when the player to move has no hole allowed, or when every marble is down. "
            "You win, 29 to 16.",
            "La partie s'arrête quand le joueur au trait n'a plus de trou permis, ou quand toutes les billes sont "
            "posées. Vous gagnez, 29 à 16.",
        )},
    ],
    "tip": (
        "Tip: the big plates decide the game. Before you play, look at the row and column your marble leaves "
        "to your opponent: give them only small plates, or nothing at all.",
        "Conseil : les grandes plaques font la partie. Avant de jouer, regardez la ligne et la colonne que votre "
        "bille laisse à l'adversaire : ne lui laissez que de petites plaques, ou rien du tout.",
    ),
}
