"""A hand's category from the words the showdown gave it.

A HandResult names every shown hand in words (``describe()``), and the words of a value
are a fixed form of its category (``pokerlang.hands.describe``): "pair of fives",
"full house, kings over threes", "7-5-4-3-2 low". Reading the category back from them
lets the report count losing hands too, whose cards used are not in the result.
A test holds this reading to the evaluator's own category over many hands.
"""

from __future__ import annotations

import re

from pokerlang.engine.result import NOT_QUALIFIED
from pokerlang.ir.ranking import SCORE, RankingSpec

FIVE = "five-of-a-kind"  # above every category, in no ranking's order: wild cards make it

_PREFIXES = (
    ("five of a kind, ", FIVE),
    ("four-card flush, ", "four-flush"),
    ("four-card straight, ", "four-straight"),
    ("pair of ", "pair"),
    ("two pair, ", "two-pair"),
    ("three of a kind, ", "three-of-a-kind"),
    ("full house, ", "full-house"),
    ("four of a kind, ", "four-of-a-kind"),
    ("straight flush, ", "straight-flush"),
    ("straight, ", "straight"),
    ("flush, ", "flush"),
)


def category_of(spec: RankingSpec, words: str) -> str:
    """The category of the hand described by ``words`` under ``spec`` (one shown below the
    qualifier counts as the hand it is)."""
    words = words.removesuffix(NOT_QUALIFIED)
    if spec.pips is not None:  # "a count of 28, bust": the evaluator's count or bust
        return "bust" if words.endswith(", bust") else "count"
    if spec.distinct:  # named by size: a complete hand, or "three-card ..."
        complete = words.startswith(f"{spec.title or spec.name}, ")
        return "complete" if complete else words.split(" ", 1)[0]
    for prefix, category in _PREFIXES:
        if words.startswith(prefix) and (category in spec.order or category == FIVE):
            return category
    if words.endswith((" high", " low")):
        head = words.rsplit(", ", 1)[0] if ", " in words else ""
        if not head:
            return "high-card"
    if ", " in words:  # a category of the spec's own: "<category>, <ranks>"
        return words.split(", ", 1)[0]
    return "high-card"


def bucket_of(spec: RankingSpec, words: str) -> str:
    """What the report counts: the category, except that a low without a pair is told
    by its top card ("8 low"), since that is what a low player asks."""
    words = words.removesuffix(NOT_QUALIFIED)
    if spec.pips is not None or spec == SCORE:  # a count is told by itself: "27", "6½", "28, bust", "6 tricks"
        return re.sub(r"^an? [a-z ]+ of ", "", words)  # "a score of 728": the number
    category = category_of(spec, words)
    if spec.lowest_wins and category == "high-card" and words.endswith(" low"):
        top = words.split("-", 1)[0]  # "8-6-5-4-3 low"; a hand of one card is "2 low" already
        return top if top.endswith(" low") else f"{top} low"
    return category
