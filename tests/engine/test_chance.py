"""Chance points: a hand dealt by a chance player stops for every card it deals and says
what it deals (``engine.chance``). Heads-up, the button at seat 0: cards go to seat 1
first, one at a time round the table."""

from __future__ import annotations

import random

import pytest
from helpers.stacking import cards

from pokerlang.engine.fields import fields_of
from pokerlang.cards.card import card
from pokerlang.codec import plays
from pokerlang.compiler import load_game
from pokerlang.engine.lookahead import Template, relabel
from pokerlang.engine import Call, Chance, ChancePoint, Check, Chosen, Draw, IllegalAction, TableStakes, new_hand


def hand(name: str, **stakes):
    return new_hand(load_game(name), TableStakes(players=2, **stakes), seed=1, dealer=Chance())


def point(kind, zone, seat, face_up, count, index, **more) -> ChancePoint:
    return ChancePoint(kind=kind, zone=zone, seat=seat, face_up=face_up, count=count, index=index, **more)


def deal(state, names: str) -> list[ChancePoint]:
    """Give these cards at the chance points in turn: the points they were given at."""
    seen = []
    for c in cards(names):
        assert state.is_chance and state.to_act is None and state.legal_actions() == []
        seen.append(state.chance_point)
        state.apply_chance(c)
    return seen


def test_holdem_stops_for_each_hole_card_round_the_table_then_the_burn_and_the_flop():
    state = hand("holdem")
    assert state.chance_point == point("deal", "hand", 1, False, 4, 0)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 52 and all(p == 1 / 52 for _, p in outcomes)
    assert deal(state, "As Kd Qh Jc") == [point("deal", "hand", s, False, 4, i) for i, s in enumerate((1, 0, 1, 0))]
    assert not state.is_chance and state.to_act == 0
    assert state.zones.cards("hand", 1) == tuple(cards("As Qh"))
    state.apply(Call())
    state.apply(Check())
    assert deal(state, "2c") == [point("burn", None, None, False, 1, 0)]
    assert state.chance_point == point("deal", "board", None, True, 3, 0)
    assert len(state.chance_outcomes()) == 52 - 5
    deal(state, "7d 8h 9s")
    assert state.zones.cards("board") == tuple(cards("7d 8h 9s"))


def test_the_cards_of_a_step_are_placed_together_once_all_are_chosen():
    state = hand("holdem")
    deal(state, "As Kd")
    assert state.zones.cards("hand", 1) == () and state.chance_point.index == 2
    assert card("As") not in {c for c, _ in state.chance_outcomes()}  # chosen: cannot come again


def test_the_cards_that_may_come_are_the_stocks_in_deck_order_even_renamed():
    """A chance point lists the stock as it stopped (sorted once for the step's cards);
    a look-ahead that renames the hand's cards (``lookahead.relabel``) renames those too."""
    state = hand("holdem")
    deal(state, "As Kd")
    listed = state.chance_cards()
    assert listed == sorted(set(state.zones.stock) - set(cards("As Kd")), key=lambda c: c.index)
    assert [c for c, _ in state.chance_outcomes()] == listed
    deal(state, "Qh Jc")
    state.apply(Call())
    state.apply(Check())
    assert card("2c") in state.chance_cards() and card("As") not in state.chance_cards()
    relabel(state, {card("As"): card("2c"), card("2c"): card("As")})
    assert card("As") in state.chance_cards() and card("2c") not in state.chance_cards()
    assert state.chance_cards() == sorted(state.zones.stock, key=lambda c: c.index)
    deal(state, "As 7d 8h 9s")  # the burn: As, by its new name
    assert state.zones.cards("board") == tuple(cards("7d 8h 9s"))


def test_a_card_that_cannot_come_is_refused_and_changes_nothing():
    state = hand("holdem")
    deal(state, "As")
    with pytest.raises(IllegalAction):
        state.apply_chance("As")
    with pytest.raises(IllegalAction):
        state.apply(Call())
    assert state.chance_point.index == 1


def test_a_hand_at_a_chance_point_copies_and_each_copy_deals_its_own_cards():
    state = hand("holdem")
    deal(state, "As Kd Qh")
    twin = state.copy()
    deal(state, "Jc")
    deal(twin, "2d")
    assert state.zones.cards("hand", 0) == tuple(cards("Kd Jc"))
    assert twin.zones.cards("hand", 0) == tuple(cards("Kd 2d"))


@pytest.mark.parametrize("name", ["holdem", "swingo", "razz"])
def test_a_template_copies_as_copy_does_and_leaves_its_hand_as_it_was(name):
    """``Template`` (a hand copied at the start of every hand an adapter deals): each copy
    is the one ``copy`` makes, field by field, and plays on its own."""
    first = hand(name)
    made = Template(first)
    twin, plain = made.copy(), first.copy()
    assert list(fields_of(twin)) == list(fields_of(plain))
    assert twin.rng.getstate() == plain.rng.getstate() == first.rng.getstate()
    for state in (twin, plain):  # the same cards and decisions for both
        rng = random.Random(3)
        while not state.is_over:
            if state.is_chance:
                state.apply_chance(rng.choice(state.chance_cards()))
            else:
                option = state.legal_actions()[-1]  # the boldest
                least = plays.least(option)
                state.apply(option.sample(rng) if least is None else least)
    assert twin.log == plain.log and twin.result().net == plain.result().net
    again = made.copy()
    assert again.is_chance and not again.log[len(first.log) :] and again.chance_cards() == first.chance_cards()


def test_a_draw_stops_after_the_discard_for_as_many_cards_face_down_to_the_drawer():
    state = hand("five-card-draw")
    deal(state, "As 2c Ks 3c Qs 4c Js 5c 9h 7d")  # seat 1: As Ks Qs Js 9h
    state.apply(Call())  # the first betting round
    state.apply(Check())
    assert state.to_act == 1
    discard = Draw(cards("9h"))
    state.apply(discard)
    assert state.chance_point == point("draw", "hand", 1, False, 1, 0, after=discard, by=1)
    assert state.zones.cards("hand", 1) == tuple(cards("As Ks Qs Js 9h"))  # the draw is made once the card comes
    twin = state.copy()  # the draw waiting for its card is copied with the hand
    deal(state, "Ts")
    deal(twin, "8s")
    assert state.zones.cards("hand", 1) == tuple(cards("As Ks Qs Js Ts"))
    assert twin.zones.cards("hand", 1) == tuple(cards("As Ks Qs Js 8s"))
    assert [e.kind for e in state.log[-2:]] == ["draw", "receive"]
    assert state.to_act == 0


def test_a_stud_hand_stops_for_two_down_each_then_one_up_each():
    state = hand("seven-card-stud", ante=1, bring_in=2)
    got = deal(state, "As Kd Qh Jc 9s 8h")
    assert got == [
        *(point("deal", "hole", s, False, 4, i) for i, s in enumerate((1, 0, 1, 0))),
        point("deal", "shown", 1, True, 2, 0),
        point("deal", "shown", 0, True, 2, 1),
    ]
    assert state.zones.face_up("shown", 0) == (card("8h"),)


def test_a_four_dealt_up_in_baseball_stops_for_its_extra_card_before_the_next_upcard():
    state = hand("baseball", ante=1, bring_in=2)
    deal(state, "As Kd Qh Jc")  # two down each: one card a chance point (a card may set an event off)
    assert deal(state, "4s 6h 8d") == [
        point("deal", "shown", 1, True, 1, 0),
        point("deal", "hole", 1, False, 1, 0),  # the four's extra card, face down, to the same seat
        point("deal", "shown", 0, True, 1, 0),
    ]
    assert state.zones.cards("hole", 1) == tuple(cards("As Qh 6h"))


def test_a_roll_turns_cards_already_dealt_and_a_four_it_turns_stops_for_the_extra_card():
    state = hand("night-baseball", ante=1)
    deal(state, "4s 2d 5h 7d 6c 8d Tc Jd Qc Kd 9h 2h Ah 2s")  # seven each, seat 1 first
    # The roll is no chance point: seat 1 turns its first card, the four, which earns a card.
    assert state.zones.face_up("hand", 1) == (card("4s"),)
    assert state.chance_point == point("deal", "hand", 1, False, 1, 0)
    deal(state, "3c")
    assert state.zones.cards("hand", 1)[-1] == card("3c") and not state.is_chance


def test_the_default_dealer_and_a_stacked_deck_never_stop():
    for state in (
        new_hand(load_game("holdem"), TableStakes(players=2), seed=1),
        new_hand(load_game("holdem"), TableStakes(players=2), seed=1, deck=cards("As Kd")),
        new_hand(load_game("holdem"), TableStakes(players=2), seed=1, dealer=Chosen(["As"], then_top=True)),
    ):
        assert not state.is_chance and state.chance_point is None and state.chance_outcomes() == []


def test_a_chosen_dealer_deals_its_cards_then_stops_for_the_next():
    state = new_hand(load_game("holdem"), TableStakes(players=2), seed=1, dealer=Chosen(["As", "Kd"]))
    assert state.chance_point == point("deal", "hand", 1, False, 4, 2)
    assert len(state.chance_outcomes()) == 50


def test_a_card_passed_on_round_the_table_stops_for_the_card_the_passer_must_take():
    from helpers.written_games import WRITTEN

    from pokerlang.compiler import compile_file
    from pokerlang.engine import Accept, Refuse

    game = compile_file(WRITTEN / "take-it-or-leave-it.poker")
    state = new_hand(game, TableStakes(players=3), seed=1, dealer=Chance())  # the button at seat 0: seat 1 first
    deal(state, "2c 3c 4c")  # one down each
    assert state.chance_point == point("offer", "(offer)", 1, True, 1, 0)
    deal(state, "Ah")
    state.apply(Refuse())  # seat 1 passes the ace on: it takes the next card itself
    assert state.chance_point == point("deal", "shown", 1, True, 1, 0, after=Refuse(), by=1)
    deal(state, "7d")
    assert state.zones.face_up("shown", 1) == (card("7d"),) and state.to_act == 2  # the ace offered to seat 2
    state.apply(Accept())
    assert state.chance_point == point("offer", "(offer)", 0, True, 1, 0, after=Accept(), by=2)


def test_a_stack_that_empties_a_grid_space_stops_for_the_new_card():
    from pokerlang.engine import Move

    state = hand("swap-poker")
    assert state.chance_point == point("deal", "grid", None, True, 12, 0)
    deal(state, "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s")
    assert state.to_act == 1
    move = Move("stack", (1, 4))
    state.apply(move)  # seat 1's space (1, 5) holds one card: stacked away, it is empty
    assert state.chance_point == point("space", "grid", None, True, 1, 0, after=move, by=1)
    deal(state, "Ks")
    assert state.view(0)["grids"]["grid"][1][5] == [card("Ks")]


def test_once_the_stock_is_out_a_draw_stops_for_the_muck_reshuffled_without_the_drawers_discards():
    from pokerlang.engine import DrawCards

    state = new_hand(load_game("five-card-draw"), TableStakes(players=6), seed=1, dealer=Chance())
    while state.is_chance:  # thirty cards dealt: twenty-two left
        state.apply_chance(state.chance_outcomes()[0][0])
    while not isinstance(state.legal_actions()[0], DrawCards):  # everyone checks or calls
        state.apply(next(o for o in state.legal_actions() if isinstance(o, (Check, Call))))
    discarded = []
    for _ in range(5):  # each draws five: the fifth finds two cards in the stock
        seat = state.to_act
        thrown = state.zones.cards("hand", seat)
        discarded.append(set(thrown))
        state.apply(Draw(thrown))
        points = []
        while state.is_chance:
            points.append((state.chance_point.source, {c for c, _ in state.chance_outcomes()}))
            state.apply_chance(state.chance_outcomes()[0][0])
    assert [source for source, _ in points] == ["stock", "stock", "muck", "muck", "muck"]
    assert points[2][1] == set().union(*discarded[:4])  # the others' discards, not its own
    assert [e.kind for e in state.log].count("reshuffle") == 1
