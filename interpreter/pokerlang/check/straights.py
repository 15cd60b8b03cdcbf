"""A stripped deck ranked by straights of all thirteen ranks (a warning, W001).

A ranking ranks every rank unless it says otherwise, so a deck of sevens to aces ranked
by `high` makes no straight of A-7-8-9-T: the game runs, but almost every table that
strips the deck (Manila, Telesina, short deck) counts that straight. The author who
meant it keeps the file as it is; the one who did not learns of `ranks of the deck`.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import game as ir
from pokerlang.ir.ranking import RankingSpec


def stripped_straights(game: ir.Game) -> list[Problem]:
    """A warning for each showdown share whose ranking makes straights across ranks the
    game's deck does not hold."""
    if game.cards is not None:
        return []  # a deck of listed cards (a stacked deck to try a hand) says nothing of straights
    held = set(game.ranks)
    problems, said = [], set()
    for showdown in (a for a in game.actions() if isinstance(a, ir.Showdown)):
        for share in showdown.shares:
            if share.is_score:
                continue  # a number each player has: no ranking of cards
            ranking = share.ranking
            lost = _lost_straight(ranking, held)
            if lost is None or ranking.name in said:
                continue
            said.add(ranking.name)
            missing = [r for r in ranking.ranks if r not in held]
            message = (
                f"the deck holds no {_words(missing)}, but ranking '{ranking.name}' makes its straights "
                f"of all {len(ranking.ranks)} ranks: {'-'.join(lost)} is no straight here"
            )
            hint = (
                f"to make straights of the deck's ranks, rank with `ranking short extends {ranking.name} "
                "{ ranks of the deck }`; if the missing ranks are meant to break straights, leave it"
            )
            problems.append(Problem(share, message, hint, code="W001", severity="warning"))
    return problems


def _lost_straight(ranking: RankingSpec, held: set[str]) -> tuple[str, ...] | None:
    """The lowest five ranks in a row of the deck that the ranking does not call a
    straight (None: every straight of the deck is one, or the ranking has none that counts)."""
    if ranking.lowest_wins or ranking.pips is not None or ranking.cards < 5:
        return None
    if "straight" not in ranking.order and "straight-flush" not in ranking.order:
        return None
    order = ranking.ranks
    deck = [r for r in order if r in held]
    if len(deck) == len(order) or len(deck) < 5:
        return None
    ace = order[-1]
    runs = [deck[i : i + 5] for i in range(len(deck) - 4)]
    if ranking.ace == "both" and ace in deck:
        runs.insert(0, [ace, *deck[:4]])
    for run in runs:
        if not _straight(run, order, ranking.ace == "both"):
            return tuple(run)
    return None


def _straight(run: list[str], order: str, wheel: bool) -> bool:
    places = sorted(order.index(r) for r in run)
    if places == list(range(places[0], places[0] + 5)):
        return True
    return wheel and places == [0, 1, 2, 3, len(order) - 1]


def _words(ranks: list[str]) -> str:
    names = [("10" if r == "T" else r) for r in ranks]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]


def categories_below_high_card(game: ir.Game) -> list[Problem]:
    """A warning (W005) for a ranking whose order puts a category below high card: every
    hand is at least a high card, so that category is never made."""
    problems, said = [], set()
    for showdown in (a for a in game.actions() if isinstance(a, ir.Showdown)):
        for share in showdown.shares:
            if share.is_score:
                continue  # a number each player has: no ranking of cards
            ranking = share.ranking
            order = ranking.order
            if "high-card" not in order or order.index("high-card") == 0 or ranking.name in said:
                continue
            said.add(ranking.name)
            dead = ", ".join(order[: order.index("high-card")])
            message = (
                f"ranking '{ranking.name}' orders {dead} below high-card: every hand is at least a high card,"
                " so no hand is ever "
                + ("of that category" if order.index("high-card") == 1 else "of those categories")
            )
            hint = "list high-card first, worst first: `order high-card < pair < ...`, your categories where they rank"
            problems.append(Problem(share, message, hint, code="W005", severity="warning"))
    return problems
