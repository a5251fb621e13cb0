## The 功德轮回 table as the bot draws it (bot/faces/merit.py).
merit-ui-head = 🔄 Round { $round }/{ $rounds } · Calamity { $calamity }/{ $limit } · Saved { $saved }/{ $target }
merit-ui-setup = 🪷 Set-up: { $chosen } of { $total } secret refuge choices made
merit-ui-being = 🙏 { $being } — cost { $cost }, reward merit { $fu } wisdom { $hui }
merit-ui-being-last = ⚠️ { $being } — cost { $cost }, reward merit { $fu } wisdom { $hui } (last round here!)
merit-ui-seat = { $mark }<b>{ $name }</b> — { $role }, { $refuge } · 💰{ $wealth } merit { $fu } wisdom { $hui } · vow: { $vow } · saved { $saves } · stakes { $stakes }
merit-ui-chosen = has chosen
merit-ui-choosing = choosing…
merit-ui-refuge = takes refuge
merit-ui-norefuge = no refuge
merit-ui-refuge-ask = Choose in secret: take refuge (merit +1, wisdom +1, +50 % from merit and wisdom events) or not (wealth +3). Nobody sees your choice until everyone has chosen.
merit-ui-team-win = 🎉 The team wins: { $saved }/{ $target } beings saved, calamity { $calamity }.
merit-ui-team-loss = 💀 The team loses: { $saved }/{ $target } beings saved, calamity { $calamity }. Everybody scores 0.
merit-ui-score = { $place }. <b>{ $name }</b> — { $score } (base { $base } + refuge bonus { $bonus } + vow { $vow })
merit-ui-history = Events drawn: { $events }
