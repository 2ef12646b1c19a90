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

## Each game's keys on the board

game-pyramida-keys = Klávesou Tab přejděte na desku; šipky pak vedou na čtyři diagonálně sousední pole: ↑ nahoru vpravo, → dolů vpravo, ↓ dolů vlevo, ← nahoru vlevo; Home a End přejdou na začátek a konec řady.
game-chase-keys = Klávesou Tab přejděte na desku; ← a → pak vedou po řadě, ↑ a ↓ po sloupci; Home a End přejdou na začátek a konec řady.
game-pyraos-keys = Klávesou Tab přejděte na desku; šipky pak přecházejí mezi koulemi jedné vrstvy, Page Up a Page Down o vrstvu výš nebo níž.
game-allmer-keys = Klávesou Tab přejděte na desku; šipky pak vedou na další pole v daném směru, i přes stupně; Home a End přejdou na začátek a konec řady.

## The game screen

game-rules = Pravidla
game-all-games = Všechny hry
game-retry = Zeptat se počítače znovu
game-undo = Zpět
    .title = Zpět (←)
game-redo = Znovu
    .title = Znovu (→)
game-flip = Otočit
    .title = Otočit desku
game-new = Nová partie
game-pass = Pasovat
game-done = Hotovo
game-type-move = Zadejte tah
game-move-input =
    .placeholder = např. { $example }
game-play-typed = Zahrát
confirm-group =
    .aria-label = Tah k potvrzení
confirm-play = Zahrát tah
confirm-cancel = Zrušit
keys-title = Klávesy
keys-pick = Enter nebo Mezerník vybere pole pod kurzorem, Esc zruší právě zadávaný tah.
keys-read = ? na desce přečte celou pozici.
keys-review = Mimo desku a textová pole: ← → procházejí tahy, Home / End skočí na začátek / zpět do partie.
moves-title = Tahy
review-group =
    .aria-label = Rozbor
review-back =
    .aria-label = Předchozí tah (←)
    .title = Předchozí tah (←)
review-forward =
    .aria-label = Další tah (→)
    .title = Další tah (→)
review-end = Zpět do partie
    .title = Aktuální pozice (End)
review-analyse = Analyzovat
review-continue = Pokračovat odsud
analysis-help = Číslo je odhad počítače pro hráče na tahu: nad 0 stojí lépe, zhruba 1 znamená figurku navíc. Hloubka: kolik tahů dopředu počítač propočítal. Nejlepší: tah, který by zahrál.
log-title = Partie slovy
opponent-title = Soupeř
mode-two = Dva hráči
mode-computer-black = Hrajete za bílého
mode-computer-white = Hrajete za černého
mode-computer-both = Počítač proti počítači
level-title = Úroveň
level-easy = Snadná
level-normal = Normální
level-hard = Těžká
level-perfect = Dokonalá
    .title = Hraje dokonale podle vyřešené hry (jednou si stáhne knihovnu zahájení)
help-ask-first = Ptát se před tahem, který prohrává nebo vás připraví o vlastní figurky
help-threats = Ukazovat, čím soupeř hrozí
options-title = Možnosti
options-hint = Možnosti se projeví, až začnete novou partii.
position-title = Pozice
position-input =
    .aria-label = Začít z pozice
position-load = Začít z této pozice
position-edit = Upravit v editoru pozic

## The boards

# Under a reserve's pile of spheres (Pyraos).
reserve-count = { $count ->
    [one] { $count } koule v zásobě
    [few] { $count } koule v zásobě
    [many] { $count } koule v zásobě
   *[other] { $count } koulí v zásobě
}
