"""Hand rankings, compiled from declarative specs into fast evaluators (pure Python).

A ranking is a ``RankingSpec`` (``spec.py``): the stdlib's are written in
``stdlib/rankings.poker``.  Nothing here knows a ranking by name.

Checked, descriptive path::

    evaluate(ranking, cards) -> HandValue       # ranking: a RankingSpec or a stdlib name
    value.describe(), value.category, value.cards, value.qualifies()
    qualifies(ranking, value) -> bool

Integer path for hot loops (input trusted: distinct card indices, rank*4 + suit)::

    ev = compile_ranking(spec)                  # cached per spec
    ev.rank(indices) -> int                     # greater is better; any size >= min_cards
    ev.best_of(indices) -> (int, used indices, most significant first)
    ev.category(int), ev.qualifies(int)

Hands from several zones (``best 5 of hand + board``)::

    best_hand(ranking, composition, own, shared, opponents) -> BestHand | None
    compile_composition(spec, composition).rank(own, shared, opponents) -> int

Modules: patterns (reading rank patterns), tables (lookup tables), evaluator
(the int path), describe (words), value (HandValue, evaluate), compose (zones).
"""

from pokerlang.hands.compose import BestHand, Composer, best_hand, compile_composition
from pokerlang.hands.evaluator import Evaluator, HandError, compile_ranking
from pokerlang.ir.ranking import CATEGORIES, Composition, Qualifier, RankingSpec, Source
from pokerlang.hands.value import HandValue, evaluate, qualifies

__all__ = [
    "CATEGORIES", "BestHand", "Composer", "Composition", "Evaluator", "HandError", "HandValue",
    "Qualifier", "RankingSpec", "Source", "best_hand", "compile_composition", "compile_ranking",
    "evaluate", "qualifies",
]
