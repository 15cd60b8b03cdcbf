"""Random programs for the soundness property: hypothesis strategies built from the
grammar (grammar/poker.lark), one for each kind of item and step, not mutations of the
shipped files.

``programs()`` draws a whole ``.poker`` text: a header (players, deck, betting, forced
bets, stakes, the reshuffle rule), zones of every visibility (grids and layouts too),
rankings of its own with qualifiers, wild cards and events, then a game of one of the
usual shapes (flop, stud, draw, deal after deal, moves on a grid, rolled hands, a
layout, or steps drawn freely) with random steps mixed in, and a showdown. The texts
are meant to be plausible, not always right: a fair share fails ``check``, which is
the point of ``check``; every one that passes must play soundly
(tests/compiler/test_generated_programs.py).

A strategy module, not a test module: it holds no tests.
"""

from __future__ import annotations

import attrs
from hypothesis import strategies as st

# Rankings of the standard library (stdlib/rankings.poker), by the cards a hand holds.
RANKINGS = {
    5: ["high", "ace-to-five-low", "eight-or-better", "deuce-to-seven-low", "short-deck"],
    4: ["badugi"],
    3: ["three-card-guts", "three-card"],
    2: ["two-card", "two-card-straights"],
    1: ["one-card"],
}
OPENER_RANKINGS = ["upcards", "showing", "low-upcards", "low-showing"]
PATTERNS = [
    "deuces",
    "threes",
    "fours",
    "queens",
    "kings",
    "aces",
    "spades",
    "hearts",
    "Js Jh",
    "3 9",
    "jokers",
    "Qs",
    "10",
]
CATEGORIES = ["high-card", "pair", "two-pair", "three-of-a-kind", "straight", "flush", "full-house"]
RANKS = ["2", "5", "8", "10", "J", "Q", "K", "A"]


@attrs.define
class Zone:
    name: str
    per_seat: bool
    visibility: str
    grid: tuple[int, int] | None = None
    lines: bool = False

    def line(self) -> str:
        owner = "per seat" if self.per_seat else "shared"
        text = f"zone {self.name} {owner} {self.visibility}"
        if self.grid:
            text += f" grid {self.grid[0]} x {self.grid[1]}" + (" stacks" if self.grid[1] % 2 else "")
        if self.lines:
            text += " lines { row: 1 2 3  column: 4 2 5 }"
        return text


@attrs.define
class Table:
    """What the steps drawn so far may name: the zones, the forced bets, the deck."""

    zones: list[Zone]
    blinds: bool
    jokers: int
    limit: str
    steps: int = 0
    declared: bool = False  # a `declare high, low` for a declared showdown
    short: bool = False  # a deck of sixes to aces

    def seat_zones(self, *visibility: str) -> list[str]:
        return [z.name for z in self.zones if z.per_seat and (not visibility or z.visibility in visibility)]

    def shared(self) -> list[str]:
        return [z.name for z in self.zones if not z.per_seat and z.grid is None]

    def step_name(self) -> str:
        self.steps += 1
        return f"s{self.steps}"


def sometimes(draw, one_in: int) -> bool:
    """True about once in ``one_in`` draws (hypothesis favours the ends of a range, so the
    middle value stands for the rare case)."""
    return draw(st.integers(0, one_in - 1)) == one_in // 2


def _join(parts) -> str:
    return "\n".join(p for p in parts if p)


# ---- header --------------------------------------------------------------------------


@st.composite
def players(draw) -> str:
    low = draw(st.integers(2, 3))
    high = max(low, draw(st.sampled_from([low, low, low + 1, 4, 6, 8, 10])))
    return f"players {low}" if low == high else f"players {low}..{high}"


DECKS = [
    ("", 0),
    ("deck standard", 0),
    ("deck ranks 6..A", 0),
    ("deck standard + 1 joker", 1),
    ("deck ranks 2..A + 2 jokers", 2),
    ("deck cards Js Qs Ks As Ah Kh Qh Jh 10s 10h", 0),
]


@st.composite
def forced(draw) -> tuple[str, bool, bool]:
    """The `forced` line, and whether it has blinds and antes."""
    text = draw(
        st.sampled_from(
            [
                "",
                "forced none",
                "forced blinds",
                "forced ante",
                "forced blinds and ante",
                "forced ante 1 big-blinds",
                "forced ante and button blind",
                "forced blinds and straddle",
                "forced blinds and big-blind ante",
                "forced blinds and button ante 1 big-blinds",
            ]
        )
    )
    return text, "blind" in text, "ante" in text


@st.composite
def stakes(draw, blinds: bool, ante: bool, limit: str, big_blind_ante: bool = False, straddle: bool = False) -> str:
    parts = []
    if ante and not big_blind_ante and draw(st.booleans()):
        parts.append(f"ante {draw(st.integers(1, 3))}")
    if blinds and draw(st.booleans()):
        small = draw(st.integers(1, 2))
        parts.append(f"blinds {small}/{small * 2}")
        if straddle and draw(st.booleans()):
            parts.append(f"straddle {small * 2 + draw(st.integers(1, 4))}")
    if limit == "fixed-limit" and draw(st.booleans()):
        parts.append(draw(st.sampled_from(["bet 2", "bets 2/4"])))
    if draw(st.booleans()):
        parts.append(f"stack {draw(st.sampled_from([5, 20, 100]))}")
    if sometimes(draw, 30):  # now and then a stake the rules have no use for
        parts.append(draw(st.sampled_from(["bring-in 1", "blinds 1/2", "bets 2/4"])))
    return "stakes " + " ".join(parts) if parts else ""


# ---- steps ---------------------------------------------------------------------------


def counts(low: int = 1, high: int = 3):
    return st.integers(low, high)


@st.composite
def deal(draw, table: Table, zone: str | None = None) -> str:
    zones = table.seat_zones() + table.shared()
    zone = zone or draw(st.sampled_from(zones))
    face = draw(st.sampled_from(["", "", " up", " down"]))
    text = f"deal {draw(counts())}{face} to {zone}"
    if table.shared() and zone in table.seat_zones() and sometimes(draw, 6):
        text += f", or to {draw(st.sampled_from(table.shared()))} if the deck is short"
    return text


@st.composite
def opener(draw, table: Table) -> str:
    seen = [z for z in ["shown", "board"] if z in table.seat_zones("public") + table.shared()] or ["hand"]
    kind = draw(st.sampled_from(["none"] * 4 + ["after", "after", "best", "worst", "aggressor", "bring-in"]))
    if kind == "after":
        return " first after " + draw(
            st.sampled_from(["dealer", "big-blind", "small-blind"] if table.blinds else ["dealer"])
        )
    if kind in ("best", "worst"):
        zones = draw(st.lists(st.sampled_from(seen), min_size=1, max_size=2, unique=True))
        return f" first {kind} {' + '.join(zones)} by {draw(st.sampled_from(OPENER_RANKINGS))}"
    if kind == "aggressor":
        return " first last-aggressor"
    if kind == "bring-in":
        zone = draw(st.sampled_from(seen))
        text = f" bring-in worst {zone} by {draw(st.sampled_from(OPENER_RANKINGS))}"
        if draw(st.booleans()):
            text += f", otherwise first best {zone} by showing"
        return text
    return ""


@st.composite
def bet(draw, table: Table) -> str:
    size = draw(st.sampled_from(["", " small", " big"])) if table.limit == "fixed-limit" else ""
    return f"bet{size}{draw(opener(table))}"


def timing():
    return st.sampled_from(["together", "in turn"])


@st.composite
def choose(draw, table: Table) -> str:
    source = draw(st.sampled_from(table.seat_zones("private", "public")))
    target = draw(st.sampled_from(table.seat_zones() + table.shared()))
    side = draw(st.sampled_from(["", "", " of left", " of right"])) if target in table.seat_zones() else ""
    return f"choose {draw(counts(1, 2))} from {source} to {target}{side} {draw(timing())}"


@st.composite
def card_step(draw, table: Table) -> str:
    """expose, discard, draw or a roll: a player's own cards."""
    own = table.seat_zones("private", "public")
    kind = draw(st.sampled_from(["expose", "discard", "draw", "roll"]))
    if kind == "roll":
        return f"expose 1 from {draw(st.sampled_from(table.seat_zones()))} next"
    zone = draw(st.sampled_from(own))
    if kind == "draw":
        high = draw(st.integers(1, 3))
        single = draw(
            st.sampled_from(
                [
                    "",
                    "",
                    ", single offered face up",
                    ", single offered face up on request",
                    ", single two dealt keep one",
                ]
            )
        )
        low = draw(st.integers(0, 1 if single else high))
        return f"draw {low}..{high} from {zone}{single}"
    return f"{kind} {draw(counts(1, 2))} from {zone} {draw(timing())}"


@st.composite
def declare(draw, table: Table) -> str:
    who = draw(st.sampled_from(["", "", " by dealer", " by everyone but dealer"]))
    return f"declare in, out = fold {draw(timing())}{who}"


@st.composite
def condition(draw, table: Table, own: bool = False) -> str:
    atoms = ["one in", "dealer alone", f"deck has fewer than {draw(st.integers(4, 30))}"]
    if own:
        zone = draw(st.sampled_from(table.seat_zones()))
        atoms += [
            f"{zone} beats others by {draw(st.sampled_from(['upcards', 'showing']))}",
            f"{zone} is all face up",
            f"{zone} holds {draw(st.sampled_from(PATTERNS[:6]))}",
        ]
    first = draw(st.sampled_from(atoms))
    joined = draw(st.sampled_from(["", "", "not", "and", "or"]))
    if joined == "not":
        return f"not {first}"
    if joined:
        return f"{first} {joined} {draw(st.sampled_from(atoms))}"
    return first


@st.composite
def block_step(draw, table: Table, depth: int) -> str:
    """if/else, a repeat within a deal, each in turn."""
    kind = draw(st.sampled_from(["if", "repeat", "turns"]))
    if kind == "if":
        then = _join(draw(st.lists(simple_step(table), min_size=1, max_size=2)))
        text = f"if {draw(condition(table))} {{ {then} }}"
        if draw(st.booleans()):
            text += f" else {{ {_join(draw(st.lists(simple_step(table), max_size=2)))} }}"
        return text
    if kind == "repeat":
        zone = draw(st.sampled_from(table.seat_zones() + table.shared()))
        body = draw(
            st.sampled_from([f"deal 1 up to {zone}  bet", f"deal 1 to {zone}", "bet", f"expose 1 from {zone} next"])
        )
        until = (
            f"deck has fewer than {draw(st.integers(10, 30))} or one in"
            if draw(st.integers(0, 5))
            else draw(condition(table))
        )
        return f"repeat until {until} {{ {body} }}"
    first = draw(st.sampled_from(["", " first after dealer", " first best hand by upcards"]))
    zone = draw(st.sampled_from(table.seat_zones()))
    body = draw(
        st.lists(
            st.sampled_from(
                [
                    f"deal 1 up to {zone}",
                    f"expose 1 from {zone} next",
                    "bet",
                    "fold",
                    f"if not {draw(condition(table, own=True))} {{ fold }}",
                    f"repeat until {draw(condition(table, own=True))} {{ expose 1 from {zone} next }}",
                ]
            ),
            min_size=1,
            max_size=3,
        )
    )
    return f"each in turn{first} {{ {_join(body)} }}"


def simple_step(table: Table):
    return st.one_of(deal(table), st.just("burn 1"), bet(table), choose(table), card_step(table), declare(table))


@st.composite
def step(draw, table: Table, depth: int = 0) -> str:
    if depth == 0 and sometimes(draw, 5):
        return draw(block_step(table, depth))
    return draw(simple_step(table))


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


@st.composite
def flop(draw, table: Table) -> tuple[list[str], int]:
    hole = draw(st.integers(2, 4))
    steps = [f"deal {hole} to hand", "bet first after big-blind" if table.blinds else "bet"]
    for n in draw(st.sampled_from([(3, 1, 1), (3, 2), (1, 1, 1, 1, 1), (5,)])):
        steps += ["burn 1", f"deal {n} to board", draw(bet(table))]
    return steps, 5


@st.composite
def stud(draw, table: Table) -> tuple[list[str], int]:
    up = draw(st.sampled_from(table.seat_zones("public") or ["hand"]))
    steps = ["deal 2 down to hand", f"deal 1 up to {up}", f"bet bring-in worst {up} by low-upcards"]
    for _ in range(draw(st.integers(1, 3))):
        steps += [f"deal 1 up to {up}", f"bet first best {up} by showing"]
    steps += ["deal 1 down to hand", "bet"]
    return steps, 5


@st.composite
def draw_game(draw, table: Table) -> tuple[list[str], int]:
    steps = ["deal 5 to hand", "bet"]
    for _ in range(draw(st.integers(1, 3))):
        high = draw(st.integers(1, 5))
        single = draw(st.sampled_from(["", "", ", single offered face up", ", single two dealt keep one"]))
        steps += [f"draw {draw(st.integers(0, 1 if single else high))}..{high} from hand{single}", draw(bet(table))]
    return steps, 5


@st.composite
def guts(draw, table: Table) -> tuple[list[str], int]:
    cards = draw(st.sampled_from([3, 2]))
    sd = draw(showdown(table, guts=True, cards=cards))
    body = [f"deal {cards} down to hand", draw(declare(table).map(lambda d: d.split(" by")[0])), sd]
    if draw(st.booleans()):
        body.insert(1, "bet")
    return [f"repeat until one in {{ {_join(body)} }}"], 0


@st.composite
def grid_game(draw, table: Table) -> tuple[list[str], int]:
    grid = next(z for z in table.zones if z.grid)
    rows, columns = grid.grid
    moves = draw(st.lists(st.sampled_from(["swap", "stack", "pass"]), min_size=1, max_size=3, unique=True))
    first = draw(st.sampled_from(["", " first after dealer"]))
    dealt = draw(st.sampled_from([rows * columns, rows * columns, columns, rows * columns + 1]))
    steps = [
        f"deal {dealt} up to grid",
        (
            f"moves {draw(st.integers(1, 6))} each on grid {{ seat 1 from left  seat 2 from right"
            f"  {' '.join(moves)}{first} }}"
        ),
    ]
    return steps, 0


@st.composite
def roll(draw, table: Table) -> tuple[list[str], int]:
    hidden = draw(st.sampled_from(table.seat_zones("hidden", "others")))
    steps = [f"deal 5 to {hidden}", "deal 2 to hand"]
    for _ in range(draw(st.integers(1, 4))):
        steps += [f"expose 1 from {hidden} next", "bet"]
    return steps, 5


@st.composite
def layout(draw, table: Table) -> tuple[list[str], int]:
    cross = next(z for z in table.zones if z.lines)
    steps = [f"deal {draw(st.integers(2, 4))} to hand", "bet"]
    for _ in range(5):
        steps += [f"deal 1 to {cross.name}", draw(bet(table))]
    return steps, 5


@st.composite
def pips(draw, table: Table) -> tuple[list[str], int]:
    """Seven twenty-seven's shape: a card down and a card up, then cards taken one round at a
    time (``hit or stand``); its counts are ``pip_rankings`` and ``pip_showdown``."""
    face = draw(st.sampled_from(["", " up", " down"]))
    block = draw(st.sampled_from(["", " { bet }", " { bet  deal 1 to hand }"]))
    return [
        "deal 1 down to hand",
        "deal 1 up to hand",
        "bet",
        f"hit or stand {draw(counts(1, 2))}{face} to hand{block}",
    ], 0


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
def free(draw, table: Table) -> tuple[list[str], int]:
    steps = ["deal 5 to hand"]
    steps += draw(st.lists(step(table), min_size=1, max_size=6))
    return steps, 0


SHAPES = {
    "flop": flop,
    "stud": stud,
    "draw": draw_game,
    "guts": guts,
    "grid": grid_game,
    "roll": roll,
    "layout": layout,
    "free": free,
    "pips": pips,
}


@st.composite
def zones(draw, shape: str) -> list[Zone]:
    out = [Zone("hand", True, "private")]
    if shape == "grid":
        return [Zone("grid", False, "public", grid=(2, draw(st.integers(1, 4))))]
    if shape in ("flop", "layout") or draw(st.booleans()):
        out.append(Zone("board", False, draw(st.sampled_from(["public", "public", "hidden"]))))
    if shape == "stud" or draw(st.booleans()):
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
    lines += draw(
        st.lists(
            st.sampled_from(
                [
                    "wild deuces",
                    "wild 3 9",
                    "wild Js Jh",
                    "wild queens\nwild rank dealt up after last up queen",
                    "wild lowest rank of hand per seat",
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
    players_line = "players 2" if shape == "grid" else draw(players())
    deck, jokers = draw(st.sampled_from(DECKS))
    if shape == "pips":  # a count has no wild cards: a deck of them would only be refused
        deck, jokers = "deck standard", 0
    forced_line, blinds, ante = draw(forced())
    if shape == "guts":
        forced_line, blinds, ante = "forced ante", False, True
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
        draw(stakes(blinds, ante, table.limit, "big-blinds" in forced_line, "straddle" in forced_line)),
    ]
    if sometimes(draw, 10):
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
    head += draw(wilds(jokers, table)) if shape != "pips" else []
    if sometimes(draw, 4):
        head += draw(events(table))
    head.append(draw(own_ranking()))
    if shape == "pips":
        head += draw(pip_rankings())
    steps, cards = draw(SHAPES[shape](table))
    if shape not in ("guts", "grid"):
        steps = _in_steps(draw, steps, table)
        if sometimes(draw, 6):
            table.declared = True
            steps.append("declare high, low, pig = high + low together")
        steps.append(pip_showdown(table) if shape == "pips" else draw(showdown(table, cards=cards or None)))
    elif shape == "grid":
        grid = table.zones[0].grid
        steps.append(f"showdown best {min(5, grid[1])} of grid by {draw(ranking_for(min(5, grid[1]), table))}")
    body = _join(steps)
    unused = [z.name for z in table.zones if z.grid is None and f" {z.name}" not in body]
    return _join(head + [f"deal 1 to {z}" for z in unused] + steps) + "\n"
