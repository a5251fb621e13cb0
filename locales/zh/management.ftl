management-name = 企业经营
management-rules =
    <b>企业经营</b>是一款源自俄罗斯的经典商业游戏。每位玩家经营一家公司，机器人担任银行。开局每人有 2 座普通工厂、4 单位原料、2 单位成品和 10,000 美元。游戏进行固定的月数；每月由下一位仍在游戏中的玩家担任“首家”；竞价中价格相同时，下个月的首家优先（其后按行动顺序）。
    <b>每个月依次进行：</b>
    1. <b>固定开支：</b>每单位原料 300 美元，每单位成品 500 美元，每座普通工厂 1,000 美元，每座自动化工厂 1,500 美元。
    2. <b>市场：</b>银行公布本月出售多少原料及最低价，收购多少成品及最高价（市场等级 1–5，每月随机变化）。
    3. <b>原料竞价</b>（私聊秘密提交）：数量和不低于最低价的单价。所有出价同时公开，价高者先得；按所得数量付款。
    4. <b>生产：</b>普通工厂每月把 1 单位原料加工成 1 单位成品，费用 2,000 美元；自动化工厂可加工 1 单位（2,000 美元）或 2 单位（3,000 美元）。
    5. <b>成品报价</b>（秘密提交）：数量和不高于最高价的单价；银行先买最便宜的。
    6. <b>利息：</b>全部贷款的 1%。
    7. <b>偿还</b>本月到期的贷款。
    8. <b>新贷款：</b>以千为单位，期限 12 个月；贷款总额不得超过工厂抵押值的一半（普通工厂 5,000 美元，自动化工厂 10,000 美元）。
    9. <b>建设</b>（已建和在建工厂合计不超过 6 座）：普通工厂 5,000 美元，第 5 个月起投产；自动化工厂 10,000 美元，第 7 个月起投产；把普通工厂改造为自动化 7,000 美元，历时 9 个月，期间仍按普通工厂生产。开工时付一半，投产前一个月付另一半。
    <i>任何一笔款项无法用现金支付，公司立即破产。</i>结束时，资本 = 现金 + 按造价计的工厂 + 按最低价计的原料 + 按最高价计的成品 − 贷款 − 未付的建设款。资本最高者获胜。
    私聊快捷输入：<code>2 550</code>（先数量后单价：2 个，每个 550 美元），<code>0</code> 表示放弃，<code>3</code> 表示生产 3 单位成品或贷款 3,000 美元，<code>普通</code>、<code>自动</code> 或 <code>改造</code> 表示建设。
management-opt-months = 游戏月数（至少 1；经典玩法为 13）。
management-opt-max_players = 最多玩家人数：6 或 8。

management-step-bid = 原料竞价
management-step-make = 生产
management-step-sell = 成品报价
management-step-loan = 贷款
management-step-build = 建设

management-kind-ord = 普通工厂
management-kind-auto = 自动化工厂
management-kind-upgrade = 工厂自动化改造

management-why-fixed = 固定开支
management-why-esm = 原料款
management-why-make = 生产费用
management-why-interest = 利息
management-why-repay = 偿还贷款
management-why-build = 建设款

management-act-buy = 以 { $price } 买 { $qty } 单位
management-act-buy-skip = 不买原料
management-act-make = { $n ->
    [0] 不生产
   *[other] 生产 { $n } 单位（{ $cost } 美元）
  }
management-act-sell = 以 { $price } 卖 { $qty } 单位
management-act-sell-skip = 不卖
management-act-loan = { $amount ->
    [0] 不贷款
   *[other] 贷款 { $amount } 美元
  }
management-act-build-none = 不建设
management-act-build-ord = 普通工厂
management-act-build-auto = 自动化工厂
management-act-build-upgrade = 改造一座工厂
management-act-build = 建设：普通 { $ord } 座，自动化 { $auto } 座，改造 { $upgrade } 座

management-ask-bid = <b>原料竞价。</b>银行出售 { $supply } 单位原料，最低价 { $min } 美元。你有 { $cash } 美元和 { $esm } 单位原料。请发送数量和单价（如 <code>2 { $min }</code>，即 2 个，每个 { $min } 美元），或发送 <code>0</code> 放弃。
management-ask-make = <b>生产。</b>你有 { $esm } 单位原料，产能 { $capacity }，现金 { $cash } 美元：最多可生产 { $max } 单位成品。生产多少？
management-ask-sell = <b>成品报价。</b>银行收购 { $demand } 单位成品，最高价 { $max } 美元。你有 { $egp } 单位成品。请发送数量和单价，或发送 0 放弃。
management-ask-loan = <b>贷款。</b>你已欠 { $loans } 美元，现金 { $cash } 美元，最多还可贷 { $room } 美元（以千为单位，期限 12 个月）。贷多少？
management-ask-build = <b>建设。</b>你有 { $cash } 美元，已建和在建工厂 { $factories } 座（上限 6 座），可改造 { $upgradable } 座。开工建什么？

management-ev-start = <b>企业经营</b>：{ $players } 家公司，共 { $months } 个月。机器人担任银行。行动顺序：
management-ev-seniority = { $place }. { $player }
management-ev-month = <b>第 { $month } 个月。</b>首家：{ $senior }
management-ev-ready = { $player }：{ $kind }完工。
management-ev-fixed = { $player } 支付固定开支 { $amount } 美元。
management-ev-market = <b>市场等级 { $level }：</b>银行出售 { $esm_qty } 单位原料（最低 { $esm_min } 美元），收购 { $egp_qty } 单位成品（最高 { $egp_max } 美元）。
management-ev-bids = <b>原料竞价</b>（{ $count } 份），供应 { $supply } 单位：
management-ev-bid = { $player }：{ $qty } 单位，单价 { $price } → 得到 { $got }（{ $paid } 美元）
management-ev-esm-sold = 售出原料 { $sold }/{ $supply } 单位。
management-ev-made = { $player } 生产 { $n } 单位成品（{ $cost } 美元）。
management-ev-made-total = 本月共生产 { $n } 单位成品。
management-ev-offers = <b>成品报价</b>（{ $count } 份），银行收购 { $demand } 单位：
management-ev-offer = { $player }：{ $qty } 单位，单价 { $price } → 售出 { $sold }（{ $paid } 美元）
management-ev-egp-sold = 银行收购成品 { $sold }/{ $demand } 单位。
management-ev-interest = { $player } 支付利息 { $amount } 美元。
management-ev-repaid = { $player } 偿还贷款 { $amount } 美元。
management-ev-loan = { $player } 贷款 { $amount } 美元，第 { $due } 个月到期。
management-ev-instalment = { $player } 支付{ $kind }的第二笔款 { $amount } 美元（第 { $ready } 个月投产）。
management-ev-build = { $player } 开工建设{ $kind }：现付 { $amount } 美元，第 { $ready } 个月投产。
management-ev-summary = <b>第 { $month } 个月结束</b>（现金，工厂 普通/自动化/在建，原料，成品，贷款）：
management-ev-summary-row = { $player }：{ $cash } 美元，{ $ordinary }/{ $auto }/{ $building }，原料 { $esm }，成品 { $egp }，贷款 { $loans } 美元
management-ev-bankrupt = <b>{ $player } 破产</b>：需支付{ $why } { $need } 美元，但只有 { $cash } 美元。公司退出游戏。
management-ev-you-bankrupt = 第 { $month } 个月需支付{ $why } { $need } 美元，但只有 { $cash } 美元。
management-ev-over = <b>游戏结束</b>（第 { $month } 个月后）。资产负债表：
management-ev-final = { $place }. { $player }：资本 <b>{ $capital } 美元</b> = 现金 { $cash } + 工厂 { $factories } + 原料 { $esm } 单位 { $esm_value } + 成品 { $egp } 单位 { $egp_value } − 贷款 { $loans } − 未付建设款 { $unpaid }
management-ev-final-bankrupt = { $place }. { $player }：第 { $month } 个月破产。

management-ev-you-buy = { $replaced ->
    [1] 出价已修改：
   *[other] 出价已提交：
  }{ $qty } 单位原料，单价 { $price } 美元（最多 { $total } 美元）。
management-ev-you-buy-skip = { $replaced ->
    [1] 已修改：本月不买原料。
   *[other] 本月不买原料。
  }
management-ev-you-make = { $replaced ->
    [1] 已修改：
   *[other] 已记录：
  }{ $n ->
    [0] 不生产。
   *[other] 生产 { $n } 单位成品，费用 { $cost } 美元。
  }
management-ev-you-sell = { $replaced ->
    [1] 报价已修改：
   *[other] 报价已提交：
  }{ $qty } 单位成品，单价 { $price } 美元（最多 { $total } 美元）。
management-ev-you-sell-skip = { $replaced ->
    [1] 已修改：本月不卖成品。
   *[other] 本月不卖成品。
  }
management-ev-you-loan = { $replaced ->
    [1] 已修改：
   *[other] 已记录：
  }{ $amount ->
    [0] 不贷款。
   *[other] 贷款 { $amount } 美元。
  }
management-ev-you-build = { $replaced ->
    [1] 已修改：
   *[other] 已记录：
  }新建普通工厂 { $ord } 座、自动化工厂 { $auto } 座，改造 { $upgrade } 座；现付 { $cost } 美元。
management-ev-you-build-none = { $replaced ->
    [1] 已修改：本月不建设。
   *[other] 本月不建设。
  }

management-err-number = “{ $value }”不是整数。
management-err-step = 现在是{ $step }阶段，这个操作属于其他阶段。
management-err-price-low = { $price } 美元低于银行最低价 { $min } 美元。
management-err-price-high = { $price } 美元高于银行最高价 { $max } 美元。
management-err-price-zero = 价格必须大于零。
management-err-qty-supply = 银行本月只出售 { $supply } 单位原料，不是 { $qty } 单位。
management-err-qty-stock = 你只有 { $stock } 单位成品，不是 { $qty } 单位。
management-err-cash = 需要 { $need } 美元，但你只有 { $cash } 美元。
management-err-esm = 你只有 { $esm } 单位原料，不是 { $n } 单位。
management-err-capacity = 你的工厂每月最多生产 { $capacity } 单位成品，不是 { $n } 单位。
management-err-loan-limit = 贷款 { $amount } 美元超过额度：最多还可贷 { $room } 美元。
management-err-loan-multiple = 贷款必须以千为单位（{ $unit } 美元）。
management-err-build-cap = 你已有 { $count } 座已建或在建工厂，上限为 { $cap } 座。
management-err-upgrade = 你只有 { $available } 座工厂可改造，不是 { $n } 座。
