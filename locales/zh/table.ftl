# 牌桌礼节：剩余时间、过期按钮、暂停、公平性验证。
prompt-time = ⏳ 剩余 { $time }
timeout-you = ⌛ 时间到了，已按默认选项替你行动。
err-stale-dm = 这条消息已过期。你现在的按钮在和机器人的私聊里。
err-stale-group = 这条消息已过期。你现在的按钮在最新的牌桌消息上（/status 可把它调到最下面）。
