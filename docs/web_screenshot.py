"""Take docs/web-table.png: a hold'em table in a headless chromium, mid-hand.

    python docs/web_screenshot.py [--chromium /usr/bin/chromium]

A server on a scratch database; a table of two people and two bots; the first person's
page is photographed when it is their turn after the flop.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from helpers.web import LiveServer, play_a_step


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent / "web-table.png"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    live = LiveServer(os.path.join(tempfile.mkdtemp(), "shot.db"), bot_delay=0.2).start()
    table = live.open_table(
        variant="holdem",
        title="Friday game",
        seats=[
            {"kind": "person", "name": "Ann"},
            {"kind": "person", "name": "Bob"},
            {"kind": "mc", "name": "Monte"},
            {"kind": "call", "name": "Callie"},
        ],
        decision_seconds=45,
    )
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium)
        ann = browser.new_context(viewport={"width": 1000, "height": 760}, device_scale_factor=1).new_page()
        bob = browser.new_context().new_page()
        ann.goto(table["seats"][0]["link"])
        bob.goto(table["seats"][1]["link"])
        end = time.monotonic() + 60
        while True:
            if time.monotonic() > end:
                raise SystemExit("no turn of Ann's after the flop in a minute: no screenshot taken")
            # Ann's turn: photographed if the flop is out, else she checks or calls.
            if ann.locator("#actions button[data-action]").count():
                if ann.locator("#middle .board .card").count() >= 3:
                    break
                play_a_step(ann)
            elif not play_a_step(bob):
                ann.wait_for_timeout(100)
        ann.wait_for_timeout(300)
        ann.screenshot(path=args.out, full_page=True)
        browser.close()
    live.stop()
    print(args.out)


if __name__ == "__main__":
    main()
