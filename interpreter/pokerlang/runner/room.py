"""A room's house rules, told to ``replay`` with the stake options ``run`` takes.

A PHH hand or a site's log states its blinds, antes, bets and stacks, but not the rules
of the room it was played in: the raise cap (a bet and four raises), whether heads-up
play lifts it, whether a straddle is played. ``replay --cap 5`` plays the hands by
that cap; ``replay --straddle 0.20`` reads a log's straddle posts of 0.20 (a log
refuses them otherwise: one line does not say the room's straddle rule). Every option a
record states too (``--stakes``, ``--ante``, ``--ante-kind``, ``--bring-in``, ``--bets``,
``--straddle``) must agree with it: a hand whose record says otherwise is refused (reason
``room rules``), never played by the room's numbers in place of its own.

Amounts are in the record's units (``0.05/0.10`` at a table of cents), as the records
write them; ``--stack`` is not taken, as every record states each player's stack.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

import attrs

from pokerlang.engine import TableStakes
from pokerlang.engine.table import ANTE_KINDS
from pokerlang.frozen import frozen_value
from pokerlang.runner.replay import refused

REASON = "room rules"


def _amount(text: str, option: str) -> Decimal:
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        raise ValueError(f"{option} must be an amount, like 2 or 0.25, not '{text}'") from None
    if not value.is_finite() or value < 0 or value.as_tuple().exponent < -6:  # type: ignore[operator]
        raise ValueError(f"{option} {text}: a whole or decimal amount, not negative, at most 6 decimal places")
    return value


def _pair(text: str, option: str) -> tuple[Decimal, Decimal]:
    parts = text.split("/")
    if len(parts) != 2:
        raise ValueError(f"{option} must be SMALL/BIG, like 1/2 or 0.05/0.10, not '{text}'")
    low, high = (_amount(p, option) for p in parts)
    if high <= 0 or low > high:
        raise ValueError(f"{option} {text}: the second must be more than 0 and at least the first")
    return low, high


@frozen_value(kw_only=True)
class RoomRules:
    """The house rules given (None: not given, the record's)."""

    blinds: tuple[Decimal, Decimal] | None = None
    ante: Decimal | None = None
    ante_kind: str | None = None
    bring_in: Decimal | None = None
    bets: tuple[Decimal, Decimal] | None = None
    cap: int | None = None
    cap_heads_up: bool = False
    straddle: Decimal | None = None

    @classmethod
    def parse(
        cls,
        *,
        stakes: str | None = None,
        ante: str | None = None,
        ante_kind: str | None = None,
        bring_in: str | None = None,
        bets: str | None = None,
        cap: int | None = None,
        cap_heads_up: bool = False,
        straddle: str | None = None,
    ) -> RoomRules:
        """The rules of ``replay``'s options; ValueError in the words of an option."""
        if cap is not None and not 1 <= cap <= 1_000:
            raise ValueError("--cap is a number of bets, from 1 to 1000")
        if ante_kind is not None and ante_kind not in ANTE_KINDS:
            raise ValueError(f"--ante-kind is one of {', '.join(ANTE_KINDS)}")
        return cls(
            blinds=_pair(stakes, "--stakes") if stakes is not None else None,
            ante=_amount(ante, "--ante") if ante is not None else None,
            ante_kind=ante_kind,
            bring_in=_amount(bring_in, "--bring-in") if bring_in is not None else None,
            bets=_pair(bets, "--bets") if bets is not None else None,
            cap=cap,
            cap_heads_up=cap_heads_up,
            straddle=_amount(straddle, "--straddle") if straddle is not None else None,
        )

    @property
    def given(self) -> bool:
        return self != RoomRules()

    def options(self) -> str:
        """The options given, as said on the command line."""
        said = []
        for field in attrs.fields(RoomRules):
            value = getattr(self, field.name)
            if value not in (None, False):
                name = {"blinds": "stakes"}.get(field.name, field.name).replace("_", "-")
                shown = "/".join(str(v) for v in value) if isinstance(value, tuple) else value
                said.append(f"--{name}" if value is True else f"--{name} {shown}")
        return " ".join(said)

    def applied(self, stakes: TableStakes, straddle: int, scale: int) -> TableStakes:
        """The record's stakes (``straddle``: the one it posts) played by this room: each
        option the record states must agree with it; the cap is the room's."""

        def units(value: Decimal) -> int:
            return int(value * scale)

        def said(value: int) -> str:
            return f"{(Decimal(value) / scale).normalize():f}"

        def both(pair: tuple[Decimal, Decimal] | None, record: tuple[int, int]) -> tuple[str, str] | None:
            if pair is None or tuple(units(v) for v in pair) == record:
                return None
            return "/".join(said(v) for v in record), "/".join(f"{v.normalize():f}" for v in pair)

        def one(value: Decimal | None, record: int) -> tuple[str, str] | None:
            if value is None or units(value) == record:
                return None
            return said(record), f"{value.normalize():f}"

        ante_kind = stakes.ante_kind or "each"
        differences = (
            ("--stakes", both(self.blinds, (stakes.small_blind, stakes.big_blind))),
            ("--ante", one(self.ante, stakes.ante)),
            ("--ante-kind", (ante_kind, self.ante_kind) if self.ante_kind not in (None, ante_kind) else None),
            ("--bring-in", one(self.bring_in, stakes.bring_in)),
            ("--bets", both(self.bets, (stakes.small, stakes.big))),
            # A room's straddle is the player's to post or not: a hand without one agrees.
            ("--straddle", one(self.straddle, straddle) if straddle else None),
        )
        for option, difference in differences:
            if difference is not None:
                theirs, ours = difference
                raise refused(f"the record's {option.removeprefix('--')} is {theirs}, {option} says {ours}", REASON)
        if self.cap is None:
            return stakes
        return attrs.evolve(stakes, cap=self.cap, heads_up_uncapped=not self.cap_heads_up)

    def straddle_post(self, amount: Decimal, who: str) -> Decimal:
        """A log's straddle post of ``amount``, read where the room plays that straddle."""
        if self.straddle is None:
            raise refused(
                f"{who} posts a straddle: a house rule a log does not state; tell replay the room's "
                "straddle (--straddle AMOUNT) to read it",
                "straddle",
            )
        if amount != self.straddle:
            raise refused(f"{who} posts a straddle of {amount}, the room's (--straddle) is {self.straddle}", REASON)
        return amount
