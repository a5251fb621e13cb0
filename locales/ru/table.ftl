# Манеры стола: сколько осталось времени, устаревшие кнопки, пауза, проверка честности.
prompt-time = ⏳ Осталось { $time }
timeout-you = ⌛ Время вышло, поэтому за вас сделан ход по умолчанию.
err-stale-dm = Это сообщение устарело. Ваши кнопки сейчас — в личном чате с ботом.
err-stale-group = Это сообщение устарело. Ваши кнопки — в самом новом сообщении стола (/status опустит его вниз).
status-late = ⏰ Ещё не выбрали: { $names }
inspect-sent = 🔎 Отправлено вам в личный чат.
inspect-dm-needed = 🔎 Я пока не могу вам написать: откройте личный чат со мной, нажмите «Старт» и снова отправьте /inspect здесь.
inspect-status-lobby = набор игроков
inspect-status-running = идёт игра
inspect-status-finished = завершена
inspect-status-cancelled = отменена
inspect-seat-human = { $n }. { $name } (игрок, пропущено ходов: { $missed })
inspect-seat-ai = { $n }. { $name } (ИИ, пропущено ходов: { $missed })
