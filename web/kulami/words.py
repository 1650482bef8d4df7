"""Kulami's words on screen, English and French (merged into web.i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "kulami.howto": (
        "Tap a highlighted hole to place your marble (or move there with the arrow keys and press Enter). "
        "The band shows the row and column you must play in; hatched plates are forbidden. "
        "Tap any other hole to see why it is not allowed.",
        "Touchez un trou en surbrillance pour y poser votre bille (ou allez-y avec les flèches et appuyez sur Entrée). "
        "La bande montre la ligne et la colonne où jouer ; les plaques hachurées sont interdites. "
        "Touchez un autre trou pour savoir pourquoi il est refusé.",
    ),
    "game.kulami.blurb": (
        "Marbles on wooden plates: hold the majority on the plates with the most holes.",
        "Des billes sur des plaques de bois : soyez majoritaire sur les plaques qui ont le plus de trous.",
    ),
    "kulami.red": ("Red", "Rouge"),
    "kulami.black": ("Black", "Noir"),
    "kulami.red.adj": ("red", "rouge"),
    "kulami.black.adj": ("black", "noire"),
    "kulami.setup.title": ("Kulami: a new game", "Kulami : nouvelle partie"),
    "kulami.setup.opponent": ("Opponent", "Adversaire"),
    "kulami.setup.friend": ("A friend on this device", "Un ami sur cet appareil"),
    "kulami.setup.computer": ("Computer ({level})", "Ordinateur ({level})"),
    "kulami.setup.colour": ("Your colour", "Votre couleur"),
    "kulami.setup.colour.note": ("With a friend, the first seat plays red.", "Entre amis, la première place joue les rouges."),
    "kulami.setup.first": ("Who starts", "Qui commence"),
    "kulami.setup.first.random": ("Chance decides", "Le hasard décide"),
    "kulami.setup.layout": ("Board", "Plateau"),
    "kulami.layout.classic": ("Classic 8×8", "Classique 8×8"),
    "kulami.layout.weave": ("Weave 8×8", "Tressage 8×8"),
    "kulami.layout.terraces": ("Terraces 8×8", "Terrasses 8×8"),
    "kulami.layout.random-8x8": ("Random 8×8", "8×8 au hasard"),
    "kulami.layout.random-irregular": ("Random irregular shape", "Forme irrégulière au hasard"),
    "kulami.setup.scoring": ("Scoring", "Décompte"),
    "kulami.setup.plates": ("Plates (always)", "Plaques (toujours)"),
    "kulami.setup.zones": ("Zone bonus: largest group of touching marbles", "Bonus de zone : plus grand groupe de billes qui se touchent"),
    "kulami.setup.chains": ("Chain bonus: lines of 5 or more", "Bonus de chaîne : lignes de 5 billes ou plus"),
    "kulami.setup.start": ("Start the game", "Commencer la partie"),
    "kulami.board": ("Kulami board", "Plateau de Kulami"),
    "kulami.left": ("{n} marble left|{n} marbles left", "{n} bille restante|{n} billes restantes"),
    "kulami.points": ("{n} point on plates|{n} points on plates", "{n} point sur les plaques|{n} points sur les plaques"),
    "kulami.hint.first": ("The first marble goes on any hole.", "La première bille se pose sur n'importe quel trou."),
    "kulami.hint.line": (
        "Play in the row or column of {last}, off its plate and the plate before.",
        "Jouez sur la ligne ou la colonne de {last}, hors de sa plaque et de la précédente.",
    ),
    "kulami.place": ("Place a marble on {hole}", "Poser une bille en {hole}"),
    "kulami.marble": ("{colour} marble on {hole}", "Bille {colour} en {hole}"),
    "kulami.marble.last": ("{colour} marble on {hole}, the last one played", "Bille {colour} en {hole}, la dernière jouée"),
    "kulami.hole": ("Hole {hole}, not playable now", "Trou {hole}, injouable maintenant"),
    "kulami.forbidden": ("forbidden plate", "plaque interdite"),
    "kulami.plate_of": ("plate of {n} hole, {first}|plate of {n} holes, {first} to {last}",
                        "plaque de {n} trou, {first}|plaque de {n} trous, de {first} à {last}"),
    "kulami.plate.held": ("{plate}: {held}", "{plate} : {held}"),
    "kulami.on_plate": ("{hole}; {plate}", "{hole} ; {plate}"),  # a hole's name, then its plate's
    "kulami.plate.red": ("{n} red", "{n} rouge|{n} rouges"),
    "kulami.plate.black": ("{n} black", "{n} noire|{n} noires"),
    "kulami.end.plates": ("Plates", "Plaques"),
    "kulami.end.blocked": (
        "{who} had no hole left to play: the game is over.",
        "{who} n'avait plus de trou où jouer : la partie est finie.",
    ),
    "kulami.end.blocked@who": (
        "You had no hole left to play: the game is over.",
        "Vous n'aviez plus de trou où jouer : la partie est finie.",
    ),
    "kulami.end.all_placed": ("Every marble is on the board: the game is over.", "Toutes les billes sont posées : la partie est finie."),
    "kulami.end.zones": ("Zone bonus (largest zones {a} and {b})", "Bonus de zone (plus grandes zones {a} et {b})"),
    "kulami.end.chains": ("Chain bonus (chains {a} and {b})", "Bonus de chaîne (chaînes {a} et {b})"),
    "kulami.legend.legal": ("Highlighted holes are playable", "Les trous en surbrillance sont jouables"),
    "kulami.legend.forbidden": ("Hatched plates are forbidden", "Les plaques hachurées sont interdites"),
    "illegal.not-on-line": (
        "{hole} is not in the row or column of the last marble ({last}).",
        "{hole} n'est ni sur la ligne ni sur la colonne de la dernière bille ({last}).",
    ),
    "illegal.last-two-plates": (
        "{hole} is on one of the last two plates played: not allowed.",
        "{hole} est sur l'une des deux dernières plaques jouées : interdit.",
    ),
    "illegal.occupied": ("{hole} already holds a marble.", "Il y a déjà une bille en {hole}."),
    "illegal.no-hole": ("There is no hole at {hole}.", "Il n'y a pas de trou en {hole}."),
    "illegal.not-a-hole-name": ("{text} is not a hole.", "{text} n'est pas un trou."),
}
