// The playground: the editor (static/editor.js, CodeMirror bundled at build time), the
// server's check as you type, the rules and IR beside it, a simulation, drafts, a table.
"use strict";
const $ = (id) => document.getElementById(id);
const STARTER = `# My hold'em: two private cards each, five shared cards, four betting rounds.
game "My hold'em"
import rankings
players 2..10
betting no-limit
forced blinds

zone hand per seat private
zone board shared public

step preflop { deal 2 to hand  bet first after big-blind }
step flop    { burn 1  deal 3 to board  bet }
step turn    { burn 1  deal 1 to board  bet big }
step river   { burn 1  deal 1 to board  bet big }

showdown best 5 of hand + board by high
`;

async function post(url, body) {
  const response = await fetch(url, {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
  let answer = {};
  try { answer = await response.json(); } catch (e) { answer = {errors: [`the server answered ${response.status}`]}; }
  return {ok: response.ok, answer};
}

function showTab(name) {
  for (const tab of document.querySelectorAll("[data-tab]")) tab.setAttribute("aria-selected", String(tab.dataset.tab === name));
  for (const panel of document.querySelectorAll(".tab")) panel.hidden = panel.id !== name;
}
for (const tab of document.querySelectorAll("[data-tab]")) tab.addEventListener("click", () => showTab(tab.dataset.tab));

function showProblems(diagnostics) {
  const list = $("problem-list");
  list.replaceChildren();
  for (const d of diagnostics) {
    const li = document.createElement("li");
    li.className = d.severity === "warning" ? "warning" : "error";
    const where = d.line ? `line ${d.line}, column ${d.column}: ` : "";
    li.textContent = `${where}${d.code ? d.code + ": " : ""}${d.message}${d.hint ? " (hint: " + d.hint + ")" : ""}`;
    list.appendChild(li);
  }
  $("problem-count").textContent = diagnostics.length ? `(${diagnostics.length})` : "";
  if (!diagnostics.length) {
    const li = document.createElement("li");
    li.className = "clean";
    li.textContent = "No problems: the variant checks clean.";
    list.appendChild(li);
  }
}

async function check(text) {
  const {ok, answer} = await post("/api/write/check", {source: text, name: $("name").value});
  const diagnostics = ok ? answer.diagnostics : (answer.errors || []).map((message) => ({line: 0, column: 0, severity: "error", message}));
  showProblems(diagnostics);
  $("rules-text").textContent = answer.rules || "The rules in English appear once the file checks clean.";
  $("ir-text").textContent = answer.ir || "The core IR appears once the file checks clean.";
  return diagnostics;
}

let saveTimer = null;
const editor = PokerEditor.create($("editor"), {
  text: localStorage.getItem("pokerlang-draft") || STARTER,
  keywords: JSON.parse($("editor").dataset.keywords || "[]"),
  check,
  onChange(text) {
    localStorage.setItem("pokerlang-draft", text);  // nothing lost on a reload, saved or not
    $("saved").textContent = "";
    clearTimeout(saveTimer);
  },
});

async function listDrafts() {
  const response = await fetch("/api/write/drafts");
  if (!response.ok) return;
  const {drafts} = await response.json();
  const select = $("drafts");
  select.replaceChildren(new Option("open a draft", ""));
  for (const d of drafts) select.appendChild(new Option(d.name, d.name));
}

$("save").addEventListener("click", async () => {
  const {ok, answer} = await post("/api/write/drafts", {source: editor.text(), name: $("name").value});
  $("saved").textContent = ok ? `saved as ${answer.saved}` : answer.errors.join(" ");
  if (ok) listDrafts();
});

$("drafts").addEventListener("change", async () => {
  const name = $("drafts").value;
  if (!name) return;
  const response = await fetch(`/api/write/drafts?name=${encodeURIComponent(name)}`);
  if (!response.ok) return;
  const answer = await response.json();
  $("name").value = name.replace(/\.poker$/, "");
  editor.setText(answer.source);
});

$("simulate").addEventListener("click", async () => {
  const out = $("simulation-text");
  out.textContent = "Simulating…";
  const players = $("players").value ? Number($("players").value) : null;
  const {ok, answer} = await post("/api/write/simulate", {source: editor.text(), name: $("name").value, players, hands: 1000});
  out.textContent = ok ? [...answer.notes, answer.report].join("\n") : answer.errors.join("\n\n");
  out.className = ok ? "" : "errors";
});

$("open-table").addEventListener("click", async () => {
  const players = $("players").value ? Number($("players").value) : 2;
  const seats = [{kind: "person", name: "you"}];
  while (seats.length < Math.max(2, players)) seats.push({kind: "call", name: ""});
  const out = $("simulation-text");
  const {ok, answer} = await post("/api/tables", {source: editor.text(), filename: $("name").value + ".poker", title: $("name").value, seats});
  if (!ok) { out.textContent = answer.errors.join("\n\n"); out.className = "errors"; return; }
  window.location.href = answer.seats.find((s) => s.kind === "person").link;
});

listDrafts();
