# The table's manners: time left, out-of-date buttons, a game paused, fairness at the end.
prompt-time = ⏳ { $time } left
timeout-you = ⌛ Time ran out, so the default was played for you.
err-stale-dm = This message is out of date. Your current buttons are in our private chat.
err-stale-group = This message is out of date. Your current buttons are on the newest table message (/status brings it down).
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
