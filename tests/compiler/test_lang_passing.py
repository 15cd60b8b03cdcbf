"""Passing beyond the next seat, as Pass the Trash and the Anaconda family do: `of left 2`
(the second player still in that way), `of right`, and `across` (half the players still
in away to the left, rounded down). Stacked decks; the invariants on random play."""

import textwrap

import pytest
from helpers.stacking import round_the_table
from helpers.invariants import play_randomly
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Check, Choose, ChooseCards, Fold, TableStakes, new_hand
from pokerlang.explain import explain

HEAD = "import rankings\nplayers 2..8\nforced ante\nzone hand per seat private\n"

PASS_THE_TRASH = """game "Pass the trash: left, right, across"
import rankings
players 3..7
forced ante
zone hand per seat private
step deal   { deal 7 to hand  bet }
step left   { choose 3 from hand to hand of left together  bet }
step right  { choose 2 from hand to hand of right 2 in turn  bet }
step across { choose 1 from hand to hand across together  bet }
showdown best 5 of hand by high
"""


def written(tmp_path, body: str):
    return compile_games(tmp_path, g=HEAD + textwrap.dedent(body))["g"]


def problems(tmp_path, body: str) -> str:
    path = tmp_path / "v.poker"
    path.write_text(HEAD + textwrap.dedent(body))
    return "\n".join(d.render() for d in check_file(path))


def held(state, seat: int) -> set[str]:
    return {str(c) for c in state.zones.cards("hand", seat)}


def deal_and_pass(game, hands: dict[int, str], players: int, folds: tuple[int, ...] = ()):
    """Deal the stacked hands (dealer: the last seat), fold the seats named in the first
    round, check the rest round, then every seat still in passes its first card."""
    state = new_hand(
        game,
        TableStakes(players=players, ante=1),
        deck=round_the_table(hands, players - 1, players),
        button=players - 1,
    )

    def choosing():
        return any(isinstance(o, ChooseCards) for o in state.legal_actions())

    while not choosing():
        state.apply(Fold() if state.to_act in folds else Check())
    while state.to_act is not None and choosing():
        state.apply(Choose(hands[state.to_act].split()[:1]))
    return state


PASS = (
    "step one {{ deal 2 to hand  bet }}\nstep two {{ choose 1 from hand to hand {where} together  bet }}\n"
    "showdown best 2 of hand by two-card\n"
)
HANDS = {0: "Ac 2c", 1: "Kd 2d", 2: "Qh 2h", 3: "Js 2s", 4: "Tc 3c"}


# Each player passes to the player two seats to their left: seat 0 to seat 2, seat 3 to seat 0.
def test_a_pass_two_seats_to_the_left_skips_the_next_player(tmp_path):
    game = written(tmp_path, PASS.format(where="of left 2"))
    state = deal_and_pass(game, {s: HANDS[s] for s in range(4)}, 4)
    assert held(state, 2) == {"2h", "Ac"}
    assert held(state, 0) == {"2c", "Qh"}
    assert held(state, 1) == {"2d", "Js"} and held(state, 3) == {"2s", "Kd"}


# Seats that have folded are not counted: with seat 1 out, two to the left of seat 0 is seat 3.
def test_a_pass_counts_only_the_players_still_in(tmp_path):
    game = written(tmp_path, PASS.format(where="of left 2"))
    state = deal_and_pass(game, {s: HANDS[s] for s in range(4)}, 4, folds=(1,))
    assert held(state, 3) == {"2s", "Ac"}
    assert held(state, 0) == {"2c", "Qh"}
    assert held(state, 2) == {"2h", "Js"}


# Across, at four players: the seat opposite, two away.
def test_across_at_an_even_table_is_the_seat_opposite(tmp_path):
    game = written(tmp_path, PASS.format(where="across"))
    state = deal_and_pass(game, {s: HANDS[s] for s in range(4)}, 4)
    assert held(state, 2) == {"2h", "Ac"} and held(state, 0) == {"2c", "Qh"}
    assert held(state, 3) == {"2s", "Kd"} and held(state, 1) == {"2d", "Js"}


# Across, at five players: half of five rounded down, two seats to the left; every player
# still gets exactly one card.
def test_across_at_an_odd_table_is_two_of_five_to_the_left(tmp_path):
    game = written(tmp_path, PASS.format(where="across"))
    state = deal_and_pass(game, HANDS, 5)
    assert held(state, 2) == {"2h", "Ac"} and held(state, 0) == {"2c", "Js"}
    assert held(state, 1) == {"2d", "Tc"}
    assert all(len(held(state, s)) == 2 for s in range(5))


# Across, at three players (or after folds leave three): one seat to the left.
def test_across_with_three_still_in_is_the_next_seat_left(tmp_path):
    game = written(tmp_path, PASS.format(where="across"))
    state = deal_and_pass(game, {s: HANDS[s] for s in range(4)}, 4, folds=(3,))
    assert held(state, 1) == {"2d", "Ac"} and held(state, 0) == {"2c", "Qh"}


def test_a_pass_to_the_right_two_in_turn_may_pass_on_a_card_received(tmp_path):
    game = written(
        tmp_path,
        "step one { deal 2 to hand  choose 1 from hand to hand of right 2 in turn  bet }\n"
        "showdown best 2 of hand by two-card\n",
    )
    hands = {0: "Ac 2c", 1: "Kd 3d", 2: "Qh 4h", 3: "Js 5s"}
    state = new_hand(game, TableStakes(players=4, ante=1), deck=round_the_table(hands, 3, 4), button=3)
    state.apply(Choose(["Ac"]))  # seat 0: two to its right is seat 2
    assert "Ac" in held(state, 2)
    state.apply(Choose(["Kd"]))  # seat 1 -> seat 3
    state.apply(Choose(["Ac"]))  # seat 2 passes on the ace -> seat 0
    assert "Ac" in held(state, 0)


def test_explain_says_how_far_and_what_across_means(tmp_path):
    text = explain(compile_games(tmp_path, trash=PASS_THE_TRASH)["trash"])
    assert (
        "passes two cards from their hand to the hand of the player two seats to their right"
        " (counting only the players still in)"
    ) in text
    assert (
        "to the hand of the player across the table from them: half the players still in away to their"
        " left, rounded down"
    ) in text


def test_a_pass_as_far_as_a_full_table_is_an_error(tmp_path):
    out = problems(
        tmp_path,
        "step one { deal 2 to hand  choose 1 from hand to hand of left 8 together  bet }\n"
        "showdown best 2 of hand by two-card\n",
    )
    assert "passing 8 seats away at a table of at most 8 players comes back round to the passer" in out
    assert "write a number from 1 to 7, or `across`" in out


def test_across_into_a_shared_zone_is_an_error(tmp_path):
    out = problems(
        tmp_path,
        "zone board shared public\nstep one { deal 2 to hand  choose 1 from hand to board"
        " across together  bet }\nshowdown best 2 of hand + board by two-card\n",
    )
    assert "zone 'board' is shared: no seat" in out


@pytest.mark.parametrize("players", [3, 4, 5, 7])
def test_random_play_of_pass_the_trash_keeps_every_invariant(tmp_path, players):
    game = compile_games(tmp_path, trash=PASS_THE_TRASH)["trash"]
    for seed in range(3):
        play_randomly(game, players, seed * 31 + players)
