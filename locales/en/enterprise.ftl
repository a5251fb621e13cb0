enterprise-name = Enterprise systems
enterprise-rules =
    <b>Enterprise systems</b> (智力密集行业企业制度模拟): how joint-stock, partnership and cooperative firms fare in a skill-intensive trade. The bot is the accountant: it keeps the tile pool ({ $sets } mahjong { $sets ->
        [one] set
       *[other] sets
    }) and the chip pool, rolls every die and deals every tile.
    <b>People</b> are one 饼, 条 and 万 tile each: three skills of level 1–9.
    <b>Start:</b> each player founds an enterprise with { MONEY($start_cash) } and picks <b>股份</b> (joint-stock: { $shares } { $shares ->
        [one] share
       *[other] shares
    }, by default 40% yours and 20% for each of the three founders), <b>合伙</b> (partnership: the founders are partners) or <b>合作</b> (cooperative: everyone is a member). All teams have equal skills.
    <b>Each round:</b>
    1. <b>Recruitment:</b> dismiss employees (fee: one salary); { $graduates } { $graduates ->
        [one] graduate appears
       *[other] graduates appear
    }; sealed offers (salary, performance pay, shares or a partnership). A person's estimate = salary + 2 × performance + last dividend (per share × shares, or 2 × per use). Highest estimate wins, ties at random. Partnership passes only if none of <code>N</code> dice (<code>N</code> = partners) shows a 6.
    2. <b>Labour:</b> { $tasks } { $tasks ->
        [one] task
       *[other] tasks
    }. Sub-task <code>n</code> needs one tile of each suit at or above a drawn requirement and a deposit equal to its reward (<code>2n</code> dice as digits). Accept or decline in secret; then <code>n</code> dice: all 5 or 6 → the next sub-task. Those who fulfilled every sub-task get their deposits back plus all rewards; a later decline loses the deposits. The three people with the most used skills gain a level.
    3. <b>Distribution:</b> management fee ({ MONEY($fee_base) } + { MONEY($fee_head) } a head, both +{ $fee_growth }% a round), salaries ({ MONEY($salary) } a round for a founding person) and performance pay ({ MONEY($perf) } a skill use); then your dividend: a joint-stock firm (股份) pays by shares (your block's part stays in the firm), a partnership (合伙) pays its partners and a cooperative (合作) all its members, by skill uses. Then partnership dice, share grants and issues, a share sale to the pool (≤ 20% at 100 × dividend), poaching (moves above 120% of the current estimate) and restructuring.
    Cash below zero is bankruptcy: you start again with fresh starting cash and a mark. After { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } (or when only one player was never bankrupt): fewest bankruptcies first, then the highest <b>score</b> = cash + every dividend paid to the firm's own people (shareholders, partners, members).
enterprise-opt-rounds = Rounds (default { $rounds }).
enterprise-opt-start_cash = Starting cash of an enterprise (default { MONEY($start_cash) }).
enterprise-opt-fee_base = Base management fee in round 1 (default { MONEY($fee_base) }).
enterprise-opt-fee_head = Management fee per person in round 1 (default { MONEY($fee_head) }).
enterprise-opt-fee_growth = Growth of both fee parts a round, in percent (default { $fee_growth }).
enterprise-opt-salary = Salary of a founding person a round (default { MONEY($salary) }).
enterprise-opt-perf = Performance pay of a founding person a skill use (default { MONEY($perf) }).
enterprise-opt-sets = Mahjong sets in the pool (default { $sets }; 0 = automatic: one per four players, at least two).
enterprise-opt-tasks = Tasks a round (default { $tasks }).
enterprise-opt-graduates = Graduates a round (default { $graduates }).
enterprise-opt-shares = Shares of a joint-stock enterprise at its founding (default { $shares }).

enterprise-sys-shares = joint-stock (股份)
enterprise-sys-partner = partnership (合伙)
enterprise-sys-coop = cooperative (合作)
enterprise-sys-none = no enterprise
enterprise-suit-0 = 饼
enterprise-suit-1 = 条
enterprise-suit-2 = 万
enterprise-term-none = ordinary employee
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

enterprise-ask-system = <b>Choose your system.</b> Your enterprise starts with { MONEY($cash) }: 股份 (shares), 合伙 (partnership) or 合作 (cooperative)?
enterprise-ask-split = <b>Split the { $total } shares</b> between your founder block and the three founders (e.g. <i>split:400:200:200:200</i>).
enterprise-ask-fire = <b>Dismissals.</b> Each costs one salary (cash { MONEY($cash) }). Press <i>Done</i> when finished.
enterprise-ask-offer = <b>Offers</b> for { $count ->
    [one] one person
   *[other] { $count } people
  } on the market (cash { MONEY($cash) }). Type <i>id salary performance</i>, e.g. <i>7 { $salary } { $perf }</i>, or use the buttons; then <i>Done</i>.
enterprise-ask-task = <b>Task { $task }, sub-task { $sub }:</b> needs { $req }, deposit { MONEY($reward) } (cash { MONEY($cash) }, deposits in this task { MONEY($deposits) }). Proposed people: { $cover }. Accept?
enterprise-ask-dividend = <b>Dividend.</b> This round's profit { MONEY($profit) }, cash { MONEY($cash) }. How much do you pay out?
enterprise-ask-manage = <b>Owners' decisions</b> for your { $system } enterprise (cash { MONEY($cash) }): partnership dice, shares, poaching, restructuring; then <i>Done</i>.

enterprise-act-system = Found: { $system }
enterprise-act-reform = Restructure: { $system }
enterprise-act-reform-cancel = Stay { $system }
enterprise-act-split = Split: you { $founder }, founders { $members }
enterprise-act-fire = Dismiss #{ $arg }
enterprise-act-keep = Keep #{ $arg }
enterprise-act-done = Done
enterprise-act-offer = Offer #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-poach = Poach #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-act-withdraw = Withdraw offer for #{ $arg }
enterprise-act-accept = Accept (deposit { MONEY($deposit) })
enterprise-act-assign = Accept with { $people }
enterprise-act-decline = Decline
enterprise-act-dividend = { $amount ->
    [0] No dividend
   *[other] Dividend { MONEY($amount) }
  }
enterprise-act-partner = Partnership dice for #{ $arg }
enterprise-act-grant = Grant #{ $person } { $k } shares
enterprise-act-issue = Issue #{ $person } { $k } new shares
enterprise-act-sell = Sell { $arg } shares to the pool

enterprise-ev-start = <b>Enterprise systems</b>: { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
  }, { $tasks ->
    [one] one task
   *[other] { $tasks } tasks
  } a round, { $sets } mahjong sets. Start { MONEY($cash) }; fee { MONEY($base) } + { MONEY($head) } a head, +{ $growth }% a round; salary { MONEY($salary) }, performance { MONEY($perf) } a skill use. Choose your system in the DM.
enterprise-ev-sent = Noted: { $action }
enterprise-ev-system = { $player } founds a { $system } enterprise.
enterprise-ev-template = Every team: { $team } (🀙 饼 · 🀐 条 · 🀇 万).
enterprise-ev-split = { $player }: founder block { $founder }, members { $members } shares.
enterprise-ev-round = Management fee this round: base { MONEY($base) } + { MONEY($head) } a head.
enterprise-ev-fired = { $player } dismisses #{ $person } (fee { MONEY($fee) }).
enterprise-ev-market = On the market: { $count ->
    [0] nobody
    [one] one person
   *[other] { $count } people
  } ({ $graduates } graduates): { $people }.
enterprise-ev-bid = { $player } offered #{ $person } { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }: estimated income { MONEY($estimate) }.
enterprise-ev-tie = Tie for #{ $person } between { $count ->
    [one] { $count } offer
   *[other] { $count } offers
  }: the dice pick { $player }.
enterprise-ev-poached = { $player } poaches #{ $person } from { $old } (headhunter fee { MONEY($fee) }).
enterprise-ev-hired = { $player } hires #{ $person }: { MONEY($salary) } + { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  } (estimated income { MONEY($estimate) }).
enterprise-ev-unhired = { $count ->
    [one] One person was not hired and leaves
   *[other] { $count } people were not hired and leave
  } (tiles back to the pool).
enterprise-ev-subtask = Task { $task }, sub-task { $sub }: needs { $req }, reward { MONEY($reward) }.
enterprise-ev-cannot = { $player } cannot take it.
enterprise-ev-forfeit = { $player } loses the deposits { MONEY($amount) }.
enterprise-ev-declined = { $player } declines.
enterprise-ev-accepted = { $player } accepts with { $team } (deposit { MONEY($deposit) }).
enterprise-ev-dice = Dice { $dice } (all must be ≥5) — { $go_on ->
    [1] the task goes on.
   *[other] the task ends.
  }
enterprise-ev-task-paid = { $player } gets the deposit { MONEY($deposit) } back and the reward { MONEY($reward) }.
enterprise-ev-no-promotion = #{ $person } earned a promotion, but no tile is free.
enterprise-ev-promoted = { $player }: #{ $person } rises to { $suit } { $level }.
enterprise-ev-paid = { $player }: fee { MONEY($fee) }, salaries and performance pay { MONEY($wages) }; cash { MONEY($cash) }, { $loss ->
    [0] profit { MONEY($profit) }
   *[other] loss { MONEY($loss) }
  }.
enterprise-ev-bankrupt = <b>{ $player } is bankrupt</b> (cash { MONEY($cash) }); the people go to the market.
enterprise-ev-dividend-shares = { $player }: dividend { MONEY($amount) }, { MONEY($per) } a share, { MONEY($paid) } paid out.
enterprise-ev-dividend-uses = { $player }: dividend { MONEY($amount) }, { MONEY($per) } a skill use ({ $uses ->
    [one] { $uses } use
   *[other] { $uses } uses
  }), { MONEY($paid) } paid out.
enterprise-ev-stayed = #{ $person } stays.
enterprise-ev-reform = { $player } restructures into a { $system } enterprise.
enterprise-ev-over = <b>Game over</b> after round { $round }.
enterprise-ev-final = { $place }. { $player } — { $system }, score { MONEY($score) } (cash { MONEY($cash) } + dividends { MONEY($dividends) }), { $people ->
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
enterprise-ev-sold = { $player } sells { $k } shares to the pool at { MONEY($price) } ({ MONEY($total) }).
enterprise-ev-partner = { $player }: #{ $person } becomes a partner.
enterprise-ev-grant = { $player } grants #{ $person } { $k } shares.
enterprise-ev-issue = { $player } issues #{ $person } { $k } new shares.

enterprise-err-cash = That needs { MONEY($need) }; you have { MONEY($cash) }.
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
enterprise-err-reform = To restructure, pay out the whole profit ({ MONEY($profit) }) first; dividend so far { MONEY($dividend) }.
enterprise-err-sell = You can sell at most { $max } shares now (once a round, after a dividend).
enterprise-err-skill = #{ $person } cannot give the { $suit } skill here.
enterprise-err-split = The shares must add up to { $total }.
enterprise-err-sys = <code>{ $code }</code> is no stake your system can offer.
enterprise-err-system = “{ $value }” is not a system you can choose.
enterprise-ev-report = { $system }: { $rounds ->
    [one] one enterprise-round
   *[other] { $rounds } enterprise-rounds
  } ({ $firms ->
    [one] one enterprise
   *[other] { $firms } enterprises
  }); at a round's end on average { MONEY($cash) } cash, profit { MONEY($profit) }, { $people ->
    [one] one person
   *[other] { $people } people
  }; pay { MONEY($income) } a person a round; { $promotions ->
    [one] one promotion
   *[other] { $promotions } promotions
  }, { $bankruptcies ->
    [0] no bankruptcy
    [one] one bankruptcy
   *[other] { $bankruptcies } bankruptcies
  }.

## The Telegram face
enterprise-ui-head = <b>Round { $round } of { $rounds }</b> · { $phase }
enterprise-ui-head-setup = <b>Founding the enterprises</b>
enterprise-ui-firm = 🏢 <b>{ $name }</b> · { $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-firm-none = 🏚 <b>{ $name }</b> · no enterprise · { $bankruptcies ->
    [one] one bankruptcy
   *[other] { $bankruptcies } bankruptcies
  }
enterprise-ui-firm-profit = { $loss ->
    [0] profit { MONEY($profit) }
   *[other] loss { MONEY($loss) }
  }
enterprise-ui-firm-dividend = dividend { MONEY($amount) }
enterprise-ui-firm-income = { MONEY($income) } a person so far
enterprise-ui-firm-bankrupt = 💥 { $n }
enterprise-ui-wait = ⏳ Now { $phase }: <b>{ $sent } of { $expected }</b> in.
enterprise-ui-market = 🎓 <b>On the market</b> ({ $n }):
enterprise-ui-origin-founder = founder
enterprise-ui-origin-graduate = graduate
enterprise-ui-origin-fired = dismissed
enterprise-ui-origin-bankrupt = from a bankrupt firm
enterprise-ui-pay = { MONEY($salary) } + { MONEY($perf) } a use
enterprise-ui-stake-shares = { $k ->
    [one] one share
   *[other] { $k } shares
  }
enterprise-ui-stake-partner = partner
enterprise-ui-stake-member = member
enterprise-ui-stake-employee = ordinary employee
enterprise-ui-uses = { $n ->
    [one] used once
   *[other] used { $n } times
  }
enterprise-ui-task = 📋 <b>Task { $task } of { $tasks }</b>, sub-task { $sub }
enterprise-ui-task-need = Needs { $req } · 🎲 { $dice } → reward { MONEY($reward) } · deposit { MONEY($reward) }
enterprise-ui-task-in = Still in: { $names } · finishing pays { MONEY($payout) } each
enterprise-ui-me = 🏢 <b>Your enterprise</b>: { $system } · { MONEY($cash) } · 👥 { $people }
enterprise-ui-me-new = 🏗 <b>Your enterprise</b> is not founded yet.
enterprise-ui-me-none = 🏚 <b>No enterprise</b> now ({ $bankruptcies ->
    [one] one bankruptcy
   *[other] { $bankruptcies } bankruptcies
  }).
enterprise-ui-me-shares = Your block { $founder } of { $total } shares{ $pool ->
    [0] {""}
   *[other] {" "}· the pool holds { $pool }
  }{ $per ->
    [0] {""}
   *[other] {" "}· last dividend { MONEY($per) } a share
  }
enterprise-ui-me-uses = Last dividend { MONEY($per) } a skill use
enterprise-ui-sealed = 🔒 Sealed: { $item }
enterprise-ui-sent = 🔒 Sent: { $item } (you may change it until the reveal)
enterprise-ui-done = ✅ Finished; you may still change it until everyone is done.
enterprise-ui-do-system = { $system }
enterprise-ui-do-reform = restructure into { $system }
enterprise-ui-do-split = your block { $founder }, founders { $members }
enterprise-ui-do-fire = dismiss #{ $person }
enterprise-ui-do-offer = offer #{ $person }: { MONEY($salary) } + { MONEY($perf) } a use, { $stake }
enterprise-ui-do-poach = poach #{ $person }: { MONEY($salary) } + { MONEY($perf) } a use, { $stake }
enterprise-ui-do-accept = accept with { $people }
enterprise-ui-do-decline = decline
enterprise-ui-do-dividend = { $amount ->
    [0] no dividend
   *[other] dividend { MONEY($amount) }
  }
enterprise-ui-do-other = a choice
enterprise-ui-term-none = ordinary employee
enterprise-ui-term-partner = partnership
enterprise-ui-term-g = { $k ->
    [one] { $k } share
   *[other] { $k } shares
  }
enterprise-ui-term-i = { $k } new shares
enterprise-ui-ask-system = <b>Choose your system</b> (revealed together). Start { MONEY($cash) }.
    Joint-stock (股份): dividends by shares.
    Partnership (合伙): partners share by skill uses.
    Cooperative (合作): every member shares by skill uses.
enterprise-ui-ask-split = <b>Split the { $total } shares</b> between your block and the founders { $people }. Pick a split, check it, confirm.
enterprise-ui-ask-fire = <b>Dismissals</b> (sealed). Each costs one salary, paid to the pool; owners stay. Then <i>Done</i>.
enterprise-ui-ask-offer = <b>Sealed offers</b> for { $n ->
    [one] one person
   *[other] { $n } people
  } on the market. Estimated income = salary + 2 × performance pay + dividend; the highest wins. Change them until everyone is done. Typing works too: <i>id salary performance</i>, e.g. <i>{ $person } { $salary } { $perf }</i>.
enterprise-ui-ask-cover = Cheapest team: { $people }
enterprise-ui-ask-task = Cash { MONEY($cash) }{ $deposits ->
    [0] {""}
   *[other] {" "}· deposits at stake { MONEY($deposits) } (lost if you decline)
  }. Accept? Or type three ids for 🀙 🀐 🀇.
enterprise-ui-ask-dividend-shares = <b>Dividend.</b> { $loss ->
    [0] Profit this round { MONEY($profit) }
   *[other] Loss this round { MONEY($loss) }
  }, cash { MONEY($cash) }. Paid by { $units ->
    [one] { $units } share
   *[other] { $units } shares
  }; your block's part stays. Or type an amount.
enterprise-ui-ask-dividend-uses = <b>Dividend.</b> { $loss ->
    [0] Profit this round { MONEY($profit) }
   *[other] Loss this round { MONEY($loss) }
  }, cash { MONEY($cash) }. Paid by { $units ->
    [one] one skill use
   *[other] { $units } skill uses
  }. Or type an amount.
enterprise-ui-ask-manage = <b>Owners' decisions</b> · { $system }: partnership dice, shares and sales take effect at once; poaching and restructuring are sealed. Then <i>Done</i>.
enterprise-ui-draft-split = <b>Split:</b> your block { $founder }; { $members }.
enterprise-ui-draft-offer = <b>Offer:</b> { MONEY($salary) } + { MONEY($perf) } a use, { $stake } → estimated income <b>{ MONEY($estimate) }</b>
enterprise-ui-draft-poach = <b>Poaching offer:</b> { MONEY($salary) } + { MONEY($perf) } a use, { $stake } → estimated income <b>{ MONEY($estimate) }</b>; the headhunter fee (one salary) is paid if the person moves.
enterprise-ui-draft-dice = Partnership stands only if none of { $n ->
    [one] one die shows
   *[other] { $n } dice show
  } a 6.
enterprise-ui-draft-beat = To move, the estimated income must exceed { MONEY($estimate) }.
enterprise-ui-draft-assign = <b>Team:</b> { $people }
enterprise-ui-draft-bad = ⚠️ { $reason }
enterprise-ui-btn-system-shares = 股份 · joint-stock
enterprise-ui-btn-system-partner = 合伙 · partnership
enterprise-ui-btn-system-coop = 合作 · cooperative
enterprise-ui-btn-split = You { $founder } · founders { $each } each
enterprise-ui-btn-confirm-split = ✅ Confirm this split
enterprise-ui-btn-fire = Dismiss #{ $person } { $tiles } ({ MONEY($fee) })
enterprise-ui-btn-keep = ↩ Keep #{ $person } { $tiles }
enterprise-ui-btn-done = ✅ Done
enterprise-ui-btn-edit = ✏️ #{ $person } { MONEY($salary) }
enterprise-ui-btn-withdraw = ✖ Withdraw #{ $person }
enterprise-ui-btn-money = { MONEY($amount) }
enterprise-ui-btn-salary = Salary { $sign }{ MONEY($amount) }
enterprise-ui-btn-perf = Per use { $sign }{ MONEY($amount) }
enterprise-ui-btn-confirm-offer = ✅ Send offer to #{ $person }
enterprise-ui-btn-confirm-poach = ✅ Send poaching offer to #{ $person }
enterprise-ui-btn-back = ↩ Back
enterprise-ui-btn-accept = ✅ Accept · deposit { MONEY($deposit) }
enterprise-ui-btn-other-people = 🔀 Other people…
enterprise-ui-btn-decline = ❌ Decline
enterprise-ui-btn-decline-lose = ❌ Decline (lose { MONEY($amount) })
enterprise-ui-btn-confirm-assign = ✅ Accept with { $people }
enterprise-ui-btn-dividend-share = { $pct }% · { MONEY($amount) } · { MONEY($per) }/share
enterprise-ui-btn-dividend-use = { $pct }% · { MONEY($amount) } · { MONEY($per) }/use
enterprise-ui-btn-dividend-none = No dividend
enterprise-ui-btn-partner = 🎲 Partnership for #{ $person }
enterprise-ui-btn-menu-shares = 📜 Shares…
enterprise-ui-btn-menu-poach = 🎯 Poach…
enterprise-ui-btn-menu-reform = 🔄 Restructure…
enterprise-ui-final-rounds = After { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
  }:
enterprise-ui-final-row =
    { $medal } { $place }. <b>{ $name }</b> · { $system } · 👥 { $people }{ $bankruptcies ->
        [0] {""}
       *[other] {" "}· 💥 { $bankruptcies }
    }
    {"      "}<b>{ MONEY($score) }</b> = { MONEY($cash) } cash + { MONEY($dividends) } dividends
enterprise-ui-compare = <b>The systems side by side</b>, round by round (an enterprise counts under the system it ran in each round)
enterprise-ui-final-score = Score = cash + dividends paid to the enterprise's own people.
enterprise-ui-short-shares = Joint-stock
enterprise-ui-short-partner = Partnership
enterprise-ui-short-coop = Co-op
enterprise-ui-short-none = No enterprise
enterprise-ui-metric-firms = Enterprises
enterprise-ui-metric-rounds = Enterprise-rounds
enterprise-ui-metric-profit = Average profit a round
enterprise-ui-metric-cash = Average cash at a round's end
enterprise-ui-metric-people = People on average
enterprise-ui-metric-income = Pay a person a round
enterprise-ui-metric-promotions = Promotions
enterprise-ui-metric-bankruptcies = Bankruptcies
enterprise-ui-metric-row = { $metric }: { $cells }
enterprise-ui-cell-firms = { $n }
enterprise-ui-cell-rounds = { $n }
enterprise-ui-cell-profit = { MONEY($n) }
enterprise-ui-cell-cash = { MONEY($n) }
enterprise-ui-cell-people = { $n }
enterprise-ui-cell-income = { MONEY($n) }
enterprise-ui-cell-promotions = { $n }
enterprise-ui-cell-bankruptcies = { $n }
enterprise-ui-phase-system = choosing systems
enterprise-ui-phase-split = splitting shares
enterprise-ui-phase-fire = dismissals
enterprise-ui-phase-offer = offers
enterprise-ui-phase-task = labour
enterprise-ui-phase-dividend = dividends
enterprise-ui-phase-manage = owners' decisions
enterprise-ui-phase-over = the end
enterprise-ui-tried = 🎲 Partnership dice for #{ $person }: { $ok ->
    [1] passed.
   *[other] a six, refused.
  }
enterprise-pic-cash = 📈 <b>Cash by round</b>: one line an enterprise, each round coloured by the system it ran that round
enterprise-pic-round = Round
enterprise-pic-cash-axis = Cash, ¥
enterprise-opt-accountant = A human accountant chooses the draws (set by <code>accountant=@username</code>, not here).
enterprise-ev-acc-chose = 🧮 The accountant chose { $what }.
enterprise-err-acc-value = That is not a possible draw here.
enterprise-err-acc-team = Each suit of the initial team needs three different levels.
enterprise-err-acc-same = That is the drawn value: accept it instead.
enterprise-acc-waiting = 🧮 The accountant is drawing…
enterprise-acc-kind-team = the initial team
enterprise-acc-kind-graduate = a graduate's skills
enterprise-acc-kind-req = the requirement tiles
enterprise-acc-kind-reward = the reward dice
enterprise-acc-kind-dice = the task dice
enterprise-acc-kind-partner = the partnership dice
enterprise-acc-kind-tie = who wins a tie
enterprise-acc-kind-promo = the suit of a promotion
enterprise-acc-ask-team = The equal initial team: three people, levels per suit (饼 条 万).
enterprise-acc-ask-graduate = Graduate { $n } of { $of }: one tile per suit (饼 条 万), levels 1–6.
enterprise-acc-ask-req = Task { $task }, sub-task { $sub }: the requirement tiles (饼 条 万; 0 = the suit ran out).
enterprise-acc-ask-reward = Task { $task }, sub-task { $sub }: the reward dice (its digits).
enterprise-acc-ask-dice = Task { $task }, sub-task { $sub }: the dice (all 5 or 6: the task goes on).
enterprise-acc-ask-partner = Partnership dice of { $player } for #{ $person } (a 6 refuses).
enterprise-acc-ask-tie = A tie for #{ $person }: which enterprise wins.
enterprise-acc-ask-promo = Promotion of #{ $person }: which suit rises.
opt-enterprise-accountant = Human accountant

## The group's news, folded: one line a task, one line a market person
enterprise-news-task = Task { $task } { $req } { MONEY($reward) }: { $body }
enterprise-news-task-sub = Task { $task }, sub-task { $sub } { $req } { MONEY($reward) }: { $body }
enterprise-news-task-more = Task { $task } (continued): { $body }
enterprise-news-sub = sub-task { $sub } { $req } { MONEY($reward) }: { $body }
enterprise-news-next = {" → "}
enterprise-news-sep = {"; "}
enterprise-news-nobody = nobody can take it
enterprise-news-took = taken by { $names }
enterprise-news-declined = declined by { $names }
enterprise-news-cannot = beyond { $names }
enterprise-news-forfeit = deposits lost: { $items }
enterprise-news-forfeit-item = { $player } { MONEY($amount) }
enterprise-news-dice = dice { $dice } (all must be ≥5) — { $go_on ->
    [1] the task goes on
   *[other] the task ends
  }
enterprise-news-paid = { $names }: deposit back and { MONEY($reward) } reward each
enterprise-news-offers = #{ $person }, offers (estimated income): { $bids } → { $result }
enterprise-news-bid = { $player } { MONEY($estimate) }
enterprise-news-hired = { $player } hires: salary { MONEY($salary) }, performance pay { MONEY($perf) }, { $sys }{ $shares ->
    [0] {""}
   *[other] {" "}{ $shares }
  }
enterprise-news-stayed = stays put
enterprise-news-not-hired = nobody hires
enterprise-news-tie = { $count ->
    [one] { $count } top offer
   *[other] { $count } equal top offers
  }, drawn by lot
enterprise-news-dice-partner = partnership dice of { $player } { $dice }: { $ok ->
    [1] passed
   *[other] a 6, failed
  }
enterprise-news-poached = from { $old }, headhunter fee { MONEY($fee) }
enterprise-news-promoted = Promotions: { $items }
enterprise-news-promoted-item = { $player } #{ $person } to { $suit } { $level }
enterprise-news-no-promotion = Earned a promotion but no tile is free: { $people }.
enterprise-news-notes = {" "}({ $notes })
enterprise-ui-ask-dividend-nothing = <b>Dividend.</b> { $loss ->
    [0] Profit this round { MONEY($profit) }
   *[other] Loss this round { MONEY($loss) }
  }, cash { MONEY($cash) }. No skill was used this round: there is nothing to share by use.
enterprise-ui-ask-terms = Accepting costs { MONEY($perf) } performance pay; reward { MONEY($payout) } (sub-task { $next } pays { MONEY($low) }–{ $high }, reached with a chance of 1 in { $odds })
enterprise-ui-draft-terms = This team costs { MONEY($perf) } performance pay.
enterprise-news-unpaid-shares = { $player }: a dividend of { MONEY($amount) } is less than ¥1 a share; nothing is paid and it stays in the firm.
enterprise-news-unpaid-uses = { $player }: a dividend of { MONEY($amount) } is less than ¥1 a skill use; nothing is paid and it stays in the firm.
