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
   *[too-few-stones] zbylo méně než čtyři kameny
}
# The pieces. A message given a piece ($piece) selects on its key (king, queen, rook,
# bishop, knight, pawn, stone, sphere, or piece for any other) and says its term in the
# case it needs, with the agreement that the term's .gender (and .animacy) asks for.
# $number: singular (the default) or plural; $case: nominative (the default), genitive,
# accusative or instrumental.
-piece-king = { $number ->
       *[singular] { $case ->
           *[nominative] král
            [genitive] krále
            [accusative] krále
            [instrumental] králem
        }
        [plural] { $case ->
           *[nominative] králové
            [genitive] králů
            [accusative] krále
        }
    }
    .gender = masculine
    .animacy = animate
-piece-queen = { $number ->
       *[singular] { $case ->
           *[nominative] dáma
            [genitive] dámy
            [accusative] dámu
            [instrumental] dámou
        }
        [plural] { $case ->
           *[nominative] dámy
            [genitive] dam
            [accusative] dámy
        }
    }
    .gender = feminine
-piece-rook = { $number ->
       *[singular] { $case ->
           *[nominative] věž
            [genitive] věže
            [accusative] věž
            [instrumental] věží
        }
        [plural] { $case ->
           *[nominative] věže
            [genitive] věží
            [accusative] věže
        }
    }
    .gender = feminine
-piece-bishop = { $number ->
       *[singular] { $case ->
           *[nominative] střelec
            [genitive] střelce
            [accusative] střelce
            [instrumental] střelcem
        }
        [plural] { $case ->
           *[nominative] střelci
            [genitive] střelců
            [accusative] střelce
        }
    }
    .gender = masculine
    .animacy = animate
-piece-knight = { $number ->
       *[singular] { $case ->
           *[nominative] jezdec
            [genitive] jezdce
            [accusative] jezdce
            [instrumental] jezdcem
        }
        [plural] { $case ->
           *[nominative] jezdci
            [genitive] jezdců
            [accusative] jezdce
        }
    }
    .gender = masculine
    .animacy = animate
-piece-pawn = { $number ->
       *[singular] { $case ->
           *[nominative] pěšec
            [genitive] pěšce
            [accusative] pěšce
            [instrumental] pěšcem
        }
        [plural] { $case ->
           *[nominative] pěšci
            [genitive] pěšců
            [accusative] pěšce
        }
    }
    .gender = masculine
    .animacy = animate
-piece-stone = { $number ->
       *[singular] { $case ->
           *[nominative] kámen
            [genitive] kamene
            [accusative] kámen
            [instrumental] kamenem
        }
        [plural] { $case ->
           *[nominative] kameny
            [genitive] kamenů
            [accusative] kameny
        }
    }
    .gender = masculine
    .animacy = inanimate
-piece-sphere = { $number ->
       *[singular] { $case ->
           *[nominative] koule
            [genitive] koule
            [accusative] kouli
            [instrumental] koulí
        }
        [plural] { $case ->
           *[nominative] koule
            [genitive] koulí
            [accusative] koule
        }
    }
    .gender = feminine
-piece-piece = { $number ->
       *[singular] { $case ->
           *[nominative] figura
            [genitive] figury
            [accusative] figuru
            [instrumental] figurou
        }
        [plural] { $case ->
           *[nominative] figury
            [genitive] figur
            [accusative] figury
        }
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
    [white] Bílý
   *[black] Černý
} táhne z { $from } na { $to }
move-piece-step = { $side ->
    [white] Bílý
   *[black] Černý
} táhne { $piece ->
    [king] { -piece-king(case: "instrumental") }
    [queen] { -piece-queen(case: "instrumental") }
    [rook] { -piece-rook(case: "instrumental") }
    [bishop] { -piece-bishop(case: "instrumental") }
    [knight] { -piece-knight(case: "instrumental") }
    [pawn] { -piece-pawn(case: "instrumental") }
    [stone] { -piece-stone(case: "instrumental") }
    [sphere] { -piece-sphere(case: "instrumental") }
   *[piece] { -piece-piece(case: "instrumental") }
} z { $from } na { $to }
move-place = { $side ->
    [white] Bílý
   *[black] Černý
} pokládá { $piece ->
    [king] { -piece-king(case: "accusative") }
    [queen] { -piece-queen(case: "accusative") }
    [rook] { -piece-rook(case: "accusative") }
    [bishop] { -piece-bishop(case: "accusative") }
    [knight] { -piece-knight(case: "accusative") }
    [pawn] { -piece-pawn(case: "accusative") }
    [stone] { -piece-stone(case: "accusative") }
    [sphere] { -piece-sphere(case: "accusative") }
   *[piece] { -piece-piece(case: "accusative") }
} na { $cell }
move-pass = { $side ->
    [white] Bílý
   *[black] Černý
} pasuje
effect-retreat = Ústup: { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $side ->
    [white] bílého
   *[black] černého
} z { $from } na { $to }
effect-column-retreat = Ústup ve sloupci: { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $side ->
    [white] bílého
   *[black] černého
} z { $from } na { $to }
effect-push = Odstrčení: { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $side ->
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
}: { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $side ->
    [white] bílého
   *[black] černého
} na { $cell }
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: sevření a odstranění { $count ->
    [one] { $piece ->
        [king] { -piece-king(case: "genitive") }
        [queen] { -piece-queen(case: "genitive") }
        [rook] { -piece-rook(case: "genitive") }
        [bishop] { -piece-bishop(case: "genitive") }
        [knight] { -piece-knight(case: "genitive") }
        [pawn] { -piece-pawn(case: "genitive") }
        [stone] { -piece-stone(case: "genitive") }
        [sphere] { -piece-sphere(case: "genitive") }
       *[piece] { -piece-piece(case: "genitive") }
    }
    [few] { $piece ->
        [king] { -piece-king(number: "plural", case: "genitive") }
        [queen] { -piece-queen(number: "plural", case: "genitive") }
        [rook] { -piece-rook(number: "plural", case: "genitive") }
        [bishop] { -piece-bishop(number: "plural", case: "genitive") }
        [knight] { -piece-knight(number: "plural", case: "genitive") }
        [pawn] { -piece-pawn(number: "plural", case: "genitive") }
        [stone] { -piece-stone(number: "plural", case: "genitive") }
        [sphere] { -piece-sphere(number: "plural", case: "genitive") }
       *[piece] { -piece-piece(number: "plural", case: "genitive") }
    }
    [many] { $piece ->
        [king] { -piece-king(number: "plural", case: "genitive") }
        [queen] { -piece-queen(number: "plural", case: "genitive") }
        [rook] { -piece-rook(number: "plural", case: "genitive") }
        [bishop] { -piece-bishop(number: "plural", case: "genitive") }
        [knight] { -piece-knight(number: "plural", case: "genitive") }
        [pawn] { -piece-pawn(number: "plural", case: "genitive") }
        [stone] { -piece-stone(number: "plural", case: "genitive") }
        [sphere] { -piece-sphere(number: "plural", case: "genitive") }
       *[piece] { -piece-piece(number: "plural", case: "genitive") }
    }
   *[other] { $piece ->
        [king] { -piece-king(number: "plural", case: "genitive") }
        [queen] { -piece-queen(number: "plural", case: "genitive") }
        [rook] { -piece-rook(number: "plural", case: "genitive") }
        [bishop] { -piece-bishop(number: "plural", case: "genitive") }
        [knight] { -piece-knight(number: "plural", case: "genitive") }
        [pawn] { -piece-pawn(number: "plural", case: "genitive") }
        [stone] { -piece-stone(number: "plural", case: "genitive") }
        [sphere] { -piece-sphere(number: "plural", case: "genitive") }
       *[piece] { -piece-piece(number: "plural", case: "genitive") }
    }
} { $side ->
    [white] bílého
   *[black] černého
} na { $cells }
effect-taken-back = { $side ->
    [white] Bílý
   *[black] Černý
} vrací do zásoby { $count ->
    [one] { $piece ->
        [king] { -piece-king(case: "accusative") }
        [queen] { -piece-queen(case: "accusative") }
        [rook] { -piece-rook(case: "accusative") }
        [bishop] { -piece-bishop(case: "accusative") }
        [knight] { -piece-knight(case: "accusative") }
        [pawn] { -piece-pawn(case: "accusative") }
        [stone] { -piece-stone(case: "accusative") }
        [sphere] { -piece-sphere(case: "accusative") }
       *[piece] { -piece-piece(case: "accusative") }
    }
    [few] { $piece ->
        [king] { -piece-king(number: "plural", case: "accusative") }
        [queen] { -piece-queen(number: "plural", case: "accusative") }
        [rook] { -piece-rook(number: "plural", case: "accusative") }
        [bishop] { -piece-bishop(number: "plural", case: "accusative") }
        [knight] { -piece-knight(number: "plural", case: "accusative") }
        [pawn] { -piece-pawn(number: "plural", case: "accusative") }
        [stone] { -piece-stone(number: "plural", case: "accusative") }
        [sphere] { -piece-sphere(number: "plural", case: "accusative") }
       *[piece] { -piece-piece(number: "plural", case: "accusative") }
    }
    [many] { $piece ->
        [king] { -piece-king(number: "plural", case: "accusative") }
        [queen] { -piece-queen(number: "plural", case: "accusative") }
        [rook] { -piece-rook(number: "plural", case: "accusative") }
        [bishop] { -piece-bishop(number: "plural", case: "accusative") }
        [knight] { -piece-knight(number: "plural", case: "accusative") }
        [pawn] { -piece-pawn(number: "plural", case: "accusative") }
        [stone] { -piece-stone(number: "plural", case: "accusative") }
        [sphere] { -piece-sphere(number: "plural", case: "accusative") }
       *[piece] { -piece-piece(number: "plural", case: "accusative") }
    }
   *[other] { $piece ->
        [king] { -piece-king(number: "plural", case: "accusative") }
        [queen] { -piece-queen(number: "plural", case: "accusative") }
        [rook] { -piece-rook(number: "plural", case: "accusative") }
        [bishop] { -piece-bishop(number: "plural", case: "accusative") }
        [knight] { -piece-knight(number: "plural", case: "accusative") }
        [pawn] { -piece-pawn(number: "plural", case: "accusative") }
        [stone] { -piece-stone(number: "plural", case: "accusative") }
        [sphere] { -piece-sphere(number: "plural", case: "accusative") }
       *[piece] { -piece-piece(number: "plural", case: "accusative") }
    }
} z { $cells }
effect-checkmate = Mat: { -piece-king } { $side ->
    [white] bílého
   *[black] černého
} nemůže uniknout
effect-check = Šach: { -piece-king } { $side ->
    [white] bílého
   *[black] černého
} je { -piece-king.gender ->
    [feminine] napadena
   *[masculine] napaden
}
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
# $piece is a piece's key, $cells a list of cells.
position-kind = { $piece ->
    [king] Král
    [queen] Dáma
    [rook] Věž
    [bishop] Střelec
    [knight] Jezdec
    [pawn] Pěšec
    [stone] Kámen
    [sphere] Koule
   *[piece] Figura
}: { $cells }

## Why a click is no move

# $piece is a piece's key; $cell a cell.
refusal-no-move = Teď nemá { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} na { $cell } žádný tah.
refusal-not-yours = Na { $cell } je { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} { $side ->
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
# $reason is the engine's reason (a reason-… message), already said.
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
# $reason is the engine's error (an error-… message), already said.
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
puzzle-themes = Témata:
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

## The game screen: messages under the board

game-viewing-earlier = Prohlížíte dřívější tah: chcete-li hrát, vraťte se do partie (End).
game-computers-turn = Na tahu je počítač.

## The computer, the analysis and the solver

computer-thinking = Počítač přemýšlí…
computer-thinking-depth = Počítač přemýšlí… hloubka { $depth }, { $done } %
computer-downloading-book = Úroveň Dokonalá stahuje svou knihovnu zahájení (jen jednou)…
computer-could-not-start = Počítač se nepodařilo spustit: { $detail }
computer-failed = Počítač selhal: { $detail }
computer-book-failed = Knihovnu zahájení úrovně Dokonalá se nepodařilo stáhnout ({ $detail }): zkontrolujte připojení a pak znovu zvolte úroveň Dokonalá.
computer-tablebase-only = Databáze vyřešených pozic na serveru není dostupná: { $detail }. Úroveň Dokonalá hraje s těmito pravidly jen podle ní: zkuste to znovu, nebo zvolte jinou úroveň.
computer-game-over = Partie skončila.
analysis-weighing = Počítač hodnotí tuto pozici…
analysis-progress = { $kind ->
        [win] { $side ->
            [white] Bílý
           *[black] Černý
        } na tahu si vynutí výhru
        [loss] { $side ->
            [white] Bílý
           *[black] Černý
        } na tahu nutně prohrává
       *[score] { $score } pro { $side ->
            [white] bílého
           *[black] černého
        }, který je na tahu
    } · hloubka { $depth } · nejlepší { $best }
verdict-toggle = Kdo odsud vyhraje?
    .title = Výsledek při dokonalé hře, přesně vyřešený, po každém tahu
verdict-moves =
    .aria-label = Každý platný tah při dokonalé hře
verdict-solving = Řeší se…
verdict-could-not-start = Řešič se nepodařilo spustit: { $detail }
verdict-failed = Řešič selhal: { $detail }
verdict-not-yet = Zatím nevyřešeno: do konce partie zbývá příliš mnoho, než aby se to tady dalo vyřešit. Zeptejte se znovu o pár tahů později.
verdict-solved-here = (Databáze vyřešených pozic na serveru není dostupná: { $detail }. Vyřešeno místo toho v tomto prohlížeči.)
verdict-wins = { $side ->
        [white] Bílý
       *[black] Černý
    } vyhrává za { $plies ->
        [one] { $plies } půltah
        [few] { $plies } půltahy
        [many] { $plies } půltahu
       *[other] { $plies } půltahů
    }
verdict-draw = Remíza
verdict-move-win = Výhra za { $plies }
verdict-move-loss = Prohra za { $plies }

## Share, export, import and Your games

keep-share = Sdílet
    .title = Zkopírovat odkaz na tuto partii: kdo ho otevře, může v ní pokračovat
keep-export = Exportovat
    .title = Zkopírovat záznam partie a stáhnout ho jako soubor .txt
keep-import = Importovat…
keep-import-text =
    .aria-label = Záznam partie k importu
keep-import-file =
    .aria-label = Soubor se záznamem
keep-import-record = Importovat tento záznam
keep-library = Vaše partie ({ $count })
keep-library-list =
    .data-empty = Partie, které nahradíte nebo dohrajete, se uchovávají zde.
keep-clear = Zapomenout všechny uložené partie
keep-clear-sure = Zapomenout všechny uložené partie? Tuto akci nelze vrátit.
keep-imported = Záznam byl importován; předchozí partie zůstává uložena v seznamu Vaše partie.
keep-unreadable = Tento záznam nelze přečíst: { $reason }
keep-records-not-loaded = Záznamy partií se nepodařilo načíst: zkuste to znovu, až budete online.
keep-exported = Záznam partie byl zkopírován a stažen.
keep-share-sheet = Pošlete odkaz: kdo ho otevře, uvidí tuto partii a může zahrát další tah.
keep-link-copied = Odkaz na tuto partii byl zkopírován: kdo ho otevře, může zahrát další tah.
keep-two-players = dva hráči
keep-versus = { $white } proti { $black }
keep-date = { $date }
keep-unfinished = nedohraná
keep-moves = { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }
keep-open = Otevřít

## Review, warnings and threats

review-continuing = Pokračujete od tahu { $ply }. { $count ->
        [one] { $count } pozdější tah lze obnovit
        [few] { $count } pozdější tahy lze obnovit
        [many] { $count } pozdějšího tahu lze obnovit
       *[other] { $count } pozdějších tahů lze obnovit
    } tlačítkem Znovu a celá partie zůstává uložena v seznamu Vaše partie.
warning-move = { $move }: { $words }
confirm-anyway = Přesto zahrát?
threats-next = Hrozba v příštím tahu:

## Online play: a game in words (its terms, who it waits for, how it ended)

online-option = { $option }
clock-real = { $minutes } + { $increment }
clock-days = { $days ->
        [one] { $days } den na tah
        [few] { $days } dny na tah
        [many] { $days } dne na tah
       *[other] { $days } dní na tah
    }
clock-none = bez hodin
online-waits = { $side ->
        [white] Bílý čeká: budete hrát za černého
       *[black] Černý čeká: budete hrát za bílého
    }
online-waiting-short = čeká se
online-moves-played = { $count ->
        [one] { $count } odehraný tah
        [few] { $count } odehrané tahy
        [many] { $count } odehraného tahu
       *[other] { $count } odehraných tahů
    }
online-you-play = Hrajete za { $side ->
        [white] bílého
       *[black] černého
    } · { $status ->
        [waiting] čeká se na soupeře
        [yours] jste na tahu
       *[theirs] na tahu je soupeř
    }
online-you-played = Hráli jste za { $side ->
        [white] bílého
       *[black] černého
    } · { $result }
online-aborted = Partie byla zrušena.
online-goes-on = Partie pokračuje.
online-rules-end = { $end }.
online-ended = { $outcome ->
        [white] Bílý vyhrává
        [black] Černý vyhrává
       *[draw] Remíza
    }{ $why ->
        [resign] : { $loser ->
            [white] bílý
           *[black] černý
        } se vzdal.
        [agreement] {" "}dohodou.
        [timeout] : { $loser ->
            [white] bílému
           *[black] černému
        } došel čas.
        [abandon] : { $loser ->
            [white] bílý
           *[black] černý
        } opustil partii.
       *[none] .
    }

## Online play: the lobby

online-title = Hrát online
online-not-loaded = Hru online se nepodařilo načíst.
lobby-invite = Pozvěte kamaráda, nebo kohokoli
lobby-game = Hra
lobby-start = Výchozí pozice
lobby-you-play = Hrajete za
lobby-either = Kteroukoli stranu (náhodně)
lobby-white = Bílého
lobby-black = Černého
lobby-clock-label = Tempo hry
lobby-no-clock = Bez hodin
lobby-clock = { $clock }{ $speed ->
        [blitz] {" "}(blitz)
        [rapid] {" "}(rapid)
       *[none] {""}
    }
lobby-anyone = Připojit se může kdokoli (partie bude mezi otevřenými výzvami)
lobby-create = Vytvořit partii
lobby-asking = Dotaz na server…
lobby-open = Otevřené výzvy
lobby-open-none = Na soupeře nečeká žádná partie. Vytvořte ji!
lobby-mine = Vaše partie online
lobby-mine-none = Zatím žádné.
lobby-playing = Právě se hraje
lobby-playing-none = Právě se nehraje žádná partie.
lobby-usual-start = Obvyklé výchozí postavení
lobby-board-start = Pozice na vaší desce (po { $count ->
        [one] { $count } tahu
        [few] { $count } tazích
        [many] { $count } tahu
       *[other] { $count } tazích
    })
lobby-creating = Partie se vytváří…
lobby-not-created = Partie nebyla vytvořena: { $problem }
lobby-not-read = Nenačteno: { $problem }
lobby-yours-open = Otevřít svou partii
lobby-join = Připojit se
lobby-watch = Sledovat
lobby-open-game = Otevřít
problem = { $code ->
        [offline] herní server neodpověděl: jste připojeni k internetu?
        [answer] odpovědi herního serveru nebylo rozumět ({ $detail })
        [bad-message] server nerozuměl požadavku ({ $detail })
        [unauthorized] odkaz na toto místo v partii není platný
        [not-found] taková partie na tomto serveru není
        [not-your-turn] nejste na tahu
        [illegal-move] tento tah tu není platný
        [stale] partie se mezitím změnila
        [game-over] partie skončila
        [seat-taken] obě místa jsou obsazená
        [not-allowed] to teď není dovoleno
        [too-large] požadavek je příliš velký
        [rate-limited] příliš mnoho požadavků: chvíli počkejte a zkuste to znovu
        [server-error] server nemohl partii uložit ani načíst; nic se nezměnilo
        [unsolved] tato hra nebo toto nastavení není vyřešené
       *[other] { $detail }
    }

## What to click when a move leaves a choice (each game's own rule)

choice-pyramida-victim = Vyberte kámen, na který zaútočíte: váš tah útočí na víc než jeden.
choice-pyramida-retreat = Vyberte, kam napadený kámen ustoupí: váš tah na něj útočí a on má víc než jednu cestu zpět.
choice-pyraos-remove = Vyberte kouli, kterou odeberete zpět do zásoby, nebo Hotovo: vaše koule vytvořila čtverec vaší barvy, takže smíte odebrat jednu nebo dvě své koule.

## Online play: the game

online-game = { $game } online
online-game-title = { $game } online
online-your-move-title = Jste na tahu — { $game } online
online-waiting-room =
    .aria-label = Čekárna
online-claim = Nárokovat výhru
online-keep-waiting = Čekat dál
online-claim-group =
    .aria-label = Váš soupeř odešel
online-resign-group =
    .aria-label = Vzdát partii?
online-resign-sure = Vzdát partii?
online-resign-yes = Ano, vzdávám
online-resign-no = Ne
online-draw = Nabídnout remízu
online-takeback = Vrátit tah
online-abort = Zrušit partii
online-berserk = Berserk: poloviční čas, bez přídavku
online-berserk-mark = berserk
online-resign = Vzdát
online-rematch = Odveta
online-seat-link = Pokračovat na jiném zařízení
online-seat-link-help = Tento soukromý odkaz kdekoli otevře vaše místo v této partii. Nechte si ho pro sebe: kdo ho má, hraje za vás.
online-copy-seat = Zkopírovat odkaz na mé místo
online-notify = Upozornit mě, až budu na tahu (oznámením)
online-time-low = Dochází vám čas.
online-left = { $side ->
        [white] Bílý
        [black] Černý
       *[opponent] Váš soupeř
    } opustil partii.{ $left ->
        [0] {""}
        [one] {" "}Pokud se nevrátí, můžete za { $left } s nárokovat výhru.
        [few] {" "}Pokud se nevrátí, můžete za { $left } s nárokovat výhru.
        [many] {" "}Pokud se nevrátí, můžete za { $left } s nárokovat výhru.
       *[other] {" "}Pokud se nevrátí, můžete za { $left } s nárokovat výhru.
    }
online-connection = { $state ->
        [open] Připojeno
        [connecting] Připojování…
        [offline] Offline: čeká se na síť…
       *[lost] Znovu se připojuje…
    }
online-watching = { $count ->
        [one] { $count } divák
        [few] { $count } diváci
        [many] { $count } diváka
       *[other] { $count } diváků
    }
online-clock = { $side ->
        [white] Hodiny bílého
       *[black] Hodiny černého
    }
online-presence = { $side ->
        [white] Bílý
       *[black] Černý
    }{ $you ->
        [you] {" "}(vy)
       *[other] {""}
    }
    .title = { $here ->
        [here] Připojen
        [away] Nepřipojen
       *[unknown] Není známo, dokud tato stránka není připojena
    }
online-invite-help = Pošlete tento odkaz soupeři. Kdo ho otevře první, hraje s vámi; kdokoli další už jen přihlíží.
online-invite-link = Odkaz s pozvánkou
online-copy = Kopírovat
online-cancel-game = Zrušit výzvu
online-scan = Nebo ho naskenujte telefonem
online-qr =
    .aria-label = QR kód odkazu s pozvánkou
online-notify-title = Jste na tahu
online-notify-body = Ve vaší partii ({ $game }) soupeř zahrál { $move }.
online-offer-standing = { $by ->
        [me] { $offer ->
            [draw] Nabídli jste remízu.
            [takeback] Požádali jste o vrácení svého tahu.
           *[rematch] Nabídli jste odvetu.
        }
       *[other] { $offer ->
            [draw] Byla nabídnuta remíza.
            [takeback] Byla podána žádost o vrácení tahu.
           *[rematch] Byla nabídnuta odveta.
        }
    }
online-offer = { $side ->
        [white] Bílý
       *[black] Černý
    } { $offer ->
        [draw] nabízí remízu.
        [takeback] žádá o vrácení svého posledního tahu.
       *[rematch] nabízí odvetu.
    }
online-accept = { $offer ->
        [draw] Přijmout remízu
        [takeback] Přijmout vrácení tahu
       *[rematch] Přijmout odvetu
    }
online-decline = Odmítnout

## The page's title

page-title = { $page } — Pyramidové hry
game-title = { $game }
learn-lesson-page = { $lesson } — { $learn }
puzzle-page = Úloha { $id } — { $game }
learn-not-loaded = Výuku a úlohy se nepodařilo načíst.
editor-not-loaded = Editor pozic se nepodařilo načíst.
online-connecting = Připojování k partii…
online-not-played = Váš tah { $move } nebyl zahrán: partie se mezitím změnila.
online-declined = { $offer ->
        [draw] Vaše nabídka remízy byla odmítnuta.
        [takeback] Vaše žádost o vrácení tahu byla odmítnuta.
       *[rematch] Vaše nabídka odvety byla odmítnuta.
    }
online-seat-invalid = Odkaz na toto místo v partii není platný: partii sledujete jako divák.
online-taken-back = Váš tah { $move } byl vzat zpět: { $problem }
online-seats-taken = Obě místa jsou obsazená: partii sledujete jako divák.
online-could-not-join = Do partie se nepodařilo připojit: { $problem }
online-not-connected = Nepřipojeno: zkuste to znovu, až bude spojení obnoveno.
online-invite-copied = Odkaz s pozvánkou je zkopírován.
online-seat-copied = Odkaz na vaše místo je zkopírován: otevřete ho na svém druhém zařízení.
online-share-title = Partie pyramidové hry
online-notify-refused = Prohlížeč oznámení nepovolil: že jste na tahu, poznáte i tak podle názvu karty.
online-notify-none = Tento prohlížeč neumí zobrazovat oznámení.
online-bad-address = „{ $address }“ není adresa hry online
online-unknown-game = Hru „{ $game }“ ze serveru tato stránka nezná.
online-not-opened = Partii se nepodařilo otevřít: { $problem }

## The board editor

editor-page = Editor pozic — { $game }
editor-title = Editor pozic
editor-link-damaged = Odkaz se nepodařilo přečíst celý ({ $problem }); editor začíná z toho, co přečíst šlo.
editor-starts =
    .aria-label = Začít z
editor-empty = Prázdná deska
editor-start = Výchozí pozice
editor-current = Aktuální partie
editor-start-from = Začít z
editor-pieces = Figurky
editor-pieces-hint = Vyberte jednu a pak klikněte nebo ťukněte na pole; figurku přesunete tažením, tažením mimo desku ji odstraníte.
editor-palette =
    .aria-label = Figurka k umístění
# $piece is a piece's key.
editor-piece = { $side ->
        [white] { $piece ->
            [king] Bílý { -piece-king }
            [queen] Bílá { -piece-queen }
            [rook] Bílá { -piece-rook }
            [bishop] Bílý { -piece-bishop }
            [knight] Bílý { -piece-knight }
            [pawn] Bílý { -piece-pawn }
            [stone] Bílý { -piece-stone }
            [sphere] Bílá { -piece-sphere }
           *[piece] Bílá { -piece-piece }
        }
       *[black] { $piece ->
            [king] Černý { -piece-king }
            [queen] Černá { -piece-queen }
            [rook] Černá { -piece-rook }
            [bishop] Černý { -piece-bishop }
            [knight] Černý { -piece-knight }
            [pawn] Černý { -piece-pawn }
            [stone] Černý { -piece-stone }
            [sphere] Černá { -piece-sphere }
           *[piece] Černá { -piece-piece }
        }
    }
editor-remove = ✕ Odebrat
editor-side = Na tahu
editor-try = Vyzkoušet tahy odsud
editor-back = Zpět k úpravám
editor-take-away = Vezměte si pozici s sebou
editor-position = Pozice (upravte nebo vložte, pak Načíst)
editor-load = Načíst
editor-copy-position = Kopírovat pozici
editor-view = Diagram ukazuje (data-view; prázdné: celou desku)
editor-view-input =
    .placeholder = např. c2-h9 nebo around e5 3
editor-snippet = Kód pro vložení
editor-copy-snippet = Kopírovat kód
editor-open = Otevřít jako partii
editor-share = Kopírovat odkaz
editor-not-loaded-text = Nenačteno: { $problem }
editor-position-copied = Pozice byla zkopírována.
editor-snippet-copied = Kód byl zkopírován: vložte ho do kterékoli stránky, která načítá embed.js.
editor-link-copied = Odkaz byl zkopírován: otevře tuto pozici jako partii.
editor-legal-moves = Platné tahy ({ $count })
editor-trial-empty = Zahrajte tahy na desce: přidají se do kódu.
editor-trial-moves = Tahy: { $moves }
option-help = { $help }

## Each game's options and position fields (named after their keys)

option-on = zapnuto
option-off = vypnuto
option-opening-guard = Ochrana zahájení
option-opening-guard-help = Kámen, který přijde do řady 2, neútočí dotykem na kámen v řadě 1.
option-chain = Řetězové reakce
option-chain-help = Útočit může i tah zahraný jako tah navíc.
option-extra = Tah navíc
option-extra-help = 1: hráč na tahu hraje tah navíc, který si vysloužil svým posledním tahem.
option-power = Úroveň síly
option-power-help = kterákoli: žádný tah nesmí skončit o víc než jednu řadu nad nejvyšší figurou na desce; vlastní: nad nejvyšší vlastní figurou táhnoucího hráče, braní nevyjímaje.
option-power-any = kterákoli
option-power-own = vlastní
option-knight = Skoky jezdce
option-knight-help = všechny: dvanáct Glińského skoků; vpřed: jen šest stoupajících (i pro dámy).
option-knight-all = všechny
option-knight-forward = vpřed
option-setup = Výchozí postavení
option-setup-help = okraje: armády stojí podél dvou šikmých okrajů; dole: základní řady obou armád jsou v řadě 1.
option-setup-edges = okraje
option-setup-bottom = dole
option-clock = Půltahy od posledního braní nebo tahu pěšcem
option-clock-help = Při 100 končí partie remízou.
option-removal = Odebírání
option-removal-help = standardní: po vytvoření čtverce své barvy odeberte zpět do zásoby až dvě své volné koule; dětská: nikdy.
option-removal-standard = standardní
option-removal-children = dětská
option-pass = Pas
option-pass-help = zapnuto: hráč s prázdnou zásobou, který nemá žádnou kouli k přesunu nahoru, pasuje, místo aby prohrál.

## The header's preferences, and the boards' own words

pref-theme-auto =
    .aria-label = Motiv: podle systému
    .title = Motiv: podle systému
pref-theme-dark =
    .aria-label = Motiv: tmavý
    .title = Motiv: tmavý
pref-theme-light =
    .aria-label = Motiv: světlý
    .title = Motiv: světlý
pref-sound-on =
    .aria-label = Zvuk: zapnutý
    .title = Zvuk: zapnutý
pref-sound-off =
    .aria-label = Zvuk: vypnutý
    .title = Zvuk: vypnutý
board-help = Šipky přejdou na nejbližší pole v daném směru, Page Up a Page Down mění vrstvu tam, kde jsou figurky na sobě, Home a End přejdou na konce řady, Enter nebo Mezerník vybere pole, Esc zruší a ? popíše pozici.
board-label = Deska hry { $game }
picture-label = { $game }: výchozí pozice
editor-board = Deska hry { $game } v editoru pozic
moves-list =
    .aria-label = Tahy
    .data-empty = Zatím žádné tahy.
zoom =
    .aria-label = Přiblížení
zoom-out =
    .aria-label = Oddálit
    .title = Oddálit
zoom-in =
    .aria-label = Přiblížit
    .title = Přiblížit
zoom-fit =
    .aria-label = Zobrazit celou desku
    .title = Zobrazit celou desku
legend-hexes = Sloupce vedou šikmo vzhůru doprava a jejich názvy jsou na obou koncích. Stínované nahoře: vrchol, jen pro krále. Orámované: nejvyšší řada, na kterou teď může tah dosáhnout (úroveň síly).
legend-spheres = Pohled shora: každá vrstva leží o půl koule dovnitř oproti vrstvě pod ní a je kreslená menší. Dvě hromádky jsou zásoby.
legend-steps = Každý okruh je o stupeň výš. Čtyři vyryté kosočtverce jsou vítězná pole; zaoblený vrcholek uprostřed není pole.

## A board embedded in a page

embed-reset = Obnovit
embed-replay = ▶ Přehrát
embed-first =
    .aria-label = První pozice (Home)
    .title = První pozice (Home)
embed-last =
    .aria-label = Poslední pozice (End)
    .title = Poslední pozice (End)
embed-error = Tuto desku nelze zobrazit. { $problem }
embed-moves =
    .aria-label = Tahy příkladu
computer-perfect-unsolved = Úroveň Dokonalá hraje jen s možnostmi, které má hra vyřešené, a možnosti této partie mezi nimi nejsou: počítač hraje na úrovni Těžká.

## Puzzles' themes

puzzle-theme = { $theme ->
        [contact-attack] útok dotykem
        [column-attack] útok ve sloupci
        [extra-move] tah navíc
        [jump] skok
        [push] odstrčení
        [pass] pas
        [top] vrchol
        [capture] braní
        [smash] rozdrcení
        [fall] pád
        [osiris] Osiris
        [removal] odebírání
        [race] závod
        [mate] mat
        [summit] vrchol
        [victory-fields] vítězná pole
        [too-few-stones] málo kamenů
        [no-move] žádný tah
        [repetition] opakování
        [stalemate] pat
        [move-limit] limit tahů
        [check] šach
       *[other] { $theme }
    }

## Learn and Puzzles: what cannot be shown

learn-no-game = Hra „{ $game }“ neexistuje.
learn-no-lesson = { $count ->
        [one] Tento kurz má { $count } lekci.
        [few] Tento kurz má { $count } lekce.
        [many] Tento kurz má { $count } lekce.
       *[other] Tento kurz má { $count } lekcí.
    }
learn-bad-file = Tento soubor nelze přečíst: { $detail }
learn-bad-number = „{ $number }“ není číslo lekce.
learn-bad-address = „{ $address }“ není adresa výuky ani úloh.
learn-lesson-or-puzzle = Uveďte data-lesson, nebo data-puzzle, ne obojí.
puzzle-none = Taková úloha neexistuje.

## The engine's reasons: why a position, a move or an option is refused (src/reason.rs)

# Cells, moves, tokens in capitals (FROM-TO, KEY=VALUE, VICTIM>DEST) and values such as
# on, off, pass=off or x1a1 are notation, typed as they are: they stay as they are.
# $cell, $from, $to and $behind are cells; $cells several, as written ("1a1, 1b1").


error-position = chybná pozice u „{ $token }“: { $reason }
error-move = chybný tah „{ $token }“: { $reason }
error-illegal = neplatný tah „{ $token }“: { $reason }
error-option = chybná možnost „{ $token }“: { $reason }
error-unknown-game = neznámá hra „{ $token }“: očekává se jedna z těchto: { $known }
error-game-over = partie je u konce
reason-or = { $first } nebo { $second }
reason-key-value = očekává se KEY=VALUE (klíč=hodnota)
reason-no-options = neznámá možnost; tato hra žádné možnosti nemá
reason-unknown-option = neznámá možnost; očekává se jedna z těchto: { $known }
reason-option-value = očekává se { $values }
reason-level = očekává se úroveň: easy, normal nebo hard
reason-percent = za „%“ na { $index }. znaku nenásledují dvě šestnáctkové číslice
reason-percent-utf8 = zakódované znaky nedávají text v UTF-8
reason-save-header = očekává se „{ $header }“
reason-save-game = očekává se „game NAME“ (název hry)
reason-save-start = očekává se „start POSITION“ (výchozí pozice)
reason-save-word = nečekané „{ $word }“
reason-no-fields = neznámý údaj; pozice této hry žádné další údaje nemají
reason-unknown-field = neznámý údaj; očekává se { $known }
reason-empty-position = prázdná pozice; očekává se „<w|b> W:<cells> B:<cells>“
reason-side-to-move = očekává se hráč na tahu, „w“ nebo „b“
reason-single-spaces = části musí oddělovat vždy jedna mezera
reason-field = očekává se údaj ve tvaru key=value
reason-missing-list = chybí seznam „{ $prefix }<cells>“
reason-list = očekává se seznam „{ $prefix }<cells>“
reason-empty-cell-in-list = prázdný název pole v seznamu
reason-empty-cell = prázdný název pole
reason-pyramida-cell = očekává se písmeno sloupce a–u a za ním řada 1–14
reason-pyramida-file = sloupec „{ $file }“ neexistuje: sloupce jsou a–u
reason-pyramida-white-square = není to černé pole (číslo sloupce + řada musí být liché)
reason-pyramida-outside = mimo pyramidu
reason-pyramida-extra = očekává se extra=0 nebo extra=1
reason-pyramida-top = na vrcholu k14 nesmí stát žádný kámen
reason-pyramida-two-stones = dva kameny na jednom poli
reason-pyramida-no-stones = žádný z hráčů nemá kámen
reason-pyramida-pass = pasovat lze jen tehdy, když se nemůže pohnout žádný kámen
reason-pyramida-after-attack = za útokem následuje nečekaný text
reason-pyramida-move = očekává se FROM-TO (odkud–kam), například e4-d5, nebo pass
reason-pyramida-no-stone = na { $cell } není kámen { $side ->
        [white] bílého
       *[black] černého
    }
reason-pyramida-not-empty = pole { $cell } není volné
reason-pyramida-step = kámen na { $from } nemůže táhnout na { $to }
reason-pyramida-which-attack = tento tah útočí; uveďte jak, jednou z možností: { $moves }
reason-pyramida-other-attack = tento tah takový útok nedělá; platné jsou: { $moves }
reason-pyramida-attack = očekává se útok ve tvaru VICTIM>DEST nebo VICTIM+ (napadený kámen>kam ustoupí)
reason-chase-cell = očekává se sloupec a–z nebo aa–ag a za ním řada 1–33
reason-chase-outside = mimo trojúhelník: řada { $rank } má sloupce a–{ $last }
reason-chase-clock = očekává se clock=N, celý počet půltahů
reason-chase-piece-letter = očekává se písmeno figury K, Q, R, B, N nebo P a za ním pole
reason-chase-two-pieces = dvě figury na jednom poli
reason-chase-two-kings = { $side ->
        [white] bílý
       *[black] černý
    } má dva krále
reason-chase-summit-piece = v řadách 31–33 smějí stát jen králové
reason-chase-no-king = { $side ->
        [white] bílý
       *[black] černý
    } nemá krále
reason-chase-check-out-of-turn = { $checked ->
        [white] bílý
       *[black] černý
    } je v šachu, ale na tahu je { $side ->
        [white] bílý
       *[black] černý
    }
reason-chase-move = očekává se FROM-TO (odkud–kam), například b2-c3, nebo FROMxTO pro braní
reason-chase-no-piece = na { $cell } není figura { $side ->
        [white] bílého
       *[black] černého
    }
reason-chase-no-capture = „x“ značí braní, ale na { $cell } nestojí žádná soupeřova figura
reason-chase-check = král by pak stál v šachu
reason-chase-summit-move = do řad 31–33 smějí vstoupit jen králové
reason-chase-power = nad úrovní síly: žádný tah teď nesmí skončit výš než v řadě { $rank }
reason-chase-step = { $piece ->
        [king] { -piece-king }
        [queen] { -piece-queen }
        [rook] { -piece-rook }
        [bishop] { -piece-bishop }
        [knight] { -piece-knight }
        [pawn] { -piece-pawn }
        [stone] { -piece-stone }
        [sphere] { -piece-sphere }
       *[piece] { -piece-piece }
    } na { $from } nemůže táhnout na { $to }
reason-pyraos-cell = očekává se místo: vrstva 1–4, písmeno sloupce a řada, například 1a1
reason-pyraos-level = vrstva { $level } neexistuje: vrstvy jsou 1–4
reason-pyraos-top-cell = místo { $cell } neexistuje: vrstva 4 je jediné místo 4a1
reason-pyraos-no-cell = místo { $cell } neexistuje: vrstva { $level } má sloupce a–{ $last } a řady 1–{ $ranks }
reason-pyraos-mask = maska má bity mimo 30 míst
reason-pyraos-two-spheres = dvě koule na jednom místě
reason-pyraos-too-many = { $side ->
        [white] bílý
       *[black] černý
    } má víc než { $count ->
        [one] { $count } kouli
        [few] { $count } koule
        [many] { $count } koule
       *[other] { $count } koulí
    }
reason-pyraos-unsupported = koule není podepřená, prázdná místa pod ní: { $cells }
reason-pyraos-removals = očekává se x a odebíraná místa, například x1a1 nebo x2b2,1a1
reason-pyraos-no-removals = za x se očekává jedno nebo dvě místa; když nic neodebíráte, vynechte „ x“
reason-pyraos-empty-removal = prázdný název místa mezi odebíranými
reason-pyraos-two-at-most = odebrat lze nejvýš dvě koule
reason-pyraos-children = s removal=children se žádná koule nikdy neodebírá
reason-pyraos-top-removes = koule na vrcholu vyhrává partii; nic se neodebírá
reason-pyraos-no-square = koule na { $cell } nevytváří žádný čtverec { $side ->
        [white] bílého
       *[black] černého
    }, takže nic odebrat nelze
reason-pyraos-removed-twice = tatáž koule se odebírá dvakrát
reason-pyraos-not-own = na { $cell } není k odebrání žádná koule { $side ->
        [white] bílého
       *[black] černého
    }
reason-pyraos-not-free = koule na { $cell } není volná: nese { $cells }
reason-pyraos-pass-off = pasovat není dovoleno (pass=off)
reason-pyraos-pass = pasovat lze jen bez koulí v zásobě a bez koule, kterou lze přesunout nahoru
reason-pyraos-empty-move = prázdný tah; očekává se místo (1a1), přesun nahoru FROM-TO (1a1-2b2) nebo pass
reason-pyraos-after-removals = za odebíranými koulemi následuje nečekaný text
reason-pyraos-move = očekává se místo (1a1), přesun nahoru FROM-TO (1a1-2b2) nebo pass
reason-not-legal = tady to není platný tah
reason-pyraos-not-legal = tady to není platný tah
reason-pyraos-not-supported = místo { $cell } není podepřené, prázdná místa pod ním: { $cells }
reason-pyraos-no-reserve = { $side ->
        [white] bílý
       *[black] černý
    } už nemá v zásobě žádnou kouli
reason-pyraos-taken = místo { $cell } je obsazené
reason-pyraos-no-sphere = na { $cell } není koule { $side ->
        [white] bílého
       *[black] černého
    }
reason-pyraos-lift-higher = koule se přesouvá nahoru do vyšší vrstvy: { $from } je ve vrstvě { $from-level }, { $to } ve vrstvě { $to-level }
reason-pyraos-self-support = koule na { $from } by na { $to } podpírala sama sebe
reason-allmer-cell = očekává se sloupec a–g a za ním řada 1–7, například c3
reason-allmer-file = sloupec „{ $file }“ neexistuje: sloupce jsou a–g
reason-allmer-row = řada „{ $row }“ neexistuje: řady jsou 1–7
reason-allmer-cap = d4 je vrcholek pyramidy, ne pole
reason-allmer-two-stones = dva kameny na jednom poli
reason-allmer-too-many = { $side ->
        [white] bílý
       *[black] černý
    } má víc než sedm kamenů
reason-allmer-move = očekává se FROM-TO (odkud–kam), například a1-a4
reason-allmer-no-stone = na { $cell } není žádný kámen
reason-allmer-not-yours = kámen na { $cell } patří { $owner ->
        [white] bílému
       *[black] černému
    }; na tahu je { $side ->
        [white] bílý
       *[black] černý
    }
reason-allmer-stay = kámen musí své pole opustit
reason-allmer-not-in-line = { $to } neleží od { $from } v přímém směru
reason-allmer-jump-taken = pole { $cell } je obsazené; skok potřebuje volné pole
reason-allmer-push-two = kámen na { $cell } nelze odstrčit: pole { $behind } za ním je obsazené (kámen nemůže odstrčit dva)
reason-allmer-cap-run = běh nemůže vést přes vrcholek d4
reason-allmer-climb = běh nemůže stoupat z { $from } na { $to }; skok vede o stupeň výš na sousední pole
reason-allmer-blocked = běh blokuje kámen na { $cell }
reason-allmer-smash-stops = běh končí na { $cell } a kámen tam rozdrtí
reason-allmer-step = kámen na { $from } se na { $to } nedostane během, skokem ani odstrčením

## Warnings about a move, and the opponent's threats (src/warn.rs)

warn-end = Tímto tahem { $result ->
        [loses] prohrajete
       *[draws] skončí partie remízou
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
       *[too-few-stones] zbylo méně než čtyři kameny
    }.
warn-own-lost = Tímto tahem přijdete o { $count ->
        [one] { $pieces ->
            [stones] jeden ze svých kamenů
            [spheres] jednu ze svých koulí
           *[pieces] jednu ze svých figur
        }
        [few] { $count } ze svých { $pieces ->
            [stones] kamenů
            [spheres] koulí
           *[pieces] figur
        }
        [many] { $count } ze svých { $pieces ->
            [stones] kamenů
            [spheres] koulí
           *[pieces] figur
        }
       *[other] { $count } ze svých { $pieces ->
            [stones] kamenů
            [spheres] koulí
           *[pieces] figur
        }
    }.
warn-repetition = Tato pozice už nastala: pokud nastane ještě jednou, { $then ->
        [loses] prohrajete
        [wins] vyhrajete
       *[draws] partie skončí remízou
    } (třetí opakování).
threat = { $side ->
        [white] Bílý
       *[black] Černý
    } { $move } { $what ->
        [wins] vyhrává
        [check] dává šach
        [takes] bere figuru
        [destroys] ničí kámen
       *[pushes] zatlačuje kámen zpět
    }

## A cell as a screen reader hears it

cell-name = { $cell }
# $piece is a piece's key.
cell-piece = { $side ->
        [white] { $piece ->
            [king] bílý { -piece-king }
            [queen] bílá { -piece-queen }
            [rook] bílá { -piece-rook }
            [bishop] bílý { -piece-bishop }
            [knight] bílý { -piece-knight }
            [pawn] bílý { -piece-pawn }
            [stone] bílý { -piece-stone }
            [sphere] bílá { -piece-sphere }
           *[piece] bílá { -piece-piece }
        }
       *[black] { $piece ->
            [king] černý { -piece-king }
            [queen] černá { -piece-queen }
            [rook] černá { -piece-rook }
            [bishop] černý { -piece-bishop }
            [knight] černý { -piece-knight }
            [pawn] černý { -piece-pawn }
            [stone] černý { -piece-stone }
            [sphere] černá { -piece-sphere }
           *[piece] černá { -piece-piece }
        }
    }
cell-empty = prázdné
cell-selected = vybrané
cell-mark = { $mark ->
        [target] platný cíl tahu
        [capture] platné braní
        [push] odstrčení
        [victim] lze napadnout
        [retreat] ústup sem
        [remove] lze odebrat
       *[piece] může táhnout
    }
cell-check = v šachu
cell-last = { $end ->
        [to] poslední tah sem
       *[from] poslední tah odsud
    }


## Links, game records, saved games and a board's attributes in a page: what is wrong

# $reason is one of the reason-… messages (or a whole error-…), already said.
error-link = odkaz: { $reason }
error-link-move = odkaz, tah { $ply }: { $reason }
error-record = řádek { $line }: { $reason }
error-record-move = řádek { $line }, tah { $ply }: { $reason }
error-record-turn = řádek { $line }, tah { $ply } (na tahu { $side ->
        [white] bílý
       *[black] černý
    }): { $reason }
error-save = uložená partie, řádek { $line }: { $reason }
# What the game screen says when a link or a saved game could not be read whole; $problem is an error-… message.
notice-link-damaged = Odkaz je poškozený ({ $problem }); otevřelo se z něj to, co přečíst šlo.
notice-link-broken = Odkaz nelze otevřít: { $problem }
notice-save-lost = Uloženou partii se nepodařilo obnovit ({ $problem }); začala nová partie.
# A link's parts: $part and $key as typed; $why a reason; $end the game's end, already said.
reason-link-pair = „{ $part }“ není ve tvaru KEY=VALUE
reason-link-position = chybná pozice: { $why }
reason-link-twice = „{ $key }“ je uvedeno dvakrát
reason-link-not-replayed = tahy nebyly přehrány, protože není známo, ke které hře patří
reason-link-over = partie už skončila ({ $end }), ale odkaz pokračuje dál
reason-link-cut = odkaz je useknutý: „{ $code }“ je část kódu, který má { $width ->
        [one] { $width } znak
        [few] { $width } znaky
        [many] { $width } znaku
       *[other] { $width } znaků
    }
reason-link-code = „{ $code }“ není kód tahu
reason-link-range = kód tahu „{ $code }“ je mimo rozsah: pozice má { $count ->
        [one] { $count } platný tah
        [few] { $count } platné tahy
        [many] { $count } platného tahu
       *[other] { $count } platných tahů
    }
# A game record (PGN-like): tags such as [Game "chase"] and their names are typed as they are.
reason-record-comment-open = komentář otevřený znakem „{ $open }“ se nikde neuzavírá znakem „{ $close }“
reason-record-comment-close = „{ $close }“ bez předchozího „{ $open }“
reason-record-bracket = „]“ bez předchozího tagu
reason-record-tag-shape = očekává se tag, například [Game "chase"]
reason-record-in-tag = tag [{ $name }]: { $reason }
reason-record-unclosed = hodnotě chybí na tomto řádku uzavírací „"“
reason-record-tag-end = za hodnotou se očekává „]“
reason-record-unknown-tag = neznámý tag [{ $name }]; očekává se jeden z těchto: { $known }
reason-record-second-tag = druhý tag [{ $name }] (první je na řádku { $first })
reason-record-no-game = záznam nemá tag [Game "…"] s názvem své hry (pyramida, chase, pyraos nebo allmer)
reason-record-late-tag = tag [{ $name }] stojí až za tahy; tagy patří na začátek
reason-record-after-result = „{ $word }“ stojí za výsledkem „{ $code }“; výsledkem tahy končí
reason-record-number-alone = za číslem tahu „{ $mark }“ nenásleduje žádný tah
reason-record-after-end = „{ $move }“ následuje po konci partie ({ $end })
reason-record-number-fit = číslo tahu „{ $mark }“ nesedí; tento tah je { $number } { $move }
reason-record-not-over = partie není u konce
# $what is one of the three below, $truth the game's end (or reason-record-not-over).
reason-record-mismatch = { $what } neodpovídá tahům: { $truth }
reason-record-result = [Result "{ $value }"]: očekává se 1-0, 0-1, 1/2-1/2 nebo *
reason-record-result-tag = [Result "{ $value }"]
reason-record-result-code = výsledek „{ $code }“
reason-record-reason-tag = [Reason "{ $value }"]
# A board's attributes in a page: data-… names and their values are typed as they are.
reason-embed-view-cell = data-view: „{ $name }“ není pole hry { $game }
reason-embed-view-steps = data-view: „{ $steps }“ není počet kroků od 1 do 40
reason-embed-view = data-view je „{ $view }“: očekávají se dvě rohová pole, například „c2-h9“, nebo „around e5 3“
reason-embed-interactive = data-interactive je „{ $value }“: očekává se true nebo false
reason-embed-size = data-size je „{ $value }“: očekává se small, medium nebo large
reason-embed-markup = data-caption je prostý text, ale obsahuje značky („{ $tag }“): odstraňte je
reason-embed-other-game = data-game je „{ $game }“, ale data-record je partie hry { $record }
reason-embed-no-game = chybí data-game: očekává se jedna z těchto: { $known }
reason-embed-attribute = { $attribute }: { $problem }
reason-embed-move = data-moves, tah { $ply }: { $problem }

## What the site's scripts say: an update ready, a part that could not be loaded

update-ready = Je připravena nová verze.
update-reload = Načíst znovu
online-needs-server = Hra online potřebuje herní server a tato kopie stránek běží bez něj. Hrajte proti počítači, s přítelem u této obrazovky, nebo po každém tahu pošlete odkaz.
online-load-failed = Hru online se nepodařilo načíst: { $detail }
learn-load-failed = Lekce a úlohy se nepodařilo načíst: { $detail }
embed-learn-error = Tuto lekci nebo úlohu nelze zobrazit: { $detail }

## Accounts, ratings and pairing

account-title = Váš účet
account-sign-in = Přihlásit se
account-sign-in-button = Přihlásit se
account-sign-up = Vytvořit účet
account-sign-up-button = Vytvořit účet
account-field-username = Uživatelské jméno
account-field-password = Heslo
account-field-current-password = Současné heslo
account-field-new-password = Nové heslo
account-rules = Uživatelské jméno má 3 až 20 znaků: písmena, číslice, _ nebo -. Heslo má alespoň 8 znaků, nesmí být stejné jako uživatelské jméno a nesmí se dát snadno uhodnout (žádné běžné heslo, řada kláves ani jediné slovo). Ke hraní účet nepotřebujete: účet vám dá jméno, rating a párování s hráči podobné síly.
account-signed-in-as = Jste přihlášeni jako { $name }
account-profile = Váš profil
account-leaderboards = Žebříčky
account-settings = Účet
account-sign-out = Odhlásit se
account-sign-out-everywhere = Odhlásit se všude
account-new-password = Změnit heslo
account-new-password-button = Změnit heslo
account-password-changed = Heslo bylo změněno a vaše ostatní relace byly odhlášeny.
account-delete = Smazat účet
account-delete-button = Smazat účet
account-delete-sure = Smazat svůj účet? Vaše partie zůstanou, vedené pod jménem „smazaný hráč“; vaše jméno, ratingy a relace budou odstraněny. Tento krok nelze vrátit zpět.
account-sending = Odesílá se…
account-passkeys = Přístupové klíče
account-passkeys-about = Přístupový klíč vás místo hesla přihlásí zámkem tohoto zařízení (otiskem prstu, rozpoznáním obličeje nebo PINem). K přidání nebo odebrání klíče je potřeba vaše heslo.
account-passkey-add = Přidat přístupový klíč
account-passkey-added = Přístupový klíč byl přidán: teď se jím můžete přihlásit na stránce přihlášení.
account-passkey-sign-in = Přihlásit se přístupovým klíčem
account-sessions-title = Kde jste přihlášeni
account-sessions-about = Každý prohlížeč, ve kterém jste se přihlásili, nejdéle na 30 dní. Ukončete relace, které nepoznáváte.
account-session-browser = { $known ->
        [both] { $browser } v systému { $system }
        [browser] { $browser }
        [system] Prohlížeč v systému { $system }
       *[none] Neznámý prohlížeč nebo program
    }
account-session-this = tento prohlížeč
account-session-times = přihlášení { $started }, naposledy aktivní { $seen }
account-session-end = Ukončit tuto relaci
account-session-ended = Relace byla ukončena: tento prohlížeč je odhlášen.
account-passkeys-none = Zatím žádný přístupový klíč.
account-tokens-title = API tokeny
account-tokens-about = Program napsaný pro API lichessu (bot, berserk) hraje za váš účet s vaším tokenem: místo adresy lichessu mu dejte adresu tohoto serveru. Token se zobrazí jen jednou, když vznikne.
account-tokens-none = Žádné tokeny.
account-field-token-description = K čemu slouží
account-token-scopes = Co smí dělat
account-token-create = Vytvořit token
account-token-created = Váš nový token (zkopírujte si ho hned: znovu se nezobrazí):
account-token-times = vytvořen { $made }, naposledy použit { $used }
account-token-unused = vytvořen { $made }, dosud nepoužit
account-token-revoke = Zrušit „{ $name }“
account-token-revoked = Token byl zrušen: už nefunguje.
account-passkey-times = přidán { $added }, naposledy použit { $used }
account-passkey-unused = přidán { $added }, dosud nepoužit
account-passkey-remove = Odebrat
    .aria-label = Odebrat přístupový klíč { $name }
account-passkey-removed = Přístupový klíč byl odebrán.
account-field-passkey-name = Název nového přístupového klíče (nepovinné)
account-remove-passkeys = Odebrat také všechny přístupové klíče
account-rating = { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    }
account-problem = { $code ->
        [bad-credentials] nesprávné uživatelské jméno nebo heslo
        [username-taken] toto uživatelské jméno je obsazené: zvolte jiné
        [weak-password] heslo je příliš slabé: { $why ->
            [short] musí mít alespoň 8 znaků
            [long] smí mít nejvýše 256 znaků
            [username] nesmí být stejné jako vaše uživatelské jméno
            [common] patří mezi nejběžnější hesla
            [pattern] je to řada kláves nebo písmen
            [word] jediné slovo nebo jméno se dá snadno uhodnout
            [date] data a letopočty se dají snadno uhodnout
           *[guessable] dá se uhodnout na několik pokusů
        }
        [unauthorized] nejste přihlášeni
        [not-allowed] teď ne: nejdřív své partie dohrajte, zrušte nebo vzdejte
        [rate-limited] příliš mnoho pokusů: chvíli počkejte a zkuste to znovu
        [bad-message] server nerozuměl požadavku ({ $detail })
        [passkey-cancelled] přístupový klíč nebyl použit
        [passkey-unsupported] tento prohlížeč zde nemůže použít přístupové klíče
        [forbidden-origin] odmítnuto: požadavek přišel ze stránky jiného webu
        [unsupported-media-type] odmítnuto: požadavek nebyl odeslán jako JSON
        [misdirected-request] odmítnuto: tento server na tuto adresu neodpovídá
       *[other] { problem }
    }
profile-title = { $name }: profil
profile-ratings = Ratingy
profile-game = Hra
profile-rating = Rating
profile-games = Hodnocené partie
profile-recent = Poslední partie
profile-no-games = Zatím žádné partie.
profile-chart = { $game }: { $games ->
        [one] jedna hodnocená partie
        [few] { $games } hodnocené partie
        [many] { $games } hodnocené partie
       *[other] { $games } hodnocených partií
    }, od { $first } do { $last } (nejnižší { $low }, nejvyšší { $high })
leaderboard-title = { $game }: žebříček
leaderboard-games =
    .aria-label = Hry
leaderboard-empty = Zatím tu nikdo nemá ustálený rating: rating se započítá, jakmile jeho odchylka klesne na 110 nebo méně, což bývá po několika hodnocených partiích.
leaderboard-played = { $count ->
        [one] jedna hodnocená partie
        [few] { $count } hodnocené partie
        [many] { $count } hodnocené partie
       *[other] { $count } hodnocených partií
    }
pairing-title = Rychlé párování
pairing-rated = Hodnocená
pairing-clocks =
    .aria-label = Tempo hry
pairing-cancel = Zrušit hledání
pairing-seeking = Hledá se soupeř podobné síly…
pairing-bot-in = Hledá se soupeř podobné síly… Nepřijde-li nikdo, bude s vámi za { $seconds } s hrát domácí bot.
pairing-sign-in = Přihlaste se a hrajte hodnocené partie
lobby-rated = Hodnocená (mění rating obou hráčů; vyžaduje hodiny a obvyklé výchozí postavení)

## Výzvy podle jména (lobby a profil)

challenge-title = Výzvy
challenge-form-title = Vyzvat hráče podle jména
challenge-player = Vyzvat hráče { $name }
challenge-name = Jméno hráče
challenge-send = Poslat výzvu
challenge-sending = Odesílá se…
challenge-sent = Výzva pro hráče { $name } odeslána: čeká v lobby na odpověď.
challenge-declined = { $name } vaši výzvu odmítl(a).
challenge-incoming = { $name } vás vyzývá: { $game }, { $clock }{ $rated ->
        [yes] , hodnocená
       *[no] {""}
    }
challenge-outgoing = Čeká se na odpověď hráče { $name }: { $game }, { $clock }{ $rated ->
        [yes] , hodnocená
       *[no] {""}
    }
challenge-accept = Přijmout
challenge-decline = Odmítnout
challenge-cancel = Zrušit výzvu
challenge-none = Žádné výzvy nečekají.
challenge-notice = { $count ->
    [one] { $name } vás vyzývá.
    [few] Čekají na vás { $count } výzvy.
    [many] Čeká na vás { $count } výzvy.
   *[other] Čeká na vás { $count } výzev.
  }
challenge-notice-answer = Odpovědět
challenge-notice-later = Později
challenge-bots = Domácí boti připravení ke hře: { $names }
online-rated = hodnocená
online-rating-change = { $change }
online-between = { $white } – { $black }: { $stands }
player-name = { $name }
player-deleted = smazaný hráč
player-anonymous = Anonym

## Turnaje aréna (seznam v lobby a stránka arény)

arena-list-title = Turnaje aréna
arena-none = Právě neprobíhá žádná aréna.
arena-players = { $count ->
        [one] { $count } hráč
        [few] { $count } hráči
        [many] { $count } hráče
       *[other] { $count } hráčů
    }
arena-starts-in-minutes = { $minutes ->
        [one] začíná za { $minutes } minutu
        [few] začíná za { $minutes } minuty
        [many] začíná za { $minutes } minuty
       *[other] začíná za { $minutes } minut
    }
arena-ends-in-minutes = { $minutes ->
        [one] končí za { $minutes } minutu
        [few] končí za { $minutes } minuty
        [many] končí za { $minutes } minuty
       *[other] končí za { $minutes } minut
    }
arena-finished = Skončila
arena-hourly-title = Hodinová aréna: { $game }
arena-named = { $name }
arena-page-title = Aréna
arena-terms = { $game } · { $clock } · { $minutes ->
        [one] { $minutes } minuta
        [few] { $minutes } minuty
        [many] { $minutes } minuty
       *[other] { $minutes } minut
    }{ $rated ->
        [yes] {" "}· hodnocená
       *[no] {" "}· nehodnocená
    }{ $berserk ->
        [yes] {" "}· berserk povolen
       *[no] {""}
    }
arena-back = Zpět do arény
arena-starts-in = Začíná za { $time }
arena-ends-in = Končí za { $time }
arena-podium =
    .aria-label = Stupně vítězů
arena-place = { $place ->
        [first] První
        [second] Druhý
       *[third] Třetí
    }
arena-points = { $count ->
        [one] { $count } bod
        [few] { $count } body
        [many] { $count } bodu
       *[other] { $count } bodů
    }
arena-rules = Jak aréna funguje
arena-rule-pairing = Dokud aréna běží, každý volný hráč dostane hned soupeře z volných hráčů blízko sebe v pořadí, a pokud je volný někdo jiný, ne soupeře z minulé partie.
arena-rule-points = Výhra dává 2 body, remíza 1, prohra 0.
arena-rule-fire = Po dvou výhrách za sebou hoříte: každá další partie se počítá dvakrát (výhra 4, remíza 2), a to až do první partie, kterou nevyhrajete.
arena-rule-draw = Remíza, v níž každý odehrál méně než 10 tahů, nedává nic.
arena-rule-berserk = Berserk, pokud ho aréna povoluje: před svým prvním tahem si můžete zkrátit čas na polovinu a vzdát se přídavku; výhra po aspoň 7 vlastních tazích pak dává o bod víc.
arena-rule-end = Když čas vyprší, žádná nová partie nezačne; rozehrané partie se dohrají a započítají. Pauzu si dejte, kdykoli potřebujete: body vám zůstanou.
arena-standings = Pořadí
arena-col-rank = Pořadí
arena-col-player = Hráč
arena-col-rating = Rating
arena-col-sheet = Partie
arena-col-score = Body
arena-pages =
    .aria-label = Stránky pořadí
arena-previous = Předchozí
arena-next = Další
arena-page = Strana { $page } z { $pages }
arena-nobody = Zatím se nikdo nepřipojil.
arena-sign-in = Přihlaste se a hrajte
arena-join = Připojit se
arena-withdraw = Odstoupit
arena-pause = Pauza
arena-me = Jste { $rank }. s { $score ->
        [one] { $score } bodem
        [few] { $score } body
        [many] { $score } bodu
       *[other] { $score } body
    }{ $state ->
        [fire] : hoříte, další partie se počítá dvakrát.
        [paused] : máte pauzu. Připojte se znovu a hrajte dál.
       *[playing] .
    }
arena-on-fire = hoří
arena-paused = má pauzu
