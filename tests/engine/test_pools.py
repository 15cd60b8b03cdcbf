"""A pool: a shared tally that keeps chips from hand to hand (a pot carried over, a
jackpot). `pay pot from pot to kitty` takes the chips out of the hand and counts them in
the tally; `pay kitty from kitty to pot` puts them back into the next hand's pot. The house
holds a pool's chips between hands, so every hand still conserves chips counting it."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain

CARRIED = """
game "Guts, the pot carried"
import rankings
players 2..6
forced ante
stakes ante 1
tally kitty shared  # chips carried to the next hand
zone hand per seat private
step start { pay kitty from kitty to pot }
step deal { deal 2 to hand  declare in, out = fold together }
when hand ends { pay pot from pot to kitty if nobody declared in }
showdown best 2 of hand by two-card
"""


def play(kitty: int, declared: tuple[str, ...], source: str = CARRIED):
    game = compile_source("carried.poker", source).game
    stakes = TableStakes(players=len(declared), stacks=100, ante=1, tallies={"kitty": (kitty,)})
    hand = new_hand(game, stakes, deck=["As", "Kd", "Qs", "Jd", "9c", "8h"], button=len(declared) - 1)
    for option in declared:
        hand.apply(Declare(option))
    return hand


def test_a_pot_nobody_plays_for_is_carried_to_the_next_hand():
    hand = play(0, ("out", "out", "out"))
    result = hand.result()
    assert result.tallies["kitty"] == (3,)  # the three antes
    assert result.net == (-1, -1, -1) and result.bank == 3  # the house holds them meanwhile
    assert sum(result.net) + result.bank == 0


def test_the_next_hand_begins_with_the_carried_pot():
    hand = play(3, ("in", "out", "out"))
    assert hand.result().tallies["kitty"] == (0,)
    assert hand.result().net == (5, -1, -1)  # three antes of its own and three carried
    assert hand.result().bank == -3


def test_a_pool_pays_at_most_what_it_holds():
    source = CARRIED.replace("pay kitty from kitty to pot", "pay 10 from kitty to pot")
    hand = play(4, ("in", "out", "out"), source)
    assert hand.result().net == (6, -1, -1) and hand.result().tallies["kitty"] == (0,)


JACKPOT = """
game "Guts with a jackpot for the losers"
import rankings
players 2..6
forced ante
stakes ante 1
tally jackpot shared  # the house's jackpot, carried from hand to hand
zone hand per seat private
step deal { deal 2 to hand  declare in, out = fold together }
when hand ends {
    pay 50% of jackpot / number(losers) from jackpot to losers
    pay 25% of jackpot from jackpot to winners
}
showdown best 2 of hand by two-card
"""


def test_every_payment_of_the_end_reads_the_pool_as_it_stood_before_the_first():
    # Half the jackpot shared by the two losers, a quarter to the winner: of 1000, 250
    # each, the quarter left in the jackpot (each payee read the jackpot before the first
    # chip left it, as the pot is read).
    game = compile_source("jackpot.poker", JACKPOT).game
    stakes = TableStakes(players=3, stacks=100, ante=1, tallies={"jackpot": (1000,)})
    hand = new_hand(game, stakes, deck=["As", "Kd", "Qs", "Jd", "9c", "8h"], button=2)
    for option in ("in", "in", "in"):
        hand.apply(Declare(option))
    result = hand.result()
    assert result.net == (2 + 250, -1 + 250, -1 + 250)  # seat 0's ace-king wins the antes
    assert result.tallies["jackpot"] == (250,) and result.bank == -750


def test_a_players_own_tally_holds_no_chips():
    source = CARRIED.replace("tally kitty shared", "tally kitty per seat")
    with pytest.raises(PokerlangError, match="a pool of chips is the table's"):
        compile_source("bad.poker", source)


def test_a_pool_does_not_pay_a_pool():
    source = CARRIED.replace("tally kitty shared", "tally kitty shared\ntally jackpot shared")
    source = source.replace("pay kitty from kitty to pot", "pay kitty from kitty to jackpot")
    with pytest.raises(PokerlangError, match="a pool paying a pool"):
        compile_source("bad.poker", source)


def test_explain_says_the_chips_are_kept_from_hand_to_hand():
    text = explain(compile_source("carried.poker", CARRIED).game)
    assert "The kitty pays the pot everything it holds." in text
    assert "the pot pays the whole pot to the kitty (chips kept from hand to hand), if no player" in text


def test_a_commission_on_what_the_winner_won():
    source = CARRIED.replace(
        "when hand ends { pay pot from pot to kitty if nobody declared in }",
        "when hand ends { pay 50% of net(seat) from winners to house }",
    )
    hand = play(0, ("in", "in", "out"), source)
    result = hand.result()
    won = max(result.net)
    assert won == 1 and result.bank == 1  # won 3 less its own ante: 2, half of it to the house
    assert sum(result.net) + result.bank == 0


def test_net_is_known_only_once_the_hand_has_ended():
    source = CARRIED.replace(
        "step start { pay kitty from kitty to pot }", "step start { pay net(dealer) from house to pot }"
    )
    with pytest.raises(PokerlangError, match=r"E712|known only once the hand has ended"):
        compile_source("bad.poker", source)
