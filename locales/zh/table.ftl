# 牌桌礼节：剩余时间、过期按钮、暂停、公平性验证。
prompt-time = ⏳ 剩余 { $time }
timeout-you = ⌛ 时间到了，已按默认选项替你行动。
err-stale-dm = 这条消息已过期。你现在的按钮在和机器人的私聊里。
err-stale-group = 这条消息已过期。你现在的按钮在最新的牌桌消息上（/status 可把它调到最下面）。
status-late = ⏰ 尚未选择：{ $names }
inspect-sent = 🔎 已私聊发给你。
inspect-dm-needed = 🔎 我还不能私聊你：请先打开与我的私聊并点「开始」，再在这里发送 /inspect。
inspect-status-lobby = 等待玩家加入
inspect-status-running = 进行中
inspect-status-finished = 已结束
inspect-status-cancelled = 已取消
inspect-seat-human = { $n }. { $name }（玩家，超时 { $missed } 次）
inspect-seat-ai = { $n }. { $name }（AI，超时 { $missed } 次）
cmd-resume = 继续暂停中的游戏
game-paused = ⏸ 所有玩家的座位都已交给 AI，游戏暂停。发送 /join 回到你的座位；管理员可发送 /resume 让 AI 打完本局。
resume-not-paused = 游戏没有暂停。
resume-ai-finishes = ▶️ 由 AI 把本局打完。
