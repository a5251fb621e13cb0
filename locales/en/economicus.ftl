economicus-name = Economicus: Business Empire
economicus-rules =
    <b>Economicus: Business Empire</b> (F. Korzhenkov). Build a business empire and earn reputation stars. <i>The board and cards are a house reconstruction: the printed ones are not public.</i>
    The board is a ring of 11 industries numbered 2–12. Everyone starts with 20M, a privatization quota, 2 option cards and 2 companies in industries 2–6.
    <b>Industries</b> (number, name, companies at the start, what one company earns when its number is rolled; the harder variant shuffles the numbers):
    2 Oil and Gas — 2 companies (1 state), +5M
    3 Mining — 3 companies (1 state), +4M
    4 Energy — 3 companies (1 state), +3M
    5 Transport — 4 companies (1 state), +2M
    6 Telecom — 4 companies, +2M
    7 Innovation — companies only from startups, +3M
    8 Retail — 5 companies, +1M
    9 Construction — 4 companies (1 state), +2M
    10 Defence — 3 companies (all state), +3M
    11 Car industry — 3 companies (2 state), −1M
    12 Finance — 2 companies (1 state), +5M
    <b>A year</b> is one round plus one turn: the auditor opens it (event card and an option card) and ends it. <b>Your turn:</b> roll 2 dice → the active industry. 1) Its companies pay their profit (or loss); neighbouring industries pay +1M per profitable company. 2) A free company goes to a live auction: you open at the industry price or pass, anyone may join for 1M; it closes 20 s after the last bid. 3) Owners may sell there to the bank at the industry price (then −10 % per sale).
    <b>7 or a double:</b> an option card and a crisis somewhere (its strength cuts profits there; other crises weaken).
    <b>At any time:</b> credit (5M per company, 1M interest per 5M a year), deposits (20M, 1M a year), R&amp;D 6M a year (5 startups → an innovation company), M&amp;T 6M for a company in crisis, option cards, investigations of crimes.
    <b>Stars:</b> 1 per industry you are in (2 in the defence, car and innovation industries), +2 for an advantage (most companies, at least 2), −3 for a monopoly, +1 best management, +1 per solved crime. The first to reach 14 − players stars wins at the end of that turn.
economicus-opt-stars = Stars to win (0 = 14 minus the number of players).
economicus-opt-years = Play at most this many years (0 = no limit), then rank by stars.
economicus-opt-auction_seconds = An auction closes this many seconds after the last bid.
economicus-opt-random_numbers = Shuffle the industry numbers (the harder variant): yes or no.

economicus-ind-2 = Oil and Gas
economicus-ind-3 = Mining
economicus-ind-4 = Energy
economicus-ind-5 = Transport
economicus-ind-6 = Telecom
economicus-ind-7 = Innovation
economicus-ind-8 = Retail
economicus-ind-9 = Construction
economicus-ind-10 = Defence
economicus-ind-11 = Car industry
economicus-ind-12 = Finance
economicus-ind-short-2 = Oil and Gas
economicus-ind-short-3 = Mining
economicus-ind-short-4 = Energy
economicus-ind-short-5 = Transport
economicus-ind-short-6 = Telecom
economicus-ind-short-7 = Innovation
economicus-ind-short-8 = Retail
economicus-ind-short-9 = Construction
economicus-ind-short-10 = Defence
economicus-ind-short-11 = Cars
economicus-ind-short-12 = Finance

economicus-kind-gov = state company
economicus-kind-private = private company

economicus-card-quota = Privatization quota
economicus-card-investigate = Investigation
economicus-card-relief = Crisis relief
economicus-card-lobby = Lobbying
economicus-card-support = State support
economicus-card-subsidy = Subsidy
economicus-card-tax = Tax evasion (crime, 2)
economicus-card-insider = Insider deal (crime, 3)
economicus-card-kickback = Kickback (crime, 4)
economicus-card-raid = Raider seizure (crime, 5)

economicus-event-boom = Boom: every company's profit +1M this year.
economicus-event-recession = Recession: every company's profit −1M this year.
economicus-event-low-rates = Low rates: credit interest is 1M per 10M this year.
economicus-event-high-rates = High rates: credit interest 2M per 5M, deposits pay 2M per 20M.
economicus-event-state-order = State order: Defence profit +2M this year.
economicus-event-privatization = Privatization wave: everyone gets a quota.
economicus-event-nationalization = Nationalization: one private company goes back to the state.
economicus-event-charity = Charity: pay 5M once this year for +1 star.
economicus-event-tender = Public tender: send a sealed bid; the highest pays at the year end and gets +1 star.
economicus-event-breakthrough = Tech breakthrough: R&amp;D costs 3M this year.
economicus-event-antimonopoly = Antimonopoly review: every monopolist pays 3M per company.
economicus-event-oil-shock = Oil shock: Oil and Gas +2M, Transport and Car industry −1M this year.
economicus-event-calm = A calm year.

economicus-act-place = { $ind } ({ $kind })
economicus-act-roll = 🎲 Roll
economicus-act-lot = Auction: { $ind }, { $kind }
economicus-act-bid = Bid { $amount }M
economicus-act-pass = Pass
economicus-act-sell = Sell to the bank: { $ind } for { $price }M
economicus-act-offer = Exceptional offer: { $ind } for { $price }M ×3
economicus-act-done = Done
economicus-act-accept = Sell
economicus-act-refuse = Keep it (pay the price)
economicus-act-credit = Credit +{ $amount }M
economicus-act-repay = Repay { $amount }M
economicus-act-deposit = Deposit { $amount }M
economicus-act-withdraw = Withdraw { $amount }M
economicus-act-rd = R&D ({ $cost }M)
economicus-act-mt = M&T: { $ind }
economicus-act-play = Play: { $card } { $target }
economicus-act-lobby-up = Lobbying: { $target } +2M
economicus-act-lobby-down = Lobbying: { $target } −2M
economicus-act-probe = Investigate { $criminal } (2 dice M)
economicus-act-probe-card = Investigate { $criminal } (card)
economicus-act-charity = Charity (5M)
economicus-act-tender = Tender bid { $amount }M
economicus-act-deal = Offer { $ind } to { $buyer } for { $price }M
economicus-act-take = Buy { $ind } from { $seller } for { $price }M
economicus-act-bankrupt = Declare bankruptcy

economicus-err-not-now = That is not possible now.
economicus-err-out = You are bankrupt until the next year.
economicus-err-bad-number = “{ $value }” is not a number.
economicus-err-no-company = No such company.
economicus-err-cannot-place = You cannot place a company there.
economicus-err-not-a-lot = That company is not for auction.
economicus-err-no-auction = There is no auction to bid in.
economicus-err-auction-not-open = The active player opens the auction first.
economicus-err-passed = You passed in this auction.
economicus-err-already-leading = Your bid is already the highest.
economicus-err-outbid = The bid is already { $high }M ({ $player }); at least { $min }M now. The table has fresh buttons.
economicus-err-bid-low = The bid must be at least { $min }M.
economicus-err-no-cash = You need { $need }M and have { $cash }M.
economicus-err-no-quota = A state company needs a privatization quota.
economicus-err-cannot-sell = You cannot sell that company now.
economicus-err-cannot-offer = No exceptional offer for that company.
economicus-err-multiple = The amount must be a multiple of { $unit }M.
economicus-err-credit-limit = You can borrow only { $room }M more (5M per company).
economicus-err-repay-too-much = Your credit is { $credit }M.
economicus-err-withdraw-too-much = Your deposit is { $deposit }M.
economicus-err-rd-done = One R&D stage a year.
economicus-err-not-yours = That company is not yours.
economicus-err-mt-done = That company already has M&T.
economicus-err-mt-no-crisis = M&T only for a company in an industry in crisis.
economicus-err-no-card = You do not hold that card.
economicus-err-card-passive = That card is used by itself, not played.
economicus-err-no-industry = No such industry.
economicus-err-no-crisis = There is no crisis there.
economicus-err-lobby-target = Choose an industry with a known price and up or down.
economicus-err-raid-target = Choose another player's company (not innovation).
economicus-err-no-crime = No such open crime.
economicus-err-probe-not-yours = You cannot investigate that crime.
economicus-err-charity-done = You gave to charity this year already.
economicus-err-no-deal = There is no such deal for you.
economicus-err-deal-target = Choose another player who is in the game.
economicus-err-tender-done = You have sent your tender bid.

economicus-ev-start = <b>Economicus</b>: { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $target } stars to win. Placing start companies…
economicus-ev-first = First player and auditor: { $player }
economicus-ev-placed = { $player } takes a company in { $ind }.
economicus-ev-no-place = { $player }: no free company, +{ $amount }M instead.
economicus-ev-year = <b>Year { $year }.</b> Auditor: { $auditor }
economicus-ev-event = Event: { $event }
economicus-ev-turn = Turn { $turn }: { $player }
economicus-ev-roll = { $player } rolls { $d1 } + { $d2 }: <b>{ $ind }</b>.
economicus-ev-price-set = { $ind }: the price is set at { $price }M.
economicus-ev-profit = { $player }: { $amount }M (companies { $own }, neighbours { $near }, startups { $startups }).
economicus-ev-card-drawn = { $player } draws an option card.
economicus-ev-card-you = Your new card: { $card }
economicus-ev-crisis-grows = 7 again: the crisis grows to { $strength }.
economicus-ev-crisis = <b>Crisis</b> in { $ind }: strength { $strength }, price −{ $die }M → { $price }M.
economicus-ev-crisis-ends = The crisis in { $ind } ends: price +{ $die }M → { $price }M.
economicus-ev-lot = { $player } auctions a { $kind } in { $ind }, from { $price }M.
economicus-ev-pass = { $player } passes.
economicus-ev-join = { $player } joins the auction ({ $fee }M).
economicus-ev-bid = { $player } bids { $amount }M.
economicus-ev-won = { $player } buys a company in { $ind } for { $price }M.
economicus-ev-unsold = No bids: { $ind } falls to { $price }M.
economicus-ev-sold = { $player } sells a company in { $ind } to the bank for { $price }M.
economicus-ev-sold-forced = { $player } has to sell a company in { $ind } for { $price }M.
economicus-ev-price-after-sales = { $ind }: { $sold } sold, price now { $price }M.
economicus-ev-offer = { $player } makes { $owner } an exceptional offer: { $ind } for { $price }M.
economicus-ev-offer-accepted = { $player } sells to { $buyer } for { $price }M.
economicus-ev-offer-refused = { $player } keeps the company and pays { $amount }M in bonuses.
economicus-ev-credit = { $player } takes { $amount }M credit (total { $total }M).
economicus-ev-repay = { $player } repays { $amount }M (credit { $total }M).
economicus-ev-repay-forced = { $player } repays { $amount }M of unsecured credit.
economicus-ev-deposit = { $player } deposits { $amount }M (deposit { $total }M).
economicus-ev-withdraw = { $player } withdraws { $amount }M.
economicus-ev-rd = { $player } funds R&amp;D ({ $cost }M): { $startups } of 5 startups.
economicus-ev-innovation = { $player } founds an innovation company!
economicus-ev-mt = { $player } brings M&amp;T to a company in { $ind }.
economicus-ev-best = { $player } has the best management ({ $count } M&amp;T companies): +1 star.
economicus-ev-play = { $player } plays { $card }.
economicus-ev-relief = { $ind }: crisis eased to { $strength }.
economicus-ev-lobby = { $ind }: price now { $price }M.
economicus-ev-support = { $player }'s company in { $ind } ignores crises this year.
economicus-ev-subsidy = { $player } gets a { $amount }M subsidy.
economicus-ev-crime-failed = The crime fails ({ $die }, needed more than { $need }).
economicus-ev-crime = { $player } commits { $card } ({ $die }): +{ $amount }M. Anyone may investigate!
economicus-ev-raid = { $player } seizes { $victim }'s company in { $ind } ({ $die }). Anyone may investigate!
economicus-ev-crime-closed = The crime of { $player } ({ $card }) can no longer be investigated.
economicus-ev-probe-card = { $player } investigates { $criminal } with a card.
economicus-ev-probe-paid = { $player } hires journalists against { $criminal } for { $amount }M.
economicus-ev-probe-failed = 🔍 { $player }: the investigation fails (rolled { $die }, needed more than { $need }).
economicus-ev-probe-solved = Solved ({ $die })! { $criminal } is undone, fined { $fine }M and loses a star; { $player } gains a star.
economicus-ev-charity = { $player } gives { $amount }M to charity: +1 star.
economicus-ev-tender-bid = { $player } sends a sealed tender bid.
economicus-ev-tender-you = Your tender bid: { $amount }M.
economicus-ev-tender-won = { $player } wins the tender for { $amount }M: +1 star.
economicus-ev-nationalized = { $player }'s company in { $ind } is nationalized for { $price }M.
economicus-ev-antimonopoly = { $player } pays { $amount }M for the monopoly in { $ind }.
economicus-ev-deal = { $player } offers { $buyer } a company in { $ind } for { $price }M.
economicus-ev-deal-done = { $player } sells a company in { $ind } to { $buyer } for { $price }M.
economicus-ev-year-end = <b>End of year { $year }.</b>
economicus-ev-interest = { $player } pays { $amount }M interest on { $credit }M credit.
economicus-ev-deposit-interest = { $player } earns { $amount }M on deposits.
economicus-ev-bankrupt = { $player } is bankrupt and returns next year.
economicus-ev-reenter = { $player } re-enters the game.
economicus-ev-over-stars = <b>Game over</b> in year { $year }: the star target is reached.
economicus-ev-over-years = <b>Game over</b> after { $year ->
    [one] { $year } year
   *[other] { $year } years
  }.
economicus-ev-over-limit = <b>Game over</b>: the time limit of { $year } years.

## The Telegram face (bot/faces/economicus.py): the table, the DM position, questions, buttons, panel.
economicus-ui-money = { $m }M
economicus-ui-placing = <b>Economicus</b>: placing start companies. First to { $target } ⭐ wins.
economicus-ui-head = <b>Year { $year }</b> · turn { $turn } of { $turns } · auditor { $auditor } · goal { $target } ⭐
economicus-ui-event = 📰 { $event }
economicus-ui-roll = 🎲 { $player }: { $d1 } + { $d2 } → <b>{ $ind }</b>
economicus-ui-profits = Profits: { $list }
economicus-ui-sales = 💼 Sales in { $ind } at { $price }
economicus-ui-offer = ⏳ { $buyer } offers { $owner } { $price } for a company; { $owner } decides.
economicus-ui-deal = 🤝 { $seller } → { $buyer }: { $ind } for { $price }
economicus-ui-deal-startup = 🤝 { $seller } → { $buyer }: a startup for { $price }
economicus-ui-crime = 🚨 { $player }: { $card }. Open to investigation.
economicus-ui-tender = 📨 Tender: { $count ->
    [one] { $count } sealed bid
   *[other] { $count } sealed bids
  }
economicus-ui-auction = 🔨 <b>Auction</b>: { $ind }, from { $start }
economicus-ui-auction-lead = Leader: <b>{ $player }</b>, { $bid }
economicus-ui-auction-none = No bids yet.
economicus-ui-auction-left = ⏱ { $seconds } s left
economicus-ui-auction-rule = ⏱ The auction closes { $seconds } s after the last bid.
economicus-ui-auction-join = 🙋 Anyone may bid: the buttons below, or any amount sent to me in DM. Joining costs { $fee } once, with the first bid.
economicus-ui-company = { $ind } { $profit }, { $kind }
economicus-ui-kind-gov = state
economicus-ui-kind-private = private
economicus-ui-board-head = { $no } { $ind } · price { $price } · { $profit } a company
economicus-ui-board-nopri = { $no } { $ind } · { $profit } a company
economicus-ui-cards-all = 🃏 Everyone gets { $count ->
    [one] { $count } option card
   *[other] { $count } option cards
  }.
economicus-ui-cards = 🃏 Option cards drawn: { $list }.
economicus-ui-interest = 💸 Credit interest: { $list }.
economicus-ui-deposit-income = 🏦 Deposit interest: { $list }.
economicus-ui-receipt-bid = ✓ Your bid: { $bid } — you lead.
economicus-ui-b-bankrupt-yes = ☠ Yes, I am bankrupt
economicus-ui-b-bankrupt-no = ↩ No, play on
economicus-ui-bankrupt-ask = ☠ <b>Declare bankruptcy?</b>
    You lose everything: companies ({ $companies }), cash and deposit ({ $cash }), startups ({ $startups }) and option cards ({ $cards }). Stars from cards and solved crimes stay.
    You sit out the rest of the year and come back next year as a new player: { $start }, a privatization quota, 2 option cards and 2 companies in industries 2–6 ({ $instead } instead of each one without a free place).
economicus-ui-sep = {", "}
economicus-ui-board = { $head }: { $tail }
economicus-ui-free = { $count } free
economicus-ui-out = bankrupt until next year
economicus-ui-credit = credit { $m }
economicus-ui-deposit = deposit { $m }
economicus-ui-me-out = You are bankrupt and come back at the start of next year.
economicus-ui-me-head = <b>Your position</b> · ⭐ { $stars } of { $target }
economicus-ui-me-money = 💰 { $cash } · credit { $credit } of { $limit } · deposit { $deposit }
economicus-ui-me-no-companies = 🏭 No companies.
economicus-ui-me-startups = 🚀 Startups: { $count } of { $of }
economicus-ui-me-no-cards = 🃏 No option cards.
economicus-ui-me-cards = 🃏 { $cards }
economicus-ui-me-tender = 📨 Your tender bid: { $m }
economicus-ui-q-place = Choose a start company.
economicus-ui-q-roll = Your turn: roll the dice.
economicus-ui-q-lot = { $ind }: which company goes to auction?
economicus-ui-q-open = Auction: { $ind }, { $kind }. Open at { $start } or more (or type an amount), or pass.
economicus-ui-q-no-quota = A state company needs a privatization quota, and you have none.
economicus-ui-q-sales = Sales in { $ind }: sell to the bank at { $price } each, or press Done.
economicus-ui-q-offer-hint = You may also make one exceptional offer: three times the price.
economicus-ui-q-offer = { $buyer } offers { $price } for your company in { $ind }. Sell it, or keep it and pay { $keep } to the bank.
economicus-ui-b-bid = Bid { $amount }
economicus-ui-b-bid-fee = Bid { $amount } (+{ $fee } to join)
economicus-ui-b-raise = { $step } → { $amount }
economicus-ui-b-offer = Offer to { $owner }: { $price }
economicus-ui-b-refuse = Keep it, pay { $m }
economicus-ui-b-mt = M&T: { $ind } ({ $cost })
economicus-ui-b-probe = 🔍 Investigate { $criminal } ({ $low }–{ $high })
economicus-ui-b-probe-card = 🔍 Investigate { $criminal } (card)
economicus-ui-b-play = 🃏 { $card }
economicus-ui-b-play-on = 🃏 { $card }: { $target }
economicus-ui-short-relief = Relief
economicus-ui-short-support = Support
economicus-ui-short-raid = Raid
economicus-ui-b-deal = 🤝 Sell { $ind } to { $player }: { $price }
economicus-ui-b-take = 🤝 Buy { $ind } from { $player }: { $price }
economicus-ui-b-lobby = 🃏 Lobby: { $ind } { $step }
economicus-ui-b-bankrupt = ☠ Declare bankruptcy…
economicus-ui-final = <b>Economicus: final standings</b> ({ $years ->
    [one] { $years } year
   *[other] { $years } years
  })
economicus-ui-final-row = { $medal } { $name }: ⭐ { $stars } · net worth { $worth }

## The board picture's caption (the picture itself shows only numbers and shapes).
economicus-pic-start = 🗺 <b>The board</b>: industries in their ring order; neighbours earn from each other.
economicus-pic-year = 🗺 <b>Year { $year }</b>: the board.
economicus-pic-key = On the picture each box shows the dice number, a company's price and what one company earns on a roll; squares are companies with their owner's initials (grey: a free state company, white: a free private one, a white dot: M&amp;T). Gold: the active industry; a red frame: a crisis. In the middle: each player's stars, cash and startups.
economicus-pic-title-start = Placing companies
economicus-pic-title-year = Year { $year }
economicus-pic-goal = Goal: { $target } ★
economicus-pic-price = price { $price }
economicus-pic-profit = { $profit } a company
economicus-pic-crisis = crisis −{ $strength }
economicus-pic-startups = startups: { $n }
economicus-pic-out = bankrupt
economicus-pic-legend = Squares are companies with their owner's initials; grey: a free state company, white: a free private one, a white dot: M&T. Gold: the active industry; a red frame: a crisis.

## The debt question, startup deals, an auction whose leader went bankrupt.
economicus-act-cover = Cover it automatically
economicus-act-halfsell = Sell to the bank at half price: { $ind } for { $price }M
economicus-act-deal-startup = Offer a startup to { $buyer } for { $price }M
economicus-act-take-startup = Buy a startup from { $seller } for { $price }M
economicus-ev-debt = { $player } is { $amount }M short and chooses how to cover it.
economicus-ev-auction-back = The leader is bankrupt: { $player }'s bid of { $amount }M leads again, and the clock restarts.
economicus-ev-auction-reopen = The leader is bankrupt and no other bid stands: the lot is open again at { $price }M, and the clock restarts.
economicus-ev-deal-startup = { $player } offers { $buyer } a startup for { $price }M.
economicus-ev-deal-startup-done = { $player } sells a startup to { $buyer } for { $price }M.
economicus-ui-q-debt = 💸 You are { $owe } short (cash { $cash }). Cover it: take credit, withdraw from your deposit, or sell a company to the bank at half its price. A player may also buy something from you meanwhile (deals in the panel below). If you do not answer in time: the deposit first, then credit, then the company whose sale costs the fewest stars, the cheapest of those.
economicus-ui-b-halfsell = Sell { $ind } to the bank: +{ $price }
economicus-ui-b-cover = Cover it for me
economicus-ui-q-sales-innovation = Innovation is active: you may offer your startups or innovation companies to another player (in the panel below), then press Done.
economicus-ui-b-deal-startup = 🤝 Sell a startup to { $player }: { $price }
economicus-ui-b-take-startup = 🤝 Buy a startup from { $player }: { $price }
economicus-ui-wait-debt = 💸 Waiting for { $players } to cover a debt.
