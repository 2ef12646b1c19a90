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

## Each game's keys on the board

game-pyramida-keys = Tab to the board, then the arrow keys move to the four diagonal neighbours: ↑ up-right, → down-right, ↓ down-left, ← up-left; Home and End go to the ends of a row.
game-chase-keys = Tab to the board, then ← and → move along the rank, ↑ and ↓ along the file; Home and End go to the ends of a row.
game-pyraos-keys = Tab to the board, then the arrow keys move between the spheres of a level, and Page Up and Page Down to the level above or below.
game-allmer-keys = Tab to the board, then the arrow keys move to the next field in that direction, over the steps; Home and End go to the ends of a row.

## The game screen

game-rules = Rules
game-all-games = All games
game-retry = Ask the computer again
game-undo = Undo
    .title = Undo (←)
game-redo = Redo
    .title = Redo (→)
game-flip = Flip
    .title = Turn the board round
game-new = New game
game-pass = Pass
game-done = Done
game-type-move = Type a move
game-move-input =
    .placeholder = e.g. { $example }
game-play-typed = Play
confirm-group =
    .aria-label = A move to confirm
confirm-play = Play it
confirm-cancel = Cancel
keys-title = Keys
keys-pick = Enter or Space picks the cell under the cursor, Escape cancels the move being entered.
keys-read = ? on the board reads out the whole position.
keys-review = Outside the board and text fields: ← → step through the moves, Home / End jump to the start / the game.
moves-title = Moves
review-group =
    .aria-label = Review
review-back =
    .aria-label = Previous move (←)
    .title = Previous move (←)
review-forward =
    .aria-label = Next move (→)
    .title = Next move (→)
review-end = Back to the game
    .title = The position now (End)
review-analyse = Analyse
review-continue = Continue from here
analysis-help = The number is the computer's estimate for the side to move: above 0 it stands better, about 1 for a piece ahead. Depth: how many moves ahead it has looked. Best: the move it would play.
log-title = The game in words
opponent-title = Opponent
mode-two = Two players
mode-computer-black = You play White
mode-computer-white = You play Black
mode-computer-both = Computer vs computer
level-title = Level
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-perfect = Perfect
    .title = Plays perfectly, from the solved game (downloads its book once)
help-ask-first = Ask before a move that loses or costs your own pieces
help-threats = Show what the opponent threatens
options-title = Options
options-hint = Options take effect when you start a new game.
position-title = Position
position-input =
    .aria-label = Start from a position
position-load = Start from this position
position-edit = Edit in the board editor

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } in reserve
   *[other] { $count } in reserve
}
