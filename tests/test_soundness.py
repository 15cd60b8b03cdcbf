"""If `check` passes, the game runs and conserves chips and cards, and leaks nothing:
defects found by the hostile sweep, each held by a test."""

import random

from pokerlang.check import check_file
from pokerlang.compiler import compile_file
from pokerlang.engine import TableStakes, new_hand

DEAL_OUTSIDE = """game "deal outside the repeat"
import rankings
players 2..4
forced ante 1 big-blinds
zone hand per seat private
deal 3 to hand
repeat until one in {
  declare in, out = fold together
  showdown { best 3 of hand by three-card  losers match pot }
}
"""

HIDDEN_GRID = """game "hidden grid"
import rankings
players 2
forced blinds
zone hand per seat private
zone grid shared hidden grid 2 x 3
deal 2 to hand
deal 6 to grid
bet
showdown best 5 of hand + grid by high
"""


def test_check_refuses_deal_after_deal_whose_cards_are_dealt_outside_it(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(DEAL_OUTSIDE)
    messages = [d.message for d in check_file(path)]
    assert any("none is dealt again inside the repeat" in m for m in messages)


def test_a_deal_in_which_nobody_holds_a_hand_pays_the_pot_to_nobody_never(tmp_path):
    """Even played past the check, the pot stays for the next deal: no chip is lost."""
    path = tmp_path / "v.poker"
    path.write_text(DEAL_OUTSIDE)
    game = compile_file(path)
    for seed in range(60):
        state, rng = new_hand(game, TableStakes(players=3, ante=1), seed=seed), random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        assert sum(state.result().net) == 0, seed


def test_a_grid_nobody_sees_shows_no_card_in_any_view(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(HIDDEN_GRID)
    assert check_file(path) == []
    state = new_hand(compile_file(path), TableStakes(players=2), seed=1)
    grid = {str(c) for row in state.zones.grids["grid"].view() for stack in row for c in stack}
    assert len(grid) == 6
    for seat in (0, 1):
        view = state.view(seat)
        assert all(c is None for row in view["grids"]["grid"] for stack in row for c in stack)
        assert view["table"]["grid"] == [None] * 6
        assert not grid & set(str(view.to_json()).replace("'", '"').split('"'))


HEADER = 'game "x"\nimport rankings\nplayers 2\nforced blinds\nzone hand per seat private\nzone board shared public\n'


def _messages(tmp_path, text: str) -> list[str]:
    path = tmp_path / "v.poker"
    path.write_text(HEADER + text)
    return [d.message for d in check_file(path)]


def test_a_zone_named_twice_in_a_hand_is_refused(tmp_path):
    messages = _messages(tmp_path, "deal 2 to hand bet\ndeal 3 to board bet\n"
                                   "showdown best 5 of board + hand + board by high\n")
    assert messages == ["zone 'board' is named twice in this hand"]


def test_a_ranking_that_cannot_rank_every_card_of_the_deck_is_refused(tmp_path):
    messages = _messages(tmp_path, "deal 5 to hand bet\nshowdown 5 of hand by short-deck\n")
    assert messages == ["ranking 'short-deck' ranks 6 to A, but the deck also holds 2, 3, 4, 5"]


def test_a_qualifier_no_hand_can_meet_is_refused(tmp_path):
    messages = _messages(tmp_path, 'ranking odd "odd" extends high { qualify straight, 2 or better }\n'
                                   "deal 5 to hand bet\nshowdown 5 of hand by odd\n")
    assert messages == ["ranking 'odd' qualifies at 'straight, 2 or better', but no straight has 2 as its top card"]
