"""The Python API: load a variant, deal hands, play them, read what each seat knows.

``pokerlang.load`` and ``pokerlang.loads`` give a ``Variant``; its ``new_hand`` gives an
engine ``State`` (``legal_actions()``, ``apply()``, ``view(seat)``, ``result()``,
``history()``). ``pokerlang.evaluate`` ranks cards under a ranking of the standard
library, named, or any ``RankingSpec``. Documented with runnable examples in ``docs/api.md``.
"""

from __future__ import annotations

import re
from pathlib import Path

from pokerlang.engine import State, TableStakes, new_hand
from pokerlang.hands import HandValue
from pokerlang.hands import evaluate as evaluate_spec
from pokerlang.hands.value import CardsLike
from pokerlang.ir.game import Game
from pokerlang.ir.ranking import RankingSpec

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")


class Variant:
    """A compiled variant: its rules (``game``, the core IR) and what it is played for."""

    def __init__(self, game: Game):
        self.game = game

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def title(self) -> str:
        return self.game.title

    def __repr__(self) -> str:
        return f"<Variant {self.name}: {self.title}>"

    def stakes(self, players: int | None = None, **options) -> TableStakes:
        """The table stakes: ``options`` as ``pokerlang run`` takes them (``stakes="1/2"``,
        ``stack=200``, ``ante=1``, ``bets="2/4"`` ...), else what the file states, else the
        house defaults. ``players``: the game's fewest unless given."""
        from pokerlang.runner.stakes import table_stakes

        return table_stakes(self.game, players or self.game.min_players, **options)

    def new_hand(
        self,
        stakes: TableStakes | None = None,
        *,
        players: int | None = None,
        seed=None,
        deck=None,
        button: int = 0,
        dealer=None,
    ) -> State:
        """Deal a hand: ``stakes`` (default: ``self.stakes(players)``), ``seed`` for the
        shuffle, ``deck`` to stack it (cards from the top), or a ``dealer`` that picks
        every card (``pokerlang.engine.dealer``; ``Chance()``: the hand stops at a chance
        point for each card, ``engine.chance``)."""
        if stakes is None:
            stakes = self.stakes(players)
        return new_hand(self.game, stakes, seed=seed, deck=deck, button=button, dealer=dealer)

    def explain(self) -> str:
        """The rules in English, as ``pokerlang explain`` prints them (Markdown)."""
        from pokerlang.explain import explain

        return explain(self.game)


def load(name_or_path: str | Path) -> Variant:
    """A shipped variant by name (``"holdem"``) or a ``.poker`` file; raises
    ``pokerlang.PokerlangError`` with the file's diagnostics if it does not check."""
    from pokerlang.check import check_game
    from pokerlang.compiler import find_variant

    return Variant(check_game(find_variant(str(name_or_path))))


def loads(text: str, name: str = "variant", *, folder: str | Path = ".") -> Variant:
    """A variant from its text. ``name`` is its name (in histories and in diagnostics,
    as ``NAME.poker``); ``import`` and ``extends`` look in ``folder`` first."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"a variant's name is letters, digits, '-', '_' and '.', not {name!r}")
    from pokerlang.check import check_game

    return Variant(check_game(Path(folder) / f"{name}.poker", text))


def ranking(name: str) -> RankingSpec:
    """The standard library's ranking called ``name`` (``"high"``, ``"ace-to-five-low"``
    ...); raises KeyError, naming the ones there are, for any other name."""
    from pokerlang.compiler.stdlib import stdlib_ranking

    return stdlib_ranking(name)


def evaluate(
    ranking_or_name: RankingSpec | str, hand: CardsLike, wild: CardsLike = (), bugs: CardsLike = ()
) -> HandValue:
    """``pokerlang.hands.evaluate``, with a stdlib ranking's name allowed for the spec."""
    if isinstance(ranking_or_name, str):
        spec = _NAMED.get(ranking_or_name)
        if spec is None:
            spec = _NAMED[ranking_or_name] = ranking(ranking_or_name)
    else:
        spec = ranking_or_name
    return evaluate_spec(spec, hand, wild=wild, bugs=bugs)


_NAMED: dict[str, RankingSpec] = {}  # the stdlib's rankings asked for by name
