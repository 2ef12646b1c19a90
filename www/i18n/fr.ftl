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

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } bille en réserve
   *[other] { $count } billes en réserve
}
