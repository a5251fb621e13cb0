# The table's manners: time left, out-of-date buttons, a game paused, fairness at the end.
prompt-time = ⏳ { $time } left
timeout-you = ⌛ Time ran out, so the default was played for you.
err-stale-dm = This message is out of date. Your current buttons are in our private chat.
err-stale-group = This message is out of date. Your current buttons are on the newest table message (/status brings it down).
