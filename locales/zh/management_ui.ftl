## 机器人显示的《企业经营》（bot/faces/management.py）：群聊的局面、私聊的账目和决策构建器。
## 按钮文字是纯文本（不含 HTML），要简短。

management-ui-head = 📅 <b>第 { $month }/{ $months } 个月</b> · 首家：{ $senior }
management-ui-market = 🏦 市场等级 { $level }：银行出售 { $esm_qty } 单位原料（最低 { $esm_min } 美元），收购 { $egp_qty } 单位成品（最高 { $egp_max } 美元）
management-ui-out = 💀 已出局：{ $names }
management-ui-out-one = { $name }（第 { $month } 个月）
management-ui-wait-bid = ⏳ 第 3/9 步，私聊密封原料竞价：已收到 <b>{ $sent }/{ $expected }</b>
management-ui-wait-make = ⏳ 第 4/9 步，私聊决定生产：已决定 <b>{ $sent }/{ $expected }</b>
management-ui-wait-sell = ⏳ 第 5/9 步，私聊密封成品报价：已收到 <b>{ $sent }/{ $expected }</b>
management-ui-wait-loan = ⏳ 第 8/9 步，私聊决定贷款：已决定 <b>{ $sent }/{ $expected }</b>
management-ui-wait-build = ⏳ 第 9/9 步，私聊决定建设：已决定 <b>{ $sent }/{ $expected }</b>

management-ui-me-head = 🏢 <b>你的公司</b> · 第 { $month }/{ $months } 个月
management-ui-me-bankrupt = 💀 你的公司在第 { $month } 个月破产，已退出游戏。你仍可在群里看到桌面和每月结算，游戏结束时还能看到最终的资产负债表。
management-ui-me-cash = 💵 <b>{ $cash } 美元</b> · 原料 { $esm } · 成品 { $egp }
management-ui-me-factories = 🏭 普通工厂 { $ordinary } 座 + 自动化工厂 { $auto } 座：每月最多生产 { $capacity } 单位成品；固定成本每月 { $fixed } 美元
management-ui-me-project = 🏗 { $kind }：第 { $ready } 个月投产，{ $paid ->
        [1] 已全部付清
       *[other] 第二期 { $half } 美元于第 { $pay } 个月支付
    }
management-ui-kind-ord = 普通工厂
management-ui-kind-auto = 自动化工厂
management-ui-kind-upgrade = 自动化改造
management-ui-me-loans = 💳 贷款 { $total } 美元（{ $loans }）；还可再贷 { $room } 美元
management-ui-me-loan = { $amount } 美元第 { $due } 个月到期
management-ui-me-noloans = 💳 没有贷款；最多可贷 { $room } 美元
management-ui-me-due = 📌 本月还需支付：{ $items }
management-ui-due-interest = 利息 { $amount } 美元
management-ui-due-repay = 还贷 { $amount } 美元
management-ui-due-instalments = 建设款 { $amount } 美元
management-ui-pending = 📨 已提交：{ $choice }。揭晓之前可以修改：直接发送新的选择。
management-ui-choice-buy = 以 { $price } 美元买 { $qty } 单位原料
management-ui-choice-buy-skip = 本月不买原料
management-ui-choice-sell = 以 { $price } 美元卖 { $qty } 单位成品
management-ui-choice-sell-skip = 本月不报价
management-ui-choice-make = 生产 { $n } 单位成品
management-ui-choice-loan = { $amount ->
        [0] 不贷款
       *[other] 贷款 { $amount } 美元
    }
management-ui-choice-build-ord = 新建普通工厂 { $n } 座
management-ui-choice-build-auto = 新建自动化工厂 { $n } 座
management-ui-choice-build-upgrade = 改造 { $n } 座
management-ui-choice-build-none = 不建设
management-ui-you-build = { $replaced ->
    [1] 已修改：
   *[other] 已记录：
  }{ $what }；现付 { $cost } 美元。

management-ui-hint-bid = 用按钮依次选择数量、单价，然后确认。所有出价到齐之前谁也看不到你的出价；在此之前发送新的出价即可修改。
management-ui-hint-make = 选择数量查看成本，然后确认；也可以直接输入，如 <code>2</code>。在所有人决定之前，发送新的数字即可修改。
management-ui-hint-sell = 用按钮依次选择数量、单价，然后确认。所有报价到齐之前谁也看不到你的报价；在此之前发送新的报价即可修改。
management-ui-hint-loan = 选择金额查看条件，然后确认；也可以输入千元数，如 <code>3</code> 表示 3000 美元。
management-ui-hint-build = 添加要开工的项目，查看费用后确认；也可以输入 <code>普通</code>、<code>自动</code>、<code>改造</code> 或三个数字。

management-ui-draft-bad = ⚠️ { $reason }
management-ui-draft-bid = 📝 <b>出价：{ $qty } 单位原料 × { $price } 美元 = { $total } 美元</b>（剩余现金 { $left } 美元）——确认吗？
management-ui-draft-sell = 📝 <b>报价：{ $qty } 单位成品 × { $price } 美元 = 最多 { $total } 美元</b>（银行收购 { $demand } 单位，价低者优先）——确认吗？
management-ui-draft-make = 📝 <b>生产 { $n } 单位成品，费用 { $cost } 美元</b>（剩余现金 { $left } 美元）——确认吗？
management-ui-draft-loan = 📝 <b>贷款 { $amount } 美元</b>，第 { $due } 个月归还：贷款总额 { $total } 美元，每月利息 { $interest } 美元，现金 { $cash } 美元——确认吗？
management-ui-draft-build = 📝 <b>开工建设：现付 { $now } 美元</b>（剩余现金 { $left } 美元）——确认吗？
management-ui-draft-build-item = · { $count } × { $kind }：现付 { $now } 美元，第 { $pay } 个月再付 { $later } 美元，第 { $ready } 个月投产
management-ui-draft-short = ❗ <b>第 { $month } 个月的固定开支不够付。</b>该月要付 { $fixed } 美元固定开支，而这样做之后你最多只有 { $most } 美元{ $borrow ->
        [0] {""}
       *[other] （已算上本月还能借的 { $borrow } 美元）
    }，还差 { $short } 美元。付不起的公司会立即破产。再按一次确认即仍然提交。

management-ui-btn-change = ✏️ 修改
management-ui-btn-skip-bid = ⏭ 不买原料
management-ui-btn-skip-sell = ⏭ 不卖成品
management-ui-btn-qty-esm = { $qty } 单位原料
management-ui-btn-qty-egp = { $qty } 单位成品
management-ui-btn-less = ➖ 1
management-ui-btn-more = ➕ 1
management-ui-btn-max = ⏫ { $qty }
management-ui-btn-price = { $price } 美元
management-ui-btn-price-on = ✓ { $price } 美元
management-ui-btn-plus = +{ $delta }
management-ui-btn-minus = −{ $delta }
management-ui-btn-confirm-bid = ✅ 出价 { $qty } × { $price }
management-ui-btn-confirm-sell = ✅ 报价 { $qty } × { $price }
management-ui-btn-make = 生产 { $n }（{ $cost } 美元）
management-ui-btn-make-none = 不生产
management-ui-btn-confirm-make = ✅ 生产 { $n }，{ $cost } 美元
management-ui-btn-back = ↩ 返回
management-ui-btn-loan = { $amount } 美元
management-ui-btn-loan-none = 不贷款
management-ui-btn-confirm-loan = ✅ 贷款 { $amount } 美元
management-ui-btn-add-ord = ➕ 普通工厂（现付 { $now }）
management-ui-btn-add-auto = ➕ 自动化工厂（现付 { $now }）
management-ui-btn-add-upgrade = ➕ 改造一座（现付 { $now }）
management-ui-btn-drop-ord = ➖ 普通工厂
management-ui-btn-drop-auto = ➖ 自动化工厂
management-ui-btn-drop-upgrade = ➖ 改造
management-ui-btn-confirm-build = ✅ 开工（现付 { $now } 美元）
management-ui-btn-confirm-anyway = ❗ 仍然确认
management-ui-btn-build-none = 不建设

management-ui-final-months = 《企业经营》共 { $months } 个月，资本排名：
management-ui-final-row = { $medal } <b>{ $place }. { $name }</b> —— 资本 <b>{ $capital } 美元</b>
management-ui-final-sheet = { "   " }现金 { $cash } + 工厂 { $factories } + 原料 { $esm } 单位 { $esm_value } + 成品 { $egp } 单位 { $egp_value } − 贷款 { $loans } − 未付建设款 { $unpaid }
management-ui-final-bankrupt = 💀 <b>{ $place }. { $name }</b> —— 第 { $month } 个月破产
