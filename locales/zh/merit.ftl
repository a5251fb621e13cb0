## 《功德轮回：众生百态》引擎用语（games/merit）。桌面本身见 merit_ui.ftl。

merit-name = 功德轮回：众生百态
merit-rules =
    <b>功德轮回</b> — 2–4 人合作游戏，共 6 回合。游戏结束时渡化众生 ≥6（简易变体 ≥5）且劫难 ≤12，团队胜利，再按个人得分排名；团队失败则所有人 0 分。某回合结束时劫难 ≥20，游戏立即结束，团队失败。
    <b>准备。</b>角色：农夫（财富 5，福 2，慧 2）、商人（8/1/1）、学者（3/1/4）、僧侣（0/3/3）。每人随机获得本角色 2 张发愿中的 1 张，公开放置。然后除僧侣外每人秘密选择是否皈依：皈依者福 +1、慧 +1（并且从福、慧类事件中多得 50%，向下取整）；不皈依者财富 +3。僧侣固定皈依。众生区域已有 1 张众生。
    <b>每回合。</b>1）每人获得发愿的每回合奖励。2）翻开 1 张事件牌。3）众生区域内每张众生滞留回合数 +1；滞留已达 2 回合的众生离开（劫难 +3），然后翻出新众生。所以众生可在到来的回合和下一回合被渡化。4）按农夫、商人、学者、僧侣的顺序，每人连续执行 2 次行动。5）本回合执行过布施、渡化、护法或讲学，连续帮助回合数 +1，否则清零；连续 ≥3 回合起每回合福 +1。6）第 2、4、6 回合每人财富 −1（不足则福 −1、慧 −1，记挨饿 1 次），然后每份投资获得 2 财富。
    <b>行动。</b><i>劳作</i>（僧侣除外）：财富 +3，不皈依者 +4。<i>修行</i>（所有人）：掷两颗骰子，慧 +2（学者 +3），10–12 再 +1，2–4 则 −1（最少 1），皈依者再 +1。<i>布施</i>（僧侣除外，财富 3）：福 +2、慧 +1（商人福 +3、慧 +2），劫难 −1。<i>渡化</i>（慧 ≥5）：支付众生成本（商人多付 1 财富；学者少付 1 财富、付 1 慧；僧侣少付 1 财富、付 1 福），获得该众生的福、慧奖励，首两次渡化额外福 +1。<i>护法</i>（财富 2）：福 +2、慧 +1，劫难 −2。劫难 ≥10 时布施、护法福再 +1。<i>讲学</i>（学者）：福 +2、慧 +1，另选一名玩家福 +1、慧 +1。<i>化缘</i>（僧侣）：掷两颗骰子，≥8 财富 +3、福 +1，否则财富 +1；慧 +1。<i>法会</i>（僧侣）：财富 +4，福 −2，慧 −1。<i>投资</i>（僧侣除外，财富 5）：每份投资在第 2、4、6 回合获得 2 财富，第 6 回合后返还本金。
    资源递减：某资源 ≥15 时该资源的收益 −1，≥20 时 −2（最少 1）。
    <b>计分。</b>⌊3·√(福 × 慧)⌋（0 按 1 计），加皈依加成（皈依者：两项都 ≥15 → +16，都 ≥12 → +12；不皈依者：都 ≥20 → +18，都 ≥16 → +10），再加发愿奖励分（未达成则扣分）。财富不计分。
merit-opt-roles = 角色：<code>random</code>（随机分配）或 <code>choose</code>（按座位顺序挑选）
merit-opt-target = 团队需渡化的众生数：6（标准）或 5（简易）

## 角色、发愿、众生、事件
merit-role-farmer = 农夫
merit-role-merchant = 商人
merit-role-scholar = 学者
merit-role-monk = 僧侣

merit-vow-diligence = 勤劳致福
merit-vow-lamp = 贫女一灯
merit-vow-charity = 财施功德
merit-vow-elder = 布施长者
merit-vow-teacher = 传道授业
merit-vow-sage = 万世师表
merit-vow-arhat = 阿罗汉果
merit-vow-bodhisattva = 菩萨道
merit-vow-diligence-desc = 每回合：福 +1。达成条件：福 ≥16。奖励 +14 分 / 失败 −4 分。
merit-vow-lamp-desc = 每回合：福 +2。达成条件：福 ≥23 且财富 ≤5。奖励 +20 分 / 失败 −8 分。
merit-vow-charity-desc = 每回合：财富 +1，慧 +1。达成条件：布施 ≥4 次。奖励 +13 分 / 失败 −4 分。
merit-vow-elder-desc = 每回合：福 +1。达成条件：福 ≥20 且渡化 ≥2 次。奖励 +16 分 / 失败 −8 分。
merit-vow-teacher-desc = 每回合：慧 +1。达成条件：讲学 ≥3 次。奖励 +13 分 / 失败 −4 分。
merit-vow-sage-desc = 每回合：慧 +1。达成条件：慧 ≥26 且福 ≥16。奖励 +15 分 / 失败 −5 分。
merit-vow-arhat-desc = 每回合：慧 +1。达成条件：慧 ≥27。奖励 +11 分 / 失败 −5 分。
merit-vow-bodhisattva-desc = 每回合：福 +1。达成条件：福 ≥21 且渡化 ≥2 次。奖励 +13 分 / 失败 −8 分。
merit-vow-kept = 达成
merit-vow-broken = 未达成

merit-being-hungry = 饥民
merit-being-sick = 病者
merit-being-orphan = 孤儿
merit-being-widow = 寡妇
merit-being-scholar = 落魄书生
merit-being-trader = 迷途商贾
merit-being-penitent = 悔过恶人
merit-being-elder = 垂死老者

merit-event-drought = 旱灾
merit-event-flood = 洪水
merit-event-plague = 瘟疫
merit-event-harvest = 丰收
merit-event-assembly = 法会
merit-event-sermon = 高僧开示
merit-event-peace = 国泰民安
merit-event-bathing = 浴佛节
merit-event-drought-effect = 劫难 +1
merit-event-flood-effect = 劫难 +1
merit-event-plague-effect = 劫难 +2，全体财富 −1
merit-event-harvest-effect = 全体财富 +2
merit-event-assembly-effect = 全体福 +1，慧 +1
merit-event-sermon-effect = 全体慧 +2（皈依者 +3）
merit-event-peace-effect = 劫难 −3
merit-event-bathing-effect = 全体福 +2（皈依者 +3）

merit-band-crit-fail = 大失败
merit-band-fail = 失败
merit-band-success = 成功
merit-band-crit-success = 大成功

merit-refuge-yes = 皈依
merit-refuge-no = 不皈依

merit-reason-too-few-saved = 渡化的众生不足
merit-reason-calamity = 劫难高于 12
merit-reason-both = 渡化的众生不足，且劫难高于 12
merit-reason-calamity-limit = 劫难达到 20

## 按钮
merit-act-labor = 🌾 劳作
merit-act-practice = 🧘 修行
merit-act-donate = 🎁 布施
merit-act-save = 🙏 渡化{ $being }（财富 −{ $wealth }{ $fu ->
        [0] {""}
       *[other] ，福 −{ $fu }
    }{ $hui ->
        [0] {""}
       *[other] ，慧 −{ $hui }
    }）
merit-act-protect = 🛡 护法
merit-act-teach = 📖 讲学：{ $player }
merit-act-alms = 🥣 化缘
merit-act-ceremony = 🔔 法会
merit-act-invest = 💹 投资 5
merit-act-role = { $role }
merit-act-refuge = 🪷 皈依
merit-act-norefuge = 💰 不皈依，财富 +3

## 错误
merit-err-unknown = “{ $action }”现在不是可执行的行动。
merit-err-role = { $role }不能执行这个行动。
merit-err-role-taken = { $role }已经有人选了。
merit-err-wealth = 需要财富 { $need }，你只有 { $have }。
merit-err-wisdom = 渡化需要慧 { $need }，你只有 { $have }。
merit-err-no-being = 这位众生不在众生区域。
merit-err-afford = 渡化{ $being }需要财富 { $wealth }{ $fu ->
        [0] {""}
       *[other] 、福 { $fu }
    }{ $hui ->
        [0] {""}
       *[other] 、慧 { $hui }
    }：你的资源不够。
merit-err-target = 请选择另一名玩家讲学。

## 发生了什么
merit-ev-start = 🪷 <b>功德轮回</b>：{ $players } 人，{ $rounds } 回合。齐心渡化 { $target } 位众生，并让劫难不超过 12。
merit-ev-role = { $player } 是<b>{ $role }</b>，发愿：{ $vow }。
merit-ev-pick = { $player }，请选择角色。
merit-ev-being-arrives = 🙏 众生到来：<b>{ $being }</b>（成本 { $cost }；福 +{ $fu }，慧 +{ $hui }）。
merit-ev-refuge-ask = 除僧侣外，每人现在在私聊中秘密选择是否皈依。
merit-ev-you-chose = 你的选择：{ $choice }。所有人选完之前，这个选择保密。
merit-ev-chosen = { $player } 已做出选择（{ $done }/{ $total }）。
merit-ev-reveal = 🪷 皈依选择揭晓：{ $n ->
        [2] { $p0 } — { $c0 }；{ $p1 } — { $c1 }。
        [3] { $p0 } — { $c0 }；{ $p1 } — { $c1 }；{ $p2 } — { $c2 }。
       *[4] { $p0 } — { $c0 }；{ $p1 } — { $c1 }；{ $p2 } — { $c2 }；{ $p3 } — { $c3 }。
    }皈依者福 +1、慧 +1；不皈依者财富 +3。
merit-ev-round = 🔄 <b>第 { $round }/{ $rounds } 回合。</b>每人获得发愿的每回合奖励。
merit-ev-event = 🃏 事件：<b>{ $event }</b> — { $effect }。劫难现为 { $calamity }。
merit-ev-being-leaves = 💨 { $being }未被渡化而离开：劫难 +3，现为 { $calamity }。
merit-ev-labor = 🌾 { $player } 劳作：财富 +{ $gain }（现为 { $wealth }）。
merit-ev-practice = 🧘 { $player } 修行：🎲 { $d1 }+{ $d2 } = { $total }，{ $band }；慧 +{ $gain }（现为 { $hui }）。
merit-ev-donate = 🎁 { $player } 布施 3 财富（剩 { $wealth }）：福 +{ $fu }，慧 +{ $hui }；劫难 −1，现为 { $calamity }。
merit-ev-save = 🙏 { $player } 渡化<b>{ $being }</b>，支付财富 { $wealth }{ $paid_fu ->
        [0] {""}
       *[other] 、福 { $paid_fu }
    }{ $paid_hui ->
        [0] {""}
       *[other] 、慧 { $paid_hui }
    }：福 +{ $fu }，慧 +{ $hui }。已渡化 { $saved }/{ $target }。
merit-ev-protect = 🛡 { $player } 护法，支付 2 财富（剩 { $wealth }）：福 +{ $fu }，慧 +{ $hui }；劫难 −2，现为 { $calamity }。
merit-ev-teach = 📖 { $player } 为 { $target } 讲学：{ $player } 福 +{ $fu }、慧 +{ $hui }；{ $target } 福 +1、慧 +1。
merit-ev-alms-good = 🥣 { $player } 化缘：🎲 { $d1 }+{ $d2 } = { $total }，{ $band }；财富 +3（现为 { $wealth }），福 +1，慧 +1。
merit-ev-alms-poor = 🥣 { $player } 化缘：🎲 { $d1 }+{ $d2 } = { $total }，{ $band }；财富 +1（现为 { $wealth }），慧 +1。
merit-ev-ceremony = 🔔 { $player } 举行法会：财富 +4（现为 { $wealth }），福 −{ $fu }，慧 −{ $hui }。
merit-ev-invest = 💹 { $player } 投资 5 财富（剩 { $wealth }）；投资份数：{ $stakes }。
merit-ev-streak = 🤝 { $player } 已连续帮助 { $streak } 回合：福 +1。
merit-ev-upkeep = 🍚 生存消耗：每人财富 −1。
merit-ev-hunger = 😣 { $player } 财富不足，挨饿：福 −{ $fu }，慧 −{ $hui }。
merit-ev-dividend = 💹 { $player } 的投资收益：财富 +{ $wealth }。
merit-ev-calamity-limit = 🔥 第 { $round } 回合结束时劫难达到 { $calamity }：游戏立即结束。
merit-ev-principal = 💹 { $player } 收回投资本金：财富 +{ $wealth }。
merit-ev-win = 🎉 <b>团队胜利！</b>渡化 { $saved }/{ $target }，劫难 { $calamity }。
merit-ev-loss = 💀 <b>团队失败</b>：{ $reason }（渡化 { $saved }/{ $target }，劫难 { $calamity }）。所有人 0 分。
merit-ev-score = { $player }：{ $base } + 皈依加成 { $bonus } + 发愿「{ $vow }」（{ $kept }）{ $points } = <b>{ $total }</b>。
