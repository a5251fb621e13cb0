enterprise-name = Enterprise systems
enterprise-rules =
    <b>Enterprise systems</b> (智力密集行业企业制度模拟): how joint-stock, partnership and cooperative firms fare in a skill-intensive trade. The bot is the accountant: it keeps the tile pool and the chip pool, rolls every die and deals every tile.
    <b>People</b> are one 饼, 条 and 万 tile each: three skills of level 1–9.
    <b>Start:</b> each player founds an enterprise with ¥1,000,000 and picks <b>股份</b> (shares: 1,000 shares, you 400, the three founders 200 each), <b>合伙</b> (partnership: the founders are partners) or <b>合作</b> (cooperative: everyone is a member). All teams have equal skills.
    <b>Each round:</b>
    1. <b>Recruitment:</b> dismiss employees (fee: one salary); six graduates appear; sealed offers (salary, performance pay, shares or a partnership). A person's estimate = salary + 2 × performance + last dividend (per share × shares, or 2 × per use). Highest estimate wins, ties at random. Partnership passes only if none of N dice (N = partners) shows a 6.
    2. <b>Labour:</b> 10 tasks. Sub-task n needs one tile of each suit at or above a drawn requirement and a deposit equal to its reward (2n dice as digits). Accept or decline in secret; then n dice: all 5 or 6 → the next sub-task. Those who fulfilled every sub-task get their deposits back plus all rewards; a later decline loses the deposits. The three people with the most used skills gain a level.
    3. <b>Distribution:</b> management fee (¥10,000 + ¥2,000 a head, both +10% a round), salaries (¥10,000) and performance pay (¥2,000 a skill use); then your dividend: 股份 by shares (your block's part stays), 合伙 to partners and 合作 to all members by skill uses. Then partnership dice, share grants and issues, a share sale to the pool (≤ 20% at 100 × dividend), poaching (moves above 120% of the current estimate) and restructuring.
    Cash below zero is bankruptcy: you start again with fresh cash and a mark. After 8 rounds (or when only one player was never bankrupt): fewest bankruptcies, then most cash wins.
enterprise-opt-rounds = Rounds (default 8).
enterprise-opt-start_cash = Starting cash of an enterprise (default ¥1,000,000).
enterprise-opt-fee_base = Base management fee in round 1 (default ¥10,000).
enterprise-opt-fee_head = Management fee per person in round 1 (default ¥2,000).
enterprise-opt-fee_growth = Growth of both fee parts a round, in percent (default 10).
enterprise-opt-salary = Salary of a founding person a round (default ¥10,000).
enterprise-opt-perf = Performance pay of a founding person a skill use (default ¥2,000).
enterprise-opt-sets = Mahjong sets in the pool (0 = two, or one per four players).
enterprise-opt-tasks = Tasks a round (default 10).
enterprise-opt-graduates = Graduates a round (default 6).
enterprise-opt-shares = Shares of a joint-stock enterprise at its founding (default 1,000).

enterprise-sys-shares = joint-stock (股份)
enterprise-sys-partner = partnership (合伙)
enterprise-sys-coop = cooperative (合作)
enterprise-sys-none = no enterprise
enterprise-suit-0 = 饼
enterprise-suit-1 = 条
enterprise-suit-2 = 万
enterprise-term-none = no stake
enterprise-term-partner = partnership
enterprise-term-grant = shares granted
enterprise-term-issue = new shares issued

enterprise-phase-system = choosing a system
enterprise-phase-split = splitting the shares
enterprise-phase-fire = dismissals
enterprise-phase-offer = offers
enterprise-phase-task = the task
enterprise-phase-dividend = the dividend
enterprise-phase-manage = owners' decisions
enterprise-phase-round = a new round
enterprise-phase-hire = recruitment
enterprise-phase-promote = promotions
enterprise-phase-pay = pay day
enterprise-phase-over = the end

enterprise-ask-system = <b>Choose your system.</b> Your enterprise starts with ¥{ $cash }: 股份 (shares), 合伙 (partnership) or 合作 (cooperative)?
enterprise-ask-split = <b>Split the { $total } shares</b> between your founder block and the three founders (e.g. <i>split:400:200:200:200</i>).
enterprise-ask-fire = <b>Dismissals.</b> Each costs one salary (cash ¥{ $cash }). Press <i>Done</i> when finished.
enterprise-ask-offer = <b>Offers</b> for { $count ->
    [one] one person
   *[other] { $count } people
  } on the market (cash ¥{ $cash }). Type <i>id salary performance</i>, e.g. <i>7 { $salary } { $perf }</i>, or use the buttons; then <i>Done</i>.
enterprise-ask-task = <b>Task { $task }, sub-task { $sub }:</b> needs { $req }, deposit ¥{ $reward } (cash ¥{ $cash }, deposits in this task ¥{ $deposits }). Proposed people: { $cover }. Accept?
enterprise-ask-dividend = <b>Dividend.</b> This round's profit ¥{ $profit }, cash ¥{ $cash }. How much do you pay out?
enterprise-ask-manage = <b>Owners' decisions</b> for your { $system } enterprise (cash ¥{ $cash }): partnership dice, shares, poaching, restructuring; then <i>Done</i>.

enterprise-act-system = Found: { $system }
enterprise-act-reform = Restructure: { $system }
enterprise-act-reform-cancel = Stay { $system }
enterprise-act-split = Split { $arg }
enterprise-act-fire = Dismiss #{ $arg }
enterprise-act-keep = Keep #{ $arg }
enterprise-act-done = Done
enterprise-act-offer = Offer #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-poach = Poach #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-withdraw = Withdraw offer for #{ $arg }
enterprise-act-accept = Accept (deposit ¥{ $deposit })
enterprise-act-assign = Use people { $arg }
enterprise-act-decline = Decline
enterprise-act-dividend = { $amount ->
    [0] No dividend
   *[other] Dividend ¥{ $amount }
  }
enterprise-act-partner = Partnership dice for #{ $arg }
enterprise-act-grant = Grant #{ $person } { $k } shares
enterprise-act-issue = Issue #{ $person } { $k } new shares
enterprise-act-sell = Sell { $arg } shares to the pool

enterprise-ev-start = <b>Enterprise systems</b>: { $players } players, { $rounds } rounds, { $tasks } tasks a round, { $sets } mahjong sets. Start ¥{ $cash }; fee ¥{ $base } + ¥{ $head } a head, +{ $growth }% a round; salary ¥{ $salary }, performance ¥{ $perf } a skill use. Choose your system in the DM.
enterprise-ev-sent = Noted: { $action }
enterprise-ev-system = { $player } founds a { $system } enterprise.
enterprise-ev-template = Every team: { $team } (饼/条/万).
enterprise-ev-split = { $player }: founder block { $founder }, members { $members } shares.
enterprise-ev-round = <b>Round { $round } of { $rounds }.</b> Fee ¥{ $base } + ¥{ $head } a head.
enterprise-ev-fired = { $player } dismisses #{ $person } (fee ¥{ $fee }).
enterprise-ev-market = On the market: { $count ->
    [0] nobody
    [one] one person
   *[other] { $count } people
  } ({ $graduates } graduates): { $people }.
enterprise-ev-bid = { $player } offered #{ $person } ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }: estimate ¥{ $estimate }.
enterprise-ev-tie = Tie for #{ $person } between { $count } offers: the dice pick { $player }.
enterprise-ev-poached = { $player } poaches #{ $person } from { $old } (headhunter fee ¥{ $fee }).
enterprise-ev-hired = { $player } hires #{ $person }: ¥{ $salary } + ¥{ $perf }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  } (estimate ¥{ $estimate }).
enterprise-ev-unhired = { $count ->
    [one] One person was not hired and leaves
   *[other] { $count } people were not hired and leave
  } (tiles back to the pool).
enterprise-ev-subtask = Task { $task }, sub-task { $sub }: needs { $req }, reward ¥{ $reward }.
enterprise-ev-cannot = { $player } cannot take it.
enterprise-ev-forfeit = { $player } loses the deposits ¥{ $amount }.
enterprise-ev-declined = { $player } declines.
enterprise-ev-accepted = { $player } accepts with { $people } (deposit ¥{ $deposit }).
enterprise-ev-dice = Dice: { $dice } — { $go_on ->
    [1] the task goes on.
   *[other] the task ends.
  }
enterprise-ev-task-paid = { $player } gets the deposit ¥{ $deposit } back and the reward ¥{ $reward }.
enterprise-ev-no-promotion = #{ $person } earned a promotion, but no tile is free.
enterprise-ev-promoted = { $player }: #{ $person } rises to { $suit } { $level }.
enterprise-ev-paid = { $player }: fee ¥{ $fee }, pay ¥{ $wages }; cash ¥{ $cash }, profit ¥{ $profit }.
enterprise-ev-bankrupt = <b>{ $player } is bankrupt</b> (cash ¥{ $cash }); the people go to the market.
enterprise-ev-dividend-shares = { $player }: dividend ¥{ $amount }, ¥{ $per } a share, ¥{ $paid } paid out.
enterprise-ev-dividend-uses = { $player }: dividend ¥{ $amount }, ¥{ $per } a skill use ({ $uses } uses), ¥{ $paid } paid out.
enterprise-ev-stayed = #{ $person } stays.
enterprise-ev-reform = { $player } restructures into a { $system } enterprise.
enterprise-ev-over = <b>Game over</b> after round { $round }.
enterprise-ev-final = { $place }. { $player } — { $system }, ¥{ $cash }, { $people ->
    [one] one person
   *[other] { $people } people
  }, { $bankruptcies ->
    [0] never bankrupt
    [one] one bankruptcy
   *[other] { $bankruptcies } bankruptcies
  }.
enterprise-ev-partner-dice = { $player }, partnership for #{ $person }: { $dice } — { $ok ->
    [1] passed.
   *[other] a six, refused.
  }
enterprise-ev-sold = { $player } sells { $k } shares to the pool at ¥{ $price } (¥{ $total }).
enterprise-ev-partner = { $player }: #{ $person } becomes a partner.
enterprise-ev-grant = { $player } grants #{ $person } { $k } shares.
enterprise-ev-issue = { $player } issues #{ $person } { $k } new shares.

enterprise-err-cash = That needs ¥{ $need }; you have ¥{ $cash }.
enterprise-err-cover = Your unused skills cannot cover this sub-task.
enterprise-err-format = That is not a valid choice here.
enterprise-err-grant = You can grant at most { $max } shares.
enterprise-err-issue = Free issue needs a founder block above 50%; at most { $max } shares.
enterprise-err-no-draft = Nothing sent for #{ $person }.
enterprise-err-not-market = #{ $person } is not on the market.
enterprise-err-not-poachable = #{ $person } works for no other enterprise.
enterprise-err-not-yours = #{ $person } is not in your enterprise.
enterprise-err-number = “{ $value }” is not a whole number.
enterprise-err-owner = #{ $person } is an owner and cannot be dismissed.
enterprise-err-partner = #{ $person } cannot be put to the partnership dice now.
enterprise-err-person = There is no person #{ $person }.
enterprise-err-phase = Now is the time for { $phase }.
enterprise-err-reform = To restructure, pay out the whole profit (¥{ $profit }) first; dividend so far ¥{ $dividend }.
enterprise-err-sell = You can sell at most { $max } shares now (once a round, after a dividend).
enterprise-err-skill = #{ $person } cannot give the { $suit } skill here.
enterprise-err-split = The shares must add up to { $total }.
enterprise-err-sys = “{ $code }” is no stake your system can offer.
enterprise-err-system = “{ $value }” is not a system you can choose.
enterprise-ev-report = { $system }: { $firms ->
    [one] one enterprise
   *[other] { $firms } enterprises
  }, average cash ¥{ $cash }, { $people ->
    [one] one person
   *[other] { $people } people
  }, average income ¥{ $income } a person, { $promotions ->
    [one] one promotion
   *[other] { $promotions } promotions
  }.
