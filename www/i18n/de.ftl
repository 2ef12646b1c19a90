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
