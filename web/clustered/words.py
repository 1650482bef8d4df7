"""Clustered's words on screen, English and French (merged into web.i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "game.clustered.blurb": (
        "Lay cards that look alike to build rectangles and lines.",
        "Posez des cartes qui se ressemblent pour former rectangles et lignes.",
    ),
    "clustered.howto": (
        "Pick a card in your hand: the cells where it may go light up; tap one to lay it. "
        "Drag the table to move it, pinch or use the wheel or the + and − buttons to zoom. "
        "Tap a cell that is not lit to learn why it refuses your card. "
        "With the keyboard: Tab past the table to your hand, Enter picks a card, Shift+Tab back to the table, arrows move, Enter lays it.",
        "Choisissez une carte de votre main : les cases où elle peut aller s'allument ; touchez-en une pour la poser. "
        "Faites glisser la table pour la déplacer, pincez, utilisez la molette ou les boutons + et − pour zoomer. "
        "Touchez une case éteinte pour savoir pourquoi elle refuse votre carte. "
        "Au clavier : Tab au-delà de la table jusqu'à votre main, Entrée choisit une carte, Maj+Tab pour revenir à la table, flèches, Entrée pour poser.",
    ),
    "clustered.setup.title": ("Clustered: a new game", "Clustered : nouvelle partie"),
    "clustered.setup.seats": ("Who plays", "Qui joue"),
    "clustered.setup.seats.note": (
        "Up to eight seats, each a person or the computer; every colour has its own mark. "
        "People share this device: a hand-over screen hides each hand from the others.",
        "Jusqu'à huit places, chacune une personne ou l'ordinateur ; chaque couleur a sa marque. "
        "Les personnes se passent l'appareil : un écran de passage cache chaque main aux autres.",
    ),
    "clustered.setup.seat": ("Seat {n}: {colour} ({mark})", "Place {n} : {colour} ({mark})"),
    "clustered.setup.kind.off": ("Empty seat", "Place vide"),
    "clustered.setup.kind.human": ("A person", "Une personne"),
    "clustered.setup.kind.ai-easy": ("Computer (easy)", "Ordinateur (facile)"),
    "clustered.setup.kind.ai-medium": ("Computer (medium)", "Ordinateur (moyen)"),
    "clustered.setup.kind.ai-hard": ("Computer (hard)", "Ordinateur (difficile)"),
    "clustered.setup.joker": ("Extra joker (a help)", "Joker en plus (une aide)"),
    "clustered.setup.add": ("Add a seat", "Ajouter une place"),
    "clustered.setup.remove": ("Remove the last seat", "Retirer la dernière place"),
    "clustered.setup.count": ("{n} seat|{n} seats", "{n} place|{n} places"),
    "clustered.setup.options": ("Options", "Options"),
    "clustered.option.solo": ("Solo", "Solo"),
    "clustered.option.solo.note": (
        "Play alone for your best score (kept on this device).",
        "Jouez seul pour votre meilleur score (gardé sur cet appareil).",
    ),
    "clustered.option.quick": ("Quick play", "Partie rapide"),
    "clustered.option.quick.note": (
        "Start with 7 cards and keep 5; after each turn draw 2 and keep the best.",
        "Commencez avec 7 cartes et gardez-en 5 ; après chaque tour piochez-en 2 et gardez la meilleure.",
    ),
    "clustered.option.speed": ("Speed bonus", "Bonus de rapidité"),
    "clustered.option.speed.note": (
        "+2 to the first to finish a 2×3 rectangle, +2 to the first line of 5.",
        "+2 au premier rectangle 2×3 achevé, +2 à la première ligne de 5.",
    ),
    "clustered.option.size": ("Size bonus", "Bonus de taille"),
    "clustered.option.size.note": (
        "+2 for the largest rectangle and +2 for the longest line at the end (not on a tie).",
        "+2 au plus grand rectangle et +2 à la plus longue ligne à la fin (pas en cas d'égalité).",
    ),
    "clustered.setup.first": ("Who starts", "Qui commence"),
    "clustered.setup.first.random": ("Chance decides", "Le hasard décide"),
    "clustered.setup.first.seat": ("Seat {n} ({colour})", "Place {n} ({colour})"),
    "clustered.setup.start": ("Start the game", "Commencer la partie"),
    "clustered.table": ("The table (drag to move, wheel or pinch to zoom)", "La table (glisser pour déplacer, molette ou pincement pour zoomer)"),
    "clustered.cards_left": ("{hand} in hand, {deck} in the deck", "{hand} en main, {deck} dans la pioche"),
    "clustered.undo.why.shown": (
        "Your last move can't be taken back: a card has been drawn since.",
        "Votre dernier coup ne peut plus être repris : une carte a été piochée depuis.",
    ),
    "clustered.points": ("{n} point|{n} points", "{n} point|{n} points"),
    "clustered.best": ("(best: {n})", "(record : {n})"),
    "clustered.show": ("Show what counts", "Voir ce qui compte"),
    "clustered.show_counted": ("Show what counts for {colour}", "Voir ce qui compte pour {colour}"),
    "clustered.hand_over": ("Hand the device to {who}", "Passez l'appareil à {who}"),
    "clustered.hand_over.text": (
        "The others should look away: the next screen shows this player's hand.",
        "Les autres détournent les yeux : l'écran suivant montre la main de ce joueur.",
    ),
    "clustered.hand_over.go": ("I am {who}: show my hand", "Je suis {who} : montrer ma main"),
    "clustered.your_hand": ("Your hand ({colour})", "Votre main ({colour})"),
    "clustered.hint.pick": ("Pick a card in your hand.", "Choisissez une carte de votre main."),
    "clustered.hint.cell": ("Tap a lit cell to lay {card}.", "Touchez une case allumée pour poser : {card}."),
    "clustered.hint.stuck": (
        "None of your cards fits anywhere: discard one (it leaves the game).",
        "Aucune de vos cartes ne se place : défaussez-en une (elle quitte la partie).",
    ),
    "clustered.hint.trim": (
        "Quick play: discard {n} card, secretly.|Quick play: discard {n} cards, secretly.",
        "Partie rapide : défaussez {n} carte, en secret.|Partie rapide : défaussez {n} cartes, en secret.",
    ),
    "clustered.pick_first": ("First pick a card in your hand.", "Choisissez d'abord une carte de votre main."),
    "clustered.pick": (
        "Pick {card} ({n} cell)|Pick {card} ({n} cells)",
        "Choisir : {card} ({n} case)|Choisir : {card} ({n} cases)",
    ),
    "clustered.picked": (
        "{card}: {n} cell lights up.|{card}: {n} cells light up.",
        "{card} : {n} case s'allume.|{card} : {n} cases s'allument.",
    ),
    "clustered.discard": ("Discard {card}", "Défausser : {card}"),
    "clustered.fits_nowhere": ("{card} (fits nowhere now)", "{card} (ne se place nulle part)"),
    "clustered.lay": ("Lay {card}, {place}", "Poser {card}, {place}"),
    "clustered.empty": ("Empty cell, {place}", "Case vide, {place}"),
    "clustered.on_table": ("{card}, {place}", "{card}, {place}"),
    "clustered.start.from": ("{where} from the start card", "{where} de la carte de départ"),
    "clustered.start.on": ("on the start card", "sur la carte de départ"),
    "clustered.latest": ("{what} (last card laid)", "{what} (dernière carte posée)"),
    "clustered.said.lay": ("{colour} laid {card}, {place}.", "{colour} a posé {card}, {place}."),
    "clustered.said.lay@colour": ("You laid {card}, {place}.", "Vous avez posé {card}, {place}."),
    "clustered.said.discard": ("{colour} could not play and discarded {card}.", "{colour} ne pouvait pas jouer et a défaussé {card}."),
    "clustered.said.discard@colour": ("You could not play and discarded {card}.", "Vous ne pouviez pas jouer et avez défaussé {card}."),
    "clustered.said.discard_secret": ("{colour} discarded a card.", "{colour} a défaussé une carte."),
    "clustered.said.discard_secrets": ("{colour} discarded {n} card.|{colour} discarded {n} cards.",
                                       "{colour} a défaussé {n} carte.|{colour} a défaussé {n} cartes."),
    "clustered.said.discard_secret@colour": ("You discarded a card.", "Vous avez défaussé une carte."),
    "clustered.and": (" and ", " et "),
    "clustered.end.rectangle": ("Largest rectangle", "Plus grand rectangle"),
    "clustered.end.lines": ("Lines of 3 or more", "Lignes de 3 ou plus"),
    "clustered.end.speed_rectangle": ("First 2×3 rectangle", "Premier rectangle 2×3"),
    "clustered.end.speed_line": ("First line of 5", "Première ligne de 5"),
    "clustered.end.size_rectangle": ("Largest rectangle of all", "Plus grand rectangle de tous"),
    "clustered.end.size_line": ("Longest line of all", "Plus longue ligne de toutes"),
    "clustered.end.solo": (
        "You scored {n} point.|You scored {n} points.",
        "Vous marquez {n} point.|Vous marquez {n} points.",
    ),
    "clustered.end.new_best": ("A new best score: {n}!", "Nouveau record : {n} !"),
    "clustered.end.best": ("Your best with these options: {n}.", "Votre record avec ces options : {n}."),
    "clustered.end.you_win": (
        "You win with {n} point!|You win with {n} points!",
        "Vous gagnez avec {n} point !|Vous gagnez avec {n} points !",
    ),
    "clustered.end.wins": (
        "{who} wins with {n} point.|{who} wins with {n} points.",
        "{who} gagne avec {n} point.|{who} gagne avec {n} points.",
    ),
    "clustered.end.you_have": ("You have {n} point.|You have {n} points.", "Vous avez {n} point.|Vous avez {n} points."),
    "clustered.end.wins@who": (
        "You win with {n} point.|You win with {n} points.",
        "Vous gagnez avec {n} point.|Vous gagnez avec {n} points.",
    ),
    "clustered.end.shared": (
        "Shared win: {who}, {n} point each.|Shared win: {who}, {n} points each.",
        "Victoire partagée : {who}, {n} point chacun.|Victoire partagée : {who}, {n} points chacun.",
    ),
    "illegal.clash": (
        "{card} can't go next to {neighbour} ({at}): their {differ} differ. A card must share two of shape, fill and count with each neighbour.",
        "Impossible de poser {card} contre {neighbour} ({at}) : {differ} diffèrent. Une carte doit avoir deux caractéristiques sur trois (forme, remplissage, nombre) en commun avec chaque voisine.",
    ),
    "clustered.side.up": ("above", "au-dessus"),
    "clustered.side.down": ("below", "en dessous"),
    "clustered.side.left": ("on the left", "à gauche"),
    "clustered.side.right": ("on the right", "à droite"),
    "illegal.not-in-hand": ("{card} is not in your hand.", "Cette carte n'est pas dans votre main : {card}."),  # its verb never agrees with "trois carrés"
    "illegal.must-play": (
        "You may only discard when none of your cards fits anywhere.",
        "Vous ne pouvez défausser que si aucune de vos cartes ne se place.",
    ),
    "illegal.must-discard": ("Quick play: discard first.", "Partie rapide : défaussez d'abord."),
    "illegal.taken": ("That space already holds a card.", "Cette case porte déjà une carte."),
    "illegal.alone": ("That space touches no card.", "Cette case ne touche aucune carte."),
    "illegal.not-a-card": ("{text} is not a card.", "{text} n'est pas une carte."),
    "illegal.not-a-cell": ("{text} is not a cell.", "{text} n'est pas une case."),
}
