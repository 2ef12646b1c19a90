# The site's messages in German (Deutsch): the German translation of en.ftl, the source.
# Fluent syntax (https://projectfluent.org/fluent/guide/). The same messages with the same
# variables as en.ftl; tests/i18n.rs checks it. Words: docs/glossary/de.md.

## The site's header and its language switcher

site-name = ▲ Pyramidenspiele
site-title = Pyramidenspiele
nav-play-online = Online spielen
nav-rules = Regeln
language-choice =
    .aria-label = Sprache
loading = Die Spiele werden geladen…

## The game picker

picker-title = Vier Pyramidenspiele
picker-lede = Wähle ein Spiel und spiele gegen den Computer in drei Spielstärken oder mit einem Freund am selben Bildschirm. Das Spiel achtet auf jede Regel; jeder Zug ist animiert, und das Brett warnt dich vor einem Zug, der dich etwas kostet.
picker-play-computer = Gegen den Computer spielen
picker-play-online = Online spielen
picker-learn = Lernen
picker-puzzles = Aufgaben

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = von Zbyšek Vlasák
game-pyramida-summary = Erklimme die Pyramide aus schwarzen Feldern und dränge gegnerische Steine wieder hinunter.
game-chase-title = Pyramid Chase
game-chase-credit = von Florin Lupusoru
game-chase-summary = Schach auf einem Dreieck aus 561 Sechsecken: Der erste König auf dem Gipfel gewinnt.
game-pyraos-title = Pyraos
game-pyraos-credit = Regeln von Staffan Ulfberg; später als Pylos erschienen
game-pyraos-summary = Staple Kugeln zu einer Pyramide mit vier Ebenen; wer sie krönt, gewinnt.
game-allmer-title = Pyramid
game-allmer-credit = von Simon Allmer
game-allmer-summary = Lauf, spring und schieb auf einer Stufenpyramide aus 7 × 7 Feldern, um die vier Siegfelder zu besetzen.

## Each game's keys on the board

game-pyramida-keys = Wechsle mit Tab aufs Brett; dann führen die Pfeiltasten zu den vier diagonal benachbarten Feldern: ↑ rechts oben, → rechts unten, ↓ links unten, ← links oben; Pos1 und Ende springen an die Enden einer Reihe.
game-chase-keys = Wechsle mit Tab aufs Brett; dann gehen ← und → entlang der Reihe, ↑ und ↓ entlang der Linie; Pos1 und Ende springen an die Enden einer Reihe.
game-pyraos-keys = Wechsle mit Tab aufs Brett; dann wechseln die Pfeiltasten zwischen den Kugeln einer Ebene, Bild↑ und Bild↓ zur Ebene darüber oder darunter.
game-allmer-keys = Wechsle mit Tab aufs Brett; dann führen die Pfeiltasten zum nächsten Feld in dieser Richtung, auch über die Stufen hinweg; Pos1 und Ende springen an die Enden einer Reihe.

## The game screen

game-rules = Regeln
game-all-games = Alle Spiele
game-retry = Computer erneut fragen
game-undo = Rückgängig
    .title = Rückgängig (←)
game-redo = Wieder­herstellen
    .title = Wiederherstellen (→)
game-flip = Drehen
    .title = Brett drehen
game-new = Neue Partie
game-pass = Passen
game-done = Fertig
game-type-move = Zug eingeben
game-move-input =
    .placeholder = z. B. { $example }
game-play-typed = Ziehen
confirm-group =
    .aria-label = Ein Zug zum Bestätigen
confirm-play = Zug ausführen
confirm-cancel = Abbrechen
keys-title = Tasten
keys-pick = Die Eingabe- oder Leertaste wählt das Feld unter dem Cursor, Esc bricht den begonnenen Zug ab.
keys-read = ? auf dem Brett liest die ganze Stellung vor.
keys-review = Außerhalb des Bretts und der Textfelder: ← → gehen die Züge durch, Pos1 / Ende springen an den Anfang / zurück zur Partie.
moves-title = Züge
review-group =
    .aria-label = Nachspielen
review-back =
    .aria-label = Vorheriger Zug (←)
    .title = Vorheriger Zug (←)
review-forward =
    .aria-label = Nächster Zug (→)
    .title = Nächster Zug (→)
review-end = Zurück zur Partie
    .title = Die aktuelle Stellung (Ende)
review-analyse = Analysieren
review-continue = Von hier weiterspielen
analysis-help = Die Zahl ist die Einschätzung des Computers für den Spieler am Zug: Über 0 steht dieser besser, etwa 1 entspricht einem Spielstein mehr. Tiefe: wie viele Züge der Computer vorausgeschaut hat. Bester Zug: der Zug, den er spielen würde.
log-title = Die Partie in Worten
opponent-title = Gegner
mode-two = Zwei Spieler
mode-computer-black = Du spielst Weiß
mode-computer-white = Du spielst Schwarz
mode-computer-both = Computer gegen Computer
level-title = Spielstärke
level-easy = Leicht
level-normal = Normal
level-hard = Schwer
level-perfect = Perfekt
    .title = Spielt perfekt nach der Lösung des Spiels (lädt einmalig sein Eröffnungsbuch herunter)
help-ask-first = Vor einem Zug nachfragen, der verliert oder eigene Spielsteine kostet
help-threats = Zeigen, was der Gegner droht
options-title = Optionen
options-hint = Die Optionen gelten, sobald du eine neue Partie beginnst.
position-title = Stellung
position-input =
    .aria-label = Von einer Stellung aus beginnen
position-load = Mit dieser Stellung beginnen
position-edit = Im Stellungseditor bearbeiten

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } Kugel im Vorrat
   *[other] { $count } Kugeln im Vorrat
}

## The game in words: the engine's phrases (src/phrase.rs, src/describe.rs)

side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
turn = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug{ $note ->
    [check] {" — "}Schach
    [extra-move] {" — "}Extrazug
   *[none] {""}
}
end = { $outcome ->
    [white] Weiß gewinnt
    [black] Schwarz gewinnt
   *[draw] Unentschieden
}: { $reason ->
    [all-stones-off] alle Steine über die Spitze vom Brett gebracht
    [repetition] dritte Wiederholung einer Stellung
    [nobody-can-move] Keiner der beiden kann ziehen
    [no-legal-move] kein erlaubter Zug
    [checkmate] Schachmatt
    [stalemate] Patt
    [move-limit] 100 Halbzüge ohne Schlagen und ohne Bauernzug
    [reached-top] Spitze erreicht
    [victory-fields] alle vier Siegfelder besetzt
   *[too-few-stones] weniger als vier Steine übrig
}
# The pieces. A message given a piece ($piece) selects on its key (king, queen, rook,
# bishop, knight, pawn, stone, sphere, or piece for any other) and says its term, with the
# article and the adjective's ending that the term's .gender asks for. $number: singular
# (the default) or plural; $case: nominative (the default) or accusative (den Bauern).
-piece-king = { $number ->
       *[singular] König
        [plural] Könige
    }
    .gender = masculine
-piece-queen = { $number ->
       *[singular] Dame
        [plural] Damen
    }
    .gender = feminine
-piece-rook = { $number ->
       *[singular] Turm
        [plural] Türme
    }
    .gender = masculine
-piece-bishop = Läufer
    .gender = masculine
-piece-knight = Springer
    .gender = masculine
-piece-pawn = { $number ->
       *[singular] { $case ->
           *[nominative] Bauer
            [accusative] Bauern
        }
        [plural] Bauern
    }
    .gender = masculine
-piece-stone = { $number ->
       *[singular] Stein
        [plural] Steine
    }
    .gender = masculine
-piece-sphere = { $number ->
       *[singular] Kugel
        [plural] Kugeln
    }
    .gender = feminine
-piece-piece = { $number ->
       *[singular] Figur
        [plural] Figuren
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
    [white] Weiß
   *[black] Schwarz
} zieht von { $from } nach { $to }
move-piece-step = { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht { $piece ->
    [king] den { -piece-king }
    [queen] die { -piece-queen }
    [rook] den { -piece-rook }
    [bishop] den { -piece-bishop }
    [knight] den { -piece-knight }
    [pawn] den { -piece-pawn(case: "accusative") }
    [stone] den { -piece-stone }
    [sphere] die { -piece-sphere }
   *[piece] die { -piece-piece }
} von { $from } nach { $to }
move-place = { $side ->
    [white] Weiß
   *[black] Schwarz
} setzt { $piece ->
    [king] einen { -piece-king }
    [queen] eine { -piece-queen }
    [rook] einen { -piece-rook }
    [bishop] einen { -piece-bishop }
    [knight] einen { -piece-knight }
    [pawn] einen { -piece-pawn(case: "accusative") }
    [stone] einen { -piece-stone }
    [sphere] eine { -piece-sphere }
   *[piece] eine { -piece-piece }
} auf { $cell }
move-pass = { $side ->
    [white] Weiß
   *[black] Schwarz
} passt
effect-retreat = { $side ->
    [white] { $piece ->
        [king] Der weiße { -piece-king }
        [queen] Die weiße { -piece-queen }
        [rook] Der weiße { -piece-rook }
        [bishop] Der weiße { -piece-bishop }
        [knight] Der weiße { -piece-knight }
        [pawn] Der weiße { -piece-pawn }
        [stone] Der weiße { -piece-stone }
        [sphere] Die weiße { -piece-sphere }
       *[piece] Die weiße { -piece-piece }
    }
   *[black] { $piece ->
        [king] Der schwarze { -piece-king }
        [queen] Die schwarze { -piece-queen }
        [rook] Der schwarze { -piece-rook }
        [bishop] Der schwarze { -piece-bishop }
        [knight] Der schwarze { -piece-knight }
        [pawn] Der schwarze { -piece-pawn }
        [stone] Der schwarze { -piece-stone }
        [sphere] Die schwarze { -piece-sphere }
       *[piece] Die schwarze { -piece-piece }
    }
} auf { $from } weicht nach { $to } zurück
effect-column-retreat = { $side ->
    [white] { $piece ->
        [king] Der weiße { -piece-king }
        [queen] Die weiße { -piece-queen }
        [rook] Der weiße { -piece-rook }
        [bishop] Der weiße { -piece-bishop }
        [knight] Der weiße { -piece-knight }
        [pawn] Der weiße { -piece-pawn }
        [stone] Der weiße { -piece-stone }
        [sphere] Die weiße { -piece-sphere }
       *[piece] Die weiße { -piece-piece }
    }
   *[black] { $piece ->
        [king] Der schwarze { -piece-king }
        [queen] Die schwarze { -piece-queen }
        [rook] Der schwarze { -piece-rook }
        [bishop] Der schwarze { -piece-bishop }
        [knight] Der schwarze { -piece-knight }
        [pawn] Der schwarze { -piece-pawn }
        [stone] Der schwarze { -piece-stone }
        [sphere] Die schwarze { -piece-sphere }
       *[piece] Die schwarze { -piece-piece }
    }
} auf { $from } weicht in der Spalte nach { $to } zurück
effect-push = { $side ->
    [white] { $piece ->
        [king] Der weiße { -piece-king }
        [queen] Die weiße { -piece-queen }
        [rook] Der weiße { -piece-rook }
        [bishop] Der weiße { -piece-bishop }
        [knight] Der weiße { -piece-knight }
        [pawn] Der weiße { -piece-pawn }
        [stone] Der weiße { -piece-stone }
        [sphere] Die weiße { -piece-sphere }
       *[piece] Die weiße { -piece-piece }
    }
   *[black] { $piece ->
        [king] Der schwarze { -piece-king }
        [queen] Die schwarze { -piece-queen }
        [rook] Der schwarze { -piece-rook }
        [bishop] Der schwarze { -piece-bishop }
        [knight] Der schwarze { -piece-knight }
        [pawn] Der schwarze { -piece-pawn }
        [stone] Der schwarze { -piece-stone }
        [sphere] Die schwarze { -piece-sphere }
       *[piece] Die schwarze { -piece-piece }
    }
} auf { $from } wird nach { $to } geschoben
effect-extra-move = { $cell } kann nicht zurückweichen: { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht noch einmal
effect-pass = { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht ziehen und passt
effect-removed = { $side ->
    [white] { $piece ->
        [king] Der weiße { -piece-king }
        [queen] Die weiße { -piece-queen }
        [rook] Der weiße { -piece-rook }
        [bishop] Der weiße { -piece-bishop }
        [knight] Der weiße { -piece-knight }
        [pawn] Der weiße { -piece-pawn }
        [stone] Der weiße { -piece-stone }
        [sphere] Die weiße { -piece-sphere }
       *[piece] Die weiße { -piece-piece }
    }
   *[black] { $piece ->
        [king] Der schwarze { -piece-king }
        [queen] Die schwarze { -piece-queen }
        [rook] Der schwarze { -piece-rook }
        [bishop] Der schwarze { -piece-bishop }
        [knight] Der schwarze { -piece-knight }
        [pawn] Der schwarze { -piece-pawn }
        [stone] Der schwarze { -piece-stone }
        [sphere] Die schwarze { -piece-sphere }
       *[piece] Die schwarze { -piece-piece }
    }
} auf { $cell } { $why ->
    [captured] wird geschlagen
    [smashed] wird zerschmettert
    [fell] stürzt von der Pyramide
   *[top] verlässt das Brett über die Spitze
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: { $count ->
    [one] { $side ->
        [white] { $piece ->
            [king] Der weiße { -piece-king }
            [queen] Die weiße { -piece-queen }
            [rook] Der weiße { -piece-rook }
            [bishop] Der weiße { -piece-bishop }
            [knight] Der weiße { -piece-knight }
            [pawn] Der weiße { -piece-pawn }
            [stone] Der weiße { -piece-stone }
            [sphere] Die weiße { -piece-sphere }
           *[piece] Die weiße { -piece-piece }
        }
       *[black] { $piece ->
            [king] Der schwarze { -piece-king }
            [queen] Die schwarze { -piece-queen }
            [rook] Der schwarze { -piece-rook }
            [bishop] Der schwarze { -piece-bishop }
            [knight] Der schwarze { -piece-knight }
            [pawn] Der schwarze { -piece-pawn }
            [stone] Der schwarze { -piece-stone }
            [sphere] Die schwarze { -piece-sphere }
           *[piece] Die schwarze { -piece-piece }
        }
    } auf { $cells } wird
   *[other] Die { $side ->
        [white] weißen
       *[black] schwarzen
    } { $piece ->
        [king] { -piece-king(number: "plural") }
        [queen] { -piece-queen(number: "plural") }
        [rook] { -piece-rook(number: "plural") }
        [bishop] { -piece-bishop(number: "plural") }
        [knight] { -piece-knight(number: "plural") }
        [pawn] { -piece-pawn(number: "plural") }
        [stone] { -piece-stone(number: "plural") }
        [sphere] { -piece-sphere(number: "plural") }
       *[piece] { -piece-piece(number: "plural") }
    } auf { $cells } werden
} eingeschlossen und entfernt
effect-taken-back = { $side ->
    [white] Weiß
   *[black] Schwarz
} nimmt { $count ->
    [one] { $piece ->
        [king] den { -piece-king }
        [queen] die { -piece-queen }
        [rook] den { -piece-rook }
        [bishop] den { -piece-bishop }
        [knight] den { -piece-knight }
        [pawn] den { -piece-pawn(case: "accusative") }
        [stone] den { -piece-stone }
        [sphere] die { -piece-sphere }
       *[piece] die { -piece-piece }
    }
   *[other] die { $piece ->
        [king] { -piece-king(number: "plural") }
        [queen] { -piece-queen(number: "plural") }
        [rook] { -piece-rook(number: "plural") }
        [bishop] { -piece-bishop(number: "plural") }
        [knight] { -piece-knight(number: "plural") }
        [pawn] { -piece-pawn(number: "plural") }
        [stone] { -piece-stone(number: "plural") }
        [sphere] { -piece-sphere(number: "plural") }
       *[piece] { -piece-piece(number: "plural") }
    }
} auf { $cells } zurück
effect-checkmate = Schachmatt: { -piece-king.gender ->
    [feminine] Die
   *[masculine] Der
} { $side ->
    [white] weiße
   *[black] schwarze
} { -piece-king } kann nicht entkommen
effect-check = Schach: { -piece-king.gender ->
    [feminine] Die
   *[masculine] Der
} { $side ->
    [white] weiße
   *[black] schwarze
} { -piece-king } wird angegriffen
# Under the board: the last move ($move, in notation) and what it did.
notice-move = { $side ->
    [white] Weiß
   *[black] Schwarz
} { $move }:{" "}
moves-taken-back = { $count ->
    [one] { $count } Zug zurückgenommen
   *[other] { $count } Züge zurückgenommen
}
# The move list's legend: each mark ($symbol) the game has shown, and what it means.
marks = Zeichen: { $symbol } { $kind ->
    [capture] Schlagen
    [check] Schach
    [checkmate] Schachmatt
    [retreat] ein angegriffener Stein weicht zurück
    [extra-move] ein Extrazug
    [removal] Kugeln zurückgenommen
    [fall] ein Stein stürzt ab
    [smash] ein Stein wird zerschmettert
    [osiris] Osiris: ein Stein eingeschlossen
    [push] ein Schiebezug
    [top] ein Stein erreicht die Spitze
    [pass] Passen
   *[end] das Ende der Partie
}
mark = { $symbol } { $kind ->
    [capture] Schlagen
    [check] Schach
    [checkmate] Schachmatt
    [retreat] ein angegriffener Stein weicht zurück
    [extra-move] ein Extrazug
    [removal] Kugeln zurückgenommen
    [fall] ein Stein stürzt ab
    [smash] ein Stein wird zerschmettert
    [osiris] Osiris: ein Stein eingeschlossen
    [push] ein Schiebezug
    [top] ein Stein erreicht die Spitze
    [pass] Passen
   *[end] das Ende der Partie
}
position-repeated = { $count ->
    [one] Diese Stellung ist einmal aufgetreten.
   *[other] Diese Stellung ist { $count }-mal aufgetreten.
}
board-counts = { $pieces ->
    [stone] Steine
    [sphere] Kugeln
   *[piece] Figuren
} auf dem Brett — Weiß: { $white } · Schwarz: { $black }
review-viewing = Du siehst Zug { $count } von { $total }
embed-move-of = Zug { $count } von { $total }

## Learn

# $game is the game's title (a game-…-title message).
learn-title = { $game } lernen
learn-lede = { $count ->
    [one] { $count } kurze Lektion mit einer Idee, auf dem echten Brett. Sterne gibt es, wenn du sie in wenigen Zügen schaffst; dein Fortschritt bleibt in diesem Browser gespeichert.
   *[other] { $count } kurze Lektionen mit je einer Idee, auf dem echten Brett. Sterne gibt es, wenn du jede in wenigen Zügen schaffst; dein Fortschritt bleibt in diesem Browser gespeichert.
}
learn-stars =
    .aria-label = { $count ->
        [one] { $count } von 3 Sternen
       *[other] { $count } von 3 Sternen
    }
learn-play = { $game } spielen
learn-lesson-of = Lektion { $count } von { $total }
learn-hint = Tipp
learn-retry = Von vorn beginnen
learn-next = Nächste Lektion
learn-to-puzzles = Weiter zu den Aufgaben
learn-hint-default = Lies den Text der Lektion noch einmal: Er nennt den Zug.
learn-try-again = Versuch es noch einmal.
learn-done = Geschafft!
# $stars is the stars earned, as ★★☆.
learn-done-in = { $stars } — { $count ->
    [one] in { $count } Zug geschafft
   *[other] in { $count } Zügen geschafft
}

## Online play

online-waiting = Warten auf einen Gegner.
online-your-move = { $side ->
    [white] Weiß
   *[black] Schwarz
}: Du bist am Zug.
online-on-its-way = Dein Zug ist unterwegs…

## The position in words (a key on the board reads it out)

# $pieces is stone, sphere or piece; $cells a list of cells.
position-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $count ->
    [one] { $count } { $pieces ->
        [stone] Stein
        [sphere] Kugel
       *[piece] Figur
    }
   *[other] { $count } { $pieces ->
        [stone] Steine
        [sphere] Kugeln
       *[piece] Figuren
    }
} auf { $cells }
position-count = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $count ->
    [0] keine { $pieces ->
        [stone] Steine
        [sphere] Kugeln
       *[piece] Figuren
    } auf dem Brett
    [one] { $count } { $pieces ->
        [stone] Stein
        [sphere] Kugel
       *[piece] Figur
    }
   *[other] { $count } { $pieces ->
        [stone] Steine
        [sphere] Kugeln
       *[piece] Figuren
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
refusal-no-move = { $piece ->
    [king] Der { -piece-king }
    [queen] Die { -piece-queen }
    [rook] Der { -piece-rook }
    [bishop] Der { -piece-bishop }
    [knight] Der { -piece-knight }
    [pawn] Der { -piece-pawn }
    [stone] Der { -piece-stone }
    [sphere] Die { -piece-sphere }
   *[piece] Die { -piece-piece }
} auf { $cell } kann jetzt nicht ziehen.
refusal-not-yours = { $piece ->
    [king] Der { -piece-king }
    [queen] Die { -piece-queen }
    [rook] Der { -piece-rook }
    [bishop] Der { -piece-bishop }
    [knight] Der { -piece-knight }
    [pawn] Der { -piece-pawn }
    [stone] Der { -piece-stone }
    [sphere] Die { -piece-sphere }
   *[piece] Die { -piece-piece }
} auf { $cell } gehört { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $turn ->
    [white] Weiß
   *[black] Schwarz
} am Zug{ $note ->
    [check] {" — "}Schach
    [extra-move] {" — "}Extrazug
   *[none] {""}
}.
# $reason is the engine's reason (a reason-… message), already said.
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = Eine gültige Stellung.{" "}
editor-legal = ; { $count ->
    [one] { $count } erlaubter Zug
   *[other] { $count } erlaubte Züge
}.
editor-over = Eine gültige Stellung, und die Partie ist zu Ende:{" "}
# $reason is the engine's error (an error-… message), already said.
editor-invalid = Keine gültige Stellung: { $reason }

## Puzzles

# $game is the game's title (a game-…-title message).
puzzle-title = Aufgabe: { $game }
puzzle-streak = { $count ->
    [one] Serie: { $count } Aufgabe gelöst
   *[other] Serie: { $count } Aufgaben gelöst
}
puzzle-solution = Lösung
puzzle-next = Nächste Aufgabe
puzzle-start-streak = Serie starten
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Themen:
puzzle-rating = Deine Wertung: { $rating } ± { $deviation }
# $change is signed: +12, -8.
puzzle-rated = Deine Wertung: { $rating } ({ $change }); Wertung der Aufgabe: { $puzzle }
puzzle-streak-over = { $count ->
    [one] Serie beendet: { $count } Aufgabe gelöst. Von vorn beginnen
   *[other] Serie beendet: { $count } Aufgaben gelöst. Von vorn beginnen
}
puzzle-find = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: Finde den Gewinn in { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
}.
puzzle-solved = Gelöst! Dieser Zug gewinnt.
puzzle-best = Bester Zug! Weiter so.
puzzle-not-it-answered = { $move } ist es nicht: Der Gegner antwortet { $reply }. Versuch es noch einmal.
puzzle-not-it = { $move } ist es nicht. Versuch es noch einmal.
puzzle-hint-piece = Tipp: Zieh mit dem Spielstein auf { $cell }.
puzzle-hint-move = Tipp: Der richtige Zug ist { $move }.
puzzle-solution-is = Die Lösung: { $moves }.

## The game screen: messages under the board

game-viewing-earlier = Du siehst einen früheren Zug: Geh zurück zur Partie (Ende), um zu spielen.
game-computers-turn = Der Computer ist am Zug.

## The computer, the analysis and the solver

computer-thinking = Der Computer denkt nach…
computer-thinking-depth = Der Computer denkt nach… Tiefe { $depth }, { $done } %
computer-downloading-book = „Perfekt“ lädt sein Eröffnungsbuch herunter (nur einmal)…
computer-could-not-start = Der Computer konnte nicht starten: { $detail }
computer-failed = Der Computer hat einen Fehler gemeldet: { $detail }
computer-book-failed = Das Eröffnungsbuch von „Perfekt“ konnte nicht heruntergeladen werden ({ $detail }): Prüfe die Verbindung und wähle dann noch einmal „Perfekt“.
computer-tablebase-only = Die Lösungsdatenbank des Servers ist nicht erreichbar: { $detail }. „Perfekt“ spielt diese Regeln nur mit ihr: Versuch es noch einmal oder wähle eine andere Spielstärke.
computer-game-over = Die Partie ist zu Ende.
analysis-weighing = Der Computer bewertet diese Stellung…
analysis-progress = { $kind ->
        [win] { $side ->
            [white] Weiß
           *[black] Schwarz
        } am Zug kann den Gewinn erzwingen
        [loss] { $side ->
            [white] Weiß
           *[black] Schwarz
        } am Zug verliert zwangsläufig
       *[score] { $score } für { $side ->
            [white] Weiß
           *[black] Schwarz
        } am Zug
    } · Tiefe { $depth } · bester Zug { $best }
verdict-toggle = Wer gewinnt von hier aus?
    .title = Das Ergebnis bei perfektem Spiel, exakt gelöst, nach jedem Zug
verdict-moves =
    .aria-label = Jeder erlaubte Zug bei perfektem Spiel
verdict-solving = Wird gelöst…
verdict-could-not-start = Der Löser konnte nicht starten: { $detail }
verdict-failed = Der Löser hat einen Fehler gemeldet: { $detail }
verdict-not-yet = Noch nicht gelöst: Von der Partie ist noch zu viel übrig, um sie hier zu lösen. Frag ein paar Züge später noch einmal.
verdict-solved-here = (Die Lösungsdatenbank des Servers ist nicht erreichbar: { $detail }. Stattdessen in diesem Browser gelöst.)
verdict-wins = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt in { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzügen
    }
verdict-draw = Unentschieden
verdict-move-win = Sieg in { $plies }
verdict-move-loss = Niederlage in { $plies }

## Share, export, import and Your games

keep-share = Teilen
    .title = Einen Link zu dieser Partie kopieren: Wer ihn öffnet, kann sie fortsetzen
keep-export = Exportieren
    .title = Die Partienotation kopieren und als .txt-Datei herunterladen
keep-import = Importieren…
keep-import-text =
    .aria-label = Eine Partienotation zum Importieren
keep-import-file =
    .aria-label = Eine Notationsdatei
keep-import-record = Diese Notation importieren
keep-library = Deine Partien ({ $count })
keep-library-list =
    .data-empty = Partien, die du ersetzt oder beendest, werden hier aufbewahrt.
keep-clear = Alle gespeicherten Partien vergessen
keep-clear-sure = Alle gespeicherten Partien vergessen? Das lässt sich nicht rückgängig machen.
keep-imported = Die Notation wurde importiert; die Partie davor bleibt unter „Deine Partien“ gespeichert.
keep-unreadable = Diese Notation kann nicht gelesen werden: { $reason }
keep-records-not-loaded = Die Partienotationen konnten nicht geladen werden: Versuch es noch einmal, wenn du online bist.
keep-exported = Die Partienotation wurde kopiert und heruntergeladen.
keep-share-sheet = Schick den Link: Wer ihn öffnet, sieht diese Partie und kann den nächsten Zug spielen.
keep-link-copied = Der Link zu dieser Partie wurde kopiert: Wer ihn öffnet, kann den nächsten Zug spielen.
keep-two-players = zwei Spieler
keep-versus = { $white } gegen { $black }
keep-date = { $date }
keep-unfinished = nicht beendet
keep-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
keep-open = Öffnen

## Review, warnings and threats

review-continuing = Weiter ab Zug { $ply }. { $count ->
        [one] Der folgende Zug lässt sich
       *[other] Die { $count } folgenden Züge lassen sich
    } mit „Wiederherstellen“ zurückholen, und die ganze Partie liegt unter „Deine Partien“.
warning-move = { $move }: { $words }
confirm-anyway = Trotzdem spielen?
threats-next = Drohender nächster Zug:

## Online play: a game in words (its terms, who it waits for, how it ended)

online-option = { $option }
clock-real = { $minutes } + { $increment }
clock-days = { $days ->
        [one] { $days } Tag pro Zug
       *[other] { $days } Tage pro Zug
    }
clock-none = ohne Uhr
online-waits = { $side ->
        [white] Weiß wartet: Du spielst Schwarz
       *[black] Schwarz wartet: Du spielst Weiß
    }
online-waiting-short = wartet
online-moves-played = { $count ->
        [one] { $count } Zug gespielt
       *[other] { $count } Züge gespielt
    }
online-you-play = Du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    } · { $status ->
        [waiting] Gegner gesucht
        [yours] du bist am Zug
       *[theirs] der Gegner ist am Zug
    }
online-you-played = Du hast { $side ->
        [white] Weiß
       *[black] Schwarz
    } gespielt · { $result }
online-aborted = Die Partie wurde abgebrochen.
online-goes-on = Die Partie läuft weiter.
online-rules-end = { $end }.
online-ended = { $outcome ->
        [white] Weiß gewinnt
        [black] Schwarz gewinnt
       *[draw] Unentschieden
    }{ $why ->
        [resign] : { $loser ->
            [white] Weiß
           *[black] Schwarz
        } hat aufgegeben.
        [agreement] {" "}durch Einigung.
        [timeout] : { $loser ->
            [white] Weiß
           *[black] Schwarz
        } hat die Zeit überschritten.
        [abandon] : { $loser ->
            [white] Weiß
           *[black] Schwarz
        } hat die Partie verlassen.
       *[none] .
    }

## Online play: the lobby

online-title = Online spielen
online-not-loaded = Das Online-Spiel konnte nicht geladen werden.
lobby-invite = Lade einen Freund oder sonst jemanden ein
lobby-game = Spiel
lobby-start = Beginnen mit
lobby-you-play = Du spielst
lobby-either = Zufällig
lobby-white = Weiß
lobby-black = Schwarz
lobby-clock-label = Bedenkzeit
lobby-no-clock = Ohne Uhr
lobby-clock = { $clock }{ $speed ->
        [blitz] {" "}(Blitz)
        [rapid] {" "}(Schnellpartie)
       *[none] {""}
    }
lobby-anyone = Jeder darf beitreten (die Partie erscheint unter den offenen Partien)
lobby-create = Partie erstellen
lobby-asking = Anfrage an den Server…
lobby-open = Offene Partien
lobby-open-none = Keine Partie wartet auf einen Gegner. Erstelle eine!
lobby-mine = Deine Online-Partien
lobby-mine-none = Noch keine.
lobby-playing = Laufende Partien
lobby-playing-none = Gerade wird keine Partie gespielt.
lobby-usual-start = Die übliche Ausgangsstellung
lobby-board-start = Die Stellung auf deinem Brett (nach { $count ->
        [one] { $count } Zug
       *[other] { $count } Zügen
    })
lobby-creating = Die Partie wird erstellt…
lobby-not-created = Die Partie wurde nicht erstellt: { $problem }
lobby-not-read = Konnte nicht geladen werden: { $problem }
lobby-yours-open = Deine Partie öffnen
lobby-join = Beitreten
lobby-watch = Zuschauen
lobby-open-game = Öffnen
problem = { $code ->
        [offline] Der Spielserver hat nicht geantwortet: Bist du online?
        [answer] Die Antwort des Spielservers wurde nicht verstanden ({ $detail })
        [bad-message] Der Server hat die Anfrage nicht verstanden ({ $detail })
        [unauthorized] Der Link zu diesem Platz ist ungültig
        [not-found] Diese Partie gibt es auf diesem Server nicht
        [not-your-turn] Du bist nicht am Zug
        [illegal-move] Der Zug ist hier nicht erlaubt
        [stale] Die Partie hatte sich geändert
        [game-over] Die Partie ist zu Ende
        [seat-taken] Beide Plätze sind besetzt
        [not-allowed] Das ist jetzt nicht erlaubt
        [too-large] Die Anfrage ist zu groß
        [rate-limited] Zu viele Anfragen: Warte einen Moment und versuch es noch einmal
        [server-error] Der Server konnte die Partie nicht speichern oder lesen; nichts wurde geändert
        [unsolved] Dieses Spiel oder diese Einstellung ist nicht gelöst
       *[other] { $detail }
    }

## What to click when a move leaves a choice (each game's own rule)

choice-pyramida-victim = Wähle den Stein, den du angreifst: Dein Zug greift mehr als einen an.
choice-pyramida-retreat = Wähle, wohin der angegriffene Stein zurückweicht: Dein Zug greift ihn an, und er hat mehr als einen Weg zurück.
choice-pyraos-remove = Wähle eine Kugel zum Zurücknehmen oder „Fertig“: Deine Kugel hat ein Quadrat in deiner Farbe gebildet, also darfst du eine oder zwei deiner Kugeln zurücknehmen.

## Online play: the game

online-game = { $game } online
online-game-title = { $game } online
online-your-move-title = Du bist am Zug — { $game } online
online-waiting-room =
    .aria-label = Warteraum
online-claim = Sieg beanspruchen
online-keep-waiting = Weiter warten
online-claim-group =
    .aria-label = Dein Gegner hat die Partie verlassen
online-resign-group =
    .aria-label = Aufgeben?
online-resign-sure = Diese Partie aufgeben?
online-resign-yes = Ja, aufgeben
online-resign-no = Nein
online-draw = Remis anbieten
online-takeback = Zugrücknahme erbitten
online-abort = Partie abbrechen
online-berserk = Berserk: halbe Bedenkzeit, kein Zeitzuschlag
online-berserk-mark = Berserk
online-resign = Aufgeben
online-rematch = Revanche
online-seat-link = Auf einem anderen Gerät weiterspielen
online-seat-link-help = Dieser private Link öffnet deinen Platz in dieser Partie auf jedem Gerät. Behalte ihn für dich: Wer ihn hat, spielt für dich.
online-copy-seat = Link zu meinem Platz kopieren
online-notify = Benachrichtige mich, wenn ich am Zug bin
online-time-low = Deine Zeit wird knapp.
online-left = { $side ->
        [white] Weiß hat
        [black] Schwarz hat
       *[opponent] Dein Gegner hat
    } die Partie verlassen.{ $left ->
        [0] {""}
        [one] {" "}Du kannst in { $left } s den Sieg beanspruchen, wenn dein Gegner nicht zurückkommt.
       *[other] {" "}Du kannst in { $left } s den Sieg beanspruchen, wenn dein Gegner nicht zurückkommt.
    }
online-connection = { $state ->
        [open] Verbunden
        [connecting] Verbindung wird hergestellt…
        [offline] Offline: Warten auf das Netzwerk…
       *[lost] Verbindung wird wiederhergestellt…
    }
online-watching = { $count ->
        [one] { $count } schaut zu
       *[other] { $count } schauen zu
    }
online-clock = { $side ->
        [white] Uhr von Weiß
       *[black] Uhr von Schwarz
    }
online-presence = { $side ->
        [white] Weiß
       *[black] Schwarz
    }{ $you ->
        [you] {" "}(du)
       *[other] {""}
    }
    .title = { $here ->
        [here] Verbunden
        [away] Nicht verbunden
       *[unknown] Unbekannt, solange diese Seite nicht verbunden ist
    }
online-invite-help = Schick diesen Link deinem Gegner. Wer ihn zuerst öffnet, spielt gegen dich; alle danach schauen zu.
online-invite-link = Einladungslink
online-copy = Kopieren
online-cancel-game = Partie absagen
online-scan = Oder scanne ihn mit dem Handy
online-qr =
    .aria-label = QR-Code des Einladungslinks
online-notify-title = Du bist am Zug
online-notify-body = In deiner Partie { $game } hat dein Gegner { $move } gespielt.
online-offer-standing = { $by ->
        [me] { $offer ->
            [draw] Du hast Remis angeboten.
            [takeback] Du hast um Rücknahme deines Zugs gebeten.
           *[rematch] Du hast eine Revanche angeboten.
        }
       *[other] { $offer ->
            [draw] Remis wird angeboten.
            [takeback] Eine Zugrücknahme wird erbeten.
           *[rematch] Eine Revanche wird angeboten.
        }
    }
online-offer = { $side ->
        [white] Weiß
       *[black] Schwarz
    } { $offer ->
        [draw] bietet Remis an.
        [takeback] bittet darum, den letzten Zug zurückzunehmen.
       *[rematch] bietet eine Revanche an.
    }
online-accept = { $offer ->
        [draw] Remis annehmen
        [takeback] Zugrücknahme annehmen
       *[rematch] Revanche annehmen
    }
online-decline = Ablehnen

## The page's title

page-title = { $page } — Pyramidenspiele
game-title = { $game }
learn-lesson-page = { $lesson } — { $learn }
puzzle-page = Aufgabe { $id } — { $game }
learn-not-loaded = „Lernen“ und „Aufgaben“ konnten nicht geladen werden.
editor-not-loaded = Der Stellungseditor konnte nicht geladen werden.
online-connecting = Verbindung zur Partie wird hergestellt…
online-not-played = Dein Zug { $move } wurde nicht ausgeführt: Die Partie hatte sich geändert.
online-declined = { $offer ->
        [draw] Dein Remisangebot wurde abgelehnt.
        [takeback] Deine Bitte um Zugrücknahme wurde abgelehnt.
       *[rematch] Dein Revancheangebot wurde abgelehnt.
    }
online-seat-invalid = Der Link zu diesem Platz ist ungültig: Du schaust der Partie zu.
online-taken-back = Dein Zug { $move } wurde zurückgenommen: { $problem }
online-seats-taken = Beide Plätze sind besetzt: Du schaust zu.
online-could-not-join = Du konntest nicht beitreten: { $problem }
online-not-connected = Nicht verbunden: Versuch es noch einmal, wenn die Verbindung wieder steht.
online-invite-copied = Der Einladungslink wurde kopiert.
online-seat-copied = Der Link zu deinem Platz wurde kopiert: Öffne ihn auf deinem anderen Gerät.
online-share-title = Eine Pyramidenpartie
online-notify-refused = Der Browser hat Benachrichtigungen nicht erlaubt: Der Titel des Tabs zeigt trotzdem an, wenn du am Zug bist.
online-notify-none = Dieser Browser kann keine Benachrichtigungen anzeigen.
online-bad-address = „{ $address }“ ist keine Adresse einer Online-Partie
online-unknown-game = Das Spiel „{ $game }“ des Servers kennt diese Seite nicht.
online-not-opened = Die Partie konnte nicht geöffnet werden: { $problem }

## The board editor

editor-page = Stellungseditor — { $game }
editor-title = Stellungseditor
editor-link-damaged = Der Link konnte nicht vollständig gelesen werden ({ $problem }); der Editor beginnt mit dem, was er lesen konnte.
editor-starts =
    .aria-label = Beginnen mit
editor-empty = Leeres Brett
editor-start = Ausgangsstellung
editor-current = Die Partie
editor-start-from = Beginnen mit
editor-pieces = Spielsteine
editor-pieces-hint = Wähle einen aus, dann klicke oder tippe auf Felder; zieh einen Spielstein, um ihn zu versetzen, oder vom Brett, um ihn zu entfernen.
editor-palette =
    .aria-label = Spielstein zum Setzen
# $piece is a piece's key.
editor-piece = { $side ->
        [white] { $piece ->
            [king] Weißer { -piece-king }
            [queen] Weiße { -piece-queen }
            [rook] Weißer { -piece-rook }
            [bishop] Weißer { -piece-bishop }
            [knight] Weißer { -piece-knight }
            [pawn] Weißer { -piece-pawn }
            [stone] Weißer { -piece-stone }
            [sphere] Weiße { -piece-sphere }
           *[piece] Weiße { -piece-piece }
        }
       *[black] { $piece ->
            [king] Schwarzer { -piece-king }
            [queen] Schwarze { -piece-queen }
            [rook] Schwarzer { -piece-rook }
            [bishop] Schwarzer { -piece-bishop }
            [knight] Schwarzer { -piece-knight }
            [pawn] Schwarzer { -piece-pawn }
            [stone] Schwarzer { -piece-stone }
            [sphere] Schwarze { -piece-sphere }
           *[piece] Schwarze { -piece-piece }
        }
    }
editor-remove = ✕ Entfernen
editor-side = Am Zug
editor-try = Von hier aus Züge ausprobieren
editor-back = Zurück zum Bearbeiten
editor-take-away = Weitergeben
editor-position = Stellung (bearbeiten oder einfügen, dann Laden)
editor-load = Laden
editor-copy-position = Stellung kopieren
editor-view = Ausschnitt des Diagramms (data-view; leer: das ganze Brett)
editor-view-input =
    .placeholder = z. B. c2-h9 oder around e5 3
editor-snippet = Code zum Einbetten
editor-copy-snippet = Code kopieren
editor-open = Als Partie öffnen
editor-share = Link kopieren
editor-not-loaded-text = Nicht geladen: { $problem }
editor-position-copied = Die Stellung wurde kopiert.
editor-snippet-copied = Der Code wurde kopiert: Füge ihn in eine beliebige Seite ein, die embed.js lädt.
editor-link-copied = Der Link wurde kopiert: Er öffnet diese Stellung als Partie.
editor-legal-moves = Erlaubte Züge ({ $count })
editor-trial-empty = Spiele Züge auf dem Brett: Sie werden in den Code übernommen.
editor-trial-moves = Züge: { $moves }
option-help = { $help }

## Each game's options and position fields (named after their keys)

option-on = an
option-off = aus
option-opening-guard = Eröffnungsschutz
option-opening-guard-help = Ein Stein, der auf Reihe 2 ankommt, greift einen Stein auf Reihe 1 nicht durch Kontakt an.
option-chain = Kettenreaktionen
option-chain-help = Auch ein Zug, der als Extrazug gemacht wird, kann angreifen.
option-extra = Extrazug
option-extra-help = 1: Der Spieler am Zug macht gerade den Extrazug, den sein letzter Zug ihm eingebracht hat.
option-power = Machtstufe
option-power-help = alle: Kein Zug darf mehr als eine Reihe über der höchsten Figur auf dem Brett enden; eigene: über der höchsten eigenen Figur des Ziehenden, Schlagzüge eingeschlossen.
option-power-any = alle
option-power-own = eigene
option-knight = Springersprünge
option-knight-help = alle: die zwölf Gliński-Sprünge; vorwärts: nur die sechs, die aufsteigen (auch für Damen).
option-knight-all = alle
option-knight-forward = vorwärts
option-setup = Aufstellung
option-setup-help = Kanten: Die Armeen stehen entlang der beiden schrägen Kanten; unten: beide Grundreihen auf Reihe 1.
option-setup-edges = Kanten
option-setup-bottom = unten
option-clock = Halbzüge seit Schlagen oder Bauernzug
option-clock-help = Bei 100 ist die Partie remis.
option-removal = Zurücknehmen
option-removal-help = Standard: Nach einem Quadrat in deiner Farbe nimmst du bis zu zwei deiner freien Kugeln zurück; Kinder: nie.
option-removal-standard = Standard
option-removal-children = Kinder
option-pass = Passen
option-pass-help = an: Ein Spieler mit leerem Vorrat und ohne Kugel zum Hochsetzen passt, statt zu verlieren.

## The header's preferences, and the boards' own words

pref-theme-auto =
    .aria-label = Design: wie das System
    .title = Design: wie das System
pref-theme-dark =
    .aria-label = Design: dunkel
    .title = Design: dunkel
pref-theme-light =
    .aria-label = Design: hell
    .title = Design: hell
pref-sound-on =
    .aria-label = Ton: an
    .title = Ton: an
pref-sound-off =
    .aria-label = Ton: aus
    .title = Ton: aus
board-help = Die Pfeiltasten führen zum nächsten Feld in dieser Richtung, Bild↑ und Bild↓ wechseln die Ebene, wo Spielsteine gestapelt sind, Pos1 und Ende springen an die Enden einer Reihe, die Eingabe- oder Leertaste wählt das Feld, Esc bricht ab, und ? beschreibt die Stellung.
board-label = Brett: { $game }
picture-label = { $game }: die Ausgangsstellung
editor-board = Brett im Aufbau: { $game }
moves-list =
    .aria-label = Züge
    .data-empty = Noch keine Züge.
zoom =
    .aria-label = Zoom
zoom-out =
    .aria-label = Verkleinern
    .title = Verkleinern
zoom-in =
    .aria-label = Vergrößern
    .title = Vergrößern
zoom-fit =
    .aria-label = Brett einpassen
    .title = Brett einpassen
legend-hexes = Die Linien laufen nach rechts oben und sind an beiden Enden benannt. Oben schattiert: der Gipfel, nur für Könige. Umrandet: die höchste Reihe, die ein Zug jetzt erreichen darf (die Machtstufe).
legend-spheres = Von oben gesehen: Jede Ebene liegt um eine halbe Kugel nach innen versetzt auf der darunter und ist kleiner gezeichnet. Die beiden Stapel sind die Vorräte.
legend-steps = Jeder Ring liegt eine Stufe höher. Die vier eingravierten Rauten sind die Siegfelder; die abgerundete Kappe in der Mitte ist kein Feld.

## A board embedded in a page

embed-reset = Zurücksetzen
embed-replay = ▶ Abspielen
embed-first =
    .aria-label = Erste Stellung (Pos1)
    .title = Erste Stellung (Pos1)
embed-last =
    .aria-label = Letzte Stellung (Ende)
    .title = Letzte Stellung (Ende)
embed-error = Dieses Brett kann nicht angezeigt werden. { $problem }
embed-moves =
    .aria-label = Die Züge des Beispiels
computer-perfect-unsolved = „Perfekt“ spielt nur mit Optionen, für die das Spiel gelöst ist, und die Optionen dieser Partie gehören nicht dazu: Der Computer spielt „Schwer“.

## Puzzles' themes

puzzle-theme = { $theme ->
        [contact-attack] Angriff durch Kontakt
        [column-attack] Spaltenangriff
        [extra-move] Extrazug
        [jump] Sprung
        [push] Schiebezug
        [pass] Passen
        [top] Spitze
        [capture] Schlagen
        [smash] Zerschmettern
        [fall] Absturz
        [osiris] Osiris
        [removal] Zurücknehmen
        [race] Wettlauf
        [mate] Matt
        [summit] Gipfel
        [victory-fields] Siegfelder
        [too-few-stones] zu wenige Steine
        [no-move] kein Zug
        [repetition] Stellungswiederholung
        [stalemate] Patt
        [move-limit] 100-Züge-Regel
        [check] Schach
       *[other] { $theme }
    }

## Learn and Puzzles: what cannot be shown

learn-no-game = Es gibt kein Spiel „{ $game }“.
learn-no-lesson = { $count ->
        [one] Dieser Kurs hat { $count } Lektion.
       *[other] Dieser Kurs hat { $count } Lektionen.
    }
learn-bad-file = Diese Datei kann nicht gelesen werden: { $detail }
learn-bad-number = „{ $number }“ ist keine Nummer einer Lektion.
learn-bad-address = „{ $address }“ ist keine Adresse von „Lernen“ oder „Aufgaben“.
learn-lesson-or-puzzle = Gib data-lesson oder data-puzzle an, nicht beides.
puzzle-none = Diese Aufgabe gibt es nicht.

## The engine's reasons: why a position, a move or an option is refused (src/reason.rs)

# Cells, moves, tokens in capitals (FROM-TO, KEY=VALUE, VICTIM>DEST) and values such as
# on, off, pass=off or x1a1 are notation, typed as they are: they stay as they are.
# $cell, $from, $to and $behind are cells; $cells several, as written ("1a1, 1b1").


error-position = fehlerhafte Stellung bei „{ $token }“: { $reason }
error-move = fehlerhafter Zug „{ $token }“: { $reason }
error-illegal = unerlaubter Zug „{ $token }“: { $reason }
error-option = fehlerhafte Option „{ $token }“: { $reason }
error-unknown-game = unbekanntes Spiel „{ $token }“: erwartet wird eines von { $known }
error-game-over = die Partie ist zu Ende
reason-or = { $first } oder { $second }
reason-key-value = erwartet wird KEY=VALUE (Schlüssel=Wert)
reason-no-options = unbekannte Option; dieses Spiel hat keine Optionen
reason-unknown-option = unbekannte Option; erwartet wird eine von { $known }
reason-option-value = erwartet wird { $values }
reason-level = erwartet wird eine Spielstärke: easy, normal oder hard
reason-percent = auf „%“ an Zeichen { $index } folgen nicht zwei Hexadezimalziffern
reason-percent-utf8 = die %-Kodierungen ergeben keinen UTF-8-Text
reason-save-header = erwartet wird „{ $header }“
reason-save-game = erwartet wird „game NAME“ (der Name des Spiels)
reason-save-start = erwartet wird „start POSITION“ (die Ausgangsstellung)
reason-save-word = unerwartetes „{ $word }“
reason-no-fields = unbekannte Angabe; die Stellungen dieses Spiels haben keine weiteren Angaben
reason-unknown-field = unbekannte Angabe; erwartet wird { $known }
reason-empty-position = leere Stellung; erwartet wird „<w|b> W:<cells> B:<cells>“
reason-side-to-move = erwartet wird die Seite am Zug, „w“ oder „b“
reason-single-spaces = die Teile müssen durch genau ein Leerzeichen getrennt sein
reason-field = erwartet wird eine Angabe der Form key=value
reason-missing-list = die Liste „{ $prefix }<cells>“ fehlt
reason-list = erwartet wird die Liste „{ $prefix }<cells>“
reason-empty-cell-in-list = leerer Feldname in der Liste
reason-empty-cell = leerer Feldname
reason-pyramida-cell = erwartet wird ein Linienbuchstabe a–u, dann eine Reihe 1–14
reason-pyramida-file = keine Linie „{ $file }“: die Linien gehen von a bis u
reason-pyramida-white-square = kein schwarzes Feld (Liniennummer + Reihe muss ungerade sein)
reason-pyramida-outside = außerhalb der Pyramide
reason-pyramida-extra = erwartet wird extra=0 oder extra=1
reason-pyramida-top = auf der Spitze k14 darf kein Stein stehen
reason-pyramida-two-stones = zwei Steine auf einem Feld
reason-pyramida-no-stones = keine der beiden Seiten hat Steine
reason-pyramida-pass = passen darf man nur, wenn sich kein Stein bewegen kann
reason-pyramida-after-attack = unerwarteter Text nach dem Angriff
reason-pyramida-move = erwartet wird FROM-TO, etwa e4-d5, oder pass
reason-pyramida-no-stone = auf { $cell } steht kein Stein von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
reason-pyramida-not-empty = { $cell } ist nicht frei
reason-pyramida-step = der Stein auf { $from } kann nicht nach { $to } ziehen
reason-pyramida-which-attack = dieser Zug greift an; gib an, wie, mit einem von: { $moves }
reason-pyramida-other-attack = diesen Angriff macht dieser Zug nicht; erlaubt: { $moves }
reason-pyramida-attack = erwartet wird der Angriff als VICTIM>DEST oder VICTIM+ (angegriffener Stein>Ziel)
reason-chase-cell = erwartet wird eine Linie a–z oder aa–ag, dann eine Reihe 1–33
reason-chase-outside = außerhalb des Dreiecks: Reihe { $rank } hat die Linien a–{ $last }
reason-chase-clock = erwartet wird clock=N, eine ganze Zahl von Halbzügen
reason-chase-piece-letter = erwartet wird ein Figurenbuchstabe K, Q, R, B, N oder P, dann ein Feld
reason-chase-two-pieces = zwei Figuren auf einem Feld
reason-chase-two-kings = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat zwei Könige
reason-chase-summit-piece = auf den Reihen 31–33 dürfen nur Könige stehen
reason-chase-no-king = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat keinen König
reason-chase-check-out-of-turn = { $checked ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach, aber { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
reason-chase-move = erwartet wird FROM-TO, etwa b2-c3, oder FROMxTO für einen Schlagzug
reason-chase-no-piece = auf { $cell } steht keine Figur von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
reason-chase-no-capture = „x“ steht für einen Schlagzug, aber auf { $cell } steht keine gegnerische Figur
reason-chase-check = der König stünde danach im Schach
reason-chase-summit-move = nur Könige dürfen die Reihen 31–33 betreten
reason-chase-power = über der Machtstufe: kein Zug darf jetzt höher als auf Reihe { $rank } enden
reason-chase-step = { $piece ->
        [king] der { -piece-king }
        [queen] die { -piece-queen }
        [rook] der { -piece-rook }
        [bishop] der { -piece-bishop }
        [knight] der { -piece-knight }
        [pawn] der { -piece-pawn }
        [stone] der { -piece-stone }
        [sphere] die { -piece-sphere }
       *[piece] die { -piece-piece }
    } auf { $from } kann nicht nach { $to } ziehen
reason-pyraos-cell = erwartet wird ein Platz: eine Ebene 1–4, ein Linienbuchstabe und eine Reihe, etwa 1a1
reason-pyraos-level = keine Ebene { $level }: die Ebenen gehen von 1 bis 4
reason-pyraos-top-cell = kein Platz { $cell }: Ebene 4 hat nur den Platz 4a1
reason-pyraos-no-cell = kein Platz { $cell }: Ebene { $level } hat die Linien a–{ $last } und die Reihen 1–{ $ranks }
reason-pyraos-mask = eine Maske hat Bits außerhalb der 30 Plätze
reason-pyraos-two-spheres = zwei Kugeln auf einem Platz
reason-pyraos-too-many = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat mehr als { $count ->
        [one] { $count } Kugel
       *[other] { $count } Kugeln
    }
reason-pyraos-unsupported = die Kugel ist nicht gestützt, leer sind: { $cells }
reason-pyraos-removals = erwartet wird x und die zurückgenommenen Plätze, etwa x1a1 oder x2b2,1a1
reason-pyraos-no-removals = erwartet werden ein oder zwei Plätze nach x; lass „ x“ weg, wenn du nichts zurücknimmst
reason-pyraos-empty-removal = leerer Platzname bei den zurückgenommenen Kugeln
reason-pyraos-two-at-most = höchstens zwei Kugeln dürfen zurückgenommen werden
reason-pyraos-children = mit removal=children wird nie eine Kugel zurückgenommen
reason-pyraos-top-removes = eine Kugel auf der Spitze gewinnt die Partie; nichts wird zurückgenommen
reason-pyraos-no-square = die Kugel auf { $cell } vollendet kein Quadrat von { $side ->
        [white] Weiß
       *[black] Schwarz
    }, also darf nichts zurückgenommen werden
reason-pyraos-removed-twice = dieselbe Kugel wird zweimal zurückgenommen
reason-pyraos-not-own = auf { $cell } liegt keine Kugel von { $side ->
        [white] Weiß
       *[black] Schwarz
    }, die sich zurücknehmen ließe
reason-pyraos-not-free = die Kugel auf { $cell } ist nicht frei: sie trägt { $cells }
reason-pyraos-pass-off = Passen ist nicht erlaubt (pass=off)
reason-pyraos-pass = passen darf nur, wer keine Kugel im Vorrat und keine zum Hochsetzen hat
reason-pyraos-empty-move = leerer Zug; erwartet wird ein Platz (1a1), ein Hochsetzen FROM-TO (1a1-2b2) oder pass
reason-pyraos-after-removals = unerwarteter Text nach den zurückgenommenen Kugeln
reason-pyraos-move = erwartet wird ein Platz (1a1), ein Hochsetzen FROM-TO (1a1-2b2) oder pass
reason-not-legal = hier kein erlaubter Zug
reason-pyraos-not-legal = hier kein erlaubter Zug
reason-pyraos-not-supported = { $cell } ist nicht gestützt, leer sind: { $cells }
reason-pyraos-no-reserve = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat keine Kugel mehr im Vorrat
reason-pyraos-taken = { $cell } ist besetzt
reason-pyraos-no-sphere = auf { $cell } liegt keine Kugel von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
reason-pyraos-lift-higher = eine Kugel wird auf eine höhere Ebene hochgesetzt: { $from } liegt auf Ebene { $from-level }, { $to } auf Ebene { $to-level }
reason-pyraos-self-support = die Kugel auf { $from } würde sich auf { $to } selbst stützen
reason-allmer-cell = erwartet wird eine Linie a–g, dann eine Reihe 1–7, etwa c3
reason-allmer-file = keine Linie „{ $file }“: die Linien gehen von a bis g
reason-allmer-row = keine Reihe „{ $row }“: die Reihen gehen von 1 bis 7
reason-allmer-cap = d4 ist die Kappe der Pyramide, kein Feld
reason-allmer-two-stones = zwei Steine auf einem Feld
reason-allmer-too-many = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat mehr als sieben Steine
reason-allmer-move = erwartet wird FROM-TO, etwa a1-a4
reason-allmer-no-stone = auf { $cell } steht kein Stein
reason-allmer-not-yours = der Stein auf { $cell } gehört { $owner ->
        [white] Weiß
       *[black] Schwarz
    }; { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
reason-allmer-stay = ein Stein muss sein Feld verlassen
reason-allmer-not-in-line = { $to } liegt von { $from } aus nicht in gerader Richtung
reason-allmer-jump-taken = { $cell } ist besetzt; ein Sprung braucht ein freies Feld
reason-allmer-push-two = der Stein auf { $cell } lässt sich nicht schieben: { $behind } dahinter ist besetzt (ein Stein kann nicht zwei schieben)
reason-allmer-cap-run = ein Lauf kann nicht über die Kappe d4 führen
reason-allmer-climb = ein Lauf kann nicht von { $from } nach { $to } hinaufführen; ein Sprung geht eine Stufe hinauf auf ein Nachbarfeld
reason-allmer-blocked = der Lauf wird vom Stein auf { $cell } blockiert
reason-allmer-smash-stops = der Lauf endet auf { $cell } und zerschmettert den Stein dort
reason-allmer-step = der Stein auf { $from } kann { $to } weder durch Laufen noch durch Springen oder Schieben erreichen

## Warnings about a move, and the opponent's threats (src/warn.rs)

warn-end = Mit diesem Zug { $result ->
        [loses] verlierst du
       *[draws] endet die Partie unentschieden
    }: { $reason ->
        [all-stones-off] alle Steine über die Spitze vom Brett gebracht
        [repetition] dritte Wiederholung einer Stellung
        [nobody-can-move] Keiner der beiden kann ziehen
        [no-legal-move] kein erlaubter Zug
        [checkmate] Schachmatt
        [stalemate] Patt
        [move-limit] 100 Halbzüge ohne Schlagen und ohne Bauernzug
        [reached-top] Spitze erreicht
        [victory-fields] alle vier Siegfelder besetzt
       *[too-few-stones] weniger als vier Steine übrig
    }.
warn-own-lost = Mit diesem Zug verlierst du { $count ->
        [one] { $pieces ->
            [stones] einen deiner eigenen Steine
            [spheres] eine deiner eigenen Kugeln
           *[pieces] eine deiner eigenen Figuren
        }
       *[other] { $count } deiner eigenen { $pieces ->
            [stones] Steine
            [spheres] Kugeln
           *[pieces] Figuren
        }
    }.
warn-repetition = Diese Stellung ist schon einmal aufgetreten: Wird sie noch einmal erreicht, { $then ->
        [loses] verlierst du
        [wins] gewinnst du
       *[draws] endet die Partie unentschieden
    } (dritte Wiederholung).
threat = { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $move } { $what ->
        [wins] gewinnt
        [check] gibt Schach
        [takes] schlägt eine Figur
        [destroys] vernichtet einen Stein
       *[pushes] drängt einen Stein zurück
    }

## A cell as a screen reader hears it

cell-name = { $cell }
# $piece is a piece's key.
cell-piece = { $side ->
        [white] { $piece ->
            [king] weißer { -piece-king }
            [queen] weiße { -piece-queen }
            [rook] weißer { -piece-rook }
            [bishop] weißer { -piece-bishop }
            [knight] weißer { -piece-knight }
            [pawn] weißer { -piece-pawn }
            [stone] weißer { -piece-stone }
            [sphere] weiße { -piece-sphere }
           *[piece] weiße { -piece-piece }
        }
       *[black] { $piece ->
            [king] schwarzer { -piece-king }
            [queen] schwarze { -piece-queen }
            [rook] schwarzer { -piece-rook }
            [bishop] schwarzer { -piece-bishop }
            [knight] schwarzer { -piece-knight }
            [pawn] schwarzer { -piece-pawn }
            [stone] schwarzer { -piece-stone }
            [sphere] schwarze { -piece-sphere }
           *[piece] schwarze { -piece-piece }
        }
    }
cell-empty = leer
cell-selected = ausgewählt
cell-mark = { $mark ->
        [target] erlaubtes Ziel
        [capture] erlaubter Schlagzug
        [push] Schiebezug
        [victim] kann angegriffen werden
        [retreat] hierher zurückweichen
        [remove] kann zurückgenommen werden
       *[piece] kann ziehen
    }
cell-check = im Schach
cell-last = { $end ->
        [to] letzter Zug hierher
       *[from] letzter Zug von hier
    }


## Links, game records, saved games and a board's attributes in a page: what is wrong

# $reason is one of the reason-… messages (or a whole error-…), already said.
error-link = Link: { $reason }
error-link-move = Link, Zug { $ply }: { $reason }
error-record = Zeile { $line }: { $reason }
error-record-move = Zeile { $line }, Zug { $ply }: { $reason }
error-record-turn = Zeile { $line }, Zug { $ply } ({ $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug): { $reason }
error-save = gespeicherte Partie, Zeile { $line }: { $reason }
# What the game screen says when a link or a saved game could not be read whole; $problem is an error-… message.
notice-link-damaged = Der Link ist beschädigt ({ $problem }); er wurde so weit geöffnet, wie er sich lesen ließ.
notice-link-broken = Der Link kann nicht geöffnet werden: { $problem }
notice-save-lost = Die gespeicherte Partie konnte nicht wiederhergestellt werden ({ $problem }); eine neue Partie wurde begonnen.
# A link's parts: $part and $key as typed; $why a reason; $end the game's end, already said.
reason-link-pair = „{ $part }“ hat nicht die Form KEY=VALUE
reason-link-position = fehlerhafte Stellung: { $why }
reason-link-twice = „{ $key }“ ist zweimal angegeben
reason-link-not-replayed = die Züge wurden nicht nachgespielt, da das Spiel, zu dem sie gehören, unbekannt ist
reason-link-over = die Partie ist schon zu Ende ({ $end }), doch der Link geht weiter
reason-link-cut = der Link ist abgeschnitten: „{ $code }“ ist Teil eines { $width }-stelligen Codes
reason-link-code = „{ $code }“ ist kein Zugcode
reason-link-range = der Zugcode „{ $code }“ liegt außerhalb des Bereichs: die Stellung hat { $count ->
        [one] { $count } erlaubten Zug
       *[other] { $count } erlaubte Züge
    }
# A game record (PGN-like): tags such as [Game "chase"] and their names are typed as they are.
reason-record-comment-open = ein mit „{ $open }“ begonnener Kommentar wird nie mit „{ $close }“ geschlossen
reason-record-comment-close = ein „{ $close }“ ohne vorangehendes „{ $open }“
reason-record-bracket = ein „]“ ohne vorangehenden Tag
reason-record-tag-shape = erwartet wird ein Tag wie [Game "chase"]
reason-record-in-tag = Tag [{ $name }]: { $reason }
reason-record-unclosed = das schließende „"“ des Werts fehlt in dieser Zeile
reason-record-tag-end = erwartet wird „]“ nach dem Wert
reason-record-unknown-tag = unbekannter Tag [{ $name }]; erwartet wird einer von { $known }
reason-record-second-tag = ein zweiter Tag [{ $name }] (der erste steht in Zeile { $first })
reason-record-no-game = die Notation hat keinen Tag [Game "…"], der ihr Spiel nennt (pyramida, chase, pyraos oder allmer)
reason-record-late-tag = der Tag [{ $name }] steht nach den Zügen; Tags kommen zuerst
reason-record-after-result = „{ $word }“ steht nach dem Ergebnis „{ $code }“; das Ergebnis beendet die Züge
reason-record-number-alone = auf die Zugnummer „{ $mark }“ folgt kein Zug
reason-record-after-end = „{ $move }“ kommt nach dem Ende der Partie ({ $end })
reason-record-number-fit = die Zugnummer „{ $mark }“ passt nicht; dieser Zug ist { $number } { $move }
reason-record-not-over = die Partie ist nicht zu Ende
# $what is one of the three below, $truth the game's end (or reason-record-not-over).
reason-record-mismatch = { $what } passt nicht zu den Zügen: { $truth }
reason-record-result = [Result "{ $value }"]: erwartet wird 1-0, 0-1, 1/2-1/2 oder *
reason-record-result-tag = [Result "{ $value }"]
reason-record-result-code = das Ergebnis „{ $code }“
reason-record-reason-tag = [Reason "{ $value }"]
# A board's attributes in a page: data-… names and their values are typed as they are.
reason-embed-view-cell = data-view: „{ $name }“ ist kein Feld von { $game }
reason-embed-view-steps = data-view: „{ $steps }“ ist keine Zahl von Schritten von 1 bis 40
reason-embed-view = data-view ist „{ $view }“: erwartet werden zwei Eckfelder wie „c2-h9“ oder „around e5 3“
reason-embed-interactive = data-interactive ist „{ $value }“: erwartet wird true oder false
reason-embed-size = data-size ist „{ $value }“: erwartet wird small, medium oder large
reason-embed-markup = data-caption ist reiner Text, enthält aber Markup („{ $tag }“): entferne die Tags
reason-embed-other-game = data-game ist „{ $game }“, aber data-record ist eine Partie von { $record }
reason-embed-no-game = data-game fehlt: erwartet wird eines von { $known }
reason-embed-attribute = { $attribute }: { $problem }
reason-embed-move = data-moves, Zug { $ply }: { $problem }

## What the site's scripts say: an update ready, a part that could not be loaded

update-ready = Eine neue Version ist bereit.
update-reload = Neu laden
online-needs-server = Das Online-Spiel braucht den Spielserver, und diese Kopie der Website läuft ohne ihn. Spiel gegen den Computer, mit jemandem an diesem Bildschirm oder schick nach jedem Zug einen Link.
online-load-failed = Das Online-Spiel konnte nicht geladen werden: { $detail }
learn-load-failed = Lektionen und Aufgaben konnten nicht geladen werden: { $detail }
embed-learn-error = Diese Lektion oder Aufgabe kann nicht angezeigt werden: { $detail }

## Accounts, ratings and pairing

account-title = Dein Konto
account-sign-in = Anmelden
account-sign-in-button = Anmelden
account-sign-up = Konto erstellen
account-sign-up-button = Konto erstellen
account-field-username = Benutzername
account-field-password = Passwort
account-field-current-password = Aktuelles Passwort
account-field-new-password = Neues Passwort
account-rules = Ein Benutzername hat 3 bis 20 Zeichen: Buchstaben, Ziffern, _ oder -. Ein Passwort hat mindestens 8 Zeichen, ist nicht der Benutzername und lässt sich nicht leicht erraten (kein gängiges Passwort, keine Tastenfolge, kein einzelnes Wort). Zum Spielen brauchst du kein Konto: Ein Konto gibt dir einen Namen, Wertungen und Gegner deiner Stärke.
account-signed-in-as = Angemeldet als { $name }
account-profile = Dein Profil
account-leaderboards = Ranglisten
account-settings = Konto
account-sign-out = Abmelden
account-sign-out-everywhere = Überall abmelden
account-new-password = Passwort ändern
account-new-password-button = Passwort ändern
account-password-changed = Das Passwort wurde geändert, und deine anderen Sitzungen wurden abgemeldet.
account-delete = Konto löschen
account-delete-button = Konto löschen
account-delete-sure = Dein Konto löschen? Deine Partien bleiben unter „gelöschter Spieler“ erhalten; dein Name, deine Wertungen und deine Sitzungen werden gelöscht. Das lässt sich nicht rückgängig machen.
account-sending = Wird gesendet…
account-passkeys = Passkeys
account-passkeys-about = Ein Passkey meldet dich statt mit dem Passwort über die Displaysperre dieses Geräts an (Fingerabdruck, Gesichtserkennung oder PIN). Zum Hinzufügen oder Entfernen eines Passkeys brauchst du dein Passwort.
account-passkey-add = Passkey hinzufügen
account-passkey-added = Der Passkey wurde hinzugefügt: Ab jetzt kannst du dich auf der Anmeldeseite damit anmelden.
account-passkey-sign-in = Mit einem Passkey anmelden
account-sessions-title = Wo du angemeldet bist
account-sessions-about = Jeder Browser, in dem du dich angemeldet hast, für höchstens 30 Tage. Beende jede Sitzung, die du nicht kennst.
account-session-browser = { $known ->
        [both] { $browser } unter { $system }
        [browser] { $browser }
        [system] Ein Browser unter { $system }
       *[none] Ein unbekannter Browser oder ein Programm
    }
account-session-this = dieser Browser
account-session-times = angemeldet am { $started }, zuletzt aktiv am { $seen }
account-session-end = Diese Sitzung beenden
account-session-ended = Die Sitzung wurde beendet: Dieser Browser ist abgemeldet.
account-passkeys-none = Noch kein Passkey.
account-tokens-title = API-Token
account-tokens-about = Ein für die API von lichess geschriebenes Programm (ein Bot, berserk) spielt mit einem deiner Token für dein Konto: Gib ihm statt der Adresse von lichess die dieses Servers. Ein Token wird nur einmal angezeigt, wenn er erstellt wird.
account-tokens-none = Keine Token.
account-field-token-description = Wofür er gedacht ist
account-token-scopes = Was er darf
account-token-create = Token erstellen
account-token-created = Dein neuer Token (kopiere ihn jetzt, er wird nicht noch einmal angezeigt):
account-token-times = erstellt am { $made }, zuletzt verwendet am { $used }
account-token-unused = erstellt am { $made }, noch nie verwendet
account-token-revoke = „{ $name }“ widerrufen
account-token-revoked = Der Token wurde widerrufen und funktioniert nicht mehr.
account-passkey-times = hinzugefügt am { $added }, zuletzt verwendet am { $used }
account-passkey-unused = hinzugefügt am { $added }, noch nie verwendet
account-passkey-remove = Entfernen
    .aria-label = Den Passkey { $name } entfernen
account-passkey-removed = Der Passkey wurde entfernt.
account-field-passkey-name = Name eines neuen Passkeys (optional)
account-remove-passkeys = Auch alle Passkeys entfernen
account-rating = { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    }
account-problem = { $code ->
        [bad-credentials] Falscher Benutzername oder falsches Passwort
        [username-taken] Dieser Benutzername ist vergeben: Wähle einen anderen
        [weak-password] Das Passwort ist zu schwach: { $why ->
            [short] Es braucht mindestens 8 Zeichen
            [long] Es darf höchstens 256 Zeichen haben
            [username] Es darf nicht dein Benutzername sein
            [common] Es ist eines der gängigsten Passwörter
            [pattern] Es folgt einem Tasten- oder Buchstabenmuster
            [word] Ein einzelnes Wort oder ein Name ist leicht zu erraten
            [date] Daten und Jahreszahlen sind leicht zu erraten
           *[guessable] Es ließe sich mit wenigen Versuchen erraten
        }
        [unauthorized] Du bist nicht angemeldet
        [not-allowed] Jetzt nicht: Spiele deine Partien erst zu Ende, brich sie ab oder gib sie auf
        [rate-limited] Zu viele Versuche: Warte eine Weile und versuch es noch einmal
        [bad-message] Der Server hat die Anfrage nicht verstanden ({ $detail })
        [passkey-cancelled] Der Passkey wurde nicht verwendet
        [passkey-unsupported] Dieser Browser kann hier keine Passkeys verwenden
        [forbidden-origin] Abgelehnt: Die Anfrage kam von der Seite einer anderen Website
        [unsupported-media-type] Abgelehnt: Die Anfrage wurde nicht als JSON gesendet
        [misdirected-request] Abgelehnt: Dieser Server ist für diese Adresse nicht zuständig
       *[other] { problem }
    }
profile-title = { $name }: Profil
profile-ratings = Wertungen
profile-game = Spiel
profile-rating = Wertung
profile-games = Gewertete Partien
profile-recent = Letzte Partien
profile-no-games = Noch keine Partien.
profile-chart = { $game }: { $games ->
        [one] eine gewertete Partie
       *[other] { $games } gewertete Partien
    }, von { $first } auf { $last } (Tiefstwert { $low }, Höchstwert { $high })
leaderboard-title = { $game }: Rangliste
leaderboard-games =
    .aria-label = Spiele
leaderboard-empty = Hier hat noch niemand eine feste Wertung: Eine Wertung zählt, sobald ihre Abweichung höchstens 110 beträgt, also nach ein paar gewerteten Partien.
leaderboard-played = { $count ->
        [one] eine gewertete Partie
       *[other] { $count } gewertete Partien
    }
pairing-title = Schnelle Gegnersuche
pairing-rated = Gewertet
pairing-clocks =
    .aria-label = Bedenkzeiten
pairing-cancel = Suche abbrechen
pairing-seeking = Suche nach einem Gegner deiner Stärke…
pairing-bot-in = Suche nach einem Gegner deiner Stärke… Kommt niemand, spielt in { $seconds } s ein Haus-Bot gegen dich.
pairing-sign-in = Melde dich an, um gewertete Partien zu spielen
lobby-rated = Gewertet (ändert die Wertungen beider Spieler; nur mit Uhr und der üblichen Ausgangsstellung)

## Herausforderungen mit Namen (Lobby und Profil)

challenge-title = Herausforderungen
challenge-form-title = Einen Spieler mit Namen herausfordern
challenge-player = { $name } herausfordern
challenge-name = Name des Spielers
challenge-send = Herausforderung senden
challenge-sending = Wird gesendet…
challenge-sent = Herausforderung an { $name } gesendet: Sie wartet in der Lobby auf eine Antwort.
challenge-declined = { $name } hat deine Herausforderung abgelehnt.
challenge-incoming = { $name } fordert dich heraus: { $game }, { $clock }{ $rated ->
        [yes] , gewertet
       *[no] {""}
    }
challenge-outgoing = Warten auf die Antwort von { $name }: { $game }, { $clock }{ $rated ->
        [yes] , gewertet
       *[no] {""}
    }
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-cancel = Zurückziehen
challenge-none = Keine offenen Herausforderungen.
challenge-notice = { $count ->
    [one] { $name } fordert dich heraus.
   *[other] { $count } Herausforderungen warten auf dich.
  }
challenge-notice-answer = Antworten
challenge-notice-later = Später
challenge-bots = Haus-Bots online, bereit zum Spiel: { $names }
online-rated = gewertet
online-rating-change = { $change }
online-between = { $white } – { $black }: { $stands }
player-name = { $name }
player-deleted = gelöschter Spieler
player-anonymous = Anonym

## Arena-Turniere (die Liste in der Lobby und die Seite einer Arena)

arena-list-title = Arena-Turniere
arena-none = Gerade läuft keine Arena.
arena-players = { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
arena-starts-in-minutes = { $minutes ->
        [one] beginnt in { $minutes } Minute
       *[other] beginnt in { $minutes } Minuten
    }
arena-ends-in-minutes = { $minutes ->
        [one] endet in { $minutes } Minute
       *[other] endet in { $minutes } Minuten
    }
arena-finished = Beendet
arena-hourly-title = Stündliche Arena: { $game }
arena-named = { $name }
arena-page-title = Arena
arena-terms = { $game } · { $clock } · { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }{ $rated ->
        [yes] {" "}· gewertet
       *[no] {" "}· ungewertet
    }{ $berserk ->
        [yes] {" "}· Berserk erlaubt
       *[no] {""}
    }
arena-back = Zurück zur Arena
arena-starts-in = Beginnt in { $time }
arena-ends-in = Endet in { $time }
arena-podium =
    .aria-label = Siegertreppchen
arena-place = { $place ->
        [first] Erster
        [second] Zweiter
       *[third] Dritter
    }
arena-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }
arena-rules = So funktioniert eine Arena
arena-rule-pairing = Solange die Arena läuft, bekommt jeder freie Spieler sofort einen freien Gegner, der in der Tabelle nahe bei ihm steht – nicht den Gegner seiner letzten Partie, wenn ein anderer frei ist.
arena-rule-points = Ein Sieg bringt 2 Punkte, ein Remis 1, eine Niederlage 0.
arena-rule-fire = Nach zwei Siegen in Folge bist du in Fahrt: Jede weitere Partie zählt doppelt (Sieg 4, Remis 2), bis du eine nicht gewinnst.
arena-rule-draw = Ein Remis, in dem jeder weniger als 10 Züge gemacht hat, bringt nichts.
arena-rule-berserk = Berserk, wenn die Arena es erlaubt: Vor deinem ersten Zug kannst du deine Bedenkzeit halbieren und auf den Zeitzuschlag verzichten; ein Sieg nach mindestens 7 eigenen Zügen bringt dann einen Punkt mehr.
arena-rule-end = Ist die Zeit um, beginnt keine neue Partie mehr; laufende Partien werden zu Ende gespielt und zählen. Mach Pause, wann immer du willst: Deine Punkte bleiben.
arena-standings = Tabelle
arena-col-rank = Platz
arena-col-player = Spieler
arena-col-rating = Wertung
arena-col-sheet = Partien
arena-col-score = Punkte
arena-pages =
    .aria-label = Seiten der Tabelle
arena-previous = Zurück
arena-next = Weiter
arena-page = Seite { $page } von { $pages }
arena-nobody = Noch niemand ist beigetreten.
arena-sign-in = Zum Mitspielen anmelden
arena-join = Beitreten
arena-withdraw = Teilnahme zurückziehen
arena-pause = Pause
arena-me = Du bist auf Platz { $rank } mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }{ $state ->
        [fire] : Du bist in Fahrt, deine nächste Partie zählt doppelt.
        [paused] : Du pausierst. Tritt wieder bei, um weiterzuspielen.
       *[playing] .
    }
arena-on-fire = in Fahrt
arena-paused = pausiert
