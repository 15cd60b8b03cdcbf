"""Playing the games of ``tests/written/`` on stacked decks, for the rule-by-rule tests:
betting rounds checked or called through, each decision about cards the test's own or
the plain one."""

from __future__ import annotations

from helpers.moves_play import settle_round, stakes
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Declare, DeclareOptions, Draw, DrawCards, PostBringIn, new_hand


def game(name):
    return load_game(str(WRITTEN / f"{name}.poker"))


def is_betting(state) -> bool:
    return any(isinstance(o, (Check, Call, PostBringIn)) for o in state.legal_actions())


def play(state, decide=None, before_bet=None):
    """To the end: each betting round checked or called through (``before_bet(state)``
    first, if given), each decision about cards ``decide(state, seat, option)``'s, else
    the plain one: the first cards offered, standing pat, the first option declared."""
    while not state.is_over:
        if is_betting(state):
            if before_bet:
                before_bet(state)
            settle_round(state)
            continue
        option = state.legal_actions()[0]
        action = decide(state, state.to_act, option) if decide else None
        if action is None:
            if isinstance(option, DrawCards):
                action = Draw()
            elif isinstance(option, DeclareOptions):
                action = Declare(option.options[0])
            else:
                action = option.action(option.cards[: option.count])
        state.apply(action)
    return state


def deal(name, deck, players, button, decide=None, before_bet=None):
    state = new_hand(game(name), stakes(players, bring_in=1), deck=deck, button=button)
    return play(state, decide, before_bet)
