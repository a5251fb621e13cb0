## Croupier's own words (commands, lobby, turns, admin). Game words live in <game>.ftl.

lang-name = English
lang-choose = Choose the language:
lang-set = Language set: English.
hello-group = 👋 I am <b>Croupier</b>, the dealer for tabletop games. <code>/new &lt;game&gt;</code> opens a game; games: { $games }. Language of this group:

cmd-start = Open a private chat with the dealer
cmd-help = What I can do
cmd-games = The games I run
cmd-rules = Rules of a game: /rules merit
cmd-lang = Language of this chat
cmd-new = New game: /new merit
cmd-join = Join the game (or take your seat back)
cmd-leave = Leave the game
cmd-begin = Start the game
cmd-cancel = Cancel the lobby
cmd-status = Where the game stands
cmd-reset = Admin: end this chat's game
cmd-inspect = Admin: inspect the game
cmd-kick = Admin: hand a player's seat to the AI
cmd-settings = Admin: this group's language, time per move, pinning
settings-title = ⚙️ Settings of this group (admins):
settings-timeout = ⏳ Time per move: { $time }
settings-pin-on = 📌 Pin the live table: yes
settings-pin-off = 📌 Pin the live table: no

welcome = Hi! I am <b>Croupier</b>, the dealer for tabletop games in group chats. Add me to a group and type <code>/new &lt;game&gt;</code>. Games: { $games }. Now I can send you your private cards and choices here.
help = <b>Croupier</b> deals, keeps score and referees games in this chat.
    <code>/new &lt;game&gt; [key=value …]</code> — open a lobby (games: { $games })
    /join, /leave, /begin, /cancel — the lobby
    /status — where the game stands
    /board — the board as a picture (in games that draw one)
    /resume — go on with a game paused because the AI took every player's seat: a player takes their seat back, an admin lets the AI finish it
    /rules &lt;game&gt; — the rules
    /lang — the language
    Admins: /reset, /inspect, /kick
    Private choices come to you by DM: press Start in a private chat with me once.
games-title = <b>Games</b>
games-row = • <code>{ $id }</code> — { $name } ({ $min }–{ $max } players)
games-row-exact = • <code>{ $id }</code> — { $name } ({ $min } players)
rules-usage = Which game? <code>/rules &lt;game&gt;</code>, one of: { $games }
new-usage = Which game? <code>/new &lt;game&gt; [key=value …]</code>, one of: { $games }
options-valid = Valid options:
opt-ai = number of AI players to seat at once

lobby-title = 🎲 <b>{ $game }</b> — lobby
lobby-options = Options: { $options }
lobby-players = Players: { $n } (needs { $min }–{ $max })
lobby-players-exact = Players: { $n } (needs { $min })
lobby-fill-ai = Empty seats will be taken by AI players ({ $n }).
# the AI seats' names, in the order they are seated (comma-separated; each fixed when its seat is made)
ai-names = Ada, Blaise, Carl, Dora, Emmy, Fibo, Gauss, Hilda
lobby-fairness = Fair shuffle: <code>sha256(seed)</code> = <code>{ $hash }</code>
lobby-already-in = You are already in this game.
lobby-joined = You joined the game.
lobby-left = You left the game.
lobby-full = The game is full.
lobby-no-ai = There is no AI player to remove.
lobby-cancelled = The lobby was cancelled.
lobby-closed-empty = Everybody left: the lobby is closed.
lobby-expired = Nobody touched this lobby for a long time: it is closed. /new opens a new one.
join-needs-dm = { $name }, I can't write to you yet. Tap the button, press Start, and your join completes.
join-open-dm = Open a private chat with me first (button in the group).
joined-dm = You joined a game of { $game }. Your private choices will come here.
dm-needed = { $name }, I need to ask you something privately but can't write to you. Tap the button and press Start.
dm-ready = Here is your pending question.
btn-join = ✋ Join
btn-leave = 🚪 Leave
btn-add-ai = ➕ AI player
btn-remove-ai = ➖ AI player
btn-start = ▶️ Start
btn-cancel = ✖️ Cancel
btn-open-dm = 💬 Open a private chat
btn-reset-yes = Yes, end it
btn-reset-no = No, keep playing

game-started = ▶️ <b>{ $game }</b> begins.
    Fair shuffle: <code>sha256(seed)</code> = <code>{ $hash }</code> — the seed is revealed when the game ends.
game-started-short = The game has started.
status-waiting = ⏳ Waiting for: { $names }
prompt-group = 👉 <b>{ $name }</b>, your move:
prompt-dm = 👉 Your decision:
panel-title = 🧰 At any time:
panel-below = 🧰 At any time you may also use the buttons below.
move-accepted = ✓ Done
timeout-default = ⌛ { $name } ran out of time: the default was played.
afk-to-ai = 🤖 { $name } missed { $n ->
        [one] { $n } turn
       *[other] { $n } turns in a row
    }: the AI plays this seat. /join takes it back.
seat-back = 🙋 { $name } is back in the seat.
seat-left = 🚪 { $name } left: the AI plays this seat.
seat-kicked = 🚫 { $name } was removed by an admin: the AI plays this seat.
seat-already-left = You have left this game: the AI plays your seat. /join takes it back.
reminder-dm = ⏰ Your move! { $time } left before the default is played.
reminder-group = ⏰ { $name }, your move! { $time } left.
final-title = 🏁 <b>Final result</b>
final-row = { $place }. { $name } — { $score }
seed-reveal = 🔑 Seed: <code>{ $seed }</code> (its <code>sha256</code> was shown at the start)
record-caption = Game #{ $id }: the seed and every action. Check it: <code>python -m games verify croupier-{ $id }.json</code>
btn-fairness = 🔍 Check fairness
resume-failed = ⚠️ Game #{ $id } could not be resumed after an update of the bot, so it is closed. Its seed was <code>{ $seed }</code>; its record is below.
text-no-decision = You have no decision waiting in any game.
text-not-understood = I did not understand that. Use the buttons, or type a shortcut the prompt shows.

reset-confirm = End the current game of { $game }? This cannot be undone.
reset-kept = The game goes on.
reset-done = 🛑 { $name } ended the game. Seed: <code>{ $seed }</code>; its record is below.
game-stopped = ⚠️ Game #{ $id } has stopped on an error of the bot (it is logged for the bot's owner). An admin can end it with /reset, which reveals its seed and record.
game-stopped-move = This game has stopped on an error of the bot; an admin can end it with /reset.
kick-choose = Whose seat goes to the AI?
kick-nobody = No human player to remove.
inspect-head = 🔎 Game #{ $id } ({ $game }), status: { $status }
inspect-version = Version { $version }; waiting for: { $waiting }
inspect-deadline = ⏳ { $name }: { $seconds } s left
inspect-dm-failed = I could not send you the state file.
inspect-outbox = 📤 Messages: { $pending } waiting, { $done } delivered, { $failed } refused by Telegram

err-group-only = This command works in a group.
err-admin-only = Only chat admins can do that.
err-creator-only = Only the player who opened the lobby (or an admin) can do that.
err-game-exists = There is already a game in this chat: /status, or /cancel the lobby.
err-no-game = There is no game here.
err-no-lobby = There is no lobby to start: /new &lt;game&gt; opens one.
err-already-running = The game is already under way.
err-cancel-running = The game is running; an admin can end it with /reset.
err-join-running = The game is already running; you are not in it.
err-not-in-game = You are not in this game.
err-not-your-turn = It is not your turn.
err-not-your-turn-who = Not your turn: waiting for { $names }.
err-game-over = The game is over.
err-stale = This button is out of date.
err-stray-copy = 🔁 This message is a stray copy and its buttons are gone: the live one is just below.
err-flood = Too many messages at once: I am ignoring yours for a few seconds.
err-not-member = Only members of that group can join its game.
guard-elsewhere = This button belongs to another chat: it does nothing here.
guard-not-member = Only members of this group can use its buttons.
err-which-game = You have a decision waiting in several games. Which one is this for?
err-player-count = This game needs { $min }–{ $max } players.
err-player-count-exact = This game needs { $min } players.
err-no-humans = At least one human player is needed.
err-option-unknown = Unknown option <code>{ $key }</code>. Valid: <code>{ $valid }</code>
err-option-value = Bad value "{ $value }" for option <code>{ $key }</code>.
err-option-syntax = Options are written key=value, not "{ $arg }".
err-unknown-command = I don't know { $command }. /help lists what I can do.
err-internal = Something went wrong on my side; nothing was changed.

# A press's answer (a toast): what the player's own move did for them.
move-noted = ✓ { $what }
