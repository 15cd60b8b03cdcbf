"""The shape of every record ``pokerlang replay`` reads, checked in one place before a
card is dealt: a line of a history (``run --history``, ``docs/history.md``) and a PHH
hand (``docs/phh.md``).

Whatever a record holds (``1``, ``[]``, ``null``, a key missing, a string where a number
belongs, a number of a thousand digits, an action no game has, a PHH deal with no
cards), checking it either passes or raises ``Malformed``, whose message names the line
and the field: ``line 3, 'actions[2].amount': -5 is not an amount of chips``. Only
then is the record played; what it asserts about the play (the pots, the hands shown,
the stacks) is compared with the replay by ``replay.check_result``.

The bounds are generous for any real table and small enough that nothing a record says
can make the replay slow: at most ``MOST_SEATS`` seats, ``MOST_CHIPS`` chips, a deck of
``MOST_CARDS``.
"""

from __future__ import annotations

import builtins
import decimal
import json
from typing import NoReturn, TypeVar, get_args

from pokerlang.cards.card import card
from pokerlang.codec.json import ACTIONS  # every action by its name, older names too
from pokerlang.engine.table import ANTE_KINDS
from pokerlang.ir.game import Limit

LIMITS: tuple[Limit, ...] = get_args(Limit)
FORMATS = (1, 2)
MOVES = ("swap", "stack", "pass")

MOST_SEATS = 64
MOST_CHIPS = 10**15  # as deep as an infinite PHH stack: more than any bet a record makes
MOST_CARDS = 1_000
MOST_ACTIONS = 100_000
MOST_SEED = 2**256
MOST_TEXT = 200  # a share's name, a hand's description, a declared option


class Mismatch(Exception):
    """The replay does not end as recorded; the message names the hand and the action.
    ``kind``: "disagreed" (the engine plays it otherwise) or "refused" (the record breaks
    a rule, or cannot be read); ``reason``: a few words to count it by."""

    def __init__(self, message: str, kind: str = "disagreed", reason: str = ""):
        super().__init__(message)
        self.kind, self.reason = kind, reason


def refused(message: str, reason: str) -> Mismatch:
    return Mismatch(message, kind="refused", reason=reason)


MALFORMED = "malformed record"


class Malformed(Mismatch):
    """A record that is not the shape its format says: input that cannot be used."""

    def __init__(self, message: str):
        super().__init__(message, kind="refused", reason=MALFORMED)


def show_value(value) -> str:
    """A value as the record writes it (JSON), cut short."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):  # a PHH value: a decimal, a date
        text = repr(value) if not isinstance(value, decimal.Decimal) else str(value)
    return text if len(text) <= 40 else text[:37] + "..."


Name = TypeVar("Name")  # one of the names a field may hold


class Fields:
    """Checks one record; every failure names ``line`` and the field's path."""

    def __init__(self, line: str):
        self.line = line

    def fail(self, field: str, message: str) -> NoReturn:
        raise Malformed(f"{self.line}, '{field}': {message}" if field else f"{self.line}: {message}")

    def is_obj(self, value, field: str) -> dict:
        if not isinstance(value, dict):
            what = "the record" if not field else "it"
            self.fail(field, f"{show_value(value)} is not an object {{...}}: {what} should be")
        return value

    def obj(self, value, field: str, required: tuple, optional: tuple = ()) -> dict:
        self.is_obj(value, field)
        for key in required:
            if key not in value:
                self.fail(field, f"has no '{key}'" if field else f"the record has no '{key}'")
        for key in value:
            if key not in required and key not in optional:
                self.fail(f"{field}.{key}" if field else str(key)[:40], "is not a field of this record")
        return value

    def list(self, value, field: str, most: int, least: int = 0) -> list:
        if not isinstance(value, list):
            self.fail(field, f"{show_value(value)} is not a list [...]")
        if not least <= len(value) <= most:
            self.fail(field, f"holds {len(value)} items, not {least} to {most}")
        return value

    def whole(self, value, field: str, low: int, high: int, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(field, f"{show_value(value)} is not {what}")
        if not low <= value <= high:
            self.fail(field, f"{show_value(value)} is not {what} ({low} to {high})")
        return value

    def chips(self, value, field: str, signed: bool = False) -> int:
        return self.whole(value, field, -MOST_CHIPS if signed else 0, MOST_CHIPS, "an amount of chips")

    def seat(self, value, field: str, players: int) -> int:
        return self.whole(value, field, 0, players - 1, "a seat")

    def text(self, value, field: str) -> str:
        if not isinstance(value, str) or not value or len(value) > MOST_TEXT:
            self.fail(field, f"{show_value(value)} is not a name")
        return value

    def one_of(self, value, field: str, names: tuple[Name, ...]) -> Name:
        if isinstance(value, bool) or value not in names:
            self.fail(field, f"{show_value(value)} is not one of {', '.join(map(str, names))}")
        return value

    def flag(self, value, field: str) -> bool:
        if not isinstance(value, bool):
            self.fail(field, f"{show_value(value)} is not true or false")
        return value

    def card(self, value, field: str) -> str:
        try:
            ok = isinstance(value, str) and str(card(value)) == value
        except ValueError:
            ok = False
        if not ok:
            self.fail(field, f"{show_value(value)} is not a card (rank then suit: \"As\", \"Td\")")
        return value

    def cards(self, value, field: str, most: int = MOST_CARDS) -> builtins.list:  # ``list``: the method above
        for i, c in enumerate(self.list(value, field, most)):
            self.card(c, f"{field}[{i}]")
        if len(set(value)) != len(value):
            twice = next(c for c in value if value.count(c) > 1)
            self.fail(field, f"names {twice} twice")
        return value


# ---- a line of a history ---------------------------------------------------------------

MOST_RUNS = 10  # run it twice: the most runs a file may write (compiler.settings)
HAND_KEYS = (
    "format",
    "hand",
    "seed",
    "button",
    "deck",
    "starting_stacks",
    "actions",
    "showdown",
    "pots",
    "returned",
    "shown",
    "final_stacks",
    "net",
)
TABLE_KEYS = ("variant", "betting", "stakes")  # format 2 (format 1 had none: replay with --variant)
# The wider structures, recorded where a hand has them: a third bet, a third blind,
# re-straddles, the dealer's straddle, a kill blind (seat, amount).
BLINDS_AND_BETS = ("biggest_bet", "third_blind", "straddles", "button_straddle", "kill")
STAKES = ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet", "straddle")
TABLE_RULES = ("ante_kind", "single_blind", "cap", "heads_up_uncapped", "posts", "dead", "tallies") + BLINDS_AND_BETS


def history_record(value, line: int) -> dict:
    """``value``, a history line read as JSON, checked field by field; Malformed if not."""
    f = Fields(f"line {line}")
    f.is_obj(value, "")  # not an object: say so before naming a missing key
    if "format" not in value:
        f.fail("", "the record has no 'format'")
    record_format = f.one_of(value["format"], "format", FORMATS)
    optional = ("settled", "house", "boards", "paid", "bank", "tallies", "out", "match", "file") + (
        () if record_format == 2 else TABLE_KEYS
    )
    f.obj(value, "", HAND_KEYS + (TABLE_KEYS if record_format == 2 else ()), optional)
    stacks = f.list(value["starting_stacks"], "starting_stacks", MOST_SEATS, 1)
    for i, s in enumerate(stacks):
        f.chips(s, f"starting_stacks[{i}]")
    n = len(stacks)
    if "variant" in value:
        f.text(value["variant"], "variant")
    if "file" in value:  # the variant's own file, relative to the history's folder
        f.text(value["file"], "file")
        if not value["file"].endswith(".poker"):
            f.fail("file", "names a .poker file")
    if "betting" in value:
        betting = f.obj(value["betting"], "betting", ("limit", "cap"))
        f.one_of(betting["limit"], "betting.limit", LIMITS)
        if betting["cap"] is not None:
            f.whole(betting["cap"], "betting.cap", 1, 1_000, "a number of bets")
    if "stakes" in value:
        _stakes(f, value["stakes"], n)
    if "match" in value:  # a hand of a match: each of its seats' seat in the match, and the level
        match = f.obj(value["match"], "match", ("seats", "level"), ("prize_pool",))
        seats = f.list(match["seats"], "match.seats", n, n)
        for i, s in enumerate(seats):
            f.whole(s, f"match.seats[{i}]", 0, MOST_SEATS - 1, "a seat")
        if len(set(seats)) != len(seats) or seats != sorted(seats):
            f.fail("match.seats", "are the match's seats in order, each once")
        f.whole(match["level"], "match.level", 0, 1_000, "a level")
        if "prize_pool" in match:  # the first hand of a match whose prize pool was drawn
            prize = f.obj(match["prize_pool"], "match.prize_pool", ("drawn", "pool", "added"))
            f.text(prize["drawn"], "match.prize_pool.drawn")
            f.chips(prize["pool"], "match.prize_pool.pool")
            f.chips(prize["added"], "match.prize_pool.added", signed=True)  # below 0: buy-ins kept out (a fee)
    f.whole(value["hand"], "hand", 0, 10**12, "a hand number")
    if value["seed"] is not None:
        f.whole(value["seed"], "seed", -MOST_SEED, MOST_SEED, "a seed")
    f.seat(value["button"], "button", n)
    f.cards(value["deck"], "deck")
    for i, action in enumerate(f.list(value["actions"], "actions", MOST_ACTIONS)):
        _action(f, action, f"actions[{i}]", n)
    f.flag(value["showdown"], "showdown")
    for i, pot in enumerate(f.list(value["pots"], "pots", MOST_SEATS * 4 * MOST_RUNS)):
        _pot(f, pot, f"pots[{i}]", n)
    for i, board in enumerate(f.list(value.get("boards", []), "boards", MOST_RUNS)):
        board = f.obj(board, f"boards[{i}]", ("run", "zones"))
        f.whole(board["run"], f"boards[{i}].run", 1, MOST_RUNS, "a run")
        for name, cards in f.is_obj(board["zones"], f"boards[{i}].zones").items():
            f.text(name, f"boards[{i}].zones")
            f.cards(cards, f"boards[{i}].zones.{name}")
    for i, back in enumerate(f.list(value["returned"], "returned", MOST_SEATS)):
        back = f.obj(back, f"returned[{i}]", ("seat", "amount"))
        f.seat(back["seat"], f"returned[{i}].seat", n)
        f.chips(back["amount"], f"returned[{i}].amount")
    for i, shown in enumerate(f.list(value["shown"], "shown", MOST_SEATS * 4)):
        where = f"shown[{i}]"
        shown = f.obj(shown, where, ("seat", "cards", "hands"))
        f.seat(shown["seat"], f"{where}.seat", n)
        f.cards(shown["cards"], f"{where}.cards", MOST_CARDS)
        hands = f.is_obj(shown["hands"], f"{where}.hands")
        if len(hands) > MOST_SEATS:
            f.fail(f"{where}.hands", f"holds {len(hands)} shares")
        for share, described in hands.items():
            f.text(share, f"{where}.hands")
            f.text(described, f"{where}.hands.{share}")
    for i, paid in enumerate(f.list(value.get("settled", []), "settled", MOST_SEATS * MOST_SEATS)):
        _settled(f, paid, f"settled[{i}]", n)
    if "house" in value:
        _house(f, value["house"], n)
    for i, paid in enumerate(f.list(value.get("paid", []), "paid", MOST_ACTIONS)):
        _paid(f, paid, f"paid[{i}]", n)
    if "bank" in value:
        f.chips(value["bank"], "bank", True)
    if "tallies" in value:
        _tallies(f, value["tallies"], "tallies", n)
    for i, seat in enumerate(f.list(value.get("out", []), "out", MOST_SEATS)):
        f.seat(seat, f"out[{i}]", n)
    for key, signed in (("final_stacks", False), ("net", True)):
        f.list(value[key], key, n, n)
        for i, s in enumerate(value[key]):
            f.chips(s, f"{key}[{i}]", signed)
    return value


def _tallies(f: Fields, value, where: str, n: int) -> None:
    """The tallies (`tally ...`): a list of counts by name, one a seat or one for the table."""
    for name, counts in f.is_obj(value, where).items():
        f.text(name, where)
        for i, count in enumerate(f.list(counts, f"{where}.{name}", n, 1)):
            f.chips(count, f"{where}.{name}[{i}]", True)


def _paid(f: Fields, value, where: str, n: int) -> None:
    """A payment of a `pay` step or of the hand's end: a seat, or "pot" or "house", each side."""
    paid = f.obj(value, where, ("payer", "payee", "amount"))
    for key in ("payer", "payee"):
        if paid[key] not in ("pot", "house"):
            f.seat(paid[key], f"{where}.{key}", n)
    f.chips(paid["amount"], f"{where}.amount")


def _settled(f: Fields, value, where: str, n: int) -> None:
    """A payment from one player to another at a pairwise showdown."""
    paid = f.obj(value, where, ("payer", "payee", "amount", "units", "shares", "scoop", "fouled"), ("royalty",))
    for key in ("payer", "payee"):
        f.seat(paid[key], f"{where}.{key}", n)
    f.chips(paid["amount"], f"{where}.amount")
    f.whole(paid["units"], f"{where}.units", 1, 10**6, "a number of units")
    for i, share in enumerate(f.list(paid["shares"], f"{where}.shares", MOST_SEATS)):
        f.text(share, f"{where}.shares[{i}]")
    f.flag(paid["scoop"], f"{where}.scoop")
    f.flag(paid["fouled"], f"{where}.fouled")
    if "royalty" in paid:
        f.whole(paid["royalty"], f"{where}.royalty", -(10**6), 10**6, "a number of units")


def _house(f: Fields, value, n: int) -> None:
    """A game against the house: its cards, what it won, each player's stake settled."""
    house = f.obj(value, "house", ("cards", "bank", "bets"))
    f.cards(house["cards"], "house.cards", MOST_CARDS)
    f.chips(house["bank"], "house.bank", True)
    for i, bet in enumerate(f.list(house["bets"], "house.bets", MOST_SEATS)):
        where = f"house.bets[{i}]"
        bet = f.obj(bet, where, ("seat", "staked", "paid", "why"))
        f.seat(bet["seat"], f"{where}.seat", n)
        f.chips(bet["staked"], f"{where}.staked")
        f.chips(bet["paid"], f"{where}.paid")
        f.text(bet["why"], f"{where}.why")


def _stakes(f: Fields, value, n: int) -> None:
    stakes = f.obj(value, "stakes", STAKES, TABLE_RULES)
    for key in STAKES:
        if stakes[key] is not None or key not in ("small_bet", "big_bet"):
            f.chips(stakes[key], f"stakes.{key}")
    if "ante_kind" in stakes:
        f.one_of(stakes["ante_kind"], "stakes.ante_kind", ANTE_KINDS)
    for key in ("single_blind", "heads_up_uncapped"):
        if key in stakes:
            f.flag(stakes[key], f"stakes.{key}")
    if stakes.get("cap") is not None:
        f.whole(stakes["cap"], "stakes.cap", 1, 1_000, "a number of bets")
    for key in ("biggest_bet", "third_blind", "straddles"):
        if key in stakes:
            f.chips(stakes[key], f"stakes.{key}")
    if "button_straddle" in stakes:
        f.flag(stakes["button_straddle"], "stakes.button_straddle")
    if "kill" in stakes:
        f.list(stakes["kill"], "stakes.kill", 2, 2)
        f.seat(stakes["kill"][0], "stakes.kill[0]", n)
        f.chips(stakes["kill"][1], "stakes.kill[1]")
    if "tallies" in stakes:
        _tallies(f, stakes["tallies"], "stakes.tallies", n)
    for key in ("posts", "dead"):  # live blinds out of turn, dead blinds: (seat, amount)
        for i, post in enumerate(f.list(stakes.get(key, []), f"stakes.{key}", MOST_SEATS)):
            f.list(post, f"stakes.{key}[{i}]", 2, 2)
            f.seat(post[0], f"stakes.{key}[{i}][0]", n)
            f.chips(post[1], f"stakes.{key}[{i}][1]")


def _action(f: Fields, value, where: str, n: int) -> None:
    import attrs

    f.obj(value, where, ("seat", "action"), ("amount", "cards", "card", "option", "kind", "target", "row"))
    f.seat(value["seat"], f"{where}.seat", n)
    kind = ACTIONS[f.one_of(value["action"], f"{where}.action", tuple(ACTIONS))]
    fields = {a.name: a for a in attrs.fields(kind)}
    for key in value:
        if key not in ("seat", "action") and key not in fields:
            f.fail(f"{where}.{key}", f"a '{value['action']}' has no {key}")
    for name, field in fields.items():
        if name not in value:
            if field.default is attrs.NOTHING:
                f.fail(where, f"a '{value['action']}' needs its {name}")
            continue
        given, at = value[name], f"{where}.{name}"
        if name == "amount":
            if given is not None or field.default is attrs.NOTHING:
                f.chips(given, at)
        elif name == "cards":
            f.cards(given, at)
        elif name == "card":
            f.card(given, at)
        elif name in ("option", "row"):
            f.text(given, at)
        elif name == "kind":
            f.one_of(given, at, MOVES)
        elif name == "target" and given is not None:
            for i, place in enumerate(f.list(given, at, 2, 2)):
                f.whole(place, f"{at}[{i}]", 0, 1_000, "a row or column")


def _pot(f: Fields, value, where: str, n: int) -> None:
    pot = f.obj(value, where, ("amount", "eligible", "shares"), ("run",))
    if "run" in pot:
        f.whole(pot["run"], f"{where}.run", 1, MOST_RUNS, "a run")
    f.chips(pot["amount"], f"{where}.amount")
    for i, seat in enumerate(f.list(pot["eligible"], f"{where}.eligible", n)):
        f.seat(seat, f"{where}.eligible[{i}]", n)
    for i, share in enumerate(f.list(pot["shares"], f"{where}.shares", MOST_SEATS)):
        at = f"{where}.shares[{i}]"
        share = f.obj(share, at, ("name", "amount", "winners"))
        f.text(share["name"], f"{at}.name")
        f.chips(share["amount"], f"{at}.amount")
        for j, winner in enumerate(f.list(share["winners"], f"{at}.winners", n)):
            won = f"{at}.winners[{j}]"
            winner = f.obj(winner, won, ("seat", "amount", "hand", "cards"))
            f.seat(winner["seat"], f"{won}.seat", n)
            f.chips(winner["amount"], f"{won}.amount")
            if winner["hand"] is not None:
                f.text(winner["hand"], f"{won}.hand")
            f.cards(winner["cards"], f"{won}.cards")
