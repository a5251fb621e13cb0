// «Экономикус» in the Mini App: the board (industries, prices, profit per company, owners, crises),
// the live auction with its clock and raise buttons, the players' accounts, the seat's decision and
// the "at any time" panel. Every button is an action the engine offered (data.actions, data.open).
"use strict";

(() => {
  const { el, word } = window.Croupier;
  const W = (key) => word("economicus-app-" + key);

  let clockAt = 0;     // performance.now() when data.clock was read
  let clockData = {};  // timer key → seconds left then
  let ticker = null;

  function money(n) {
    if (n === null || n === undefined) return "";
    if (n === 0) return "0";
    const text = W("money").replace("#", String(Math.abs(n)));
    return n < 0 ? "−" + text : text;
  }

  function cell(tag, text, cls) {
    return el(tag, cls || "", text === undefined ? "" : String(text));
  }

  function button(a, act, cls) {
    const b = el("button", "act" + (cls ? " " + cls : ""), a.label);
    b.dataset.action = a.action;
    b.disabled = window.Croupier.busy;
    b.addEventListener("click", () => {
      if (a.action === "bankrupt" && !window.confirm(W("bankrupt-sure"))) return;
      act(a.action);
    });
    return b;
  }

  function head(data, v) {
    const names = data.names || [];
    const box = el("div", "eco-head");
    const parts = [
      W("year") + " " + v.year,
      W("turn") + ": " + (names[v.active] || ""),
      W("target") + ": " + v.target + " ⭐",
    ];
    const roll = v.last_roll || []; // [seat, die, die, industry]
    if (roll.length === 4) {
      parts.push(W("rolled") + ": " + (names[roll[0]] || "") + " " + roll[1] + " + " + roll[2] + " → " + W("ind-" + roll[3]));
    }
    box.append(el("div", "line", parts.join(" · ")));
    if (v.event) box.append(el("div", "line hint", "📰 " + W("event-" + v.event)));
    return box;
  }

  function owner(data, c) {
    if (c.owner >= 0) return (data.names || [])[c.owner] || "?";
    return c.gov ? W("state") : W("free");
  }

  function board(data, v) {
    const table = el("table", "eco-board");
    table.id = "board";
    const hr = el("tr");
    for (const k of ["industry", "price", "profit", "crisis", "companies"]) hr.append(cell("th", W(k)));
    table.append(hr);
    const inds = Object.keys(v.price || {}).map(Number).sort((a, b) => a - b);
    for (const ind of inds) {
      const tr = el("tr");
      tr.dataset.ind = String(ind);
      if (v.ind === ind) tr.classList.add("active");
      const number = (v.numbers || {})[ind];
      tr.append(cell("td", (number !== undefined ? number + " · " : "") + W("ind-" + ind), "ind"));
      const price = v.price[ind];
      tr.append(cell("td", price > 0 ? money(price) : "(" + money(v.expected_price) + ")", "num"));
      tr.append(cell("td", money((v.profit || {})[ind]), "num"));
      const crisis = (v.crisis || {})[ind];
      tr.append(cell("td", crisis ? "⚠ " + crisis : "", "crisis"));
      const td = el("td", "cos");
      for (const c of (v.companies || []).filter((c) => c.ind === ind)) {
        const chip = el("span", "co" + (c.owner === data.seat ? " mine" : "") + (c.owner < 0 ? " unowned" : ""),
          owner(data, c) + (c.mt ? " · " + W("mt") : "") + (c.support ? " · " + W("supported") : ""));
        chip.dataset.cid = String(c.cid);
        td.append(chip);
      }
      tr.append(td);
      table.append(tr);
    }
    return table;
  }

  function secondsLeft(key) {
    const left = clockData[key] - (performance.now() - clockAt) / 1000;
    return Math.max(0, Math.ceil(left));
  }

  function auction(data, v, bids, act) {
    const a = v.auction;
    const names = data.names || [];
    const company = (v.companies || []).find((c) => c.cid === a.cid);
    const box = el("section", "eco-auction");
    box.id = "auction";
    box.append(el("h3", "", W("auction") + ": " + (company ? W("ind-" + company.ind) + " · " + owner(data, company) : "")));
    box.append(el("div", "line", W("opening") + ": " + money(a.start)));
    box.append(el("div", "line", W("high") + ": "
      + (a.leader >= 0 ? money(a.high) + " — " + names[a.leader] : W("no-bid"))));
    const key = Object.keys(data.clock || {}).find((k) => k.startsWith("auction:"));
    if (key) {
      const clock = el("div", "line clock", "");
      clock.id = "clock";
      const tick = () => { clock.textContent = "⏱ " + W("closes-in") + " " + secondsLeft(key) + " " + W("seconds"); };
      tick();
      ticker = setInterval(tick, 250);
      box.append(clock);
    }
    if (bids.length) {
      const row = el("div", "buttons raise");
      for (const b of bids) row.append(button(b, act, "bid"));
      box.append(row);
    }
    return box;
  }

  function players(data, v) {
    const names = data.names || [];
    const table = el("table", "eco-players");
    table.id = "players";
    const hr = el("tr");
    hr.append(cell("th", ""));
    for (const k of ["cash", "credit", "deposit", "stars", "cards", "worth"]) hr.append(cell("th", W(k)));
    table.append(hr);
    (v.players || []).forEach((p, s) => {
      const tr = el("tr", (s === data.seat ? "me" : "") + ((data.to_act || []).includes(s) ? " turn" : ""));
      tr.append(cell("td", names[s] + (p.out ? " ✗" : ""), "name"));
      for (const x of [money(p.cash), money(p.credit), money(p.deposit), p.stars, p.cards, money(p.worth)]) {
        tr.append(cell("td", x, "num"));
      }
      table.append(tr);
    });
    return table;
  }

  function render(root, data, act) {
    const v = data.view || {};
    if (ticker) { clearInterval(ticker); ticker = null; }
    clockAt = performance.now();
    clockData = data.clock || {};
    root.replaceChildren();
    if (!v.price) { // before the game (or an unknown view): the chat's words
      const text = el("div", "text");
      for (const line of data.text || []) text.append(el("div", "line", line));
      root.append(text);
      return;
    }
    const actions = data.actions || [];
    const open = data.open || [];
    const isBid = (a) => a.action.startsWith("bid:");
    const bids = [...actions.filter(isBid), ...open.filter(isBid)];

    root.append(head(data, v));
    if (v.auction && v.phase === "auction") root.append(auction(data, v, bids, act));

    const decision = actions.filter((a) => !isBid(a));
    if (decision.length) {
      const box = el("section", "eco-decide");
      box.append(el("h3", "", W("decide")));
      const question = el("div", "text question");
      for (const line of data.text || []) question.append(el("div", "line", line));
      box.append(question);
      const row = el("div", "buttons actions");
      row.id = "actions";
      for (const a of decision) row.append(button(a, act));
      box.append(row);
      root.append(box);
    }

    root.append(board(data, v));
    root.append(players(data, v));

    if ((v.hand || []).length) {
      root.append(el("h3", "", W("your-cards")));
      root.append(el("div", "line cards", v.hand.map((c) => W("card-" + c)).join(" · ")));
    }
    if ((v.crimes || []).length) {
      root.append(el("h3", "", W("crimes")));
      for (const c of v.crimes) root.append(el("div", "line", "🕵 #" + c.id + " — " + (data.names || [])[c.seat]));
    }

    const panel = open.filter((a) => !isBid(a));
    if (panel.length) {
      root.append(el("h3", "panel-title", word("app-at-any-time")));
      const row = el("div", "buttons open");
      row.id = "open";
      for (const a of panel) row.append(button(a, act, a.action === "bankrupt" ? "danger" : ""));
      root.append(row);
    }

    if (bids.length) { // the main button raises by the smallest step
      const first = bids[0];
      window.Croupier.main(W("raise") + ": " + first.label, () => act(first.action), true);
    } else {
      window.Croupier.main(null);
    }
  }

  window.CroupierPages.economicus = { render };
})();
