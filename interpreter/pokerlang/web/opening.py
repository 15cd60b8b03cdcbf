"""A request to open a table -> the rows the store keeps: the table (its stakes, buy-in
and clock) and its seats (each a person or a bot, with a secret link token). Every field
is checked and bounded here; a bad one raises ValueError naming it, which the server
answers with a 400.

The stakes are the variant's own (its ``stakes`` line, as ``pokerlang run`` reads it)
unless the host gives them; a game whose forced bets are antes sized by the table never
opens with an ante of nothing.
"""

from __future__ import annotations

from pokerlang.ir.game import seating

import re
import secrets
import time

BOTS = ("call", "random", "mc", "policy")  # policy: a policy file of the game (`serve --policy FILE`)

MAX_NAME = 24
# Stakes a table takes from its variant's file only (the host's form has no field for them).
FILE_ONLY = ("small_bet", "big_bet", "biggest_bet", "straddle", "third_blind")


def whole_number(body: dict, key: str, default: int, low: int, high: int) -> int:
    value = body.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{key} must be a whole number from {low} to {high}")
    return value


def clean_name(value, default: str) -> str:
    """A table's or a seat's name as shown: one line, spaces collapsed, at most MAX_NAME long."""
    text = " ".join(str(value or "").split())[:MAX_NAME]
    return text or default


def name_taken(name: str, seat: int, names: list[str]) -> bool:
    """``name`` would be two seats' at the table: another seat's name (in any case), or a
    word the log uses for a seat (``you``; ``seat 3`` for another seat than the third)."""
    folded = name.casefold()
    if folded == "you" or (re.fullmatch(r"seat \d+", folded) and folded != f"seat {seat + 1}"):
        return True
    return any(other.casefold() == folded for i, other in enumerate(names) if i != seat)


def unique_names(wanted: list[str]) -> list[str]:
    """Each seat's name, one per seat: a name taken already gets a number (``Ann 2``)."""
    names: list[str] = []
    for seat, name in enumerate(wanted):
        chosen, n = name, 1
        while name_taken(chosen, seat, names):
            n += 1
            chosen = f"{name[: MAX_NAME - 3]} {n}"
        names.append(chosen)
    return names


def stakes_for(body: dict, game, players: int) -> tuple[dict, int]:
    """A table's stakes for ``game``: the host's fields, the rest the variant's own (its
    ``stakes`` line, as ``run`` plays it); and the variant's own stack."""
    from pokerlang.runner.stakes import table_stakes

    own = table_stakes(game, players)
    host_blinds = "big_blind" in body or "small_blind" in body
    big = whole_number(body, "big_blind", own.big_blind, 1, 10**6)
    small = whole_number(body, "small_blind", own.small_blind if not host_blinds else max(1, big // 2), 0, big)
    ante = whole_number(body, "ante", own.ante, 0, 10**6)
    forced = getattr(game, "forced", None)
    if ante == 0 and forced is not None and forced.ante and not forced.ante_big_blinds:
        raise ValueError(f"{game.title} is played with antes: ante must be at least 1")
    stakes = {
        "small_blind": small,
        "big_blind": big,
        "ante": ante,
        "bring_in": whole_number(body, "bring_in", own.bring_in, 0, 10**6),
    }
    if not host_blinds:  # the file's fixed bets go with its blinds; the host's blinds size their own
        stakes |= {k: v for k in FILE_ONLY if (v := getattr(own, k)) is not None}
    return stakes, own.stacks if isinstance(own.stacks, int) else own.stacks[0]


def table_row(
    body: dict,
    game,
    variant: str,
    source: str | None,
    uploaded: dict[str, str] | None = None,
    members: dict | None = None,
) -> tuple[dict, list[dict]]:
    """The stored table a creation request asks for; raises ValueError naming a bad field.
    ``uploaded``: the games among the choices that were uploaded (name -> text), checked;
    ``members``: an uploaded rotation's games (name -> Game), at the rotation's stakes."""
    seats = body.get("seats")
    if not isinstance(seats, list) or not game.min_players <= len(seats) <= game.max_players:
        raise ValueError(f"{game.title} seats {seating(game.min_players, game.max_players)}")
    kinds = []
    for s in seats:
        kind = s.get("kind") if isinstance(s, dict) else None
        if kind not in ("person", *BOTS):
            raise ValueError(f"a seat is a person or a bot ({', '.join(BOTS)})")
        kinds.append(kind)
    from pokerlang.web import games

    stakes, own_stack = stakes_for(body, game, len(seats))
    host_blinds = "big_blind" in body or "small_blind" in body
    buy_in = whole_number(body, "buy_in", own_stack if not host_blinds else 100 * stakes["big_blind"], 1, 10**9)
    settings = {
        "stakes": stakes,
        "buy_in": buy_in,
        "decision_seconds": whole_number(body, "decision_seconds", 30, 3, 600),
        "time_bank": whole_number(body, "time_bank", 0, 0, 600),  # a seat's extra seconds, all night
    }
    uploaded = uploaded or {}
    choices, every = choices_of(body, variant, len(seats), uploaded)
    if choices:  # dealer's choice (every 0: the host or the next dealer picks) or a rotation
        # each game at its own stakes (its file's, as `run` plays it) but what the host gave
        others = set(choices) - {variant}
        members = members or {}
        by_game = {
            name: stakes_for(body, members.get(name) or games.load_choice(name, uploaded), len(seats))[0]
            for name in others
        }
        settings |= {"choices": choices, "every": every, "stakes_by_game": {variant: stakes, **by_game}}
        if uploaded:  # kept with the table: a restart loads them again
            settings["sources"] = {name: text for name, text in uploaded.items() if name in choices}
    row = {
        "id": secrets.token_urlsafe(6),
        "title": clean_name(body.get("title"), game.title),
        "variant": variant,
        "source": source,
        "settings": settings,
        "stacks": [buy_in] * len(seats),
        "rebuys": [0] * len(seats),
        "host": secrets.token_urlsafe(18),
        "created": time.time(),
    }
    defaults = [f"{kind} bot" if kind in BOTS else f"seat {i + 1}" for i, kind in enumerate(kinds)]
    names = unique_names([clean_name(seat.get("name"), default) for seat, default in zip(seats, defaults)])
    seat_rows = [
        {"seat": i, "token": secrets.token_urlsafe(18), "kind": kind, "name": names[i]} for i, kind in enumerate(kinds)
    ]
    return row, seat_rows


MAX_CHOICES = 24  # games a dealer's choice table offers
MAX_UPLOADED_CHOICES = 3  # of them uploaded files (each up to games.MAX_UPLOAD)


def uploaded_choices(body: dict) -> list[tuple[str, str]]:
    """The uploaded games among ``choices`` (``{"filename": ..., "source": ...}`` entries),
    as (name, text); ValueError naming what is wrong. They are checked by the caller."""
    from pokerlang.web import games

    wanted = body.get("choices") or []
    files = [c for c in wanted if isinstance(c, dict)] if isinstance(wanted, list) else []
    if len(files) > MAX_UPLOADED_CHOICES:
        raise ValueError(f"a table offers at most {MAX_UPLOADED_CHOICES} uploaded games")
    out = []
    for c in files:
        text, name = c.get("source"), c.get("filename") or "upload.poker"
        if not isinstance(text, str) or not text.strip() or not isinstance(name, str):
            raise ValueError('an uploaded choice is {"filename": "bomb-pot.poker", "source": "the file\'s text"}')
        out.append((games.upload_name(name), text))
    if len({name for name, _ in out}) < len(out):
        raise ValueError("two uploaded choices have the same file name")
    return out


def choices_of(body: dict, variant: str, players: int, uploaded: dict[str, str]) -> tuple[list[str], int]:
    """The games a dealer's choice table offers (``choices``: shipped variant names, and
    uploaded files by their names in ``uploaded``; the table's own game first) and, for a
    rotation, the hands each is played before the next (``every``; ``"orbit"``: one hand
    per seat); ValueError naming what is wrong."""
    from pokerlang.web import games

    wanted = body.get("choices") or []
    if not isinstance(wanted, list) or len(wanted) > MAX_CHOICES:
        raise ValueError(f"choices is a list of at most {MAX_CHOICES} variant names")
    wanted = [games.upload_name(c.get("filename") or "upload.poker") if isinstance(c, dict) else c for c in wanted]
    if not all(isinstance(c, str) for c in wanted):
        raise ValueError(f"choices is a list of at most {MAX_CHOICES} variant names")
    if variant in uploaded:
        raise ValueError(f"an uploaded choice is named {variant}, as the table's own game: rename one")
    every = body.get("every", 0)
    if every == "orbit":
        every = players
    if not isinstance(every, int) or isinstance(every, bool) or not 0 <= every <= 1000 or (every and not wanted):
        raise ValueError("every is a number of hands from 1 to 1000, for a table of several games")
    if every:  # a rotation: its games in its order, a game named twice played twice
        choices = [variant, *wanted[1:]] if wanted[0] == variant else [variant, *wanted]
    else:
        choices = [variant] + [c for c in dict.fromkeys(wanted) if c != variant] if wanted else []
    for name in set(choices) - {variant}:
        game = games.load_choice(name, uploaded)
        if not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.title} seats {game.min_players} to {game.max_players}: not {players}")
    return choices, every


def dealable(game, row: dict, seats: list[dict]) -> None:
    """Raises ValueError unless the game deals at the row's stakes (the engine's own
    checks, in its words)."""
    from pokerlang.engine import EngineError, new_hand

    try:
        new_hand(game, stakes_of(row["settings"], row["stacks"][0], len(seats)), seed=0)
    except EngineError as err:
        raise ValueError(str(err)) from None


def stakes_of(settings: dict, stacks, players: int):
    """A stored table's TableStakes (a key not stored: the engine's default, as tables
    opened before the key existed were dealt)."""
    from pokerlang.engine import TableStakes

    k = settings["stakes"]
    return TableStakes(
        small_blind=k["small_blind"],
        big_blind=k["big_blind"],
        ante=k.get("ante", 0),
        bring_in=k.get("bring_in", 0),
        **{key: k[key] for key in FILE_ONLY if k.get(key) is not None},
        stacks=stacks,
        players=players,
    )
