"""Opening requirements (jacks or better to open) and the deal thrown in when nobody opens.

The rules, as a jackpots table plays them:

* While nobody has bet in a betting round with an opening requirement (``ir.Bet.openers``),
  only a player whose hand qualifies (the share's composition under its ranking, which
  carries the qualifier: a pair of jacks or better) may bet. A player without openers may
  check, or fold. Once the pot is opened, anyone may call or raise, whatever they hold.
* The opener's openers (the cards that made the qualifying hand when they opened) are
  kept in the record: at the end of the hand, whether it is won at the showdown or
  uncontested, and even if the opener folded later or split their openers to draw,
  they are shown (the log's ``openers`` line, seen by everyone).
* ``opened`` holds once the betting of the deal is open: a bet was made in it (a bet, a
  bring-in, a blind), or fewer than two players still in have chips to bet with (nobody
  can open then, so nothing is to be waited for).
* ``throw in`` ends the deal at once inside deal after deal (``engine.rounds``): every
  card comes back, the pot stays, every seat dealt in antes again, and the next deal
  begins. The same loop carries Guts' pot from deal to deal.
* Progressive openers (``ir.Bet.rising``): after each deal thrown in the requirement
  rises to the next one written (jacks, then queens, kings, aces), and the last one stays
  for every deal after.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.ir import game as ir
from pokerlang.engine.effects import OpenersKept

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.hand import Hand


# Log lines that make a bet the others must call: once one is made, the deal is opened.
OPENING = frozenset(
    {
        "bet",
        "bring-in",
        "complete",
        "raise",
        "small-blind",
        "big-blind",
        "button-blind",
        "third-blind",
        "straddle",
        "kill-blind",
        "post",
    }
)


def requirement_now(hand: Hand, bet: ir.Bet) -> ir.Share:
    """The requirement to open this deal's round: the first, or after N deals thrown in
    the N-th of the rising ones (the last stays)."""
    assert bet.openers is not None  # asked only of a round with a requirement
    if not bet.rising:
        return bet.openers
    passed = hand.rounds.thrown_in if hand.rounds is not None else 0
    return bet.openers if passed == 0 else bet.rising[min(passed, len(bet.rising)) - 1]


def openers_of(hand: Hand, share: ir.Share, seat: int) -> tuple[Card, ...] | None:
    """The seat's cards that meet the requirement (its best hand for the share, if that
    qualifies), or None: a seat without openers may not make the first bet."""
    from pokerlang.engine.shares import qualifies
    from pokerlang.engine.showdown import Showdown

    made = Showdown(hand, ir.Showdown(shares=(share,))).made(share, seat)
    if made is None or not qualifies(share, made[0].value.value):
        return None
    return tuple(made[0].cards)


def opened(hand: Hand) -> bool:
    """Whether the betting of this deal is open (see the module's rules)."""
    chips, live = hand.chips, hand.live
    if sum(1 for s in range(hand.players) if live[s] and chips.stacks[s] > 0) < 2:
        return True
    for event in reversed(hand.log):
        if event.kind in OPENING:
            return True
        if event.kind == "redeal":  # the deal began here: nothing before it counts
            return False
    return False


def open_with(hand: Hand, share: ir.Share | None, seat: int) -> None:
    """The seat makes the first bet under a requirement: its openers are kept, to be shown
    at the end of the hand (``show_openers``). Without one (``share`` None), the seat is
    the opener that `first opener` names, with nothing to show."""
    cards = openers_of(hand, share, seat) if share is not None else None
    hand.effect(OpenersKept(openers=(seat, cards or ())))


def show_openers(hand: Hand) -> None:
    """At the end of the hand: the opener shows openers, whatever became of the hand (an
    opener of a game without a requirement has none to show)."""
    if hand.openers is not None:
        seat, cards = hand.openers
        if cards:
            hand.record("openers", seat, cards=cards)
        hand.effect(OpenersKept(openers=None))


_NAMES: dict[int, tuple[ir.Game, bool]] = {}


def names_opener(game: ir.Game) -> bool:
    """Whether a round of the game begins with the opener (`first opener`): only then is
    the maker of a deal's first bet kept where no requirement makes one an opener (asked
    once per Game, found by its identity)."""
    hit = _NAMES.get(id(game))
    if hit is None or hit[0] is not game:
        named = any(isinstance(a, ir.Bet) and a.first.kind == "opener" for a in game.every_action())
        hit = _NAMES[id(game)] = (game, named)
    return hit[1]


def requirement(share: ir.Share) -> str:
    """The requirement in the table's words, for a refusal: ``pair, J or better``."""
    q = share.ranking.qualifier
    return f"{q.category}, {q.rank} or better" if q is not None else "a qualifying hand"
