"""Every IR construct says itself in English, one rule at a time: table settings, the
dealer, betting, players' choices, hands, the showdown, rankings."""

import attrs
from helpers.explain_ir import AFTER_DEALER, BOARD, GRID, HAND, HIGH, LIVE, LOW8, SHOWN, TABLE, UPCARDS, game, share

from pokerlang.ir import game as ir
from pokerlang.explain import explain, used_rankings
from pokerlang.explain import phrases as say
from pokerlang.ir.pot import Payment, PotRule
from pokerlang.ir.ranking import Composition, Qualifier, RankingSpec, Source


# ---- table settings ---------------------------------------------------------------------


def test_betting_limits():
    assert say.betting(ir.Betting()) == "no-limit"
    assert say.betting(ir.Betting(limit="pot-limit")) == "pot-limit"
    assert say.betting(ir.Betting(limit="fixed-limit", cap=4)) == "fixed-limit, at most four bets and raises a round"


def test_forced_bets():
    assert say.forced(ir.Forced(blinds=True)) == "small and big blinds"
    assert say.forced(ir.Forced(ante=True)) == "an ante from every player"
    assert say.forced(ir.Forced(ante=True, ante_big_blinds=5)) == "an ante of five big blinds from every player"
    assert say.forced(ir.Forced(blinds=True, ante=True, ante_big_blinds=1)) == (
        "small and big blinds and an ante of one big blind from every player"
    )
    assert say.forced(ir.Forced()) == "none"


def test_zones_say_owner_and_who_sees():
    assert say.zone(HAND) == "**Hand**: each player has their own, face down; only its owner sees it."
    assert say.zone(SHOWN) == "**Shown**: each player has their own, face up for everyone to see."
    assert say.zone(BOARD) == "**Board**: shared, face up on the table for everyone to see."
    assert "nobody sees" in say.zone(ir.Zone(name="deck", per_seat=False, visibility="hidden"))


def test_grid_zone():
    text = say.zone(GRID)
    assert "two rows of six spaces" in text and "row one belongs to seat one" in text
    assert "each space is a stack, and only its top card plays" in text
    assert "stack" not in say.grid(ir.Grid(rows=2, columns=6, stacks=False))


# ---- the dealer -------------------------------------------------------------------------


def test_burn_and_deal_make_one_sentence():
    street = ir.Street(
        name="flop",
        actions=(
            ir.Burn(count=1),
            ir.Deal(count=3, zone="board", face_up=True),
            ir.Bet(size="small", first=AFTER_DEALER),
        ),
    )
    assert say.street(street, TABLE) == (
        "**Flop.** The dealer burns one card and deals three cards face up to the board. "
        "Betting round, begun by the first active player to the dealer's left."
    )


def test_deal_to_seats_after_betting_says_remaining_players():
    d = ir.Deal(count=1, zone="shown", face_up=True)
    assert say.deal(d, TABLE) == "deals one card face up to each player's shown"
    assert say.deal(d, LIVE) == "deals one card face up to each remaining player's shown"


def test_deal_to_a_grid():
    assert say.deal(ir.Deal(count=12, zone="grid", face_up=True), TABLE) == (
        "deals twelve cards face up to the grid, one to each space"
    )


def test_unnamed_street_has_no_label():
    assert say.street(ir.Street(name=None, actions=(ir.Burn(count=2),)), TABLE) == "The dealer burns two cards."


# ---- betting ----------------------------------------------------------------------------


def test_opener_seats():
    assert say.opener(AFTER_DEALER, TABLE) == "the first active player to the dealer's left"
    assert say.opener(ir.Opener(kind="after", seat="big-blind"), TABLE) == "the player to the left of the big blind"
    assert say.opener(ir.Opener(kind="after", seat="small-blind"), TABLE) == "the player to the left of the small blind"
    assert say.opener(ir.Opener(kind="last-aggressor"), TABLE) == "the last player to bet or raise"


def test_opener_best_and_worst_under_a_ranking():
    best = ir.Opener(kind="best", sources=(Source("board"),), ranking=UPCARDS)
    assert say.opener(best, TABLE) == "the player with the best cards in the board (ranked by *best showing cards*)"
    worst = ir.Opener(kind="worst", sources=(Source("shown"), Source("board", "shared")), ranking=UPCARDS)
    assert say.opener(worst, TABLE).startswith("the player with the worst cards in their shown and the board")


def test_bet_sizes_only_in_fixed_limit():
    b = ir.Bet(size="big", first=AFTER_DEALER)
    assert say.bet(b, TABLE) == "Betting round, begun by the first active player to the dealer's left."
    assert say.bet(b, attrs.evolve(TABLE, fixed_limit=True)).startswith("Betting round in big bets, begun by")


def test_bring_in():
    worst = ir.Opener(kind="worst", sources=(Source("shown"),), ranking=UPCARDS)
    b = ir.Bet(size="small", first=ir.Opener(kind="after", seat="bring-in"), bring_in=worst)
    text = say.bet(b, TABLE)
    assert "the player with the worst cards in their shown" in text
    assert "must open with the bring-in, and the player to their left acts next." in text
    other = attrs.evolve(b, first=ir.Opener(kind="best", sources=(Source("shown"),), ranking=UPCARDS))
    assert "At a table without a bring-in, the player with the best cards" in say.bet(other, TABLE)


def test_a_bring_in_by_a_private_zone_goes_by_its_face_up_cards():
    """Only face-up cards decide who opens: in a zone its owner alone sees, those are not
    all of its cards, and the rule says so."""
    worst = ir.Opener(kind="worst", sources=(Source("hand"),), ranking=UPCARDS)
    b = ir.Bet(size="small", first=ir.Opener(kind="after", seat="bring-in"), bring_in=worst)
    assert "the player with the worst face-up cards in their hand" in say.bet(b, TABLE)
    mixed = ir.Opener(kind="best", sources=(Source("hand"), Source("board", "shared")), ranking=UPCARDS)
    assert say.opener(mixed, TABLE).startswith("the player with the best face-up cards in their hand and the board")


# ---- players' choices -------------------------------------------------------------------


def test_choose_together_and_in_turn():
    c = ir.Choose(count=3, source="hand", target="shown", together=True)
    assert say.choose(c, LIVE) == (
        "Each player still in chooses three cards from their hand and moves them face up to their shown. "
        "Everyone chooses in secret, and the choices are revealed together."
    )
    one = attrs.evolve(c, count=1, together=False)
    assert say.choose(one, TABLE) == (
        "In turn from the dealer's left, each player chooses one card from their hand and moves it face up "
        "to their shown."
    )


def test_expose_and_discard():
    assert say.expose(ir.Expose(count=1, zone="hand", together=False), LIVE) == (
        "In turn from the dealer's left, each player still in turns one card of their hand face up."
    )
    assert "revealed together" in say.expose(ir.Expose(count=2, zone="hand", together=True), LIVE)
    assert say.discard(ir.Discard(count=1, zone="hand", together=False), LIVE) == (
        "In turn from the dealer's left, each player still in discards one card from their hand face down, "
        "without replacement."
    )
    assert "at the same time, in secret" in say.discard(ir.Discard(count=1, zone="hand", together=True), LIVE)


def test_draw_ranges():
    text = say.draw(ir.Draw(low=0, high=5, zone="hand", single=None), LIVE)
    assert text == (
        "In turn from the dealer's left, each player still in may discard from zero to five cards "
        "from their hand and is dealt as many replacements face down."
    )
    assert "discards exactly two cards" in say.draw(ir.Draw(low=2, high=2, zone="hand", single=None), LIVE)
    assert "discards one to three cards" in say.draw(ir.Draw(low=1, high=3, zone="hand", single=None), LIVE)
    assert "is dealt a replacement face down" in say.draw(ir.Draw(low=0, high=1, zone="hand", single=None), LIVE)


def test_draw_single_card_rules():
    offered = say.draw(ir.Draw(low=0, high=5, zone="hand", single="offered-up"), LIVE)
    assert "exactly one card is dealt its replacement face up and may keep it or refuse it" in offered
    assert "the next card is dealt face down, which they must keep" in offered
    two = say.draw(ir.Draw(low=0, high=5, zone="hand", single="two-keep-one"), LIVE)
    assert "dealt two cards face down, keeps one and shows the other before it is mucked" in two
    plain = say.draw(ir.Draw(low=0, high=5, zone="hand", single=None), LIVE)
    assert "exactly one" not in plain and "refuse" not in plain


def test_declare():
    options = (
        ir.DeclareOption(name="high", shares=("high",)),
        ir.DeclareOption(name="low", shares=("low",)),
        ir.DeclareOption(name="pig", shares=("high", "low")),
    )
    assert say.declare(ir.Declare(options=options, together=True), LIVE) == (
        "Each player still in declares high, low or pig (high and low) in secret; "
        "all declarations are revealed at once."
    )
    guts = (ir.DeclareOption(name="in", shares=("in",)), ir.DeclareOption(name="out", shares=(), folds=True))
    assert say.declare(ir.Declare(options=guts, together=False), TABLE) == (
        "In turn from the dealer's left, each player declares in or out. Declaring out folds."
    )
    assert say.declare_option(options[2]) == "pig (high and low)"


def test_moves_and_cursors():
    m = ir.Moves(
        count=12,
        zone="grid",
        moves=("swap", "stack", "pass"),
        cursors=(ir.Cursor(seat=1, side="left"), ir.Cursor(seat=2, side="right")),
    )
    text = say.moves(m, TABLE)
    assert text.startswith("The players take turns, each making twelve moves on the grid")
    assert "Seat one starts at the left end of row one and moves one space right each turn" in text
    assert "seat two starts at the right end of row two and moves one space left" in text
    assert "swap the top card at their position with the top card of an adjacent space" in text
    assert "(a space left empty is dealt a new card face up) or pass." in text
    assert "never diagonal" in text
    assert "Adjacent" not in say.moves(attrs.evolve(m, moves=("pass",)), TABLE)
    assert say.PHRASES[ir.Cursor](ir.Cursor(seat=3, side="right")).startswith("seat three starts at the right end")
    assert "moves first" not in text  # the seats in the order listed
    first = say.moves(attrs.evolve(m, first=AFTER_DEALER), TABLE)
    assert "right end after the last space. The first active player to the dealer's left moves first." in first


def test_repeat_is_a_nested_list():
    guts = (ir.DeclareOption(name="in", shares=("in",)), ir.DeclareOption(name="out", shares=(), folds=True))
    r = ir.Repeat(
        body=(
            ir.Deal(count=3, zone="hand", face_up=False),
            ir.Declare(options=guts, together=True),
            ir.Showdown(shares=(share(Source("hand"), size=3, name="in"),), declared=True),
        )
    )
    assert say.repeat(r, LIVE).split("\n") == [
        "The following is played again and again until only one player is in:",
        "- The dealer deals three cards face down to each player's hand.",
        "- Each player declares in or out in secret; all declarations are revealed at once. Declaring out folds.",
        "- Showdown (see below).",
        "- The player alone in takes the pot, and nobody pays. When nobody is in, the same pot is dealt for again.",
    ]
    g = game(forced=ir.Forced(ante=True), streets=(ir.Street(name="deals", actions=(r,)),))
    text = explain(g)
    assert "1. **Deals.** The following is played again and again" in text
    assert "\n   - The dealer deals three cards" in text
    assert "Only players who declared in take part." in text


# ---- hands ------------------------------------------------------------------------------


def test_composition_best_of_hand_and_board():
    c = Composition(size=5, sources=(Source("hand"), Source("board", "shared")))
    assert say.composition(c, TABLE) == "the best five-card hand from their hand and the board"


def test_composition_omaha_says_exactly():
    c = Composition(size=5, sources=(Source("hand", "own", 2, 2), Source("board", "shared", 3, 3)))
    assert say.composition(c, TABLE) == (
        "the best five-card hand made of exactly two cards from their hand and exactly three from the board"
    )


def test_composition_exactly_the_cards_held():
    c = Composition(size=5, sources=(Source("hand", "own", 5, 5),))
    assert say.composition(c, TABLE) == "a hand of the five cards in their hand"


def test_composition_with_one_opponents_card():
    c = Composition(
        size=5, sources=(Source("hand"), Source("shown"), Source("board", "shared"), Source("shown", "opponent", 0, 1))
    )
    assert say.composition(c, TABLE) == (
        "the best five-card hand from their hand, their shown, the board and at most one card of one opponent's shown"
    )


def test_source_counts():
    assert say.source(Source("hand", "own", 2, None), TABLE) == "at least two cards from their hand"
    assert say.source(Source("hand", "own", 1, 3), TABLE) == "one to three cards from their hand"
    assert say.source(Source("hand", "own", 1, 1), TABLE) == "exactly one card from their hand"
    assert say.source(Source("board", "shared", 3, 3), TABLE, first=False) == "exactly three from the board"
    assert say.source(Source("grid"), TABLE) == "the top cards of their row of the grid"


def test_share_names_its_ranking():
    assert say.share(share(Source("hand", "own", 5, 5)), TABLE) == (
        "a hand of the five cards in their hand, ranked by *standard high*"
    )


# ---- the showdown -----------------------------------------------------------------------


def test_plain_showdown():
    paragraphs = say.showdown(ir.Showdown(shares=(share(Source("hand")),)), TABLE)
    assert paragraphs[0] == "The players still in show their hands."
    assert "The best hand takes the pot; equal hands split it, an odd chip going to the first of them" in paragraphs[1]


def test_lowball_showdown_says_lowest():
    text = " ".join(say.showdown(ir.Showdown(shares=(share(Source("hand"), ranking=LOW8),)), TABLE))
    assert "The lowest hand takes the pot" in text


def test_showdown_order_and_surrender():
    s = ir.Showdown(
        shares=(share(Source("hand")),),
        showing=ir.Showing(first=ir.Opener(kind="last-aggressor"), muck=True, keeps=("shown",)),
    )
    first = say.showdown(s, TABLE)[0]
    assert "in turn, beginning with the last player to bet or raise" in first
    assert "may surrender by mucking their cards unshown, but their shown stays in play for the others" in first


def test_showdown_split_between_shares():
    s = ir.Showdown(
        shares=(
            share(Source("hand", "own", 5, 5), name="five"),
            share(Source("hand", "own", 2, 2), Source("board", "shared", 3, 3), name="omaha"),
        )
    )
    text = "\n".join(say.showdown(s, TABLE))
    assert "The pot is split evenly between two hands:" in text
    assert "- **Five:** a hand of the five cards in their hand" in text
    assert "- **Omaha:** the best five-card hand made of exactly two" in text
    assert "One player may win both parts and take the whole pot." in text
    assert "An odd chip goes to the first winner to the dealer's left." in text


def test_declared_high_low_showdown():
    s = ir.Showdown(
        shares=(share(Source("hand")), share(Source("hand"), ranking=LOW8, name="low")),
        declared=True,
        pot=PotRule(odd_chip="high"),
    )
    text = " ".join(say.showdown(s, TABLE))
    assert "A player contests only the parts they declared." in text
    assert "A player who declared both must win or tie both, or takes nothing" in text
    assert "One player may win both parts" not in text
    assert "If no hand qualifies for a part, the other parts take the whole pot." in text
    assert "An odd chip goes to the high part." in text
    single = " ".join(say.showdown(ir.Showdown(shares=(share(Source("hand"), name="in"),), declared=True), TABLE))
    assert "Only players who declared in take part." in single


def test_guts_payments_and_cap():
    base = ir.Showdown(shares=(share(Source("hand"), size=3),))
    match = " ".join(say.showdown(attrs.evolve(base, pot=PotRule(payment=Payment(), cap=50)), TABLE))
    assert "Every player who loses the showdown matches the pot" in match
    assert "The pot is capped at 50 antes; chips above the cap are set aside for a later pot." in match
    doubles = " ".join(say.showdown(attrs.evolve(base, pot=PotRule(payment=Payment(pots=2, worst=True))), TABLE))
    assert "Only the player with the worst hand pays" in doubles and "doubling it" in doubles
    alone = " ".join(say.showdown(attrs.evolve(base, pot=PotRule(award="alone")), TABLE))
    assert "Nobody takes the pot unless they are the only player in." in alone
    assert len(say.showdown(base, TABLE)) == 2  # no rules paragraph when there are none


# ---- rankings ---------------------------------------------------------------------------


def test_standard_high_ranking():
    assert say.ranking(HIGH) == (
        "**Standard high**: Five-card hands. From best to worst: straight flush, four of a kind, full house, "
        "flush, straight, three of a kind, two pair, pair, high card. Ace plays high, and low in the straight "
        "5-4-3-2-A."
    )


def test_low_ranking_with_qualifier():
    text = say.ranking(LOW8)
    assert "the lowest hand wins" in text and "From best to worst: high card, pair, two pair" in text
    assert "Straights and flushes do not count." in text and "Ace plays low." in text
    assert "To win, a hand must be eight or better." in text


def test_partial_ranking_with_suit_tie_break():
    text = say.ranking(UPCARDS)
    assert "Hands of one to five cards." in text and "A straight or flush needs all five cards." in text
    assert (
        "Ties are broken by the suit of the hand's first card as it reads: "
        "clubs (lowest), diamonds, hearts, spades (highest)."
    ) in text


def test_a_deck_of_five_ranks_has_no_low_straight_to_speak_of():
    # Royal hold'em: tens to aces, where the ace's one straight is A-K-Q-J-10.
    for ace in ("high", "both"):
        royal = RankingSpec(name="royal", ranks="TJQKA", ace=ace, title="royal")
        text = say.ranking(royal)
        assert "Ace plays high." in text and "K-Q-J-10-A" not in text


def test_ace_high_only_and_short_deck():
    d27 = RankingSpec(name="d27", ace="high", lowest_wins=True, title="deuce-to-seven low")
    assert "Ace plays high only: 5-4-3-2-A is not a straight." in say.ranking(d27)
    short = RankingSpec(
        name="sd",
        ranks="6789TJQKA",
        ace="both",
        title="short-deck high",
        order=(
            "high-card",
            "pair",
            "two-pair",
            "three-of-a-kind",
            "straight",
            "full-house",
            "flush",
            "four-of-a-kind",
            "straight-flush",
        ),
    )
    text = say.ranking(short)
    assert "straight flush, four of a kind, flush, full house" in text
    assert "low in the straight 9-8-7-6-A" in text and "Only sixes to aces are used." in text


def test_small_hand_rankings():
    guts = RankingSpec(
        name="g",
        cards=3,
        min_cards=3,
        ace="both",
        title="three-card Guts",
        order=("high-card", "pair", "flush", "straight", "straight-flush", "three-of-a-kind"),
    )
    text = say.ranking(guts)
    assert text.startswith("**Three-card Guts**: Three-card hands. From best to worst: three of a kind, straight flush")
    assert "3-2-A" in text and "do not count" not in text
    two = RankingSpec(name="t", cards=2, min_cards=2, order=("high-card", "pair"), title="two-card")
    text = say.ranking(two)
    assert "Straights and flushes do not count." in text and "two pair" not in text and "Ace plays high." in text


def test_badugi_ranking():
    text = say.ranking(
        RankingSpec(name="b", cards=4, min_cards=4, ace="low", distinct=True, lowest_wins=True, title="badugi")
    )
    said = "only cards of different ranks and different suits count, and more of them beat fewer; the lowest hand wins"
    assert said in text
    assert "From best to worst" not in text


def test_qualifiers():
    assert say.qualifier(Qualifier("high-card", "8"), lowest_wins=True) == "eight or better"
    assert say.qualifier(Qualifier("pair", "J")) == "a pair of jacks or better"
    assert say.qualifier(Qualifier("three-of-a-kind", "6")) == "three sixes or better"
    assert say.qualifier(Qualifier("high-card", "Q")) == "queen-high or better"


def test_used_rankings_showdown_first_then_betting_order():
    bet = ir.Bet(size="small", first=ir.Opener(kind="best", sources=(Source("shown"),), ranking=UPCARDS))
    g = game(
        streets=(
            ir.Street(name="s", actions=(bet,)),
            ir.Street(name="showdown", actions=(ir.Showdown(shares=(share(Source("hand")),)),)),
        )
    )
    assert [r.name for r in used_rankings(g)] == ["high", "upcards"]


def test_n_of_a_zone_that_holds_more_is_the_best_n_of_it(tmp_path):
    """`4 of hand` from a hand of five plays the best four (Badeucey's badugi hand): said so,
    not "the four cards in their hand"; from a hand of exactly four, those four."""
    from helpers.written_games import compile_games

    text = """game "g"
import rankings
zone hand per seat private
step deal { deal CARDS to hand  bet }
showdown 4 of hand by badugi
"""
    five = explain(compile_games(tmp_path, g=text.replace("CARDS", "5"))["g"])
    four = explain(compile_games(tmp_path, h=text.replace("CARDS", "4"))["h"])
    assert "makes the best four-card hand from their hand, ranked by *badugi*" in five
    assert "makes a hand of the four cards in their hand, ranked by *badugi*" in four


def test_a_button_straddle_offers_no_re_straddle(tmp_path):
    from helpers.written_games import compile_games

    text = 'game "g"\nextends "holdem"\nforced blinds and optional button straddle\nstakes blinds 1/2 straddle 4\n'
    said = explain(compile_games(tmp_path, g=text)["g"])
    assert "The straddle is the player's choice" in said and "re-straddle" not in said


def test_an_unnamed_if_step_has_no_label_of_its_own(tmp_path):
    """A step written without a name takes its action's (`if`): the rules say the step's
    own sentence, not "**If.** If ..." (an outside author, round a35)."""
    from helpers.written_games import compile_games

    text = 'game "g"\nextends "holdem"\nif pot > 10 { burn 1 }\n'
    said = explain(compile_games(tmp_path, g=text)["g"])
    assert "5. If the pot is more than 10: the dealer burns one card." in said


HALF_STREET = """game "AKQ"
import rankings
players 2
deck cards As Ks Qs
forced ante
stakes ante 1
zone hand per seat private
step deal   { deal 1 to hand }
step y-acts { declare bet = pay 1 ante, check in turn by dealer }
step x-acts { if dealer declared bet { declare call = pay 1 ante, fold = fold in turn by big-blind } }
showdown 1 of hand by one-card
"""


def test_a_half_street_game_says_its_seats_by_place_and_the_lone_player_takes_the_pot():
    """No blinds are posted: `big-blind` is the seat, said by its place; a declaration's fold
    leaves the last player in with the pot; one bet size is one bet."""
    from pokerlang.compiler import compile_source
    from pokerlang.explain import explain

    text = explain(compile_source("akq.poker", HALF_STREET).game)
    assert "the second player to the dealer's left (but heads-up, the dealer's opponent) declares call" in text
    assert "If all players but one fold, the last one takes the pot without showing their cards." in text
    assert "the big blind" not in text


def test_a_fixed_limit_game_without_big_rounds_says_one_bet():
    from pokerlang.compiler import load_game
    from pokerlang.explain import explain

    assert "an ante of 1; a bet of 1" in explain(load_game("kuhn"))
    assert "bets of 2 and 4" in explain(load_game("leduc"))


def test_a_count_of_a_players_cards_of_one_suit_and_a_condition_on_that_player_read_as_english(tmp_path):
    """`pips(hand matching hearts, R)` counts every heart: "the count of their hand (hearts
    only)", not a best hand of as many cards as the count's ranking allows; and a condition on
    the player in a payment reads "if they are not the dealer", not "if them is"."""
    from pokerlang.compiler import compile_file
    from pokerlang.explain import explain

    path = tmp_path / "t.poker"
    path.write_text(
        'game "T"\nimport rankings\nplayers 2..4\nforced ante\nzone hand per seat private\n'
        "tally red per seat each hand\nranking points { nearest 31 }\n"
        "step deal { deal 3 to hand }\n"
        "step count { each in turn { set red of seat to pips(hand matching hearts, points) if seat != dealer } }\n"
        "showdown highest red of seat\n"
    )
    text = explain(compile_file(str(path)))
    assert "the count of their hand (hearts only) by *points*" in text and "52-card hand" not in text
    assert "if they are not the dealer" in text and "them is" not in text


def test_stacks_stated_without_a_match_are_dealt_again_at_every_hand(tmp_path):
    """Without a match every hand starts from the stated stacks (the research games' reset):
    explain says so; a match carries them, and says its own."""
    from pokerlang.compiler import compile_file
    from pokerlang.explain import explain

    path = tmp_path / "t.poker"
    path.write_text('game "T"\nextends "holdem"\nstakes blinds 50/100 stack 20000\n')
    assert "stacks of 20000 at the start of every hand" in explain(compile_file(str(path)))


def test_an_ace_low_ranking_with_straights_says_which_straight_the_ace_makes():
    """Ace-to-six: the ace is low, so A-2-3-4-5 is a straight (bad for a low) and
    T-J-Q-K-A none; explain says both, as the evaluator reads them."""
    from pokerlang.compiler import load_game
    from pokerlang.explain import explain
    from pokerlang.hands import evaluate

    from helpers.paths import ROOT

    game = load_game(str(ROOT / "tests" / "written" / "ace-to-six-triple-draw.poker"))
    spec = next(r for r in game.rankings if r.ace == "low" and "straight" in r.order)
    assert "Ace plays low: 5-4-3-2-A is a straight, and no straight runs up to the ace." in explain(game)
    assert evaluate(spec, "As 2d 3c 4h 5s").describe() == "straight, five high"
    assert evaluate(spec, "Ts Jd Qc Kh As").describe() == "K-Q-J-T-A low"
