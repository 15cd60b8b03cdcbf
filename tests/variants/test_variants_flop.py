"""The classic flop games, rule by rule: a stacked deck and scripted actions each."""

from __future__ import annotations

import pytest

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Check, Fold, IllegalAction, Raise, TableStakes, new_hand


def stacked(hands: list[str], board: str = "", burns: tuple[int, ...] = (3, 1, 1), burn: str = "") -> list:
    """Seat 0 is left of the button (two seats, button 1): the cards go round one at a
    time; then, before each board deal of ``burns`` cards, a burn card (if ``burn``)."""
    held = [h.split() for h in hands]
    deck = [held[s][i] for i in range(len(held[0])) for s in range(len(held))]
    rest, spare = board.split(), iter(burn.split())
    for n in burns:
        if burn:
            deck.append(next(spare))
        deck += rest[:n]
        rest = rest[n:]
    return [card(c) for c in deck]


def check_down(state):
    while not state.is_over:
        options = state.legal_actions()
        state.apply(Check() if any(isinstance(o, Check) for o in options) else Call(options[1].amount))
    return state.result()


def heads_up(name, hands, board="", stakes=None, **kw):
    return new_hand(load_game(name), stakes or TableStakes(players=2), deck=stacked(hands, board, **kw), button=1)


# ---- Omaha ----------------------------------------------------------------------------


def test_omaha_uses_exactly_two_hole_cards():
    # Seat 0 holds four hearts, the board one: no flush, since only two of the hand play.
    # Seat 1's pair of kings wins.
    result = check_down(heads_up("omaha", ["Ah Kh Qh Jh", "Kc Kd 2s 3c"], "2h 7c 8d 9s 4c", burn="5s 5d 5c"))
    assert result.net[1] > 0 and result.pots[0].shares[0].winners[0].seat == 1


def test_omaha_must_use_three_of_the_board():
    # Four spades on the board and one in hand make no flush: two hole cards must play.
    result = check_down(heads_up("omaha", ["As 2c 3d 4h", "Qc Qd 6c 7d"], "Ks Ts 8s 5s Jh", burn="9c 9d 9h"))
    assert result.net[1] > 0


def test_omaha_is_pot_limit():
    state = heads_up("omaha", ["Ah Kh Qh Jh", "Kc Kd 2s 3c"], "2h 7c 8d 9s 4c", burn="5s 5d 5c")
    # The button (small blind) calls 1 and raises by the pot of 4: to 6 at most.
    raise_option = state.legal_actions()[-1]
    assert (raise_option.min, raise_option.max) == (4, 6)


# ---- Omaha eight-or-better ----------------------------------------------------------

HILO = TableStakes(players=2, small_blind=1, big_blind=2)


def test_hi_lo_splits_between_high_and_qualified_low():
    # Seat 0: A-2 for the wheel-free low 8-5-3-2-A; seat 1: a set of kings for high.
    result = check_down(
        heads_up("omaha-hi-lo", ["Ac 2d Qs Qh", "Kc Kd 9s 9h"], "Kh 3c 5d 8s Jc", stakes=HILO, burn="Td Th Tc")
    )
    shares = {s.name: s.winners[0].seat for s in result.pots[0].shares}
    assert shares == {"high": 1, "low": 0}
    assert result.net == (0, 0)  # each gets back half of a pot of two each


def test_hi_lo_unqualified_low_goes_to_high():
    # Nobody can make five different cards eight or lower: the high hand scoops.
    result = check_down(
        heads_up("omaha-hi-lo", ["Ac 2d 3s 3h", "Kc Kd 9s 9h"], "Kh Tc Jd 8s 9c", stakes=HILO, burn="4d 4h 4c")
    )
    assert [s.name for s in result.pots[0].shares] == ["high"]
    assert result.net == (-2, 2)


def test_hi_lo_is_fixed_limit():
    state = heads_up("omaha-hi-lo", ["Ac 2d Qs Qh", "Kc Kd 9s 9h"], "Kh 3c 5d 8s Jc", stakes=HILO, burn="Td Th Tc")
    raise_option = state.legal_actions()[-1]
    assert (raise_option.min, raise_option.max) == (4, 4)


# ---- short deck -----------------------------------------------------------------------

SHORT = TableStakes(players=3, ante=1, big_blind=2)


def test_short_deck_has_36_cards_sixes_to_aces():
    game = load_game("short-deck")
    assert game.deck_size == 36 and {c.rank_char for c in game.deck()} == set("6789TJQKA")


def test_short_deck_antes_and_a_button_blind_and_the_dealer_acts_last():
    state = new_hand(load_game("short-deck"), SHORT, seed=1, button=2)
    assert state.chips.bets == [0, 0, 2] and state.chips.stacks == [199, 199, 197]
    assert state.to_act == 0  # the dealer's left
    state.apply(Call(2))
    state.apply(Call(2))
    assert state.to_act == 2 and any(isinstance(o, Check) for o in state.legal_actions())


def short_showdown(hands, board):
    state = new_hand(
        load_game("short-deck"),
        TableStakes(players=2, ante=1, big_blind=2),
        deck=stacked(hands, board, burn="Ts Td Th"),
        button=1,
    )
    return check_down(state)


def test_short_deck_flush_beats_full_house():
    # Seat 1 has kings full of queens; seat 0's ace-high flush beats it.
    result = short_showdown(["Ah 9h", "Kc Qd"], "Kh Ks 7h 8h Qc")
    assert result.net[0] > 0
    assert result.shown[0].hands["short-deck"].startswith("flush")


def test_short_deck_ace_six_seven_eight_nine_is_a_straight():
    result = short_showdown(["As 6c", "Qd Qh"], "7d 8s 9h Jc Kc")
    assert result.net[0] > 0 and result.shown[0].hands["short-deck"].startswith("straight")


# ---- royal hold'em, limit hold'em -------------------------------------------------------


def test_royal_holdem_deals_only_tens_to_aces():
    game = load_game("royal-holdem")
    assert game.deck_size == 20 and {c.rank_char for c in game.deck()} == set("TJQKA")
    with pytest.raises(Exception, match="not in this game's deck"):
        new_hand(game, TableStakes(players=2), deck=[card("9s")])


def test_limit_holdem_bets_small_then_big_and_caps_at_four():
    # The table keeps the cap heads-up (card rooms lift it: tests/engine/test_table_rules.py).
    state = new_hand(load_game("holdem-limit"), TableStakes(players=2, heads_up_uncapped=False), seed=3, button=1)
    assert state.legal_actions()[-1].max == 4  # a raise of one small bet over the blind
    state.apply(Raise(4))
    state.apply(Raise(6))
    state.apply(Raise(8))  # the blind and three raises
    with pytest.raises(IllegalAction, match="raise cap"):
        state.apply(Raise(10))
    state.apply(Call(2))
    state.apply(Check())  # flop: small bets
    assert state.legal_actions()[-1].max == 2
    state.apply(Check())
    state.apply(Check())  # turn: big bets
    assert (state.legal_actions()[-1].min, state.legal_actions()[-1].max) == (4, 4)


# ---- Kuhn poker -----------------------------------------------------------------------

KUHN = TableStakes(players=2, ante=1, small_bet=1)


def kuhn(first: str, second: str):
    return new_hand(load_game("kuhn"), KUHN, deck=[card(first), card(second)], button=1)


def test_kuhn_deck_is_jack_queen_king():
    game = load_game("kuhn")
    assert [str(c) for c in game.deck()] == ["Js", "Qs", "Ks"]


def test_kuhn_check_bet_fold():
    state = kuhn("Ks", "Js")
    state.apply(Check())
    state.apply(Bet(1))
    state.apply(Fold())
    assert state.result().net == (-1, 1)  # the bettor wins the antes, holding the worse card


def test_kuhn_bet_call_highest_card_wins():
    state = kuhn("Js", "Qs")
    state.apply(Bet(1))
    state.apply(Call(1))
    assert state.result().net == (-2, 2)


def test_kuhn_check_check_goes_to_showdown():
    state = kuhn("Ks", "Qs")
    state.apply(Check())
    state.apply(Check())
    assert state.result().net == (1, -1)


def test_kuhn_bet_is_one_chip_and_cannot_be_raised():
    state = kuhn("Ks", "Qs")
    assert state.legal_actions()[-1].max == 1
    state.apply(Bet(1))
    with pytest.raises(IllegalAction, match="raise cap"):
        state.apply(Raise(2))


# ---- Rhode Island hold'em -------------------------------------------------------------

RHODE = TableStakes(players=2, ante=5, small_bet=10, big_bet=20)


def rhode(hands, board):
    return new_hand(load_game("rhode-island"), RHODE, deck=stacked(hands, board, burns=(1, 1)), button=1)


def test_rhode_island_bets_ten_then_twenty():
    state = rhode(["As", "Kd"], "Qs Js")
    assert state.legal_actions()[-1].min == 10
    state.apply(Check())
    state.apply(Check())
    assert state.legal_actions()[-1].min == 20


def test_rhode_island_straight_beats_flush():
    # Seat 0: A-K-Q of mixed suits, a straight; seat 1: three spades, a flush.
    result = check_down(rhode(["Ad", "2s"], "Ks Qs"))
    assert result.net == (5, -5)
