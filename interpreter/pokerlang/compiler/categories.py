"""A ranking's own categories (``category blaze = all J Q K``) and a category's own rank
order (``three-of-a-kind: 3 high``) -> the spec's ``categories`` and ``rank_orders``.

A category is defined before the ``order`` that places it is read, wherever its line
stands; a rank order is read last, when the ranking's order, ranks and ace are known,
so that every rank and run it names is one the ranking has.
"""

from __future__ import annotations

from typing import cast

import attrs

from pokerlang.cards.card import RANKS
from pokerlang.compiler.patterns import rank_char, static_words
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir.ranking import CATEGORIES, Category, RankingSpec, RankOrder, Shape
from pokerlang.syntax import ast

DEFINE = ("category", "category-all")
ORDER = ("rank-high", "rank-low")
SHAPES = ("straight", "flush", "straight-flush")
SEQUENCES = ("straight", "straight-flush")
SHAPE_HINT = (
    "a category is `straight`, `flush` or `straight-flush` (with `of N`, `by N`, `round the corner`) or `all RANKS`"
)


def define(spec: RankingSpec, rule: ast.Line, seen: set[str], fail) -> RankingSpec:
    """``category NAME = ...``: the spec with that category (replacing one it extends)."""
    name = rule.words[0]
    if name.text in CATEGORIES:
        raise fail(
            name.span,
            f"'{name.text}' is a category already",
            "give the new category a name of its own, as skip-straight",
            code="E427",
        )
    if name.text in seen:
        raise fail(name.span, f"category '{name.text}' is defined twice", "define each category once", code="E427")
    seen.add(name.text)
    if rule.kind == "category-all":
        assert rule.pattern is not None  # the grammar writes the ranks of `all`
        ranks = "".join(sorted({rank_char(w, fail) for w in static_words(rule.pattern, fail)}, key=RANKS.index))
        category = Category(name=name.text, shape="ranks", ranks=ranks)
    else:
        shape = rule.words[1]
        if shape.text not in SHAPES:
            raise fail(shape.span, f"'{shape.text}' is not a shape a category can have", SHAPE_HINT, code="E429")
        category = Category(name=name.text, shape=cast(Shape, shape.text))
        for option, n in rule.options:
            category = _option(category, option, n, fail)
    kept = tuple(c for c in spec.categories if c.name != name.text)
    return attrs.evolve(spec, categories=kept + (category,))


def _option(category: Category, option: ast.Word, n: ast.Number | None, fail) -> Category:
    if option.text != "of" and category.shape == "flush":
        raise fail(option.span, "a flush has no sequence to step or turn a corner", SHAPE_HINT, code="E429")
    if option.text == "of":
        assert n is not None
        if n.value < 2:
            raise fail(n.span, f"a {category.shape} of {n.value} card is no pattern", "write 2 or more", code="E429")
        return attrs.evolve(category, size=n.value)
    if option.text == "by":
        assert n is not None
        if not 1 <= n.value <= 6:
            raise fail(n.span, f"a step of {n.value} ranks is out of range", "write a step from 1 to 6", code="E429")
        return attrs.evolve(category, step=n.value)
    return attrs.evolve(category, corner=True)


def check_defined(spec: RankingSpec, node: ast.Ranking, fail) -> None:
    """Each category the ranking defines fits its hands and stands in its order."""
    from pokerlang.hands.patterns import Reader

    own = {r.words[0].text: r for r in node.rules if r.kind in DEFINE}
    reader = None
    for category in spec.categories:
        rule = own.get(category.name)
        if rule is None:
            continue
        size = category.size or spec.cards
        if spec.distinct:
            raise fail(rule.span, "a ranking of distinct ranks and suits has no patterns", None, code="E429")
        if size > spec.cards:
            raise fail(
                rule.span,
                f"a {category.shape} of {size} cards in a hand of {spec.cards}",
                f"write `of N` with N at most {spec.cards}",
                code="E429",
            )
        if category.name not in spec.order:
            raise fail(
                rule.words[0].span,
                f"category '{category.name}' is not placed in the order",
                "list it in `order`, where it ranks",
                code="E430",
            )
        missing = [r for r in category.ranks if r not in spec.ranks]
        if missing:
            raise fail(rule.span, f"rank {missing[0]} is not in play in this ranking", None, code="E429")
        if category.shape in SEQUENCES:
            reader = reader or Reader(attrs.evolve(spec, rank_orders=()))
            if not reader.shapes.runs[category.name]:
                raise fail(
                    rule.span,
                    f"no {size} ranks of {spec.ranks} make a {category.shape} like this",
                    "a smaller step, or fewer cards (`of N`)",
                    code="E429",
                )


def rank_order(spec: RankingSpec, rule: ast.Line, done: set[str], fail) -> RankingSpec:
    """``CATEGORY[, CATEGORY]: ITEMS high|low``: the spec with those categories' own order."""
    from pokerlang.hands.patterns import Reader

    assert rule.pattern is not None  # the grammar writes the items
    reader = Reader(attrs.evolve(spec, rank_orders=()))
    orders = list(spec.rank_orders)
    for name in rule.words:
        if name.text not in spec.order:
            known = CATEGORIES + tuple(c.name for c in spec.categories)
            hint = did_you_mean(name.text, spec.order) or "the ranking's order lists " + ", ".join(spec.order)
            code = "E431" if name.text in known else "E106"
            raise fail(name.span, f"ranking '{spec.name}' has no category '{name.text}' in its order", hint, code=code)
        if name.text in done:
            hint = "give a category one rank order"
            raise fail(name.span, f"'{name.text}' has its own order twice", hint, code="E431")
        done.add(name.text)
        if spec.distinct:
            message = "a ranking of distinct ranks and suits orders no category its own way"
            raise fail(name.span, message, None, code="E431")
        runs = reader.straights if name.text in SEQUENCES else reader.shapes.runs.get(name.text)
        items = tuple(_item(w, runs, name.text, spec, fail) for w in rule.pattern.words())
        for i, item in enumerate(items):
            if item in items[:i]:
                word = rule.pattern.words()[i]
                raise fail(word.span, f"'{word.text}' is listed twice", "list each once", code="E428")
        orders = [o for o in orders if o.category != name.text]
        orders.append(RankOrder(category=name.text, items=items, high=rule.kind == "rank-high"))
    return attrs.evolve(spec, rank_orders=tuple(orders))


def _item(w: ast.Word, runs, category: str, spec: RankingSpec, fail) -> str:
    """One rank (``3``) or, for a sequence, one run (``A-2-3``): its letters."""
    if runs is None:
        if "-" in w.text:
            raise fail(w.span, f"'{category}' is no sequence to list runs of", "list ranks, as `3 high`", code="E428")
        letter = rank_char(w, fail)
        if letter not in spec.ranks:
            raise fail(w.span, f"rank {letter} is not in play in ranking '{spec.name}'", None, code="E428")
        return letter
    hint = "list a run, lowest card first, as A-2-3"
    if "-" not in w.text:
        raise fail(w.span, f"'{category}' orders runs, not ranks", hint, code="E428")
    letters = [rank_char(ast.Word(text=part, span=w.span), fail) for part in w.text.split("-")]
    if frozenset(RANKS.index(r) for r in letters) not in runs:
        raise fail(
            w.span,
            f"{w.text} is no {category} of ranking '{spec.name}'",
            hint + "; the ace plays low in a run only with `ace high, low in straights`",
            code="E428",
        )
    return "".join(letters)
