"""The showdowns and the shapes of a random program (``helpers.programs``): a shape is a
game's outline (a flop game, stud, draw, deal after deal ...) as a ``Game``, its own steps,
header lines and showdown, into which ``programs()`` mixes random steps.

A strategy module, not a test module: it holds no tests.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from hypothesis import strategies as st

from helpers.program_parts import (
    CATEGORIES,
    PATTERNS,
    RANKINGS,
    RANKS,
    Table,
    bet,
    counts,
    declare,
    join_lines,
    sometimes,
    step,
)

# ---- showdown ------------------------------------------------------------------------


@st.composite
def ranking_for(draw, cards: int, table: Table) -> str:
    names = RANKINGS[cards] + (["mine"] if cards == 5 else [])
    if table.short and cards == 5:
        names = ["short-deck", "mine", "high"]
    elif cards == 5 and not sometimes(draw, 10):  # short-deck in a full deck: now and then
        names = [n for n in names if n != "short-deck"]
    return draw(st.sampled_from(names))


@st.composite
def own_ranking(draw) -> str:
    """``mine``: a stdlib ranking changed by a line or two (a qualifier, an order)."""
    base = draw(st.sampled_from(["high", "ace-to-five-low", "deuce-to-seven-low"]))
    rules = draw(
        st.lists(
            st.sampled_from(
                [
                    f"qualify {draw(st.sampled_from(CATEGORIES))}, {draw(st.sampled_from(RANKS))} or better",
                    "lowest wins",
                    "ace high",
                    "ace low",
                    "partial from 3",
                    "ties by suit clubs < diamonds < hearts < spades",
                    (
                        "order high-card < pair < two-pair < straight < three-of-a-kind < flush < full-house"
                        " < four-of-a-kind < straight-flush"
                    ),
                ]
            ),
            max_size=2,
            unique=True,
        )
    )
    return f'ranking mine "mine" extends {base} {{ {" ".join(rules)} }}'


@st.composite
def composition(draw, table: Table, cards: int, only_hand: bool = False) -> str:
    """Which cards make a hand: always the hand, often with other zones."""
    others = [z.name for z in table.zones if z.grid is None and not z.lines and z.name != "hand"]
    kind = draw(st.sampled_from(["best", "best", "best", "exact", "opponent", "line", "matching", "grid"]))
    if only_hand or not others:
        return draw(st.sampled_from([f"best {cards} of hand", f"{cards} of hand"]))
    if kind == "grid" and any(z.grid for z in table.zones):
        grid = next(z for z in table.zones if z.grid)
        return f"best {min(cards, grid.grid[1])} of {grid.name}"
    if kind == "line" and any(z.lines for z in table.zones):
        layout = next(z for z in table.zones if z.lines)
        return f"best {cards} of hand + one line of {layout.name}"
    if kind == "opponent" and table.seat_zones("public", "others"):
        shown = draw(st.sampled_from(table.seat_zones("public", "others")))
        return f"best {cards} of hand + {shown} + up to 1 of opponent {shown}"
    if kind == "exact" and "board" in others and cards > 2:
        return f"2 of hand + {cards - 2} of board"
    if kind == "matching":
        other, pattern = draw(st.sampled_from(others)), draw(st.sampled_from(PATTERNS[:6]))
        return f"best {cards} of hand + 1 of {other} matching {pattern}"
    chosen = others if draw(st.booleans()) else draw(st.lists(st.sampled_from(others), max_size=2, unique=True))
    return f"best {cards} of {' + '.join(['hand', *chosen])}"


@st.composite
def share(draw, table: Table, name: str = "", cards: int | None = None, only_hand: bool = False) -> str:
    cards = cards or draw(st.sampled_from([5, 5, 5, 4, 3, 2, 1]))
    wild = ""
    if sometimes(draw, 7):
        wild = " with " + draw(st.sampled_from(["deuces wild", "jokers wild as bug", "Js Jh wild"]))
    label = f"{name}: " if name else ""
    return f"{label}{draw(composition(table, cards, only_hand))} by {draw(ranking_for(cards, table))}{wild}"


@st.composite
def showdown(draw, table: Table, guts: bool = False, cards: int | None = None) -> str:
    if not guts and draw(st.booleans()):
        return f"showdown {draw(share(table, cards=cards))}"
    shares = ["high", "low"][: draw(st.integers(1, 2))]
    names = shares if len(shares) > 1 else [""]
    lines = [draw(share(table, name, cards, only_hand=guts)) for name in names]
    rules = []
    if guts:
        rules.append(draw(st.sampled_from(["losers match pot", "worst loser doubles pot", "win only alone", ""])))
        if draw(st.booleans()):
            rules.append(f"cap {draw(st.integers(2, 20))} antes")
        if draw(st.booleans()):
            rules.append("dealer alone needs pair or better")
    else:
        rules += draw(
            st.lists(
                st.sampled_from(
                    [
                        "order last-aggressor",
                        "if none qualifies split",
                        f"surrender keeps {(table.seat_zones('public') or ['hand'])[0]}",
                    ]
                ),
                max_size=2,
                unique=True,
            )
        )
        if len(shares) > 1:
            rules += draw(st.lists(st.sampled_from(["odd chip to high", "if none qualifies best low"]), max_size=1))
    declared = " declared" if table.declared and len(shares) > 1 else ""
    return f"showdown{declared} {{ {' '.join(lines)} {' '.join(r for r in rules if r)} }}"


# ---- game shapes ---------------------------------------------------------------------


@attrs.define
class Game:
    """A shape's outline: its steps; the cards a hand is made of at its showdown (0: any);
    the header lines it needs (rankings, events); and its showdown, written from the
    table once the steps are known (None: a random one). A ``closed`` game takes no random
    steps and ends with its own showdown(s)."""

    steps: list[str]
    cards: int = 0
    head: list[str] = attrs.Factory(list)
    showdown: Callable[[Table], str] | None = None
    closed: bool = False


@st.composite
def flop(draw, table: Table) -> Game:
    hole = draw(st.integers(2, 4))
    steps = [f"deal {hole} to hand", "bet first after big-blind" if table.blinds else "bet"]
    for n in draw(st.sampled_from([(3, 1, 1), (3, 2), (1, 1, 1, 1, 1), (5,)])):
        steps += ["burn 1", f"deal {n} to board", draw(bet(table))]
    return Game(steps, 5)


@st.composite
def stud(draw, table: Table) -> Game:
    up = draw(st.sampled_from(table.seat_zones("public") or ["hand"]))
    steps = ["deal 2 down to hand", f"deal 1 up to {up}", f"bet bring-in worst {up} by low-upcards"]
    for _ in range(draw(st.integers(1, 3))):
        offered = ", offered round the table" if up != "hand" and draw(st.integers(0, 3)) == 1 else ""
        steps += [f"deal 1 up to {up}{offered}", f"bet first best {up} by showing"]
    steps += ["deal 1 down to hand", "bet"]
    return Game(steps, 5)


@st.composite
def draw_game(draw, table: Table) -> Game:
    steps = ["deal 5 to hand", "bet"]
    for _ in range(draw(st.integers(1, 3))):
        high = draw(st.integers(1, 5))
        single = draw(st.sampled_from(["", "", ", single offered face up", ", single two dealt keep one"]))
        steps += [f"draw {draw(st.integers(0, 1 if single else high))}..{high} from hand{single}", draw(bet(table))]
    return Game(steps, 5)


@st.composite
def guts(draw, table: Table) -> Game:
    cards = draw(st.sampled_from([3, 2]))
    sd = draw(showdown(table, guts=True, cards=cards))
    body = [f"deal {cards} down to hand", draw(declare(table).map(lambda d: d.split(" by")[0])), sd]
    if draw(st.booleans()):
        body.insert(1, "bet")
    return Game([f"repeat until one in {{ {join_lines(body)} }}"], closed=True)


# What a player alone in at a legs showdown gets, with what the others pay (docs/language.md, Legs).
LEG_RULES = [
    "losers match pot  alone wins a leg",
    "worst loser pays winner pot  win only alone  alone wins a leg",
    "losers pay winner pot  win only alone  alone wins a leg",
    "alone wins a leg",
]


@st.composite
def legs(draw, table: Table) -> Game:
    """Deal after deal for a pot that legs win (3-5-7, Guts to legs): one to three stages of
    cards each declared and shown down in the same deal."""
    stages = draw(st.integers(1, 3))
    body, dealt = [], 0
    for stage in range(stages):
        more = 3 if stage == 0 else 2
        dealt += more
        cards = min(dealt, 5)
        ranking = "three-card-guts" if cards == 3 else "high"
        body += [f"deal {more} down to hand", "declare in, out = fold together"]
        if draw(st.integers(0, 3)) == 1:
            body.append("bet")
        body.append(f"showdown {{ best {cards} of hand by {ranking}  {draw(st.sampled_from(LEG_RULES))} }}")
    needed = draw(st.integers(1, 4))
    return Game([f"repeat until a player has {needed} legs {{ {join_lines(body)} }}"], closed=True)


@st.composite
def redeal(draw, table: Table) -> Game:
    """A stud deal thrown in when a card is dealt face up (Black Mariah, The Queen), dealt
    again until one is played to its end."""
    up = draw(st.sampled_from(table.seat_zones("public")))
    clauses = draw(st.lists(st.sampled_from([", folded stay out", ", no new ante"]), max_size=2, unique=True))
    card = draw(st.sampled_from(["Qs", "queens", "Kh"]))
    event = f"when dealt up {card} {{ throw in{''.join(clauses)} }}"
    body = ["deal 2 down to hand", f"deal 1 up to {up}", draw(bet(table))]
    for _ in range(draw(st.integers(2, 3))):
        body += [f"deal 1 up to {up}", draw(bet(table))]
    body.append(f"showdown best 5 of hand + {up} by {draw(ranking_for(5, table))}")
    return Game([f"repeat until not thrown in {{ {join_lines(body)} }}"], head=[event], closed=True)


@st.composite
def pairwise(draw, table: Table) -> Game:
    """Chinese poker's shape: a set of hands chosen from one dealt, settled between each pair
    of players in units, a scoop bonus and a fouled set now and then."""
    steps = ["deal 13 to hand", "choose 3 from hand to front together", "choose 5 from hand to middle together"]
    rules = draw(
        st.lists(
            st.sampled_from(["scoop 3", "scoop doubles", "unit 2 big-blinds", "foul unless back >= middle >= front"]),
            max_size=3,
            unique=True,
        )
    )
    if "scoop 3" in rules and "scoop doubles" in rules:
        rules.remove("scoop doubles")
    front = draw(st.sampled_from(["front", "three-card"]))  # the second: a front the foul rule cannot place
    text = (
        f"showdown pairwise {{ front: 3 of front by {front}  middle: 5 of middle by high"
        f"  back: 5 of hand by high  {'  '.join(rules)} }}"
    )
    ranking = 'ranking front "front" { cards 3  ace high  order high-card < pair < three-of-a-kind }'
    return Game(steps + [text], head=[ranking], closed=True)


@st.composite
def grid_game(draw, table: Table) -> Game:
    grid = next(z for z in table.zones if z.grid)
    rows, columns = grid.grid
    moves = draw(st.lists(st.sampled_from(["swap", "stack", "pass"]), min_size=1, max_size=3, unique=True))
    first = draw(st.sampled_from(["", " first after dealer"]))
    dealt = draw(st.sampled_from([rows * columns, rows * columns, columns, rows * columns + 1]))
    size = min(5, columns)
    steps = [
        f"deal {dealt} up to grid",
        (
            f"moves {draw(st.integers(1, 6))} each on grid {{ seat 1 from left  seat 2 from right"
            f"  {' '.join(moves)}{first} }}"
        ),
        f"showdown best {size} of grid by {draw(ranking_for(size, table))}",
    ]
    return Game(steps, closed=True)


@st.composite
def roll(draw, table: Table) -> Game:
    hidden = draw(st.sampled_from(table.seat_zones("hidden", "others")))
    steps = [f"deal 5 to {hidden}", "deal 2 to hand"]
    for _ in range(draw(st.integers(1, 4))):
        steps += [f"expose 1 from {hidden} next", "bet"]
    return Game(steps, 5)


@st.composite
def layout(draw, table: Table) -> Game:
    cross = next(z for z in table.zones if z.lines)
    steps = [f"deal {draw(st.integers(2, 4))} to hand", "bet"]
    for _ in range(5):
        steps += [f"deal 1 to {cross.name}", draw(bet(table))]
    return Game(steps, 5)


@st.composite
def pips(draw, table: Table) -> Game:
    """Seven twenty-seven's shape: a card down and a card up, then cards taken one round at a
    time (``hit or stand``), the hands counted by ``pip_rankings``."""
    face = draw(st.sampled_from(["", " up", " down"]))
    block = draw(st.sampled_from(["", " { bet }", " { bet  deal 1 to hand }"]))
    steps = ["deal 1 down to hand", "deal 1 up to hand", "bet"]
    steps.append(f"hit or stand {draw(counts(1, 2))}{face} to hand{block}")
    return Game(steps, head=draw(pip_rankings()), showdown=pip_showdown)


@st.composite
def pip_rankings(draw) -> list[str]:
    """``low`` and ``high``: counts nearest two targets, the second over-busting or not,
    faces and aces counting as the lines drawn say (or as by default)."""
    faces = draw(st.sampled_from(["", "count J Q K as 1/2", "count J Q K as 10", "count T J Q K as 0 or 10"]))
    aces = draw(st.sampled_from(["", "count A as 1 or 11", "count A as 1/2 or 3/2 or 11"]))
    low = f'ranking low "low" {{ nearest {draw(st.integers(1, 12))}  {faces}  {aces} }}'
    busts = draw(st.sampled_from(["", "over busts"]))
    high = f'ranking high-count "high" extends low {{ nearest {draw(st.integers(13, 40))}  {busts} }}'
    return [low, high]


def pip_showdown(table: Table) -> str:
    declared = " declared" if table.declared else ""
    return f"showdown{declared} {{ high: hand by high-count  low: hand by low }}"


@st.composite
def free(draw, table: Table) -> Game:
    return Game(["deal 5 to hand", *draw(st.lists(step(table), min_size=1, max_size=6))])


SHAPES = {
    "flop": flop,
    "stud": stud,
    "draw": draw_game,
    "guts": guts,
    "legs": legs,
    "redeal": redeal,
    "pairwise": pairwise,
    "grid": grid_game,
    "roll": roll,
    "layout": layout,
    "free": free,
    "pips": pips,
}
