"""Wild cards that follow a seat's face-down cards: `wild rank of hole per seat` (Mexican
stud, roll your own: each player's card in the hole, and every card of its rank, is wild
for that player alone; a card turned face up is no longer wild for its rank)."""

from helpers.stacking import round_the_table
from helpers.invariants import play_randomly
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Check, TableStakes, new_hand
from pokerlang.explain import explain

GAME = """game "Hole card wild"
import rankings
players 2..8
forced ante
zone hand per seat private
wild rank of hand per seat
step deal { deal 1 down to hand  deal 4 up to hand  bet }
showdown best 5 of hand by high
"""

MEXICAN = """game "Mexican stud"
import rankings
players 2..8
forced ante
zone hand per seat private
wild rank of hand per seat
step second { deal 2 to hand  expose 1 from hand together  bet }
step third  { deal 1 down to hand  expose 1 from hand together  bet }
step fourth { deal 1 down to hand  expose 1 from hand together  bet }
step fifth  { deal 1 down to hand  expose 1 from hand together  bet }
showdown best 5 of hand by high
"""


def play_out(state):
    while not state.is_over:
        state.apply(Check())
    return state


# Seat 0's hole card is a deuce: its deuce showing is wild too, and K-K-K with two wild
# cards is five kings, above seat 1's four aces (its queen in the hole makes no deuce wild).
def test_the_hole_cards_rank_is_wild_for_its_player_alone(tmp_path):
    game = compile_games(tmp_path, g=GAME)["g"]
    hands = {0: "2c 2d Kh Kd Ks", 1: "Qc As Ah Ad 5s"}
    state = play_out(new_hand(game, TableStakes(players=2, ante=1), deck=round_the_table(hands, 1, 2), button=1))
    assert [w.seat for p in state.result().pots for s in p.shares for w in s.winners] == [0]


# Dealt face up, no card is in the hole: seat 0's kings full lose to aces full.
def test_a_card_face_up_is_not_wild(tmp_path):
    game = compile_games(tmp_path, g=GAME.replace("deal 1 down to hand  deal 4 up", "deal 5 up"))["g"]
    hands = {0: "2c 2d Kh Kd Ks", 1: "Qc As Ah Ad Qs"}
    state = play_out(new_hand(game, TableStakes(players=2, ante=1), deck=round_the_table(hands, 1, 2), button=1))
    assert [w.seat for p in state.result().pots for s in p.shares for w in s.winners] == [1]


def test_explain_and_a_shared_zone(tmp_path):
    assert (
        "Each player's face-down cards in their hand, and every card of their ranks, are wild for that player alone"
    ) in explain(compile_games(tmp_path, g=GAME)["g"])
    path = tmp_path / "v.poker"
    path.write_text(GAME.replace("wild rank of hand per seat", "zone board shared public\nwild rank of board per seat"))
    out = "\n".join(d.render() for d in check_file(path))
    assert "zone 'board' is shared: it has no seats to find a face-down card for" in out


def test_random_play_of_mexican_stud_keeps_every_invariant(tmp_path):
    game = compile_games(tmp_path, g=MEXICAN)["g"]
    for players in (2, 5, 8):
        play_randomly(game, players, players, probe=False)
