"""One test per kind of diagnostic: the exact text, with the caret under the column."""

import pytest

from pokerlang.check import check_file
from pokerlang.diagnostics import PokerlangError

HEAD = 'import rankings\nzone hand per seat private\nzone board shared public\n'
PLAY = 'step pre { deal 2 to hand  bet }\nshowdown best 5 of hand + board by high\n'


def test_a_clean_file_has_no_diagnostics(check):
    assert (
        check(
            HEAD + "step pre { deal 2 to hand  bet }\nstep flop { deal 5 to board  bet }\n"
            "showdown best 5 of hand + board by high\n"
        )
        == ""
    )


def test_misspelt_keyword_gets_did_you_mean(check):
    assert check("dael 2 to hand\n") == (
        "v.poker:1:1: error[E001]: unexpected word 'dael'\n  dael 2 to hand\n  ^^^^\nhint: did you mean 'deal'?"
    )


def test_unterminated_string(check):
    assert check('game "Texas\n') == (
        'v.poker:1:6: error[E003]: unterminated string\n'
        '  game "Texas\n'
        '       ^\n'
        'hint: close the string with " on the same line'
    )


def test_unexpected_character(check):
    assert check("players 2..10 @\n") == (
        "v.poker:1:15: error[E002]: unexpected character '@'\n"
        "  players 2..10 @\n"
        "                ^\n"
        "hint: expected one of: 'add', 'bet', 'betting', 'burn', 'choose', 'deal', 'deck', 'declare', "
        "'discard', 'draw', 'each', 'expose', 'extends', 'fold', 'forced', 'game', 'hit', 'if', 'import', 'kill', "
        "'match', 'moves', 'pay', 'phh', 'players', 'put', 'ranking', 'remove', 'repeat', 'rotation', 'run', 'set', "
        "'showdown', 'stakes', 'step', 'tally', 'throw', 'when', 'wild', 'win', 'zone'"
    )


def test_file_ends_in_the_middle_of_a_rule(check):
    assert check("players 2..\n") == (
        "v.poker:1:12: error[E005]: the file ends in the middle of a rule\n"
        "  players 2..\n"
        "             ^\n"
        "hint: expected a number"
    )


def test_wrong_word_lists_what_was_expected(check):
    assert check("zone hand per seat secret\n") == (
        "v.poker:1:20: error[E130]: unknown visibility of a zone 'secret' (one of: private, public, others, hidden)\n"
        "  zone hand per seat secret\n"
        "                     ^^^^^^\n"
        "hint: write one of: private, public, others, hidden"
    )


def test_unknown_zone_did_you_mean(check):
    assert check(HEAD + "step pre { deal 2 to hnad }\n") == (
        "v.poker:4:22: error[E101]: unknown zone 'hnad'\n"
        "  step pre { deal 2 to hnad }\n"
        "                       ^^^^\n"
        "hint: did you mean 'hand'?"
    )


def test_unknown_ranking_did_you_mean(check):
    assert check(HEAD + "step pre { deal 2 to hand }\nshowdown best 5 of hand + board by hihg\n") == (
        "v.poker:5:36: error[E102]: unknown ranking 'hihg'\n"
        "  showdown best 5 of hand + board by hihg\n"
        "                                     ^^^^\n"
        "hint: did you mean 'high'?"
    )


def test_ranking_without_import_says_to_import(check):
    assert check("zone hand per seat private\nshowdown best 5 of hand by high\n").endswith(
        "hint: no rankings are defined: add `import rankings`"
    )


def test_unknown_seat(check):
    assert check(HEAD + "step pre { deal 2 to hand  bet first after big-blnd }\n") == (
        "v.poker:4:44: error[E103]: unknown seat 'big-blnd'\n"
        "  step pre { deal 2 to hand  bet first after big-blnd }\n"
        "                                             ^^^^^^^^\n"
        "hint: did you mean 'big-blind'?"
    )


def test_number_out_of_range(check):
    assert check("players 1000000000\n") == (
        "v.poker:1:9: error[E050]: 1000000000 players is out of range\n"
        "  players 1000000000\n"
        "          ^^^^^^^^^^\n"
        "hint: a table seats 2 to 23 players"
    )


def test_empty_range(check):
    assert check("players 9..2\n") == (
        "v.poker:1:9: error[E051]: player range 9..2 is empty\n"
        "  players 9..2\n"
        "          ^\n"
        "hint: write the smaller number first"
    )


def test_zone_defined_twice(check):
    assert check("zone hand per seat private\nzone hand shared public\n") == (
        "v.poker:2:6: error[E110]: zone 'hand' is defined twice\n"
        "  zone hand shared public\n"
        "       ^^^^\n"
        "hint: give the second zone another name"
    )


def test_unknown_hand_category(check):
    assert check("ranking odd { order high-card < pare }\n") == (
        "v.poker:1:33: error[E106]: unknown hand category 'pare'\n"
        "  ranking odd { order high-card < pare }\n"
        "                                  ^^^^\n"
        "hint: did you mean 'pair'?"
    )


def test_import_not_found(check):
    assert check("import rankngs\n") == (
        "v.poker:1:8: error[E601]: cannot find 'rankngs' to import\n"
        "  import rankngs\n"
        "         ^^^^^^^\n"
        "hint: did you mean 'rankings'?"
    )


def test_import_outside_the_search_path(check):
    assert check('import "../../../../etc/passwd"\n') == (
        "v.poker:1:8: error[E604]: import '../../../../etc/passwd' points outside the search path\n"
        '  import "../../../../etc/passwd"\n'
        "         ^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "hint: import names a file beside this one or in the stdlib folder"
    )


def test_extends_cycle(check, tmp_path):
    (tmp_path / "b.poker").write_text('extends "a"\n')
    assert check('extends "b"\n', name="a.poker") == (
        "b.poker:1:9: error[E602]: extends cycle: a -> b -> a\n"
        '  extends "a"\n'
        "          ^^^\n"
        "hint: a file may not extend or import itself, directly or not"
    )


def test_remove_of_unknown_step(check):
    assert check(HEAD + PLAY + "remove pr\n") == (
        "v.poker:6:8: error[E107]: there is no step 'pr' to remove\n  remove pr\n         ^^\nhint: did you mean 'pre'?"
    )


def test_card_budget(check):
    text = (
        HEAD.replace("import rankings", "import rankings\nplayers 2..10").replace("zone board shared public\n", "")
        + "step pre { deal 6 to hand  bet }\nshowdown best 5 of hand by high\n"
    )
    assert check(text) == (
        "v.poker:4:12: error[E201]: with 10 players, dealing 6 to hand needs 8 more card(s) "
        "than the 52-card deck has left\n"
        "  step pre { deal 6 to hand  bet }\n"
        "             ^^^^^^^^^^^^^^\n"
        "hint: seat at most 8 players (`players 2..8`), or deal fewer cards"
    )


def test_draws_beyond_the_deck_need_a_reshuffle_rule(check):
    text = (
        "import rankings\nplayers 2..9\nzone hand per seat private\n"
        "step pre { deal 5 to hand  bet }\nstep draw { draw 0..5 from hand }\n"
        "showdown best 5 of hand by high\n"
    )
    out = check(text)
    assert out.startswith("v.poker:5:13: error[E201]: with 9 players, drawing up to 5 each needs")
    assert out.endswith(
        "hint: say what happens: `when deck runs out reshuffle muck`; "
        "or seat at most 5 players (`players 2..5`), or deal fewer cards"
    )
    assert check("when deck runs out reshuffle muck\n" + text) == ""


def test_no_showdown(check):
    assert check(HEAD.replace("zone board shared public\n", "") + "step pre { deal 2 to hand  bet }\n") == (
        "v.poker:3:1: error[E210]: the game never reaches a showdown\n"
        "  step pre { deal 2 to hand  bet }\n"
        "  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "hint: end it with e.g. `showdown best 5 of hand + board by high` (or `showdown none`: no hand"
        " decides, the pot left is split)"
    )


def test_step_after_showdown_is_unreachable(check):
    assert check(HEAD + PLAY + "step late { deal 5 to board }\n").startswith(
        "v.poker:6:13: error[E211]: this step comes after the showdown and can never run\n"
    )


def test_first_after_big_blind_without_blinds(check):
    assert check(
        HEAD + "step pre { deal 2 to hand  deal 5 to board  bet first after big-blind }\n"
        "showdown best 5 of hand + board by high\n"
    ) == (
        "v.poker:4:45: error[E302]: betting starts after the big-blind, but this game has no blinds\n"
        "  step pre { deal 2 to hand  deal 5 to board  bet first after big-blind }\n"
        "                                              ^^^^^^^^^^^^^^^^^^^^^^^^^\n"
        "hint: add `forced blinds`, or start `first after dealer`"
    )


def test_hand_bigger_than_what_is_held(check):
    assert check(HEAD + PLAY).startswith(
        "v.poker:5:10: error[E205]: share 'high' makes a hand of 5 cards from zones that hold at most 2\n"
    )


def test_choose_more_than_held(check):
    assert check(
        HEAD.replace("shared", "per seat") + "step pre { deal 2 to hand  choose 3 from hand to board together }\n"
        "showdown best 2 of hand + board by two-card\n"
    ).startswith("v.poker:4:28: error[E202]: choose 3 from hand, but hand holds 2 card(s) at this point\n")


def test_unused_zone(check):
    assert check(
        HEAD + "zone spare shared public\nstep pre { deal 2 to hand deal 5 to board bet }\n"
        "showdown best 5 of hand + board by high\n"
    ) == (
        "v.poker:4:6: error[E218]: zone 'spare' is never used\n"
        "  zone spare shared public\n"
        "       ^^^^^\n"
        "hint: remove it, or deal cards to it"
    )


def test_a_zone_dealt_to_when_the_deck_is_short_is_used(check):
    assert "E218" not in check(
        HEAD + "zone spare shared public\nstep pre { deal 2 to hand, or to spare if the deck is short  deal 5 to board"
        "  bet }\nshowdown best 5 of hand + board by high\n"
    )


def test_declared_showdown_without_declaration(check):
    out = check(
        HEAD + "step pre { deal 2 to hand deal 5 to board bet }\n"
        "showdown declared { high: best 5 of hand + board by high }\n"
    )
    assert "error[E217]: the showdown goes by declaration, but nothing is declared" in out


def test_not_utf8_is_unusable(tmp_path):
    path = tmp_path / "bin.poker"
    path.write_bytes(b"game \xff\xfe")
    with pytest.raises(PokerlangError) as err:
        check_file(path)
    assert err.value.unusable
    rendered = err.value.diagnostics[0].render()
    assert rendered.endswith("error[E903]: file is not UTF-8 text\nhint: save the file as UTF-8")


def test_missing_file_is_unusable(tmp_path):
    with pytest.raises(PokerlangError) as err:
        check_file(tmp_path / "nothing.poker")
    assert err.value.unusable
    assert "cannot read file" in err.value.diagnostics[0].message


def test_a_category_word_that_contains_another_gets_the_list_of_categories(check):
    out = check("ranking odd { order high-card < pair < straight < five-straight }\n")
    assert "unknown hand category 'five-straight'" in out
    assert "did you mean" not in out and "four-straight" in out and "five-of-a-kind" in out
