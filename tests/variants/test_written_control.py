"""Conditions and counts inside deal after deal: a step under an `if` in a repeat (the card
budget), `someone declared X` / `SEAT declared X`, and `winners` / `losers` of a showdown
played inside `repeat until one in` (Guts). Rule by rule, on small written games."""

from __future__ import annotations

from helpers.invariants import play_randomly
from helpers.stacking import stacked
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain

POSTS = """game "Posts"
import rankings
players 2..6
forced ante
zone hand per seat private
zone posts per seat private
step cards {
    deal 3 to hand
    repeat until nobody declared hit or deck has fewer than 12 {
        if cards(posts) > 0 { discard TAKE from posts in turn }
        declare hit, stand in turn
        deal 2 to posts only declared hit
        bet
    }
}
showdown best 3 of hand by three-card
"""


def problems(tmp_path, text: str) -> list[str]:
    path = tmp_path / "v.poker"
    path.write_text(text)
    return [d.render() for d in check_file(path) if "is never used" not in d.message]


# "A step under an `if` may be skipped": the first pass of the repeat holds no posts, but
# a later pass does, so the guarded discard is not refused (E202).
def test_a_guarded_discard_at_the_top_of_a_repeat_finds_its_cards_on_a_later_pass(tmp_path):
    assert problems(tmp_path, POSTS.replace("TAKE", "2")) == []


# ... but a guarded step that no pass can feed is still refused.
def test_a_guarded_discard_no_pass_can_feed_is_refused(tmp_path):
    (message,) = problems(tmp_path, POSTS.replace("TAKE", "3"))
    assert "error[E202]: discard 3 from posts, but posts holds" in message
    never = POSTS.replace("TAKE", "2").replace("deal 2 to posts only declared hit", "deal 2 to hand only declared hit")
    (message,) = problems(tmp_path, never.replace("best 3 of hand", "best 5 of hand").replace("three-card", "high"))
    assert "error[E202]: discard 2 from posts, but posts holds 0" in message


def test_a_guarded_discard_plays_at_every_number_of_players(tmp_path):
    game = compile_games(tmp_path, posts=POSTS.replace("TAKE", "2"))["posts"]
    for players in (2, 4, 6):
        play_randomly(game, players, players)


DECLARED = """game "Declared"
import rankings
players 2..6
forced ante
zone hand per seat private
zone board shared public
step cards { deal 2 to hand  declare in, out together }
if someone declared in { deal 1 to board }
if dealer declared in { deal 2 to board }
showdown best 2 of hand by two-card
"""


def board_after(tmp_path, *declared: str) -> int:
    """Three seats, the dealer at seat 2: seats 0, 1 and 2 declare in that order."""
    game = compile_games(tmp_path, declared=DECLARED)["declared"]
    deck = stacked({0: "As Ks", 1: "Qh Jh", 2: "2c 7d"}, "Ts 9h 4c", button=2, players=3)
    state = new_hand(game, TableStakes(players=3, ante=1, stacks=100), deck=deck, button=2)
    for word in declared:
        state.apply(Declare(word))
    return len(state.zones.cards("board", None))


# "someone declared in": some player still in chose in at their latest declaration.
def test_someone_declared_holds_when_any_player_chose_it(tmp_path):
    assert board_after(tmp_path, "out", "out", "out") == 0
    assert board_after(tmp_path, "out", "in", "out") == 1


# "dealer declared in": the dealer's own latest declaration, whatever the others chose.
def test_a_seat_declared_asks_that_seats_choice(tmp_path):
    assert board_after(tmp_path, "in", "in", "out") == 1
    assert board_after(tmp_path, "out", "out", "in") == 3


def test_declared_is_said_in_english_and_checked_against_the_options(tmp_path):
    game = compile_games(tmp_path, declared=DECLARED)["declared"]
    text = explain(game)
    assert "If a player still in declared in at their latest declaration" in text
    assert "If the dealer declared in at their latest declaration" in text
    (message,) = problems(tmp_path, DECLARED.replace("dealer declared in", "dealer declared inn"))
    assert "error[E227]: 'dealer declared inn' asks of an option no declaration offers" in message
    (message,) = problems(tmp_path, DECLARED.replace("dealer declared in", "dealr declared in"))
    assert "error[E103]: unknown seat 'dealr'" in message
