"""The engine never sees a phrase: every node of every shipped game's IR is a core node,
a class of ``pokerlang.ir`` (or a Card), and every leaf a plain value. No syntax node
(``pokerlang.syntax.ast``) survives the lowering."""

from __future__ import annotations

import importlib
import pkgutil

import attrs
import pytest
from helpers.explain_ir import game as ir_game

import pokerlang.ir
from pokerlang.cards.card import Card
from pokerlang.compiler import compile_file
from pokerlang.diagnostics import Span
from pokerlang.ir import game as ir
from pokerlang.ir.show import values
from pokerlang.resources import shipped_variants
from pokerlang.syntax import ast

LEAVES = (str, int, bool, type(None), tuple)


def core_classes() -> set[type]:
    """Every attrs class defined in a module of the ``pokerlang.ir`` package, and Card."""
    found = {Card}
    for info in pkgutil.iter_modules(pokerlang.ir.__path__, "pokerlang.ir."):
        module = importlib.import_module(info.name)
        found |= {
            v for v in vars(module).values() if isinstance(v, type) and attrs.has(v) and v.__module__ == module.__name__
        }
    return found


CORE = core_classes()


def foreign(game) -> set[str]:
    """The types inside ``game`` that are neither core nodes nor plain values."""
    return {
        f"{type(v).__module__}.{type(v).__qualname__}"
        for v in values(game)
        if type(v) not in CORE and not isinstance(v, LEAVES)
    }


def test_the_whitelist_is_the_core():
    names = {cls.__name__ for cls in CORE}
    assert {
        "Game",
        "Street",
        "Deal",
        "Bet",
        "Showdown",
        "Share",
        "RankingSpec",
        "Source",
        "CardPattern",
        "Wild",
        "When",
        "If",
        "Repeat",
        "OneIn",
    } <= names
    assert not any(cls.__module__.startswith("pokerlang.syntax") for cls in CORE)


@pytest.mark.parametrize("path", shipped_variants(), ids=lambda p: p.stem)
def test_a_shipped_game_holds_only_core_nodes(path):
    assert foreign(compile_file(path)) == set()


def test_a_syntax_node_in_the_ir_is_caught():
    # The walk reaches nested blocks: a syntax node deep in a street is found.
    word = ast.Word(text="hand", span=Span(1, 1, 1, 5))
    leaky = ir_game(
        streets=(
            ir.Street(name="deal", actions=(ir.Repeat(body=(ir.Deal(count=1, zone="hand", face_up=False), word)),)),
        )
    )
    assert f"{ast.Word.__module__}.Word" in foreign(leaky)  # pokerlang.syntax.atoms
    assert foreign(ir_game()) == set()
