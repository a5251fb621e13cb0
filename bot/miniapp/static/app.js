// The Mini App's core, shared by every game's page: the launch data, Telegram's theme, the API, the
// live updates, and the registry of pages.
//
// A game with a page of its own registers it from static/games/<game id>.js:
//     window.CroupierPages["baohuang"] = { render(root, data, act) { ... } };
// `data` is the /api/view answer (see bot/miniapp/api.py), `act(action)` posts a move and resolves
// to the /api/act answer once the page has been redrawn with it. `render` is called again whenever
// the view changes; it owns `root`. A game without a page is drawn by `generic` below: the status
// text and every legal action as a labelled button, so every game can be played here.
//
// Launch data comes from Telegram (Telegram.WebApp when its script is loaded, else the URL's hash,
// where Telegram puts it: tgWebAppData, tgWebAppThemeParams). The game is named by ?g=<token>, or
// by the start parameter `g<token>` of a direct link (t.me/<bot>/<app>?startapp=g<token>).
"use strict";

window.CroupierPages = window.CroupierPages || {};

const Croupier = (() => {
  const tg = window.Telegram && window.Telegram.WebApp;
  const launch = new URLSearchParams(location.hash.slice(1));
  const initData = (tg && tg.initData) || launch.get("tgWebAppData") || "";
  const startParam = (tg && tg.initDataUnsafe && tg.initDataUnsafe.start_param)
    || new URLSearchParams(initData).get("start_param") || launch.get("tgWebAppStartParam") || "";
  const token = new URLSearchParams(location.search).get("g")
    || (startParam.startsWith("g") ? startParam.slice(1) : "");

  let data = null;        // the last answer of /api/view
  let busy = false;       // a move is on its way
  let generation = 0;     // moves made from this page: a view fetched before one is out of date
  let page = null;        // the game's page, or `generic`
  let loading = null;     // the game's script being loaded
  let mainAction = null;  // what the main button does now

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  /** A word of the page in the reader's language (locales: app-… and <game>-app-…). */
  function word(key) {
    return (data && data.words && data.words[key]) || key;
  }

  function applyTheme() {
    let theme = tg && tg.themeParams;
    if (!theme || !Object.keys(theme).length) {
      try { theme = JSON.parse(launch.get("tgWebAppThemeParams") || "{}"); } catch (e) { theme = {}; }
    }
    for (const [key, value] of Object.entries(theme || {})) {
      if (typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value)) {
        document.documentElement.style.setProperty("--tg-theme-" + key.replace(/_/g, "-"), value);
      }
    }
    const bg = (theme && theme.bg_color) || "";
    document.documentElement.dataset.scheme = (tg && tg.colorScheme) || (bg && dark(bg) ? "dark" : "light");
  }

  function dark(hex) {
    const v = hex.replace("#", "");
    const n = v.length === 3 ? v.split("").map((c) => parseInt(c + c, 16)) : [0, 2, 4].map((i) => parseInt(v.substr(i, 2), 16));
    return 0.299 * n[0] + 0.587 * n[1] + 0.114 * n[2] < 128;
  }

  async function call(path, options) {
    const response = await fetch(path, {
      ...options,
      headers: { ...(options && options.headers), Authorization: "tma " + initData },
    });
    if (response.status === 429) return response.json(); // refused, with the reason in the reader's words
    if (!response.ok) throw new Error(String(response.status));
    return response.json();
  }

  function note(text) {
    document.getElementById("note").textContent = text || "";
  }

  // --- the main button: Telegram's MainButton, or one on the page outside Telegram ----------------
  function onMain() {
    if (mainAction && !busy) mainAction();
  }

  /** Show the main action (`label`, `enabled`), or hide it (`label` null). */
  function main(label, action, enabled) {
    mainAction = label ? action : null;
    const on = enabled !== false && !busy;
    const button = document.getElementById("main");
    if (tg && tg.MainButton) {
      if (label) {
        tg.MainButton.setText(label);
        if (on) tg.MainButton.enable(); else tg.MainButton.disable();
        tg.MainButton.show();
      } else {
        tg.MainButton.hide();
      }
      button.hidden = true;
      return;
    }
    button.hidden = !label;
    button.textContent = label || "";
    button.disabled = !on;
  }

  function haptic(kind) {
    if (tg && tg.HapticFeedback) tg.HapticFeedback.notificationOccurred(kind || "success");
  }

  // --- drawing -----------------------------------------------------------------------------------
  function mark() {
    const body = document.body;
    body.dataset.game = data.game || "";
    body.dataset.acting = (data.actions || []).length ? "1" : "";
    body.dataset.moves = String(data.moves);
    body.dataset.over = data.over ? "1" : "";
    document.documentElement.lang = data.lang || "en";
  }

  function draw() {
    if (!data) return;
    mark();
    const root = document.getElementById("root");
    const chosen = (data.page && window.CroupierPages[data.game]) || generic;
    if (chosen !== page) {
      page = chosen;
      root.replaceChildren();
      main(null);
    }
    try {
      page.render(root, data, act);
    } catch (e) {
      note("⚠ " + e.message);
      throw e;
    }
  }

  function buttons(list, cls) {
    const box = el("div", "buttons " + cls);
    for (const a of list) {
      const button = el("button", "act", a.label);
      button.dataset.action = a.action;
      button.disabled = busy;
      button.addEventListener("click", () => act(a.action));
      box.append(button);
    }
    return box;
  }

  /** Every game's fallback page: the table as the chat words it, every legal choice a button. */
  const generic = {
    render(root, d) {
      root.replaceChildren();
      const text = el("div", "text");
      for (const line of d.text || []) text.append(el("div", "line", line));
      root.append(text);
      if ((d.actions || []).length) root.append(buttons(d.actions, "actions"));
      if ((d.open || []).length) {
        root.append(el("h3", "panel-title", word("app-at-any-time")));
        root.append(buttons(d.open, "open"));
      }
    },
  };

  // --- acting and keeping up to date -------------------------------------------------------------
  async function act(action) {
    if (busy || !data) return null;
    busy = true;
    document.body.dataset.busy = "1";
    generation++;
    draw();
    let said = null;
    try {
      said = await call("/api/act", {
        method: "POST",
        body: JSON.stringify({ g: token, action: action, moves: data.moves }),
      });
      note(said.text || "");
      if (said.view) data = said.view;
    } catch (e) {
      note("⚠ " + word("app-failed"));
    }
    busy = false;
    document.body.dataset.busy = "";
    generation++;
    draw();
    return said;
  }

  async function ensurePage(fresh) {
    if (!fresh.page || window.CroupierPages[fresh.game]) return;
    if (!loading) {
      loading = new Promise((resolve) => {
        const script = document.createElement("script");
        script.src = "/app/games/" + encodeURIComponent(fresh.game) + ".js";
        script.onload = resolve;
        script.onerror = resolve; // the generic page then
        document.head.append(script);
      });
    }
    await loading;
  }

  let expired = false;    // the launch data is no longer believed: only a new launch helps
  let fetching = null;
  let again = false;

  /** Fetch the view and redraw if it changed; calls made meanwhile fold into one more fetch. */
  async function refresh() {
    if (fetching) { again = true; return fetching; }
    fetching = (async () => {
      do {
        again = false;
        await refreshOnce();
      } while (again);
    })();
    try { await fetching; } finally { fetching = null; }
  }

  async function refreshOnce() {
    if (busy) return;
    const asked = generation;
    try {
      const fresh = await call("/api/view?g=" + encodeURIComponent(token));
      await ensurePage(fresh);
      if (busy || asked !== generation) return; // a move answered meanwhile: its view is newer
      const changed = !data || JSON.stringify(fresh) !== JSON.stringify(data);
      const myTurn = (fresh.actions || []).length > 0 && !(data && (data.actions || []).length);
      data = fresh;
      if (changed) draw();
      if (myTurn && document.body.dataset.ready) haptic("success");
      document.body.dataset.ready = "1";
    } catch (e) {
      expired = e.message === "401";
      note("⚠ " + word(expired ? "app-expired" : "app-failed"));
      document.body.dataset.ready = "1";
    }
  }

  /** Server-sent events from /api/events (initData in the query: EventSource sends no headers);
   * each one means "the game moved": fetch the view. A slow poll stays as a safety net. */
  let slow = 3000;

  function listen() {
    if (window.EventSource) {
      const url = "/api/events?g=" + encodeURIComponent(token) + "&tma=" + encodeURIComponent(initData);
      const source = new EventSource(url);
      source.onopen = () => { slow = 20000; document.body.dataset.live = "1"; };
      source.onmessage = () => refresh();
      source.onerror = () => {
        slow = 3000;
        document.body.dataset.live = "";
        if (source.readyState === EventSource.CLOSED && !expired) setTimeout(listen, 5000);
      };
    }
  }

  function poll() {
    const tick = () => { if (!expired) refresh(); setTimeout(tick, slow); };
    setTimeout(tick, slow);
  }

  function start() {
    applyTheme();
    if (tg) {
      if (tg.ready) tg.ready();
      if (tg.expand) tg.expand();
      if (tg.onEvent) tg.onEvent("themeChanged", applyTheme);
      if (tg.MainButton && tg.MainButton.onClick) tg.MainButton.onClick(onMain);
    }
    document.getElementById("main").addEventListener("click", onMain);
    refresh();
    listen();
    poll();
  }

  return { tg, el, word, main, haptic, note, refresh, buttons, get busy() { return busy; }, start };
})();

window.Croupier = Croupier;
Croupier.start();
