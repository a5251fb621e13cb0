economicus-name = Экономикус: Бизнес-Империя
economicus-rules =
    <b>Экономикус: Бизнес-Империя</b> (Ф. Корженков). Стройте бизнес-империю и зарабатывайте звёзды деловой репутации. <i>Поле и карты — домашняя реконструкция: печатные не опубликованы.</i>
    Поле — круг из 11 отраслей с номерами 2–12. У каждого в начале 20 млн, квота приватизации, 2 карты опций и 2 компании в отраслях 2–6.
    <b>Отрасли</b> (номер, название, компании в начале игры, прибыль одной компании, когда выпадает её номер; в усложнённом варианте номера перемешаны):
    2 Нефтегаз — 2 компании (1 гос.), +5 млн
    3 Горнодобыча — 3 компании (1 гос.), +4 млн
    4 Энергетика — 3 компании (1 гос.), +3 млн
    5 Транспорт — 4 компании (1 гос.), +2 млн
    6 Услуги связи — 4 компании, +2 млн
    7 Инновации — компании только из стартапов, +3 млн
    8 Розничная торговля — 5 компаний, +1 млн
    9 Строительство — 4 компании (1 гос.), +2 млн
    10 ВПК — 3 компании (все гос.), +3 млн
    11 Автопром — 3 компании (2 гос.), −1 млн
    12 Финансы — 2 компании (1 гос.), +5 млн
    <b>Год</b> — круг ходов плюс один ход: аудитор открывает его (карта события и карта опций) и завершает. <b>Ваш ход:</b> бросок двух кубиков → активная отрасль. 1) Её компании приносят прибыль (или убыток); соседние отрасли — +1 млн за каждую прибыльную компанию. 2) Свободная компания уходит на живой аукцион: вы открываете его по отраслевой цене или пасуете, любой может войти за 1 млн; аукцион закрывается через 20 с после последней ставки. 3) Владельцы могут продать там компании банку по отраслевой цене (затем −10 % за каждую).
    <b>7 или дубль:</b> карта опций и кризис в одной из отраслей (его сила снижает прибыль; другие кризисы слабеют).
    <b>В любой момент:</b> кредит (5 млн за компанию, 1 млн в год с каждых 5 млн), вклады (по 20 млн, 1 млн в год), R&amp;D 6 млн раз в год (5 стартапов → инновационная компания), M&amp;T 6 млн для компании в кризисе, карты опций, расследования преступлений.
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
economicus-ind-short-2 = Нефтегаз
economicus-ind-short-3 = Горнодобыча
economicus-ind-short-4 = Энергетика
economicus-ind-short-5 = Транспорт
economicus-ind-short-6 = Связь
economicus-ind-short-7 = Инновации
economicus-ind-short-8 = Торговля
economicus-ind-short-9 = Строительство
economicus-ind-short-10 = ВПК
economicus-ind-short-11 = Автопром
economicus-ind-short-12 = Финансы

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

economicus-event-boom = Бум: прибыль каждой компании +1 млн в этом году.
economicus-event-recession = Спад: прибыль каждой компании −1 млн в этом году.
economicus-event-low-rates = Низкие ставки: проценты по кредиту — 1 млн с каждых 10 млн.
economicus-event-high-rates = Высокие ставки: 2 млн с каждых 5 млн кредита, вклады дают 2 млн с 20 млн.
economicus-event-state-order = Госзаказ: прибыль ВПК +2 млн в этом году.
economicus-event-privatization = Волна приватизации: каждый получает квоту.
economicus-event-nationalization = Национализация: одна частная компания возвращается государству.
economicus-event-charity = Благотворительность: заплатите 5 млн один раз в этом году за +1 звезду.
economicus-event-tender = Публичный тендер: пришлите закрытую ставку; наибольшая платит в конце года и получает +1 звезду.
economicus-event-breakthrough = Технологический прорыв: R&amp;D стоит 3 млн в этом году.
economicus-event-antimonopoly = Антимонопольная проверка: каждый монополист платит 3 млн за компанию.
economicus-event-oil-shock = Нефтяной шок: Нефтегаз +2 млн, Транспорт и Автопром −1 млн в этом году.
economicus-event-calm = Спокойный год.

economicus-act-place = { $ind } ({ $kind })
economicus-act-roll = 🎲 Бросить
economicus-act-lot = Аукцион: { $ind }, { $kind }
economicus-act-bid = Ставка { $amount } млн
economicus-act-pass = Пас
economicus-act-sell = Продать банку: { $ind } за { $price } млн
economicus-act-offer = Исключительное предложение: { $ind }, { $price } млн ×3
economicus-act-done = Готово
economicus-act-accept = Продать
economicus-act-refuse = Оставить (заплатить цену)
economicus-act-credit = Кредит +{ $amount } млн
economicus-act-repay = Погасить { $amount } млн
economicus-act-deposit = Вклад { $amount } млн
economicus-act-withdraw = Снять { $amount } млн
economicus-act-rd = R&D ({ $cost } млн)
economicus-act-mt = M&T: { $ind }
economicus-act-play = Сыграть: { $card } { $target }
economicus-act-lobby-up = Лоббирование: { $target } +2 млн
economicus-act-lobby-down = Лоббирование: { $target } −2 млн
economicus-act-probe = Расследовать: { $criminal } (2 кубика, млн)
economicus-act-probe-card = Расследовать: { $criminal } (карта)
economicus-act-charity = Благотворительность (5 млн)
economicus-act-tender = Ставка в тендере { $amount } млн
economicus-act-deal = Предложить: { $ind } игроку { $buyer } за { $price } млн
economicus-act-take = Купить: { $ind } у игрока { $seller } за { $price } млн
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
economicus-err-outbid = Ставка уже { $high } млн ({ $player }); нужно не меньше { $min } млн. Кнопки на столе обновлены.
economicus-err-bid-low = Ставка — не меньше { $min } млн.
economicus-err-no-cash = Нужно { $need } млн, у вас { $cash } млн.
economicus-err-no-quota = Для госкомпании нужна квота приватизации.
economicus-err-cannot-sell = Эту компанию сейчас не продать.
economicus-err-cannot-offer = На эту компанию нельзя сделать исключительное предложение.
economicus-err-multiple = Сумма должна быть кратна { $unit } млн.
economicus-err-credit-limit = Можно занять ещё только { $room } млн (5 млн за компанию).
economicus-err-repay-too-much = Ваш кредит — { $credit } млн.
economicus-err-withdraw-too-much = Ваш вклад — { $deposit } млн.
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
economicus-ev-no-place = { $player }: свободных компаний нет, вместо этого +{ $amount } млн.
economicus-ev-year = <b>Год { $year }.</b> Аудитор: { $auditor }
economicus-ev-event = Событие: { $event }
economicus-ev-turn = Ход { $turn }: { $player }
economicus-ev-roll = { $player }: { $d1 } + { $d2 } — <b>{ $ind }</b>.
economicus-ev-price-set = { $ind }: цена установлена, { $price } млн.
economicus-ev-profit = { $player }: { $amount } млн (компании { $own }, соседи { $near }, стартапы { $startups }).
economicus-ev-card-drawn = { $player } берёт карту опций.
economicus-ev-card-you = Ваша новая карта: { $card }
economicus-ev-crisis-grows = Снова 7: сила кризиса растёт до { $strength }.
economicus-ev-crisis = <b>Кризис</b>: { $ind }, сила { $strength }, цена −{ $die } млн → { $price } млн.
economicus-ev-crisis-ends = Кризис в отрасли «{ $ind }» окончен: цена +{ $die } млн → { $price } млн.
economicus-ev-lot = { $player } выставляет на аукцион: { $ind }, { $kind }, от { $price } млн.
economicus-ev-pass = { $player }: пас.
economicus-ev-join = { $player } входит в аукцион ({ $fee } млн).
economicus-ev-bid = { $player }: ставка { $amount } млн.
economicus-ev-won = { $player } покупает компанию ({ $ind }) за { $price } млн.
economicus-ev-unsold = Ставок нет: { $ind } дешевеет до { $price } млн.
economicus-ev-sold = { $player } продаёт банку компанию ({ $ind }) за { $price } млн.
economicus-ev-sold-forced = { $player } вынужденно продаёт компанию ({ $ind }) за { $price } млн.
economicus-ev-price-after-sales = { $ind }: продано { $sold }, цена теперь { $price } млн.
economicus-ev-offer = { $player } делает игроку { $owner } исключительное предложение: { $ind } за { $price } млн.
economicus-ev-offer-accepted = { $player } продаёт компанию игроку { $buyer } за { $price } млн.
economicus-ev-offer-refused = { $player } сохраняет компанию и платит { $amount } млн премий.
economicus-ev-credit = { $player } берёт кредит { $amount } млн (всего { $total } млн).
economicus-ev-repay = { $player } гасит { $amount } млн (кредит { $total } млн).
economicus-ev-repay-forced = { $player } гасит { $amount } млн необеспеченного кредита.
economicus-ev-deposit = { $player } вносит вклад { $amount } млн (вклад { $total } млн).
economicus-ev-withdraw = { $player } снимает { $amount } млн со вклада.
economicus-ev-rd = { $player } финансирует R&amp;D ({ $cost } млн): стартапов { $startups } из 5.
economicus-ev-innovation = { $player } создаёт инновационную компанию!
economicus-ev-mt = { $player } внедряет M&amp;T в компании ({ $ind }).
economicus-ev-best = Лучший менеджмент у игрока { $player } ({ $count } с M&amp;T): +1 звезда.
economicus-ev-play = { $player } играет карту «{ $card }».
economicus-ev-relief = { $ind }: кризис ослаблен до { $strength }.
economicus-ev-lobby = { $ind }: цена теперь { $price } млн.
economicus-ev-support = Компания игрока { $player } ({ $ind }) в этом году не страдает от кризисов.
economicus-ev-subsidy = { $player } получает субсидию { $amount } млн.
economicus-ev-crime-failed = Преступление не удалось ({ $die }, нужно больше { $need }).
economicus-ev-crime = { $player }: «{ $card }» ({ $die }), +{ $amount } млн. Любой может начать расследование!
economicus-ev-raid = { $player } захватывает компанию игрока { $victim } ({ $ind }, выпало { $die }). Любой может начать расследование!
economicus-ev-crime-closed = Преступление игрока { $player } («{ $card }») больше нельзя расследовать.
economicus-ev-probe-card = { $player } расследует дело игрока { $criminal } по карте.
economicus-ev-probe-paid = { $player } нанимает журналистов против игрока { $criminal } за { $amount } млн.
economicus-ev-probe-failed = 🔍 { $player }: расследование не удалось (выпало { $die }, нужно больше { $need }).
economicus-ev-probe-solved = Раскрыто ({ $die })! Преступление игрока { $criminal } отменено, штраф { $fine } млн и −1 звезда; { $player } получает звезду.
economicus-ev-charity = { $player } жертвует { $amount } млн: +1 звезда.
economicus-ev-tender-bid = { $player } присылает закрытую ставку в тендере.
economicus-ev-tender-you = Ваша ставка в тендере: { $amount } млн.
economicus-ev-tender-won = { $player } выигрывает тендер за { $amount } млн: +1 звезда.
economicus-ev-nationalized = Компания игрока { $player } ({ $ind }) национализирована за { $price } млн.
economicus-ev-antimonopoly = { $player } платит { $amount } млн за монополию ({ $ind }).
economicus-ev-deal = { $player } предлагает игроку { $buyer } компанию ({ $ind }) за { $price } млн.
economicus-ev-deal-done = { $player } продаёт компанию ({ $ind }) игроку { $buyer } за { $price } млн.
economicus-ev-year-end = <b>Конец года { $year }.</b>
economicus-ev-interest = { $player } платит { $amount } млн процентов по кредиту { $credit } млн.
economicus-ev-deposit-interest = { $player } получает { $amount } млн по вкладу.
economicus-ev-bankrupt = { $player } — банкрот и вернётся в игру в следующем году.
economicus-ev-reenter = { $player } снова в игре.
economicus-ev-over-stars = <b>Игра окончена</b> на { $year }-м году: цель по звёздам достигнута.
economicus-ev-over-years = <b>Игра окончена</b>: { $year ->
    [one] прошёл { $year } год
    [few] прошло { $year } года
   *[many] прошло { $year } лет
  }.
economicus-ev-over-limit = <b>Игра окончена</b>: предел — { $year ->
    [one] { $year } год
    [few] { $year } года
   *[many] { $year } лет
  }.

## The Telegram face (bot/faces/economicus.py): the table, the DM position, questions, buttons, panel.
economicus-ui-money = { $m } млн
economicus-ui-placing = <b>Экономикус</b>: расставляем стартовые компании. Побеждает первый, кто наберёт { $target } ⭐.
economicus-ui-head = <b>Год { $year }</b> · ход { $turn } из { $turns } · аудитор { $auditor } · цель { $target } ⭐
economicus-ui-event = 📰 { $event }
economicus-ui-roll = 🎲 { $player }: { $d1 } + { $d2 } → <b>{ $ind }</b>
economicus-ui-profits = Прибыль: { $list }
economicus-ui-sales = 💼 Продажи: { $ind }, по { $price }
economicus-ui-offer = ⏳ { $buyer } предлагает игроку { $owner } { $price } за компанию; решение за игроком { $owner }.
economicus-ui-deal = 🤝 { $seller } → { $buyer }: { $ind } за { $price }
economicus-ui-deal-startup = 🤝 { $seller } → { $buyer }: стартап за { $price }
economicus-ui-crime = 🚨 { $player }: «{ $card }». Можно начать расследование.
economicus-ui-tender = 📨 Тендер: { $count ->
    [one] { $count } закрытая ставка
    [few] { $count } закрытые ставки
   *[many] { $count } закрытых ставок
  }
economicus-ui-auction = 🔨 <b>Аукцион</b>: { $ind }, от { $start }
economicus-ui-auction-lead = Лидер: <b>{ $player }</b>, { $bid }
economicus-ui-auction-none = Ставок пока нет.
economicus-ui-auction-left = ⏱ осталось { $seconds } с
economicus-ui-auction-rule = ⏱ Аукцион закрывается через { $seconds } с после последней ставки.
economicus-ui-auction-join = 🙋 Ставить может каждый: кнопками ниже или суммой мне в личку. Вход в торги — { $fee } один раз, вместе с первой ставкой.
economicus-ui-company = { $ind } { $profit }, { $kind }
economicus-ui-kind-gov = государственная
economicus-ui-kind-private = частная
economicus-ui-board-head = { $no } { $ind } · цена { $price } · { $profit } за компанию
economicus-ui-board-nopri = { $no } { $ind } · { $profit } за компанию
economicus-ui-cards-all = 🃏 Каждый получает { $count ->
    [one] { $count } карту опций
    [few] { $count } карты опций
   *[many] { $count } карт опций
  }.
economicus-ui-cards = 🃏 Карты опций берут: { $list }.
economicus-ui-interest = 💸 Проценты по кредитам: { $list }.
economicus-ui-deposit-income = 🏦 Проценты по вкладам: { $list }.
economicus-ui-receipt-bid = ✓ Ваша ставка { $bid } — вы лидер.
economicus-ui-b-bankrupt-yes = ☠ Да, я банкрот
economicus-ui-b-bankrupt-no = ↩ Нет, играю дальше
economicus-ui-bankrupt-ask = ☠ <b>Объявить банкротство?</b>
    Вы потеряете всё: компании ({ $companies }), деньги и вклад ({ $cash }), стартапы ({ $startups }) и карты опций ({ $cards }). Звёзды за карты и раскрытые преступления останутся.
    До конца года вы вне игры, а со следующего вернётесь как новый игрок: { $start }, квота приватизации, 2 карты опций и 2 компании в отраслях 2–6 (где мест нет — { $instead } вместо компании).
economicus-ui-sep = {", "}
economicus-ui-board = { $head }: { $tail }
economicus-ui-free = свободно: { $count }
economicus-ui-out = банкрот до следующего года
economicus-ui-credit = кредит { $m }
economicus-ui-deposit = вклад { $m }
economicus-ui-me-out = Вы банкрот и вернётесь в игру в начале следующего года.
economicus-ui-me-head = <b>Ваше положение</b> · ⭐ { $stars } из { $target }
economicus-ui-me-money = 💰 { $cash } · кредит { $credit } из { $limit } · вклад { $deposit }
economicus-ui-me-no-companies = 🏭 Компаний нет.
economicus-ui-me-startups = 🚀 Стартапы: { $count } из { $of }
economicus-ui-me-no-cards = 🃏 Карт опций нет.
economicus-ui-me-cards = 🃏 { $cards }
economicus-ui-me-tender = 📨 Ваша ставка в тендере: { $m }
economicus-ui-q-place = Выберите стартовую компанию.
economicus-ui-q-roll = Ваш ход: бросьте кубики.
economicus-ui-q-lot = { $ind }: какую компанию выставить на аукцион?
economicus-ui-q-open = Аукцион: { $ind }, { $kind }. Откройте ставкой от { $start } (можно ввести сумму числом) или пасуйте.
economicus-ui-q-no-quota = Для госкомпании нужна квота приватизации, а у вас её нет.
economicus-ui-q-sales = Продажи: { $ind }. Продайте банку по { $price } за компанию или нажмите «Готово».
economicus-ui-q-offer-hint = Можно сделать и одно исключительное предложение — втрое дороже цены.
economicus-ui-q-offer = { $buyer } предлагает { $price } за вашу компанию ({ $ind }). Продайте её или оставьте, заплатив банку { $keep }.
economicus-ui-b-bid = Ставка { $amount }
economicus-ui-b-bid-fee = Ставка { $amount } (+{ $fee } за вход)
economicus-ui-b-raise = { $step } → { $amount }
economicus-ui-b-offer = Предложить игроку { $owner }: { $price }
economicus-ui-b-refuse = Оставить, заплатить { $m }
economicus-ui-b-mt = M&T: { $ind } ({ $cost })
economicus-ui-b-probe = 🔍 Расследовать: { $criminal } ({ $low }–{ $high })
economicus-ui-b-probe-card = 🔍 Расследовать: { $criminal } (карта)
economicus-ui-b-play = 🃏 { $card }
economicus-ui-b-play-on = 🃏 { $card }: { $target }
economicus-ui-short-relief = Антикризис
economicus-ui-short-support = Поддержка
economicus-ui-short-raid = Захват
economicus-ui-b-deal = 🤝 { $ind } → { $player }, { $price }
economicus-ui-b-take = 🤝 Купить у { $player }: { $ind }, { $price }
economicus-ui-b-lobby = 🃏 Лобби: { $ind } { $step }
economicus-ui-b-bankrupt = ☠ Объявить банкротство…
economicus-ui-final = <b>Экономикус: итоги</b> ({ $years ->
    [one] { $years } год
    [few] { $years } года
   *[many] { $years } лет
  })
economicus-ui-final-row = { $medal } { $name }: ⭐ { $stars } · капитал { $worth }

## Подпись к картинке поля (на самой картинке только числа и фигуры).
economicus-pic-start = 🗺 <b>Поле</b>: отрасли по кругу; соседние приносят друг другу прибыль.
economicus-pic-year = 🗺 <b>Год { $year }</b>: поле.
economicus-pic-key = На картинке в каждой клетке: номер на кубиках, цена компании и прибыль одной компании за бросок; квадраты — компании с инициалами владельца (серый — свободная госкомпания, белый — свободная частная, белая точка — M&amp;T). Золотая клетка — активная отрасль, красная рамка — кризис. В центре — звёзды, деньги и стартапы каждого игрока.
economicus-pic-title-start = Расстановка компаний
economicus-pic-title-year = Год { $year }
economicus-pic-goal = Цель: { $target } ★
economicus-pic-price = цена { $price }
economicus-pic-profit = { $profit } с компании
economicus-pic-crisis = кризис −{ $strength }
economicus-pic-startups = стартапы: { $n }
economicus-pic-out = банкрот
economicus-pic-legend = Квадраты — компании с инициалами владельца; серый — свободная госкомпания, белый — свободная частная, белая точка — M&T. Золотая клетка — активная отрасль, красная рамка — кризис.

## Вопрос о долге, сделки со стартапами, аукцион, лидер которого обанкротился.
economicus-act-cover = Покрыть автоматически
economicus-act-halfsell = Продать банку за полцены: { $ind } за { $price } млн
economicus-act-deal-startup = Предложить стартап игроку { $buyer } за { $price } млн
economicus-act-take-startup = Купить стартап у игрока { $seller } за { $price } млн
economicus-ev-debt = { $player }: не хватает { $amount } млн, нужно решить, как покрыть долг.
economicus-ev-auction-back = Лидер аукциона обанкротился: снова лидирует ставка игрока { $player } — { $amount } млн, отсчёт начинается заново.
economicus-ev-auction-reopen = Лидер аукциона обанкротился, других ставок нет: лот снова открыт по { $price } млн, отсчёт начинается заново.
economicus-ev-deal-startup = { $player } предлагает игроку { $buyer } стартап за { $price } млн.
economicus-ev-deal-startup-done = { $player } продаёт стартап игроку { $buyer } за { $price } млн.
economicus-ui-q-debt = 💸 Вам не хватает { $owe } (на счёте { $cash }). Покройте долг: возьмите кредит, снимите вклад или продайте компанию банку за полцены. Пока вы решаете, можно договориться о сделке с игроком (сделки — в панели ниже). Если не ответить вовремя: сначала вклад, потом кредит, потом компания, продажа которой стоит меньше всего звёзд, а из таких — самая дешёвая.
economicus-ui-b-halfsell = Продать банку: { $ind }, +{ $price }
economicus-ui-b-cover = Покрыть за меня
economicus-ui-q-sales-innovation = Ход в отрасли инноваций: можно предложить свои стартапы или инновационные компании другому игроку (в панели ниже), затем нажмите «Готово».
economicus-ui-b-deal-startup = 🤝 Стартап → { $player }, { $price }
economicus-ui-b-take-startup = 🤝 Купить стартап у { $player }, { $price }
economicus-ui-wait-debt = 💸 Ждём, пока покроют долг: { $players }.
