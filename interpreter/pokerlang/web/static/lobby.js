// The lobby: build the seats list, send the table as JSON, show the links or the diagnostics.
"use strict";
const form = document.getElementById("create");
const seatsList = document.getElementById("seats");
const KINDS = [["person", "a friend (invite link)"], ["call", "bot: calls"], ["random", "bot: random"], ["mc", "bot: Monte Carlo"], ["policy", "bot: solved (serve --policy)"]];

function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawSeats() {
  const n = Math.max(2, Math.min(10, Number(form.count.value) || 2));
  while (seatsList.children.length < n) {
    const i = seatsList.children.length;
    const li = el("li");
    const kind = el("select", {name: "kind" + i});
    for (const [value, label] of KINDS) kind.appendChild(el("option", {value}, label));
    kind.value = i < 2 ? "person" : "call";
    li.appendChild(kind);
    li.appendChild(el("input", {name: "name" + i, maxlength: "24", placeholder: "name"}));
    seatsList.appendChild(li);
  }
  while (seatsList.children.length > n) seatsList.removeChild(seatsList.lastChild);
}
form.count.addEventListener("input", drawSeats);
drawSeats();

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = {variant: form.variant.value, title: form.title.value, seats: []};
  // A field left empty is the variant's own (its stakes line): only what the host fills in is sent.
  for (const key of ["small_blind", "big_blind", "ante", "bring_in", "buy_in", "decision_seconds", "time_bank"]) {
    if (form[key].value.trim() !== "") body[key] = Number(form[key].value);
  }
  const choices = [...form.choices.selectedOptions].map((o) => o.value);
  // uploaded games among the choices: each checked by the server as the table's own file is
  for (const more of form.more.files) choices.push({filename: more.name, source: await more.text()});
  if (choices.length) body.choices = choices;  // dealer's choice among these and the variant
  for (let i = 0; i < seatsList.children.length; i++) {
    body.seats.push({kind: form["kind" + i].value, name: form["name" + i].value});
  }
  const file = form.file.files[0];
  if (file) { body.source = await file.text(); body.filename = file.name; }
  const errors = document.getElementById("errors");
  const response = await fetch("/api/tables", {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
  const answer = await response.json();
  if (!response.ok) {
    errors.textContent = answer.errors.join("\n\n");
    errors.hidden = false;
    return;
  }
  errors.hidden = true;
  const links = document.getElementById("links");
  links.replaceChildren();
  const host = el("li");
  host.appendChild(el("a", {href: answer.host}, "host page (keep it)"));
  links.appendChild(host);
  for (const seat of answer.seats) {
    if (seat.kind !== "person") continue;
    const li = el("li", {}, `${seat.name}: `);
    li.appendChild(el("a", {href: seat.link, class: "invite"}, seat.link));
    links.appendChild(li);
  }
  const watch = el("li");
  watch.appendChild(el("a", {href: answer.watch}, "watch as a spectator"));
  links.appendChild(watch);
  const warning = document.getElementById("opened-warning");
  warning.textContent = answer.warning || "";
  warning.hidden = !answer.warning;
  document.getElementById("opened").hidden = false;
});
