## «Менеджмент» так, как его рисует бот (bot/faces/management.py): таблица группы, личный баланс и
## конструктор решений. Надписи кнопок — простой текст (без HTML), короткие.

management-ui-head = 📅 <b>Месяц { $month } из { $months }</b> · старший: { $senior }
management-ui-market = 🏦 Уровень { $level }: банк продаёт { $esm_qty } ЕСМ от { $esm_min } долл. и покупает { $egp_qty } ЕГП до { $egp_max } долл.
management-ui-out = 💀 Выбыли: { $names }
management-ui-out-one = { $name } (месяц { $month })
management-ui-wait-bid = ⏳ Этап 3 из 9, тайные заявки на ЕСМ в личке: получено <b>{ $sent } из { $expected }</b>
management-ui-wait-make = ⏳ Этап 4 из 9, производство в личке: решили <b>{ $sent } из { $expected }</b>
management-ui-wait-sell = ⏳ Этап 5 из 9, тайные предложения ЕГП в личке: получено <b>{ $sent } из { $expected }</b>
management-ui-wait-loan = ⏳ Этап 8 из 9, ссуды в личке: решили <b>{ $sent } из { $expected }</b>
management-ui-wait-build = ⏳ Этап 9 из 9, строительство в личке: решили <b>{ $sent } из { $expected }</b>

management-ui-me-head = 🏢 <b>Ваша компания</b> · месяц { $month } из { $months }
management-ui-me-bankrupt = 💀 Ваша компания обанкротилась в месяце { $month } и выбыла из игры. В группе по-прежнему видны стол и итоги каждого месяца, а в конце — итоговые балансы.
management-ui-me-cash = 💵 <b>{ $cash } долл.</b> · { $esm } ЕСМ · { $egp } ЕГП
management-ui-me-factories = 🏭 Фабрики: обычных { $ordinary }, автоматизированных { $auto } — до { $capacity } ЕГП в месяц; постоянные издержки { $fixed } долл. в месяц
management-ui-me-project = 🏗 { $kind }: работает с месяца { $ready }, { $paid ->
        [1] оплачено полностью
       *[other] вторая половина { $half } долл. в месяце { $pay }
    }
management-ui-kind-ord = Обычная фабрика
management-ui-kind-auto = Автоматизированная фабрика
management-ui-kind-upgrade = Автоматизация
management-ui-me-loans = 💳 Ссуды { $total } долл. ({ $loans }); можно занять ещё { $room } долл.
management-ui-me-loan = { $amount } долл. до месяца { $due }
management-ui-me-noloans = 💳 Ссуд нет; можно занять до { $room } долл.
management-ui-me-due = 📌 Ещё заплатить в этом месяце: { $items }
management-ui-due-interest = проценты { $amount } долл.
management-ui-due-repay = погашение ссуд { $amount } долл.
management-ui-due-instalments = строительство { $amount } долл.
management-ui-pending = 📨 Отправлено — { $choice }; до вскрытия можно изменить: пришлите новый вариант.
management-ui-choice-buy = заявка на { $qty } ЕСМ по { $price } долл.
management-ui-choice-buy-skip = в этом месяце без сырья
management-ui-choice-sell = предложение { $qty } ЕГП по { $price } долл.
management-ui-choice-sell-skip = в этом месяце без продажи
management-ui-choice-make = произвести { $n } ЕГП
management-ui-choice-loan = { $amount ->
        [0] без ссуды
       *[other] ссуда { $amount } долл.
    }
management-ui-choice-build-ord = строить обычных { $n }
management-ui-choice-build-auto = строить автоматизированных { $n }
management-ui-choice-build-upgrade = автоматизировать { $n }
management-ui-choice-build-none = ничего не строить
management-ui-you-build = { $replaced ->
    [1] Изменено:
   *[other] Принято:
  } { $what }; сейчас { $cost } долл.

management-ui-hint-bid = Кнопками: количество, затем цена, затем подтверждение. Заявку никто не увидит, пока не придут все; до тех пор её можно изменить, прислав новую.
management-ui-hint-make = Выберите число, чтобы увидеть стоимость, и подтвердите — или напишите, например, <code>2</code>. Пока решают остальные, можно изменить, прислав новое число.
management-ui-hint-sell = Кнопками: количество, затем цена, затем подтверждение. Предложение никто не увидит, пока не придут все; до тех пор его можно изменить, прислав новое.
management-ui-hint-loan = Выберите сумму, чтобы увидеть условия, и подтвердите — или напишите число тысяч, например <code>3</code> — это 3000 долл.
management-ui-hint-build = Добавьте, что начать строить, проверьте стоимость и подтвердите — или напишите <code>обычная</code>, <code>авто</code>, <code>модернизация</code> или три числа.

management-ui-draft-bad = ⚠️ { $reason }
management-ui-draft-bid = 📝 <b>Заявка: { $qty } ЕСМ по { $price } долл. = { $total } долл.</b> (останется { $left } долл.) — подтвердить?
management-ui-draft-sell = 📝 <b>Предложение: { $qty } ЕГП по { $price } долл. = до { $total } долл.</b> (банк покупает { $demand }, начиная с самых дешёвых) — подтвердить?
management-ui-draft-make = 📝 <b>Произвести { $n } ЕГП за { $cost } долл.</b> (останется { $left } долл.) — подтвердить?
management-ui-draft-loan = 📝 <b>Взять { $amount } долл.</b>, погашение в месяце { $due }: ссуды станут { $total } долл., проценты { $interest } долл. в месяц, наличные { $cash } долл. — подтвердить?
management-ui-draft-build = 📝 <b>Начать строительство: { $now } долл. сейчас</b> (останется { $left } долл.) — подтвердить?
management-ui-draft-build-item = · { $count } × { $kind }: { $now } долл. сейчас, { $later } долл. в месяце { $pay }, работает с месяца { $ready }
management-ui-draft-short = ❗ <b>Не хватит на месяц { $month }.</b> В нём постоянные издержки — { $fixed } долл., а после этого у вас будет не больше { $most } долл.{ $borrow ->
        [0] {""}
       *[other] {" "}(считая { $borrow } долл. ссуды, которую ещё можно взять)
    }: не хватает { $short } долл. Компания, которой нечем заплатить, сразу становится банкротом. Подтвердите ещё раз, чтобы всё равно отправить.

management-ui-btn-change = ✏️ Изменить
management-ui-btn-skip-bid = ⏭ Без сырья
management-ui-btn-skip-sell = ⏭ Ничего не продавать
management-ui-btn-qty-esm = { $qty } ЕСМ
management-ui-btn-qty-egp = { $qty } ЕГП
management-ui-btn-less = ➖ 1
management-ui-btn-more = ➕ 1
management-ui-btn-max = ⏫ { $qty }
management-ui-btn-price = { $price } долл.
management-ui-btn-price-on = ✓ { $price } долл.
management-ui-btn-plus = +{ $delta }
management-ui-btn-minus = −{ $delta }
management-ui-btn-confirm-bid = ✅ Заявка { $qty } × { $price }
management-ui-btn-confirm-sell = ✅ Продать { $qty } × { $price }
management-ui-btn-make = Произвести { $n } ({ $cost } долл.)
management-ui-btn-make-none = Ничего не производить
management-ui-btn-confirm-make = ✅ Произвести { $n } за { $cost }
management-ui-btn-back = ↩ Назад
management-ui-btn-loan = { $amount } долл.
management-ui-btn-loan-none = Без ссуды
management-ui-btn-confirm-loan = ✅ Взять { $amount } долл.
management-ui-btn-add-ord = ➕ Обычная ({ $now } сейчас)
management-ui-btn-add-auto = ➕ Автомат. ({ $now } сейчас)
management-ui-btn-add-upgrade = ➕ Автоматизация ({ $now })
management-ui-btn-drop-ord = ➖ Обычная
management-ui-btn-drop-auto = ➖ Автоматизированная
management-ui-btn-drop-upgrade = ➖ Автоматизация
management-ui-btn-confirm-build = ✅ Начать ({ $now } сейчас)
management-ui-btn-confirm-anyway = ❗ Всё равно подтвердить
management-ui-btn-build-none = Ничего не строить

management-ui-final-months = «Менеджмент» после { $months ->
        [one] { $months } месяца
       *[other] { $months } месяцев
    }, капиталы:
management-ui-final-row = { $medal } <b>{ $place }. { $name }</b> — капитал <b>{ $capital } долл.</b>
management-ui-final-sheet = { "   " }наличные { $cash } + фабрики { $factories } + { $esm } ЕСМ { $esm_value } + { $egp } ЕГП { $egp_value } − ссуды { $loans } − неоплаченное строительство { $unpaid }
management-ui-final-bankrupt = 💀 <b>{ $place }. { $name }</b> — банкрот в месяце { $month }
