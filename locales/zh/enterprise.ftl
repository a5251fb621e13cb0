enterprise-name = 企业制度模拟
enterprise-rules =
    <b>智力密集行业企业制度模拟</b>：看股份、合伙、合作三种制度在靠技能吃饭的行业里谁更有优势。机器人担任会计：掌管废牌堆（{ $sets } 副麻将）和筹码堆，负责所有掷骰和发牌。
    <b>人</b>由饼、条、万各一张牌组成，代表三项技能，级别 1–9。
    <b>开局：</b>每位玩家以 { MONEY($start_cash) } 创办一家企业，选择<b>股份</b>（共 { $shares } 股，默认你持 40%，三位初始股东各 20%）、<b>合伙</b>（三位初始成员都是合伙人）或<b>合作</b>（人人都是社员）。各队初始技能相当。
    <b>每回合：</b>
    1. <b>招聘：</b>辞退员工（费用为一次月薪）；{ $graduates } 名毕业生进入就业市场；密封出价（月薪、绩效、股份或合伙）。估算收入 = 月薪 + 2 × 绩效 + 最近分红（每股 × 股数，或 2 × 每次技能分红）。估算收入最高者得人，平局随机。合伙提议需掷 <code>N</code> 个骰子（<code>N</code> = 现有合伙人数），都没有 6 才通过。
    2. <b>劳动：</b>{ $tasks } 次任务。第 <code>n</code> 个子任务要求每种花色各一张不低于要求的牌，押金等于报酬（<code>2n</code> 个骰子组成各位数）。秘密决定接或不接；再掷 <code>n</code> 个骰子，全部 ≥5 则进入下一子任务。完成全部子任务者拿回押金并获得全部报酬；中途放弃则押金没收。用过技能最多的三人升一级。
    3. <b>分配：</b>管理费（基本费 { MONEY($fee_base) } + 人头费每人 { MONEY($fee_head) }，每回合各涨 { $fee_growth }%）、月薪（初始成员每回合 { MONEY($salary) }）和绩效（每次技能 { MONEY($perf) }）；然后决定分红：股份按股分（你自己那份留在企业），合伙分给合伙人，合作分给全体社员，按技能次数计。之后可掷骰吸收合伙人、赠股或增发、按每股分红 100 倍向筹码堆增发至多 20%、挖人（估算收入超过现在的 120% 即跳槽）和改制。
    资金为负即破产：领新的初始资金重来，记一次破产。{ $rounds } 回合后（或只剩一位玩家从未破产时）结束：破产次数少者优先，其次比<b>得分</b>：资金 + 历次付给本企业人员（股东、合伙人、社员）的分红。
enterprise-opt-rounds = 回合数（默认 { $rounds }）。
enterprise-opt-start_cash = 企业初始资金（默认 { MONEY($start_cash) }）。
enterprise-opt-fee_base = 第一回合的基本管理费（默认 { MONEY($fee_base) }）。
enterprise-opt-fee_head = 第一回合的每人人头费（默认 { MONEY($fee_head) }）。
enterprise-opt-fee_growth = 管理费每回合增长的百分比（默认 { $fee_growth }）。
enterprise-opt-salary = 初始成员每回合月薪（默认 { MONEY($salary) }）。
enterprise-opt-perf = 初始成员每次技能的绩效（默认 { MONEY($perf) }）。
enterprise-opt-sets = 麻将副数（默认 { $sets }；0 = 自动：每四名玩家一副，至少两副）。
enterprise-opt-tasks = 每回合任务数（默认 { $tasks }）。
enterprise-opt-graduates = 每回合毕业生人数（默认 { $graduates }）。
enterprise-opt-shares = 股份制企业创立时的总股数（默认 { $shares }）。

enterprise-sys-shares = 股份制
enterprise-sys-partner = 合伙制
enterprise-sys-coop = 合作制
enterprise-sys-none = 无企业
enterprise-suit-0 = 饼
enterprise-suit-1 = 条
enterprise-suit-2 = 万
enterprise-term-none = 普通员工
enterprise-term-partner = 合伙人
enterprise-term-grant = 赠股
enterprise-term-issue = 增发新股

enterprise-phase-system = 选择制度
enterprise-phase-split = 分配股份
enterprise-phase-fire = 辞退
enterprise-phase-offer = 出价
enterprise-phase-task = 任务
enterprise-phase-dividend = 分红
enterprise-phase-manage = 股东决策
enterprise-phase-round = 新回合
enterprise-phase-hire = 招聘
enterprise-phase-promote = 升级
enterprise-phase-pay = 发薪
enterprise-phase-over = 结束

enterprise-ask-system = <b>请选择企业制度。</b>企业资金 { MONEY($cash) }：股份、合伙还是合作？
enterprise-ask-split = <b>分配 { $total } 股</b>：你自己和三位初始股东各持多少（例如 <i>split:400:200:200:200</i>）。
enterprise-ask-fire = <b>辞退。</b>每辞退一人付一次月薪（资金 { MONEY($cash) }）。结束后按<i>完成</i>。
enterprise-ask-offer = <b>出价：</b>就业市场上有 { $count } 人（资金 { MONEY($cash) }）。输入<i>编号 月薪 绩效</i>，如 <i>7 { $salary } { $perf }</i>，或按按钮；最后按<i>完成</i>。
enterprise-ask-task = <b>任务 { $task }，第 { $sub } 个子任务：</b>要求 { $req }，押金 { MONEY($reward) }（资金 { MONEY($cash) }，本任务已押 { MONEY($deposits) }）。建议派出：{ $cover }。接不接？
enterprise-ask-dividend = <b>分红。</b>本回合利润 { MONEY($profit) }，资金 { MONEY($cash) }。分多少？
enterprise-ask-manage = <b>股东决策</b>（{ $system }企业，资金 { MONEY($cash) }）：合伙骰、股份、挖人、改制；最后按<i>完成</i>。

enterprise-act-system = 创办：{ $system }
enterprise-act-reform = 改制为：{ $system }
enterprise-act-reform-cancel = 保持{ $system }
enterprise-act-split = 股份分配：你 { $founder }，创始人 { $members }
enterprise-act-fire = 辞退 #{ $arg }
enterprise-act-keep = 留下 #{ $arg }
enterprise-act-done = 完成
enterprise-act-offer = 向 #{ $person } 出价：月薪 { MONEY($salary) }，绩效 { MONEY($perf) }，{ $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-poach = 挖 #{ $person }：月薪 { MONEY($salary) }，绩效 { MONEY($perf) }，{ $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-withdraw = 撤回对 #{ $arg } 的出价
enterprise-act-accept = 接受（押金 { MONEY($deposit) }）
enterprise-act-assign = 接下，派出 { $people }
enterprise-act-decline = 不接
enterprise-act-dividend = { $amount ->
    [0] 不分红
   *[other] 分红 { MONEY($amount) }
  }
enterprise-act-partner = 为 #{ $arg } 掷合伙骰
enterprise-act-grant = 赠 #{ $person } { $k } 股
enterprise-act-issue = 向 #{ $person } 增发 { $k } 股
enterprise-act-sell = 向筹码堆增发 { $arg } 股

enterprise-ev-start = <b>企业制度模拟</b>：{ $players } 位玩家，{ $rounds } 回合，每回合 { $tasks } 次任务，{ $sets } 副麻将。初始资金 { MONEY($cash) }；管理费为基本费 { MONEY($base) } + 人头费每人 { MONEY($head) }，每回合涨 { $growth }%；初始成员月薪 { MONEY($salary) }，绩效每次技能 { MONEY($perf) }。请在私聊中选择企业制度。
enterprise-ev-sent = 已记下：{ $action }
enterprise-ev-system = { $player } 创办了{ $system }企业。
enterprise-ev-template = 每支初始团队：{ $team }（🀙 饼 · 🀐 条 · 🀇 万）。
enterprise-ev-split = { $player }：创始人持 { $founder } 股，三位成员分别持 { $members } 股。
enterprise-ev-round = 本回合管理费：基本费 { MONEY($base) }，人头费每人 { MONEY($head) }。
enterprise-ev-fired = { $player } 辞退了 #{ $person }（费用 { MONEY($fee) }）。
enterprise-ev-market = 就业市场上有 { $count } 人（毕业生 { $graduates } 人）：{ $people }。
enterprise-ev-bid = { $player } 向 #{ $person } 出价：月薪 { MONEY($salary) }，绩效 { MONEY($perf) }，{ $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }；估算收入 { MONEY($estimate) }。
enterprise-ev-tie = #{ $person } 收到 { $count } 份同价出价，随机选中 { $player }。
enterprise-ev-poached = { $player } 从 { $old } 挖走了 #{ $person }（猎头费 { MONEY($fee) }）。
enterprise-ev-hired = { $player } 聘用了 #{ $person }：月薪 { MONEY($salary) }，绩效 { MONEY($perf) }，{ $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }（估算收入 { MONEY($estimate) }）。
enterprise-ev-unhired = { $count } 人未被聘用，牌拆散归入废牌堆。
enterprise-ev-subtask = 任务 { $task }，第 { $sub } 个子任务：要求 { $req }，报酬 { MONEY($reward) }。
enterprise-ev-cannot = { $player } 无法承接。
enterprise-ev-forfeit = { $player } 的押金 { MONEY($amount) } 被没收。
enterprise-ev-declined = { $player } 不接。
enterprise-ev-accepted = { $player } 接下，派出 { $team }（押金 { MONEY($deposit) }）。
enterprise-ev-dice = 骰子 { $dice }（需全部 ≥5）—— { $go_on ->
    [1] 任务继续。
   *[other] 任务结束。
  }
enterprise-ev-task-paid = { $player } 拿回押金 { MONEY($deposit) }，获得报酬 { MONEY($reward) }。
enterprise-ev-no-promotion = #{ $person } 本该升级，但没有可替换的牌。
enterprise-ev-promoted = { $player }：#{ $person } 的{ $suit }升到 { $level } 级。
enterprise-ev-paid = { $player }：管理费 { MONEY($fee) }，月薪和绩效 { MONEY($wages) }；资金 { MONEY($cash) }，本回合{ $loss ->
    [0] 利润 { MONEY($profit) }
   *[other] 亏损 { MONEY($loss) }
  }。
enterprise-ev-bankrupt = <b>{ $player } 破产</b>（资金 { MONEY($cash) }），员工进入就业市场。
enterprise-ev-dividend-shares = { $player }：分红 { MONEY($amount) }，每股 { MONEY($per) }，实际支付 { MONEY($paid) }。
enterprise-ev-dividend-uses = { $player }：分红 { MONEY($amount) }，每次技能 { MONEY($per) }（共 { $uses } 次），实际支付 { MONEY($paid) }。
enterprise-ev-stayed = #{ $person } 留在原企业。
enterprise-ev-reform = { $player } 改制为{ $system }企业。
enterprise-ev-over = <b>游戏结束</b>，共进行 { $round } 回合。
enterprise-ev-final = 第 { $place } 名：{ $player } —— { $system }，得分 { MONEY($score) }（资金 { MONEY($cash) } + 分红 { MONEY($dividends) }），{ $people } 人，破产 { $bankruptcies } 次。
enterprise-ev-partner-dice = { $player } 为 #{ $person } 掷合伙骰：{ $dice } —— { $ok ->
    [1] 通过。
   *[other] 出现 6，未通过。
  }
enterprise-ev-sold = { $player } 以每股 { MONEY($price) } 向筹码堆增发 { $k } 股（{ MONEY($total) }）。
enterprise-ev-partner = { $player }：#{ $person } 成为合伙人。
enterprise-ev-grant = { $player } 赠给 #{ $person } { $k } 股。
enterprise-ev-issue = { $player } 向 #{ $person } 增发 { $k } 股新股。

enterprise-err-cash = 需要 { MONEY($need) }，你只有 { MONEY($cash) }。
enterprise-err-cover = 你未用过的技能不足以完成这个子任务。
enterprise-err-format = 这里不能这样选择。
enterprise-err-grant = 最多只能赠 { $max } 股。
enterprise-err-issue = 创始人持股超过 50% 才能免费增发；最多 { $max } 股。
enterprise-err-no-draft = 没有对 #{ $person } 提交过什么。
enterprise-err-not-market = #{ $person } 不在就业市场上。
enterprise-err-not-poachable = #{ $person } 不在其他企业任职。
enterprise-err-not-yours = #{ $person } 不是你企业的人。
enterprise-err-number = “{ $value }”不是整数。
enterprise-err-owner = #{ $person } 是股东或合伙人，不能辞退。
enterprise-err-partner = 现在不能为 #{ $person } 掷合伙骰。
enterprise-err-person = 没有 #{ $person } 这个人。
enterprise-err-phase = 现在是{ $phase }环节。
enterprise-err-reform = 改制前须先把利润（{ MONEY($profit) }）全部分掉；目前分红 { MONEY($dividend) }。
enterprise-err-sell = 现在最多可增发 { $max } 股（每回合一次，须已有分红）。
enterprise-err-skill = #{ $person } 在这里不能提供{ $suit }技能。
enterprise-err-split = 股数之和必须是 { $total }。
enterprise-err-sys = 你的制度不能提供 <code>{ $code }</code>。
enterprise-err-system = “{ $value }”不是可选的制度。
enterprise-ev-report = { $system }：共 { $rounds } 个企业回合（{ $firms } 家企业）；回合末平均资金 { MONEY($cash) }，平均利润 { MONEY($profit) }，平均 { $people } 人；每人每回合薪酬 { MONEY($income) }；升级 { $promotions } 次，破产 { $bankruptcies } 次。

## The Telegram face
enterprise-ui-head = <b>第 { $round } / { $rounds } 回合</b> · { $phase }
enterprise-ui-head-setup = <b>创办企业</b>
enterprise-ui-firm = 🏢 <b>{ $name }</b> · { $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-firm-none = 🏚 <b>{ $name }</b> · 暂无企业 · 破产 { $bankruptcies } 次
enterprise-ui-firm-profit = { $loss ->
    [0] 利润 { MONEY($profit) }
   *[other] 亏损 { MONEY($loss) }
  }
enterprise-ui-firm-dividend = 分红 { MONEY($amount) }
enterprise-ui-firm-income = 人均累计收入 { MONEY($income) }
enterprise-ui-firm-bankrupt = 💥 { $n }
enterprise-ui-wait = ⏳ 当前：{ $phase }，已提交 <b>{ $sent } / { $expected }</b>。
enterprise-ui-market = 🎓 <b>就业市场</b>（{ $n } 人）：
enterprise-ui-origin-founder = 创始人
enterprise-ui-origin-graduate = 毕业生
enterprise-ui-origin-fired = 被辞退
enterprise-ui-origin-bankrupt = 来自破产企业
enterprise-ui-pay = 月薪 { MONEY($salary) }，绩效每次 { MONEY($perf) }
enterprise-ui-stake-shares = { $k } 股
enterprise-ui-stake-partner = 合伙人
enterprise-ui-stake-member = 社员
enterprise-ui-stake-employee = 普通员工
enterprise-ui-uses = 本回合用了 { $n } 次
enterprise-ui-task = 📋 <b>任务 { $task } / { $tasks }</b>，第 { $sub } 个子任务
enterprise-ui-task-need = 要求 { $req } · 🎲 { $dice } → 报酬 { MONEY($reward) } · 押金 { MONEY($reward) }
enterprise-ui-task-in = 仍在任务中：{ $names } · 完成后每家得 { MONEY($payout) }
enterprise-ui-me = 🏢 <b>你的企业</b>：{ $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-me-new = 🏗 <b>你的企业</b>尚未创办。
enterprise-ui-me-none = 🏚 <b>目前没有企业</b>（破产 { $bankruptcies } 次）。
enterprise-ui-me-shares = 你的股份 { $founder } / { $total } 股{ $pool ->
    [0] {""}
   *[other] {" "}· 筹码堆持有 { $pool } 股
  }{ $per ->
    [0] {""}
   *[other] {" "}· 上次每股分红 { MONEY($per) }
  }
enterprise-ui-me-uses = 上次每次技能分红 { MONEY($per) }
enterprise-ui-sealed = 🔒 已密封：{ $item }
enterprise-ui-sent = 🔒 已提交：{ $item }（揭晓前可以修改）
enterprise-ui-done = ✅ 已完成；所有人完成前仍可修改。
enterprise-ui-do-system = { $system }
enterprise-ui-do-reform = 改制为{ $system }
enterprise-ui-do-split = 你持 { $founder } 股，创始人 { $members }
enterprise-ui-do-fire = 辞退 #{ $person }
enterprise-ui-do-offer = 向 #{ $person } 出价：月薪 { MONEY($salary) }，绩效每次 { MONEY($perf) }，{ $stake }
enterprise-ui-do-poach = 挖角 #{ $person }：月薪 { MONEY($salary) }，绩效每次 { MONEY($perf) }，{ $stake }
enterprise-ui-do-accept = 接下，派出 { $people }
enterprise-ui-do-decline = 不接
enterprise-ui-do-dividend = { $amount ->
    [0] 不分红
   *[other] 分红 { MONEY($amount) }
  }
enterprise-ui-do-other = 一项选择
enterprise-ui-term-none = 普通员工
enterprise-ui-term-partner = 合伙
enterprise-ui-term-g = 赠 { $k } 股
enterprise-ui-term-i = 增发 { $k } 股
enterprise-ui-ask-system = <b>选择企业制度</b>（同时揭晓）。起始资金 { MONEY($cash) }。
    股份：按股分红。
    合伙：合伙人按技能使用次数分红。
    合作：全体社员按技能使用次数分红。
enterprise-ui-ask-split = <b>分配 { $total } 股</b>：你的创始股与创始人 { $people }。选一个方案，确认无误后提交。
enterprise-ui-ask-fire = <b>辞退</b>（密封）。每辞退一人付一次月薪给筹码堆；股东和合伙人不能辞退。完成后点<i>完成</i>。
enterprise-ui-ask-offer = <b>密封出价</b>：市场上有 { $n } 人。估算收入 = 月薪 + 2 × 绩效 + 分红，估算收入最高者得。所有人完成前都可修改。也可以直接输入：<i>编号 月薪 绩效</i>，例如 <i>{ $person } { $salary } { $perf }</i>。
enterprise-ui-ask-cover = 最省的人选：{ $people }
enterprise-ui-ask-task = 资金 { MONEY($cash) }{ $deposits ->
    [0] {""}
   *[other] {" "}· 已押 { MONEY($deposits) }（不接则没收）
  }。接不接？也可以输入 🀙 🀐 🀇 三人的编号。
enterprise-ui-ask-dividend-shares = <b>分红。</b>本回合{ $loss ->
    [0] 利润 { MONEY($profit) }
   *[other] 亏损 { MONEY($loss) }
  }，资金 { MONEY($cash) }。按 { $units } 股分配，你的创始股那部分留在企业。也可以直接输入金额。
enterprise-ui-ask-dividend-uses = <b>分红。</b>本回合{ $loss ->
    [0] 利润 { MONEY($profit) }
   *[other] 亏损 { MONEY($loss) }
  }，资金 { MONEY($cash) }。按 { $units } 次技能使用分配。也可以直接输入金额。
enterprise-ui-ask-manage = <b>股东决策</b> · { $system }：合伙骰子、赠股增发和卖股立即生效；挖角和改制为密封。完成后点<i>完成</i>。
enterprise-ui-draft-split = <b>方案：</b>你持 { $founder } 股；{ $members }。
enterprise-ui-draft-offer = <b>出价：</b>月薪 { MONEY($salary) }，绩效每次 { MONEY($perf) }，{ $stake } → 估算收入 <b>{ MONEY($estimate) }</b>
enterprise-ui-draft-poach = <b>挖角出价：</b>月薪 { MONEY($salary) }，绩效每次 { MONEY($perf) }，{ $stake } → 估算收入 <b>{ MONEY($estimate) }</b>；只有对方跳槽才付猎头费（一次月薪）。
enterprise-ui-draft-dice = 掷 { $n } 个骰子，没有 6 才能成为合伙人。
enterprise-ui-draft-beat = 估算收入须超过 { MONEY($estimate) } 才会跳槽。
enterprise-ui-draft-assign = <b>人选：</b>{ $people }
enterprise-ui-draft-bad = ⚠️ { $reason }
enterprise-ui-btn-system-shares = 股份制
enterprise-ui-btn-system-partner = 合伙制
enterprise-ui-btn-system-coop = 合作制
enterprise-ui-btn-split = 你 { $founder } · 创始人各 { $each }
enterprise-ui-btn-confirm-split = ✅ 确认此方案
enterprise-ui-btn-fire = 辞退 #{ $person } { $tiles }（{ MONEY($fee) }）
enterprise-ui-btn-keep = ↩ 留下 #{ $person } { $tiles }
enterprise-ui-btn-done = ✅ 完成
enterprise-ui-btn-edit = ✏️ #{ $person } { MONEY($salary) }
enterprise-ui-btn-withdraw = ✖ 撤回 #{ $person }
enterprise-ui-btn-money = { MONEY($amount) }
enterprise-ui-btn-salary = 月薪 { $sign }{ MONEY($amount) }
enterprise-ui-btn-perf = 绩效 { $sign }{ MONEY($amount) }
enterprise-ui-btn-confirm-offer = ✅ 向 #{ $person } 出价
enterprise-ui-btn-confirm-poach = ✅ 挖角 #{ $person }
enterprise-ui-btn-back = ↩ 返回
enterprise-ui-btn-accept = ✅ 接 · 押金 { MONEY($deposit) }
enterprise-ui-btn-other-people = 🔀 换人…
enterprise-ui-btn-decline = ❌ 不接
enterprise-ui-btn-decline-lose = ❌ 不接（没收 { MONEY($amount) }）
enterprise-ui-btn-confirm-assign = ✅ 接，派出 { $people }
enterprise-ui-btn-dividend-share = { $pct }% · { MONEY($amount) } · 每股 { MONEY($per) }
enterprise-ui-btn-dividend-use = { $pct }% · { MONEY($amount) } · 每次 { MONEY($per) }
enterprise-ui-btn-dividend-none = 不分红
enterprise-ui-btn-partner = 🎲 #{ $person } 入伙
enterprise-ui-btn-menu-shares = 📜 股份…
enterprise-ui-btn-menu-poach = 🎯 挖角…
enterprise-ui-btn-menu-reform = 🔄 改制…
enterprise-ui-final-rounds = 共进行 { $rounds } 回合：
enterprise-ui-final-row =
    { $medal } 第 { $place } 名 <b>{ $name }</b> · { $system } · 👥 { $people }{ $bankruptcies ->
        [0] {""}
       *[other] {" "}· 💥 { $bankruptcies }
    }
    {"      "}<b>{ MONEY($score) }</b> = 资金 { MONEY($cash) } + 分红 { MONEY($dividends) }
enterprise-ui-compare = <b>三种制度对比</b>（按回合计：企业每回合实行哪种制度，就计入哪种）
enterprise-ui-final-score = 得分 = 资金 + 付给本企业人员的分红。
enterprise-ui-short-shares = 股份
enterprise-ui-short-partner = 合伙
enterprise-ui-short-coop = 合作
enterprise-ui-short-none = 无企业
enterprise-ui-metric-firms = 企业数
enterprise-ui-metric-rounds = 企业回合数
enterprise-ui-metric-profit = 每回合平均利润
enterprise-ui-metric-cash = 回合末平均资金
enterprise-ui-metric-people = 平均人数
enterprise-ui-metric-income = 每人每回合薪酬
enterprise-ui-metric-promotions = 升级次数
enterprise-ui-metric-bankruptcies = 破产次数
enterprise-ui-metric-row = { $metric }：{ $cells }
enterprise-ui-cell-firms = { $n }
enterprise-ui-cell-rounds = { $n }
enterprise-ui-cell-profit = { MONEY($n) }
enterprise-ui-cell-cash = { MONEY($n) }
enterprise-ui-cell-people = { $n }
enterprise-ui-cell-income = { MONEY($n) }
enterprise-ui-cell-promotions = { $n }
enterprise-ui-cell-bankruptcies = { $n }
enterprise-ui-phase-system = 选择制度
enterprise-ui-phase-split = 分配股份
enterprise-ui-phase-fire = 辞退
enterprise-ui-phase-offer = 招聘出价
enterprise-ui-phase-task = 劳动
enterprise-ui-phase-dividend = 分红
enterprise-ui-phase-manage = 股东决策
enterprise-ui-phase-over = 结束
enterprise-ui-tried = 🎲 #{ $person } 入伙掷骰：{ $ok ->
    [1] 通过。
   *[other] 出现 6，未通过。
  }
enterprise-pic-cash = 📈 <b>各回合资金</b>：每条线一家企业，每段的颜色是该回合所用的制度
enterprise-pic-round = 回合
enterprise-pic-cash-axis = 资金（¥）
enterprise-opt-accountant = 由真人会计选取摸牌和骰子（用 <code>accountant=@username</code> 设定，不在此处）。
enterprise-ev-acc-chose = 🧮 会计选定了{ $what }。
enterprise-err-acc-value = 这里不可能出现这个结果。
enterprise-err-acc-team = 初始团队每种花色需要三个不同的级别。
enterprise-err-acc-same = 这就是抽出的结果：直接接受即可。
enterprise-acc-waiting = 🧮 会计正在摸牌或掷骰…
enterprise-acc-kind-team = 初始团队
enterprise-acc-kind-graduate = 毕业生的技能
enterprise-acc-kind-req = 任务需求牌
enterprise-acc-kind-reward = 报酬骰子
enterprise-acc-kind-dice = 任务骰子
enterprise-acc-kind-partner = 入伙骰子
enterprise-acc-kind-tie = 平局的胜者
enterprise-acc-kind-promo = 升级的花色
enterprise-acc-ask-team = 相同的初始团队：三个人，各花色的级别（饼 条 万）。
enterprise-acc-ask-graduate = 第 { $n } 名毕业生（共 { $of } 名）：每种花色一张牌（饼 条 万），级别 1–6。
enterprise-acc-ask-req = 任务 { $task }，子任务 { $sub }：需求牌（饼 条 万；0 = 该花色已摸完）。
enterprise-acc-ask-reward = 任务 { $task }，子任务 { $sub }：报酬骰子（报酬的各位数）。
enterprise-acc-ask-dice = 任务 { $task }，子任务 { $sub }：骰子（全部 ≥5 则任务继续）。
enterprise-acc-ask-partner = { $player } 为 #{ $person } 掷入伙骰子（出现 6 则未通过）。
enterprise-acc-ask-tie = #{ $person } 出价平局：哪家企业胜出。
enterprise-acc-ask-promo = #{ $person } 升级：哪种花色提升。
opt-enterprise-accountant = 真人会计

## The group's news, folded: one line a task, one line a market person
enterprise-news-task = 任务 { $task } { $req } { MONEY($reward) }：{ $body }
enterprise-news-task-sub = 任务 { $task } 第 { $sub } 子任务 { $req } { MONEY($reward) }：{ $body }
enterprise-news-task-more = 任务 { $task }（续）：{ $body }
enterprise-news-sub = 第 { $sub } 子任务 { $req } { MONEY($reward) }：{ $body }
enterprise-news-next = {" → "}
enterprise-news-sep = ；
enterprise-news-nobody = 无人能接
enterprise-news-took = { $names } 接下
enterprise-news-declined = { $names } 不接
enterprise-news-cannot = { $names } 接不了
enterprise-news-forfeit = 押金没收：{ $items }
enterprise-news-forfeit-item = { $player } { MONEY($amount) }
enterprise-news-dice = 骰子 { $dice }（需全部 ≥5）—— { $go_on ->
    [1] 任务继续
   *[other] 任务结束
  }
enterprise-news-paid = { $names } 拿回押金，各得报酬 { MONEY($reward) }
enterprise-news-offers = #{ $person } 的出价（估算收入）：{ $bids } → { $result }
enterprise-news-bid = { $player } { MONEY($estimate) }
enterprise-news-hired = { $player } 聘用：月薪 { MONEY($salary) }，绩效 { MONEY($perf) }，{ $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares } 股
  }
enterprise-news-stayed = 留在原企业
enterprise-news-not-hired = 无人聘用
enterprise-news-tie = { $count } 家同为最高，抽签决定
enterprise-news-dice-partner = { $player } 的合伙骰 { $dice }{ $ok ->
    [1] ，通过
   *[other] ，出现 6，未通过
  }
enterprise-news-poached = 从 { $old } 挖来，猎头费 { MONEY($fee) }
enterprise-news-promoted = 升级：{ $items }
enterprise-news-promoted-item = { $player } #{ $person } { $suit }{ $level }
enterprise-news-no-promotion = { $people } 本该升级，但没有可替换的牌。
enterprise-news-notes = （{ $notes }）
enterprise-ui-ask-dividend-nothing = <b>分红。</b>本回合{ $loss ->
    [0] 利润 { MONEY($profit) }
   *[other] 亏损 { MONEY($loss) }
  }，资金 { MONEY($cash) }。本回合没有用到技能，无可分配。
enterprise-ui-ask-terms = 接下需付绩效 { MONEY($perf) }；报酬 { MONEY($payout) }（第 { $next } 子任务 { MONEY($low) }–{ $high }，继续概率 1/{ $odds }）
enterprise-ui-draft-terms = 这样派人需付绩效 { MONEY($perf) }。
enterprise-news-unpaid-shares = { $player }：分红 { MONEY($amount) } 摊到每股不足 ¥1，没有发放，留在企业。
enterprise-news-unpaid-uses = { $player }：分红 { MONEY($amount) } 摊到每次技能不足 ¥1，没有发放，留在企业。
