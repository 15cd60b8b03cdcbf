"""``frozen_value``: a frozen attrs class whose instances never change once made.

The engine copies a whole State for look-ahead (``State.copy``, used by the ``mc`` bot
thousands of times per decision). A frozen value needs no copy: it hands itself to ``copy``
and ``copy.deepcopy`` instead of being rebuilt field by field, which was most of a
State copy's cost (cards, log lines, the Game's steps, actions).
"""

from __future__ import annotations

import attrs


def _itself(self, memo=None):
    return self


def frozen_value(cls=None, /, **options):
    """``attrs.frozen`` (with the same ``options``), and copies are the instance itself."""
    def make(c):
        c = attrs.frozen(c, **options)
        c.__copy__ = _itself
        c.__deepcopy__ = _itself
        return c
    return make if cls is None else make(cls)
