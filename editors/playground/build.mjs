// Bundles src/editor.js with the CodeMirror packages package-lock.json pins into the web
// table's static files, with a banner naming each bundled package, its version and licence
// (a test holds the banner to the lockfile, so the bundle never drifts from it).
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const bundled = Object.entries(lock.packages)
  .filter(([path, info]) => path.startsWith("node_modules/") && !info.dev)
  .map(([path, info]) => `${path.slice("node_modules/".length)}@${info.version} (${info.license})`)
  .sort();

await build({
  entryPoints: ["src/editor.js"],
  bundle: true,
  minify: true,
  format: "iife",
  globalName: "PokerEditor",
  legalComments: "none",
  banner: { js: `/* pokerlang playground editor. Bundled: ${bundled.join(", ")} */` },
  outfile: "../../interpreter/pokerlang/web/static/editor.js",
});
