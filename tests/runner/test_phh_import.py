"""PHH import of what real hand histories hold: every kind of ante, a single or dead
blind, unknown cards, decimal amounts, infinite stacks, no-op checks. Each hand is
also played by PokerKit from the same file, and the finishing stacks must agree."""

from __future__ import annotations

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import HandHistory  # noqa: E402

from pokerlang.cards import card  # noqa: E402
from pokerlang.runner.phh import replay_phh  # noqa: E402
from pokerlang.runner.replay import Mismatch  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


def pokerkit_stacks(text: str) -> list:
    *_, last = iter(HandHistory.loads(text))
    return list(last.stacks)


def hand(variant: str, head: str, actions: list[str]) -> str:
    return f"variant = '{variant}'\n{head.strip()}\nactions = {actions!r}\n"


HOLDEM = "antes = {antes}\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 50, 80]"
CHECKED_DOWN = [
    'd dh p1 AhAd',
    'd dh p2 7c2d',
    'd dh p3 KsKc',
    'p3 cbr 6',
    'p1 cc',
    'p2 f',
    'd db 2c7d9h',
    'p1 cc',
    'p3 cc',
    'd db Kh',
    'p1 cc',
    'p3 cc',
    'd db 3d',
    'p1 cc',
    'p3 cc',
    'p1 sm AhAd',
    'p3 sm KsKc',
]


def test_a_big_blind_ante_is_paid_by_the_big_blind_alone():
    text = hand("NT", HOLDEM.format(antes="[0, 3, 0]"), CHECKED_DOWN)
    state, _ = replay_phh(text)
    assert [(e.seat, e.amount) for e in state.log if e.kind == "ante"] == [(1, 3)]
    assert list(state.result().stacks) == pokerkit_stacks(text) == [94, 45, 91]


def test_a_button_ante_is_paid_by_the_dealer_alone():
    text = hand("NT", HOLDEM.format(antes="[0, 0, 3]"), CHECKED_DOWN)
    state, _ = replay_phh(text)
    assert [(e.seat, e.amount) for e in state.log if e.kind == "ante"] == [(2, 3)]
    assert list(state.result().stacks) == pokerkit_stacks(text)


def test_the_big_blind_ante_is_dead_money_for_the_main_pot():
    # The big blind, all in for the blind and ante, contests all of its ante in the main
    # pot, and the others' side pot is not fed by it.
    head = "antes = [0, 3, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 5, 80]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 KsKc',
        'd dh p3 7c2d',
        'p3 cbr 20',
        'p1 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p3 cc',
        'd db Kh',
        'p1 cc',
        'p3 cc',
        'd db 3d',
        'p1 cc',
        'p3 cc',
        'p1 sm AhAd',
        'p2 sm KsKc',
        'p3 sm 7c2d',
    ]
    state, _ = replay_phh(hand("NT", head, actions))
    main, side = state.result().pots
    assert main.amount == 3 + 2 * 3 and main.eligible == (0, 1, 2)  # the ante and 2 from each
    assert side.amount == 2 * 18 and side.eligible == (0, 2)
    assert state.result().stacks[1] == 9


def test_a_single_blind_in_fixed_limit_is_the_big_blind_left_of_the_button():
    head = (
        "antes = [0, 0, 0, 0]\nblinds_or_straddles = [2, 0, 0, 0]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 50, 80, 60]"
    )
    actions = [
        'd dh p1 AhAd',
        'd dh p2 7c2d',
        'd dh p3 KsKc',
        'd dh p4 QsQc',
        'p2 cbr 4',
        'p3 cbr 6',
        'p4 f',
        'p1 f',
        'p2 cc',
        'd db 2c7d9h',
        'p2 cc',
        'p3 cc',
        'd db Kh',
        'p2 cc',
        'p3 cc',
        'd db 3d',
        'p2 cc',
        'p3 cc',
        'p2 sm 7c2d',
        'p3 sm KsKc',
    ]
    text = hand("FT", head, actions)
    state, _ = replay_phh(text)
    assert [(e.kind, e.seat, e.amount) for e in state.log if "blind" in e.kind] == [("big-blind", 0, 2)]
    assert list(state.result().stacks) == pokerkit_stacks(text)


def test_a_dead_small_blind_leaves_the_big_blind_in_its_place():
    head = (
        "antes = [0, 0, 0, 0]\nblinds_or_straddles = [0, 2, 0, 0]\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [100, 50, 80, 60]"
    )
    actions = [
        'd dh p1 AhAd',
        'd dh p2 7c2d',
        'd dh p3 KsKc',
        'd dh p4 QsQc',
        'p3 cbr 4',
        'p4 cc',
        'p1 cc',
        'p2 f',
        'd db 2c7d9h',
        'p1 cc',
        'p3 cc',
        'p4 cc',
        'd db Kh',
        'p1 cc',
        'p3 cc',
        'p4 cc',
        'd db 3d',
        'p1 cc',
        'p3 cbr 4',
        'p4 f',
        'p1 cc',
        'p1 sm AhAd',
        'p3 sm KsKc',
    ]
    text = hand("FT", head, actions)
    state, _ = replay_phh(text)
    assert list(state.result().stacks) == pokerkit_stacks(text) == [92, 48, 94, 56]


def test_decimal_amounts_play_exactly_in_cents():
    head = "antes = 0\nblinds_or_straddles = [0.05, 0.10, 0]\nmin_bet = 0.10\nstarting_stacks = [10.00, 5.37, 8.25]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 7c2d',
        'd dh p3 KsKc',
        'p3 cbr 0.35',
        'p1 cbr 1.20',
        'p2 f',
        'p3 cc',
        'd db 2c7d9h',
        'p1 cbr 7.05',
        'p3 cc',
        'd db Kh',
        'd db 3d',
        'p1 sm AhAd',
        'p3 sm KsKc',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text + "finishing_stacks = [1.75, 5.27, 16.60]\n")
    assert list(state.result().stacks) == [175, 527, 1660]
    assert [int(s * 100) for s in pokerkit_stacks(text)] == [175, 527, 1660]
    with pytest.raises(Mismatch, match=r"finishing stacks \[1.75, 5.27, 16.6\]"):
        replay_phh(text + "finishing_stacks = [1.74, 5.28, 16.60]\n")


def test_an_infinite_stack_plays_as_a_deep_one():
    head = "antes = 0\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [inf, 50, inf]"
    text = hand("NT", head, CHECKED_DOWN) + "finishing_stacks = [inf, 48, inf]\n"
    state, _ = replay_phh(text)
    assert state.result().net == (-6, -2, 8)


def test_cards_shown_after_an_unknown_deal_are_the_cards_played():
    head = "antes = 0\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 20, 80]"
    actions = [
        'd dh p1 ????',
        'd dh p2 ????',
        'd dh p3 KsKc',
        'p3 cbr 6',
        'p1 cc',
        'p2 cbr 20',
        'p3 cc',
        'p1 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p3 cc',
        'd db Kh',
        'p1 cbr 10',
        'p3 cc',
        'd db 3d',
        'p1 cc',
        'p3 cc',
        'p1 sm 2d2h',
        'p3 sm KsKc',
        'p2 sm AcAd',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    assert [str(c) for c in state.zones.cards("hand", 0)] == ["2d", "2h"]
    assert list(state.result().stacks) == pokerkit_stacks(text) == [70, 0, 130]


def test_an_unknown_hand_at_showdown_loses():
    head = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 50, 80]"
    actions = [
        'd dh p1 2s3s',
        'd dh p2 ????',
        'd dh p3 KsKc',
        'p3 cbr 6',
        'p1 cc',
        'p2 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p2 cc',
        'p3 cc',
        'd db Kh',
        'p1 cc',
        'p2 cc',
        'p3 cc',
        'd db 3d',
        'p1 cc',
        'p2 cc',
        'p3 cc',
        'p1 sm 2s3s',
        'p2 sm ????',
        'p3 sm KsKc',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    assert state.result().stacks[1] == 44 and list(state.result().stacks) == pokerkit_stacks(text)


def test_an_unknown_discard_throws_away_an_unknown_card():
    head = (
        "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [50, 50, 50]"
    )
    actions = [
        'd dh p1 ??????????',
        'd dh p2 Kh7c6d2c??',
        'd dh p3 AsAd6h3h2h',
        'p3 cbr 4',
        'p1 f',
        'p2 cc',
        'p2 sd Kh??',
        'p3 sd AsAd',
        'd dh p2 5s3d',
        'd dh p3 7d2s',
        'p2 cc',
        'p3 cc',
        'p2 sd',
        'p3 sd 2h',
        'd dh p3 4d',
        'p2 cc',
        'p3 cc',
        'p2 sd',
        'p3 sd',
        'p2 cc',
        'p3 cc',
        'p3 sm 6h3h7d2s4d',
        'p2 sm 7c6d5s3d2c',
    ]
    text = hand("F2L3D", head, actions)
    state, _ = replay_phh(text)
    assert list(state.result().stacks) == pokerkit_stacks(text)
    assert state.result().stacks[2] > 50  # 7-6-4-3-2 beats 7-6-5-3-2


def test_an_unknown_upcard_does_not_decide_the_bring_in():
    # Dealt in order, the stand-in for p2's upcard would be the 2c, the lowest card
    # showing, and p2 would bring in; the file says p1 does.
    head = "antes = [1, 1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [50, 50, 50]"
    actions = ['d dh p1 KdQd3h', 'd dh p2 ??????', 'd dh p3 Jd7d9h', 'p1 pb', 'p2 f', 'p3 f']
    text = hand("F7S", head, actions)
    state, _ = replay_phh(text)
    assert [e.seat for e in state.log if e.kind == "bring-in"] == [0]
    assert list(state.result().stacks) == pokerkit_stacks(text)


def test_a_check_when_everyone_else_is_all_in_is_taken_as_nothing():
    head = "antes = 0\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 20, 80]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 KsKc',
        'd dh p3 7c2d',
        'p3 f',
        'p1 cbr 20',
        'p2 cc',
        'd db 2c7d9h',
        'p1 cc',
        'd db Kh',
        'p1 cc',
        'd db 3d',
        'p1 cc',
        'p1 sm AhAd',
        'p2 sm KsKc',
    ]
    state, _ = replay_phh(hand("NT", head, actions))
    without = hand("NT", head, [a for a in actions if a != 'p1 cc'])
    assert list(state.result().stacks) == pokerkit_stacks(without) == [80, 40, 80]
    with pytest.raises(Mismatch, match="already over"):  # a bet is not a no-op
        replay_phh(hand("NT", head, actions[:-2] + ['p1 cbr 10']))


def test_a_hand_mucked_at_showdown_loses():
    actions = CHECKED_DOWN[:-2] + ['p1 sm', 'p3 sm 8h4s']
    actions = ['d dh p3 8h4s' if a == 'd dh p3 KsKc' else a for a in actions]
    text = hand("NT", HOLDEM.format(antes="[0, 0, 0]"), actions)
    state, _ = replay_phh(text)
    assert state.result().stacks[2] > 80 and list(state.result().stacks) == pokerkit_stacks(text)


def pokerkit_runout_stacks(text: str, runs: int) -> list:
    """PokerKit's finishing stacks for a hand its players ran ``runs`` times. PHH writes no
    runout count (PokerKit's reader selects one runout), so the count is selected here,
    on PokerKit's own state, and the file's actions applied to it."""
    from pokerkit import Automation
    from pokerkit.notation import parse_action

    history = HandHistory.loads(text)
    history.automations = tuple(a for a in history.automations if a is not Automation.RUNOUT_COUNT_SELECTION)
    state = history.create_state()

    def dealer_and_showdown():
        while True:
            if state.can_select_runout_count():
                state.select_runout_count(runs)
            elif state.can_burn_card():
                state.burn_card("??")
            elif state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            else:
                return

    for action in history.actions:
        dealer_and_showdown()
        parse_action(state, action)
    dealer_and_showdown()
    return list(state.stacks)


ALL_IN_PREFLOP = ['d dh p1 AhAd', 'd dh p2 7c2d', 'd dh p3 KsKc', 'p3 cbr 80', 'p1 cc', 'p2 f']


# Several runouts: the board cards after the all-in, run after run, as PokerKit deals them.
# The kings win the first run (2c 7d 9h Kh 3d), the aces the second (4c 5c 6c 8s 8d): the
# pot of 162 (the big blind's 2 in it) is halved, as PokerKit halves it.
def test_several_runouts_replay_as_the_hand_run_that_many_times():
    actions = ALL_IN_PREFLOP + ['d db 2c7d9h', 'd db Kh', 'd db 3d', 'd db 4c5c6c', 'd db 8s', 'd db 8d']
    text = hand("NT", HOLDEM.format(antes="[0, 0, 0]"), actions)
    state, _ = replay_phh(text)
    result = state.result()
    assert [b.zones["board"] for b in result.boards] == [
        tuple(map(card, "2c 7d 9h Kh 3d".split())),
        tuple(map(card, "4c 5c 6c 8s 8d".split())),
    ]
    assert [(p.run, p.amount, [w.seat for s in p.shares for w in s.winners]) for p in result.pots] == [
        (1, 81, [2]),
        (2, 81, [0]),
    ]
    assert list(result.stacks) == pokerkit_runout_stacks(text, 2) == [101, 48, 81]


# All in on the flop three ways, run three times: the turn and river of each run follow
# one another; the main pot and the side pot are each divided in three.
def test_three_runouts_with_a_side_pot_agree_with_pokerkit():
    head = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 50, 80]"
    actions = ['d dh p1 AhAd', 'd dh p2 KsKc', 'd dh p3 QhQd', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c7d9h']
    actions += ['p1 cbr 98', 'p2 cc', 'p3 cc', 'd db Kh', 'd db 3d', 'd db Qs', 'd db 4c', 'd db 8s', 'd db 8d']
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    result = state.result()
    assert len(result.boards) == 3
    assert [(p.run, p.amount) for p in result.pots] == [(1, 50), (1, 20), (2, 50), (2, 20), (3, 50), (3, 20)]
    assert list(result.stacks) == pokerkit_runout_stacks(text, 3) == [110, 50, 70]


# A pot of 101 run twice: the odd chip goes with the first run, in PokerKit as here.
def test_the_odd_chip_of_a_pot_run_twice_goes_with_the_first_run_as_in_pokerkit():
    head = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 50, 50]"
    actions = ['d dh p1 7c2d', 'd dh p2 AhAd', 'd dh p3 KsKc', 'p3 cbr 50', 'p1 f', 'p2 cc']
    actions += ['d db 2c7d9h', 'd db Kh', 'd db 3d', 'd db 4c5c6c', 'd db Td', 'd db 8d']
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    assert [p.amount for p in state.result().pots] == [51, 50]
    assert list(state.result().stacks) == pokerkit_runout_stacks(text, 2) == [99, 50, 51]


def test_board_cards_that_make_no_whole_runs_are_refused_with_that_reason():
    actions = ALL_IN_PREFLOP + ['d db 2c7d9h', 'd db Kh', 'd db 3d', 'd db 4c5c6c']
    with pytest.raises(Mismatch, match="no whole number of runs") as refused:
        replay_phh(hand("NT", HOLDEM.format(antes="[0, 0, 0]"), actions))
    assert refused.value.kind == "refused" and refused.value.reason == "several boards"


def test_a_record_that_splits_half_chips_is_a_record_difference():
    # The board plays for both: a pot of 5 split two ways. The table plays whole chips,
    # the odd one to the first winner from the dealer's left; the record halves them.
    head = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 50, 80]"
    actions = [
        'd dh p1 2c3d',
        'd dh p2 7c8d',
        'd dh p3 2d3c',
        'p3 cc',
        'p1 f',
        'p2 cc',
        'd db AsKsQs',
        'p2 cc',
        'p3 cc',
        'd db Js',
        'p2 cc',
        'p3 cc',
        'd db Ts',
        'p2 cc',
        'p3 cc',
        'p2 sm 7c8d',
        'p3 sm 2d3c',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    assert list(state.result().stacks) == [99, 51, 80]
    with pytest.raises(Mismatch, match="split chips below the table's unit") as refused:
        replay_phh(text + "finishing_stacks = [99, 50.5, 80.5]\n")
    assert refused.value.kind == "refused" and refused.value.reason == "record splits chips"
    with pytest.raises(Mismatch, match="finishing stacks") as other:  # more than a chip off
        replay_phh(text + "finishing_stacks = [99, 48.5, 82.5]\n")
    assert other.value.kind == "disagreed"


@pytest.mark.parametrize("antes", ["[0, 3]", "[3, 0]"])
def test_heads_up_antes_are_listed_as_the_blinds_are(antes):
    # Heads-up, PHH lists the button's blind (and ante) first: [0, 3] is the big blind's.
    head = f"antes = {antes}\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 50]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 KsKc',
        'p2 cc',
        'p1 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p2 cc',
        'd db Kh',
        'p1 cc',
        'p2 cc',
        'd db 3d',
        'p1 cc',
        'p2 cc',
        'p1 sm AhAd',
        'p2 sm KsKc',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    [ante] = [e for e in state.log if e.kind == "ante"]
    assert ante.seat == (0 if antes == "[0, 3]" else 1)  # p1, the big blind; or p2, the dealer
    assert list(state.result().stacks) == pokerkit_stacks(text)


def test_our_hands_with_a_big_blind_ante_export_for_pokerkit(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    for players in (2, 4):
        out = tmp_path / str(players)
        result = CliRunner().invoke(
            cli,
            [
                "run",
                "holdem",
                "--players",
                str(players),
                "--hands",
                "8",
                "--seed",
                "2",
                "--ante",
                "2",
                "--ante-kind",
                "big-blind",
                "--agents",
                "random,call,raise",
                "--phh",
                str(out),
            ],
        )
        assert result.exit_code == 0, result.output
        for path in sorted(out.glob("*.phh")):
            text = path.read_text()
            *_, last = iter(HandHistory.loads(text))
            assert list(last.stacks) == list(replay_phh(text)[0].result().stacks), text


def test_a_blind_posted_out_of_turn_is_live_and_changes_no_turn():
    # p4, the dealer, posts a big blind to come into the game (PokerKit writes it
    # negative): it calls nothing more when p3 limps, and play still begins with p3.
    head = "antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, -2]\nmin_bet = 2\nstarting_stacks = [100, 50, 80, 60]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 7c2d',
        'd dh p3 KsKc',
        'd dh p4 QsQh',
        'p3 cc',
        'p4 cc',
        'p1 cc',
        'p2 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p2 cc',
        'p3 cbr 10',
        'p4 f',
        'p1 cc',
        'p2 f',
        'd db Kh',
        'p1 cc',
        'p3 cc',
        'd db 3d',
        'p1 cc',
        'p3 cc',
        'p1 sm AhAd',
        'p3 sm KsKc',
    ]
    text = hand("NT", head, actions)
    state, _ = replay_phh(text)
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.kind == "post"] == [("post", 3, 2)]
    assert list(state.result().stacks) == pokerkit_stacks(text)
    from pokerlang.runner.phh import phh_text

    assert "blinds_or_straddles = [1, 2, 0, -2]" in phh_text(state, "NT")


def test_two_infinite_stacks_heads_up_play():
    head = "antes = 0\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [inf, inf]"
    actions = [
        'd dh p1 AhAd',
        'd dh p2 KsKc',
        'p2 cbr 1000000',
        'p1 cc',
        'd db 2c7d9h',
        'p1 cc',
        'p2 cc',
        'd db Kh',
        'p1 cc',
        'p2 cc',
        'd db 3d',
        'p1 cc',
        'p2 cc',
        'p1 sm AhAd',
        'p2 sm KsKc',
    ]
    state, _ = replay_phh(hand("NT", head, actions))
    assert state.result().net == (-1000000, 1000000)


def test_nine_handed_razz_is_refused_with_a_reason_not_a_crash():
    head = "antes = 1\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [50, 50, 50, 50, 50, 50, 50, 50, 50]"
    actions = [f"d dh p{i} ??????" for i in range(1, 10)]
    with pytest.raises(Mismatch, match="seats 2 to 8 players, not 9"):
        replay_phh(hand("FR", head, actions))
