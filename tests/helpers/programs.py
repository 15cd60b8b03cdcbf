"""Random programs for the soundness property: hypothesis strategies built from the
grammar (grammar/poker.lark), one for each kind of item and step, not mutations of the
shipped files.

``programs()`` draws a whole ``.poker`` text: a header (players, deck, betting, forced
bets, stakes, the reshuffle rule), zones of every visibility (grids and layouts too),
rankings of its own with qualifiers, wild cards and events, then a game of one of the
usual shapes (flop, stud, draw, deal after deal, legs, a deal thrown in by a card, a
pairwise showdown, moves on a grid, rolled hands, a layout, pip counts, or steps drawn
freely: ``helpers.program_shapes``) with random steps mixed in, and a showdown. The
texts are meant to be plausible, not always right: a fair share fails ``check``, which
is the point of ``check``; every one that passes must play soundly
(tests/compiler/test_generated_programs.py).

A strategy module, not a test module: it holds no tests.
"""

from __future__ import annotations

from hypothesis import strategies as st

from helpers.program_parts import DECKS, Table, Zone, forced, join_lines, players, sometimes, stakes, step
from helpers.program_shapes import SHAPES, own_ranking, showdown

# What a shape asks of the header: an ante and no blinds (a pot played for in or out);
# the standard deck and no wild cards (a count of pips, or hands set and compared in
# units, refuse them); no forced bets at all (nothing may go into a pot that does not
# exist); the seats that fit its deal.
ANTE_ONLY = {"guts", "legs"}
PLAIN_DECK = {"pips", "pairwise"}
NOT_TINY = {"redeal"}  # deals of six or seven cards a seat, dealt again and again
NO_FORCED = {"pairwise"}
PLAYERS = {"grid": "players 2", "pairwise": "players 2..4"}


@st.composite
def zones(draw, shape: str) -> list[Zone]:
    out = [Zone("hand", True, "private")]
    if shape == "grid":
        return [Zone("grid", False, "public", grid=(2, draw(st.integers(1, 4))))]
    if shape == "pairwise":  # a seat's zone for each of its hands, and nothing else to deal
        return [*out, Zone("front", True, "private"), Zone("middle", True, "private")]
    if shape in ("flop", "layout") or draw(st.booleans()):
        out.append(Zone("board", False, draw(st.sampled_from(["public", "public", "hidden"]))))
    if shape in ("stud", "redeal") or draw(st.booleans()):
        out.append(Zone("shown", True, "public"))
    if shape == "roll" or sometimes(draw, 4):
        out.append(Zone("row", True, draw(st.sampled_from(["hidden", "others"]))))
    if shape == "layout":
        out.append(Zone("cross", False, "public", lines=True))
    return out


@st.composite
def events(draw, table: Table) -> list[str]:
    return draw(
        st.lists(
            st.sampled_from(
                [
                    "when dealt up fours { deal 1 down to hand }",
                    "when dealt up threes { declare match = pay pot, fold = fold in turn }",
                    "when dealt kings { burn 1 }",
                    "when dealt down queens { expose 1 from hand in turn }",
                ]
            ),
            max_size=2,
            unique=True,
        )
    )


@st.composite
def wilds(draw, jokers: int, table: Table) -> list[str]:
    lines = ["wild jokers" if draw(st.booleans()) else "wild jokers as bug"] if jokers else []
    shared = [f"wild rank of {z}" for z in table.shared()]  # a shared zone's face-up ranks, for all
    shared += [  # its lowest or highest face-up card, its latest card: for all
        f"wild {draw(st.sampled_from(['lowest rank of', 'highest rank of', 'rank of last card dealt to']))} {z}"
        for z in table.shared()
    ]
    lines += draw(
        st.lists(
            st.sampled_from(
                [
                    "wild deuces",
                    "wild 3 9",
                    "wild Js Jh",
                    "wild queens\nwild rank dealt up after last up queen",
                    "wild lowest rank of hand per seat",
                    "wild highest rank of hand per seat",
                    "wild rank of last card dealt to hand per seat",
                    *shared,
                ]
            ),
            max_size=1 if sometimes(draw, 3) else 0,
        )
    )
    return lines


def _in_steps(draw, steps: list[str], table: Table) -> list[str]:
    """Mix random steps into a shape's own, and group some in named steps."""
    out = list(steps)
    for _ in range(draw(st.integers(0, 3))):
        out.insert(draw(st.integers(1, len(out))), draw(step(table)))
    if draw(st.booleans()):
        cut = draw(st.integers(1, len(out)))
        out = [f"step {table.step_name()} {{ {' '.join(out[:cut])} }}"] + out[cut:]
    return out


@st.composite
def programs(draw) -> str:
    """A whole `.poker` text."""
    shape = draw(st.sampled_from(list(SHAPES)))
    players_line = PLAYERS.get(shape) or draw(players())
    deck, jokers = draw(st.sampled_from(DECKS))
    if shape in PLAIN_DECK or (shape in NOT_TINY and deck.startswith("deck cards")):
        deck, jokers = "deck standard", 0
    forced_line, blinds, ante = draw(forced())
    if shape in ANTE_ONLY:
        forced_line, blinds, ante = "forced ante", False, True
    if shape in NO_FORCED:
        forced_line, blinds, ante = "forced none", False, False
    limit = draw(st.sampled_from(["no-limit", "pot-limit", "fixed-limit"]))
    betting = draw(st.sampled_from(["", f"betting {limit}"]))
    if limit == "fixed-limit" and betting and draw(st.booleans()):
        betting += f" cap {draw(st.integers(1, 5))}"
    table = Table(
        zones=draw(zones(shape)),
        blinds=blinds,
        jokers=jokers,
        limit=limit if betting else "no-limit",
        short="6..A" in deck,
    )
    head = [
        f'game "generated {shape}"',
        "import rankings",
        players_line,
        deck,
        betting,
        forced_line,
        draw(
            stakes(
                blinds,
                ante,
                table.limit,
                "big-blinds" in forced_line,
                "straddle" in forced_line,
                forced_line == "forced blind",
            )
        ),
    ]
    if sometimes(draw, 10) and shape not in NO_FORCED:
        head.append("fold only when facing a bet")
    if sometimes(draw, 4):
        head.append(
            draw(
                st.sampled_from(
                    [
                        "when deck runs out reshuffle muck",
                        "when deck runs out reshuffle muck except discards of players still to draw",
                    ]
                )
            )
        )
    head += [z.line() for z in table.zones]
    if shape not in PLAIN_DECK:
        head += draw(wilds(jokers, table))
    if sometimes(draw, 4) and shape not in NO_FORCED:
        head += draw(events(table))
    head.append(draw(own_ranking()))
    game = draw(SHAPES[shape](table))
    head += game.head
    steps = game.steps
    if not game.closed:
        steps = _in_steps(draw, steps, table)
        if sometimes(draw, 6):
            table.declared = True
            steps.append("declare high, low, pig = high + low together")
        steps.append(game.showdown(table) if game.showdown else draw(showdown(table, cards=game.cards or None)))
    body = join_lines(steps)
    unused = [z.name for z in table.zones if z.grid is None and f" {z.name}" not in body]
    return join_lines(head + [f"deal 1 to {z}" for z in unused] + steps) + "\n"
