## 功德轮回 (Wheel of Merit): the engine's words (games/merit). The table itself is in merit_ui.ftl.

merit-name = Wheel of Merit (功德轮回)
merit-rules =
    <b>Wheel of Merit</b> (功德轮回) — a cooperative game for 2–4 players, 6 rounds. The team wins if at the end at least 6 beings are saved (5 with the easier option) and calamity is 12 or less; then each player scores on their own. If the team loses, everyone scores 0. Calamity 20 or more at the end of a round ends the game at once as a loss.
    <b>Set-up.</b> Roles: Farmer (wealth 5, merit 2, wisdom 2), Merchant (8/1/1), Scholar (3/1/4), Monk (0/3/3). Everyone gets one of the role's two vows, face up. Then everyone but the monk chooses in secret whether to take refuge: refuge gives merit +1 and wisdom +1 (and +50 % of merit and wisdom from events, rounded down); not taking it gives wealth +3. The monk always takes refuge. One being is already waiting.
    <b>Each round.</b> 1) Every vow pays its per-round reward. 2) An event card is drawn. 3) Every waiting being stays one round longer; a being that has waited 2 rounds leaves unsaved (calamity +3), then a new one arrives. So a being can be saved in the round it arrives and the next. 4) In the order Farmer, Merchant, Scholar, Monk, each player takes 2 actions. 5) A round with donate, save, protect or teach keeps your help streak; from the 3rd round in a row it gives merit +1 each round. 6) In rounds 2, 4 and 6 everyone pays 1 wealth (with none: merit −1, wisdom −1, hunger), then every stake pays 2 wealth.
    <b>Actions.</b> <i>Labour</i> (not the monk): wealth +3, without refuge +4. <i>Practice</i> (anyone): roll two dice, wisdom +2 (scholar +3), +1 on 10–12, −1 on 2–4 (at least 1), refuge +1 more. <i>Donate</i> (not the monk, wealth 3): merit +2, wisdom +1 (merchant merit +3, wisdom +2), calamity −1. <i>Save</i> (wisdom 5 or more): pay the being's cost (merchant +1 wealth; scholar −1 wealth and 1 wisdom; monk −1 wealth and 1 merit), gain its merit and wisdom, your first two saves merit +1 more. <i>Protect</i> (wealth 2): merit +2, wisdom +1, calamity −2. With calamity 10 or more, donate and protect give merit +1 more. <i>Teach</i> (scholar): merit +2, wisdom +1, and another player merit +1, wisdom +1. <i>Alms round</i> (monk): roll two dice, 8 or more gives wealth +3 and merit +1, else wealth +1; wisdom +1. <i>Ceremony</i> (monk): wealth +4, merit −2, wisdom −1. <i>Invest</i> (not the monk, wealth 5): the stake pays 2 wealth in rounds 2, 4, 6 and comes back after round 6.
    Gains shrink when you already have a lot: at 15 or more of the resource a gain is 1 less, at 20 or more 2 less (never below 1).
    <b>Score.</b> ⌊3·√(merit × wisdom)⌋ (0 counts as 1), plus the refuge bonus (refuge: both 15+ → +16, both 12+ → +12; without refuge: both 20+ → +18, both 16+ → +10), plus the vow's points if it is fulfilled or its penalty if not. Wealth does not score.
merit-opt-roles = roles: <code>random</code> (dealt at random) or <code>choose</code> (picked in seat order)
merit-opt-target = beings the team must save: 6 (standard) or 5 (easier)

## roles, vows, beings, events
merit-role-farmer = Farmer
merit-role-merchant = Merchant
merit-role-scholar = Scholar
merit-role-monk = Monk

merit-vow-diligence = Diligence Brings Blessings
merit-vow-lamp = The Poor Woman's Lamp
merit-vow-charity = Merit of Giving
merit-vow-elder = Generous Elder
merit-vow-teacher = Passing On the Teaching
merit-vow-sage = Teacher for All Ages
merit-vow-arhat = Fruit of the Arhat
merit-vow-bodhisattva = Bodhisattva Path
merit-vow-diligence-desc = Each round merit +1. At the end merit 16 or more: +14 points, otherwise −4.
merit-vow-lamp-desc = Each round merit +2. At the end merit 23 or more and wealth 5 or less: +20 points, otherwise −8.
merit-vow-charity-desc = Each round wealth +1 and wisdom +1. Donate at least 4 times: +13 points, otherwise −4.
merit-vow-elder-desc = Each round merit +1. At the end merit 20 or more and at least 2 beings saved: +16 points, otherwise −8.
merit-vow-teacher-desc = Each round wisdom +1. Teach at least 3 times: +13 points, otherwise −4.
merit-vow-sage-desc = Each round wisdom +1. At the end wisdom 26 or more and merit 16 or more: +15 points, otherwise −5.
merit-vow-arhat-desc = Each round wisdom +1. At the end wisdom 27 or more: +11 points, otherwise −5.
merit-vow-bodhisattva-desc = Each round merit +1. At the end merit 21 or more and at least 2 beings saved: +13 points, otherwise −8.
merit-vow-kept = fulfilled
merit-vow-broken = not fulfilled

merit-being-hungry = Starving Peasant
merit-being-sick = Sick Man
merit-being-orphan = Orphan
merit-being-widow = Widow
merit-being-scholar = Down-and-out Scholar
merit-being-trader = Lost Trader
merit-being-penitent = Repentant Villain
merit-being-elder = Dying Elder

merit-event-drought = Drought
merit-event-flood = Flood
merit-event-plague = Plague
merit-event-harvest = Bountiful Harvest
merit-event-assembly = Dharma Assembly
merit-event-sermon = Eminent Monk's Sermon
merit-event-peace = Peace and Prosperity
merit-event-bathing = Buddha's Bathing Festival
merit-event-drought-effect = calamity +1
merit-event-flood-effect = calamity +1
merit-event-plague-effect = calamity +2, everyone's wealth −1
merit-event-harvest-effect = everyone's wealth +2
merit-event-assembly-effect = everyone merit +1 and wisdom +1
merit-event-sermon-effect = everyone wisdom +2 (with refuge +3)
merit-event-peace-effect = calamity −3
merit-event-bathing-effect = everyone merit +2 (with refuge +3)

merit-band-crit-fail = great failure
merit-band-fail = failure
merit-band-success = success
merit-band-crit-success = great success

merit-refuge-yes = takes refuge
merit-refuge-no = no refuge

merit-reason-too-few-saved = too few beings were saved
merit-reason-calamity = calamity is above 12
merit-reason-both = too few beings were saved and calamity is above 12
merit-reason-calamity-limit = calamity reached 20

## buttons
merit-act-labor = 🌾 Labour
merit-act-practice = 🧘 Practice
merit-act-donate = 🎁 Donate
merit-act-save = 🙏 Save { $being } (−{ $wealth } wealth{ $fu ->
        [0] {""}
       *[other] , −{ $fu } merit
    }{ $hui ->
        [0] {""}
       *[other] , −{ $hui } wisdom
    })
merit-act-protect = 🛡 Protect
merit-act-teach = 📖 Teach { $player }
merit-act-alms = 🥣 Alms round
merit-act-ceremony = 🔔 Ceremony
merit-act-invest = 💹 Invest 5
merit-act-role = { $role }
merit-act-refuge = 🪷 Take refuge
merit-act-norefuge = 💰 Keep the wealth

## errors
merit-err-unknown = “{ $action }” is not a move you can make now.
merit-err-role = A { $role } cannot do that.
merit-err-role-taken = The { $role } is already taken.
merit-err-wealth = That needs { $need } wealth; you have { $have }.
merit-err-wisdom = Saving needs wisdom { $need }; you have { $have }.
merit-err-no-being = That being is not waiting to be saved.
merit-err-afford = Saving the { $being } costs you { $wealth } wealth{ $fu ->
        [0] {""}
       *[other] , { $fu } merit
    }{ $hui ->
        [0] {""}
       *[other] , { $hui } wisdom
    }: not enough.
merit-err-target = Choose another player to teach.

## what happened
merit-ev-start = 🪷 <b>Wheel of Merit</b>: { $players ->
    [one] { $players } player
   *[other] { $players } players
  }, { $rounds } rounds. Save { $target } beings and keep calamity at 12 or below — together.
merit-ev-role = { $player } is the <b>{ $role }</b>, vow: { $vow }.
merit-ev-pick = { $player }, pick your role.
merit-ev-being-arrives = 🙏 A being arrives: <b>{ $being }</b> (cost { $cost }; merit +{ $fu }, wisdom +{ $hui }).
merit-ev-refuge-ask = Everyone except the monk now decides in secret, in a private chat, whether to take refuge.
merit-ev-you-chose = Your choice: { $choice }. It stays secret until everyone has chosen.
merit-ev-chosen = { $player } has chosen ({ $done } of { $total }).
merit-ev-reveal = 🪷 The choices are revealed: { $n ->
        [2] { $p0 } — { $c0 }; { $p1 } — { $c1 }.
        [3] { $p0 } — { $c0 }; { $p1 } — { $c1 }; { $p2 } — { $c2 }.
       *[4] { $p0 } — { $c0 }; { $p1 } — { $c1 }; { $p2 } — { $c2 }; { $p3 } — { $c3 }.
    } Refuge: merit +1, wisdom +1; no refuge: wealth +3.
merit-ev-round = 🔄 <b>Round { $round } of { $rounds }.</b> Every vow pays its reward.
merit-ev-event = 🃏 Event: <b>{ $event }</b> — { $effect }. Calamity is { $calamity }.
merit-ev-being-leaves = 💨 The { $being } leaves unsaved: calamity +3, now { $calamity }.
merit-ev-labor = 🌾 { $player } labours: wealth +{ $gain } (now { $wealth }).
merit-ev-practice = 🧘 { $player } practises: 🎲 { $d1 }+{ $d2 } = { $total }, { $band }; wisdom +{ $gain } (now { $hui }).
merit-ev-donate = 🎁 { $player } donates 3 wealth (left { $wealth }): merit +{ $fu }, wisdom +{ $hui }; calamity −1, now { $calamity }.
merit-ev-save = 🙏 { $player } saves the <b>{ $being }</b>, paying { $wealth } wealth{ $paid_fu ->
        [0] {""}
       *[other] , { $paid_fu } merit
    }{ $paid_hui ->
        [0] {""}
       *[other] , { $paid_hui } wisdom
    }: merit +{ $fu }, wisdom +{ $hui }. Saved { $saved } of { $target }.
merit-ev-protect = 🛡 { $player } protects the Dharma with 2 wealth (left { $wealth }): merit +{ $fu }, wisdom +{ $hui }; calamity −2, now { $calamity }.
merit-ev-teach = 📖 { $player } teaches { $target }: { $player } merit +{ $fu }, wisdom +{ $hui }; { $target } merit +1, wisdom +1.
merit-ev-alms-good = 🥣 { $player } goes on an alms round: 🎲 { $d1 }+{ $d2 } = { $total }, { $band }; wealth +3 (now { $wealth }), merit +1, wisdom +1.
merit-ev-alms-poor = 🥣 { $player } goes on an alms round: 🎲 { $d1 }+{ $d2 } = { $total }, { $band }; wealth +1 (now { $wealth }), wisdom +1.
merit-ev-ceremony = 🔔 { $player } holds a ceremony: wealth +4 (now { $wealth }), merit −{ $fu }, wisdom −{ $hui }.
merit-ev-invest = 💹 { $player } invests 5 wealth (left { $wealth }); stakes: { $stakes }.
merit-ev-streak = 🤝 { $player } has helped { $streak ->
    [one] { $streak } round
   *[other] { $streak } rounds
  } in a row: merit +1.
merit-ev-upkeep = 🍚 Upkeep: everyone pays 1 wealth.
merit-ev-hunger = 😣 { $player } cannot pay and goes hungry: merit −{ $fu }, wisdom −{ $hui }.
merit-ev-dividend = 💹 { $player }'s stakes pay { $wealth } wealth.
merit-ev-calamity-limit = 🔥 Calamity has reached { $calamity } in round { $round }: the world is lost.
merit-ev-principal = 💹 { $player } gets { $wealth } wealth of stakes back.
merit-ev-win = 🎉 <b>The team wins!</b> { $saved } of { $target } beings saved, calamity { $calamity }.
merit-ev-loss = 💀 <b>The team loses</b>: { $reason } (saved { $saved } of { $target }, calamity { $calamity }). Everybody scores 0.
merit-ev-score = { $player }: { $base } + refuge bonus { $bonus } + vow { $vow } ({ $kept }) { $points } = <b>{ $total }</b>.
