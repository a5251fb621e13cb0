## Стол «功德轮回», как его рисует бот (bot/faces/merit.py).
merit-ui-head = 🔄 Раунд { $round }/{ $rounds } · Бедствия { $calamity }/{ $limit } · Спасено { $saved }/{ $target }
merit-ui-setup = 🪷 Подготовка: тайный выбор прибежища сделали { $chosen } из { $total }
merit-ui-being = 🙏 { $being } — цена { $cost }, награда: заслуги { $fu }, мудрость { $hui }
merit-ui-being-last = ⚠️ { $being } — цена { $cost }, награда: заслуги { $fu }, мудрость { $hui } (последний раунд!)
merit-ui-seat = { $mark }<b>{ $name }</b> — { $role }, { $refuge } · 💰{ $wealth } заслуги { $fu } мудрость { $hui } · обет: { $vow } · спас { $saves } · вложения { $stakes }
merit-ui-chosen = выбор сделан
merit-ui-choosing = выбирает…
merit-ui-refuge = принял прибежище
merit-ui-norefuge = без прибежища
merit-ui-refuge-ask = Выберите тайно: принять прибежище (заслуги +1, мудрость +1, +50 % от событий заслуг и мудрости) или нет (богатство +3). Ваш выбор никто не увидит, пока не выберут все.
merit-ui-team-win = 🎉 Команда победила: спасено { $saved }/{ $target }, бедствия { $calamity }.
merit-ui-team-loss = 💀 Команда проиграла: спасено { $saved }/{ $target }, бедствия { $calamity }. У всех 0 очков.
merit-ui-score = { $place }. <b>{ $name }</b> — { $score } (основа { $base } + прибежище { $bonus } + обет { $vow })
merit-ui-history = Выпавшие события: { $events }
