"""The tables of a showdown against the house: a hand of one highest rank beside its
category, each hand once; side bets, each once and made by a declaration at a price."""

from __future__ import annotations

from helpers.error_catalog import run_check

from pokerlang.compiler import compile_source
from pokerlang.ir import game as ir

HEAD = """import rankings
players 2..6
forced ante
zone hand per seat private
zone house shared hidden
step wager { declare pair-plus = pay 1 ante, none together }
step deal { deal 3 to hand  deal 3 to house }
step decide { declare play = pay 1 ante, fold = fold together }
"""


def house(*lines: str, head: str = HEAD) -> str:
    body = "\n    ".join(("best 3 of hand by three-card", "house plays best 3 of house") + lines)
    return head + "showdown against the house {\n    " + body + "\n}\n"


def codes(text: str) -> list[str | None]:
    return [d.code for d in run_check(text)]


def test_a_hand_of_one_rank_is_a_line_of_its_own():
    text = house("pays play: straight-flush of A 100, straight-flush 40, pair 1")
    (showdown,) = [s for s in compile_source("t.poker", text).game.every_action() if isinstance(s, ir.Showdown)]
    table = showdown.house.pays
    assert [(p.category, p.rank, p.odds) for p in table] == [
        ("straight-flush", 12, 100),
        ("straight-flush", None, 40),
        ("pair", None, 1),
    ]
    assert codes(text) == []


def test_a_hand_named_twice_is_refused():
    assert codes(house("ante bonus: straight 1, straight 2")) == ["E432"]
    assert codes(house("pays play: straight-flush of A 100, straight-flush of A 50")) == ["E432"]


def test_the_house_s_hand_or_its_qualifier_said_twice_is_refused():
    assert codes(house("house plays best 3 of house")) == ["E111"]
    twice = ("house qualifies with high-card, queen or better", "house qualifies with pair or better")
    assert codes(house(*twice)) == ["E111"]


def test_two_side_bets_of_one_name_are_refused():
    assert codes(house("side bet pair-plus: pair 1", "side bet pair-plus: flush 4")) == ["E433"]


def test_a_side_bet_needs_a_declaration_at_a_price():
    unpriced = HEAD.replace("pair-plus = pay 1 ante, none", "pair-plus, none")
    assert codes(house("side bet pair-plus: pair 1", head=unpriced)) == ["E433"]


def test_a_side_bet_is_a_rule_of_the_house():
    text = HEAD + "showdown {\n    best 3 of hand by three-card\n    side bet pair-plus: pair 1\n}\n"
    assert codes(text) == ["E426"]


def test_a_declaration_only_for_an_option_nobody_offers_is_refused():
    text = HEAD.replace("fold = fold together", "fold = fold together only declared chek")
    assert codes(house("side bet pair-plus: pair 1", head=text)) == ["E216"]


def test_with_no_house_hand_the_play_table_pays_every_stake_and_nothing_else_is_said():
    lone = "best 3 of hand by three-card", "pays play: pair of J or better 1, pair of 6 or better 0"
    text = HEAD + "showdown against the house {\n    " + "\n    ".join(lone) + "\n}\n"
    assert codes(text) == []
    assert codes(text.replace("pays play", "ante bonus")) == ["E423"]
    assert codes(text.replace("    pays play", "    house qualifies with pair, 2 or better\n    pays play")) == ["E423"]


def forced(*lines: str, head: str = HEAD) -> ir.House:
    text = house(*lines, head=head)
    assert codes(text) == []
    (showdown,) = [s for s in compile_source("t.poker", text).game.every_action() if isinstance(s, ir.Showdown)]
    return showdown.house


def test_a_forced_bet_is_a_bet_of_its_own_sized_in_antes():
    (bet,) = [b for b in forced("forced bet blind of 2 antes: straight 1").side_bets if b.antes]
    assert (bet.name, bet.antes, bet.on_win, bet.push_on) == ("blind", 2, False, ())


def test_a_forced_bet_paid_on_a_win_and_pushed_on_a_win_or_tie():
    (bet,) = [
        b
        for b in forced("forced bet blind of 1 ante, paid on a win: straight 1, else push on a win or tie").side_bets
        if b.antes
    ]
    assert (bet.on_win, bet.push_on) == (True, ("win", "tie"))


def test_a_forced_bets_words_are_checked():
    assert codes(house("forced bet blind of 1 ante, paid on a tie: straight 1")) == ["E445"]
    assert codes(house("forced bet blind of 1 ante: straight 1, else lose on a win")) == ["E445"]
    assert codes(house("forced bet blind of 1 ante: straight 1, else push on a draw")) == ["E445"]


def test_a_forced_bet_needs_an_ante_for_everyone():
    head = HEAD.replace("forced ante\n", "")
    # the declarations' prices in antes are refused already; the forced bet adds its own
    assert codes(house("forced bet blind of 1 ante: straight 1", head=head)) == codes(house(head=head)) + ["E312"]


def test_a_forced_bet_is_not_an_option_too():
    assert codes(house("forced bet pair-plus of 1 ante: straight 1")) == ["E447"]


def test_a_forced_bet_and_a_side_bet_of_one_name_are_refused():
    assert codes(house("side bet pair-plus: pair 1", "forced bet pair-plus of 1 ante: straight 1")) == ["E433"]


# "house qualifies with CATEGORY or better": the worst hand of the category, as
# `hand makes pair or better` reads it.
def test_a_qualifier_of_a_category_alone_is_its_worst_hand():
    from pokerlang.hands.qualifier import qualifying_value

    game = compile_source("t.poker", house("house qualifies with pair or better")).game
    (showdown,) = [s for s in game.every_action() if isinstance(s, ir.Showdown)]
    ranking, alone = showdown.shares[0].ranking, showdown.house.qualifier
    assert (alone.category, alone.ranks) == ("pair", ())
    deuces = forced("house qualifies with pair, 2 or better").qualifier
    assert qualifying_value(ranking, alone) == qualifying_value(ranking, deuces)


# A ranking's `qualify` line is a pot's rule (a hand must make it to win a share):
# against the house it would be silently unread, so it is refused with the house's way.
def test_a_ranking_that_qualifies_hands_is_refused_against_the_house():
    head = HEAD + 'ranking strict "three-card, a pair to win" extends three-card {\n    qualify pair, 2 or better\n}\n'
    body = "best 3 of hand by strict\n    house plays best 3 of house"
    assert codes(head + "showdown against the house {\n    " + body + "\n}\n") == ["E426"]


def test_a_house_qualifies_with_a_category_of_the_files_own_ranking():
    head = HEAD + 'ranking flushes "by its longest flush" {\n    cards 3\n    category flush-2 = flush of 2\n'
    head += "    category flush-3 = flush\n    order high-card < flush-2 < flush-3\n}\n"
    body = "best 3 of hand by flushes\n    house plays best 3 of house\n    house qualifies with flush-2, 9 or better"
    assert codes(head + "showdown against the house {\n    " + body + "\n}\n") == []
    assert codes(head + "showdown against the house {\n    " + body.replace(", 9", "") + "\n}\n") == []


# Another mistake in a showdown against the house is reported alone: the showdown that
# failed to lower is no sign that a game of one player has no house to play.
def test_one_mistake_in_a_house_game_of_one_player_is_one_error():
    text = house("house qualifies with nonsense or better", head=HEAD.replace("players 2..6", "players 1..6"))
    assert codes(text) == ["E106"]


# A side bet on cards of its own names the categories of the ranking it is paid by.
def test_a_side_bet_on_its_own_cards_names_its_rankings_categories():
    text = house("side bet pair-plus on best 5 of hand + house by high: full-house 20, flush 15")
    (showdown,) = [s for s in compile_source("t.poker", text).game.every_action() if isinstance(s, ir.Showdown)]
    (bet,) = showdown.house.side_bets
    assert bet.hand is not None and bet.hand.ranking.name == "high" and bet.hand.composition.size == 5
    assert not bet.kept and codes(text) == []
    assert codes(house("side bet pair-plus on 3 of hand: full-house 20")) == ["E106"]  # by three-card


def test_a_side_bet_on_its_own_cards_by_the_showdowns_ranking():
    text = house("side bet pair-plus on 3 of hand, kept on a fold: straight 6, pair 1")
    (showdown,) = [s for s in compile_source("t.poker", text).game.every_action() if isinstance(s, ir.Showdown)]
    (bet,) = showdown.house.side_bets
    assert bet.hand is not None and bet.hand.ranking.name == "three-card" and bet.kept


def test_a_side_bet_says_only_that_it_is_kept_on_a_fold():
    assert codes(house("side bet pair-plus, kept on a fold: pair 1")) == []
    assert codes(house("side bet pair-plus, paid on a win: pair 1")) == ["E449"]
    assert codes(house("side bet pair-plus, kept on a win: pair 1")) == ["E449"]


def test_a_side_bets_own_hand_needs_a_size_its_ranking_ranks():
    assert codes(house("side bet pair-plus on hand + house: pair 1")) == ["E403"]
    assert codes(house("side bet pair-plus on best 4 of hand + house by high: pair 1")) == ["E402"]
