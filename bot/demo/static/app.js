// The demo's Telegram client: the group and each person's private chat with the bot, fed live by
// server-sent events (/api/events). Text is drawn from Telegram's entities with DOM nodes, never as
// HTML. `?as=<person id>` shows what one person sees: the group and their own private chat only.
"use strict";

const WORDS = {
  en: { side: "side by side", as: "as", send: "Send", write: "Write a message…", start: "START", edited: "edited",
        pinned: "Pinned message", limits: "Telegram's limits kept: 429 answers", bot: "bot", group: "group",
        members: "members", general: "General", topic: "Topic created", joined: "joined the group",
        emptyGroup: "Nobody has written yet. Try /games, or open a game: /new merit",
        emptyDm: "Press START to open the private chat with the bot.", you: "You are", all: "Everyone's view",
        gone: "That button is gone.", late: "The bot did not answer in time." },
  ru: { side: "рядом", as: "от имени", send: "Отправить", write: "Сообщение…", start: "ЗАПУСТИТЬ", edited: "изменено",
        pinned: "Закреплённое сообщение", limits: "Лимиты Telegram соблюдены: ответов 429", bot: "бот", group: "группа",
        members: "участников", general: "Общий", topic: "Создана тема", joined: "теперь в группе",
        emptyGroup: "Здесь пока пусто. Попробуйте /games или откройте игру: /new merit",
        emptyDm: "Нажмите «ЗАПУСТИТЬ», чтобы открыть личный чат с ботом.", you: "Вы —", all: "Все чаты",
        gone: "Этой кнопки уже нет.", late: "Бот не ответил вовремя." },
  zh: { side: "并排显示", as: "身份", send: "发送", write: "输入消息…", start: "开始", edited: "已编辑",
        pinned: "置顶消息", limits: "遵守 Telegram 限制：429 次数", bot: "机器人", group: "群组",
        members: "位成员", general: "综合", topic: "话题已创建", joined: "加入了群组",
        emptyGroup: "还没有人发言。试试 /games，或开一局：/new merit",
        emptyDm: "点击「开始」与机器人私聊。", you: "你是", all: "全部会话",
        gone: "这个按钮已经没有了。", late: "机器人没有及时回应。" },
};
const COLORS = ["#e17076", "#7bc862", "#65aadd", "#a695e7", "#ee7aae", "#6ec9cb", "#faa774", "#e5ca77"];
const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const params = new URLSearchParams(location.search);
const fixed = params.get("as") ? Number(params.get("as")) : null;
const saved = JSON.parse(localStorage.getItem("croupier-demo" + (fixed || "")) || "{}");
let world, W, group;
const chats = new Map(); // chat id -> {pane, msgs: Map(id -> element), data: Map(id -> message), topic, unread}

function t(key) { return W[key] || WORDS.en[key]; }
function person(id) { return world.people.find((p) => p.id === id); }
function save() {
  localStorage.setItem("croupier-demo" + (fixed || ""), JSON.stringify(saved));
}

async function post(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(await r.text());
  return r.json();
}

// --- what a person does -----------------------------------------------------------------------

function actor(chatId) {
  if (chatId !== group.id) return chatId;
  return fixed || saved.as || world.people[0].id;
}

async function say(chatId, text) {
  const c = chats.get(chatId);
  const thread = chatId === group.id && c.topic ? Number(c.topic) : null;
  try {
    await post("/api/send", { user: actor(chatId), chat: chatId, text, thread });
  } catch (e) {
    toast(String(e.message || e));
  }
}

async function press(chatId, msgId, data, button) {
  button.classList.add("busy");
  try {
    const a = await post("/api/press", { user: actor(chatId), chat: chatId, message: msgId, data });
    if (a.gone) toast(t("gone"));
    else if (a.late) toast(t("late"));
    else if (a.url) openLink(a.url, actor(chatId));
    else if (a.text && a.alert) alertBox(a.text);
    else if (a.text) toast(a.text);
  } catch (e) {
    toast(String(e.message || e));
  } finally {
    button.classList.remove("busy");
  }
}

// A link to the bot (https://t.me/<bot>?start=<payload>) opens the person's private chat and sends
// /start <payload>, as Telegram does; any other link opens in a new tab.
function openLink(url, who) {
  let u;
  try { u = new URL(url); } catch { return; }
  const bot = world.bot.username.toLowerCase();
  if ((u.host === "t.me" || u.host === "telegram.me") && u.pathname.replace(/\//g, "").toLowerCase() === bot) {
    show(who);
    const payload = u.searchParams.get("start");
    say(who, payload ? `/start ${payload}` : "/start");
    return;
  }
  if (u.protocol === "http:" || u.protocol === "https:") window.open(u.href, "_blank", "noopener");
}

let toastTimer = null;
function toast(text) {
  const box = $("#toast");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { box.hidden = true; }, 2500);
}

function alertBox(text) {
  $("#alert .alert-text").textContent = text;
  $("#alert").hidden = false;
  $("#alert .ok").focus();
}

// --- drawing text from entities ---------------------------------------------------------------

function entityNode(e) {
  switch (e.type) {
    case "bold": return el("b");
    case "italic": return el("i");
    case "underline": return el("u");
    case "strikethrough": return el("s");
    case "code": return el("code");
    case "pre": return el("pre");
    case "blockquote": case "expandable_blockquote": return el("blockquote");
    case "spoiler": {
      const s = el("span", "spoiler");
      s.addEventListener("click", () => s.classList.add("shown"));
      return s;
    }
    case "text_link": case "url": {
      const a = el("a");
      a.dataset.url = e.url || "";
      a.href = /^(https?|tg):/.test(e.url || "") ? e.url : "#";
      return a;
    }
    default: return el("span");
  }
}

function richText(text, entities) {
  const root = el("div", "text");
  const list = (entities || []).slice().sort((a, b) => a.offset - b.offset || b.length - a.length);
  function build(parent, start, end, ents) {
    let pos = start;
    let i = 0;
    while (i < ents.length) {
      const e = ents[i++];
      const from = Math.max(e.offset, pos);
      const to = Math.min(e.offset + e.length, end);
      if (from > pos) parent.append(text.slice(pos, from));
      const inner = [];
      while (i < ents.length && ents[i].offset < to) inner.push(ents[i++]);
      if (to <= from) continue;
      const node = entityNode(e);
      if (e.type === "url") node.dataset.url = node.href = text.slice(from, to);
      build(node, from, to, inner);
      parent.append(node);
      pos = to;
    }
    if (pos < end) parent.append(text.slice(pos, end));
  }
  build(root, 0, text.length, list);
  return root;
}

// --- messages ---------------------------------------------------------------------------------

function time(date) {
  const d = new Date(date * 1000);
  return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

function sizeText(n) {
  return n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`;
}

function messageNode(m) {
  const chatId = m.chat;
  if (m.service) {
    const s = el("div", "msg service");
    s.textContent = m.service.topic !== undefined ? `${t("topic")}: ${m.service.topic}` : `${m.service.joined.join(", ")} ${t("joined")}`;
    return s;
  }
  const mine = !m.from.bot && (chatId !== group.id || m.from.id === actor(chatId));
  const node = el("div", "msg" + (mine ? " mine" : "") + (m.from.bot ? " from-bot" : ""));
  const bubble = el("div", "bubble");
  if (chatId === group.id && !mine) bubble.append(el("div", "from" + (m.from.bot ? " bot" : ""), m.from.name));
  if (m.reply_to) bubble.append(el("div", "reply", m.reply_to.text));
  if (m.file && m.file.photo) {
    const box = el("div", "photo");
    const img = el("img");
    img.src = m.file.url;
    img.alt = m.file.name;
    img.addEventListener("click", () => window.open(m.file.url, "_blank", "noopener"));
    box.append(img);
    bubble.append(box);
  } else if (m.file) {
    const box = el("div", "file");
    const icon = el("a", "icon", "⬇");
    icon.href = m.file.url;
    icon.download = m.file.name;
    const info = el("div");
    const name = el("a", "fname", m.file.name);
    name.href = m.file.url;
    name.download = m.file.name;
    info.append(name, el("div", "fsize", sizeText(m.file.size)));
    box.append(icon, info);
    bubble.append(box);
  }
  const meta = el("span", "meta", (m.edited ? t("edited") + " " : "") + time(m.date));
  const text = richText(m.text, m.entities);
  text.append(meta);
  bubble.append(text);
  node.append(bubble);
  if (m.buttons.length) {
    const kb = el("div", "kb");
    for (const row of m.buttons) {
      const r = el("div", "row");
      for (const b of row) {
        const btn = el("button", b.url ? "link" : "", b.text);
        btn.type = "button";
        if (b.data) btn.dataset.data = b.data;
        if (b.url) btn.dataset.url = b.url;
        btn.addEventListener("click", () => (b.url ? openLink(b.url, actor(chatId)) : press(chatId, m.id, b.data, btn)));
        r.append(btn);
      }
      kb.append(r);
    }
    node.append(kb);
  }
  return node;
}

function put(m) {
  const c = chats.get(m.chat);
  if (!c) return;
  const old = c.msgs.get(m.id);
  c.data.set(m.id, m);
  if (m.deleted) {
    if (old) old.remove();
    c.msgs.delete(m.id);
    return;
  }
  const node = messageNode(m);
  node.dataset.id = m.id;
  node.dataset.thread = m.thread === null || m.thread === undefined ? "" : String(m.thread);
  const list = $(".msgs", c.pane);
  const stick = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  if (old) {
    old.replaceWith(node);
  } else {
    const later = [...c.msgs.entries()].find(([id]) => id > m.id);
    list.insertBefore(node, later ? later[1] : null);
    if (!visible(m.chat)) { c.unread += 1; drawList(); }
  }
  c.msgs.set(m.id, node);
  filterTopic(m.chat);
  emptyHints(m.chat);
  if (stick || !old) list.scrollTop = list.scrollHeight;
}

function pins(p) {
  const c = chats.get(p.chat);
  if (!c) return;
  c.pins = p.ids;
  drawPin(p.chat);
}

function drawPin(chatId) {
  const c = chats.get(chatId);
  const bar = $(".pinned", c.pane);
  const id = (c.pins || [])[c.pins.length - 1];
  const m = id && c.data.get(id);
  bar.hidden = !m;
  if (!m) return;
  bar.replaceChildren(el("b", "", t("pinned") + ": "), document.createTextNode(m.text.split("\n")[0]));
  bar.onclick = () => {
    const node = c.msgs.get(id);
    if (!node) return;
    node.scrollIntoView({ block: "center" });
    node.classList.add("flash");
    setTimeout(() => node.classList.remove("flash"), 1200);
  };
}

function filterTopic(chatId) {
  const c = chats.get(chatId);
  if (!group.forum || chatId !== group.id) return;
  const want = c.topic || "";
  for (const node of c.msgs.values()) node.hidden = node.dataset.thread !== want;
}

function emptyHints(chatId) {
  const c = chats.get(chatId);
  const hint = $(".empty", c.pane);
  const any = [...c.data.values()].some((m) => !m.deleted && !m.service);
  hint.hidden = any;
  const start = $(".start", c.pane);
  if (start) start.hidden = any;
}

// --- the layout -------------------------------------------------------------------------------

function avatar(name, id) {
  const a = el("div", "avatar", [...name][0] || "?");
  a.style.background = COLORS[Math.abs(id) % COLORS.length];
  return a;
}

function visibleChats() {
  const dms = world.people.filter((p) => fixed === null || p.id === fixed).map((p) => p.id);
  return [group.id, ...dms];
}

function visible(chatId) {
  return document.body.classList.contains("side") || saved.chat === chatId;
}

function show(chatId) {
  saved.chat = chatId;
  save();
  for (const [id, c] of chats) {
    c.pane.classList.toggle("on", id === chatId);
    if (id === chatId) c.unread = 0;
  }
  drawList();
  const list = $(".msgs", chats.get(chatId).pane);
  list.scrollTop = list.scrollHeight;
  $(".composer input", chats.get(chatId).pane).focus();
}

function drawList() {
  const nav = $("#list");
  nav.replaceChildren();
  for (const id of visibleChats()) {
    const c = chats.get(id);
    const item = el("div", "item" + (saved.chat === id ? " on" : ""));
    item.dataset.chat = id;
    const p = person(id);
    const name = p ? `Croupier · ${p.name}` : group.title;
    const box = el("div", "name");
    box.append(el("div", "", name), el("div", "sub", p ? t("bot") : `${t("group")} · ${world.people.length + 1} ${t("members")}`));
    item.append(avatar(p ? "C" : group.title, id), box);
    if (c.unread) item.append(el("span", "badge", String(c.unread)));
    item.addEventListener("click", () => show(id));
    nav.append(item);
  }
}

function makePane(chatId) {
  const p = person(chatId);
  const pane = el("div", "pane");
  pane.dataset.chat = chatId;
  const head = el("div", "pane-head");
  const title = el("div", "title", p ? "Croupier" : group.title);
  title.append(el("small", "", p ? `${t("bot")} · ${p.name}` : `${world.people.length + 1} ${t("members")}`));
  head.append(avatar(p ? "C" : group.title, chatId), title);
  if (!p && fixed === null) {
    const label = el("label", "", t("as") + " ");
    const select = el("select", "as");
    for (const q of world.people) {
      const o = el("option", "", q.name + (q.admin ? " ★" : ""));
      o.value = q.id;
      select.append(o);
    }
    select.value = String(saved.as || world.people[0].id);
    select.addEventListener("change", () => {
      saved.as = Number(select.value);
      save();
      redraw(group.id);
    });
    label.append(select);
    head.append(label);
  }
  pane.append(head);
  const c = { pane, msgs: new Map(), data: new Map(), topic: "", unread: 0, pins: [] };
  chats.set(chatId, c);
  if (!p && group.forum) {
    const bar = el("div", "topics");
    const topics = [["", t("general")], ...Object.entries(group.topics)];
    for (const [id, name] of topics) {
      const b = el("button", id === "" ? "on" : "", name);
      b.type = "button";
      b.dataset.topic = id;
      b.addEventListener("click", () => {
        c.topic = id;
        for (const x of bar.children) x.classList.toggle("on", x === b);
        filterTopic(chatId);
      });
      bar.append(b);
    }
    pane.append(bar);
  }
  const pin = el("div", "pinned");
  pin.hidden = true;
  const msgs = el("div", "msgs");
  msgs.append(el("div", "empty", p ? t("emptyDm") : t("emptyGroup")));
  pane.append(pin, msgs);
  if (p) {
    const start = el("div", "start");
    const b = el("button", "", t("start"));
    b.type = "button";
    b.addEventListener("click", () => say(chatId, "/start"));
    start.append(b);
    pane.append(start);
  } else {
    const chips = el("div", "chips");
    for (const cmd of ["/games", "/help", ...world.games.map((g) => `/new ${g}`), "/status"]) {
      const b = el("button", "", cmd);
      b.type = "button";
      b.addEventListener("click", () => say(chatId, cmd));
      chips.append(b);
    }
    pane.append(chips);
  }
  const form = el("form", "composer");
  const input = el("input");
  input.placeholder = t("write");
  input.maxLength = 4096;
  const send = el("button", "", t("send"));
  send.type = "submit";
  form.append(input, send);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = "";
    say(chatId, text);
  });
  pane.append(form);
  pane.addEventListener("click", (ev) => {
    const a = ev.target.closest("a[data-url]");
    if (!a) return;
    ev.preventDefault();
    openLink(a.dataset.url, actor(chatId));
  });
  return pane;
}

function redraw(chatId) {
  const c = chats.get(chatId);
  for (const m of [...c.data.values()]) put(m);
}

async function main() {
  world = await (await fetch("/api/world")).json();
  // hanzi for a browser without a CJK font: loaded before anything is drawn, so nothing shows as boxes
  await document.fonts.load('15px "Croupier CJK"', "桌").catch(() => null);
  group = world.group;
  W = WORDS[world.people[0].lang] || WORDS.en;
  document.documentElement.lang = world.people[0].lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  if (world.warning) {
    $("#warning").textContent = "⚠ " + world.warning;
    $("#warning").hidden = false;
  }
  const me = fixed !== null && person(fixed);
  $("#who").textContent = me ? `${t("you")} ${me.name}` : t("all");
  if (me) document.title = `${me.name} — Croupier demo`;
  const panes = $("#panes");
  for (const id of visibleChats()) panes.append(makePane(id));
  if (!visibleChats().includes(saved.chat)) saved.chat = group.id;
  const side = $("#side");
  side.checked = !!saved.side;
  document.body.classList.toggle("side", side.checked);
  side.addEventListener("change", () => {
    saved.side = side.checked;
    save();
    document.body.classList.toggle("side", side.checked);
  });
  $("#alert .ok").addEventListener("click", () => { $("#alert").hidden = true; });
  show(saved.chat);
  document.body.dataset.ready = "1";
  const limits = $("#limits");
  limits.textContent = `${t("limits")}: 0`;
  const events = new EventSource("/api/events");
  events.onmessage = (ev) => {
    const d = JSON.parse(ev.data);
    for (const item of d.items) {
      if (item.message) put(item.message);
      else if (item.pins) pins(item.pins);
    }
    if (d.too_many !== undefined) {
      limits.textContent = `${t("limits")}: ${d.too_many}`;
      limits.classList.toggle("bad", d.too_many > 0);
    }
    for (const id of chats.keys()) drawPin(id);
    document.body.dataset.seen = ev.lastEventId;
  };
}

main();
