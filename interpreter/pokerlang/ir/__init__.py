"""The core IR: what a compiled variant *is*, with no syntax left in it.

``game`` holds the Game and its steps; ``ranking`` the ranking specs and hand
compositions. The engine, ``check`` and ``explain`` read only these; the compiler
writes them. Importing this package imports neither Lark nor the compiler.
"""

from pokerlang.ir.game import Game
from pokerlang.ir.ranking import Composition, Qualifier, RankingSpec, Source

__all__ = ["Composition", "Game", "Qualifier", "RankingSpec", "Source"]
