"""Hand rankings, compiled from declarative specs into fast evaluators (pure Python).

A ranking is a ``RankingSpec`` (``pokerlang.ir.ranking``): the stdlib's are written in
``stdlib/rankings.poker``.  Nothing here knows a ranking by name.

Checked, descriptive path::

    evaluate(ranking, cards) -> HandValue       # ranking: a RankingSpec (pokerlang.evaluate takes names)
    evaluate(ranking, cards, wild=..., bugs=...)  # some of the cards wild, or bugs (wild.py)
    value.describe(), value.category, value.cards, value.qualifies()
    qualifies(ranking, value) -> bool

Integer path for hot loops (input trusted: distinct card indices, rank*4 + suit)::

    ev = compile_ranking(spec)                  # cached per spec
    ev.rank(indices) -> int                     # greater is better; any size >= min_cards
    ev.best_of(indices) -> (int, used indices, most significant first)
    ev.rank_wild(naturals, wilds, bugs=0) -> int  # same scale; no joker among the naturals
    ev.rank_with(indices, wild_set, bug_set) -> int
    ev.category(int), ev.qualifies(int)

Many hands at once (numpy; imported only from ``pokerlang.hands.batch``, never here)::

    batch_ranker(spec).rank(array) -> values    # an (N, n) array of card indices, the int path's values

Hands from several zones (``best 5 of hand + board``)::

    best_hand(ranking, composition, own, shared, opponents) -> BestHand | None
    compile_composition(spec, composition).rank(own, shared, opponents) -> int

Modules: patterns (reading rank patterns), tables (lookup tables), rankable
(HandError), evaluator (the int path), wild (tables for wild cards and bugs), describe (words), value
(HandValue, evaluate), batch (arrays of hands; batch_jit, its loop compiled by numba), compose
(zones), pips (a ranking by pip count, ``nearest 27``, which ``Evaluator`` hands its questions to).
"""

from pokerlang.hands.compose import BestHand, Composer, best_hand, compile_composition
from pokerlang.hands.evaluator import Evaluator, compile_ranking
from pokerlang.hands.rankable import HandError
from pokerlang.ir.ranking import CATEGORIES, Composition, Qualifier, RankingSpec, Source
from pokerlang.hands.value import HandValue, evaluate, qualifies

__all__ = [
    "CATEGORIES",
    "BestHand",
    "Composer",
    "Composition",
    "Evaluator",
    "HandError",
    "HandValue",
    "Qualifier",
    "RankingSpec",
    "Source",
    "best_hand",
    "compile_composition",
    "compile_ranking",
    "evaluate",
    "qualifies",
]
