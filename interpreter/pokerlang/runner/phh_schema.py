"""The shape of a PHH hand (``docs/phh.md``), checked before a card is dealt, as
``replay_schema`` checks a history line: a failure raises ``Malformed`` naming the line
of the file and the field (``the hand, line 6, 'actions[1]': ...``)."""

from __future__ import annotations

import decimal
import re

from pokerlang.cards.card import card
from pokerlang.runner.replay_schema import MOST_ACTIONS, MOST_CARDS, MOST_CHIPS, Fields, Malformed, show_value


PHH_AMOUNTS = (
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "finishing_stacks",
    "winnings",
)
PER_PLAYER = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings")
OUTCOMES = ("finishing_stacks", "winnings")  # what the hand ends with: may split a chip finer
PHH_SEATS = (2, 23)  # PHH's own range of players


def line_of(text: str, key: str, value: str | None = None) -> int | None:
    """The line of ``text`` where ``key`` is set (or, given ``value``, where that string
    stands in the key's value), or None."""
    m = re.search(rf"^\s*{re.escape(key)}\s*=", text, re.MULTILINE)
    if not m:
        return None
    at = m.start()
    if value is not None:
        found = [i for i in (text.find(q + value + q, m.end()) for q in "'\"") if i >= 0]
        at = min(found) if found else at
    return text.count("\n", 0, at) + 1


def _phh_fields(text: str, where: str, key: str, value: str | None = None) -> Fields:
    number = line_of(text, key, value)
    return Fields(f"{where}, line {number}" if number else where)


def phh_hand(phh, text: str, where: str) -> dict:
    """A PHH hand's fields (TOML read into ``phh``), checked; ``text`` names their lines."""
    f = Fields(where)
    f.is_obj(phh, "")
    for key in ("variant", "starting_stacks", "actions"):
        if key not in phh:
            f.fail("", f"the hand has no '{key}'")
    _phh_fields(text, where, "variant").text(phh["variant"], "variant")
    stacks = _phh_fields(text, where, "starting_stacks").list(
        phh["starting_stacks"], "starting_stacks", PHH_SEATS[1], PHH_SEATS[0]
    )
    n = len(stacks)
    for key in PHH_AMOUNTS:
        if key in phh:
            _phh_amounts(_phh_fields(text, where, key), phh[key], key, n)
    field = _phh_fields(text, where, "actions")
    actions = field.list(phh["actions"], "actions", MOST_ACTIONS)
    for i, action in enumerate(actions):
        try:
            phh_action(field, action, f"actions[{i}]", n)
        except Malformed:  # only now look for the action's own line: a search of the text each
            at = _phh_fields(text, where, "actions", action if isinstance(action, str) else None)
            phh_action(at, action, f"actions[{i}]", n)
            raise
    return phh


def _phh_amounts(f: Fields, value, key: str, n: int) -> None:
    if key in PER_PLAYER[:2] and isinstance(value, dict):  # PokerKit's {player index: amount}
        for k, v in value.items():
            if not re.fullmatch(r"-?[0-9]{1,3}", k) or not -n <= int(k) < n:
                f.fail(key, f"names a player '{k[:20]}', not a number from 0 to {n - 1}")
            phh_amount(f, v, f"{key}.{k}", key == "blinds_or_straddles")
        return
    if key in PER_PLAYER and isinstance(value, list):
        f.list(value, key, n, n if key in ("starting_stacks", "finishing_stacks") else 0)
        for i, v in enumerate(value):
            phh_amount(f, v, f"{key}[{i}]", key == "blinds_or_straddles", key.endswith("stacks"))
        return
    if key in ("starting_stacks", "finishing_stacks"):
        f.fail(key, f"{show_value(value)} is not a list of {n} stacks")
    phh_amount(f, value, key, key == "blinds_or_straddles")


def phh_amount(f: Fields, value, field: str, signed: bool = False, deep: bool = False):
    """An amount of a PHH file: a whole or decimal number, ``inf`` only for a stack."""
    if isinstance(value, str):  # an amount of an action: ``p1 cbr 12.5``, digits as written
        if not AMOUNT.fullmatch(value):  # not ``1_33``, ``1.33e2``, ``١٣٣`` nor ``inf``
            f.fail(field, f"{show_value(value)} is not an amount (digits 0-9, and a decimal point)")
        value = decimal.Decimal(value)
    if isinstance(value, bool) or not isinstance(value, (int, decimal.Decimal)):
        f.fail(field, f"{show_value(value)} is not an amount")
    if isinstance(value, decimal.Decimal) and (value.is_nan() or (value.is_infinite() and not deep)):
        f.fail(field, f"{value} is not an amount")
    if value < 0 and not signed:
        f.fail(field, f"{value} is a negative amount")
    if isinstance(value, int) or value.is_finite():
        size = abs(value) if isinstance(value, int) else value.copy_abs()  # no context: never overflows
        if size > MOST_CHIPS:
            f.fail(field, f"{show_value(value)} is more than {MOST_CHIPS:,}")
        if value != 0 and size < decimal.Decimal("1e-12"):
            f.fail(field, f"{value} is finer than any table's unit")
    return value


AMOUNT = re.compile(r"[0-9]+(\.[0-9]+)?")  # an action's amount: plain digits, as PHH writes them
VERBS = {"f": 2, "cc": 2, "pb": 2, "cbr": 3}  # a player's action -> how many words it has


def phh_action(f: Fields, action, field: str, players: int) -> list[str]:
    """One PHH action checked: its words (``['p1', 'cbr', '6']``), or Malformed."""
    if not isinstance(action, str):
        f.fail(field, f"{show_value(action)} is not an action (a string such as 'p1 cc')")
    w = action.split("#", 1)[0].split()
    if not w:
        return w  # nothing but a comment
    said = _Said(f, field, action)
    if w[0] == "d":
        if w[1:2] == ["dh"] and len(w) == 4:
            phh_player(said, w[2], players)
            phh_cards(said, w[3])
        elif w[1:2] == ["db"] and len(w) == 3:
            phh_cards(said, w[2])
        else:
            said.wrong("a deal is 'd dh pN CARDS' (to a player) or 'd db CARDS' (to the board)")
        return w
    phh_player(said, w[0], players)
    verb = w[1] if len(w) > 1 else None
    if verb in VERBS and len(w) == VERBS[verb]:
        if verb == "cbr":
            phh_amount(said, w[2], field)
    elif verb in ("sd", "sm") and len(w) <= 3:
        if len(w) == 3 and w[2] != "-":
            phh_cards(said, w[2])
    else:
        said.wrong("not a PHH action: 'pN f', 'pN cc', 'pN cbr AMOUNT', 'pN pb', 'pN sd [CARDS]', 'pN sm [CARDS]'")
    return w


class _Said(Fields):
    """The checks of one PHH action: each failure names its field and quotes it."""

    def __init__(self, f: Fields, field: str, action: str):
        super().__init__(f.line)
        self.field, self.action = field, action.strip()[:60]

    def fail(self, field: str, message: str):
        super().fail(self.field, f"{self.action!r}: {message}")

    def wrong(self, message: str):
        self.fail(self.field, message)


def phh_player(said: _Said, word: str, players: int) -> int:
    if not re.fullmatch(r"p[0-9]{1,3}", word) or not 1 <= int(word[1:]) <= players:  # ASCII digits only
        said.wrong(f"'{word[:20]}' is not a player p1..p{players}")
    return int(word[1:]) - 1


def phh_cards(said: _Said, text: str) -> None:
    if len(text) % 2 or len(text) > 2 * MOST_CARDS:
        said.wrong(f"'{text[:40]}' is not a list of two-character cards")
    for i in range(0, len(text), 2):
        c = text[i : i + 2]
        if c != "??":
            try:
                written = str(card(c))
            except ValueError:
                said.wrong(f"'{c}' is not a card")
            if written != c:  # one way to write a card, as PHH writes it: not 'as', 'AS', 'tS'
                said.wrong(f"'{c}' is not a card as PHH writes it: '{written}'")
