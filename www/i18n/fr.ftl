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

## The game in words: the engine's phrases (src/phrase.rs, src/describe.rs)

side = { $side ->
    [white] Blanc
   *[black] Noir
}
turn = Au tour de { $side ->
    [white] Blanc
   *[black] Noir
}{ $note ->
    [check] {" — "}échec
    [extra-move] {" — "}coup supplémentaire
   *[none] {""}
}
end = { $outcome ->
    [white] Blanc gagne
    [black] Noir gagne
   *[draw] Partie nulle
} : { $reason ->
    [all-stones-off] tous les pions sont sortis par le sommet
    [repetition] troisième répétition d’une position
    [nobody-can-move] aucun des deux joueurs ne peut jouer
    [no-legal-move] aucun coup légal
    [checkmate] échec et mat
    [stalemate] pat
    [move-limit] 100 demi-coups sans prise ni coup de pion
    [reached-top] sommet atteint
    [victory-fields] les quatre cases de victoire occupées
   *[too-few-stones] moins de quatre pions restants
}
# $piece is one of the piece-… messages below, already said.
piece-piece = pièce
piece-stone = pion
piece-sphere = bille
piece-K = roi
piece-Q = dame
piece-R = tour
piece-B = fou
piece-N = cavalier
piece-P = pion
move-step = { $side ->
    [white] Blanc
   *[black] Noir
} joue de { $from } à { $to }
move-piece-step = { $side ->
    [white] Blanc
   *[black] Noir
} : { $piece } de { $from } à { $to }
move-place = { $side ->
    [white] Blanc
   *[black] Noir
} pose : { $piece } en { $cell }
move-pass = { $side ->
    [white] Blanc
   *[black] Noir
} passe
effect-retreat = Repli : { $piece } de { $side ->
    [white] Blanc
   *[black] Noir
}, de { $from } à { $to }
effect-column-retreat = Repli en colonne : { $piece } de { $side ->
    [white] Blanc
   *[black] Noir
}, de { $from } à { $to }
effect-push = Poussée : { $piece } de { $side ->
    [white] Blanc
   *[black] Noir
}, de { $from } à { $to }
effect-extra-move = { $cell } ne peut pas reculer : { $side ->
    [white] Blanc
   *[black] Noir
} rejoue
effect-pass = { $side ->
    [white] Blanc
   *[black] Noir
} ne peut pas jouer et passe
effect-removed = { $why ->
    [captured] Prise
    [smashed] Écrasement
    [fell] Chute de la pyramide
   *[top] Sortie par le sommet
} : { $piece } de { $side ->
    [white] Blanc
   *[black] Noir
} en { $cell }
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris : encadrement et retrait — { $count ->
    [one] { $piece }
   *[other] { $count } × { $piece }
} de { $side ->
    [white] Blanc
   *[black] Noir
} en { $cells }
effect-taken-back = { $side ->
    [white] Blanc
   *[black] Noir
} reprend : { $count ->
    [one] { $piece }
   *[other] { $count } × { $piece }
} en { $cells }
effect-checkmate = Échec et mat : le { $king } de { $side ->
    [white] Blanc
   *[black] Noir
} ne peut pas s’échapper
effect-check = Échec : le { $king } de { $side ->
    [white] Blanc
   *[black] Noir
} est attaqué
# Under the board: the last move ($move, in notation) and what it did.
notice-move = { $side ->
    [white] Blanc
   *[black] Noir
} { $move } :{" "}
moves-taken-back = { $count ->
    [one] { $count } coup annulé
   *[other] { $count } coups annulés
}
# The move list's legend: each mark ($symbol) the game has shown, and what it means.
marks = Symboles : { $symbol } { $kind ->
    [capture] prise
    [check] échec
    [checkmate] échec et mat
    [retreat] repli d’un pion attaqué
    [extra-move] coup supplémentaire
    [removal] billes reprises
    [fall] chute d’un pion
    [smash] pion écrasé
    [osiris] Osiris : pion encadré
    [push] poussée
    [top] pion au sommet
    [pass] passe
   *[end] fin de la partie
}
mark = { $symbol } { $kind ->
    [capture] prise
    [check] échec
    [checkmate] échec et mat
    [retreat] repli d’un pion attaqué
    [extra-move] coup supplémentaire
    [removal] billes reprises
    [fall] chute d’un pion
    [smash] pion écrasé
    [osiris] Osiris : pion encadré
    [push] poussée
    [top] pion au sommet
    [pass] passe
   *[end] fin de la partie
}
position-repeated = { $count ->
    [one] Cette position est apparue une fois.
   *[other] Cette position est apparue { $count } fois.
}
board-counts = { $pieces ->
    [stone] Pions
    [sphere] Billes
   *[piece] Pièces
} sur le plateau — Blanc : { $white } · Noir : { $black }
review-viewing = Vous regardez le coup { $count } sur { $total }
embed-move-of = Coup { $count } sur { $total }

## Learn

# $game is the game's title (a game-…-title message).
learn-title = Apprendre { $game }
learn-lede = { $count ->
    [one] { $count } courte leçon, une seule idée, sur le vrai plateau. Réussissez-la en peu de coups pour gagner des étoiles ; votre progression reste enregistrée dans ce navigateur.
   *[other] { $count } courtes leçons, une idée chacune, sur le vrai plateau. Réussissez chacune en peu de coups pour gagner des étoiles ; votre progression reste enregistrée dans ce navigateur.
}
learn-stars =
    .aria-label = { $count ->
        [one] { $count } étoile sur 3
       *[other] { $count } étoiles sur 3
    }
learn-play = Jouer à { $game }
learn-lesson-of = Leçon { $count } sur { $total }
learn-hint = Indice
learn-retry = Recommencer
learn-next = Leçon suivante
learn-to-puzzles = Passer aux problèmes
learn-hint-default = Relisez le texte de la leçon : il indique le coup.
learn-try-again = Essayez encore.
learn-done = Réussi !
# $stars is the stars earned, as ★★☆.
learn-done-in = { $stars } — { $count ->
    [one] réussi en { $count } coup
   *[other] réussi en { $count } coups
}

## Online play

online-waiting = En attente d’un adversaire.
online-your-move = { $side ->
    [white] Blanc
   *[black] Noir
} : à vous de jouer.
online-on-its-way = Votre coup est en cours d’envoi…

## The position in words (a key on the board reads it out)

# $pieces is stone, sphere or piece; $cells a list of cells.
position-side = { $side ->
    [white] Blanc
   *[black] Noir
} : { $count ->
    [one] { $count } { $pieces ->
        [stone] pion
        [sphere] bille
       *[piece] pièce
    }
   *[other] { $count } { $pieces ->
        [stone] pions
        [sphere] billes
       *[piece] pièces
    }
} en { $cells }
position-count = { $side ->
    [white] Blanc
   *[black] Noir
} : { $count ->
    [0] { $pieces ->
        [stone] aucun pion
        [sphere] aucune bille
       *[piece] aucune pièce
    } sur le plateau
    [one] { $count } { $pieces ->
        [stone] pion
        [sphere] bille
       *[piece] pièce
    }
   *[other] { $count } { $pieces ->
        [stone] pions
        [sphere] billes
       *[piece] pièces
    }
}
# $piece is a piece-… message, $cells a list of cells.
position-kind = { $piece } : { $cells }

## Why a click is no move

# $piece is a piece-… message; $cell a cell.
refusal-no-move = Aucun coup possible pour l’instant : { $piece } en { $cell }.
refusal-not-yours = En { $cell } : { $piece } de { $side ->
    [white] Blanc
   *[black] Noir
}. Au tour de { $turn ->
    [white] Blanc
   *[black] Noir
}{ $note ->
    [check] {" — "}échec
    [extra-move] {" — "}coup supplémentaire
   *[none] {""}
}.
# The engine's own reason, not yet in the messages (English).
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = Position valide.{" "}
editor-legal =  ; { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}.
editor-over = Position valide, et la partie est terminée :{" "}
# The engine's reason, not yet in the messages (English).
editor-invalid = Position non valide : { $reason }

## Puzzles

# $game is the game's title (a game-…-title message).
puzzle-title = Problème de { $game }
puzzle-streak = { $count ->
    [one] Série : { $count } problème résolu
   *[other] Série : { $count } problèmes résolus
}
puzzle-solution = Solution
puzzle-next = Problème suivant
puzzle-start-streak = Commencer une série
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Thèmes : { $themes }
puzzle-rating = Votre cote : { $rating } ± { $deviation }
# $change is signed: +12, -8.
puzzle-rated = Votre cote : { $rating } ({ $change }) ; cote du problème : { $puzzle }
puzzle-streak-over = { $count ->
    [one] Série terminée : { $count } problème résolu. Recommencer
   *[other] Série terminée : { $count } problèmes résolus. Recommencer
}
puzzle-find = { $side ->
    [white] Trait aux Blancs
   *[black] Trait aux Noirs
} : trouvez le gain en { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}.
puzzle-solved = Résolu ! Ce coup gagne.
puzzle-best = Meilleur coup ! Continuez.
puzzle-not-it-answered = Ce n’est pas { $move } : l’adversaire répond { $reply }. Essayez encore.
puzzle-not-it = Ce n’est pas { $move }. Essayez encore.
puzzle-hint-piece = Indice : jouez la pièce qui se trouve en { $cell }.
puzzle-hint-move = Indice : le bon coup est { $move }.
puzzle-solution-is = La solution : { $moves }.
