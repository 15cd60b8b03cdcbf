"""Diagnostics of hostile or careless files: every error of a phase at its place, hints
that list what is meant, notes that point into a base file, and no text that reaches the
terminal raw. Exact texts, as in test_diagnostics.py."""

import pytest


HEAD = 'import rankings\nzone hand per seat private\nzone board shared public\n'
PLAY = 'step pre { deal 2 to hand  bet }\nstep flop { deal 5 to board  bet }\nshowdown best 5 of hand + board by high\n'


@pytest.mark.parametrize("char", ["\x1b", "\x07", "\x00", "\x7f", "\x9b", "\u202e", "\u2066"])
def test_a_control_character_in_a_string_is_refused_at_its_place(check, char):
    out = check(f'game "Evil {char}[31mred"\n' + HEAD + PLAY)
    assert out.startswith(f"v.poker:1:12: error[E004]: control character U+{ord(char):04X} in a string\n")
    assert out.endswith("hint: a string holds printable text only: remove the character")
    assert char not in out


# A lone carriage return ends a line (an old Mac's line end), so inside a string it leaves
# the string open, and the diagnostic says so.
def test_a_carriage_return_in_a_string_ends_its_line(check):
    out = check('game "Evil \r[31mred"\n' + HEAD + PLAY)
    assert out.startswith("v.poker:1:6: error[E003]: unterminated string\n")
    assert "\r" not in out


def test_a_tab_in_a_title_is_still_text(check):
    assert check('game "Texas\tHold"\n' + HEAD + PLAY) == ""


def test_an_unterminated_string_is_still_called_so(check):
    assert "unterminated string" in check('game "Texas\x1b\n')


# ---- imports and numbers that would blow up ------------------------------------------------------


def test_thousands_of_imports_are_refused_at_the_first_one_too_many(check):
    import time

    started = time.monotonic()
    out = check("import rankings\n" * 6000 + HEAD + PLAY)
    # refused at the 33rd, not after reading all 6,000 (a loose bound: shared cores)
    assert time.monotonic() - started < 10
    assert out.startswith("v.poker:33:8: error[E605]: too many imports: a file imports at most 32 times\n")
    assert out.endswith("hint: import each library once")


def test_a_library_imported_twice_is_read_and_folded_once(check, monkeypatch):
    from pokerlang.compiler import loader

    parsed = []
    real = loader.parse_text
    monkeypatch.setattr(loader, "parse_text", lambda text, path: parsed.append(path) or real(text, path))
    assert check("import rankings\n" * 30 + HEAD[len("import rankings\n") :] + PLAY) == ""
    assert sorted(parsed) == sorted(set(parsed)) and len(parsed) == 2


def test_an_import_fan_out_reads_each_file_once_and_stops_at_the_file_limit(tmp_path, check):
    import time

    def fan(depth: int, width: int) -> None:
        for d in range(depth):
            for i in range(width):
                below = "".join(f"import f{d + 1}_{j}\n" for j in range(width))
                lines = below if d < depth - 1 else "import rankings\n"
                (tmp_path / f"f{d}_{i}.poker").write_text(lines)

    fan(4, 6)  # 6 + 6 + 6 + 6 files, each importing the 6 below: 6**4 paths, 25 files
    started = time.monotonic()
    assert check("".join(f"import f0_{j}\n" for j in range(6)) + HEAD[len("import rankings\n") :] + PLAY) == ""
    fan(4, 20)  # 80 files: more than a variant may read
    out = check("".join(f"import f0_{j}\n" for j in range(20)) + HEAD[len("import rankings\n") :] + PLAY)
    assert time.monotonic() - started < 5
    assert "error[E605]: too many files: this import would read more than 64" in out


def test_a_five_thousand_character_import_name_is_placed(check):
    out = check("import " + "a" * 5000 + "\n" + HEAD + PLAY)
    assert out.startswith("v.poker:1:8: error[E604]: import names no file: the name has 5,000 characters\n")
    assert out.endswith("hint: a file name after import has at most 200 characters")


@pytest.mark.parametrize("digits", [19, 5000])
def test_a_huge_number_is_placed(check, digits):
    assert "number too large" not in check(HEAD + "players 0000000000000000000002..10\n" + PLAY)
    out = check(HEAD + "players 2.." + "9" * digits + "\n" + PLAY)
    assert out.startswith(f"v.poker:4:12: error[E006]: number too large ({digits:,} digits)\n")
    assert out.endswith("hint: a number in a variant has at most 18 digits")


# ---- every error of a phase, at most 20 ----------------------------------------------------------


def test_check_reports_every_error_of_the_file_in_order(check):
    out = check(
        HEAD.replace("board shared public", "board shared private") + "players 1..4\n"
        "step pre { deal 2 to hnad  bet }\n"
        "step flop { deal 60 to board  bet first after dealr }\n"
        "showdown best 5 of hand + board by hihg\n"
    )
    heads = [line for line in out.splitlines() if ": error[" in line]
    assert heads == [
        "v.poker:3:1: error[E503]: a shared zone is not 'private': it has no owner",
        "v.poker:4:9: error[E050]: a game of one player is played against the house",
        "v.poker:5:22: error[E101]: unknown zone 'hnad'",
        "v.poker:6:18: error[E050]: 60 is out of range here",
        "v.poker:6:47: error[E103]: unknown seat 'dealr'",
        "v.poker:7:36: error[E102]: unknown ranking 'hihg'",
    ]


def test_a_zone_or_ranking_with_an_error_raises_no_echo_where_it_is_used(check):
    out = check(
        HEAD.replace("hand per seat private", "hand per seat private grid 2 x 2")
        + 'ranking twice extends nothing { }\n'
        + "step pre { deal 2 to hand  bet }\nshowdown best 5 of hand by twice\n"
    )
    assert "unknown zone" not in out and "unknown ranking 'twice'" not in out
    assert "v.poker:2:1: error[E504]: a grid is laid out on the table" in out
    assert "error[E102]: unknown ranking 'nothing'" in out


def test_at_most_twenty_errors_are_shown_and_the_rest_counted(check):
    out = check(HEAD + "".join(f"step s{i} {{ deal 2 to hnad{i} }}\n" for i in range(25)) + PLAY)
    assert out.count(": error[E101]: unknown zone") == 20
    assert "v.poker: note: 5 more problems not shown" in out
    assert out.index("hnad0'") < out.index("hnad19'")


# ---- hints that say what is meant -----------------------------------------------------------------


def test_an_expected_list_is_never_cut_short(check):
    out = check(HEAD + "step pre { deal 2 to hand bet first best hand by high ! }\n" + PLAY)
    hint = out.splitlines()[-1]
    assert "..." not in hint
    for word in ("','", "'bet'", "'deal'", "'showdown'", "'step'", "'zone'"):
        assert word in hint


# A fourth outside author wrote `pay 5 chips` and was offered "pots", as if the word were
# a name; a terminal of several words names each of them, and every one the grammar has.
def test_a_terminal_of_several_words_names_each_of_them():
    import re

    from pokerlang.syntax.parse import _TERMINAL_WORDS, parser

    for terminal in parser().terminals:
        alternatives = re.fullmatch(r"\(\?:(.*)\)", terminal.pattern.value) if terminal.pattern.type == "re" else None
        if alternatives and terminal.name != "WS":
            words = re.split(r"[ ,]+", _TERMINAL_WORDS[terminal.name])
            assert {w.replace("\\", "") for w in alternatives[1].split("|")} <= set(words), terminal.name


def test_a_price_in_an_unknown_unit_is_offered_the_units_as_words(check):
    out = check(HEAD + "step pre { deal 2 to hand  declare stay = pay 5 dollars, drop = fold in turn  bet }\n" + PLAY)
    assert "unknown price 'dollars' (one of: pot, pots, ante, antes, chip, chips, big-blind" in out
    assert "hint: write one of: pot, pots, ante, antes, chip, chips" in out


def test_a_word_before_a_showdown_count_is_not_taken_for_a_share_name(check):
    assert check(
        HEAD + "step pre { deal 2 to hand deal 5 to board bet }\nshowdown best 5 of exactly 2 of hand + board by high\n"
    ) == (
        "v.poker:5:28: error[E001]: unexpected number 2\n"
        "  showdown best 5 of exactly 2 of hand + board by high\n"
        "                             ^\n"
        "hint: a count of cards comes first and takes 'of': `2 of hand`, `up to 1 of board`; "
        "'exactly' is not a word of the language: `2 of hand` is exactly 2"
    )


@pytest.mark.parametrize(
    "line",
    [
        "showdown exactly 2 of hand by high",
        "showdown { high: exactly 2 of hand by high }",
        "showdown best 5 of hand + exactly 3 of board by high",
    ],
)
def test_exactly_before_a_count_is_explained_wherever_the_count_stands(check, line):
    out = check(HEAD + "step pre { deal 2 to hand deal 5 to board bet }\n" + line + "\n")
    assert "'+', ':', 'by'" not in out
    assert "hint: a count of cards comes first and takes 'of'" in out and "'exactly' is not a word" in out


def test_a_count_after_a_zone_names_both_readings(check):
    out = check(HEAD + "step pre { deal 2 to hand deal 5 to board bet }\nshowdown hand 2 of board by high\n")
    assert out.endswith(
        "hint: expected one of: '+', ':', 'by', 'matching', 'the', '{';"
        " a count of cards comes first and takes 'of': `2 of hand`, `up to 1 of board`"
    )


# ---- a variation's card budget is the author's ----------------------------------------------------


def holdem_line(text: str) -> int:
    from pokerlang.resources import variants_dir

    lines = (variants_dir() / "holdem.poker").read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if text in line)


def test_a_variation_that_seats_too_many_is_blamed_at_its_players_line(check):
    out = check("extends holdem\nplayers 2..23\n", name="big.poker")
    river = holdem_line("step river")
    assert out.startswith(
        "big.poker:2:1: error[E201]: with 23 players, the burn needs 1 more card(s) than the 52-card deck has left\n"
        "  players 2..23\n"
        "  ^^^^^^^^^^^^^\n"
        "hint: seat at most 22 players (`players 2..22`), "
        "burn fewer cards (a home game burns none), or burn only while the deck has cards to spare, as card "
        "rooms do: `if not deck has fewer than N { burn 1 }`, N one more than the cards still to come (this "
        "street's and every later one's, at the most players); or, where the rules say so, `when deck runs out "
        "reshuffle muck`\n"
    )
    assert (
        f"holdem.poker:{river}:16: note: the cards run out here, in the variant this one extends\n"
        "  step river   { burn 1  deal 1 to board  bet big }\n"
        "                 ^^^^^^"
    ) in out


def test_a_variation_that_deals_more_is_blamed_at_its_own_deal(check):
    out = check("extends holdem\nstep extra before preflop { deal 3 to hand }\n", name="more.poker")
    assert out.startswith("more.poker:2:29: error[E201]: with 10 players, ")
    assert "  step extra before preflop { deal 3 to hand }\n" in out
    assert "holdem.poker:" in out and ": note: the cards run out here" in out


def test_a_budget_error_of_the_file_itself_has_no_note(check):
    out = check(HEAD + "players 2..10\nstep pre { deal 6 to hand bet }\nshowdown best 5 of hand by high\n")
    assert "with 10 players" in out and "note:" not in out


# ---- betting opened by cards that do not show -----------------------------------------------------

STUD = "import rankings\nplayers 2..7\nforced ante\nzone hole per seat private\nzone shown per seat public\n"


def test_a_bring_in_by_cards_nobody_shows_is_refused(check):
    assert check(
        STUD + "step third { deal 2 to hole  deal 1 up to shown  bet bring-in worst hole by upcards }\n"
        "step fourth { deal 2 up to shown  bet first best shown by upcards }\n"
        "showdown best 5 of hole + shown by high\n"
    ) == (
        "v.poker:6:50: error[E219]: the bring-in goes by the worst cards showing in hole, but no card is face up "
        "there at this point\n"
        "  step third { deal 2 to hole  deal 1 up to shown  bet bring-in worst hole by upcards }\n"
        "                                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "hint: deal a card face up first (`deal 1 up to hole`), or go by a zone whose cards are face up"
    )


def test_a_first_bet_by_upcards_before_any_is_dealt_is_refused(check):
    out = check(
        STUD + "step third { deal 2 to hole  bet first best shown by upcards }\n"
        "step fourth { deal 3 up to shown  bet }\nshowdown best 5 of hole + shown by high\n"
    )
    assert "error[E219]: the first bet goes by the best cards showing in shown, but no card is face up" in out


@pytest.mark.parametrize(
    "deal",
    ["deal 2 to hole  deal 1 up to hole", "deal 1 up to shown  deal 2 to hole", "deal 3 to hole  expose 1 from hole"],
)
def test_a_bring_in_after_a_card_is_face_up_is_clean(check, deal):
    text = (
        STUD + f"step third {{ {deal}  bet bring-in worst hole + shown by upcards }}\n"
        "step fourth { deal 2 up to shown  bet first best hole + shown by upcards }\n"
        "showdown best 5 of hole + shown by high\n"
    )
    assert "face up there" not in check(text)


# ---- the language-version line ---------------------------------------------------------------------


def test_a_version_line_is_read_at_the_top(check):
    assert check("pokerlang 1\n" + HEAD + PLAY) == ""
    assert check("# a comment first is still the top\npokerlang 1\n" + HEAD + PLAY) == ""


def test_the_version_is_kept_on_the_file(tmp_path):
    from pokerlang.syntax.parse import parse_text

    assert parse_text("pokerlang 1\n" + HEAD).version == 1
    assert parse_text(HEAD).version is None


def test_an_unknown_version_is_an_error_at_its_number(check):
    assert check("pokerlang 2\n" + HEAD + PLAY) == (
        "v.poker:1:11: error[E007]: unknown language version 2\n"
        "  pokerlang 2\n"
        "            ^\n"
        "hint: this pokerlang reads version 1: write `pokerlang 1`"
    )


def test_a_version_line_below_the_top_says_where_it_goes(check):
    out = check(HEAD + "pokerlang 1\n" + PLAY)
    assert out.startswith("v.poker:4:1: error[E008]: the language version comes first\n")
    assert out.endswith("hint: move `pokerlang N` to the top of the file, before every other line")


def test_pokerlang_is_still_a_name_where_a_name_is_due(check):
    assert (
        check(
            "import rankings\nzone pokerlang per seat private\nstep a { deal 5 to pokerlang bet }\n"
            "showdown best 5 of pokerlang by high\n"
        )
        == ""
    )


def test_names_defined_twice_and_lowering_errors_are_reported_together(check):
    out = check(
        HEAD + "zone hand per seat public\nremove nothing\n"
        "step pre { deal 2 to hnad  bet }\nstep pre { deal 5 to board }\n"
        "showdown best 5 of hand + board by high\n"
    )
    heads = [line for line in out.splitlines() if ": error[" in line]
    assert heads == [
        "v.poker:4:6: error[E110]: zone 'hand' is defined twice",
        "v.poker:5:8: error[E107]: there is no step 'nothing' to remove",
        "v.poker:6:22: error[E101]: unknown zone 'hnad'",
        "v.poker:7:6: error[E110]: step 'pre' is defined twice",
    ]


def test_an_error_that_stops_reading_keeps_those_found_before_it(check):
    out = check("zone hand per seat private\nzone hand per seat private\nimport nosuchlibrary\n" + PLAY)
    heads = [line for line in out.splitlines() if ": error[" in line]
    assert heads == [
        "v.poker:2:6: error[E110]: zone 'hand' is defined twice",
        "v.poker:3:8: error[E601]: cannot find 'nosuchlibrary' to import",
    ]


# A fourth outside author grouped a street in a named step inside `repeat until opened`:
# the list of what may come there is right, but only the hint says why a step may not.
@pytest.mark.parametrize("block", ["repeat until opened {", "if opened {", "each in turn {", "step a { burn 1"])
def test_a_named_step_inside_a_block_says_where_steps_stand(check, block):
    out = check(HEAD + f"{block}\nstep third {{ deal 2 to hand  bet }}\n}}\n" + PLAY)
    assert "error[E001]: unexpected 'step'" in out
    assert "hint: a named step stands only among the file's steps, not in a block" in out


def test_step_inside_a_ranking_keeps_the_list_of_ranking_lines(check):
    out = check(HEAD + "ranking r {\nstep a\n}\n" + PLAY)
    # read as a line of the ranking: the sentences a ranking takes are listed
    assert "named step" not in out and "error[E131]" in out and "`lowest wins`" in out


def test_a_category_alone_after_makes_is_told_to_add_or_better(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(
        'game "x"\nextends five-card-draw\n'
        "step x after draw { each in turn { if hand makes flush by high { fold } } }\n"
    )
    from pokerlang.check import check_file

    (found,) = check_file(path)
    assert found.code == "E001" and "`makes flush or better by RANKING`" in found.hint


def test_a_tally_without_per_seat_or_shared_is_told_the_tally_s_shape(check):
    out = check("import rankings\ntally kitty 5\n" + HEAD.replace("import rankings\n", "") + PLAY)
    assert "error[E001]" in out and "hint: a tally is one count `per seat` or one `shared`" in out


def test_a_discard_of_a_range_is_told_only_a_draw_takes_one(check):
    out = check(HEAD + "step d { deal 3 to hand  discard 0..1 from hand in turn }\n" + PLAY)
    assert "error[E001]" in out and "only a draw takes a count the player picks" in out


def test_one_card_short_to_a_shared_zone_is_not_told_to_go_to_another_shared_zone(check):
    # "deal 1 to the board, or to board if the deck is short" would send the card where it goes.
    out = check(
        HEAD + "zone widow shared public\nplayers 2..10\nstep pre { deal 5 to hand  bet }\n"
        "step up { deal 2 to board  deal 1 to widow  bet }\nshowdown best 5 of hand + board by high\n"
    )
    assert "error[E201]" in out and "deal 1 to widow" in out
    assert "or to board if the deck is short" not in out
    per_seat = check(
        HEAD + "players 2..10\nstep pre { deal 5 to hand  deal 1 to hand  bet }\nshowdown best 5 of hand by high\n"
    )
    assert "`deal 1 to hand, or to board if the deck is short`" in per_seat


# Outside authors (rounds a31, a32) wrote `hand holds 7 and 2` for a seven and a deuce:
# `and` joins conditions, and a card list already means "any of these".
@pytest.mark.parametrize(("joined", "word"), [("7 and 2", "and"), ("A and K", "and"), ("Qs or Js", "or")])
def test_cards_joined_by_and_after_holds_are_told_to_repeat_holds(check, joined, word):
    out = check(HEAD + PLAY + f"when hand ends {{ pay 1 from others to winners if hand holds {joined} }}\n")
    assert f"error[E702]: `{word}` joins two conditions, and this is a card, not a condition" in out
    assert "hint: `hand holds 7 2` is true for a 7 or a 2; for both, write `hand holds 7 and hand holds 2`" in out


def test_holds_and_a_test_that_says_yes_or_no_is_a_condition(check):
    assert check(HEAD + PLAY + "when hand ends { pay 1 from others to winners if hand holds A and all-in }\n") == ""
    assert (
        check(HEAD + PLAY + "when hand ends { pay 1 from others to winners if hand holds 7 and hand holds 2 }\n") == ""
    )


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("betting spread-limit\n", "spread"),  # a known word with a part added, not one spelled alike
        ("betting nl\n", "no-limit"),
    ],
)
def test_a_betting_word_is_told_the_structure_it_names(check, line, meant):
    assert f"hint: did you mean '{meant}'?" in check(line + HEAD + PLAY)


def test_a_royal_flush_is_told_it_is_the_straight_flush_of_aces(check):
    house = "showdown against the house { best 5 of hand + board by high  pays play: royal-flush 100, pair 1 }\n"
    out = check("players 1\n" + HEAD + PLAY.replace("showdown best 5 of hand + board by high\n", house))
    assert "error[E106]: ranking 'high' has no category 'royal-flush'" in out
    assert "hint: did you mean 'straight-flush of A'?" in out


# An outside author (round a32) laid Iron Cross's five cards face down and turned them up
# one a street: a shared zone is turned up by dealing its cards face up when they turn.
@pytest.mark.parametrize("step", ["expose 1 from cross together", "expose 1 from cross next"])
def test_turning_up_shared_cards_is_told_to_deal_them_face_up(check, step):
    out = check(HEAD + "zone cross shared hidden\n" + PLAY + f"step x after flop {{ deal 1 to cross  {step} }}\n")
    assert "error[E501]: zone 'cross' is not a seat's zone" in out
    assert "play the same as cards dealt face up when they are turned: `deal 1 up to cross` in each step" in out


def test_an_opening_requirement_without_its_hand_is_told_what_ends_it(check):
    out = check(HEAD + "step pre { deal 2 to hand  bet opener needs pair, J or better\n  deal 1 to board }\n" + PLAY)
    assert "unexpected word 'deal'" in out or "unexpected 'deal'" in out
    assert out.endswith(
        "hint: an opening requirement ends with the hand it is read from: `bet opener needs pair, J or better"
        " from 5 of hand by high`"
    )


def test_an_expose_without_how_is_told_next_in_turn_or_together(check):
    out = check(HEAD + "step pre { deal 2 to hand  each in turn { expose 1 from hand } }\n" + PLAY)
    assert "unexpected '}'" in out
    assert "hint: say how the cards are turned: `expose 1 from hand next`" in out


def test_a_ranking_of_whole_hands_cannot_say_who_bets_first_by_the_cards_showing(check):
    # 2-7 razz's later streets: the upcards grow a card a street, and a ranking of whole
    # hands would rank nobody on fourth street (the seat left of the dealer acting first).
    out = check(
        "import rankings\nforced ante\nzone hole per seat private\nzone shown per seat public\n"
        "step third { deal 2 to hole  deal 1 up to shown  bet }\n"
        "step fourth { deal 1 up to shown  bet first best shown by deuce-to-seven-low }\n"
        "showdown best 5 of hole + shown by deuce-to-seven-low\n"
    )
    assert "error[E402]: ranking 'deuce-to-seven-low' ranks whole hands of 5 cards, and fewer cards may show" in out
    assert "`ranking deuce-to-seven-low-showing extends deuce-to-seven-low { partial from 1 }`" in out


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("step a { deal 5 to hand  repeat 2 { draw 0..5 from hand  bet } }", "write `repeat 2 times { ... }`"),
        ("showdown best 5 of 0..2 of hand + board by high", "`best 5 of up to 2 of hand + board`"),
        ("forced blinds and bb ante", "`forced blinds and big-blind ante`"),
        ("match tournament { stack 5000 bounty 2500 payouts 100% }", "`tally bounty per seat from 2500`"),
        ("match tournament { stack 5000 payouts 50/30/20 }", "`payouts 50% 30% 20%`"),
        ("match tournament { stack 500 levels every 5 hands: 10/20 then doubling }", "`then` follows a comma"),
        ("when hand ends { add 1 to collected of winners }", "declare it: `tally collected per seat`"),
        ("forced blinds and straddle optional", "`forced blinds and optional straddle`"),
        ("step pre { deal 2 to hand  bet first after big blind }", "`bet first after big-blind`"),
        ("betting pot limit", "the betting is one word: `pot-limit`"),
        ("ranking t extends high { ties by suit hearts > diamonds > clubs > spades }", "lowest first, with `<`"),
        (
            (
                "when hand ends { pay 1 from others to winners if best 5 of hand + board makes full-house, A, K or"
                " better by high }"
            ),
            "names the category and its top rank only",
        ),
        ("when hand ends { pay 1 from others to winners if hand + board makes flush or better by high }", "`best 5 of"),
        ("forced blinds and optional straddle and optional 7 straddles", "name the straddles once"),
        ("step x before preflop { declare a only if hand holds aces, b-option in turn }", "runs on after a comma"),
        ("step x before preflop { declare four only if hand holds aces, three in turn }", "goes on listing cards"),
    ],
)
def test_a_rule_books_way_of_writing_is_told_the_languages(check, tmp_path, line, said):
    out = check(f'extends "holdem"\ngame "x"\nplayers 2..6\n{line}\n')
    assert said in out.splitlines()[-1], out


def test_an_extends_of_no_known_name_says_where_it_looks_and_never_names_the_file_itself(tmp_path):
    from pokerlang.check import check_file

    path = tmp_path / "e4.poker"
    path.write_text('extends "courchevl"\ngame "x"\n')
    [said] = check_file(path)
    assert said.code == "E601" and said.message == "cannot find 'courchevl' to extend"
    assert "'e4'" not in (said.hint or "") and "`pokerlang variants` lists them" in (said.hint or "")
    path.write_text('extends "holdemm"\ngame "x"\n')
    [said] = check_file(path)
    assert said.hint == "did you mean 'holdem'?"


# A card room's word for what a match cannot hold (`tables 10`, `shootout`) on a line of its
# own: the parser reads it into the line above (the stack's unit), and gives up at what
# follows; the error names the word as an unknown rule and lists the lines a match begins with.
@pytest.mark.parametrize(("line", "code"), [("tables 10", "E001"), ("shootout", "E130")])
def test_an_unknown_rule_in_a_match_is_named_at_its_word(check, line, code):
    out = check(f'game "x"\nextends "holdem"\nmatch tournament {{\n    stack 3000\n    {line}\n    payouts 100%\n}}\n')
    word = line.split()[0]
    assert f"v.poker:5:5: error[{code}]: unknown rule '{word}' at the start of a line" in out
    assert "payouts" in out.splitlines()[-1] and "stack" in out.splitlines()[-1]


# A sealed bid alone (Auction poker): a price the player names is one choice, and E510 says
# how to give the least bid its own.
def test_a_declaration_of_one_price_named_says_how_to_give_the_least_its_own(check):
    out = check(
        HEAD + "players 2..4\nforced ante\nstep deal { deal 2 to hand }\n"
        "step bid { declare bid = pay 1 up to 5 together }\nshowdown best 2 of hand by two-card\n"
    )
    assert "error[E510]" in out and "`declare least = pay 1, bid = pay 2 up to 5 together`" in out


# A showdown block's rule after a share won by a number: `win only alone` reads as after
# a share of cards (Thirty-one: the score share, then the pot's rule).
def test_a_rule_of_the_pot_may_follow_a_share_won_by_a_number(check):
    head = HEAD + "players 2..4\nforced ante\ntally score per seat each hand\n"
    deal = "step deal { repeat until one in { deal 2 to hand  deal 1 to board  bet  set score of everyone to 1"
    deal += "  SHOWDOWN } }\n"
    for block in ("{ highest score of seat  win only alone }", "{ win only alone  highest score of seat }"):
        assert "error" not in check(head + deal.replace("SHOWDOWN", f"showdown {block}"))


# `stakes blinds 5/10 ante lvl`: the word after `ante` is where its number belongs, and the
# caret stands there (it stood on `ante`, "unknown sentence").
def test_a_stake_without_its_number_is_told_at_the_word_in_its_place(check):
    out = check('game "x"\nextends holdem\nstakes blinds 5/10 ante lvl\n')
    assert "v.poker:3:25: error[E131]: 'lvl' is not a number of chips: `ante` takes one" in out
