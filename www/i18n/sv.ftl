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

## Each game's keys on the board

game-pyramida-keys = Gå till brädet med Tab; sedan flyttar piltangenterna till de fyra diagonalt angränsande rutorna: ↑ upp till höger, → ned till höger, ↓ ned till vänster, ← upp till vänster; Home och End går till ändarna av en rad.
game-chase-keys = Gå till brädet med Tab; sedan flyttar ← och → längs raden, ↑ och ↓ längs linjen; Home och End går till ändarna av en rad.
game-pyraos-keys = Gå till brädet med Tab; sedan flyttar piltangenterna mellan kulorna på en nivå, och Page Up och Page Down till nivån ovanför eller nedanför.
game-allmer-keys = Gå till brädet med Tab; sedan flyttar piltangenterna till nästa fält i den riktningen, även över stegen; Home och End går till ändarna av en rad.

## The game screen

game-rules = Regler
game-all-games = Alla spel
game-retry = Fråga datorn igen
game-undo = Ångra
    .title = Ångra (←)
game-redo = Gör om
    .title = Gör om (→)
game-flip = Vänd
    .title = Vänd brädet
game-new = Nytt parti
game-pass = Passa
game-done = Klar
game-type-move = Skriv ett drag
game-move-input =
    .placeholder = t.ex. { $example }
game-play-typed = Spela
confirm-group =
    .aria-label = Ett drag att bekräfta
confirm-play = Spela draget
confirm-cancel = Avbryt
keys-title = Tangenter
keys-pick = Enter eller Mellanslag väljer rutan under markören, Esc avbryter draget du håller på att mata in.
keys-read = ? på brädet läser upp hela ställningen.
keys-review = Utanför brädet och textfälten: ← → stegar genom dragen, Home / End hoppar till början / tillbaka till partiet.
moves-title = Drag
review-group =
    .aria-label = Genomgång
review-back =
    .aria-label = Föregående drag (←)
    .title = Föregående drag (←)
review-forward =
    .aria-label = Nästa drag (→)
    .title = Nästa drag (→)
review-end = Tillbaka till partiet
    .title = Ställningen nu (End)
review-analyse = Analysera
review-continue = Fortsätt härifrån
analysis-help = Talet är datorns bedömning för spelaren vid draget: över 0 står spelaren bättre, ungefär 1 motsvarar en pjäs mer. Djup: hur många drag framåt datorn har räknat. Bäst: draget den skulle spela.
log-title = Partiet i ord
opponent-title = Motståndare
mode-two = Två spelare
mode-computer-black = Du spelar vit
mode-computer-white = Du spelar svart
mode-computer-both = Dator mot dator
level-title = Nivå
level-easy = Lätt
level-normal = Normal
level-hard = Svår
level-perfect = Perfekt
    .title = Spelar perfekt utifrån det lösta spelet (laddar ner sin öppningsbok en gång)
help-ask-first = Fråga före ett drag som förlorar eller kostar dig egna pjäser
help-threats = Visa vad motståndaren hotar
options-title = Alternativ
options-hint = Alternativen gäller när du startar ett nytt parti.
position-title = Ställning
position-input =
    .aria-label = Börja från en ställning
position-load = Börja från den här ställningen
position-edit = Redigera i brädredigeraren

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } kula i reserv
   *[other] { $count } kulor i reserv
}
