## Ratings, leaderboards, history, rematch, /forget (bot/stats.py)

cmd-top = Leaderboard: /top or /top baohuang
cmd-stats = Your games, wins and ratings
cmd-history = The last ten games here
cmd-forget = Delete your statistics and ratings

help-stats = /top [game], /stats, /history — leaderboards, your record, the last games (an admin may answer someone's message with /stats to see theirs)
    /forget — in a private chat with me: deletes your ratings and statistics and removes your name from leaderboards and history (game records keep only your seat number)

btn-again = 🔁 Again
btn-record = 📄 #{ $id }

stats-ai = 🤖 AI
stats-someone = (a player)
stats-here = in this chat
stats-everywhere = in all chats

top-title = 🏆 <b>{ $game }</b> — { $where }
top-row = { $rank }. { $name } — <b>{ $rating }</b> · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
top-row-coop = { $rank }. { $name } — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } won
       *[other] { $wins } won
    }, best score { $best }
top-team = Team record: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won, best score { $best }
top-empty = No finished games yet. A game counts once it ends (a game ended by /reset does not).
top-unknown = Which game? <code>/top &lt;game&gt;</code>, one of: { $games }

stats-title = 📊 <b>{ $name }</b> — { $where }
stats-row = • { $game }: rating <b>{ $rating }</b> · { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, best score { $best }
stats-row-coop = • { $game }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins } won together, best score { $best }
stats-empty = 📊 <b>{ $name }</b> — { $where }: no finished games yet.
stats-admin-only = Only chat admins can see someone else's statistics.

history-title = 📜 <b>Last games</b>
history-mine = 📜 <b>Your last games</b>
history-row = { $n }. { $date } — { $game } (#{ $id }): { $winners }
history-winners = won by { $names }
history-draw = a draw
history-team-won = the team won
history-team-lost = the team lost
history-empty = No finished games here yet.
history-sent = The record is in our private chat.
history-no-dm = I cannot write to you: press Start in a private chat with me, then press the button again.
history-gone = That game is not in the history.
history-already-sent = Already sent: the record is in our private chat.
history-not-yours = You did not play in that game: its record is sent from its group (the final message or /history there).

rematch-opened = A new lobby is open: the others join with its Join button.
rematch-no-game = That game is no longer known.

forget-done = Done: your ratings and statistics are deleted ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    } of history no longer name you). Game records keep only your seat number. A game you finish from now on counts again.
forget-dm-only = /forget works in a private chat with me.
forget-confirm = Delete your ratings and statistics in every chat, and take your name out of leaderboards, history and game records? This cannot be undone.
btn-forget-yes = Yes, delete them
btn-forget-no = No, keep them
forget-kept = Nothing was deleted.

## Slow games: /new <game> timeout=2h

opt-timeout = time per move for this game (<code>30s</code> … <code>7d</code>, e.g. <code>10m</code>, <code>2h</code>, <code>1d</code>)
lobby-timeout = Time per move: { $time }
dur-s = { $n } s
dur-min = { $n } min
dur-h = { $n } h
dur-d = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
