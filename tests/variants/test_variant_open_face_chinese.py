"""Open-face Chinese poker (``variants/open-face-chinese.poker``) and Pineapple
(``tests/written/pineapple-ofc.poker``), rule by rule on stacked decks: five cards each,
then one at a time, each player in turn setting every card face up into a front row of
three, a middle of five or a back of five; rows settled pairwise as in Chinese poker,
with royalties for strong hands in each row, none for a fouled set.

Two players, the button on seat 1: seat 0 is dealt first and sets first. The table's big
blind is the unit: 2 chips here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st
from helpers.invariants import play_randomly
from helpers.paths import TESTS
from helpers.stacking import card, cards

from pokerlang.check import check_file
from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import IllegalAction, Set, TableStakes, new_hand

UNIT = 2
PINEAPPLE = TESTS / "written" / "pineapple-ofc.poker"

# Two sets not fouled, without royalties: seat 0 wins front and back, seat 1 the middle.
PLAIN0 = {"front": "Kd 8c 2s", "middle": "9s 9d 6c 5h 3s", "back": "Js Jc 7d 7h 4c"}
PLAIN1 = {"front": "Qd Th 3h", "middle": "Ts Td 8s 6d 2c", "back": "Ks Kc 5d 4h 2h"}


def ofc():
    return load_game("open-face-chinese")


def placements(rows: dict[str, str], order=("back", "middle", "front")) -> list[tuple[str, str]]:
    """The thirteen (card, row) of a set, the rows in ``order``."""
    return [(c, row) for row in order for c in rows[row].split()]


def deck_for(plans: dict[int, list[tuple[str, str]]], first: int = 5, then: int = 1) -> list:
    """The stacked deck: ``first`` cards each round the table from seat 0, then ``then``
    cards each a street, one at a time round the table."""
    names = [plans[s][r][0] for r in range(first) for s in (0, 1)]
    at = first
    while at < len(plans[0]):  # each card of a street dealt round the table
        names += [plans[s][at + i][0] for i in range(then) for s in (0, 1)]
        at += then
    return cards(" ".join(names))


def start(plans, stacks=200, variant=None, first=5, then=1):
    stakes = TableStakes(players=2, small_blind=1, big_blind=UNIT, stacks=stacks)
    return new_hand(variant or ofc(), stakes, deck=deck_for(plans, first, then), button=1)


def play(sets: dict[int, dict[str, str]], stacks=200):
    """Each seat sets its cards as ``sets`` says, in the order of ``placements``."""
    plans = {s: placements(rows) for s, rows in sets.items()}
    state = start(plans, stacks)
    todo = {s: list(p) for s, p in plans.items()}
    while not state.is_over:
        c, row = todo[state.to_act].pop(0)
        state.apply(Set(c, row))
    return state


def units(result) -> dict[tuple[int, int], int]:
    """(payer, payee) -> units."""
    return {(s.payer, s.payee): s.units for s in result.settled}


def test_each_player_in_turn_sets_the_five_cards_dealt_into_rows_of_their_choice():
    plans = {0: placements(PLAIN0), 1: placements(PLAIN1)}
    state = start(plans)
    assert state.to_act == 0
    # Five cards into three rows: one option for each card and row, no more.
    offered = state.legal_actions()
    assert len(offered) == 15 and all(isinstance(o, Set) for o in offered)
    for c in "Js Jc 7d 7h 4c".split():
        state.apply(Set(c, "back"))
    assert state.zones.cards("back", 0) == tuple(cards("Js Jc 7d 7h 4c"))
    assert state.zones.cards("hand", 0) == ()
    assert state.to_act == 1  # then the next player, with seat 0's set done


def test_a_full_row_takes_no_more():
    state = start({0: placements(PLAIN0, ("front", "middle", "back")), 1: placements(PLAIN1)})
    for c in "Kd 8c 2s".split():
        state.apply(Set(c, "front"))
    assert not any(o.row == "front" for o in state.legal_actions())
    with pytest.raises(IllegalAction, match="full"):
        state.apply(Set("9s", "front"))
    with pytest.raises(IllegalAction, match="not a row"):
        state.apply(Set("9s", "hand"))


def test_cards_set_are_seen_by_everyone_and_cards_not_yet_set_by_their_owner_alone():
    plans = {0: placements(PLAIN0), 1: placements(PLAIN1)}
    state = start(plans)
    before = state.view(1)["seats"][0]["zones"]
    assert before["hand"] == [None] * 5 and before["back"] == []
    state.apply(Set("Js", "back"))
    seen = state.view(1)["seats"][0]["zones"]
    assert seen["back"] == [card("Js")]
    assert card("Jc") not in seen["hand"] and seen["hand"] == [None] * 4
    for c in "Jc 7d 7h 4c".split():
        state.apply(Set(c, "back"))
    # Seat 1 decides seeing all five of seat 0's cards, before any of its own is set.
    assert state.to_act == 1
    assert state.view(1)["seats"][0]["zones"]["back"] == cards("Js Jc 7d 7h 4c")
    assert state.view(0)["seats"][1]["zones"]["back"] == []


def test_rows_settle_as_in_chinese_poker_without_royalties():
    result = play({0: PLAIN0, 1: PLAIN1}).result()
    # Seat 0 wins the front (K high) and the back (jacks up), seat 1 the middle (tens):
    # one unit net.
    assert units(result) == {(1, 0): 1}
    assert result.net == (UNIT, -UNIT)


@pytest.mark.parametrize(
    "row, rows, royalty",
    [
        ("back", {"back": "4s 7s 9s Js Ks", "middle": "9d 9c 6c 5h 3s"}, 4),  # a back flush: 4
        ("back", {"back": "Ts Js Qs Ks As", "middle": "9d 9c 6c 5h 3s"}, 25),  # a royal flush: 25
        ("back", {"back": "9s Ts Js Qs Ks", "middle": "9d 9c 6c 5h 3s"}, 15),  # a straight flush: 15
        ("middle", {"back": "Ks Kh Kc 4s 4h", "middle": "9d 9c 9h 5h 3s"}, 2 + 6),  # trips 2; back full house 6
        ("middle", {"front": "Qc 8c 2s", "back": "Ks Kh Kc Kd 4h", "middle": "2d 3d 7d 9d Jd"}, 8 + 10),
        ("front", {"front": "Qc Qh 2s", "back": "Ks Kh Kc 4s 4h", "middle": "Ad Ac 7c 6h 3c"}, 7 + 6),  # QQ 7
        ("front", {"front": "6c 6h 2s", "back": "Ks Kh Kc 4s 4h", "middle": "Ad Ac 7c 5h 3c"}, 1 + 6),  # 66 1
        ("front", {"front": "2c 2h 2s", "back": "Ks Kh Kc Kd 4h", "middle": "8d 8c 8h 6h 6c"}, 10 + 10 + 12),
    ],
)
def test_a_strong_hand_in_a_row_earns_its_royalty_from_the_other_player(row, rows, royalty):
    # Seat 1's set: no royalties, not fouled, beaten in every row it plays here or not:
    # the difference between two deals, with and without the royalty hands, is the royalty.
    mine = dict(PLAIN0) | rows
    weak = {"front": "5c 4d 3h", "middle": "Jh Tc 8s 6d 5d", "back": "Ah Qd Td 6s 5s"}
    used = set(" ".join(mine.values()).split())
    assert not used & set(" ".join(weak.values()).split())
    result = play({0: mine, 1: weak}).result()
    (settled,) = result.settled
    assert (settled.payer, settled.payee) == (1, 0)
    assert settled.royalty == royalty
    # three rows, the scoop's three, and the royalties
    assert settled.units == 3 + 3 + royalty
    assert f"royalties +{royalty}" in settled.why()


def test_a_fouled_set_earns_no_royalty_and_pays_the_others():
    # Seat 0: a royal flush in the middle over a pair in the back: fouled, no royalty.
    fouled = {"front": "Kd 8c 2s", "middle": "Ts Js Qs Ks As", "back": "9d 9c 6c 5h 3s"}
    # Seat 1: a back flush (4) and a front pair of sixes (1), its set in order.
    flush = {"front": "6d 6h 2h", "middle": "Jh Jc 8h 7c 2c", "back": "3d 4d 7d Td Qd"}
    result = play({0: fouled, 1: flush}).result()
    (settled,) = result.settled
    assert (settled.payer, settled.payee) == (0, 1) and settled.fouled and settled.scoop
    assert settled.royalty == 4 + 1
    assert settled.units == 3 + 3 + 5
    assert result.net == (-11 * UNIT, 11 * UNIT)


def test_royalties_are_netted_with_the_rows():
    # Seat 0 wins the front and the middle, seat 1 the back with a straight flush (15):
    # one unit to seat 0 for the rows, fifteen to seat 1: seat 0 pays fourteen.
    rows = {"front": "Kd 8c 2s", "middle": "Ad Ac 7h 4h 3c", "back": "Qd Qc Th Tc 4d"}
    royal = {"front": "7c 6h 2h", "middle": "Jh Jc 8h 7d 2c", "back": "5s 6s 7s 8s 9s"}
    result = play({0: rows, 1: royal}).result()
    (settled,) = result.settled
    assert (settled.payer, settled.payee) == (0, 1) and settled.units == 15 - 1
    assert settled.royalty == 15 and settled.shares == ("back",) and not settled.scoop
    assert result.net == (-14 * UNIT, 14 * UNIT)


def test_a_scoop_and_royalties_add_up():
    # Seat 0 scoops with royalties in every row: front aces 9, middle trips 2, back full
    # house 6; seat 1 has none.
    scooper = {"front": "Ad Ac 2s", "middle": "Kd Kc Ks 4h 3c", "back": "Qd Qc Qh 5h 5c"}
    weak = {"front": "7c 6h 2h", "middle": "Jh Jc 8h 7d 2c", "back": "Js 9s 7s 5s 3d"}
    (settled,) = play({0: scooper, 1: weak}).result().settled
    assert settled.scoop and settled.royalty == 9 + 2 + 6
    assert settled.units == 3 + 3 + 17


def test_a_short_stack_pays_what_it_has_royalties_included():
    weak = {"front": "5c 4d 3h", "middle": "Jh Tc 8s 6d 5d", "back": "Ah Qd Td 6s 5s"}
    strong = dict(PLAIN0) | {"back": "Ts Js Qs Ks As", "middle": "9d 9c 6c 5h 3s"}
    result = play({0: strong, 1: weak}, stacks=(200, 20)).result()
    (settled,) = result.settled
    assert settled.units == 3 + 3 + 25  # 62 chips owed
    assert settled.amount == 20 and result.stacks == (220, 0)


def test_pineapple_sets_two_of_three_and_throws_the_third_away_face_down():
    game = load_game(PINEAPPLE)
    first = {0: "Js Jc 7d 7h 4c", 1: "Ks Kc 5d 4h 2h"}
    plans = {s: [(c, "back") for c in first[s].split()] for s in (0, 1)}
    extra = {0: "9s 9d As", 1: "Ts Td Ad"}
    for s in (0, 1):
        plans[s] += [(c, "middle") for c in extra[s].split()]
    stakes = TableStakes(players=2, small_blind=1, big_blind=UNIT, stacks=200)
    state = new_hand(game, stakes, deck=deck_for(plans, 5, 3)[:16], button=1)
    for c in first[0].split():
        state.apply(Set(c, "back"))
    for c in first[1].split():
        state.apply(Set(c, "back"))
    assert state.to_act == 0 and len(state.legal_actions()) == 3 * 2  # three cards, front and middle
    state.apply(Set("9s", "middle"))
    state.apply(Set("9d", "middle"))
    # The third card is thrown away: out of the hand, and seen by its owner alone.
    assert state.zones.cards("hand", 0) == () and card("As") in state.zones.muck
    assert state.to_act == 1
    discard = next(line for line in state.view(1)["log"] if line["kind"] == "discard")
    assert "cards" not in discard and discard["count"] == 1
    mine = next(line for line in state.view(0)["log"] if line["kind"] == "discard")
    assert mine["cards"] == [card("As")]


def test_check_diagnoses_rows_and_royalties(tmp_path):
    base = (TESTS.parent / "variants" / "open-face-chinese.poker").read_text()
    too_many = base.replace(
        "step thirteenth { deal 1 to hand  set 1 of hand", "step thirteenth { deal 2 to hand  set 2 of hand"
    )
    path = tmp_path / "v.poker"
    path.write_text(too_many)
    codes = [d.code for d in check_file(path)]
    assert "E231" in codes  # the thirteenth street: two cards for the one place left
    bad = base.replace("royalty front: pair of 6", "royalty front: flush 3, pair of 6")
    path.write_text(bad)
    assert [d.code for d in check_file(path)] == ["E419"]
    assert compile_source(TESTS.parent / "variants" / "open-face-chinese.poker").game is not None


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), pineapple=st.booleans())
def test_chips_and_cards_are_conserved_and_no_hidden_card_leaks(seed, players, pineapple):
    game = load_game(PINEAPPLE) if pineapple else ofc()
    play_randomly(game, min(players, game.max_players), seed)
