## «Management» as the bot draws it (bot/faces/management.py): the group's table, the DM books and
## the decision builder. Button labels are plain text (no HTML) and short.

management-ui-head = 📅 <b>Month { $month } of { $months }</b> · senior: { $senior }
management-ui-market = 🏦 Level { $level }: the bank sells { $esm_qty } RM from ${ $esm_min } and buys { $egp_qty } FP up to ${ $egp_max }
management-ui-out = 💀 Out: { $names }
management-ui-out-one = { $name } (month { $month })
management-ui-wait-bid = ⏳ Step 3 of 9, sealed raw material bids by DM: <b>{ $sent } of { $expected }</b> in
management-ui-wait-make = ⏳ Step 4 of 9, production by DM: <b>{ $sent } of { $expected }</b> decided
management-ui-wait-sell = ⏳ Step 5 of 9, sealed product offers by DM: <b>{ $sent } of { $expected }</b> in
management-ui-wait-loan = ⏳ Step 8 of 9, loans by DM: <b>{ $sent } of { $expected }</b> decided
management-ui-wait-build = ⏳ Step 9 of 9, building by DM: <b>{ $sent } of { $expected }</b> decided

management-ui-me-head = 🏢 <b>Your company</b> · month { $month } of { $months }
management-ui-me-bankrupt = 💀 Your company went bankrupt in month { $month } and is out of the game. You still see the group's table and each month's results there, and the final balance sheets at the end.
management-ui-me-cash = 💵 <b>${ $cash }</b> · { $esm } RM · { $egp } FP
management-ui-me-factories = 🏭 Factories: { $ordinary } ordinary, { $auto } automated — up to { $capacity } FP a month; fixed costs ${ $fixed } a month
management-ui-me-project = 🏗 { $kind }: works from month { $ready }, { $paid ->
        [1] fully paid
       *[other] second half ${ $half } due in month { $pay }
    }
management-ui-kind-ord = Ordinary factory
management-ui-kind-auto = Automated factory
management-ui-kind-upgrade = Automation
management-ui-me-loans = 💳 Loans ${ $total } ({ $loans }); you may borrow ${ $room } more
management-ui-me-loan = ${ $amount } due in month { $due }
management-ui-me-noloans = 💳 No loans; you may borrow up to ${ $room }
management-ui-me-due = 📌 Still to pay this month: { $items }
management-ui-due-interest = interest ${ $amount }
management-ui-due-repay = loan repayment ${ $amount }
management-ui-due-instalments = construction ${ $amount }
management-ui-pending = 📨 Sent: { $choice }. Until the reveal you can change it: type a new choice.
management-ui-choice-buy = a bid for { $qty } RM at ${ $price }
management-ui-choice-buy-skip = no raw materials this month
management-ui-choice-sell = an offer of { $qty } FP at ${ $price }
management-ui-choice-sell-skip = no offer this month
management-ui-choice-make = make { $n } FP
management-ui-choice-loan = { $amount ->
        [0] no loan
       *[other] a loan of ${ $amount }
    }
management-ui-choice-build-ord = build { $n } ordinary
management-ui-choice-build-auto = build { $n } automated
management-ui-choice-build-upgrade = automate { $n }
management-ui-choice-build-none = build nothing
management-ui-you-build = { $replaced ->
    [1] Changed:
   *[other] Noted:
  } { $what }; ${ $cost } now.

management-ui-hint-bid = Choose with the buttons: quantity, then price, then confirm. Your bid stays secret until all are in, and till then you may change it by typing a new one.
management-ui-hint-make = Pick a number to see the cost, then confirm; or type it, e.g. <code>2</code>. You may change it by typing until everyone has decided.
management-ui-hint-sell = Choose with the buttons: quantity, then price, then confirm. Your offer stays secret until all are in, and till then you may change it by typing a new one.
management-ui-hint-loan = Pick an amount to see the terms, then confirm; or type thousands, e.g. <code>3</code> for $3,000.
management-ui-hint-build = Add what to start, review the cost, then confirm; or type <code>ord</code>, <code>auto</code>, <code>upgrade</code> or three numbers.

management-ui-draft-bad = ⚠️ { $reason }
management-ui-draft-bid = 📝 <b>Bid: { $qty } RM at ${ $price } = ${ $total }</b> (cash left ${ $left }) — confirm?
management-ui-draft-sell = 📝 <b>Offer: { $qty } FP at ${ $price } = up to ${ $total }</b> (the bank buys { $demand }, cheapest first) — confirm?
management-ui-draft-make = 📝 <b>Make { $n } FP for ${ $cost }</b> (cash left ${ $left }) — confirm?
management-ui-draft-loan = 📝 <b>Borrow ${ $amount }</b>, repaid in month { $due }: your loans ${ $total }, interest ${ $interest } a month, cash ${ $cash } — confirm?
management-ui-draft-build = 📝 <b>Start building: ${ $now } now</b> (cash left ${ $left }) — confirm?
management-ui-draft-build-item = · { $count } × { $kind }: ${ $now } now, ${ $later } in month { $pay }, works from month { $ready }
management-ui-draft-short = ❗ <b>Too little for month { $month }.</b> It starts with ${ $fixed } of fixed costs, and after this you would have at most ${ $most }{ $borrow ->
        [0] {""}
       *[other] {" "}(counting the ${ $borrow } you may still borrow)
    }: ${ $short } short. A company that cannot pay is bankrupt at once. Confirm again to send it anyway.

management-ui-btn-change = ✏️ Change
management-ui-btn-skip-bid = ⏭ No raw materials
management-ui-btn-skip-sell = ⏭ Sell nothing
management-ui-btn-qty-esm = { $qty } RM
management-ui-btn-qty-egp = { $qty } FP
management-ui-btn-less = ➖ 1
management-ui-btn-more = ➕ 1
management-ui-btn-max = ⏫ { $qty }
management-ui-btn-price = ${ $price }
management-ui-btn-price-on = ✓ ${ $price }
management-ui-btn-plus = +${ $delta }
management-ui-btn-minus = −${ $delta }
management-ui-btn-confirm-bid = ✅ Bid { $qty } × ${ $price }
management-ui-btn-confirm-sell = ✅ Offer { $qty } × ${ $price }
management-ui-btn-make = Make { $n } (${ $cost })
management-ui-btn-make-none = Make nothing
management-ui-btn-confirm-make = ✅ Make { $n } for ${ $cost }
management-ui-btn-back = ↩ Back
management-ui-btn-loan = ${ $amount }
management-ui-btn-loan-none = No loan
management-ui-btn-confirm-loan = ✅ Borrow ${ $amount }
management-ui-btn-add-ord = ➕ Ordinary (${ $now } now)
management-ui-btn-add-auto = ➕ Automated (${ $now } now)
management-ui-btn-add-upgrade = ➕ Automate one (${ $now } now)
management-ui-btn-drop-ord = ➖ Ordinary
management-ui-btn-drop-auto = ➖ Automated
management-ui-btn-drop-upgrade = ➖ Automation
management-ui-btn-confirm-build = ✅ Start (${ $now } now)
management-ui-btn-confirm-anyway = ❗ Confirm anyway
management-ui-btn-build-none = Build nothing

management-ui-final-months = «Management» after { $months ->
        [one] { $months } month
       *[other] { $months } months
    }, capitals:
management-ui-final-row = { $medal } <b>{ $place }. { $name }</b> — capital <b>${ $capital }</b>
management-ui-final-sheet = { "   " }cash ${ $cash } + factories ${ $factories } + { $esm } RM ${ $esm_value } + { $egp } FP ${ $egp_value } − loans ${ $loans } − unpaid ${ $unpaid }
management-ui-final-bankrupt = 💀 <b>{ $place }. { $name }</b> — bankrupt in month { $month }
