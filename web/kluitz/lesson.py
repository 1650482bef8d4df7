"""The Kluitz's guided first game (Learn to play; the format is in web/lesson.py).

A round of The Kluitz lasts a good fifteen turns each, so the lesson opens near the end of round 1
(seed 19, the opponent the shepherd): the moves before are the deal moved on (``opening``), both
players' turns. You play the round's end as the sheep player (a ram, two pairs, the pen's last
gap closed), then round 2 begins and you are the shepherd: four fences pen a tile in while the opponent
turns tiles. Found by ``tools/find_lessons.py kluitz``.
"""

from __future__ import annotations

from typing import Any

START_ROUND_TWO = '[data-round-over] [data-cmd="continue"]'

LESSON: dict[str, Any] = {
    "seed": 19,
    "options": {"first": 1},
    "seats": ["human", "ai-easy"],
    "opening": [
        "fence:b2n", "fence:b2w", "turn:d1", "fence:c2n", "turn:a1", "turn:b1", "fence:d2n", "fence:e2n", "turn:c1",
        "turn:b2", "fence:e2e", "fence:b3w", "turn:e1", "turn:e2", "fence:e3e", "fence:b4w", "turn:a2", "turn:d3",
        "fence:e4e", "fence:b5s", "turn:c2", "turn:c5", "fence:b5w", "fence:c5s", "turn:d2", "remove:b2n", "turn:a3",
        "turn:b3", "fence:b2n", "fence:d5s",
    ],
    "release": '[data-cmd="continue"]',  # the opponent shows its two sheep until you let it go on
    "steps": [
        {"move": None, "say": (
            "Two rounds: in each, one of you is the shepherd, who fences tiles in, the other the sheep player, who "
            "turns tiles over to find twin sheep. Then you swap.",
            "Deux manches : dans chacune, l'un de vous est le berger, qui enferme des tuiles, l'autre le joueur "
            "mouton, qui retourne des tuiles pour trouver des moutons jumeaux. Puis vous échangez.",
        )},
        {"move": None, "say": (
            "Round 1 is well under way: your opponent, the shepherd, has nearly fenced in a big pen (only the "
            "bottom and the right of e5 are open). Each sheep you take is a point for you; each tile left in the "
            "pen, one for the shepherd.",
            "La manche 1 est bien avancée : votre adversaire, le berger, a presque fermé un grand enclos (seuls "
            "le bas et le côté droit de e5 restent ouverts). Chaque mouton pris vous rapporte un point ; chaque "
            "tuile restée dans l'enclos, un point au berger.",
        )},
        {"move": "turn:c3", "say": (
            "Your turn: turn tiles over until two sheep come up. Tap c3.",
            "À vous : retournez des tuiles jusqu'à ce que deux moutons apparaissent. Touchez c3.",
        )},
        {"move": "remove:b2n", "say": (
            "A ram: it leaves the field, and you take one fence away. Tap the lit fence to open the pen wider.",
            "Un bélier : il quitte le champ, et vous retirez une barrière. Touchez la barrière éclairée pour "
            "ouvrir l'enclos un peu plus.",
        )},
        {"move": ["turn:e3", "turn:d5"], "then": ["fence:b2n", "fence:e5e"], "say": (
            "Keep turning: two sheep of one kind, neither fenced in, are yours. Turn e3, then d5.",
            "Continuez : deux moutons de la même sorte, aucun enfermé, sont à vous. Retournez e3, puis d5.",
        )},
        {"move": ["turn:a4", "turn:a5"], "then": ["fence:e5s", "fence:e5w", "fence:d5w", "fence:c5w"], "say": (
            "The shepherd fenced that gap again and will close the last one: tiles in a closed pen may not be "
            "turned. Turn a4 and a5, outside it.",
            "Le berger a rebouché cette ouverture et va fermer la dernière : les tuiles d'un enclos fermé ne peuvent "
            "plus être retournées. Retournez a4 et a5, au dehors.",
        )},
        {"move": ["fence:a1n", "fence:a1w"], "then": ["turn:b1", "turn:c4", "down"],
         "taps": [[START_ROUND_TWO, '[data-action="fence:a1n"]'], None], "say": (
            "Round 1 is over. Now you are the shepherd: two fences a turn, on any edges. Start round 2, then fence "
            "the top and the left of a1. Your opponent then turns two sheep: remember them, and tap Continue.",
            "La manche 1 est finie. Vous êtes maintenant le berger : deux barrières par tour, sur n'importe quels "
            "bords. Lancez la manche 2, puis posez une barrière en haut et une à gauche de a1. Votre adversaire retourne alors "
            "deux moutons : retenez-les, et touchez Continuer.",
        )},
        {"move": ["fence:b1w", "fence:a2n"], "then": ["turn:c1", "turn:b1"], "say": (
            "Your opponent found no pair and turned its sheep back. Fence the right and the bottom of a1 (the lit "
            "edges): penned in, it can no longer be turned, and scores 1 for you.",
            "Votre adversaire n'a pas trouvé de paire et a retourné ses moutons. Posez une barrière à droite et "
            "une en bas de a1 (les bords éclairés) : enfermée, elle ne peut plus être retournée et vous rapporte 1.",
        )},
        {"move": None, "say": (
            "It remembered b1 and took a pair. A round ends when the fences run out or few open tiles are left; "
            "after two rounds, the higher total wins.",
            "Il s'est souvenu de b1 et a pris une paire. Une manche finit quand les barrières manquent ou qu'il reste "
            "peu de tuiles libres ; après deux manches, le plus haut total gagne.",
        )},
    ],
    "tip": (
        "Tip: as the sheep player, remember every tile that comes up, yours and your opponent's; as the shepherd, "
        "pen the tiles whose twins have already been seen.",
        "Conseil : joueur mouton, retenez chaque tuile qui apparaît, chez vous comme chez l'adversaire ; "
        "berger, enfermez les tuiles dont les jumelles ont déjà été vues.",
    ),
}
