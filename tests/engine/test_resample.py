"""``state.resample_from_view(seat, rng)``: a hand the seat cannot tell from the real one,
the cards it has not seen dealt again at random (``engine.resample``)."""

from __future__ import annotations

import random

from helpers.written_games import WRITTEN
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlang.compiler import compile_file, load_game
from pokerlang.compiler.rotation import is_rotation
from pokerlang.engine import Call, Chance, Check, Draw, TableStakes, new_hand
from pokerlang.engine.resample import seen_by, seen_in_deals
from pokerlang.resources import shipped_variants


def holdem_on_the_flop():
    state = new_hand(load_game("holdem"), TableStakes(players=3), seed=5)
    for action in (Call(), Call(), Check()):
        state.apply(action)
    return state


def test_the_seat_sees_the_same_hand_and_the_cards_it_has_not_seen_are_dealt_again():
    state = holdem_on_the_flop()
    seen = seen_by(state.view(0))
    others = set()
    for n in range(40):
        twin = state.resample_from_view(0, random.Random(n))
        assert twin.view(0).to_json() == state.view(0).to_json()
        assert twin.zones.cards("hand", 0) == state.zones.cards("hand", 0)
        assert twin.zones.cards("board") == state.zones.cards("board")
        held = set(twin.zones.cards("hand", 1) + twin.zones.cards("hand", 2))
        assert not held & seen  # only cards the seat has not seen
        others |= held
    assert len(others) > 20  # dealt at random, not kept


def test_the_hand_resampled_plays_on_to_its_end_on_its_own():
    twin = holdem_on_the_flop().resample_from_view(1, random.Random(3))
    while not twin.is_over:
        assert not twin.is_chance
        twin.apply(twin.legal_actions()[1 if len(twin.legal_actions()) > 1 else 0])
    assert sum(twin.result().net) == 0


def test_a_discard_the_seat_never_saw_names_the_cards_dealt_in_its_place():
    state = new_hand(load_game("five-card-draw"), TableStakes(players=2), seed=8)
    state.apply(Call())
    state.apply(Check())
    thrown = state.zones.cards("hand", 1)[:2]
    state.apply(Draw(thrown))  # seat 1 throws two, unseen by seat 0
    twin = state.resample_from_view(0, random.Random(1))
    assert twin.view(0).to_json() == state.view(0).to_json()
    assert twin.zones.cards("hand", 0) == state.zones.cards("hand", 0)
    assert len(twin.zones.cards("hand", 1)) == 5
    assert not set(twin.zones.cards("hand", 1)) & seen_by(state.view(0))


def test_a_hand_dealt_by_a_chance_player_is_resampled_at_its_chance_point():
    state = new_hand(load_game("holdem"), TableStakes(players=2), seed=1, dealer=Chance())
    for c in "As Kd Qh Jc".split():
        state.apply_chance(c)
    state.apply(Call())
    state.apply(Check())
    twin = state.resample_from_view(0, random.Random(2))
    assert twin.is_chance and twin.chance_point == state.chance_point
    assert twin.zones.cards("hand", 0) == state.zones.cards("hand", 0)


def _dealt_again(seed: int):
    """A hand of guts (two seats) at a decision of its second deal or later."""
    state = new_hand(load_game("guts"), TableStakes(players=2), seed=seed)
    rng = random.Random(seed)
    while not any(e.kind == "redeal" for e in state.log) and not state.is_over:
        state.apply(rng.choice(state.legal_actions()).sample(rng))
    return None if state.is_over else state


def test_a_hand_dealt_again_is_resampled_deal_by_deal():
    """Each deal of a ``repeat`` comes from a whole deck: a card the seat held in an
    earlier deal may lie with the other seat in this one, and the twins deal it there
    (a card seen once is not a card seen for good); the cards the seat holds now never."""
    state = next(s for s in map(_dealt_again, range(40)) if s is not None)
    seat = state.to_act
    other = 1 - seat
    view = state.view(seat)
    before, now = seen_in_deals(view, len(state.earlier_deals) + 1)[-2:]
    assert before and now and before != now  # the seat held cards in both deals
    theirs = set()
    for n in range(60):
        twin = state.resample_from_view(seat, random.Random(n))
        assert twin.view(seat).to_json() == view.to_json()
        held = set(twin.zones.cards("hand", other))
        assert not held & now
        theirs |= held
    assert theirs & before - now  # a card of the seat's earlier deal, with the other seat now
    assert len(theirs) > 20  # dealt at random, not kept


FILES = [f for f in (*shipped_variants(), *sorted(WRITTEN.glob("*.poker"))) if not is_rotation(f)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FILES), st.integers(0, 10_000), st.integers(1, 40))
def test_every_game_resamples_a_hand_its_seat_cannot_tell_apart(path, seed, moves):
    game = compile_file(path)
    rng = random.Random(seed)
    players = rng.choice((game.min_players, game.max_players))
    state = new_hand(game, TableStakes(players=players), seed=seed)
    for _ in range(moves):
        if state.is_over:
            break
        option = rng.choice(state.legal_actions())
        state.apply(option.sample(rng) if hasattr(option, "sample") else option)
    if any(e.kind == "reshuffle" for e in state.log):
        return  # refused: the cards dealt are no longer one sequence from one deck
    seat = rng.randrange(players)
    twin = state.resample_from_view(seat, rng)
    assert twin.view(seat).to_json() == state.view(seat).to_json()
    while not twin.is_over:  # a real hand: it plays on to its end
        option = rng.choice(twin.legal_actions())
        twin.apply(option.sample(rng) if hasattr(option, "sample") else option)
