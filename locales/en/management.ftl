management-name = Management
management-rules =
    <b>Management</b>, the classic business game. Each of you runs a company; the bot is the bank. Everyone starts with 2 ordinary factories, 4 raw materials (RM), 2 finished products (FP) and $10,000. The game lasts a fixed number of months; seniority moves to the next player still in the game every month, and a tie in bidding goes to the player who will be senior next month (then on in seniority order).
    <b>Each month, in this order:</b>
    1. <b>Fixed costs:</b> $300 per RM, $500 per FP, $1,000 per ordinary and $1,500 per automated factory.
    2. <b>Market:</b> the bank announces how many RM it sells and their minimum price, and how many FP it buys and their maximum price (market levels 1–5; the level moves at random each month).
    3. <b>RM bids</b> (secret, by DM): quantity and price, at least the minimum. All bids are revealed together; highest price first; you pay for what you get.
    4. <b>Production:</b> an ordinary factory turns 1 RM into 1 FP for $2,000; an automated one 1 for $2,000 or 2 for $3,000.
    5. <b>FP offers</b> (secret): quantity and price, at most the maximum; the bank buys the cheapest first.
    6. <b>Interest:</b> 1% of all your loans.
    7. <b>Repayment</b> of loans due this month.
    8. <b>New loans</b> in whole thousands, for 12 months: your loans may not exceed half of your factories' worth ($5,000 per ordinary, $10,000 per automated factory).
    9. <b>Building</b> (at most 6 factories, built or being built): ordinary $5,000, works from the 5th month; automated $10,000, from the 7th month; automating an ordinary factory $7,000, 9 months, working as ordinary meanwhile. Half is paid at the start, half a month before the factory is ready.
    <i>A payment you cannot make in cash means bankruptcy at once.</i> At the end, capital = cash + factories at build cost + RM at the minimum price + FP at the maximum price − loans − unpaid construction. The highest capital wins.
    Typed shortcuts in the DM: <code>2 at 550</code> (quantity and price), <code>0</code> to skip, <code>3</code> for 3 FP to make or $3,000 to borrow, <code>ord</code>, <code>auto</code> or <code>upgrade</code> to build.
management-opt-months = Game length in months (at least 1; the classic game has 13).
management-opt-max_players = Largest table: 6 or 8 players.

management-step-bid = raw material bids
management-step-make = production
management-step-sell = product offers
management-step-loan = loans
management-step-build = building

management-kind-ord = an ordinary factory
management-kind-auto = an automated factory
management-kind-upgrade = the automation of a factory

management-why-fixed = fixed costs
management-why-esm = raw materials
management-why-make = production
management-why-interest = interest
management-why-repay = loan repayment
management-why-build = construction

management-act-buy = Buy { $qty } at ${ $price }
management-act-buy-skip = No raw materials
management-act-make = { $n ->
    [0] Make nothing
   *[other] Make { $n } (${ $cost })
  }
management-act-sell = Sell { $qty } at ${ $price }
management-act-sell-skip = Sell nothing
management-act-loan = { $amount ->
    [0] No loan
   *[other] Borrow ${ $amount }
  }
management-act-build-none = Build nothing
management-act-build-ord = Ordinary factory
management-act-build-auto = Automated factory
management-act-build-upgrade = Automate a factory
management-act-build = Build: { $ord } ordinary, { $auto } automated, { $upgrade } automations

management-ask-bid = <b>Raw material bid.</b> The bank sells { $supply } RM at ${ $min } or more. You have ${ $cash } and { $esm } RM. Send quantity and price (e.g. <code>2 at { $min }</code>) or <code>0</code> to skip.
management-ask-make = <b>Production.</b> You have { $esm } RM, capacity { $capacity }, ${ $cash }: you can make up to { $max } FP. How many?
management-ask-sell = <b>Product offer.</b> The bank buys { $demand } FP at ${ $max } or less. You have { $egp } FP. Send quantity and price or 0 to skip.
management-ask-loan = <b>Loan.</b> You owe ${ $loans }, have ${ $cash } and may borrow up to ${ $room } (whole thousands, for 12 months). How much?
management-ask-build = <b>Building.</b> You have ${ $cash }, { $factories } of 6 factories built or being built, { $upgradable } that can be automated. What do you start?

management-ev-start = <b>Management</b>: { $players ->
    [one] { $players } company
   *[other] { $players } companies
  }, { $months ->
    [one] { $months } month
   *[other] { $months } months
  }. The bot is the bank. Seniority:
management-ev-seniority = { $place }. { $player }
management-ev-month = <b>Month { $month }.</b> Senior: { $senior }
management-ev-ready = { $player }: { $kind } is ready.
management-ev-fixed = { $player } pays ${ $amount } fixed costs.
management-ev-market = <b>Market level { $level }:</b> the bank sells { $esm_qty } RM from ${ $esm_min } and buys { $egp_qty } FP up to ${ $egp_max }.
management-ev-bids = <b>Raw material bids</b> ({ $count }) for { $supply } RM:
management-ev-bid = { $player }: { $qty } at ${ $price } → got { $got } (${ $paid })
management-ev-esm-sold = Sold { $sold } of { $supply } RM.
management-ev-made = { $player } makes { $n } FP (${ $cost }).
management-ev-made-total = Made in total: { $n } FP.
management-ev-offers = <b>Product offers</b> ({ $count }) for { $demand } FP:
management-ev-offer = { $player }: { $qty } at ${ $price } → sold { $sold } (${ $paid })
management-ev-egp-sold = The bank bought { $sold } of { $demand } FP.
management-ev-interest = { $player } pays ${ $amount } interest.
management-ev-repaid = { $player } repays ${ $amount } of loans.
management-ev-loan = { $player } borrows ${ $amount }, due in month { $due }.
management-ev-instalment = { $player } pays the second half, ${ $amount }, for { $kind } (ready in month { $ready }).
management-ev-build = { $player } starts { $kind }: ${ $amount } now, ready in month { $ready }.
management-ev-summary = <b>End of month { $month }</b> (cash, factories ordinary/automated/being built, RM, FP, loans):
management-ev-summary-row = { $player }: ${ $cash }, { $ordinary }/{ $auto }/{ $building }, { $esm } RM, { $egp } FP, loans ${ $loans }
management-ev-bankrupt = <b>{ $player } is bankrupt</b>: owes ${ $need } for { $why } with only ${ $cash }. The company leaves the game.
management-ev-you-bankrupt = In month { $month }, ${ $need } was due for { $why } and you had only ${ $cash }.
management-ev-over = <b>Game over</b> after month { $month }. Balance sheets:
management-ev-final = { $place }. { $player }: capital <b>${ $capital }</b> = cash ${ $cash } + factories ${ $factories } + { $esm } RM ${ $esm_value } + { $egp } FP ${ $egp_value } − loans ${ $loans } − unpaid construction ${ $unpaid }
management-ev-final-bankrupt = { $place }. { $player }: bankrupt in month { $month }.

management-ev-you-buy = { $replaced ->
    [1] Bid changed:
   *[other] Bid sent:
  } { $qty } RM at ${ $price } (up to ${ $total }).
management-ev-you-buy-skip = { $replaced ->
    [1] Changed: no raw materials this month.
   *[other] No raw materials this month.
  }
management-ev-you-make = { $replaced ->
    [1] Changed:
   *[other] Noted:
  } { $n ->
    [0] nothing to make.
   *[other] make { $n } FP for ${ $cost }.
  }
management-ev-you-sell = { $replaced ->
    [1] Offer changed:
   *[other] Offer sent:
  } { $qty } FP at ${ $price } (up to ${ $total }).
management-ev-you-sell-skip = { $replaced ->
    [1] Changed: no offer this month.
   *[other] No offer this month.
  }
management-ev-you-loan = { $replaced ->
    [1] Changed:
   *[other] Noted:
  } { $amount ->
    [0] no loan.
   *[other] a loan of ${ $amount }.
  }
management-ev-you-build = { $replaced ->
    [1] Changed:
   *[other] Noted:
  } build { $ord } ordinary, { $auto } automated, automate { $upgrade }; ${ $cost } now.
management-ev-you-build-none = { $replaced ->
    [1] Changed: nothing to build.
   *[other] Nothing to build this month.
  }

management-err-number = “{ $value }” is not a whole number.
management-err-step = Now is the step of { $step }: that action belongs to another step.
management-err-price-low = ${ $price } is below the bank's minimum of ${ $min }.
management-err-price-high = ${ $price } is above the bank's maximum of ${ $max }.
management-err-price-zero = The price must be above zero.
management-err-qty-supply = The bank sells only { $supply } RM this month, not { $qty }.
management-err-qty-stock = You have only { $stock } FP, not { $qty }.
management-err-cash = That needs ${ $need } but you have ${ $cash }.
management-err-esm = You have only { $esm } RM, not { $n }.
management-err-capacity = Your factories can make only { $capacity } FP a month, not { $n }.
management-err-loan-limit = A loan of ${ $amount } is over your limit: you may borrow up to ${ $room }.
management-err-loan-multiple = Loans come in whole thousands (${ $unit }).
management-err-build-cap = You already have { $count } factories built or being built; the limit is { $cap }.
management-err-upgrade = Only { $available } of your factories can be automated, not { $n }.
