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
picker-lede = Wähle ein Spiel und spiele gegen den Computer in drei Spielstärken oder mit einem Freund am selben Bildschirm. Jede Regel wird geprüft; jeder Zug ist animiert, und das Brett warnt dich vor einem Zug, der dich etwas kostet.
picker-play-computer = Gegen den Computer spielen
picker-play-online = Online spielen
picker-learn = Lernen
picker-puzzles = Aufgaben
picker-coming-soon = Demnächst

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
keys-pick = Eingabetaste oder Leertaste wählt das Feld unter dem Cursor, Esc bricht den angefangenen Zug ab.
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
# $piece is one of the piece-… messages below, already said.
piece-piece = Figur
piece-stone = Stein
piece-sphere = Kugel
piece-K = König
piece-Q = Dame
piece-R = Turm
piece-B = Läufer
piece-N = Springer
piece-P = Bauer
move-step = { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht von { $from } nach { $to }
move-piece-step = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $piece } von { $from } nach { $to }
move-place = { $side ->
    [white] Weiß
   *[black] Schwarz
} setzt ein: { $piece } auf { $cell }
move-pass = { $side ->
    [white] Weiß
   *[black] Schwarz
} passt
effect-retreat = { $piece } von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $from } weicht nach { $to } zurück
effect-column-retreat = { $piece } von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $from } weicht in der Spalte nach { $to } zurück
effect-push = { $piece } von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $from } wird nach { $to } geschoben
effect-extra-move = { $cell } kann nicht zurückweichen: { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht noch einmal
effect-pass = { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht ziehen und passt
effect-removed = { $piece } von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $cell } { $why ->
    [captured] wird geschlagen
    [smashed] wird zerschmettert
    [fell] stürzt von der Pyramide
   *[top] verlässt das Brett über die Spitze
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: { $count ->
    [one] { $piece }
   *[other] { $count } × { $piece }
} von { $side ->
    [white] Weiß
   *[black] Schwarz
} auf { $cells } eingeschlossen und entfernt
effect-taken-back = { $side ->
    [white] Weiß
   *[black] Schwarz
} nimmt zurück: { $count ->
    [one] { $piece }
   *[other] { $count } × { $piece }
} auf { $cells }
effect-checkmate = Schachmatt: Der { $king } von { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht entkommen
effect-check = Schach: Der { $king } von { $side ->
    [white] Weiß
   *[black] Schwarz
} wird angegriffen
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
# $piece is a piece-… message, $cells a list of cells.
position-kind = { $piece }: { $cells }

## Why a click is no move

# $piece is a piece-… message; $cell a cell.
refusal-no-move = { $piece } auf { $cell } kann jetzt nicht ziehen.
refusal-not-yours = { $piece } auf { $cell } gehört { $side ->
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
# The engine's own reason, not yet in the messages (English).
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = Eine gültige Stellung.{" "}
editor-legal = ; { $count ->
    [one] { $count } erlaubter Zug
   *[other] { $count } erlaubte Züge
}.
editor-over = Eine gültige Stellung, und die Partie ist zu Ende:{" "}
# The engine's reason, not yet in the messages (English).
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
puzzle-start-streak = Eine Serie beginnen
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Themen: { $themes }
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
puzzle-hint-piece = Tipp: Zieh mit dem Spielstein, der auf { $cell } steht.
puzzle-hint-move = Tipp: Der richtige Zug ist { $move }.
puzzle-solution-is = Die Lösung: { $moves }.
