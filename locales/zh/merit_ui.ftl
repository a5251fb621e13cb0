## 机器人画出的《功德轮回》桌面（bot/faces/merit.py）。
merit-ui-head = 🔄 第 { $round }/{ $rounds } 回合 · 劫难 { $calamity }/{ $limit } · 渡化 { $saved }/{ $target }
merit-ui-setup = 🪷 准备：{ $chosen }/{ $total } 人已秘密选择是否皈依
merit-ui-being = 🙏 { $being } — 成本 { $cost }，奖励 福 { $fu } 慧 { $hui }
merit-ui-being-last = ⚠️ { $being } — 成本 { $cost }，奖励 福 { $fu } 慧 { $hui }（最后一回合！）
merit-ui-seat = { $mark }<b>{ $name }</b> — { $role }，{ $refuge } · 💰{ $wealth } 福{ $fu } 慧{ $hui } · 发愿：{ $vow } · 渡化 { $saves } · 投资 { $stakes }
merit-ui-chosen = 已选择
merit-ui-choosing = 选择中…
merit-ui-refuge = 皈依
merit-ui-norefuge = 不皈依
merit-ui-refuge-ask = 请秘密选择：皈依（福 +1，慧 +1，福/慧类事件收益 +50%）或不皈依（财富 +3）。所有人选完之前，没人能看到你的选择。
merit-ui-team-win = 🎉 团队胜利：渡化 { $saved }/{ $target }，劫难 { $calamity }。
merit-ui-team-loss = 💀 团队失败：渡化 { $saved }/{ $target }，劫难 { $calamity }。所有人 0 分。
merit-ui-score = { $place }. <b>{ $name }</b> — { $score }（基础 { $base } + 皈依加成 { $bonus } + 发愿 { $vow }）
merit-ui-history = 已翻开的事件：{ $events }
