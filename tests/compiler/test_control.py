"""Events, conditions and control steps of the core, on small written games: `when dealt`,
`if ... else`, `repeat until COND` within a deal, who declares (`by everyone but dealer`),
`= pay pot`, and what `check` says of each. (Baseball's rules: test_variant_baseball.py;
the challenge shorthand `declare ... if dealer alone`: test_variant_three_card_guts.py.)"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, round_the_table, stack

from pokerlang.check import check_file
from pokerlang.compiler import compile_file
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, Declare, DeclareOptions, TableStakes, new_hand
from pokerlang.ir import control as c
from pokerlang.ir import game as ir

HEAD = 'game "T"\nimport rankings\nplayers 2..4\nforced ante\nzone hand per seat private\nzone shown per seat public\n'
SHOW = "showdown best 5 of hand + shown by high\n"


def write(tmp_path, body: str, name: str = "t"):
    path = tmp_path / f"{name}.poker"
    path.write_text(HEAD + body)
    return path


def game(tmp_path, body: str):
    return compile_file(write(tmp_path, body))


def hand(tmp_path, body: str, *deck: str, players: int = 3, **stakes):
    """Three seats, the button at seat 2: every round goes seat 0, 1, 2."""
    return new_hand(
        game(tmp_path, body), TableStakes(ante=1, players=players, **stakes), deck=stack(*deck), button=players - 1
    )


def problems(tmp_path, body: str) -> list[str]:
    return [d.message for d in check_file(write(tmp_path, body)) if "is never used" not in d.message]


# ---- events -----------------------------------------------------------------------------


def test_an_event_is_a_rule_of_the_game_with_its_pattern_and_face(tmp_path):
    g = game(tmp_path, "when dealt up queens, 7s { deal 1 down to hand }\ndeal 4 to hand  deal 1 up to shown\n" + SHOW)
    (event,) = g.events
    assert (
        event.face_up is True
        and event.pattern.ranks == "Q"
        and event.body == (ir.Deal(count=1, zone="hand", face_up=False),)
    )


# "The body runs for the seat that received the card": a deal in it goes to that seat alone.
def test_a_card_face_up_sets_off_the_block_for_its_seat_alone(tmp_path):
    state = hand(
        tmp_path,
        "when dealt up queens { deal 1 down to hand }\ndeal 1 up to shown  bet\n" + SHOW,
        "2c",
        "Qd",
        "3c",
        "Kh",
    )
    assert state.zones.cards("shown", 1) == tuple(cards("Qd"))
    assert state.zones.cards("hand", 1) == tuple(cards("3c"))
    assert state.zones.cards("shown", 2) == tuple(cards("Kh"))
    assert state.zones.cards("hand", 0) == () and state.zones.cards("hand", 2) == ()


# `up`: a matching card dealt face down sets nothing off; without a face, either does.
@pytest.mark.parametrize("face, fired", [("up ", False), ("", True), ("down ", True)])
def test_the_face_of_the_event(tmp_path, face, fired):
    state = hand(
        tmp_path,
        f"when dealt {face}queens {{ deal 1 up to shown }}\ndeal 1 to hand  bet\n" + SHOW,
        "2c",
        "Qd",
        "3c",
        "Kh",
    )
    assert (state.zones.cards("shown", 1) == tuple(cards("3c"))) == fired


# A card the block deals may set off an event in its turn.
def test_events_chain(tmp_path):
    state = hand(
        tmp_path,
        "when dealt up queens { deal 1 up to shown }\ndeal 1 up to shown  bet\n" + SHOW,
        "2c",
        "Qd",
        "Qh",
        "5c",
        "Kh",
    )
    assert state.zones.cards("shown", 1) == tuple(cards("Qd Qh 5c"))
    assert state.zones.cards("shown", 2) == tuple(cards("Kh"))


# A decision in the block is that seat's, and the dealing waits for it.
def test_a_decision_in_the_block_is_the_seats_and_the_deal_waits(tmp_path):
    state = hand(
        tmp_path,
        "when dealt up queens { declare keep, out = fold in turn }\ndeal 1 up to shown  bet\n" + SHOW,
        "2c",
        "Qd",
        "Kh",
    )
    assert state.to_act == 1 and state.legal_actions() == [DeclareOptions(options=("keep", "out"))]
    assert state.zones.cards("shown", 2) == ()
    state.apply(Declare("out"))
    assert state.live == [True, False, True] and state.zones.cards("shown", 2) == tuple(cards("Kh"))


# "= pay pot": as much as the pot holds, or all the seat has; the chips go to the pot.
def test_pay_pot_option(tmp_path):
    state = hand(
        tmp_path,
        "when dealt up queens { declare match = pay pot, out = fold in turn }\ndeal 1 up to shown  bet\n" + SHOW,
        "2c",
        "Qd",
        "Kh",
        stacks=(50, 2, 50),
    )
    assert state.chips.in_pot == 3
    state.apply(Declare("match"))
    assert state.chips.stacks == [49, 0, 49] and state.chips.in_pot == 4
    assert state.view(0)["pot"] == 4


def test_an_event_holds_no_betting_round(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "when dealt up queens { bet }\ndeal 1 up to shown  bet\n" + SHOW)
    assert "cannot hold a betting round" in str(err.value)


# check's card budget: every matching card of the deck dealt so that it sets the event off.
def test_the_budget_keeps_back_a_card_for_every_matching_card(tmp_path):
    body = "when dealt up hearts { deal 1 down to hand }\ndeal 9 to hand  bet\n" + SHOW
    (message,) = problems(tmp_path, body.replace("deal 9", "deal 10"))
    assert "with 4 players" in message and "13 card(s) kept for the hearts dealt face up" in message
    assert problems(tmp_path, body) == []


# In play, a deal that may turn to a shared zone keeps those cards back too.
def test_a_short_deck_keeps_back_the_events_cards(tmp_path):
    body = (
        "zone board shared public\nwhen dealt up aces { deal 2 down to hand }\n"
        "deal 11 to hand  deal 1 up to shown, or to board if the deck is short  bet\n"
        "showdown best 5 of hand + shown + board by high\n"
    )
    state = new_hand(game(tmp_path, body), TableStakes(ante=1, players=4), seed=1)
    # 52 - 44 = 8 cards: enough for four upcards, but four aces may each take two more.
    assert len(state.zones.stock) == 7 and len(state.zones.cards("board")) == 1
    assert all(state.zones.cards("shown", s) == () for s in range(4))


# ---- conditions and if --------------------------------------------------------------------


def test_conditions_lower_to_the_core(tmp_path):
    g = game(
        tmp_path,
        "deal 5 to hand  bet\nif deck has fewer than 30 or not one in and dealer alone"
        " { burn 1 } else { burn 2 }\n" + SHOW,
    )
    (step,) = [a for a in g.actions() if isinstance(a, c.If)]
    assert step == c.If(
        condition=c.Any(parts=(c.DeckFewer(count=30), c.All(parts=(c.Not(part=c.OneIn()), c.Alone(seat="dealer"))))),
        then=(ir.Burn(count=1),),
        otherwise=(ir.Burn(count=2),),
    )


@pytest.mark.parametrize("count, then", [(40, True), (30, False)])
def test_if_plays_one_block_or_the_other(tmp_path, count, then):
    state = hand(
        tmp_path,
        f"deal 5 to hand\nif deck has fewer than {count} {{ deal 1 up to shown }} else {{ burn 2 }}\nbet\n" + SHOW,
    )
    # 15 cards dealt: 37 left; then one more to each of three seats, else two burnt.
    assert (len(state.zones.cards("shown", 0)) == 1) == then
    assert len(state.zones.stock) == (34 if then else 35)


def test_an_alone_condition_before_anyone_can_leave_is_reported(tmp_path):
    (message,) = problems(tmp_path, "deal 5 to hand\nif dealer alone { burn 1 }\nbet\n" + SHOW)
    assert "'dealer alone' can never hold here" in message


def test_an_alone_condition_in_a_repeat_where_players_leave_is_asked_again_later(tmp_path):
    body = (
        "deal 5 to hand\nrepeat until one in or someone declared stop {\n"
        "  each in turn { if not one in { declare go, stop, out = fold in turn } }\n}\n"
    )
    assert problems(tmp_path, body + SHOW) == []


def test_an_unknown_seat_in_a_condition(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand  bet\nif dealr alone { burn 1 }\n" + SHOW)
    assert "unknown seat 'dealr'" in str(err.value)


# ---- repeat within a deal ---------------------------------------------------------------------


def test_repeat_until_the_deck_is_short(tmp_path):
    state = hand(tmp_path, "deal 2 to hand\nrepeat until deck has fewer than 40 { deal 1 up to shown }\nbet\n" + SHOW)
    # 52 - 6 = 46; passes of 3 cards: 43, 40, 37.
    assert len(state.zones.stock) == 37 and len(state.zones.cards("shown", 0)) == 3


def test_repeat_until_one_in_within_a_deal_ends_when_the_others_fold(tmp_path):
    from pokerlang.engine import Fold

    state = hand(
        tmp_path, "deal 5 to hand\nrepeat until one in or deck has fewer than 3 { deal 1 up to shown  bet }\n" + SHOW
    )
    state.apply(Check())
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over and state.result().net[0] == 2


def test_a_repeat_nothing_can_stop_is_refused(tmp_path):
    (message,) = problems(
        tmp_path, "deal 5 to hand\nrepeat until deck has fewer than 9 { expose 1 from hand together }\nbet\n" + SHOW
    )
    assert "nothing in this repeat changes what its condition asks" in message


def test_a_repeat_that_deals_must_stop_before_the_deck_runs_dry(tmp_path):
    (message,) = problems(tmp_path, "deal 2 to hand\nrepeat until one in { deal 1 up to shown  bet }\n" + SHOW)
    assert "takes up to 4 card(s), and nothing stops it before the deck runs out" in message
    assert (
        problems(
            tmp_path,
            # (until fewer than 4, two players would hold 26 cards each: too many to rank, E413)
            "deal 2 to hand\nrepeat until one in or deck has fewer than 24 { deal 1 up to shown  bet }\n" + SHOW,
        )
        == []
    )


def test_the_engine_bounds_every_repeat(tmp_path):
    state = hand(tmp_path, "deal 5 to hand\nrepeat until dealer alone { bet }\n" + SHOW, max_rounds=3)
    for _ in range(9):
        state.apply(Check())
    assert state.is_over


def test_a_repeat_of_deals_is_until_one_in(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(
            tmp_path,
            "repeat until dealer alone { deal 3 to hand  declare in, out = fold together\n"
            "showdown best 3 of hand by three-card-guts }\n",
        )
    assert "deal after deal until one player is in" in str(err.value)


# ---- who declares -------------------------------------------------------------------------


def test_by_everyone_but_the_dealer(tmp_path):
    state = hand(tmp_path, "deal 5 to hand\ndeclare a, b in turn by everyone but dealer\nbet\n" + SHOW)
    assert state.to_act == 0
    state.apply(Declare("a"))
    assert state.to_act == 1
    state.apply(Declare("b"))
    assert [e.seat for e in state.log if e.kind == "declare"] == [0, 1]


def test_by_one_seat(tmp_path):
    state = hand(tmp_path, "deal 5 to hand\ndeclare a, b in turn by dealer\nbet\n" + SHOW)
    assert state.to_act == 2


def test_the_guard_shorthand_lowers_to_if_and_everyone_but(tmp_path):
    g = game(
        tmp_path,
        "repeat until one in { deal 3 to hand  declare in, out = fold in turn\n"
        "declare in, out = fold in turn if dealer alone\nshowdown best 3 of hand by three-card-guts }\n",
    )
    guarded = g.streets[0].actions[0].body[2]
    assert guarded == c.If(
        condition=c.Alone(seat="dealer"),
        then=(
            ir.Declare(
                options=(
                    ir.DeclareOption(name="in", shares=("in",)),
                    ir.DeclareOption(name="out", shares=(), sits_out=True),
                ),
                together=False,
                declarers=c.Declarers(seat="dealer", but=True),
            ),
        ),
    )


# `STEP if COND` is `if COND { STEP }`, whatever the step.
def test_a_guard_after_any_step_is_an_if_around_it(tmp_path):
    guarded = game(tmp_path, "deal 5 to hand  bet if dealer alone\n" + SHOW)
    braced = game(tmp_path, "deal 5 to hand  if dealer alone { bet }\n" + SHOW)
    assert [s.actions for s in guarded.streets] == [s.actions for s in braced.streets]


def test_a_guard_with_no_step_before_it_is_refused(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand\nstep s { if dealer alone  bet }\n" + SHOW)
    assert "E514" in str(err.value) and "guards the step written just before it" in str(err.value)


# ---- the showdown rule `dealer alone needs` -------------------------------------------------

GUTS = (
    "repeat until one in {{ deal {n} to hand  declare in, out = fold in turn\n"
    "showdown {{ best 3 of hand by three-card-guts  losers match pot  dealer alone needs pair or better }} }}\n"
)


def test_dealer_alone_needs_lowers_to_an_if_and_a_qualifier(tmp_path):
    g = game(tmp_path, GUTS.format(n=3))
    step = g.streets[0].actions[0].body[2]
    assert isinstance(step, c.If) and step.condition == c.Alone(seat="dealer")
    (alone,), (others,) = step.then, step.otherwise
    assert alone.shares[0].ranking.qualifier.category == "pair" and others.shares[0].ranking.qualifier is None
    assert not hasattr(others, "dealer_alone_needs")


def test_a_problem_of_the_shorthands_showdown_is_said_once(tmp_path):
    assert problems(tmp_path, GUTS.format(n=2)) == [
        "share 'three-card-guts' makes a hand of 3 cards from zones that hold at most 2"
    ]


def test_a_game_that_may_end_without_a_showdown(tmp_path):
    (message,) = problems(
        tmp_path, "deal 5 to hand  bet\nif one in { burn 1 } else { showdown best 5 of hand by high }\n"
    )
    assert "the game can end here without a showdown" in message
    assert (
        problems(
            tmp_path,
            "deal 5 to hand  bet\nif one in { showdown best 5 of hand by high }"
            " else { showdown best 5 of hand by high }\n",
        )
        == []
    )


# ---- each in turn, and "beats others" ---------------------------------------------------------


def turn_up(tmp_path):
    from helpers.written_games import TURN_UP, compile_games

    g = compile_games(tmp_path, turn_up=TURN_UP)["turn_up"]
    # Seven cards each, one at a time round the table from seat 0 (the button is seat 2).
    hands = {0: "Ac 3c 5c 7c 8c Tc Jd", 1: "2d 3h 4s 5s 7s 8s 9h", 2: "As 6h 6d 7d 8d 9d Td"}
    deck = stack(*[hands[s].split()[r] for r in range(7) for s in (0, 1, 2)])
    return new_hand(g, TableStakes(ante=1, players=3), deck=deck, button=2)


def expose(state, names: str):
    from pokerlang.engine import Expose

    for name in names.split():
        state.apply(Expose(tuple(cards(name))))


def checks(state, n: int = 3):
    for _ in range(n):
        state.apply(Check())


def test_each_in_turn_plays_the_block_for_one_seat_at_a_time(tmp_path):
    from pokerlang.engine import ExposeCards

    state = turn_up(tmp_path)
    assert state.to_act == 0 and isinstance(state.legal_actions()[0], ExposeCards)
    expose(state, "3c")  # nobody else shows a card: the three beats them all
    checks(state)  # the betting round
    assert state.to_act == 1  # seat 1's turn


def test_a_turn_goes_on_until_the_face_up_cards_beat_the_others(tmp_path):
    state = turn_up(tmp_path)
    expose(state, "3c")
    checks(state)
    expose(state, "2d")  # a deuce does not beat the three: again
    assert state.to_act == 1
    expose(state, "4s")  # four high does
    assert state.to_act == 0 and state.street == "turns"  # the betting round after seat 1's turn
    checks(state)
    assert state.to_act == 2
    expose(state, "6h")  # six high beats them both at once
    assert [e.seat for e in state.log if e.kind == "expose"] == [0, 1, 1, 2]


def test_a_player_who_turns_up_every_card_without_beating_the_others_is_out(tmp_path):
    state = turn_up(tmp_path)
    expose(state, "Ac")
    checks(state)
    expose(state, "2d 3h 4s 5s 7s 8s")
    assert state.to_act == 1 and state.live[1]
    expose(state, "9h")  # all seven up, nine high: no better than the ace
    assert not state.live[1]
    assert state.to_act == 0  # the betting round, without seat 1
    checks(state, 2)
    assert state.to_act == 2


def test_beats_others_is_asked_in_a_players_turn(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(
            tmp_path,
            "deal 5 to hand\nrepeat until hand beats others by high { expose 1 from hand together }\nbet\n" + SHOW,
        )
    assert "'beats others' is asked of one player" in str(err.value)


def test_a_turn_holds_no_showdown(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand\neach in turn { bet  showdown best 5 of hand by high }\n" + SHOW)
    assert "a turn is one player's" in str(err.value)


def test_turns_from_the_seat_who_names(tmp_path):
    state = hand(
        tmp_path,
        "deal 5 to hand\neach in turn first after big-blind { declare a, b in turn }\nbet\n" + SHOW,
        players=4,
        small_blind=1,
        big_blind=2,
    )
    order = []
    while state.legal_actions() and isinstance(state.legal_actions()[0], DeclareOptions):
        order.append(state.to_act)
        state.apply(Declare("a"))
    # Four seats, the button at seat 3: the big blind is seat 1, so the turns start at seat 2.
    assert state.seating.big_blind == 1 and order == [2, 3, 0, 1]


def test_fold_as_a_step_is_one_players(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand  bet\nfold\n" + SHOW)
    assert "`fold` as a step is for one player" in str(err.value)
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand  bet\nif hand is all face up { burn 1 }\n" + SHOW)
    assert "'is all face up' is asked of one player" in str(err.value)


# ---- every invariant, in random play of written games with events, ifs, loops and turns -------

CHAINS = (
    HEAD
    + """zone board shared public
when dealt up queens { deal 1 up to shown }
when dealt hearts { declare match = pay pot, out = fold in turn }
deal 2 to hand
repeat until deck has fewer than 24 or one in { deal 1 up to shown, or to board if the deck is short  bet }
if dealer alone { burn 1 } else { deal 1 to board }
each in turn { if not shown is all face up { fold } }
showdown best 5 of hand + shown + board by high
"""
)


@pytest.mark.parametrize("text", ["chains", "turn_up"])
def test_random_play_keeps_every_invariant(tmp_path, text):
    from helpers.invariants import play_randomly
    from helpers.written_games import TURN_UP, compile_games

    path = tmp_path / f"{text}.poker"
    path.write_text(CHAINS if text == "chains" else TURN_UP)
    assert check_file(path) == []
    g = compile_games(tmp_path, **{text: path.read_text()})[text]
    for seed in range(12):
        for players in (g.min_players, g.max_players):
            play_randomly(g, players, seed * 31 + players)


# "holds": a card of that player's zone matches a pattern.
@pytest.mark.parametrize("second, kept", [("Qs", True), ("5s", False)])
def test_a_turn_asks_whether_the_player_holds_a_card(tmp_path, second, kept):
    state = hand(
        tmp_path,
        "deal 2 to hand\neach in turn { if not hand holds queens, Ks { fold } }\nbet\n" + SHOW,
        "2c",
        "3c",
        "4c",
        "Kd",
        second,
        "Ks",
    )
    assert state.live == [False, kept, True]


# The good, the bad and the ugly: every player throws away their cards of the rank turned
# in the middle ("the bad"), and keeps the others.
def test_a_put_matching_a_rank_named_by_a_card_turned_moves_only_the_cards_of_that_rank(tmp_path):
    body = (
        "zone bad shared public\n"
        "step deal { deal 3 to hand  deal 1 up to bad  put all from hand matching rank of bad to muck  bet }\n" + SHOW
    )
    state = hand(tmp_path, body, "Kc", "2c", "Kd", "Ks", "3c", "4d", "7h", "8h", "9h", "Kh", players=3)
    held = {seat: [str(p.card) for p in state.zones.placed("hand", seat)] for seat in range(3)}
    assert held == {0: ["7h"], 1: ["2c", "3c", "8h"], 2: ["4d", "9h"]}
    assert sorted(str(c) for c in state.zones.muck) == ["Kc", "Kd", "Ks"]
    assert [str(p.card) for p in state.zones.placed("bad")] == ["Kh"]


# Oasis poker's price of an exchange: the ante for each card drawn, paid to the house.
def test_drawn_reads_the_cards_a_seat_drew_at_its_latest_draw(tmp_path):
    from pokerlang.engine import Draw

    body = (
        "betting fixed-limit\nstakes ante 1 bets 2/4\n"
        "step deal { deal 5 to hand }\n"
        "step change { draw 0..5 from hand  pay drawn(seat) * 1 ante from players-in to house }\n"
        "showdown best 5 of hand by high\n"
    )
    path = write(tmp_path, body)
    state = new_hand(compile_file(path), TableStakes(ante=1, players=3), seed=3, button=2)
    for seat, n in ((0, 3), (1, 0), (2, 1)):
        assert state.to_act == seat
        state.apply(Draw(state.zones.cards("hand", seat)[:n]))
    to_house = {e.seat: e.amount for e in state.log if e.kind == "pay" and e.party == "house"}
    assert to_house == {0: 3, 2: 1}  # a player who stood pat pays nothing
    assert [state.last_drawn[s] for s in range(3)] == [3, 0, 1]


# A banker's game: each player whose hand loses to the dealer's pays the dealer. In a turn,
# the payment's condition is asked of the turn's own player, who pays (it was asked of the
# dealer, paid, so nobody ever paid).
def test_in_a_turn_a_payment_is_asked_of_the_turns_player_whoever_is_paid(tmp_path):
    body = (
        "step deal { deal 5 to hand }\n"
        "step settle { each in turn {\n"
        "    pay 1 from seat to dealer if strength(hand, high) < strength(hand of dealer, high)\n"
        "} }\n"
        "showdown none\n"
    )
    # the dealer (seat 2) holds a pair of kings; seat 0 a pair of aces, seat 1 nothing
    deck = round_the_table({0: "As Ad 7c 5h 3s", 1: "Qs Jd 9c 4h 2s", 2: "Ks Kd 8c 6h 2d"}, button=2, players=3)
    state = hand(tmp_path, body, *(str(c) for c in deck))
    paid = [(e.seat, e.amount, e.party) for e in state.log if e.kind == "pay"]
    assert paid == [(1, 1, 2)]


# A wild card makes five of a kind, which every ranking of five cards has above its order:
# a condition may name it (a bonus for five aces), as explain says it exists.
def test_makes_five_of_a_kind_is_read_with_the_wild_cards(tmp_path):
    body = (
        "deck standard + 1 joker\nwild jokers\n"
        "step deal { deal 5 to hand }\n"
        "when hand ends { pay 5 from others to winners if best 5 of hand makes five-of-a-kind or better by high }\n"
        "showdown best 5 of hand by high\n"
    )
    deck = round_the_table({0: "As Ad Ac Ah X1", 1: "Ks Kd Kc Kh 2s", 2: "Qs Qd Qc Qh 3s"}, button=2, players=3)
    state = hand(tmp_path, body, *(str(c) for c in deck))
    bonus = sorted((e.seat, e.amount, e.party) for e in state.log if e.kind == "pay")
    assert bonus == [(1, 5, 0), (2, 5, 0)]
