"""A price the player names, and the pot paying a player during the hand.

In-between (Acey-deucey, as Pagat and Hoyle's home rules state it): two cards are turned
face up; the player bets any amount up to the pot that the next card falls strictly
between them; between, the player takes twice the bet back from the pot (the bet and as
much again); otherwise the bet stays in the pot. `bet = pay up to pot` offers every price
from one chip up to the pot, at most the player's stack; `paid(seat)` is the price named;
`pay ... from pot to seat` pays out of the pot at once."""

from __future__ import annotations

import pytest

from pokerlang.codec.json import action_json, checked_action, option_json
from pokerlang.codec.options import DeclareAmount, DeclareOptions
from pokerlang.codec.text import InputError, option_words, read_action
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, IllegalAction, TableStakes, new_hand
from pokerlang.engine.pots import Chips
from pokerlang.explain import explain
from pokerlang.research.encoding import ActionCoder

IN_BETWEEN = """
game "In-between"
import rankings
players 2..8
forced ante
stakes ante 1
zone posts per seat public
zone third per seat public
step play {
    each in turn {
        deal 2 up to posts
        declare bet = pay up to pot, pass in turn
        if seat declared bet {
            deal 1 up to third
            if top-rank(third) > bottom-rank(posts) and top-rank(third) < top-rank(posts) {
                pay 2 * paid(seat) from pot to seat
            }
        }
    }
}
showdown { best 1 of third by one-card }
"""


def table(deck, players: int = 3, stacks: int = 100, source: str = IN_BETWEEN):
    game = compile_source("in-between.poker", source).game
    return new_hand(game, TableStakes(players=players, stacks=stacks, ante=1), deck=deck, button=players - 1)


def priced(hand) -> DeclareAmount:
    (option,) = [o for o in hand.legal_actions() if isinstance(o, DeclareAmount)]
    return option


def test_the_player_may_bet_any_amount_from_one_chip_up_to_the_pot():
    hand = table(["3c", "Jd"])  # three antes in the pot
    assert priced(hand) == DeclareAmount(option="bet", min=1, max=3)
    assert [o.options for o in hand.legal_actions() if isinstance(o, DeclareOptions)] == [("pass",)]


def test_no_more_than_the_chips_the_player_has():
    hand = table(["3c", "Jd"], players=3, stacks=3)  # 2 left behind after the ante
    assert priced(hand).max == 2


def test_the_bet_named_goes_into_the_pot_and_a_card_between_pays_it_twice_from_the_pot():
    hand = table(["3c", "Jd", "8h"])
    hand.apply(Declare("bet", 2))
    stacks = hand.chips.stacks
    assert stacks[0] == 99 - 2 + 4  # ante, the bet, and twice the bet from the pot
    assert hand.chips.in_pot == 3 + 2 - 4
    assert sum(stacks) + hand.chips.in_pot == 300  # no chip made or lost


def test_a_card_outside_keeps_the_bet_in_the_pot():
    hand = table(["3c", "Jd", "Kh"])
    hand.apply(Declare("bet", 3))
    assert hand.chips.stacks[0] == 99 - 3
    assert hand.chips.in_pot == 6


def test_a_price_outside_the_range_is_refused():
    hand = table(["3c", "Jd"])
    with pytest.raises(IllegalAction):
        hand.apply(Declare("bet", 4))
    with pytest.raises(IllegalAction):
        hand.apply(Declare("bet"))  # a price must be named


def test_the_next_player_may_bet_the_pot_as_it_then_stands():
    hand = table(["3c", "Jd", "8h", "2s", "Ac"])
    hand.apply(Declare("bet", 3))  # wins 6 of the 6: the pot is empty
    assert hand.chips.in_pot == 0
    assert [o for o in hand.legal_actions() if isinstance(o, DeclareAmount)] == []  # nothing to bet against
    assert [o.options for o in hand.legal_actions() if isinstance(o, DeclareOptions)] == [("pass",)]


def test_a_least_price_may_be_written_before_up_to():
    source = IN_BETWEEN.replace("bet = pay up to pot", "bet = pay 2 up to pot")
    assert priced(table(["3c", "Jd"], source=source)) == DeclareAmount(option="bet", min=2, max=3)


# Teen patti's chaal: a seen player puts in the stake up to twice it, the stake a tally
# the last chaal set; the least is an amount asked as the player declares, as the most is.
CHAAL = """
game "Chaal"
import rankings
players 2..6
forced ante
stakes ante 1
tally stake shared
zone hand per seat private
step start { set stake to 2 antes }
step play {
    each in turn {
        deal 3 to hand
        declare chaal = pay stake up to 2 * stake, pack = fold in turn
        set stake to paid(seat) if seat declared chaal
    }
}
showdown best 3 of hand by three-card
"""


def test_the_least_price_may_be_an_amount_read_from_a_tally():
    hand = table(["3c", "Jd", "4h", "5s", "6d", "7c", "8h", "9s", "Td"], source=CHAAL)
    assert priced(hand) == DeclareAmount(option="chaal", min=2, max=4)
    hand.apply(Declare("chaal", 3))
    assert priced(hand) == DeclareAmount(option="chaal", min=3, max=6)  # the stake is now 3
    with pytest.raises(IllegalAction, match="3 to 6"):
        hand.apply(Declare("chaal", 2))
    text = explain(compile_source("chaal.poker", CHAAL).game)
    assert "chaal (paying any amount they name, from the count of stake up to 2 times the count of stake" in text


def test_a_fixed_price_may_be_an_amount_read_from_a_tally():
    # a seen player's chaal in teen patti: twice the stake, whatever the stake is then
    source = CHAAL.replace("chaal = pay stake up to 2 * stake", "chaal = pay 2 * stake")
    hand = table(["3c", "Jd", "4h", "5s", "6d", "7c", "8h", "9s", "Td"], source=source)
    assert DeclareOptions(("chaal", "pack"), leaves=("pack",)) in hand.legal_actions()
    hand.apply(Declare("chaal"))
    assert [(e.kind, e.seat, e.amount) for e in hand.log if e.kind == "pay"] == [("pay", 0, 4)]
    text = explain(compile_source("c.poker", source).game)
    assert "chaal (paying 2 times the count of stake, or all they have)" in text


def test_the_price_named_is_typed_at_the_terminal_and_sent_by_the_page():
    option = DeclareAmount(option="bet", min=1, max=3)
    assert read_action("bet 2", [option, DeclareOptions(("pass",))]) == Declare("bet", 2)
    assert read_action("declare bet pot", [option]) == Declare("bet", 3)
    assert read_action("pass", [option, DeclareOptions(("pass",))]) == Declare("pass")
    with pytest.raises(InputError, match="bet how much"):
        read_action("bet", [option])
    with pytest.raises(InputError, match="1 to 3"):
        read_action("bet 9", [option])
    assert option_words(option) == "bet 1-3"
    assert option_json(option) == {"kind": "declare-amount", "option": "bet", "min": 1, "max": 3}
    assert checked_action(action_json(Declare("bet", 2))) == Declare("bet", 2)


def test_the_research_ids_size_a_named_price_as_a_bet():
    hand = table(["3c", "Jd"], players=2)
    coder = ActionCoder(hand.game)
    ids = coder.legal(hand.legal_actions(), hand)
    named = {i: a for i, a in ids.items() if isinstance(a, Declare) and a.amount is not None}
    assert sorted(a.amount for a in named.values()) == [1, 2]  # min, half and pot land on 1 and 2
    assert all(coder.describe(i).startswith("declare bet ") for i in named)
    assert max(ids) < coder.count


def test_explain_says_the_player_names_the_price():
    text = explain(compile_source("in-between.poker", IN_BETWEEN).game)
    assert "bet (paying any amount they name, from 1 chip up to the pot, at most all they have) or pass" in text
    assert "the pot pays that player 2 times what they paid for their latest choice" in text


def test_the_pot_pays_only_what_has_been_collected_never_a_bet_in_front():
    chips = Chips.seated([90, 90])
    chips.ante(0, 5)
    chips.ante(1, 5)
    chips.bet(0, 20)  # in front of seat 0, not yet in the pot
    taken = chips.take_out(30)
    assert sum(taken.values()) == 10
    assert chips.committed == [20, 0] and chips.bets == [20, 0]


def test_a_game_against_the_house_has_no_pot_to_pay_from_during_the_hand():
    source = """
game "No pot"
import rankings
players 1..6
forced ante
zone hand per seat private
zone house shared hidden
step deal { deal 5 to hand  deal 5 to house  each in turn { pay 1 from pot to seat } }
showdown against the house {
    best 5 of hand by high
    house plays best 5 of house
}
"""
    with pytest.raises(PokerlangError, match=r"E711|the pot cannot pay here"):
        compile_source("house.poker", source)


def test_each_pot_pays_on_its_own_only_when_the_hand_ends():
    source = IN_BETWEEN.replace("from pot to seat", "from pots to seat")
    with pytest.raises(PokerlangError, match="each pot pays on its own only when the hand ends"):
        compile_source("pots.poker", source)


def test_every_choice_priced_is_refused_a_player_may_have_none():
    source = IN_BETWEEN.replace("bet = pay up to pot, pass", "bet = pay up to pot, raise = pay up to stack(seat)")
    with pytest.raises(PokerlangError, match=r"E510|offered only if"):
        compile_source("priced.poker", source)


def test_cards_put_to_the_muck_are_thrown_away_face_down():
    source = IN_BETWEEN.replace("deal 2 up to posts", "put all from posts to muck  deal 2 up to posts")
    source = source.replace("step play {", "step play { repeat until deck has fewer than 40 {")
    game = compile_source("muck.poker", source.replace("showdown {", "} showdown {")).game
    hand = new_hand(game, TableStakes(players=2, stacks=100, ante=1), seed=4, button=1)
    while not hand.is_over:
        hand.apply(Declare("pass"))  # four passes until the deck holds 36: 16 cards dealt
    assert len(hand.zones.muck) == 12  # every post thrown away but the last pass's
    assert all(len(hand.zones.cards("posts", s)) == 2 for s in range(2))


def test_nothing_is_put_from_the_deck():
    source = IN_BETWEEN.replace("deal 2 up to posts", "put 2 from deck to posts")
    with pytest.raises(PokerlangError, match="cards put from the deck"):
        compile_source("deck.poker", source)


def test_what_a_player_staked_stays_what_they_put_in_when_the_pot_pays_out():
    hand = table(["3c", "Jd", "8h"])
    hand.apply(Declare("bet", 3))  # wins 6: the whole pot, taken from every ante and the bet
    assert hand.chips.in_pot == 0
    assert [hand.chips.staked(s) for s in range(3)] == [4, 1, 1]  # the ante and the bet; an ante each
