"""Whether a game can run the rest of its deal several times (``run it twice when all in``).

Only shared cards are run again: the runs begin once nobody can bet, which is after a
betting round, so what follows the game's first betting round must be shared cards
dealt (and burns), idle betting rounds and the showdown. A seat's own cards still to
come (stud's), a draw or any other decision, or a step that depends on play cannot be
played once per run; the card rooms run it twice in board games alone.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.syntax import ast

_RAN = (ir.Burn, ir.Bet, ir.Showdown)  # steps a run plays as they are, besides shared deals


def runs_problems(game: ir.Game) -> list[Problem]:
    runs = game.runs
    if runs is None:
        return []
    steps = [a for street in game.streets for a in street.actions]
    first = next((i for i, a in enumerate(steps) if isinstance(a, ir.Bet)), None)
    tail = steps[first + 1 :] if first is not None else []
    shared = [a for a in tail if isinstance(a, ir.Deal) and not game.zone(a.zone).per_seat]
    said = "twice" if runs.times == 2 else f"{runs.times} times"
    showdown = next((a for a in game.actions() if isinstance(a, ir.Showdown)), None)
    if showdown is not None and (showdown.pairwise is not None or showdown.house is not None):
        how = "pair by pair" if showdown.pairwise is not None else "with the house"
        return [
            Problem(
                ast.Runs,
                f"this showdown has no pot to divide between runs: it settles {how}",
                "leave the rule out",
                code="E442",
            )
        ]
    for step in tail:
        what = _not_run(game, step)
        if what:
            return [
                Problem(
                    ast.Runs,
                    f"running it {said} deals only shared cards again, and after its first betting round"
                    f" this game {what}",
                    "leave the rule out: stud and draw games are run once (only board games run it twice)",
                    code="E440",
                )
            ]
    if game.events:
        return [
            Problem(
                ast.Runs,
                f"running it {said} deals cards again, and this game has events set off by cards dealt",
                "leave the rule out, or the `when dealt` events",
                code="E440",
            )
        ]
    if not shared:
        return [
            Problem(
                ast.Runs,
                f"no shared cards are dealt after the first betting round: there is nothing to run {said}",
                "leave the rule out, or deal the board after a betting round: `step flop { deal 3 to board  bet }`",
                code="E441",
            )
        ]
    # The most cards a hand takes with every seat filled, and the runs after the first: their
    # burns and shared cards again, when the runs begin as early as they can.
    again = sum(a.count for a in tail if isinstance(a, (ir.Deal, ir.Burn))) * (runs.times - 1)
    assert first is not None  # shared cards come after it (above)
    rest = sum(a.count for a in tail if isinstance(a, (ir.Deal, ir.Burn)))

    def need(players: int) -> int:
        return ir.cards_taken(steps[: first + 1], players) + rest + again

    if need(game.max_players) > game.deck_size:
        # the most seats whose runs the deck holds, for the hint
        most = next((n for n in range(game.max_players - 1, 1, -1) if need(n) <= game.deck_size), None)
        fits = most is not None and most >= game.min_players
        seats = f"seat fewer players: `players {game.min_players}..{most}`" if fits else "seat fewer players"
        return [
            Problem(
                ast.Runs,
                f"running it {said} at {game.max_players} players may take {need(game.max_players)} cards,"
                f" and the deck holds {game.deck_size}",
                f"run it fewer times, or {seats}",
                code="E443",
            )
        ]
    return []


def _not_run(game: ir.Game, step: object) -> str:
    """What the step does that a run cannot do again, in words ('' : a run plays it)."""
    if isinstance(step, ir.Deal):
        if game.zone(step.zone).per_seat:
            return f"deals to each seat's {step.zone}"
        if step.offered or step.only_declared is not None:
            return f"deals to {step.zone} as the players decide"
        return ""
    if isinstance(step, _RAN):
        return ""
    if isinstance(step, (c.If, ir.Repeat, c.Turns, c.When)):
        return "has steps that depend on play (`if`, `repeat`, `each in turn`)"
    return f"asks the players to {type(step).__name__.lower()}"
