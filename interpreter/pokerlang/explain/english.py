"""Small English helpers: numbers as words, lists, rank and category names."""

from __future__ import annotations

from pokerlang.cards.card import RANK_NAMES, RANKS, SUIT_NAMES

_NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen twenty"
).split()

RANK_WORDS = {**RANK_NAMES, "2": "two"}  # as the cards name ranks, but a two in rules text
RANK_PLURALS = {r: w + ("es" if w == "six" else "s") for r, w in RANK_WORDS.items()}
RANK_DIGITS = {"T": "10"}

CATEGORY_WORDS = {
    "high-card": "high card",
    "pair": "pair",
    "two-pair": "two pair",
    "three-of-a-kind": "three of a kind",
    "straight": "straight",
    "flush": "flush",
    "full-house": "full house",
    "four-of-a-kind": "four of a kind",
    "straight-flush": "straight flush",
    "five-of-a-kind": "five of a kind",
    "four-flush": "four-card flush",
    "four-straight": "four-card straight",
}
CATEGORY_PLURALS = {
    "high-card": "high cards",
    "pair": "pairs",
    "two-pair": "two pairs",
    "three-of-a-kind": "threes of a kind",
    "straight": "straights",
    "flush": "flushes",
    "full-house": "full houses",
    "four-of-a-kind": "fours of a kind",
    "straight-flush": "straight flushes",
    "five-of-a-kind": "fives of a kind",
    "four-flush": "four-card flushes",
    "four-straight": "four-card straights",
}


def number(n: int) -> str:
    """Small counts as words ("two"), larger ones as digits ("36")."""
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def a(noun: str) -> str:
    """``a bet``, ``an odds-blind bet``: the article by the word's first letter."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def times(n: int) -> str:
    """``once``, ``twice``, ``three times``."""
    return {1: "once", 2: "twice"}.get(n, f"{number(n)} times")


def cards(n: int) -> str:
    """``two cards``, ``one card``."""
    return f"{number(n)} card" + ("" if n == 1 else "s")


def join(items, last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def label(name: str) -> str:
    """A step or share name as a label: ``deal-hands`` -> ``Deal hands``."""
    return capital(name.replace("-", " ").replace("_", " "))


def noun(name: str) -> str:
    """A zone name as words: ``up-cards`` -> ``up cards``."""
    return name.replace("-", " ").replace("_", " ")


def suit_order(order: str) -> str:
    """``cdhs`` -> ``clubs (lowest), diamonds, hearts, spades (highest)``."""
    names = [SUIT_NAMES[s] for s in order]
    return ", ".join([names[0] + " (lowest)", *names[1:-1], names[-1] + " (highest)"])


def rank_span(ranks: str) -> str:
    """``6789TJQKA`` -> ``sixes to aces``; a stripped deck's ``234567JQKA`` -> ``twos to
    sevens and jacks to aces``."""
    spans = [
        RANK_PLURALS[run[0]] + (f" to {RANK_PLURALS[run[-1]]}" if len(run) > 1 else "") for run in rank_runs(ranks)
    ]
    return join(spans, "and")


def rank_runs(ranks: str) -> list[str]:
    """``234567JQKA`` -> ``["234567", "JQKA"]``: the unbroken stretches of ranks."""
    out: list[str] = []
    for r in ranks:
        if out and RANKS.index(r) == RANKS.index(out[-1][-1]) + 1:
            out[-1] += r
        else:
            out.append(r)
    return out


def gap_straight(ranks: str, size: int) -> str:
    """A straight across a stripped deck's missing ranks (``5-6-7-J-Q``), or ``""`` if the
    ranks in play have no gap for a straight of ``size`` to cross."""
    runs = rank_runs(ranks)
    if len(runs) < 2 or len(ranks) < size:
        return ""
    end = len(runs[0])
    start = max(0, min(end - (size + 1) // 2, len(ranks) - size))
    across = ranks[start : start + size]
    return "-".join(RANK_DIGITS.get(r, r) for r in across)


def is_full(ranks: str) -> bool:
    return ranks == RANKS


def lowest_straight(ranks: str, size: int) -> str:
    """The wheel: the ace below the lowest ranks (``5-4-3-2-A``, short deck ``9-8-7-6-A``)."""
    low = [RANK_DIGITS.get(r, r) for r in ranks[: size - 1]]
    return "-".join([*reversed(low), "A"])
