"""The parts of a random program (``helpers.programs``): the zones and table a program's
steps may name, its header (players, deck, forced bets, stakes) and its steps, each a
hypothesis strategy built from the grammar (grammar/poker.lark).

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
# What a hand must make, in a condition's words (`hand makes pair, J or better by upcards`).
NEEDS = ["pair", "pair, J", "two-pair", "three-of-a-kind"]
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


def join_lines(parts) -> str:
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
                "forced blind",
                "forced blinds and straddle",
                "forced blinds and big-blind ante",
                "forced blinds and button ante 1 big-blinds",
            ]
        )
    )
    return text, "blind" in text, "ante" in text


@st.composite
def stakes(
    draw,
    blinds: bool,
    ante: bool,
    limit: str,
    big_blind_ante: bool = False,
    straddle: bool = False,
    single: bool = False,
) -> str:
    parts = []
    if ante and not big_blind_ante and draw(st.booleans()):
        parts.append(f"ante {draw(st.integers(1, 3))}")
    if single and draw(st.booleans()):  # `forced blind`: the one blind alone
        parts.append(f"blind {draw(st.integers(1, 4))}")
    elif blinds and not single and draw(st.booleans()):
        small = draw(st.integers(1, 2))
        parts.append(f"blinds {small}/{small * 2}")
        if straddle and draw(st.booleans()):
            parts.append(f"straddle {small * 2 + draw(st.integers(1, 4))}")
    if limit == "fixed-limit" and draw(st.booleans()):
        parts.append(draw(st.sampled_from(["bet 2", "bets 2/4"])))
    if draw(st.booleans()):
        parts.append(f"stack {draw(st.sampled_from([5, 20, 100]))}")
    if sometimes(draw, 30):  # now and then a stake the rules have no use for
        parts.append(draw(st.sampled_from(["bring-in 1", "bets 2/4"] + ([] if single else ["blinds 1/2"]))))
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
    size = draw(st.sampled_from(["", " small", " big", " small or big"])) if table.limit == "fixed-limit" else ""
    return f"bet{size}{draw(opener(table))}"


def timing():
    return st.sampled_from(["together", "in turn"])


@st.composite
def choose(draw, table: Table) -> str:
    widows = [z.name for z in table.zones if not z.per_seat and z.grid is None and z.visibility == "public"]
    source = draw(st.sampled_from(table.seat_zones("private", "public") + widows))
    target = draw(st.sampled_from([z for z in table.seat_zones() + table.shared() if z not in widows or z != source]))
    side = draw(st.sampled_from(["", "", " of left", " of right"])) if target in table.seat_zones() else ""
    timed = "in turn" if source in widows else draw(timing())  # a shared zone's cards, one player at a time
    return f"choose {draw(counts(1, 2))} from {source} to {target}{side} {timed}"


@st.composite
def card_step(draw, table: Table) -> str:
    """expose, discard, draw or a roll: a player's own cards."""
    own = table.seat_zones("private", "public")
    kind = draw(st.sampled_from(["expose", "discard", "draw", "roll", "put"]))
    if kind == "put":  # cards moved, nobody choosing: to another zone, or another player's
        ends = []
        for _ in range(2):
            zone = draw(st.sampled_from(table.seat_zones() + table.shared()))
            seat = (
                draw(st.sampled_from(["", " of left", " of right", " of dealer"])) if zone in table.seat_zones() else ""
            )
            ends.append(zone + seat)
        if ends[0] == ends[1]:
            ends[1] += " of left" if ends[1] in table.seat_zones() else ""
        if ends[0] == ends[1]:  # one shared zone drawn twice
            return f"expose all from {draw(st.sampled_from(table.seat_zones()))}"
        return f"put {draw(st.sampled_from(['1', '2', 'all']))} from {ends[0]} to {ends[1]}"
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
    offered = f" only if {draw(condition(table, own=True))}" if table.seat_zones() and sometimes(draw, 4) else ""
    priced = draw(st.sampled_from(["", "", ", stake = pay up to pot", ", stake = pay 2 up to stack(seat) / 2"]))
    return f"declare in{offered}{priced}, out = fold {draw(timing())}{who}"


@st.composite
def condition(draw, table: Table, own: bool = False) -> str:
    atoms = ["one in", "dealer alone", f"deck has fewer than {draw(st.integers(4, 30))}"]
    if own:
        zone = draw(st.sampled_from(table.seat_zones()))
        atoms += [
            f"{zone} beats others by {draw(st.sampled_from(['upcards', 'showing']))}",
            f"{zone} is all face up",
            f"{zone} holds {draw(st.sampled_from(PATTERNS[:6]))}",
            f"{zone} makes {draw(st.sampled_from(NEEDS))} or better by {draw(st.sampled_from(['upcards', 'showing']))}",
        ]
    if table.seat_zones() and sometimes(draw, 4):  # a named seat's cards: asked anywhere
        zone, seat = draw(st.sampled_from(table.seat_zones())), draw(st.sampled_from(["dealer", "big-blind"]))
        if seat == "dealer" or table.blinds:
            atoms += [
                f"{zone} of {seat} holds {draw(st.sampled_from(PATTERNS[:6]))}",
                f"{zone} of {seat} makes {draw(st.sampled_from(NEEDS))} or better by upcards",
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
        then = join_lines(draw(st.lists(simple_step(table), min_size=1, max_size=2)))
        text = f"if {draw(condition(table))} {{ {then} }}"
        if draw(st.booleans()):
            text += f" else {{ {join_lines(draw(st.lists(simple_step(table), max_size=2)))} }}"
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
                    f"pay {draw(st.sampled_from(['1', '50% of pot', '2 * paid(seat)']))} from pot to seat",
                ]
            ),
            min_size=1,
            max_size=3,
        )
    )
    return f"each in turn{first} {{ {join_lines(body)} }}"


def simple_step(table: Table):
    return st.one_of(deal(table), st.just("burn 1"), bet(table), choose(table), card_step(table), declare(table))


@st.composite
def step(draw, table: Table, depth: int = 0) -> str:
    if depth == 0 and sometimes(draw, 5):
        return draw(block_step(table, depth))
    return draw(simple_step(table))
