"""Hands made from more cards than can be ranked in time.

A ranking finds the best hand of up to seven cards by one table look-up; from more
cards it tries their subsets, and with wild cards what each wild card may stand for in
each of them. A hand from a 33-card board takes seconds to rank, and a deal ranks many:
each seat's hand at the showdown, the cards showing at every betting round that goes
by them, each `beats others` asked. So the cards a hand is made from are counted with
the card budget (its most, at every number of players allowed), and a file whose hands may draw on
more than ``MOST_CARDS`` cards (``MOST_WILD`` where cards are wild) is refused.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem, Tally, card_budget
from pokerlang.check.flow import most_held
from pokerlang.ir import control as c
from pokerlang.ir import game as ir

MOST_CARDS = 16  # a 5-card hand from 16 cards: 4,368 subsets, a few milliseconds
MOST_WILD = 12  # with wild cards, each subset is tried with what the wild cards stand for


def big_hands_at_every_count(game: ir.Game, tally: Tally) -> list[Problem]:
    """``big_hands`` with the most players (``tally``), then with each fewer number the
    game allows: fewer seats may hold more cards each (a repeat that deals until the deck
    runs low gives two players far more than seven). One problem a place, the first found."""
    problems = big_hands(game, tally)
    if tally.problems:  # the deck runs out already: what fewer players would hold says nothing more
        return problems
    found = {id(p.node) for p in problems}
    for players in range(game.max_players - 1, game.min_players - 1, -1):
        at = game.at(players)  # (with a deck that depends on the players, theirs)
        for p in big_hands(at, card_budget(at, players), players):
            if id(p.node) not in found:
                found.add(id(p.node))
                problems.append(p)
    return problems


def big_hands(game: ir.Game, tally: Tally, players: int | None = None) -> list[Problem]:
    """``players``: the number of players the tally was walked with, said in the message
    when it is not the most the game allows."""
    problems: list[Problem] = []
    wild = bool(game.wilds)
    repeats = any(isinstance(a, ir.Repeat) for a in game.actions())
    for action in game.actions():
        if isinstance(action, ir.Showdown):
            for share in action.shares:
                if share.ranking.pips is not None or share.is_score:
                    continue  # a count adds its cards up (a number has none): no subsets to try
                pool = sum(most_held(game, tally, s) for s in share.composition.sources)
                problems += _too_many(
                    share, f"share '{share.name}' makes its hand", pool, wild or bool(share.wilds), players, repeats
                )
        elif isinstance(action, ir.Bet):
            for opener, role in ((action.first, "the first bet"), (action.bring_in, "the bring-in")):
                if opener is not None and opener.sources:
                    pool = sum(tally.most.get(s.zone, 0) for s in opener.sources)
                    problems += _too_many(action, f"{role} ranks the cards showing", pool, wild, players)
        condition = action.condition if isinstance(action, c.If) else getattr(action, "until", None)
        for cond in c.conditions(condition) if condition is not None else ():
            if isinstance(cond, c.Beats):
                problems += _too_many(
                    action,
                    f"'{cond.zone} beats others' ranks the cards showing",
                    tally.most.get(cond.zone, 0),
                    wild,
                    players,
                )
    return problems


def _too_many(
    node, what: str, pool: int, wild: bool, players: int | None = None, repeats: bool = False
) -> list[Problem]:
    """``repeats``: the game repeats steps, and a zone they fill counts every card they may bring."""
    most = MOST_WILD if wild else MOST_CARDS
    if pool <= most:
        return []
    at = f" with {players} players" if players else ""
    return [
        Problem(
            node,
            f"{what} from up to {pool} cards{at}: more than the {most} a hand may be made from"
            f"{' when cards are wild' if wild else ''}, or ranking it would take too long",
            f"make the hand from {most} cards or fewer (a smaller board, fewer cards dealt)"
            + (", or seat more players: fewer share the deck" if players else "")
            + (
                "; a zone that a `repeat` deals or puts into counts every card the repeat may bring"
                " (a game that ends when a hand is made: `if ZONE makes ... by RANKING { win }`, then"
                " `showdown none`)"
                if repeats
                else ""
            ),
            code="E413",
        )
    ]
