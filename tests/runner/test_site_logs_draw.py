"""Draw games in PokerStars logs (2-7 triple draw, badugi, 5 card draw): each discard is
a PHH draw, the cards thrown away named where the log shows them (the hero's), and the
new cards dealt once every drawer has drawn. Checked against the log's own amounts."""

from __future__ import annotations

import pytest
from helpers.paths import TESTS

from pokerlang.runner.replay_files import replay_path
from pokerlang.runner.site_logs import hands_of, read_hand

LOGS = TESTS / "site_logs"
TRIPLE = LOGS / "pokerstars-triple-draw.txt"  # hand-made, as the badugi log (the README)
BADUGI = LOGS / "pokerstars-badugi.txt"
MIXED = LOGS / "real" / "stars-tournament-and-mixed.txt"  # real: its 5 Card Draw hand


def _replayed(tmp_path, text: str):
    path = tmp_path / "log.txt"
    path.write_text(text)
    return list(replay_path(path, None, None))


@pytest.mark.parametrize("log", [TRIPLE, BADUGI], ids=["triple-draw", "badugi"])
def test_a_draw_games_log_agrees_with_its_amounts(log):
    [outcome] = replay_path(log, None, None)
    assert outcome.kind == "agreed", outcome.text


def test_a_real_five_card_draw_hand_agrees():
    [hand] = [h for h in hands_of(MIXED.read_text(), "PokerStars") if "5 Card Draw" in h.splitlines()[0]]
    read = read_hand(hand, "PokerStars")
    assert read.variant == "five-card-draw" and read.betting == "no-limit"  # PHH has no code for it
    assert '"p1 sd ??????"' in read.phh and '"d dh p1 ??????"' in read.phh  # three unseen cards
    outcomes = [o for o in replay_path(MIXED, None, None) if "5 Card Draw" in o.text or "Five-card draw" in o.text]
    assert [o.kind for o in outcomes] == ["agreed"], [o.text for o in outcomes]


def test_the_heros_discards_and_new_cards_are_the_logs():
    phh = read_hand(TRIPLE.read_text(), "PokerStars").phh
    # Bob (p2) draws two unseen cards, the hero (p3) throws Kd Ks and gets 8s 2c; the new
    # cards are dealt after both have drawn, then the hero stands pat twice.
    assert '"p2 sd ????", "p3 sd KdKs", "d dh p2 ????", "d dh p3 8s2c"' in phh
    assert phh.count('"p3 sd"') == 2


def test_new_cards_the_hero_does_not_show_are_not_played(tmp_path):
    # The hero's draw gives 8s 3c, but he shows 2c at the end: a hand the log contradicts.
    text = TRIPLE.read_text().replace("Dealt to Hero [7c 5d 4h] [8s 2c]", "Dealt to Hero [7c 5d 4h] [8s 3c]")
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind in ("refused", "disagreed") and outcome.kind != "agreed", outcome.text


def test_a_discard_naming_fewer_cards_than_it_counts_is_refused(tmp_path):
    text = TRIPLE.read_text().replace("Hero: discards 2 cards [Kd Ks]", "Hero: discards 2 cards [Kd]")
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "refused" and outcome.reason == "not a hand history", outcome.text


def test_a_draw_games_pot_is_checked_against_the_log(tmp_path):
    # The log's total pot 0.10 short of what the players put in: never agreed.
    text = TRIPLE.read_text().replace("Total pot $1.45", "Total pot $1.35")
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "disagreed" and outcome.reason == "total pot", outcome.text
