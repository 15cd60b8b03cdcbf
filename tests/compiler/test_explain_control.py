"""Events, conditions and control steps in English, one construct at a time."""

import attrs
import pytest
from helpers.explain_ir import HAND, TABLE, game, share

from pokerlang.explain import explain
from pokerlang.explain import phrases as say
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.pot import Price
from pokerlang.ir.ranking import Source

IN_OUT = (ir.DeclareOption(name="in", shares=("in",)), ir.DeclareOption(name="out", shares=(), folds=True))


def explained(source: str) -> str:
    """The English of a game written out in the test."""
    from pokerlang.compiler import compile_source

    return explain(compile_source("test.poker", source).game)


def test_conditions():
    assert say.PHRASES[c.OneIn](c.OneIn()) == "only one player is in"
    assert say.PHRASES[c.Alone](c.Alone(seat="dealer")) == "the dealer is the only player in"
    assert say.PHRASES[c.DeckFewer](c.DeckFewer(count=8)) == "the deck holds fewer than eight cards"
    both = c.Any(parts=(c.DeckFewer(count=1), c.All(parts=(c.Not(part=c.OneIn()), c.Alone(seat="big-blind")))))
    assert say.PHRASES[c.Any](both) == (
        "the deck holds fewer than one card or (more than one player is in and the big blind is the only player in)"
    )
    assert say.PHRASES[c.Not](c.Not(part=c.Alone(seat="dealer"))) == "the dealer is not the only player in"
    assert say.PHRASES[c.Not](c.Not(part=c.AllUp(zone="hand"))) == "some card of that player's hand is face down"
    queens = c.Holds(zone="hand", pattern=CardPattern(ranks="Q", cards=(51,)))
    assert say.PHRASES[c.Holds](queens) == "that player's hand holds a queen or the As"
    assert say.PHRASES[c.Not](c.Not(part=queens)) == "that player's hand holds none of the queens and the ace of spades"
    assert say.PHRASES[c.Not](c.Not(part=c.Not(part=c.OneIn()))) == "it is not so that more than one player is in"


def test_a_negated_or_is_said_as_and_of_negations_keeping_its_grouping():
    """`if not (hand holds A or hand holds K)`: neither an ace nor a king, never
    "(not an ace) or a king"."""
    aces, kings = (c.Holds(zone="hand", pattern=CardPattern(ranks=r)) for r in "AK")
    either = c.Not(part=c.Any(parts=(aces, kings)))
    assert say.PHRASES[c.Not](either) == (
        "that player's hand holds none of the aces and that player's hand holds none of the kings"
    )
    both = c.Not(part=c.All(parts=(c.OneIn(), c.Any(parts=(aces, kings)))))
    assert say.PHRASES[c.Not](both) == (
        "more than one player is in or (that player's hand holds none of the aces"
        " and that player's hand holds none of the kings)"
    )


def test_if_and_else():
    step = c.If(
        condition=c.Alone(seat="dealer"),
        then=(ir.Deal(count=1, zone="hand", face_up=True),),
        otherwise=(ir.Burn(count=1),),
    )
    assert say.PHRASES[c.If](step, TABLE) == (
        "If the dealer is the only player in: the dealer deals one card face up to each player's hand."
        " Otherwise: the dealer burns one card."
    )


# An `if` inside the first block is not read as the one the `else` answers.
def test_an_else_names_the_condition_it_answers():
    inner = c.If(condition=c.OneIn(), then=(ir.Burn(count=3),))
    step = c.If(condition=c.Alone(seat="dealer"), then=(inner,), otherwise=(ir.Burn(count=1),))
    said = say.PHRASES[c.If](step, TABLE)
    assert said.endswith("Otherwise, when not (the dealer is the only player in): the dealer burns one card.")


def test_an_if_holding_a_repeat_lists_its_steps_so_the_steps_after_the_repeat_stand_apart():
    roll = ir.Repeat(body=(ir.Roll(count=1, zone="hand"),), until=c.AllUp(zone="hand"))
    step = c.If(
        condition=c.Not(part=c.AllUp(zone="hand")), then=(roll, ir.Burn(count=1)), otherwise=(ir.Burn(count=2),)
    )
    assert say.PHRASES[c.If](step, TABLE).split("\n") == [
        "If some card of that player's hand is face down:",
        "- The following is played again and again until every card of that player's hand is face up:",
        (
            "  - Each player turns face up the first card still face down in their hand, in the order the cards lie"
            " there; nobody chooses."
        ),
        "- The dealer burns one card.",  # its own item, not the last sentence of the repeat's
        "Otherwise, when every card of that player's hand is face up: the dealer burns two cards.",
    ]


def test_a_challenge_reads_as_one():
    step = c.If(
        condition=c.Alone(seat="dealer"),
        then=(ir.Declare(options=IN_OUT, together=False, declarers=c.Declarers(seat="dealer", but=True)),),
    )
    assert say.PHRASES[c.If](step, TABLE) == (
        "If the dealer is the only player in, every other player declares again, in turn from the"
        " dealer's left: in or out. Whoever comes in challenges the dealer."
    )


def test_declarers_and_paying_the_pot():
    by = ir.Declare(options=IN_OUT, together=False, declarers=c.Declarers(seat="dealer", but=True))
    assert say.declare(by, TABLE) == (
        "In turn from the dealer's left, every player dealt in but the dealer declares in or out. Declaring out folds."
    )
    match = ir.DeclareOption(name="match", shares=(), price=Price(pots=1))
    assert say.declare_option(match) == "match (paying as much as the pot holds, or all they have)"


def test_a_repeat_within_a_deal():
    loop = ir.Repeat(body=(ir.Deal(count=1, zone="hand", face_up=True),), until=c.DeckFewer(count=10))
    assert say.repeat(loop, TABLE) == (
        "The following is played again and again until the deck holds fewer than ten cards:\n"
        "- The dealer deals one card face up to each player's hand."
    )


def test_an_event_is_a_table_rule_for_one_player():
    fours = c.When(pattern=CardPattern(ranks="4"), face_up=True, body=(ir.Deal(count=1, zone="hand", face_up=False),))
    threes = c.When(
        pattern=CardPattern(ranks="3"),
        face_up=None,
        body=(
            ir.Declare(
                options=(
                    ir.DeclareOption(name="match", shares=(), price=Price(pots=1)),
                    ir.DeclareOption(name="fold", shares=(), folds=True),
                ),
                together=False,
            ),
        ),
    )
    page = explain(attrs.evolve(game(), zones=(HAND,), events=(fours, threes)))
    assert (
        "Whenever a player is dealt a four face up, at once (before the dealing goes on) and"
        " for that player alone: the dealer deals one card face down to that player's hand."
    ) in page
    assert (
        "Whenever a player is dealt a three, at once (before the dealing goes on) and for that"
        " player alone: that player declares match (paying as much as the pot holds, or all they have)"
        " or fold."
    ) in page
    assert "Declaring fold folds" not in page


def test_turns_and_beats_others():
    from helpers.explain_ir import UPCARDS

    turns = c.Turns(
        first=None,
        body=(
            ir.Repeat(
                body=(ir.Expose(count=1, zone="hand", together=False),), until=c.Beats(zone="hand", ranking=UPCARDS)
            ),
            ir.Bet(size="small", first=ir.Opener(kind="after", seat="dealer")),
        ),
    )
    assert say.PHRASES[c.Turns](turns, TABLE) == (
        "Each player, in turn, beginning with the player to the dealer's left, plays the following alone:\n"
        "- The following is played again and again until that player's face-up cards in their hand rank"
        " above those of every other player still in (ranked by *best showing cards*):\n"
        "  - That player turns one card of their hand face up.\n"
        "- Betting round, begun by the first active player to the dealer's left."
    )


def test_each_sentence_of_an_if_block_starts_with_a_capital(tmp_path):
    from pokerlang.compiler import compile_source
    from pokerlang.explain import explain

    path = tmp_path / "buy.poker"
    path.write_text(
        "import rankings\nplayers 2..4\nforced ante\nzone hand per seat private\n"
        "step deal { deal 5 to hand  declare pat, buy together }\n"
        "step buy { each in turn { if seat declared buy { pay 1 ante from seat to pot  draw 1..1 from hand } } }\n"
        "showdown 5 of hand by high\n",
        encoding="utf-8",
    )
    said = explain(compile_source(path).game)
    assert ". That player discards exactly one card" in said and ". that player" not in said


def test_a_count_of_cards_of_a_rank_named_by_a_card_reads_as_english():
    """`if hand holds at least 2 rank of put`: "at least two cards of the rank ...", never
    "at least two the cards of"."""
    from pokerlang.ir.pattern import NamedRank

    named = CardPattern(named=(NamedRank(zone="put"),))
    two = c.Holds(zone="hand", pattern=named, count=2)
    assert say.PHRASES[c.Holds](two) == "that player's hand holds at least two cards of the rank showing in the put"


def test_the_pot_paid_out_whole_is_not_the_pot_paying_the_pot():
    from pokerlang.explain.payments import pay
    from pokerlang.ir.expr import Call, Pay

    whole = Pay(amount=Call(name="pot"), payers="pot", payees="dealer")
    assert pay(whole) == "The pot pays the dealer the whole pot (at most what it holds)."


def test_a_hand_made_of_exactly_so_many_of_each_zone_says_how_many():
    """`best 5 of 2 of hand + 3 of board makes ...`: Omaha's two, not any five of seven."""
    from pokerlang.compiler import compile_source

    src = (
        'game "X"\nextends holdem\nwhen hand ends { pay 1 from house to losers'
        " if best 5 of 2 of hand + 3 of board makes four-of-a-kind or better by high }\n"
    )
    text = explain(compile_source("x.poker", src).game)
    assert "the best five cards of their hand (exactly two) and board (exactly three) make four of a kind" in text


def test_a_step_with_a_block_and_steps_after_it_lists_each_so_the_block_ends_where_it_does():
    from pokerlang.compiler import compile_source

    source = (
        'game "Nest"\nextends holdem\n'
        "step preflop { each in turn { declare keep, trade in turn } bet first after big-blind }\n"
    )
    text = explain(compile_source("nest.poker", source).game)
    assert (
        "1. **Preflop.**\n   - Each player, in turn, beginning with the player to the dealer's left, plays the"
        " following alone:\n     - That player declares keep or trade.\n   - Betting round," in text
    )


def test_an_else_if_chain_reads_as_otherwise_if_then_none_of_these():
    from pokerlang.compiler import compile_source

    source = (
        'game "Elif"\nextends holdem\nstep preflop { each in turn { if stack(seat) > 100 { pay 1 from seat to pot }'
        " else if stack(seat) > 50 { pay 2 from seat to pot } else { pay 3 from seat to pot } } }\n"
    )
    text = explain(compile_source("elif.poker", source).game)
    assert (
        "If that player's stack is more than 100: that player pays 1 to the pot. Otherwise, if that player's stack"
        " is more than 50: that player pays 2 to the pot. Otherwise, when none of these: that player pays 3" in text
    )


def test_an_else_if_after_a_block_with_an_if_of_its_own_names_the_conditions_it_follows():
    from pokerlang.compiler import compile_source

    source = (
        'game "Elif"\nextends holdem\nstep preflop { each in turn { if stack(seat) > 100 { if stack(seat) > 150'
        " { pay 1 from seat to pot } } else if stack(seat) > 50 { pay 2 from seat to pot } } }\n"
    )
    text = explain(compile_source("elif.poker", source).game)
    assert "Otherwise, if that player's stack is more than 50 (when that player's stack is at most 100):" in text


def test_what_a_player_put_in_is_said_of_them():
    from pokerlang.compiler import compile_source

    source = 'game "Put"\nextends holdem\ntally put per seat\nwhen hand ends { set put of everyone to staked(seat) }\n'
    assert "their put is set to what they staked this hand" in explain(compile_source("put.poker", source).game)


def test_an_exact_composition_makes_a_hand_as_with_best_in_front():
    from pokerlang.compiler import compile_source

    def ending(condition: str):
        line = f"when hand ends {{ add 1 to b of players-in if {condition} }}\n"
        source = 'game "B"\nextends omaha\ntally b per seat\n' + line
        return compile_source("b.poker", source).game.endings

    exact = ending("2 of hand + 3 of board makes straight or better by high")
    assert exact == ending("best 5 of 2 of hand + 3 of board makes straight or better by high")


def test_a_repeat_inside_deal_after_deal_is_indented_under_its_head():
    """An outside author (round a33) could not tell where a repeat nested in deal after
    deal ended: its body is indented one level more than the steps after it."""
    inner = ir.Repeat(body=(ir.Deal(count=1, zone="hand", face_up=False),), until=c.DeckFewer(count=50))
    outer = ir.Repeat(body=(inner, ir.Showdown(shares=(share(Source("hand")),))), until=c.OneIn())
    lines = say.repeat(outer, TABLE).split("\n")
    assert lines[1].startswith("- The following is played again and again until the deck holds fewer than 50")
    assert lines[2].startswith("  - The dealer deals one card")
    assert lines[3] == "- Showdown (see below)."


def test_a_negated_test_between_other_conditions_is_bounded():
    # `A and not won(seat) and B`: "it is not so that" would reach to the sentence's end
    source = (
        'extends "holdem"\ngame "n"\ntally beaten shared\n'
        "when hand ends { pay 1 from house to winners if beaten > 0 and not won(seat) and beaten = 0 }\n"
    )
    from pokerlang.compiler import compile_source

    text = explain(compile_source("n.poker", source).game)
    assert "more than 0 and (it is not so that they won a pot) and the count of beaten is 0" in text


def test_an_if_else_with_steps_after_it_in_its_block_is_a_list_of_its_own():
    """Run on, the steps after an `if ... else` read as part of its "Otherwise"."""
    from pokerlang.compiler import compile_source

    source = (
        'game "Nest"\nextends "five-card-draw"\ntally done per seat each hand\n'
        "step the-draw { each in turn { if done of seat = 0 { if pot > 10 { declare one, stand in turn }"
        " else { declare one, all, stand in turn }  set done of seat to 1 } }  bet }\n"
    )
    text = explain(compile_source("nest.poker", source).game)
    assert "- If that player's done is 0:\n" in text
    assert "Otherwise: that player declares one, all or stand.\n" in text
    assert "\n       - For that player: their done is set to 1." in text


# A hand made, as a rule book says it: "a straight or better", "a royal flush" for the
# best straight flush (not "straight flush, A or better"), a straight by its top card.
@pytest.mark.parametrize(
    ("made", "said"),
    [
        ("straight or better", "make a straight or better"),
        ("two-pair or better", "make two pair or better"),
        ("straight-flush, A or better", "make a royal flush (by"),
        ("straight, T or better", "make a straight, ten high or better"),
        ("pair, J or better", "make a pair of jacks or better"),
    ],
)
def test_a_hand_to_make_is_said_as_a_rule_book_says_it(made, said):
    line = f"when hand ends {{ add 1 to b of players-in if best 5 of hand + board makes {made} by high }}\n"
    assert said in explained('game "B"\nextends holdem\ntally b per seat\n' + line)


# Oasis poker's fee, 1-2-3-2-1 antes for one to five cards: the smaller of two amounts is
# one term of the product, in brackets, or it would read as the smaller of n and the rest.
def test_a_smaller_or_larger_of_two_inside_a_sum_or_product_is_bracketed():
    line = "when hand ends { pay min(staked(seat), 6 - staked(seat)) * 1 antes + 1 from players-in to house }\n"
    said = explained('game "B"\nextends holdem\n' + line)
    assert "pays (the smaller of what they staked this hand and 6 less what they staked this hand) times" in said


# Zha Jin Hua's rounds of declarations within one deal: an option named fold leaves the
# hand (the English says so), and a deal folded to one player goes to that player.
def test_rounds_of_declarations_say_that_fold_leaves_and_the_last_one_in_takes_the_pot():
    source = (
        'game "R"\nimport rankings\nplayers 2..6\nforced ante\nzone hand per seat private\n'
        "step deal { deal 3 to hand }\n"
        "step play { repeat until one in { declare call, fold in turn  pay 1 from players-in to pot } }\n"
        "showdown best 3 of hand by three-card\n"
    )
    said = explained(source)
    assert "declares call or fold. Declaring fold leaves the hand." in said
    assert "If all players but one fold, the last one takes the pot without showing their cards." in said


# Robert's Rules, stud: "if two players have identical high hands, the player closest to the
# dealer's left acts first"; a ranking that breaks ties by suit decides them itself.
def test_who_acts_first_by_the_cards_says_how_equal_hands_are_decided():
    from pokerlang.compiler import load_game

    said = explain(load_game("seven-card-stud"))
    assert "(ranked by *best showing hand*; of equal hands, the first from the dealer's left)" in said
    assert "(ranked by *best showing cards*)" in said  # the bring-in: suits break ties
