"""Conditions and counts inside deal after deal: a step under an `if` in a repeat (the card
budget), `someone declared X` / `SEAT declared X`, and `winners` / `losers` of a showdown
played inside `repeat until one in` (Guts). Rule by rule, on small written games."""

from __future__ import annotations

from helpers.invariants import play_randomly
from helpers.written_games import compile_games

from pokerlang.check import check_file

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
