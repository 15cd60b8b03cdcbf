"""How a pot divides among the shares of a showdown (high and low, two boards ...).

* The pot is divided evenly among the shares. A share nobody won (no low of eight or
  better) gives its part to the share its ``else`` names, and on, to one that was won;
  without an ``else``, its part is divided evenly among the shares won.
* Odd chips go one a share: to the share the game names (``odd chip to high``) first,
  then by each share's first winner from the dealer's left (Robert's Rules, "Ties": the
  high half takes the odd chip of a high-low split).
"""

from __future__ import annotations

from pokerlang.ir import game as ir

SPLIT = "split"  # the share name of a pot split because nobody qualified


def divide(step: ir.Showdown, live: list[int], amount: int, won: dict[str, list[int]]) -> dict[str, int]:
    """Each won share's part of a pot of ``amount`` (``won``: share -> its winners; ``live``:
    the seats in, from the dealer's left)."""
    names, shares = list(won), step.shares
    if SPLIT in won or len(names) == len(shares) or not any(sh.unwon_to for sh in shares):
        each, odd = divmod(amount, len(names))
        parts = dict.fromkeys(names, each)
    else:
        by_name = {sh.name: sh for sh in shares}
        each, odd = divmod(amount, len(shares))
        parts, pooled = dict.fromkeys(names, 0), 0
        for share in shares:
            at: str | None = share.name
            while at is not None and at not in won:
                at = by_name[at].unwon_to  # never round to itself (E113)
            if at is None:
                pooled += each
            else:
                parts[at] += each
        more, rest = divmod(pooled, len(names))
        for name in names:
            parts[name] += more
        odd += rest
    if odd:
        order = sorted(won, key=lambda name: (name != step.pot.odd_chip, live.index(won[name][0]), name))
        for i in range(odd):
            parts[order[i % len(order)]] += 1
    return parts
