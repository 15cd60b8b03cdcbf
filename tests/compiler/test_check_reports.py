"""What `check` reports once a file is in error: each problem once, at the author's line,
and nothing that only follows from a line already refused."""

from __future__ import annotations

from pokerlang.check import check_file


def codes(path) -> list[str]:
    return [d.code for d in check_file(path)]


# A file extending stud with a draw too big for eight: the steps of the file it extends
# come to the author's one line, said once (not once for each step they passed through).
def test_a_problem_of_an_extended_game_is_said_once_at_the_authors_line(tmp_path):
    path = tmp_path / "buy.poker"
    path.write_text(
        'game "Stud with a buy"\nextends seven-card-stud\nplayers 2..7\n'
        "step buy after seventh-street { draw 0..1 from hole for 1 big-bet }\n"
        "step last after buy { bet big first best shown by showing }\n"
    )
    found = check_file(path)
    assert [(d.code, d.span.line) for d in found] == [("E201", 4)]


# A deck naming a card twice is refused; the rest of the file is checked against the deck
# meant (its cards once each), not a standard deck, so its ranking of 9..A is not refused.
def test_a_deck_naming_a_card_twice_brings_no_follow_on_error(tmp_path):
    path = tmp_path / "dice.poker"
    path.write_text(
        'game "Nines up"\nplayers 2..3\ndeck cards 9s 9s 10s Js Qs Ks As 9h 10h Jh Qh Kh Ah\nforced ante\n'
        "zone dice per seat public\n"
        "ranking nines { cards 3  ranks 9..A  ace high\n"
        "  order high-card < pair < three-of-a-kind }\n"
        "step roll { deal 3 up to dice  bet }\nshowdown 3 of dice by nines\n"
    )
    assert codes(path) == ["E111"]
