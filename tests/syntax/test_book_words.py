"""A rule book's way of writing a thing, where the language writes it otherwise, gets a
hint that names the language's way: a range with a dash, a count in words or followed by
'cards', a zone called by its kind, and the shorthands players use (bb, sb, nl, limit)."""

import pytest

HEAD = "import rankings\nzone hand per seat private\nzone board shared public\n"


def hint(out: str) -> str:
    assert out.count("error[") == 1, out
    return out.rsplit("hint: ", 1)[1]


def test_a_range_with_a_dash_is_written_with_two_dots(check):
    assert hint(check("players 2-10\n")) == "a range of numbers is written with two dots: `2..10`"


def test_a_dash_not_between_numbers_lists_what_may_come(check):
    assert hint(check("players 2 -\n")).startswith("expected one of:")


def test_a_count_in_words_is_written_in_digits(check):
    out = check(HEAD + "step pre { deal 2 to hand  bet }\nshowdown best five of hand + board by high\n")
    assert hint(out) == "write numbers in digits: `5`"


@pytest.mark.parametrize("line", ["deal 2 cards to hand", "deal 1 card up to board"])
def test_a_count_takes_no_word_cards(check, line):
    out = check(HEAD + f"step pre {{ {line}  bet }}\n")
    assert hint(out) == "a count needs no word after it: `deal 2 to hand`, `deal 1 up to board`"


def test_a_zone_named_by_its_kind_gets_the_zone_line(check):
    out = check("zone board community\n")
    assert hint(out) == "a zone is `per seat` or `shared`, then who sees it: `zone board shared public`"


@pytest.mark.parametrize(("short", "word"), [("bb", "big-blind"), ("sb", "small-blind"), ("button", "dealer")])
def test_a_seat_by_its_shorthand(check, short, word):
    out = check(HEAD + f"step pre {{ deal 2 to hand  bet first after {short} }}\n")
    assert f"unknown seat '{short}'" in out and hint(out) == f"did you mean '{word}'?"


@pytest.mark.parametrize(("short", "word"), [("limit", "fixed-limit"), ("nl", "no-limit"), ("pl", "pot-limit")])
def test_a_betting_structure_by_its_shorthand(check, short, word):
    assert hint(check(f"betting {short}\n")) == f"did you mean '{word}'?"


@pytest.mark.parametrize(("book", "word"), [("lowest", "worst"), ("highest", "best")])
def test_who_bets_first_by_the_books_words(check, book, word):
    out = check(HEAD + f"zone shown per seat public\nstep s {{ deal 1 up to shown  bet first {book} shown }}\n")
    assert hint(out).startswith(f"did you mean '{word}'? (`first {word} shown by RANKING`")


def test_a_bring_in_among_the_forced_bets_is_said_at_its_round(check):
    out = check("forced ante and bring-in\n")
    assert hint(out) == (
        "the bring-in is said at its betting round: `forced ante`, then `bet small bring-in worst shown by upcards`"
        " (`shown`: the zone of the upcards)"
    )


def test_eight_players_of_stud_are_told_of_the_common_last_card(check):
    deal = "deal 2 down to hole  deal 4 up to shown"
    out = check(
        "import rankings\nplayers 2..8\nzone hole per seat private\nzone shown per seat public\n"
        f"step s {{ {deal}  bet  deal 1 to hole  bet }}\nshowdown best 5 of hole + shown by high\n"
    )
    assert "error[E201]" in out
    assert hint(out).endswith("`deal 1 to hole, or to board if the deck is short` (board: a shared zone)")


# The zone names that are words of the language with a meaning where a hand's zones (or a
# pattern's rank of a zone) are named: refused where the zone is defined (E114); used in a
# hand or a pattern, the parse error says why.
KEYWORD_ZONES = ["up", "one", "opponent", "last"]


@pytest.mark.parametrize("name", KEYWORD_ZONES)
def test_a_zone_named_by_a_word_of_the_language_is_refused(check, name):
    out = check(
        HEAD + f"zone {name} per seat public\nstep s {{ deal 5 to hand  deal 1 up to {name}  bet }}\n"
        "showdown best 5 of hand by high\n"
    )
    assert f"error[E114]: '{name}' is a word of the language where a zone is named" in out


def test_such_a_zone_in_a_hand_gets_the_reason_at_the_parse_error(check):
    out = check(HEAD + "zone up per seat public\nshowdown best 5 of hand + up by high\n")
    assert hint(out) == "'up' reads as `up to N of ZONE` here, not as your zone: rename the zone (`shown`)"


def test_a_zone_called_last_in_a_pattern_is_pointed_at_though_the_parse_fails_a_line_later(check):
    """`wild rank of last` reads on into the next line as `rank of last card dealt to ZONE`:
    the error is the zone's name where it is read, not where the parse gave up."""
    out = check(
        HEAD + "zone last shared public\nwild rank of last\nstep deal { deal 5 to hand  deal 1 to last  bet }\n"
    )
    assert "error[E114]: a zone named 'last' cannot be read after `rank of`" in out
    assert "  wild rank of last\n               ^^^^\n" in out
    assert hint(out) == (
        "'last' after `rank of` reads as `rank of last card dealt to ZONE`, not as your zone: rename the zone (`final`)"
    )


def test_every_other_word_of_the_grammar_can_name_a_zone():
    """The list above is complete: any other keyword, as a zone's name, is dealt to, bet
    on and made into a hand like any name."""
    import re

    import pokerlang
    from pokerlang.diagnostics import PokerlangError
    from pokerlang.syntax.book_words import KEYWORD_ZONES as REFUSED
    from pokerlang.syntax.parse import parser

    assert sorted(REFUSED) == sorted(KEYWORD_ZONES)
    words = {t.pattern.value for t in parser().terminals if t.pattern.type == "str"}
    for w in sorted(x for x in words if re.fullmatch(r"[a-z][a-z-]*", x) and x not in REFUSED):
        try:
            pokerlang.loads(
                f"import rankings\nforced ante\nzone hole per seat private\nzone {w} per seat public\n"
                f"step a {{ deal 2 to hole  deal 1 up to {w}  bet bring-in worst {w} by upcards }}\n"
                f"step b {{ deal 2 up to {w}  bet first best {w} by showing }}\n"
                f"showdown best 5 of hole + {w} by high\n",
                "zone-named",
            )
        except PokerlangError as err:  # refused for what the zone is (the deck, the muck), not misread
            assert not [d for d in err.diagnostics if d.code.startswith("E0")], err


@pytest.mark.parametrize(("line", "word", "keyword"), [("phhs x", "phhs", "phh"), ("phhs", "phhs", "phh")])
def test_a_word_that_starts_with_a_keyword_is_shown_whole(check, line, word, keyword):
    out = check(line + "\n")
    assert f"unexpected word '{word}'\n  {line}\n  {'^' * len(word)}\n" in out
    assert hint(out) == f"did you mean '{keyword}'?"


@pytest.mark.parametrize(
    ("line", "word", "sentence"), [("forced antes", "antes", "ante"), ("forced blindss", "blindss", "blinds")]
)
def test_a_forced_bet_misspelt_is_shown_whole_with_the_sentence_meant(check, line, word, sentence):
    out = check(line + "\n")
    assert f"error[E131]: unknown sentence `{word}`\n  {line}\n         {'^' * len(word)}\n" in out
    assert hint(out) == f"did you mean `{sentence}`?"


def test_a_qualifier_written_on_the_share_is_sent_to_the_ranking(check):
    out = check(HEAD + "step s { deal 5 to hand  bet }\nshowdown best 5 of hand by ace-to-five-low qualify 8\n")
    assert hint(out) == "a qualifier is a ranking's own line: `by eight-or-better`, or a ranking with `qualify ...`"


def test_zones_joined_by_and_are_joined_by_plus(check):
    out = check(HEAD + "step s { deal 2 to hand  deal 5 to board  bet }\nshowdown best 5 of hand and board by high\n")
    assert hint(out) == "the zones a hand is made from are joined with '+': `best 5 of hand + board`"


@pytest.mark.parametrize(
    ("wild", "line"),
    [
        ("the card after the last queen dealt up", "`wild queens` and `wild rank dealt up after last up queen`"),
        ("one-eyed jacks", "`wild Js Jh` (`wild Js Jh Kd`)"),
        ("suicide king", "`wild Kh`"),
    ],
)
def test_wild_cards_in_the_books_words_get_the_line_to_write(check, wild, line):
    out = check(HEAD + f"wild {wild}\nstep s {{ deal 5 to hand  bet }}\nshowdown best 5 of hand by high\n")
    assert ("error[E108]" in out or "error[E001]" in out) and hint(out).startswith("for ") and hint(out).endswith(line)


@pytest.mark.parametrize(
    ("book", "line"),
    [
        ("highest spade in hand", "`1 of hole matching spades by one-card`"),
        ("lowest spade in hand", "`1 of hole matching spades by low-card` (`ranking low-card extends one-card"),
    ],
)
def test_the_chicago_spade_in_the_books_words(check, book, line):
    out = check(
        HEAD + f"step s {{ deal 5 to hand  bet }}\nshowdown {{ high: best 5 of hand by high  spade: {book} }}\n"
    )
    assert line in hint(out)


def test_a_ranking_named_by_digits_is_told_its_name(check):
    out = check(HEAD + "step s { deal 5 to hand  bet }\nshowdown best 5 of hand by 2-7-low\n")
    assert hint(out) == (
        "a ranking's name starts with a letter: `deuce-to-seven-low`, `ace-to-five-low`, `eight-or-better`"
    )


@pytest.mark.parametrize(("short", "word"), [("a-5", "ace-to-five-low"), ("a5", "ace-to-five-low"), ("hi", "high")])
def test_a_ranking_by_its_shorthand(check, short, word):
    out = check(HEAD + f"step s {{ deal 5 to hand  bet }}\nshowdown best 5 of hand by {short}\n")
    assert f"unknown ranking '{short}'" in out and hint(out) == f"did you mean '{word}'?"


def test_passing_cards_is_a_choice_given_to_a_neighbour(check):
    out = check(HEAD + "step s { deal 7 to hand  pass 3 from hand to left  bet }\n")
    assert hint(out) == "passing cards is a choice given to a neighbour: `choose 3 from hand to hand of left together`"


def test_a_discard_without_its_timing_is_told_the_two(check):
    out = check(HEAD + "step s { deal 7 to hand  discard 2 from hand  bet }\n")
    assert hint(out) == (
        "say how the players decide: `together` (in secret, shown at once) or `in turn` (one after another)"
    )


def test_a_one_card_game_by_high_card(check):
    out = check(
        "import rankings\nforced ante\nzone forehead per seat others\nstep s { deal 1 to forehead  bet }\n"
        "showdown best 1 of forehead by high-card\n"
    )
    assert hint(out) == "did you mean 'one-card'?"


def test_in_or_out_is_a_declaration_of_two_options(check):
    out = check(
        HEAD
        + "forced ante\nstep s { deal 3 to hand  declare in or out together }\nshowdown best 3 of hand by three-card\n"
    )
    assert hint(out) == (
        "a declaration's options are listed with commas, and one that folds says so: `declare in, out = fold together`"
    )


def test_a_payment_is_a_declarations_option(check):
    out = check(HEAD + "forced ante\nwhen dealt up threes { pay the pot or fold }\nstep s { deal 5 up to hand  bet }\n")
    assert hint(out) == (
        "a payment says who pays whom: `pay 1 ante from others to winners`; a price a player"
        " may choose to pay is a declaration's option: `declare match = pay pot, fold = fold in turn`"
    )


@pytest.mark.parametrize("line", ["rake 5 percent cap 3", "bounty 5 on 7 2"])
def test_a_rake_or_a_bounty_is_shown_as_a_payment_when_the_hand_ends(check, line):
    said = hint(check(HEAD + line + "\n"))
    assert "when hand ends" in said and "pay min(5% of pot, 3 big-blinds) from pot to house" in said


def test_at_most_of_a_zone_is_up_to(check):
    out = check(HEAD + "step pre { deal 3 to hand  bet }\nshowdown best 5 of at most 2 of hand + board by high\n")
    assert hint(out) == "write `up to 2 of hand`: at most two of the zone's cards (none, one or two)"


def test_a_re_entry_is_a_rebuy_in_the_same_seat(check):
    out = check(HEAD + "step pre { deal 2 to hand  bet }\nmatch tournament { stack 1500  re-entry 3000 }\n")
    assert hint(out).startswith("a re-entry is a rebuy in the same seat: `rebuy 1500 when below 1 until level 5`")


def test_a_tally_starts_at_a_number_not_at_an_amount_of_the_stakes(check):
    out = check(HEAD + "tally stake shared from 1 antes\n")
    assert hint(out).startswith("a tally starts at a whole number (`tally stake shared from 1`)")


def test_a_rebuy_says_when_below_at_its_first_word(check):
    out = check(
        HEAD
        + "step pre { deal 2 to hand  bet }\nmatch tournament { stack 1500  rebuy 3000 when busted until hand 9 }\n"
    )
    assert "expected 'below' here, not 'busted'" in out
    assert hint(out) == "write `when below 1` (a player with no chips left) or `when at or below N`"


def test_a_declarations_price_may_be_read_from_a_tally_but_not_a_draws(check):
    out = check(
        HEAD + "tally stake shared\nstep pre { deal 2 to hand  declare chaal = pay stake, pack = fold in turn }\n"
    )
    assert "E130" not in out and "price" not in out  # a price read from a tally, asked as the player declares
    out = check(HEAD + "tally stake shared\nstep pre { deal 5 to hand  draw 0..2 from hand for stake }\n")
    assert "expected 'pot' here, not 'stake'" in out
    assert "a price read from a tally is a declaration's" in hint(out)


def test_a_qualifier_names_a_category_then_a_rank(check):
    out = check(HEAD + "ranking nn extends high { qualify pair of nines or better }\n")
    assert hint(out) == "write `qualify pair, 9 or better` (a category, then a rank: a pair of nines)"


def test_a_players_zone_outside_a_turn_says_whose(check):
    out = check(
        HEAD + "step pre { deal 2 to hand  bet  if strength(hand, high) > strength(hand of left, high) { fold } }\n"
    )
    assert "`hand` is a player's zone, and no player is meant here" in out


def test_a_tally_named_best_is_read_as_a_condition(check):
    out = check(HEAD + "tally best shared\nstep pre { deal 2 to hand  bet  set best to 1  if best > 0 { burn 1 } }\n")
    assert hint(out).startswith("'best' begins a condition here")


def test_a_house_qualifier_names_the_category_then_the_rank(check):
    out = check(
        HEAD + "zone house shared hidden\nstep a { deal 5 to hand  deal 5 to house }\n"
        "showdown against the house { best 5 of hand by high  house plays best 5 of house"
        "  house qualifies with pair of 4 or better }\n"
    )
    assert hint(out) == "a qualifier names the category, then the rank: `pair, 4 or better` (a pair of fours)"


def test_an_offered_deal_takes_a_comma(check):
    out = check(HEAD + "zone shown per seat public\nstep a { deal 1 up to shown offered round the table  bet }\n")
    assert hint(out) == "a deal's clause follows a comma: `deal 1 up to shown, offered round the table`"


@pytest.mark.parametrize(
    "line",
    [
        "low: best 5 of hand + board by ace-to-five-low, 8 or better",
        "low: best 5 of hand + board by ace-to-five-low\n    qualify 8",
        "low: best 5 of hand + board by ace-to-five-low\n    qualify 8 or better",
    ],
)
def test_a_qualifier_written_on_a_share_is_sent_to_its_ranking(check, line):
    out = check(HEAD + "step s { deal 2 to hand  deal 5 to board  bet }\nshowdown {\n    " + line + "\n}\n")
    assert hint(out).startswith("a qualifier is a ranking's own line: `by eight-or-better`")


def test_facing_a_bet_as_a_condition_is_sent_to_the_table_rule(check):
    out = check(HEAD + "step s { deal 2 to hand  each in turn { if facing a bet { fold } }  bet }\n")
    assert hint(out).startswith("`facing a bet` is no condition of steps: it is the table rule")


def test_a_card_rooms_spread_in_the_stakes_is_sent_to_the_betting_line(check):
    out = check(HEAD + "stakes blinds 1/2 spread 2-4-8-8\n")
    assert hint(out) == "a spread is the game's betting, its sizes the stakes: `betting spread` and `stakes bets 2/4/8`"


def test_a_rotation_every_hand_is_told_both_schedules(check):
    out = check('game "M"\nrotation every hand { "holdem" "razz" }\n')
    assert "`every orbit` (one hand a seat) or `every N hands` (`every 1 hand`)" in out


def test_a_unit_after_brackets_is_told_to_multiply(check):
    ending = "when hand ends { pay min(5, 100) big-blinds from winners to house }\n"
    out = check(HEAD + "step s { deal 2 to hand  bet }\n" + ending)
    assert hint(out).startswith("a unit follows a number written out: multiply, `(...) * 1 big-blinds`")


def test_a_draw_from_two_zones_says_a_card_decision_takes_one(check):
    out = check(HEAD + "step pre { deal 2 to hand  draw 1..1 from hand + board }\n")
    assert hint(out).startswith("`draw` takes its cards from one zone")


def test_a_card_named_in_words_gets_its_two_letters(check):
    out = check('game "T"\nextends "seven-card-stud"\nwild kings of diamonds\n')
    assert hint(out) == "name the card itself: `Kd` (kings alone names every one)"


def test_matching_after_a_deal_is_named_whole(check):
    out = check(HEAD + "step pre { deal 1 up to board matching jokers }\n")
    assert "unexpected word 'matching'" in out and "a deal takes the top cards of the deck" in hint(out)


def test_who_acts_first_in_a_rule_books_words_is_told_the_ways_to_write_it(check):
    out = check(HEAD + "step s { deal 2 to hand  bet first left of dealer }\n")
    assert hint(out).startswith("who acts first is written `after SEAT` (`after dealer`")


@pytest.mark.parametrize(("book", "word"), [("lowest", "worst"), ("highest", "best")])
def test_a_tallys_word_before_cards_is_told_the_cards_word(check, book, word):
    step = f"step s {{ deal 1 up to shown  bet bring-in {book} shown by upcards }}\n"
    out = check(HEAD + "zone shown per seat public\n" + step)
    assert f"the {book} cards showing are `{word} shown by RANKING`" in hint(out)


def test_a_level_of_one_number_is_told_both_blinds(check):
    match = "match tournament { stack 1500  levels every 10 hands: 20, 30 }\n"
    out = check(HEAD + "step s { deal 2 to hand  bet }\n" + match)
    assert hint(out).startswith("a level is written with its small and big blind, `10/20`; where one blind alone")


def test_a_draw_of_up_to_n_cards_is_a_range_from_none(check):
    out = check(HEAD + "step pre { deal 5 to hand  bet }\nstep draw { draw up to 4 from hand  bet }\n")
    assert hint(out) == "a draw of up to N cards is a range from none: `draw 0..4 from hand`"


@pytest.mark.parametrize("who", ["opener", "last-aggressor"])
def test_the_player_after_the_opener_is_told_the_opener_acts_first(check, who):
    out = check(HEAD + f"step pre {{ deal 2 to hand  bet first after {who} }}\n")
    assert (
        f"unknown seat '{who}'" in out and hint(out) == f"that player acts first, not the one after: `bet first {who}`"
    )
