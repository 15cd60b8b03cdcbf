"""Random play, checked at every step: chips are conserved, every card is in exactly one
place, no view shows a card its seat has no right to know, every option listed can be
played, and every hand ends."""

from __future__ import annotations

import os
import random
from collections import Counter

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.cards import Card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import Fold, IllegalAction, TableStakes, new_hand
from pokerlang.engine.zones import OFFER

FULL = bool(os.environ.get("POKERLANG_FULL"))
EXAMPLES = 400 if FULL else 60
MOST_ACTIONS = 2000
GAMES = {name: load_game(name) for name in ("holdem", "swingo", "drawmaha")}


def cards_in(value, out: list) -> list:
    """Every Card anywhere inside a view (dicts, lists, log lines, options)."""
    if isinstance(value, Card):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            cards_in(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            cards_in(v, out)
    elif attrs.has(type(value)):
        for v in attrs.asdict(value, recurse=False).values():
            cards_in(v, out)
    return out


def visible_now(state, seat: int) -> set:
    """What ``seat`` may know at this moment: its own cards and every card face up."""
    zones = state.zones
    seen = set()
    for (name, owner), placed in zones.held.items():
        zone = zones.zone_of.get(name)
        for p in placed:
            if owner == seat or p.face_up or (zone is not None and zone.visibility == "public"):
                seen.add(p.card)
    for name, placed in zones.table.items():
        if zones.zone_of[name].visibility == "public":
            seen.update(p.card for p in placed)
        else:
            seen.update(p.card for p in placed if p.face_up)
    return seen


def check(state, knowledge: list[set], total: int, deck: list) -> None:
    chips = state.chips
    assert sum(chips.stacks) + sum(chips.committed) == total
    assert all(s >= 0 for s in chips.stacks)
    assert Counter(state.zones.every_card()) == Counter(deck)
    assert state.is_over == (state.to_act is None)
    if not state.is_over:
        assert state.legal_actions(), "a live hand offers no action"
        assert state.live[state.to_act]
    for seat in range(state.players):
        knowledge[seat] |= visible_now(state, seat)
    for event in state.log:  # the card not kept of "two dealt, keep one" is shown as it goes
        if event.kind == "show-discard":
            for known in knowledge:
                known.update(event.cards)
    if state.is_over:
        for hand in state.result().shown:
            for known in knowledge:
                known.update(hand.cards)
    for seat in range(state.players):
        view = state.view(seat)
        leaked = set(cards_in(view, [])) - knowledge[seat]
        assert not leaked, f"seat {seat} sees {leaked}"
        for other in view["seats"]:
            if other["seat"] != seat:
                hidden = [c for name, zone in other["zones"].items() for c in zone]
                assert len(hidden) == sum(len(state.zones.held[(z if z != "offer" else OFFER, other["seat"])])
                                          for z in other["zones"])


def play(game_name: str, players: int, seed: int, stacks_seed: int) -> None:
    game = GAMES[game_name]
    rng = random.Random(seed)
    srng = random.Random(stacks_seed)
    stacks = tuple(srng.choice([srng.randint(1, 10), srng.randint(10, 60), 200]) for _ in range(players))
    state = new_hand(game, TableStakes(stacks=stacks), seed=seed, button=seed % players)
    total = sum(stacks)
    deck = list(standard_deck(game.ranks))
    knowledge = [set() for _ in range(players)]
    check(state, knowledge, total, deck)
    for _ in range(MOST_ACTIONS):
        if state.is_over:
            break
        options = state.legal_actions()
        # Every option offered can be played (on a copy: this one is not the path taken).
        probe = rng.choice(options)
        state.copy().apply(probe.sample(rng))
        weights = [1 if isinstance(o, Fold) else 4 for o in options]
        chosen = rng.choices(options, weights)[0]
        action = chosen.sample(rng)
        assert chosen.allows(action)
        state.apply(action)
        check(state, knowledge, total, deck)
    assert state.is_over, "the hand did not end"
    result = state.result()
    assert sum(result.net) == 0 and sum(result.stacks) == total
    assert sum(p.amount for p in result.pots) == sum(w.amount for p in result.pots
                                                      for s in p.shares for w in s.winners)


@pytest.mark.parametrize("game_name", list(GAMES))
@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32 - 1), stacks_seed=st.integers(0, 2**16))
def test_random_play_keeps_every_invariant(game_name, data, seed, stacks_seed):
    game = GAMES[game_name]
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    play(game_name, players, seed, stacks_seed)


@pytest.mark.parametrize("game_name", list(GAMES))
def test_illegal_actions_change_nothing(game_name):
    """Whatever an action of the wrong kind is tried, the State stays as it was."""
    from pokerlang.engine import Accept, Bet, Check, Choose, Declare, Draw, Keep, Raise

    game = GAMES[game_name]
    rng = random.Random(7)
    for seed in range(10):
        state = new_hand(game, TableStakes(players=4), seed=seed)
        while not state.is_over:
            before = (list(state.chips.stacks), list(state.chips.bets), state.to_act, len(state.log))
            for wrong in (Check(), Bet(10**6), Raise(1), Choose(()), Draw(("2c",)), Accept(), Keep("2c"),
                          Declare("nothing")):
                if any(o.allows(wrong) for o in state.legal_actions()):
                    continue
                with pytest.raises(IllegalAction):
                    state.apply(wrong)
                assert before == (list(state.chips.stacks), list(state.chips.bets), state.to_act, len(state.log))
            state.apply(rng.choice(state.legal_actions()).sample(rng))
