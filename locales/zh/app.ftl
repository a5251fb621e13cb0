## 小程序自身的文字（bot/miniapp/static）：`app-…` 用于所有页面，`<game>-app-…` 用于某个游戏的页面。

app-at-any-time = 🧰 随时可用
app-failed = 出错了，请重试。
app-expired = 此窗口已过期：请从聊天中重新打开游戏。
app-too-fast = 操作太快了：请稍等片刻再试。
baohuang-app-lead = 领出
baohuang-app-on-table = 桌上：
baohuang-app-pick = 选择要出的牌

## 从聊天中打开小程序（bot/miniapp/launch.py，/app）

cmd-app = 在小程序中打开你的游戏
launch-open-table = 📱 打开牌桌
launch-open-game = 📱 { $game } · #{ $id }
launch-pick-game = 在小程序中打开游戏的牌桌：
launch-off = 这个机器人没有小程序。
launch-in-dm = 请在私聊中给我发送 /app 来打开你的游戏。
launch-here = 游戏牌桌（小程序）：
