# The table's manners: time left, out-of-date buttons, a game paused, fairness at the end.
prompt-time = ⏳ { $time } left
timeout-you = ⌛ Time ran out, so this was played for you: { $action }.
err-stale-dm = This message is out of date. Your current buttons are in our private chat.
err-stale-group = This message is out of date. The buttons for your move are in the newest message that mentions you.
status-late = ⏰ Still to choose: { $names }
inspect-sent = 🔎 Sent to you in a private chat.
inspect-dm-needed = 🔎 I can't write to you yet: open a private chat with me, press Start, then send /inspect here again.
inspect-status-lobby = open for players
inspect-status-running = being played
inspect-status-finished = finished
inspect-status-cancelled = cancelled
inspect-seat-human = { $n }. { $name } (player, missed turns: { $missed })
inspect-seat-ai = { $n }. { $name } (AI, missed turns: { $missed })
cmd-resume = Go on with a paused game
game-paused = ⏸ Every player's seat is now played by the AI, so the game is paused. Send /join to take your seat back; an admin may send /resume to let the AI finish it.
resume-not-paused = The game is not paused.
resume-ai-finishes = ▶️ The AI plays the game to its end.
btn-rules-dm = 📖 Full rules by DM
rules-dm-sent = Sent to your private chat.
rules-dm-needed = Open a private chat with me and press Start first, then press this button again.
cmd-board = The board as a picture
board-none = { $game } has no board picture: /status shows the table.
board-not-started = The game has not started yet.
inspect-worker = 🖥 Worker { $worker } · database: { $backend } · messages owed: { $backlog }
inspect-games = 🗂 Games in memory: { $held } (live: { $live })
opt-accountant = a chat admin who does not play chooses the draws by DM: <code>accountant=@username</code> (default <code>bot</code>: the seed draws, verifiably)
lobby-accountant = 🧮 Accountant: { $name } — chooses the draws, so this will not be a fair random game
acc-err-game = { $game } has no accountant: the bot draws.
acc-err-unknown = I do not know { $name }: the accountant must write /start to me in private first.
acc-err-not-admin = { $name } is not an admin of this group: only an admin who does not play may be the accountant.
acc-err-seated = { $name } plays in this game: the accountant may not play.
acc-title = 🧮 You are the accountant of { $game } #{ $id }. The seed proposes each draw; accept it or choose another.
acc-proposal = Drawn: <b>{ $value }</b>
acc-draft = Your choice: <b>{ $value }</b> (tap a position to change it)
btn-acc-ok = ✅ Accept { $value }
btn-acc-send = 🧮 Set { $value }
acc-not-you = Only the game's accountant may choose its draws.
acc-answered-ok = ✓ Accepted: { $value }
acc-answered-set = ✓ Set: { $value }
acc-timeout = ⌛ Time ran out: the drawn { $value } stands.
acc-away = 🧮 The accountant missed { $n ->
    [one] { $n } draw
   *[other] { $n } draws
  } in a row: the bot draws for the rest of the game.
lobby-accountant-plays = The accountant may not play in this game.
err-stale-below = This message is out of date: your current question is further down in this chat.
err-stale-here = You have already answered this question: this message is about to show where things stand.
err-stale-panel = Your panel has just changed: press on it as it is now.
