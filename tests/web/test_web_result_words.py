"""The result in words and at the seats names a hand only beside the cards that make it:
in guts, a pot an earlier deal settled is not said to be won with a hand thrown in since."""

from __future__ import annotations

import random

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.web.frames import cards_in, result_lines, showdown_json


def guts_hands(count: int):
    """Finished three-seat guts hands, played at random (each is the same for its seed)."""
    game = load_game("guts")
    for seed in range(count):
        state = new_hand(game, TableStakes(small_blind=1, big_blind=2, stacks=(100,) * 3, players=3), seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            option = rng.choice(state.legal_actions())
            state.apply(option.sample(rng) if hasattr(option, "sample") else option, seat=state.to_act)
        yield state


def test_an_earlier_deals_pot_is_won_without_naming_a_hand_no_longer_on_the_table():
    checked = 0
    for state in guts_hands(60):
        result = state.result()
        now = {str(c) for h in result.shown for c in h.cards}
        winners = [w for p in result.pots for s in p.shares for w in s.winners]
        if all({str(c) for c in w.cards} <= now for w in winners):
            continue  # one deal settled it all
        view = state.view(0)
        board = cards_in(view["table"])
        sent = showdown_json(result, cards_in(view), board)["winners"]
        assert len(sent) == len(winners)
        for w, x in zip(winners, sent, strict=True):
            on_table = {str(c) for c in w.cards} <= now and w.seat in {h.seat for h in result.shown}
            assert (x["seat"], x["amount"]) == (w.seat, w.amount)
            assert x["hand"] == (w.hand if on_table else None), (w, x)
            assert (x["cards"] != []) == on_table
        lines = result_lines(result, cards_in(view), 0, board=board)
        assert sum(" with " in line for line in lines) == sum(x["hand"] is not None for x in sent)
        checked += 1
    assert checked, "no guts hand of several deals in 60 seeds"
