"""Words for a ranking's own categories (``category blaze = all J Q K``) and a category's
own rank order (``three-of-a-kind: 3 high``)."""

from __future__ import annotations

from pokerlang.explain import english as w
from pokerlang.ir.ranking import Category, RankOrder

_STEPS = {2: "every second rank", 3: "every third rank"}


def category_words(name: str) -> str:
    """A category as words: the built-in ones as poker says them, a ranking's own by name."""
    return w.CATEGORY_WORDS.get(name, name.replace("-", " "))


def category_plural(name: str) -> str:
    return w.CATEGORY_PLURALS.get(name, name.replace("-", " ") + "s")


def category(c: Category, table: object = None, *, cards: int = 5) -> str:
    """``Skip straight: five cards in sequence, every second rank.``"""
    if c.shape == "ranks":
        what = "every card a " + w.join((w.RANK_WORDS[r] for r in c.ranks), "or")
    else:
        size = c.size or cards
        kinds = {"straight": "in sequence", "flush": "of one suit", "straight-flush": "of one suit in sequence"}
        count = w.cards(size) if size == cards else f"{w.number(size)} of the {w.cards(cards)}"
        what = f"{count} {kinds[c.shape]}"
        if c.step > 1:
            what += ", " + _STEPS.get(c.step, f"every {c.step} ranks")
        if c.corner:
            what += ", round the corner through the ace (Q-K-A-2-3)"
    return f"{w.capital(category_words(c.name))}: {what}."


def rank_order(o: RankOrder, table: object = None) -> str:
    """``In three of a kinds, threes rank above all the others.``"""
    if len(o.items[0]) > 1:
        items = ["-".join(w.RANK_DIGITS.get(r, r) for r in run) for run in o.items]
        verb = "ranks" if len(items) == 1 else "rank"
    else:
        items, verb = [w.RANK_PLURALS[r] for r in o.items], "rank"
    where = "above" if o.high else "below"
    return f"Among {category_plural(o.category)}, {w.join(items, 'then')} {verb} {where} all the others."


PHRASES = {Category: category, RankOrder: rank_order}
