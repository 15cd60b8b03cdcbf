"""A small JSON-RPC client that drives a real ``pokerlang lsp`` process over its standard
input and output, as an editor does: framed messages, a reader thread, and a timeout on
every wait, so that a server that hangs fails the test instead of the run."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from helpers.paths import ROOT

TIMEOUT = 30.0  # seconds: a shared machine may be slow, but never this slow


class LspClient:
    def __init__(self, capabilities: dict | None = None) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "interpreter"))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "pokerlang", "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        self.next_id = 0
        self.responses: dict[int, queue.Queue] = {}
        self.diagnostics: dict[str, queue.Queue] = {}
        self.messages: queue.Queue = queue.Queue()  # window/showMessage
        self.lock = threading.Lock()
        self.asked: queue.Queue = queue.Queue()  # the methods of the server's own requests
        threading.Thread(target=self._read, daemon=True).start()
        params = {"processId": os.getpid(), "rootUri": ROOT.as_uri(), "capabilities": capabilities or {}}
        answer = self.request("initialize", params)
        self.capabilities = answer["capabilities"]
        self.notify("initialized", {})

    # ---- the wire ----

    def _send(self, message: dict) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def _read(self) -> None:
        out = self.process.stdout
        assert out is not None
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return  # the server ended
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            message = json.loads(out.read(length or 0))
            self._dispatch(message)

    def _dispatch(self, message: dict) -> None:
        if "id" in message and "method" in message:  # a request of the server's: answer it
            self.asked.put(message["method"])
            self._send({"id": message["id"], "result": None})
        elif "id" in message:
            self._box(self.responses, message["id"]).put(message)
        elif message.get("method") == "textDocument/publishDiagnostics":
            params = message["params"]
            self._box(self.diagnostics, params["uri"]).put(params["diagnostics"])
        elif message.get("method") == "window/showMessage":
            self.messages.put(message["params"]["message"])

    def _box(self, boxes: dict, key: Any) -> queue.Queue:
        with self.lock:
            return boxes.setdefault(key, queue.Queue())

    # ---- what a test says ----

    def request(self, method: str, params: dict, timeout: float = TIMEOUT) -> Any:
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        box = self._box(self.responses, ident)
        self._send({"id": ident, "method": method, "params": params})
        answer = box.get(timeout=timeout)
        assert "error" not in answer, answer["error"]
        return answer["result"]

    def notify(self, method: str, params: dict) -> None:
        self._send({"method": method, "params": params})

    def open(self, path: Path, text: str | None = None) -> str:
        """Open a buffer (``text``, else the file's own) and return its URI; its first
        diagnostics are waited for with ``diagnosed``."""
        uri = path.resolve().as_uri()
        text = path.read_text(encoding="utf-8") if text is None else text
        self.notify(
            "textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "poker", "version": 1, "text": text}}
        )
        return uri

    def change(self, uri: str, text: str, version: int) -> None:
        self.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]},
        )

    def diagnosed(self, uri: str, timeout: float = TIMEOUT) -> list[dict]:
        """The next diagnostics published for ``uri``."""
        return self._box(self.diagnostics, uri).get(timeout=timeout)

    def at(self, method: str, uri: str, line: int, character: int, **more: Any) -> Any:
        """A request about a position (lines and characters from 0, as LSP counts them)."""
        params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}, **more}
        return self.request(method, params)

    def close(self) -> None:
        try:
            self.request("shutdown", {}, timeout=10)
            self.notify("exit", {})
            self.process.wait(timeout=10)
        except Exception:  # noqa: BLE001 - a server that will not stop is stopped
            self.process.kill()
            self.process.wait()
