// The hand history viewer: a past hand, action by action, as the seat saw it (the host: every card).
"use strict";
const TABLE = document.body.dataset.table;
const QUERY = location.search;  // ?seat=TOKEN or ?key=HOST_KEY: who looks
const SUITS = {c: "♣", d: "♦", h: "♥", s: "♠"};
let hand = null, at = 0;

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}
function cardNode(name) {
  if (!name) return el("span", "card back", "");
  const node = el("span", "card" + ("dh".includes(name[1]) ? " red" : ""), name[0].replace("T", "10") + SUITS[name[1]]);
  node.dataset.card = name;
  return node;
}
function cardsNode(cards) {
  const box = el("span", "cards");
  for (const c of cards) box.appendChild(cardNode(c));
  return box;
}

function draw() {
  const step = hand.steps[at];
  document.getElementById("step").textContent = at === 0 ? "the deal" : `action ${at} of ${hand.steps.length - 1}`;
  const seats = document.getElementById("seats");
  seats.replaceChildren();
  for (const s of step.seats) {
    const node = el("div", "seat" + (s.seat === hand.you ? " mine" : "") + (step.to_act === s.seat ? " acting" : "") + (s.in_hand ? "" : " folded"));
    const head = el("div", "head");
    head.appendChild(el("strong", "", hand.names[s.seat]));
    head.appendChild(el("span", "stack", ` ${s.stack}` + (s.bet ? ` · bet ${s.bet}` : "") + (step.button === s.seat ? " · D" : "")));
    node.appendChild(head);
    for (const cards of Object.values(s.zones)) if (cards.length) node.appendChild(cardsNode(cards));
    seats.appendChild(node);
  }
  const board = document.getElementById("board");
  board.replaceChildren();
  for (const cards of Object.values(step.table)) if (cards.length) board.appendChild(cardsNode(cards));
  board.appendChild(el("div", "pot", `pot ${step.pot}`));
  const log = document.getElementById("log");
  log.replaceChildren(...step.log.map((line) => el("li", "", line)));
  document.getElementById("result").replaceChildren(...(step.result || []).map((line) => el("div", "", line)));
  document.getElementById("back").disabled = document.getElementById("first").disabled = at === 0;
  document.getElementById("next").disabled = document.getElementById("last").disabled = at === hand.steps.length - 1;
}

async function open(number) {
  const response = await fetch(`/t/${TABLE}/hands/${number}.json${QUERY}`);
  const answer = await response.json();
  if (!response.ok) { document.getElementById("step").textContent = answer.errors.join(" "); return; }
  hand = answer; at = 0;
  draw();
}

function go(to) { if (hand) { at = Math.max(0, Math.min(hand.steps.length - 1, to)); draw(); } }
document.getElementById("first").addEventListener("click", () => go(0));
document.getElementById("back").addEventListener("click", () => go(at - 1));
document.getElementById("next").addEventListener("click", () => go(at + 1));
document.getElementById("last").addEventListener("click", () => go(Infinity));
document.addEventListener("keydown", (event) => {
  if (event.target.tagName === "SELECT") return;
  if (event.key === "ArrowLeft") go(at - 1);
  if (event.key === "ArrowRight") go(at + 1);
});
const pick = document.getElementById("pick");
pick.addEventListener("change", () => open(pick.value));

(async () => {
  const params = new URLSearchParams(QUERY);
  const downloads = document.getElementById("downloads");
  const link = (href, text) => { const a = el("a", "", text); a.href = href; return a; };
  if (params.get("key")) {
    downloads.append("Download every hand: ", link(`/t/${TABLE}/history.jsonl${QUERY}`, "JSON lines"), " · ", link(`/t/${TABLE}/phh.zip${QUERY}`, "PHH"));
  } else {
    downloads.append("Download your hands: ", link(`/t/${TABLE}/mine.jsonl${QUERY}`, "JSON lines"));
  }
  const response = await fetch(`/t/${TABLE}/hands.json${QUERY}`);
  const answer = await response.json();
  if (!response.ok || !answer.hands.length) { document.getElementById("step").textContent = response.ok ? "no finished hand yet" : answer.errors.join(" "); return; }
  for (const h of answer.hands.slice().reverse()) {
    const net = h.net === null ? "" : ` (${h.net > 0 ? "+" : ""}${h.net})`;
    pick.appendChild(new Option(`hand ${h.hand + 1}: ${h.variant || ""}${net}`, h.hand));
  }
  open(pick.value);
})();
