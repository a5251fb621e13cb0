## Слова самого Крупье (команды, лобби, ходы, админ). Слова игр — в <game>.ftl.

lang-name = Русский
lang-choose = Выберите язык:
lang-set = Язык: русский.
hello-group = 👋 Я <b>Крупье</b> — ведущий настольных игр. <code>/new &lt;игра&gt;</code> открывает игру; игры: { $games }. Язык этой группы:

cmd-start = Открыть личный чат с крупье
cmd-help = Что я умею
cmd-games = Мои игры
cmd-rules = Правила игры: /rules merit
cmd-lang = Язык этого чата
cmd-new = Новая игра: /new merit
cmd-join = Войти в игру (или вернуть своё место)
cmd-leave = Выйти из игры
cmd-begin = Начать игру
cmd-cancel = Отменить лобби
cmd-status = Положение в игре
cmd-reset = Админ: завершить игру в чате
cmd-inspect = Админ: осмотреть игру
cmd-kick = Админ: отдать место игрока ИИ
cmd-settings = Админ: язык группы, время на ход, закрепление
settings-title = ⚙️ Настройки группы (для админов):
settings-timeout = ⏳ Время на ход: { $time }
settings-pin-on = 📌 Закреплять стол: да
settings-pin-off = 📌 Закреплять стол: нет

welcome = Привет! Я <b>Крупье</b> — ведущий настольных игр в групповых чатах. Добавьте меня в группу и наберите <code>/new &lt;игра&gt;</code>. Игры: { $games }. Теперь я могу присылать вам сюда ваши карты и тайные решения.
help = <b>Крупье</b> раздаёт, считает очки и судит игры в этом чате.
    <code>/new &lt;игра&gt; [ключ=значение …]</code> — открыть лобби (игры: { $games })
    /join, /leave, /begin, /cancel — лобби
    /status — положение в игре
    /board — поле картинкой (в играх, где оно рисуется)
    /resume — продолжить игру, поставленную на паузу, когда все места перешли к ИИ: игрок возвращается на своё место, админ даёт ИИ доиграть
    /rules &lt;игра&gt; — правила
    /lang — язык
    Админам: /reset, /inspect, /kick
    Тайные решения приходят в личные сообщения: один раз нажмите Start в личном чате со мной.
games-title = <b>Игры</b>
games-row = • <code>{ $id }</code> — { $name } ({ $min }–{ $max } { $max ->
    [one] игрок
    [few] игрока
   *[many] игроков
})
games-row-exact = • <code>{ $id }</code> — { $name } ({ $min } { $min ->
    [one] игрок
    [few] игрока
   *[many] игроков
})
rules-usage = Какая игра? <code>/rules &lt;игра&gt;</code>, одна из: { $games }
new-usage = Какая игра? <code>/new &lt;игра&gt; [ключ=значение …]</code>, одна из: { $games }
options-valid = Допустимые настройки:
opt-ai = сколько игроков-ИИ посадить сразу

lobby-title = 🎲 <b>{ $game }</b> — лобби
lobby-options = Настройки: { $options }
lobby-players = Игроков: { $n } (нужно { $min }–{ $max })
lobby-players-exact = Игроков: { $n } (нужно { $min })
lobby-fill-ai = Пустые места займут игроки-ИИ ({ $n }).
# the AI seats' names, in the order they are seated (comma-separated; each fixed when its seat is made)
ai-names = Ада, Софья, Лев, Нина, Пётр, Вера, Илья, Ольга
lobby-fairness = Честная раздача: <code>sha256</code>(ключа) = <code>{ $hash }</code>
lobby-already-in = Вы уже в этой игре.
lobby-joined = Вы вошли в игру.
lobby-left = Вы вышли из игры.
lobby-full = Мест больше нет.
lobby-no-ai = Нет игрока-ИИ, которого можно убрать.
lobby-cancelled = Лобби отменено.
lobby-closed-empty = Все ушли: лобби закрыто.
lobby-expired = Лобби давно никто не трогал, и оно закрыто. /new откроет новое.
join-needs-dm = { $name }, я пока не могу вам написать. Нажмите кнопку, затем Start — и вы в игре.
join-open-dm = Сначала откройте личный чат со мной (кнопка в группе).
joined-dm = Вы вошли в игру «{ $game }». Тайные решения будут приходить сюда.
dm-needed = { $name }, мне нужно спросить вас лично, но я не могу вам написать. Нажмите кнопку и Start.
dm-ready = Вот ваш вопрос.
btn-join = ✋ Войти
btn-leave = 🚪 Выйти
btn-add-ai = ➕ Игрок-ИИ
btn-remove-ai = ➖ Игрок-ИИ
btn-start = ▶️ Начать
btn-cancel = ✖️ Отмена
btn-open-dm = 💬 Открыть личный чат
btn-reset-yes = Да, завершить
btn-reset-no = Нет, играем дальше

game-started = ▶️ <b>{ $game }</b> начинается.
    Честная раздача: <code>sha256</code>(ключа) = <code>{ $hash }</code> — сам ключ тасовки будет раскрыт в конце игры.
game-started-short = Игра началась.
status-waiting = ⏳ Ждём: { $names }
prompt-group = 👉 <b>{ $name }</b>, ваш ход:
prompt-dm = 👉 Ваше решение:
panel-title = 🧰 В любой момент:
panel-below = 🧰 Ниже — то, что можно сделать в любой момент.
move-accepted = ✓ Принято
timeout-default = ⌛ У игрока { $name } вышло время: сыгран вариант по умолчанию.
afk-to-ai = 🤖 { $name }: { $n ->
        [one] { $n } ход пропущен
        [few] { $n } хода подряд пропущено
       *[other] { $n } ходов подряд пропущено
    }, место играет ИИ. /join вернёт его.
seat-back = 🙋 { $name } снова в игре.
seat-left = 🚪 { $name } покидает игру: место играет ИИ.
seat-kicked = 🚫 Админ убрал игрока { $name }: место играет ИИ.
seat-already-left = Вы уже вышли из игры: за вас играет ИИ. /join вернёт место.
reminder-dm = ⏰ Ваш ход! До хода по умолчанию: { $time }.
reminder-group = ⏰ { $name }, ваш ход! Осталось: { $time }.
final-title = 🏁 <b>Итог</b>
final-row = { $place }. { $name } — { $score }
seed-reveal = 🔑 Ключ тасовки: <code>{ $seed }</code> (его <code>sha256</code> был показан в начале)
record-caption = Партия №{ $id }: ключ тасовки и все ходы. Проверка: <code>python -m games verify croupier-{ $id }.json</code>
btn-fairness = 🔍 Проверить честность
resume-failed = ⚠️ Игру №{ $id } не удалось продолжить после обновления бота, поэтому она закрыта. Её ключ тасовки: <code>{ $seed }</code>; запись игры — ниже.
text-no-decision = Ни в одной игре от вас сейчас не ждут решения.
text-not-understood = Не понял. Нажмите кнопку или наберите сокращение, как подсказано.

reset-confirm = Завершить текущую игру «{ $game }»? Это нельзя отменить.
reset-kept = Игра продолжается.
reset-done = 🛑 Игра завершена по команде: { $name }. Ключ тасовки: <code>{ $seed }</code>; запись игры — ниже.
game-stopped = ⚠️ Игра №{ $id } остановилась из-за ошибки бота (она записана в журнал для владельца бота). Администратор может завершить игру командой /reset: откроются ключ тасовки и запись игры.
game-stopped-move = Эта игра остановилась из-за ошибки бота; администратор может завершить её командой /reset.
kick-choose = Чьё место отдать ИИ?
kick-nobody = Нет игроков-людей, которых можно убрать.
inspect-head = 🔎 Игра №{ $id } ({ $game }), статус: { $status }
inspect-version = Версия { $version }; ждём: { $waiting }
inspect-deadline = ⏳ { $name }: осталось { $seconds } с
inspect-dm-failed = Не удалось прислать вам файл состояния.
inspect-outbox = 📤 Сообщения: ждут отправки — { $pending }, доставлены — { $done }, отклонены Telegram — { $failed }

err-group-only = Эта команда работает в группе.
err-admin-only = Это могут только админы чата.
err-creator-only = Это может только открывший лобби (или админ).
err-game-exists = В этом чате уже есть игра: /status или /cancel для лобби.
err-no-game = Здесь нет игры.
err-no-lobby = Нет лобби, которое можно начать: /new &lt;игра&gt; откроет его.
err-already-running = Игра уже идёт.
err-cancel-running = Игра идёт; админ может завершить её командой /reset.
err-join-running = Игра уже идёт, и вас в ней нет.
err-not-in-game = Вы не участвуете в этой игре.
err-not-your-turn = Сейчас не ваш ход.
err-not-your-turn-who = Не ваш ход: ждём { $names }.
err-game-over = Игра окончена.
err-stale = Эта кнопка устарела.
err-stray-copy = 🔁 Это лишняя копия сообщения, её кнопки убраны: действующее сообщение чуть ниже.
err-flood = Слишком много сообщений сразу: несколько секунд я их пропускаю.
err-not-member = Присоединиться к игре могут только участники этой группы.
guard-elsewhere = Эта кнопка из другого чата, здесь она ничего не делает.
guard-not-member = Кнопками этой группы могут пользоваться только её участники.
err-which-game = Решения ждут в нескольких играх. К какой относится это?
err-player-count = В эту игру играют { $min }–{ $max } { $max ->
    [one] игрок
    [few] игрока
   *[many] игроков
}.
err-player-count-exact = В эту игру играют { $min ->
    [one] { $min } игрок
    [few] { $min } игрока
   *[many] { $min } игроков
  }.
err-no-humans = Нужен хотя бы один игрок-человек.
err-option-unknown = Неизвестная настройка <code>{ $key }</code>. Допустимые: <code>{ $valid }</code>
err-option-value = Недопустимое значение «{ $value }» для настройки <code>{ $key }</code>.
err-option-syntax = Настройки пишутся как ключ=значение, а не «{ $arg }».
err-unknown-command = Я не знаю команды { $command }. /help — что я умею.
err-internal = У меня что-то пошло не так; ничего не изменилось.

# Ответ на нажатие (всплывающая строка): что сделал собственный ход игрока.
move-noted = ✓ { $what }
