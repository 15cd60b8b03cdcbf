// The host page: pause, resume or close the table; seats, late joiners, stakes, the ledger (JSON POSTs with the host key, as the server's guard requires).
"use strict";
const button = document.getElementById("close");
button.addEventListener("click", async () => {
  if (!window.confirm("Close this table for good?")) return;
  const response = await fetch(`/api/tables/${button.dataset.table}/close`, {
    method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify({key: button.dataset.key}),
  });
  const answer = await response.json();
  document.getElementById("closed").textContent = response.ok ? "closed" : answer.errors.join(" ");
  button.disabled = response.ok;
});

const pause = document.getElementById("pause");
function showPaused(paused) {
  pause.dataset.paused = paused ? "1" : "";
  pause.textContent = paused ? "resume dealing" : "pause the table";
  document.getElementById("paused").textContent = paused ? "paused: no new hand is dealt" : "";
}
showPaused(!!pause.dataset.paused);
pause.addEventListener("click", async () => {
  const verb = pause.dataset.paused ? "resume" : "pause";
  const response = await fetch(`/api/tables/${pause.dataset.table}/${verb}`, {
    method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify({key: pause.dataset.key}),
  });
  const answer = await response.json();
  if (response.ok) showPaused(answer.paused);
  else document.getElementById("paused").textContent = answer.errors.join(" ");
});

// The ledger, read again every few seconds: a rebuy asked for shows up with its button.
const ledger = document.getElementById("ledger");
function cell(row, text) { const td = document.createElement("td"); td.textContent = text; row.appendChild(td); return td; }
function showLedger(answer) {
  const body = ledger.querySelector("tbody");
  body.replaceChildren();
  for (const p of answer.players) {
    const row = document.createElement("tr");
    row.dataset.seat = p.seat;
    if (!p.seated) row.className = "former";
    cell(row, p.name); cell(row, p.bought); cell(row, p.rebuys); cell(row, p.at_table);
    cell(row, (p.net > 0 ? "+" : "") + p.net);
    const last = cell(row, "");
    if (p.asks_rebuy) {
      const approve = document.createElement("button");
      approve.type = "button";
      approve.className = "approve";
      approve.textContent = `approve rebuy (${answer.buy_in})`;
      approve.addEventListener("click", async () => {
        approve.disabled = true;
        const response = await fetch(`/api/tables/${ledger.dataset.table}/rebuy`, {
          method: "POST", headers: {"content-type": "application/json"},
          body: JSON.stringify({key: ledger.dataset.key, seat: p.seat}),
        });
        const reply = await response.json();
        if (response.ok) showLedger(reply); else last.textContent = reply.errors.join(" ");
      });
      last.appendChild(approve);
    }
    body.appendChild(row);
  }
}
const TABLE = ledger.dataset.table, KEY = ledger.dataset.key;
async function hostPost(verb, body) {
  const response = await fetch(`/api/tables/${TABLE}/${verb}`, {
    method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify({key: KEY, ...body}),
  });
  return [response.ok, await response.json()];
}

// The seats: each can be given to a bot or to nobody; the seat requests of late friends.
let seatsDrawn = "";
function showSeats(night) {
  // Redrawn only when they change: a choice the host is making in a list must stay.
  const drawn = JSON.stringify([night.seats, night.joining, night.full]);
  if (drawn === seatsDrawn) return;
  seatsDrawn = drawn;
  const body = document.querySelector("#seats tbody");
  body.replaceChildren();
  for (const s of night.seats) {
    const row = document.createElement("tr");
    row.dataset.seat = s.seat;
    cell(row, s.seat + 1);
    cell(row, `${s.name} (${s.kind}${s.out ? ", sitting out" : ""})`);
    const last = cell(row, "");
    const pick = document.createElement("select");
    pick.setAttribute("aria-label", `give seat ${s.seat + 1} to`);
    for (const kind of ["call", "random", "mc", "empty"]) pick.appendChild(new Option(kind === "empty" ? "nobody" : `a ${kind} bot`, kind));
    const give = document.createElement("button");
    give.type = "button"; give.className = "quiet replace"; give.textContent = "give the seat to";
    give.addEventListener("click", async () => {
      if (!window.confirm(`Give seat ${s.seat + 1} (${s.name}) away? Their link stops working.`)) return;
      const [ok, reply] = await hostPost("replace", {seat: s.seat, kind: pick.value});
      last.textContent = ok ? "done" : reply.errors.join(" ");
      readNight();
    });
    last.append(give, pick);
    body.appendChild(row);
  }
  const joining = document.getElementById("joining");
  joining.replaceChildren();
  for (const j of night.joining) {
    const item = document.createElement("li");
    item.appendChild(document.createTextNode(`${j.name} asks for a seat `));
    for (const [text, admit] of [["let in", true], ["no", false]]) {
      const b = document.createElement("button");
      b.type = "button"; b.className = admit ? "admit" : "quiet"; b.textContent = text;
      b.addEventListener("click", async () => { b.disabled = true; await hostPost("admit", {ticket: j.ticket, admit}); readNight(); });
      item.appendChild(b);
    }
    joining.appendChild(item);
  }
  document.getElementById("add-bot").disabled = night.full;
}

document.getElementById("add-bot").addEventListener("click", async () => {
  const [ok, reply] = await hostPost("seats", {kind: "call"});
  document.getElementById("seated").textContent = ok ? `${reply.seat.name} sits down from the next hand` : reply.errors.join(" ");
  readNight();
});

const stakes = document.getElementById("stakes");
let stakesShown = false;
function showStakes(now) {
  if (stakesShown) return;  // the host may be typing: filled once, then theirs
  for (const field of ["small_blind", "big_blind", "ante", "bring_in"]) stakes.elements[field].value = now[field] ?? 0;
  stakesShown = true;
}
stakes.addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = {};
  for (const field of ["small_blind", "big_blind", "ante", "bring_in"]) body[field] = Number(stakes.elements[field].value);
  const [ok, reply] = await hostPost("stakes", body);
  document.getElementById("staked").textContent = ok
    ? `from the next hand: blinds ${reply.stakes.small_blind}/${reply.stakes.big_blind}, ante ${reply.stakes.ante}` : reply.errors.join(" ");
});

const gamePick = document.getElementById("game-pick");
function showGames(night) {
  document.getElementById("games").hidden = !night.choices.length;
  if (gamePick.dataset.names !== night.choices.join(" ")) {
    gamePick.replaceChildren(...night.choices.map((n) => new Option(n, n)));
    gamePick.dataset.names = night.choices.join(" ");
  }
  if (document.activeElement !== gamePick) gamePick.value = night.next_game;
  gamePick.disabled = !!night.every;
  if (night.every) document.getElementById("game-said").textContent = `the games go in turn, every ${night.every} hands`;
}
gamePick.addEventListener("change", async () => {
  const [ok, reply] = await hostPost("game", {game: gamePick.value});
  document.getElementById("game-said").textContent = ok ? `${reply.next_game}, from the next hand` : reply.errors.join(" ");
});

async function readNight() {
  const response = await fetch(`/t/${TABLE}/night.json?key=${encodeURIComponent(KEY)}`);
  if (!response.ok) return;
  const night = await response.json();
  showLedger(night.ledger);
  // The database cannot be written (web/writer.py): the host is told, until it can.
  document.getElementById("storage").textContent = night.ledger.storage || "";
  showSeats(night);
  showStakes(night.stakes);
  showGames(night);
}
readNight();
setInterval(readNight, 2000);
