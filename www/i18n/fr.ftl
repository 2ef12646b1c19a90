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
game-allmer-summary = Courez, sautez et poussez sur une pyramide à degrés de 7 × 7 pour occuper les quatre cases de victoire.

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
review-continue = Reprendre d’ici
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
# The pieces. A message given a piece ($piece) selects on its key (king, queen, rook,
# bishop, knight, pawn, stone, sphere, or piece for any other) and says its term, with the
# article and the agreement that the term's .gender asks for. $number: singular (the
# default) or plural.
-piece-king = { $number ->
       *[singular] roi
        [plural] rois
    }
    .gender = masculine
-piece-queen = { $number ->
       *[singular] dame
        [plural] dames
    }
    .gender = feminine
-piece-rook = { $number ->
       *[singular] tour
        [plural] tours
    }
    .gender = feminine
-piece-bishop = { $number ->
       *[singular] fou
        [plural] fous
    }
    .gender = masculine
-piece-knight = { $number ->
       *[singular] cavalier
        [plural] cavaliers
    }
    .gender = masculine
-piece-pawn = { $number ->
       *[singular] pion
        [plural] pions
    }
    .gender = masculine
-piece-stone = { $number ->
       *[singular] pion
        [plural] pions
    }
    .gender = masculine
-piece-sphere = { $number ->
       *[singular] bille
        [plural] billes
    }
    .gender = feminine
-piece-piece = { $number ->
       *[singular] pièce
        [plural] pièces
    }
    .gender = feminine
# A piece's name alone ($piece is its key), beside its figurine in a board's key.
piece-name = { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
}
move-step = { $side ->
    [white] Blanc
   *[black] Noir
} joue de { $from } à { $to }
move-piece-step = { $side ->
    [white] Blanc
   *[black] Noir
} joue { $piece ->
    [king] le { -piece-king }
    [queen] la { -piece-queen }
    [rook] la { -piece-rook }
    [bishop] le { -piece-bishop }
    [knight] le { -piece-knight }
    [pawn] le { -piece-pawn }
    [stone] le { -piece-stone }
    [sphere] la { -piece-sphere }
   *[piece] la { -piece-piece }
} de { $from } à { $to }
move-place = { $side ->
    [white] Blanc
   *[black] Noir
} pose { $piece ->
    [king] un { -piece-king }
    [queen] une { -piece-queen }
    [rook] une { -piece-rook }
    [bishop] un { -piece-bishop }
    [knight] un { -piece-knight }
    [pawn] un { -piece-pawn }
    [stone] un { -piece-stone }
    [sphere] une { -piece-sphere }
   *[piece] une { -piece-piece }
} en { $cell }
move-pass = { $side ->
    [white] Blanc
   *[black] Noir
} passe
effect-retreat = Repli { $side ->
    [white] { $piece ->
        [king] du { -piece-king } blanc
        [queen] de la { -piece-queen } blanche
        [rook] de la { -piece-rook } blanche
        [bishop] du { -piece-bishop } blanc
        [knight] du { -piece-knight } blanc
        [pawn] du { -piece-pawn } blanc
        [stone] du { -piece-stone } blanc
        [sphere] de la { -piece-sphere } blanche
       *[piece] de la { -piece-piece } blanche
    }
   *[black] { $piece ->
        [king] du { -piece-king } noir
        [queen] de la { -piece-queen } noire
        [rook] de la { -piece-rook } noire
        [bishop] du { -piece-bishop } noir
        [knight] du { -piece-knight } noir
        [pawn] du { -piece-pawn } noir
        [stone] du { -piece-stone } noir
        [sphere] de la { -piece-sphere } noire
       *[piece] de la { -piece-piece } noire
    }
} de { $from } à { $to }
effect-column-retreat = Repli { $side ->
    [white] { $piece ->
        [king] du { -piece-king } blanc
        [queen] de la { -piece-queen } blanche
        [rook] de la { -piece-rook } blanche
        [bishop] du { -piece-bishop } blanc
        [knight] du { -piece-knight } blanc
        [pawn] du { -piece-pawn } blanc
        [stone] du { -piece-stone } blanc
        [sphere] de la { -piece-sphere } blanche
       *[piece] de la { -piece-piece } blanche
    }
   *[black] { $piece ->
        [king] du { -piece-king } noir
        [queen] de la { -piece-queen } noire
        [rook] de la { -piece-rook } noire
        [bishop] du { -piece-bishop } noir
        [knight] du { -piece-knight } noir
        [pawn] du { -piece-pawn } noir
        [stone] du { -piece-stone } noir
        [sphere] de la { -piece-sphere } noire
       *[piece] de la { -piece-piece } noire
    }
} dans sa colonne, de { $from } à { $to }
effect-push = Poussée { $side ->
    [white] { $piece ->
        [king] du { -piece-king } blanc
        [queen] de la { -piece-queen } blanche
        [rook] de la { -piece-rook } blanche
        [bishop] du { -piece-bishop } blanc
        [knight] du { -piece-knight } blanc
        [pawn] du { -piece-pawn } blanc
        [stone] du { -piece-stone } blanc
        [sphere] de la { -piece-sphere } blanche
       *[piece] de la { -piece-piece } blanche
    }
   *[black] { $piece ->
        [king] du { -piece-king } noir
        [queen] de la { -piece-queen } noire
        [rook] de la { -piece-rook } noire
        [bishop] du { -piece-bishop } noir
        [knight] du { -piece-knight } noir
        [pawn] du { -piece-pawn } noir
        [stone] du { -piece-stone } noir
        [sphere] de la { -piece-sphere } noire
       *[piece] de la { -piece-piece } noire
    }
} de { $from } à { $to }
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
    [fell] Chute
   *[top] Sortie
} { $side ->
    [white] { $piece ->
        [king] du { -piece-king } blanc
        [queen] de la { -piece-queen } blanche
        [rook] de la { -piece-rook } blanche
        [bishop] du { -piece-bishop } blanc
        [knight] du { -piece-knight } blanc
        [pawn] du { -piece-pawn } blanc
        [stone] du { -piece-stone } blanc
        [sphere] de la { -piece-sphere } blanche
       *[piece] de la { -piece-piece } blanche
    }
   *[black] { $piece ->
        [king] du { -piece-king } noir
        [queen] de la { -piece-queen } noire
        [rook] de la { -piece-rook } noire
        [bishop] du { -piece-bishop } noir
        [knight] du { -piece-knight } noir
        [pawn] du { -piece-pawn } noir
        [stone] du { -piece-stone } noir
        [sphere] de la { -piece-sphere } noire
       *[piece] de la { -piece-piece } noire
    }
} en { $cell }{ $why ->
    [fell] {" "}hors de la pyramide
    [top] {" "}par le sommet
   *[other] {""}
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris : encadrement et retrait { $count ->
    [one] { $side ->
        [white] { $piece ->
            [king] du { -piece-king } blanc
            [queen] de la { -piece-queen } blanche
            [rook] de la { -piece-rook } blanche
            [bishop] du { -piece-bishop } blanc
            [knight] du { -piece-knight } blanc
            [pawn] du { -piece-pawn } blanc
            [stone] du { -piece-stone } blanc
            [sphere] de la { -piece-sphere } blanche
           *[piece] de la { -piece-piece } blanche
        }
       *[black] { $piece ->
            [king] du { -piece-king } noir
            [queen] de la { -piece-queen } noire
            [rook] de la { -piece-rook } noire
            [bishop] du { -piece-bishop } noir
            [knight] du { -piece-knight } noir
            [pawn] du { -piece-pawn } noir
            [stone] du { -piece-stone } noir
            [sphere] de la { -piece-sphere } noire
           *[piece] de la { -piece-piece } noire
        }
    }
   *[other] { $side ->
        [white] { $piece ->
            [king] des { -piece-king(number: "plural") } blancs
            [queen] des { -piece-queen(number: "plural") } blanches
            [rook] des { -piece-rook(number: "plural") } blanches
            [bishop] des { -piece-bishop(number: "plural") } blancs
            [knight] des { -piece-knight(number: "plural") } blancs
            [pawn] des { -piece-pawn(number: "plural") } blancs
            [stone] des { -piece-stone(number: "plural") } blancs
            [sphere] des { -piece-sphere(number: "plural") } blanches
           *[piece] des { -piece-piece(number: "plural") } blanches
        }
       *[black] { $piece ->
            [king] des { -piece-king(number: "plural") } noirs
            [queen] des { -piece-queen(number: "plural") } noires
            [rook] des { -piece-rook(number: "plural") } noires
            [bishop] des { -piece-bishop(number: "plural") } noirs
            [knight] des { -piece-knight(number: "plural") } noirs
            [pawn] des { -piece-pawn(number: "plural") } noirs
            [stone] des { -piece-stone(number: "plural") } noirs
            [sphere] des { -piece-sphere(number: "plural") } noires
           *[piece] des { -piece-piece(number: "plural") } noires
        }
    }
} en { $cells }
effect-taken-back = { $side ->
    [white] Blanc
   *[black] Noir
} reprend { $count ->
    [one] { $piece ->
        [king] le { -piece-king }
        [queen] la { -piece-queen }
        [rook] la { -piece-rook }
        [bishop] le { -piece-bishop }
        [knight] le { -piece-knight }
        [pawn] le { -piece-pawn }
        [stone] le { -piece-stone }
        [sphere] la { -piece-sphere }
       *[piece] la { -piece-piece }
    }
   *[other] { $piece ->
        [king] les { -piece-king(number: "plural") }
        [queen] les { -piece-queen(number: "plural") }
        [rook] les { -piece-rook(number: "plural") }
        [bishop] les { -piece-bishop(number: "plural") }
        [knight] les { -piece-knight(number: "plural") }
        [pawn] les { -piece-pawn(number: "plural") }
        [stone] les { -piece-stone(number: "plural") }
        [sphere] les { -piece-sphere(number: "plural") }
       *[piece] les { -piece-piece(number: "plural") }
    }
} en { $cells }
effect-checkmate = Échec et mat : { -piece-king.gender ->
    [feminine] la { -piece-king } { $side ->
        [white] blanche
       *[black] noire
    }
   *[masculine] le { -piece-king } { $side ->
        [white] blanc
       *[black] noir
    }
} ne peut pas s’échapper
effect-check = Échec : { -piece-king.gender ->
    [feminine] la { -piece-king } { $side ->
        [white] blanche
       *[black] noire
    } est attaquée
   *[masculine] le { -piece-king } { $side ->
        [white] blanc
       *[black] noir
    } est attaqué
}
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
# $piece is a piece's key, $cells a list of cells.
position-kind = { $piece ->
    [king] Roi
    [queen] Dame
    [rook] Tour
    [bishop] Fou
    [knight] Cavalier
    [pawn] Pion
    [stone] Pion
    [sphere] Bille
   *[piece] Pièce
} : { $cells }

## Why a click is no move

# $piece is a piece's key; $cell a cell.
refusal-no-move = { $piece ->
    [king] Le { -piece-king }
    [queen] La { -piece-queen }
    [rook] La { -piece-rook }
    [bishop] Le { -piece-bishop }
    [knight] Le { -piece-knight }
    [pawn] Le { -piece-pawn }
    [stone] Le { -piece-stone }
    [sphere] La { -piece-sphere }
   *[piece] La { -piece-piece }
} en { $cell } n’a aucun coup possible pour l’instant.
refusal-not-yours = { $piece ->
    [king] Le { -piece-king }
    [queen] La { -piece-queen }
    [rook] La { -piece-rook }
    [bishop] Le { -piece-bishop }
    [knight] Le { -piece-knight }
    [pawn] Le { -piece-pawn }
    [stone] Le { -piece-stone }
    [sphere] La { -piece-sphere }
   *[piece] La { -piece-piece }
} en { $cell } appartient à { $side ->
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
# $reason is the engine's reason (a reason-… message), already said.
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = Position valide.{" "}
editor-legal =  ; { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}.
editor-over = Position valide, et la partie est terminée :{" "}
# $reason is the engine's error (an error-… message), already said.
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
puzzle-themes = Thèmes :
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

## The game screen: messages under the board

game-viewing-earlier = Vous regardez un coup antérieur : revenez à la partie (Fin) pour jouer.
game-computers-turn = C’est au tour de l’ordinateur.

## The computer, the analysis and the solver

computer-thinking = L’ordinateur réfléchit…
computer-thinking-depth = L’ordinateur réfléchit… profondeur { $depth }, { $done } %
computer-downloading-book = Parfait télécharge sa bibliothèque d’ouvertures (une seule fois)…
computer-could-not-start = L’ordinateur n’a pas pu démarrer : { $detail }
computer-failed = L’ordinateur a rencontré une erreur : { $detail }
computer-book-failed = La bibliothèque d’ouvertures de Parfait n’a pas pu être téléchargée ({ $detail }) : vérifiez la connexion, puis choisissez de nouveau Parfait.
computer-tablebase-only = La base de positions résolues du serveur est injoignable : { $detail }. Parfait ne joue ces règles qu’à partir d’elle : réessayez, ou choisissez une autre force.
computer-game-over = La partie est terminée.
analysis-weighing = L’ordinateur évalue cette position…
analysis-progress = { $kind ->
        [win] { $side ->
            [white] Blanc
           *[black] Noir
        }, au trait, peut forcer le gain
        [loss] { $side ->
            [white] Blanc
           *[black] Noir
        }, au trait, ne peut pas éviter la défaite
       *[score] { $score } pour { $side ->
            [white] Blanc
           *[black] Noir
        }, au trait
    } · profondeur { $depth } · meilleur { $best }
verdict-toggle = Qui gagne à partir d’ici ?
    .title = Le résultat avec un jeu parfait, calculé exactement, après chaque coup
verdict-moves =
    .aria-label = Chaque coup légal, avec un jeu parfait
verdict-solving = Résolution en cours…
verdict-could-not-start = Le solveur n’a pas pu démarrer : { $detail }
verdict-failed = Le solveur a rencontré une erreur : { $detail }
verdict-not-yet = Pas encore résolu : à ce stade, il reste trop de partie à résoudre. Reposez la question quelques coups plus tard.
verdict-solved-here = (La base de positions résolues du serveur est injoignable : { $detail }. Résolu dans ce navigateur à la place.)
verdict-wins = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne en { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
verdict-draw = Partie nulle
verdict-move-win = Gagne en { $plies }
verdict-move-loss = Perd en { $plies }

## Share, export, import and Your games

keep-share = Partager
    .title = Copier un lien vers cette partie : quiconque l’ouvre peut la continuer
keep-export = Exporter
    .title = Copier le relevé de partie et le télécharger sous forme de fichier .txt
keep-import = Importer…
keep-import-text =
    .aria-label = Un relevé de partie à importer
keep-import-file =
    .aria-label = Un fichier de relevé
keep-import-record = Importer ce relevé
keep-library = Vos parties ({ $count })
keep-library-list =
    .data-empty = Les parties que vous remplacez ou terminez sont gardées ici.
keep-clear = Oublier toutes les parties conservées
keep-clear-sure = Oublier toutes les parties conservées ? Cette action est irréversible.
keep-imported = Le relevé a été importé ; la partie précédente est conservée dans Vos parties.
keep-unreadable = Ce relevé est illisible : { $reason }
keep-records-not-loaded = Les relevés de partie n’ont pas pu être chargés : réessayez une fois en ligne.
keep-exported = Le relevé de partie a été copié et téléchargé.
keep-share-sheet = Envoyez le lien : quiconque l’ouvre voit cette partie et peut jouer le coup suivant.
keep-link-copied = Le lien vers cette partie a été copié : quiconque l’ouvre peut jouer le coup suivant.
keep-two-players = deux joueurs
keep-versus = { $white } contre { $black }
keep-date = { $date }
keep-unfinished = non terminée
keep-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
keep-open = Ouvrir

## Review, warnings and threats

review-continuing = La partie continue à partir du coup { $ply }. { $count ->
        [one] Le coup suivant peut être récupéré
       *[other] Les { $count } coups suivants peuvent être récupérés
    } avec Rétablir, et toute la partie reste dans Vos parties.
warning-move = { $move } : { $words }
confirm-anyway = Le jouer quand même ?
threats-next = Menace au coup suivant :

## Online play: a game in words (its terms, who it waits for, how it ended)

online-option = { $option }
clock-real = { $minutes } + { $increment }
clock-days = { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
clock-none = sans pendule
online-waits = { $side ->
        [white] Blanc attend : vous jouez les Noirs
       *[black] Noir attend : vous jouez les Blancs
    }
online-waiting-short = en attente
online-moves-played = { $count ->
        [one] { $count } coup joué
       *[other] { $count } coups joués
    }
online-you-play = Vous jouez { $side ->
        [white] les Blancs
       *[black] les Noirs
    } · { $status ->
        [waiting] en attente d’un adversaire
        [yours] à vous de jouer
       *[theirs] au tour de l’adversaire
    }
online-you-played = Vous avez joué { $side ->
        [white] les Blancs
       *[black] les Noirs
    } · { $result }
online-aborted = La partie a été interrompue.
online-goes-on = La partie continue.
online-rules-end = { $end }.
online-ended = { $outcome ->
        [white] Blanc gagne
        [black] Noir gagne
       *[draw] Partie nulle
    }{ $why ->
        [resign] {" "}par abandon de { $loser ->
            [white] Blanc
           *[black] Noir
        }.
        [agreement] {" "}d’un commun accord.
        [timeout] {" "}au temps : { $loser ->
            [white] Blanc
           *[black] Noir
        } a épuisé son temps.
        [abandon] {" "}par forfait : { $loser ->
            [white] Blanc
           *[black] Noir
        } a quitté la partie.
       *[none] .
    }

## Online play: the lobby

online-title = Jouer en ligne
online-not-loaded = Le jeu en ligne n’a pas pu être chargé.
lobby-invite = Invitez un ami, ou n’importe qui
lobby-game = Jeu
lobby-start = Partir de
lobby-you-play = Vous jouez
lobby-either = Au hasard
lobby-white = Blanc
lobby-black = Noir
lobby-clock-label = Pendule
lobby-no-clock = Sans pendule
lobby-clock = { $clock }{ $speed ->
        [blitz] {" "}(blitz)
        [rapid] {" "}(rapide)
       *[none] {""}
    }
lobby-anyone = Tout le monde peut rejoindre (la partie figure parmi les parties en attente)
lobby-create = Créer la partie
lobby-asking = Demande en cours au serveur…
lobby-open = Parties en attente
lobby-open-none = Aucune partie n’attend d’adversaire. Créez-en une !
lobby-mine = Vos parties en ligne
lobby-mine-none = Aucune pour l’instant.
lobby-playing = En cours
lobby-playing-none = Aucune partie n’est en cours.
lobby-usual-start = La position de départ habituelle
lobby-board-start = La position de votre plateau (après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    })
lobby-creating = Création de la partie…
lobby-not-created = La partie n’a pas été créée : { $problem }
lobby-not-read = Lecture impossible : { $problem }
lobby-yours-open = Ouvrir la vôtre
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-open-game = Ouvrir
problem = { $code ->
        [offline] le serveur de jeu n’a pas répondu : êtes-vous connecté ?
        [answer] la réponse du serveur de jeu n’a pas été comprise ({ $detail })
        [bad-message] le serveur n’a pas compris la requête ({ $detail })
        [unauthorized] le lien de cette place n’est pas valide
        [not-found] cette partie n’existe pas sur ce serveur
        [not-your-turn] ce n’est pas à vous de jouer
        [illegal-move] ce coup n’est pas légal ici
        [stale] la partie avait changé
        [game-over] la partie est terminée
        [seat-taken] les deux places sont prises
        [not-allowed] ce n’est pas permis pour l’instant
        [too-large] la requête est trop volumineuse
        [rate-limited] trop de requêtes : patientez un instant, puis réessayez
        [server-error] le serveur n’a pas pu enregistrer ni lire la partie ; rien n’a changé
        [unsolved] ce jeu ou ce réglage n’est pas résolu
       *[other] { $detail }
    }

## What to click when a move leaves a choice (each game's own rule)

choice-pyramida-victim = Choisissez le pion à attaquer : votre coup en attaque plusieurs.
choice-pyramida-retreat = Choisissez où recule le pion attaqué : votre coup l’attaque, et il peut reculer de plusieurs façons.
choice-pyraos-remove = Choisissez une bille à reprendre, ou Terminé : votre bille a formé un carré de votre couleur, vous pouvez donc reprendre une ou deux de vos billes.

## Online play: the game

online-game = { $game } en ligne
online-game-title = { $game } en ligne
online-your-move-title = À vous de jouer — { $game } en ligne
online-waiting-room =
    .aria-label = Salle d’attente
online-claim = Réclamer la victoire
online-keep-waiting = Continuer d’attendre
online-claim-group =
    .aria-label = Votre adversaire est parti
online-resign-group =
    .aria-label = Abandonner ?
online-resign-sure = Abandonner cette partie ?
online-resign-yes = Oui, abandonner
online-resign-no = Non
online-draw = Proposer la nulle
online-takeback = Demander l’annulation du coup
online-abort = Interrompre la partie
online-berserk = Berserk : moitié du temps, sans incrément
online-berserk-mark = berserk
online-resign = Abandonner
online-rematch = Revanche
online-seat-link = Continuer sur un autre appareil
online-seat-link-help = Ce lien privé ouvre votre place dans cette partie, où que vous soyez. Gardez-le pour vous : quiconque le possède joue à votre place.
online-copy-seat = Copier le lien de ma place
online-notify = Me prévenir quand c’est à moi de jouer (notification)
online-time-low = Il vous reste peu de temps.
online-left = { $side ->
        [white] Blanc a
        [black] Noir a
       *[opponent] Votre adversaire a
    } quitté la partie.{ $left ->
        [0] {""}
        [one] {" "}Vous pourrez réclamer la victoire dans { $left } s s’il ne revient pas.
       *[other] {" "}Vous pourrez réclamer la victoire dans { $left } s s’il ne revient pas.
    }
online-connection = { $state ->
        [open] Connecté
        [connecting] Connexion…
        [offline] Hors ligne : en attente du réseau…
       *[lost] Reconnexion…
    }
online-watching = Spectateurs : { $count }
online-clock = { $side ->
        [white] Pendule de Blanc
       *[black] Pendule de Noir
    }
online-presence = { $side ->
        [white] Blanc
       *[black] Noir
    }{ $you ->
        [you] {" "}(vous)
       *[other] {""}
    }
    .title = { $here ->
        [here] Connecté
        [away] Non connecté
       *[unknown] Inconnu tant que cette page n’est pas connectée
    }
online-invite-help = Envoyez ce lien à votre adversaire. La première personne qui l’ouvre joue contre vous ; les suivantes regardent.
online-invite-link = Lien d’invitation
online-copy = Copier
online-cancel-game = Renoncer à la partie
online-scan = Ou scannez-le avec un téléphone
online-qr =
    .aria-label = Code QR du lien d’invitation
online-notify-title = À vous de jouer
online-notify-body = Votre adversaire a joué { $move } dans votre partie de { $game }.
online-offer-standing = { $by ->
        [me] { $offer ->
            [draw] Vous avez proposé la nulle.
            [takeback] Vous avez demandé l’annulation de votre coup.
           *[rematch] Vous avez proposé une revanche.
        }
       *[other] { $offer ->
            [draw] La nulle est proposée.
            [takeback] L’annulation d’un coup est demandée.
           *[rematch] Une revanche est proposée.
        }
    }
online-offer = { $side ->
        [white] Blanc
       *[black] Noir
    } { $offer ->
        [draw] propose la nulle.
        [takeback] demande l’annulation de son dernier coup.
       *[rematch] propose une revanche.
    }
online-accept = { $offer ->
        [draw] Accepter la nulle
        [takeback] Accepter l’annulation du coup
       *[rematch] Accepter la revanche
    }
online-decline = Refuser

## The page's title

page-title = { $page } — Jeux de pyramide
game-title = { $game }
learn-lesson-page = { $lesson } — { $learn }
puzzle-page = Problème { $id } — { $game }
learn-not-loaded = Apprendre et Problèmes n’ont pas pu être chargés.
editor-not-loaded = L’éditeur de position n’a pas pu être chargé.
online-connecting = Connexion à la partie…
online-not-played = Votre coup { $move } n’a pas été joué : la partie avait changé.
online-declined = { $offer ->
        [draw] Votre proposition de nulle a été refusée.
        [takeback] Votre demande d’annulation du coup a été refusée.
       *[rematch] Votre proposition de revanche a été refusée.
    }
online-seat-invalid = Le lien de cette place n’est pas valide : vous regardez la partie.
online-taken-back = Votre coup { $move } a été annulé : { $problem }
online-seats-taken = Les deux places sont prises : vous regardez la partie.
online-could-not-join = Vous n’avez pas pu rejoindre la partie : { $problem }
online-not-connected = Non connecté : réessayez quand la connexion sera rétablie.
online-invite-copied = Le lien d’invitation est copié.
online-seat-copied = Le lien de votre place est copié : ouvrez-le sur votre autre appareil.
online-share-title = Une partie sur la pyramide
online-notify-refused = Le navigateur n’a pas autorisé les notifications : le titre de l’onglet indiquera tout de même quand c’est à vous de jouer.
online-notify-none = Ce navigateur ne peut pas afficher de notifications.
online-bad-address = « { $address } » n’est pas une adresse de jeu en ligne
online-unknown-game = Le jeu « { $game } » du serveur est inconnu de cette page.
online-not-opened = La partie n’a pas pu être ouverte : { $problem }

## The board editor

editor-page = Éditeur de position — { $game }
editor-title = Éditeur de position
editor-link-damaged = Le lien n’a pas pu être lu en entier ({ $problem }) ; l’éditeur part de ce qu’il a pu lire.
editor-starts =
    .aria-label = Partir de
editor-empty = Plateau vide
editor-start = Position de départ
editor-current = La partie
editor-start-from = Partir de
editor-pieces = Pièces
editor-pieces-hint = Choisissez-en une, puis cliquez ou touchez des cases ; faites glisser une pièce pour la déplacer, et hors du plateau pour la retirer.
editor-palette =
    .aria-label = Pièce à poser
# $piece is a piece's key.
editor-piece = { $side ->
        [white] { $piece ->
            [king] Roi blanc
            [queen] Dame blanche
            [rook] Tour blanche
            [bishop] Fou blanc
            [knight] Cavalier blanc
            [pawn] Pion blanc
            [stone] Pion blanc
            [sphere] Bille blanche
           *[piece] Pièce blanche
        }
       *[black] { $piece ->
            [king] Roi noir
            [queen] Dame noire
            [rook] Tour noire
            [bishop] Fou noir
            [knight] Cavalier noir
            [pawn] Pion noir
            [stone] Pion noir
            [sphere] Bille noire
           *[piece] Pièce noire
        }
    }
editor-remove = ✕ Retirer
editor-side = Joueur au trait
editor-try = Essayer des coups à partir d’ici
editor-back = Retour à l’édition
editor-take-away = Emporter la position
editor-position = Position (modifiez-la ou collez-en une, puis Charger)
editor-load = Charger
editor-copy-position = Copier la position
editor-view = Le diagramme montre (data-view ; vide : tout le plateau)
editor-view-input =
    .placeholder = p. ex. c2-h9 ou around e5 3
editor-snippet = Code à intégrer
editor-copy-snippet = Copier le code
editor-open = Ouvrir comme partie
editor-share = Copier le lien
editor-not-loaded-text = Non chargé : { $problem }
editor-position-copied = La position a été copiée.
editor-snippet-copied = Le code a été copié : collez-le dans n’importe quelle page qui charge embed.js.
editor-link-copied = Le lien a été copié : il ouvre cette position comme une partie.
editor-legal-moves = Coups légaux ({ $count })
editor-trial-empty = Jouez des coups sur le plateau : ils s’ajoutent au code.
editor-trial-moves = Coups : { $moves }
option-help = { $help }

## Each game's options and position fields (named after their keys)

option-on = activée
option-off = désactivée
option-opening-guard = Protection d’ouverture
option-opening-guard-help = Un pion qui arrive sur la rangée 2 ne fait aucune attaque par contact contre un pion de la rangée 1.
option-chain = Réactions en chaîne
option-chain-help = Un coup joué comme coup supplémentaire peut lui aussi attaquer.
option-extra = Coup supplémentaire
option-extra-help = 1 : le joueur au trait joue le coup supplémentaire que lui a valu son dernier coup.
option-power = Niveau de puissance
option-power-help = global : aucun coup ne peut finir plus d’une rangée au-dessus de la pièce la plus haute du plateau ; propre : au-dessus de la pièce la plus haute du joueur qui joue, prises comprises.
option-power-any = global
option-power-own = propre
option-knight = Sauts du cavalier
option-knight-help = tous : les douze sauts de Gliński ; en avant : seulement les six qui montent (pour les dames aussi).
option-knight-all = tous
option-knight-forward = en avant
option-setup = Mise en place
option-setup-help = bords : les armées se tiennent le long des deux bords obliques ; bas : les rangées arrière des deux armées sur la rangée 1.
option-setup-edges = bords
option-setup-bottom = bas
option-clock = Demi-coups depuis la dernière prise ou le dernier coup de pion
option-clock-help = À 100, la partie est nulle.
option-removal = Reprise
option-removal-help = standard : après avoir formé un carré de votre couleur, reprenez jusqu’à deux de vos billes libres ; enfants : jamais.
option-removal-standard = standard
option-removal-children = enfants
option-pass = Passe
option-pass-help = activée : un joueur dont la réserve est vide et qui n’a aucune bille à remonter passe au lieu de perdre.

## The header's preferences, and the boards' own words

pref-theme-auto =
    .aria-label = Thème : celui du système
    .title = Thème : celui du système
pref-theme-dark =
    .aria-label = Thème : sombre
    .title = Thème : sombre
pref-theme-light =
    .aria-label = Thème : clair
    .title = Thème : clair
pref-sound-on =
    .aria-label = Son : activé
    .title = Son : activé
pref-sound-off =
    .aria-label = Son : désactivé
    .title = Son : désactivé
board-help = Les flèches mènent à la case la plus proche dans leur direction, Page précédente et Page suivante changent de niveau là où les pièces s’empilent, Début et Fin vont aux extrémités d’une rangée, Entrée ou Espace choisit la case, Échap annule, et ? décrit la position.
board-label = Plateau de { $game }
picture-label = { $game } : la position de départ
editor-board = Plateau de { $game } en cours de mise en place
moves-list =
    .aria-label = Coups
    .data-empty = Aucun coup joué pour l’instant.
zoom =
    .aria-label = Zoom
zoom-out =
    .aria-label = Zoom arrière
    .title = Zoom arrière
zoom-in =
    .aria-label = Zoom avant
    .title = Zoom avant
zoom-fit =
    .aria-label = Ajuster le plateau
    .title = Ajuster le plateau
legend-hexes = Les colonnes montent vers la droite et sont nommées à leurs deux extrémités. Ombré, en haut : le sommet, réservé aux rois. Encadrée : la plus haute rangée qu’un coup peut atteindre maintenant (le niveau de puissance).
legend-spheres = Vu d’en haut : chaque niveau repose une demi-bille en retrait de celui du dessous, et il est dessiné plus petit. Les deux tas sont les réserves.
legend-steps = Chaque anneau est un niveau plus haut. Les quatre losanges gravés sont les cases de victoire ; la coiffe arrondie au centre n’est pas une case.

## A board embedded in a page

embed-reset = Réinitialiser
embed-replay = ▶ Rejouer
embed-first =
    .aria-label = Première position (Début)
    .title = Première position (Début)
embed-last =
    .aria-label = Dernière position (Fin)
    .title = Dernière position (Fin)
embed-error = Ce plateau ne peut pas être affiché. { $problem }
embed-moves =
    .aria-label = Les coups de l’exemple
computer-perfect-unsolved = Parfait ne joue qu’avec les options que le jeu a résolues, et celles de cette partie n’en font pas partie : l’ordinateur joue en Difficile.

## Puzzles' themes

puzzle-theme = { $theme ->
        [contact-attack] attaque par contact
        [column-attack] attaque en colonne
        [extra-move] coup supplémentaire
        [jump] saut
        [push] poussée
        [pass] passe
        [top] sortie par le sommet
        [capture] prise
        [smash] écrasement
        [fall] chute
        [osiris] Osiris
        [removal] reprise
        [race] course
        [mate] mat
        [summit] sommet
        [victory-fields] cases de victoire
        [too-few-stones] trop peu de pions
        [no-move] aucun coup
        [repetition] répétition
        [stalemate] pat
        [move-limit] limite de coups
        [check] échec
       *[other] { $theme }
    }

## Learn and Puzzles: what cannot be shown

learn-no-game = Il n’existe pas de jeu « { $game } ».
learn-no-lesson = { $count ->
        [one] Ce cours compte { $count } leçon.
       *[other] Ce cours compte { $count } leçons.
    }
learn-bad-file = Ce fichier est illisible : { $detail }
learn-bad-number = « { $number } » n’est pas un numéro de leçon.
learn-bad-address = « { $address } » n’est pas une adresse d’Apprendre ou de Problèmes.
learn-lesson-or-puzzle = Indiquez data-lesson ou data-puzzle, pas les deux.
puzzle-none = Ce problème n’existe pas.

## The engine's reasons: why a position, a move or an option is refused (src/reason.rs)

# Cells, moves, tokens in capitals (FROM-TO, KEY=VALUE, VICTIM>DEST) and values such as
# on, off, pass=off or x1a1 are notation, typed as they are: they stay as they are.
# $cell, $from, $to and $behind are cells; $cells several, as written ("1a1, 1b1").

error-position = position incorrecte à « { $token } » : { $reason }
error-move = coup incorrect « { $token } » : { $reason }
error-illegal = coup illégal « { $token } » : { $reason }
error-option = option incorrecte « { $token } » : { $reason }
error-unknown-game = jeu inconnu « { $token } » : attendu l’un de ceux-ci : { $known }
error-game-over = la partie est terminée
reason-or = { $first } ou { $second }
reason-key-value = attendu : KEY=VALUE (clé=valeur)
reason-no-options = option inconnue ; ce jeu n’a pas d’options
reason-unknown-option = option inconnue ; attendu l’une de celles-ci : { $known }
reason-option-value = attendu : { $values }
reason-level = attendu : une force, easy, normal ou hard
reason-percent = le « % » au caractère { $index } n’est pas suivi de deux chiffres hexadécimaux
reason-percent-utf8 = les codes %XX ne forment pas un texte UTF-8
reason-save-header = attendu : « { $header } »
reason-save-game = attendu : « game NAME » (le nom du jeu)
reason-save-start = attendu : « start POSITION » (la position de départ)
reason-save-word = « { $word } » inattendu
reason-no-fields = champ inconnu ; les positions de ce jeu n’ont pas de champs supplémentaires
reason-unknown-field = champ inconnu ; attendu : { $known }
reason-empty-position = position vide ; attendu : « <w|b> W:<cells> B:<cells> »
reason-side-to-move = attendu : le joueur au trait, « w » ou « b »
reason-single-spaces = les parties doivent être séparées par une seule espace
reason-field = attendu : un champ écrit key=value
reason-missing-list = il manque la liste « { $prefix }<cells> »
reason-list = attendu : la liste « { $prefix }<cells> »
reason-empty-cell-in-list = nom de case vide dans la liste
reason-empty-cell = nom de case vide
reason-pyramida-cell = attendu : une lettre de colonne a–u puis une rangée 1–14
reason-pyramida-file = pas de colonne « { $file } » : les colonnes vont de a à u
reason-pyramida-white-square = ce n’est pas une case noire (numéro de colonne + rangée doit être impair)
reason-pyramida-outside = hors de la pyramide
reason-pyramida-extra = attendu : extra=0 ou extra=1
reason-pyramida-top = aucun pion ne peut se tenir sur le sommet k14
reason-pyramida-two-stones = deux pions sur une case
reason-pyramida-no-stones = aucun des deux camps n’a de pion
reason-pyramida-pass = on ne peut passer que si aucun pion ne peut bouger
reason-pyramida-after-attack = texte inattendu après l’attaque
reason-pyramida-move = attendu : FROM-TO (départ-arrivée), par exemple e4-d5, ou pass
reason-pyramida-no-stone = pas de pion de { $side ->
        [white] Blanc
       *[black] Noir
    } en { $cell }
reason-pyramida-not-empty = { $cell } n’est pas libre
reason-pyramida-step = le pion en { $from } ne peut pas aller en { $to }
reason-pyramida-which-attack = ce coup attaque ; précisez comment, parmi : { $moves }
reason-pyramida-other-attack = ce coup ne fait pas cette attaque ; coups légaux : { $moves }
reason-pyramida-attack = attendu : l’attaque sous la forme VICTIM>DEST ou VICTIM+ (pion attaqué>repli)
reason-chase-cell = attendu : une colonne a–z ou aa–ag, puis une rangée 1–33
reason-chase-outside = hors du triangle : la rangée { $rank } a les colonnes a–{ $last }
reason-chase-clock = attendu : clock=N, un nombre entier de demi-coups
reason-chase-piece-letter = attendu : une lettre de pièce K, Q, R, B, N ou P, puis une case
reason-chase-two-pieces = deux pièces sur une case
reason-chase-two-kings = { $side ->
        [white] Blanc
       *[black] Noir
    } a deux rois
reason-chase-summit-piece = seuls les rois peuvent se tenir sur les rangées 31–33
reason-chase-no-king = { $side ->
        [white] Blanc
       *[black] Noir
    } n’a pas de roi
reason-chase-check-out-of-turn = { $checked ->
        [white] Blanc
       *[black] Noir
    } est en échec, mais c’est au tour de { $side ->
        [white] Blanc
       *[black] Noir
    }
reason-chase-move = attendu : FROM-TO (départ-arrivée), par exemple b2-c3, ou FROMxTO pour une prise
reason-chase-no-piece = pas de pièce de { $side ->
        [white] Blanc
       *[black] Noir
    } en { $cell }
reason-chase-no-capture = « x » marque une prise, mais { $cell } ne porte aucune pièce adverse
reason-chase-check = le roi serait alors en échec
reason-chase-summit-move = seuls les rois peuvent entrer sur les rangées 31–33
reason-chase-power = au-dessus du niveau de puissance : aucun coup ne peut finir au-dessus de la rangée { $rank } pour l’instant
reason-chase-step = { $piece ->
        [king] le { -piece-king }
        [queen] la { -piece-queen }
        [rook] la { -piece-rook }
        [bishop] le { -piece-bishop }
        [knight] le { -piece-knight }
        [pawn] le { -piece-pawn }
        [stone] le { -piece-stone }
        [sphere] la { -piece-sphere }
       *[piece] la { -piece-piece }
    } en { $from } ne peut pas aller en { $to }
reason-pyraos-cell = attendu : un emplacement, soit un niveau 1–4, une lettre de colonne et une rangée, par exemple 1a1
reason-pyraos-level = pas de niveau { $level } : les niveaux vont de 1 à 4
reason-pyraos-top-cell = pas d’emplacement { $cell } : le niveau 4 n’a que l’emplacement 4a1
reason-pyraos-no-cell = pas d’emplacement { $cell } : le niveau { $level } a les colonnes a–{ $last } et les rangées 1–{ $ranks }
reason-pyraos-mask = un masque a des bits au-delà des 30 emplacements
reason-pyraos-two-spheres = deux billes sur un emplacement
reason-pyraos-too-many = { $side ->
        [white] Blanc
       *[black] Noir
    } a plus de { $count ->
        [one] { $count } bille
       *[other] { $count } billes
    }
reason-pyraos-unsupported = la bille n’est pas soutenue ; emplacements vides : { $cells }
reason-pyraos-removals = attendu : x et les emplacements repris, par exemple x1a1 ou x2b2,1a1
reason-pyraos-no-removals = attendu : un ou deux emplacements après x ; omettez « x » pour ne rien reprendre
reason-pyraos-empty-removal = nom d’emplacement vide dans les reprises
reason-pyraos-two-at-most = on peut reprendre au plus deux billes
reason-pyraos-children = avec removal=children, aucune bille n’est jamais reprise
reason-pyraos-top-removes = une bille au sommet gagne la partie ; rien n’est repris
reason-pyraos-no-square = la bille en { $cell } ne complète aucun carré de { $side ->
        [white] Blanc
       *[black] Noir
    } : rien ne peut être repris
reason-pyraos-removed-twice = la même bille est reprise deux fois
reason-pyraos-not-own = pas de bille de { $side ->
        [white] Blanc
       *[black] Noir
    } à reprendre en { $cell }
reason-pyraos-not-free = la bille en { $cell } n’est pas libre : elle porte { $cells }
reason-pyraos-pass-off = il est interdit de passer (pass=off)
reason-pyraos-pass = on ne peut passer que sans bille en réserve ni bille à remonter
reason-pyraos-empty-move = coup vide ; attendu : un emplacement (1a1), une remontée FROM-TO (1a1-2b2) ou pass
reason-pyraos-after-removals = texte inattendu après les reprises
reason-pyraos-move = attendu : un emplacement (1a1), une remontée FROM-TO (1a1-2b2) ou pass
reason-not-legal = ce n’est pas un coup légal ici
reason-pyraos-not-legal = ce n’est pas un coup légal ici
reason-pyraos-not-supported = { $cell } n’est pas soutenu ; emplacements vides : { $cells }
reason-pyraos-no-reserve = { $side ->
        [white] Blanc
       *[black] Noir
    } n’a plus de bille en réserve
reason-pyraos-taken = { $cell } est occupé
reason-pyraos-no-sphere = pas de bille de { $side ->
        [white] Blanc
       *[black] Noir
    } en { $cell }
reason-pyraos-lift-higher = une bille ne se remonte que vers un niveau supérieur : { $from } est au niveau { $from-level }, { $to } au niveau { $to-level }
reason-pyraos-self-support = la bille en { $from } se soutiendrait elle-même en { $to }
reason-allmer-cell = attendu : une colonne a–g puis une rangée 1–7, par exemple c3
reason-allmer-file = pas de colonne « { $file } » : les colonnes vont de a à g
reason-allmer-row = pas de rangée « { $row } » : les rangées vont de 1 à 7
reason-allmer-cap = d4 est la coiffe de la pyramide, pas une case
reason-allmer-two-stones = deux pions sur une case
reason-allmer-too-many = { $side ->
        [white] Blanc
       *[black] Noir
    } a plus de sept pions
reason-allmer-move = attendu : FROM-TO (départ-arrivée), par exemple a1-a4
reason-allmer-no-stone = pas de pion en { $cell }
reason-allmer-not-yours = le pion en { $cell } appartient à { $owner ->
        [white] Blanc
       *[black] Noir
    } ; c’est au tour de { $side ->
        [white] Blanc
       *[black] Noir
    }
reason-allmer-stay = un pion doit quitter sa case
reason-allmer-not-in-line = { $to } n’est pas en ligne droite depuis { $from }
reason-allmer-jump-taken = { $cell } est occupée ; un saut demande une case libre
reason-allmer-push-two = le pion en { $cell } ne peut pas être poussé : la case { $behind }, derrière lui, est occupée (un pion ne peut pas en pousser deux)
reason-allmer-cap-run = une course ne peut pas traverser la coiffe d4
reason-allmer-climb = une course ne peut pas monter de { $from } à { $to } ; un saut monte d’un niveau vers une case voisine
reason-allmer-blocked = la course est bloquée par le pion en { $cell }
reason-allmer-smash-stops = la course s’arrête en { $cell } et y écrase le pion
reason-allmer-step = le pion en { $from } ne peut atteindre { $to } ni par une course, ni par un saut, ni par une poussée

## Warnings about a move, and the opponent's threats (src/warn.rs)

warn-end = Jouer ce coup { $result ->
        [loses] vous fait perdre
       *[draws] mène à la nulle
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
    }.
warn-own-lost = Jouer ce coup vous coûte { $count ->
        [one] { $pieces ->
            [stones] un de vos propres pions
            [spheres] une de vos propres billes
           *[pieces] une de vos propres pièces
        }
       *[other] { $count } de vos propres { $pieces ->
            [stones] pions
            [spheres] billes
           *[pieces] pièces
        }
    }.
warn-repetition = Cette position est déjà apparue : y revenir encore une fois { $then ->
        [loses] vous fait perdre
        [wins] vous fait gagner
       *[draws] mène à la nulle
    } (troisième répétition).
threat = { $side ->
        [white] Blanc
       *[black] Noir
    } { $move } { $what ->
        [wins] gagne
        [check] donne échec
        [takes] prend une pièce
        [destroys] détruit une pièce
       *[pushes] repousse une pièce
    }

## A cell as a screen reader hears it

cell-name = { $cell }
# $piece is a piece's key.
cell-piece = { $side ->
        [white] { $piece ->
            [king] { -piece-king } blanc
            [queen] { -piece-queen } blanche
            [rook] { -piece-rook } blanche
            [bishop] { -piece-bishop } blanc
            [knight] { -piece-knight } blanc
            [pawn] { -piece-pawn } blanc
            [stone] { -piece-stone } blanc
            [sphere] { -piece-sphere } blanche
           *[piece] { -piece-piece } blanche
        }
       *[black] { $piece ->
            [king] { -piece-king } noir
            [queen] { -piece-queen } noire
            [rook] { -piece-rook } noire
            [bishop] { -piece-bishop } noir
            [knight] { -piece-knight } noir
            [pawn] { -piece-pawn } noir
            [stone] { -piece-stone } noir
            [sphere] { -piece-sphere } noire
           *[piece] { -piece-piece } noire
        }
    }
cell-empty = vide
cell-selected = sélectionnée
cell-mark = { $mark ->
        [target] destination légale
        [capture] prise légale
        [push] poussée
        [victim] peut être attaqué
        [retreat] repli ici
        [remove] peut être reprise
       *[piece] peut se déplacer
    }
cell-check = en échec
cell-last = { $end ->
        [to] arrivée du dernier coup
       *[from] départ du dernier coup
    }


## Links, game records, saved games and a board's attributes in a page: what is wrong

# $reason is one of the reason-… messages (or a whole error-…), already said.
error-link = lien : { $reason }
error-link-move = lien, coup { $ply } : { $reason }
error-record = ligne { $line } : { $reason }
error-record-move = ligne { $line }, coup { $ply } : { $reason }
error-record-turn = ligne { $line }, coup { $ply } (au tour de { $side ->
        [white] Blanc
       *[black] Noir
    }) : { $reason }
error-save = partie enregistrée, ligne { $line } : { $reason }
# What the game screen says when a link or a saved game could not be read whole; $problem is an error-… message.
notice-link-damaged = Le lien est endommagé ({ $problem }) ; la partie a été ouverte jusqu’où il a pu être lu.
notice-link-broken = Le lien ne peut pas être ouvert : { $problem }
notice-save-lost = La partie enregistrée n’a pas pu être restaurée ({ $problem }) ; une nouvelle partie a commencé.
# A link's parts: $part and $key as typed; $why a reason; $end the game's end, already said.
reason-link-pair = « { $part } » n’est pas de la forme KEY=VALUE (clé=valeur)
reason-link-position = position incorrecte : { $why }
reason-link-twice = « { $key } » figure deux fois
reason-link-not-replayed = les coups n’ont pas été rejoués, car le jeu auquel ils appartiennent est inconnu
reason-link-over = la partie est déjà terminée ({ $end }), mais le lien continue
reason-link-cut = le lien est tronqué : « { $code } » fait partie d’un code de { $width } caractères
reason-link-code = « { $code } » n’est pas un code de coup
reason-link-range = le code de coup « { $code } » est hors limites : la position a { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    }
# A game record (PGN-like): tags such as [Game "chase"] and their names are typed as they are.
reason-record-comment-open = un commentaire ouvert par « { $open } » n’est jamais fermé par « { $close } »
reason-record-comment-close = un « { $close } » sans « { $open } » qui le précède
reason-record-bracket = un « ] » sans balise qui le précède
reason-record-tag-shape = attendu : une balise telle que [Game "chase"]
reason-record-in-tag = balise [{ $name }] : { $reason }
reason-record-unclosed = le guillemet « " » qui ferme la valeur manque sur cette ligne
reason-record-tag-end = attendu : « ] » après la valeur
reason-record-unknown-tag = balise inconnue [{ $name }] ; attendu l’une de celles-ci : { $known }
reason-record-second-tag = une seconde balise [{ $name }] (la première est à la ligne { $first })
reason-record-no-game = le relevé n’a pas de balise [Game "…"] qui nomme son jeu (pyramida, chase, pyraos ou allmer)
reason-record-late-tag = la balise [{ $name }] se trouve après les coups ; les balises viennent en premier
reason-record-after-result = « { $word } » se trouve après le résultat « { $code } » ; le résultat clôt les coups
reason-record-number-alone = le numéro de coup « { $mark } » n’est suivi d’aucun coup
reason-record-after-end = « { $move } » vient après la fin de la partie ({ $end })
reason-record-number-fit = le numéro de coup « { $mark } » ne convient pas ; ce coup est { $number } { $move }
reason-record-not-over = la partie n’est pas terminée
# $what is one of the three below, $truth the game's end (or reason-record-not-over).
reason-record-mismatch = { $what } ne correspond pas aux coups : { $truth }
reason-record-result = [Result "{ $value }"] : attendu 1-0, 0-1, 1/2-1/2 ou *
reason-record-result-tag = [Result "{ $value }"]
reason-record-result-code = le résultat « { $code } »
reason-record-reason-tag = [Reason "{ $value }"]
# A board's attributes in a page: data-… names and their values are typed as they are.
reason-embed-view-cell = data-view : « { $name } » n’est pas une case de { $game }
reason-embed-view-steps = data-view : « { $steps } » n’est pas un nombre de pas compris entre 1 et 40
reason-embed-view = data-view vaut « { $view } » : attendu deux cases d’angle telles que « c2-h9 », ou « around e5 3 »
reason-embed-interactive = data-interactive vaut « { $value } » : attendu true ou false
reason-embed-size = data-size vaut « { $value } » : attendu small, medium ou large
reason-embed-markup = data-caption est du texte brut, mais il contient des balises (« { $tag } ») : retirez-les
reason-embed-other-game = data-game vaut « { $game } », mais data-record est une partie de { $record }
reason-embed-no-game = data-game est absent ; attendu l’un de ceux-ci : { $known }
reason-embed-attribute = { $attribute } : { $problem }
reason-embed-move = data-moves, coup { $ply } : { $problem }

## What the site's scripts say: an update ready, a part that could not be loaded

update-ready = Une nouvelle version est prête.
update-reload = Recharger
online-needs-server = Le jeu en ligne a besoin du serveur de jeu, et cette copie du site est servie sans lui. Jouez contre l’ordinateur, avec un ami devant cet écran, ou envoyez un lien après chaque coup.
online-load-failed = Le jeu en ligne n’a pas pu être chargé : { $detail }
learn-load-failed = Les leçons et les problèmes n’ont pas pu être chargés : { $detail }
embed-learn-error = Cette leçon ou ce problème ne peut pas être affiché : { $detail }

## Accounts, ratings and pairing

account-title = Votre compte
account-sign-in = Se connecter
account-sign-in-button = Se connecter
account-sign-up = Créer un compte
account-sign-up-button = Créer le compte
account-field-username = Nom d’utilisateur
account-field-password = Mot de passe
account-field-current-password = Mot de passe actuel
account-field-new-password = Nouveau mot de passe
account-rules = Un nom d’utilisateur comporte de 3 à 20 caractères : lettres, chiffres, _ ou -. Un mot de passe comporte au moins 8 caractères, doit différer du nom d’utilisateur et ne doit pas être facile à deviner (ni mot de passe courant, ni suite de touches, ni mot isolé). Nul besoin de compte pour jouer : un compte vous donne un nom, des cotes et des adversaires de votre force.
account-signed-in-as = Connecté en tant que { $name }
account-profile = Votre profil
account-leaderboards = Classements
account-settings = Compte
account-sign-out = Se déconnecter
account-sign-out-everywhere = Se déconnecter partout
account-new-password = Changer le mot de passe
account-new-password-button = Changer le mot de passe
account-password-changed = Le mot de passe a été changé, et vos autres sessions ont été déconnectées.
account-delete = Supprimer le compte
account-delete-button = Supprimer le compte
account-delete-sure = Supprimer votre compte ? Vos parties sont conservées sous le nom « joueur supprimé » ; votre nom, vos cotes et vos sessions sont effacés. Cette action est irréversible.
account-sending = Envoi en cours…
account-passkeys = Clés d’accès
account-passkeys-about = Une clé d’accès vous connecte grâce au verrouillage de cet appareil (empreinte digitale, reconnaissance faciale ou code PIN), sans mot de passe. Votre mot de passe est demandé pour en ajouter ou en supprimer une.
account-passkey-add = Ajouter une clé d’accès
account-passkey-added = La clé d’accès a été ajoutée : vous pouvez vous connecter avec elle depuis la page de connexion.
account-passkey-sign-in = Se connecter avec une clé d’accès
account-sessions-title = Où vous êtes connecté
account-sessions-about = Chaque navigateur où vous vous êtes connecté, pendant 30 jours au plus. Fermez toute session que vous ne reconnaissez pas.
account-session-browser = { $known ->
        [both] { $browser } sous { $system }
        [browser] { $browser }
        [system] Un navigateur sous { $system }
       *[none] Un navigateur ou un programme inconnu
    }
account-session-this = ce navigateur
account-session-times = connecté le { $started }, dernière activité le { $seen }
account-session-end = Fermer cette session
account-session-ended = La session est fermée : ce navigateur est déconnecté.
account-passkeys-none = Aucune clé d’accès pour l’instant.
account-tokens-title = Jetons d’API
account-tokens-about = Un programme écrit pour l’API de lichess (un bot, berserk) joue pour votre compte avec l’un de vos jetons : donnez-lui l’adresse de ce serveur à la place de celle de lichess. Un jeton n’est montré qu’une fois, quand il est créé.
account-tokens-none = Aucun jeton.
account-field-token-description = À quoi il sert
account-token-scopes = Ce qu’il peut faire
account-token-create = Créer un jeton
account-token-created = Votre nouveau jeton (copiez-le maintenant : il ne sera plus montré) :
account-token-times = créé le { $made }, utilisé pour la dernière fois le { $used }
account-token-unused = créé le { $made }, jamais utilisé
account-token-revoke = Révoquer « { $name } »
account-token-revoked = Le jeton a été révoqué : il ne fonctionne plus.
account-passkey-times = ajoutée le { $added }, utilisée pour la dernière fois le { $used }
account-passkey-unused = ajoutée le { $added }, jamais utilisée
account-passkey-remove = Supprimer
    .aria-label = Supprimer la clé d’accès { $name }
account-passkey-removed = La clé d’accès a été supprimée.
account-field-passkey-name = Nom d’une nouvelle clé d’accès (facultatif)
account-remove-passkeys = Supprimer aussi toutes les clés d’accès
account-rating = { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    }
account-problem = { $code ->
        [bad-credentials] nom d’utilisateur ou mot de passe incorrect
        [username-taken] ce nom d’utilisateur est déjà pris : choisissez-en un autre
        [weak-password] le mot de passe est trop faible : { $why ->
            [short] il faut au moins 8 caractères
            [long] il ne peut dépasser 256 caractères
            [username] il ne peut pas être votre nom d’utilisateur
            [common] c’est l’un des mots de passe les plus courants
            [pattern] il reprend une suite de touches ou de lettres
            [word] un mot ou un nom seul se devine facilement
            [date] les dates et les années se devinent facilement
           *[guessable] il se devinerait en peu d’essais
        }
        [unauthorized] vous n’êtes pas connecté
        [not-allowed] pas maintenant : terminez, interrompez ou abandonnez d’abord vos parties
        [rate-limited] trop de tentatives : patientez un moment, puis réessayez
        [bad-message] le serveur n’a pas compris la requête ({ $detail })
        [passkey-cancelled] la clé d’accès n’a pas été utilisée
        [passkey-unsupported] ce navigateur ne peut pas utiliser de clés d’accès ici
        [forbidden-origin] refusé : la requête venait de la page d’un autre site
        [unsupported-media-type] refusé : la requête n’a pas été envoyée en JSON
        [misdirected-request] refusé : ce serveur ne répond pas pour cette adresse
       *[other] { problem }
    }
profile-title = { $name } : profil
profile-ratings = Cotes
profile-game = Jeu
profile-rating = Cote
profile-games = Parties classées
profile-recent = Dernières parties
profile-no-games = Aucune partie pour l’instant.
profile-chart = { $game } : { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }, de { $first } à { $last } (minimum { $low }, maximum { $high })
leaderboard-title = { $game } : classement
leaderboard-games =
    .aria-label = Jeux
leaderboard-empty = Personne n’a encore de cote établie ici : une cote est prise en compte dès que son écart est de 110 ou moins, soit après quelques parties classées.
leaderboard-played = { $count ->
        [one] { $count } partie classée
       *[other] { $count } parties classées
    }
pairing-title = Appariement rapide
pairing-rated = Classée
pairing-clocks =
    .aria-label = Cadences
pairing-cancel = Annuler la recherche
pairing-seeking = Recherche d’un adversaire de votre force…
pairing-bot-in = Recherche d’un adversaire de votre force… Si personne ne vient, un bot de la maison jouera contre vous dans { $seconds } s.
pairing-sign-in = Connectez-vous pour jouer des parties classées
lobby-rated = Classée (modifie la cote des deux joueurs ; demande une pendule et la position de départ habituelle)

## Défis par le nom (le salon et un profil)

challenge-title = Défis
challenge-form-title = Défier un joueur par son nom
challenge-player = Défier { $name }
challenge-name = Nom du joueur
challenge-send = Envoyer le défi
challenge-sending = Envoi…
challenge-sent = Défi envoyé à { $name } : il attend une réponse dans le salon.
challenge-declined = { $name } a refusé votre défi.
challenge-incoming = { $name } vous défie : { $game }, { $clock }{ $rated ->
        [yes] , classée
       *[no] {""}
    }
challenge-outgoing = En attente de la réponse de { $name } : { $game }, { $clock }{ $rated ->
        [yes] , classée
       *[no] {""}
    }
challenge-accept = Accepter
challenge-decline = Refuser
challenge-cancel = Retirer le défi
challenge-none = Aucun défi en attente.
challenge-notice = { $count ->
    [one] { $name } vous défie.
   *[other] { $count } défis vous attendent.
  }
challenge-notice-answer = Répondre
challenge-notice-later = Plus tard
challenge-bots = Bots de la maison en ligne, prêts à jouer : { $names }
online-rated = classée
online-rating-change = { $change }
online-between = { $white } – { $black } : { $stands }
player-name = { $name }
player-deleted = joueur supprimé
player-anonymous = Anonyme

## Tournois arène (la liste du salon et la page d’une arène)

arena-list-title = Tournois arène
arena-none = Aucune arène en ce moment.
arena-players = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
arena-starts-in-minutes = { $minutes ->
        [one] commence dans { $minutes } minute
       *[other] commence dans { $minutes } minutes
    }
arena-ends-in-minutes = { $minutes ->
        [one] finit dans { $minutes } minute
       *[other] finit dans { $minutes } minutes
    }
arena-finished = Terminée
arena-hourly-title = Arène horaire de { $game }
arena-named = { $name }
arena-page-title = Arène
arena-terms = { $game } · { $clock } · { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }{ $rated ->
        [yes] {" "}· classée
       *[no] {" "}· amicale
    }{ $berserk ->
        [yes] {" "}· berserk permis
       *[no] {""}
    }
arena-back = Retour à l’arène
arena-starts-in = Commence dans { $time }
arena-ends-in = Finit dans { $time }
arena-podium =
    .aria-label = Podium
arena-place = { $place ->
        [first] Premier
        [second] Deuxième
       *[third] Troisième
    }
arena-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
arena-rules = Comment se joue une arène
arena-rule-pairing = Tant que l’arène dure, chaque joueur libre est apparié aussitôt avec un autre joueur libre proche de lui au classement, et pas avec l’adversaire de sa dernière partie si quelqu’un d’autre est libre.
arena-rule-points = Une victoire rapporte 2 points, une nulle 1, une défaite 0.
arena-rule-fire = Après deux victoires de suite, vous êtes en feu : chaque partie compte double (4 pour une victoire, 2 pour une nulle) jusqu’à la première qui n’est pas gagnée.
arena-rule-draw = Une nulle en moins de 10 coups chacun ne rapporte rien.
arena-rule-berserk = Berserk, si l’arène le permet : avant votre premier coup, vous pouvez diviser votre temps par deux et renoncer à l’incrément ; une victoire après au moins 7 coups de votre part rapporte alors 1 point de plus.
arena-rule-end = Le temps écoulé, aucune nouvelle partie ne commence ; les parties en cours se terminent et comptent. Faites une pause quand vous voulez : vos points restent.
arena-standings = Classement
arena-col-rank = Rang
arena-col-player = Joueur
arena-col-rating = Cote
arena-col-sheet = Parties
arena-col-score = Points
arena-pages =
    .aria-label = Pages du classement
arena-previous = Précédente
arena-next = Suivante
arena-page = Page { $page } sur { $pages }
arena-nobody = Personne n’a encore rejoint l’arène.
arena-sign-in = Se connecter pour jouer
arena-join = Rejoindre
arena-withdraw = Se retirer
arena-pause = Pause
arena-me = Vous êtes au rang { $rank } avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    }{ $state ->
        [fire]  : en feu, votre prochaine partie compte double.
        [paused]  : en pause. Rejoignez l’arène pour rejouer.
       *[playing] .
    }
arena-on-fire = en feu
arena-paused = en pause
