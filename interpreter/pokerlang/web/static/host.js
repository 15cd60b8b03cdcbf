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
