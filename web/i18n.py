"""The product's words, in English and French. ``t("key", name=value)`` in the current language."""

from __future__ import annotations

LANGUAGES = ("en", "fr")

STRINGS: dict[str, tuple[str, str]] = {
    # the app
    "app.tagline": (
        "Five tabletop games to play right here, against the computer or with a friend.",
        "Cinq jeux de plateau à jouer ici même, contre l'ordinateur ou entre amis.",
    ),
    "app.language": ("Language", "Langue"),
    "app.loading": ("Loading…", "Chargement…"),
    "app.menu": ("Menu", "Menu"),
    "app.back": ("Back to the menu", "Retour au menu"),
    "app.play": ("Play", "Jouer"),
    "app.coming": ("Coming soon", "Bientôt"),
    "app.players": ("{min}–{max} players", "{min} à {max} joueurs"),
    "app.players.fixed": ("{n} players", "{n} joueurs"),
    "app.unknown_page": ("That page does not exist; here is the menu.", "Cette page n'existe pas ; voici le menu."),
    "app.coming_notice": ("{game} is coming soon.", "{game} arrive bientôt."),
    "app.bad_settings": (
        "Some settings were not understood and were set to their defaults: {details}",
        "Certains réglages n'ont pas été compris et ont repris leur valeur par défaut : {details}",
    ),
    "app.bad_record": ("This game could not be loaded: {reason}", "Cette partie n'a pas pu être chargée : {reason}"),
    "app.dismiss": ("Dismiss", "Fermer"),
    "app.rules": ("Rules", "Règles"),
    "app.update": ("A new version of Ludothèque is ready.", "Une nouvelle version de Ludothèque est prête."),
    "app.reload": ("Reload", "Recharger"),
    "app.bad_save": (
        "Your saved game of {game} could not be restored ({reason}); it was kept aside.",
        "Votre partie de {game} n'a pas pu être reprise ({reason}) ; elle a été mise de côté.",
    ),
    "app.bad_link": ("This link's game could not be opened: {reason}", "La partie de ce lien n'a pas pu être ouverte : {reason}"),
    "app.resume": ("Resume (move {n})", "Reprendre (coup {n})"),
    "app.import": ("Open a saved game file", "Ouvrir un fichier de partie"),
    "app.export": ("Save the game to a file", "Enregistrer la partie dans un fichier"),
    "app.share": ("Share this position", "Partager cette position"),
    "app.share.label": ("Link to this game at this move:", "Lien vers cette partie à ce coup :"),
    "app.copy": ("Copy", "Copier"),
    "setup.resume.title": ("A game is in progress", "Une partie est en cours"),
    "setup.resume.text": ("Your last game stopped after move {n}.", "Votre dernière partie s'est arrêtée après le coup {n}."),
    "setup.resume.go": ("Resume it", "La reprendre"),
    "setup.resume.new": ("Start a new one", "En commencer une nouvelle"),
    "setup.embed": ("Put this game on your site", "Mettre ce jeu sur votre site"),
    "setup.embed.text": (
        "Copy this code into a page or a blog post: the game plays inside it.",
        "Copiez ce code dans une page ou un billet de blog : le jeu s'y joue directement.",
    ),
    "setup.undo": ("Allow taking back moves (undo)", "Autoriser à reprendre un coup (annuler)"),
    "hint.title": ("How to play on this screen", "Comment jouer sur cet écran"),
    "hint.ok": ("Got it", "Compris"),
    "kulami.howto": (
        "Tap a highlighted hole to place your marble (or move there with the arrow keys and press Enter). "
        "The band shows the row and column you must play in; hatched plates are forbidden. "
        "Tap any other hole to see why it is not allowed.",
        "Touchez un trou en surbrillance pour y poser votre bille (ou allez-y avec les flèches et appuyez sur Entrée). "
        "La bande montre la ligne et la colonne où jouer ; les plaques hachurées sont interdites. "
        "Touchez un autre trou pour savoir pourquoi il est refusé.",
    ),
    "replay.title": ("Step through the game", "Revoir la partie coup par coup"),
    "replay.first": ("Back to the start", "Revenir au début"),
    "replay.back": ("One move back", "Un coup en arrière"),
    "replay.forward": ("One move forward", "Un coup en avant"),
    "replay.last": ("Back to the current move", "Revenir au coup actuel"),
    "replay.position": ("Move {n} of {total}", "Coup {n} sur {total}"),
    "replay.after_end": (
        "In this game you may step back through the moves once it is over.",
        "Dans ce jeu, on peut revoir les coups une fois la partie finie.",
    ),
    "game.kulami.blurb": (
        "Marbles on wooden plates: hold the majority on the plates with the most holes.",
        "Des billes sur des plaques de bois : soyez majoritaire sur les plaques aux plus nombreux trous.",
    ),
    "game.clustered.blurb": (
        "Lay cards that look alike to build rectangles and lines.",
        "Posez des cartes qui se ressemblent pour former rectangles et lignes.",
    ),
    "game.kluitz.blurb": (
        "Shepherd against sheep: fence the flock in, from memory.",
        "Berger contre moutons : enclosez le troupeau, de mémoire.",
    ),
    "game.troupeaux.blurb": (
        "Drive your herds up the path and into your pen.",
        "Menez vos troupeaux le long du chemin jusqu'à votre enclos.",
    ),
    "game.guerre-des-moutons.blurb": (
        "Secret colours, wolves and hunters: build the largest meadow.",
        "Couleurs secrètes, loups et chasseurs : bâtissez le plus grand pré.",
    ),
    # seats and levels
    "seat.you": ("You", "Vous"),
    "seat.computer": ("Computer ({level})", "Ordinateur ({level})"),
    "seat.player": ("Player {n}", "Joueur {n}"),
    "level.easy": ("easy", "facile"),
    "level.medium": ("medium", "moyen"),
    "level.hard": ("hard", "difficile"),
    "level.random": ("random", "au hasard"),
    # the table
    "play.undo": ("Undo", "Annuler le coup"),
    "play.new": ("New game", "Nouvelle partie"),
    "play.setup": ("Change settings", "Changer les réglages"),
    "play.thinking": ("{who} is thinking…", "{who} réfléchit…"),
    "play.your_turn": ("Your turn: {colour}", "À vous de jouer : {colour}"),
    "play.to_play": ("{who} to play: {colour}", "{who} joue : {colour}"),
    "play.wait": ("Please wait: the computer is thinking.", "Un instant : l'ordinateur réfléchit."),
    "play.over": ("The game is over.", "La partie est finie."),
    "play.played": ("{colour} played {move}.", "{colour} a joué {move}."),
    "end.title": ("Game over", "Partie terminée"),
    "end.wins": ("{who} wins, {a} to {b}", "{who} gagne, {a} à {b}"),
    "end.you_win": ("You win, {a} to {b}!", "Vous gagnez, {a} à {b} !"),
    "end.draw": ("A draw, {a} all", "Égalité, {a} partout"),
    "end.total": ("Total", "Total"),
    "illegal.game-over": ("The game is over.", "La partie est finie."),
    "illegal.illegal": ("That move is not allowed now.", "Ce coup n'est pas permis maintenant."),
    # Kulami
    "kulami.red": ("Red", "Rouge"),
    "kulami.black": ("Black", "Noir"),
    "kulami.red.adj": ("red", "rouge"),
    "kulami.black.adj": ("black", "noire"),
    "kulami.setup.title": ("A new game of Kulami", "Une nouvelle partie de Kulami"),
    "kulami.setup.opponent": ("Opponent", "Adversaire"),
    "kulami.setup.friend": ("A friend on this device", "Un ami sur cet appareil"),
    "kulami.setup.computer": ("Computer, {level}", "Ordinateur, {level}"),
    "kulami.setup.colour": ("Your colour", "Votre couleur"),
    "kulami.setup.colour.note": ("With a friend, the first seat plays red.", "Entre amis, la première place joue rouge."),
    "kulami.setup.first": ("Who starts", "Qui commence"),
    "kulami.setup.first.random": ("A random draw", "Tirage au sort"),
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
    "kulami.left": ("{n} marbles left", "{n} billes restantes"),
    "kulami.points": ("{n} points on plates", "{n} points de plaques"),
    "kulami.hint.first": ("The first marble goes on any hole.", "La première bille se pose sur n'importe quel trou."),
    "kulami.hint.line": (
        "Play in the row or column of {last}, but not on its plate nor the plate before.",
        "Jouez sur la ligne ou la colonne de {last}, mais ni sur sa plaque ni sur la précédente.",
    ),
    "kulami.place": ("Place a marble on {hole}", "Poser une bille en {hole}"),
    "kulami.marble": ("{colour} marble on {hole}", "Bille {colour} en {hole}"),
    "kulami.marble.last": ("{colour} marble on {hole}, the last one played", "Bille {colour} en {hole}, la dernière jouée"),
    "kulami.hole": ("Hole {hole}, not playable now", "Trou {hole}, injouable maintenant"),
    "kulami.forbidden": ("forbidden plate", "plaque interdite"),
    "kulami.end.plates": ("Plates", "Plaques"),
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
    "illegal.occupied": ("{hole} already holds a marble.", "{hole} porte déjà une bille."),
    "illegal.no-hole": ("There is no hole at {hole}.", "Il n'y a pas de trou en {hole}."),
    # Clustered
    "clustered.howto": (
        "Pick a card in your hand: the cells where it may go light up; tap one to lay it. "
        "Drag the table to move it, pinch or use the wheel or the + and − buttons to zoom. "
        "Tap a lit cell's neighbour to learn why a cell refuses your card. "
        "With the keyboard: Tab to your hand, Enter picks a card, Tab to the table, arrows move, Enter lays it.",
        "Choisissez une carte de votre main : les cases où elle peut aller s'allument ; touchez-en une pour la poser. "
        "Faites glisser la table pour la déplacer, pincez, utilisez la molette ou les boutons + et − pour zoomer. "
        "Touchez une case éteinte pour savoir pourquoi elle refuse votre carte. "
        "Au clavier : Tab jusqu'à votre main, Entrée choisit une carte, Tab jusqu'à la table, flèches, Entrée pour poser.",
    ),
    "clustered.setup.title": ("Clustered: set up the game", "Clustered : préparer la partie"),
    "clustered.setup.seats": ("Who plays", "Qui joue"),
    "clustered.setup.seats.note": (
        "Up to eight seats, each a person or the computer; every colour has its own mark. "
        "People share this device: a hand-over screen hides each hand from the others.",
        "Jusqu'à huit places, chacune une personne ou l'ordinateur ; chaque couleur a sa marque. "
        "Les personnes se passent l'appareil : un écran de passage cache chaque main aux autres.",
    ),
    "clustered.setup.seat": ("Seat {n}: {colour} ({mark})", "Place {n} : {colour} ({mark})"),
    "clustered.setup.kind.off": ("Nobody", "Personne"),
    "clustered.setup.kind.human": ("A person", "Une personne"),
    "clustered.setup.kind.ai-easy": ("Computer, easy", "Ordinateur, facile"),
    "clustered.setup.kind.ai-medium": ("Computer, medium", "Ordinateur, moyen"),
    "clustered.setup.kind.ai-hard": ("Computer, hard", "Ordinateur, difficile"),
    "clustered.setup.joker": ("3rd joker", "3e joker"),
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
    "clustered.option.size": ("Size bonus", "Bonus de grandeur"),
    "clustered.option.size.note": (
        "+2 for the largest rectangle and +2 for the longest line at the end (not on a tie).",
        "+2 au plus grand rectangle et +2 à la plus longue ligne à la fin (pas en cas d'égalité).",
    ),
    "clustered.setup.first": ("Who starts", "Qui commence"),
    "clustered.setup.first.random": ("Chance decides", "Le hasard décide"),
    "clustered.setup.first.seat": ("Seat {n} ({colour})", "Place {n} ({colour})"),
    "clustered.setup.start": ("Start the game", "Commencer la partie"),
    "clustered.table": ("The table (drag to move, wheel or pinch to zoom)", "La table (glisser pour déplacer, molette ou pincement pour zoomer)"),
    "clustered.zoom": ("Zoom", "Zoom"),
    "clustered.zoom.in": ("Zoom in", "Agrandir"),
    "clustered.zoom.out": ("Zoom out", "Réduire"),
    "clustered.zoom.reset": ("Show the whole table", "Voir toute la table"),
    "clustered.cards_left": ("{hand} in hand, {deck} in the deck", "{hand} en main, {deck} dans la pioche"),
    "clustered.points": ("{n} points", "{n} points"),
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
    "clustered.hint.trim": ("Quick play: discard {n} card(s), secretly.", "Partie rapide : défaussez {n} carte(s), en secret."),
    "clustered.pick_first": ("First pick a card in your hand.", "Choisissez d'abord une carte de votre main."),
    "clustered.pick": ("Pick {card} ({n} cells)", "Choisir : {card} ({n} cases)"),
    "clustered.picked": ("{card}: {n} cells light up.", "{card} : {n} cases s'allument."),
    "clustered.discard": ("Discard {card}", "Défausser : {card}"),
    "clustered.fits_nowhere": ("{card} (fits nowhere now)", "{card} (ne se place nulle part)"),
    "clustered.lay": ("Lay {card} on {cell}", "Poser {card} en {cell}"),
    "clustered.empty": ("Empty cell {cell}", "Case vide {cell}"),
    "clustered.on_table": ("{card} on {cell}", "{card} en {cell}"),
    "clustered.latest": ("{what} (last card laid)", "{what} (dernière carte posée)"),
    "clustered.said.lay": ("{colour} laid {card} on {cell}.", "{colour} a posé {card} en {cell}."),
    "clustered.said.discard": ("{colour} could not play and discarded {card}.", "{colour} ne pouvait pas jouer et a défaussé {card}."),
    "clustered.said.discard_secret": ("{colour} discarded a card.", "{colour} a défaussé une carte."),
    "clustered.and": (" and ", " et "),
    "clustered.end.rectangle": ("Largest rectangle", "Plus grand rectangle"),
    "clustered.end.lines": ("Lines of 3 or more", "Lignes de 3 ou plus"),
    "clustered.end.speed_rectangle": ("First 2×3 rectangle", "Premier rectangle 2×3"),
    "clustered.end.speed_line": ("First line of 5", "Première ligne de 5"),
    "clustered.end.size_rectangle": ("Largest rectangle of all", "Plus grand rectangle de tous"),
    "clustered.end.size_line": ("Longest line of all", "Plus longue ligne de toutes"),
    "clustered.end.solo": ("You scored {n}.", "Vous marquez {n} points."),
    "clustered.end.new_best": ("A new best score: {n}!", "Nouveau record : {n} !"),
    "clustered.end.best": ("Your best with these options: {n}.", "Votre record avec ces options : {n}."),
    "clustered.end.you_win": ("You win with {n} points!", "Vous gagnez avec {n} points !"),
    "clustered.end.wins": ("{who} wins with {n} points.", "{who} gagne avec {n} points."),
    "clustered.end.shared": ("Shared win: {who}, {n} points each.", "Victoire partagée : {who}, {n} points chacun."),
    "illegal.clash": (
        "{card} cannot lie next to {neighbour} ({at}): they differ in {differ}. A card must share two of shape, fill and count with every neighbour.",
        "{card} ne peut pas toucher {neighbour} ({at}) : elles diffèrent par {differ}. Une carte doit partager deux caractères sur trois (forme, remplissage, nombre) avec chaque voisine.",
    ),
    "illegal.not-in-hand": ("{card} is not in your hand.", "{card} n'est pas dans votre main."),
    "illegal.must-play": (
        "You may only discard when none of your cards fits anywhere.",
        "Vous ne pouvez défausser que si aucune de vos cartes ne se place.",
    ),
    "illegal.must-discard": ("Quick play: discard first.", "Partie rapide : défaussez d'abord."),
    "illegal.taken": ("{cell} already holds a card.", "{cell} porte déjà une carte."),
    "illegal.alone": ("{cell} touches no card.", "{cell} ne touche aucune carte."),
    "illegal.not-a-card": ("{text} is not a card.", "{text} n'est pas une carte."),
    "illegal.not-a-cell": ("{text} is not a cell.", "{text} n'est pas une case."),
    "illegal.not-a-move": ("{text} is not a move.", "{text} n'est pas un coup."),
    "illegal.hand-over": ("Hand the device over first.", "Passez d'abord l'appareil."),
    "app.share.reveals": (
        "This link holds the shuffle of every deck: whoever opens it can learn every hand. Share it after the game, or with a friend you trust.",
        "Ce lien contient le mélange de toutes les pioches : qui l'ouvre peut connaître toutes les mains. Partagez-le après la partie, ou avec quelqu'un de confiance.",
    ),
    "illegal.not-a-hole-name": ("{text} is not a hole.", "{text} n'est pas un trou."),
}

from .i18n_kluitz import KLUITZ_STRINGS  # noqa: E402  (each game's words live beside it)
from .i18n_troupeaux import TROUPEAUX_STRINGS  # noqa: E402
from .i18n_guerre_des_moutons import GDM_STRINGS  # noqa: E402

STRINGS.update(KLUITZ_STRINGS)
STRINGS.update(TROUPEAUX_STRINGS)
STRINGS.update(GDM_STRINGS)


class Translator:
    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, **params: object) -> str:
        pair = STRINGS.get(key)
        if pair is None:
            return key
        text = pair[LANGUAGES.index(self.language)]
        try:
            return text.format(**params)
        except (KeyError, IndexError):
            return text


def pick_language(saved: str | None, browser: str | None) -> str:
    """The saved choice, else the browser's language when we speak it, else English."""
    if saved in LANGUAGES:
        return saved
    primary = (browser or "").split("-")[0].lower()
    return primary if primary in LANGUAGES else "en"
