"""A hand rebuilt at one decision and carried on to the seat's next one (``runner.carry``)
is a hand the seat's view could have come from, as a fresh rebuild is: the same cards
seen in the same places, the same chips and options, unseen cards in the same places,
so mc decides as it would without it; and where it cannot be sure it gives up. Samples
rename secret choices with the cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.runner import mc
from pokerlang.runner.carry import extend
from pokerlang.runner.mc import MonteCarloAgent, Think, Unseen, seen_cards
from pokerlang.runner.passive import cheapest
from pokerlang.runner.rebuild import Rebuilder

PLAIN = ["holdem", "omaha", "razz", "seven-card-stud", "swingo", "five-card-draw", "drawmaha"]


def _views(variant: str, seed: int, seat: int = 0, players: int = 3):
    """The views of ``seat`` at its decisions in one hand of passive play."""
    game = load_game(variant)
    state = new_hand(game, TableStakes(players=players), seed=seed, button=seed % players)
    rng = random.Random(seed)
    while not state.is_over:
        if state.to_act == seat:
            yield state.view(seat)
        state.apply(cheapest(state.legal_actions(), rng))


def _places(hand, seat: int, seen: set) -> Counter:
    """Where the cards ``seat`` has not seen lie: how many in each place."""
    zones = hand.zones
    count = Counter({"stock": sum(c not in seen for c in zones.stock), "muck": sum(c not in seen for c in zones.muck)})
    for (zone, owner), placed in zones.held.items():
        count[(zone, owner)] = sum(p.card not in seen for p in placed)
    for zone, placed in zones.table.items():
        count[zone] = sum(p.card not in seen for p in placed)
    return count


@pytest.mark.parametrize("variant", PLAIN)
def test_a_carried_hand_is_one_the_view_could_have_come_from(variant):
    carried = 0
    for seed in range(10):
        last = hand = None
        for view in _views(variant, seed):
            fresh = Rebuilder().rebuild(view, random.Random(1))
            if last is not None and hand is not None:
                got = extend(hand, last, seen_cards(last), view, random.Random(2))
                if got is not None:
                    carried += 1
                    mine, real = got.view(0), fresh.view(0)
                    for key in ("own", "offer", "table", "stacks", "bets", "pot", "to_act", "street"):
                        assert mine[key] == real[key], key
                    assert mine["legal_actions"] == view["legal_actions"]
                    assert [s["zones"] for s in mine["seats"]] == [s["zones"] for s in view["seats"]]
                    seen = seen_cards(view)
                    assert _places(got, 0, seen) == _places(fresh, 0, seen)
                    assert sorted(c.index for c in got.zones.every_card()) == sorted(
                        c.index for c in fresh.zones.every_card()
                    ), "a card twice, or lost"
            last, hand = view, fresh if Unseen.fits(fresh) else None
    assert carried > 6, "the hands were never carried"


def test_a_carried_hand_is_not_taken_into_another_hand():
    first, second = list(_views("holdem", 0)), list(_views("holdem", 1))
    hand = Rebuilder().rebuild(first[0], random.Random(1))
    assert extend(hand, first[0], seen_cards(first[0]), second[0], random.Random(2)) is None
    hand = Rebuilder().rebuild(first[-1], random.Random(1))
    assert extend(hand, first[-1], seen_cards(first[-1]), first[0], random.Random(2)) is None, "a view gone back"


def test_a_sample_renames_the_secret_choices_with_the_cards():
    renamed = 0
    for seed in range(6):
        for view in _views("swingo", seed):
            guess = Rebuilder().rebuild(view, random.Random(1))
            secret = getattr(guess.pending, "secret", None)
            if not secret:
                continue
            assert Unseen.fits(guess)
            unseen = Unseen(guess, view)
            rng = random.Random(3)
            chosen = set()
            for _ in range(6):
                sample = unseen.deal(rng)
                step = sample.pending
                for seat, choice in step.secret.items():
                    assert set(choice.cards) <= set(sample.zones.cards(step.step.source, seat))
                    chosen.add((seat, choice.cards))
                assert secret == guess.pending.secret, "dealing a sample changed the hand it copies"
            assert len(chosen) > len(secret), "the secret choices were never renamed"
            renamed += 1
    assert renamed > 2


@pytest.mark.parametrize("variant", ["holdem", "razz", "omaha"])
def test_a_carried_hand_changes_no_decision(variant, monkeypatch):
    """A sample deals the unseen cards to their places whatever the hand it copies put
    there, so mc decides as it would with every hand rebuilt afresh. (Where every sample
    is a hand rebuilt afresh, a draw, the deck places learnt by fewer rebuilds give other
    draws; and a together step's secret choices are other cards of the same hands.)"""
    game = load_game(variant)
    carried = []

    def spied(*args):
        hand = extend(*args)
        carried.append(hand is not None)
        return hand

    monkeypatch.setattr(mc, "extend", spied)
    carrying, afresh = MonteCarloAgent(game, Think(playouts=8)), MonteCarloAgent(game, Think(playouts=8))
    monkeypatch.setattr(afresh, "_carry_on", lambda view, rng: None)
    for seed in range(5):
        for n, view in enumerate(_views(variant, seed)):
            legal = view["legal_actions"]
            assert carrying.act(view, legal, random.Random(n)) == afresh.act(view, legal, random.Random(n))
    assert sum(carried) > 5
