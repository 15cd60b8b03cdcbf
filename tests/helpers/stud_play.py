"""Stud and draw hands on stacked decks, and betting rounds played down by checking or calling."""

from __future__ import annotations

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Complete, Draw, DrawCards, PostBringIn, TableStakes, new_hand
from pokerlang.engine.prepare import script_of


def stacked(*rounds: str) -> list:
    """The deck's top cards, one dealing round per string, seat 0 first."""
    return [card(c) for r in rounds for c in r.split()]


def stud_hand(name: str, players: int, *rounds: str):
    stakes = TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, stacks=200, players=players)
    return new_hand(load_game(name), stakes, deck=stacked(*rounds), button=players - 1)


def check_or_call_down(state) -> None:
    while not state.is_over:
        options = state.legal_actions()
        if PostBringIn(2) in options:
            state.apply(PostBringIn())
        elif len(options) == 1 and isinstance(options[0], Complete):  # a bring-in of a whole bet: the opening bet
            state.apply(options[0])
        elif Check() in options:
            state.apply(Check())
        elif any(isinstance(o, DrawCards) for o in options):
            state.apply(Draw())
        else:
            state.apply(Call())


def draw_hand(name: str, players: int, *rounds: str, stacks=200):
    stakes = TableStakes(small_blind=1, big_blind=2, stacks=stacks, players=players)
    return new_hand(load_game(name), stakes, deck=stacked(*rounds), button=players - 1)


def limp_in(state) -> None:
    """Everyone calls the big blind; the big blind checks."""
    first = script_of(state.game)[0][0]  # the street the hand begins on
    while state.street == first and not state.is_over:
        state.apply(Check() if Check() in state.legal_actions() else Call())
