# The site's messages in English: the source of every other language's file.
# Fluent syntax (https://projectfluent.org/fluent/guide/). Each language's file has the
# same messages with the same variables; tests/i18n.rs checks it. Words: docs/glossary/.

## The site's header and its language switcher

site-name = ▲ Pyramid games
site-title = Pyramid games
nav-play-online = Play online
nav-rules = Rules
language-choice =
    .aria-label = Language
loading = Loading the games…

## The game picker

picker-title = Four pyramid games
picker-lede = Pick a game to play against the computer, at three levels, or with a friend at one screen. Every rule is enforced; every move is animated, and the board warns you before a move that costs you.
picker-play-computer = Play the computer
picker-play-online = Play online
picker-learn = Learn
picker-puzzles = Puzzles
picker-coming-soon = Coming soon

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = by Zbyšek Vlasák
game-pyramida-summary = Climb the pyramid of black squares and push enemy stones back down.
game-chase-title = Pyramid Chase
game-chase-credit = by Florin Lupusoru
game-chase-summary = Chess on a triangle of 561 hexagons: the first King on the summit wins.
game-pyraos-title = Pyraos
game-pyraos-credit = rules by Staffan Ulfberg; later published as Pylos
game-pyraos-summary = Stack spheres into a four-level pyramid; whoever crowns it wins.
game-allmer-title = Pyramid
game-allmer-credit = by Simon Allmer
game-allmer-summary = Run, jump and push on a stepped 7 × 7 pyramid to hold the four victory fields.

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } in reserve
   *[other] { $count } in reserve
}
