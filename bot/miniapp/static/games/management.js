// «Менеджмент» in the Mini App: the bank's offer and the market beside the player's own books, and a
// bid (or offer) builder for the sealed steps. Only the reader's own choice is ever shown before the
// reveal: the view (games/management/views.py) holds no other company's sent choice.
// The server validates every bid as a pressed button's; the builder only keeps the numbers in range.
"use strict";

(() => {
  const C = window.Croupier;
  const el = C.el;
  const w = (key) => C.word("management-app-" + key);
  let draft = { key: "", qty: 1, price: 0 };  // the bid or offer being built, per month and step

  function style() {
    if (document.getElementById("management-style")) return;
    const s = document.createElement("style");
    s.id = "management-style";
    s.textContent = `
.mg-box { background: var(--second); border-radius: 10px; padding: 8px 10px; margin: 8px 0; }
.mg-head { font-weight: 600; }
.mg-grid { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; }
.mg-grid .v { text-align: right; font-variant-numeric: tabular-nums; }
.mg-step { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 6px 0; }
.mg-step button { min-width: 44px; min-height: 40px; border: 0; border-radius: 8px; font-size: 17px;
  background: var(--button); color: var(--button-text); }
.mg-step output { min-width: 64px; text-align: center; font-size: 18px; font-weight: 600; }
.mg-step .lbl { flex: 1; }
.mg-send { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 8px; }
.mg-send button, .mg .buttons button { border: 0; border-radius: 8px; padding: 10px 14px; font-size: 15px;
  background: var(--button); color: var(--button-text); }
.mg-send button.skip { background: transparent; color: var(--button); border: 1px solid var(--button); }
.mg button[disabled] { opacity: .4; }
.mg table { width: 100%; border-collapse: collapse; font-size: 14px; font-variant-numeric: tabular-nums; }
.mg th, .mg td { padding: 3px 4px; text-align: right; }
.mg th:first-child, .mg td:first-child { text-align: left; }
.mg tr.me td { font-weight: 600; }
.mg tr.out td { color: var(--hint); text-decoration: line-through; }
.mg .hint { color: var(--hint); font-size: 13px; }
.mg .buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.mg details { color: var(--hint); font-size: 13px; margin-top: 10px; }`;
    document.head.append(s);
  }

  function grid(rows) {
    const g = el("div", "mg-grid");
    for (const [k, v] of rows) g.append(el("span", "", k), el("span", "v", String(v)));
    return g;
  }

  function stepper(label, value, lo, hi, steps, set) {
    const row = el("div", "mg-step");
    row.append(el("span", "lbl", label));
    for (const d of steps.filter((d) => d < 0)) {
      const b = el("button", "", String(d));
      b.disabled = value + d < lo;
      b.addEventListener("click", () => set(Math.max(lo, value + d)));
      row.append(b);
    }
    const out = el("output", "", String(value));
    out.dataset.field = label;
    row.append(out);
    for (const d of steps.filter((d) => d > 0)) {
      const b = el("button", "", "+" + d);
      b.disabled = value + d > hi;
      b.addEventListener("click", () => set(Math.min(hi, value + d)));
      row.append(b);
    }
    return row;
  }

  /** The bid (step 3) or offer (step 5) builder: quantity and price within the bank's bounds. */
  function builder(root, data, act, v, rerender) {
    const bid = v.phase === "bid";
    const m = v.market, me = v.me;
    const key = v.month + ":" + v.phase;
    const maxQty = bid ? Math.min(m.esm_qty, Math.floor(me.cash / m.esm_min)) : me.egp;
    if (draft.key !== key) {
      const sent = (v.pending || "").split(":");
      draft = sent.length === 3
        ? { key, qty: +sent[1], price: +sent[2] }
        : { key, qty: Math.min(maxQty, 1), price: bid ? m.esm_min : m.egp_max };
    }
    const lo = bid ? m.esm_min : 1, hi = bid ? Math.max(m.esm_min, Math.floor(me.cash / Math.max(1, draft.qty))) : m.egp_max;
    const box = el("div", "mg-box mg-builder");
    box.dataset.builder = v.phase;
    box.append(el("div", "mg-head", bid ? w("your-bid") : w("your-offer")));
    box.append(stepper(w("qty"), draft.qty, Math.min(1, maxQty), maxQty, [-1, 1], (q) => { draft.qty = q; rerender(); }));
    box.append(stepper(w("price"), draft.price, lo, hi, bid ? [-50, -10, 10, 50] : [-250, -50, 50, 250],
      (p) => { draft.price = p; rerender(); }));
    const total = draft.qty * draft.price;
    box.append(grid(bid
      ? [[w("total"), "$" + total], [w("cash-left"), "$" + (me.cash - total)]]
      : [[w("total"), "$" + total], [w("demand"), m.egp_qty]]));
    const verb = bid ? "buy" : "sell";
    const send = el("div", "mg-send");
    const skip = el("button", "skip", w("skip"));
    skip.dataset.action = verb + ":skip";
    skip.disabled = C.busy;
    skip.addEventListener("click", () => act(verb + ":skip"));
    send.append(skip);
    box.append(send);
    box.append(el("div", "hint", w("sealed")));
    root.append(box);
    // the sealed bid goes by the main button (Telegram's MainButton in Telegram)
    const label = (bid ? w("send-bid") : w("send-offer")) + ": " + draft.qty + " × $" + draft.price;
    const ok = draft.qty >= 1 && (!bid || total <= me.cash);
    C.main(label, () => act(verb + ":" + draft.qty + ":" + draft.price), ok);
  }

  function companies(data, v) {
    const box = el("div", "mg-box");
    box.append(el("div", "mg-head", w("companies")));
    const t = el("table");
    const head = el("tr");
    for (const h of ["", w("cash"), w("rm"), w("fp"), w("factories")]) head.append(el("th", "", h));
    t.append(head);
    for (const c of v.companies) {
      const r = el("tr", (c.seat === v.seat ? "me" : "") + (c.alive ? "" : " out"));
      r.append(el("td", "", data.names[c.seat] || "?"), el("td", "", "$" + c.cash), el("td", "", String(c.esm)),
        el("td", "", String(c.egp)), el("td", "", c.ordinary + "+" + c.auto));
      t.append(r);
    }
    box.append(t);
    for (const [rows, title] of [[v.bids, w("bids")], [v.offers, w("offers")]]) {
      if (!rows.length) continue;
      box.append(el("div", "mg-head", title));
      const rt = el("table");
      rt.className = "mg-revealed";
      for (const r of rows) {
        const tr = el("tr");
        tr.append(el("td", "", data.names[r.seat] || "?"), el("td", "", r.qty + " × $" + r.price),
          el("td", "", "✓ " + r.filled));
        rt.append(tr);
      }
      box.append(rt);
    }
    return box;
  }

  window.CroupierPages.management = {
    render(root, data, act) {
      style();
      const rerender = () => this.render(root, data, act);
      root.replaceChildren();
      const page = el("div", "mg");
      root.append(page);
      const v = data.view;
      document.body.dataset.sent = v && v.pending ? "1" : "";  // the reader's own choice of the step is in
      const x = data.extra || {};
      if (!v) {
        for (const line of data.text || []) page.append(el("div", "line", line));
        return;
      }
      const head = el("div", "mg-box");
      head.append(el("div", "mg-head", w("month") + " " + v.month + "/" + v.months + (x.step ? " · " + x.step : "")));
      const m = v.market;
      head.append(grid([
        [w("level"), m.level],
        [w("bank-sells"), m.esm_qty + " × ≥ $" + m.esm_min],
        [w("bank-buys"), m.egp_qty + " × ≤ $" + m.egp_max],
      ]));
      if (v.expected) head.append(el("div", "hint", w("sent") + ": " + v.sent + "/" + v.expected));
      page.append(head);

      if (v.me && v.seat !== undefined) {
        const me = el("div", "mg-box mg-me");
        me.append(el("div", "mg-head", w("books")));
        me.append(grid([
          [w("cash"), "$" + v.me.cash],
          [w("rm") + " / " + w("fp"), v.me.esm + " / " + v.me.egp],
          [w("factories"), v.me.ordinary + " + " + v.me.auto + " · " + w("capacity") + " " + v.me.capacity],
          [w("loans"), "$" + v.me.loan_total + " (" + w("room") + " $" + v.me.loan_room + ")"],
        ]));
        if (x.pending) me.append(el("div", "mg-pending", w("yours") + ": " + x.pending));
        page.append(me);
      }

      const actions = data.actions || [];
      C.main(null);
      if (actions.length && (v.phase === "bid" || v.phase === "sell")) {
        builder(page, data, act, v, rerender);
      } else if (actions.length) {
        const box = el("div", "mg-box");
        box.append(el("div", "mg-head", x.step || ""));
        box.append(C.buttons(actions, "actions"));
        page.append(box);
      }
      page.append(companies(data, v));
      const more = el("details");
      more.append(el("summary", "", w("as-in-chat")));
      for (const line of data.text || []) more.append(el("div", "line", line));
      page.append(more);
    },
  };
})();
