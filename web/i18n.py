"""The product's words, in English and French. ``t("key", name=value)`` in the current language."""

from __future__ import annotations

import functools

LANGUAGES = ("en", "fr")

# A message with a count ``{n}`` may give its plural forms as "one|other" ("{n} card|{n} cards").
STRINGS: dict[str, tuple[str, str]] = {
    # the app
    "app.pick": ("Choose a game", "Choisissez un jeu"),  # the menu's heading (the top bar names the site)
    "app.tagline": (
        "Five tabletop games to play right here, against the computer or with a friend.",
        "Cinq jeux de plateau à jouer ici même, contre l'ordinateur ou entre amis.",
    ),
    "app.language": ("Language", "Langue"),
    "app.loading": ("Loading…", "Chargement…"),
    "app.menu": ("Menu", "Menu"),
    "app.back": ("Back to the menu", "Retour au menu"),
    "app.play": ("Play", "Jouer"),
    "app.play.named": ("Play {game}", "Jouer à {game}"),  # the menu's link, heard among the others
    "app.coming": ("Coming soon", "Bientôt"),
    "app.players": ("{min}–{max} players", "{min} à {max} joueurs"),
    "app.players.or": ("{min} or {max} players", "{min} ou {max} joueurs"),
    "app.players.fixed": ("{n} player|{n} players", "{n} joueur|{n} joueurs"),
    "app.unknown_page": ("That page does not exist; here is the menu.", "Cette page n'existe pas ; voici le menu."),
    "app.coming_notice": ("{game} is coming soon.", "{game} arrive bientôt."),
    "app.bad_settings": (
        "Some settings were not understood and were set to their defaults: {details}",
        "Certains réglages n'ont pas été compris et ont repris leur valeur par défaut : {details}",
    ),
    "app.bad_record": ("This game could not be loaded: {reason}", "Cette partie n'a pas pu être chargée : {reason}"),
    # Why a record, link or save cannot be replayed (game.core's InvalidRecord ``kind``; record_problem).
    "record.shape": ("this is not a Ludothèque game record", "ce n'est pas un enregistrement de partie de Ludothèque"),
    "record.game": ("it is of a game Ludothèque does not have", "elle est d'un jeu que Ludothèque n'a pas"),
    "record.newer": ("it was saved by a newer version of {game}", "elle a été enregistrée par une version plus récente de {game}"),
    "record.older": ("it was saved by an older version of {game}, whose rules have changed since",
                     "elle a été enregistrée par une ancienne version de {game}, dont les règles ont changé depuis"),
    "record.players": ("{game} is not played by {n}", "{game} ne se joue pas à {n}"),
    "record.setup": ("its settings are not valid for {game}", "ses réglages ne conviennent pas à {game}"),
    "record.move": ("move {n} ({move}) is not allowed by the rules", "le coup {n} ({move}) n'est pas permis par les règles"),
    "record.not-a-move": ("move {n} ({move}) is not a move of this game", "le coup {n} ({move}) n'est pas un coup de ce jeu"),
    "app.dismiss": ("Dismiss", "Fermer"),
    "app.rules": ("Rules", "Règles"),
    "app.update": ("A new version of Ludothèque is ready.", "Une nouvelle version de Ludothèque est prête."),
    "app.reload": ("Reload", "Recharger"),
    "app.bad_save": (
        "Your saved game of {game} could not be restored ({reason}); it was kept aside.",
        "Votre partie de {game} n'a pas pu être reprise ({reason}) ; elle a été mise de côté.",
    ),
    "app.bad_link": ("This link's game could not be opened: {reason}", "La partie de ce lien n'a pas pu être ouverte : {reason}"),
    "app.resume": ("Resume (move\u00a0{n})", "Reprendre (coup\u00a0{n})"),  # the number never alone on a line
    "app.resume.turn": ("Resume (turn\u00a0{n})", "Reprendre (tour\u00a0{n})"),
    # Keeping the game on the table (web/notices.py, web/table.py)
    "keep.full": (
        "This game cannot be kept in this browser: its storage is full. Save it to a file to keep it.",
        "Cette partie ne peut pas être gardée dans ce navigateur : son espace de stockage est plein. "
        "Enregistrez-la dans un fichier pour la garder.",
    ),
    "keep.refused": (
        "This browser keeps nothing for this page (a private window, or a game shown inside another site). "
        "Save the game to a file to keep it.",
        "Ce navigateur ne garde rien pour cette page (une fenêtre privée, ou une partie montrée dans un autre "
        "site). Enregistrez la partie dans un fichier pour la garder.",
    ),
    "keep.refused.embed": ("This game is not kept here.", "Cette partie n'est pas gardée ici."),
    "keep.save_file.short": ("Save it", "L'enregistrer"),  # beside the line above: to a file
    "keep.save_file": ("Save to a file", "Enregistrer dans un fichier"),
    "keep.moved-on": ("This game was played on in another tab.", "Cette partie a continué dans un autre onglet."),
    "keep.follow": ("Follow it", "La suivre"),
    "keep.copy": ("Go on as a copy", "Continuer une copie"),
    "app.bad_saves.of": (
        "A saved game of {game} could not be read back ({reason}): it was set aside, under Your games.",
        "Une partie gardée de {game} n'a pas pu être relue ({reason}) : elle a été mise de côté, dans Vos parties.",
    ),
    "app.bad_saves.many": (
        "{n} saved game could not be read back: it was set aside, under Your games.|"
        "{n} saved games could not be read back: they were set aside, under Your games.",
        "{n} partie gardée n'a pas pu être relue : elle a été mise de côté, dans Vos parties.|"
        "{n} parties gardées n'ont pas pu être relues : elles ont été mises de côté, dans Vos parties.",
    ),
    "app.bad_saves": (
        "A saved game could not be read back ({reason}): it was set aside, under Your games.",
        "Une partie gardée n'a pas pu être relue ({reason}) : elle a été mise de côté, dans Vos parties.",
    ),
    "app.your_games": ("Your games", "Vos parties"),
    # Your games (web/your_games.py)
    "games.title": ("Your games", "Vos parties"),
    "games.in_progress": ("In progress", "En cours"),
    "games.finished": ("Finished", "Terminées"),
    "games.none_in_progress": ("No game in progress.", "Aucune partie en cours."),
    "games.none_finished": ("No finished game yet.", "Aucune partie terminée pour l'instant."),
    "games.none_yet": ("The games you play are kept here, on this device: pick one on the menu to start.",
                       "Les parties que vous jouez sont gardées ici, sur cet appareil : choisissez-en une dans le menu."),
    "games.move": ("Move {n}", "Coup {n}"),
    "games.move.turn": ("Turn {n}", "Tour {n}"),
    "games.played": ("last played {when}", "jouée le {when}"),
    "games.resume": ("Resume", "Reprendre"),
    "games.replay": ("Replay", "Revoir"),
    "games.delete": ("Delete", "Supprimer"),
    "games.deleted": ("Game of {game} deleted.", "Partie de {game} supprimée."),
    "games.broken": ("Could not be read back", "Illisibles"),
    "games.broken.note": ("These kept games no longer replay: the copy was damaged. Save one to a file to keep it, or delete it.",
                          "Ces parties gardées ne se rejouent plus : leur copie est abîmée. Enregistrez-en une dans un fichier pour la garder, ou supprimez-la."),
    "games.broken.unknown": ("Unknown game", "Jeu inconnu"),
    "games.broken.when": ("set aside {when}", "mise de côté le {when}"),
    "games.broken.save": ("Save to a file", "Enregistrer dans un fichier"),
    "games.broken.delete_one": ("Delete the unreadable game ({game}, {when})", "Supprimer la partie illisible ({game}, {when})"),
    "games.broken.save_one": ("Save the unreadable game ({game}, {when}) to a file",
                              "Enregistrer la partie illisible ({game}, {when}) dans un fichier"),
    "games.older": ("{n} older finished game is kept on this device.|{n} older finished games are kept on this device.",
                    "{n} partie terminée plus ancienne est gardée sur cet appareil.|{n} parties terminées plus anciennes sont gardées sur cet appareil."),
    "games.show_older": ("Show all", "Tout afficher"),
    "games.undo": ("Undo", "Annuler"),
    "games.undo_failed": ("This browser has no room to put the game back now.",
                          "Ce navigateur n'a pas la place de remettre la partie pour l'instant."),
    "games.delete_one": ("Delete the game of {game} played {when}", "Supprimer la partie de {game} jouée le {when}"),
    "games.replay_one": ("Replay the game of {game} played {when}", "Revoir la partie de {game} jouée le {when}"),
    "games.resume_one": ("Resume the game of {game} played {when}", "Reprendre la partie de {game} jouée le {when}"),
    "games.won": ("Won by {who}, {scores}", "Gagnée par {who}, {scores}"),
    "games.won_you": ("You won, {scores}", "Vous avez gagné, {scores}"),
    "games.draw": ("A draw, {scores}", "Partie nulle, {scores}"),
    "games.score": ("Score: {scores}", "Score : {scores}"),
    "app.import": ("Open a saved game file", "Ouvrir un fichier de partie"),
    "app.export": ("Save the game to a file", "Enregistrer la partie dans un fichier"),
    "app.share": ("Share this position", "Partager cette position"),
    "app.share.label": ("Link to this game at this move:", "Lien vers cette partie à ce coup :"),
    "app.copy": ("Copy", "Copier"),
    "setup.resume.title": ("A game is in progress", "Une partie est en cours"),
    "setup.resume.text": ("Your last game stopped after move {n}.", "Votre dernière partie s'est arrêtée après le coup {n}."),
    "setup.resume.text.turn": ("Your last game stopped in turn {n}.", "Votre dernière partie s'est arrêtée au tour {n}."),
    "setup.resume.go": ("Resume it", "La reprendre"),
    "setup.resume.new": ("Start a new one", "En commencer une nouvelle"),
    # The agent lab (web/lab.py, docs/lab.md)
    "lab.title": ("Agent lab", "Labo des joueurs"),
    "lab.intro": (
        "Write your own computer player in Python, pit it against ours and watch its games. It runs in your browser, offline too.",
        "Écrivez votre propre joueur en Python, opposez-le aux nôtres et regardez ses parties. Il tourne dans votre navigateur, même hors ligne.",
    ),
    "lab.pick_game": ("Game", "Jeu"),
    "lab.open": ("Open the lab", "Ouvrir le labo"),
    "lab.your_agent": ("Your agent for {game}", "Votre joueur pour {game}"),
    "lab.opponent": ("Against", "Contre"),
    "lab.level.random": ("random", "au hasard"),
    "lab.level.easy": ("easy", "facile"),
    "lab.level.medium": ("medium", "moyen"),
    "lab.level.hard": ("hard", "difficile"),
    "lab.games": ("Games", "Parties"),
    "lab.run": ("Run", "Lancer"),
    "lab.stop": ("Stop", "Arrêter"),
    "lab.share": ("Share", "Partager"),
    "lab.reset": ("Starter code", "Code de départ"),
    "lab.replaced": ("The starter code replaced yours.", "Le code de départ a remplacé le vôtre."),
    "lab.restore": ("Put mine back", "Remettre le mien"),
    "lab.copy": ("Copy", "Copier"),
    "lab.share_link": ("A link to this code (it runs only when Run is pressed)",
                       "Un lien vers ce code (il ne tourne que si l'on appuie sur Lancer)"),
    "lab.limit": ("Seats are turned each game. A move may take {s} s; an error, an illegal or a late move loses the game.",
                  "Les places tournent à chaque partie. Un coup peut prendre {s} s ; une erreur, un coup illégal ou en retard perd la partie."),
    "lab.results": ("Results", "Résultats"),
    "lab.progress": ("Games played", "Parties jouées"),
    "lab.running": ("Playing against {opponent}: {done} of {total} games…", "Parties contre {opponent} : {done} sur {total}…"),
    "lab.stopped_after": ("Stopped after {n} game of {total}.|Stopped after {n} games of {total}.",
                          "Arrêté après {n} partie sur {total}.|Arrêté après {n} parties sur {total}."),
    "lab.opponent.random": ("the random player", "le joueur au hasard"),
    "lab.opponent.easy": ("the easy computer", "l'ordinateur facile"),
    "lab.opponent.medium": ("the medium computer", "l'ordinateur moyen"),
    "lab.opponent.hard": ("the hard computer", "l'ordinateur difficile"),
    "lab.won": ("{n} won|{n} won", "{n} gagnée|{n} gagnées"),
    "lab.lost": ("{n} lost|{n} lost", "{n} perdue|{n} perdues"),
    "lab.drawn": ("{n} drawn|{n} drawn", "{n} nulle|{n} nulles"),
    "lab.record": ("Your agent: {won}, {lost}, {drawn}; score rate {rate} (95% interval {low}–{high}); mean score {mine} against {theirs}.",
                   "Votre joueur : {won}, {lost}, {drawn} ; taux {rate} (intervalle à 95 % {low}–{high}) ; score moyen {mine} contre {theirs}."),
    "lab.failed": ("The match could not run: {reason}", "Le match n'a pas pu se jouer : {reason}"),
    "lab.game_n": ("Game {n}:", "Partie {n} :"),
    "lab.outcome.win": ("won", "gagnée"),
    "lab.outcome.loss": ("lost", "perdue"),
    "lab.outcome.draw": ("drawn", "nulle"),
    "lab.scores": ("{mine} to {theirs} (seat {seat})", "{mine} à {theirs} (place {seat})"),
    "lab.engine_error": ("(the game failed: {reason})", "(la partie a échoué : {reason})"),
    "lab.watch": ("Watch", "Regarder"),
    "lab.watch_game": ("Watch game {n}", "Regarder la partie {n}"),
    "lab.lost_same": ("Lost for the same reason as game {n}.", "Perdue pour la même raison que la partie {n}."),
    "lab.lost_because": ("Lost because: {reason}", "Perdue parce que : {reason}"),
    "lab.why.raised": ("your code raised {error}", "votre code a levé l'exception {error}"),
    "lab.why.illegal": (
        "{move} is not a legal move: the only one was {some}|{move} is not a legal move, not one of the {n} ({some})",
        "{move} n'est pas un coup permis : le seul était {some}|{move} n'est pas un coup permis, aucun des {n} ({some})",
    ),
    "lab.why.none": ("choose returned None, not a move: does every path through it end with a return?",
                     "choose a rendu None, pas un coup : chaque chemin de la fonction finit-il par un return ?"),
    "lab.why.slow": ("too slow: {seconds} s for a move, the limit is {limit} s",
                     "trop lent : {seconds} s pour un coup, la limite est de {limit} s"),
    "lab.broken": ("Your code does not run, so no game was played: {reason}",
                   "Votre code ne tourne pas, aucune partie n'a donc été jouée : {reason}"),
    "lab.traceback": ("Traceback", "Trace de l'erreur"),
    "lab.output": ("What your code printed", "Ce que votre code a affiché"),
    "lab.stopped": ("stopped: the move was still running after {s} s (an endless loop?)",
                    "arrêté : le coup tournait encore après {s} s (une boucle sans fin ?)"),
    "lab.stopped_loading": ("its top level (the code outside choose) was still running after {s} s (an endless loop?)",
                            "son niveau principal (le code hors de choose) tournait encore après {s} s (une boucle sans fin ?)"),
    "lab.bad_link": ("This link's code could not be read: {reason}", "Le code de ce lien n'a pas pu être lu : {reason}"),
    "lab.guide": ("How your agent plays", "Comment votre joueur joue"),
    "lab.guide.choose": (
        "Your agent is one function, choose(view, legal, rng): it gets what its seat sees (view), the legal moves as text (legal) and a seeded random generator (rng), and returns one of the legal moves.",
        "Votre joueur est une fonction, choose(view, legal, rng) : elle reçoit ce que voit sa place (view), les coups permis en texte (legal) et un générateur aléatoire (rng), et rend l'un des coups permis.",
    ),
    "lab.guide.view": ("What the view of {game} holds", "Ce que contient la vue de {game}"),
    "lab.guide.view_text": ("A dict of exactly what your seat may see (the keys of the game's typed view):",
                            "Un dict de tout ce que votre place peut voir, et rien de plus (les clés de la vue du jeu) :"),
    "lab.guide.moves": ("How moves are written", "Comment s'écrivent les coups"),
    "lab.guide.moves_text": ("As text, the way the game's records write them; at the start of a game, for example: {examples}.",
                             "En texte, comme les enregistrements du jeu les écrivent ; au début d'une partie, par exemple : {examples}."),
    "lab.guide.example": ("A worked example", "Un exemple commenté"),
    "lab.guide.example_text": (
        "The starter code in the editor beats the random player: it tries each legal move on a game dealt to fit its view (the engine's determinize), keeps the one that leaves it furthest ahead, and breaks ties its own way. It looks one move ahead only: the computer wins against it from medium up (and, in some games, already at easy). Beating those is your goal. Starter code brings it back.",
        "Le code de départ dans l'éditeur bat le joueur au hasard : il essaie chaque coup permis sur une partie tirée pour coller à sa vue (determinize du moteur), garde celui qui le met le plus en avance et départage à sa façon. Il ne regarde qu'un coup en avant : l'ordinateur le bat à partir du niveau moyen (et, dans certains jeux, dès le niveau facile). Les battre, voilà votre but. « Code de départ » le remet.",
    ),
    "lab.try": ("Try the code here (Shift+Enter)", "Essayer le code ici (Maj+Entrée)"),
    "lab.try_stop": ("Stop the code", "Arrêter le code"),
    "lab.try_ask": ("Stop the code that runs here?", "Arrêter le code qui tourne ici ?"),
    "lab.try_stopped": ("Stopped before the code's end.", "Arrêté avant la fin du code."),
    "lab.try_hint": ("▶ (or Shift+Enter) runs the code here, to try it and see what it prints; Run plays the match. "
                     "In the editor Tab indents: Esc, then Tab, moves on.",
                     "▶ (ou Maj+Entrée) exécute le code ici, pour l'essayer et voir ce qu'il affiche ; Lancer joue le match. "
                     "Dans l'éditeur, Tab indente : Échap, puis Tab, passe à la suite."),
    "lab.guide.try": ("Try it on one position", "L'essayer sur une position"),
    "lab.guide.try_text": ("Add these lines under your code and press ▶: they deal a game and print the move your agent picks.",
                           "Ajoutez ces lignes sous votre code et appuyez sur ▶ : elles donnent une partie et affichent le coup choisi."),
    "lab.guide.home": ("On your own machine", "Sur votre machine"),
    "lab.guide.home_text": ("Save your code as agent.py, install the games' package (the .whl file) and play the same matches:",
                            "Enregistrez votre code dans agent.py, installez le paquet des jeux (le fichier .whl) et jouez les mêmes matchs :"),
    "embed.title": ("Put a game on your site", "Mettre un jeu sur votre site"),
    # embed.html's preview, before Python (tools/embed_page.py, web/embed-preview.js)
    "embed.loading": ("Loading the game…", "Chargement du jeu…"),
    "embed.unknown": ("There is no such game here; here is {game}.", "Ce jeu n'existe pas ici ; voici {game}."),
    "embed.failed": ("The game could not start. Reload the page to try again.",
                     "Le jeu n'a pas pu démarrer. Rechargez la page pour réessayer."),
    "embed.text": (
        "Copy a game's code into a page or a blog post: the game plays inside it, against the computer.",
        "Copiez le code d'un jeu dans une page ou un billet de blog : le jeu s'y joue directement, contre "
        "l'ordinateur.",
    ),
    "setup.undo": ("Allow taking back moves (undo)", "Autoriser à reprendre un coup (annuler)"),
    "setup.undo.shown": ("Back to the last card drawn or tile turned at most: what was shown stays seen.",
                         "Au plus jusqu'à la dernière carte piochée ou tuile retournée : ce qui a été vu le reste."),
    "setup.during": ("During the game", "Pendant la partie"),
    "hint.title": ("How to play on this screen", "Comment jouer sur cet écran"),
    "hint.ok": ("Got it", "Compris"),
    # a table that pans and zooms (web/pan.py)
    "zoom": ("Zoom", "Zoom"),
    "zoom.in": ("Zoom in", "Agrandir"),
    "zoom.out": ("Zoom out", "Réduire"),
    "zoom.reset": ("Show the whole table", "Voir toute la table"),
    "zoom.more.left": ("Show the lit places further left", "Voir les cases allumées plus à gauche"),
    "zoom.more.right": ("Show the lit places further right", "Voir les cases allumées plus à droite"),
    "zoom.more.up": ("Show the lit places further up", "Voir les cases allumées plus haut"),
    "zoom.more.down": ("Show the lit places further down", "Voir les cases allumées plus bas"),
    "hand_over.since": ("Since your last turn", "Depuis votre dernier tour"),
    "hand_over.since_start": ("Since the game began", "Depuis le début de la partie"),
    "replay.title": ("Step through the game", "Revoir la partie coup par coup"),
    "replay.first": ("Back to the start", "Revenir au début"),
    "replay.back": ("One move back", "Un coup en arrière"),
    "replay.forward": ("One move forward", "Un coup en avant"),
    "replay.last": ("Back to the current move", "Revenir au coup actuel"),
    "replay.position": ("Move {n}\nof {total}", "Coup {n}\nsur {total}"),  # two lines by design
    "replay.position.turn": ("Turn {n}\nof {total}", "Tour {n}\nsur {total}"),
    "replay.banner": ("Looking back: move {n} of {total}", "Retour en arrière : coup {n} sur {total}"),
    "replay.banner.turn": ("Looking back: turn {n} of {total}", "Retour en arrière : tour {n} sur {total}"),
    "replay.back_to_game": ("Back to the game", "Revenir à la partie"),
    "replay.status": (
        "The table as it was after move {n} of {total}: no move can be played here",
        "La table telle qu'elle était après le coup {n} sur {total} : on ne joue pas ici",
    ),
    "replay.status.turn": (
        "The table as it was in turn {n} of {total}: no move can be played here",
        "La table telle qu'elle était au tour {n} sur {total} : on ne joue pas ici",
    ),
    "undo.why.off": ("Undo is off for this game.", "L'annulation est désactivée pour cette partie."),
    "undo.why.nothing": ("Nothing of yours to take back yet.", "Rien à reprendre pour l'instant."),
    "undo.why.shown": (  # each game with something hidden says what: "<game>.undo.why.shown"
        "Your last move can't be taken back: something hidden has been shown since.",
        "Votre dernier coup ne peut plus être repris : quelque chose de caché a été montré depuis.",
    ),
    "undo.why.over": (
        "The game is over: its result stands. Start a rematch to play again.",
        "La partie est finie : son résultat reste. Lancez une revanche pour rejouer.",
    ),
    "undo.why.replaying": ("Go back to the game to undo.", "Revenez à la partie pour annuler."),
    # Hints at the table (web/good_move.py); each game's reasons are in game/<package>/hints.py
    "play.hint": ("Hint", "Indice"),
    "setup.hints": ("Hints: the computer can show a good move", "Indices : l'ordinateur peut montrer un bon coup"),
    "hint.marked": ("A good move is marked on the board: {what}.", "Un bon coup est marqué sur la table : {what}."),
    "hint.marked_only": ("A good move is marked on the board.", "Un bon coup est marqué sur la table."),
    "hint.because": ("This move {why}.", "Ce coup {why}."),  # also after "Better: …" in the review
    "hint.off": ("Hints are off for this game.", "Les indices sont désactivés pour cette partie."),
    "hint.shown": ("The hint is marked on the board.", "L'indice est marqué sur la table."),
    "hint.not_now": ("A hint is for your own turn.", "Un indice se demande à votre tour."),
    "hint.used": ("{n} hint used in this game.|{n} hints used in this game.",
                  "{n} indice utilisé dans cette partie.|{n} indices utilisés dans cette partie."),
    "hint.used_none": ("No hint used in this game.", "Aucun indice utilisé dans cette partie."),
    "replay.after_end": (
        "In this game you may step back through the moves once it is over.",
        "Dans ce jeu, on peut revoir les coups une fois la partie finie.",
    ),
    # seats and levels
    "seat.you": ("You", "Vous"),
    "seat.agent": ("Your agent", "Votre joueur"),
    "seat.computer": ("Computer ({level})", "Ordinateur ({level})"),
    "seat.computer_n": ("Computer {n} ({level})", "Ordinateur {n} ({level})"),
    "seat.computer_short": ("Computer", "Ordinateur"),
    "seat.computer_n_short": ("Computer {n}", "Ordinateur {n}"),
    "seat.player": ("Player {n}", "Joueur {n}"),
    "level.easy": ("easy", "facile"),
    "level.medium": ("medium", "moyen"),
    "level.hard": ("hard", "difficile"),
    "level.random": ("random", "au hasard"),
    # the table
    "play.undo": ("Undo", "Annuler le coup"),
    "toolbar": ("Game tools", "Outils de la partie"),
    "toolbar.more": ("More: new game, settings, save, share, menu", "Plus : nouvelle partie, réglages, enregistrer, partager, menu"),
    "end.see_board": ("See the board", "Voir le plateau"),
    "end.see_result": ("Show the result", "Voir le résultat"),
    "play.new": ("New game", "Nouvelle partie"),
    "play.rematch": ("Rematch", "Revanche"),
    "play.rematch.turned": ("Rematch: seats swapped (colours and first move too).",
                            "Revanche : on échange les places (couleurs et premier coup aussi)."),
    "play.rematch.turned.many": ("Rematch: everyone moves one seat on (colours and first move too).",
                                 "Revanche : chacun avance d'une place (couleurs et premier coup aussi)."),
    "rules.close": ("Back to the game", "Revenir à la partie"),
    "rules.contents": ("Contents", "Sommaire"),
    "play.setup": ("Change settings", "Changer les réglages"),
    "play.thinking": ("{who} is thinking…", "{who} réfléchit…"),
    "play.thinking@who": ("You are thinking…", "Vous réfléchissez…"),
    "play.your_turn": ("Your turn: {colour}", "À vous de jouer : {colour}"),
    "play.to_play": ("{who} to play: {colour}", "{who} joue : {colour}"),
    "play.to_play@who": ("Your turn: {colour}", "À vous : {colour}"),
    "play.wait": ("Please wait: the computer is thinking.", "Un instant : l'ordinateur réfléchit."),
    "play.over": ("The game is over.", "La partie est finie."),
    "play.played": ("{colour} played {move}.", "{colour} a joué {move}."),
    "play.played@colour": ("You played {move}.", "Vous avez joué {move}."),
    "end.title": ("Game over", "Partie terminée"),
    "end.over": ("Game over: {result}", "Partie terminée : {result}"),  # heard after the last move
    "end.wins": ("{who} wins, {a} to {b}", "{who} gagne, {a} à {b}"),
    "end.wins@who": ("You win, {a} to {b}", "Vous gagnez, {a} à {b}"),
    "end.you_win": ("You win, {a} to {b}!", "Vous gagnez, {a} à {b} !"),
    "end.draw": ("A draw, {a} all", "Égalité, {a} partout"),
    "end.total": ("Total", "Total"),
    # Where a cell lies on a board with no names on it (web/grid.py's place_words).
    "grid.right": ("{n} right", "{n} case à droite|{n} cases à droite"),
    "grid.left": ("{n} left", "{n} case à gauche|{n} cases à gauche"),
    "grid.up": ("{n} up", "{n} case au-dessus|{n} cases au-dessus"),
    "grid.down": ("{n} down", "{n} case en dessous|{n} cases en dessous"),
    "grid.up.then": ("{n} up", "{n} au-dessus"),
    "grid.down.then": ("{n} down", "{n} en dessous"),
    "grid.both": ("{across} and {down}", "{across} et {down}"),
    "illegal.game-over": ("The game is over.", "La partie est finie."),
    "illegal.illegal": ("That move is not allowed now.", "Ce coup n'est pas permis maintenant."),
    "illegal.not-a-move": ("{text} is not a move.", "{text} n'est pas un coup."),
    "illegal.hand-over": ("Hand the device over first.", "Passez d'abord l'appareil."),
    "app.share.reveals": (
        "This link holds the shuffle of every deck: whoever opens it can learn every hand. Share it after the game, or with a friend you trust.",
        "Ce lien contient le mélange de toutes les pioches : qui l'ouvre peut connaître toutes les mains. Partagez-le après la partie, ou avec quelqu'un de confiance.",
    ),
    # the review of a game (web/review_screen.py, web/review_view.py)
    "review.open": ("Review the game", "Analyser la partie"),
    "review.short": ("Review", "Analyser"),
    "games.review_one": ("Review the game of {game} played {when}", "Analyser la partie de {game} jouée le {when}"),
    "review.heading": ("Review", "Analyse"),
    "review.title": ("Review: {game}", "Analyse : {game}"),
    "review.back": ("Back to the game", "Revenir à la partie"),
    "review.back_lab": ("Back to the lab", "Revenir au labo"),
    "review.none": ("There is no game of {game} to review here yet.", "Il n'y a pas encore ici de partie de {game} à analyser."),
    "review.bad": ("This game cannot be reviewed: {reason}", "Cette partie ne peut pas être analysée : {reason}"),
    "review.starting": ("Starting the review…", "L'analyse démarre…"),
    "review.working": ("Weighing the moves… {p}%", "Les coups sont pesés… {p}\u202f%"),
    "review.cancel": ("Cancel", "Annuler"),
    "review.cancelled": ("The review was stopped: the moves weighed so far are shown.",
                         "L'analyse a été arrêtée : les coups déjà pesés sont affichés."),
    "review.failed": ("The review stopped: {reason}", "L'analyse s'est arrêtée : {reason}"),
    "review.again": ("Review again", "Relancer l'analyse"),
    "review.grade.good": ("Good", "Bon coup"),
    "review.grade.inaccuracy": ("Inaccuracy", "Imprécision"),
    "review.grade.mistake": ("Mistake", "Erreur"),
    "review.grade.blunder": ("Blunder", "Gaffe"),
    "review.graph.title": ("Chance of winning, move by move", "Chances de gagner, coup par coup"),
    "review.graph.moves": ("{n} move|{n} moves", "{n} coup|{n} coups"),
    "review.graph.own": ("Each line is that player's own estimate, from what they could see: the lines need not add up to 100%.",
                         "Chaque ligne est l'estimation du joueur lui-même, d'après ce qu'il voyait : leur somme peut s'écarter de 100\u202f%."),
    "review.graph.seat": ("{who}: {start} at first, {end} at the end.", "{who} : {start} au début, {end} à la fin."),
    "review.graph.empty": ("No move weighed yet.", "Aucun coup pesé pour l'instant."),
    "review.turning": ("Turning points", "Tournants de la partie"),
    "review.turning.none": ("No move changed the game much.", "Aucun coup n'a beaucoup changé la partie."),
    "review.turning.costliest": ("No move changed the game much on its own. These cost the most:",
                                 "Aucun coup n'a beaucoup changé la partie à lui seul. Voici ceux qui ont coûté le plus :"),
    "review.moves": ("Moves", "Coups"),
    "review.move": ("Move {n}", "Coup {n}"),
    "review.moves.some": ("{n} of the {total} graded moves is worth a look.|{n} of the {total} graded moves are worth a look.",
                          "{n} coup à revoir sur les {total} notés.|{n} coups à revoir sur les {total} notés."),
    "review.moves.every": ("All {total} graded moves.", "Les {total} coups notés."),
    "review.moves.show_every": ("Show all {total}", "Voir les {total}"),
    "review.moves.show_some": ("Only those worth a look", "Seulement ceux à revoir"),
    "review.better": ("Better: {move}", "Mieux : {move}"),
    "review.preferred": ("The computer's choice: {move}", "Le choix de l'ordinateur : {move}"),  # beside a good move
    "review.passed": ("{who} passed.", "{who} a passé."),
    "review.passed@who": ("You passed.", "Vous avez passé."),
    "review.forced": ("The only move.", "Le seul coup possible."),
    "review.change": ("{before} → {after}", "{before} → {after}"),
    "review.fall": ("Biggest fall: moves {first} to {last}, {before} → {after}.",
                    "Plus forte chute : coups {first} à {last}, {before} → {after}."),
    "review.fall.one": ("Biggest fall: move {first}, {before} → {after}.", "Plus forte chute : coup {first}, {before} → {after}."),
    "review.fall.gradual": ("No single move stands out: the game slipped away a little at a time.",
                            "Aucun coup ne ressort : la partie a glissé peu à peu."),
    "review.show": ("Show the table", "Montrer la table"),
    "review.show.before": ("Before", "Avant"),
    "review.show.played": ("The move played", "Le coup joué"),
    "review.show.better": ("The better move", "Le meilleur coup"),
    "review.status.before": ("Before move {n}", "Avant le coup {n}"),
    "review.status.played": ("After move {n}, as played", "Après le coup {n}, tel que joué"),
    "review.status.better": ("After move {n}, with the better move", "Après le coup {n}, avec le meilleur coup"),
    "review.position.end": ("The end of the game", "La fin de la partie"),
    "review.position.now": ("After move {n}", "Après le coup {n}"),
    "review.steps": ("Step through the moves", "Parcourir les coups"),
    "review.previous": ("Previous move", "Coup précédent"),
    "review.next": ("Next move", "Coup suivant"),
    "review.try": ("Try again from here", "Rejouer à partir d'ici"),
    # Learn to play: the guided first game (web/learn.py, web/menu.py, web/setup_screen.py)
    "learn.open": ("Learn to play", "Apprendre à jouer"),
    "learn.continue": ("Continue the lesson", "Reprendre la leçon"),
    "learn.open.named": ("Learn to play {game}", "Apprendre à jouer à {game}"),
    "learn.continue.named": ("Continue the lesson of {game}", "Reprendre la leçon de {game}"),
    "learn.learned": ("Learned", "Appris"),
    "learn.title": ("Learn to play {game}", "Apprendre à jouer à {game}"),
    "learn.count": ("Step {n} of {total}", "Étape {n} sur {total}"),
    "learn.back": ("Back", "Retour"),
    "learn.back.more": (" a step", " d'une étape"),
    "learn.next": ("Next", "Suivant"),
    "learn.skip": ("Skip", "Sauter"),
    "learn.skip.more": (": play a game", " la leçon"),
    "learn.ready": ("You're ready", "Vous êtes prêt"),
    "learn.play": ("Play against the computer", "Jouer contre l'ordinateur"),
    "learn.wrong": (
        "Not that one: tap what is lit.",
        "Pas celui-ci : touchez ce qui est éclairé.",
    ),
    "learn.wrong.refused": (
        "The rules refuse that (see why on the board). Tap what is lit.",
        "Les règles le refusent (voyez pourquoi sur le plateau). Touchez ce qui est éclairé.",
    ),
    "learn.wrong.order": ("First tap the other lit one.", "Touchez d'abord l'autre élément éclairé."),
    "learn.wrong.read": ("Read this step, then press Next.", "Lisez cette étape, puis appuyez sur Suivant."),
    "learn.wrong.wait": ("Wait: your opponent is playing.", "Attendez : votre adversaire joue."),
    "learn.wrong.done": (
        "The lesson is over: press You're ready to play a game.",
        "La leçon est finie : appuyez sur Vous êtes prêt pour jouer une partie.",
    ),
    "learn.off_script": (
        "This game has left the lesson's script. Go back a step to pick it up again.",
        "Cette partie a quitté le fil de la leçon. Revenez d'une étape pour le reprendre.",
    ),
    "learn.offer.title": ("New to {game}?", "Vous découvrez {game} ?"),
    "learn.offer.text": (
        "Learn it by playing a short guided game: each step shows one rule on the real table.",
        "Apprenez en jouant une courte partie guidée : chaque étape montre une règle sur la vraie table.",
    ),
    "learn.offer.no": ("No thanks", "Non merci"),
    "learn.none": ("This game has no lesson yet; here is its setup.", "Ce jeu n'a pas encore de leçon ; voici ses réglages."),
}



def merge_game_words() -> None:
    """Add each registered game's words (``STRINGS`` of its package's ``words``, web/games.py): the
    menu names every game, so all are merged at start-up. A words module is data only; a game's
    table is imported when it is opened."""
    from game.core import REGISTRY

    from .games import part

    for entry in REGISTRY:
        words = part(entry.id, "words")
        if words is not None:
            STRINGS.update(words.STRINGS)


merge_game_words()


VOWELS = "AEIOUYÂÉÈÊÎÔaeiouyâéèêîô"


class Name(str):
    """A player's name in a sentence. ``you`` marks the person at the device ("You"): a message then
    takes its second-person form (``key@who`` when the ``who`` parameter is the person). In a
    message, ``{turn:de}`` is French "de" joined to the name (``d'Ordinateur``, ``de Joueur 2``) and
    ``{turn:poss}`` English's possessive (``Player 2's``)."""

    you: bool

    def __new__(cls, text: str, you: bool = False) -> Name:
        name = str.__new__(cls, text)
        name.you = you
        return name

    def __format__(self, spec: str) -> str:
        if spec == "de":
            return ("d'" if self[:1] in VOWELS else "de ") + self
        if spec == "poss":
            return self + ("'" if self.endswith("s") else "'s")
        return format(str(self), spec)


# Which of a message's plural forms ("one|other") a count takes, per language: French says
# "0 carte" and "1 carte", English "0 cards" and "1 card".
PLURAL_FORM = {"en": lambda n: 0 if n == 1 else 1, "fr": lambda n: 0 if n in (0, 1) else 1}


# French typography: no line break before : ; ? ! nor inside « », whatever the text's spaces.
FRENCH_SPACES = ((" :", "\u00a0:"), (" ;", "\u202f;"), (" ?", "\u202f?"), (" !", "\u202f!"),
                 ("« ", "«\u00a0"), (" »", "\u00a0»"))  # fmt: skip


def typeset(text: str, language: str) -> str:
    """``text`` with the spaces its language's punctuation wants (French: unbreakable ones)."""
    return _french(text) if language == "fr" else text


@functools.lru_cache(maxsize=4096)  # the messages' texts are few, and the table says them at every drawing
def _french(text: str) -> str:
    for plain, fixed in FRENCH_SPACES:
        text = text.replace(plain, fixed)
    return text


class Translator:
    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"

    def __call__(self, key: str, **params: object) -> str:
        for name, value in params.items():  # the second-person form, where the message has one
            if getattr(value, "you", False) and f"{key}@{name}" in STRINGS:
                key = f"{key}@{name}"
                break
        pair = STRINGS.get(key)
        if pair is None:
            return key
        text = typeset(pair[LANGUAGES.index(self.language)], self.language)  # before the params: a name keeps its spaces
        if "|" in text:  # "one|other": a count's plural form
            count = params.get("n")
            text = text.split("|")[PLURAL_FORM[self.language](count) if isinstance(count, int) else 1]
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text


def record_problem(error: Exception, t: Translator) -> str:
    """Why a record cannot be replayed, in the page's language (game.core's InvalidRecord ``kind``
    and ``params``), else the error's own words."""
    kind = getattr(error, "kind", None)
    key = f"record.{kind}"
    return t(key, **getattr(error, "params", {})) if kind and key in STRINGS else str(error)


def pick_language(saved: str | None, browser: str | None) -> str:
    """The saved choice, else the browser's language when we speak it, else English."""
    if saved in LANGUAGES:
        return saved
    primary = (browser or "").split("-")[0].lower()
    return primary if primary in LANGUAGES else "en"
