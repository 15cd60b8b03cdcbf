"""The scripted fault run of issue 27 at full size: 200 hands of hold'em (a person's seat
played by a scripted client, a call bot, a random bot) through ``pokerlang serve`` in a
process of its own; the server killed with SIGKILL at 50 random points and started again,
and the database held by another connection with an exclusive lock for 10 s at 10 random
points. Then the checks of ``tests/web/test_durability.py``: the stored hands are the
hands played (each hand the person saw end is stored with that result, none dealt twice,
none missing), every chip accounted for, the lobby answering during every lock.

    python bench/web_faults.py [--kills 50] [--locks 10] [--lock-seconds 10]

It runs that test with its sizes set (``POKERLANG_FAULT_*``); the test suite runs it
with a few faults.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--locks", type=int, default=10)
    parser.add_argument("--lock-seconds", type=float, default=10.0)
    args = parser.parse_args()
    env = {
        **os.environ,
        "POKERLANG_FAULT_KILLS": str(args.kills),
        "POKERLANG_FAULT_LOCKS": str(args.locks),
        "POKERLANG_FAULT_LOCK_SECONDS": str(args.lock_seconds),
    }
    began = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-s",
            "-n",
            "0",
            "-p",
            "no:cacheprovider",
            "tests/web/test_durability.py",
            "-k",
            "killed_and_locked",
        ],
        env=env,
        check=False,
    )
    print(
        f"{args.kills} kills, {args.locks} locks of {args.lock_seconds:g} s: "
        f"{'passed' if done.returncode == 0 else 'FAILED'} in {time.monotonic() - began:.0f} s"
    )
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
