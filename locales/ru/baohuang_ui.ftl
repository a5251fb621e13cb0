## Стол 保皇 так, как его рисует бот (bot/faces/baohuang.py). Карты сохраняют китайские имена (大王 —
## большой джокер, 小王 — малый, 老王 — старый король) на всех языках, как в тексте руки.

baohuang-ui-head = 🃏 <b>Баохуан</b> · { $variant } · раздача { $hand }/{ $hands }
baohuang-ui-totals = Итого: { $totals }
baohuang-ui-face-up = Открытая карта: { $card }
baohuang-ui-throne = 👑 Трон: решает { $player }.
baohuang-ui-bundle = { $n ->
        [one] С троном переходит { $n } карта.
        [few] С троном переходят { $n } карты.
       *[many] С троном переходят { $n } карт.
    }
baohuang-ui-declaring = 🤫 Тайные объявления перед первым ходом…
baohuang-ui-kicking = 🦶 Круг пинка (踢): другая сторона может удвоить счёт…
baohuang-ui-over = 🏁 Матч окончен.

baohuang-ui-emperor = 👑 Император { $player }
baohuang-ui-alone-open = 👑 { $player } играет в одиночку против четверых
baohuang-ui-alone-secret = 👑 { $player } тайно играет в одиночку (暗独)
baohuang-ui-guard = 🛡 телохранитель { $player }
baohuang-ui-guard-hidden = 🛡 телохранитель неизвестен
baohuang-ui-called = названа { $card }
baohuang-ui-double-mingbao = телохранитель открылся (明保) ×2
baohuang-ui-double-rebellion = мятеж ×2
baohuang-ui-kicked = пинок (踢) от { $player } ×2

baohuang-ui-last-trick = ⏮ Прошлый круг за игроком { $player }: { $plays }
baohuang-ui-last-hand = Раздача { $hand }: { $scores }
baohuang-ui-trick = <b>Круг</b>
baohuang-ui-trick-play = { $player }: <b>{ $cards }</b>
baohuang-ui-trick-pass = { $player }: пас
baohuang-ui-to-beat = 👉 { $player } бьёт { $cards }
baohuang-ui-to-lead = 👉 { $player } начинает круг
baohuang-ui-out = 🏁 { $place }

baohuang-ui-hand = 🂠 <b>Ваши карты</b> ({ $n }): { $cards }
baohuang-ui-hand-empty = 🂠 У вас не осталось карт.
baohuang-ui-you-emperor = 👑 Вы император; ваш телохранитель скрыт.
baohuang-ui-you-emperor-guard = 👑 Вы император; ваш телохранитель — { $player }.
baohuang-ui-you-alone = 👑 Вы играете один против четверых, тайно (暗独).
baohuang-ui-you-alone-open = 👑 Вы играете один против четверых, открыто.
baohuang-ui-you-guard = 🛡 Вы телохранитель игрока { $player }; никто больше не знает.
baohuang-ui-you-guard-open = 🛡 Вы телохранитель игрока { $player }, это знают все.
baohuang-ui-you-rebel = ⚒ Вы мятежник.
baohuang-ui-you-rebel-with = ⚒ Вы мятежник, вместе с: { $players }.
baohuang-ui-you-auto = ⌛ До конца раздачи за вас играет автопилот (托管).
baohuang-ui-trick-line = На столе: { $plays }
baohuang-ui-pass = пас
baohuang-ui-counts = Осталось карт: { $counts }

baohuang-ui-q-throne = 👑 Решение о троне за вами:
baohuang-ui-q-declare = 🤫 Объявите тайно: никто не увидит ответа, пока не ответят все.
baohuang-ui-q-kick = 🦶 Одна сторона раскрыта. Дайте пинок (踢), чтобы удвоить счёт (считается первый пинок).
baohuang-ui-q-lead = 👉 Ваш ход первым: сыграйте любой набор.
baohuang-ui-q-follow = 👉 Побейте <b>{ $cards }</b> игрока { $player } или спасуйте.
baohuang-ui-q-typing = Ход можно и написать, например <code>{ $example }</code>.
baohuang-ui-q-default = ⏳ По истечении времени: { $action }
baohuang-ui-why-ascend = Взойти на трон (登基): стать императором и начать первый круг.
baohuang-ui-why-ascend-both = Взойти на трон (登基): стать императором; с картой телохранителя вы играете один, тайно (暗独).
baohuang-ui-why-ascend-alone = Взойти на трон (登基): без карты для вызова вы играете один против четверых.
baohuang-ui-why-dubao = Играть одному открыто (独保): играть одному против четверых, открыто.
baohuang-ui-why-transfer = Передать карту (转让): карта императора уходит к игроку { $player }, новому императору; вы остаётесь открытым телохранителем.
baohuang-ui-why-cede = Уступить: трон переходит к { $player }{ $tie }.
baohuang-ui-tie-card = {", "}добавив карту (贴: двойку, иначе свою старшую)
baohuang-ui-tie-two = {", "}с одной из ваших двоек
baohuang-ui-tie-none = {""}
baohuang-ui-why-call = Назвать { $card }: у вас три такие, владелец четвёртой — ваш телохранитель.
baohuang-ui-why-mingdu = Играть одному (明独): играть одному против четверых.
baohuang-ui-why-qiangdu = Перехватить трон (抢独): играть одному против четверых.
baohuang-ui-why-mingbao = Открыться телохранителем (明保): объявить себя телохранителем; счёт удваивается.
baohuang-ui-why-anbao = Остаться в тени (暗保): не раскрывать свою роль.
baohuang-ui-why-rebel = Мятеж (造反): открыться мятежником; два мятежника и больше раскрывают телохранителя и удваивают счёт.
baohuang-ui-why-norebel = Без мятежа: промолчать.
baohuang-ui-why-ok = Ничего не объявлять.
baohuang-ui-why-kick = Пинок (踢): счёт удваивается.
baohuang-ui-why-nokick = Без пинка.

baohuang-ui-draft-rank = 🧩 Соберите ход: выберите достоинство (показаны только те, которыми можно сыграть).
baohuang-ui-draft-count = 🧩 { $rank }: сколько?
baohuang-ui-draft-with = 🧩 { $cards }: с какими джокерами?
baohuang-ui-draft-jokers = 🧩 Только джокеры: какие?
baohuang-ui-btn-build = 🧩 Другой ход…
baohuang-ui-btn-back = ⬅ Назад
baohuang-ui-btn-jokers = 🃏 Джокеры

baohuang-ui-final = 🏁 <b>Итог</b> — Баохуан, { $variant }, { $hands ->
        [one] { $hands } раздача
        [few] { $hands } раздачи
       *[many] { $hands } раздач
    }
baohuang-ui-final-hand = Раздача { $hand }: { $sides } · порядок выхода: { $order }
baohuang-ui-final-best = Очки — двойки дани: + получено, − отдано.
baohuang-ui-final-row = { $place }. <b>{ $player }</b> { $score }{ $detail }
