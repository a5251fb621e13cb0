economicus-name = 经济帝国
economicus-rules =
    <b>经济帝国</b>（俄罗斯桌游，科尔任科夫设计）。建立你的商业帝国，赢得商誉之星。<i>棋盘和卡牌为自制复原版：官方印刷版未公开。</i>
    棋盘是由编号 2–12 的 11 个行业组成的环。每人开局有 2000万、1 张私有化配额、2 张机会卡，并在 2–6 号行业各放 2 家公司。
    <b>各行业</b>（编号、名称、开局公司数、掷到该编号时每家公司的利润；进阶玩法会打乱编号）：
    2 石油天然气 — 2 家公司（1 家国有），+500万
    3 采矿 — 3 家公司（1 家国有），+400万
    4 能源 — 3 家公司（1 家国有），+300万
    5 交通运输 — 4 家公司（1 家国有），+200万
    6 通信服务 — 4 家公司，+200万
    7 创新 — 公司只能由初创企业组建，+300万
    8 零售 — 5 家公司，+100万
    9 建筑 — 4 家公司（1 家国有），+200万
    10 军工 — 3 家公司（全部国有），+300万
    11 汽车 — 3 家公司（2 家国有），−100万
    12 金融 — 2 家公司（1 家国有），+500万
    <b>一年</b>为一轮加一回合：审计员开启这一年（抽事件卡和一张机会卡），并以自己的回合结束它。<b>你的回合：</b>掷两颗骰子 → 活跃行业。1) 该行业的公司结算利润（或亏损）；相邻行业每家盈利公司 +100万。2) 一家空闲公司进行实时拍卖：你以行业价开价或放弃，其他人付 100万 即可加入；最后一次出价 20 秒后成交。3) 公司所有者可按行业价卖给银行（之后每卖一家降价 10%）。
    <b>掷出 7 或对子：</b>获得一张机会卡，某个行业发生危机（危机强度降低该行业利润，其他危机减弱）。
    <b>随时可以：</b>贷款（每家公司 500万，每 500万 每年利息 100万）、存款（每份 2000万，每年 100万）、研发 R&amp;D 每年一次 600万（5 个初创 → 1 家创新公司）、为危机中的公司引入管理与技术 M&amp;T（600万）、打出机会卡、调查犯罪。
    <b>星：</b>每进入一个行业 1 星（军工、汽车和创新行业 2 星），行业优势（公司最多且至少 2 家）+2，垄断 −3，最佳管理 +1，每破获一起犯罪 +1。最先达到「14 − 玩家人数」颗星者，在该回合结束时获胜。
economicus-opt-stars = 获胜所需星数（0 表示 14 减玩家人数）。
economicus-opt-years = 最多进行的年数（0 表示不限），到期按星数排名。
economicus-opt-auction_seconds = 最后一次出价后多少秒拍卖成交。
economicus-opt-random_numbers = 打乱行业编号（进阶玩法）：是或否。

economicus-ind-2 = 石油天然气
economicus-ind-3 = 采矿
economicus-ind-4 = 能源
economicus-ind-5 = 交通运输
economicus-ind-6 = 通信服务
economicus-ind-7 = 创新
economicus-ind-8 = 零售
economicus-ind-9 = 建筑
economicus-ind-10 = 军工
economicus-ind-11 = 汽车
economicus-ind-12 = 金融
economicus-ind-short-2 = 石油天然气
economicus-ind-short-3 = 采矿
economicus-ind-short-4 = 能源
economicus-ind-short-5 = 交通运输
economicus-ind-short-6 = 通信
economicus-ind-short-7 = 创新
economicus-ind-short-8 = 零售
economicus-ind-short-9 = 建筑
economicus-ind-short-10 = 军工
economicus-ind-short-11 = 汽车
economicus-ind-short-12 = 金融

economicus-kind-gov = 国有公司
economicus-kind-private = 私营公司

economicus-card-quota = 私有化配额
economicus-card-investigate = 调查
economicus-card-relief = 反危机措施
economicus-card-lobby = 游说
economicus-card-support = 国家扶持
economicus-card-subsidy = 补贴
economicus-card-tax = 逃税（犯罪，2）
economicus-card-insider = 内幕交易（犯罪，3）
economicus-card-kickback = 回扣（犯罪，4）
economicus-card-raid = 恶意夺取（犯罪，5）

economicus-event-boom = 繁荣：今年每家公司利润 +100万。
economicus-event-recession = 衰退：今年每家公司利润 −100万。
economicus-event-low-rates = 低利率：今年贷款利息为每 1000万 付 100万。
economicus-event-high-rates = 高利率：贷款每 500万 付 200万，存款每 2000万 得 200万。
economicus-event-state-order = 国家订单：今年军工利润 +200万。
economicus-event-privatization = 私有化浪潮：每人获得一张配额。
economicus-event-nationalization = 国有化：一家私营公司收归国有。
economicus-event-charity = 慈善：今年可付 500万 一次，换 +1 星。
economicus-event-tender = 公开招标：私下提交密封报价；最高者年末付款并得 +1 星。
economicus-event-breakthrough = 技术突破：今年研发只需 300万。
economicus-event-antimonopoly = 反垄断审查：每位垄断者每家公司付 300万。
economicus-event-oil-shock = 石油危机：今年石油天然气 +200万，交通运输和汽车 −100万。
economicus-event-calm = 平静的一年。

economicus-act-place = { $ind }（{ $kind }）
economicus-act-roll = 🎲 掷骰
economicus-act-lot = 拍卖：{ $ind }，{ $kind }
economicus-act-bid = 出价 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-pass = 放弃
economicus-act-sell = 卖给银行：{ $ind }，{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }
economicus-act-offer = 特别收购：{ $ind }，{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } ×3
economicus-act-done = 完成
economicus-act-accept = 出售
economicus-act-refuse = 保留（支付公司价格）
economicus-act-credit = 贷款 +{ $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-repay = 还款 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-deposit = 存款 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-withdraw = 取款 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-rd = 研发 R&D（{ $cost ->
        [0] 0
       *[other] { NUMBER($cost, useGrouping: 0) }00万
    }）
economicus-act-mt = M&T：{ $ind }
economicus-act-play = 打出：{ $card } { $target }
economicus-act-lobby-up = 游说：{ $target } +200万
economicus-act-lobby-down = 游说：{ $target } −200万
economicus-act-probe = 调查 { $criminal }（两骰点数 ×100万）
economicus-act-probe-card = 调查 { $criminal }（用卡）
economicus-act-charity = 慈善（500万）
economicus-act-tender = 投标 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }
economicus-act-deal = 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 把{ $ind }的公司卖给 { $buyer }
economicus-act-take = 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 从 { $seller } 买下{ $ind }的公司
economicus-act-bankrupt = 宣布破产

economicus-err-not-now = 现在不能这样做。
economicus-err-out = 你已破产，明年才能回来。
economicus-err-bad-number = “{ $value }”不是数字。
economicus-err-no-company = 没有这家公司。
economicus-err-cannot-place = 不能在这里放公司。
economicus-err-not-a-lot = 这家公司不能拍卖。
economicus-err-no-auction = 现在没有拍卖。
economicus-err-auction-not-open = 须由当前玩家先开拍。
economicus-err-passed = 你在本次拍卖中已放弃。
economicus-err-already-leading = 你的出价已是最高。
economicus-err-outbid = 当前出价已是 { $high ->
        [0] 0
       *[other] { NUMBER($high, useGrouping: 0) }00万
    }（{ $player }），现在至少要出 { $min ->
        [0] 0
       *[other] { NUMBER($min, useGrouping: 0) }00万
    }。桌上的按钮已更新。
economicus-err-bid-low = 出价至少 { $min ->
        [0] 0
       *[other] { NUMBER($min, useGrouping: 0) }00万
    }。
economicus-err-no-cash = 需要 { $need ->
        [0] 0
       *[other] { NUMBER($need, useGrouping: 0) }00万
    }，你只有 { $cash ->
        [0] 0
       *[other] { NUMBER($cash, useGrouping: 0) }00万
    }。
economicus-err-no-quota = 购买国有公司需要私有化配额。
economicus-err-cannot-sell = 现在不能卖这家公司。
economicus-err-cannot-offer = 不能对这家公司提出特别收购。
economicus-err-multiple = 金额须为 { $unit ->
        [0] 0
       *[other] { NUMBER($unit, useGrouping: 0) }00万
    } 的倍数。
economicus-err-credit-limit = 你最多还能贷 { $room ->
        [0] 0
       *[other] { NUMBER($room, useGrouping: 0) }00万
    }（每家公司 500万）。
economicus-err-repay-too-much = 你的贷款为 { $credit ->
        [0] 0
       *[other] { NUMBER($credit, useGrouping: 0) }00万
    }。
economicus-err-withdraw-too-much = 你的存款为 { $deposit ->
        [0] 0
       *[other] { NUMBER($deposit, useGrouping: 0) }00万
    }。
economicus-err-rd-done = 每年只能进行一期研发。
economicus-err-not-yours = 这不是你的公司。
economicus-err-mt-done = 这家公司已引入 M&T。
economicus-err-mt-no-crisis = 只有处于危机行业的公司才能引入 M&T。
economicus-err-no-card = 你没有这张卡。
economicus-err-card-passive = 这张卡自动生效，无需打出。
economicus-err-no-industry = 没有这个行业。
economicus-err-no-crisis = 那里没有危机。
economicus-err-lobby-target = 请选择价格已知的行业和方向。
economicus-err-raid-target = 请选择其他玩家的公司（创新行业除外）。
economicus-err-no-crime = 没有这起待查的犯罪。
economicus-err-probe-not-yours = 你不能调查这起犯罪。
economicus-err-charity-done = 你今年已经捐过款了。
economicus-err-no-deal = 没有给你的这笔交易。
economicus-err-deal-target = 请选择仍在游戏中的其他玩家。
economicus-err-tender-done = 你已提交投标。

economicus-ev-start = <b>经济帝国</b>：{ $players } 位玩家，{ $target } 颗星获胜。正在放置初始公司……
economicus-ev-first = 首位玩家兼审计员：{ $player }
economicus-ev-placed = { $player } 在{ $ind }获得一家公司。
economicus-ev-no-place = { $player }：没有空闲公司，改得 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-year = <b>第 { $year } 年。</b>审计员：{ $auditor }
economicus-ev-event = 事件：{ $event }
economicus-ev-turn = 第 { $turn } 回合：{ $player }
economicus-ev-roll = { $player } 掷出 { $d1 } + { $d2 }：<b>{ $ind }</b>。
economicus-ev-price-set = { $ind }：价格定为 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-profit = { $player }：{ $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }（公司 { $own }，邻近 { $near }，初创 { $startups }）。
economicus-ev-card-drawn = { $player } 抽一张机会卡。
economicus-ev-card-you = 你的新卡：{ $card }
economicus-ev-crisis-grows = 又是 7：危机强度升至 { $strength }。
economicus-ev-crisis = <b>危机</b>：{ $ind }，强度 { $strength }，价格 −{ $die }00万 → { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-crisis-ends = { $ind }的危机结束：价格 +{ $die }00万 → { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-lot = { $player } 拍卖{ $ind }的一家{ $kind }，起拍价 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-pass = { $player } 放弃。
economicus-ev-join = { $player } 加入拍卖（{ $fee ->
        [0] 0
       *[other] { NUMBER($fee, useGrouping: 0) }00万
    }）。
economicus-ev-bid = { $player } 出价 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-won = { $player } 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 买下{ $ind }的一家公司。
economicus-ev-unsold = 无人出价：{ $ind }降至 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-sold = { $player } 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 把{ $ind }的一家公司卖给银行。
economicus-ev-sold-forced = { $player } 被迫以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 出售{ $ind }的一家公司。
economicus-ev-price-after-sales = { $ind }：售出 { $sold } 家，现价 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-offer = { $player } 向 { $owner } 提出特别收购：{ $ind }，{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-offer-accepted = { $player } 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 卖给 { $buyer }。
economicus-ev-offer-refused = { $player } 保留公司，支付 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 董事会奖金。
economicus-ev-credit = { $player } 贷款 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }（共 { $total ->
        [0] 0
       *[other] { NUMBER($total, useGrouping: 0) }00万
    }）。
economicus-ev-repay = { $player } 还款 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }（剩余 { $total ->
        [0] 0
       *[other] { NUMBER($total, useGrouping: 0) }00万
    }）。
economicus-ev-repay-forced = { $player } 偿还 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 无担保贷款。
economicus-ev-deposit = { $player } 存入 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }（存款 { $total ->
        [0] 0
       *[other] { NUMBER($total, useGrouping: 0) }00万
    }）。
economicus-ev-withdraw = { $player } 取出 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-rd = { $player } 投入研发（{ $cost ->
        [0] 0
       *[other] { NUMBER($cost, useGrouping: 0) }00万
    }）：初创 { $startups }/5。
economicus-ev-innovation = { $player } 创立了一家创新公司！
economicus-ev-mt = { $player } 为{ $ind }的公司引入 M&amp;T。
economicus-ev-best = { $player } 拥有最佳管理（{ $count } 家 M&amp;T 公司）：+1 星。
economicus-ev-play = { $player } 打出「{ $card }」。
economicus-ev-relief = { $ind }：危机减弱至 { $strength }。
economicus-ev-lobby = { $ind }：现价 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-support = { $player } 在{ $ind }的公司今年不受危机影响。
economicus-ev-subsidy = { $player } 获得 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 补贴。
economicus-ev-crime-failed = 犯罪未遂（{ $die }，需大于 { $need }）。
economicus-ev-crime = { $player } 实施「{ $card }」（{ $die }）：+{ $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。任何人都可以调查！
economicus-ev-raid = { $player } 夺取了 { $victim } 在{ $ind }的公司（{ $die }）。任何人都可以调查！
economicus-ev-crime-closed = { $player } 的犯罪（{ $card }）已过调查期限。
economicus-ev-probe-card = { $player } 用调查卡调查 { $criminal }。
economicus-ev-probe-paid = { $player } 花 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 请记者调查 { $criminal }。
economicus-ev-probe-failed = 🔍 { $player }：调查失败（掷出 { $die }，需要大于 { $need }）。
economicus-ev-probe-solved = 破案（{ $die }）！{ $criminal } 的犯罪被撤销，罚款 { $fine ->
        [0] 0
       *[other] { NUMBER($fine, useGrouping: 0) }00万
    } 并失去 1 星；{ $player } 得 1 星。
economicus-ev-charity = { $player } 捐出 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }：+1 星。
economicus-ev-tender-bid = { $player } 提交了密封投标。
economicus-ev-tender-you = 你的投标：{ $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-tender-won = { $player } 以 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 中标：+1 星。
economicus-ev-nationalized = { $player } 在{ $ind }的公司被以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 国有化。
economicus-ev-antimonopoly = { $player } 因垄断{ $ind }支付 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-deal = { $player } 向 { $buyer } 出价出售{ $ind }的一家公司：{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-deal-done = { $player } 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 把{ $ind }的一家公司卖给 { $buyer }。
economicus-ev-year-end = <b>第 { $year } 年结束。</b>
economicus-ev-interest = { $player } 为 { $credit ->
        [0] 0
       *[other] { NUMBER($credit, useGrouping: 0) }00万
    } 贷款支付利息 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-deposit-interest = { $player } 获得存款利息 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }。
economicus-ev-bankrupt = { $player } 破产，明年重新加入。
economicus-ev-reenter = { $player } 重新加入游戏。
economicus-ev-over-stars = <b>游戏结束</b>（第 { $year } 年）：已有人达到目标星数。
economicus-ev-over-years = <b>游戏结束</b>：已进行 { $year } 年。
economicus-ev-over-limit = <b>游戏结束</b>：达到 { $year } 年上限。

## The Telegram face (bot/faces/economicus.py): the table, the DM position, questions, buttons, panel.
economicus-ui-money = { $m ->
        [0] 0
       *[other] { NUMBER($m, useGrouping: 0) }00万
    }
economicus-ui-placing = <b>经济帝国</b>：正在放置初始公司。最先达到 { $target } ⭐ 者获胜。
economicus-ui-head = <b>第 { $year } 年</b> · 第 { $turn }/{ $turns } 回合 · 审计员 { $auditor } · 目标 { $target } ⭐
economicus-ui-event = 📰 { $event }
economicus-ui-roll = 🎲 { $player }：{ $d1 } + { $d2 } → <b>{ $ind }</b>
economicus-ui-profits = 收益：{ $list }
economicus-ui-sales = 💼 { $ind }出售阶段，每家 { $price }
economicus-ui-offer = ⏳ { $buyer } 出价 { $price } 收购 { $owner } 的公司，等待 { $owner } 决定。
economicus-ui-deal = 🤝 { $seller } → { $buyer }：{ $ind }，{ $price }
economicus-ui-deal-startup = 🤝 { $seller } → { $buyer }：一家初创企业，{ $price }
economicus-ui-crime = 🚨 { $player }：「{ $card }」，可以调查。
economicus-ui-tender = 📨 招标：已收到 { $count } 份密封投标
economicus-ui-auction = 🔨 <b>拍卖</b>：{ $ind }，起拍价 { $start }
economicus-ui-auction-lead = 领先：<b>{ $player }</b>，{ $bid }
economicus-ui-auction-none = 暂无出价。
economicus-ui-auction-left = ⏱ 还剩 { $seconds } 秒
economicus-ui-auction-rule = ⏱ 最后一次出价 { $seconds } 秒后拍卖结束。
economicus-ui-auction-join = 🙋 人人都可出价：点下方按钮，或私聊发给我金额。入场费 { $fee }，随第一次出价支付一次。
economicus-ui-free = 空闲 { $count } 家
economicus-ui-company = { $ind } { $profit }，{ $kind }
economicus-ui-kind-gov = 国有
economicus-ui-kind-private = 私营
economicus-ui-board-head = { $no } { $ind } · 价格 { $price } · 每家公司 { $profit }
economicus-ui-board-nopri = { $no } { $ind } · 每家公司 { $profit }
economicus-ui-cards-all = 🃏 每人获得 { $count } 张机会卡。
economicus-ui-cards = 🃏 抽到机会卡：{ $list }。
economicus-ui-interest = 💸 贷款利息：{ $list }。
economicus-ui-deposit-income = 🏦 存款利息：{ $list }。
economicus-ui-receipt-bid = ✓ 你的出价：{ $bid }，目前领先。
economicus-ui-b-bankrupt-yes = ☠ 是，宣布破产
economicus-ui-b-bankrupt-no = ↩ 不，继续游戏
economicus-ui-bankrupt-ask = ☠ <b>确定宣布破产？</b>
    你将失去一切：公司（{ $companies } 家）、现金和存款（{ $cash }）、初创企业（{ $startups } 家）和机会卡（{ $cards } 张）。来自卡牌和破获犯罪的星星保留。
    今年余下的时间你不参与游戏，明年以新玩家身份回归：{ $start }、一张私有化配额、2 张机会卡，以及 2–6 号行业中的 2 家公司（没有空位时每家改得 { $instead }）。
economicus-ui-sep = {"、"}
economicus-ui-board = { $head }：{ $tail }
economicus-ui-out = 破产，明年回归
economicus-ui-credit = 贷款 { $m }
economicus-ui-deposit = 存款 { $m }
economicus-ui-me-out = 你已破产，明年年初重新加入。
economicus-ui-me-head = <b>你的情况</b> · ⭐ { $stars }/{ $target }
economicus-ui-me-money = 💰 { $cash } · 贷款 { $credit }（上限 { $limit }）· 存款 { $deposit }
economicus-ui-me-no-companies = 🏭 没有公司。
economicus-ui-me-startups = 🚀 初创：{ $count }/{ $of }
economicus-ui-me-no-cards = 🃏 没有机会卡。
economicus-ui-me-cards = 🃏 { $cards }
economicus-ui-me-tender = 📨 你的投标：{ $m }
economicus-ui-q-place = 请选择一家初始公司。
economicus-ui-q-roll = 轮到你了：请掷骰。
economicus-ui-q-lot = { $ind }：拍卖哪一家公司？
economicus-ui-q-open = 拍卖：{ $ind }，{ $kind }。以不低于 { $start } 的价格开拍（也可以直接输入金额），或放弃。
economicus-ui-q-no-quota = 国有公司需要私有化配额，而你没有。
economicus-ui-q-sales = { $ind }出售阶段：每家按 { $price } 卖给银行，或点「完成」。
economicus-ui-q-offer-hint = 你还可以提出一次特别收购：价格为行业价的三倍。
economicus-ui-q-offer = { $buyer } 出价 { $price } 收购你在{ $ind }的公司。出售，或保留并向银行支付 { $keep }。
economicus-ui-b-bid = 出价 { $amount }
economicus-ui-b-bid-fee = 出价 { $amount }（另付入场费 { $fee }）
economicus-ui-b-raise = { $step } → { $amount }
economicus-ui-b-offer = 向 { $owner } 收购：{ $price }
economicus-ui-b-refuse = 保留，支付 { $m }
economicus-ui-b-mt = M&T：{ $ind }（{ $cost }）
economicus-ui-b-probe = 🔍 调查 { $criminal }（{ $low }–{ $high }）
economicus-ui-b-probe-card = 🔍 调查 { $criminal }（用卡）
economicus-ui-b-play = 🃏 { $card }
economicus-ui-b-play-on = 🃏 { $card }：{ $target }
economicus-ui-short-relief = 反危机
economicus-ui-short-support = 扶持
economicus-ui-short-raid = 夺取
economicus-ui-b-deal = 🤝 把{ $ind }卖给 { $player }：{ $price }
economicus-ui-b-take = 🤝 从 { $player } 买下{ $ind }：{ $price }
economicus-ui-b-lobby = 🃏 游说：{ $ind } { $step }
economicus-ui-b-bankrupt = ☠ 宣布破产…
economicus-ui-final = <b>经济帝国：最终排名</b>（共 { $years } 年）
economicus-ui-final-row = { $medal } { $name }：⭐ { $stars } · 净资产 { $worth }

## 棋盘图片的说明文字（图片上只有数字和图形）。
economicus-pic-start = 🗺 <b>棋盘</b>：各行业按环形排列，相邻行业互相带来利润。
economicus-pic-year = 🗺 <b>第 { $year } 年</b>的棋盘。
economicus-pic-key = 图中每格显示骰子点数、公司价格和每次掷到时每家公司的利润；小方块是公司，上面写着所有者的姓名首字（灰色：空闲的国有公司，白色：空闲的私营公司，白点：已引入 M&amp;T）。金色格是活跃行业，红框表示危机。中间是每位玩家的星数、现金和初创企业数。
economicus-pic-title-start = 布置初始公司
economicus-pic-title-year = 第 { $year } 年
economicus-pic-goal = 目标：{ $target } ★
economicus-pic-price = 价格 { $price }
economicus-pic-profit = 每家 { $profit }
economicus-pic-crisis = 危机 −{ $strength }
economicus-pic-startups = 初创：{ $n }
economicus-pic-out = 破产
economicus-pic-legend = 小方块是公司，上面是所有者的姓名首字；灰色：空闲的国有公司，白色：空闲的私营公司，白点：已引入 M&T。金色格是活跃行业，红框表示危机。

## 资金缺口的问题、初创企业交易、领先者破产的拍卖。
economicus-act-cover = 自动弥补
economicus-act-halfsell = 半价卖给银行：{ $ind }，{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }
economicus-act-deal-startup = 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 把一家初创企业卖给 { $buyer }
economicus-act-take-startup = 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 从 { $seller } 买下一家初创企业
economicus-ev-debt = { $player } 资金缺口 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    }，正在选择如何弥补。
economicus-ev-auction-back = 领先者已破产：{ $player } 的出价 { $amount ->
        [0] 0
       *[other] { NUMBER($amount, useGrouping: 0) }00万
    } 重新领先，倒计时重新开始。
economicus-ev-auction-reopen = 领先者已破产，且没有其他出价：拍卖以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 重新开放，倒计时重新开始。
economicus-ev-deal-startup = { $player } 向 { $buyer } 出价出售一家初创企业：{ $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    }。
economicus-ev-deal-startup-done = { $player } 以 { $price ->
        [0] 0
       *[other] { NUMBER($price, useGrouping: 0) }00万
    } 把一家初创企业卖给 { $buyer }。
economicus-ui-q-debt = 💸 你的资金缺口为 { $owe }（现金 { $cash }）。请选择弥补方式：贷款、取出存款，或以半价把一家公司卖给银行。在此期间也可以与其他玩家达成交易（见下方面板）。若未及时回答，将依次：先取存款，再贷款，再出售损失星数最少的公司，其中最便宜的优先。
economicus-ui-b-halfsell = 卖给银行：{ $ind }，+{ $price }
economicus-ui-b-cover = 替我弥补
economicus-ui-q-sales-innovation = 轮到创新行业：你可以把初创企业或创新公司卖给其他玩家（见下方面板），然后点「完成」。
economicus-ui-b-deal-startup = 🤝 把初创企业卖给 { $player }：{ $price }
economicus-ui-b-take-startup = 🤝 从 { $player } 买下初创企业：{ $price }
economicus-ui-wait-debt = 💸 等待 { $players } 弥补资金缺口。
