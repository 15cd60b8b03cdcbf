"""`pokerlang equity`: all-in equity for any variant, against eval7 and PokerKit."""

from __future__ import annotations

import os
import random
import warnings
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from click.testing import CliRunner

from pokerlang.analytics.equity import Calculator, EquityError, final_sizes
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from helpers.paths import ROOT, TESTS

FULL = bool(os.environ.get("POKERLANG_FULL"))
GOLDEN = TESTS / "golden"
TOLERANCE = 0.005

HOLDEM_SPOTS = [  # (hands, board)
    (["AsKs", "QdQc"], "Qs7h2s"),
    (["AhKd", "7c7d", "JsTs"], "9s8c2h"),
    (["AsAd", "KcKh"], "2c5dJhTs"),
]
OMAHA_SPOTS = [(["AsKsQhJh", "9d8d7c6c"], "Ts5h2c"), (["AcAdKhQs", "JdTd9h8h"], "7d6c2s")]


def _eval7_exact(hands: list[str], board: str, omaha: bool) -> list[float]:
    """Every runout, ranked by eval7 (for Omaha: the best two-plus-three)."""
    eval7 = pytest.importorskip("eval7")
    cards = lambda text: [eval7.Card(text[i : i + 2]) for i in range(0, len(text), 2)]  # noqa: E731
    held, table = [cards(h) for h in hands], cards(board)
    known = {str(c) for h in held for c in h} | {str(c) for c in table}
    rest = [c for c in eval7.Deck().cards if str(c) not in known]
    shares = [0.0] * len(hands)
    deals = 0
    for more in combinations(rest, 5 - len(table)):
        full = table + list(more)
        if omaha:
            values = [
                max(
                    eval7.evaluate(list(two) + list(three))
                    for two in combinations(h, 2)
                    for three in combinations(full, 3)
                )
                for h in held
            ]
        else:
            values = [eval7.evaluate(h + full) for h in held]
        best = max(values)
        top = [i for i, v in enumerate(values) if v == best]
        for i in top:
            shares[i] += 1 / len(top)
        deals += 1
    return [s / deals for s in shares]


@pytest.mark.parametrize("hands,board", HOLDEM_SPOTS)
def test_holdem_equity_agrees_with_eval7(hands, board):
    ours = Calculator(load_game("holdem")).run(hands, board)
    assert ours.exact
    theirs = _eval7_exact(hands, board, omaha=False)
    assert [ours.mean(p) for p in range(len(hands))] == pytest.approx(theirs, abs=TOLERANCE)


@pytest.mark.parametrize("hands,board", OMAHA_SPOTS)
def test_omaha_equity_agrees_with_eval7(hands, board):
    ours = Calculator(load_game("omaha")).run(hands, board)
    theirs = _eval7_exact(hands, board, omaha=True)
    assert [ours.mean(p) for p in range(len(hands))] == pytest.approx(theirs, abs=TOLERANCE)


def _pokerkit(hands, board, omaha: bool, samples: int) -> list[float]:
    pokerkit = pytest.importorskip("pokerkit")
    kind = pokerkit.OmahaHoldemHand if omaha else pokerkit.StandardHighHand
    random.seed(2024)  # PokerKit samples with the random module (its deck order still varies)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pokerkit.calculate_equities(
            tuple(pokerkit.parse_range(h) for h in hands),
            pokerkit.Card.parse(board),
            4 if omaha else 2,
            5,
            pokerkit.Deck.STANDARD,
            (kind,),
            sample_count=samples,
        )


@pytest.mark.parametrize("game,hands,board", [("holdem", *HOLDEM_SPOTS[0]), ("omaha", *OMAHA_SPOTS[0])])
def test_equity_agrees_with_pokerkit(game, hands, board):
    """PokerKit samples its runouts: a few thousand here, within four of its standard
    errors; with POKERLANG_FULL=1, 60,000, within 0.5%. Its draws differ from process to
    process whatever the seed (it deals from a set of cards, whose order follows Python's
    hashing of strings), so the bound must hold for any draw: at three standard errors
    one run in a few hundred failed."""
    samples = 60_000 if FULL else (400 if game == "omaha" else 1000)
    theirs = _pokerkit(hands, board, game == "omaha", samples)
    ours = Calculator(load_game(game)).run(hands, board)
    for p, kit in enumerate(theirs):
        error = (kit * (1 - kit) / samples) ** 0.5
        assert abs(ours.mean(p) - kit) <= (TOLERANCE if FULL else max(TOLERANCE, 4 * error)), (p, kit)


def test_a_sampled_equity_is_within_its_errors_of_the_exact_one():
    calc = Calculator(load_game("holdem"))
    exact = calc.run(["AhKd", "7c7d", "JsTs"], "9s8c2h")
    sampled = calc.run(["AhKd", "7c7d", "JsTs"], "9s8c2h", exact_limit=0, samples=4000, seed=3)
    assert not sampled.exact and sampled.deals == 4000
    for p in range(3):
        assert 0 < sampled.error(p) < 0.01
        assert abs(sampled.mean(p) - exact.mean(p)) < 4 * sampled.error(p)


@pytest.mark.skipif(not FULL, reason="a preflop enumeration by eval7: POKERLANG_FULL=1")
def test_preflop_monte_carlo_agrees_with_eval7_enumeration():
    ours = Calculator(load_game("holdem")).run(["AsKs", "QdQc"], "", samples=100_000)
    theirs = _eval7_exact(["AsKs", "QdQc"], "", omaha=False)
    assert [ours.mean(0), ours.mean(1)] == pytest.approx(theirs, abs=TOLERANCE)


def test_hi_lo_scoops_splits_and_a_low_nobody_makes():
    calc = Calculator(load_game("omaha-hi-lo"))
    # Hand 1 holds the nut low and the wheel on this river: every chip.
    scoop = calc.run(["As2dKcKh", "QsQdJcJh"], "3h4c5sTd9c")
    assert scoop.mean(0) == 1.0 and scoop.scoop(0) == 1.0
    # Hand 1 has the best high (trips), hand 2 the only low: half each, nobody scoops.
    split = calc.run(["KsKdQcJh", "As2d9c9h"], "Kh3c6s8dTd")
    assert split.mean(0) == split.mean(1) == 0.5 and split.scoop(0) == split.scoop(1) == 0
    assert split.share("high", 0) == 1.0 and split.share("low", 1) == 1.0
    # Three big cards on the board: no low can be made, so the high takes the whole pot.
    no_low = calc.run(["KsKdQcJh", "As2d9c9h"], "KhQdTs")
    assert no_low.unclaimed["low"] == no_low.deals and no_low.mean(0) + no_low.mean(1) == pytest.approx(1)
    assert no_low.scoop(0) == no_low.share("high", 0)


def test_swingo_borrows_one_card_of_an_opponents_board():
    """Swingo's hands: two held cards / three on the seat's own board; one shared river.
    Jacks on their own lose to aces, but the jack on the other board makes three of them."""
    calc = Calculator(load_game("swingo"))
    assert calc.run(["AcKc/Qd2h3s", "JhJd/4c7s8h"], "Ad").mean(0) == 1.0
    assert calc.run(["AcKc/Jc2h3s", "JhJd/4c7s8h"], "Ad").mean(1) == 1.0


def test_a_deck_by_the_number_of_players_ranks_by_that_deck():
    # Up to six players play 36 cards (sixes to aces), where A-6-7-8-9 is a straight; seven
    # or more the full deck, where it is not: two hands are dealt the short deck's straights.
    path = TESTS / "written" / "holdem-short-handed-deck.poker"
    args = ["equity", str(path), "--hands", "Ah6c KdKc", "--board", "7d8s9hKsQc"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert "│ 1    │ Ah6c  │ 100.00% │" in result.output


def test_zone_sizes_follow_the_steps():
    sizes = final_sizes(load_game("swingo"))
    assert (sizes["hand"], sizes["board"], sizes["river"]) == (2, 3, 1)


@pytest.mark.parametrize(
    "args,message",
    [
        (["holdem", "--hands", "AsKs AsQc"], "As given twice"),
        (["holdem", "--hands", "AsKs Zz2c"], "hand 2"),
        (["holdem", "--hands", "AsKsQh 9d8d"], "which holds 2 at the showdown"),
        (["holdem", "--hands", "AsKs"], "two hands or more"),
        (["swingo", "--hands", "AsKsQh 9d8d"], "hand / board"),
        (["short-deck", "--hands", "2s2c AsAh"], "not in"),
        (
            ["holdem", "--hands", "As/Kd/Qc 7h7d"],
            "names 3 zones ('/' between them); here it is dealt to one zone, hand",
        ),
    ],
)
def test_bad_input_is_a_usage_error(args, message):
    result = CliRunner().invoke(cli, ["equity", *args])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_golden_output():
    result = CliRunner().invoke(
        cli, ["equity", "omaha-hi-lo", "--hands", "As2sQhJh 3d4d7c6c Kh9c8h3s", "--board", "Ts5h8c"], terminal_width=100
    )
    assert result.exit_code == 0, result.output
    golden = GOLDEN / "equity-omaha-hi-lo.txt"
    if os.environ.get("POKERLANG_GOLDEN"):
        golden.write_text(result.stdout)
    assert result.stdout == golden.read_text()


def test_an_equity_error_is_a_value_error():
    with pytest.raises(EquityError):
        Calculator(load_game("holdem")).run(["AsKs", "AsKs"])


def test_the_examples_of_the_designer_doc_print_what_it_shows():
    """Each `$ pokerlang equity ...` block of docs/designer.md is followed by its output."""
    import shlex

    text = (ROOT / "docs" / "designer.md").read_text()
    blocks = [b.split("\n```")[0] for b in text.split("```\n$ pokerlang ")[1:]]
    assert len(blocks) >= 3
    for block in blocks:
        command, _, shown = block.partition("\n")
        result = CliRunner().invoke(cli, shlex.split(command), terminal_width=100)
        assert result.exit_code == 0, result.output
        assert [line.rstrip() for line in result.stdout.strip().splitlines()] == shown.strip().splitlines()


def test_heads_up_preflop_is_enumerated_exactly():
    """Aces against kings: every one of the 1,712,304 boards, 81.946% to the aces."""
    result = Calculator(load_game("holdem")).run(["AsAh", "KsKc"])
    assert result.exact and result.deals == 1_712_304
    assert round(result.mean(0), 5) == 0.81946 and result.mean(0) + result.mean(1) == pytest.approx(1)


@pytest.mark.parametrize(
    "game,hands,board",
    [
        ("holdem", ["AhKd", "7c7d", "JsTs"], "9s8c2h"),
        ("short-deck", ["AsKs", "QdQc"], "Qs7h9s"),
        ("omaha", ["AsKsQhJh", "9d8d7c6c"], "Ts5h2c"),
        ("omaha-hi-lo", ["As2sQhJh", "3d4d7c6c", "Kh9c8h3s"], "Ts5h8c"),
    ],
)
def test_deals_ranked_on_arrays_settle_as_deals_ranked_one_by_one(game, hands, board):
    """The array path and the deal-by-deal path try the same deals: the same shares,
    scoops and unclaimed shares, to the last deal."""
    on_arrays = Calculator(load_game(game))
    assert on_arrays.batch() is not None
    one_by_one = Calculator(load_game(game))
    one_by_one._batch = None  # as with no numpy
    a, b = on_arrays.run(hands, board), one_by_one.run(hands, board)
    assert a.exact and b.exact and a.deals == b.deals
    assert a.equity == pytest.approx(b.equity) and a.scoops == b.scoops and a.unclaimed == b.unclaimed
    for name in a.shares:
        assert a.share_won[name] == pytest.approx(b.share_won[name])


def test_a_range_is_the_mean_over_its_hands_that_fit_together():
    """AKs against QQ on 2c3d4h: the 24 pairs of hands, each as likely, each every river."""
    calc = Calculator(load_game("holdem"))
    ranged = calc.run(["AKs", "QQ"], "2c3d4h")
    pairs = [(a, q) for a in ("AsKs", "AhKh", "AdKd", "AcKc") for q in ("QsQh", "QsQd", "QsQc", "QhQd", "QhQc", "QdQc")]
    each = [calc.run([a, q], "2c3d4h").mean(0) for a, q in pairs]
    assert ranged.exact and ranged.deals == 24 * 990
    assert ranged.mean(0) == pytest.approx(sum(each) / len(each))


def test_a_range_loses_the_hands_that_hold_a_card_given_elsewhere():
    calc = Calculator(load_game("holdem"))
    # AsAh and AsAd share the ace of spades with AsKs: only AhAd is left of the three.
    assert calc.run(["AsAh,AsAd,AhAd", "AsKs"], "2c3d4h").mean(0) == calc.run(["AhAd", "AsKs"], "2c3d4h").mean(0)
    with pytest.raises(EquityError, match="every hand of the range"):
        calc.run(["AsAh,AsAd", "AsKs"])


def test_sampled_ranges_are_within_their_errors_of_the_exact_answer():
    calc = Calculator(load_game("holdem"))
    exact = calc.run(["AKs,QQ+", "T9s-76s"], "Td9h2c")
    sampled = calc.run(["AKs,QQ+", "T9s-76s"], "Td9h2c", exact_limit=0, samples=20_000, seed=5)
    assert exact.exact and not sampled.exact and sampled.deals == 20_000
    assert abs(sampled.mean(0) - exact.mean(0)) < 4 * sampled.error(0)


def test_a_range_of_another_game_is_explicit_hands():
    """Omaha hands with commas between them: the mean of the two, each every deal."""
    calc = Calculator(load_game("omaha"))
    both = calc.run(["AsKsQhJh,AdKdQcJc", "9d8d7c6c"], "Ts5h2c")
    one, other = (calc.run([h, "9d8d7c6c"], "Ts5h2c").mean(0) for h in ("AsKsQhJh", "AdKdQcJc"))
    assert both.mean(0) == pytest.approx((one + other) / 2)


@pytest.mark.parametrize(
    "args,message",
    [
        (["holdem", "--hands", "AKs,QQ+ ZZ"], "hand 2 'ZZ'"),
        (["holdem", "--hands", "AKs,AsKsQh QQ"], "same number of cards"),
        (["holdem", "--hands", "AsAh,AsAd AsKs"], "every hand of the range"),
        (["omaha", "--hands", "AsKsQhJhTh,AdKd 9d8d7c6c"], "same number of cards, at most 4"),
        (["razz", "--hands", "AKs,QQ+ 2c3c4c"], "a range is for a game whose hand is one zone, not hole / shown"),
    ],
)
def test_a_bad_range_is_a_usage_error(args, message):
    result = CliRunner().invoke(cli, ["equity", *args])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def _on_arrays() -> list[str]:
    """The shipped variants whose showdowns equity settles on arrays."""
    names = []
    for path in sorted((ROOT / "variants").glob("*.poker")):
        try:
            if Calculator(load_game(path.stem)).batch() is not None:
                names.append(path.stem)
        except EquityError:  # wild cards by the deal's order: refused either way
            pass
    return names


ON_ARRAYS = _on_arrays()


def test_most_shipped_variants_settle_on_arrays():
    for name in ("holdem", "omaha-hi-lo", "razz", "seven-card-stud-hi-lo", "deuce-to-seven-triple-draw", "short-deck"):
        assert name in ON_ARRAYS
    assert len(ON_ARRAYS) >= 30


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(ON_ARRAYS), st.randoms(use_true_random=False), st.integers(0, 2))
def test_any_deal_settles_on_arrays_as_deal_by_deal(name, rng, unknown):
    """Any shipped variant settled on arrays, every card dealt but ``unknown`` of the
    last seat's or the table's: the same shares, scoops and unclaimed shares as the
    deal-by-deal path (each share's values on arrays are the scalar path's)."""
    on_arrays = Calculator(load_game(name))
    one_by_one = Calculator(load_game(name))
    one_by_one._batch = None
    game = on_arrays.game
    players = rng.randint(game.min_players, min(game.max_players, 4))
    deck = [str(c) for c in game.at(players).deck()]
    rng.shuffle(deck)
    own, shared = on_arrays.layout.own, on_arrays.layout.shared
    if players * sum(s for _, s in own) + sum(s for _, s in shared) > len(deck):
        players = game.min_players
    seats = [["".join(deck.pop() for _ in range(size)) for _, size in own] for _ in range(players)]
    table = ["".join(deck.pop() for _ in range(size)) for _, size in shared]
    groups = table if table else seats[-1]
    if groups and groups[-1]:
        groups[-1] = groups[-1][: max(0, len(groups[-1]) - 2 * unknown)]
    hands = ["/".join(s) for s in seats]
    board = "/".join(table)
    a, b = on_arrays.run(hands, board), one_by_one.run(hands, board)
    assert a.exact and b.exact and a.deals == b.deals
    assert a.equity == pytest.approx(b.equity) and a.scoops == b.scoops and a.unclaimed == b.unclaimed
    for share in a.shares:
        assert a.share_won[share] == pytest.approx(b.share_won[share])


def test_omaha_before_the_flop_is_sampled_unless_asked_to_enumerate():
    """An Omaha hand takes sixty lookups: its default limit stays 200,000 deals, so the
    1,086,008 deals before the flop are sampled (hold'em's are enumerated)."""
    calc = Calculator(load_game("omaha"))
    assert not calc.run(["AsKsQhJh", "9d8d7c6c"], samples=2000).exact
    assert calc.run(["AsKsQhJh", "9d8d7c6c"], "Ts5h2c2d").exact


def test_exact_heads_up_preflop_from_the_command_line():
    result = CliRunner().invoke(cli, ["equity", "holdem", "--hands", "AsAh KsKc", "--digits", "3"])
    assert result.exit_code == 0, result.output
    assert "every deal tried (1,712,304)" in result.output and "81.946%" in result.output
