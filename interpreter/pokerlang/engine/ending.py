"""The end of a betting round, and of the hand: the uncalled bet returned, the pots won
uncontested or at the showdown, and the hand's result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from pokerlang.engine.effects import HandOver, Returned, betting_ends
from pokerlang.engine.openers import show_openers
from pokerlang.engine.bank import everyone_folded, settle_house
from pokerlang.engine.pairwise import settle_pairwise
from pokerlang.engine.payments import after_division, from_pot
from pokerlang.engine.pots import Pot, make_pots
from pokerlang.cards.card import Card
from pokerlang.engine.result import HandResult, HouseBet, PotResult, Settlement, ShareResult, ShownHand, Winner
from pokerlang.engine.runs import settle_runs
from pokerlang.engine.showdown import Showdown
from pokerlang.engine.hand_names import in_words

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand
    from pokerlang.engine.surrender import ShowStep


def end_betting(hand: Hand, last_aggressor: int | None) -> None:
    """A betting round is over: the uncalled bet goes back, the bets join the pot."""
    if any(hand.chips.bets):  # not a round checked through, or one nobody could bet in
        return_uncalled(hand)
        hand.chips.collect()
    hand.effect(betting_ends(last_aggressor))


def return_uncalled(hand: Hand) -> None:
    back = hand.chips.return_uncalled(hand.live)
    if back:
        hand.effect(Returned(seat=back[0], amount=back[1]))
        hand.record("return", back[0], amount=back[1])


def win_uncontested(hand: Hand) -> None:
    """Everyone else folded: every pot the seat still in has a stake in goes to it, its
    cards unseen. A side pot it never matched (it was all in for less, and those who bet
    more all left the deal: a fold when checking was free, a rule's fold) is not its: the
    last of that pot's players to leave takes it, as the last player in a pot does."""
    hand.wait_on(None)
    return_uncalled(hand)
    chips = hand.chips
    chips.collect()
    winner = hand.live.index(True)
    stake = chips.committed[winner] - (chips.dead[winner] if chips.dead else 0)
    over = [max(0, c - (chips.dead[s] if chips.dead else 0) - stake) for s, c in enumerate(chips.committed)]
    if chips.stacks[winner]:  # not all in: it could have called anything, so every chip is its
        over = [0] * len(over)
    pots = make_pots([c - o for c, o in zip(chips.committed, over)], hand.live, chips.dead)
    takers = [winner] * len(pots)
    if any(over):
        left = [e.seat for e in hand.log if e.kind in ("fold", "out") and e.seat is not None and over[e.seat]]
        pots.append(Pot(sum(over), (left[-1],) if left else (winner,)))
        takers.append(pots[-1].eligible[0])
    pots = from_pot(hand, pots)
    results: list[PotResult] = []
    for pot, taker in zip(pots, takers, strict=True):
        chips.pay(taker, pot.amount)
        share = ShareResult(name="uncontested", amount=pot.amount, winners=(Winner(seat=taker, amount=pot.amount),))
        results.append(PotResult(amount=pot.amount, eligible=pot.eligible, shares=(share,)))
    for taker in dict.fromkeys(takers):
        hand.record("win", taker, amount=sum(p.amount for p, t in zip(pots, takers, strict=True) if t == taker))
    close(hand, results, showdown=False)


def house_wins_all(hand: Hand) -> None:
    """Against the house, everyone folded: every stake is the house's, no hand is shown."""
    hand.wait_on(None)
    return_uncalled(hand)
    hand.chips.collect()
    close(hand, [], showdown=False, house=everyone_folded(hand))


def show_down(hand: Hand, shows: ShowStep) -> None:
    """The showdown step is over: the hands not mucked are shown, the pots settled."""
    return_uncalled(hand)
    hand.chips.collect()
    # Hands shown (and logged) or mucked one by one, or every hand shown now.
    showdown = Showdown(hand, shows.step, mucked=shows.mucked, showing=shows.shown if shows.asks else None)
    # `showdown none`: no hand to compare, so none is shown; the pot left is split.
    compares = bool(shows.step.shares)
    shown = showdown.shown() if compares else []
    rounds = hand.rounds
    # A player alone in for a leg shows nobody: the leg is theirs whatever they hold.
    alone_for_leg = rounds is not None and shows.step.pot.legs and len(showdown.live) == 1
    seen = tuple(showdown.live) if alone_for_leg else None
    for made in shown if not shows.asks else ():
        hand.record("show", made.seat, cards=made.cards, to=seen)
    if shows.step.house is not None:  # no pot: each stake settled with the house
        bets, cards, named = settle_house(showdown)
        close(
            hand,
            [],
            showdown=True,
            shown=tuple(shown),
            house=bets,
            house_cards=cards,
            house_hand=named,
            undescribed=showdown,
        )
        return
    if hand.run_out is not None and hand.run_out.times > 1:  # run it twice: a showdown a run
        results, words, boards = settle_runs(hand, shows, shown)
        close(hand, results, showdown=True, shown=words, boards=boards)
        return
    pots = rounds.pots() if rounds is not None else make_pots(hand.chips.committed, hand.live, hand.chips.dead)
    if rounds is None:
        pots = from_pot(hand, pots)
    results = showdown.settle(pots)
    if rounds is not None:
        # Described now: another deal may follow, and change the cards.
        described, shown_words = in_words(showdown, results, shown)
        rounds.after_showdown(list(described), shown_words)
        return
    settled = settle_pairwise(showdown) if shows.step.pairwise is not None else ()
    # The cards stay as they are: words when asked (``State.result``).
    close(hand, results, showdown=compares, shown=tuple(shown), settled=settled, undescribed=showdown)


def close(
    hand: Hand,
    pots: list[PotResult],
    *,
    showdown: bool,
    shown: tuple[ShownHand, ...] = (),
    settled: tuple[Settlement, ...] = (),
    house: tuple[HouseBet, ...] = (),
    house_cards: tuple[Card, ...] = (),
    house_hand: str | None = None,
    boards: Any = None,
    undescribed: Showdown | None = None,
) -> None:
    """The hand is over: its result, every chip in a stack. ``boards``: each run's board
    (run it twice); ``undescribed``: the showdown whose hands are put into words when the
    result is asked for."""
    if hand.openers is not None:
        show_openers(hand)
    chips = hand.chips
    if any(hand.behind):  # a cap game's chips above the cap are back before the end's payments
        chips.stacks = [s + b for s, b in zip(chips.stacks, hand.behind)]
    after_division(hand, pots, showdown, bool(settled))  # `staked(SEAT)` there is still what the seat put in
    chips.committed = [0] * hand.players
    chips.dead = [0] * hand.players
    stacks = tuple(chips.stacks)
    result = HandResult(
        pots=tuple(pots),
        stacks=stacks,
        net=tuple([a - b for a, b in zip(stacks, hand.starting)]),
        showdown=showdown,
        shown=shown,
        returned=tuple(hand.returned),
        settled=settled,
        house=house,
        house_cards=house_cards,
        house_hand=house_hand,
        paid=tuple(hand.paid),
        tallies={name: tuple(counts) for name, counts in hand.tallies.items()},
        out=tuple(sorted(hand.put_out)),
    )
    if boards is not None:
        result = attrs.evolve(result, boards=boards)  # type: ignore[misc]  # frozen_keywords
    if undescribed is not None:
        # Kept without its hand: a State and its showdown holding each other would be a
        # cycle that only the garbage collector frees, and a run of millions of hands
        # would pay for its passes.
        undescribed.hand = None  # type: ignore[assignment]
    hand.effect(HandOver(result=result, undescribed=undescribed))
