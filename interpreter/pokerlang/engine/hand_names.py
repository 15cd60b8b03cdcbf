"""The showdown's hands in words, for the result and the log, once someone asks.

Settling a showdown (``engine.showdown``) needs only the hands' strengths; what each
hand is called, the cards it uses and the seat it borrowed from are read off here, on
request (``State.result()``), so a run that keeps the chips alone, or a playout, never
pays for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pokerlang.engine.result import PotResult, ShareResult, ShownHand, Winner

if TYPE_CHECKING:
    from pokerlang.engine.showdown import Showdown


def in_words(
    showdown: Showdown, pots: Sequence[PotResult], shown: Sequence[ShownHand]
) -> tuple[tuple[PotResult, ...], tuple[ShownHand, ...]]:
    """``settle``'s pots and ``shown``'s hands with the hands in words: every winner of
    a share its hand, the cards it uses and the seat it borrowed from; every hand
    shown its words per share. Settling needs only the hands' strengths, so this is
    done once someone asks (``State.result()``): a run that keeps the chips alone,
    or a playout, never does it."""
    by_name = {sh.name: sh for sh in showdown.step.shares}
    out = []
    for pot in pots:
        if id(pot) not in showdown.awarded:
            out.append(pot)
            continue
        shares = []
        for share in pot.shares:
            sh = by_name.get(share.name)
            winners = []
            for w in share.winners:
                if sh is not None and sh.is_score:  # a number, not cards: said in words alone
                    winners.append(Winner(seat=w.seat, amount=w.amount, hand=showdown.words(sh, w.seat)))
                    continue
                made = showdown.made(sh, w.seat) if sh is not None else None
                best, lender = made if made else (None, None)
                winners.append(
                    Winner(
                        seat=w.seat,
                        amount=w.amount,
                        hand=best.value.describe() if best else None,
                        cards=best.cards if best else (),
                        borrowed_from=lender,
                    )
                )
            shares.append(ShareResult(name=share.name, amount=share.amount, winners=tuple(winners)))
        out.append(PotResult(amount=pot.amount, eligible=pot.eligible, shares=tuple(shares)))
    words = tuple(
        ShownHand(
            seat=h.seat,
            cards=h.cards,
            hands={sh.name: showdown.words(sh, h.seat) for sh in showdown.step.shares if showdown.strength(sh, h.seat)},
        )
        for h in shown
    )
    return tuple(out), words
