// The 保皇 table as a Telegram Mini App: the hand as cards, only the engine's legal plays can be made.
// Launch data comes from Telegram (Telegram.WebApp when its script is loaded, else the URL's hash,
// where Telegram puts it: tgWebAppData, tgWebAppThemeParams). The game is named by ?g=<token>.
"use strict";

const RANKS = "3456789TJQKA2";
const RANK_NAMES = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
const SUITS = "♠♥♦♣";
const JOKERS = { S: 13, B: 14, O: 15 };

const tg = window.Telegram && window.Telegram.WebApp;
const launch = new URLSearchParams(location.hash.slice(1));
const initData = (tg && tg.initData) || launch.get("tgWebAppData") || "";
const token = new URLSearchParams(location.search).get("g") || "";

function applyTheme() {
  let theme = tg && tg.themeParams;
  if (!theme) {
    try { theme = JSON.parse(launch.get("tgWebAppThemeParams") || "{}"); } catch (e) { theme = {}; }
  }
  for (const [key, value] of Object.entries(theme || {})) {
    if (typeof value === "string") {
      document.documentElement.style.setProperty("--tg-theme-" + key.replace(/_/g, "-"), value);
    }
  }
}

let state = null;      // the last answer of /api/view
let picked = new Set(); // the indexes in the hand of the cards picked
let busy = false;
let generation = 0;     // moves made from this page: a view fetched before one is out of date

async function call(path, options) {
  const response = await fetch(path, {
    ...options,
    headers: { ...(options && options.headers), Authorization: "tma " + initData },
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

function rankOfLetter(letter) {
  return letter in JOKERS ? JOKERS[letter] : RANKS.indexOf(letter);
}

/** The play code of the picked cards, as the engine spells it (games/baohuang/plays.py `encode`). */
function code(cards) {
  const count = {};
  for (const c of cards) count[c >> 4] = (count[c >> 4] || 0) + 1;
  const parts = [];
  for (let r = 0; r <= 12; r++) if (count[r]) parts.push(count[r] === 1 ? RANKS[r] : RANKS[r] + "x" + count[r]);
  for (const [letter, r] of Object.entries(JOKERS)) {
    if (count[r]) parts.push(count[r] === 1 ? letter : letter + "x" + count[r]);
  }
  return parts.join("+");
}

function cardFace(c) {
  const rank = c >> 4;
  if (rank >= 13) return { text: ["🃏", rank === 13 ? "S" : rank === 14 ? "B" : "O"], red: rank !== 13 };
  const suit = (c >> 2) & 3;
  return { text: [RANK_NAMES[rank], SUITS[suit]], red: suit === 1 || suit === 2 };
}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render() {
  const view = state.view || {};
  const names = state.names || [];
  document.getElementById("status").textContent =
    (state.to_act || []).length ? "⏳ " + state.to_act.map((s) => names[s]).join(", ") : "";
  const table = document.getElementById("table");
  table.replaceChildren();
  const top = view.top;
  if (top && view.owner !== null && view.owner !== undefined) table.textContent = names[view.owner] + ": " + top;

  const actions = state.actions || [];
  const plays = new Map(actions.filter((a) => a.action.startsWith("play:") && !a.action.startsWith("play:#"))
    .map((a) => [a.action.slice(5), a.label]));
  const usable = new Set();
  for (const c of plays.keys()) for (const part of c.split("+")) usable.add(rankOfLetter(part[0]));
  document.body.dataset.plays = [...plays.keys()].join(" ");
  document.body.dataset.acting = actions.length ? "1" : "";
  document.body.dataset.moves = String(state.moves);

  const hand = document.getElementById("hand");
  hand.replaceChildren();
  (view.hand || []).forEach((c, i) => {
    const face = cardFace(c);
    const button = el("button", "card" + (face.red ? " red" : "") + (picked.has(i) ? " picked" : ""));
    button.dataset.rank = String(c >> 4);
    for (const line of face.text) button.append(el("span", "", line));
    button.disabled = busy || !usable.has(c >> 4);
    button.addEventListener("click", () => {
      if (picked.has(i)) picked.delete(i); else picked.add(i);
      render();
    });
    hand.append(button);
  });

  const box = document.getElementById("actions");
  box.replaceChildren();
  if (plays.size) {
    const chosen = code([...picked].map((i) => view.hand[i]));
    const play = el("button", "play", plays.has(chosen) ? "▶ " + plays.get(chosen) : "▶");
    play.disabled = busy || !plays.has(chosen);
    play.addEventListener("click", () => act("play:" + chosen));
    box.append(play);
  }
  for (const a of actions) {
    if (a.action.startsWith("play:") && plays.has(a.action.slice(5))) continue;
    const button = el("button", "act", a.label);
    button.dataset.action = a.action;
    button.disabled = busy;
    button.addEventListener("click", () => act(a.action));
    box.append(button);
  }
}

async function act(action) {
  busy = true;
  generation++;
  render();
  try {
    const said = await call("/api/act", {
      method: "POST",
      body: JSON.stringify({ g: token, action: action, moves: state.moves }),
    });
    document.getElementById("note").textContent = said.text || "";
    if (said.view) state = said.view;
    picked = new Set();
  } catch (e) {
    document.getElementById("note").textContent = "⚠ " + e.message;
  }
  busy = false;
  generation++;
  render();
}

async function refresh() {
  if (busy) return;
  const asked = generation;
  try {
    const fresh = await call("/api/view?g=" + encodeURIComponent(token));
    if (busy || asked !== generation) return; // a move answered meanwhile: its view is newer
    const changed = !state || JSON.stringify(fresh) !== JSON.stringify(state);
    if (changed && state && fresh.moves !== state.moves) picked = new Set();
    state = fresh;
    if (changed) render();
    document.body.dataset.ready = "1";
  } catch (e) {
    document.getElementById("note").textContent = "⚠ " + e.message;
  }
}

applyTheme();
if (tg && tg.ready) tg.ready();
refresh();
setInterval(refresh, 3000);
