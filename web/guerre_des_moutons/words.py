"""La Guerre des Moutons's words on screen, English and French (merged into web.i18n.STRINGS)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "game.guerre-des-moutons.blurb": (
        "Secret colours, wolves and hunters: build the largest meadow.",
        "Couleurs secrètes, loups et chasseurs : bâtissez le plus grand pré.",
    ),
    "guerre-des-moutons.howto": (
        "Tap a face of a tile in your hand, turn it or flip it, then tap a lit cell on the table: "
        "every edge must meet the same terrain. You draw one tile per tile it touches. Before each turn "
        "you may play your wolves, hunters or your “?” tile out of turn. Your colour is secret: build its "
        "largest closed meadow, and stop early for a finishing bonus.",
        "Touchez une face d'une tuile de votre main, tournez-la ou retournez-la, puis touchez une "
        "case allumée : chaque bord doit toucher le même terrain. Vous piochez une tuile par tuile touchée. "
        "Avant chaque tour, vous pouvez jouer vos loups, vos chasseurs ou votre tuile « ? » hors tour. "
        "Votre couleur est secrète : fermez son plus grand pré, et arrêtez tôt pour un bonus de fin.",
    ),
    "guerre-des-moutons.rematch.turned": (
        "Rematch: everyone moves one seat on; colours are dealt anew, and the first player drawn again.",
        "Revanche : chacun avance d'une place ; les couleurs sont redistribuées et le premier joueur tiré à nouveau.",
    ),
    "guerre-des-moutons.undo.why.shown": (
        "Your last move can't be taken back: a tile has been drawn since.",
        "Votre dernier coup ne peut plus être repris : une tuile a été piochée depuis.",
    ),
    "guerre-des-moutons.share.reveals": (
        "This link holds the shuffle of the bag and the secret colours: whoever opens it can learn every "
        "hand and colour. Share it after the game, or with a friend you trust.",
        "Ce lien contient le mélange du sac et les couleurs secrètes : qui l'ouvre peut connaître toutes "
        "les mains et couleurs. Partagez-le après la partie, ou avec quelqu'un de confiance.",
    ),
    "gdm.setup.title": ("La Guerre des Moutons: a new game", "La Guerre des Moutons : nouvelle partie"),
    "gdm.setup.seats": ("Players", "Joueurs"),
    "gdm.setup.seats.note": (
        "Two to four players; each gets a secret sheep colour. Who starts is drawn by lot.",
        "De deux à quatre joueurs ; chacun reçoit une couleur de moutons secrète. Le premier est tiré au sort.",
    ),
    "gdm.setup.kind.off": ("Empty seat", "Place vide"),
    "gdm.setup.kind.human": ("A person", "Une personne"),
    "gdm.setup.kind.ai-easy": ("Computer (easy)", "Ordinateur (facile)"),
    "gdm.setup.kind.ai-medium": ("Computer (medium)", "Ordinateur (moyen)"),
    "gdm.setup.kind.ai-hard": ("Computer (hard)", "Ordinateur (difficile)"),
    "gdm.setup.options": ("Options", "Options"),
    "gdm.option.bicolour": ("Two colours each (2 players)", "Deux couleurs chacun (2 joueurs)"),
    "gdm.option.bicolour.only_two": (
        "With three or four players, each has one colour: to play two each, leave players 3 and 4 empty.",
        "À trois ou quatre joueurs, chacun a une couleur : pour en jouer deux chacun, laissez vides les joueurs 3 et 4.",
    ),
    "gdm.option.bicolour.note": (
        "The two-player variant: each of you owns two secret colours and scores the largest enclosure of each.",
        "La variante à deux : chacun possède deux couleurs secrètes et marque le plus grand enclos de chacune.",
    ),
    "gdm.setup.start": ("Start the game", "Commencer la partie"),
    "gdm.table": ("The table of tiles", "La table des tuiles"),
    "gdm.pick_first": ("Pick a face of a tile in your hand first.", "Choisissez d'abord une face d'une tuile de votre main."),
    "gdm.bag": ("{n} tile in the bag|{n} tiles in the bag", "{n} tuile dans le sac|{n} tuiles dans le sac"),
    "gdm.status.thinking_react": (
        "{who} may play out of turn before {turn:poss} turn…",
        "{who} peut jouer hors tour avant le tour {turn:de}…",
    ),
    "gdm.status.thinking_react@turn": (
        "{who} may play out of turn before your turn…",
        "{who} peut jouer hors tour avant votre tour…",
    ),
    "gdm.status.thinking_react@who": (
        "You may play out of turn before {turn:poss} turn…",
        "Vous pouvez jouer hors tour avant le tour {turn:de}…",
    ),
    "gdm.status.react": (
        "Before {turn:poss} turn: {who} may play out of turn",
        "Avant le tour {turn:de} : {who} peut jouer hors tour",
    ),
    "gdm.status.react@who": (
        "Before {turn:poss} turn: you may play out of turn",
        "Avant le tour {turn:de} : vous pouvez jouer hors tour",
    ),
    "gdm.status.react@turn": (
        "Before your turn: {who} may play out of turn",
        "Avant votre tour : {who} peut jouer hors tour",
    ),
    "gdm.status.extra": (
        "{who}: you may lay one more tile (your reveal's extra tile)",
        "{who} : vous pouvez poser une tuile de plus (votre révélation vous la donne)",
    ),
    "gdm.status.before_turn": ("{who}: your turn is next", "{who} : votre tour arrive"),
    "gdm.status.your_turn": ("Your turn", "À vous de jouer"),
    "gdm.status.to_play": ("{who} to play", "{who} joue"),
    "gdm.status.to_play@who": ("Your turn", "À vous de jouer"),
    "gdm.hand_over": ("Hand the device to {who}", "Passez l'appareil à {who}"),
    "gdm.hand_over.text": (
        "Hands and colours are secret: only the player to act should look now.",
        "Les mains et les couleurs sont secrètes : seul le joueur qui doit agir regarde maintenant.",
    ),
    "gdm.hand_over.go": ("I am {who}: show my tiles", "Je suis {who} : montrer mes tuiles"),
    "gdm.tiles_in_hand": ("{n} tile in hand|{n} tiles in hand", "{n} tuile en main|{n} tuiles en main"),
    "gdm.question_left": ("one of them a “?” tile", "dont une tuile « ? »"),
    "gdm.stopped": ("stopped (+{n})", "arrêté (+{n})"),
    "gdm.finished": ("finished (+{n})", "a fini (+{n})"),
    "gdm.your_colour": ("your secret colour: {colour}", "votre couleur secrète : {colour}"),
    "gdm.turn_mark": (" · their turn", " · son tour"),  # "You · your turn": the one whose turn goes round the table
    "gdm.turn_mark@who": (" · your turn", " · votre tour"),
    "gdm.hint.places": (
        "This face, turned this way, fits in {n} lit place. Turn or flip it to see others.|This face, turned this way, fits in {n} lit places. Turn or flip it to see others.",
        "Tournée ainsi, elle va sur {n} case allumée ; tournez-la ou retournez-la pour d'autres.|Tournée ainsi, elle va sur {n} cases allumées ; tournez-la ou retournez-la pour d'autres.",
    ),
    "gdm.hint.nowhere": (
        "This face fits nowhere turned this way: turn it or flip it.",
        "Cette face ne va nulle part tournée ainsi : tournez-la ou retournez-la.",
    ),
    "gdm.hint.react": ("You may play {what} now, or pass.", "Vous pouvez jouer {what} maintenant, ou passer."),
    "gdm.hint.before_turn": ("You may play {what} now, or go on to your turn.",
                             "Vous pouvez jouer {what} maintenant, ou passer à votre tour."),
    # what may be played before a turn (web/guerre_des_moutons/table.py ``out_of_turn``), joined
    "gdm.may.wolf": ("a wolf", "un loup"),
    "gdm.may.hunter": ("a hunter", "un chasseur"),
    "gdm.may.question": ("your “?” tile", "votre tuile « ? »"),
    "gdm.may.reveal": ("your “?” tile (to reveal your colour)", "votre tuile « ? » (pour révéler votre couleur)"),
    "gdm.may.or": (" or ", " ou "),
    "gdm.hint.stuck": ("No tile of yours fits anywhere: pass, or stop.", "Aucune de vos tuiles ne va nulle part : passez, ou arrêtez."),
    "gdm.hint.pick": (
        "Pick a face of a tile in your hand; the table lights where it fits.",
        "Choisissez une face d'une tuile de votre main ; la table s'allume là où elle va.",
    ),
    "gdm.your_hand": ("Your tiles ({n})", "Vos tuiles ({n})"),
    "gdm.pick_face": (
        "Face {side}: {face}. Fits in {n} place|Face {side}: {face}. Fits in {n} places",
        "Face {side} : {face}. Va sur {n} case|Face {side} : {face}. Va sur {n} cases",
    ),
    "gdm.face_no_fit": ("Face {side}: {face}. Fits nowhere now", "Face {side} : {face}. Ne va nulle part maintenant"),
    "gdm.face": ("Face {side}: {face}", "Face {side} : {face}"),
    "gdm.face_for_turn": ("Face {side}: {face}. For your turn", "Face {side} : {face}. Pour votre tour"),
    "gdm.pick_reveal": ("Your “?” tile: reveal {colour}", "Votre tuile « ? » : révéler {colour}"),
    "gdm.question_tile": (
        "Your “?” tile ({colour}): reveal it before a turn, where it fits",
        "Votre tuile « ? » ({colour}) : révélez-la avant un tour, là où elle va",
    ),
    "gdm.turning": ("Turn the picked tile", "Tourner la tuile choisie"),
    "gdm.flip": ("Flip", "Retourner"),
    "gdm.rotate": ("Turn clockwise", "Tourner dans le sens des aiguilles"),
    "gdm.rotate_back": ("Turn anticlockwise", "Tourner dans l'autre sens"),
    "gdm.cancel": ("Cancel", "Annuler"),
    "gdm.react.title": (
        "Before {turn:poss} turn, you may play out of turn: {what}.",
        "Avant le tour {turn:de}, vous pouvez jouer hors tour : {what}.",
    ),
    "gdm.react.title@turn": (
        "Before your turn, you may play out of turn: {what}.",
        "Avant votre tour, vous pouvez jouer hors tour : {what}.",
    ),
    "gdm.react.pass": ("Pass (play nothing now)", "Passer (ne rien jouer maintenant)"),
    "gdm.before_turn.title": ("Before your turn, you may play {what}, or tap the tile for your turn.",
                              "Avant votre tour, vous pouvez jouer {what}, ou touchez la tuile de votre tour."),
    "gdm.before_turn.go": ("Go on to my turn", "Passer à mon tour"),
    "gdm.extra.title": (
        "You may lay one more tile now, or keep your tiles.",
        "Vous pouvez poser une tuile de plus maintenant, ou garder vos tuiles.",
    ),
    "gdm.extra.decline": ("No extra tile", "Pas de tuile de plus"),
    "gdm.pass": ("Pass: no tile fits", "Passer : aucune tuile ne va"),
    "gdm.stop": ("Stop here…", "Arrêter ici…"),
    "gdm.stop.confirm": (
        "Stop for good? You keep your tiles and play no more. Finishing now is worth +{n}.",
        "Arrêter pour de bon ? Vous gardez vos tuiles et ne jouez plus. Finir maintenant rapporte +{n}.",
    ),
    "gdm.stop.yes": ("Yes, stop", "Oui, arrêter"),
    "gdm.stop.no": ("Keep playing", "Continuer"),
    "gdm.place_here": ("Place it, {place}", "La poser, {place}"),
    "gdm.empty": ("Empty cell, {place}", "Case vide, {place}"),
    "gdm.square.from": ("{where} from the village square", "{where} de la place du village"),
    "gdm.square.on": ("on the village square", "sur la place du village"),
    "gdm.on_table": ("{face}, {place}", "{face}, {place}"),
    "gdm.laid_by": ("{what}, laid by {who}", "{what}, posée par {who}"),
    "gdm.latest": ("Last tile: {what}", "Dernière tuile : {what}"),
    "gdm.cover_here": ("Lay the hunter on the wolf, {place}", "Poser le chasseur sur le loup, {place}"),
    "gdm.badge": ("{who}: {n}", "{who} : {n}"),  # an enclosure's sheep and its player, on the final board
    "gdm.enclosures": ("Enclosures on the table ({n})", "Enclos sur la table ({n})"),
    "gdm.enclosure.safe": (
        "{colour}: {n} sheep, counts",
        "{colour} : {n} mouton, compte|{colour} : {n} moutons, compte",
    ),
    "gdm.enclosure.threatened": (
        "{colour}: {n} sheep, counts, but touches a forest where a wolf could come",
        "{colour} : {n} mouton, compte, mais touche une forêt où un loup peut venir|{colour} : {n} moutons, compte, mais touche une forêt où un loup peut venir",
    ),
    "gdm.enclosure.spoiled": (
        "{colour}: {n} sheep, worth nothing (a wolf's forest)",
        "{colour} : {n} mouton, ne vaut rien (forêt d'un loup)|{colour} : {n} moutons, ne vaut rien (forêt d'un loup)",
    ),
    "gdm.total": ("{n} point in all|{n} points in all", "{n} point en tout|{n} points en tout"),
    "gdm.end.shared": ("{names} share the win with {n} point|{names} share the win with {n} points",
                       "{names} gagnent ensemble avec {n} point|{names} gagnent ensemble avec {n} points"),
    "gdm.end.you_win": ("You win with {n} point!|You win with {n} points!", "Vous gagnez avec {n} point !|Vous gagnez avec {n} points !"),
    "gdm.end.wins": ("{who} wins with {n} point|{who} wins with {n} points", "{who} gagne avec {n} point|{who} gagne avec {n} points"),
    "gdm.end.wins@who": ("You win with {n} point|You win with {n} points", "Vous gagnez avec {n} point|Vous gagnez avec {n} points"),
    "gdm.end.colours": ("Colour", "Couleur"),
    "gdm.end.enclosure": ("Largest valid enclosure", "Plus grand enclos valable"),
    "gdm.end.sheep": ("{n}\u00a0sheep", "{n}\u00a0mouton|{n}\u00a0moutons"),
    "gdm.end.colour_sheep": ("{colour}: {sheep}", "{colour} : {sheep}"),
    "gdm.end.bonus": ("Finishing bonus", "Bonus de fin"),
    "gdm.end.outlined": (
        "Each player's counted enclosure is outlined on the table with their number.",
        "L'enclos compté de chaque joueur est entouré sur la table avec son numéro.",
    ),
    "gdm.said.play": ("{who} laid {face}, {place}.", "{who} a posé {face}, {place}."),
    "gdm.suggest.play": ("Lay {face}, {place}", "Poser {face}, {place}"),
    "gdm.suggest.reveal": ("Reveal {colour}, {place}", "Révéler {colour}, {place}"),
    "gdm.suggest.cover": ("Lay a hunter on the wolf, {place}", "Poser un chasseur sur le loup, {place}"),
    "gdm.suggest.stop": ("Stop now", "S'arrêter maintenant"),
    "gdm.suggest.done": ("Pass", "Passer"),
    "gdm.said.play@who": ("You laid {face}, {place}.", "Vous avez posé {face}, {place}."),
    "gdm.said.reveal": ("{who} revealed {colour}, {place}.", "{who} a révélé {colour}, {place}."),
    "gdm.said.reveal@who": ("You revealed {colour}, {place}.", "Vous avez révélé {colour}, {place}."),
    "gdm.said.cover": ("{who} laid a hunter on the wolf, {place}.", "{who} a posé un chasseur sur le loup, {place}."),
    "gdm.said.cover@who": (
        "You laid a hunter on the wolf, {place}.",
        "Vous avez posé un chasseur sur le loup, {place}.",
    ),
    "gdm.said.stop": ("{who} stopped.", "{who} s'est arrêté."),
    "gdm.log.title": ("What happened", "Ce qui s'est passé"),
    "gdm.log.turn": ("Turn {n}", "Tour {n}"),
    "gdm.log.empty": ("Nothing yet.", "Rien pour l'instant."),
    "gdm.log.finish": ("{who} played out every tile: +{n}.", "{who} a posé toutes ses tuiles : +{n}."),
    "gdm.log.finish@who": ("You played out every tile: +{n}.", "Vous avez posé toutes vos tuiles : +{n}."),
    "gdm.log.pass": ("{who} passed: no tile fitted.", "{who} a passé : aucune tuile n'allait."),
    "gdm.log.pass@who": ("You passed: no tile fitted.", "Vous avez passé : aucune tuile n'allait."),
    "gdm.said.stop@who": ("You stopped.", "Vous vous êtes arrêté."),
    "gdm.directions": ("north,east,south,west", "nord,est,sud,ouest"),
    "gdm.illegal.cell-taken": ("That cell already holds a tile.", "Cette case porte déjà une tuile."),
    "gdm.illegal.not-touching": ("That cell touches no tile.", "Cette case ne touche aucune tuile."),
    "gdm.illegal.first-tile": (
        "The first tile must touch the village square with a village triangle.",
        "La première tuile doit toucher la place du village par un triangle de village.",
    ),
    "gdm.illegal.edge-mismatch": (
        "Not there: on the {edge} edge, {mine} would meet {theirs}.",
        "Pas là : au bord {edge}, il y aurait {mine} contre {theirs}.",
    ),
    "gdm.illegal.figure-not-in-forest": (
        "A wolf or a hunter goes only against forest (or a hunter onto a wolf): on the {edge} edge, {mine} would meet {theirs}.",
        "Un loup ou un chasseur ne va que contre la forêt (ou un chasseur sur un loup) : au bord {edge}, il y aurait {mine} contre {theirs}.",
    ),
    "gdm.illegal.wolf-guarded": (
        "A hunter guards the forest a wolf there would join.",
        "Un chasseur garde la forêt qu'un loup à cet endroit rejoindrait.",
    ),
    "gdm.illegal.not-in-hand": ("That tile is not in your hand.", "Cette tuile n'est pas dans votre main."),
    "gdm.illegal.not-a-reaction": (
        "Out of turn you may play only your “?” tile, wolves and hunters.",
        "Hors de votre tour, vous ne pouvez jouer que votre tuile « ? », des loups et des chasseurs.",
    ),
    "gdm.illegal.reveal-in-window": (
        "A colour is revealed before a turn, when you are asked.",
        "Une couleur se révèle avant un tour, quand on vous le propose.",
    ),
    "gdm.illegal.not-your-colour": ("That is not a colour of yours to reveal.", "Ce n'est pas une de vos couleurs à révéler."),
    "gdm.illegal.not-a-hunter": ("Only a hunter covers a wolf.", "Seul un chasseur couvre un loup."),
    "gdm.illegal.no-wolf-there": ("There is no uncovered wolf there.", "Il n'y a pas de loup découvert à cet endroit."),
    "gdm.illegal.must-play": (
        "A tile of yours fits: you may pass only when none does (or stop).",
        "Une de vos tuiles va quelque part : on ne passe que si aucune ne va (ou on arrête).",
    ),
    "gdm.illegal.stop-in-turn": ("You may stop only in your own turn.", "On ne peut arrêter que pendant son tour."),
    "gdm.illegal.not-a-cell": ("{text} is not a cell.", "{text} n'est pas une case."),
    "gdm.illegal.malformed": ("{text} is not a move of this game.", "{text} n'est pas un coup de ce jeu."),
    "gdm.illegal.unplayable-face": ("That face is never played.", "Cette face ne se joue jamais."),
}
