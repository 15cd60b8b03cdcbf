"""Take the screenshots of docs/web.md's game night: run the scripted game night
(tests/web/test_web_game_night.py) with its screenshots saved to docs/images/night/.

    python docs/web_night.py

It needs what the browser tests need: Playwright and a chromium (the system's, or
POKERLANG_CHROMIUM naming one).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    shots = ROOT / "docs" / "images" / "night"
    shots.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "POKERLANG_SHOTS": str(shots)}
    test = ROOT / "tests" / "web" / "test_web_game_night.py"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:randomly", str(test)], env=env)
    if done.returncode == 0:
        print("\n".join(sorted(str(p.relative_to(ROOT)) for p in shots.glob("*.png"))))
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main())
