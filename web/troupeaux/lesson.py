"""Troupeaux's guided first game (Learn to play; the format is in web/lesson.py).

Seed 1; you are Blue and start. Four turns: you draw, lay a herd of Glorieux and move it; Red lays
Rapides straight onto row 2; your Glorieux win a clash and draw three cards more; your Rapides land
on Red's lone sheep; your complete Téméraires are sacrificed to scatter Red's newest herd. Found by
``tools/find_lessons.py troupeaux`` (the same story plays in nearly every seed; seed 1 is the first).
"""

from __future__ import annotations

from typing import Any

LESSON: dict[str, Any] = {
    "seed": 1,
    "options": {},
    "seats": ["human", "ai-easy"],
    "steps": [
        {"move": None, "say": (
            "Lead herds of sheep up the path into the arrival pen: whoever brings more sheep home wins. "
            "You are Blue and you start.",
            "Faites monter des troupeaux de moutons le long du chemin jusqu'à l'enclos d'arrivée : qui y fait entrer le plus "
            "de moutons gagne. Vous êtes Bleu et vous commencez.",
        )},
        {"move": "draw:T", "say": (
            "A turn is draw, lay, move, in that order, each one optional. Draw first: tap your Téméraires pile "
            "(one card only on the very first turn).",
            "Un tour, c'est piocher, poser, avancer, dans cet ordre, chacun facultatif. Piochez d'abord : touchez "
            "votre pile de Téméraires (une seule carte au tout premier tour).",
        )},
        {"move": "lay:G1+G3@b1", "say": (
            "Lay a new herd on row 1: one breed, never the same sheep twice. Tap your two Glorieux, then the lit "
            "cell.",
            "Posez un nouveau troupeau sur la rangée 1 : une seule race, jamais deux fois le même mouton. Touchez "
            "vos deux Glorieux, puis la case éclairée.",
        )},
        {"move": ["move:b1>b2", "end"],
         "then": ["draw:R", "draw:R", "lay:R1@c2", "move:c2>b3", "end"], "say": (
            "A herd moves one row ahead per turn. Tap your herd, then the lit cell ahead; then End turn.",
            "Un troupeau avance d'une rangée par tour. Touchez votre troupeau, puis la case éclairée devant lui ; "
            "puis Fin du tour.",
        )},
        {"move": ["draw:T", "draw:T"], "say": (
            "Red used the Rapides' power: laid straight onto row 2, then moved ahead. Draw two cards: tap your "
            "Téméraires pile twice.",
            "Rouge s'est servi du pouvoir des Rapides : ses cartes, posées tout droit sur la rangée 2, ont ensuite "
            "avancé. Piochez deux "
            "cartes : touchez deux fois votre pile de Téméraires.",
        )},
        {"move": "move:b2>b3", "say": (
            "A clash: move onto an enemy herd and the smaller one scatters. Move your two Glorieux onto Red's lone "
            "Rapides.",
            "Un affrontement : avancez sur un troupeau adverse et le plus petit se disperse. Avancez vos deux "
            "Glorieux sur le Rapide isolé de Rouge.",
        )},
        {"move": ["draw:T", "draw:R", "draw:R", "end"],
         "then": ["draw:D", "draw:D", "lay:D1@d1", "move:d1>d2", "end"], "say": (
            "The Glorieux' power: a Glorieux herd that wins a clash draws up to three cards more. Draw them from "
            "the lit piles, then End turn.",
            "Le pouvoir des Glorieux : un troupeau de Glorieux qui gagne un affrontement pioche jusqu'à trois "
            "cartes de plus. Piochez-les dans les piles éclairées, puis Fin du tour.",
        )},
        {"move": ["draw:R", "draw:T", "lay:R1+R2@d2", "end"],
         "then": ["draw:G", "draw:G", "lay:G1+G3@a1", "end"], "say": (
            "Your turn to use the Rapides' power: draw two, then lay two Rapides straight onto Red's lone sheep on "
            "row 2. It scatters.",
            "À vous d'user du pouvoir des Rapides : piochez deux cartes, puis posez deux Rapides directement sur "
            "le mouton isolé de Rouge, rangée 2. Il se disperse.",
        )},
        {"move": ["draw:T", "draw:G", "lay:T1+T2+T3@e1"], "say": (
            "Draw two, then lay your three Téméraires together: with the first, the second and the third, the herd "
            "is complete.",
            "Piochez deux cartes, puis posez vos trois Téméraires ensemble : avec le premier, le deuxième et le "
            "troisième, le troupeau est complet.",
        )},
        {"move": ["dare:e1>a1", "end"], "then": ["draw:R", "draw:D", "end"], "say": (
            "The Téméraires' power: sacrifice a complete herd to scatter any enemy herd, whatever its size. Tap "
            "Sacrifice, then Red's herd on a1; then End turn.",
            "Le pouvoir des Téméraires : sacrifiez un troupeau complet pour disperser n'importe quel troupeau "
            "adverse, quelle que soit sa taille. Touchez Sacrifier, puis le troupeau de Rouge en a1 ; puis Fin du "
            "tour.",
        )},
        {"move": None, "say": (
            "Divers have no power, but a herd may hold five. Herds that walk off a5 go into your arrival pen; the "
            "game ends once a pen of cards is empty.",
            "Les Divers n'ont pas de pouvoir, mais un troupeau peut en compter cinq. Les troupeaux qui sortent de "
            "a5 entrent dans votre enclos d'arrivée ; la partie finit quand une pile de cartes est vide.",
        )},
    ],
    "tip": (
        "Tip: big herds win clashes, but the path narrows to one cell: keep a Rapides or Téméraires herd at hand "
        "to clear the way in front of your best herd.",
        "Conseil : les gros troupeaux gagnent les affrontements, mais le chemin se resserre jusqu'à une case : "
        "gardez des Rapides ou des Téméraires sous la main pour dégager la voie devant votre meilleur troupeau.",
    ),
}
