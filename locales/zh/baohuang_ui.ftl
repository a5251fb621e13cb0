## 机器人画出的保皇牌桌（bot/faces/baohuang.py）。

baohuang-ui-head = 🃏 <b>保皇</b> · { $variant } · 第 { $hand }/{ $hands } 局
baohuang-ui-totals = 累计：{ $totals }
baohuang-ui-face-up = 翻开的牌：{ $card }
baohuang-ui-throne = 👑 皇位：由 { $player } 决定。
baohuang-ui-bundle = 随皇位传 { $n } 张牌。
baohuang-ui-declaring = 🤫 首轮出牌前的暗中表态……
baohuang-ui-kicking = 🦶 踢的环节：另一方可以加倍……
baohuang-ui-over = 🏁 本场结束。

baohuang-ui-emperor = 👑 皇帝 { $player }
baohuang-ui-alone-open = 👑 { $player } 一人对四家
baohuang-ui-alone-secret = 👑 { $player } 暗独
baohuang-ui-guard = 🛡 保子 { $player }
baohuang-ui-guard-hidden = 🛡 保子未知
baohuang-ui-called = 叫 { $card }
baohuang-ui-double-mingbao = 明保 ×2
baohuang-ui-double-rebellion = 造反成功 ×2
baohuang-ui-kicked = { $player } 踢 ×2

baohuang-ui-last-trick = ⏮ 上一轮 { $player } 赢：{ $plays }
baohuang-ui-last-hand = 第 { $hand } 局：{ $scores }
baohuang-ui-trick = <b>本轮</b>
baohuang-ui-trick-play = { $player }：<b>{ $cards }</b>
baohuang-ui-trick-pass = { $player }：过
baohuang-ui-to-beat = 👉 { $player } 管 { $cards }
baohuang-ui-to-lead = 👉 { $player } 出牌
baohuang-ui-out = 🏁 { $place }

baohuang-ui-hand = 🂠 <b>你的牌</b>（{ $n } 张）：{ $cards }
baohuang-ui-hand-empty = 🂠 你的牌已出完。
baohuang-ui-you-emperor = 👑 你是皇帝；保子是谁还不知道。
baohuang-ui-you-emperor-guard = 👑 你是皇帝；你的保子是 { $player }。
baohuang-ui-you-alone = 👑 你暗独，一人对四家。
baohuang-ui-you-alone-open = 👑 你明着一人对四家。
baohuang-ui-you-guard = 🛡 你是 { $player } 的保子，别人不知道。
baohuang-ui-you-guard-open = 🛡 你是 { $player } 的保子，大家都知道。
baohuang-ui-you-rebel = ⚒ 你是反贼。
baohuang-ui-you-rebel-with = ⚒ 你是反贼，同伙：{ $players }。
baohuang-ui-you-auto = ⌛ 本局剩余时间由系统托管。
baohuang-ui-trick-line = 桌上：{ $plays }
baohuang-ui-pass = 过
baohuang-ui-counts = 剩余牌数：{ $counts }

baohuang-ui-q-throne = 👑 皇位由你决定：
baohuang-ui-q-declare = 🤫 暗中表态：所有人回答之前，谁也看不到你的选择。
baohuang-ui-q-kick = 🦶 一方已亮明。说“踢”分数加倍（只算第一个踢）。
baohuang-ui-q-lead = 👉 轮到你出牌：出任意一手。
baohuang-ui-q-follow = 👉 管 { $player } 的 <b>{ $cards }</b>，或者过。
baohuang-ui-q-typing = 也可以直接打字出牌，例如 <code>{ $example }</code>。
baohuang-ui-q-default = ⏳ 超时默认：{ $action }
baohuang-ui-why-ascend = 登基：当皇帝，首先出牌。
baohuang-ui-why-ascend-both = 登基：当皇帝；你还拿着保牌，所以暗独。
baohuang-ui-why-ascend-alone = 登基：没有可叫的牌，一人对四家。
baohuang-ui-why-dubao = 独保：明着一人对四家。
baohuang-ui-why-transfer = 转让：皇帝牌交给 { $player }，由他当皇帝；你是公开的保子。
baohuang-ui-why-cede = 让位：皇位传给 { $player }{ $tie }。
baohuang-ui-tie-card = {"，"}贴一张牌（2，没有就贴最大的牌）
baohuang-ui-tie-two = {"，"}加一张 2
baohuang-ui-tie-none = {""}
baohuang-ui-why-call = 叫 { $card }：你有三张，第四张的持有人是你的保子。
baohuang-ui-why-mingdu = 明独：一人对其余四家。
baohuang-ui-why-qiangdu = 抢独：抢皇位，一人对其余四家。
baohuang-ui-why-mingbao = 明保：亮明保子身份，分数加倍。
baohuang-ui-why-anbao = 暗保：不亮明。
baohuang-ui-why-rebel = 造反：亮明反贼身份；两人以上造反则保子亮明，分数加倍。
baohuang-ui-why-norebel = 不造反。
baohuang-ui-why-ok = 不表态。
baohuang-ui-why-kick = 踢：分数加倍。
baohuang-ui-why-nokick = 不踢。

baohuang-ui-draft-rank = 🧩 组牌：选点数（只列出现在能出的）。
baohuang-ui-draft-count = 🧩 { $rank }：出几张？
baohuang-ui-draft-with = 🧩 { $cards }：挂什么王？
baohuang-ui-draft-jokers = 🧩 只出王：哪几张？
baohuang-ui-btn-build = 🧩 其他出法…
baohuang-ui-btn-back = ⬅ 返回
baohuang-ui-btn-jokers = 🃏 王

baohuang-ui-final = 🏁 <b>最终结果</b> — 保皇，{ $variant }，共 { $hands } 局
baohuang-ui-final-hand = 第 { $hand } 局：{ $sides } · 出完顺序：{ $order }
baohuang-ui-final-best = 分数为进贡的 2：+ 收到，− 交出。
baohuang-ui-final-row = { $place }. <b>{ $player }</b> { $score }{ $detail }
