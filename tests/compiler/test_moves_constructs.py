"""The constructs of card moves, rolls, layouts, filtered sources and the rule for a
showdown nobody qualifies in, in small written games: what each does, its words in
``explain`` and its diagnostics."""

import textwrap

import pytest
from helpers.moves_play import settle_round, shares, won
from helpers.stacking import cards, round_the_table, stack
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Choose, Draw, TableStakes, new_hand
from pokerlang.explain import explain

HEAD = "import rankings\nplayers 2..6\nforced ante\nzone hand per seat private\n"


def written(tmp_path, body: str):
    return compile_games(tmp_path, g=HEAD + textwrap.dedent(body))["g"]


def problems(tmp_path, body: str) -> str:
    path = tmp_path / "v.poker"
    path.write_text(HEAD + textwrap.dedent(body))
    return "\n".join(d.render() for d in check_file(path))


def to_end(state):
    while not state.is_over:
        before = len(state.log)
        settle_round(state)
        if not state.is_over and len(state.log) == before:
            state.apply(Draw())
    return state


# ---- if none qualifies -------------------------------------------------------------------

NINES = "ranking nines \"high, nines or better\" extends high { qualify pair, 9 or better }\n"
NOBODY = {0: "Jc 9d 8h 5s 3c", 1: "Kh Qd 7c 4s 2h", 2: "Ac Td 6h 4d 2d"}  # no pair, no eight low


def nobody_qualifies(tmp_path, rule: str, first: str = "low"):
    order = ["low: 5 of hand by eight-or-better", "high: 5 of hand by nines"]
    if first == "high":
        order.reverse()
    game = written(
        tmp_path, NINES + f"step one {{ deal 5 to hand  bet }}\nshowdown {{ {order[0]}  {order[1]}  {rule} }}\n"
    )
    return to_end(new_hand(game, TableStakes(players=3, ante=2), deck=round_the_table(NOBODY, 2, 3), button=2))


def test_by_default_the_first_share_written_takes_the_pot_qualified_or_not(tmp_path):
    state = nobody_qualifies(tmp_path, "")
    assert shares(state) == {"low": [2]}  # T-6-4-2-A, the best low though no eight


def test_if_none_qualifies_best_names_the_share_whose_best_hand_takes_the_pot(tmp_path):
    assert shares(nobody_qualifies(tmp_path, "if none qualifies best high")) == {"high": [2]}  # ace high


def test_if_none_qualifies_split_divides_the_pot_among_the_players_in(tmp_path):
    state = nobody_qualifies(tmp_path, "if none qualifies split")
    assert shares(state) == {"split": [0, 1, 2]} and won(state) == [2, 2, 2]


def test_a_share_nobody_qualifies_for_goes_to_the_share_someone_won(tmp_path):
    game = written(
        tmp_path,
        NINES + "step one { deal 5 to hand  bet }\n"
        "showdown { high: 5 of hand by nines  low: 5 of hand by eight-or-better"
        "  if none qualifies split }\n",
    )
    hands = {0: "9c 9d Kh Qs 2c", 1: "Kd Qd 7c 4s 2h", 2: "Ac Td 6h 4d 2d"}
    state = to_end(new_hand(game, TableStakes(players=3, ante=2), deck=round_the_table(hands, 2, 3), button=2))
    assert shares(state) == {"high": [0]} and won(state) == [6, 0, 0]


def test_the_rule_reads_like_a_rule_book(tmp_path):
    text = explain(
        written(
            tmp_path,
            NINES + "step one { deal 5 to hand  bet }\n"
            "showdown { high: 5 of hand by nines  low: 5 of hand by eight-or-better"
            "  if none qualifies split }\n",
        )
    )
    assert "If no hand qualifies for any part, the pot is split evenly among the players still in." in text


def test_an_unknown_share_in_the_rule_is_an_error(tmp_path):
    out = problems(
        tmp_path,
        "step one { deal 5 to hand  bet }\nshowdown { high: 5 of hand by high  if none qualifies best hihg }\n",
    )
    assert "no share is called 'hihg'" in out and "did you mean 'high'?" in out


# ---- filtered sources ----------------------------------------------------------------------


def test_a_filtered_source_takes_only_the_cards_its_pattern_names(tmp_path):
    game = written(
        tmp_path, "step one { deal 3 to hand  bet }\nshowdown { pick: 1 of hand matching queens, spades by one-card }\n"
    )
    hands = {0: "Ac Qd 2c", 1: "Kh 3s 4d", 2: "Ah Kc Jd"}  # the ace of clubs is no queen and no spade
    state = to_end(new_hand(game, TableStakes(players=3, ante=1), deck=round_the_table(hands, 2, 3), button=2))
    assert shares(state) == {"pick": [0]}  # the queen beats the three of spades; seat 2 has no such card
    assert "one card from their hand (queens and spades only)" in explain(game)


def test_a_pattern_that_names_no_cards_is_an_error(tmp_path):
    out = problems(tmp_path, "step one { deal 3 to hand  bet }\nshowdown 1 of hand matching spadez by one-card\n")
    assert "'spadez' names no cards" in out


# ---- layouts ---------------------------------------------------------------------------------

LAYOUT = "zone board shared public lines { across: 1 2 3  down: 4 2 5 }\n"


def test_one_line_of_a_layout_plays_and_never_two(tmp_path):
    game = written(
        tmp_path,
        LAYOUT + "step one { deal 2 to hand  deal 5 to board  bet }\n"
        "showdown best 5 of hand + one line of board by high\n",
    )
    # The board 9h Th 3c Jh 2s: with both lines seat 0's 8h 7h would make a straight flush.
    holes = {0: "8h 7h", 1: "Ac Ad", 2: "5c 6d"}
    deck = stack(*[holes[s].split()[r] for r in range(2) for s in (0, 1, 2)], "9h", "Th", "3c", "Jh", "2s")
    state = to_end(new_hand(game, TableStakes(players=3, ante=1), deck=deck, button=2))
    assert won(state) == [0, 3, 0]  # aces: seat 0 has only a straight draw in either line
    assert "counted in the order dealt, its cards lie in lines: the across (cards one, two and three)" in explain(game)
    assert "one line of the board (the across or the down)" in explain(game)


@pytest.mark.parametrize(
    "body, message",
    [
        (
            (
                "zone board shared public\nstep one { deal 2 to hand  deal 3 to board  bet }\n"
                "showdown best 5 of hand + one line of board by high\n"
            ),
            "zone 'board' has no lines",
        ),
        (
            (
                "zone board shared public lines { a: 1 2  a: 2 3 }\nstep one { deal 2 to hand  deal 3 to board  bet }\n"
                "showdown best 5 of hand + one line of board by high\n"
            ),
            "two lines are called 'a'",
        ),
        (
            (
                "zone shown per seat public lines { a: 1 2 }\nstep one { deal 2 to hand  deal 3 to shown  bet }\n"
                "showdown best 5 of hand + shown by high\n"
            ),
            "only a shared zone that is not a grid has lines",
        ),
        (
            (
                "zone board shared public lines { a: 1 1 }\nstep one { deal 2 to hand  deal 3 to board  bet }\n"
                "showdown best 5 of hand + one line of board by high\n"
            ),
            "line 'a' names position 1 twice",
        ),
    ],
)
def test_layout_diagnostics(tmp_path, body, message):
    assert message in problems(tmp_path, body)


# ---- moves between seats and rolls --------------------------------------------------------


def test_a_pass_in_turn_may_pass_on_a_card_just_received(tmp_path):
    game = written(
        tmp_path,
        "step one { deal 2 to hand  choose 1 from hand to hand of right in turn  bet }\n"
        "showdown best 2 of hand by two-card\n",
    )
    hands = {0: "Ac 2c", 1: "Kd 3d", 2: "Qh 4h"}
    state = new_hand(game, TableStakes(players=3, ante=1), deck=round_the_table(hands, 2, 3), button=2)
    state.apply(Choose([hands[0].split()[0]]))  # seat 0 passes its ace to seat 2, on its right
    assert "Ac" in [str(c) for c in state.zones.cards("hand", 2)]
    state.apply(Choose(state.zones.cards("hand", 1)[:1]))  # seat 1 passes to seat 0
    state.apply(Choose(state.zones.cards("hand", 2)[-1:]))  # seat 2 passes on the ace, to seat 1
    assert "Ac" in [str(c) for c in state.zones.cards("hand", 1)]
    assert (
        "In turn from the dealer's left, each player passes one card from their hand to the hand of the player"
        " to their right."
    ) in explain(game)


def test_a_pass_to_a_shared_zone_is_an_error(tmp_path):
    out = problems(
        tmp_path,
        "zone board shared public\nstep one { deal 2 to hand  choose 1 from hand to board"
        " of left together  bet }\nshowdown best 2 of hand + board by two-card\n",
    )
    assert "zone 'board' is shared: no seat to the left owns it" in out


def test_a_roll_turns_up_the_first_face_down_cards_with_no_decision(tmp_path):
    game = written(
        tmp_path, "step one { deal 3 to hand  expose 2 from hand next  bet }\nshowdown best 3 of hand by three-card\n"
    )
    hands = {0: "Ac 2c 3c", 1: "Kd 3d 4d", 2: "Qh 4h 5h"}
    state = new_hand(game, TableStakes(players=3, ante=1), deck=round_the_table(hands, 2, 3), button=2)
    rolls = [(e.seat, [str(c) for c in e.cards]) for e in state.log if e.kind == "roll"]
    assert rolls == [(0, ["Ac", "2c"]), (1, ["Kd", "3d"]), (2, ["Qh", "4h"])]
    assert [str(c) for c in state.view(1)["seats"][0]["zones"]["hand"] if c is not None] == ["Ac", "2c"]
    assert (
        "turns face up the first two cards still face down in their hand, in the order the cards lie there;"
        " nobody chooses"
    ) in explain(game)


def test_a_line_through_a_position_never_dealt_is_an_error(tmp_path):
    out = problems(
        tmp_path,
        "zone board shared public lines { a: 1 2 3  b: 2 3 7 }\n"
        "step one { deal 2 to hand  deal 5 to board  bet }\n"
        "showdown best 5 of hand + one line of board by high\n",
    )
    assert "line 'b' of board names position 7, but board is dealt at most 5 card(s)" in out


# A card a roll turns up sets off the events of a card dealt face up; the roll goes on after.
def test_a_card_a_roll_turns_up_sets_an_event_off_and_the_roll_goes_on(tmp_path):
    game = written(
        tmp_path,
        "when dealt up fours { deal 1 down to hand }\n"
        "step one { deal 3 to hand  expose 2 from hand next  bet }\n"
        "showdown best 3 of hand by three-card\n",
    )
    hands = {0: "4c 2c 3c", 1: "Kd 3d 5d", 2: "Qh 4h 5h"}
    deck = round_the_table(hands, 2, 3) + cards("As Ks")
    state = new_hand(game, TableStakes(players=3, ante=1), deck=deck, button=2)
    lines = [(e.kind, e.seat, [str(c) for c in e.cards]) for e in state.log if e.kind in ("roll", "deal")][-6:]
    assert lines == [
        ("roll", 0, ["4c"]),
        ("deal", 0, ["As"]),
        ("roll", 0, ["2c"]),
        ("roll", 1, ["Kd", "3d"]),
        ("roll", 2, ["Qh", "4h"]),
        ("deal", 2, ["Ks"]),
    ]
