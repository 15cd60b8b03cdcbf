// Tokenise .poker files with VS Code's own TextMate engine (vscode-textmate on
// vscode-oniguruma), printing one JSON line per file: [[line, column, text, scope], ...]
// with columns from 1. Run by tests/lsp/test_textmate.py when POKERLANG_TEXTMATE names a
// node_modules folder holding both packages.
"use strict";

const fs = require("fs");
const path = require("path");
const modules = process.env.POKERLANG_TEXTMATE;
const vsctm = require(path.join(modules, "vscode-textmate"));
const oniguruma = require(path.join(modules, "vscode-oniguruma"));

const [grammarPath, ...files] = process.argv.slice(2);
const wasm = fs.readFileSync(path.join(modules, "vscode-oniguruma", "release", "onig.wasm")).buffer;

oniguruma.loadWASM(wasm).then(async () => {
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async () => vsctm.parseRawGrammar(fs.readFileSync(grammarPath, "utf8"), grammarPath),
  });
  const grammar = await registry.loadGrammar("source.poker");
  for (const file of files) {
    const out = [];
    let state = vsctm.INITIAL;
    fs.readFileSync(file, "utf8").split("\n").forEach((line, i) => {
      const result = grammar.tokenizeLine(line, state);
      for (const token of result.tokens) {
        const text = line.slice(token.startIndex, token.endIndex);
        if (text.trim()) out.push([i + 1, token.startIndex + 1, text, token.scopes[token.scopes.length - 1]]);
      }
      state = result.ruleStack;
    });
    console.log(JSON.stringify(out));
  }
});
