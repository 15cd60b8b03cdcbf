"""Put and Take (``tests/written/put-and-take.poker``) on a stacked deck: a rank named by
the card dealt (`count(rank of last card dealt to put, hand)`) prices each put and take
card in one line, where the first writing needed a zone a card and four payments a card.

Three seats, the button (the banker, who holds no hand) at seat 0: seats 1 and 2 are
dealt five cards face up, one at a time from seat 1; then five put cards and five take
cards, one at a time."""

from __future__ import annotations

from helpers.stacking import stack
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand

GAME = load_game(str(WRITTEN / "put-and-take.poker"))
HANDS = {1: "7c 7d Kc 2h 3h", 2: "7h Ks Kd 4c 5c"}


def play(puts: str, takes: str):
    dealt = [c for pair in zip(HANDS[1].split(), HANDS[2].split()) for c in pair]  # seat 1 first
    state = new_hand(GAME, TableStakes(players=3), deck=stack(*dealt, *puts.split(), *takes.split()), button=0)
    assert state.is_over  # nobody decides anything
    return state.result()


# "each player pays 1 chip into the pot for each card of that rank they hold; for the
# second 2 ...": the seven costs seat 1 two chips and seat 2 one, the king (the second
# put card) seat 1 two and seat 2 four. Each put card counts alone: the sevens held do
# not pay again when the nines come.
def test_each_put_card_costs_its_price_for_each_card_of_its_rank():
    result = play("7s Kh 9c 9d 9h", "Jc Jd Js Jh Qc")
    assert result.net == (9, -4, -5)  # the pot, nine chips, goes to the banker


# "each player holding cards of that rank takes 1, 2, 4, 8, 16 a card out of the pot",
# and the banker pays what the pot cannot: the deuce wins seat 1 one chip, the four seat
# 2 two and the five (the fifth take card) sixteen.
def test_each_take_card_wins_its_price_and_the_banker_makes_up_the_rest():
    result = play("7s Kh 9c 9d 9h", "2c 4d Jc Jd 5d")
    assert result.net == (9 - 19, -4 + 1, -5 + 18)
    assert sum(result.net) == 0


def test_the_banker_holds_no_cards():
    state = new_hand(GAME, TableStakes(players=3), seed=5, button=0)
    assert state.view(1)["seats"][0]["zones"]["hand"] == []
