"""Every view of every shipped variant writes itself as plain JSON, and holds no card the
seat may not see: the JSON text names only cards the seat's own view names."""

import json
import random

import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.resources import shipped_variants


@pytest.mark.parametrize("variant", [p.stem for p in shipped_variants()])
def test_every_view_is_json_and_names_only_cards_the_seat_sees(variant):
    game = load_game(variant)
    players = min(3, game.max_players) if game.min_players <= 3 else game.min_players
    rng = random.Random(variant)
    state = new_hand(game, TableStakes(players=players, ante=1, bring_in=1), seed=5)
    names = {str(c) for c in game.deck()}
    for _ in range(400):
        for seat in range(players):
            view = state.view(seat)
            text = json.dumps(view.to_json())
            assert json.loads(text)["seat"] == seat
            seen = {str(c) for c in _cards(view)}
            written = {n for n in names if f'"{n}"' in text}
            assert written <= seen, (seat, sorted(written - seen))
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()).sample(rng))
    assert state.is_over


def _cards(value):
    from collections.abc import Mapping

    from pokerlang.cards.card import Card

    if isinstance(value, Card):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _cards(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _cards(v)
    elif hasattr(value, "__attrs_attrs__"):
        for field in value.__attrs_attrs__:
            yield from _cards(getattr(value, field.name))
