"""Guts, sentence by sentence (other-poker-variants.txt, "Guts"), on stacked decks.

Five seats, the button at seat 4, so the cards go round from seat 0 and seat 4 (the
dealer) declares last. The ante is one big blind; the big blind here is one chip, so
the first pot is the text's "$5".
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.stacking import round_the_table

from pokerlang.cards import card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, IllegalAction, TableStakes, new_hand
from pokerlang.hands import evaluate

FULL = bool(os.environ.get("POKERLANG_FULL"))
BUTTON = 4
# One deal's hands, best first: aces, kings, queens, then two hands without a pair.
HANDS = {0: "As Ad Kc", 1: "Kh Kd 2c", 2: "Qh Qd 3c", 3: "7d 5d 2d", 4: "9h 6s 4c"}


def table(game="guts", hands=HANDS, deals=3, players=5, **stakes):
    stakes = {"small_blind": 1, "big_blind": 1, "stacks": 100, "players": players, **stakes}
    # The same hands again at every re-deal.
    return new_hand(
        load_game(game),
        TableStakes(**stakes),
        deck=round_the_table(hands, BUTTON, players),
        button=BUTTON,
        redeal_decks=[round_the_table(hands, BUTTON, players)] * deals,
    )


def declare(state, *words):
    """Declarations in the order asked: from the dealer's left, the dealer last."""
    for word in words:
        state.apply(Declare(word))
    return state


def paid(state, kind="match"):
    return [(e.seat, e.amount) for e in state.log if e.kind == kind]


# "each of which consist of the decision to be in or out, and each of which contains a showdown"
def test_each_deal_is_a_decision_in_or_out_then_a_showdown():
    state = table()
    assert state.to_act == 0
    assert state.legal_actions() == [DeclareOptions(options=("in", "out"))]
    declare(state, "in", "in", "out", "out", "out")
    assert any(e.kind == "show" for e in state.log)
    assert not state.is_over and state.to_act == 0  # the next deal's decision


# "Only the players who stay in participate in the showdown."
def test_only_players_who_stay_in_show_down():
    state = declare(table(), "out", "in", "in", "out", "out")  # the aces stay out
    shown = {e.seat for e in state.log if e.kind == "show"}
    assert shown == {1, 2}
    assert paid(state, "win") == [(1, 5)]  # kings win: the folded aces do not count
    for seat in (1, 2, 3, 4):  # the aces were never shown to anyone
        assert card("As") not in [c for line in state.view(seat)["log"] for c in line.get("cards", [])]


# "the player who stays in with the best hand receives the current pot, while all other
# players who stayed in must match the pot to form the next pot"; "if the pot is $5 and
# three people stay in, then one player will receive the $5 pot and two players will be
# forced to add $5 each to the next pot"
def test_five_pot_three_in_one_gets_five_two_add_five_each():
    state = table()
    assert state.chips.in_pot == 5
    declare(state, "in", "in", "in", "out", "out")
    assert paid(state, "win") == [(0, 5)]
    assert paid(state) == [(1, 5), (2, 5)]
    assert state.chips.in_pot == 10
    assert state.chips.stacks == [104, 94, 94, 99, 99]


# Each deal's pot is contested by the players in, and settled as any showdown's pot.
def test_each_deals_pot_is_contested_by_the_players_in():
    state = declare(table(), "in", "in", "in", "out", "out")
    declare(state, "in", "out", "out", "out", "out")
    assert state.is_over
    assert [(p.amount, p.eligible) for p in state.result().pots] == [(5, (0, 1, 2)), (10, (0,))]


# "Then the hand is re-dealt, and all players (even those who were out in the last
# round) can participate again."
def test_everyone_is_dealt_again_even_those_who_were_out():
    state = declare(table(), "in", "in", "in", "out", "out")
    assert [len(state.zones.cards("hand", s)) for s in range(5)] == [3] * 5
    asked = []
    while len(asked) < 5:
        asked.append(state.to_act)
        state.apply(Declare("out"))
    assert asked == [0, 1, 2, 3, 4]


# The rule text's deals begin afresh: every card comes back and the deck is shuffled.
def test_all_cards_come_back_between_deals():
    state = new_hand(load_game("guts"), TableStakes(big_blind=1, players=5), seed=3, button=BUTTON)
    first = {s: state.zones.cards("hand", s) for s in range(5)}
    declare(state, "in", "in", "out", "out", "out")
    assert len(state.zones.stock) == 52 - 15 and not state.zones.muck
    assert Counter(state.zones.every_card()) == Counter(standard_deck())
    assert {s: state.zones.cards("hand", s) for s in range(5)} != first  # shuffled again
    assert any(e.kind == "redeal" for e in state.log)


# "The game ends when only a single player has the guts to stay in, and thus the pot is
# taken without replenishment."
def test_a_single_player_in_takes_the_pot_without_replenishment():
    state = declare(table(), "in", "in", "in", "out", "out")  # pot 10
    declare(state, "out", "out", "out", "in", "out")  # the worst hand, alone
    assert state.is_over
    assert paid(state, "win")[-1] == (3, 10)
    assert paid(state) == [(1, 5), (2, 5)]  # nobody paid after the last deal
    assert state.result().net == (4, -6, -6, 9, -1)
    assert state.chips.in_pot == 0


# "Each player takes a chip ... and the players simultaneously open their hands": in or
# out is decided in secret and revealed at once.
def test_declarations_are_secret_until_all_hands_open():
    state = table()
    state.apply(Declare("in"))
    other = state.view(1)
    assert other["seats"][0]["declared"] is None
    assert all("option" not in line for line in other["log"] if line.get("seat") == 0)
    assert state.view(0)["secret"] == "in"
    assert state.live[0]  # nobody is out until the fists open
    state.apply(Declare("out"))
    assert state.live[1]
    declare(state, "in", "out", "out")
    assert any(e.kind == "declare" and e.seat == 1 and e.option == "out" for e in state.log)


def test_a_seat_may_declare_only_in_or_out():
    state = table()
    with pytest.raises(IllegalAction):
        state.apply(Declare("high"))


# "a reduced poker hand of either 2 or 3 cards ... ranked as in regular 5-card poker ...
# in some [variations straights and flushes] do not [count]": here they do not.
def test_three_cards_rank_as_in_poker_without_straights_or_flushes():
    three = load_game("guts").ranking("three-card")
    assert evaluate(three, "2c 2d 2h") > evaluate(three, "Ac Ad Kh") > evaluate(three, "As Kd Qh")
    assert evaluate(three, "As Kd 9h") > evaluate(three, "7h 6h 5h")  # no straight flush
    hands = {**HANDS, 3: "7h 6h 5h", 4: "As Kc 9c", 0: "Qs Jd 9h"}
    state = declare(table(hands=hands), "out", "out", "out", "in", "in")
    assert paid(state, "win") == [(4, 5)]


def test_two_card_guts_deals_two_and_a_pair_wins():
    hands = {0: "Ah Kh", 1: "2c 2d", 2: "Qh Jh", 3: "7d 5c", 4: "9h 6s"}
    state = table("guts-two-card", hands=hands)
    assert [len(state.zones.cards("hand", s)) for s in range(5)] == [2] * 5
    declare(state, "in", "in", "out", "out", "out")
    assert paid(state, "win") == [(1, 5)] and paid(state) == [(0, 5)]


# Silent in the text: nobody stays in. The same pot is dealt for again.
def test_nobody_in_redeals_the_same_pot():
    state = declare(table(), "out", "out", "out", "out", "out")
    assert not state.is_over and state.chips.in_pot == 5
    assert state.chips.stacks == [99] * 5
    assert any(e.kind == "nobody-in" for e in state.log)


# Silent in the text: everyone in holds an equal hand. Nobody wins, nobody pays.
def test_equal_hands_in_is_a_push():
    hands = {**HANDS, 0: "As Kd Qc", 1: "Ah Kc Qs"}
    state = declare(table(hands=hands), "in", "in", "out", "out", "out")
    assert paid(state, "win") == [] and paid(state) == []
    assert state.chips.in_pot == 5


def test_equal_best_hands_split_the_pot_and_the_rest_match():
    hands = {**HANDS, 0: "As Kd Qc", 1: "Ah Kc Qd", 2: "9s 7c 3d"}
    state = declare(table(hands=hands), "in", "in", "in", "out", "out")
    assert paid(state, "win") == [(0, 3), (1, 2)]  # the odd chip to the first from the dealer's left
    assert paid(state) == [(2, 5)]


# "Sometimes only the single player with the worst hand (who stayed in) must add to the
# pot, but they must double the pot rather than match it."
def test_worst_hand_pays_double_the_pot():
    state = declare(table("guts-worst-pays"), "in", "in", "in", "out", "out")
    assert paid(state, "win") == [(0, 5)]
    assert paid(state) == [(2, 10)]  # queens, the worst in; the kings pay nothing
    assert state.chips.in_pot == 10


# "In an especially vicious variation, nobody wins the pot unless nobody else stays in."
def test_vicious_nobody_wins_unless_alone():
    state = declare(table("guts-vicious"), "in", "in", "in", "out", "out")
    assert paid(state, "win") == []
    assert paid(state) == [(1, 5), (2, 5)]  # the best hand in pays nothing either
    assert state.chips.in_pot == 15
    declare(state, "in", "out", "out", "out", "out")
    assert state.is_over and paid(state, "win") == [(0, 15)]


# "if there are 5 players with an ante of $1, the pot started at $5. If there were 3
# doublings, the pot is now at $40. Suppose the 'cap the pot at $50' rule were in force.
# Then, if another doubling occurred, each loser would pay $40, but the pot would now be
# at $50 and the extra $30 would be set aside as the ante once there's a hand with a
# winner and no loser."
def test_cap_fifty_antes_sets_thirty_aside():
    state = table("guts-capped", deals=5, stacks=1000)
    pots = []
    for _ in range(3):  # a doubling: one winner, two losers who match
        declare(state, "in", "in", "in", "out", "out")
        pots.append(state.chips.in_pot)
    assert pots == [10, 20, 40]
    declare(state, "in", "in", "in", "out", "out")
    assert paid(state)[-2:] == [(1, 40), (2, 40)]
    assert state.chips.in_pot == 50
    assert paid(state, "set-aside") == [(None, 30)]
    assert sum(state.rounds.set_aside) == 30
    assert sum(state.chips.stacks) + state.chips.in_pot + 30 == 5000
    declare(state, "out", "out", "out", "out", "in")  # a winner and no loser
    assert state.is_over and paid(state, "win")[-1] == (4, 50)
    # A game is one hand here, so the $30 that would ante the next game goes back to its payers.
    assert paid(state, "set-aside-back") == [(1, 15), (2, 15)]
    assert sum(state.result().net) == 0


def test_cap_is_counted_in_antes_of_the_table():
    state = table("guts-capped", deals=4, stacks=1000, big_blind=2, small_blind=1)
    assert state.chips.in_pot == 10  # an ante of 2: the cap is 100
    for _ in range(4):
        declare(state, "in", "in", "in", "out", "out")
    assert state.chips.in_pot == 100 and sum(state.rounds.set_aside) == 60


# Silent in the text: a seat that cannot match the pot pays what it has (all in) and,
# with no chips left, sits out the next deals.
def test_a_short_stack_pays_what_it_has_and_sits_out():
    state = table(stacks=(100, 3, 100, 100, 100))
    declare(state, "in", "in", "out", "out", "out")
    assert paid(state) == [(1, 2)]
    assert any(e.kind == "match" and e.all_in for e in state.log)
    assert state.zones.cards("hand", 1) == ()
    asked = []
    while not state.is_over and len(asked) < 4:
        asked.append(state.to_act)
        state.apply(Declare("out"))
    assert asked == [0, 2, 3, 4]


# The engine's safety bound: after `max_rounds` deals the pot is split among the seats
# dealt into the last one, so every game ends.
def test_after_the_most_deals_the_pot_is_split():
    hands = {**HANDS, 0: "As Kd Qc", 1: "Ah Kc Qs"}
    state = table(hands=hands, max_rounds=2)
    declare(state, "in", "in", "out", "out", "out")  # a push
    declare(state, "in", "in", "out", "out", "out")  # a push again: the bound is reached
    assert state.is_over
    assert paid(state, "win") == [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1)]


# ---- random play ------------------------------------------------------------------------

VARIANTS = [
    "guts",
    "guts-two-card",
    "guts-worst-pays",
    "guts-vicious",
    "guts-capped",
    "three-card-guts",
    "three-card-guts-challenge",
]


def known_to(state, seat: int, known: set) -> set:
    """What a seat may know: its own cards, cards face up, and hands shown down."""
    for (_name, owner), placed in state.zones.held.items():
        known.update(p.card for p in placed if owner == seat or p.face_up)
    for event in state.log:
        if event.kind == "show":
            known.update(event.cards)
    return known


def view_cards(value, out):
    if hasattr(value, "rank") and hasattr(value, "suit"):
        out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            view_cards(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            view_cards(v, out)
    return out


def play(name: str, players: int, seed: int):
    rng = random.Random(seed)
    stacks = tuple(rng.choice([3, 20, 200]) for _ in range(players))
    state = new_hand(load_game(name), TableStakes(stacks=stacks, max_rounds=30), seed=seed, button=seed % players)
    total, knowledge = sum(stacks), [set() for _ in range(players)]
    for _ in range(5000):
        chips = state.chips
        assert sum(chips.stacks) + sum(chips.committed) + sum(state.rounds.set_aside) == total
        assert Counter(state.zones.every_card()) == Counter(standard_deck())
        for seat in range(players):
            leaked = view_cards(state.view(seat), set()) - known_to(state, seat, knowledge[seat])
            assert not leaked, f"seat {seat} sees {leaked}"
        if state.is_over:
            break
        options = state.legal_actions()
        assert options, "a live game offers no action"
        state.copy().apply(rng.choice(options).sample(rng))
        chosen = rng.choice(options)
        action = chosen.sample(rng)
        assert chosen.allows(action)
        state.apply(action)
    assert state.is_over, "the game did not end"
    result = state.result()
    assert sum(result.net) == 0 and sum(result.stacks) == total


@pytest.mark.parametrize("name", VARIANTS)
@settings(max_examples=100 if FULL else 6, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**32 - 1))
def test_random_play_keeps_chips_and_cards_and_ends(name, data, seed):
    game = load_game(name)
    play(name, data.draw(st.integers(game.min_players, game.max_players), label="players"), seed)


# `pokerlang run V --hands 50 --players N` at the fewest, most and some seats between;
# the hand histories replay to the same results.
@pytest.mark.parametrize("name", VARIANTS)
def test_run_and_replay_from_the_command_line(name, tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    game = load_game(name)
    for players in (game.min_players, (game.min_players + game.max_players) // 2, game.max_players):
        history = tmp_path / f"{players}.jsonl"
        hands = "50" if players == game.min_players else "8"
        result = CliRunner().invoke(
            cli, ["run", name, "--hands", hands, "--players", str(players), "--seed", "5", "--history", str(history)]
        )
        assert result.exit_code == 0, result.output
        again = CliRunner().invoke(cli, ["replay", str(history)])
        assert again.exit_code == 0 and "every result matches" in again.output, again.output


# A deal of deal after deal with a betting round makes side pots like any hand. When one
# pot is won and another stays (a player alone in its side pot may not take it, `win only
# alone`), the pot that stays is carried whole into the next deal: no chip is lost.
BETTING_GUTS = """game "Guts with a betting round"
import rankings
players 2..10
forced ante
zone hand per seat private
repeat until one in { deal 3 down to hand
bet
declare in, out = fold together
showdown { best 3 of hand by three-card-guts win only alone } }
"""


def test_a_pot_that_stays_beside_one_that_is_won_is_carried_whole(tmp_path):
    from helpers.written_games import compile_games
    from helpers.invariants import play_randomly

    game = compile_games(tmp_path, guts=BETTING_GUTS)["guts"]
    for seed in range(40):
        play_randomly(game, 4, seed, probe=False)
