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

## The game in words: the engine's phrases (src/phrase.rs, src/describe.rs)

side = { $side ->
    [white] White
   *[black] Black
}
turn = { $side ->
    [white] White
   *[black] Black
} to move{ $note ->
    [check] {" — "}check
    [extra-move] {" — "}extra move
   *[none] {""}
}
end = { $outcome ->
    [white] White wins
    [black] Black wins
   *[draw] Draw
}: { $reason ->
    [all-stones-off] all stones reached the top
    [repetition] third repetition of a position
    [nobody-can-move] neither player can move
    [no-legal-move] no legal move
    [checkmate] checkmate
    [stalemate] stalemate
    [move-limit] 100 plies without a capture or a pawn move
    [reached-top] reached the top
    [victory-fields] all four victory fields held
   *[too-few-stones] fewer than four stones left
}
# $piece is one of the piece-… messages below, already said.
piece-piece = piece
piece-stone = stone
piece-sphere = sphere
piece-K = King
piece-Q = Queen
piece-R = Rook
piece-B = Bishop
piece-N = Knight
piece-P = Pawn
move-step = { $side ->
    [white] White
   *[black] Black
} { $from } to { $to }
move-piece-step = { $side ->
    [white] White
   *[black] Black
} { $piece } { $from } to { $to }
move-place = { $side ->
    [white] White
   *[black] Black
} places a { $piece } on { $cell }
move-pass = { $side ->
    [white] White
   *[black] Black
} passes
effect-retreat = { $side ->
    [white] White's
   *[black] Black's
} { $piece } on { $from } retreats to { $to }
effect-column-retreat = { $side ->
    [white] White's
   *[black] Black's
} { $piece } on { $from } retreats down the column to { $to }
effect-push = { $side ->
    [white] White's
   *[black] Black's
} { $piece } on { $from } is pushed to { $to }
effect-extra-move = { $cell } cannot retreat: { $side ->
    [white] White
   *[black] Black
} moves again
effect-pass = { $side ->
    [white] White
   *[black] Black
} cannot move and passes
effect-removed = { $side ->
    [white] White's
   *[black] Black's
} { $piece } on { $cell } { $why ->
    [captured] is captured
    [smashed] is smashed
    [fell] falls off the pyramid
   *[top] leaves the board at the top
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: { $side ->
    [white] White's
   *[black] Black's
} { $count ->
    [one] { $piece }
   *[other] { $piece }s
} on { $cells } enclosed and removed
effect-taken-back = { $side ->
    [white] White
   *[black] Black
} takes back the { $count ->
    [one] { $piece }
   *[other] { $piece }s
} on { $cells }
effect-checkmate = Checkmate: { $side ->
    [white] White's
   *[black] Black's
} { $king } cannot escape
effect-check = Check: { $side ->
    [white] White's
   *[black] Black's
} { $king } is attacked
# Under the board: the last move ($move, in notation) and what it did.
notice-move = { $side ->
    [white] White
   *[black] Black
} { $move }:{" "}
moves-taken-back = { $count ->
    [one] { $count } move taken back
   *[other] { $count } moves taken back
}
# The move list's legend: each mark ($symbol) the game has shown, and what it means.
marks = Marks: { $symbol } { $kind ->
    [capture] capture
    [check] check
    [checkmate] checkmate
    [retreat] an attacked piece retreats
    [extra-move] an extra move
    [removal] spheres taken back
    [fall] a stone falls off
    [smash] a stone smashed
    [osiris] Osiris: a stone enclosed
    [push] a push
    [top] a stone reaches the top
    [pass] a pass
   *[end] the end of the game
}
mark = { $symbol } { $kind ->
    [capture] capture
    [check] check
    [checkmate] checkmate
    [retreat] an attacked piece retreats
    [extra-move] an extra move
    [removal] spheres taken back
    [fall] a stone falls off
    [smash] a stone smashed
    [osiris] Osiris: a stone enclosed
    [push] a push
    [top] a stone reaches the top
    [pass] a pass
   *[end] the end of the game
}
position-repeated = { $count ->
    [one] This position has occurred once.
   *[other] This position has occurred { $count } times.
}
board-counts = { $pieces ->
    [stone] Stones
    [sphere] Spheres
   *[piece] Pieces
} on the board — White: { $white } · Black: { $black }
review-viewing = Viewing move { $count } of { $total }
embed-move-of = Move { $count } of { $total }

## Learn

# $game is the game's title (a game-…-title message).
learn-title = Learn { $game }
learn-lede = { $count ->
    [one] { $count } short lesson, one idea, on the real board. Stars for doing it in few moves; your progress stays in this browser.
   *[other] { $count } short lessons, one idea each, on the real board. Stars for doing each in few moves; your progress stays in this browser.
}
learn-stars =
    .aria-label = { $count ->
        [one] { $count } of 3 stars
       *[other] { $count } of 3 stars
    }
learn-play = Play { $game }
learn-lesson-of = Lesson { $count } of { $total }
learn-hint = Hint
learn-retry = Start again
learn-next = Next lesson
learn-to-puzzles = On to the puzzles
learn-hint-default = Read the lesson's text again: it names the move.
learn-try-again = Try again.
learn-done = Done!
# $stars is the stars earned, as ★★☆.
learn-done-in = { $stars } — { $count ->
    [one] done in { $count } move
   *[other] done in { $count } moves
}

## Online play

online-waiting = Waiting for an opponent.
online-your-move = { $side ->
    [white] White
   *[black] Black
}: your move.
online-on-its-way = Your move is on its way…

## The position in words (a key on the board reads it out)

# $pieces is stone, sphere or piece; $cells a list of cells.
position-side = { $side ->
    [white] White
   *[black] Black
}: { $count ->
    [one] { $count } { $pieces ->
        [stone] stone
        [sphere] sphere
       *[piece] piece
    }
   *[other] { $count } { $pieces ->
        [stone] stones
        [sphere] spheres
       *[piece] pieces
    }
} on { $cells }
position-count = { $side ->
    [white] White
   *[black] Black
}: { $count ->
    [0] no { $pieces ->
        [stone] stones
        [sphere] spheres
       *[piece] pieces
    } on the board
    [one] { $count } { $pieces ->
        [stone] stone
        [sphere] sphere
       *[piece] piece
    }
   *[other] { $count } { $pieces ->
        [stone] stones
        [sphere] spheres
       *[piece] pieces
    }
}
# $piece is a piece-… message, $cells a list of cells.
position-kind = { $piece }: { $cells }

## Why a click is no move

# $piece is a piece-… message; $cell a cell.
refusal-no-move = The { $piece } on { $cell } has no move now.
refusal-not-yours = The { $piece } on { $cell } is { $side ->
    [white] White's
   *[black] Black's
}: { $turn ->
    [white] White
   *[black] Black
} to move{ $note ->
    [check] {" — "}check
    [extra-move] {" — "}extra move
   *[none] {""}
}.
# The engine's own reason, not yet in the messages (English).
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = A valid position.{" "}
editor-legal = ; { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}.
editor-over = A valid position, and the game is over:{" "}
# The engine's reason, not yet in the messages (English).
editor-invalid = Not a valid position: { $reason }

## Puzzles

# $game is the game's title (a game-…-title message).
puzzle-title = { $game } puzzle
puzzle-streak = { $count ->
    [one] Puzzle streak: { $count } solved
   *[other] Puzzle streak: { $count } solved
}
puzzle-solution = Solution
puzzle-next = Next puzzle
puzzle-start-streak = Start a streak
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Themes: { $themes }
puzzle-rating = Your rating: { $rating } ± { $deviation }
# $change is signed: +12, -8.
puzzle-rated = Your rating: { $rating } ({ $change }); this puzzle: { $puzzle }
puzzle-streak-over = { $count ->
    [one] Streak over: { $count } solved. Start again
   *[other] Streak over: { $count } solved. Start again
}
puzzle-find = { $side ->
    [white] White
   *[black] Black
} to play: find the win in { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
puzzle-solved = Solved! That wins.
puzzle-best = Best move! Keep going.
puzzle-not-it-answered = { $move } is not it: { $reply } answers it. Try again.
puzzle-not-it = { $move } is not it. Try again.
puzzle-hint-piece = Hint: move the piece on { $cell }.
puzzle-hint-move = Hint: the move is { $move }.
puzzle-solution-is = The solution: { $moves }.
