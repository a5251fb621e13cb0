## The Mini App's own words (bot/miniapp/static): `app-…` for every page, `<game>-app-…` for one game's page.

app-at-any-time = 🧰 At any time
app-failed = Something went wrong; try again.
app-expired = This window is out of date: open the game again from the chat.
app-too-fast = Too fast: wait a moment and try again.
baohuang-app-lead = leads
baohuang-app-on-table = On the table:
baohuang-app-pick = Pick cards to play

## Opening the app from the chat (bot/miniapp/launch.py, /app)

cmd-app = Open your game as an app
launch-open-table = 📱 Open the table
launch-open-game = 📱 { $game } · #{ $id }
launch-pick-game = Open a game's table as an app:
launch-off = This bot has no app.
launch-in-dm = Write /app to me in a private chat to open your game.
launch-here = The game's table as an app:
