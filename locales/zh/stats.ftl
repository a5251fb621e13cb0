## 等级分、排行榜、历史、再来一局、/forget（bot/stats.py）

cmd-top = 排行榜：/top 或 /top baohuang
cmd-stats = 你的局数、胜场和等级分
cmd-history = 本群最近十局
cmd-forget = 删除你的战绩和等级分

help-stats = /top [游戏]、/stats、/history — 排行榜、你的战绩、最近的对局（管理员回复某人的消息发送 /stats 可查看其战绩）
    /forget — 在与我的私聊中使用：删除你的等级分和战绩，并从排行榜和历史中去掉你的名字（对局记录只保留你的座位号）

btn-again = 🔁 再来一局
btn-record = 📄 对局 #{ $id }

stats-ai = 🤖 电脑
stats-someone = （某玩家）
stats-here = 本群
stats-everywhere = 所有群

top-title = 🏆 <b>{ $game }</b> · { $where }
top-row = { $rank }. { $name } — <b>{ $rating }</b> · { $games } 局 { $wins } 胜
top-row-coop = { $rank }. { $name } — { $games } 局 { $wins } 胜，最高分 { $best }
top-team = 团队战绩：{ $games } 局 { $wins } 胜，最高分 { $best }
top-empty = 还没有打完的对局。对局结束才计入战绩（用 /reset 结束的不算）。
top-unknown = 哪个游戏？<code>/top &lt;游戏&gt;</code>，可选：{ $games }

stats-title = 📊 <b>{ $name }</b> · { $where }
stats-row = • { $game }：等级分 <b>{ $rating }</b> · { $games } 局 { $wins } 胜，最高分 { $best }
stats-row-coop = • { $game }：{ $games } 局，团队胜 { $wins } 局，最高分 { $best }
stats-empty = 📊 <b>{ $name }</b> · { $where }：还没有打完的对局。
stats-admin-only = 只有群管理员能查看别人的战绩。

history-title = 📜 <b>最近的对局</b>
history-mine = 📜 <b>你最近的对局</b>
history-row = { $n }. { $date } — { $game }（对局 #{ $id }）：{ $winners }
history-winners = { $names } 获胜
history-draw = 平局
history-team-won = 团队获胜
history-team-lost = 团队失败
history-empty = 本群还没有打完的对局。
history-sent = 对局记录已发到我们的私聊。
history-no-dm = 我无法私聊你：请先在与我的私聊中按一次 Start，再点这个按钮。
history-gone = 历史中没有这一局。
history-already-sent = 已经发过了：对局记录在我们的私聊里。
history-not-yours = 你没有参加这一局：它的记录请在所在的群里获取（结算消息或群里的 /history）。

rematch-opened = 新房间已开：其他人点房间里的「加入」即可。
rematch-no-game = 找不到这一局了。

forget-done = 已完成：你的等级分和战绩已删除（{ $games } 局历史中不再显示你的名字）。对局记录只保留你的座位号。此后打完的对局会重新计入。
forget-dm-only = /forget 请在与我的私聊中使用。
forget-confirm = 要删除你在所有群里的等级分和战绩，并把你的名字从排行榜、历史和对局记录中去掉吗？此操作不可撤销。
btn-forget-yes = 是，删除
btn-forget-no = 不，保留
forget-kept = 什么都没有删除。

## 慢节奏对局：/new <游戏> timeout=2h

opt-timeout = 本局每步限时（<code>30s</code> 到 <code>7d</code>，如 <code>10m</code>、<code>2h</code>、<code>1d</code>）
lobby-timeout = 每步限时：{ $time }
dur-s = { $n } 秒
dur-min = { $n } 分钟
dur-h = { $n } 小时
dur-d = { $n } 天
