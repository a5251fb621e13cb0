## 保皇 (Baohuang): five players, four decks. The emperor and a guard against three rebels.

baohuang-name = Baohuang (保皇, Protect the Emperor)
baohuang-rules =
    <b>Baohuang</b> — 5 players, 4 decks. Ranks low to high: 3 4 5 6 7 8 9 10 J Q K A 2, small joker (小王), big joker (大王). Suits do not matter except for marked and called cards.
    <b>Sides.</b> The emperor (皇帝) and a guard (保子) play against three rebels. The emperor knows nobody; the guard may stay hidden (暗保) or reveal (明保). One player may also play alone against the other four.
    <b>Plays.</b> A play is any number of cards of one rank, with jokers attached if you like (888 + big joker), or jokers alone. No straights. To beat a play you use the same number of cards and, with both sorted high to low, every card of yours must be higher than the card in the same place: 8888 beats 7777, big+small+small+small beats AAAA, small+777 beats 6666, big+6666 beats small+5555; 9999 does not beat small+888; a play holding a big joker cannot be beaten. The emperor leads; each player in turn beats or passes (passing does not keep you out of the trick); when everyone else has passed, the last player leads again.
    <b>Places.</b> The order of going out gives the places 1–5 (头科, 二科, 三科, 二落, 大落). Whenever a player has 10 cards or fewer, the count is shown. The hand ends as soon as every score is decided.
    <b>Variants.</b>
    • <i>Weihai</i> (default): 165 cards (no 3, 4, 5, only 13 sixes), 33 each. One big joker is the emperor card, one small joker the guard card. Sixes last (憋6): a play with sixes must empty your hand. If you hold both marked cards you may ascend secretly alone (暗独), play openly alone (独保) or pass the emperor card to the next player and stay the known guard. Before the first lead anyone may declare 明独 (alone, openly); the guard chooses to reveal or stay hidden; others may declare rebellion (two or more reveal the guard and double the score). Once a side is revealed, the other side may kick (踢) once: the score doubles again. Scores: alone +32/−8 each if first out, else −32/+8; alone in secret by the emperor's place +16, +8, 0, −8, −16 (others a quarter the other way); otherwise places are worth 4, 2, 0, −2, −4, <code>S</code> = emperor's + guard's, the emperor gets <code>2S</code>, the guard <code>S</code>, each rebel <code>−S</code>, doubled by a revealed guard or a rebellion.
    • <i>Lianzhong simple</i>: 168 cards (no 3, 4, 5). The emperor card holder may cede to the previous player, adding a 2 (or the highest card) each time; after two full rounds the cards are dealt again. 2s may not carry jokers. Guard = holder of the marked small joker. Alone openly ±24/∓6, alone in secret +12/0/−12 by place; otherwise guard = 6 − (emperor's place + guard's place), emperor twice that, rebels the opposite; doubled by a revealed guard or a won rebellion. Leaving costs 40. Options: <code>bie6</code> (sixes last, 憋6), <code>kao</code> (roasting, 烤牌: joker plays may be beaten by two big jokers for one, two small for one small, three small for one big, in plays of another size).
    • <i>Lianzhong classic</i>: no marked guard card: the emperor names a card (suit and rank) of which they hold three, and the holder of the fourth is the guard (naming one held four times: alone in secret). Ceding passes no 2; after one round the holder must ascend. Option <code>qiangdu</code>: anyone may grab the throne (抢独) to play alone.
    • <i>Best</i>: 216 cards; the 老王 replaces a small joker and beats a single big joker, two big jokers beat one. A face-up card picks who may become emperor; ceding goes to the previous player with the set-aside big joker, plus a 2 each further time. The 老王's holder is the guard. No points: 2s of tribute at the next deal (e.g. emperor and guard 1st and 2nd: the emperor takes 4, the guard 2, each rebel gives 2).
    • <i>Campus</i>: five 3s in 205 cards, threes last (憋3): a 3 must be your last card; without one you buy one with a 2. The emperor names three identical cards (not 3 or 2); the fourth's holder is the guard, and that card beats a big joker. Four identical cards are a bomb when played in answer. Places 3, 2, 1, 0, −1 per side: the higher side wins; emperor ±2, guard ±1, rebels ∓1; a revealed guard doubles it.
    <b>Typing.</b> Send a play as text: <code>888+大</code>, <code>888+D</code>, <code>10 10</code>, <code>8x3+B</code>, or <code>pass</code> / <code>过</code>.

baohuang-opt-variant = rule variant: <code>weihai</code> (default), <code>lianzhong-simple</code>, <code>lianzhong-classic</code>, <code>best</code>, <code>campus</code>
baohuang-opt-hands = number of hands in the match (running totals)
baohuang-opt-bie6 = lianzhong: sixes must go last, all at once (憋6)
baohuang-opt-kao = lianzhong: roasting (烤牌), joker plays may be beaten by plays of another size
baohuang-opt-qiangdu = lianzhong-classic: anyone may grab the throne to play alone (抢独)

baohuang-variant-weihai = Weihai
baohuang-variant-lianzhong-simple = Lianzhong simple
baohuang-variant-lianzhong-classic = Lianzhong classic
baohuang-variant-best = Best rules
baohuang-variant-campus = Campus contest

baohuang-place-1 = 1st (头科)
baohuang-place-2 = 2nd (二科)
baohuang-place-3 = 3rd (三科)
baohuang-place-4 = 4th (二落)
baohuang-place-5 = last (大落)

baohuang-top-old = Old King
baohuang-top-guard = guard card
baohuang-price-two = a 2
baohuang-price-joker = a joker
baohuang-joker-small = small joker
baohuang-joker-big = big joker
baohuang-joker-old = Old King
baohuang-price-card = a card

baohuang-cards = { $cards }{ $big ->
        [0] {""}
        [1] { baohuang-plus-big }big joker
       *[other] { baohuang-plus-big }{ $big } big jokers
    }{ $small ->
        [0] {""}
        [1] { baohuang-plus-small }small joker
       *[other] { baohuang-plus-small }{ $small } small jokers
    }{ $top ->
        [0] {""}
       *[other] { baohuang-plus-top }{ $topname }
    }
baohuang-plus-big = { $n ->
        [0] {""}
       *[other] {" + "}
    }
baohuang-plus-small = { $nb ->
        [0] {""}
       *[other] {" + "}
    }
baohuang-plus-top = { $nbs ->
        [0] {""}
       *[other] {" + "}
    }

## buttons
baohuang-act-play = { baohuang-cards }
baohuang-act-pass = Pass
baohuang-act-ascend = Ascend (登基)
baohuang-act-dubao = Play alone openly (独保)
baohuang-act-cede = Cede the throne
baohuang-act-call = Call { $card } as guard
baohuang-act-mingdu = Play alone (明独)
baohuang-act-qiangdu = Grab the throne (抢独)
baohuang-act-mingbao = Reveal as guard (明保)
baohuang-act-anbao = Stay hidden (暗保)
baohuang-act-rebel = Rebel (造反)
baohuang-act-norebel = No rebellion
baohuang-act-ok = No declaration
baohuang-act-kick = Kick (踢)
baohuang-act-nokick = No kick
baohuang-act-leave = Leave the game

## events
baohuang-ev-match = Baohuang, { $variant } rules, { $hands ->
        [1] one hand.
       *[other] { $hands } hands.
    }
baohuang-ev-hand = Hand { $hand } of { $hands } is dealt.
baohuang-ev-dealt = You were dealt { $n } cards.
baohuang-ev-hold-guard = You hold the guard card (保): you are the guard, unless you also hold the emperor card.
baohuang-ev-hold-old = You hold the Old King (老王): you are the guard of whoever becomes emperor.
baohuang-ev-face-up = Face-up card { $card }: { $player } may become emperor.
baohuang-ev-tribute = Tribute: { $player } gives a card to { $to }.
baohuang-ev-buy-three = { $player } buys a 3 from { $from } for { $price }.
baohuang-ev-ascend = 👑 { $player } ascends the throne and leads.
baohuang-ev-dubao = 👑 { $player } plays alone against all four (独保).
baohuang-ev-transfer = { $player } held both marked cards and passes the emperor card to { $to }: { $to } is emperor, { $player } the open guard.
baohuang-ev-cede = { $player } cedes the throne to { $to } ({ $n } cards travel with it).
baohuang-ev-redeal = Nobody took the throne: the cards are dealt again.
baohuang-ev-call = 👑 { $player } ascends and calls { $card }: its fourth copy makes the guard.
baohuang-ev-you-guard = You hold the fourth { $card }: you are the emperor's guard.
baohuang-ev-you-guard-old = You are the guard: protect the emperor.
baohuang-ev-no-guard = 👑 { $player } ascends with no card to call and plays alone against all four.
baohuang-ev-answer = Your answer: { $choice }.
baohuang-ev-mingdu = { $player } declares to play alone (明独) against the other four.
baohuang-ev-qiangdu = { $player } grabs the throne (抢独): alone against the other four.
baohuang-ev-mingbao = 🛡 { $player } reveals as the guard (明保): scores double.
baohuang-ev-rebel = ⚒ { $player } declares rebellion (造反).
baohuang-ev-rebellion = The rebellion is established: { $player } is the guard, and scores double.
baohuang-ev-rebellion-alone = The rebellion is established: emperor { $player } holds the guard card too and plays alone (暗独); scores double.
baohuang-ev-quiet = No declarations.
baohuang-ev-kick-round = A side is revealed: the other side may kick (踢) to double the score.
baohuang-ev-kick = { $player } kicks (踢): scores double.
baohuang-ev-nokick = Nobody kicks.
baohuang-ev-first-lead = { $player } leads the first trick.
baohuang-ev-trick = Everyone passed on { $player }'s { baohuang-cards }: { $leader } leads.
baohuang-ev-unbeatable = Nothing can beat { $player }'s { baohuang-cards }: { $leader } leads.
baohuang-ev-top-guard = { $player } plays the { $topname }: { $player } is the guard.
baohuang-ev-top-alone = { $player } plays the { $topname }: the emperor is alone.
baohuang-ev-out = 🏁 { $player } is out: { $place }.
baohuang-ev-hand-end = Hand { $hand } is decided.
baohuang-ev-reveal-guard = The guard was { $player }.
baohuang-ev-reveal-alone = Emperor { $player } held the guard card too: alone in secret.
baohuang-ev-score = { $player }: { $score } (total { $total })
baohuang-ev-match-end = The match is over.
baohuang-ev-auto-locked = { $player } timed out three times this hand and stays on auto-play (托管).
baohuang-ev-leave = { $player } left the game; the AI plays on. { $penalty ->
        [0] {""}
       *[other] Penalty: { $penalty }.
    }

## errors
baohuang-err-choice = That choice is not open to you now.
baohuang-err-bad-play = Not a play: cards of one rank plus jokers, e.g. 888+大 or 8x3+B.
baohuang-err-not-held = You do not hold those cards.
baohuang-err-two-carry = In these rules 2s may not carry jokers.
baohuang-err-bie = Your { $rank }s must be your last play, all at once.
baohuang-err-cannot-beat = That does not beat the play on the table.
baohuang-err-must-lead = You lead this trick: play something.
baohuang-err-bomb-lead = A bomb counts only as an answer; lead the four cards as an ordinary play.
baohuang-err-auto-locked = You are on auto-play (托管) for the rest of this hand.
