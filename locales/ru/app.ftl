## Слова самого мини-приложения (bot/miniapp/static): `app-…` для всех страниц, `<game>-app-…` для страницы одной игры.

app-at-any-time = 🧰 В любой момент
app-failed = Что-то пошло не так, попробуйте ещё раз.
app-expired = Окно устарело: откройте игру заново из чата.
app-too-fast = Слишком быстро: подождите немного и попробуйте снова.
baohuang-app-lead = ведёт
baohuang-app-on-table = На столе:
baohuang-app-pick = Выберите карты для хода
