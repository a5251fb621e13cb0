## 保皇：五人四副牌，皇帝与保子对三名反贼。

baohuang-name = 保皇
baohuang-rules =
    <b>保皇</b> — 5 人，4 副牌。牌点由小到大：3 4 5 6 7 8 9 10 J Q K A 2、小王、大王。除标记牌和叫牌外不分花色。
    <b>阵营。</b>皇帝与保子（侍卫）一伙，对抗其余三名反贼。皇帝不知道谁是保子；保子可以暗保，也可以明保。也可能一人独打其余四家。
    <b>出牌。</b>一手牌是同点数的若干张，可以挂王（如 888+大王），也可以单出王；不能出顺子。管牌时张数必须相同，两手牌各自从大到小排列后，每一张都要比对方同位置的牌大：8888 管 7777；大小小小 管 AAAA；小777 管 6666；大6666 管 小5555；9999 管不了 小888；挂大王的牌管不了。皇帝先出；其余玩家依次管牌或过牌（过牌后本轮仍可再管）；其他人都过牌后，最后出牌的人重新出牌。
    <b>名次。</b>出完牌的先后为头科、二科、三科、二落、大落。手牌剩 10 张以内时公开张数。比分一旦确定，本局立即结束。
    <b>玩法。</b>
    • <i>威海保皇</i>（默认）：165 张（去掉 3、4、5 和三张 6），每人 33 张。一张大王为皇帝牌，一张小王为保牌。憋6：带 6 的牌必须一次出完手中所有牌。同时抓到皇帝牌和保牌的人可以登基（暗独）、独保，或把皇帝牌转让给下家、自己做公开的保子。首次出牌前任何人可以明独；保子选择明保或暗保；其余玩家可以造反（两人以上造反成功，保子亮明，分数加倍）。一方亮明后，另一方可以“踢”一次，分数再加倍。计分：独保/明独头科 +32、其余每人 −8，否则 −32/+8；暗独按皇帝名次 +16、+8、0、−8、−16（其余四人各得相反的四分之一）；皇帝和保子分开时名次分为 4、2、0、−2、−4，以皇帝与保子的名次分之和为底分：皇帝得两倍底分，保子得一倍，反贼各扣一倍；明保或造反成功加倍。
    • <i>联众简明玩法</i>：168 张（去掉 3、4、5）。皇帝牌持有人可以让位给上家，每让一次贴一张 2（没有 2 贴最大的牌）；两轮无人登基则重新发牌。2 不能挂王。保牌持有人为保子。明独保 ±24/∓6，暗独保按名次 +12/0/−12；其余情况保子得分 = 6 −（皇帝名次 + 保子名次），皇帝加倍，反贼得相反分；明保或造反成功加倍。中途退出扣 40 分。选项：<code>bie6</code>（憋6），<code>kao</code>（烤牌：两大王管一大王，两小王管一小王，三小王管一大王，张数可以不同）。
    • <i>联众经典玩法</i>：没有保牌。皇帝叫自己有三张的一张牌（花色加点数），第四张的持有人是保子（叫自己有四张的牌为暗独保）。让位不贴 2；传完一轮后必须登基。选项 <code>qiangdu</code>：任何人都可以抢独。
    • <i>最佳规则</i>：216 张，一张小王换成老王，老王可单杀大王，两张大王杀一张大王。翻开的牌决定谁有皇帝资格；让位给上家时连同底牌大王，之后每让一次加一张 2。老王持有人为保子。不计分，下局开局时按名次进贡 2（如皇帝、保子头科二科：皇帝吃 4 张，保子吃 2 张，反贼各进 2 张）。
    • <i>校园比赛</i>：205 张，只有五张 3；憋3（3 必须最后出，没有 3 用 2 买）。皇帝叫三张相同的牌（不能是 3 或 2），第四张的持有人为保子，这张牌可以打大王。四张完全相同的牌在管牌时是炸弹。名次分 3、2、1、0、−1，按阵营相加，多者胜；皇帝 ±2，保子 ±1，反贼 ∓1，明保加倍。
    <b>打字出牌。</b>直接发送：<code>888+大</code>、<code>888+D</code>、<code>10 10</code>、<code>8x3+B</code>，或 <code>过</code> / <code>pass</code>。

baohuang-opt-variant = 玩法：<code>weihai</code>（默认）、<code>lianzhong-simple</code>、<code>lianzhong-classic</code>、<code>best</code>、<code>campus</code>
baohuang-opt-hands = 本场局数（累计计分）
baohuang-opt-bie6 = 联众：憋6，6 必须最后一次出完
baohuang-opt-kao = 联众：烤牌，王牌可以用不同张数的牌管
baohuang-opt-qiangdu = 联众经典：任何人都可以抢独

baohuang-variant-weihai = 威海保皇
baohuang-variant-lianzhong-simple = 联众简明玩法
baohuang-variant-lianzhong-classic = 联众经典玩法
baohuang-variant-best = 最佳规则
baohuang-variant-campus = 校园比赛规则

baohuang-place-1 = 头科
baohuang-place-2 = 二科
baohuang-place-3 = 三科
baohuang-place-4 = 二落
baohuang-place-5 = 大落

baohuang-top-old = 老王
baohuang-top-guard = 保牌
baohuang-price-two = 一张 2
baohuang-price-joker = 一张王
baohuang-joker-small = 小王
baohuang-joker-big = 大王
baohuang-joker-old = 老王
baohuang-price-card = 一张牌

baohuang-cards = { $cards }{ $big ->
        [0] {""}
        [1] { baohuang-plus-big }大王
       *[other] { baohuang-plus-big }大王×{ $big }
    }{ $small ->
        [0] {""}
        [1] { baohuang-plus-small }小王
       *[other] { baohuang-plus-small }小王×{ $small }
    }{ $top ->
        [0] {""}
       *[other] { baohuang-plus-top }{ $topname }
    }
baohuang-plus-big = { $n ->
        [0] {""}
       *[other] {"+"}
    }
baohuang-plus-small = { $nb ->
        [0] {""}
       *[other] {"+"}
    }
baohuang-plus-top = { $nbs ->
        [0] {""}
       *[other] {"+"}
    }

## buttons
baohuang-act-play = { baohuang-cards }
baohuang-act-pass = 过
baohuang-act-ascend = 登基
baohuang-act-dubao = 独保
baohuang-act-cede = 让位
baohuang-act-call = 叫 { $card } 做保
baohuang-act-mingdu = 明独
baohuang-act-qiangdu = 抢独
baohuang-act-mingbao = 明保
baohuang-act-anbao = 暗保
baohuang-act-rebel = 造反
baohuang-act-norebel = 不造反
baohuang-act-ok = 不表态
baohuang-act-kick = 踢
baohuang-act-nokick = 不踢
baohuang-act-leave = 退出

## events
baohuang-ev-match = 保皇（{ $variant }），共 { $hands } 局。
baohuang-ev-hand = 第 { $hand } 局（共 { $hands } 局）发牌。
baohuang-ev-dealt = 你拿到 { $n } 张牌。
baohuang-ev-hold-guard = 你抓到了保牌：你是保子（除非你同时抓到皇帝牌）。
baohuang-ev-hold-old = 你抓到了老王：谁当皇帝，你就是谁的保子。
baohuang-ev-face-up = 翻开的牌是 { $card }：{ $player } 获得皇帝资格。
baohuang-ev-tribute = 进贡：{ $player } 给 { $to } 一张牌。
baohuang-ev-buy-three = { $player } 用{ $price }向 { $from } 买了一张 3。
baohuang-ev-ascend = 👑 { $player } 登基，先出牌。
baohuang-ev-dubao = 👑 { $player } 独保，一人对四家。
baohuang-ev-transfer = { $player } 同时抓到皇帝牌和保牌，把皇帝牌转让给 { $to }：{ $to } 当皇帝，{ $player } 是公开的保子。
baohuang-ev-cede = { $player } 让位给 { $to }（随皇位传 { $n } 张牌）。
baohuang-ev-redeal = 无人登基，重新发牌。
baohuang-ev-call = 👑 { $player } 登基，叫 { $card }：第四张的持有人是保子。
baohuang-ev-you-guard = 你有第四张 { $card }：你是皇帝的保子。
baohuang-ev-you-guard-old = 你是保子：保护皇帝。
baohuang-ev-no-guard = 👑 { $player } 登基，没有可叫的牌，一人对四家。
baohuang-ev-answer = 你的选择：{ $choice }。
baohuang-ev-mingdu = { $player } 明独，一人对其余四家。
baohuang-ev-qiangdu = { $player } 抢独，一人对其余四家。
baohuang-ev-mingbao = 🛡 { $player } 明保：分数加倍。
baohuang-ev-rebel = ⚒ { $player } 造反。
baohuang-ev-rebellion = 造反成功：{ $player } 是保子，分数加倍。
baohuang-ev-rebellion-alone = 造反成功：皇帝 { $player } 自己拿着保牌（暗独），分数加倍。
baohuang-ev-quiet = 无人表态。
baohuang-ev-kick-round = 一方已亮明，另一方可以“踢”，分数加倍。
baohuang-ev-kick = { $player } 踢：分数加倍。
baohuang-ev-nokick = 没有人踢。
baohuang-ev-first-lead = { $player } 首先出牌。
baohuang-ev-trick = 大家都不要 { $player } 的 { baohuang-cards }：{ $leader } 出牌。
baohuang-ev-unbeatable = { $player } 的 { baohuang-cards } 没人管得了：{ $leader } 出牌。
baohuang-ev-top-guard = { $player } 打出{ $topname }：{ $player } 是保子。
baohuang-ev-top-alone = { $player } 打出{ $topname }：皇帝是一个人。
baohuang-ev-out = 🏁 { $player } 出完了：{ $place }。
baohuang-ev-hand-end = 第 { $hand } 局胜负已定。
baohuang-ev-reveal-guard = 保子是 { $player }。
baohuang-ev-reveal-alone = 皇帝 { $player } 自己拿着保牌：暗独。
baohuang-ev-score = { $player }：{ $score }（累计 { $total }）
baohuang-ev-match-end = 本场结束。
baohuang-ev-auto-locked = { $player } 本局超时三次，本局剩余时间由系统托管。
baohuang-ev-leave = { $player } 退出，由电脑接着打。{ $penalty ->
        [0] {""}
       *[other] 罚 { $penalty } 分。
    }

## errors
baohuang-err-choice = 现在不能这样选。
baohuang-err-bad-play = 不是合法的牌型：同点数的牌加王，如 888+大 或 8x3+B。
baohuang-err-not-held = 你没有这些牌。
baohuang-err-two-carry = 本玩法中 2 不能挂王。
baohuang-err-bie = 你的 { $rank } 必须留到最后一次出完。
baohuang-err-cannot-beat = 管不住桌上的牌。
baohuang-err-must-lead = 轮到你出牌，不能过。
baohuang-err-bomb-lead = 炸弹只能用来管牌；首家出牌时请当普通的四张出。
baohuang-err-auto-locked = 本局剩余时间你处于托管状态。
