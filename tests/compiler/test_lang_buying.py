"""Buying cards and paying on a declaration: `draw 0..2 from hand for 5` (each card drawn
costs five chips, paid into the pot; a player draws only the cards they can pay for in
full), `= pay 10` and `= pay 2 pots` (declaring costs that, or all the player has). Stacked
decks; chips conserved on random play."""

import textwrap

import pytest
from helpers.stacking import cards, round_the_table, stacked
from helpers.invariants import play_randomly
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Check, Declare, Draw, DrawCards, TableStakes, new_hand
from pokerlang.explain import explain

BUY = """game "Draw, buying cards"
import rankings
players 2..6
forced ante
zone hand per seat private
step deal   { deal 5 to hand  bet }
step buy    { draw 0..2 from hand for 5  bet }
step stay   { declare stay = pay 10, drop = fold in turn }
step double { declare double = pay 2 pots, drop = fold together }
showdown best 5 of hand by high
"""

# Baseball's bought card: a four dealt face up lets its player buy a card face down.
FOURS = """game "Stud, fours bought"
import rankings
players 2..6
forced ante
zone hole per seat private
zone shown per seat public
when dealt up fours { declare buy = pay 10, pass in turn  deal 1 down to hole only declared buy }
step third { deal 2 down to hole  deal 1 up to shown  bet }
showdown best 3 of hole + shown by three-card
"""

HEAD = "import rankings\nplayers 2..6\nforced ante\nzone hand per seat private\n"
HANDS = {0: "As Ks Qs Js 2d", 1: "Ah Kh 9c 7d 3c", 2: "2c 3d 5h 8s Tc"}


def game(tmp_path, text: str = BUY):
    return compile_games(tmp_path, g=text)["g"]


def problems(tmp_path, body: str) -> str:
    path = tmp_path / "v.poker"
    path.write_text(HEAD + textwrap.dedent(body))
    return "\n".join(d.render() for d in check_file(path))


def to_the_draw(state):
    while not any(isinstance(o, DrawCards) for o in state.legal_actions()):
        state.apply(Check())
    return state


def pays(state) -> list[tuple[int, int, bool]]:
    return [(e.seat, e.amount, e.all_in) for e in state.log if e.kind == "pay"]


# Each card drawn costs five chips, paid into the pot; a player standing pat pays nothing.
def test_each_card_drawn_costs_its_price_into_the_pot(tmp_path):
    deck = stacked(HANDS, "Ts 9h 4c", button=2, players=3)
    state = to_the_draw(new_hand(game(tmp_path), TableStakes(players=3, ante=1, stacks=100), deck=deck, button=2))
    before = state.chips.in_pot
    state.apply(Draw(cards("2d")))  # seat 0 buys one card: the ten of spades
    assert {str(c) for c in state.zones.cards("hand", 0)} == {"As", "Ks", "Qs", "Js", "Ts"}
    assert state.chips.stacks[0] == 100 - 1 - 5 and state.chips.in_pot == before + 5
    state.apply(Draw(()))  # seat 1 stands pat: free
    state.apply(Draw(cards("2c 3d")))  # seat 2 buys two: ten chips
    assert state.chips.stacks[1] == 99 and state.chips.stacks[2] == 100 - 1 - 10
    assert pays(state) == [(0, 5, False), (2, 10, False)]


# A player draws only the cards they can pay for in full: seven chips buy one card, and a
# player all in buys none.
def test_a_short_player_draws_only_what_they_can_pay_for(tmp_path):
    deck = stacked(HANDS, "Ts 9h 4c", button=2, players=3)
    stakes = TableStakes(players=3, ante=1, stacks=(8, 1, 100))
    state = to_the_draw(new_hand(game(tmp_path), stakes, deck=deck, button=2))
    assert state.legal_actions()[0].high == 1  # seven chips left: one card
    state.apply(Draw(cards("2d")))
    assert state.chips.stacks[0] == 2
    option = state.legal_actions()[0]  # seat 1 is all in after its ante
    assert (option.low, option.high) == (0, 0)
    assert not option.allows(Draw(cards("3c")))


# Declaring `stay` costs ten chips; a player with less pays all they have and is all in.
def test_a_fixed_payment_and_a_short_player_all_in(tmp_path):
    text = HEAD + (
        "step one { deal 2 to hand  declare stay = pay 10, drop = fold in turn }\nshowdown best 2 of hand by two-card\n"
    )
    hands = {0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}
    state = new_hand(
        game(tmp_path, text),
        TableStakes(players=3, ante=1, stacks=(50, 6, 50)),
        deck=round_the_table(hands, 2, 3),
        button=2,
    )
    state.apply(Declare("stay"))
    state.apply(Declare("stay"))
    state.apply(Declare("drop"))
    assert pays(state) == [(0, 10, False), (1, 5, True)]
    assert state.is_over
    assert state.result().stacks == (50 - 11 + 3 + 15, 0, 49)


# Declaring `double` costs twice what the pot holds at that moment.
def test_a_payment_of_two_pots(tmp_path):
    text = HEAD + (
        "step one { deal 2 to hand  declare double = pay 2 pots, drop = fold in turn }\n"
        "showdown best 2 of hand by two-card\n"
    )
    hands = {0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}
    state = new_hand(
        game(tmp_path, text), TableStakes(players=3, ante=1, stacks=100), deck=round_the_table(hands, 2, 3), button=2
    )
    state.apply(Declare("double"))  # pot 3: pays 6
    state.apply(Declare("double"))  # pot 9: pays 18
    assert pays(state) == [(0, 6, False), (1, 18, False)]


# Declared together, every player pays the pot as it stood when the fists were opened:
# the prices do not compound round the table (pot 4, so each of four pays 4, not 4, 8, 16, 32).
def test_declared_together_everyone_pays_the_pot_before_the_declarations(tmp_path):
    text = HEAD + (
        "step one { deal 2 to hand  declare in = pay pot, out = fold together }\nshowdown best 2 of hand by two-card\n"
    )
    hands = {0: "As Ks", 1: "Qh Jh", 2: "2c 7d", 3: "3c 4d"}
    state = new_hand(
        game(tmp_path, text), TableStakes(players=4, ante=1, stacks=100), deck=round_the_table(hands, 3, 4), button=3
    )
    for _ in range(4):
        state.apply(Declare("in"))
    assert pays(state) == [(0, 4, False), (1, 4, False), (2, 4, False), (3, 4, False)]


# Baseball's bought card: a four dealt face up, its player pays ten for a card face down.
def test_a_four_dealt_up_buys_a_card_for_ten(tmp_path):
    g = game(tmp_path, FOURS)
    holes = {0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}
    deck = round_the_table(holes, 2, 3) + cards("4s 9c 8c Ac")  # seat 0's upcard: a four
    state = new_hand(g, TableStakes(players=3, ante=1, stacks=100), deck=deck, button=2)
    state.apply(Declare("buy"))
    assert {str(c) for c in state.zones.cards("hole", 0)} == {"As", "Ks", "9c"}
    assert pays(state) == [(0, 10, False)] and state.chips.stacks[0] == 89


def test_explain_says_what_each_costs(tmp_path):
    text = explain(game(tmp_path))
    assert (
        "may discard from zero to two cards from their hand and is dealt as many replacements face down."
        " Each card drawn costs 5 chips, paid into the pot; a player draws only the cards they can pay for"
        " in full."
    ) in text
    assert "declares stay (paying 10 chips, or all they have) or drop" in text
    assert "declares double (paying twice the pot, or all they have) or drop" in text
    assert "revealed at once. Each pays the pot as it stood before the declarations were revealed." in text


# A card bought at the table's stakes: `for 1 big-bet` follows the bets the table plays
# (stud with a buy on the end: one big bet a card).
def test_a_card_drawn_for_one_big_bet_costs_the_tables_big_bet(tmp_path):
    text = BUY.replace("for 5", "for 1 big-bet")
    deck = stacked(HANDS, "Ts 9h 4c", button=2, players=3)
    stakes = TableStakes(players=3, ante=1, stacks=100, small_bet=5, big_bet=10)
    state = to_the_draw(new_hand(game(tmp_path, text), stakes, deck=deck, button=2))
    state.apply(Draw(cards("2d")))
    assert pays(state) == [(0, 10, False)] and state.chips.stacks[0] == 100 - 1 - 10
    assert "Each card drawn costs 1 big bet, paid into the pot" in explain(game(tmp_path, text))


# A short player draws only what the table's stake lets them pay for in full.
def test_a_card_priced_in_antes_counts_the_ante_posted(tmp_path):
    text = BUY.replace("for 5", "for 3 antes")
    deck = stacked(HANDS, "Ts 9h 4c", button=2, players=3)
    stakes = TableStakes(players=3, ante=2, stacks=(9, 100, 100))
    state = to_the_draw(new_hand(game(tmp_path, text), stakes, deck=deck, button=2))
    assert state.legal_actions()[0].high == 1  # seven chips left, six a card
    state.apply(Draw(cards("2d")))
    assert pays(state) == [(0, 6, False)]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("step one { deal 5 to hand  draw 0..1 from hand for 0  bet }\n", "0 is out of range here"),
        ("step one { deal 5 to hand  declare stay = pay 0, drop = fold in turn }\n", "0 is out of range here"),
        ("step one { deal 5 to hand  declare stay = pay 0 pots, drop = fold in turn }\n", "0 is out of range here"),
    ],
)
def test_a_price_of_nothing_is_an_error(tmp_path, body, message):
    assert message in problems(tmp_path, body + "showdown best 5 of hand by high\n")


@pytest.mark.parametrize("text", [BUY, FOURS])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_play_with_prices_conserves_chips(tmp_path, text, players):
    g = game(tmp_path, text)
    for seed in range(4):
        play_randomly(g, players, seed * 17 + players)
