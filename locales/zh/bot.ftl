## 荷官自己的话（命令、房间、回合、管理）。各游戏的文字在 <game>.ftl。

lang-name = 中文
lang-choose = 请选择语言：
lang-set = 语言已设为中文。
hello-group = 👋 我是<b>荷官</b>，负责主持桌游。发送 <code>/new &lt;游戏&gt;</code> 开一局；可玩：{ $games }。本群语言：

cmd-start = 与荷官私聊
cmd-help = 我能做什么
cmd-games = 我主持的游戏
cmd-rules = 游戏规则：/rules merit
cmd-lang = 本群语言
cmd-new = 新游戏：/new merit
cmd-join = 加入游戏（或取回座位）
cmd-leave = 离开游戏
cmd-begin = 开始游戏
cmd-cancel = 取消房间
cmd-status = 当前局面
cmd-reset = 管理员：结束本群的游戏
cmd-inspect = 管理员：查看游戏
cmd-kick = 管理员：把玩家座位交给 AI
cmd-settings = 管理员：本群语言、每步时限、置顶
settings-title = ⚙️ 本群设置（管理员）：
settings-timeout = ⏳ 每步时限：{ $time }
settings-pin-on = 📌 置顶实时牌桌：是
settings-pin-off = 📌 置顶实时牌桌：否

welcome = 你好！我是<b>荷官</b>，在群聊里主持桌游。把我拉进群，输入 <code>/new &lt;游戏&gt;</code>。游戏：{ $games }。现在我可以在这里给你发私密的手牌和选择了。
help = <b>荷官</b>在本群发牌、记分、当裁判。
    <code>/new &lt;游戏&gt; [键=值 …]</code> — 开房间（游戏：{ $games }）
    /join、/leave、/begin、/cancel — 房间
    /status — 当前局面
    /board — 以图片查看棋盘（有棋盘图的游戏）
    /resume — 所有座位都交给 AI 后游戏会暂停：玩家用它回到座位，管理员用它让 AI 打完本局
    /rules &lt;游戏&gt; — 规则
    /lang — 语言
    管理员：/reset、/inspect、/kick
    私密选择会私聊发给你：请先在与我的私聊中按一次 Start。
games-title = <b>游戏</b>
games-row = • <code>{ $id }</code> — { $name }（{ $min }–{ $max } 人）
games-row-exact = • <code>{ $id }</code> — { $name }（{ $min } 人）
rules-usage = 哪个游戏？<code>/rules &lt;游戏&gt;</code>，可选：{ $games }
new-usage = 哪个游戏？<code>/new &lt;游戏&gt; [键=值 …]</code>，可选：{ $games }
options-valid = 可用选项：
opt-ai = 立即加入的 AI 玩家人数

lobby-title = 🎲 <b>{ $game }</b> — 房间
lobby-options = 选项：{ $options }
lobby-players = 玩家：{ $n } 人（需要 { $min }–{ $max } 人）
lobby-players-exact = 玩家：{ $n } 人（需要 { $min } 人）
lobby-fill-ai = 空位将由 AI 玩家补上（{ $n } 个）。
# the AI seats' names, in the order they are seated (comma-separated; each fixed when its seat is made)
ai-names = 祖冲之, 刘徽, 秦九韶, 杨辉, 张衡, 沈括, 郭守敬, 李冶
lobby-fairness = 公平洗牌：<code>sha256</code>(随机种子) = <code>{ $hash }</code>
lobby-already-in = 你已经在这局游戏里了。
lobby-joined = 你已加入游戏。
lobby-left = 你已离开游戏。
lobby-full = 人数已满。
lobby-no-ai = 没有可移除的 AI 玩家。
lobby-cancelled = 本局已取消。
lobby-closed-empty = 大家都走了：本局已取消。
lobby-expired = 这局很久没人动了：本局已取消。发送 /new 可以重新开一局。
join-needs-dm = { $name }，我还不能给你发私信。点按钮，再按 Start，即可完成加入。
join-open-dm = 请先打开与我的私聊（群里的按钮）。
joined-dm = 你已加入「{ $game }」。私密选择会发到这里。
dm-needed = { $name }，我需要私下问你，但无法给你发消息。请点按钮并按 Start。
dm-ready = 这是等你回答的问题。
btn-join = ✋ 加入
btn-leave = 🚪 离开
btn-add-ai = ➕ AI 玩家
btn-remove-ai = ➖ AI 玩家
btn-start = ▶️ 开始
btn-cancel = ✖️ 取消
btn-open-dm = 💬 打开私聊
btn-reset-yes = 是，结束
btn-reset-no = 不，继续玩

game-started = ▶️ <b>{ $game }</b> 开始。
    公平洗牌：<code>sha256</code>(随机种子) = <code>{ $hash }</code> —— 游戏结束时公布随机种子。
game-started-short = 游戏已开始。
status-waiting = ⏳ 等待：{ $names }
prompt-group = 👉 <b>{ $name }</b>，轮到你：
prompt-dm = 👉 请选择：
panel-title = 🧰 随时可做：
panel-below = 🧰 下方是随时可以做的事。
move-accepted = ✓ 已收到
timeout-default = ⌛ { $name } 超时：已按默认操作。
afk-to-ai = 🤖 { $name } 连续 { $n } 回合未操作：该座位由 AI 代打。/join 可取回。
seat-back = 🙋 { $name } 回到了座位。
seat-left = 🚪 { $name } 离开了：该座位由 AI 代打。
seat-kicked = 🚫 管理员移除了 { $name }：该座位由 AI 代打。
seat-already-left = 你已经退出这局了，座位由 AI 代打。发送 /join 可回到座位。
reminder-dm = ⏰ 轮到你了！还剩 { $time }，之后将按默认操作。
reminder-group = ⏰ { $name }，轮到你了！还剩 { $time }。
final-title = 🏁 <b>最终结果</b>
final-row = { $place }. { $name } — { $score }
seed-reveal = 🔑 随机种子：<code>{ $seed }</code>（开局时已公布其 <code>sha256</code>）
record-caption = 第 { $id } 局：随机种子和每一步操作。验证方法：<code>python -m games verify croupier-{ $id }.json</code>
btn-fairness = 🔍 验证公平性
resume-failed = ⚠️ 机器人更新后无法继续第 { $id } 局，本局已关闭。它的随机种子是 <code>{ $seed }</code>，对局记录见下方。
text-no-decision = 目前没有任何游戏在等你做决定。
text-not-understood = 没看懂。请用按钮，或按提示输入快捷指令。

reset-confirm = 结束当前的「{ $game }」？此操作不可撤销。
reset-kept = 游戏继续。
reset-done = 🛑 { $name } 结束了游戏。随机种子：<code>{ $seed }</code>，对局记录见下方。
game-stopped = ⚠️ 第 { $id } 局因机器人出错而停止（错误已记入日志，供机器人管理者查看）。管理员可以用 /reset 结束本局，并公开随机种子和对局记录。
game-stopped-move = 这一局因机器人出错已停止；管理员可以用 /reset 结束它。
kick-choose = 把谁的座位交给 AI？
kick-nobody = 没有可移除的真人玩家。
inspect-head = 🔎 第 { $id } 局（{ $game }），状态：{ $status }
inspect-version = 版本 { $version }；等待：{ $waiting }
inspect-deadline = ⏳ { $name }：剩 { $seconds } 秒
inspect-dm-failed = 无法把状态文件发给你。
inspect-outbox = 📤 消息：待发 { $pending } 条，已送达 { $done } 条，被 Telegram 拒收 { $failed } 条

err-group-only = 此命令只能在群里用。
err-admin-only = 只有群管理员可以这样做。
err-creator-only = 只有开房间的玩家（或管理员）可以这样做。
err-game-exists = 本群已有游戏：/status 查看，或 /cancel 取消房间。
err-no-game = 这里没有游戏。
err-no-lobby = 没有可开始的房间：/new &lt;游戏&gt; 可开一个。
err-already-running = 这局游戏已经开始了。
err-cancel-running = 游戏正在进行；管理员可用 /reset 结束。
err-join-running = 游戏已开始，你不在其中。
err-not-in-game = 你不在这局游戏中。
err-not-your-turn = 还没轮到你。
err-not-your-turn-who = 还没轮到你：正在等 { $names }。
err-game-over = 游戏已结束。
err-stale = 这个按钮已过期。
err-stray-copy = 🔁 这是一条多余的副本，按钮已移除：有效的那条消息就在下方。
err-flood = 消息太多太快了，接下来几秒我先不理会。
err-not-member = 只有该群的成员才能加入这局游戏。
guard-elsewhere = 这个按钮属于另一个聊天，在这里不起作用。
guard-not-member = 只有本群成员才能使用本群的按钮。
err-which-game = 你在好几局游戏里都有待做的决定。这条是给哪一局的？
err-player-count = 这个游戏需要 { $min }–{ $max } 名玩家。
err-player-count-exact = 这个游戏需要 { $min } 名玩家。
err-no-humans = 至少需要一名真人玩家。
err-option-unknown = 没有 <code>{ $key }</code> 这个选项。可用：<code>{ $valid }</code>
err-option-value = 选项 <code>{ $key }</code> 的值「{ $value }」无效。
err-option-syntax = 选项写作 键=值，而不是「{ $arg }」。
err-unknown-command = 没有 { $command } 这个命令。/help 查看我能做什么。
err-internal = 我这边出了点问题；什么都没有改变。

# 按钮的回应（弹出提示）：玩家这一步为自己做了什么。
move-noted = ✓ { $what }
