// The table page: draw each frame the server sends, send back only the action chosen.
// Every text goes in with textContent, so nothing a player types can become markup.
"use strict";
const TABLE = document.body.dataset.table;
const TOKEN = document.body.dataset.token;
const SUITS = {c: "♣", d: "♦", h: "♥", s: "♠"};
let socket = null, frame = null, lastResult = null, picked = [], pickedKey = "", clockEnd = 0, retry = 500;

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function cardNode(name, up) {
  if (!name) return el("span", "card back", "");
  const node = el("span", "card" + ("dh".includes(name[1]) ? " red" : "") + (up ? " up" : ""),
                  name[0].replace("T", "10") + SUITS[name[1]]);
  node.dataset.card = name;
  return node;
}

function cardsNode(cards, upSet) {
  const box = el("span", "cards");
  for (const c of cards) box.appendChild(cardNode(c, upSet && upSet.has(c)));
  return box;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = TOKEN ? "?seat=" + encodeURIComponent(TOKEN) : "";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${TABLE}${query}`);
  socket.onopen = () => { retry = 500; };
  // The server closes a socket silent for minutes: an open page says it is still here.
  const alive = setInterval(() => { if (socket.readyState === WebSocket.OPEN) socket.send('{"type":"ping"}'); }, 30000);
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "chat") { addChat(message.lines, message.all); return; }
    // The table waits for its database (web/durable.py): say why, and when it plays on.
    if (message.type === "notice") { say(message.message, !message.clear); return; }
    if (message.type === "join") { joinForm.hidden = true; say(`${message.asked}: you asked the host for a seat; it opens here when they let you in`); return; }
    // The host let this spectator in: the page opens again as the new seat.
    if (message.type === "seated") { location.replace(`/t/${TABLE}?seat=${encodeURIComponent(message.token)}`); return; }
    if (message.type === "refused") {
      pickedKey = "";  // offer the decision again
      if (frame) draw();
      say(message.message, true);
      return;
    }
    frame = message;
    draw();
  };
  socket.onclose = (event) => {
    clearInterval(alive);
    // Codes the server closes with (web/table.py, web/clients.py): say why; retry only where it may help.
    if (event.code === 4404) { say("no such table, or this link is not a seat", true); return; }
    if (event.code === 4410) { say("the host has closed this table", true); return; }
    if (event.code === 4411) { say("the host gave this seat to someone else: this link is no longer a seat", true); return; }
    if (event.code === 4409) { say("this seat is open in another tab or device", true); return; }
    if (event.code === 4430) { say("this address has as many connections open as one may: close a tab; trying again in a minute", true); setTimeout(connect, 60000); return; }
    if (event.code === 4429) { say("the table has as many spectators as it takes: trying again in a minute", true); setTimeout(connect, 60000); return; }
    say("connection lost: reconnecting…", true);
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function send(action) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({type: "act", action}));
  // The decision is made: no button stays to be pressed twice while the server answers.
  document.getElementById("actions").replaceChildren(el("span", "muted", "sent…"));
  pickedKey = "sent";
}

function say(text, bad) {
  const status = document.getElementById("status");
  status.textContent = text;
  status.classList.toggle("bad", !!bad);
}

function name(seat) {
  if (frame.you === seat) return "you";
  return frame.players[seat] ? frame.players[seat].name : `seat ${seat + 1}`;
}

function draw() {
  const v = frame.view;
  document.getElementById("hand").textContent = `hand ${frame.hand}`;
  document.getElementById("variant").textContent = frame.variant;
  drawChoice();
  drawStatus(v);
  drawSeats(v);
  drawDealtOut();
  drawSitOut();
  drawMiddle(v);
  drawMe(v);
  drawActions(v);
  drawLog(v);
  lightBest();
  turnAlert(v);
}

// ---- chat: lines go in as text (textContent), the newest at the bottom, 50 kept ----
function addChat(lines, all) {
  const box = document.getElementById("chat");
  if (all) box.replaceChildren();  // a socket opened again: the server sends the last lines
  for (const line of lines) {
    const item = el("li", "");
    item.appendChild(el("strong", "", line.name + ": "));
    item.appendChild(document.createTextNode(line.text));
    box.appendChild(item);
  }
  while (box.children.length > 50) box.firstChild.remove();
  box.scrollTop = box.scrollHeight;
}

const sayForm = document.getElementById("say");
sayForm.hidden = !TOKEN;  // spectators read the chat; the seats speak
sayForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const box = document.getElementById("chat-text");
  const text = box.value.trim();
  if (!text || !socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({type: "chat", text}));
  box.value = "";
});

// Dealer's choice: everyone sees the next hand's game; the next dealer picks it here.
const choose = document.getElementById("choose"), nextGame = document.getElementById("next-game");
function drawChoice() {
  choose.hidden = !frame.choices || !frame.choices.length;
  if (choose.hidden) return;
  const names = frame.choices.map((c) => c.name).join(" ");
  if (nextGame.dataset.names !== names) {
    nextGame.replaceChildren(...frame.choices.map((c) => new Option(c.title, c.name)));
    nextGame.dataset.names = names;
  }
  nextGame.value = frame.next_game;
  const mine = frame.chooser !== null && frame.chooser === frame.seat_chair;
  nextGame.disabled = !mine;
  document.getElementById("chooser").textContent = frame.chooser === null ? (frame.rotating ? "the games go in turn" : "the host chooses")
    : mine ? "you deal next: choose the game" : `${frame.names[frame.chooser]} deals next and chooses`;
}
nextGame.addEventListener("change", () => {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({type: "choose", game: nextGame.value}));
});

// A spectator asks for a seat (late join): the host sees the request on the host page.
const joinForm = document.getElementById("join");
joinForm.hidden = !!TOKEN;
joinForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const name = document.getElementById("join-name").value.trim();
  if (!name || !socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({type: "join", name}));
});

document.getElementById("leave").addEventListener("click", () => {
  if (!socket || socket.readyState !== WebSocket.OPEN || !frame) return;
  if (!window.confirm("Cash out: leave the game with your chips?")) return;
  socket.send(JSON.stringify({type: "leave"}));
});

document.getElementById("rebuy").addEventListener("click", () => {
  if (!socket || socket.readyState !== WebSocket.OPEN || !frame) return;
  socket.send(JSON.stringify({type: "rebuy"}));
});

document.getElementById("sitout").addEventListener("click", () => {
  if (!socket || socket.readyState !== WebSocket.OPEN || !frame) return;
  socket.send(JSON.stringify({type: "sit", out: !frame.sitting_out}));
});

// ---- the turn alert: the tab's title, a short tone (muted at a click), a buzz on phones ----
const TITLE = document.title;
let alerted = "", audio = null;
const muted = () => localStorage.getItem("pokerlang-muted") === "1";

function turnAlert(v) {
  const mine = v && !v.is_over && v.to_act === frame.you && frame.you !== null && v.legal.length > 0;
  document.title = mine ? `● Your turn: ${TITLE}` : TITLE;
  const key = mine ? pickedKey : "";
  if (!mine || key === alerted) { if (!mine) alerted = ""; return; }
  alerted = key;  // once a decision: a frame for the clock must not ring again
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  if (!muted()) tone();
}

function tone() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  try {
    audio = audio || new Context();
    const osc = audio.createOscillator(), gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.12, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.35);
  } catch (err) { /* a browser that will not play before a click: the title still says it */ }
}

function drawMute() {
  const b = document.getElementById("mute");
  b.textContent = muted() ? "sound off" : "sound on";
  b.setAttribute("aria-pressed", muted() ? "true" : "false");
}
document.getElementById("mute").addEventListener("click", () => {
  localStorage.setItem("pokerlang-muted", muted() ? "0" : "1");
  drawMute();
  if (!muted()) tone();  // a click lets the browser play: the tone as it will sound
});
drawMute();

// ---- keys: f folds, c checks or calls, r goes to the raise (or bet) amount, Enter sends it ----
document.addEventListener("keydown", (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const typing = event.target.closest && event.target.closest("input, textarea, select");
  if (typing) {
    if (event.key === "Enter" && typing.closest(".amount")) typing.closest(".amount").querySelector("button[data-action]").click();
    return;
  }
  const actions = document.getElementById("actions");
  const press = (selector) => { const b = actions.querySelector(selector); if (b) { b.click(); event.preventDefault(); } };
  const key = event.key.toLowerCase();
  if (key === "f") press("button[data-action='fold']");
  else if (key === "c") press("button[data-action='check'], button[data-action='call']");
  else if (key === "r") {
    const box = actions.querySelector(".amount[data-kind='raise'] input[type=number], .amount[data-kind='bet'] input[type=number]");
    if (box) { box.focus(); box.select(); event.preventDefault(); }
    else press("button[data-action='raise'], button[data-action='bet']");
  }
});


function drawSitOut() {
  const button = document.getElementById("sitout");
  button.hidden = !frame.seated;
  button.textContent = frame.sitting_out ? "sit back in" : "sit out";
  button.title = frame.sitting_out ? "be dealt in from the next hand" : "be dealt out from the next hand (your chips stay)";
  document.getElementById("leave").hidden = !frame.may_leave;
  const rebuy = document.getElementById("rebuy");
  rebuy.hidden = !frame.rebuy;
  rebuy.disabled = frame.rebuy === "asked";
  rebuy.textContent = frame.rebuy === "asked" ? "rebuy asked: the host approves it" : "ask for a rebuy";
}

function drawDealtOut() {
  const box = document.getElementById("seats");
  for (const d of frame.dealt_out) {
    const node = el("div", "seat dealt-out");
    node.dataset.chair = d.chair;
    const head = el("div", "who");
    head.appendChild(el("strong", "", d.name));
    head.appendChild(el("span", "tag away", d.sitting_out ? "sitting out" : "out of chips"));
    node.appendChild(head);
    node.appendChild(el("div", "chips", `${d.stack} chips`));
    box.appendChild(node);
  }
}

function drawStatus(v) {
  clockEnd = 0;  // no clock runs but a decision's
  if (frame.error) return say(frame.error, true);
  if (frame.paused && (!v || v.is_over)) return say("paused by the host: no new hand until the host resumes");
  if (frame.sitting_out && (!v || v.is_over || frame.you === null)) return say("you are sitting out: press “sit back in” to be dealt in");
  if (frame.rebuy && (!v || v.is_over || frame.you === null)) return say(frame.rebuy === "asked" ? "out of chips: the host has your rebuy to approve" : "you are out of chips: ask the host for a rebuy");
  if (frame.short && (!v || v.is_over)) return say("waiting: too many seats are sitting out to deal a hand");
  if (!v || (v.is_over && frame.waiting.length)) {
    const names = frame.waiting.map((s) => frame.names[s]).join(", ");
    return say(names ? `waiting for ${names} to sit down (send them their link)` : "dealing…");
  }
  if (v.is_over) return say("hand over: the next one is dealt in a moment");
  clockEnd = frame.clock ? Date.now() + frame.clock.left * 1000 : 0;
  const after = frame.paused ? " · paused by the host: the last hand until they resume" : "";
  say((v.to_act === frame.you ? "your turn" : `${name(v.to_act)} to act`) + after);
  tick();
}

function tick() {
  if (!frame || !frame.view || !clockEnd) return;
  const left = Math.max(0, (clockEnd - Date.now()) / 1000);
  const status = document.getElementById("status");
  status.dataset.clock = left.toFixed(0);
  const bar = document.querySelector(".seat.acting .clock");
  if (bar && frame.clock) bar.style.width = `${Math.min(100, (100 * left) / frame.clock.of)}%`;
  // The decision's seconds, then the seat's time bank (PokerNow's "time bank"), shown apart.
  const bank = frame.clock ? Math.min(frame.clock.bank || 0, left) : 0;
  const shown = bank <= 0 ? `(${left.toFixed(0)}s)` : left > bank ? `(${(left - bank).toFixed(0)}s + ${bank.toFixed(0)}s time bank)` : `(time bank ${left.toFixed(0)}s)`;
  status.textContent = status.textContent.replace(/ \((\d+s|\d+s \+ \d+s time bank|time bank \d+s)\)$/, "") + " " + shown;
}
setInterval(tick, 1000);

// The showdown: each shown hand face up at its seat with its name, each winner's line.
function shownNode(shown) {
  const line = el("div", "zone shown");
  line.appendChild(el("span", "zname", "shows"));
  line.appendChild(cardsNode(shown.cards));
  line.appendChild(handName(shown));
  return line;
}

function handName(shown) {
  const several = Object.keys(shown.hands).length > 1;
  return el("div", "hand-name", Object.entries(shown.hands).map(([share, hand]) => (several ? `${share}: ` : "") + hand).join(" · "));
}

function winWords(w) {
  let words = `wins ${w.amount}` + (w.share ? ` (${w.share})` : "") + (w.run ? ` on run ${w.run}` : "");
  if (w.hand) words += ` with ${w.hand}`;
  return words;
}

// The cards each winning hand is made of, lit up wherever they lie (a seat, the board).
function lightBest() {
  const best = new Set();
  for (const w of (frame.showdown ? frame.showdown.winners : [])) for (const c of w.cards) if (c) best.add(c);
  for (const node of document.querySelectorAll("#felt .card[data-card]")) node.classList.toggle("best", best.has(node.dataset.card));
}

function drawSeats(v) {
  const showdown = frame.showdown;
  const box = document.getElementById("seats");
  box.replaceChildren();
  for (const p of frame.players) {
    const s = v ? v.seats[p.seat] : null;
    const node = el("div", "seat");
    node.dataset.seat = p.seat;
    if (frame.you === p.seat) node.classList.add("mine");
    if (v && v.to_act === p.seat) node.classList.add("acting");
    if (s && !s.in_hand) node.classList.add("out");
    const head = el("div", "who");
    head.appendChild(el("strong", "", p.name));
    if (p.bot) head.appendChild(el("span", "tag", "bot"));
    if (!p.here) head.appendChild(el("span", "tag away", "away"));
    if (p.rebuys) head.appendChild(el("span", "tag", `rebought ${p.rebuys}×`));
    if (v && v.button === p.seat) head.appendChild(el("span", "button", "D"));
    node.appendChild(head);
    if (s) {
      node.appendChild(el("div", "chips", `${s.stack} chips` + (s.all_in ? " · all in" : "")));
      if (s.bet) node.appendChild(el("div", "bet", `bet ${s.bet}`));
      if (s.declared) node.appendChild(el("div", "declared", `declared ${s.declared}`));
      // A shown hand: face up at the seat and named. Where the seat's zones already show
      // every card (open-face rows, a hand all face up) they stay as laid out, named below.
      const shown = showdown && showdown.shown.find((h) => h.seat === p.seat);
      const faceDown = Object.values(s.zones).some((cards) => cards.some((c) => !c));
      if (shown && faceDown) node.appendChild(shownNode(shown));
      for (const [zone, cards] of Object.entries(s.zones)) {
        if (!cards.length || (shown && faceDown)) continue;
        const line = el("div", "zone");
        line.appendChild(el("span", "zname", zone));
        line.appendChild(cardsNode(cards));
        node.appendChild(line);
      }
      if (shown && !faceDown) node.appendChild(handName(shown));
      const won = showdown ? showdown.winners.filter((w) => w.seat === p.seat) : [];
      if (won.length) node.classList.add("winner");
      for (const w of won) node.appendChild(el("div", "wins", winWords(w)));
      if (frame.net) node.appendChild(el("div", "net " + (frame.net[p.seat] >= 0 ? "won" : "lost"),
                                         (frame.net[p.seat] > 0 ? "+" : "") + frame.net[p.seat]));
    }
    if (v && v.to_act === p.seat && frame.clock) { const c = el("div", "clock"); node.appendChild(c); }
    box.appendChild(node);
  }
}

// The optional straddle is asked as a declaration of "straddle" or "pass" (docs/language.md).
function isStraddle(o) {
  return o.options.length === 2 && o.options.includes("straddle") && o.options.includes("pass");
}

function drawMiddle(v) {
  const box = document.getElementById("middle");
  box.replaceChildren();
  if (!v) return;
  for (const [zone, cards] of Object.entries(v.table)) {
    if (!cards.length || zone in v.grids) continue;  // a grid is drawn as its rows below
    if (v.runs && v.runs.length && zone in v.runs[0]) continue;  // run several times: each run below
    const line = el("div", "zone board");
    line.appendChild(el("span", "zname", zone));
    line.appendChild(cardsNode(cards));
    box.appendChild(line);
  }
  // Run it twice: each run's shared cards, the first run first.
  (v.runs || []).forEach((run, k) => {
    const line = el("div", "zone board run");
    line.appendChild(el("span", "zname", `run ${k + 1}`));
    for (const [zone, cards] of Object.entries(run)) {
      if (Object.keys(run).length > 1) line.appendChild(el("span", "zname", zone));
      line.appendChild(cardsNode(cards));
    }
    box.appendChild(line);
  });
  // Where this seat's move starts, and the spaces it may move to.
  const at = new Set(), near = new Set();
  for (const o of v.legal) {
    if (o.kind !== "move") continue;
    at.add(String(o.at));
    for (const t of o.targets) near.add(String(t.target));
  }
  for (const [zone, rows] of Object.entries(v.grids)) {
    const grid = el("div", "grid");
    grid.appendChild(el("span", "zname", zone));
    for (let r = rows.length - 1; r >= 0; r--) {   // row 0, the first seat's, at the bottom
      const row = el("div", "grid-row");
      const owner = frame.players[r];
      row.appendChild(el("span", "row-name", owner ? (owner.seat === frame.you ? "you" : owner.name) : ""));
      rows[r].forEach((stack, c) => {
        const space = el("span", "space" + (at.has(`${r},${c}`) ? " at" : near.has(`${r},${c}`) ? " near" : ""));
        space.dataset.space = `${r},${c}`;
        if (stack.length) space.appendChild(cardNode(stack[stack.length - 1]));
        if (stack.length > 1) space.appendChild(el("small", "under", `+${stack.length - 1}`));
        row.appendChild(space);
      });
      grid.appendChild(row);
    }
    box.appendChild(grid);
  }
  // The pot as a player counts it: what is in the middle and the bets out in front of the seats.
  const out = potTotal(v) - v.pot;
  const parts = v.pots.length > 1 ? v.pots.map((p) => p.amount) : [];
  if (parts.length && out) parts.push(`${out} bet`);
  const pots = el("div", "pot", `pot ${potTotal(v)}` + (parts.length ? ` (${parts.join(" + ")})` : ""));
  pots.dataset.pot = potTotal(v);
  pots.hidden = potTotal(v) === 0 && v.pots.length === 0;  // a game with no betting (open-face) has no pot to show
  box.appendChild(pots);
}

function drawMe(v) {
  const box = document.getElementById("me");
  box.replaceChildren();
  const held = v ? Object.values(v.own).some((cards) => cards.length) || v.offer.length : false;
  // Once the hand is over the cards are at the seat, face up: the dock makes way for the result.
  box.hidden = !held || frame.you === null || v.is_over;
  if (box.hidden) return;
  box.appendChild(el("h3", "", "Your cards"));
  for (const [zone, cards] of Object.entries(v.own)) {
    if (!cards.length) continue;
    const up = new Set(v.own_up[zone] || []);
    const line = el("div", "zone");
    line.dataset.zone = zone;
    line.appendChild(el("span", "zname", zone));
    line.appendChild(cardsNode(cards, up));
    box.appendChild(line);
  }
  if (v.offer.length) {
    const line = el("div", "zone");
    line.appendChild(el("span", "zname", "offered"));
    line.appendChild(cardsNode(v.offer));
    box.appendChild(line);
  }
  if (v.secret) box.appendChild(el("div", "muted", "your choice, not yet revealed: " + [].concat(v.secret).join(" ")));
  box.appendChild(el("div", "legend muted", "a card with a dot is face up: everyone sees it"));
}

const LABELS = {fold: "Fold", check: "Check", call: "Call", bet: "Bet", raise: "Raise", "bring-in": "Bring in",
  complete: "Complete", accept: "Take it", refuse: "Refuse it", ask: "Ask face up", "face-down": "Take face down",
  show: "Show", muck: "Muck", set: "Set", choose: "Choose", expose: "Expose", discard: "Discard", draw: "Draw", keep: "Keep"};

const KEYS = {fold: "f", check: "c", call: "c", bet: "r", raise: "r"};

function button(text, action, cls) {
  const b = el("button", cls || "", text);
  b.dataset.action = action.action;
  if (KEYS[action.action]) b.setAttribute("aria-keyshortcuts", KEYS[action.action]);
  b.addEventListener("click", () => send(action));
  return b;
}

function drawActions(v) {
  const box = document.getElementById("actions");
  // Redrawn only when the decision changes: a frame for a bot's move or the clock must
  // not reset a slider being dragged or cards being picked.
  const key = v && v.legal.length ? `${frame.hand}:${v.street}:${JSON.stringify(v.legal)}` : "";
  if (key === pickedKey) return;
  box.replaceChildren();
  picked = [];
  pickedKey = key;
  if (!key) return;
  // Open-face: one option per card and row; drawn as one control (a card, then its row).
  const sets = v.legal.filter((o) => o.kind === "set");
  if (sets.length) box.appendChild(setPicker(sets, v));
  for (const o of v.legal) {
    if (o.kind === "set") continue;
    if (["bet", "raise", "declare-amount"].includes(o.kind) && o.min !== undefined) box.appendChild(amountPicker(o, v));
    else if (["choose", "expose", "discard", "draw"].includes(o.kind)) box.appendChild(cardPicker(o));
    else if (o.kind === "keep") o.cards.forEach((c) => box.appendChild(button(`Keep ${c}`, {action: "keep", card: c})));
    else if (o.kind === "declare") o.options.forEach((d) => box.appendChild(button(
      // how many times to run it (run it twice by agreement), an optional straddle, or a declaration
      /^(once|twice|\d+-times)$/.test(d) ? `Run it ${d.replace("-", " ")}`
        : isStraddle(o) ? (d === "pass" ? "No straddle" : "Straddle") : `Declare ${d}`,
      {action: "declare", option: d})));
    else if (o.kind === "move") box.appendChild(movePicker(o, v));
    else {
      // A button of its own name, sending the option's fields as they are (an action the
      // page has no special control for is still playable).
      const action = {action: o.kind};
      for (const [field, value] of Object.entries(o)) if (field !== "kind" && value !== null) action[field] = value;
      box.appendChild(button((LABELS[o.kind] || o.kind) + (o.amount ? ` ${o.amount}` : ""), action, o.kind === "fold" ? "quiet" : ""));
    }
  }
}

// A bet or raise of any size between the least and the most: the amount box, a slider,
// and presets (a share of the pot, all in) clamped to what is allowed. A range of one
// amount (fixed limit) is a plain button: there is nothing to choose. A declaration whose
// price the player names (`bet = pay up to pot`) is drawn the same way, under its name.
function amountPicker(o, v) {
  const declared = o.kind === "declare-amount";
  const name = declared ? o.option : o.kind;
  const label = declared ? name.charAt(0).toUpperCase() + name.slice(1) : LABELS[o.kind];
  const to = declared ? "" : "to ";
  const act = (amount) => (declared ? {action: "declare", option: o.option, amount} : {action: o.kind, amount});
  if (o.min === o.max) return button(`${label} ${o.kind === "raise" ? "to " : ""}${o.min}`, act(o.min));
  const wrap = el("div", "amount");
  wrap.dataset.kind = name;
  const slider = el("input"); slider.type = "range"; slider.min = o.min; slider.max = o.max; slider.value = o.min;
  slider.setAttribute("aria-label", `${name} amount`);
  const box = el("input"); box.type = "number"; box.min = o.min; box.max = o.max; box.value = o.min; box.name = name;
  box.setAttribute("aria-label", `${name} amount`);
  const go = el("button", "", `${label} ${to}${o.min}`);
  go.dataset.action = declared ? "declare" : o.kind;
  const set = (value) => { slider.value = value; box.value = value; go.textContent = `${label} ${to}${value}`; };
  slider.addEventListener("input", () => set(slider.value));
  box.addEventListener("input", () => set(box.value));
  go.addEventListener("click", () => send(act(Number(box.value))));
  const presets = el("div", "presets");
  for (const [label, amount] of presetAmounts(o, v)) {
    const b = el("button", "quiet", label);
    b.dataset.amount = amount;
    b.addEventListener("click", () => set(amount));
    presets.appendChild(b);
  }
  wrap.append(go, slider, box, presets);
  return wrap;
}

// A pot-sized raise is a call, then the pot as it then is: to the most bet so far plus
// the pot (bets out included) plus what this seat must call. Each share of that is rounded
// and clamped to the legal range; the last preset is the most allowed (all in, or the
// pot limit).
function presetAmounts(o, v) {
  const me = v.seats[frame.you] || {bet: 0, stack: 0};
  const most = Math.max(0, ...v.seats.map((s) => s.bet));
  const pot = potTotal(v) + (most - me.bet);
  const clamp = (x) => Math.min(o.max, Math.max(o.min, Math.round(x)));
  const out = [["½ pot", 1 / 2], ["⅔ pot", 2 / 3], ["pot", 1]].map(([label, share]) => [label, clamp(most + share * pot)]);
  out.push([o.max === me.stack + me.bet ? "all in" : "max", o.max]);
  return out;
}

function potTotal(v) {
  return v.pot + v.seats.reduce((sum, s) => sum + (s.bet || 0), 0);
}

function cardPicker(o) {
  const wrap = el("div", "picker");
  wrap.dataset.kind = o.kind;
  wrap.dataset.low = o.low;
  wrap.dataset.high = o.high;
  const what = o.low === o.high ? `${o.low}` : `${o.low} to ${o.high}`;
  wrap.appendChild(el("div", "muted", `${LABELS[o.kind]} ${what} of these (${o.zone}${o.target ? " → " + o.target : ""}):`));
  const cards = el("div", "cards");
  const go = el("button");
  go.dataset.action = o.kind;
  const refresh = () => {
    const n = picked.length;
    go.textContent = o.kind === "draw" && n === 0 ? "Stand pat" : `${LABELS[o.kind]} ${n} card${n === 1 ? "" : "s"}`;
    go.disabled = n < o.low || n > o.high;
  };
  for (const c of o.cards) {
    const node = cardNode(c);
    node.classList.add("pick");
    if (picked.includes(c)) node.classList.add("picked");
    node.addEventListener("click", () => {
      picked = picked.includes(c) ? picked.filter((x) => x !== c) : picked.concat([c]);
      node.classList.toggle("picked");
      refresh();
    });
    cards.appendChild(node);
  }
  go.addEventListener("click", () => send({action: o.kind, cards: picked.filter((c) => o.cards.includes(c))}));
  refresh();
  wrap.append(cards, go);
  return wrap;
}

// Open-face: tap a card still in hand (the first is picked), then the row it goes to.
// Each row button says what the row holds; a row with no room for the card is not offered.
function setPicker(sets, v) {
  const wrap = el("div", "setter");
  const rows = [...new Set(sets.map((o) => o.row))];
  const cards = [...new Set(sets.map((o) => o.card))];
  let card = cards.includes(picked[0]) ? picked[0] : cards[0];
  wrap.appendChild(el("div", "muted", "Set a card: tap it, then its row"));
  const hand = el("div", "cards");
  const targets = el("div", "rows");
  const refresh = () => {
    picked = [card];
    for (const node of hand.children) node.classList.toggle("picked", node.dataset.card === card);
    for (const b of targets.children) b.disabled = !sets.some((o) => o.card === card && o.row === b.dataset.row);
  };
  for (const c of cards) {
    const node = cardNode(c);
    node.classList.add("pick");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", `set ${c}`);
    node.addEventListener("click", () => { card = c; refresh(); });
    hand.appendChild(node);
  }
  for (const row of rows) {
    const b = el("button", "row");
    b.dataset.action = "set";
    b.dataset.row = row;
    const held = (v.own[row] || []).length;
    b.append(el("span", "", `→ ${row}`), el("small", "", ` ${held} card${held === 1 ? "" : "s"}`));
    b.addEventListener("click", () => send({action: "set", card, row}));
    targets.appendChild(b);
  }
  wrap.append(hand, targets);
  refresh();
  return wrap;
}

function movePicker(o, v) {
  const wrap = el("div", "moves");
  if (!o.targets.length) { wrap.appendChild(button(o.move === "pass" ? "Pass" : o.move, {action: "move", kind: o.move})); return wrap; }
  const rows = Object.values(v.grids)[0] || [];
  for (const t of o.targets) {
    const [r, c] = t.target;
    const stack = (rows[r] || [])[c] || [];
    const top = stack.length ? stack[stack.length - 1] : "empty";
    wrap.appendChild(button(`${o.move} ${t.way} (${top})`, {action: "move", kind: o.move, target: t.target}));
  }
  return wrap;
}

function drawLog(v) {
  const log = document.getElementById("log");
  log.replaceChildren();
  for (const line of (v ? v.log : []).slice(-40)) log.appendChild(el("li", "", line));
  log.scrollTop = log.scrollHeight;
  // Who won what stays on the page after the next hand is dealt, until another hand ends.
  if (frame.result) lastResult = {hand: frame.hand, lines: frame.result};
  const result = document.getElementById("result");
  result.replaceChildren();
  if (!lastResult) return;
  const over = frame.result && lastResult.hand === frame.hand;
  result.appendChild(el("h3", "", over ? `Hand ${lastResult.hand}: result` : `Last hand (${lastResult.hand})`));
  for (const line of lastResult.lines) result.appendChild(el("div", "", line));
  result.classList.toggle("fresh", !!over);
}

connect();
