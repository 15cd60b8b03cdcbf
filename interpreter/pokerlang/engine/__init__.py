"""The engine: one state machine that plays any compiled Game.

    import random
    from pokerlang.compiler import load_game
    from pokerlang.engine import TableStakes, new_hand, Call

    rng = random.Random(1)
    state = new_hand(load_game(path_or_shipped_name), TableStakes(players=3), seed=7)
    state.apply(Call(2))                     # seat 0, first to act, calls the big blind
    while not state.is_over:
        options = state.legal_actions()      # first: [Fold(), Call(1), RaiseRange(4, 200)]
        state.apply(rng.choice(options).sample(rng))   # any action an option allows
    print(state.result().describe())

The actions (what may be done) and options (what ``legal_actions()`` lists) live in
``pokerlang.codec`` and are re-exported here. Modules: ``state`` (State, new_hand),
``betting`` (a betting round), ``steps`` (choose, pass, expose, discard, declare),
``draw``, ``rolls`` (cards turned up in order, no decision), ``zones`` (where every card
is, and who sees it), ``pots`` (chips, side pots), ``showdown``, ``view`` (what a seat
sees), ``result``, ``table`` (stakes), ``seating`` (seats and the button), ``surrender``
(hands shown or mucked in turn at the showdown), ``errors``.

A compiled build of these modules (``pokerlang native``) is put in front of their source
here, before any is imported, when it was built from exactly this source (``pokerlang.native``).
"""

from pokerlang import native as _native

_native.attach(__path__)

from pokerlang.codec.actions import (
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Choose,
    Complete,
    Declare,
    Discard,
    Draw,
    Expose,
    FaceDown,
    Fold,
    Keep,
    Move,
    Muck,
    PostBringIn,
    Raise,
    Refuse,
    Set,
    Show,
)
from pokerlang.codec.options import (
    BetRange,
    ChooseCards,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    RaiseRange,
)
from pokerlang.engine.chance import ChancePoint
from pokerlang.engine.dealer import Chance, Chosen, Dealer
from pokerlang.engine.errors import EngineError, IllegalAction
from pokerlang.codec.options import MoveOption
from pokerlang.engine.result import HandResult, PotResult, ShareResult, ShownHand, Winner
from pokerlang.engine.log import Event
from pokerlang.engine.state import State, new_hand
from pokerlang.engine.table import TableStakes

__all__ = [
    "Accept",
    "Ask",
    "Bet",
    "BetRange",
    "Call",
    "Chance",
    "ChancePoint",
    "Check",
    "Choose",
    "ChooseCards",
    "Chosen",
    "Complete",
    "Dealer",
    "Declare",
    "DeclareOptions",
    "Discard",
    "DiscardCards",
    "Draw",
    "DrawCards",
    "EngineError",
    "Event",
    "Expose",
    "ExposeCards",
    "FaceDown",
    "Fold",
    "HandResult",
    "IllegalAction",
    "Keep",
    "KeepOne",
    "Move",
    "MoveOption",
    "Muck",
    "PostBringIn",
    "PotResult",
    "Raise",
    "RaiseRange",
    "Refuse",
    "Set",
    "ShareResult",
    "Show",
    "ShownHand",
    "State",
    "TableStakes",
    "Winner",
    "new_hand",
]
