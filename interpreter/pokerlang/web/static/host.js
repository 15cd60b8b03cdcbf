// The host page: pause, resume or close the table (JSON POSTs with the host key, as the server's guard requires).
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
async function readLedger() {
  const response = await fetch(`/t/${ledger.dataset.table}/ledger.json?key=${encodeURIComponent(ledger.dataset.key)}`);
  if (!response.ok) return;
  const answer = await response.json();
  showLedger(answer);
  // The database cannot be written (web/writer.py): the host is told, until it can.
  document.getElementById("storage").textContent = answer.storage || "";
}
readLedger();
setInterval(readLedger, 2000);
