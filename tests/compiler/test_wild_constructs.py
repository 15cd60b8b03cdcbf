"""The wild-card constructs on small written games: a seat's lowest hole card (Kings and
Little Ones), a share's own wild cards, jokers in the deck, and what `check` refuses."""

from __future__ import annotations

import textwrap

import pytest
from helpers.stud_play import check_or_call_down
from helpers.written_games import compile_games

from pokerlang.cards import card
from pokerlang.check import check_file
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

KINGS_AND_LITTLE_ONES = """game "Kings and little ones"
import rankings
players 2..7
forced ante
zone hole per seat private
zone shown per seat public
wild kings
wild lowest rank of hole per seat
step third { deal 2 to hole  deal 1 up to shown  bet first best shown by upcards }
step fourth { deal 1 up to shown  bet first best shown by upcards }
step fifth { deal 1 up to shown  deal 1 to hole  bet first best shown by upcards }
showdown best 5 of hole + shown by high
"""

SPLIT = """game "Deuces wild for high only"
import rankings
players 2..6
forced ante
zone hand per seat private
deal 5 to hand
bet
showdown {
    high: best 5 of hand by high with deuces wild
    low:  best 5 of hand by ace-to-five-low
}
"""

JOKER_DRAW = """game "Joker draw"
import rankings
players 2..6
deck standard + 2 jokers
forced ante
zone hand per seat private
wild jokers
deal 5 to hand
bet
showdown 5 of hand by high
"""


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    return compile_games(tmp_path_factory.mktemp("wild"), kings=KINGS_AND_LITTLE_ONES, split=SPLIT, joker=JOKER_DRAW)


def play(game, *rounds, players=2):
    deck = [card(c) for r in rounds for c in r.split()]
    state = new_hand(game, TableStakes(ante=1, stacks=100, players=players), deck=deck, button=players - 1)
    check_or_call_down(state)
    result = state.result()
    return {s.seat: s.hands for s in result.shown}, result


def test_each_players_lowest_hole_card_and_its_rank_are_wild_for_that_player_alone(games):
    # Seat 0's lowest hole card is a four: its three fours are wild, with A-A five aces.
    # Seat 1's lowest hole card is the deuce dealt last; the 4s it shows is a natural card.
    hands, result = play(games["kings"], "4h 9c", "Ah Jd", "4c 9d", "Ad 4s", "4d 5c", "8s 2c")
    assert hands[0]["high"] == "five of a kind, aces"
    assert hands[1]["high"] == "three of a kind, nines"  # 9c 9d and the wild 2c
    assert result.winners() == {0}


def test_a_seats_lowest_card_passes_over_cards_already_wild(games):
    # Seat 0 holds a king in the hole: kings are wild anyway, so its lowest is the eight.
    # Seat 1's lowest hole card is a three: its deuce is face up, and not wild.
    hands, _ = play(games["kings"], "Kh 3c", "8d 3d", "8c 2s", "Ah 7h", "6d 5c", "Qs Tc")
    assert hands[0]["high"] == "four of a kind, aces"  # Kh, 8d, 8c wild with the Ah
    assert hands[1]["high"] == "three of a kind, tens"  # 3c 3d wild with the Tc


def test_who_bets_first_does_not_count_a_hole_card_made_wild(games):
    # Seat 1 shows the 4s; its lowest hole card is a four, but the others cannot know.
    game = games["kings"]
    deck = [card(c) for c in "4h 9c 7h 4d Ks 4s".split()]
    state = new_hand(game, TableStakes(ante=1, stacks=100, players=2), deck=deck, button=1)
    assert state.to_act == 0  # a king showing is wild: the best


def test_a_shares_own_wild_cards_play_in_that_share_only(games):
    # Seat 0: 2c 2d Ac Kc Qc: deuces wild for high make a royal flush; for low they pair.
    hands, result = play(games["split"], "2c 7h", "2d 6h", "Ac 5h", "Kc 4h", "Qc 3d")
    assert hands[0] == {"high": "straight flush, ace high", "low": "pair of deuces"}
    assert hands[1]["low"] == "7-6-5-4-3 low"
    shares = {s.name: [w.seat for w in s.winners] for s in result.pots[0].shares}
    assert shares == {"high": [0], "low": [1]}


def test_two_jokers_in_the_deck_both_wild(games):
    game = games["joker"]
    assert len(game.deck()) == 54 and [str(c) for c in game.deck()[-2:]] == ["X1", "X2"]
    hands, _ = play(game, "X1 Kd", "X2 Ad", "Ac 5h", "As 4h", "Ah 3d")
    assert hands[0]["high"] == "five of a kind, aces"  # both jokers and three aces
    assert hands[1]["high"] == "ace high"


def test_explain_names_each_kind_of_wild_card(games):
    kings = explain(games["kings"])
    assert "Kings are wild." in kings
    assert "Each player's lowest card in their hole (aces high), and every card of its rank, is wild" in kings
    assert "with deuces wild" in explain(games["split"])
    assert "and two jokers (54 cards)" in explain(games["joker"])


# ---- what check refuses -------------------------------------------------------------------

HEAD = """game "t"
import rankings
players 2..6
zone hand per seat private
"""


@pytest.fixture
def check(tmp_path):
    def run(text: str) -> str:
        path = tmp_path / "v.poker"
        path.write_text(textwrap.dedent(text))
        return "\n".join(d.render() for d in check_file(path)).replace(str(tmp_path) + "/", "")

    return run


def test_check_refuses_a_wild_rank_the_deck_does_not_hold(check):
    out = check(HEAD + "deck ranks 6..A\nwild deuces\ndeal 5 to hand\nbet\nshowdown 5 of hand by short-deck\n")
    assert "v.poker:6:1: error[E220]: no card of the deck is wild: the deck holds no deuces" in out


def test_a_joker_named_by_its_history_name_is_told_its_rule_name(check):
    out = check(HEAD + "deck standard + 1 joker\nwild X1\ndeal 5 to hand\nbet\nshowdown 5 of hand by high\n")
    assert "error[E220]: no card of the deck is wild: a joker is named `jokers` in a rule, not X1 or X2" in out
    assert "hint: write `wild jokers`" in out


def test_check_refuses_wild_jokers_without_jokers(check):
    out = check(HEAD + "wild jokers\ndeal 5 to hand\nbet\nshowdown 5 of hand by high\n")
    assert "the deck holds no jokers" in out and "deck standard + 1 joker" in out


def test_check_refuses_a_joker_nothing_makes_wild(check):
    out = check(HEAD + "deck standard + 1 joker\ndeal 5 to hand\nbet\nshowdown 5 of hand by high\n")
    assert "may hold a joker, but no rule makes jokers wild" in out


def test_check_refuses_a_phh_code_for_a_game_with_jokers(check):
    out = check(
        HEAD + 'phh "NF"\ndeck standard + 1 joker\nwild jokers\ndeal 5 to hand\nbet\nshowdown 5 of hand by high\n'
    )
    assert "a game with jokers has no PHH code" in out


def test_check_refuses_wild_cards_with_badugi(check):
    out = check(HEAD + "wild deuces\ndeal 4 to hand\nbet\nshowdown 4 of hand by badugi\n")
    assert "ranking 'badugi' cannot rank wild cards" in out


def test_a_deck_holds_at_most_two_jokers(check):
    out = check(HEAD + "deck standard + 3 jokers\nwild jokers\ndeal 5 to hand\nbet\nshowdown 5 of hand by high\n")
    assert "a deck of 3 jokers" in out


def test_lowest_of_a_shared_zone_is_refused(check):
    out = check(
        HEAD + "zone board shared public\nwild lowest rank of board per seat\ndeal 5 to hand\n"
        "deal 1 to board\nbet\nshowdown best 5 of hand + board by high\n"
    )
    assert "zone 'board' is shared" in out


def test_a_clean_wild_game_has_no_diagnostics(check):
    assert (
        check(
            HEAD + "wild deuces\nwild jokers as bug\ndeck standard + 1 joker\ndeal 5 to hand\nbet\n"
            "showdown 5 of hand by high\n"
        )
        == ""
    )


ONE_EYED = """game "One-eyed jacks, threes and nines"
import rankings
players 2..6
forced ante
zone hand per seat private
wild Js Jh
wild 3 9
deal 5 to hand
bet
showdown 5 of hand by high
"""


def test_fixed_cards_and_ranks_are_wild_and_the_rest_of_their_rank_is_not(tmp_path):
    game = compile_games(tmp_path, one_eyed=ONE_EYED)["one_eyed"]
    # Seat 0: Js Jh 3c 9d wild with the Ks: five kings. Seat 1: Jc Jd are natural jacks.
    hands, _ = play(game, "Js Jc", "Jh Jd", "3c Ac", "9d Ad", "Ks 7h")
    assert hands[0]["high"] == "five of a kind, kings"
    assert hands[1]["high"] == "two pair, aces and jacks"
    assert "The jack of hearts and the jack of spades are wild. Threes and nines are wild." in explain(game)


# ---- the joker's name ---------------------------------------------------------------------


def test_a_joker_is_written_x1_or_x2_and_reads_back():
    from pokerlang.cards import cards

    assert [str(c) for c in cards("X1 x2")] == ["X1", "X2"]
    assert [c.index for c in cards("AsX1")] == [51, 52]
    assert card(53).long_name() == "joker" and card(52).is_joker and not card(51).is_joker


def test_a_history_with_jokers_replays(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    path = tmp_path / "h.jsonl"
    run = CliRunner().invoke(
        cli,
        [
            "run",
            "california-lowball",
            "--hands",
            "40",
            "--players",
            "6",
            "--seed",
            "2",
            "--agents",
            "random,call",
            "--history",
            str(path),
        ],
        catch_exceptions=False,
    )
    assert run.exit_code == 0, run.output
    assert '"X1"' in path.read_text()  # the joker was dealt, by name
    replayed = CliRunner().invoke(cli, ["replay", str(path)], catch_exceptions=False)
    assert replayed.exit_code == 0 and "every result matches" in replayed.output


def test_a_wild_line_without_its_cards_is_pointed_at(check):
    out = check(HEAD + "deal 5 to hand\nbet\nwild\nshowdown 5 of deuces\n")
    assert "v.poker:7:1: error[E010]: a wild line names its cards on the same line" in out


THREE_CARD_WILD = """game "Braggers"
import rankings
players 2..6
forced ante
zone hand per seat private
wild Ad Jc 9d
ranking pairs-royal "Bragg" { cards 3  ace high  order high-card < pair < three-of-a-kind }
step deal { deal 3 to hand  bet }
showdown 3 of hand by RANKING
"""


@pytest.mark.parametrize(
    ("ranking", "five", "flush"), [("three-card", False, True), ("pairs-royal", False, False), ("high", True, True)]
)
def test_explain_says_what_a_wild_card_makes_in_the_games_own_ranking(tmp_path, ranking, five, flush):
    """Five of a kind only where a ranking ranks five cards with straight flushes; the flush
    sentence only where flushes count."""
    source = THREE_CARD_WILD.replace("RANKING", ranking).replace("3 of hand", "best 5 of hand" if five else "3 of hand")
    source = source.replace("deal 3", "deal 5" if five else "deal 3")
    text = explain(compile_games(tmp_path, braggers=source)["braggers"])
    assert ("five of a kind is possible" in text) is five
    assert ("in a flush it is the best card of the suit the hand lacks" in text) is flush
    assert "A wild card stands for any card, even one already held" in text
