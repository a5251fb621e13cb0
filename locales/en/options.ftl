# Game options by name, as the lobby shows them: opt-<game>-<key>, and opt-<game>-<key>-<value> for
# choices whose values are words; opt-pair-<game>-<key> where an option reads better as a sentence with its value.
opt-pair = { $name }: { $value }
opt-sep = {"; "}
list-sep = {", "}
opt-on = yes
opt-off = no
opt-merit-roles = Roles
opt-merit-roles-random = dealt at random
opt-merit-roles-choose = chosen in turn
opt-merit-target = Beings to save
opt-management-months = Months
opt-management-max_players = Largest table
opt-baohuang-variant = Rules
opt-baohuang-variant-weihai = Weihai
opt-baohuang-variant-lianzhong-simple = Lianzhong (simple)
opt-baohuang-variant-lianzhong-classic = Lianzhong (classic)
opt-baohuang-variant-best = Best
opt-baohuang-variant-campus = Campus
opt-baohuang-hands = Hands
opt-baohuang-bie6 = Sixes last (憋6)
opt-baohuang-kao = Joker "roasting" (烤牌)
opt-baohuang-qiangdu = Grab the throne (抢独)
opt-enterprise-rounds = Rounds
opt-enterprise-start_cash = Starting cash
opt-enterprise-fee_base = Base fee
opt-enterprise-fee_head = Fee per person
opt-enterprise-fee_growth = Fee growth, %
opt-enterprise-salary = Salary
opt-enterprise-perf = Performance pay per skill use
opt-enterprise-sets = Mahjong sets
opt-enterprise-sets-0 = automatic (one per four players, at least two)
opt-enterprise-tasks = Tasks per round
opt-enterprise-graduates = Graduates
opt-enterprise-shares = Shares
opt-economicus-stars = Stars to win
opt-economicus-years = Years
opt-economicus-auction_seconds = Auction clock, s
opt-pair-economicus-auction_seconds = Auction closes { $value } s after a bid
opt-economicus-random_numbers = Random numbers

# Options that are sums of money, as the lobby shows them (zh: whole ten-thousands in 万)
opt-amount-wan = { $n } × ¥10,000
# Any sum of money in a text is { MONEY($n) }: these forms, the minus before the unit («−¥31»)
money = ¥{ $n }
money-minus = −¥{ $n }
# a value of 0 that the game works out itself: the lobby says so, not «0»
opt-economicus-stars-0 = auto (14 − players)
opt-economicus-years-0 = no limit
