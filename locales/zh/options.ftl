# 房间里显示的游戏设置。
opt-pair = { $name }：{ $value }
opt-sep = ；
list-sep = 、
opt-on = 是
opt-off = 否
opt-merit-roles = 角色
opt-merit-roles-random = 随机发放
opt-merit-roles-choose = 依次挑选
opt-merit-target = 需救度众生
opt-management-months = 月数
opt-management-max_players = 最多人数
opt-baohuang-variant = 玩法
opt-baohuang-variant-weihai = 威海
opt-baohuang-variant-lianzhong-simple = 连中（简易）
opt-baohuang-variant-lianzhong-classic = 连中（经典）
opt-baohuang-variant-best = 最佳
opt-baohuang-variant-campus = 校园
opt-baohuang-hands = 局数
opt-baohuang-bie6 = 憋6
opt-baohuang-kao = 烤牌
opt-baohuang-qiangdu = 抢独
opt-enterprise-rounds = 回合数
opt-enterprise-start_cash = 启动资金
opt-enterprise-fee_base = 管理费基本费
opt-enterprise-fee_head = 管理费人头费
opt-enterprise-fee_growth = 管理费增长（%）
opt-enterprise-salary = 初始月薪
opt-enterprise-perf = 初始绩效（每次技能）
opt-enterprise-sets = 麻将副数
opt-enterprise-sets-0 = 自动（每四名玩家一副，至少两副）
opt-enterprise-tasks = 每回合任务数
opt-enterprise-graduates = 毕业生人数
opt-enterprise-shares = 股份总数
opt-economicus-stars = 获胜星数
opt-economicus-years = 年数
opt-economicus-auction_seconds = 拍卖倒计时（秒）
opt-pair-economicus-auction_seconds = 最后出价 { $value } 秒后拍卖成交
opt-economicus-random_numbers = 随机编号

# Options that are sums of money, as the lobby shows them (zh: whole ten-thousands in 万)
opt-amount-wan = { $n } 万
# Any sum of money in a text is { MONEY($n) }: these forms, the minus before the unit («−¥31»)
money = ¥{ $n }
money-minus = −¥{ $n }
# a value of 0 that the game works out itself: the lobby says so, not «0»
opt-economicus-stars-0 = 自动（14 − 玩家数）
opt-economicus-years-0 = 不限
