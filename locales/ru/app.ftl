## Слова самого мини-приложения (bot/miniapp/static): `app-…` для всех страниц, `<game>-app-…` для страницы одной игры.

app-at-any-time = 🧰 В любой момент
app-failed = Что-то пошло не так, попробуйте ещё раз.
app-expired = Окно устарело: откройте игру заново из чата.
app-too-fast = Слишком быстро: подождите немного и попробуйте снова.
baohuang-app-lead = ведёт
baohuang-app-on-table = На столе:
baohuang-app-pick = Выберите карты для хода

## Как открыть приложение из чата (bot/miniapp/launch.py, /app)

cmd-app = Открыть свою игру в приложении
launch-open-table = 📱 Открыть стол
launch-open-game = 📱 { $game } · #{ $id }
launch-pick-game = Открыть стол игры в приложении:
launch-off = У этого бота нет приложения.
launch-in-dm = Напишите мне /app в личном чате, чтобы открыть свою игру.
launch-here = Стол игры в приложении:
