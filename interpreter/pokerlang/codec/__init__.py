"""Actions and options, and every format that writes and reads them, in one place.

* ``actions``: what ``State.apply`` takes (``Fold()``, ``Raise(12)``, ``Draw(cards)`` ...);
* ``options``: what ``State.legal_actions()`` lists (a fixed action, or a range such as
  ``RaiseRange(4, 200)``, ``DrawCards(...)``), each answering ``allows`` and ``sample``;
* ``json``: an action as a hand history records it and the web table sends it, an option
  as the page draws it;
* ``text``: options in words and typed lines read as actions (``pokerlang play``);
* ``phh``: actions as the Poker Hand History format writes them;
* ``plays``: what a bot asks of an option (is it a bet, what is the least it allows, which
  actions it offers), so that no bot tells the kinds apart itself.

Nothing outside this package and the engine tells actions apart by their class: a test
scans for it. This package imports nothing of the engine, the runner or the web layer.
"""

from pokerlang.codec.actions import *  # noqa: F403
from pokerlang.codec.actions import __all__ as _actions
from pokerlang.codec.options import *  # noqa: F403
from pokerlang.codec.options import __all__ as _options

__all__ = [*_actions, *_options]
