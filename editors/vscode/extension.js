// The pokerlang extension: the TextMate grammar colours .poker files; this starts
// `pokerlang lsp` (the setting pokerlang.server.command) and connects it to the editor.
"use strict";

const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace
    .getConfiguration("pokerlang")
    .get("server.command", ["pokerlang", "lsp"]);
  client = new LanguageClient(
    "pokerlang",
    "pokerlang",
    { command, args },
    { documentSelector: [{ language: "poker" }] }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
