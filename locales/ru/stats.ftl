## Рейтинги, таблицы лидеров, история, реванш, /forget (bot/stats.py)

cmd-top = Таблица лидеров: /top или /top baohuang
cmd-stats = Ваши партии, победы и рейтинги
cmd-history = Последние десять партий здесь
cmd-forget = Удалить вашу статистику и рейтинги

help-stats = /top [игра], /stats, /history — таблица лидеров, ваши результаты, последние партии (админ может ответить на чьё-то сообщение командой /stats, чтобы увидеть результаты этого человека)
    /forget — в личном чате со мной: удаляет ваши рейтинги и статистику и убирает ваше имя из таблиц лидеров и истории (в записях партий остаётся только номер места)

btn-again = 🔁 Ещё раз
btn-record = 📄 №{ $id }

stats-ai = 🤖 ИИ
stats-someone = (игрок)
stats-here = в этом чате
stats-everywhere = во всех чатах

top-title = 🏆 <b>{ $game }</b> — { $where }
top-row = { $rank }. { $name } — <b>{ $rating }</b> · { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }
top-row-coop = { $rank }. { $name } — { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }, лучший счёт { $best }
top-team = Командный счёт: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }, лучший счёт { $best }
top-empty = Законченных партий пока нет. Партия засчитывается, когда она закончена (сброшенная через /reset — нет).
top-unknown = Какая игра? <code>/top &lt;игра&gt;</code>, одна из: { $games }

stats-title = 📊 <b>{ $name }</b> — { $where }
stats-row = • { $game }: рейтинг <b>{ $rating }</b> · { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }, лучший счёт { $best }
stats-row-coop = • { $game }: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[other] { $games } партий
    }, { $wins ->
        [one] { $wins } общая победа
        [few] { $wins } общие победы
       *[other] { $wins } общих побед
    }, лучший счёт { $best }
stats-empty = 📊 <b>{ $name }</b> — { $where }: законченных партий пока нет.
stats-admin-only = Чужую статистику могут смотреть только админы чата.

history-title = 📜 <b>Последние партии</b>
history-mine = 📜 <b>Ваши последние партии</b>
history-row = { $n }. { $date } — { $game } (№{ $id }): { $winners }
history-winners = победа: { $names }
history-draw = ничья
history-team-won = победа команды
history-team-lost = поражение команды
history-empty = Законченных партий здесь пока нет.
history-sent = Запись партии — в нашем личном чате.
history-no-dm = Не могу вам написать: нажмите Start в личном чате со мной и снова нажмите кнопку.
history-gone = Этой партии нет в истории.
history-already-sent = Уже отправлено: запись партии — в нашем личном чате.
history-not-yours = Вы не играли в этой партии: её запись можно получить в её группе (в итоговом сообщении или через /history).

rematch-opened = Открыто новое лобби: остальные присоединяются кнопкой в нём.
rematch-no-game = Эта партия больше не известна.

forget-done = Готово: ваши рейтинги и статистика удалены (в истории { $games ->
        [one] { $games } партии
       *[other] { $games } партий
    } вашего имени больше нет). В записях партий остаётся только номер вашего места. Партии, законченные с этого момента, снова засчитываются.
forget-dm-only = /forget работает в личном чате со мной.
forget-confirm = Удалить ваши рейтинги и статистику во всех чатах и убрать ваше имя из таблиц лидеров, истории и записей партий? Отменить это будет нельзя.
btn-forget-yes = Да, удалить
btn-forget-no = Нет, оставить
forget-kept = Ничего не удалено.

## Медленные партии: /new <игра> timeout=2h

opt-timeout = время на ход в этой партии (от <code>30s</code> до <code>7d</code>, например <code>10m</code>, <code>2h</code>, <code>1d</code>)
lobby-timeout = Время на ход: { $time }
dur-s = { $n } с
dur-min = { $n } мин
dur-h = { $n } ч
dur-d = { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[other] { $n } дней
    }
