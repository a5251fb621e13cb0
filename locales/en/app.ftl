## The Mini App's own words (bot/miniapp/static): `app-…` for every page, `<game>-app-…` for one game's page.

app-at-any-time = 🧰 At any time
app-failed = Something went wrong; try again.
app-expired = This window is out of date: open the game again from the chat.
app-too-fast = Too fast: wait a moment and try again.
baohuang-app-lead = leads
baohuang-app-on-table = On the table:
baohuang-app-pick = Pick cards to play
