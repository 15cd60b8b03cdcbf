"""``pokerlang replay FILES...``: every file and folder given, every hand in them, one
line each, and a summary.

Each hand ends one of three ways:

* **agreed**: the engine took every recorded action, at the recorded seat, and ended
  with the recorded result (finishing stacks, pots);
* **played**: the same, but the record holds no result to compare (a PHH hand without
  finishing stacks or winnings): counted apart, never as agreed;
* **disagreed**: the engine plays the hand otherwise: another seat to act, the hand
  over too soon or not over at the end, other finishing stacks. A disagreement is a
  difference between the engine's rules and the record's, and makes the exit status 1;
* **refused**: the record breaks a rule the engine holds (a raise below the minimum),
  or holds a game, stakes or a file pokerlang cannot read; each is counted by its reason.

Folders are searched for ``.phh`` and ``.phhs`` files (PHH, one hand or many), and for
site hand histories (``.txt``, read through PokerKit's parsers when it is installed).
Any other file given by name is read as a history of ``pokerlang run --history``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import attrs

from pokerlang.runner.replay import Mismatch
from pokerlang.runner.room import RoomRules
from pokerlang.runner.replay_schema import MALFORMED

PHH_SUFFIXES = (".phh", ".phhs")
UNUSABLE = ("unreadable", "not text", "variant not found", MALFORMED)
SITE_SUFFIXES = (".txt",)


@attrs.define
class Outcome:
    where: str
    kind: str  # "agreed", "played" (nothing recorded to compare), "disagreed" or "refused"
    text: str
    reason: str = ""
    hands: int = 1


MAX_FOLDER_ENTRIES = 20_000  # a folder of hand histories, not a whole disk (`replay /`)


def files_of(names: tuple[str, ...]) -> list[Path]:
    """The files to replay: each name given, and the hand files found in each folder
    given (its sub-folders too, without following links). A folder of more than
    MAX_FOLDER_ENTRIES entries is refused rather than walked for minutes."""
    out: list[Path] = []
    for name in names:
        path = Path(name)
        if name and _is_folder(path):
            out += sorted(_hand_files(path), key=_natural)
        else:
            out.append(path)  # "" or a name too long: refused when it is read, naming why
    return out


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a name too long, a loop of links: not a folder; reading it says why
        return False


def _hand_files(folder: Path) -> Iterator[Path]:
    import os

    from pokerlang.inputs import unusable

    seen = 0
    for top, dirs, files in os.walk(folder):
        seen += len(dirs) + len(files)
        if seen > MAX_FOLDER_ENTRIES:
            raise unusable(
                folder,
                f"the folder holds more than {MAX_FOLDER_ENTRIES:,} files and folders",
                hint="name the folder of the hand histories, or the files themselves",
                code="E902",
            )
        dirs.sort()
        for name in files:
            if Path(name).suffix in PHH_SUFFIXES + SITE_SUFFIXES:
                yield Path(top, name)


def _natural(path: Path):
    """``2.phh`` before ``10.phh``."""
    return [
        (0, int(part), "") if part.isdigit() else (1, 0, part) for part in [*path.parent.parts, *_digits(path.name)]
    ]


def _digits(name: str) -> list[str]:
    out, run = [], ""
    for ch in name:
        if run and ch.isdigit() != run[-1].isdigit():
            out.append(run)
            run = ""
        run += ch
    return out + [run] if run else out


def read_text(path: Path) -> str:
    """The file as text, or Mismatch naming the line of the first byte that is not UTF-8.
    Only a regular file is read (a pipe or a device would never end), and never past its
    size limit."""
    from pokerlang.diagnostics import PokerlangError
    from pokerlang.inputs import MAX_LOG_BYTES, MAX_PHH_BYTES, read_bytes

    limit = MAX_PHH_BYTES * 10 if path.suffix in PHH_SUFFIXES else MAX_LOG_BYTES
    try:
        data = read_bytes(path, limit, "a hand history")
    except PokerlangError as err:
        raise Mismatch(err.diagnostics[0].message, kind="refused", reason="unreadable") from None
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark opening the file is no part of it
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise Mismatch(
            f"line {line} is not text (byte {data[err.start]:#04x} is not UTF-8): is this a hand history?",
            kind="refused",
            reason="not text",
        ) from None
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise Mismatch(
            f"line {line} holds a NUL byte: a binary file, not a hand history", kind="refused", reason="not text"
        )
    return text


def replay_path(
    path: Path, variant: str | None, betting: str | None, room: RoomRules | None = None
) -> Iterator[Outcome]:
    """Each hand of the file; ``room``: the house rules the records do not state."""
    name = str(path)
    try:
        if path.suffix in PHH_SUFFIXES:
            yield from _phh_hands(path, variant, room)
        elif path.suffix in SITE_SUFFIXES:
            from pokerlang.runner.sites import site_hands, site_text

            for where, play in site_hands(path, site_text(path), room):
                yield replay_one(where, play)
        elif room is not None and room.given:
            # `run` records every table rule it played by: the room's are the history's own.
            yield Outcome(
                name,
                "refused",
                f"a history of `run` records its table's rules: {room.options()} is for PHH hands and site logs",
                "room rules",
            )
        else:
            from pokerlang.runner.replay import replay_history

            done = replay_history(name, variant, betting)
            yield Outcome(name, "agreed", done.line(name), hands=done.hands)
    except OSError as err:
        yield Outcome(name, "refused", f"cannot read it: {err.strerror or err}", "unreadable")
    except UnicodeDecodeError as err:
        yield Outcome(name, "refused", f"not text: {err.reason} at byte {err.start}", "not text")
    except Mismatch as err:
        yield Outcome(name, err.kind, str(err), err.reason)


def _phh_hands(path: Path, variant: str | None = None, room: RoomRules | None = None) -> Iterator[Outcome]:
    """Each hand of a .phh or .phhs file, played by the shipped variant of its code, or by
    ``variant`` (a file or a shipped name: a house rule the record cannot say, as a rake)."""
    from pokerlang.runner.phh import replay_fields, variant_for
    from pokerlang.runner.phh_read import checked, parse_toml

    text = read_text(path)
    data = parse_toml(text, "the file")
    many = "variant" not in data and data and all(isinstance(v, dict) for v in data.values())
    if path.suffix == ".phhs" or many:  # a table per hand: [1], [2] ...
        hands = [(f"{path} [{key}]", value) for key, value in data.items() if isinstance(value, dict)]
        if not hands:
            raise Mismatch("the file holds no hand ([1], [2] ... tables)", kind="refused", reason="no hand")
    else:
        hands = [(str(path), data)]
    game = variant_for(variant) if variant is not None else None

    def play(fields: dict) -> tuple:
        phh = checked(fields, text, "the hand")
        state, finishing = replay_fields(phh, "the hand", game, room=room)
        return state, finishing, "winnings" if any(phh.get("winnings") or ()) else None

    for where, fields in hands:  # a field's line is looked up in the whole file
        yield replay_one(where, lambda f=fields: play(f))


def replay_one(where: str, play) -> Outcome:
    """One hand: ``play()`` returns (State, finishing stacks or None), and what else the
    record had to compare (``"winnings"``), if anything."""
    from pokerlang.engine import EngineError
    from pokerlang.diagnostics import PokerlangError

    try:
        state, finishing, *compared = play()  # and what else was compared, if anything
    except Mismatch as err:
        return Outcome(where, err.kind, str(err), err.reason)
    except (EngineError, PokerlangError) as err:
        return Outcome(where, "refused", str(err), "cannot play it")
    played = f"{state.game.title}, {len(state.log)} events: played through"
    also = compared[0] if compared else None
    if finishing is None and also is None:
        return Outcome(where, "played", f"{played}; nothing to compare (no finishing stacks, no winnings)")
    checked = "finishing stacks match" if finishing is not None else f"{also} match"
    return Outcome(where, "agreed", f"{played}; {checked}")


@attrs.define
class Summary:
    counts: Counter = attrs.Factory(Counter)
    reasons: Counter = attrs.Factory(Counter)
    files: int = 0

    def add(self, outcome: Outcome) -> None:
        self.counts[outcome.kind] += outcome.hands
        if outcome.kind not in ("agreed", "played"):
            self.reasons[(outcome.kind, outcome.reason or "other")] += 1

    def add_internal(self) -> None:
        self.counts["internal"] += 1
        self.reasons[("refused", "internal error")] += 1

    @property
    def unusable(self) -> bool:
        """A file that is not there or cannot be read, a record that is not the shape of
        its format, a game not to be found: input that cannot be used (exit 2)."""
        return any(self.reasons[("refused", reason)] for reason in UNUSABLE)

    @property
    def hands(self) -> int:
        return sum(self.counts.values())

    def lines(self) -> list[str]:
        c = self.counts
        out = [
            (
                f"{self.hands} hand{'s' if self.hands != 1 else ''} in {self.files} file"
                f"{'s' if self.files != 1 else ''}: {c['agreed']} agreed, "
                + (f"{c['played']} played with nothing to compare, " if c["played"] else "")
                + f"{c['disagreed']} disagreed, {c['refused'] + c['internal']} refused"
            )
        ]
        for (kind, reason), n in sorted(self.reasons.items()):
            out.append(f"  {kind}: {n} x {reason}")
        return out


def line(outcome: Outcome) -> str:
    if outcome.kind in ("agreed", "played"):
        return outcome.text if outcome.text.startswith(outcome.where) else f"{outcome.where}: {outcome.text}"
    return f"{outcome.where}: {outcome.kind}: {outcome.text}"
