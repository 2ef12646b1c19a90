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

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } Kugel im Vorrat
   *[other] { $count } Kugeln im Vorrat
}
