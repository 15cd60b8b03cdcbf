"""Site hand histories: one small log per site (written from the formats the parsers
read), each hand replayed; PokerStars and Full Tilt logs by our own reader, checked
against the log's posts, total pot and collected amounts, the other sites' through
PokerKit's parsers, against the finishing stacks PokerKit plays and the winnings the log
states."""

from __future__ import annotations


import pytest
from helpers.paths import TESTS

pytest.importorskip("pokerkit")
from pokerlang.runner.replay_files import replay_path
from pokerlang.runner.sites import site_histories

LOGS = TESTS / "site_logs"
SITES = {
    "pokerstars": "PokerStarsParser",
    "fulltilt": "FullTiltPokerParser",
    "ipoker": "IPokerNetworkParser",
    "partypoker": "PartyPokerParser",
    "ongame": "OngameNetworkParser",
    "absolute": "AbsolutePokerParser",
}
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")


OURS = ("pokerstars", "fulltilt")  # read by site_logs, not PokerKit


@pytest.mark.parametrize("site", [s for s in SITES if s not in OURS])
def test_each_sites_log_is_read_by_its_parser_and_its_hand_agrees(site):
    path = LOGS / f"{site}.txt"
    parser, hands = site_histories(path.read_text())
    assert parser == SITES[site] and len(hands) == 1
    [outcome] = replay_path(path, None, None)
    assert outcome.kind == "agreed", outcome.text
    assert "finishing stacks match" in outcome.text


@pytest.mark.parametrize("site", OURS)
def test_a_pokerstars_or_full_tilt_log_is_read_by_our_reader_and_checked_against_its_own_amounts(site):
    [outcome] = replay_path(LOGS / f"{site}.txt", None, None)
    assert outcome.kind == "agreed", outcome.text
    assert "the log's posts, total pot and collected amounts match" in outcome.text


def test_cents_are_played_exactly():
    # Cid raises to $0.35, is called, bets $0.50 and takes the pot of $0.75 uncalled.
    from pokerlang.runner.phh import replay_phh

    _, [history] = site_histories((LOGS / "ongame.txt").read_text())
    state, _ = replay_phh(history.dumps())
    assert list(state.result().stacks) == [995, 502, 865]


def test_a_log_whose_winnings_differ_from_the_pots_disagrees(tmp_path):
    path = tmp_path / "ps.txt"
    path.write_text((LOGS / "pokerstars.txt").read_text().replace("Seat 3: Cid collected", "Seat 1: Ann collected"))
    [outcome] = replay_path(path, None, None)
    assert outcome.kind == "disagreed" and outcome.reason == "winnings"


def test_two_hands_in_one_log_are_two_outcomes(tmp_path):
    text = (LOGS / "pokerstars.txt").read_text()
    path = tmp_path / "two.txt"
    path.write_text(text + text.replace("#200000000001", "#200000000002"))
    assert [o.kind for o in replay_path(path, None, None)] == ["agreed", "agreed"]


def test_a_text_file_no_parser_reads_is_refused(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Dear diary, today I played poker.\n")
    [outcome] = replay_path(path, None, None)
    assert outcome.kind == "refused" and outcome.reason == "not a hand history"
