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

## Each game, as the picker presents it

game-pyramida-title = Pyramida
game-pyramida-credit = av Zbyšek Vlasák
game-pyramida-summary = Klättra uppför pyramiden av svarta rutor och tryck motståndarens stenar nedåt igen.
game-chase-title = Pyramid Chase
game-chase-credit = av Florin Lupusoru
game-chase-summary = Schack på en triangel av 561 sexhörningar: den kung som först når toppen vinner.
game-pyraos-title = Pyraos
game-pyraos-credit = regler av Staffan Ulfberg; senare utgivet som Pylos
game-pyraos-summary = Stapla kulor till en pyramid i fyra nivåer; den som kröner den vinner.
game-allmer-title = Pyramid
game-allmer-credit = av Simon Allmer
game-allmer-summary = Löp, hoppa och knuffa på en trappstegspyramid med 7 × 7 fält för att besätta de fyra segerfälten.

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

## The game in words: the engine's phrases (src/phrase.rs, src/describe.rs)

side = { $side ->
    [white] Vit
   *[black] Svart
}
turn = { $side ->
    [white] Vit
   *[black] Svart
} vid draget{ $note ->
    [check] {" — "}schack
    [extra-move] {" — "}extradrag
   *[none] {""}
}
end = { $outcome ->
    [white] Vit vinner
    [black] Svart vinner
   *[draw] Remi
}: { $reason ->
    [all-stones-off] alla stenar har nått toppen
    [repetition] tredje upprepningen av en ställning
    [nobody-can-move] ingen av spelarna kan dra
    [no-legal-move] inget lagligt drag
    [checkmate] schackmatt
    [stalemate] patt
    [move-limit] 100 halvdrag utan slag eller bondedrag
    [reached-top] toppen nådd
    [victory-fields] alla fyra segerfälten besatta
   *[too-few-stones] färre än fyra stenar kvar
}
# The pieces. A message given a piece ($piece) selects on its key (king, queen, rook,
# bishop, knight, pawn, stone, sphere, or piece for any other) and says its term, with the
# article and the agreement that the term's .gender (common or neuter) asks for. $form:
# indefinite (the default), definite, plural or definite-plural.
-piece-king = { $form ->
       *[indefinite] kung
        [definite] kungen
        [plural] kungar
        [definite-plural] kungarna
    }
    .gender = common
-piece-queen = { $form ->
       *[indefinite] dam
        [definite] damen
        [plural] damer
        [definite-plural] damerna
    }
    .gender = common
-piece-rook = { $form ->
       *[indefinite] torn
        [definite] tornet
        [plural] torn
        [definite-plural] tornen
    }
    .gender = neuter
-piece-bishop = { $form ->
       *[indefinite] löpare
        [definite] löparen
        [plural] löpare
        [definite-plural] löparna
    }
    .gender = common
-piece-knight = { $form ->
       *[indefinite] springare
        [definite] springaren
        [plural] springare
        [definite-plural] springarna
    }
    .gender = common
-piece-pawn = { $form ->
       *[indefinite] bonde
        [definite] bonden
        [plural] bönder
        [definite-plural] bönderna
    }
    .gender = common
-piece-stone = { $form ->
       *[indefinite] sten
        [definite] stenen
        [plural] stenar
        [definite-plural] stenarna
    }
    .gender = common
-piece-sphere = { $form ->
       *[indefinite] kula
        [definite] kulan
        [plural] kulor
        [definite-plural] kulorna
    }
    .gender = common
-piece-piece = { $form ->
       *[indefinite] pjäs
        [definite] pjäsen
        [plural] pjäser
        [definite-plural] pjäserna
    }
    .gender = common
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
    [white] Vit
   *[black] Svart
} drar från { $from } till { $to }
move-piece-step = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} går från { $from } till { $to }
move-place = { $side ->
    [white] Vit
   *[black] Svart
} placerar { $piece ->
    [king] en { -piece-king }
    [queen] en { -piece-queen }
    [rook] ett { -piece-rook }
    [bishop] en { -piece-bishop }
    [knight] en { -piece-knight }
    [pawn] en { -piece-pawn }
    [stone] en { -piece-stone }
    [sphere] en { -piece-sphere }
   *[piece] en { -piece-piece }
} på { $cell }
move-pass = { $side ->
    [white] Vit
   *[black] Svart
} passar
effect-retreat = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} på { $from } drar sig tillbaka till { $to }
effect-column-retreat = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} på { $from } drar sig tillbaka nedåt i kolumnen till { $to }
effect-push = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} på { $from } knuffas till { $to }
effect-extra-move = { $cell } kan inte dra sig tillbaka: { $side ->
    [white] vit
   *[black] svart
} drar igen
effect-pass = { $side ->
    [white] Vit
   *[black] Svart
} kan inte dra och passar
effect-removed = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
} på { $cell } { $why ->
    [captured] slås
    [smashed] krossas
    [fell] faller av pyramiden
   *[top] lämnar brädet över toppen
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: { $side ->
    [white] vits
   *[black] svarts
} { $count ->
    [one] { $piece ->
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
   *[other] { $piece ->
        [king] { -piece-king(form: "plural") }
        [queen] { -piece-queen(form: "plural") }
        [rook] { -piece-rook(form: "plural") }
        [bishop] { -piece-bishop(form: "plural") }
        [knight] { -piece-knight(form: "plural") }
        [pawn] { -piece-pawn(form: "plural") }
        [stone] { -piece-stone(form: "plural") }
        [sphere] { -piece-sphere(form: "plural") }
       *[piece] { -piece-piece(form: "plural") }
    }
} på { $cells } stängs in och tas bort
effect-taken-back = { $side ->
    [white] Vit
   *[black] Svart
} tar tillbaka { $count ->
    [one] { $piece ->
        [king] { -piece-king(form: "definite") }
        [queen] { -piece-queen(form: "definite") }
        [rook] { -piece-rook(form: "definite") }
        [bishop] { -piece-bishop(form: "definite") }
        [knight] { -piece-knight(form: "definite") }
        [pawn] { -piece-pawn(form: "definite") }
        [stone] { -piece-stone(form: "definite") }
        [sphere] { -piece-sphere(form: "definite") }
       *[piece] { -piece-piece(form: "definite") }
    }
   *[other] { $piece ->
        [king] { -piece-king(form: "definite-plural") }
        [queen] { -piece-queen(form: "definite-plural") }
        [rook] { -piece-rook(form: "definite-plural") }
        [bishop] { -piece-bishop(form: "definite-plural") }
        [knight] { -piece-knight(form: "definite-plural") }
        [pawn] { -piece-pawn(form: "definite-plural") }
        [stone] { -piece-stone(form: "definite-plural") }
        [sphere] { -piece-sphere(form: "definite-plural") }
       *[piece] { -piece-piece(form: "definite-plural") }
    }
} på { $cells }
effect-checkmate = Schackmatt: { $side ->
    [white] vits
   *[black] svarts
} { -piece-king } kan inte undkomma
effect-check = Schack: { $side ->
    [white] vits
   *[black] svarts
} { -piece-king } är { -piece-king.gender ->
    [neuter] hotat
   *[common] hotad
}
# Under the board: the last move ($move, in notation) and what it did.
notice-move = { $side ->
    [white] Vit
   *[black] Svart
} { $move }:{" "}
moves-taken-back = { $count ->
    [one] { $count } drag ångrat
   *[other] { $count } drag ångrade
}
# The move list's legend: each mark ($symbol) the game has shown, and what it means.
marks = Tecken: { $symbol } { $kind ->
    [capture] slag
    [check] schack
    [checkmate] schackmatt
    [retreat] en anfallen sten drar sig tillbaka
    [extra-move] ett extradrag
    [removal] kulor tas tillbaka
    [fall] en sten faller av
    [smash] en sten krossas
    [osiris] Osiris: en sten stängs in
    [push] en knuff
    [top] en sten når toppen
    [pass] ett pass
   *[end] partiets slut
}
mark = { $symbol } { $kind ->
    [capture] slag
    [check] schack
    [checkmate] schackmatt
    [retreat] en anfallen sten drar sig tillbaka
    [extra-move] ett extradrag
    [removal] kulor tas tillbaka
    [fall] en sten faller av
    [smash] en sten krossas
    [osiris] Osiris: en sten stängs in
    [push] en knuff
    [top] en sten når toppen
    [pass] ett pass
   *[end] partiets slut
}
position-repeated = { $count ->
    [one] Den här ställningen har uppstått en gång.
   *[other] Den här ställningen har uppstått { $count } gånger.
}
board-counts = { $pieces ->
    [stone] Stenar
    [sphere] Kulor
   *[piece] Pjäser
} på brädet — Vit: { $white } · Svart: { $black }
review-viewing = Du tittar på drag { $count } av { $total }
embed-move-of = Drag { $count } av { $total }

## Learn

# $game is the game's title (a game-…-title message).
learn-title = Lär dig { $game }
learn-lede = { $count ->
    [one] { $count } kort lektion med en idé, på det riktiga brädet. Stjärnor om du klarar den på få drag; dina framsteg sparas i den här webbläsaren.
   *[other] { $count } korta lektioner med en idé i varje, på det riktiga brädet. Stjärnor om du klarar varje lektion på få drag; dina framsteg sparas i den här webbläsaren.
}
learn-stars =
    .aria-label = { $count ->
        [one] { $count } av 3 stjärnor
       *[other] { $count } av 3 stjärnor
    }
learn-play = Spela { $game }
learn-lesson-of = Lektion { $count } av { $total }
learn-hint = Tips
learn-retry = Börja om
learn-next = Nästa lektion
learn-to-puzzles = Vidare till pusslen
learn-hint-default = Läs lektionens text igen: där står draget.
learn-try-again = Försök igen.
learn-done = Klart!
# $stars is the stars earned, as ★★☆.
learn-done-in = { $stars } — { $count ->
    [one] klart på { $count } drag
   *[other] klart på { $count } drag
}

## Online play

online-waiting = Väntar på en motståndare.
online-your-move = { $side ->
    [white] Vit
   *[black] Svart
}: ditt drag.
online-on-its-way = Ditt drag är på väg…

## The position in words (a key on the board reads it out)

# $pieces is stone, sphere or piece; $cells a list of cells.
position-side = { $side ->
    [white] Vit
   *[black] Svart
}: { $count ->
    [one] { $count } { $pieces ->
        [stone] sten
        [sphere] kula
       *[piece] pjäs
    }
   *[other] { $count } { $pieces ->
        [stone] stenar
        [sphere] kulor
       *[piece] pjäser
    }
} på { $cells }
position-count = { $side ->
    [white] Vit
   *[black] Svart
}: { $count ->
    [0] inga { $pieces ->
        [stone] stenar
        [sphere] kulor
       *[piece] pjäser
    } på brädet
    [one] { $count } { $pieces ->
        [stone] sten
        [sphere] kula
       *[piece] pjäs
    }
   *[other] { $count } { $pieces ->
        [stone] stenar
        [sphere] kulor
       *[piece] pjäser
    }
}
# $piece is a piece's key, $cells a list of cells.
position-kind = { $piece ->
    [king] Kung
    [queen] Dam
    [rook] Torn
    [bishop] Löpare
    [knight] Springare
    [pawn] Bonde
    [stone] Sten
    [sphere] Kula
   *[piece] Pjäs
}: { $cells }

## Why a click is no move

# $piece is a piece's key; $cell a cell.
refusal-no-move = { $piece ->
    [king] Kungen
    [queen] Damen
    [rook] Tornet
    [bishop] Löparen
    [knight] Springaren
    [pawn] Bonden
    [stone] Stenen
    [sphere] Kulan
   *[piece] Pjäsen
} på { $cell } har inget drag just nu.
refusal-not-yours = På { $cell } står { $side ->
    [white] vits
   *[black] svarts
} { $piece ->
    [king] { -piece-king }
    [queen] { -piece-queen }
    [rook] { -piece-rook }
    [bishop] { -piece-bishop }
    [knight] { -piece-knight }
    [pawn] { -piece-pawn }
    [stone] { -piece-stone }
    [sphere] { -piece-sphere }
   *[piece] { -piece-piece }
}. { $turn ->
    [white] Vit
   *[black] Svart
} vid draget{ $note ->
    [check] {" — "}schack
    [extra-move] {" — "}extradrag
   *[none] {""}
}.
# $reason is the engine's reason (a reason-… message), already said.
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = En giltig ställning.{" "}
editor-legal = ; { $count ->
    [one] { $count } lagligt drag
   *[other] { $count } lagliga drag
}.
editor-over = En giltig ställning, och partiet är slut:{" "}
# $reason is the engine's error (an error-… message), already said.
editor-invalid = Ingen giltig ställning: { $reason }

## Puzzles

# $game is the game's title (a game-…-title message).
puzzle-title = Pussel i { $game }
puzzle-streak = { $count ->
    [one] Pusselsvit: { $count } löst
   *[other] Pusselsvit: { $count } lösta
}
puzzle-solution = Lösning
puzzle-next = Nästa pussel
puzzle-start-streak = Börja en pusselsvit
# $themes: the puzzle's themes, as the puzzle file names them.
puzzle-themes = Teman:
puzzle-rating = Din rating: { $rating } ± { $deviation }
# $change is signed: +12, -8.
puzzle-rated = Din rating: { $rating } ({ $change }); pusslets rating: { $puzzle }
puzzle-streak-over = { $count ->
    [one] Sviten är slut: { $count } löst. Börja om
   *[other] Sviten är slut: { $count } lösta. Börja om
}
puzzle-find = { $side ->
    [white] Vit
   *[black] Svart
} vid draget: hitta vinsten på { $count ->
    [one] { $count } drag
   *[other] { $count } drag
}.
puzzle-solved = Löst! Det draget vinner.
puzzle-best = Bästa draget! Fortsätt.
puzzle-not-it-answered = { $move } är inte rätt: motståndaren svarar { $reply }. Försök igen.
puzzle-not-it = { $move } är inte rätt. Försök igen.
puzzle-hint-piece = Tips: flytta pjäsen som står på { $cell }.
puzzle-hint-move = Tips: rätt drag är { $move }.
puzzle-solution-is = Lösningen: { $moves }.

## The game screen: messages under the board

game-viewing-earlier = Du tittar på ett tidigare drag: gå tillbaka till partiet (End) för att spela.
game-computers-turn = Det är datorns tur.

## The computer, the analysis and the solver

computer-thinking = Datorn tänker…
computer-thinking-depth = Datorn tänker… djup { $depth }, { $done } %
computer-downloading-book = Perfekt laddar ner sin öppningsbok (en gång)…
computer-could-not-start = Datorn kunde inte starta: { $detail }
computer-failed = Datorn misslyckades: { $detail }
computer-book-failed = Perfekts öppningsbok kunde inte laddas ner ({ $detail }): kontrollera anslutningen och välj sedan Perfekt igen.
computer-tablebase-only = Serverns slutspelsdatabas går inte att nå: { $detail }. Perfekt spelar de här reglerna bara utifrån den: försök igen eller välj en annan nivå.
computer-game-over = Partiet är slut.
analysis-weighing = Datorn bedömer den här ställningen…
analysis-progress = { $kind ->
        [win] { $side ->
            [white] Vit
           *[black] Svart
        } vid draget kan tvinga fram vinst
        [loss] { $side ->
            [white] Vit
           *[black] Svart
        } vid draget förlorar tvunget
       *[score] { $score } för { $side ->
            [white] vit
           *[black] svart
        }, som är vid draget
    } · djup { $depth } · bäst { $best }
verdict-toggle = Vem vinner härifrån?
    .title = Resultatet med perfekt spel, exakt löst, efter varje drag
verdict-moves =
    .aria-label = Varje lagligt drag med perfekt spel
verdict-solving = Löser…
verdict-could-not-start = Lösaren kunde inte starta: { $detail }
verdict-failed = Lösaren misslyckades: { $detail }
verdict-not-yet = Inte löst än: för mycket av partiet återstår för att det ska kunna lösas här. Fråga igen några drag senare.
verdict-solved-here = (Serverns slutspelsdatabas går inte att nå: { $detail }. Löst i den här webbläsaren i stället.)
verdict-wins = { $side ->
        [white] Vit
       *[black] Svart
    } vinner på { $plies ->
        [one] { $plies } halvdrag
       *[other] { $plies } halvdrag
    }
verdict-draw = Remi
verdict-move-win = Vinst på { $plies }
verdict-move-loss = Förlust på { $plies }

## Share, export, import and Your games

keep-share = Dela
    .title = Kopiera en länk till det här partiet: den som öppnar den kan fortsätta det
keep-export = Exportera
    .title = Kopiera partiprotokollet och ladda ner det som en .txt-fil
keep-import = Importera…
keep-import-text =
    .aria-label = Ett partiprotokoll att importera
keep-import-file =
    .aria-label = En protokollfil
keep-import-record = Importera det här protokollet
keep-library = Dina partier ({ $count })
keep-library-list =
    .data-empty = Partier som du ersätter eller spelar klart sparas här.
keep-clear = Glöm alla sparade partier
keep-clear-sure = Vill du glömma alla sparade partier? Det går inte att ångra.
keep-imported = Protokollet importerades; partiet före det finns kvar i Dina partier.
keep-unreadable = Det här protokollet kan inte läsas: { $reason }
keep-records-not-loaded = Partiprotokollen kunde inte laddas: försök igen när du är uppkopplad.
keep-exported = Partiprotokollet kopierades och laddades ner.
keep-share-sheet = Skicka länken: den som öppnar den ser det här partiet och kan spela nästa drag.
keep-link-copied = Länken till det här partiet kopierades: den som öppnar den kan spela nästa drag.
keep-two-players = två spelare
keep-versus = { $white } mot { $black }
keep-date = { $date }
keep-unfinished = inte avslutat
keep-moves = { $count ->
        [one] { $count } drag
       *[other] { $count } drag
    }
keep-open = Öppna

## Review, warnings and threats

review-continuing = Fortsätter från drag { $ply }. { $count ->
        [one] { $count } senare drag kan
       *[other] { $count } senare drag kan
    } hämtas tillbaka med Gör om, och hela partiet finns i Dina partier.
warning-move = { $move }: { $words }
confirm-anyway = Spela draget ändå?
threats-next = Hot i nästa drag:

## Online play: a game in words (its terms, who it waits for, how it ended)

online-option = { $option }
clock-real = { $minutes } + { $increment }
clock-days = { $days ->
        [one] { $days } dag per drag
       *[other] { $days } dagar per drag
    }
clock-none = utan klocka
online-waits = { $side ->
        [white] Vit väntar: du spelar svart
       *[black] Svart väntar: du spelar vit
    }
online-waiting-short = väntar
online-moves-played = { $count ->
        [one] { $count } drag spelat
       *[other] { $count } drag spelade
    }
online-you-play = Du spelar { $side ->
        [white] vit
       *[black] svart
    } · { $status ->
        [waiting] väntar på en motståndare
        [yours] ditt drag
       *[theirs] motståndarens drag
    }
online-you-played = Du spelade { $side ->
        [white] vit
       *[black] svart
    } · { $result }
online-aborted = Partiet avbröts.
online-goes-on = Partiet fortsätter.
online-rules-end = { $end }.
online-ended = { $outcome ->
        [white] Vit vinner
        [black] Svart vinner
       *[draw] Remi
    }{ $why ->
        [resign] : { $loser ->
            [white] vit
           *[black] svart
        } gav upp.
        [agreement] {" "}efter överenskommelse.
        [timeout] : { $loser ->
            [white] vit
           *[black] svart
        } fick slut på tid.
        [abandon] : { $loser ->
            [white] vit
           *[black] svart
        } lämnade partiet.
       *[none] .
    }

## Online play: the lobby

online-title = Spela online
online-not-loaded = Onlinespelet kunde inte laddas.
lobby-invite = Bjud in en vän, eller vem som helst
lobby-game = Spel
lobby-start = Börja från
lobby-you-play = Du spelar
lobby-either = Vilken som helst (slumpvis)
lobby-white = Vit
lobby-black = Svart
lobby-clock-label = Klocka
lobby-no-clock = Utan klocka
lobby-clock = { $clock }{ $speed ->
        [blitz] {" "}(blixt)
        [rapid] {" "}(snabb)
       *[none] {""}
    }
lobby-anyone = Vem som helst får gå med (listas bland de öppna partierna)
lobby-create = Skapa partiet
lobby-asking = Frågar servern…
lobby-open = Öppna partier
lobby-open-none = Inget parti väntar på en motståndare. Skapa ett!
lobby-mine = Dina onlinepartier
lobby-mine-none = Inga än.
lobby-playing = Spelas nu
lobby-playing-none = Inget parti spelas just nu.
lobby-usual-start = Den vanliga startställningen
lobby-board-start = Ställningen på ditt bräde (efter { $count ->
        [one] { $count } drag
       *[other] { $count } drag
    })
lobby-creating = Skapar partiet…
lobby-not-created = Partiet skapades inte: { $problem }
lobby-not-read = Kunde inte läsas: { $problem }
lobby-yours-open = Öppna ditt parti
lobby-join = Gå med
lobby-watch = Titta
lobby-open-game = Öppna
problem = { $code ->
        [offline] spelservern svarade inte: är du ansluten till nätet?
        [answer] spelserverns svar gick inte att förstå ({ $detail })
        [bad-message] servern förstod inte begäran ({ $detail })
        [unauthorized] länken till den här platsen är inte giltig
        [not-found] det finns inget sådant parti på den här servern
        [not-your-turn] det är inte ditt drag
        [illegal-move] draget är inte lagligt här
        [stale] partiet hade ändrats
        [game-over] partiet är slut
        [seat-taken] båda platserna är tagna
        [not-allowed] det är inte tillåtet nu
        [too-large] begäran är för stor
        [rate-limited] för många förfrågningar: vänta en stund och försök igen
        [server-error] servern kunde inte spara eller läsa partiet; inget har ändrats
        [unsolved] det här spelet eller alternativet är inte löst
       *[other] { $detail }
    }

## What to click when a move leaves a choice (each game's own rule)

choice-pyramida-victim = Välj vilken sten som ska anfallas: ditt drag anfaller mer än en.
choice-pyramida-retreat = Välj vart den anfallna stenen drar sig tillbaka: ditt drag anfaller den, och den har mer än en väg tillbaka.
choice-pyraos-remove = Välj en kula att ta tillbaka, eller Klar: din kula bildade en kvadrat i din färg, så du får ta tillbaka en eller två av dina egna.

## Online play: the game

online-game = { $game } online
online-game-title = { $game } online
online-your-move-title = Ditt drag — { $game } online
online-waiting-room =
    .aria-label = Väntrum
online-claim = Kräv vinst
online-keep-waiting = Fortsätt vänta
online-claim-group =
    .aria-label = Din motståndare har lämnat partiet
online-resign-group =
    .aria-label = Ge upp?
online-resign-sure = Ge upp partiet?
online-resign-yes = Ja, ge upp
online-resign-no = Nej
online-draw = Erbjud remi
online-takeback = Ta tillbaka draget
online-abort = Avbryt partiet
online-berserk = Bärsärk: halva tiden, inget tillägg
online-berserk-mark = bärsärk
online-resign = Ge upp
online-rematch = Returmatch
online-seat-link = Fortsätt på en annan enhet
online-seat-link-help = Den här privata länken öppnar din plats i det här partiet var som helst. Behåll den för dig själv: den som har den spelar i ditt ställe.
online-copy-seat = Kopiera länken till min plats
online-notify = Meddela mig när det är mitt drag (en avisering)
online-time-low = Din tid håller på att ta slut.
online-left = { $side ->
        [white] Vit har
        [black] Svart har
       *[opponent] Din motståndare har
    } lämnat partiet.{ $left ->
        [0] {""}
        [one] {" "}Om motståndaren inte kommer tillbaka kan du kräva vinst om { $left } s.
       *[other] {" "}Om motståndaren inte kommer tillbaka kan du kräva vinst om { $left } s.
    }
online-connection = { $state ->
        [open] Ansluten
        [connecting] Ansluter…
        [offline] Offline: väntar på nätverket…
       *[lost] Återansluter…
    }
online-watching = { $count } tittar
online-clock = { $side ->
        [white] Vits klocka
       *[black] Svarts klocka
    }
online-presence = { $side ->
        [white] Vit
       *[black] Svart
    }{ $you ->
        [you] {" "}(du)
       *[other] {""}
    }
    .title = { $here ->
        [here] Ansluten
        [away] Inte ansluten
       *[unknown] Okänt så länge den här sidan inte är ansluten
    }
online-invite-help = Skicka den här länken till din motståndare. Den som öppnar den först spelar mot dig; alla som kommer efter tittar på.
online-invite-link = Inbjudningslänk
online-copy = Kopiera
online-cancel-game = Ställ in partiet
online-scan = Eller skanna den med en mobil
online-qr =
    .aria-label = QR-kod för inbjudningslänken
online-notify-title = Ditt drag
online-notify-body = Din motståndare spelade { $move } i ditt parti { $game }.
online-offer-standing = { $by ->
        [me] { $offer ->
            [draw] Du erbjöd remi.
            [takeback] Du bad att få ta tillbaka ditt drag.
           *[rematch] Du erbjöd returmatch.
        }
       *[other] { $offer ->
            [draw] Remi erbjuds.
            [takeback] En återtagning begärs.
           *[rematch] Returmatch erbjuds.
        }
    }
online-offer = { $side ->
        [white] Vit
       *[black] Svart
    } { $offer ->
        [draw] erbjuder remi.
        [takeback] ber att få ta tillbaka sitt senaste drag.
       *[rematch] erbjuder returmatch.
    }
online-accept = { $offer ->
        [draw] Godta remi
        [takeback] Godta återtagningen
       *[rematch] Godta returmatch
    }
online-decline = Avböj

## The page's title

page-title = { $page } — Pyramidspel
game-title = { $game }
learn-lesson-page = { $lesson } — { $learn }
puzzle-page = Pussel { $id } — { $game }
learn-not-loaded = Lektionerna och pusslen kunde inte laddas.
editor-not-loaded = Brädredigeraren kunde inte laddas.
online-connecting = Ansluter till partiet…
online-not-played = Ditt drag { $move } spelades inte: partiet hade ändrats.
online-declined = { $offer ->
        [draw] Ditt remierbjudande avböjdes.
        [takeback] Din begäran om återtagning avböjdes.
       *[rematch] Ditt erbjudande om returmatch avböjdes.
    }
online-seat-invalid = Länken till den här platsen är inte giltig: du tittar på partiet.
online-taken-back = Ditt drag { $move } togs tillbaka: { $problem }
online-seats-taken = Båda platserna är tagna: du tittar på.
online-could-not-join = Du kunde inte gå med: { $problem }
online-not-connected = Inte ansluten: försök igen när anslutningen är tillbaka.
online-invite-copied = Inbjudningslänken är kopierad.
online-seat-copied = Länken till din plats är kopierad: öppna den på din andra enhet.
online-share-title = Ett parti pyramidspel
online-notify-refused = Webbläsaren tillät inte aviseringar: flikens titel visar ändå när det är ditt drag.
online-notify-none = Den här webbläsaren kan inte visa aviseringar.
online-bad-address = ”{ $address }” är ingen adress för onlinespel
online-unknown-game = Serverns spel ”{ $game }” är inget som den här sidan känner till.
online-not-opened = Partiet kunde inte öppnas: { $problem }

## The board editor

editor-page = Brädredigerare — { $game }
editor-title = Brädredigerare
editor-link-damaged = Länken kunde inte läsas helt ({ $problem }); redigeraren börjar från det den kunde läsa.
editor-starts =
    .aria-label = Börja från
editor-empty = Tomt bräde
editor-start = Startställning
editor-current = Partiet
editor-start-from = Börja från
editor-pieces = Pjäser
editor-pieces-hint = Välj en och klicka eller tryck sedan på rutor; dra en pjäs för att flytta den, och utanför brädet för att ta bort den.
editor-palette =
    .aria-label = Pjäs att sätta ut
# $piece is a piece's key.
editor-piece = { $side ->
        [white] { $piece ->
            [king] Vit { -piece-king }
            [queen] Vit { -piece-queen }
            [rook] Vitt { -piece-rook }
            [bishop] Vit { -piece-bishop }
            [knight] Vit { -piece-knight }
            [pawn] Vit { -piece-pawn }
            [stone] Vit { -piece-stone }
            [sphere] Vit { -piece-sphere }
           *[piece] Vit { -piece-piece }
        }
       *[black] { $piece ->
            [king] Svart { -piece-king }
            [queen] Svart { -piece-queen }
            [rook] Svart { -piece-rook }
            [bishop] Svart { -piece-bishop }
            [knight] Svart { -piece-knight }
            [pawn] Svart { -piece-pawn }
            [stone] Svart { -piece-stone }
            [sphere] Svart { -piece-sphere }
           *[piece] Svart { -piece-piece }
        }
    }
editor-remove = ✕ Ta bort
editor-side = Vid draget
editor-try = Prova drag härifrån
editor-back = Tillbaka till redigeringen
editor-take-away = Ta med ställningen
editor-position = Ställning (redigera eller klistra in, sedan Ladda)
editor-load = Ladda
editor-copy-position = Kopiera ställningen
editor-view = Diagrammet visar (data-view; tomt: hela brädet)
editor-view-input =
    .placeholder = t.ex. c2-h9 eller around e5 3
editor-snippet = Kod för inbäddning
editor-copy-snippet = Kopiera koden
editor-open = Öppna som parti
editor-share = Kopiera länk
editor-not-loaded-text = Inte laddad: { $problem }
editor-position-copied = Ställningen kopierades.
editor-snippet-copied = Koden kopierades: klistra in den på vilken sida som helst som laddar embed.js.
editor-link-copied = Länken kopierades: den öppnar den här ställningen som ett parti.
editor-legal-moves = Lagliga drag ({ $count })
editor-trial-empty = Spela drag på brädet: de läggs till i koden.
editor-trial-moves = Drag: { $moves }
option-help = { $help }

## Each game's options and position fields (named after their keys)

option-on = på
option-off = av
option-opening-guard = Öppningsskydd
option-opening-guard-help = En sten som kommer till rad 2 gör inget kontaktanfall mot en sten på rad 1.
option-chain = Kedjereaktioner
option-chain-help = Även ett drag som görs som extradrag kan anfalla.
option-extra = Extradrag
option-extra-help = 1: spelaren vid draget gör det extradrag som det senaste draget gav.
option-power = Maktnivå
option-power-help = alla: inget drag får sluta mer än en rad ovanför den högsta pjäsen på brädet; egna: ovanför den dragande spelarens egen högsta pjäs, även vid slag.
option-power-any = alla
option-power-own = egna
option-knight = Springarhopp
option-knight-help = alla: Glińskis tolv hopp; framåt: bara de sex som går uppåt (även för damer).
option-knight-all = alla
option-knight-forward = framåt
option-setup = Uppställning
option-setup-help = kanterna: arméerna står längs de två sneda kanterna; botten: båda bakre raderna på rad 1.
option-setup-edges = kanterna
option-setup-bottom = botten
option-clock = Halvdrag sedan senaste slag eller bondedrag
option-clock-help = Vid 100 blir partiet remi.
option-removal = Ta tillbaka
option-removal-help = standard: när du har bildat en kvadrat i din färg tar du tillbaka upp till två av dina fria kulor; barnregler: aldrig.
option-removal-standard = standard
option-removal-children = barnregler
option-pass = Pass
option-pass-help = på: en spelare med tom reserv och ingen kula att lyfta passar i stället för att förlora.

## The header's preferences, and the boards' own words

pref-theme-auto =
    .aria-label = Tema: som systemet
    .title = Tema: som systemet
pref-theme-dark =
    .aria-label = Tema: mörkt
    .title = Tema: mörkt
pref-theme-light =
    .aria-label = Tema: ljust
    .title = Tema: ljust
pref-sound-on =
    .aria-label = Ljud: på
    .title = Ljud: på
pref-sound-off =
    .aria-label = Ljud: av
    .title = Ljud: av
board-help = Piltangenterna flyttar till närmaste ruta i den riktningen, Page Up och Page Down byter nivå där pjäser staplas, Home och End går till ändarna av en rad, Enter eller Mellanslag väljer rutan, Esc avbryter, och ? beskriver ställningen.
board-label = Bräde för { $game }
picture-label = { $game }: startställningen
editor-board = Bräde för { $game } under uppställning
moves-list =
    .aria-label = Drag
    .data-empty = Inga drag än.
zoom =
    .aria-label = Zoom
zoom-out =
    .aria-label = Zooma ut
    .title = Zooma ut
zoom-in =
    .aria-label = Zooma in
    .title = Zooma in
zoom-fit =
    .aria-label = Visa hela brädet
    .title = Visa hela brädet
legend-hexes = Linjerna går uppåt åt höger och har namn i båda ändar. Skuggat överst: toppen, bara för kungar. Inramat: den högsta rad ett drag får nå just nu (maktnivån).
legend-spheres = Sett ovanifrån: varje nivå vilar en halv kula in från nivån under och ritas mindre. De två högarna är reserverna.
legend-steps = Varje ring är ett steg högre. De fyra ingraverade romberna är segerfälten; den rundade spetsen i mitten är inget fält.

## A board embedded in a page

embed-reset = Återställ
embed-replay = ▶ Spela upp igen
embed-first =
    .aria-label = Första ställningen (Home)
    .title = Första ställningen (Home)
embed-last =
    .aria-label = Sista ställningen (End)
    .title = Sista ställningen (End)
embed-error = Det här brädet kan inte visas. { $problem }
embed-moves =
    .aria-label = Exemplets drag
computer-perfect-unsolved = Perfekt spelar bara med alternativ som spelet har löst, och det här partiets finns inte bland dem: datorn spelar Svår.

## Puzzles' themes

puzzle-theme = { $theme ->
        [contact-attack] kontaktanfall
        [column-attack] kolumnanfall
        [extra-move] extradrag
        [jump] hopp
        [push] knuff
        [pass] pass
        [top] toppen
        [capture] slag
        [smash] krossning
        [fall] fall
        [osiris] Osiris
        [removal] ta tillbaka kulor
        [race] kapplöpning
        [mate] matt
        [summit] toppen
        [victory-fields] segerfält
        [too-few-stones] för få stenar
        [no-move] inget drag
        [repetition] upprepning
        [stalemate] patt
        [move-limit] draggräns
        [check] schack
       *[other] { $theme }
    }

## Learn and Puzzles: what cannot be shown

learn-no-game = Det finns inget spel ”{ $game }”.
learn-no-lesson = { $count ->
        [one] Den här kursen har { $count } lektion.
       *[other] Den här kursen har { $count } lektioner.
    }
learn-bad-file = Den här filen kan inte läsas: { $detail }
learn-bad-number = ”{ $number }” är inget lektionsnummer.
learn-bad-address = ”{ $address }” är ingen adress till Lär dig eller Pussel.
learn-lesson-or-puzzle = Ange data-lesson eller data-puzzle, inte båda.
puzzle-none = Inget sådant pussel.

## The engine's reasons: why a position, a move or an option is refused (src/reason.rs)

# Cells, moves, tokens in capitals (FROM-TO, KEY=VALUE, VICTIM>DEST) and values such as
# on, off, pass=off or x1a1 are notation, typed as they are: they stay as they are.
# $cell, $from, $to and $behind are cells; $cells several, as written ("1a1, 1b1").

error-position = felaktig ställning vid ”{ $token }”: { $reason }
error-move = felaktigt drag ”{ $token }”: { $reason }
error-illegal = olagligt drag ”{ $token }”: { $reason }
error-option = felaktigt alternativ ”{ $token }”: { $reason }
error-unknown-game = okänt spel ”{ $token }”: förväntade ett av { $known }
error-game-over = partiet är slut
reason-or = { $first } eller { $second }
reason-key-value = förväntade KEY=VALUE (nyckel=värde)
reason-no-options = okänt alternativ; det här spelet har inga alternativ
reason-unknown-option = okänt alternativ; förväntade ett av { $known }
reason-option-value = förväntade { $values }
reason-level = förväntade en nivå: easy, normal eller hard
reason-percent = ”%” vid tecken { $index } följs inte av två hexadecimala siffror
reason-percent-utf8 = %-koderna bildar ingen UTF-8-text
reason-save-header = förväntade ”{ $header }”
reason-save-game = förväntade ”game NAME” (spelets namn)
reason-save-start = förväntade ”start POSITION” (startställningen)
reason-save-word = oväntat ”{ $word }”
reason-no-fields = okänd uppgift; ställningarna i det här spelet har inga extra uppgifter
reason-unknown-field = okänd uppgift; förväntade { $known }
reason-empty-position = tom ställning; förväntade ”<w|b> W:<cells> B:<cells>”
reason-side-to-move = förväntade spelaren vid draget, ”w” eller ”b”
reason-single-spaces = delarna måste skiljas åt av exakt ett mellanslag
reason-field = förväntade en uppgift skriven key=value
reason-missing-list = listan ”{ $prefix }<cells>” saknas
reason-list = förväntade listan ”{ $prefix }<cells>”
reason-empty-cell-in-list = tomt rutnamn i listan
reason-empty-cell = tomt rutnamn
reason-pyramida-cell = förväntade en linjebokstav a–u och sedan en rad 1–14
reason-pyramida-file = ingen linje ”{ $file }”: linjerna går från a till u
reason-pyramida-white-square = ingen svart ruta (linjens nummer + raden måste vara udda)
reason-pyramida-outside = utanför pyramiden
reason-pyramida-extra = förväntade extra=0 eller extra=1
reason-pyramida-top = ingen sten får stå på toppen k14
reason-pyramida-two-stones = två stenar på en ruta
reason-pyramida-no-stones = ingen av sidorna har några stenar
reason-pyramida-pass = man får passa bara när ingen sten kan flyttas
reason-pyramida-after-attack = oväntad text efter anfallet
reason-pyramida-move = förväntade FROM-TO (från–till), till exempel e4-d5, eller pass
reason-pyramida-no-stone = { $side ->
        [white] vit
       *[black] svart
    } har ingen sten på { $cell }
reason-pyramida-not-empty = { $cell } är inte tom
reason-pyramida-step = stenen på { $from } kan inte flyttas till { $to }
reason-pyramida-which-attack = draget anfaller; ange hur, med ett av: { $moves }
reason-pyramida-other-attack = draget gör inte det anfallet; lagliga drag: { $moves }
reason-pyramida-attack = förväntade anfallet som VICTIM>DEST eller VICTIM+ (anfallen sten>reträtt)
reason-chase-cell = förväntade en linje a–z eller aa–ag och sedan en rad 1–33
reason-chase-outside = utanför triangeln: rad { $rank } har linjerna a–{ $last }
reason-chase-clock = förväntade clock=N, ett helt antal halvdrag
reason-chase-piece-letter = förväntade en pjäsbokstav K, Q, R, B, N eller P och sedan en ruta
reason-chase-two-pieces = två pjäser på en ruta
reason-chase-two-kings = { $side ->
        [white] vit
       *[black] svart
    } har två kungar
reason-chase-summit-piece = bara kungar får stå på raderna 31–33
reason-chase-no-king = { $side ->
        [white] vit
       *[black] svart
    } har ingen kung
reason-chase-check-out-of-turn = { $checked ->
        [white] vit
       *[black] svart
    } står i schack men det är { $side ->
        [white] vits
       *[black] svarts
    } tur
reason-chase-move = förväntade FROM-TO (från–till), till exempel b2-c3, eller FROMxTO för ett slag
reason-chase-no-piece = { $side ->
        [white] vit
       *[black] svart
    } har ingen pjäs på { $cell }
reason-chase-no-capture = ”x” markerar ett slag, men på { $cell } står ingen motståndarpjäs
reason-chase-check = kungen skulle då stå i schack
reason-chase-summit-move = bara kungar får gå in på raderna 31–33
reason-chase-power = över maktnivån: inget drag får just nu sluta högre än rad { $rank }
reason-chase-step = { $piece ->
        [king] { -piece-king(form: "definite") }
        [queen] { -piece-queen(form: "definite") }
        [rook] { -piece-rook(form: "definite") }
        [bishop] { -piece-bishop(form: "definite") }
        [knight] { -piece-knight(form: "definite") }
        [pawn] { -piece-pawn(form: "definite") }
        [stone] { -piece-stone(form: "definite") }
        [sphere] { -piece-sphere(form: "definite") }
       *[piece] { -piece-piece(form: "definite") }
    } på { $from } kan inte gå till { $to }
reason-pyraos-cell = förväntade en plats: en nivå 1–4, en linjebokstav och en rad, till exempel 1a1
reason-pyraos-level = ingen nivå { $level }: nivåerna går från 1 till 4
reason-pyraos-top-cell = ingen plats { $cell }: nivå 4 har bara platsen 4a1
reason-pyraos-no-cell = ingen plats { $cell }: nivå { $level } har linjerna a–{ $last } och raderna 1–{ $ranks }
reason-pyraos-mask = en mask har bitar utanför de 30 platserna
reason-pyraos-two-spheres = två kulor på en plats
reason-pyraos-too-many = { $side ->
        [white] vit
       *[black] svart
    } har fler än { $count ->
        [one] { $count } kula
       *[other] { $count } kulor
    }
reason-pyraos-unsupported = kulan är inte stödd; tomma platser: { $cells }
reason-pyraos-removals = förväntade x och platserna som tas tillbaka, till exempel x1a1 eller x2b2,1a1
reason-pyraos-no-removals = förväntade en eller två platser efter x; utelämna ” x” om du inte tar tillbaka något
reason-pyraos-empty-removal = tomt platsnamn bland kulorna som tas tillbaka
reason-pyraos-two-at-most = högst två kulor får tas tillbaka
reason-pyraos-children = med removal=children tas ingen kula någonsin tillbaka
reason-pyraos-top-removes = en kula på toppen vinner partiet; ingenting tas tillbaka
reason-pyraos-no-square = kulan på { $cell } fullbordar ingen kvadrat för { $side ->
        [white] vit
       *[black] svart
    }, så ingenting får tas tillbaka
reason-pyraos-removed-twice = samma kula tas tillbaka två gånger
reason-pyraos-not-own = { $side ->
        [white] vit
       *[black] svart
    } har ingen kula på { $cell } att ta tillbaka
reason-pyraos-not-free = kulan på { $cell } är inte fri: den bär { $cells }
reason-pyraos-pass-off = det är inte tillåtet att passa (pass=off)
reason-pyraos-pass = man får passa bara utan kulor i reserven och utan någon kula att lyfta
reason-pyraos-empty-move = tomt drag; förväntade en plats (1a1), ett lyft FROM-TO (1a1-2b2) eller pass
reason-pyraos-after-removals = oväntad text efter kulorna som tas tillbaka
reason-pyraos-move = förväntade en plats (1a1), ett lyft FROM-TO (1a1-2b2) eller pass
reason-not-legal = inget lagligt drag här
reason-pyraos-not-legal = inget lagligt drag här
reason-pyraos-not-supported = { $cell } är inte stödd; tomma platser: { $cells }
reason-pyraos-no-reserve = { $side ->
        [white] vit
       *[black] svart
    } har ingen kula kvar i reserven
reason-pyraos-taken = { $cell } är upptagen
reason-pyraos-no-sphere = { $side ->
        [white] vit
       *[black] svart
    } har ingen kula på { $cell }
reason-pyraos-lift-higher = en kula lyfts till en högre nivå: { $from } ligger på nivå { $from-level }, { $to } på nivå { $to-level }
reason-pyraos-self-support = kulan på { $from } skulle stödja sig själv på { $to }
reason-allmer-cell = förväntade en kolumn a–g och sedan en rad 1–7, till exempel c3
reason-allmer-file = ingen kolumn ”{ $file }”: kolumnerna går från a till g
reason-allmer-row = ingen rad ”{ $row }”: raderna går från 1 till 7
reason-allmer-cap = d4 är pyramidens spets, inget fält
reason-allmer-two-stones = två stenar på ett fält
reason-allmer-too-many = { $side ->
        [white] vit
       *[black] svart
    } har fler än sju stenar
reason-allmer-move = förväntade FROM-TO (från–till), till exempel a1-a4
reason-allmer-no-stone = ingen sten på { $cell }
reason-allmer-not-yours = stenen på { $cell } är { $owner ->
        [white] vits
       *[black] svarts
    }; { $side ->
        [white] vit
       *[black] svart
    } är vid draget
reason-allmer-stay = en sten måste lämna sitt fält
reason-allmer-not-in-line = { $to } ligger inte i rak riktning från { $from }
reason-allmer-jump-taken = { $cell } är upptaget; ett hopp kräver ett tomt fält
reason-allmer-push-two = stenen på { $cell } kan inte knuffas: { $behind } bakom den är upptaget (en sten kan inte knuffa två)
reason-allmer-cap-run = en löpning kan inte passera spetsen d4
reason-allmer-climb = en löpning kan inte klättra från { $from } till { $to }; ett hopp går ett steg upp till ett angränsande fält
reason-allmer-blocked = löpningen blockeras av stenen på { $cell }
reason-allmer-smash-stops = löpningen stannar på { $cell } och krossar stenen där
reason-allmer-step = stenen på { $from } kan inte nå { $to } genom löpning, hopp eller knuff

## Warnings about a move, and the opponent's threats (src/warn.rs)

warn-end = Det här draget { $result ->
        [loses] förlorar
       *[draws] ger remi
    }: { $reason ->
        [all-stones-off] alla stenar har nått toppen
        [repetition] tredje upprepningen av en ställning
        [nobody-can-move] ingen av spelarna kan dra
        [no-legal-move] inget lagligt drag
        [checkmate] schackmatt
        [stalemate] patt
        [move-limit] 100 halvdrag utan slag eller bondedrag
        [reached-top] toppen nådd
        [victory-fields] alla fyra segerfälten besatta
       *[too-few-stones] färre än fyra stenar kvar
    }.
warn-own-lost = Det här draget kostar dig { $count ->
        [one] en av dina egna
       *[other] { $count } av dina egna
    } { $pieces ->
        [stones] stenar
        [spheres] kulor
       *[pieces] pjäser
    }.
warn-repetition = Den här ställningen har uppstått förut: når du den en gång till, { $then ->
        [loses] förlorar du
        [wins] vinner du
       *[draws] blir partiet remi
    } (tredje upprepningen).
threat = { $side ->
        [white] Vit
       *[black] Svart
    } { $move } { $what ->
        [wins] vinner
        [check] ger schack
        [takes] slår en pjäs
        [destroys] förstör en pjäs
       *[pushes] trycker tillbaka en pjäs
    }

## A cell as a screen reader hears it

cell-name = { $cell }
# $piece is a piece's key.
cell-piece = { $side ->
        [white] { $piece ->
            [king] vit { -piece-king }
            [queen] vit { -piece-queen }
            [rook] vitt { -piece-rook }
            [bishop] vit { -piece-bishop }
            [knight] vit { -piece-knight }
            [pawn] vit { -piece-pawn }
            [stone] vit { -piece-stone }
            [sphere] vit { -piece-sphere }
           *[piece] vit { -piece-piece }
        }
       *[black] { $piece ->
            [king] svart { -piece-king }
            [queen] svart { -piece-queen }
            [rook] svart { -piece-rook }
            [bishop] svart { -piece-bishop }
            [knight] svart { -piece-knight }
            [pawn] svart { -piece-pawn }
            [stone] svart { -piece-stone }
            [sphere] svart { -piece-sphere }
           *[piece] svart { -piece-piece }
        }
    }
cell-empty = tom
cell-selected = vald
cell-mark = { $mark ->
        [target] lagligt mål
        [capture] lagligt slag
        [push] knuff
        [victim] kan anfallas
        [retreat] reträtt hit
        [remove] kan tas tillbaka
       *[piece] kan flyttas
    }
cell-check = i schack
cell-last = { $end ->
        [to] senaste draget gick hit
       *[from] senaste draget gick härifrån
    }


## Links, game records, saved games and a board's attributes in a page: what is wrong

# $reason is one of the reason-… messages (or a whole error-…), already said.
error-link = länk: { $reason }
error-link-move = länk, drag { $ply }: { $reason }
error-record = rad { $line }: { $reason }
error-record-move = rad { $line }, drag { $ply }: { $reason }
error-record-turn = rad { $line }, drag { $ply } ({ $side ->
        [white] vit
       *[black] svart
    } vid draget): { $reason }
error-save = sparat parti, rad { $line }: { $reason }
# What the game screen says when a link or a saved game could not be read whole; $problem is an error-… message.
notice-link-damaged = Länken är skadad ({ $problem }); partiet öppnades så långt länken gick att läsa.
notice-link-broken = Länken kan inte öppnas: { $problem }
notice-save-lost = Det sparade partiet kunde inte återställas ({ $problem }); ett nytt parti startades.
# A link's parts: $part and $key as typed; $why a reason; $end the game's end, already said.
reason-link-pair = ”{ $part }” är inte på formen KEY=VALUE (nyckel=värde)
reason-link-position = felaktig ställning: { $why }
reason-link-twice = ”{ $key }” anges två gånger
reason-link-not-replayed = dragen spelades inte upp, eftersom det inte är känt vilket spel de hör till
reason-link-over = partiet är redan slut ({ $end }), men länken fortsätter
reason-link-cut = länken är avkortad: ”{ $code }” är en del av en kod på { $width } tecken
reason-link-code = ”{ $code }” är ingen dragkod
reason-link-range = dragkoden ”{ $code }” ligger utanför intervallet: ställningen har { $count ->
        [one] { $count } lagligt drag
       *[other] { $count } lagliga drag
    }
# A game record (PGN-like): tags such as [Game "chase"] and their names are typed as they are.
reason-record-comment-open = en kommentar som öppnas med ”{ $open }” stängs aldrig med ”{ $close }”
reason-record-comment-close = ett ”{ $close }” utan något ”{ $open }” före
reason-record-bracket = ett ”]” utan någon tagg före
reason-record-tag-shape = förväntade en tagg som [Game "chase"]
reason-record-in-tag = taggen [{ $name }]: { $reason }
reason-record-unclosed = citattecknet ”"” som avslutar värdet saknas på den här raden
reason-record-tag-end = förväntade ”]” efter värdet
reason-record-unknown-tag = okänd tagg [{ $name }]; förväntade en av { $known }
reason-record-second-tag = en andra [{ $name }]-tagg (den första står på rad { $first })
reason-record-no-game = protokollet har ingen [Game "…"]-tagg som anger dess spel (pyramida, chase, pyraos eller allmer)
reason-record-late-tag = taggen [{ $name }] står efter dragen; taggarna kommer först
reason-record-after-result = ”{ $word }” står efter resultatet ”{ $code }”; resultatet avslutar dragen
reason-record-number-alone = dragnumret ”{ $mark }” följs inte av något drag
reason-record-after-end = ”{ $move }” kommer efter partiets slut ({ $end })
reason-record-number-fit = dragnumret ”{ $mark }” stämmer inte; det här draget är { $number } { $move }
reason-record-not-over = partiet är inte slut
# $what is one of the three below, $truth the game's end (or reason-record-not-over).
reason-record-mismatch = { $what } stämmer inte med dragen: { $truth }
reason-record-result = [Result "{ $value }"]: förväntade 1-0, 0-1, 1/2-1/2 eller *
reason-record-result-tag = [Result "{ $value }"]
reason-record-result-code = resultatet ”{ $code }”
reason-record-reason-tag = [Reason "{ $value }"]
# A board's attributes in a page: data-… names and their values are typed as they are.
reason-embed-view-cell = data-view: ”{ $name }” är ingen ruta i { $game }
reason-embed-view-steps = data-view: ”{ $steps }” är inget antal steg från 1 till 40
reason-embed-view = data-view är ”{ $view }”: förväntade två hörnrutor som ”c2-h9”, eller ”around e5 3”
reason-embed-interactive = data-interactive är ”{ $value }”: förväntade true eller false
reason-embed-size = data-size är ”{ $value }”: förväntade small, medium eller large
reason-embed-markup = data-caption är ren text, men innehåller taggar (”{ $tag }”): ta bort taggarna
reason-embed-other-game = data-game är ”{ $game }” men data-record är ett parti i spelet { $record }
reason-embed-no-game = data-game saknas: förväntade ett av { $known }
reason-embed-attribute = { $attribute }: { $problem }
reason-embed-move = data-moves, drag { $ply }: { $problem }

## What the site's scripts say: an update ready, a part that could not be loaded

update-ready = En ny version är klar.
update-reload = Ladda om
online-needs-server = Spel online behöver spelservern, och den här kopian av webbplatsen körs utan den. Spela mot datorn, mot en vän vid den här skärmen, eller skicka en länk efter varje drag.
online-load-failed = Spel online kunde inte laddas: { $detail }
learn-load-failed = Lektionerna och pusslen kunde inte laddas: { $detail }
embed-learn-error = Den här lektionen eller det här pusslet kan inte visas: { $detail }

## Accounts, ratings and pairing

account-title = Ditt konto
account-sign-in = Logga in
account-sign-in-button = Logga in
account-sign-up = Skapa ett konto
account-sign-up-button = Skapa kontot
account-field-username = Användarnamn
account-field-password = Lösenord
account-field-current-password = Nuvarande lösenord
account-field-new-password = Nytt lösenord
account-rules = Ett användarnamn består av 3 till 20 tecken: bokstäver, siffror, _ eller -. Ett lösenord har minst 8 tecken, får inte vara samma som användarnamnet och får inte vara lätt att gissa (inget vanligt lösenord, ingen tangentföljd, inte ett ensamt ord). Du behöver inget konto för att spela: ett konto ger dig ett namn, rating och matchning mot jämnstarka spelare.
account-signed-in-as = Inloggad som { $name }
account-profile = Din profil
account-leaderboards = Topplistor
account-settings = Konto
account-sign-out = Logga ut
account-sign-out-everywhere = Logga ut överallt
account-new-password = Byt lösenord
account-new-password-button = Byt lösenord
account-password-changed = Lösenordet har ändrats och dina andra sessioner har loggats ut.
account-delete = Radera kontot
account-delete-button = Radera kontot
account-delete-sure = Vill du radera ditt konto? Dina partier finns kvar under namnet ”raderad spelare”; ditt namn, din rating och dina sessioner tas bort. Det går inte att ångra.
account-sending = Skickar…
account-passkeys = Lösennycklar
account-passkeys-about = En lösennyckel loggar in dig med enhetens skärmlås (fingeravtryck, ansiktsigenkänning eller PIN-kod) i stället för med lösenordet. Ditt lösenord behövs för att lägga till eller ta bort en.
account-passkey-add = Lägg till en lösennyckel
account-passkey-added = Lösennyckeln har lagts till: nu kan du logga in med den på inloggningssidan.
account-passkey-sign-in = Logga in med en lösennyckel
account-sessions-title = Var du är inloggad
account-sessions-about = Varje webbläsare du har loggat in i, i högst 30 dagar. Avsluta alla sessioner du inte känner igen.
account-session-browser = { $known ->
        [both] { $browser } på { $system }
        [browser] { $browser }
        [system] En webbläsare på { $system }
       *[none] En okänd webbläsare eller ett okänt program
    }
account-session-this = den här webbläsaren
account-session-times = inloggad { $started }, senast aktiv { $seen }
account-session-end = Avsluta sessionen
account-session-ended = Sessionen är avslutad: den webbläsaren är utloggad.
account-passkeys-none = Ingen lösennyckel än.
account-tokens-title = API-token
account-tokens-about = Ett program skrivet för lichess API (en bot, berserk) spelar för ditt konto med en av dina token: ge det den här serverns adress i stället för lichess. En token visas bara en gång, när den skapas.
account-tokens-none = Inga token.
account-field-token-description = Vad den är till för
account-token-scopes = Vad den får göra
account-token-create = Skapa en token
account-token-created = Din nya token (kopiera den nu, den visas inte igen):
account-token-times = skapad { $made }, senast använd { $used }
account-token-unused = skapad { $made }, aldrig använd
account-token-revoke = Återkalla ”{ $name }”
account-token-revoked = Token är återkallad och fungerar inte längre.
account-passkey-times = tillagd { $added }, senast använd { $used }
account-passkey-unused = tillagd { $added }, aldrig använd
account-passkey-remove = Ta bort
    .aria-label = Ta bort lösennyckeln { $name }
account-passkey-removed = Lösennyckeln har tagits bort.
account-field-passkey-name = Namn på en ny lösennyckel (valfritt)
account-remove-passkeys = Ta även bort alla lösennycklar
account-rating = { $rating }{ $provisional ->
        [yes] ?
       *[no] {""}
    }
account-problem = { $code ->
        [bad-credentials] fel användarnamn eller lösenord
        [username-taken] användarnamnet är upptaget: välj ett annat
        [weak-password] lösenordet är för svagt: { $why ->
            [short] det behöver minst 8 tecken
            [long] det får ha högst 256 tecken
            [username] det får inte vara ditt användarnamn
            [common] det är ett av de vanligaste lösenorden
            [pattern] det följer ett mönster av tangenter eller bokstäver
            [word] ett ensamt ord eller namn är lätt att gissa
            [date] datum och årtal är lätta att gissa
           *[guessable] det skulle kunna gissas på några få försök
        }
        [unauthorized] du är inte inloggad
        [not-allowed] inte nu: spela klart, avbryt eller ge upp dina partier först
        [rate-limited] för många försök: vänta en stund och försök igen
        [bad-message] servern förstod inte begäran ({ $detail })
        [passkey-cancelled] lösennyckeln användes inte
        [passkey-unsupported] den här webbläsaren kan inte använda lösennycklar här
        [forbidden-origin] nekad: begäran kom från en annan webbplats sida
        [unsupported-media-type] nekad: begäran skickades inte som JSON
        [misdirected-request] nekad: den här servern svarar inte för den adressen
       *[other] { problem }
    }
profile-title = { $name }: profil
profile-ratings = Rating
profile-game = Spel
profile-rating = Rating
profile-games = Rankade partier
profile-recent = Senaste partierna
profile-no-games = Inga partier än.
profile-chart = { $game }: { $games ->
        [one] ett rankat parti
       *[other] { $games } rankade partier
    }, från { $first } till { $last } (lägst { $low }, högst { $high })
leaderboard-title = { $game }: topplista
leaderboard-games =
    .aria-label = Spel
leaderboard-empty = Ingen har en etablerad rating här än: en rating räknas när dess avvikelse är 110 eller lägre, efter några rankade partier.
leaderboard-played = { $count ->
        [one] ett rankat parti
       *[other] { $count } rankade partier
    }
pairing-title = Snabbmatchning
pairing-rated = Rankat
pairing-clocks =
    .aria-label = Betänketider
pairing-cancel = Avbryt sökningen
pairing-seeking = Söker en jämnstark motståndare…
pairing-bot-in = Söker en jämnstark motståndare… Kommer ingen, spelar en husbot mot dig om { $seconds } s.
pairing-sign-in = Logga in för att spela rankade partier
lobby-rated = Rankat (ändrar båda spelarnas rating; kräver klocka och den vanliga startställningen)

## Utmaningar med namn (lobbyn och en profil)

challenge-title = Utmaningar
challenge-form-title = Utmana en spelare med namn
challenge-player = Utmana { $name }
challenge-name = Spelarens namn
challenge-send = Skicka utmaningen
challenge-sending = Skickar…
challenge-sent = Utmaningen till { $name } är skickad: den väntar på svar i lobbyn.
challenge-declined = { $name } tackade nej till din utmaning.
challenge-incoming = { $name } utmanar dig: { $game }, { $clock }{ $rated ->
        [yes] , rankat
       *[no] {""}
    }
challenge-outgoing = Väntar på svar från { $name }: { $game }, { $clock }{ $rated ->
        [yes] , rankat
       *[no] {""}
    }
challenge-accept = Anta
challenge-decline = Avböj
challenge-cancel = Dra tillbaka
challenge-none = Inga utmaningar väntar.
challenge-notice = { $count ->
    [one] { $name } utmanar dig.
   *[other] { $count } utmaningar väntar på dig.
  }
challenge-notice-answer = Svara
challenge-notice-later = Senare
challenge-bots = Husbottar online, redo att spela: { $names }
online-rated = rankat
online-rating-change = { $change }
online-between = { $white } – { $black }: { $stands }
player-name = { $name }
player-deleted = raderad spelare
player-anonymous = Anonym

## Arenaturneringar (listan i lobbyn och en arenas sida)

arena-list-title = Arenaturneringar
arena-none = Ingen arena just nu.
arena-players = { $count ->
        [one] { $count } spelare
       *[other] { $count } spelare
    }
arena-starts-in-minutes = { $minutes ->
        [one] börjar om { $minutes } minut
       *[other] börjar om { $minutes } minuter
    }
arena-ends-in-minutes = { $minutes ->
        [one] slutar om { $minutes } minut
       *[other] slutar om { $minutes } minuter
    }
arena-finished = Avslutad
arena-hourly-title = Timarena: { $game }
arena-named = { $name }
arena-page-title = Arena
arena-terms = { $game } · { $clock } · { $minutes ->
        [one] { $minutes } minut
       *[other] { $minutes } minuter
    }{ $rated ->
        [yes] {" "}· rankad
       *[no] {" "}· orankad
    }{ $berserk ->
        [yes] {" "}· bärsärk tillåten
       *[no] {""}
    }
arena-back = Tillbaka till arenan
arena-starts-in = Börjar om { $time }
arena-ends-in = Slutar om { $time }
arena-podium =
    .aria-label = Prispall
arena-place = { $place ->
        [first] Etta
        [second] Tvåa
       *[third] Trea
    }
arena-points = { $count ->
        [one] { $count } poäng
       *[other] { $count } poäng
    }
arena-rules = Så fungerar en arena
arena-rule-pairing = Medan arenan pågår lottas varje ledig spelare genast mot en annan ledig spelare nära sig i tabellen, och inte mot motståndaren i sitt förra parti om någon annan är ledig.
arena-rule-points = En vinst ger 2 poäng, remi 1, förlust 0.
arena-rule-fire = Efter två vinster i rad är du het: varje parti räknas dubbelt (vinst 4, remi 2) fram till det första partiet som du inte vinner.
arena-rule-draw = Remi på färre än 10 drag var ger inget.
arena-rule-berserk = Bärsärk, om arenan tillåter det: före ditt första drag kan du halvera din tid och avstå från tillägget; en vinst efter minst 7 egna drag ger då 1 poäng extra.
arena-rule-end = När tiden är ute börjar inga nya partier; pågående partier spelas klart och räknas. Pausa när du behöver: dina poäng finns kvar.
arena-standings = Tabell
arena-col-rank = Plats
arena-col-player = Spelare
arena-col-rating = Rating
arena-col-sheet = Partier
arena-col-score = Poäng
arena-pages =
    .aria-label = Tabellens sidor
arena-previous = Föregående
arena-next = Nästa
arena-page = Sida { $page } av { $pages }
arena-nobody = Ingen har anmält sig än.
arena-sign-in = Logga in för att spela
arena-join = Gå med
arena-withdraw = Dra dig ur
arena-pause = Pausa
arena-me = Du är på plats { $rank } med { $score } poäng{ $state ->
        [fire] : du är het, ditt nästa parti räknas dubbelt.
        [paused] : pausad. Gå med igen för att spela vidare.
       *[playing] .
    }
arena-on-fire = het
arena-paused = pausad
