# The site's messages in Swedish (svenska): the Swedish translation of en.ftl, the source.
# Fluent syntax (https://projectfluent.org/fluent/guide/). The same messages with the same
# variables as en.ftl; tests/i18n.rs checks it. Words: docs/glossary/sv.md.

## The site's header and its language switcher

site-name = ▲ Pyramidspel
site-title = Pyramidspel
nav-play-online = Spela online
nav-rules = Regler
language-choice =
    .aria-label = Språk
loading = Laddar spelen…

## The game picker

picker-title = Fyra pyramidspel
picker-lede = Välj ett spel och spela mot datorn på tre nivåer, eller mot en vän vid samma skärm. Spelet håller koll på alla regler; varje drag är animerat, och brädet varnar dig innan du gör ett drag som kostar dig något.
picker-play-computer = Spela mot datorn
picker-play-online = Spela online
picker-learn = Lär dig
picker-puzzles = Pussel
picker-coming-soon = Kommer snart

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = av Zbyšek Vlasák
game-pyramida-summary = Klättra uppför pyramiden av svarta rutor och tryck motståndarens stenar nedåt igen.
game-chase-title = Pyramid Chase
game-chase-credit = av Florin Lupusoru
game-chase-summary = Schack på en triangel av 561 sexhörningar: den första kungen på den översta rutan vinner.
game-pyraos-title = Pyraos
game-pyraos-credit = regler av Staffan Ulfberg; senare utgivet som Pylos
game-pyraos-summary = Stapla kulor till en pyramid i fyra nivåer; den som kröner den vinner.
game-allmer-title = Pyramid
game-allmer-credit = av Simon Allmer
game-allmer-summary = Löp, hoppa och knuffa på en trappstegspyramid med 7 × 7 fält för att hålla de fyra segerfälten.

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } kula i reserv
   *[other] { $count } kulor i reserv
}
