# The site's messages in Czech (čeština): the Czech translation of en.ftl, the source.
# Fluent syntax (https://projectfluent.org/fluent/guide/). The same messages with the same
# variables as en.ftl; tests/i18n.rs checks it. Words: docs/glossary/cs.md.

## The site's header and its language switcher

site-name = ▲ Pyramidové hry
site-title = Pyramidové hry
nav-play-online = Hrát online
nav-rules = Pravidla
language-choice =
    .aria-label = Jazyk
loading = Načítání her…

## The game picker

picker-title = Čtyři pyramidové hry
picker-lede = Vyberte si hru a hrajte proti počítači na jedné ze tří úrovní, nebo s kamarádem u jedné obrazovky. Hra ohlídá všechna pravidla, každý tah je animovaný a deska vás varuje před tahem, který by vás něco stál.
picker-play-computer = Hrát proti počítači
picker-play-online = Hrát online
picker-learn = Výuka
picker-puzzles = Úlohy
picker-coming-soon = Již brzy

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = od Zbyška Vlasáka
game-pyramida-summary = Stoupejte po pyramidě z černých polí a zatlačujte soupeřovy kameny zpět dolů.
game-chase-title = Pyramid Chase
game-chase-credit = od Florina Lupusorua
game-chase-summary = Šachy na trojúhelníku z 561 šestiúhelníků: vyhrává první král na nejvyšším poli.
game-pyraos-title = Pyraos
game-pyraos-credit = pravidla sepsal Staffan Ulfberg; hra později vyšla jako Pylos
game-pyraos-summary = Stavte z koulí čtyřvrstvou pyramidu; kdo ji korunuje, vyhrává.
game-allmer-title = Pyramid
game-allmer-credit = od Simona Allmera
game-allmer-summary = Běhejte, skákejte a strkejte na stupňovité pyramidě 7 × 7 a obsaďte čtyři vítězná pole.

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } koule v zásobě
    [few] { $count } koule v zásobě
    [many] { $count } koule v zásobě
   *[other] { $count } koulí v zásobě
}
