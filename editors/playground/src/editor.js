// The playground's editor: CodeMirror 6 with pokerlang's words highlighted and the
// server's `check` diagnostics shown as you type. Bundled by esbuild into the web
// table's static files (`npm ci && npm run build`); the page never loads a CDN.
import { basicSetup } from "codemirror";
import { EditorView } from "@codemirror/view";
import { EditorState } from "@codemirror/state";
import { StreamLanguage } from "@codemirror/language";
import { linter, lintGutter, forceLinting } from "@codemirror/lint";

// pokerlang's tokens: comments from `#`, strings in double quotes, numbers, cards (Qs, 10h),
// and the words the grammar quotes (given by the server, read from the grammar itself).
function pokerlang(keywords) {
  const words = new Set(keywords);
  return StreamLanguage.define({
    name: "pokerlang",
    token(stream) {
      if (stream.eatSpace()) return null;
      if (stream.match(/#.*/)) return "comment";
      if (stream.match(/"[^"\n]*"?/)) return "string";
      if (stream.match(/(10|[2-9TJQKA])[cdhs]\b/)) return "atom";
      if (stream.match(/[0-9]+/)) return "number";
      const word = stream.match(/[A-Za-z][A-Za-z0-9_'-]*/);
      if (word) return words.has(word[0].toLowerCase()) ? "keyword" : "variableName";
      stream.next();
      return null;
    },
    languageData: { commentTokens: { line: "#" } },
  });
}

// A server diagnostic (lines and columns from 1; 0: the whole file) as CodeMirror's.
function place(doc, line, column) {
  if (!line) return 0;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

export function toLint(doc, d) {
  const from = place(doc, d.line, d.column);
  let to = d.end_line ? place(doc, d.end_line, d.end_column) : from;
  if (to <= from) to = Math.min(from + 1, doc.length);
  const code = d.code ? `${d.code}: ` : "";
  const hint = d.hint ? `\nhint: ${d.hint}` : "";
  return { from, to, severity: d.severity === "warning" ? "warning" : "error", message: code + d.message + hint };
}

// create(parent, {text, keywords, check, onChange}): `check(text)` resolves to the server's
// diagnostics; `onChange(text)` is told every edit (the page saves the draft).
export function create(parent, options) {
  const lint = linter(
    async (view) => {
      const text = view.state.doc.toString();
      const found = await options.check(text);
      if (view.state.doc.toString() !== text) return []; // typed on meanwhile: the next pass answers
      return found.map((d) => toLint(view.state.doc, d));
    },
    { delay: 300 },
  );
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.text || "",
      extensions: [
        basicSetup,
        pokerlang(options.keywords || []),
        lint,
        lintGutter(),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && options.onChange) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    recheck: () => forceLinting(view),
  };
}
