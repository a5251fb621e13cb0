// 功德轮回 in the Mini App: the reader's role, vow and means, the beings to save with what each costs
// the reader, the choices the engine allows now, and the table. The secret refuge choice shown is the
// reader's own (`my_refuge`); another's shows only once the view reveals it.
"use strict";

(() => {
  const C = window.Croupier;
  const el = C.el;
  const w = (key) => C.word("merit-app-" + key);

  function style() {
    if (document.getElementById("merit-style")) return;
    const s = document.createElement("style");
    s.id = "merit-style";
    s.textContent = `
.me-box { background: var(--second); border-radius: 10px; padding: 8px 10px; margin: 8px 0; }
.me-head { font-weight: 600; margin-bottom: 4px; }
.me .hint { color: var(--hint); font-size: 13px; }
.me .stats { display: flex; gap: 14px; font-size: 17px; font-variant-numeric: tabular-nums; }
.me .beings { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 6px; }
.me .being { border: 1px solid var(--hint); border-radius: 8px; padding: 6px; display: flex; flex-direction: column;
  gap: 2px; background: var(--bg); color: var(--text); text-align: left; font-size: 14px; }
.me .being.last { border-style: dashed; }
.me button.being { cursor: pointer; border-color: var(--button); }
.me button.being[disabled] { opacity: .5; }
.me .roles { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.me .roles button { padding: 14px 6px; font-size: 16px; }
.me .buttons, .me .choices { display: flex; flex-wrap: wrap; gap: 6px; }
.me .buttons button, .me .roles button, .me .choices button { border: 0; border-radius: 8px; padding: 10px 12px;
  font-size: 15px; background: var(--button); color: var(--button-text); }
.me .choices button { flex: 1; min-height: 52px; }
.me button[disabled] { opacity: .4; }
.me table { width: 100%; border-collapse: collapse; font-size: 14px; font-variant-numeric: tabular-nums; }
.me td { padding: 3px 4px; text-align: right; }
.me td:first-child { text-align: left; }
.me tr.you td { font-weight: 600; }
.me tr.acting td:first-child::before { content: "▶ "; }
.me details { color: var(--hint); font-size: 13px; margin-top: 10px; }`;
    document.head.append(s);
  }

  function button(a, cls, act) {
    const b = el("button", cls || "", a.label);
    b.dataset.action = a.action;
    b.disabled = C.busy;
    b.addEventListener("click", () => act(a.action));
    return b;
  }

  window.CroupierPages.merit = {
    render(root, data, act) {
      style();
      root.replaceChildren();
      const page = el("div", "me");
      root.append(page);
      const v = data.view, x = data.extra || {};
      C.main(null);
      if (!v || v.you === undefined || !x.roles) {
        for (const line of data.text || []) page.append(el("div", "line", line));
        return;
      }
      const head = el("div", "me-box");
      head.append(el("div", "me-head", w("round") + " " + v.round + "/" + v.rounds));
      head.append(el("div", "", w("calamity") + " " + v.calamity + "/" + v.calamity_limit + " · " +
        w("saved") + " " + v.saved + "/" + v.target));
      if (x.events.length) head.append(el("div", "hint", w("events") + ": " + x.events.join(" · ")));
      page.append(head);

      const me = v.seats[v.you];
      const mine = el("div", "me-box me-mine");
      mine.append(el("div", "me-head", me.role ? x.icons[me.role] + " " + x.roles[me.role] : w("no-role")));
      if (x.vow) {
        mine.append(el("div", "", w("vow") + ": " + x.vow));
        mine.append(el("div", "hint", x.vow_desc));
      }
      const stats = el("div", "stats");
      stats.append(el("span", "", "💰 " + me.wealth), el("span", "", "✨ " + me.fu), el("span", "", "💡 " + me.hui));
      mine.append(stats);
      if (v.my_refuge !== null && me.role !== "monk") {
        mine.append(el("div", "me-refuge", "🪷 " + (v.my_refuge ? x.refuge : x.norefuge)));
      }
      page.append(mine);

      const actions = data.actions || [];
      const saves = new Map(actions.filter((a) => a.action.startsWith("save:")).map((a) => [+a.action.slice(5), a]));
      if (actions.length) {
        const box = el("div", "me-box me-act");
        box.dataset.phase = v.phase;
        const title = v.phase === "act" ? w("your-turn") + " · " + v.actions_left : v.phase === "role" ? w("pick-role") : w("choose-refuge");
        box.append(el("div", "me-head", title));
        if (v.phase === "role") {
          const roles = el("div", "roles");
          for (const a of actions) roles.append(button(a, "", act));
          box.append(roles);
        } else if (v.phase === "refuge") {
          box.append(el("div", "hint", w("refuge-secret")));
          const choices = el("div", "choices");
          for (const a of actions) choices.append(button(a, "", act));
          box.append(choices);
        } else {
          const rest = actions.filter((a) => !a.action.startsWith("save:"));
          const buttons = el("div", "buttons");
          for (const a of rest) buttons.append(button(a, "", act));
          box.append(buttons);
        }
        page.append(box);
      }

      if (v.area.length) {
        const box = el("div", "me-box");
        box.append(el("div", "me-head", w("beings")));
        const grid = el("div", "beings");
        for (const b of v.area) {
          const save = saves.get(b.being);
          const card = el(save ? "button" : "div", "being" + (b.last_round ? " last" : ""));
          card.dataset.being = String(b.being);
          if (save) {
            card.dataset.action = save.action;
            card.disabled = C.busy;
            card.addEventListener("click", () => act(save.action));
          }
          card.append(el("b", "", (save ? "🙏 " : "") + (x.beings[b.id] || b.id)));
          const cost = b.costs[v.you] || [];
          if (cost.length) card.append(el("span", "", "💰−" + cost[0] + (cost[1] ? " ✨−" + cost[1] : "") + (cost[2] ? " 💡−" + cost[2] : "")));
          card.append(el("span", "hint", "✨+" + b.fu + " 💡+" + b.hui + (b.last_round ? " · " + w("leaving") : "")));
          grid.append(card);
        }
        box.append(grid);
        page.append(box);
      }

      const table = el("div", "me-box");
      table.append(el("div", "me-head", w("players")));
      const t = el("table");
      for (const s of v.seats) {
        const r = el("tr", (s.seat === v.you ? "you" : "") + (s.acting ? " acting" : ""));
        const refuge = s.refuge === true ? " 🪷" : "";
        r.append(el("td", "", (data.names[s.seat] || "?") + " " + (s.role ? x.icons[s.role] : "") + refuge),
          el("td", "", "💰" + s.wealth), el("td", "", "✨" + s.fu), el("td", "", "💡" + s.hui), el("td", "", "🙏" + s.saves));
        t.append(r);
      }
      table.append(t);
      page.append(table);
      const more = el("details");
      more.append(el("summary", "", w("as-in-chat")));
      for (const line of data.text || []) more.append(el("div", "line", line));
      page.append(more);
    },
  };
})();
