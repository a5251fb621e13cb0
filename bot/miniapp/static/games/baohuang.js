// 保皇 in the Mini App: the hand as cards (only cards of a legal play can be picked), the main button
// plays the picked cards when they make a legal play, the trick on the table and who holds the lead.
"use strict";

(() => {
  const { el, word } = window.Croupier;
  const RANKS = "3456789TJQKA2";
  const RANK_NAMES = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
  const SUITS = "♠♥♦♣";
  const JOKERS = { S: 13, B: 14, O: 15 };

  let picked = new Set(); // indexes in the hand of the cards picked
  let pickedAt = -1;      // the move count the pick belongs to

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

  /** A play code as people read it: "K×2 + 3". */
  function spoken(playCode) {
    return playCode.split("+").map((part) => {
      const [letter, times] = part.split("x");
      const r = rankOfLetter(letter);
      const name = r >= 13 ? "🃏" + letter : RANK_NAMES[r];
      return times ? name + "×" + times : name;
    }).join(" ");
  }

  function cardFace(c) {
    const rank = c >> 4;
    if (rank >= 13) return { text: ["🃏", rank === 13 ? "S" : rank === 14 ? "B" : "O"], red: rank !== 13 };
    const suit = (c >> 2) & 3;
    return { text: [RANK_NAMES[rank], SUITS[suit]], red: suit === 1 || suit === 2 };
  }

  function seats(data, view) {
    const names = data.names || [];
    const box = el("div", "seats");
    names.forEach((name, s) => {
      const row = el("div", "seat");
      row.dataset.seat = String(s);
      if ((data.to_act || []).includes(s)) row.classList.add("turn");
      if (view.owner === s) row.classList.add("lead");
      row.append(el("span", "name", name + (s === data.seat ? " ★" : "")));
      const count = (view.counts || [])[s];
      if (count !== null && count !== undefined) row.append(el("span", "count", "🂠" + count));
      if (view.owner === s && view.top) row.append(el("span", "lead-mark", word("baohuang-app-lead")));
      const played = (view.table || []).filter(([who]) => who === s).map(([, c]) => c);
      if (played.length) row.append(el("span", "played", played.map(spoken).join(" · ")));
      box.append(row);
    });
    return box;
  }

  function render(root, data, act) {
    const view = data.view || {};
    if (data.moves !== pickedAt) { picked = new Set(); pickedAt = data.moves; }
    root.replaceChildren();

    const status = el("div", "text status");
    for (const line of data.text || []) status.append(el("div", "line", line));
    root.append(seats(data, view));
    if (view.top && view.owner !== null && view.owner !== undefined) {
      const trick = el("div", "trick");
      trick.id = "trick";
      trick.append(el("span", "hint", word("baohuang-app-on-table") + " "));
      trick.append(el("b", "", spoken(view.top)));
      trick.append(el("span", "hint", " — " + (data.names || [])[view.owner]));
      root.append(trick);
    }

    const actions = data.actions || [];
    const plays = new Map(actions.filter((a) => a.action.startsWith("play:") && !a.action.startsWith("play:#"))
      .map((a) => [a.action.slice(5), a.label]));
    const usable = new Set();
    for (const c of plays.keys()) for (const part of c.split("+")) usable.add(rankOfLetter(part[0]));
    document.body.dataset.plays = [...plays.keys()].join(" ");

    const hand = el("section", "hand");
    hand.id = "hand";
    (view.hand || []).forEach((c, i) => {
      const face = cardFace(c);
      const button = el("button", "card" + (face.red ? " red" : "") + (picked.has(i) ? " picked" : ""));
      button.dataset.rank = String(c >> 4);
      for (const line of face.text) button.append(el("span", "", line));
      button.disabled = window.Croupier.busy || !usable.has(c >> 4);
      button.addEventListener("click", () => {
        if (picked.has(i)) picked.delete(i); else picked.add(i);
        render(root, data, act);
      });
      hand.append(button);
    });
    root.append(hand);

    const box = el("section", "buttons actions");
    box.id = "actions";
    for (const a of actions) {
      if (a.action.startsWith("play:") && plays.has(a.action.slice(5))) continue;
      const button = el("button", "act", a.label);
      button.dataset.action = a.action;
      button.disabled = window.Croupier.busy;
      button.addEventListener("click", () => act(a.action));
      box.append(button);
    }
    root.append(box);
    root.append(status);

    if (plays.size) {
      const chosen = code([...picked].map((i) => view.hand[i]));
      const label = plays.has(chosen) ? "▶ " + plays.get(chosen) : word("baohuang-app-pick");
      window.Croupier.main(label, () => act("play:" + chosen), plays.has(chosen));
    } else {
      window.Croupier.main(null);
    }
  }

  window.CroupierPages.baohuang = { render };
})();
