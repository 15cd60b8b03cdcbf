// The host page: close the table (a JSON POST with the host key, as the server's guard requires).
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
