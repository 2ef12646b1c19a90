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
    [victory-fields] alla fyra segerfälten hålls
   *[too-few-stones] färre än fyra stenar kvar
}
# $piece is one of the piece-… messages below, already said.
piece-piece = pjäs
piece-stone = sten
piece-sphere = kula
piece-K = kung
piece-Q = dam
piece-R = torn
piece-B = löpare
piece-N = springare
piece-P = bonde
move-step = { $side ->
    [white] Vit
   *[black] Svart
} drar från { $from } till { $to }
move-piece-step = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece } går från { $from } till { $to }
move-place = { $side ->
    [white] Vit
   *[black] Svart
} placerar en { $piece } på { $cell }
move-pass = { $side ->
    [white] Vit
   *[black] Svart
} passar
effect-retreat = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece } på { $from } drar sig tillbaka till { $to }
effect-column-retreat = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece } på { $from } drar sig tillbaka nedåt i kolumnen till { $to }
effect-push = { $side ->
    [white] Vits
   *[black] Svarts
} { $piece } på { $from } knuffas till { $to }
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
} { $piece } på { $cell } { $why ->
    [captured] slås
    [smashed] krossas
    [fell] faller av pyramiden
   *[top] lämnar brädet över toppen
}
# $cells is a list of cells ("b1 and c1"), $count how many.
effect-osiris = Osiris: { $count ->
    [one] { $side ->
        [white] vits
       *[black] svarts
    } { $piece }
   *[other] { $count } × { $side ->
        [white] vits
       *[black] svarts
    } { $piece }
} på { $cells } stängs in och tas bort
effect-taken-back = { $side ->
    [white] Vit
   *[black] Svart
} tar tillbaka { $count ->
    [one] en { $piece }
   *[other] { $count } × { $piece }
} från { $cells }
effect-checkmate = Schackmatt: { $side ->
    [white] vits
   *[black] svarts
} { $king } kan inte undkomma
effect-check = Schack: { $side ->
    [white] vits
   *[black] svarts
} { $king } angrips
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
# $piece is a piece-… message, $cells a list of cells.
position-kind = { $piece }: { $cells }

## Why a click is no move

# $piece is a piece-… message; $cell a cell.
refusal-no-move = { $cell } ({ $piece }) har inget drag just nu.
refusal-not-yours = På { $cell } står { $side ->
    [white] vits
   *[black] svarts
} { $piece }. { $turn ->
    [white] Vit
   *[black] Svart
} vid draget{ $note ->
    [check] {" — "}schack
    [extra-move] {" — "}extradrag
   *[none] {""}
}.
# The engine's own reason, not yet in the messages (English).
refusal-illegal = { $reason }

## The board editor's verdict

editor-valid = En giltig ställning.{" "}
editor-legal = ; { $count ->
    [one] { $count } lagligt drag
   *[other] { $count } lagliga drag
}.
editor-over = En giltig ställning, och partiet är slut:{" "}
# The engine's reason, not yet in the messages (English).
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
puzzle-themes = Teman: { $themes }
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
