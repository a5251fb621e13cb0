enterprise-name = Формы предприятий
enterprise-rules =
    <b>Формы предприятий</b> (智力密集行业企业制度模拟): как акционерные, партнёрские и кооперативные фирмы живут в отрасли, где всё решают навыки. Бот — бухгалтер: он держит запас фишек-плиток и банк, бросает все кубики и раздаёт все плитки.
    <b>Человек</b> — три плитки маджонга, 饼, 条 и 万: три навыка уровня 1–9.
    <b>Начало:</b> каждый игрок основывает предприятие с ¥1 000 000 и выбирает <b>股份</b> (акции: 1000 акций, у вас 400, у трёх основателей по 200), <b>合伙</b> (товарищество: основатели — партнёры) или <b>合作</b> (кооператив: все — члены). Команды у всех равны по навыкам.
    <b>Каждый раунд:</b>
    1. <b>Найм:</b> увольнения (стоят один оклад); на рынок выходят шесть выпускников; закрытые предложения (оклад, сдельная плата, акции или партнёрство). Оценка = оклад + 2 × сдельная + последний дивиденд (на акцию × акции или 2 × на применение). Побеждает наибольшая оценка, ничья — жребий. Партнёрство принимается, если ни на одном из N кубиков (N = число партнёров) нет шестёрки.
    2. <b>Работа:</b> 10 заданий. Подзадание n требует по плитке каждой масти не ниже выпавших и залог, равный награде (2n кубиков — цифры суммы). Принять или отказаться — тайно; затем n кубиков: все 5 или 6 — следующее подзадание. Выполнившие все подзадания получают залоги и все награды; отказ позже первого подзадания стоит залогов. Трое с наибольшим числом применённых навыков повышают уровень.
    3. <b>Распределение:</b> управленческий сбор (¥10 000 + ¥2000 за человека, обе части +10 % за раунд), оклады (¥10 000) и сдельная плата (¥2000 за применение навыка); затем ваш дивиденд: 股份 — по акциям (доля вашего пакета остаётся), 合伙 — партнёрам, 合作 — всем членам по числу применений. Затем кубики партнёрства, раздача и выпуск акций, продажа до 20 % акций банку по 100 × дивиденд, переманивание (переход, если оценка выше текущей больше чем на 20 %) и преобразование.
    Наличные ниже нуля — банкротство: новый старт с теми же деньгами и отметкой. После 8 раундов (или когда не банкротился лишь один игрок) побеждает меньше банкротств, затем больше денег.
enterprise-opt-rounds = Число раундов (по умолчанию 8).
enterprise-opt-start_cash = Стартовый капитал предприятия (по умолчанию ¥1 000 000).
enterprise-opt-fee_base = Базовый управленческий сбор в первом раунде (по умолчанию ¥10 000).
enterprise-opt-fee_head = Сбор за человека в первом раунде (по умолчанию ¥2000).
enterprise-opt-fee_growth = Рост обеих частей сбора за раунд, в процентах (по умолчанию 10).
enterprise-opt-salary = Оклад основателя за раунд (по умолчанию ¥10 000).
enterprise-opt-perf = Сдельная плата основателя за применение навыка (по умолчанию ¥2000).
enterprise-opt-sets = Комплектов маджонга (0 — два или один на четырёх игроков).
enterprise-opt-tasks = Заданий за раунд (по умолчанию 10).
enterprise-opt-graduates = Выпускников за раунд (по умолчанию 6).
enterprise-opt-shares = Акций у акционерного предприятия при основании (по умолчанию 1000).

enterprise-sys-shares = акционерное (股份)
enterprise-sys-partner = товарищество (合伙)
enterprise-sys-coop = кооператив (合作)
enterprise-sys-none = без предприятия
enterprise-suit-0 = 饼
enterprise-suit-1 = 条
enterprise-suit-2 = 万
enterprise-term-none = без доли
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

enterprise-ask-system = <b>Выберите форму.</b> В кассе предприятия ¥{ $cash }: 股份 (акции), 合伙 (товарищество) или 合作 (кооператив)?
enterprise-ask-split = <b>Разделите { $total } акций</b> между своим пакетом и тремя основателями (например, <i>split:400:200:200:200</i>).
enterprise-ask-fire = <b>Увольнения.</b> Каждое стоит один оклад (в кассе ¥{ $cash }). В конце нажмите <i>Готово</i>.
enterprise-ask-offer = <b>Предложения</b>: на рынке { $count ->
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (в кассе ¥{ $cash }). Напишите <i>номер оклад сдельная</i>, например <i>7 { $salary } { $perf }</i>, или нажмите кнопку; затем <i>Готово</i>.
enterprise-ask-task = <b>Задание { $task }, подзадание { $sub }:</b> нужно { $req }, залог ¥{ $reward } (в кассе ¥{ $cash }, залогов в задании ¥{ $deposits }). Предлагаемые люди: { $cover }. Берёте?
enterprise-ask-dividend = <b>Дивиденд.</b> Прибыль раунда ¥{ $profit }, в кассе ¥{ $cash }. Сколько выплатить?
enterprise-ask-manage = <b>Решения владельцев</b>, форма — { $system } (в кассе ¥{ $cash }): кубики партнёрства, акции, переманивание, преобразование; затем <i>Готово</i>.

enterprise-act-system = Основать: { $system }
enterprise-act-reform = Преобразовать: { $system }
enterprise-act-reform-cancel = Остаться: { $system }
enterprise-act-split = Раздел { $arg }
enterprise-act-fire = Уволить #{ $arg }
enterprise-act-keep = Оставить #{ $arg }
enterprise-act-done = Готово
enterprise-act-offer = #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-poach = Переманить #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-withdraw = Отозвать предложение #{ $arg }
enterprise-act-accept = Принять (залог ¥{ $deposit })
enterprise-act-assign = Люди { $arg }
enterprise-act-decline = Отказаться
enterprise-act-dividend = { $amount ->
    [0] Без дивиденда
   *[other] Дивиденд ¥{ $amount }
  }
enterprise-act-partner = Кубики партнёрства для #{ $arg }
enterprise-act-grant = Дать #{ $person } акций: { $k }
enterprise-act-issue = Выпустить для #{ $person } акций: { $k }
enterprise-act-sell = Продать банку акций: { $arg }

enterprise-ev-start = <b>Формы предприятий</b>: игроков — { $players }, раундов — { $rounds }, заданий за раунд — { $tasks }, комплектов маджонга — { $sets }. Старт ¥{ $cash }; сбор ¥{ $base } + ¥{ $head } за человека, +{ $growth } % за раунд; оклад ¥{ $salary }, сдельная ¥{ $perf } за навык. Выберите форму в личке.
enterprise-ev-sent = Принято: { $action }
enterprise-ev-system = { $player }: предприятие, форма — { $system }.
enterprise-ev-template = Каждая команда: { $team } (饼/条/万).
enterprise-ev-split = { $player }: пакет основателя { $founder }, у членов { $members } акций.
enterprise-ev-round = <b>Раунд { $round } из { $rounds }.</b> Сбор ¥{ $base } + ¥{ $head } за человека.
enterprise-ev-fired = { $player } увольняет #{ $person } (¥{ $fee }).
enterprise-ev-market = На рынке { $count ->
    [0] никого
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (выпускников: { $graduates }): { $people }.
enterprise-ev-bid = Предложение { $player } для #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }; оценка ¥{ $estimate }.
enterprise-ev-tie = Ничья за #{ $person } среди предложений ({ $count }): жребий выбирает { $player }.
enterprise-ev-poached = { $player } переманивает #{ $person } у { $old } (плата ¥{ $fee }).
enterprise-ev-hired = { $player } нанимает #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  } (оценка ¥{ $estimate }).
enterprise-ev-unhired = Не нанято: { $count ->
    [one] { $count } человек
    [few] { $count } человека
   *[other] { $count } человек
  } (плитки — в запас).
enterprise-ev-subtask = Задание { $task }, подзадание { $sub }: нужно { $req }, награда ¥{ $reward }.
enterprise-ev-cannot = { $player }: взять нельзя.
enterprise-ev-forfeit = { $player } теряет залоги: ¥{ $amount }.
enterprise-ev-declined = { $player }: отказ.
enterprise-ev-accepted = { $player } берёт, люди { $people } (залог ¥{ $deposit }).
enterprise-ev-dice = Кубики: { $dice } — { $go_on ->
    [1] задание продолжается.
   *[other] задание окончено.
  }
enterprise-ev-task-paid = { $player } получает назад залог ¥{ $deposit } и награду ¥{ $reward }.
enterprise-ev-no-promotion = #{ $person } заслуживает повышения, но свободной плитки нет.
enterprise-ev-promoted = { $player }: #{ $person } — теперь { $suit } { $level }.
enterprise-ev-paid = { $player }: сбор ¥{ $fee }, выплаты ¥{ $wages }; в кассе ¥{ $cash }, прибыль ¥{ $profit }.
enterprise-ev-bankrupt = <b>{ $player } — банкротство</b> (в кассе ¥{ $cash }); люди уходят на рынок.
enterprise-ev-dividend-shares = { $player }: дивиденд ¥{ $amount }, ¥{ $per } на акцию, выплачено ¥{ $paid }.
enterprise-ev-dividend-uses = { $player }: дивиденд ¥{ $amount }, ¥{ $per } за применение (применений: { $uses }), выплачено ¥{ $paid }.
enterprise-ev-stayed = #{ $person } остаётся.
enterprise-ev-reform = { $player }: преобразование, форма — { $system }.
enterprise-ev-over = <b>Игра окончена</b> после раунда { $round }.
enterprise-ev-final = { $place }. { $player } — { $system }, ¥{ $cash }, { $people ->
    [one] { $people } человек
    [few] { $people } человека
   *[other] { $people } человек
  }, банкротств: { $bankruptcies }.
enterprise-ev-partner-dice = { $player }, партнёрство для #{ $person }: { $dice } — { $ok ->
    [1] принято.
   *[other] шестёрка, отказ.
  }
enterprise-ev-sold = { $player } продаёт банку акций: { $k }, по ¥{ $price } (¥{ $total }).
enterprise-ev-partner = { $player }: #{ $person } — теперь партнёр.
enterprise-ev-grant = { $player } даёт #{ $person } акций: { $k }.
enterprise-ev-issue = { $player } выпускает для #{ $person } новых акций: { $k }.

enterprise-err-cash = Нужно ¥{ $need }, в кассе ¥{ $cash }.
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
enterprise-err-reform = Для преобразования сначала выплатите всю прибыль (¥{ $profit }); дивиденд пока ¥{ $dividend }.
enterprise-err-sell = Сейчас можно продать не больше { $max } акций (раз в раунд, после дивиденда).
enterprise-err-skill = #{ $person } не может дать здесь навык { $suit }.
enterprise-err-split = Сумма акций должна быть { $total }.
enterprise-err-sys = «{ $code }» — такую долю ваша форма не предлагает.
enterprise-err-system = «{ $value }» — такой формы нет.
enterprise-ev-report = { $system }: предприятий — { $firms }, в среднем ¥{ $cash } в кассе, людей — { $people }, средний доход ¥{ $income } на человека, повышений — { $promotions }.
