"""`else SHARE`: the part of a share nobody wins goes to the share it names (a board
without a low gives its half to its high hand), checked as names are."""

from pokerlang.compiler import compile_source

HEAD = """import rankings
zone hand per seat private
zone board shared public
step pre { deal 2 to hand  bet }
step flop { deal 5 to board  bet }
"""


def test_else_names_the_share_that_takes_an_unwon_one(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(
        HEAD + "showdown {\n  high: best 5 of hand + board by high\n"
        "  low: best 5 of hand + board by eight-or-better else high\n}\n"
    )
    (showdown,) = [s for s in compile_source(path).game.every_action() if type(s).__name__ == "Showdown"]
    assert [(s.name, s.unwon_to) for s in showdown.shares] == [("high", None), ("low", "high")]


def test_else_must_name_a_share_of_the_showdown(check):
    out = check(
        HEAD + "showdown {\n  high: best 5 of hand + board by high\n"
        "  low: best 5 of hand + board by eight-or-better else hihg\n}\n"
    )
    assert "error[E105]: no share is called 'hihg'" in out and "did you mean 'high'" in out


def test_a_share_may_not_be_sent_round_to_itself(check):
    out = check(
        HEAD
        + "showdown {\n  high: best 5 of hand + board by high\n"
        + "  low: best 5 of hand + board by eight-or-better else low\n}\n"
    )
    assert "error[E113]: 'low' would go to 'low': round to itself" in out


def test_an_option_named_for_no_share_is_told_the_shares_and_how_to_name_them(check):
    declared = "step declare { declare hi, lo, both = hi + lo together }\n"
    shares = "  high: best 5 of hand + board by high\n  low: best 5 of hand + board by eight-or-better\n"
    out = check(HEAD + declared + "showdown declared {\n" + shares + "}\n")
    assert "error[E105]: players may declare 'hi', but no share is called that" in out
    assert "hint: the shares are 'high', 'low': declare 'high', or say which shares 'hi' contests (`hi = high`)" in out
    fixed = "step declare { declare hi = high, lo = low, both = high + low together }\n"
    assert check(HEAD + fixed + "showdown declared {\n" + shares + "}\n") == ""


def test_an_option_spelled_like_no_share_is_shown_contesting_them_all(check):
    declared = "step declare { declare high, low, both together }\n"
    shares = "  high: best 5 of hand + board by high\n  low: best 5 of hand + board by eight-or-better\n"
    out = check(HEAD + declared + "showdown declared {\n" + shares + "}\n")
    assert "hint: the shares are 'high', 'low': say which shares 'both' contests (`both = high + low`)" in out
