"""The hostile sweep's inputs and its oracle (tests/cli/test_hostile_sweep.py).

Every entry point is attacked the way a careless or hostile user would: mutated
variants, pathological files, histories with a field changed, option values out of
range, garbage typed at the table. The oracle is the same everywhere:

* the exit status is 0, 1 or 2 (3 is an internal error: a bug), and no Python
  traceback reaches the output;
* nothing hangs: each command is stopped after ``WALL`` seconds of wall time, and
  must spend under ``CPU`` seconds of processor time (wall time on a shared machine
  says little);
* a file `check` passes plays 20 hands at its fewest and its most players, and the
  nets of the run's summary sum to zero;
* a history with a field changed is never replayed as "every result matches" unless
  the change leaves the hand as recorded (``HARMLESS``).
"""

from __future__ import annotations

import contextlib
import copy
import os
import random
import re
import signal
import time

from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.resources import shipped_variants

from helpers.records import places

WALL = 30.0  # a command still running after this is hung
CPU = 2.0  # the bound for a small input


class Hung(BaseException):
    """Raised by the alarm in a command that ran past WALL."""


@contextlib.contextmanager
def deadline(seconds: float):
    def ring(*_):
        raise Hung()

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


class Sweep:
    """Runs commands through the real CLI, counting them by entry point, and collects
    every way one broke the oracle."""

    def __init__(self):
        self.tried: dict[str, int] = {}
        self.defects: list[str] = []

    def invoke(self, *args: str, input: str | None = None, cpu: float = CPU):
        name = args[0] if args[0] != "explain" or "--ir" not in args else "explain --ir"
        self.tried[name] = self.tried.get(name, 0) + 1
        shown = " ".join(a if len(a) < 60 else a[:57] + "..." for a in args)
        started = time.process_time()
        try:
            with deadline(WALL):
                result = CliRunner().invoke(cli, list(args), input=input)
        except Hung:
            self.defects.append(f"hung: pokerlang {shown!r}")
            return None
        spent = time.process_time() - started
        error = result.exception
        if isinstance(error, Hung):
            self.defects.append(f"hung: pokerlang {shown!r}")
        elif error is not None and not isinstance(error, SystemExit):
            self.defects.append(f"internal error: pokerlang {shown!r}: {type(error).__name__}: {error}")
        elif result.exit_code not in (0, 1, 2):
            self.defects.append(f"exit {result.exit_code}: pokerlang {shown!r}: {result.output[-300:]}")
        elif "Traceback" in result.output:
            self.defects.append(f"traceback: pokerlang {shown!r}")
        if spent > cpu:
            self.defects.append(f"slow ({spent:.1f} s of processor time): pokerlang {shown!r}")
        return result

    def conserves(self, path: str, players: int) -> None:
        """`run --hands 20` succeeds and the nets of its summary sum to zero."""
        # 20 hands of the heaviest shipped game (3-5-7 at seven seats: up to a hundred deals
        # a hand, wild cards at each showdown) take 2 to 3 s alone, twice that while the
        # whole suite shares the two cores
        result = self.invoke("run", path, "--hands", "20", "--players", str(players), "--seed", "7", cpu=4 * CPU)
        if result is None or (result.exception is not None and not isinstance(result.exception, SystemExit)):
            return
        if result.exit_code != 0:
            self.defects.append(f"check-clean {path} does not run at {players} players: {result.output[-300:]}")
            return
        nets = [int(n) for n in _NET.findall(result.output)]
        if len(nets) != players or sum(nets) != 0:
            self.defects.append(f"chips not conserved: {path} at {players} players: nets {nets}")

    def report(self) -> str:
        counts = ", ".join(f"{k}: {v}" for k, v in sorted(self.tried.items()))
        return f"tried {sum(self.tried.values())} ({counts}); defects {len(self.defects)}"


_NET = re.compile(r"^\W*\d+\W+\S+\W+([+-]\d+)\W", re.M)  # a seat's row of the summary table


# ---- variants ------------------------------------------------------------------------
TOKEN = re.compile(r'"[^"\n]*"|[A-Za-z_][A-Za-z0-9_-]*|\d+|\.\.|\S')
NUMBERS = ["0", "1", "2", "3", "7", "13", "52", "53", "99999", "1000000000000", "-1"]


def sources() -> list[str]:
    return [p.read_text() for p in shipped_variants()]


def words(texts: list[str]) -> list[str]:
    return sorted({t for s in texts for t in TOKEN.findall(s) if not t.startswith('"')})


def mutant(text: str, rng: random.Random, vocabulary: list[str]) -> str:
    """One to three token edits: delete, duplicate, swap two, replace by a word of the
    language or an extreme number, insert a word."""
    for _ in range(rng.randint(1, 3)):
        spans = [(m.start(), m.end()) for m in TOKEN.finditer(text)]
        a, b = rng.choice(spans)
        kind = rng.randrange(6)
        if kind == 0:
            text = text[:a] + text[b:]
        elif kind == 1:
            text = text[:a] + text[a:b] + " " + text[a:]
        elif kind == 2:
            c, d = rng.choice(spans)
            if c < a:
                a, b, c, d = c, d, a, b
            if c >= b:
                text = text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
        elif kind == 3:
            text = text[:a] + rng.choice(vocabulary) + text[b:]
        elif kind == 4:
            text = text[:a] + rng.choice(NUMBERS) + text[b:]
        else:
            text = text[:a] + rng.choice(vocabulary) + " " + text[a:]
    return text


def pathological(folder, base: bytes) -> list[str]:
    """Files no variant should be: empty, binary, huge, deep, special."""
    files = {
        "empty": b"",
        "bom": b"\xef\xbb\xbf" + base,
        "crlf": base.replace(b"\n", b"\r\n"),
        "cr": base.replace(b"\n", b"\r"),
        "nul": base[:100] + b"\x00" + base[100:],
        "latin1": base + b"# caf\xe9\n",
        "long-line": b"#" + b"x" * 99_000 + b"\n" + base,
        "too-large": b"# " + b"x" * 100_001,
        "deep-braces": b"step a " + b"{ " * 20_000,
        "deep-repeats": base + b"step z " + b"{ repeat until one in " * 3000 + b"}" * 6000,
        "many-zones": base + b"".join(b"zone z%d shared public\n" % i for i in range(3000)),
        "many-steps": base + b"".join(b"step s%d { burn 1 }\n" % i for i in range(2000)),
        "many-imports": b"import rankings\n" * 6000 + base,
        "huge-number": base.replace(b"players 2..", b"players 2.." + b"9" * 5000 + b" # "),
        "control": base.replace(b'game "', b'game "\x1b[31m\x07'),
        "bidi": base.replace(b'game "', 'game "\u202e'.encode()),
        "surrogate": b'game "\xed\xa0\x80"\n',
        "form-feed": b"# \x0c\n" + base,
        "self-extends": b'extends "self-extends"\n',
    }
    paths = []
    for name, data in files.items():
        path = folder / f"{name}.poker"
        path.write_bytes(data)
        paths.append(str(path))
    (folder / "a-folder.poker").mkdir()
    paths.append(str(folder / "a-folder.poker"))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.poker")
        paths.append(str(folder / "fifo.poker"))
    os.symlink(folder / "loop-b.poker", folder / "loop-a.poker")
    os.symlink(folder / "loop-a.poker", folder / "loop-b.poker")
    paths.append(str(folder / "loop-a.poker"))
    paths += [p for p in ("/dev/null", "/dev/zero", "/dev/urandom") if os.path.exists(p)]
    return paths + ["", "no-such-variant", "a" * 5000, "../../etc/passwd"]


# ---- command lines ---------------------------------------------------------------------
INTS = ["0", "1", "2", "3", "-1", "10", "1000000", "9" * 30, "abc", "", "1e3", "\u0661\u0662", "\u00b2"]
SPLITS = ["1/2", "0/0", "2/1", "0/2", "-1/2", "1/2/3", "a/b", "", "/", "1", "9" * 15 + "/" + "9" * 16, "1.5/3"]
OPTIONS = {
    "--players": INTS,
    "--seed": INTS,
    "--stack": INTS,
    "--ante": INTS,
    "--cap": INTS,
    "--bring-in": INTS,
    "--straddle": INTS,
    "--stakes": SPLITS,
    "--bets": SPLITS,
    "--agents": ["random", "call", "raise", "mc", "random,call", "", ",", "bogus", "mc,call,raise"],
    "--think": ["1", "0", "-1", "2", "5ms", "-5ms", "nanms", "infs", "1e400s", "9" * 30, "ms", "0ms"],
    "--betting": ["no-limit", "pot-limit", "fixed-limit", "bogus"],
    "--ante-kind": ["each", "big-blind", "button", "x"],
    "--workers": ["0", "-1", "1"],
}
PLAYED = [
    "holdem",
    "omaha-hi-lo",
    "seven-card-stud",
    "razz",
    "guts",
    "swap-poker",
    "kuhn",
    "badugi",
    "five-card-draw",
    "swingo",
    "drawmaha",
    "iron-cross",
    "follow-the-queen",
    "billabong",
    "leduc",
    "short-deck",
    "indian-poker",
    "baseball",
    "anaconda",
    "shanghai-pineapple",
]


# Values a run takes, so that most runs get past the options and play with them.
PLAUSIBLE = {
    "--players": ["2", "3", "6", "10"],
    "--seed": ["1", "7", "0"],
    "--stack": ["1", "3", "200", "20000"],
    "--ante": ["0", "1", "5", "500"],
    "--cap": ["1", "2", "5"],
    "--bring-in": ["0", "1", "3"],
    "--straddle": ["0", "4", "300"],
    "--stakes": ["1/2", "0/1", "5/10", "1/1"],
    "--bets": ["2/4", "1/1", "3/3"],
    "--agents": ["random", "call,raise", "raise", "random,mc"],
    "--think": ["1", "2", "1ms"],
    "--betting": ["no-limit", "pot-limit", "fixed-limit"],
    "--ante-kind": ["each", "big-blind", "button"],
    "--workers": ["1"],
}


def run_options(rng: random.Random) -> list[str]:
    args = ["run", rng.choice(PLAYED), "--hands", rng.choice(["0", "1", "3", "-1"])]
    for option in rng.sample(sorted(OPTIONS), rng.randint(1, 5)):
        args += [option, rng.choice(PLAUSIBLE[option] if rng.random() < 0.7 else OPTIONS[option])]
    if "--think" not in args:
        args += ["--think", "2"]  # an mc bot thinks briefly: the sweep tests options, not patience
    return args


HANDS = [
    "AsKs QdQc",
    "AsKs AsQc",
    "As",
    "",
    " ",
    "XxYy QdQc",
    "AsKs",
    "asks qdqc",
    "AsKs/Qh QdQc/2c",
    "A\u2660K\u2660 QdQc",
    "AsKs QdQc\x00",
    "10s9s 8d8c",
    " ".join(["2c3c"] * 30),
]
BOARDS = ["", "2c3c4c", "2c3c4c5c6c7c", "AsKd2c", "2c2c3d", "Xx", "2c/3c"]


def equity_options(rng: random.Random) -> list[str]:
    args = [
        "equity",
        rng.choice(
            [
                "holdem",
                "omaha",
                "razz",
                "seven-card-stud",
                "guts",
                "swap-poker",
                "drawmaha",
                "omaha-hi-lo",
                "kuhn",
                "swingo",
            ]
        ),
        "--hands",
        rng.choice(HANDS),
    ]
    counts = ["0", "1", "100", "-5", "abc", "9" * 30, "1000001"]  # none a wait of a million deals
    for option, values in (
        ("--board", BOARDS),
        ("--dead", BOARDS),
        ("--samples", counts),
        ("--exact-limit", counts),
        ("--seed", INTS),
    ):
        if rng.random() < 0.4:
            args += [option, rng.choice(values)]
    return args


# ---- histories -------------------------------------------------------------------------
# Fields a record holds that do not change the hand: its number in the file, the seed of
# a deck that is recorded card by card, the format's version, and stakes the game never
# uses (a blind in a game of antes). Replaying a record with one of these changed may agree.
HARMLESS = {("hand",), ("seed",), ("format",)}
UNUSED_STAKES = {"small_blind", "big_blind", "small_bet", "big_bet", "bring_in", "straddle"}
HISTORY_GAMES = [
    ("holdem", 3),
    ("omaha-hi-lo", 4),
    ("seven-card-stud", 3),
    ("guts", 3),
    ("swap-poker", 2),
    ("swingo", 3),
    ("drawmaha", 3),
    ("badugi", 3),
    ("kuhn", 2),
    ("five-card-draw", 3),
]


def records(variant: str, players: int, seed: int) -> list[dict]:
    from pokerlang.compiler import load_game
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.simulate import simulate
    from pokerlang.runner.stakes import table_stakes

    game, out = load_game(variant), []
    simulate(
        game,
        table_stakes(game, players),
        make_agents("call", players, game=game),
        6,
        seed,
        on_hand=lambda _i, entry: out.append(entry),
        record=True,
    )
    shown = [r for r in out if r.get("showdown")]
    return shown[:2] or out[:2]


def _alternatives(value) -> list:
    out = [None, [], {}, "x", -1, 0, 10**30, 1.5, True, [[[[]]]]]
    if isinstance(value, bool):
        out.append(not value)
    elif isinstance(value, int):
        out += [value + 1, value - 1, -value, str(value)]
    elif isinstance(value, str):
        out += [value + "x", "", value.upper(), value[::-1]]
        if len(value) == 2:
            out += ["As", "2c", "Xx"]
    elif isinstance(value, list) and value:
        out += [value[:-1], value + value[-1:], value[1:]]
    return [a for a in out if a != value or type(a) is not type(value)]


DELETED = object()


def tampered(record: dict, rng: random.Random) -> tuple[tuple, object, object, dict]:
    """The record with one field deleted or replaced: (its path, old value, new value or
    DELETED, the record)."""
    at = rng.choice([p for p in places(record) if p])
    changed = copy.deepcopy(record)
    parent = changed
    for key in at[:-1]:
        parent = parent[key]
    old = parent[at[-1]]
    if rng.random() < 0.15:
        del parent[at[-1]]
        return at, old, DELETED, changed
    new = rng.choice(_alternatives(old))
    parent[at[-1]] = copy.deepcopy(new)
    return at, old, new, changed


def harmless(at: tuple, old, new, record: dict) -> bool:
    """Whether a change cannot alter what the record says happened."""
    if at[:1] in HARMLESS:
        return True
    if at[0] == "stakes" and len(at) == 2 and at[1] in UNUSED_STAKES:
        return True  # a stake the game does not use: no chip moves by it
    if at[:2] == ("betting", "cap") and record.get("betting", {}).get("limit") != "fixed-limit":
        return True  # a raise cap means nothing outside fixed-limit
    if at[0] == "actions" and len(at) == 3 and at[2] == "amount":
        return new is DELETED or new is None  # the size of a call or a check is the engine's to say
    if at[0] == "actions" and len(at) == 3 and at[2] == "cards":
        return isinstance(new, list) and sorted(map(str, new)) == sorted(map(str, old))  # their order
    return False


# ---- the table -------------------------------------------------------------------------
TYPED = [
    "fold",
    "check",
    "call",
    "bet",
    "raise",
    "all",
    "all-in",
    "pat",
    "high",
    "low",
    "in",
    "out",
    "swap",
    "right",
    "left",
    "up",
    "down",
    "stack",
    "pass",
    "accept",
    "refuse",
    "ask",
    "keep",
    "show",
    "muck",
    "As",
    "Kd",
    "10h",
    "1",
    "2",
    "0",
    "-1",
    "9" * 30,
    "9" * 5000,
    "\u00b2",
    "\u2460",
    "\u0661\u0662",
    "1e3",
    "1.5",
    "nan",
    "inf",
    "\x00",
    "\x1b[2J",
    "\u202e",
    "?",
    "",
    "b",
    "r",
    "c",
    "A\u2660",
    "\uff21\uff53",
    "\uff11\uff10",
    "0x10",
    "1_000",
    "+5",
    ",",
    ";",
    "\t",
    "\r",
]
AT_THE_TABLE = [
    "holdem",
    "five-card-draw",
    "swap-poker",
    "guts",
    "seven-card-stud",
    "omaha-hi-lo",
    "swingo",
    "drawmaha",
    "badugi",
    "iron-cross",
    "indian-poker",
    "celestial-two-keep-one",
    "kuhn",
]


def typed_session(rng: random.Random) -> str:
    lines = [" ".join(rng.choice(TYPED) for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(0, 60))]
    if rng.random() < 0.5:
        lines.append("q")
    return "\n".join(lines) + ("\n" if rng.random() < 0.5 else "")  # EOF mid-line, or after one
