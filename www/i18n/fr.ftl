# The site's messages in French (français): the French translation of en.ftl, the source.
# Fluent syntax (https://projectfluent.org/fluent/guide/). The same messages with the same
# variables as en.ftl; tests/i18n.rs checks it. Words: docs/glossary/fr.md.
# French typography: a no-break space (U+00A0) before : ; ? ! and the apostrophe ’.

## The site's header and its language switcher

site-name = ▲ Jeux de pyramide
site-title = Jeux de pyramide
nav-play-online = Jouer en ligne
nav-rules = Règles
language-choice =
    .aria-label = Langue
loading = Chargement des jeux…

## The game picker

picker-title = Quatre jeux de pyramide
picker-lede = Choisissez un jeu et affrontez l’ordinateur (trois forces au choix) ou un ami sur le même écran. Le jeu fait respecter toutes les règles ; chaque coup est animé, et le plateau vous prévient avant un coup qui vous coûterait cher.
picker-play-computer = Jouer contre l’ordinateur
picker-play-online = Jouer en ligne
picker-learn = Apprendre
picker-puzzles = Problèmes
picker-coming-soon = Bientôt disponible

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = de Zbyšek Vlasák
game-pyramida-summary = Gravissez la pyramide de cases noires et repoussez les pions adverses vers le bas.
game-chase-title = Pyramid Chase
game-chase-credit = de Florin Lupusoru
game-chase-summary = Les échecs sur un triangle de 561 hexagones : le premier roi au sommet gagne.
game-pyraos-title = Pyraos
game-pyraos-credit = règles de Staffan Ulfberg ; le jeu a ensuite été publié sous le nom de Pylos
game-pyraos-summary = Empilez des billes en une pyramide à quatre niveaux ; celui qui la couronne gagne.
game-allmer-title = Pyramid
game-allmer-credit = de Simon Allmer
game-allmer-summary = Courez, sautez et poussez sur une pyramide à degrés de 7 × 7 pour tenir les quatre cases de victoire.

## Each game's keys on the board

game-pyramida-keys = Avec Tab, placez-vous sur le plateau ; les flèches mènent ensuite aux quatre cases voisines en diagonale : ↑ en haut à droite, → en bas à droite, ↓ en bas à gauche, ← en haut à gauche ; Début et Fin vont aux extrémités d’une rangée.
game-chase-keys = Avec Tab, placez-vous sur le plateau ; ← et → parcourent ensuite la rangée, ↑ et ↓ la colonne ; Début et Fin vont aux extrémités d’une rangée.
game-pyraos-keys = Avec Tab, placez-vous sur le plateau ; les flèches passent ensuite d’une bille à l’autre sur un même niveau, et Page précédente et Page suivante mènent au niveau supérieur ou inférieur.
game-allmer-keys = Avec Tab, placez-vous sur le plateau ; les flèches mènent ensuite à la case suivante dans leur direction, même d’un niveau à l’autre ; Début et Fin vont aux extrémités d’une rangée.

## The game screen

game-rules = Règles
game-all-games = Tous les jeux
game-retry = Redemander à l’ordinateur
game-undo = Annuler
    .title = Annuler (←)
game-redo = Rétablir
    .title = Rétablir (→)
game-flip = Retourner
    .title = Retourner le plateau
game-new = Nouvelle partie
game-pass = Passer
game-done = Terminé
game-type-move = Saisir un coup
game-move-input =
    .placeholder = p. ex. { $example }
game-play-typed = Jouer
confirm-group =
    .aria-label = Un coup à confirmer
confirm-play = Jouer ce coup
confirm-cancel = Renoncer
keys-title = Touches
keys-pick = Entrée ou Espace choisit la case sous le curseur, Échap annule le coup en cours de saisie.
keys-read = ? sur le plateau lit toute la position à voix haute.
keys-review = Hors du plateau et des champs de texte : ← → parcourent les coups, Début / Fin ramènent au départ / à la partie en cours.
moves-title = Coups
review-group =
    .aria-label = Revoir la partie
review-back =
    .aria-label = Coup précédent (←)
    .title = Coup précédent (←)
review-forward =
    .aria-label = Coup suivant (→)
    .title = Coup suivant (→)
review-end = Retour à la partie
    .title = La position actuelle (Fin)
review-analyse = Analyser
review-continue = Continuer d’ici
analysis-help = Le nombre est l’estimation de l’ordinateur pour le joueur au trait : au-dessus de 0, celui-ci est mieux placé ; environ 1 vaut une pièce d’avance. Profondeur : le nombre de coups que l’ordinateur a calculés à l’avance. Meilleur : le coup qu’il jouerait.
log-title = La partie racontée
opponent-title = Adversaire
mode-two = Deux joueurs
mode-computer-black = Vous jouez les Blancs
mode-computer-white = Vous jouez les Noirs
mode-computer-both = Ordinateur contre ordinateur
level-title = Force
level-easy = Facile
level-normal = Normal
level-hard = Difficile
level-perfect = Parfait
    .title = Joue parfaitement, d’après la solution du jeu (télécharge une fois sa bibliothèque d’ouvertures)
help-ask-first = Demander avant un coup qui perd ou qui vous coûte des pièces
help-threats = Montrer les menaces de l’adversaire
options-title = Options
options-hint = Les options s’appliquent quand vous commencez une nouvelle partie.
position-title = Position
position-input =
    .aria-label = Partir d’une position
position-load = Partir de cette position
position-edit = Modifier dans l’éditeur de position

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } bille en réserve
   *[other] { $count } billes en réserve
}
