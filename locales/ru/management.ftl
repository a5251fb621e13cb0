management-name = Менеджмент
management-rules =
    <b>Менеджмент</b> — классическая деловая игра. Каждый из вас — президент компании, бот — банк. У каждого в начале 2 обычные фабрики, 4 единицы сырья и материалов (ЕСМ), 2 единицы готовой продукции (ЕГП) и 10 000 долл. Игра длится заданное число месяцев; каждый месяц роль старшего переходит к следующему оставшемуся в игре игроку, при равенстве на торгах выигрывает тот, кто будет старшим в следующем месяце (дальше — по старшинству).
    <b>Каждый месяц по порядку:</b>
    1. <b>Постоянные издержки:</b> 300 долл. за ЕСМ, 500 за ЕГП, 1000 за обычную и 1500 за автоматизированную фабрику.
    2. <b>Рынок:</b> банк объявляет, сколько ЕСМ он продаёт и по какой минимальной цене, сколько ЕГП покупает и по какой максимальной (уровни рынка 1–5, уровень каждый месяц случайно меняется).
    3. <b>Заявки на ЕСМ</b> (тайно, в личке): количество и цена не ниже минимальной. Заявки раскрываются одновременно; сначала удовлетворяется самая высокая цена; платите за полученное.
    4. <b>Производство:</b> обычная фабрика превращает 1 ЕСМ в 1 ЕГП за 2000 долл.; автоматизированная — 1 за 2000 или 2 за 3000.
    5. <b>Продажа ЕГП</b> (тайно): количество и цена не выше максимальной; банк покупает сначала самые дешёвые.
    6. <b>Проценты:</b> 1 % от всех ваших ссуд.
    7. <b>Погашение</b> ссуд, срок которых истёк в этом месяце.
    8. <b>Новые ссуды</b> — целыми тысячами, на 12 месяцев; сумма ссуд не больше половины стоимости фабрик (5000 за обычную, 10 000 за автоматизированную).
    9. <b>Строительство</b> (не больше 6 фабрик, включая строящиеся): обычная — 5000 долл., работает с 5-го месяца; автоматизированная — 10 000, с 7-го месяца; автоматизация обычной — 7000, 9 месяцев, всё это время фабрика работает как обычная. Половина — сразу, вторая половина — за месяц до пуска.
    <i>Не можете заплатить наличными — немедленное банкротство.</i> В конце капитал = наличные + фабрики по цене постройки + ЕСМ по минимальной цене + ЕГП по максимальной − ссуды − неоплаченное строительство. Побеждает наибольший капитал.
    Быстрый ввод в личке: <code>2 по 550</code> (количество и цена), <code>0</code> — пропустить, <code>3</code> — произвести 3 ЕГП или взять ссуду 3000, <code>обычная</code>, <code>авто</code> или <code>модернизация</code> — строительство.
management-opt-months = Длительность игры в месяцах (не меньше 1; в классике — 13).
management-opt-max_players = Наибольшее число игроков: 6 или 8.

management-step-bid = заявок на ЕСМ
management-step-make = производства
management-step-sell = продажи ЕГП
management-step-loan = ссуд
management-step-build = строительства

management-kind-ord = обычная фабрика
management-kind-auto = автоматизированная фабрика
management-kind-upgrade = автоматизация фабрики

management-why-fixed = постоянные издержки
management-why-esm = сырьё
management-why-make = производство
management-why-interest = проценты
management-why-repay = погашение ссуды
management-why-build = строительство

management-act-buy = Купить { $qty } по { $price }
management-act-buy-skip = Без сырья
management-act-make = { $n ->
    [0] Ничего не производить
   *[other] Произвести { $n } ({ $cost } долл.)
  }
management-act-sell = Продать { $qty } по { $price }
management-act-sell-skip = Ничего не продавать
management-act-loan = { $amount ->
    [0] Без ссуды
   *[other] Взять { $amount } долл.
  }
management-act-build-none = Ничего не строить
management-act-build-ord = Обычная фабрика
management-act-build-auto = Автоматизированная фабрика
management-act-build-upgrade = Автоматизировать фабрику
management-act-build = Строить: обычных { $ord }, автоматизированных { $auto }, автоматизаций { $upgrade }

management-ask-bid = <b>Заявка на ЕСМ.</b> Банк продаёт { $supply } ЕСМ по цене от { $min } долл. У вас { $cash } долл. и { $esm } ЕСМ. Пришлите количество и цену (например, <code>2 по { $min }</code>) или <code>0</code>, чтобы пропустить.
management-ask-make = <b>Производство.</b> У вас { $esm } ЕСМ, мощность { $capacity }, { $cash } долл.: можно произвести до { $max } ЕГП. Сколько?
management-ask-sell = <b>Продажа ЕГП.</b> Банк покупает { $demand } ЕГП по цене до { $max } долл. У вас { $egp } ЕГП. Пришлите количество и цену или 0, чтобы пропустить.
management-ask-loan = <b>Ссуда.</b> Ваш долг { $loans } долл., наличные { $cash } долл., можно занять ещё до { $room } долл. (целыми тысячами, на 12 месяцев). Сколько?
management-ask-build = <b>Строительство.</b> У вас { $cash } долл., { $factories } из 6 фабрик (с учётом строящихся), автоматизировать можно { $upgradable }. Что начинаете?

management-ev-start = <b>Менеджмент</b>: { $players ->
    [one] { $players } компания
    [few] { $players } компании
   *[many] { $players } компаний
  }, { $months ->
    [one] { $months } месяц
    [few] { $months } месяца
   *[many] { $months } месяцев
  }. Бот — банк. Старшинство:
management-ev-seniority = { $place }. { $player }
management-ev-month = <b>Месяц { $month }.</b> Старший: { $senior }
management-ev-ready = { $player }: готово — { $kind }.
management-ev-fixed = { $player } платит { $amount } долл. постоянных издержек.
management-ev-market = <b>Рынок, уровень { $level }:</b> банк продаёт { $esm_qty } ЕСМ по цене от { $esm_min } долл. и покупает { $egp_qty } ЕГП по цене до { $egp_max } долл.
management-ev-bids = <b>Заявки на ЕСМ</b> ({ $count }), в продаже { $supply } ЕСМ:
management-ev-bid = { $player }: { $qty } по { $price } → получено { $got } ({ $paid } долл.)
management-ev-esm-sold = Продано { $sold } ЕСМ из { $supply }.
management-ev-made = { $player } производит { $n } ЕГП ({ $cost } долл.).
management-ev-made-total = Всего произведено: { $n } ЕГП.
management-ev-offers = <b>Предложения ЕГП</b> ({ $count }), банк покупает { $demand } ЕГП:
management-ev-offer = { $player }: { $qty } по { $price } → продано { $sold } ({ $paid } долл.)
management-ev-egp-sold = Банк купил { $sold } ЕГП из { $demand }.
management-ev-interest = { $player } платит { $amount } долл. процентов.
management-ev-repaid = { $player } погашает ссуды на { $amount } долл.
management-ev-loan = { $player } берёт ссуду { $amount } долл. со сроком погашения в месяце { $due }.
management-ev-instalment = { $player } платит вторую половину, { $amount } долл.: { $kind } (пуск в месяце { $ready }).
management-ev-build = { $player } начинает: { $kind } — { $amount } долл. сейчас, пуск в месяце { $ready }.
management-ev-summary = <b>Итоги месяца { $month }</b> (наличные, фабрики обычные/автоматизированные/строящиеся, ЕСМ, ЕГП, ссуды):
management-ev-summary-row = { $player }: { $cash } долл., { $ordinary }/{ $auto }/{ $building }, { $esm } ЕСМ, { $egp } ЕГП, ссуды { $loans } долл.
management-ev-bankrupt = <b>{ $player } — банкрот</b>: нужно заплатить { $need } долл. за { $why }, а есть только { $cash } долл. Компания выходит из игры.
management-ev-you-bankrupt = В месяце { $month } нужно было заплатить { $need } долл. за { $why }, а было только { $cash } долл.
management-ev-over = <b>Игра окончена</b> после месяца { $month }. Балансы:
management-ev-final = { $place }. { $player }: капитал <b>{ $capital } долл.</b> = наличные { $cash } + фабрики { $factories } + { $esm } ЕСМ { $esm_value } + { $egp } ЕГП { $egp_value } − ссуды { $loans } − неоплаченное строительство { $unpaid }
management-ev-final-bankrupt = { $place }. { $player }: банкрот в месяце { $month }.

management-ev-you-buy = { $replaced ->
    [1] Заявка изменена:
   *[other] Заявка принята:
  } { $qty } ЕСМ по { $price } долл. (до { $total } долл.).
management-ev-you-buy-skip = { $replaced ->
    [1] Изменено: в этом месяце без сырья.
   *[other] В этом месяце без сырья.
  }
management-ev-you-make = { $replaced ->
    [1] Изменено:
   *[other] Принято:
  } { $n ->
    [0] ничего не производить.
   *[other] произвести { $n } ЕГП за { $cost } долл.
  }
management-ev-you-sell = { $replaced ->
    [1] Предложение изменено:
   *[other] Предложение принято:
  } { $qty } ЕГП по { $price } долл. (до { $total } долл.).
management-ev-you-sell-skip = { $replaced ->
    [1] Изменено: в этом месяце ничего не продаёте.
   *[other] В этом месяце ничего не продаёте.
  }
management-ev-you-loan = { $replaced ->
    [1] Изменено:
   *[other] Принято:
  } { $amount ->
    [0] без ссуды.
   *[other] ссуда { $amount } долл.
  }
management-ev-you-build = { $replaced ->
    [1] Изменено:
   *[other] Принято:
  } строить обычных { $ord }, автоматизированных { $auto }, автоматизировать { $upgrade }; сейчас { $cost } долл.
management-ev-you-build-none = { $replaced ->
    [1] Изменено: ничего не строите.
   *[other] В этом месяце ничего не строите.
  }

management-err-number = «{ $value }» — не целое число.
management-err-step = Сейчас этап { $step }: это действие относится к другому этапу.
management-err-price-low = { $price } долл. — ниже минимальной цены банка ({ $min } долл.).
management-err-price-high = { $price } долл. — выше максимальной цены банка ({ $max } долл.).
management-err-price-zero = Цена должна быть больше нуля.
management-err-qty-supply = Банк продаёт в этом месяце только { $supply } ЕСМ, а не { $qty }.
management-err-qty-stock = У вас только { $stock } ЕГП, а не { $qty }.
management-err-cash = Нужно { $need } долл., а у вас { $cash } долл.
management-err-esm = У вас только { $esm } ЕСМ, а не { $n }.
management-err-capacity = Ваши фабрики производят не больше { $capacity } ЕГП в месяц, а не { $n }.
management-err-loan-limit = Ссуда { $amount } долл. превышает лимит: можно занять не больше { $room } долл.
management-err-loan-multiple = Ссуды выдаются только целыми тысячами ({ $unit } долл.).
management-err-build-cap = { $count ->
    [one] У вас уже { $count } фабрика
    [few] У вас уже { $count } фабрики
   *[many] У вас уже { $count } фабрик
  } с учётом строящихся; предел — { $cap }.
management-err-upgrade = Автоматизировать можно не больше { $available } из ваших фабрик, а не { $n }.
