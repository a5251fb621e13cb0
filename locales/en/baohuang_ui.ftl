## The 保皇 table as the bot draws it (bot/faces/baohuang.py). Cards keep their Chinese names (大王 big
## joker, 小王 small joker, 老王 old king) in every language, as in the hand text.

baohuang-ui-head = 🃏 <b>Baohuang</b> · { $variant } · hand { $hand }/{ $hands }
baohuang-ui-totals = Totals: { $totals }
baohuang-ui-face-up = Face-up card: { $card }
baohuang-ui-throne = 👑 The throne: { $player } decides.
baohuang-ui-bundle = { $n ->
        [one] 1 card travels with the throne.
       *[other] { $n } cards travel with the throne.
    }
baohuang-ui-declaring = 🤫 Secret declarations before the first lead…
baohuang-ui-kicking = 🦶 Kick round (踢): the other side may double the score…
baohuang-ui-over = 🏁 The match is over.

baohuang-ui-emperor = 👑 Emperor { $player }
baohuang-ui-alone-open = 👑 { $player } plays alone against four
baohuang-ui-alone-secret = 👑 { $player } plays alone (暗独)
baohuang-ui-guard = 🛡 guard { $player }
baohuang-ui-guard-hidden = 🛡 guard unknown
baohuang-ui-called = called { $card }
baohuang-ui-double-mingbao = guard revealed (明保) ×2
baohuang-ui-double-rebellion = rebellion ×2
baohuang-ui-kicked = kick (踢) by { $player } ×2

baohuang-ui-last-trick = ⏮ Last trick, won by { $player }: { $plays }
baohuang-ui-last-hand = Hand { $hand }: { $scores }
baohuang-ui-trick = <b>Trick</b>
baohuang-ui-trick-play = { $player }: <b>{ $cards }</b>
baohuang-ui-trick-pass = { $player }: pass
baohuang-ui-to-beat = 👉 { $player } to beat { $cards }
baohuang-ui-to-lead = 👉 { $player } leads
baohuang-ui-out = 🏁 { $place }

baohuang-ui-hand = 🂠 <b>Your cards</b> ({ $n }): { $cards }
baohuang-ui-hand-empty = 🂠 You have no cards left.
baohuang-ui-you-emperor = 👑 You are the emperor; your guard is secret.
baohuang-ui-you-emperor-guard = 👑 You are the emperor; your guard is { $player }.
baohuang-ui-you-alone = 👑 You play alone against four, in secret (暗独).
baohuang-ui-you-alone-open = 👑 You play alone against four, openly.
baohuang-ui-you-guard = 🛡 You are the guard of { $player }; nobody else knows.
baohuang-ui-you-guard-open = 🛡 You are the guard of { $player }, known to all.
baohuang-ui-you-rebel = ⚒ You are a rebel.
baohuang-ui-you-rebel-with = ⚒ You are a rebel, with { $players }.
baohuang-ui-you-auto = ⌛ You are on auto-play (托管) until the hand ends.
baohuang-ui-trick-line = On the table: { $plays }
baohuang-ui-pass = pass
baohuang-ui-counts = Cards left: { $counts }

baohuang-ui-q-throne = 👑 The throne is yours to decide:
baohuang-ui-q-declare = 🤫 Declare in secret: nobody sees your answer before everyone has answered.
baohuang-ui-q-kick = 🦶 A side is revealed. Kick (踢) to double the score (the first kick counts).
baohuang-ui-q-lead = 👉 Your lead: play any set.
baohuang-ui-q-follow = 👉 Beat { $player }'s <b>{ $cards }</b>, or pass.
baohuang-ui-q-typing = You can also type a play, e.g. <code>{ $example }</code>.
baohuang-ui-q-default = ⏳ On timeout: { $action }
baohuang-ui-why-ascend = Ascend (登基): become the emperor and lead the first trick.
baohuang-ui-why-ascend-both = Ascend (登基): become the emperor; with the guard card too you play alone in secret (暗独).
baohuang-ui-why-ascend-alone = Ascend (登基): with no card to call you play alone against four.
baohuang-ui-why-dubao = Play alone openly (独保): play alone against the other four, openly.
baohuang-ui-why-transfer = Pass the card (转让): the emperor card goes to { $player }, who becomes emperor; you stay the known guard.
baohuang-ui-why-cede = Cede: the throne passes to { $player }{ $tie }.
baohuang-ui-tie-card = {", "}adding a card (贴: a 2, else your highest card)
baohuang-ui-tie-two = {", "}adding one of your 2s
baohuang-ui-tie-none = {""}
baohuang-ui-why-call = Call { $card }: you hold three, whoever holds the fourth is your guard.
baohuang-ui-why-mingdu = Play alone (明独): play alone against the other four.
baohuang-ui-why-qiangdu = Grab the throne (抢独): play alone against the other four.
baohuang-ui-why-mingbao = Reveal as guard (明保): show yourself as the guard; the score doubles.
baohuang-ui-why-anbao = Stay hidden (暗保): keep your role secret.
baohuang-ui-why-rebel = Rebel (造反): reveal yourself as a rebel; two or more rebels reveal the guard and double the score.
baohuang-ui-why-norebel = No rebellion: keep quiet.
baohuang-ui-why-ok = No declaration.
baohuang-ui-why-kick = Kick (踢): the score doubles.
baohuang-ui-why-nokick = No kick.

baohuang-ui-draft-rank = 🧩 Build a play: choose the rank (only playable ones are offered).
baohuang-ui-draft-count = 🧩 { $rank }: how many?
baohuang-ui-draft-with = 🧩 { $cards }: with which jokers?
baohuang-ui-draft-jokers = 🧩 Jokers alone: which?
baohuang-ui-btn-build = 🧩 Another play…
baohuang-ui-btn-back = ⬅ Back
baohuang-ui-btn-jokers = 🃏 Jokers

baohuang-ui-final = 🏁 <b>Final result</b> — Baohuang, { $variant }, { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }
baohuang-ui-final-hand = Hand { $hand }: { $sides } · out: { $order }
baohuang-ui-final-best = Scores are 2s of tribute: + taken, − given.
baohuang-ui-final-row = { $place }. <b>{ $player }</b> { $score }{ $detail }
