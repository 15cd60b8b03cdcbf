"""pokerlang: a small language for poker variants, and the interpreter that runs them.

Pipeline: .poker text -> parse tree -> AST (syntax/) -> core IR (compiler/ -> ir/) -> State (engine/).

The Python API (``docs/api.md``)::

    import pokerlang
    holdem = pokerlang.load("holdem")             # or a path, or pokerlang.loads(text, name=...)
    state = holdem.new_hand(seed=1)               # the file's stakes, else the house's
    state.legal_actions(); state.apply(...); state.view(0).to_json(); state.result(); state.history()
    pokerlang.evaluate("high", "As Ks Qs Js Ts")         # or pokerlang.hands.evaluate(spec, ...)

Names are imported when first used, so ``import pokerlang.engine`` alone loads no parser.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"

_LAZY = {
    "load": ("pokerlang.api", "load"),
    "loads": ("pokerlang.api", "loads"),
    "Variant": ("pokerlang.api", "Variant"),
    "evaluate": ("pokerlang.api", "evaluate"),
    "ranking": ("pokerlang.api", "ranking"),
    "replay_hand": ("pokerlang.runner.replay", "replay_hand"),
    "Mismatch": ("pokerlang.runner.replay_schema", "Mismatch"),
    "new_hand": ("pokerlang.engine", "new_hand"),
    "State": ("pokerlang.engine", "State"),
    "TableStakes": ("pokerlang.engine", "TableStakes"),
    "PokerlangError": ("pokerlang.diagnostics", "PokerlangError"),
    "hands": ("pokerlang.hands", None),
    "engine": ("pokerlang.engine", None),
}

__all__ = ["__version__", *_LAZY]


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module 'pokerlang' has no attribute {name!r}")
    module, attribute = _LAZY[name]
    value = importlib.import_module(module)
    found = value if attribute is None else getattr(value, attribute)
    globals()[name] = found  # asked once: ``pokerlang.evaluate`` in a loop pays no import each call
    return found
