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

## The game in words: the engine's phrases (src/phrase.rs, src/describe.rs)

side = { $side ->
    [white] Bílý
   *[black] Černý
}
turn = { $side ->
    [white] Bílý
   *[black] Černý
} na tahu{ $note ->
    [check] {" — "}šach
    [extra-move] {" — "}tah navíc
   *[none] {""}
}
end = { $outcome ->
    [white] Bílý vyhrává
    [black] Černý vyhrává
   *[draw] Remíza
}: { $reason ->
    [all-stones-off] všechny kameny vyvedeny přes vrchol
    [repetition] třetí opakování pozice
    [nobody-can-move] žádný z hráčů nemůže táhnout
    [no-legal-move] žádný platný tah
    [checkmate] mat
    [stalemate] pat
    [move-limit] 100 půltahů bez braní a bez tahu pěšcem
    [reached-top] dosažen vrchol
    [victory-fields] obsazena všechna čtyři vítězná pole
   *[too-few-stones] zbyly méně než čtyři kameny
}
# $piece is one of the piece-… messages below, already said.
piece-piece = figura
piece-stone = kámen
piece-sphere = koule
piece-K = král
piece-Q = dáma
piece-R = věž
piece-B = střelec
piece-N = jezdec
piece-P = pěšec
move-step = { $side ->
    [white] Bílý
   *[black] Černý
} táhne z { $from } na { $to }
move-piece-step = { $side ->
    [white] Bílý
   *[black] Černý
}: { $piece } z { $from } na { $to }
move-place = { $side ->
    [white] Bílý
   *[black] Černý
}: { $piece } na { $cell }
move-pass = { $side ->
    [white] Bílý
   *[black] Černý
} pasuje
effect-retreat = Ústup: { $piece } { $side ->
    [white] bílého
   *[black] černého
} z { $from } na { $to }
effect-column-retreat = Ústup ve sloupci: { $piece } { $side ->
    [white] bílého
   *[black] černého
} z { $from } na { $to }
effect-push = Odstrčení: { $piece } { $side ->
    [white] bílého
   *[black] černého
} z { $from } na { $to }
effect-extra-move = { $cell } nemůže ustoupit: { $side ->
    [white] bílý
   *[black] černý
} táhne znovu
effect-pass = { $side ->
    [white] Bílý
   *[black] Černý
} nemůže táhnout a pasuje
effect-removed = { $why ->
    [captured] Braní
    [smashed] Rozdrcení
    [fell] Pád z pyramidy
   *[top] Vyvedení přes vrchol
}: { $piece } { $side ->
    [white] bílého
   *[black] černého
} na { $cell }
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: sevření a odstranění — { $count ->
    [one] { $piece }
    [few] { $count } × { $piece }
    [many] { $count } × { $piece }
   *[other] { $count } × { $piece }
} { $side ->
    [white] bílého
   *[black] černého
} na { $cells }
effect-taken-back = Do zásoby { $side ->
    [white] bílého
   *[black] černého
} se vrací { $count ->
    [one] { $piece }
    [few] { $count } × { $piece }
    [many] { $count } × { $piece }
   *[other] { $count } × { $piece }
} z { $cells }
effect-checkmate = Mat: { $king } { $side ->
    [white] bílého
   *[black] černého
} nemůže uniknout
effect-check = Šach: { $king } { $side ->
    [white] bílého
   *[black] černého
} je napaden
# Under the board: the last move ($move, in notation) and what it did.
notice-move = { $side ->
    [white] Bílý
   *[black] Černý
} { $move }:{" "}
moves-taken-back = { $count ->
    [one] { $count } tah vrácen zpět
    [few] { $count } tahy vráceny zpět
    [many] { $count } tahu vráceno zpět
   *[other] { $count } tahů vráceno zpět
}
# The move list's legend: each mark ($symbol) the game has shown, and what it means.
marks = Značky: { $symbol } { $kind ->
    [capture] braní
    [check] šach
    [checkmate] mat
    [retreat] ústup napadeného kamene
    [extra-move] tah navíc
    [removal] koule odebrané do zásoby
    [fall] pád kamene z pyramidy
    [smash] rozdrcení kamene
    [osiris] Osiris: sevřený kámen
    [push] odstrčení
    [top] kámen dosáhne vrcholu
    [pass] pas
   *[end] konec partie
}
mark = { $symbol } { $kind ->
    [capture] braní
    [check] šach
    [checkmate] mat
    [retreat] ústup napadeného kamene
    [extra-move] tah navíc
    [removal] koule odebrané do zásoby
    [fall] pád kamene z pyramidy
    [smash] rozdrcení kamene
    [osiris] Osiris: sevřený kámen
    [push] odstrčení
    [top] kámen dosáhne vrcholu
    [pass] pas
   *[end] konec partie
}
position-repeated = { $count ->
    [one] Tato pozice nastala jednou.
    [few] Tato pozice nastala { $count }krát.
    [many] Tato pozice nastala { $count }krát.
   *[other] Tato pozice nastala { $count }krát.
}
board-counts = { $pieces ->
    [stone] Kameny
    [sphere] Koule
   *[piece] Figury
} na desce — Bílý: { $white } · Černý: { $black }
review-viewing = Prohlížíte tah { $count } z { $total }
embed-move-of = Tah { $count } z { $total }

## Learn

# $game is the game's title (a game-…-title message).
learn-title = Výuka: { $game }
learn-lede = { $count ->
    [one] { $count } krátká lekce věnovaná jedné myšlence, na skutečné desce. Čím méně tahů, tím víc hvězd; váš postup zůstává v tomto prohlížeči.
    [few] { $count } krátké lekce, každá věnovaná jedné myšlence, na skutečné desce. Čím méně tahů, tím víc hvězd; váš postup zůstává v tomto prohlížeči.
    [many] { $count } krátké lekce, každá věnovaná jedné myšlence, na skutečné desce. Čím méně tahů, tím víc hvězd; váš postup zůstává v tomto prohlížeči.
   *[other] { $count } krátkých lekcí, každá věnovaná jedné myšlence, na skutečné desce. Čím méně tahů, tím víc hvězd; váš postup zůstává v tomto prohlížeči.
}
learn-stars =
    .aria-label = { $count ->
        [one] { $count } ze 3 hvězd
        [few] { $count } ze 3 hvězd
        [many] { $count } ze 3 hvězd
       *[other] { $count } ze 3 hvězd
    }
learn-play = Hrát hru { $game }
learn-lesson-of = Lekce { $count } z { $total }
learn-hint = Nápověda
learn-retry = Začít znovu
learn-next = Další lekce
learn-to-puzzles = Dál k úlohám
learn-hint-default = Přečtěte si znovu text lekce: tah je v něm uveden.
learn-try-again = Zkuste to znovu.
learn-done = Hotovo!
# $stars is the stars earned, as ★★☆.
learn-done-in = { $stars } — { $count ->
    [one] splněno na { $count } tah
    [few] splněno na { $count } tahy
    [many] splněno na { $count } tahu
   *[other] splněno na { $count } tahů
}

## Online play

online-waiting = Čeká se na soupeře.
online-your-move = { $side ->
    [white] Bílý
   *[black] Černý
}: jste na tahu.
online-on-its-way = Váš tah se odesílá…

## The position in words (a key on the board reads it out)

# $pieces is stone, sphere or piece; $cells a list of cells.
position-side = { $side ->
    [white] Bílý
   *[black] Černý
}: { $count ->
    [one] { $count } { $pieces ->
        [stone] kámen
        [sphere] koule
       *[piece] figura
    }
    [few] { $count } { $pieces ->
        [stone] kameny
        [sphere] koule
       *[piece] figury
    }
    [many] { $count } { $pieces ->
        [stone] kamene
        [sphere] koule
       *[piece] figury
    }
   *[other] { $count } { $pieces ->
        [stone] kamenů
        [sphere] koulí
       *[piece] figur
    }
} na { $cells }
position-count = { $side ->
    [white] Bílý
   *[black] Černý
}: { $count ->
    [0] žádné { $pieces ->
        [stone] kameny
        [sphere] koule
       *[piece] figury
    } na desce
    [one] { $count } { $pieces ->
        [stone] kámen
        [sphere] koule
       *[piece] figura
    }
    [few] { $count } { $pieces ->
        [stone] kameny
        [sphere] koule
       *[piece] figury
    }
    [many] { $count } { $pieces ->
        [stone] kamene
        [sphere] koule
       *[piece] figury
    }
   *[other] { $count } { $pieces ->
        [stone] kamenů
        [sphere] koulí
       *[piece] figur
    }
}
# $piece is a piece-… message, $cells a list of cells.
position-kind = { $piece }: { $cells }

## Why a click is no move

# $piece is a piece-… message; $cell a cell.
refusal-no-move = Teď nemá { $piece } na { $cell } žádný tah.
refusal-not-yours = Na { $cell } je { $piece } { $side ->
    [white] bílého
   *[black] černého
}. { $turn ->
    [white] Bílý
   *[black] Černý
} na tahu{ $note ->
    [check] {" — "}šach
    [extra-move] {" — "}tah navíc
   *[none] {""}
}.
# The engine's own reason, not yet in the messages (English).
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = Platná pozice.{" "}
editor-legal = ; { $count ->
    [one] { $count } platný tah
    [few] { $count } platné tahy
    [many] { $count } platného tahu
   *[other] { $count } platných tahů
}.
editor-over = Platná pozice, partie je u konce:{" "}
# The engine's reason, not yet in the messages (English).
editor-invalid = Neplatná pozice: { $reason }

## Puzzles

# $game is the game's title (a game-…-title message).
puzzle-title = Úloha: { $game }
puzzle-streak = { $count ->
    [one] Série úloh: { $count } vyřešená
    [few] Série úloh: { $count } vyřešené
    [many] Série úloh: { $count } vyřešené
   *[other] Série úloh: { $count } vyřešených
}
puzzle-solution = Řešení
puzzle-next = Další úloha
puzzle-start-streak = Začít sérii úloh
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Témata: { $themes }
puzzle-rating = Váš rating: { $rating } ± { $deviation }
# $change is signed: +12, -8.
puzzle-rated = Váš rating: { $rating } ({ $change }); rating úlohy: { $puzzle }
puzzle-streak-over = { $count ->
    [one] Série skončila: { $count } vyřešená. Začít znovu
    [few] Série skončila: { $count } vyřešené. Začít znovu
    [many] Série skončila: { $count } vyřešené. Začít znovu
   *[other] Série skončila: { $count } vyřešených. Začít znovu
}
puzzle-find = { $side ->
    [white] Bílý
   *[black] Černý
} na tahu: najděte výhru za { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}.
puzzle-solved = Vyřešeno! Tento tah vyhrává.
puzzle-best = Nejlepší tah! Pokračujte.
puzzle-not-it-answered = Tah { $move } to není: soupeř odpoví { $reply }. Zkuste to znovu.
puzzle-not-it = Tah { $move } to není. Zkuste to znovu.
puzzle-hint-piece = Nápověda: táhněte figurkou na poli { $cell }.
puzzle-hint-move = Nápověda: správný tah je { $move }.
puzzle-solution-is = Řešení: { $moves }.
