"""``ranking NAME { ... }`` blocks -> RankingSpec values (with ``extends`` among rankings)."""

from __future__ import annotations

from typing import cast

import attrs

from pokerlang.cards.card import RANKS
from pokerlang.diagnostics import did_you_mean
from pokerlang.compiler.categories import DEFINE, ORDER, check_defined, define, rank_order
from pokerlang.compiler.patterns import rank_char
from pokerlang.compiler.pips import apply_pips, pip_lines, stand_in
from pokerlang.ir.ranking import CATEGORIES, FIVE_OF_A_KIND, Ace, Qualifier, RankingSpec
from pokerlang.syntax import ast

PIP_KINDS = ("nearest", "over-busts", "count")
SUIT_WORDS = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}


def rank_range(low: ast.Word, high: ast.Word, fail) -> str:
    lo, hi = RANKS.index(rank_char(low, fail)), RANKS.index(rank_char(high, fail))
    if lo >= hi:
        raise fail(
            low.span,
            f"rank range {low.text}..{high.text} is empty",
            "write the lowest rank first, as in 6..A",
            code="E051",
        )
    return RANKS[lo : hi + 1]


def strip_ranks(ranks: str, words: tuple[ast.Word, ...], fail) -> str:
    """``except 8 9 10``: ``ranks`` without those, in their order (a stripped deck's
    straights run across the gap: 5-6-7-J-Q with the eights to tens gone)."""
    out = ranks
    for w in words:
        r = rank_char(w, fail)
        if r not in out:
            said = "named twice" if r in ranks else f"not among {ranks[0]}..{ranks[-1]}"
            hint = "name each rank to take out once, from the ranks the line keeps"
            raise fail(w.span, f"rank {w.text} cannot be taken out: it is {said}", hint, code="E122")
        out = out.replace(r, "")
    if len(out) < 2:
        raise fail(words[-1].span, "this leaves fewer than two ranks", "take out fewer ranks", code="E122")
    return out


class RankingBuilder:
    """Builds every ranking of a program, resolving ``extends`` between them once."""

    def __init__(self, placed: dict, fail_at, attempt=None, deck_ranks: str = RANKS):
        self.deck_ranks = deck_ranks  # what `ranks of the deck` ranks: the game's deck
        self.placed = placed  # name -> Placed(ast.Ranking, path)
        self.fail_at = fail_at  # (path) -> fail(span, message, hint)
        self.attempt = attempt  # Collector.attempt: go on past a ranking with an error
        self.done: dict[str, RankingSpec] = {}

    def all(self) -> dict[str, RankingSpec]:
        for name in self.placed:
            if self.attempt is None:
                self.build(name, ())
            elif self.attempt(self.build, name, ()) is None:  # a stand-in: its uses raise nothing more
                self.done.setdefault(name, stand_in(name, self.placed[name].item))
        return self.done

    def build(self, name: str, chain: tuple[str, ...]) -> RankingSpec:
        if name in self.done:
            return self.done[name]
        placed = self.placed[name]
        node: ast.Ranking = placed.item
        fail = self.fail_at(placed.path)
        spec = RankingSpec(name=name, title=node.title or name.replace("-", " "))
        if node.base is not None:
            if node.base.text in chain + (name,):
                raise fail(
                    node.base.span,
                    f"ranking cycle: {' -> '.join(chain + (name, node.base.text))}",
                    "a ranking may not extend itself",
                    code="E406",
                )
            if node.base.text not in self.placed:
                raise fail(
                    node.base.span,
                    f"unknown ranking '{node.base.text}'",
                    did_you_mean(node.base.text, self.placed),
                    code="E102",
                )
            base = self.build(node.base.text, chain + (name,))
            # A ranking that changes its base is its own: without a title, its name (not the
            # base's title, which would read as the base itself in `explain`).
            own = node.title or (name.replace("-", " ") if node.rules else base.title)
            spec = attrs.evolve(base, name=name, title=own)
        spec, rules = pip_lines(spec, node.rules, fail)
        seen: set[str] = set()
        for rule in rules:  # a category first: the order that places it may stand above it
            if rule.kind in DEFINE:
                spec = define(spec, rule, seen, fail)
        for rule in rules:
            if rule.kind in DEFINE or rule.kind in ORDER:
                continue
            if rule.kind in PIP_KINDS:
                spec = apply_pips(spec, rule, fail)
            else:
                spec = _apply(spec, rule, fail, self.deck_ranks)
        ordered: set[str] = set()
        for rule in rules:  # a rank order last: it names ranks and runs the ranking has
            if rule.kind in ORDER:
                spec = rank_order(spec, rule, ordered, fail)
        spec = _check(spec, node, fail)
        self.done[name] = spec
        return spec


def _apply(spec: RankingSpec, rule: ast.Line, fail, deck_ranks: str = RANKS) -> RankingSpec:
    kind = rule.kind
    if kind == "cards":
        n = rule.numbers[0]
        if not 1 <= n.value <= 7:
            raise fail(n.span, f"a hand of {n.value} cards is out of range", "rankings rank 1 to 7 cards", code="E050")
        min_cards = spec.min_cards if spec.min_cards < spec.cards else n.value
        return attrs.evolve(spec, cards=n.value, min_cards=min(min_cards, n.value))
    if kind == "partial":
        n = rule.numbers[0]
        if not 1 <= n.value <= spec.cards:
            raise fail(
                n.span,
                f"partial hands from {n.value} cards are out of range",
                f"write a number from 1 to {spec.cards}",
                code="E050",
            )
        return attrs.evolve(spec, min_cards=n.value)
    if kind == "ranks":
        ranks = rank_range(rule.words[0], rule.words[1], fail)
        return attrs.evolve(spec, ranks=strip_ranks(ranks, rule.words[2:], fail))
    if kind == "ranks-of-deck":  # the ranks the game's deck holds, in its order
        return attrs.evolve(spec, ranks=deck_ranks)
    if kind.startswith("ace-"):
        return attrs.evolve(spec, ace=cast(Ace, kind[4:]))  # the grammar's ace-high, ace-low, ace-both
    if kind == "order":
        return attrs.evolve(spec, order=_order(rule.words, tuple(c.name for c in spec.categories), fail))
    if kind == "lowest-wins":
        return attrs.evolve(spec, lowest_wins=True)
    if kind == "qualify":
        category, rank = rule.words[0], rule.words[1]
        _category(category, fail, tuple(c.name for c in spec.categories))
        return attrs.evolve(spec, qualifier=Qualifier(category.text, rank_char(rank, fail)))
    if kind == "suits":
        return attrs.evolve(spec, suit_order=_suits(rule.words, rule.span, fail))
    if kind == "distinct":
        return attrs.evolve(spec, distinct=True)
    raise AssertionError(kind)


def _category(word: ast.Word, fail, own: tuple[str, ...] = ()) -> str:
    if word.text not in CATEGORIES and word.text not in own:
        # A typo gets its correction; a word that merely contains a category (five-straight
        # is no slip for straight, which may be listed already) gets the whole list.
        hint = did_you_mean(word.text, CATEGORIES)
        if not hint or any(c in word.text for c in CATEGORIES):
            hint = "the categories are " + ", ".join(CATEGORIES)
        raise fail(word.span, f"unknown hand category '{word.text}'", hint, code="E106")
    return word.text


def _order(words, own: tuple[str, ...], fail) -> tuple[str, ...]:
    seen = []
    for w in words:
        if _category(w, fail, own) in seen:
            raise fail(w.span, f"'{w.text}' appears twice in the order", "list each category once", code="E111")
        seen.append(w.text)
    return tuple(seen)


def _suits(words, span, fail) -> str:
    order = ""
    for w in words:
        if w.text not in SUIT_WORDS:
            raise fail(w.span, f"'{w.text}' is not a suit", did_you_mean(w.text, SUIT_WORDS), code="E108")
        order += SUIT_WORDS[w.text]
    if sorted(order) != sorted("cdhs"):
        raise fail(
            span,
            "a suit order names each of the four suits once",
            "write: clubs < diamonds < hearts < spades",
            code="E409",
        )
    return order


def qualifier_problem(spec: RankingSpec) -> tuple[str, str | None] | None:
    """What is wrong with the ranking's qualifier (a message and a hint), or None: its
    category must be in the order, its rank in the deck, and the two a hand of the ranking."""
    q = spec.qualifier
    if q is None:
        return None
    if not has_category(spec, q.category):
        return (
            f"ranking '{spec.name}' qualifies on '{q.category}', which is not in its order",
            "add the category to `order`",
        )
    if q.rank not in spec.ranks:
        return f"ranking '{spec.name}' qualifies on a rank not in its deck", "name a rank of its `ranks`"
    from pokerlang.hands import compile_ranking

    try:
        compile_ranking(spec)  # the qualifier's threshold is a hand of the ranking
    except ValueError:
        return (
            (
                f"ranking '{spec.name}' qualifies at '{q.category}, {q.rank} or better', "
                f"but no {q.category} has {q.rank} as its top card"
            ),
            f"name a rank that tops a {q.category}"
            + (" (a straight's top card is at least 5)" if "straight" in q.category else ""),
        )
    return None


def has_category(spec: RankingSpec, category: str) -> bool:
    """Whether hands of ``spec`` may be of ``category``: its order's, and five of a kind in
    any ranking of five cards or more (a wild card makes it, listed or not)."""
    if category in spec.order:
        return True
    return category == FIVE_OF_A_KIND and spec.cards >= 5 and not spec.distinct and spec.pips is None


def needs(spec: RankingSpec, category: ast.Word, rank: ast.Word | None, fail) -> RankingSpec:
    """``CATEGORY[, RANK] or better`` under ``spec``: the ranking with that qualifier. Without
    a rank, the worst hand of the category (its lowest rank; its highest where the lowest wins)."""
    _category(category, fail, tuple(c.name for c in spec.categories))
    if not has_category(spec, category.text):
        raise fail(
            category.span,
            f"ranking '{spec.name}' has no category '{category.text}'",
            did_you_mean(category.text, spec.order) or "the ranking's order lists " + ", ".join(spec.order),
            code="E106",
        )
    if rank is None:
        # The category's worst hand: of the top cards its hands have, the one whose worst
        # hand is the worst (two pair: threes over deuces; with `ace low`, a pair of aces;
        # the highest card where the lowest hand wins), as the ranking's values say.
        tops = [
            (threshold(qualified), letter)
            for letter in spec.ranks
            if qualifier_problem(qualified := attrs.evolve(spec, qualifier=Qualifier(category.text, letter))) is None
        ]
        letter = min(tops)[1] if tops else spec.ranks[0]
    else:
        letter = rank_char(rank, fail)
    qualified = attrs.evolve(spec, qualifier=Qualifier(category.text, letter))
    problem = qualifier_problem(qualified)
    if problem is not None:
        raise fail((rank or category).span, f"no {category.text} has {letter} as its top card", problem[1], code="E407")
    return qualified


def later_need(words: tuple[ast.Word, ...], category: ast.Word) -> tuple[ast.Word, ast.Word | None]:
    """The category and rank of a later opening requirement (``then Q or better``): both
    written, a category alone (its worst hand), or a rank alone (the category before it)."""
    if len(words) == 2:
        return words[0], words[1]
    if words[0].text in CATEGORIES:
        return words[0], None
    return category, words[0]


def threshold(spec: RankingSpec) -> int:
    """The value of the worst hand that meets the spec's qualifier: a stricter qualifier
    has a higher one, whichever way the ranking runs."""
    from pokerlang.hands import compile_ranking

    return compile_ranking(spec).threshold


def _check(spec: RankingSpec, node: ast.Ranking, fail) -> RankingSpec:
    if spec.cards > len(spec.ranks) * 4:
        raise fail(
            node.name.span,
            f"ranking '{spec.name}' needs more cards than its deck has",
            "rank fewer cards, or widen its `ranks`",
            code="E408",
        )
    check_defined(spec, node, fail)
    problem = qualifier_problem(spec)
    if problem is not None:
        raise fail(node.name.span, *problem, code="E407")
    return spec
