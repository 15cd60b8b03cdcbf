"""``pokerlang replay FILE``: play a recorded hand again and check that it ends the same.

A history line (``pokerlang run --history``) names its variant, betting, stakes, deck,
button and every decision; replaying deals the recorded deck, applies the decisions in
order, and compares the pots, the winners and the final stacks with the record. The
first decision the engine refuses (or makes at another seat) is where the hand diverged.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import TypeGuard

import attrs

from pokerlang.codec import json as codec_json
from pokerlang.ir import game as ir
from pokerlang.engine import EngineError, TableStakes, new_hand
from pokerlang.runner.replay_schema import (  # replay's callers import these from here too
    LIMITS,
    Malformed,
    Mismatch,
    history_record,
    refused,
)

# Fixed limit with no cap in the file: a bet and three raises, as the rule books say.
DEFAULT_CAP = 4


def with_betting(game: ir.Game, limit: str | None, cap: int | None = None) -> ir.Game:
    """The game with another betting structure (``--betting``); the rest is untouched.
    A fixed-limit game keeps its own raise cap unless ``cap`` is given; spread keeps a
    cap the file gives it; a cap game (``cap 30 big-blinds``) keeps its cap played no-limit
    or pot-limit."""
    if limit is None:
        return game
    if not is_limit(limit):
        raise ValueError(f"no betting structure {limit!r}: one of {', '.join(LIMITS)}")
    if cap is None and limit == "fixed-limit":
        cap = game.betting.cap if game.betting.limit == "fixed-limit" else DEFAULT_CAP
    if cap is None and limit == "spread" and game.betting.limit == "spread":
        cap = game.betting.cap
    hand_cap = game.betting.hand_cap if limit in ("no-limit", "pot-limit") else None
    betting = ir.Betting(limit=limit, cap=cap if limit in ("fixed-limit", "spread") else None, hand_cap=hand_cap)
    return attrs.evolve(game, betting=betting)  # type: ignore[misc]  # the attrs plugin does not read frozen_keywords classes


def is_limit(name: str) -> TypeGuard[ir.Limit]:
    return name in LIMITS


def action_of(record: dict):
    """``{"seat": 3, "action": "raise", "amount": 12}`` -> ``Raise(12)`` (``codec.json``);
    an action of no name is a Mismatch."""
    try:
        return codec_json.action_of(record)
    except codec_json.Unreadable as err:
        raise Mismatch(str(err)) from None


def describe_action(number: int, record: dict) -> str:
    what = record.get("action", "?")
    if "amount" in record:
        what += f" {record['amount']}"
    if "cards" in record:
        what += " " + ("".join(record["cards"]) or "(none)")
    for key in ("card", "option"):
        if key in record:
            what += f" {record[key]}"
    return f"action {number + 1} (seat {record.get('seat')} {what})"


def stakes_of(record: dict) -> TableStakes:
    given = record.get("stakes", {})
    return TableStakes(
        small_blind=given.get("small_blind", 1),
        big_blind=given.get("big_blind", 2),
        ante=given.get("ante", 0),
        bring_in=given.get("bring_in", 0),
        small_bet=given.get("small_bet"),
        big_bet=given.get("big_bet"),
        straddle=given.get("straddle", 0),
        biggest_bet=given.get("biggest_bet"),
        third_blind=given.get("third_blind", 0),
        straddles=given.get("straddles", 1),
        button_straddle=given.get("button_straddle", False),
        kill=given.get("kill"),
        ante_kind=given.get("ante_kind", "each"),
        single_blind=given.get("single_blind", False),
        cap=given.get("cap"),
        heads_up_uncapped=given.get("heads_up_uncapped", True),
        posts=given.get("posts", ()),
        dead=given.get("dead", ()),
        tallies=given.get("tallies", {}),
        stacks=tuple(record["starting_stacks"]),
        players=len(record["starting_stacks"]),
    )


def game_of(record: dict, variant: str | None = None, beside: str | None = None) -> ir.Game:
    """The game a history line names: ``--variant``, else the file the line says it was
    played from (``file``, relative to the history's folder ``beside``), else the shipped
    variant of that name, else ``NAME.poker`` beside the history, else in the working
    directory. A file of a shipped variant's name never takes its place unless the line
    says it was played from it: a ``holdem.poker`` left beside a history does not change
    what ``holdem`` is."""
    return source_of(record, variant, beside)[0]


def source_of(record: dict, variant: str | None = None, beside: str | None = None) -> tuple[ir.Game, str | None]:
    """``game_of``, and the file the game was read from (None: the shipped variant)."""
    from pathlib import Path

    from pokerlang.check import check_game
    from pokerlang.compiler import find_variant

    def load_game(name_or_path: str) -> ir.Game:  # a file check refuses is not played
        return check_game(find_variant(name_or_path))

    if variant is None and record.get("file"):
        played = os.path.normpath(os.path.join(beside or ".", record["file"]))
        if not os.path.isfile(played):
            raise refused(
                f"the history was played from {record['file']}, which is not beside it: give --variant PATH",
                "variant not found",
            )
        variant = played
    name = variant or record.get("variant")
    if name is None:
        raise refused("the history does not name its variant (a format 1 file): give --variant", "needs --variant")
    betting = record.get("betting") or {}
    if variant is not None:
        game = load_game(variant)
        if game.match is not None and record.get("variant") != game.name:
            # a hand of the match played by a game of its schedule (a bomb pot once an orbit)
            from pokerlang.check.match import scheduled_games

            game = next((g for g in scheduled_games(game).values() if g.name == record.get("variant")), game)
        return with_betting(game, betting.get("limit"), betting.get("cap")), _file_of(variant)
    if not isinstance(name, str) or not name or len(name) > 200 or any(c in name for c in "/\\\x00"):
        raise refused(
            f"the history names no variant file: {str(name)[:40]!r}; give --variant PATH", "variant not found"
        )
    from pokerlang.resources import variants_dir

    places = [variants_dir(), Path(beside or "."), Path.cwd()]
    found = next((p / f"{name}.poker" for p in places if (p / f"{name}.poker").is_file()), None)
    if found is None:
        raise refused(
            f"the history plays '{name}', which is not shipped, nor a file beside the "
            f"history or here: give --variant PATH",
            "variant not found",
        )
    shipped = found.parent == variants_dir()
    return with_betting(load_game(str(found)), betting.get("limit"), betting.get("cap")), (
        None if shipped else str(found)
    )


def _file_of(variant: str) -> str | None:
    """The file ``--variant`` names (None: a shipped variant's name)."""
    from pokerlang.compiler import find_variant
    from pokerlang.resources import variants_dir

    found = find_variant(variant)
    return None if found.parent == variants_dir() and not os.path.exists(variant) else str(found)


def replay_hand(game: ir.Game, record: dict, *, check: bool = True):
    """Deal the recorded hand and apply its actions; returns the finished State.
    Raises Mismatch at the first action the engine does not take as recorded and then,
    as ``pokerlang replay`` does, at the first result that differs from the record's
    (``check_result``); ``check=False``: the actions alone (a record just made here).
    ``game``: a Game or a ``pokerlang.Variant``."""
    game = getattr(game, "game", game)  # a Variant holds its Game
    hand = record.get("hand", "?")
    try:
        state = new_hand(
            game, stakes_of(record), seed=record.get("seed"), deck=record.get("deck"), button=record.get("button", 0)
        )
    except (EngineError, TypeError, ValueError) as err:
        raise refused(f"hand {hand}: cannot deal it: {err}", "cannot deal it") from None
    actions = record.get("actions", [])
    for number, step in enumerate(actions):
        where = f"hand {hand}, {describe_action(number, step)}"
        if state.is_over:
            raise Mismatch(f"{where}: the hand is already over")
        if step.get("seat") != state.to_act:
            raise Mismatch(f"{where}: seat {state.to_act} is to act")
        try:
            state.apply(action_of(step), seat=step["seat"])
        except (EngineError, TypeError, ValueError) as err:
            raise Mismatch(f"{where}: {err}") from None
    if not state.is_over:
        raise Mismatch(f"hand {hand}: after its {len(actions)} actions seat {state.to_act} is still to act")
    if check:
        check_result(record, state)
    return state


# What a record asserts, in the order checked: the first that differs is named. The
# rest of a record (the deck, the seed, the button, the actions, the stakes) is what the
# replay plays; the betting and the stakes are compared too, as the replay reads them.
ASSERTED = {
    "final_stacks": "final stacks",
    "net": "the net results",
    "pots": "the pots or their winners",
    "boards": "the boards of the runs",
    "returned": "the bets returned",
    "shown": "the hands shown",
    "settled": "the payments between players",
    "house": "the stakes settled with the house",
    "showdown": "the showdowns",  # each label reads "... differ from the record"
    "deck": "the cards of the deck",
    "betting": "the betting rules",
    "stakes": "the stakes played",
}


def check_result(record: dict, state) -> None:
    """Raise Mismatch naming the first thing the record asserts that the replay (a
    finished State) does not: its own record of the hand must be the record's, field
    for field."""
    from pokerlang.engine.record import hand_record

    actions = record.get("actions", [])
    last = f", after {describe_action(len(actions) - 1, actions[-1])}" if actions else ""
    where = f"hand {record.get('hand', '?')}{last}"
    ours = hand_record(
        hand=record.get("hand", 0),
        seed=record.get("seed"),
        button=state.seating.button,
        deck=[str(c) for c in state.deck],
        starting=list(state.starting),
        actions=actions,
        result=state.result(),
        game=state.game,
        stakes=state.stakes,
    )
    for key, label in ASSERTED.items():
        if key not in record and key in ("betting", "stakes"):
            continue  # a format 1 record: the betting and stakes are the replay's own
        found = difference(ours.get(key), record.get(key), key)  # (``settled``: pairwise games alone)
        if found is not None:
            path, mine, theirs = found
            if key == "final_stacks":
                raise Mismatch(f"{where}: final stacks {ours[key]}, recorded {record.get(key)}")
            raise Mismatch(
                f"{where}: {label} differ from the record: '{path}' is {_short(mine)} "
                f"in the replay, {_short(theirs)} in the record"
            )


def difference(ours, theirs, path: str):
    """(path, ours, theirs) of the first place two JSON values differ, or None."""
    if isinstance(ours, dict) and isinstance(theirs, dict):
        for key in [*ours, *(k for k in theirs if k not in ours)]:
            if key not in ours or key not in theirs:
                return f"{path}.{key}", ours.get(key, _NOTHING), theirs.get(key, _NOTHING)
            found = difference(ours[key], theirs[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(ours, (list, tuple)) and isinstance(theirs, (list, tuple)):
        if len(ours) != len(theirs):
            return path, ours, theirs
        for i, (a, b) in enumerate(zip(ours, theirs)):
            found = difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    same = (ours == theirs and type(ours) is type(theirs)) or (  # 1 is not true, nor 1.0 a chip count
        isinstance(ours, int) and isinstance(theirs, int) and not isinstance(theirs, bool) and ours == theirs
    )
    return None if same else (path, ours, theirs)


_NOTHING = object()  # a key one side lacks


def _short(value) -> str:
    text = "nothing" if value is _NOTHING else json.dumps(value)
    return text if len(text) <= 80 else text[:77] + "..."


def read_history(path: str) -> Iterator[tuple[int, dict]]:
    """The numbered records of a history file, each checked (``replay_schema``)."""
    from pokerlang.inputs import read_lines

    for number, line in read_lines(path):  # a regular file only, one bounded line at a time
        if line.strip():
            try:
                value = json.loads(line)
            except json.JSONDecodeError as err:
                raise Malformed(f"line {number} is not JSON: {err.msg} (column {err.colno})") from None
            except RecursionError:
                raise Malformed(f"line {number} is not a hand: its values nest too deep") from None
            except ValueError:  # a number of more digits than Python reads
                raise Malformed(
                    f"line {number} is not a hand: it holds a number of more than "
                    f"{sys.get_int_max_str_digits():,} digits"
                ) from None
            yield number, history_record(value, number)


@attrs.define
class Replayed:
    hands: int = 0
    actions: int = 0
    variants: set = attrs.Factory(set)  # each game's name, with the file it came from if not shipped

    def line(self, path: str) -> str:
        names = ", ".join(sorted(self.variants)) or "no variant"
        hands = f"{self.hands} hand{'s' if self.hands != 1 else ''}"
        return f"{path}: {hands} ({names}), {self.actions} actions: every result matches"


def replay_history(path: str, variant: str | None = None, limit: str | None = None) -> Replayed:
    """Replay every hand of a history file; raises Mismatch at the first difference."""
    done = Replayed()
    games: dict = {}
    for number, record in read_history(path):
        # a match may play two games
        key = (variant, record.get("variant"), record.get("file"), json.dumps(record.get("betting")))
        if key not in games:
            found, source = source_of(record, variant, os.path.dirname(path))
            games[key] = with_betting(found, limit), source
        game, source = games[key]
        try:
            replay_hand(game, record)  # the actions, then the result
        except Mismatch as err:
            raise Mismatch(f"line {number}, {err}", err.kind, err.reason) from None
        done.hands += 1
        done.actions += len(record.get("actions", []))
        done.variants.add(game.name if source is None else f"{game.name} from {source}")
    if not done.hands:  # nothing was checked, so nothing "matches"
        raise Mismatch("the history holds no hand")
    return done
