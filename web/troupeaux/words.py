"""Troupeaux's words on screen, English and French (merged into web.i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "game.troupeaux.blurb": (
        "Drive your herds up the path and into the arrival pen.",
        "Faites monter vos troupeaux le long du chemin, jusqu'à l'enclos d'arrivée.",
    ),
    "troupeaux.howto": (
        "Each step of your turn is optional: tap your piles to draw, pick cards of one breed in your hand "
        "then a lit cell to lay a herd (or one of your herds to grow it), then tap a herd and a lit cell "
        "ahead to move it. Press End turn when you are done. Bigger herds scatter smaller ones.",
        "Chaque étape du tour est facultative : touchez vos piles pour piocher, choisissez des cartes "
        "d'une même race puis une case allumée pour poser un troupeau (ou l'un de vos troupeaux pour "
        "l'agrandir), puis touchez un troupeau et une case allumée devant lui pour l'avancer. Terminez "
        "par « Fin du tour ». Les gros troupeaux dispersent les petits.",
    ),
    "troupeaux.setup.title": ("Troupeaux: a new game", "Troupeaux : nouvelle partie"),
    "troupeaux.setup.mode": ("Who plays", "Qui joue"),
    "troupeaux.setup.mode.computer": ("Against the computer", "Contre l'ordinateur"),
    "troupeaux.setup.mode.friend": ("Two players on this device", "À deux sur cet appareil"),
    "troupeaux.setup.level": ("Computer's level", "Niveau de l'ordinateur"),
    "troupeaux.setup.colour": ("Your colour", "Votre couleur"),
    "troupeaux.setup.colour.blue": ("Blue (you start)", "Bleu (vous commencez)"),
    "troupeaux.setup.colour.red": ("Red", "Rouge"),
    "troupeaux.setup.colour.note": ("Blue always plays first.", "Bleu joue toujours en premier."),
    "troupeaux.setup.options": ("Options", "Options"),
    "troupeaux.setup.counts": ("Show arrival counts", "Montrer le compte des arrivées"),
    "troupeaux.setup.counts.note": (
        "For a relaxed game: the arrival pen shows how many sheep each player brought home (normally nobody may count them).",
        "Pour une partie détendue : l'enclos d'arrivée montre combien de moutons chacun a ramenés (d'habitude, personne ne peut les compter).",
    ),
    "troupeaux.setup.start": ("Start the game", "Commencer la partie"),
    "troupeaux.board": ("The path, the pens and the arrival pen", "Le chemin, les enclos et l'enclos d'arrivée"),
    "troupeaux.hand_over": ("Hand the device to {who}", "Passez l'appareil à {who}"),
    "troupeaux.hand_over.text": (
        "Your hands are secret: only the player whose turn it is should look now.",
        "Les mains sont secrètes : seul le joueur dont c'est le tour doit regarder maintenant.",
    ),
    "troupeaux.hand_over.go": ("I am {who}: show my hand", "Je suis {who} : montrer ma main"),
    "troupeaux.your_hand": ("Your hand ({colour})", "Votre main ({colour})"),
    "troupeaux.hand_size": ("{n} card in hand|{n} cards in hand", "{n} carte en main|{n} cartes en main"),
    "troupeaux.hand_breeds": (": {breeds}", " : {breeds}"),  # after the count, left out on a phone
    "troupeaux.hand_empty": ("No cards in hand", "Aucune carte en main"),
    "troupeaux.pen": ("{n} left in the pen", "{n} reste dans l'enclos|{n} restent dans l'enclos"),
    "troupeaux.pen.title": ("{colour}'s start pen", "Enclos de départ {colour}"),
    "troupeaux.pile": (
        "{colour}'s {breed} pile: {n} card|{colour}'s {breed} pile: {n} cards",
        "Pile {breed} de {colour} : {n} carte|Pile {breed} de {colour} : {n} cartes",
    ),
    "troupeaux.draw_from": (
        "Draw from your {breed} pile ({n} card)|Draw from your {breed} pile ({n} cards)",
        "Piocher dans votre pile {breed} ({n} carte)|Piocher dans votre pile {breed} ({n} cartes)",
    ),
    "troupeaux.arrival.title": ("Arrival pen", "Enclos d'arrivée"),
    "troupeaux.arrival.label": ("Arrival pen: Blue {blue}; Red {red}", "Enclos d'arrivée : Bleu {blue} ; Rouge {red}"),
    "troupeaux.arrival.count": ("{n} sheep home", "{n} mouton arrivé|{n} moutons arrivés"),
    "troupeaux.arrival.stack.0": ("no sheep home yet", "aucun mouton arrivé"),
    "troupeaux.arrival.stack.1": ("a thin pile home", "arrivée : une pile mince"),
    "troupeaux.arrival.stack.2": ("a small pile home", "arrivée : une petite pile"),
    "troupeaux.arrival.stack.3": ("a thick pile home", "arrivée : une pile épaisse"),
    "troupeaux.arrival.stack.4": ("a big pile home", "arrivée : une grosse pile"),
    "troupeaux.cell.empty": ("empty", "vide"),
    "troupeaux.herd": ("{colour} herd of {n}: {cards}", "troupeau {colour} de {n} : {cards}"),
    "troupeaux.latest": ("{what} (last move)", "{what} (dernier coup)"),
    "troupeaux.steps": ("This turn's steps", "Les étapes du tour"),
    "troupeaux.step.draw": ("Draw", "Pioche"),
    "troupeaux.step.draw_left": ("Draw ({n} left)", "Pioche (encore {n})"),
    "troupeaux.step.lay": ("Lay", "Pose"),
    "troupeaux.step.move": ("Move", "Avance"),
    "troupeaux.end_turn": ("End turn", "Fin du tour"),
    "troupeaux.bonus": (
        "Glorieux bonus: draw up to {n} more card.|Glorieux bonus: draw up to {n} more cards.",
        "Bonus des Glorieux : piochez jusqu'à {n} carte de plus.|Bonus des Glorieux : piochez jusqu'à {n} cartes de plus.",
    ),
    "troupeaux.final": (
        "The last card of the pen is drawn: the game ends with this turn.",
        "La dernière carte de l'enclos est piochée : la partie s'arrête à la fin de ce tour.",
    ),
    "troupeaux.powers": ("Powers you may use", "Pouvoirs utilisables"),
    "troupeaux.power.dare": ("Sacrifice the Téméraires on {cell}", "Sacrifier les Téméraires de {cell}"),
    "troupeaux.hint.draw": (
        "Tap your piles to draw a card, or skip to laying cards and moving a herd.|Tap your piles to draw up to {n} cards, or skip to laying cards and moving a herd.",
        "Touchez vos piles pour piocher une carte, ou passez à la pose et à l'avance.|Touchez vos piles pour piocher jusqu'à {n} cartes, ou passez à la pose et à l'avance.",
    ),
    "troupeaux.hint.lay": (
        "Pick cards of one breed, then a lit cell; or tap one of your herds to move it.",
        "Choisissez des cartes d'une race puis une case allumée, ou avancez un troupeau.",
    ),
    "troupeaux.hint.move": ("Tap one of your herds to move it, or end your turn.", "Touchez un de vos troupeaux pour l'avancer, ou finissez le tour."),
    "troupeaux.hint.end": ("Your moves are made: end your turn.", "Vos actions sont faites : finissez le tour."),
    "troupeaux.hint.bonus": (
        "Glorieux bonus: tap your piles to draw up to {n} card.|Glorieux bonus: tap your piles to draw up to {n} cards.",
        "Bonus des Glorieux : touchez vos piles pour piocher jusqu'à {n} carte.|Bonus des Glorieux : touchez vos piles pour piocher jusqu'à {n} cartes.",
    ),
    "troupeaux.hint.cards": (
        "{n} card picked: tap a lit cell of row 1, or one of your herds.|{n} cards picked: tap a lit cell of row 1, or one of your herds.",
        "{n} carte choisie : touchez une case allumée de la ligne 1, ou l'un de vos troupeaux.|{n} cartes choisies : touchez une case allumée de la ligne 1, ou l'un de vos troupeaux.",
    ),
    "troupeaux.hint.rapides": (
        "Rapides may also go on row 2, even onto a herd no bigger than theirs.",
        "Les Rapides peuvent aussi aller sur la ligne 2, même sur un troupeau pas plus grand.",
    ),
    "troupeaux.hint.herd": ("Tap a lit cell ahead of {cell}.", "Touchez une case allumée devant {cell}."),
    "troupeaux.hint.dare": (
        "Tap the opponent's herd the Téméraires of {cell} will scatter.",
        "Touchez le troupeau adverse que les Téméraires de {cell} vont disperser.",
    ),
    "troupeaux.picked.cards": ("Picked: {cards}.", "Choisi : {cards}."),
    "troupeaux.picked.herd": ("Herd on {cell} picked: choose where it goes.", "Troupeau de {cell} choisi : choisissez où il va."),
    "troupeaux.do.lay": ("Lay {cards} on {cell}", "Poser {cards} en {cell}"),
    "troupeaux.do.add": ("Add {cards} to your herd on {cell}", "Ajouter {cards} à votre troupeau de {cell}"),
    "troupeaux.do.move": ("Move the herd from {cell} to {to}", "Avancer le troupeau de {cell} en {to}"),
    "troupeaux.do.arrive": ("Bring the herd on {cell} into the arrival pen", "Faire entrer le troupeau de {cell} dans l'enclos d'arrivée"),
    "troupeaux.do.dare": ("Sacrifice the Téméraires on {cell} to scatter the herd on {to}", "Sacrifier les Téméraires de {cell} pour disperser le troupeau de {to}"),
    "troupeaux.do.draw": ("Draw a {breed} card", "Piocher une carte {breed}"),
    "troupeaux.warn.title": ("This herd will scatter", "Ce troupeau va se disperser"),
    "troupeaux.warn.disperses": (
        "the herd would no longer conform (one breed, all characters different), so it scatters and its cards leave the game.",
        "le troupeau ne serait plus conforme (une seule race, des caractères tous différents) : il se disperse et ses cartes quittent la partie.",
    ),
    "troupeaux.warn.clash": (
        "your herd of {mine} would meet a herd of {theirs}: the smaller herd scatters, so yours would.",
        "votre troupeau de {mine} rencontrerait un troupeau de {theirs} : le plus petit se disperse, donc le vôtre.",
    ),
    "troupeaux.warn.clash_even": (
        "your herd of {mine} would meet a herd of the same size: both would scatter.",
        "votre troupeau de {mine} rencontrerait un troupeau de même taille : les deux se disperseraient.",
    ),
    "troupeaux.warn.go": ("Do it anyway", "Le faire quand même"),
    "troupeaux.warn.cancel": ("Go back", "Revenir"),
    "troupeaux.log.title": ("What happened", "Ce qui s'est passé"),
    "troupeaux.log.turn": ("Turn {n}", "Tour {n}"),
    "troupeaux.log.empty": ("Nothing yet.", "Rien pour l'instant."),
    "troupeaux.said.draw": ("{who} drew a {breed} card.", "{who} a pioché une carte {breed}."),
    "troupeaux.said.draw@who": ("You drew a {breed} card.", "Vous avez pioché une carte {breed}."),
    "troupeaux.said.draw_bonus": ("{who} drew a {breed} card (Glorieux bonus).", "{who} a pioché une carte {breed} (bonus des Glorieux)."),
    "troupeaux.said.draw_bonus@who": (
        "You drew a {breed} card (Glorieux bonus).",
        "Vous avez pioché une carte {breed} (bonus des Glorieux).",
    ),
    "troupeaux.said.lay": ("{who} laid {cards} on {cell}.", "{who} a posé {cards} en {cell}."),
    "troupeaux.said.lay@who": ("You laid {cards} on {cell}.", "Vous avez posé {cards} en {cell}."),
    "troupeaux.said.add": ("{who} added {cards} to the herd on {cell}.", "{who} a ajouté {cards} au troupeau de {cell}."),
    "troupeaux.said.add@who": (
        "You added {cards} to the herd on {cell}.",
        "Vous avez ajouté {cards} au troupeau de {cell}.",
    ),
    "troupeaux.said.move": ("{who} moved a herd of {n} from {cell} to {to}.", "{who} a avancé un troupeau de {n} de {cell} en {to}."),
    "troupeaux.said.move@who": (
        "You moved a herd of {n} from {cell} to {to}.",
        "Vous avez avancé un troupeau de {n} de {cell} en {to}.",
    ),
    "troupeaux.said.arrive": ("{who} brought a herd of {n} into the arrival pen.", "{who} a fait entrer un troupeau de {n} dans l'enclos d'arrivée."),
    "troupeaux.said.arrive@who": (
        "You brought a herd of {n} into the arrival pen.",
        "Vous avez fait entrer un troupeau de {n} dans l'enclos d'arrivée.",
    ),
    "troupeaux.said.disperse.clash": ("{colour}'s herd of {n} on {cell} scattered in the clash.", "Le troupeau de {colour} en {cell} ({n} mouton) s'est dispersé dans la rencontre.|Le troupeau de {colour} en {cell} ({n} moutons) s'est dispersé dans la rencontre."),
    "troupeaux.said.disperse.merge": ("The merged {colour} herd on {cell} did not conform and scattered ({cards}).", "Le troupeau de {colour} fusionné en {cell} n'était pas conforme et s'est dispersé ({cards})."),
    "troupeaux.said.disperse.breaks": ("{colour}'s herd on {cell} no longer conformed and scattered ({cards}).", "Le troupeau de {colour} en {cell} n'était plus conforme et s'est dispersé ({cards})."),
    "troupeaux.said.disperse.rapides": ("{colour}'s herd of {n} on {cell} scattered under the Rapides.", "Le troupeau de {colour} en {cell} ({n} mouton) a été dispersé par les Rapides.|Le troupeau de {colour} en {cell} ({n} moutons) a été dispersé par les Rapides."),
    "troupeaux.said.disperse.dare": ("{colour}'s Téméraires on {cell} were sacrificed.", "Les Téméraires de {colour} en {cell} ont été sacrifiés."),
    "troupeaux.said.disperse.dared": ("{colour}'s herd of {n} on {cell} was scattered by the Téméraires.", "Le troupeau de {colour} en {cell} ({n} mouton) a été dispersé par les Téméraires.|Le troupeau de {colour} en {cell} ({n} moutons) a été dispersé par les Téméraires."),
    "troupeaux.said.dare": ("{who} sacrificed the Téméraires on {cell} against the herd on {to}.", "{who} a sacrifié les Téméraires de {cell} contre le troupeau de {to}."),
    "troupeaux.said.dare@who": (
        "You sacrificed the Téméraires on {cell} against the herd on {to}.",
        "Vous avez sacrifié les Téméraires de {cell} contre le troupeau de {to}.",
    ),
    "troupeaux.said.glory": (
        "Glorieux bonus: {who} may draw up to {n} card.|Glorieux bonus: {who} may draw up to {n} cards.",
        "Bonus des Glorieux : {who} peut piocher jusqu'à {n} carte.|Bonus des Glorieux : {who} peut piocher jusqu'à {n} cartes.",
    ),
    "troupeaux.said.glory@who": (
        "Glorieux bonus: you may draw up to {n} card.|Glorieux bonus: you may draw up to {n} cards.",
        "Bonus des Glorieux : vous pouvez piocher jusqu'à {n} carte.|Bonus des Glorieux : vous pouvez piocher jusqu'à {n} cartes.",
    ),
    "troupeaux.said.last": ("{who} drew the last card of the pen: the game ends with this turn.", "{who} a pioché la dernière carte de l'enclos : la partie s'arrêtera à la fin du tour."),
    "troupeaux.said.last@who": (
        "You drew the last card of the pen: the game ends with this turn.",
        "Vous avez pioché la dernière carte de l'enclos : la partie s'arrêtera à la fin du tour.",
    ),
    "troupeaux.said.pass": ("{who} ended the turn without doing anything.", "{who} a fini le tour sans rien faire."),
    "troupeaux.said.pass@who": ("You ended the turn without doing anything.", "Vous avez fini le tour sans rien faire."),
    "troupeaux.said.end": ("{who} ended the turn.", "{who} a fini le tour."),
    "troupeaux.said.end@who": ("You ended the turn.", "Vous avez fini le tour."),
    "troupeaux.said.over": ("The game is over.", "La partie est finie."),
    "troupeaux.end.home": ("Sheep in the arrival pen", "Moutons dans l'enclos d'arrivée"),
    "troupeaux.end.why.last-card": ("A pen was emptied: the game is over.", "Un enclos de départ est vide : la partie est finie."),
    "troupeaux.end.why.idle": (
        "Both players ended a turn without doing anything: the game is over.",
        "Les deux joueurs ont fini un tour sans rien faire : la partie est finie.",
    ),
    "troupeaux.undo.why.shown": (  # the draw may be that very move
        "Your last move can't be taken back: a card drawn stays drawn.",
        "Votre dernier coup ne peut plus être repris : une carte piochée le reste.",
    ),
    "troupeaux.share.reveals": (
        "This link holds the shuffle of every pile: whoever opens it can learn both hands and count the arrival pens. Share it after the game, or with a friend you trust.",
        "Ce lien contient le mélange de toutes les piles : qui l'ouvre peut connaître les deux mains et compter les enclos d'arrivée. Partagez-le après la partie, ou avec quelqu'un de confiance.",
    ),
    # refusals (the engine's reason words)
    "troupeaux.illegal.pile-empty": ("Your {breed} pile is empty.", "Votre pile {breed} est vide."),
    "troupeaux.illegal.draw-passed": (
        "The draw comes first: you have already laid or moved this turn.",
        "La pioche vient en premier : vous avez déjà posé ou déplacé ce tour-ci.",
    ),
    "troupeaux.illegal.first-turn-draw": (
        "On the very first turn of the game, Blue draws only one card.",
        "Au tout premier tour de la partie, Bleu ne pioche qu'une carte.",
    ),
    "troupeaux.illegal.draws-done": (
        "You have already drawn {n} card this turn.|You have already drawn {n} cards this turn.",
        "Vous avez déjà pioché {n} carte ce tour-ci.|Vous avez déjà pioché {n} cartes ce tour-ci.",
    ),
    "troupeaux.illegal.not-in-hand": ("{card} is not in your hand (or not that often).", "{card} n'est pas dans votre main (ou pas autant de fois)."),
    "troupeaux.illegal.lay-passed": ("You have already laid or moved this turn.", "Vous avez déjà posé ou déplacé ce tour-ci."),
    "troupeaux.illegal.no-own-herd": ("You have no herd on {cell}.", "Vous n'avez pas de troupeau en {cell}."),
    "troupeaux.illegal.break-alone": (
        "A herd scatters on the first card that breaks it: to do that, add that one card alone.",
        "Un troupeau se disperse dès la première carte qui le rend non conforme : pour cela, ajoutez cette seule carte.",
    ),
    "troupeaux.illegal.not-conforming-breeds": ("A new herd must be all one breed.", "Un nouveau troupeau doit être d'une seule race."),
    "troupeaux.illegal.not-conforming-twice": (
        "A new herd may not hold the same character twice.",
        "Un nouveau troupeau ne peut pas contenir deux fois le même caractère.",
    ),
    "troupeaux.illegal.lay-row": (
        "A new herd goes on an empty cell of row 1 (Rapides may also go on row 2).",
        "Un nouveau troupeau se pose sur une case libre de la ligne 1 (les Rapides aussi sur la ligne 2).",
    ),
    "troupeaux.illegal.occupied": ("{cell} is taken: a new herd needs an empty cell.", "{cell} est occupée : un nouveau troupeau demande une case libre."),
    "troupeaux.illegal.rapides-own": ("Rapides may not land on your own herd ({cell}).", "Les Rapides ne peuvent pas tomber sur votre propre troupeau ({cell})."),
    "troupeaux.illegal.rapides-bigger": ("The herd on {cell} is bigger than these Rapides.", "Le troupeau de {cell} est plus gros que ces Rapides."),
    "troupeaux.illegal.moved": ("You have already moved a herd this turn.", "Vous avez déjà avancé un troupeau ce tour-ci."),
    "troupeaux.illegal.not-ahead": ("From {cell} a herd moves only to {ahead}.", "Depuis {cell}, un troupeau ne va qu'en {ahead}."),
    "troupeaux.illegal.not-daring": (
        "Only a complete Téméraires herd (the three characters) can be sacrificed; {cell} is not one of yours.",
        "Seul un troupeau complet de Téméraires (les trois caractères) peut être sacrifié ; {cell} n'en est pas un des vôtres.",
    ),
    "troupeaux.illegal.no-opponent-herd": ("There is no opponent herd on {cell}.", "Il n'y a pas de troupeau adverse en {cell}."),
    "troupeaux.illegal.malformed": ("{text} is not a move.", "{text} n'est pas un coup."),
}
