# Настройки игр так, как их показывает лобби.
opt-pair = { $name }: { $value }
opt-sep = {"; "}
list-sep = {", "}
opt-on = да
opt-off = нет
opt-merit-roles = Роли
opt-merit-roles-random = случайно
opt-merit-roles-choose = выбор по очереди
opt-merit-target = Спасти существ
opt-management-months = Месяцев
opt-management-max_players = Игроков максимум
opt-baohuang-variant = Правила
opt-baohuang-variant-weihai = вэйхайские
opt-baohuang-variant-lianzhong-simple = ляньчжун (простые)
opt-baohuang-variant-lianzhong-classic = ляньчжун (классика)
opt-baohuang-variant-best = «лучшие»
opt-baohuang-variant-campus = студенческие
opt-baohuang-hands = Раздач
opt-baohuang-bie6 = Шестёрки последними (憋6)
opt-baohuang-kao = «Поджарка» джокеров (烤牌)
opt-baohuang-qiangdu = Захват трона (抢独)
opt-enterprise-rounds = Раундов
opt-enterprise-start_cash = Стартовый капитал
opt-enterprise-fee_base = Базовый сбор
opt-enterprise-fee_head = Сбор за человека
opt-enterprise-fee_growth = Рост сбора, %
opt-enterprise-salary = Оклад
opt-enterprise-perf = Оплата за навык
opt-enterprise-sets = Наборов маджонга
opt-enterprise-sets-0 = автоматически (по одному на четырёх игроков, но не меньше двух)
opt-enterprise-tasks = Задач за раунд
opt-enterprise-graduates = Выпускников
opt-enterprise-shares = Акций
opt-economicus-stars = Звёзд для победы
opt-economicus-years = Лет
opt-economicus-auction_seconds = Часы аукциона, с
opt-pair-economicus-auction_seconds = Аукцион закрывается через { $value } с
opt-economicus-random_numbers = Случайные номера

# Options that are sums of money, as the lobby shows them (zh: whole ten-thousands in 万)
opt-amount-wan = { $n } × ¥10 000
# Any sum of money in a text is { MONEY($n) }: these forms, the minus before the unit («−¥31»)
money = ¥{ $n }
money-minus = −¥{ $n }
# a value of 0 that the game works out itself: the lobby says so, not «0»
opt-economicus-stars-0 = авто (14 − игроки)
opt-economicus-years-0 = без ограничения
