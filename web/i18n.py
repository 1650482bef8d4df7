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
    "illegal.not-a-hole-name": ("{text} is not a hole.", "{text} n'est pas un trou."),
}


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
