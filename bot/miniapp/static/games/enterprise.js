// 企业制度模拟 in the Mini App: the running task with an assignment picker (who gives which skill), the
// job market with an offer builder, the reader's enterprise and people. Every other decision is the
// engine's legal choices as buttons. Sealed offers shown are the reader's own (`drafts`): the view
// (games/enterprise/views.py) holds no other seat's.
"use strict";

(() => {
  const C = window.Croupier;
  const el = C.el;
  const w = (key) => C.word("enterprise-app-" + key);
  let pick = { key: "", ids: [] };                          // the assignment being built
  let offer = { key: "", id: null, salary: 0, perf: 0, sys: "0" }; // the offer being built

  function money(n) {
    return (n < 0 ? "−¥" : "¥") + Math.abs(n).toLocaleString(document.documentElement.lang || "en");
  }

  function style() {
    if (document.getElementById("enterprise-style")) return;
    const s = document.createElement("style");
    s.id = "enterprise-style";
    s.textContent = `
.en-box { background: var(--second); border-radius: 10px; padding: 8px 10px; margin: 8px 0; }
.en-head { font-weight: 600; margin-bottom: 4px; }
.en .hint { color: var(--hint); font-size: 13px; }
.en .tile { display: inline-block; min-width: 34px; padding: 2px 4px; margin: 1px; border-radius: 6px;
  border: 1px solid var(--hint); text-align: center; font-variant-numeric: tabular-nums; }
.en .tile.off { opacity: .35; text-decoration: line-through; }
.en .person { display: flex; align-items: center; gap: 6px; padding: 4px 0; border-top: 1px solid var(--bg); }
.en .person .who { min-width: 32px; font-weight: 600; }
.en .person .terms { margin-left: auto; color: var(--hint); font-size: 13px; text-align: right; }
.en button.person { width: 100%; background: transparent; color: var(--text); border: 0; border-radius: 8px; }
.en button.person.chosen { box-shadow: inset 0 0 0 2px var(--button); }
.en select { font-size: 15px; padding: 6px; border-radius: 8px; background: var(--bg); color: var(--text);
  border: 1px solid var(--hint); max-width: 100%; }
.en .row { display: flex; align-items: center; gap: 8px; margin: 6px 0; }
.en .row .lbl { flex: 1; }
.en .row output { min-width: 48px; text-align: center; font-weight: 600; }
.en .row button, .en .go button, .en .buttons button { border: 0; border-radius: 8px; padding: 9px 12px;
  font-size: 15px; background: var(--button); color: var(--button-text); min-width: 44px; }
.en .go { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 6px; }
.en .buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.en button[disabled] { opacity: .4; }
.en details { color: var(--hint); font-size: 13px; margin-top: 10px; }`;
    document.head.append(s);
  }

  function tiles(p, suits, need) {
    const span = el("span", "tiles");
    p.tiles.forEach((r, s) => {
      const t = el("span", "tile" + (p.flipped[s] || (need && r < need[s]) ? " off" : ""), suits[s] + r);
      span.append(t);
    });
    return span;
  }

  function personRow(p, suits, terms, tag) {
    const row = el(tag || "div", "person");
    row.dataset.person = String(p.id);
    row.append(el("span", "who", "#" + p.id), tiles(p, suits));
    if (terms) row.append(el("span", "terms", terms));
    return row;
  }

  function stepper(label, value, lo, step, set) {
    const row = el("div", "row");
    row.append(el("span", "lbl", label));
    const minus = el("button", "", "−" + step);
    minus.disabled = value - step < lo;
    minus.addEventListener("click", () => set(value - step));
    const out = el("output", "", String(value));
    const plus = el("button", "", "+" + step);
    plus.addEventListener("click", () => set(value + step));
    row.append(minus, out, plus);
    return row;
  }

  /** Who gives which skill for the running sub-task: one of the reader's people per suit. */
  function assignment(page, v, x, act, actions, rerender) {
    const t = v.task;
    const mine = v.persons.filter((p) => p.firm === v.seat);
    const key = t.no + ":" + t.sub;
    if (pick.key !== key) pick = { key, ids: (v.cover || []).slice() };
    const box = el("div", "en-box en-assign");
    box.append(el("div", "en-head", w("assign")));
    let complete = true;
    for (let s = 0; s < 3; s++) {
      const able = mine.filter((p) => !p.flipped[s] && p.tiles[s] >= t.req[s]);
      const row = el("div", "row");
      row.append(el("span", "lbl", x.suits[s] + " ≥ " + t.req[s]));
      const select = el("select");
      select.dataset.suit = String(s);
      for (const p of able) {
        const o = el("option", "", "#" + p.id + " (" + x.suits[s] + p.tiles[s] + ")");
        o.value = String(p.id);
        select.append(o);
      }
      if (!able.length) complete = false;
      if (pick.ids[s] !== undefined && able.some((p) => p.id === pick.ids[s])) select.value = String(pick.ids[s]);
      else if (able.length) pick.ids[s] = able[0].id;
      select.addEventListener("change", () => { pick.ids[s] = +select.value; });
      row.append(select);
      box.append(row);
    }
    page.append(box);
    const ready = complete && actions.some((a) => a.action === "accept");
    const label = w("send-assign") + " · " + money(t.rewards[t.rewards.length - 1]);
    C.main(label, () => act("assign:" + pick.ids.join(":")), ready);
  }

  /** An offer to one person of the market: salary and performance pay from the engine's own terms. */
  function offers(page, v, x, act, actions, rerender) {
    const presets = actions.filter((a) => a.action.startsWith("offer:")).map((a) => a.action.split(":"));
    const firstOf = (id) => presets.find((p) => +p[1] === id);
    const box = el("div", "en-box en-offer");
    box.append(el("div", "en-head", w("market")));
    const key = v.round + ":" + v.phase;
    if (offer.key !== key || (offer.id !== null && !firstOf(offer.id))) offer = { key, id: null, salary: 0, perf: 0, sys: "0" };
    for (const p of v.persons.filter((q) => q.firm === null)) {
      const preset = firstOf(p.id);
      const row = personRow(p, x.suits, preset ? "" : "✓", "button");
      row.classList.toggle("chosen", offer.id === p.id);
      row.disabled = C.busy || !preset;
      row.addEventListener("click", () => {
        offer = { key, id: p.id, salary: +preset[2], perf: +preset[3], sys: preset[4] };
        rerender();
      });
      box.append(row);
    }
    if (offer.id !== null) {
      box.append(el("div", "en-head", w("offer-to") + " #" + offer.id));
      box.append(stepper(w("salary"), offer.salary, 0, 1, (n) => { offer.salary = n; rerender(); }));
      box.append(stepper(w("perf"), offer.perf, 0, 1, (n) => { offer.perf = n; rerender(); }));
      const fire = () => act(["offer", offer.id, offer.salary, offer.perf, offer.sys].join(":"));
      C.main(w("send-offer") + " #" + offer.id + ": " + money(offer.salary) + " + " + money(offer.perf), fire, true);
    } else {
      box.append(el("div", "hint", w("pick-person")));
    }
    page.append(box);
  }

  window.CroupierPages.enterprise = {
    render(root, data, act) {
      style();
      const rerender = () => this.render(root, data, act);
      root.replaceChildren();
      const page = el("div", "en");
      root.append(page);
      const v = data.view, x = data.extra || {};
      document.body.dataset.sent = v && v.pending ? "1" : "";  // the reader's own choice of the step is in
      C.main(null);
      if (!v || v.seat === undefined || !x.suits) {
        for (const line of data.text || []) page.append(el("div", "line", line));
        return;
      }
      const f = v.firms[v.seat];
      const head = el("div", "en-box");
      head.append(el("div", "en-head", w("round") + " " + v.round + "/" + v.rounds + " · " + x.phase));
      head.append(el("div", "", (x.systems[f.system] || x.systems.none) + " · " + money(f.cash)));
      if (v.expected) head.append(el("div", "hint", w("sent") + ": " + v.sent + "/" + v.expected));
      page.append(head);

      const t = v.task;
      if (v.phase === "task" && t.req.length) {
        const task = el("div", "en-box en-task");
        task.append(el("div", "en-head", w("task") + " " + t.no + "/" + t.tasks + " · " + w("stage") + " " + t.sub));
        const need = el("div");
        t.req.forEach((r, s) => need.append(el("span", "tile", x.suits[s] + "≥" + r)));
        task.append(need);
        task.append(el("div", "", w("reward") + ": " + t.rewards.map(money).join(" + ")));
        page.append(task);
      }

      const actions = data.actions || [];
      let shown = actions;
      if (actions.length && v.phase === "task" && actions.some((a) => a.action === "accept")) {
        assignment(page, v, x, act, actions, rerender);
        shown = actions.filter((a) => a.action !== "accept");
      } else if (actions.length && v.phase === "offer") {
        offers(page, v, x, act, actions, rerender);
        shown = actions.filter((a) => !a.action.startsWith("offer:"));
      }
      if (shown.length) {
        const box = el("div", "en-box");
        box.append(C.buttons(shown, "actions"));
        page.append(box);
      }
      if ((v.drafts || []).length) {
        const box = el("div", "en-box en-drafts");
        box.append(el("div", "en-head", w("your-sealed")));
        for (const d of x.drafts || []) box.append(el("div", "", d));
        page.append(box);
      }

      const staff = el("div", "en-box en-staff");
      staff.append(el("div", "en-head", w("people")));
      for (const p of v.persons.filter((q) => q.firm === v.seat)) {
        staff.append(personRow(p, x.suits, money(p.salary) + " + " + money(p.perf)));
      }
      page.append(staff);
      const more = el("details");
      more.append(el("summary", "", w("as-in-chat")));
      for (const line of data.text || []) more.append(el("div", "line", line));
      page.append(more);
    },
  };
})();
