"""Real PokerStars and Full Tilt logs (tests/site_logs/real, gathered from public
repositories: see its README): every hand agrees with the log's own amounts or is
refused with its reason, and no conversion drops a forced bet."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from decimal import Decimal

import pytest
from helpers.paths import TESTS

from pokerlang.runner.replay_files import replay_path
from pokerlang.runner.site_logs import hands_of, read_hand, site_of
from pokerlang.runner.sites import decoded

LOGS = TESTS / "site_logs"
REAL = LOGS / "real"

THERALION = (REAL / "stars-tournament-and-mixed.txt").read_text().split("\n\n\n")[2].strip() + "\n"


def _replayed(tmp_path, text: str | bytes, name: str = "log.txt"):
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return list(replay_path(path, None, None))


def test_a_tournament_hands_antes_are_in_the_pot(tmp_path):
    # Eight players ante 50, the blinds are 300 and 600, Theralion raises to 1200 and
    # takes 1900: the antes' 400 are in it.
    phh = tomllib.loads(read_hand(THERALION, "PokerStars").phh)
    assert phh["antes"] == [50] * 8
    [outcome] = _replayed(tmp_path, THERALION)
    assert outcome.kind == "agreed", outcome.text


def test_a_hand_played_without_its_antes_disagrees_with_the_logs_total_pot(tmp_path):
    # The ante lines gone, the pot the players fought for is 400 short of the log's 1900.
    text = "\n".join(line for line in THERALION.splitlines() if "posts the ante" not in line) + "\n"
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "disagreed" and outcome.reason == "total pot", outcome.text


DEAD_BLINDS = LOGS / "pokerstars-dead-blinds.txt"  # hand-made, not a real log (its README)


def test_a_dead_blind_is_dead_money_and_the_hands_agree_with_the_log(tmp_path):
    # Dan, then Cid, come back and post small & big blinds: 0.05 dead, 0.10 live.
    outcomes = list(replay_path(DEAD_BLINDS, None, None))
    assert [o.kind for o in outcomes] == ["agreed", "agreed"], [o.text for o in outcomes]
    for hand in hands_of(DEAD_BLINDS.read_text(), "PokerStars"):
        phh = tomllib.loads(read_hand(hand, "PokerStars").phh, parse_float=Decimal)
        p = phh["players"].index("Dan" if "Dan: posts small &" in hand else "Cid")
        assert phh["antes"][p] == Decimal("0.05") and phh["blinds_or_straddles"][p] == Decimal("-0.10")


def test_the_chips_of_a_dead_blind_hand_are_conserved(tmp_path):
    from pokerlang.runner.phh import replay_phh

    for hand in hands_of(DEAD_BLINDS.read_text(), "PokerStars"):
        read = read_hand(hand, "PokerStars")
        state, _ = replay_phh(read.phh, winnings=False)
        result = state.result()
        start = sum(state.starting)
        assert sum(result.stacks) == start  # nothing made or lost: the pot paid out whole
        assert sum(e.amount for e in state.log if e.kind == "dead-blind") == 5  # in cents


def test_a_dead_blind_played_live_would_disagree_with_the_log(tmp_path):
    # Cid's 0.15 all live: Bob and Dan call 0.05 more each, and the pots hold 0.85, not
    # the log's 0.75.
    from pokerlang.runner.phh import replay_phh
    from pokerlang.runner.replay import Mismatch
    from pokerlang.runner.sites import _check_against_log

    hand = hands_of(DEAD_BLINDS.read_text(), "PokerStars")[1]
    read = read_hand(hand, "PokerStars")
    assert "antes = [0, 0, 0.05, 0]" in read.phh and "-0.10" in read.phh
    state, _ = replay_phh(read.phh, winnings=False)
    _check_against_log(state, read, 100, "the hand")  # as read: it agrees
    live = read.phh.replace("antes = [0, 0, 0.05, 0]", "antes = [0, 0, 0, 0]").replace("-0.10", "-0.15")
    state, _ = replay_phh(live, winnings=False)
    with pytest.raises(Mismatch, match="total pot"):
        _check_against_log(state, read, 100, "the hand")


def test_a_small_blind_posted_out_of_its_place_is_dead_money(tmp_path):
    # Dan owes both blinds and posts them in two lines: the small one is out of its place.
    text = DEAD_BLINDS.read_text().split("\n\n\n")[0] + "\n"
    text = text.replace(
        "Dan: posts small & big blinds $0.15", "Dan: posts big blind $0.10\nDan: posts small blind $0.05"
    )
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "agreed", outcome.text
    [outcome] = _replayed(tmp_path, text.replace("Total pot $0.70", "Total pot $0.65"))
    assert outcome.kind == "disagreed" and outcome.reason == "total pot", outcome.text


def test_a_big_blind_posted_by_a_player_coming_into_the_game_is_live(tmp_path):
    # Trend154reg posts a big blind from his seat, checks it, then calls a raise with it.
    hand = hands_of((REAL / "stars-cash-aksnes.txt").read_text(), "PokerStars")[3]
    assert "Trend154reg: posts big blind $0.02" in hand
    phh = tomllib.loads(read_hand(hand, "PokerStars").phh)
    assert phh["blinds_or_straddles"][phh["players"].index("Trend154reg")] == -0.02
    [outcome] = _replayed(tmp_path, hand + "\n")
    assert outcome.kind == "agreed", outcome.text


def test_a_windows_1252_log_is_read(tmp_path):
    text = (LOGS / "pokerstars.txt").read_text().replace("Ann", "Anné")
    [outcome] = _replayed(tmp_path, text.encode("cp1252"))
    assert outcome.kind == "agreed", outcome.text


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-8-sig"])
def test_a_utf16_log_or_one_opening_with_a_byte_order_mark_is_read(tmp_path, encoding):
    text = (LOGS / "fulltilt.txt").read_text().replace("\n", "\r\n")
    [outcome] = _replayed(tmp_path, text.encode(encoding))
    assert outcome.kind == "agreed", outcome.text
    assert decoded(text.encode(encoding)) == (LOGS / "fulltilt.txt").read_text()


def test_a_hand_whose_collected_amount_we_cannot_match_disagrees(tmp_path):
    text = (
        (LOGS / "pokerstars.txt")
        .read_text()
        .replace("Seat 3: Cid collected ($16.60)", "Seat 3: Cid collected ($16.70)")
    )
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "disagreed" and outcome.reason == "winnings", outcome.text


def test_a_rake_the_pots_do_not_pay_disagrees(tmp_path):
    # Huldal collects $5.44 of a $5.60 pot: the rake is $0.16, not $0.06.
    hand = hands_of((REAL / "stars-tournament-and-mixed.txt").read_text(), "PokerStars")[7]
    [outcome] = _replayed(tmp_path, hand.replace("Rake $0.16", "Rake $0.06") + "\n")
    assert outcome.kind == "disagreed" and outcome.reason == "winnings", outcome.text


# The real corpus: every hand, its verdict, and its forced bets against the log's text.
EXPECTED = Counter(agreed=35, refused=1)
REFUSED = Counter({"a card dealt twice": 1})  # a log naming Kc twice


def test_every_real_hand_agrees_or_is_refused_with_its_reason():
    outcomes = [o for path in sorted(REAL.glob("*.txt")) for o in replay_path(path, None, None)]
    assert Counter(o.kind for o in outcomes) == EXPECTED, [o.text for o in outcomes if o.kind != "agreed"]
    assert Counter(o.reason for o in outcomes if o.kind == "refused") == REFUSED
    assert all(
        "the log's posts, total pot and collected amounts match" in o.text for o in outcomes if o.kind == "agreed"
    )


POST = re.compile(r"^(.+?):? (?:posts|antes)\D*?([0-9][0-9,]*(?:\.[0-9]+)?)")


def test_no_real_hands_conversion_drops_an_ante_or_a_blind():
    read = 0
    for path in sorted(REAL.glob("*.txt")):
        text = decoded(path.read_bytes())
        site = site_of(text)
        for hand in hands_of(text, site):
            try:
                phh = tomllib.loads(read_hand(hand, site).phh)
            except Exception:  # noqa: BLE001 - refused hands are counted above
                continue
            read += 1
            players, n = phh["players"], len(phh["players"])
            antes, blinds = phh["antes"], phh["blinds_or_straddles"]
            if n == 2:
                antes, blinds = antes[::-1], blinds[::-1]
            said: Counter = Counter()
            for line in hand.splitlines():
                if (m := POST.match(line)) and m[1] in players:
                    said[m[1]] += Decimal(m[2].replace(",", ""))
            for p, name in enumerate(players):
                stack = phh["starting_stacks"][p]
                assert min(Decimal(str(antes[p])) + abs(Decimal(str(blinds[p]))), stack) == said[name], (
                    hand[:60],
                    name,
                )
    assert read == 36  # every real hand: the 5 Card Draw one too


def test_a_player_sitting_out_is_dealt_no_cards(tmp_path):
    text = (LOGS / "pokerstars.txt").read_text()
    text = text.replace(
        "Seat 3: Cid ($8.25 in chips)\n", "Seat 3: Cid ($8.25 in chips)\nSeat 4: Dan ($3 in chips) is sitting out\n"
    )
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "agreed", outcome.text
    assert "Dan" not in tomllib.loads(read_hand(hands_of(text, "PokerStars")[0], "PokerStars").phh)["players"]


def test_a_full_tilt_hands_antes_are_in_the_pot(tmp_path):
    # Each of the three antes $0.05: Cid takes $0.90, not $0.75.
    text = (LOGS / "fulltilt.txt").read_text()
    antes = "".join(f"{name} antes $0.05\n" for name in ("Ann", "Bob", "Cid"))
    text = text.replace("Ann posts the small blind", antes + "Ann posts the small blind")
    text = text.replace("($0.75)", "($0.90)").replace("Total pot $0.75", "Total pot $0.90")
    assert tomllib.loads(read_hand(text, "Full Tilt").phh)["antes"] == [0.05] * 3
    [outcome] = _replayed(tmp_path, text)
    assert outcome.kind == "agreed", outcome.text
