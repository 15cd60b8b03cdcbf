"""Reading a PHH file: TOML checked field by field, amounts made whole, the table's stakes.

Whatever a file holds, reading it either gives a hand or raises Mismatch with a message
that names the line: a truncated file, a field of the wrong type, a binary file.

Amounts may be decimal (online hand histories count cents): every amount of a hand is
scaled by the same power of ten to whole minor units, exactly (``0.25`` at a table of
cents is 25), and the engine plays whole chips. An infinite stack (``inf``) is a stack
deeper than anything the hand can bet: it is played as such, and its finishing stack
is not compared.
"""

from __future__ import annotations

from pokerlang.ir.game import seating

import decimal
import math
import tomllib

from pokerlang.engine import TableStakes
from pokerlang.ir import game as ir
from pokerlang.runner.phh_cards import words
from pokerlang.runner.replay import refused
from pokerlang.runner.phh_schema import OUTCOMES
from pokerlang.runner.phh_schema import PHH_AMOUNTS as AMOUNT_KEYS
from pokerlang.runner.phh_schema import phh_hand
from pokerlang.runner.room import RoomRules
from pokerlang.runner.replay_schema import Malformed

MOST_DECIMALS = 6
DEEP = 10**15  # an infinite stack, in minor units: deeper than any bet a file can make


def parse_toml(text: str, where: str) -> dict:
    try:
        return tomllib.loads(text, parse_float=decimal.Decimal)
    except tomllib.TOMLDecodeError as err:
        message = str(err)
        if "end of document" in message:  # name the line: the last one, cut short
            message = message.replace(
                "at end of document", f"at line {text.count(chr(10)) + 1}, the end of the file: is it cut short?"
            )
        raise Malformed(f"{where} is not PHH (TOML): {message}") from None
    except RecursionError:
        raise Malformed(f"{where} is not a hand: its values nest too deep") from None
    except (ArithmeticError, ValueError):  # a number beyond what a decimal or an int holds
        raise Malformed(f"{where} is not a hand: it holds a number too large to read") from None


def _decimals(value) -> int:
    if isinstance(value, int) or not value.is_finite():
        return 0
    exponent = value.normalize().as_tuple().exponent
    return max(0, -exponent)


def read_phh(text: str, where: str = "the hand") -> dict:
    """The hand's fields, checked, with every amount in whole minor units (``scale``:
    how many of them make one unit of the file)."""
    return checked(parse_toml(text, where), text, where)


def checked(phh: dict, text: str, where: str) -> dict:
    """The hand's fields checked (``replay_schema.phh_hand``: Malformed naming the line and
    the field), with every amount in whole minor units."""
    phh_hand(phh, text, where)
    values: list[int | decimal.Decimal] = []  # TOML's numbers, read with decimals for floats
    finishing: list[int | decimal.Decimal] = []
    for key in AMOUNT_KEYS:
        value = phh.get(key)
        if value is None:
            continue
        items = list(value.values()) if isinstance(value, dict) else value if isinstance(value, list) else [value]
        (finishing if key in OUTCOMES else values).extend(items)
    for action in phh["actions"]:
        w = words(action)
        if len(w) >= 3 and w[1] == "cbr":
            values.append(decimal.Decimal(w[2]))
    # The table's unit comes from its stakes and bets; a record whose finishing stacks
    # are finer (half-chips of a split pot) is a record difference (``finishing_exact``).
    places = max((_decimals(v) for v in values), default=0)
    if places > MOST_DECIMALS:
        raise refused(f"{where}: amounts with {places} decimal places: at most {MOST_DECIMALS}", "decimal places")
    out = dict(phh)
    out["scale"] = scale = 10**places
    out["finishing_exact"] = all(_decimals(v) <= places for v in finishing)
    for key in AMOUNT_KEYS:
        if key in phh and (key not in OUTCOMES or out["finishing_exact"]):
            out[key] = _scaled_field(phh[key], scale)
    for key in OUTCOMES if not out["finishing_exact"] else ():
        if phh.get(key) is not None:
            out[key] = [decimal.Decimal(v) * scale for v in phh[key]]
    out["infinite"] = [not math.isfinite(s) for s in phh["starting_stacks"]]
    return out


def scaled(value, scale: int) -> int:
    if isinstance(value, str):
        value = decimal.Decimal(value)
    if isinstance(value, decimal.Decimal) and value.is_infinite():
        return DEEP * scale
    return int(decimal.Decimal(value) * scale)


def _scaled_field(value, scale: int):
    if isinstance(value, dict):
        return {k: scaled(v, scale) for k, v in value.items()}
    if isinstance(value, list):
        return [scaled(v, scale) for v in value]
    return scaled(value, scale)


def unscaled(value: int, scale: int):
    """An amount of the engine as the file writes it."""
    if scale == 1:
        return value
    return decimal.Decimal(value) / scale


def said(value, scale: int = 1) -> str:
    """An amount, or a list or table of them, written as the file writes it: ``138.2``,
    never ``Decimal('138.2')``; ``scale``: the amounts are in the engine's whole units."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {said(v, scale)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(said(v, scale) for v in value) + "]"
    if isinstance(value, decimal.Decimal) and not value.is_finite():
        return "inf" if value > 0 else str(value)
    if isinstance(value, (int, decimal.Decimal)) and not isinstance(value, bool):
        number = decimal.Decimal(value) / scale
        text = f"{number.normalize():f}" if number != number.to_integral_value() else f"{int(number)}"
        return text
    return str(value)


# ---- the table's stakes ------------------------------------------------------------------


def _per_player(phh: dict, key: str, n: int) -> list:
    value = phh.get(key, 0)
    if isinstance(value, dict):  # PokerKit's {player index: amount}, -1 for the last
        out = [0] * n
        for k, v in value.items():
            out[int(k) % n] = v  # the schema let only player numbers through
        return out
    if not isinstance(value, list):
        return [value] * n
    if len(value) > n:
        raise refused(f"'{key}' lists {len(value)} players, the hand has {n}", "not PHH")
    return list(value) + [0] * (n - len(value))


def _antes(antes: list, n: int, scale: int = 1) -> tuple[int, str, tuple[tuple[int, int], ...]]:
    """The ante, who pays it, and the dead blinds: every player the same (``each``), the
    big blind alone (``big-blind``: p2; heads-up p1, whose ante PHH lists second) or the
    dealer alone (``button``: the last player). PHH has no field for a dead blind: the
    spec's antes are each player's dead money, so a player paying more than the others'
    ante (a returning player's missed small blind) posts the rest dead, by its seat."""
    if n == 2:  # heads-up, PHH lists antes as it lists blinds: the button's (p2's) first
        antes = antes[::-1]
    paying = [i for i, a in enumerate(antes) if a]
    if not paying:
        return 0, "each", ()
    if len(paying) == n and all(a == antes[0] for a in antes):
        return antes[0], "each", ()
    if len(paying) == 1:
        seat = paying[0]
        if seat == (0 if n == 2 else 1):
            return antes[seat], "big-blind", ()
        if seat == n - 1:
            return antes[seat], "button", ()
    # The ante most players pay (the smaller where as many pay each); more is dead money.
    ante = min(set(antes), key=lambda a: (-antes.count(a), a))
    if all(a >= ante for a in antes):
        return ante, "each", tuple((seat, a - ante) for seat, a in enumerate(antes) if a > ante)
    raise refused(
        f"antes {said(antes, scale)}: pokerlang takes the same ante from everyone, or one ante "
        "from the big blind or from the dealer, and more than that as a dead blind",
        "stakes not supported",
    )


def phh_stakes(phh: dict, game: ir.Game, room: RoomRules | None = None) -> TableStakes:
    """The table's stakes as the record states them, played by the room's rules (``replay
    --cap``, ...) where they are given."""
    stacks = phh["starting_stacks"]
    n = len(stacks)
    if not game.min_players <= n <= game.max_players:
        raise refused(
            f"{game.title} seats {seating(game.min_players, game.max_players)}, not {n}",
            "too many players" if n > game.max_players else "too few players",
        )
    ante, ante_kind, dead = _antes(_per_player(phh, "antes", n), n, phh.get("scale", 1))
    blinds = _per_player(phh, "blinds_or_straddles", n)
    if n == 2:  # heads-up PHH lists the small blind first; the small is the button's (p2)
        blinds.reverse()
    small = big = 0
    single = False
    if game.forced.blinds:  # the button at the last seat: blinds at seats 0 and 1, or 1 and 0 heads-up
        small_seat, big_seat = (1, 0) if n == 2 else (0, 1)
        small, big = blinds[small_seat], blinds[big_seat]
        blinds[small_seat] = blinds[big_seat] = 0
        if big == 0 and small > 0 and n > 2:  # one blind, left of the button: a single blind
            small, big, single = 0, small, True
    if game.forced.button_blind:
        big, blinds[n - 1] = blinds[n - 1], 0
    straddle = 0
    if game.forced.blinds and n >= 3 and blinds[2] > big:  # p3's blind: a live straddle
        straddle, blinds[2] = blinds[2], 0
    # PokerKit's negative blinds: posted by a player out of turn, live, and no straddle.
    posts = tuple((seat, -amount) for seat, amount in enumerate(blinds) if amount < 0)
    blinds = [max(0, b) for b in blinds]
    if any(blinds):
        raise refused(
            f"blinds or straddles {said(phh['blinds_or_straddles'], phh.get('scale', 1))} do not fit {game.title}",
            "stakes not supported",
        )
    if game.forced.ante_big_blinds and ante != game.forced.ante_big_blinds * big:
        raise refused(
            f"{game.title} antes {game.forced.ante_big_blinds} big blinds, not {said(ante, phh.get('scale', 1))}",
            "stakes not supported",
        )
    fixed = game.betting.limit == "fixed-limit"
    if not fixed and phh.get("min_bet") not in (None, big):
        raise refused(
            f"a minimum bet of {said(phh['min_bet'], phh.get('scale', 1))} is not the big blind "
            f"({said(big, phh.get('scale', 1))}): not supported",
            "stakes not supported",
        )
    if fixed and not phh.get("small_bet"):
        raise refused("a fixed-limit hand needs 'small_bet' and 'big_bet'", "not PHH")
    stakes = TableStakes(
        small_blind=small,
        big_blind=max(big, 1),
        ante=ante,
        ante_kind=ante_kind,
        single_blind=single,
        bring_in=phh.get("bring_in", 0) or 0,
        small_bet=phh.get("small_bet") if fixed else None,
        big_bet=phh.get("big_bet") if fixed else None,
        stacks=tuple(stacks),
        players=n,
        straddle=straddle,
        posts=posts,
        dead=dead,
    )
    if room is None or not room.given:
        return stakes
    return room.applied(stakes, straddle, phh.get("scale", 1))
