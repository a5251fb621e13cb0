enterprise-name = Формы предприятий
enterprise-rules =
    <b>Формы предприятий</b> (智力密集行业企业制度模拟): как акционерные, партнёрские и кооперативные фирмы живут в отрасли, где всё решают навыки. Бот — бухгалтер: он держит запас плиток ({ $sets } { $sets ->
        [one] набор
        [few] набора
       *[many] наборов
    } маджонга) и банк фишек, бросает все кубики и раздаёт все плитки.
    <b>Человек</b> — три плитки маджонга, 饼, 条 и 万: три навыка уровня 1–9.
    <b>Начало:</b> каждый игрок основывает предприятие с { MONEY($start_cash) } и выбирает <b>股份</b> (акционерное: { $shares } { $shares ->
        [one] акция
        [few] акции
       *[many] акций
    }, по умолчанию 40 % у вас и по 20 % у трёх основателей), <b>合伙</b> (товарищество: основатели — партнёры) или <b>合作</b> (кооператив: все — члены). Команды у всех равны по навыкам.
    <b>Каждый раунд:</b>
    1. <b>Найм:</b> увольнения (стоят один оклад); на рынок выходят новые выпускники (за раунд: { $graduates }); закрытые предложения (оклад, сдельная плата, акции или партнёрство). Оценка = оклад + 2 × сдельная + последний дивиденд (на акцию × акции или 2 × на применение). Побеждает наибольшая оценка, ничья — жребий. Партнёрство принимается, если ни на одном из <code>N</code> кубиков (<code>N</code> = число партнёров) нет шестёрки.
    2. <b>Работа:</b> { $tasks } { $tasks ->
        [one] задание
        [few] задания
       *[many] заданий
    } за раунд. Подзадание <code>n</code> требует по плитке каждой масти не ниже выпавших и залог, равный награде (<code>2n</code> кубиков — цифры суммы). Принять или отказаться — тайно; затем <code>n</code> кубиков: все 5 или 6 — следующее подзадание. Выполнившие все подзадания получают залоги и все награды; отказ позже первого подзадания стоит залогов. Трое с наибольшим числом применённых навыков повышают уровень.
    3. <b>Распределение:</b> управленческий сбор ({ MONEY($fee_base) } + { MONEY($fee_head) } за человека, обе части +{ $fee_growth } % за раунд), оклады (у основателей { MONEY($salary) } за раунд) и сдельная плата ({ MONEY($perf) } за применение навыка); затем ваш дивиденд: акционерное (股份) — по акциям (доля вашего пакета остаётся в предприятии), товарищество (合伙) — партнёрам, кооператив (合作) — всем членам по числу применений. Затем кубики партнёрства, раздача и выпуск акций, продажа до 20 % акций банку по 100 × дивиденд, переманивание (переход, если оценка выше текущей больше чем на 20 %) и преобразование.
    Наличные ниже нуля — банкротство: новый старт со стартовым капиталом и отметкой. Игра длится { $rounds } { $rounds ->
        [one] раунд
        [few] раунда
       *[many] раундов
    } (или пока без банкротств не останется лишь один игрок). Выше тот, у кого меньше банкротств, затем — больше <b>очков</b>: наличные + все дивиденды, выплаченные своим людям (акционерам, партнёрам, членам).
enterprise-opt-rounds = Число раундов (по умолчанию { $rounds }).
enterprise-opt-start_cash = Стартовый капитал предприятия (по умолчанию { MONEY($start_cash) }).
enterprise-opt-fee_base = Базовый управленческий сбор в первом раунде (по умолчанию { MONEY($fee_base) }).
enterprise-opt-fee_head = Сбор за человека в первом раунде (по умолчанию { MONEY($fee_head) }).
enterprise-opt-fee_growth = Рост обеих частей сбора за раунд, в процентах (по умолчанию { $fee_growth }).
enterprise-opt-salary = Оклад основателя за раунд (по умолчанию { MONEY($salary) }).
enterprise-opt-perf = Сдельная плата основателя за применение навыка (по умолчанию { MONEY($perf) }).
enterprise-opt-sets = Наборов маджонга (по умолчанию { $sets }; 0 — автоматически: по одному на четырёх игроков, но не меньше двух).
enterprise-opt-tasks = Заданий за раунд (по умолчанию { $tasks }).
enterprise-opt-graduates = Выпускников за раунд (по умолчанию { $graduates }).
enterprise-opt-shares = Акций у акционерного предприятия при основании (по умолчанию { $shares }).

enterprise-sys-shares = акционерное (股份)
enterprise-sys-partner = товарищество (合伙)
enterprise-sys-coop = кооператив (合作)
enterprise-sys-none = без предприятия
enterprise-suit-0 = 饼
enterprise-suit-1 = 条
enterprise-suit-2 = 万
enterprise-term-none = рядовой сотрудник
enterprise-term-partner = партнёрство
enterprise-term-grant = акции из пакета
enterprise-term-issue = новые акции

enterprise-phase-system = выбора формы
enterprise-phase-split = раздела акций
enterprise-phase-fire = увольнений
enterprise-phase-offer = предложений
enterprise-phase-task = задания
enterprise-phase-dividend = дивиденда
enterprise-phase-manage = решений владельцев
enterprise-phase-round = нового раунда
enterprise-phase-hire = найма
enterprise-phase-promote = повышений
enterprise-phase-pay = выплат
enterprise-phase-over = конца игры

enterprise-ask-system = <b>Выберите форму.</b> В кассе предприятия { MONEY($cash) }: 股份 (акции), 合伙 (товарищество) или 合作 (кооператив)?
enterprise-ask-split = <b>Разделите { $total } акций</b> между своим пакетом и тремя основателями (например, <i>split:400:200:200:200</i>).
enterprise-ask-fire = <b>Увольнения.</b> Каждое стоит один оклад (в кассе { MONEY($cash) }). В конце нажмите <i>Готово</i>.
enterprise-ask-offer = <b>Предложения</b>: на рынке { $count ->
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (в кассе { MONEY($cash) }). Напишите <i>номер оклад сдельная</i>, например <i>7 { $salary } { $perf }</i>, или нажмите кнопку; затем <i>Готово</i>.
enterprise-ask-task = <b>Задание { $task }, подзадание { $sub }:</b> нужно { $req }, залог { MONEY($reward) } (в кассе { MONEY($cash) }, залогов в задании { MONEY($deposits) }). Предлагаемые люди: { $cover }. Берёте?
enterprise-ask-dividend = <b>Дивиденд.</b> Прибыль раунда { MONEY($profit) }, в кассе { MONEY($cash) }. Сколько выплатить?
enterprise-ask-manage = <b>Решения владельцев</b>, форма — { $system } (в кассе { MONEY($cash) }): кубики партнёрства, акции, переманивание, преобразование; затем <i>Готово</i>.

enterprise-act-system = Основать: { $system }
enterprise-act-reform = Преобразовать: { $system }
enterprise-act-reform-cancel = Остаться: { $system }
enterprise-act-split = Раздел: у вас { $founder }, у основателей { $members }
enterprise-act-fire = Уволить #{ $arg }
enterprise-act-keep = Оставить #{ $arg }
enterprise-act-done = Готово
enterprise-act-offer = #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-poach = Переманить #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-withdraw = Отозвать предложение #{ $arg }
enterprise-act-accept = Принять (залог { MONEY($deposit) })
enterprise-act-assign = Взять: { $people }
enterprise-act-decline = Отказаться
enterprise-act-dividend = { $amount ->
    [0] Без дивиденда
   *[other] Дивиденд { MONEY($amount) }
  }
enterprise-act-partner = Кубики партнёрства для #{ $arg }
enterprise-act-grant = Дать #{ $person } акций: { $k }
enterprise-act-issue = Выпустить для #{ $person } акций: { $k }
enterprise-act-sell = Продать банку акций: { $arg }

enterprise-ev-start = <b>Формы предприятий</b>: игроков — { $players }, раундов — { $rounds }, заданий за раунд — { $tasks }, комплектов маджонга — { $sets }. Старт { MONEY($cash) }; сбор { MONEY($base) } + { MONEY($head) } за человека, +{ $growth } % за раунд; оклад { MONEY($salary) }, сдельная { MONEY($perf) } за навык. Выберите форму в личке.
enterprise-ev-sent = Принято: { $action }
enterprise-ev-system = { $player }: предприятие, форма — { $system }.
enterprise-ev-template = Каждая команда: { $team } (🀙 饼 · 🀐 条 · 🀇 万).
enterprise-ev-split = { $player }: пакет основателя { $founder }, у членов { $members } акций.
enterprise-ev-round = Управленческий сбор в этом раунде: базовый { MONEY($base) } + { MONEY($head) } за человека.
enterprise-ev-fired = { $player } увольняет #{ $person } ({ MONEY($fee) }).
enterprise-ev-market = На рынке { $count ->
    [0] никого
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (выпускников: { $graduates }): { $people }.
enterprise-ev-bid = Предложение { $player } для #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }; ожидаемый доход { MONEY($estimate) }.
enterprise-ev-tie = Ничья за #{ $person } среди предложений ({ $count }): жребий выбирает { $player }.
enterprise-ev-poached = { $player } переманивает #{ $person } у { $old } (плата { MONEY($fee) }).
enterprise-ev-hired = { $player } нанимает #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  } (ожидаемый доход { MONEY($estimate) }).
enterprise-ev-unhired = Не нанято: { $count ->
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (плитки — в запас).
enterprise-ev-subtask = Задание { $task }, подзадание { $sub }: нужно { $req }, награда { MONEY($reward) }.
enterprise-ev-cannot = { $player }: взять нельзя.
enterprise-ev-forfeit = { $player } теряет залоги: { MONEY($amount) }.
enterprise-ev-declined = { $player }: отказ.
enterprise-ev-accepted = { $player } берёт, люди { $team } (залог { MONEY($deposit) }).
enterprise-ev-dice = Кубики { $dice } (нужно все ≥5) — { $go_on ->
    [1] задание продолжается.
   *[other] задание окончено.
  }
enterprise-ev-task-paid = { $player } получает назад залог { MONEY($deposit) } и награду { MONEY($reward) }.
enterprise-ev-no-promotion = #{ $person } заслуживает повышения, но свободной плитки нет.
enterprise-ev-promoted = { $player }: #{ $person } — теперь { $suit } { $level }.
enterprise-ev-paid = { $player }: сбор { MONEY($fee) }, оклады и сдельная { MONEY($wages) }; в кассе { MONEY($cash) }, { $loss ->
    [0] прибыль { MONEY($profit) }
   *[other] убыток { MONEY($loss) }
  }.
enterprise-ev-bankrupt = <b>{ $player } — банкротство</b> (в кассе { MONEY($cash) }); люди уходят на рынок.
enterprise-ev-dividend-shares = { $player }: дивиденд { MONEY($amount) }, { MONEY($per) } на акцию, выплачено { MONEY($paid) }.
enterprise-ev-dividend-uses = { $player }: дивиденд { MONEY($amount) }, { MONEY($per) } за применение (применений: { $uses }), выплачено { MONEY($paid) }.
enterprise-ev-stayed = #{ $person } остаётся.
enterprise-ev-reform = { $player }: преобразование, форма — { $system }.
enterprise-ev-over = <b>Игра окончена</b> после раунда { $round }.
enterprise-ev-final = { $place }. { $player } — { $system }, счёт { MONEY($score) } (касса { MONEY($cash) } + дивиденды { MONEY($dividends) }), { $people ->
    [one] { $people } человек
    [few] { $people } человека
   *[other] { $people } человек
  }, банкротств: { $bankruptcies }.
enterprise-ev-partner-dice = { $player }, партнёрство для #{ $person }: { $dice } — { $ok ->
    [1] принято.
   *[other] шестёрка, отказ.
  }
enterprise-ev-sold = { $player } продаёт банку акций: { $k }, по { MONEY($price) } ({ MONEY($total) }).
enterprise-ev-partner = { $player }: #{ $person } — теперь партнёр.
enterprise-ev-grant = { $player } даёт #{ $person } акций: { $k }.
enterprise-ev-issue = { $player } выпускает для #{ $person } новых акций: { $k }.

enterprise-err-cash = Нужно { MONEY($need) }, в кассе { MONEY($cash) }.
enterprise-err-cover = Свободных навыков не хватает на это подзадание.
enterprise-err-format = Здесь так ответить нельзя.
enterprise-err-grant = Можно дать не больше { $max } акций.
enterprise-err-issue = Бесплатный выпуск — только при пакете основателя больше 50 %; не больше { $max } акций.
enterprise-err-no-draft = Для #{ $person } ничего не отправлено.
enterprise-err-not-market = #{ $person } не на рынке.
enterprise-err-not-poachable = #{ $person } не работает на другое предприятие.
enterprise-err-not-yours = #{ $person } не из вашего предприятия.
enterprise-err-number = «{ $value }» — не целое число.
enterprise-err-owner = #{ $person } — владелец, увольнять нельзя.
enterprise-err-partner = Сейчас нельзя бросать кубики партнёрства для #{ $person }.
enterprise-err-person = Человека #{ $person } нет.
enterprise-err-phase = Сейчас время { $phase }.
enterprise-err-reform = Для преобразования сначала выплатите всю прибыль ({ MONEY($profit) }); дивиденд пока { MONEY($dividend) }.
enterprise-err-sell = Сейчас можно продать не больше { $max } акций (раз в раунд, после дивиденда).
enterprise-err-skill = #{ $person } не может дать здесь навык { $suit }.
enterprise-err-split = Сумма акций должна быть { $total }.
enterprise-err-sys = <code>{ $code }</code> — такую долю ваша форма не предлагает.
enterprise-err-system = «{ $value }» — такой формы нет.
enterprise-ev-report = { $system }: раундов предприятий — { $rounds } (предприятий — { $firms }); в конце раунда в среднем { MONEY($cash) } в кассе, прибыль { MONEY($profit) }, людей — { $people }; оплата { MONEY($income) } на человека за раунд; повышений — { $promotions }, банкротств — { $bankruptcies }.

## The Telegram face
enterprise-ui-head = <b>Раунд { $round } из { $rounds }</b> · { $phase }
enterprise-ui-head-setup = <b>Основание предприятий</b>
enterprise-ui-firm = 🏢 <b>{ $name }</b> · { $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-firm-none = 🏚 <b>{ $name }</b> · без предприятия · банкротств: { $bankruptcies }
enterprise-ui-firm-profit = { $loss ->
    [0] прибыль { MONEY($profit) }
   *[other] убыток { MONEY($loss) }
  }
enterprise-ui-firm-dividend = дивиденд { MONEY($amount) }
enterprise-ui-firm-income = { MONEY($income) } на человека за игру
enterprise-ui-firm-bankrupt = 💥 { $n }
enterprise-ui-wait = ⏳ Сейчас: { $phase }, готово <b>{ $sent } из { $expected }</b>.
enterprise-ui-market = 🎓 <b>На рынке</b> ({ $n }):
enterprise-ui-origin-founder = основатель
enterprise-ui-origin-graduate = выпускник
enterprise-ui-origin-fired = после увольнения
enterprise-ui-origin-bankrupt = из обанкротившегося предприятия
enterprise-ui-pay = { MONEY($salary) } + { MONEY($perf) } за применение
enterprise-ui-stake-shares = { $k ->
    [one] { $k } акция
    [few] { $k } акции
   *[other] { $k } акций
  }
enterprise-ui-stake-partner = партнёр
enterprise-ui-stake-member = член кооператива
enterprise-ui-stake-employee = рядовой сотрудник
enterprise-ui-uses = { $n ->
    [one] { $n } применение
    [few] { $n } применения
   *[other] { $n } применений
  }
enterprise-ui-task = 📋 <b>Задание { $task } из { $tasks }</b>, подзадание { $sub }
enterprise-ui-task-need = Нужно { $req } · 🎲 { $dice } → награда { MONEY($reward) } · залог { MONEY($reward) }
enterprise-ui-task-in = В деле: { $names } · за всё задание каждому { MONEY($payout) }
enterprise-ui-me = 🏢 <b>Ваше предприятие</b>: { $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-me-new = 🏗 <b>Ваше предприятие</b> ещё не основано.
enterprise-ui-me-none = 🏚 <b>Предприятия сейчас нет</b> (банкротств: { $bankruptcies }).
enterprise-ui-me-shares = Ваш пакет: { $founder } из { $total } акций{ $pool ->
    [0] {""}
   *[other] {" "}· у банка { $pool }
  }{ $per ->
    [0] {""}
   *[other] {" "}· последний дивиденд { MONEY($per) } на акцию
  }
enterprise-ui-me-uses = Последний дивиденд { MONEY($per) } за применение навыка
enterprise-ui-sealed = 🔒 В конверте: { $item }
enterprise-ui-sent = 🔒 Отправлено: { $item } (можно изменить до вскрытия)
enterprise-ui-done = ✅ Готово; менять можно, пока не закончат все.
enterprise-ui-do-system = { $system }
enterprise-ui-do-reform = преобразование: { $system }
enterprise-ui-do-split = ваш пакет { $founder }, основателям { $members }
enterprise-ui-do-fire = уволить #{ $person }
enterprise-ui-do-offer = предложение #{ $person }: { MONEY($salary) } + { MONEY($perf) } за применение, { $stake }
enterprise-ui-do-poach = переманить #{ $person }: { MONEY($salary) } + { MONEY($perf) } за применение, { $stake }
enterprise-ui-do-accept = взять, люди { $people }
enterprise-ui-do-decline = отказ
enterprise-ui-do-dividend = { $amount ->
    [0] без дивиденда
   *[other] дивиденд { MONEY($amount) }
  }
enterprise-ui-do-other = выбор
enterprise-ui-term-none = рядовой сотрудник
enterprise-ui-term-partner = партнёрство
enterprise-ui-term-g = { $k ->
    [one] { $k } акция
    [few] { $k } акции
   *[other] { $k } акций
  }
enterprise-ui-term-i = { $k ->
    [one] { $k } новая акция
    [few] { $k } новые акции
   *[other] { $k } новых акций
  }
enterprise-ui-ask-system = <b>Выберите форму</b> (вскрываются вместе). Старт { MONEY($cash) }.
    Акционерное (股份): дивиденд по акциям.
    Товарищество (合伙): партнёры делят по применениям навыков.
    Кооператив (合作): все члены делят по применениям навыков.
enterprise-ui-ask-split = <b>Разделите { $total } акций</b> между вашим пакетом и основателями { $people }. Выберите раздел, проверьте, подтвердите.
enterprise-ui-ask-fire = <b>Увольнения</b> (в конверте). Каждое стоит один оклад в банк; владельцев уволить нельзя. Затем <i>Готово</i>.
enterprise-ui-ask-offer = <b>Закрытые предложения</b>: на рынке { $n ->
    [one] { $n } человек
    [few] { $n } человека
   *[other] { $n } человек
  }. Ожидаемый доход = оклад + 2 × сдельная + дивиденд; выигрывает наибольший. Менять можно, пока не закончат все. Можно и написать: <i>номер оклад сдельная</i>, например <i>{ $person } { $salary } { $perf }</i>.
enterprise-ui-ask-cover = Самая дешёвая команда: { $people }
enterprise-ui-ask-task = В кассе { MONEY($cash) }{ $deposits ->
    [0] {""}
   *[other] {" "}· залоги под риском { MONEY($deposits) } (пропадут при отказе)
  }. Берёте? Или напишите три номера для 🀙 🀐 🀇.
enterprise-ui-ask-dividend-shares = <b>Дивиденд.</b> { $loss ->
    [0] Прибыль раунда { MONEY($profit) }
   *[other] Убыток раунда { MONEY($loss) }
  }, в кассе { MONEY($cash) }. Делится на { $units ->
    [one] { $units } акцию
    [few] { $units } акции
   *[many] { $units } акций
  }; доля вашего пакета остаётся в предприятии. Можно написать сумму.
enterprise-ui-ask-dividend-uses = <b>Дивиденд.</b> { $loss ->
    [0] Прибыль раунда { MONEY($profit) }
   *[other] Убыток раунда { MONEY($loss) }
  }, в кассе { MONEY($cash) }. Делится по применениям навыков: { $units }. Можно написать сумму.
enterprise-ui-ask-manage = <b>Решения владельцев</b> · { $system }: кубики партнёрства, акции и продажа действуют сразу; переманивание и преобразование — в конверте. Затем <i>Готово</i>.
enterprise-ui-draft-split = <b>Раздел:</b> ваш пакет { $founder }; { $members }.
enterprise-ui-draft-offer = <b>Предложение:</b> { MONEY($salary) } + { MONEY($perf) } за применение, { $stake } → ожидаемый доход <b>{ MONEY($estimate) }</b>
enterprise-ui-draft-poach = <b>Переманивание:</b> { MONEY($salary) } + { MONEY($perf) } за применение, { $stake } → ожидаемый доход <b>{ MONEY($estimate) }</b>; плата кадровику (один оклад) — только если человек перейдёт.
enterprise-ui-draft-dice = Партнёрство состоится, если ни на одном из кубиков ({ $n }) не выпадет 6.
enterprise-ui-draft-beat = Чтобы перейти, ожидаемый доход должен быть выше { MONEY($estimate) }.
enterprise-ui-draft-assign = <b>Команда:</b> { $people }
enterprise-ui-draft-bad = ⚠️ { $reason }
enterprise-ui-btn-system-shares = 股份 · акционерное
enterprise-ui-btn-system-partner = 合伙 · товарищество
enterprise-ui-btn-system-coop = 合作 · кооператив
enterprise-ui-btn-split = Вам { $founder } · основателям по { $each }
enterprise-ui-btn-confirm-split = ✅ Подтвердить раздел
enterprise-ui-btn-fire = Уволить #{ $person } { $tiles } ({ MONEY($fee) })
enterprise-ui-btn-keep = ↩ Оставить #{ $person } { $tiles }
enterprise-ui-btn-done = ✅ Готово
enterprise-ui-btn-edit = ✏️ #{ $person } { MONEY($salary) }
enterprise-ui-btn-withdraw = ✖ Отозвать #{ $person }
enterprise-ui-btn-money = { MONEY($amount) }
enterprise-ui-btn-salary = Оклад { $sign }{ MONEY($amount) }
enterprise-ui-btn-perf = Сдельная { $sign }{ MONEY($amount) }
enterprise-ui-btn-confirm-offer = ✅ Предложить #{ $person }
enterprise-ui-btn-confirm-poach = ✅ Переманить #{ $person }
enterprise-ui-btn-back = ↩ Назад
enterprise-ui-btn-accept = ✅ Взять · залог { MONEY($deposit) }
enterprise-ui-btn-other-people = 🔀 Другие люди…
enterprise-ui-btn-decline = ❌ Отказаться
enterprise-ui-btn-decline-lose = ❌ Отказаться (потеря { MONEY($amount) })
enterprise-ui-btn-confirm-assign = ✅ Взять: { $people }
enterprise-ui-btn-dividend-share = { $pct } % · { MONEY($amount) } · { MONEY($per) }/акция
enterprise-ui-btn-dividend-use = { $pct } % · { MONEY($amount) } · { MONEY($per) }/прим.
enterprise-ui-btn-dividend-none = Без дивиденда
enterprise-ui-btn-partner = 🎲 Партнёрство для #{ $person }
enterprise-ui-btn-menu-shares = 📜 Акции…
enterprise-ui-btn-menu-poach = 🎯 Переманить…
enterprise-ui-btn-menu-reform = 🔄 Преобразовать…
enterprise-ui-final-rounds = Сыграно раундов: { $rounds }.
enterprise-ui-final-row =
    { $medal } { $place }. <b>{ $name }</b> · { $system } · 👥 { $people }{ $bankruptcies ->
        [0] {""}
       *[other] {" "}· 💥 { $bankruptcies }
    }
    {"      "}<b>{ MONEY($score) }</b> = касса { MONEY($cash) } + дивиденды { MONEY($dividends) }
enterprise-ui-compare = <b>Формы рядом</b>, по раундам (предприятие считается в той форме, в которой прошёл каждый раунд)
enterprise-ui-final-score = Счёт = касса + дивиденды, выплаченные своим людям.
enterprise-ui-short-shares = Акционерные
enterprise-ui-short-partner = Товарищества
enterprise-ui-short-coop = Кооперативы
enterprise-ui-short-none = Без предприятия
enterprise-ui-metric-firms = Предприятий
enterprise-ui-metric-rounds = Раундов предприятий
enterprise-ui-metric-profit = Средняя прибыль за раунд
enterprise-ui-metric-cash = Средняя касса в конце раунда
enterprise-ui-metric-people = Людей в среднем
enterprise-ui-metric-income = Оплата на человека за раунд
enterprise-ui-metric-promotions = Повышений
enterprise-ui-metric-bankruptcies = Банкротств
enterprise-ui-metric-row = { $metric }: { $cells }
enterprise-ui-cell-firms = { $n }
enterprise-ui-cell-rounds = { $n }
enterprise-ui-cell-profit = { MONEY($n) }
enterprise-ui-cell-cash = { MONEY($n) }
enterprise-ui-cell-people = { $n }
enterprise-ui-cell-income = { MONEY($n) }
enterprise-ui-cell-promotions = { $n }
enterprise-ui-cell-bankruptcies = { $n }
enterprise-ui-phase-system = выбор формы
enterprise-ui-phase-split = раздел акций
enterprise-ui-phase-fire = увольнения
enterprise-ui-phase-offer = предложения
enterprise-ui-phase-task = работа
enterprise-ui-phase-dividend = дивиденды
enterprise-ui-phase-manage = решения владельцев
enterprise-ui-phase-over = конец
enterprise-ui-tried = 🎲 Кубики партнёрства для #{ $person }: { $ok ->
    [1] принято.
   *[other] шестёрка, отказ.
  }
enterprise-pic-cash = 📈 <b>Деньги по раундам</b>: линия — предприятие, цвет отрезка — форма, в которой оно работало в этом раунде
enterprise-pic-round = Раунд
enterprise-pic-cash-axis = Деньги, ¥
enterprise-opt-accountant = Счетовод-человек выбирает жребий (задаётся через <code>accountant=@username</code>, не здесь).
enterprise-ev-acc-chose = 🧮 Счетовод выбрал: { $what }.
enterprise-err-acc-value = Такого жребия здесь быть не может.
enterprise-err-acc-team = В каждой масти начальной команды нужны три разных уровня.
enterprise-err-acc-same = Это и есть выпавшее значение: просто примите его.
enterprise-acc-waiting = 🧮 Счетовод тянет жребий…
enterprise-acc-kind-team = начальная команда
enterprise-acc-kind-graduate = навыки выпускника
enterprise-acc-kind-req = плитки требований
enterprise-acc-kind-reward = кубики награды
enterprise-acc-kind-dice = кубики задания
enterprise-acc-kind-partner = кубики товарищества
enterprise-acc-kind-tie = кто выигрывает при равенстве
enterprise-acc-kind-promo = масть повышения
enterprise-acc-ask-team = Равная начальная команда: три человека, уровни по мастям (饼 条 万).
enterprise-acc-ask-graduate = Выпускник { $n } из { $of }: по плитке каждой масти (饼 条 万), уровни 1–6.
enterprise-acc-ask-req = Задание { $task }, подзадание { $sub }: плитки требований (饼 条 万; 0 — масть кончилась).
enterprise-acc-ask-reward = Задание { $task }, подзадание { $sub }: кубики награды (её цифры).
enterprise-acc-ask-dice = Задание { $task }, подзадание { $sub }: кубики (все 5 или 6 — задание продолжается).
enterprise-acc-ask-partner = Кубики товарищества { $player } для #{ $person } (шестёрка — отказ).
enterprise-acc-ask-tie = Равенство за #{ $person }: какое предприятие выигрывает.
enterprise-acc-ask-promo = Повышение #{ $person }: какая масть растёт.
opt-enterprise-accountant = Счетовод-человек

## The group's news, folded: one line a task, one line a market person
enterprise-news-task = Задание { $task } { $req } { MONEY($reward) }: { $body }
enterprise-news-task-sub = Задание { $task }, подзадание { $sub } { $req } { MONEY($reward) }: { $body }
enterprise-news-task-more = Задание { $task } (продолжение): { $body }
enterprise-news-sub = подзадание { $sub } { $req } { MONEY($reward) }: { $body }
enterprise-news-next = {" → "}
enterprise-news-sep = {"; "}
enterprise-news-nobody = никому не по силам
enterprise-news-took = в деле: { $names }
enterprise-news-declined = отказ: { $names }
enterprise-news-cannot = не по силам: { $names }
enterprise-news-forfeit = залоги пропали: { $items }
enterprise-news-forfeit-item = { $player } { MONEY($amount) }
enterprise-news-dice = кубики { $dice } (нужно все ≥5) — { $go_on ->
    [1] задание продолжается
   *[other] задание окончено
  }
enterprise-news-paid = { $names }: залог назад и награда { MONEY($reward) } каждому
enterprise-news-offers = #{ $person }, предложения (ожидаемый доход): { $bids } → { $result }
enterprise-news-bid = { $player } { MONEY($estimate) }
enterprise-news-hired = нанимает { $player }: оклад { MONEY($salary) }, сдельная { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-news-stayed = остаётся на месте
enterprise-news-not-hired = никто не нанимает
enterprise-news-tie = равных лучших предложений: { $count }, решил жребий
enterprise-news-dice-partner = кубики партнёрства ({ $player }) { $dice }: { $ok ->
    [1] принято
   *[other] шестёрка, отказ
  }
enterprise-news-poached = от { $old }, плата кадровику { MONEY($fee) }
enterprise-news-promoted = Повышения: { $items }
enterprise-news-promoted-item = { $player } #{ $person } — { $suit } { $level }
enterprise-news-no-promotion = Заслужили повышение, но свободной плитки нет: { $people }.
enterprise-news-notes = {" "}({ $notes })
enterprise-ui-ask-dividend-nothing = <b>Дивиденд.</b> { $loss ->
    [0] Прибыль раунда { MONEY($profit) }
   *[other] Убыток раунда { MONEY($loss) }
  }, в кассе { MONEY($cash) }. В этом раунде навыки не применялись: делить по применениям нечего.
enterprise-ui-ask-terms = Взять — значит заплатить сдельную { MONEY($perf) }; награда { MONEY($payout) } (подзадание { $next } — { MONEY($low) }–{ $high }, шанс дойти до него 1 из { $odds })
enterprise-ui-draft-terms = Такая команда — сдельная { MONEY($perf) }.
enterprise-news-unpaid-shares = { $player }: дивиденд { MONEY($amount) } — меньше ¥1 на акцию, не выплачен и остаётся в предприятии.
enterprise-news-unpaid-uses = { $player }: дивиденд { MONEY($amount) } — меньше ¥1 за применение, не выплачен и остаётся в предприятии.
