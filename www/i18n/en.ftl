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
# The pieces. A message given a piece ($piece) selects on its key: king, queen, rook,
# bishop, knight, pawn, stone, sphere, or piece (any other). Each language says each
# piece by a term of its own, with the attributes its grammar needs (a gender…).
-piece-king = King
-piece-queen = Queen
-piece-rook = Rook
-piece-bishop = Bishop
-piece-knight = Knight
-piece-pawn = Pawn
-piece-stone = stone
-piece-sphere = sphere
-piece-piece = piece
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
    [white] White
   *[black] Black
} { $from } to { $to }
move-piece-step = { $side ->
    [white] White
   *[black] Black
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $from } to { $to }
move-place = { $side ->
    [white] White
   *[black] Black
} places a { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $cell }
move-pass = { $side ->
    [white] White
   *[black] Black
} passes
effect-retreat = { $side ->
    [white] White's
   *[black] Black's
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $from } retreats to { $to }
effect-column-retreat = { $side ->
    [white] White's
   *[black] Black's
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $from } retreats down the column to { $to }
effect-push = { $side ->
    [white] White's
   *[black] Black's
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $from } is pushed to { $to }
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
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $cell } { $why ->
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
    [one] { $piece ->
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
   *[other] { $piece ->
        [king] { -piece-king }s
        [queen] { -piece-queen }s
        [rook] { -piece-rook }s
        [bishop] { -piece-bishop }s
        [knight] { -piece-knight }s
        [pawn] { -piece-pawn }s
        [stone] { -piece-stone }s
        [sphere] { -piece-sphere }s
       *[piece] { -piece-piece }s
    }
} on { $cells } enclosed and removed
effect-taken-back = { $side ->
    [white] White
   *[black] Black
} takes back the { $count ->
    [one] { $piece ->
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
   *[other] { $piece ->
        [king] { -piece-king }s
        [queen] { -piece-queen }s
        [rook] { -piece-rook }s
        [bishop] { -piece-bishop }s
        [knight] { -piece-knight }s
        [pawn] { -piece-pawn }s
        [stone] { -piece-stone }s
        [sphere] { -piece-sphere }s
       *[piece] { -piece-piece }s
    }
} on { $cells }
effect-checkmate = Checkmate: { $side ->
    [white] White's
   *[black] Black's
} { -piece-king } cannot escape
effect-check = Check: { $side ->
    [white] White's
   *[black] Black's
} { -piece-king } is attacked
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
# $piece is a piece's key, $cells a list of cells.
position-kind = { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
}: { $cells }

## Why a click is no move

# $piece is a piece's key; $cell a cell.
refusal-no-move = The { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $cell } has no move now.
refusal-not-yours = The { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} on { $cell } is { $side ->
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
# $reason is the engine's reason (a reason-… message), already said.
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = A valid position.{" "}
editor-legal = ; { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}.
editor-over = A valid position, and the game is over:{" "}
# $reason is the engine's error (an error-… message), already said.
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
puzzle-themes = Themes:
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
## The game screen: messages under the board

game-viewing-earlier = You are viewing an earlier move: go back to the game (End) to play.
game-computers-turn = It is the computer's turn.

## The computer, the analysis and the solver

computer-thinking = The computer is thinking…
computer-thinking-depth = The computer is thinking… depth { $depth }, { $done }%
computer-downloading-book = Perfect is downloading its book of openings (once)…
computer-could-not-start = The computer could not start: { $detail }
computer-failed = The computer failed: { $detail }
computer-book-failed = Perfect's book could not be downloaded ({ $detail }): check the connection, then choose Perfect again.
computer-tablebase-only = The server's tablebase cannot be reached: { $detail }. Perfect plays these rules only from it: try again, or choose another level.
computer-game-over = The game is over.
analysis-weighing = The computer is weighing this position…
analysis-progress = { $kind ->
        [win] { $side ->
            [white] White
           *[black] Black
        } to move can force a win
        [loss] { $side ->
            [white] White
           *[black] Black
        } to move is losing by force
       *[score] { $score } for { $side ->
            [white] White
           *[black] Black
        }, to move
    } · depth { $depth } · best { $best }
verdict-toggle = Who wins from here?
    .title = The result with perfect play, solved exactly, after every move
verdict-moves =
    .aria-label = Each legal move with perfect play
verdict-solving = Solving…
verdict-could-not-start = The solver could not start: { $detail }
verdict-failed = The solver failed: { $detail }
verdict-not-yet = Not solved yet: too much of the game is left to solve here. Ask again a few moves later.
verdict-solved-here = (The server's tablebase cannot be reached: { $detail }. Solved in this browser instead.)
verdict-wins = { $side ->
        [white] White
       *[black] Black
    } wins in { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
verdict-draw = Draw
verdict-move-win = Win in { $plies }
verdict-move-loss = Loss in { $plies }

## Share, export, import and Your games

keep-share = Share
    .title = Copy a link to this game: whoever opens it can continue it
keep-export = Export
    .title = Copy the game record and download it as a .txt file
keep-import = Import…
keep-import-text =
    .aria-label = A game record to import
keep-import-file =
    .aria-label = A record file
keep-import-record = Import this record
keep-library = Your games ({ $count })
keep-library-list =
    .data-empty = Games you replace or finish are kept here.
keep-clear = Forget all kept games
keep-clear-sure = Forget every kept game? This cannot be undone.
keep-imported = The record was imported; the game before it is kept in Your games.
keep-unreadable = This record cannot be read: { $reason }
keep-records-not-loaded = Game records could not be loaded: try again when online.
keep-exported = The game record was copied and downloaded.
keep-share-sheet = Send the link: whoever opens it sees this game and can play the next move.
keep-link-copied = The link to this game was copied: whoever opens it can play the next move.
keep-two-players = two players
keep-versus = { $white } vs { $black }
keep-date = { $date }
keep-unfinished = unfinished
keep-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
keep-open = Open

## Review, warnings and threats

review-continuing = Continuing from move { $ply }. { $count ->
        [one] The { $count } later move can
       *[other] The { $count } later moves can
    } come back with Redo, and the whole game is in Your games.
warning-move = { $move }: { $words }
confirm-anyway = Play it anyway?
threats-next = Threatened next move:

## Online play: a game in words (its terms, who it waits for, how it ended)

online-option = { $option }
clock-real = { $minutes } + { $increment }
clock-days = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }
clock-none = no clock
online-waits = { $side ->
        [white] White waits: you play Black
       *[black] Black waits: you play White
    }
online-waiting-short = waiting
online-moves-played = { $count ->
        [one] { $count } move played
       *[other] { $count } moves played
    }
online-you-play = You play { $side ->
        [white] White
       *[black] Black
    } · { $status ->
        [waiting] waiting for an opponent
        [yours] your move
       *[theirs] their move
    }
online-you-played = You played { $side ->
        [white] White
       *[black] Black
    } · { $result }
online-aborted = The game was aborted.
online-goes-on = The game goes on.
online-rules-end = { $end }.
online-ended = { $outcome ->
        [white] White wins
        [black] Black wins
       *[draw] Draw
    }{ $why ->
        [resign] : { $loser ->
            [white] White
           *[black] Black
        } resigned.
        [agreement] : by agreement.
        [timeout] : { $loser ->
            [white] White
           *[black] Black
        } ran out of time.
        [abandon] : { $loser ->
            [white] White
           *[black] Black
        } left the game.
       *[none] .
    }

## Online play: the lobby

online-title = Play online
online-not-loaded = Online play could not be loaded.
lobby-invite = Invite a friend, or anyone
lobby-game = Game
lobby-start = Start from
lobby-you-play = You play
lobby-either = Either (random)
lobby-white = White
lobby-black = Black
lobby-clock-label = Clock
lobby-no-clock = No clock
lobby-clock = { $clock }{ $speed ->
        [blitz] {" "}(blitz)
        [rapid] {" "}(rapid)
       *[none] {""}
    }
lobby-anyone = Anyone may join (listed among the open games)
lobby-create = Create the game
lobby-asking = Asking the server…
lobby-open = Open games
lobby-open-none = No game is waiting for an opponent. Create one!
lobby-mine = Your online games
lobby-mine-none = None yet.
lobby-playing = Being played now
lobby-playing-none = No game is being played now.
lobby-usual-start = The usual start
lobby-board-start = The position on your board (after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    })
lobby-creating = Creating the game…
lobby-not-created = The game was not created: { $problem }
lobby-not-read = Not read: { $problem }
lobby-yours-open = Yours: open
lobby-join = Join
lobby-watch = Watch
lobby-open-game = Open
problem = { $code ->
        [offline] the game server did not answer: are you online?
        [answer] the game server's answer was not understood ({ $detail })
        [bad-message] the server did not understand the request ({ $detail })
        [unauthorized] this seat's link is not valid
        [not-found] there is no such game on this server
        [not-your-turn] it is not your move
        [illegal-move] the move is not legal here
        [stale] the game had changed
        [game-over] the game is over
        [seat-taken] both seats are taken
        [not-allowed] that is not allowed now
        [too-large] the request is too large
        [rate-limited] too many requests: wait a moment and try again
        [server-error] the server could not store or read the game; nothing changed
        [unsolved] this game or setting is not solved
       *[other] { $detail }
    }

## What to click when a move leaves a choice (each game's own rule)

choice-pyramida-victim = Choose the stone to attack: your move attacks more than one.
choice-pyramida-retreat = Choose where the attacked stone retreats: your move attacks it, and it has more than one way back.
choice-pyraos-remove = Choose a sphere to take back, or Done: your sphere made a square of your colour, so you may take back one or two of yours.

## Online play: the game

online-game = { $game } online
online-game-title = { $game } online
online-your-move-title = Your move — { $game } online
online-waiting-room =
    .aria-label = Waiting room
online-claim = Claim victory
online-keep-waiting = Keep waiting
online-claim-group =
    .aria-label = Your opponent left
online-resign-group =
    .aria-label = Resign?
online-resign-sure = Resign this game?
online-resign-yes = Yes, resign
online-resign-no = No
online-draw = Offer a draw
online-takeback = Take back
online-abort = Abort
online-berserk = Berserk: half your clock, no increment
online-berserk-mark = berserk
online-resign = Resign
online-rematch = Rematch
online-seat-link = Continue on another device
online-seat-link-help = This private link opens your seat in this game anywhere. Keep it to yourself: whoever has it plays for you.
online-copy-seat = Copy my seat's link
online-notify = Tell me when it is my move (a notification)
online-time-low = Your time is running low.
online-left = { $side ->
        [white] White has
        [black] Black has
       *[opponent] Your opponent has
    } left the game.{ $left ->
        [0] {""}
        [one] {" "}You can claim victory in { $left } s if they do not come back.
       *[other] {" "}You can claim victory in { $left } s if they do not come back.
    }
online-connection = { $state ->
        [open] Connected
        [connecting] Connecting…
        [offline] Offline: waiting for the network…
       *[lost] Reconnecting…
    }
online-watching = { $count } watching
online-clock = { $side ->
        [white] White's clock
       *[black] Black's clock
    }
online-presence = { $side ->
        [white] White
       *[black] Black
    }{ $you ->
        [you] {" "}(you)
       *[other] {""}
    }
    .title = { $here ->
        [here] Connected
        [away] Not connected
       *[unknown] Not known while this page is not connected
    }
online-invite-help = Send this link to your opponent. Whoever opens it first plays you; anyone after them watches.
online-invite-link = Invite link
online-copy = Copy
online-cancel-game = Cancel the game
online-scan = Or scan it with a phone
online-qr =
    .aria-label = QR code of the invite link
online-notify-title = Your move
online-notify-body = Your opponent played { $move } in your game of { $game }.
online-offer-standing = { $by ->
        [me] { $offer ->
            [draw] You offered a draw.
            [takeback] You asked to take back your move.
           *[rematch] You offered a rematch.
        }
       *[other] { $offer ->
            [draw] A draw is offered.
            [takeback] A takeback is asked for.
           *[rematch] A rematch is offered.
        }
    }
online-offer = { $side ->
        [white] White
       *[black] Black
    } { $offer ->
        [draw] offers a draw.
        [takeback] asks to take back their last move.
       *[rematch] offers a rematch.
    }
online-accept = { $offer ->
        [draw] Accept the draw
        [takeback] Accept the takeback
       *[rematch] Accept the rematch
    }
online-decline = Decline

## The page's title

page-title = { $page } — Pyramid games
game-title = { $game }
learn-lesson-page = { $lesson } — { $learn }
puzzle-page = Puzzle { $id } — { $game }
learn-not-loaded = Learn and Puzzles could not be loaded.
editor-not-loaded = The board editor could not be loaded.
online-connecting = Connecting to the game…
online-not-played = Your move { $move } was not played: the game had changed.
online-declined = { $offer ->
        [draw] Your draw offer was declined.
        [takeback] Your takeback request was declined.
       *[rematch] Your rematch offer was declined.
    }
online-seat-invalid = This seat's link is not valid: you are watching the game.
online-taken-back = Your move { $move } was taken back: { $problem }
online-seats-taken = Both seats are taken: you are watching.
online-could-not-join = You could not join: { $problem }
online-not-connected = Not connected: try again when the connection is back.
online-invite-copied = The invite link is copied.
online-seat-copied = Your seat's link is copied: open it on your other device.
online-share-title = A game of pyramids
online-notify-refused = The browser did not allow notifications: the tab's title will still say when it is your move.
online-notify-none = This browser cannot show notifications.
online-bad-address = '{ $address }' is not an address of online play
online-unknown-game = The server's game '{ $game }' is not one this page knows.
online-not-opened = The game could not be opened: { $problem }

## The board editor

editor-page = Board editor — { $game }
editor-title = Board editor
editor-link-damaged = The link could not be read whole ({ $problem }); the editor starts from what it could read.
editor-starts =
    .aria-label = Start from
editor-empty = Empty board
editor-start = Start position
editor-current = The game
editor-start-from = Start from
editor-pieces = Pieces
editor-pieces-hint = Pick one, then click or tap cells; drag a piece to move it, off the board to remove it.
editor-palette =
    .aria-label = Piece to put
# $piece is a piece's key.
editor-piece = { $side ->
        [white] White
       *[black] Black
    } { $piece ->
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
editor-remove = ✕ Remove
editor-side = Side to move
editor-try = Try moves from here
editor-back = Back to editing
editor-take-away = Take it away
editor-position = Position (edit or paste, then Load)
editor-load = Load
editor-copy-position = Copy position
editor-view = Diagram shows (data-view; empty: the whole board)
editor-view-input =
    .placeholder = e.g. c2-h9 or around e5 3
editor-snippet = Embed snippet
editor-copy-snippet = Copy snippet
editor-open = Open as a game
editor-share = Copy link
editor-not-loaded-text = Not loaded: { $problem }
editor-position-copied = The position was copied.
editor-snippet-copied = The snippet was copied: paste it into any page that loads embed.js.
editor-link-copied = The link was copied: it opens this position as a game.
editor-legal-moves = Legal moves ({ $count })
editor-trial-empty = Play moves on the board: they go into the snippet.
editor-trial-moves = Moves: { $moves }
option-help = { $help }

## Each game's options and position fields (named after their keys)

option-on = on
option-off = off
option-opening-guard = Opening guard
option-opening-guard-help = A stone arriving on row 2 makes no contact attack against a stone on row 1.
option-chain = Chain reactions
option-chain-help = A move made as an extra move can attack too.
option-extra = Extra move
option-extra-help = 1: the side to move is taking the extra move its last move earned.
option-power = Power level
option-power-help = any: no move may end more than one rank above the highest piece on the board; own: above the mover's own highest piece, captures included.
option-power-any = any
option-power-own = own
option-knight = Knight leaps
option-knight-help = all: the twelve Gliński leaps; forward: only the six that climb (for Queens too).
option-knight-all = all
option-knight-forward = forward
option-setup = Set-up
option-setup-help = edges: the armies stand along the two slanted edges; bottom: both back ranks on rank 1.
option-setup-edges = edges
option-setup-bottom = bottom
option-clock = Plies since a capture or a Pawn move
option-clock-help = At 100 the game is drawn.
option-removal = Removal
option-removal-help = standard: after making a square of your colour, take back up to two of your free spheres; children: never.
option-removal-standard = standard
option-removal-children = children
option-pass = Pass
option-pass-help = on: a player with an empty reserve and no sphere to lift passes instead of losing.

## The header's preferences, and the boards' own words

pref-theme-auto =
    .aria-label = Theme: as the system
    .title = Theme: as the system
pref-theme-dark =
    .aria-label = Theme: dark
    .title = Theme: dark
pref-theme-light =
    .aria-label = Theme: light
    .title = Theme: light
pref-sound-on =
    .aria-label = Sound: on
    .title = Sound: on
pref-sound-off =
    .aria-label = Sound: off
    .title = Sound: off
board-help = Arrow keys move to the nearest cell in that direction, Page Up and Page Down change level where pieces stack, Home and End go to the ends of a row, Enter or Space picks the cell, Escape cancels, and ? describes the position.
board-label = { $game } board
picture-label = { $game }: the start position
editor-board = { $game } board being set up
moves-list =
    .aria-label = Moves
    .data-empty = No moves yet.
zoom =
    .aria-label = Zoom
zoom-out =
    .aria-label = Zoom out
    .title = Zoom out
zoom-in =
    .aria-label = Zoom in
    .title = Zoom in
zoom-fit =
    .aria-label = Fit the board
    .title = Fit the board
legend-hexes = Files run up to the right and are named at both ends. Shaded at the top: the summit, for Kings only. Outlined: the highest rank a move may reach now (the power level).
legend-spheres = Seen from above: each level rests half a sphere in from the one below, drawn smaller. The two piles are the reserves.
legend-steps = Each ring is one step higher. The four engraved diamonds are the victory fields; the rounded cap in the middle is not a field.

## A board embedded in a page

embed-reset = Reset
embed-replay = ▶ Replay
embed-first =
    .aria-label = First position (Home)
    .title = First position (Home)
embed-last =
    .aria-label = Last position (End)
    .title = Last position (End)
embed-error = This board cannot be shown. { $problem }
embed-moves =
    .aria-label = The example's moves
computer-perfect-unsolved = Perfect plays only the options the game has solved, and this game's are not among them: the computer plays Hard.

## Puzzles' themes

puzzle-theme = { $theme ->
        [contact-attack] contact attack
        [column-attack] column attack
        [extra-move] extra move
        [jump] jump
        [push] push
        [pass] pass
        [top] top
        [capture] capture
        [smash] smash
        [fall] fall
        [osiris] Osiris
        [removal] removal
        [race] race
        [mate] mate
        [summit] summit
        [victory-fields] victory fields
        [too-few-stones] too few stones
        [no-move] no move
        [repetition] repetition
        [stalemate] stalemate
        [move-limit] move limit
        [check] check
       *[other] { $theme }
    }

## Learn and Puzzles: what cannot be shown

learn-no-game = There is no game '{ $game }'.
learn-no-lesson = { $count ->
        [one] This course has { $count } lesson.
       *[other] This course has { $count } lessons.
    }
learn-bad-file = This file cannot be read: { $detail }
learn-bad-number = '{ $number }' is not a lesson's number.
learn-bad-address = '{ $address }' is not an address of Learn or Puzzles.
learn-lesson-or-puzzle = Give data-lesson or data-puzzle, not both.
puzzle-none = No such puzzle.

## Warnings about a move, and the opponent's threats (src/warn.rs)

warn-end = Playing this { $result ->
        [loses] loses
       *[draws] draws
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
    }.
warn-own-lost = Playing this loses { $count ->
        [one] one of your own
       *[other] { $count } of your own
    } { $pieces ->
        [stones] stones
        [spheres] spheres
       *[pieces] pieces
    }.
warn-repetition = This position has occurred before: reaching it once more { $then ->
        [loses] loses
        [wins] wins
       *[draws] draws
    } (third repetition).
threat = { $side ->
        [white] White
       *[black] Black
    } { $move } { $what ->
        [wins] wins
        [check] gives check
        [takes] takes a piece
        [destroys] destroys a piece
       *[pushes] pushes a piece back
    }

## A cell as a screen reader hears it

cell-name = { $cell }
# $piece is a piece's key.
cell-piece = { $side ->
        [white] White
       *[black] Black
    } { $piece ->
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
cell-empty = empty
cell-selected = selected
cell-mark = { $mark ->
        [target] legal destination
        [capture] legal capture
        [push] push
        [victim] can be attacked
        [retreat] retreat here
        [remove] can be taken back
       *[piece] can move
    }
cell-check = in check
cell-last = { $end ->
        [to] last move to here
       *[from] last move from here
    }

## The engine's reasons: why a position, a move or an option is refused (src/reason.rs)

# Cells, moves, tokens in capitals (FROM-TO, KEY=VALUE, VICTIM>DEST) and values such as
# on, off, pass=off or x1a1 are notation, typed as they are: they stay as they are.
# $cell, $from, $to and $behind are cells; $cells several, as written ("1a1, 1b1").

# The whole error: $token is the text refused (a cell, a move, a part of a position),
# $reason one of the reason-… messages below, already said.
error-position = bad position at '{ $token }': { $reason }
error-move = bad move '{ $token }': { $reason }
error-illegal = illegal move '{ $token }': { $reason }
error-option = bad option '{ $token }': { $reason }
# $known: the game names, as they are typed (pyramida, chase, …).
error-unknown-game = unknown game '{ $token }': expected one of { $known }
error-game-over = the game is over
# Options, levels, links and saved games.
# A choice of values as they are typed: "on or off"; $second may be another reason-or.
reason-or = { $first } or { $second }
reason-key-value = expected KEY=VALUE
reason-no-options = unknown option; this game has no options
# $known: the options' keys, as they are typed.
reason-unknown-option = unknown option; expected one of { $known }
# $values: the values, as a reason-or.
reason-option-value = expected { $values }
# The levels' names are typed as they are: easy, normal, hard.
reason-level = expected a level: easy, normal or hard
# A link's %-escape; $index counts characters from 1.
reason-percent = '%' at character { $index } is not followed by two hex digits
reason-percent-utf8 = the escapes do not make UTF-8 text
# A saved game's lines; $header is its first line as written, $word a line's first word.
reason-save-header = expected '{ $header }'
reason-save-game = expected 'game NAME'
reason-save-start = expected 'start POSITION'
reason-save-word = unexpected '{ $word }'
# The position text all games share: <side> W:<cells> B:<cells> [key=value …].
# $known: the fields' keys, as a reason-or; $prefix is W: or B:.
reason-no-fields = unknown field; this game's positions have no extra fields
reason-unknown-field = unknown field; expected { $known }
reason-empty-position = empty position; expected '<w|b> W:<cells> B:<cells>'
reason-side-to-move = expected the side to move, 'w' or 'b'
reason-single-spaces = parts must be separated by single spaces
reason-field = expected a field written key=value
reason-missing-list = missing the list '{ $prefix }<cells>'
reason-list = expected the list '{ $prefix }<cells>'
reason-empty-cell-in-list = empty cell name in the list
reason-empty-cell = empty cell name
# Pyramida. $moves: moves in notation, as written ("d3-e4 d5>c4, d3-e4 f5+").
reason-pyramida-cell = expected a file letter a–u then a row 1–14
reason-pyramida-file = no file '{ $file }': files run a–u
reason-pyramida-white-square = not a black square (file number + row must be odd)
reason-pyramida-outside = outside the pyramid
reason-pyramida-extra = expected extra=0 or extra=1
reason-pyramida-top = no stone may stand on the top k14
reason-pyramida-two-stones = two stones on one cell
reason-pyramida-no-stones = both sides have no stones
reason-pyramida-pass = a player may pass only when no stone can move
reason-pyramida-after-attack = unexpected text after the attack
reason-pyramida-move = expected FROM-TO, such as e4-d5, or pass
reason-pyramida-no-stone = no { $side ->
        [white] White
       *[black] Black
    } stone on { $cell }
reason-pyramida-not-empty = { $cell } is not empty
reason-pyramida-step = the stone on { $from } cannot move to { $to }
reason-pyramida-which-attack = this move attacks; say which way, one of: { $moves }
reason-pyramida-other-attack = the attack is not one this move makes; legal: { $moves }
reason-pyramida-attack = expected the attack as VICTIM>DEST or VICTIM+
# Pyramid Chase. $rank is a rank's number, $last a file's letters; $piece a piece's key.
reason-chase-cell = expected a file a–z or aa–ag, then a rank 1–33
reason-chase-outside = outside the triangle: rank { $rank } has files a–{ $last }
reason-chase-clock = expected clock=N, a whole number of plies
reason-chase-piece-letter = expected a piece letter K, Q, R, B, N or P, then a cell
reason-chase-two-pieces = two pieces on one cell
reason-chase-two-kings = { $side ->
        [white] White
       *[black] Black
    } has two Kings
reason-chase-summit-piece = only Kings may stand on ranks 31–33
reason-chase-no-king = { $side ->
        [white] White
       *[black] Black
    } has no King
reason-chase-check-out-of-turn = { $checked ->
        [white] White
       *[black] Black
    } is in check but it is { $side ->
        [white] White's
       *[black] Black's
    } turn
reason-chase-move = expected FROM-TO, such as b2-c3, or FROMxTO for a capture
reason-chase-no-piece = no { $side ->
        [white] White
       *[black] Black
    } piece on { $cell }
reason-chase-no-capture = 'x' marks a capture, and { $cell } holds no enemy piece
reason-chase-check = it would leave the King in check
reason-chase-summit-move = only Kings may enter ranks 31–33
reason-chase-power = above the power level: no move may end above rank { $rank } now
reason-chase-step = the { $piece ->
        [king] { -piece-king }
        [queen] { -piece-queen }
        [rook] { -piece-rook }
        [bishop] { -piece-bishop }
        [knight] { -piece-knight }
        [pawn] { -piece-pawn }
        [stone] { -piece-stone }
        [sphere] { -piece-sphere }
       *[piece] { -piece-piece }
    } on { $from } cannot move to { $to }
# Pyraos. $level, $from-level and $to-level are levels (1–4), $ranks how many ranks a level has.
reason-pyraos-cell = expected a cell: a level 1–4, a file letter and a rank, such as 1a1
reason-pyraos-level = no level { $level }: levels run 1–4
reason-pyraos-top-cell = no cell { $cell }: level 4 is the single cell 4a1
reason-pyraos-no-cell = no cell { $cell }: level { $level } has files a–{ $last } and ranks 1–{ $ranks }
reason-pyraos-mask = a mask has bits beyond the 30 cells
reason-pyraos-two-spheres = two spheres on one cell
reason-pyraos-too-many = { $side ->
        [white] White
       *[black] Black
    } has more than { $count } spheres
reason-pyraos-unsupported = the sphere is not supported: { $cells } empty
reason-pyraos-removals = expected x and the removed cells, such as x1a1 or x2b2,1a1
reason-pyraos-no-removals = expected one or two cells after x; leave out ' x' to remove nothing
reason-pyraos-empty-removal = empty cell name in the removals
reason-pyraos-two-at-most = at most two spheres may be removed
reason-pyraos-children = with removal=children no sphere is ever removed
reason-pyraos-top-removes = a sphere on the top wins the game; nothing is removed
reason-pyraos-no-square = the sphere on { $cell } completes no square of { $side ->
        [white] White
       *[black] Black
    }, so nothing may be removed
reason-pyraos-removed-twice = the same sphere is removed twice
reason-pyraos-not-own = no { $side ->
        [white] White
       *[black] Black
    } sphere on { $cell } to remove
reason-pyraos-not-free = the sphere on { $cell } is not free: it carries { $cells }
reason-pyraos-pass-off = passing is not allowed (pass=off)
reason-pyraos-pass = a player may pass only with no sphere in reserve and none to lift
reason-pyraos-empty-move = empty move; expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass
reason-pyraos-after-removals = unexpected text after the removals
reason-pyraos-move = expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass
reason-not-legal = not a legal move here
reason-pyraos-not-legal = not a legal move here
reason-pyraos-not-supported = { $cell } is not supported: { $cells } empty
reason-pyraos-no-reserve = { $side ->
        [white] White
       *[black] Black
    } has no sphere left in reserve
reason-pyraos-taken = { $cell } is taken
reason-pyraos-no-sphere = no { $side ->
        [white] White
       *[black] Black
    } sphere on { $cell }
reason-pyraos-lift-higher = a sphere is lifted to a higher level: { $from } is on level { $from-level }, { $to } on level { $to-level }
reason-pyraos-self-support = the sphere on { $from } would support itself on { $to }
# Allmer's Pyramid. $owner is the side whose stone it is, $side the side to move.
reason-allmer-cell = expected a file a–g then a row 1–7, such as c3
reason-allmer-file = no file '{ $file }': files run a–g
reason-allmer-row = no row '{ $row }': rows run 1–7
reason-allmer-cap = d4 is the cap of the pyramid, not a field
reason-allmer-two-stones = two stones on one field
reason-allmer-too-many = { $side ->
        [white] White
       *[black] Black
    } has more than seven stones
reason-allmer-move = expected FROM-TO, such as a1-a4
reason-allmer-no-stone = no stone on { $cell }
reason-allmer-not-yours = the stone on { $cell } is { $owner ->
        [white] White's
       *[black] Black's
    }; { $side ->
        [white] White
       *[black] Black
    } is to move
reason-allmer-stay = a stone must leave its field
reason-allmer-not-in-line = { $to } is not in a straight line from { $from }
reason-allmer-jump-taken = { $cell } is taken; a jump needs an empty field
reason-allmer-push-two = the stone on { $cell } cannot be pushed: { $behind } behind it is taken (a stone cannot push two)
reason-allmer-cap-run = a run cannot cross the cap d4
reason-allmer-climb = a run cannot climb from { $from } to { $to }; a jump goes one tier up to a neighbouring field
reason-allmer-blocked = the run is blocked by the stone on { $cell }
reason-allmer-smash-stops = the run stops on { $cell }, smashing the stone there
reason-allmer-step = the stone on { $from } cannot run, jump or push to { $to }

## Links, game records, saved games and a board's attributes in a page: what is wrong

# $reason is one of the reason-… messages (or a whole error-…), already said.
error-link = link: { $reason }
error-link-move = link, move { $ply }: { $reason }
error-record = line { $line }: { $reason }
error-record-move = line { $line }, move { $ply }: { $reason }
error-record-turn = line { $line }, move { $ply } ({ $side ->
        [white] White
       *[black] Black
    } to move): { $reason }
error-save = saved game, line { $line }: { $reason }
# What the game screen says when a link or a saved game could not be read whole; $problem is an error-… message.
notice-link-damaged = The link is damaged ({ $problem }); it opened as far as it could be read.
notice-link-broken = The link cannot be opened: { $problem }
notice-save-lost = The saved game could not be restored ({ $problem }); a new game was started.
# A link's parts: $part and $key as typed; $why a reason; $end the game's end, already said.
reason-link-pair = '{ $part }' is not KEY=VALUE
reason-link-position = bad position: { $why }
reason-link-twice = '{ $key }' is given twice
reason-link-not-replayed = the moves were not replayed, since the game they belong to is not known
reason-link-over = the game is already over ({ $end }), yet the link goes on
reason-link-cut = the link is cut short: '{ $code }' is part of a { $width }-character code
reason-link-code = '{ $code }' is not a move code
reason-link-range = move code '{ $code }' is out of range: the position has { $count } legal moves
# A game record (PGN-like): tags such as [Game "chase"] and their names are typed as they are.
reason-record-comment-open = a comment opened with '{ $open }' is never closed with '{ $close }'
reason-record-comment-close = a '{ $close }' with no '{ $open }' before it
reason-record-bracket = a ']' with no tag before it
reason-record-tag-shape = expected a tag such as [Game "chase"]
reason-record-in-tag = tag [{ $name }]: { $reason }
reason-record-unclosed = the value's closing '"' is missing on this line
reason-record-tag-end = expected ']' after the value
reason-record-unknown-tag = unknown tag [{ $name }]; expected one of { $known }
reason-record-second-tag = a second [{ $name }] tag (the first is on line { $first })
reason-record-no-game = the record has no [Game "…"] tag naming its game (pyramida, chase, pyraos or allmer)
reason-record-late-tag = the tag [{ $name }] stands after the moves; tags come first
reason-record-after-result = '{ $word }' stands after the result '{ $code }'; the result ends the moves
reason-record-number-alone = the move number '{ $mark }' has no move after it
reason-record-after-end = '{ $move }' comes after the end of the game ({ $end })
reason-record-number-fit = the move number '{ $mark }' does not fit; this move is { $number } { $move }
reason-record-not-over = the game is not over
# $what is one of the three below, $truth the game's end (or reason-record-not-over).
reason-record-mismatch = { $what } does not match the moves: { $truth }
reason-record-result = [Result "{ $value }"]: expected 1-0, 0-1, 1/2-1/2 or *
reason-record-result-tag = [Result "{ $value }"]
reason-record-result-code = the result '{ $code }'
reason-record-reason-tag = [Reason "{ $value }"]
# A board's attributes in a page: data-… names and their values are typed as they are.
reason-embed-view-cell = data-view: '{ $name }' is not a cell of { $game }
reason-embed-view-steps = data-view: '{ $steps }' is not a number of steps from 1 to 40
reason-embed-view = data-view is '{ $view }': expected two corner cells such as 'c2-h9', or 'around e5 3'
reason-embed-interactive = data-interactive is '{ $value }': expected true or false
reason-embed-size = data-size is '{ $value }': expected small, medium or large
reason-embed-markup = data-caption is plain text, but it contains markup ('{ $tag }'): remove the tags
reason-embed-other-game = data-game is '{ $game }' but data-record is a game of { $record }
reason-embed-no-game = data-game is missing: expected one of { $known }
reason-embed-attribute = { $attribute }: { $problem }
reason-embed-move = data-moves, move { $ply }: { $problem }

## What the site's scripts say: an update ready, a part that could not be loaded

update-ready = A new version is ready.
update-reload = Reload
online-needs-server = Online play needs the game server, and this copy of the site is served without it. Play the computer, or a friend at this screen, or send a link after each move.
online-load-failed = Online play could not be loaded: { $detail }
learn-load-failed = Learn and Puzzles could not be loaded: { $detail }
embed-learn-error = This lesson or puzzle cannot be shown: { $detail }

## Accounts, ratings and pairing

account-title = Your account
account-sign-in = Sign in
account-sign-in-button = Sign in
account-sign-up = Create an account
account-sign-up-button = Create the account
account-field-username = Username
account-field-password = Password
account-field-current-password = Current password
account-field-new-password = New password
account-rules = A username is 3 to 20 letters, digits, _ or -. A password has at least 8 characters, is not the username and is not easy to guess (not a common password, a keyboard pattern or one word alone). Playing needs no account: an account gives you a name, ratings and pairing with players of your level.
account-signed-in-as = Signed in as { $name }
account-profile = Your profile
account-leaderboards = Leaderboards
account-settings = Account
account-sign-out = Sign out
account-sign-out-everywhere = Sign out everywhere
account-new-password = Change the password
account-new-password-button = Change the password
account-password-changed = The password is changed, and your other sessions are signed out.
account-delete = Delete the account
account-delete-button = Delete the account
account-delete-sure = Delete your account? Your games stay, under “deleted player”; your name, ratings and sessions go. This cannot be undone.
account-sending = Sending…
account-passkeys = Passkeys
account-passkeys-about = A passkey signs you in with this device’s own lock (a fingerprint, your face or a PIN) instead of the password. Your password is asked to add or remove one.
account-passkey-add = Add a passkey
account-passkey-added = The passkey is added: sign in with it from the sign-in page.
account-passkey-sign-in = Sign in with a passkey
account-sessions-title = Where you are signed in
account-sessions-about = Each browser you signed in with, for 30 days at most. End any you do not recognise.
account-session-browser = { $known ->
        [both] { $browser } on { $system }
        [browser] { $browser }
        [system] A browser on { $system }
       *[none] An unknown browser or program
    }
account-session-this = this browser
account-session-times = signed in { $started }, last seen { $seen }
account-session-end = End this session
account-session-ended = The session is ended: that browser is signed out.
account-passkeys-none = No passkey yet.
account-tokens-title = API tokens
account-tokens-about = A program written for lichess’s API (a bot, berserk) plays as your account with a token of yours: give it this server’s address in place of lichess’s. A token is shown once, when it is made.
account-tokens-none = No tokens.
account-field-token-description = What it is for
account-token-scopes = What it may do
account-token-create = Make a token
account-token-created = Your new token (copy it now: it is not shown again):
account-token-times = made { $made }, last used { $used }
account-token-unused = made { $made }, never used
account-token-revoke = Revoke “{ $name }”
account-token-revoked = The token was revoked: it no longer works.
account-passkey-times = added { $added }, last used { $used }
account-passkey-unused = added { $added }, never used
account-passkey-remove = Remove
    .aria-label = Remove the passkey { $name }
account-passkey-removed = The passkey is removed.
account-field-passkey-name = Name of a new passkey (optional)
account-remove-passkeys = Remove every passkey too
account-rating = { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    }
account-problem = { $code ->
        [bad-credentials] wrong username or password
        [username-taken] that username is taken: choose another
        [weak-password] the password is too weak: { $why ->
            [short] it needs at least 8 characters
            [long] it may have at most 256 characters
            [username] it may not be your username
            [common] it is one of the most common passwords
            [pattern] it follows a keyboard or letter pattern
            [word] one word or name alone is easy to guess
            [date] dates and years are easy to guess
           *[guessable] it could be guessed in few tries
        }
        [unauthorized] you are not signed in
        [not-allowed] not now: finish, abort or resign your games first
        [rate-limited] too many tries: wait a while and try again
        [bad-message] the server did not understand the request ({ $detail })
        [passkey-cancelled] the passkey was not used
        [passkey-unsupported] this browser cannot use passkeys here
        [forbidden-origin] refused: the request came from another site's page
        [unsupported-media-type] refused: the request was not sent as JSON
        [misdirected-request] refused: this server does not answer for that address
       *[other] { problem }
    }
profile-title = { $name }: profile
profile-ratings = Ratings
profile-game = Game
profile-rating = Rating
profile-games = Rated games
profile-recent = Latest games
profile-no-games = No games yet.
profile-chart = { $game }: { $games ->
        [one] one rated game
       *[other] { $games } rated games
    }, from { $first } to { $last } (lowest { $low }, highest { $high })
leaderboard-title = { $game }: leaderboard
leaderboard-games =
    .aria-label = Games
leaderboard-empty = Nobody is established here yet: a rating counts once its deviation is 110 or less, after a few rated games.
leaderboard-played = { $count ->
        [one] one rated game
       *[other] { $count } rated games
    }
pairing-title = Quick pairing
pairing-rated = Rated
pairing-clocks =
    .aria-label = Clocks
pairing-cancel = Cancel
pairing-seeking = Looking for an opponent of your level…
pairing-bot-in = Looking for an opponent of your level… If nobody comes, a house bot will play you in { $seconds } s.
pairing-sign-in = Sign in to play rated games
lobby-rated = Rated (changes both players’ ratings; needs a clock and the usual start)

## Challenges by name (the lobby and a profile)

challenge-title = Challenges
challenge-form-title = Challenge a player by name
challenge-player = Challenge { $name }
challenge-name = Player’s name
challenge-send = Send the challenge
challenge-sending = Sending…
challenge-sent = Challenge sent to { $name }: it waits in the lobby for an answer.
challenge-declined = { $name } declined your challenge.
challenge-incoming = { $name } challenges you: { $game }, { $clock }{ $rated ->
        [yes] , rated
       *[no] {""}
    }
challenge-outgoing = Waiting for { $name } to answer: { $game }, { $clock }{ $rated ->
        [yes] , rated
       *[no] {""}
    }
challenge-accept = Accept
challenge-decline = Decline
challenge-cancel = Cancel
challenge-none = No challenges waiting.
challenge-notice = { $count ->
    [one] { $name } challenges you.
   *[other] { $count } challenges are waiting for you.
  }
challenge-notice-answer = Answer
challenge-notice-later = Later
challenge-bots = House bots online, ready to play: { $names }
online-rated = rated
online-rating-change = { $change }
online-between = { $white } – { $black }: { $stands }
player-name = { $name }
player-deleted = deleted player
player-anonymous = Anonymous

## Arena tournaments (the lobby's list and an arena's page)

arena-list-title = Arena tournaments
arena-none = No arena right now.
arena-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
arena-starts-in-minutes = { $minutes ->
        [one] starts in { $minutes } minute
       *[other] starts in { $minutes } minutes
    }
arena-ends-in-minutes = { $minutes ->
        [one] ends in { $minutes } minute
       *[other] ends in { $minutes } minutes
    }
arena-finished = Finished
arena-hourly-title = Hourly { $game } arena
arena-named = { $name }
arena-page-title = Arena
arena-terms = { $game } · { $clock } · { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }{ $rated ->
        [yes] {" "}· rated
       *[no] {" "}· casual
    }{ $berserk ->
        [yes] {" "}· berserk allowed
       *[no] {""}
    }
arena-back = Back to the arena
arena-starts-in = Starts in { $time }
arena-ends-in = Ends in { $time }
arena-podium =
    .aria-label = Podium
arena-place = { $place ->
        [first] First
        [second] Second
       *[third] Third
    }
arena-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
arena-rules = How an arena works
arena-rule-pairing = While the arena runs, every free player is paired at once with another free player near them in the standings, and not with the opponent of their last game when someone else is free.
arena-rule-points = A win scores 2 points, a draw 1, a loss 0.
arena-rule-fire = After two wins in a row you are on fire: each game counts double (a win 4, a draw 2) until one is not won.
arena-rule-draw = A draw in fewer than 10 moves each scores nothing.
arena-rule-berserk = Berserk, where the arena allows it: before your first move you may halve your clock and lose the increment; a win after at least 7 moves of your own then scores 1 point more.
arena-rule-end = When the time is up no new game starts; games under way finish and count. Pause whenever you need a break: your points stay.
arena-standings = Standings
arena-col-rank = Rank
arena-col-player = Player
arena-col-rating = Rating
arena-col-sheet = Games
arena-col-score = Points
arena-pages =
    .aria-label = Pages of the standings
arena-previous = Previous
arena-next = Next
arena-page = Page { $page } of { $pages }
arena-nobody = Nobody has joined yet.
arena-sign-in = Sign in to join
arena-join = Join
arena-withdraw = Withdraw
arena-pause = Pause
arena-me = You are number { $rank } with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }{ $state ->
        [fire] : on fire, your next game counts double.
        [paused] : paused. Join again to play on.
       *[playing] .
    }
arena-on-fire = on fire
arena-paused = paused
