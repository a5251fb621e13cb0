economicus-name = Экономикус: Бизнес-Империя
economicus-rules =
    <b>Экономикус: Бизнес-Империя</b> (Ф. Корженков). Стройте бизнес-империю и зарабатывайте звёзды деловой репутации. <i>Поле и карты — домашняя реконструкция: печатные не опубликованы.</i>
    Поле — круг из 11 отраслей с номерами 2–12. У каждого в начале 20М, квота приватизации, 2 карты опций и 2 компании в отраслях 2–6.
    <b>Год</b> — круг ходов плюс один ход: аудитор открывает его (карта события и карта опций) и завершает. <b>Ваш ход:</b> бросок двух кубиков → активная отрасль. 1) Её компании приносят прибыль (или убыток); соседние отрасли — +1М за каждую прибыльную компанию. 2) Свободная компания уходит на живой аукцион: вы открываете его по отраслевой цене или пасуете, любой может войти за 1М; аукцион закрывается через 20 с после последней ставки. 3) Владельцы могут продать там компании банку по отраслевой цене (затем −10 % за каждую).
    <b>7 или дубль:</b> карта опций и кризис в одной из отраслей (его сила снижает прибыль; другие кризисы слабеют).
    <b>В любой момент:</b> кредит (5М за компанию, 1М в год с каждых 5М), вклады (по 20М, 1М в год), R&D 6М раз в год (5 стартапов → инновационная компания), M&T 6М для компании в кризисе, карты опций, расследования преступлений.
    <b>Звёзды:</b> 1 за каждую отрасль, где у вас есть компания (2 — в ВПК, автопроме и инновациях), +2 за преимущество (больше всех компаний, не меньше 2), −3 за монополию, +1 за лучший менеджмент, +1 за раскрытое преступление. Кто первым наберёт 14 − число игроков звёзд, побеждает в конце этого хода.
economicus-opt-stars = Звёзд для победы (0 — 14 минус число игроков).
economicus-opt-years = Играть не больше стольких лет (0 — без ограничения), затем итог по звёздам.
economicus-opt-auction_seconds = Через сколько секунд после последней ставки закрывается аукцион.
economicus-opt-random_numbers = Перемешать номера отраслей (усложнённый вариант): да или нет.

economicus-ind-2 = Нефтегаз
economicus-ind-3 = Горнодобыча
economicus-ind-4 = Энергетика
economicus-ind-5 = Транспорт
economicus-ind-6 = Услуги связи
economicus-ind-7 = Инновации
economicus-ind-8 = Розничная торговля
economicus-ind-9 = Строительство
economicus-ind-10 = ВПК
economicus-ind-11 = Автопром
economicus-ind-12 = Финансы

economicus-kind-gov = госкомпания
economicus-kind-private = частная компания

economicus-card-quota = Квота приватизации
economicus-card-investigate = Расследование
economicus-card-relief = Антикризисные меры
economicus-card-lobby = Лоббирование
economicus-card-support = Господдержка
economicus-card-subsidy = Субсидия
economicus-card-tax = Уклонение от налогов (преступление, 2)
economicus-card-insider = Инсайдерская сделка (преступление, 3)
economicus-card-kickback = Откат (преступление, 4)
economicus-card-raid = Рейдерский захват (преступление, 5)

economicus-event-boom = Бум: прибыль каждой компании +1М в этом году.
economicus-event-recession = Спад: прибыль каждой компании −1М в этом году.
economicus-event-low-rates = Низкие ставки: проценты по кредиту — 1М с каждых 10М.
economicus-event-high-rates = Высокие ставки: 2М с каждых 5М кредита, вклады дают 2М с 20М.
economicus-event-state-order = Госзаказ: прибыль ВПК +2М в этом году.
economicus-event-privatization = Волна приватизации: каждый получает квоту.
economicus-event-nationalization = Национализация: одна частная компания возвращается государству.
economicus-event-charity = Благотворительность: заплатите 5М один раз в этом году за +1 звезду.
economicus-event-tender = Публичный тендер: пришлите закрытую ставку; наибольшая платит в конце года и получает +1 звезду.
economicus-event-breakthrough = Технологический прорыв: R&D стоит 3М в этом году.
economicus-event-antimonopoly = Антимонопольная проверка: каждый монополист платит 3М за компанию.
economicus-event-oil-shock = Нефтяной шок: Нефтегаз +2М, Транспорт и Автопром −1М в этом году.
economicus-event-calm = Спокойный год.

economicus-act-place = { $ind } ({ $kind })
economicus-act-roll = 🎲 Бросить
economicus-act-lot = Аукцион: { $ind }, { $kind }
economicus-act-bid = Ставка { $amount }М
economicus-act-pass = Пас
economicus-act-sell = Продать банку: { $ind } за { $price }М
economicus-act-offer = Исключительное предложение: { $ind }, { $price }М ×3
economicus-act-done = Готово
economicus-act-accept = Продать
economicus-act-refuse = Оставить (заплатить цену)
economicus-act-credit = Кредит +{ $amount }М
economicus-act-repay = Погасить { $amount }М
economicus-act-deposit = Вклад { $amount }М
economicus-act-withdraw = Снять { $amount }М
economicus-act-rd = R&D ({ $cost }М)
economicus-act-mt = M&T: { $ind }
economicus-act-play = Сыграть: { $card } { $target }
economicus-act-lobby-up = Лоббирование: { $target } +2М
economicus-act-lobby-down = Лоббирование: { $target } −2М
economicus-act-probe = Расследовать: { $criminal } (2 кубика М)
economicus-act-probe-card = Расследовать: { $criminal } (карта)
economicus-act-charity = Благотворительность (5М)
economicus-act-tender = Ставка в тендере { $amount }М
economicus-act-deal = Предложить: { $ind } игроку { $buyer } за { $price }М
economicus-act-take = Купить: { $ind } у игрока { $seller } за { $price }М
economicus-act-bankrupt = Объявить банкротство

economicus-err-not-now = Сейчас это невозможно.
economicus-err-out = Вы банкрот до следующего года.
economicus-err-bad-number = «{ $value }» — не число.
economicus-err-no-company = Нет такой компании.
economicus-err-cannot-place = Сюда нельзя поставить компанию.
economicus-err-not-a-lot = Эта компания не выставляется на аукцион.
economicus-err-no-auction = Сейчас нет аукциона.
economicus-err-auction-not-open = Сначала аукцион открывает активный игрок.
economicus-err-passed = Вы спасовали на этом аукционе.
economicus-err-already-leading = Ваша ставка и так наибольшая.
economicus-err-bid-low = Ставка — не меньше { $min }М.
economicus-err-no-cash = Нужно { $need }М, у вас { $cash }М.
economicus-err-no-quota = Для госкомпании нужна квота приватизации.
economicus-err-cannot-sell = Эту компанию сейчас не продать.
economicus-err-cannot-offer = На эту компанию нельзя сделать исключительное предложение.
economicus-err-multiple = Сумма должна быть кратна { $unit }М.
economicus-err-credit-limit = Можно занять ещё только { $room }М (5М за компанию).
economicus-err-repay-too-much = Ваш кредит — { $credit }М.
economicus-err-withdraw-too-much = Ваш вклад — { $deposit }М.
economicus-err-rd-done = Не больше одного этапа R&D в год.
economicus-err-not-yours = Это не ваша компания.
economicus-err-mt-done = В этой компании M&T уже внедрён.
economicus-err-mt-no-crisis = M&T — только для компании в отрасли с кризисом.
economicus-err-no-card = У вас нет такой карты.
economicus-err-card-passive = Эта карта действует сама, её не разыгрывают.
economicus-err-no-industry = Нет такой отрасли.
economicus-err-no-crisis = Там нет кризиса.
economicus-err-lobby-target = Выберите отрасль с известной ценой и направление.
economicus-err-raid-target = Выберите чужую компанию (не в инновациях).
economicus-err-no-crime = Нет такого открытого преступления.
economicus-err-probe-not-yours = Вам нельзя расследовать это преступление.
economicus-err-charity-done = В этом году вы уже жертвовали.
economicus-err-no-deal = Такой сделки для вас нет.
economicus-err-deal-target = Выберите другого игрока, который в игре.
economicus-err-tender-done = Ваша ставка в тендере уже отправлена.

economicus-ev-start = <b>Экономикус</b>: { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
  }, для победы { $target ->
    [one] { $target } звезда
    [few] { $target } звезды
   *[many] { $target } звёзд
  }. Расставляем стартовые компании…
economicus-ev-first = Первый игрок и аудитор: { $player }
economicus-ev-placed = { $player }: компания в отрасли «{ $ind }».
economicus-ev-no-place = { $player }: свободных компаний нет, вместо этого +{ $amount }М.
economicus-ev-year = <b>Год { $year }.</b> Аудитор: { $auditor }
economicus-ev-event = Событие: { $event }
economicus-ev-turn = Ход { $turn }: { $player }
economicus-ev-roll = { $player }: { $d1 } + { $d2 } — <b>{ $ind }</b>.
economicus-ev-price-set = { $ind }: цена установлена, { $price }М.
economicus-ev-profit = { $player }: { $amount }М (компании { $own }, соседи { $near }, стартапы { $startups }).
economicus-ev-card-drawn = { $player } берёт карту опций.
economicus-ev-card-you = Ваша новая карта: { $card }
economicus-ev-crisis-grows = Снова 7: сила кризиса растёт до { $strength }.
economicus-ev-crisis = <b>Кризис</b>: { $ind }, сила { $strength }, цена −{ $die } → { $price }М.
economicus-ev-crisis-ends = Кризис в отрасли «{ $ind }» окончен: цена +{ $die } → { $price }М.
economicus-ev-lot = { $player } выставляет на аукцион: { $ind }, { $kind }, от { $price }М.
economicus-ev-pass = { $player }: пас.
economicus-ev-join = { $player } входит в аукцион ({ $fee }М).
economicus-ev-bid = { $player }: ставка { $amount }М.
economicus-ev-won = { $player } покупает компанию ({ $ind }) за { $price }М.
economicus-ev-unsold = Ставок нет: { $ind } дешевеет до { $price }М.
economicus-ev-sold = { $player } продаёт банку компанию ({ $ind }) за { $price }М.
economicus-ev-sold-forced = { $player } вынужденно продаёт компанию ({ $ind }) за { $price }М.
economicus-ev-price-after-sales = { $ind }: продано { $sold }, цена теперь { $price }М.
economicus-ev-offer = { $player } делает игроку { $owner } исключительное предложение: { $ind } за { $price }М.
economicus-ev-offer-accepted = { $player } продаёт компанию игроку { $buyer } за { $price }М.
economicus-ev-offer-refused = { $player } сохраняет компанию и платит { $amount }М премий.
economicus-ev-credit = { $player } берёт кредит { $amount }М (всего { $total }М).
economicus-ev-repay = { $player } гасит { $amount }М (кредит { $total }М).
economicus-ev-repay-forced = { $player } гасит { $amount }М необеспеченного кредита.
economicus-ev-deposit = { $player } вносит вклад { $amount }М (вклад { $total }М).
economicus-ev-withdraw = { $player } снимает { $amount }М со вклада.
economicus-ev-rd = { $player } финансирует R&D ({ $cost }М): стартапов { $startups } из 5.
economicus-ev-innovation = { $player } создаёт инновационную компанию!
economicus-ev-mt = { $player } внедряет M&T в компании ({ $ind }).
economicus-ev-best = Лучший менеджмент у игрока { $player } ({ $count } с M&T): +1 звезда.
economicus-ev-play = { $player } играет карту «{ $card }».
economicus-ev-relief = { $ind }: кризис ослаблен до { $strength }.
economicus-ev-lobby = { $ind }: цена теперь { $price }М.
economicus-ev-support = Компания игрока { $player } ({ $ind }) в этом году не страдает от кризисов.
economicus-ev-subsidy = { $player } получает субсидию { $amount }М.
economicus-ev-crime-failed = Преступление не удалось ({ $die }, нужно больше { $need }).
economicus-ev-crime = { $player }: «{ $card }» ({ $die }), +{ $amount }М. Любой может начать расследование!
economicus-ev-raid = { $player } захватывает компанию игрока { $victim } ({ $ind }, выпало { $die }). Любой может начать расследование!
economicus-ev-crime-closed = Преступление игрока { $player } («{ $card }») больше нельзя расследовать.
economicus-ev-probe-card = { $player } расследует дело игрока { $criminal } по карте.
economicus-ev-probe-paid = { $player } нанимает журналистов против игрока { $criminal } за { $amount }М.
economicus-ev-probe-failed = Расследование игрока { $player } не удалось ({ $die }).
economicus-ev-probe-solved = Раскрыто ({ $die })! Преступление игрока { $criminal } отменено, штраф { $fine }М и −1 звезда; { $player } получает звезду.
economicus-ev-charity = { $player } жертвует { $amount }М: +1 звезда.
economicus-ev-tender-bid = { $player } присылает закрытую ставку в тендере.
economicus-ev-tender-you = Ваша ставка в тендере: { $amount }М.
economicus-ev-tender-won = { $player } выигрывает тендер за { $amount }М: +1 звезда.
economicus-ev-nationalized = Компания игрока { $player } ({ $ind }) национализирована за { $price }М.
economicus-ev-antimonopoly = { $player } платит { $amount }М за монополию ({ $ind }).
economicus-ev-deal = { $player } предлагает игроку { $buyer } компанию ({ $ind }) за { $price }М.
economicus-ev-deal-done = { $player } продаёт компанию ({ $ind }) игроку { $buyer } за { $price }М.
economicus-ev-year-end = <b>Конец года { $year }.</b>
economicus-ev-interest = { $player } платит { $amount }М процентов по кредиту { $credit }М.
economicus-ev-deposit-interest = { $player } получает { $amount }М по вкладу.
economicus-ev-bankrupt = { $player } — банкрот и вернётся в игру в следующем году.
economicus-ev-reenter = { $player } снова в игре.
economicus-ev-over-stars = <b>Игра окончена</b> на { $year }-м году: цель по звёздам достигнута.
economicus-ev-over-years = <b>Игра окончена</b>: { $year ->
    [one] прошёл { $year } год
    [few] прошло { $year } года
   *[many] прошло { $year } лет
  }.
economicus-ev-over-limit = <b>Игра окончена</b>: предел в { $year } лет.
