"""`pokerlang explain`: the generated pages are up to date, every IR construct has a
phrase, and a page has its sections. (Each construct's words: test_explain_phrases.py.)"""

import importlib.util
import inspect

import attrs
import pytest
from helpers.explain_ir import game, share

from pokerlang.ir import game as ir
from pokerlang.compiler import load_game
from pokerlang.explain import PHRASES, explain
from pokerlang.ir import ranking as spec
from pokerlang.ir import pot as ir_pot
from pokerlang.ir import wild as ir_wild
from pokerlang.ir.ranking import Source
from pokerlang.resources import shipped_variants
from helpers.paths import ROOT

PAGES = ROOT / "docs" / "variants"
VARIANTS = [p.stem for p in shipped_variants()]


# ---- the generated pages ----------------------------------------------------------------


@pytest.mark.parametrize("name", VARIANTS)
def test_page_is_up_to_date(name):
    page = PAGES / f"{name}.md"
    assert page.is_file(), f"docs/variants/{name}.md is missing: run `python docs/generate.py`"
    assert explain(load_game(name)) == page.read_text(encoding="utf-8"), (
        f"docs/variants/{name}.md is stale: run `python docs/generate.py`"
    )


def test_no_page_without_a_variant():
    orphans = {p.stem for p in PAGES.glob("*.md")} - set(VARIANTS)
    assert not orphans, f"pages of no variant: {sorted(orphans)}: run `python docs/generate.py`"


def _generator():
    loaded = importlib.util.spec_from_file_location("generate", ROOT / "docs" / "generate.py")
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
    return module


def test_generator_check_flags_a_stale_page(tmp_path, monkeypatch, capsys):
    generate = _generator()
    assert generate.main(["--check"]) == 0
    monkeypatch.setattr(generate, "PAGES", tmp_path)
    (tmp_path / "holdem.md").write_text("# old\n")
    (tmp_path / "gone.md").write_text("# gone\n")
    assert generate.main(["--check"]) == 1
    err = capsys.readouterr().err
    assert "holdem.md: stale" in err and "gone.md: no variant" in err and "python docs/generate.py" in err


def test_every_ir_class_has_a_phrase():
    classes = [
        c
        for module in (ir, spec, ir_wild, ir_pot)
        for _, c in inspect.getmembers(module, inspect.isclass)
        if attrs.has(c) and c.__module__ == module.__name__
    ]
    assert classes and not [c.__name__ for c in classes if c not in PHRASES]


def test_explain_code_names_no_variant():
    source = "\n".join(p.read_text() for p in (ROOT / "interpreter/pokerlang/explain").glob("*.py")).lower()
    for path in shipped_variants():
        title = load_game(path.stem).title.lower()
        assert path.stem not in source and title not in source


def test_page_never_shows_the_file_path():
    g = game(path="/somewhere/private/test.poker")
    assert "somewhere" not in explain(g)


# ---- the page ---------------------------------------------------------------------------


def test_page_sections_and_title():
    text = explain(game())
    assert text.startswith("# Test game\n\n## At a glance\n")
    for heading in ("## Cards and zones", "## Play", "## Showdown", "## Rankings"):
        assert heading in text
    assert "- **Players:** 2–6" in text and "**Deck:** standard 52-card deck" in text


def test_streets_are_numbered_with_bold_names_and_the_lone_showdown_is_not_a_street():
    text = explain(game())
    assert "1. **Deal.** The dealer deals two cards face down to each player's hand. Betting round" in text
    assert "2. " not in text


def test_only_rankings_in_use_are_described():
    text = explain(game())
    assert "**Standard high**" in text and "Eight-or-better" not in text


def test_variation_names_its_base():
    assert "A variation of swingo." in explain(game(extends="swingo"))


def test_deck_ranks():
    assert "36-card deck, sixes to aces" in explain(game(ranks="6789TJQKA"))


def test_table_rules():
    text = explain(game(fold_only_facing_bet=True, reshuffle=True, spare_pending=True))
    assert "A player may fold only when facing a bet or raise." in text
    assert (
        "If the deck runs out, the muck is shuffled to form a new deck, leaving out the discards "
        "of players still to draw."
    ) in text
    assert "Table rules" not in explain(game())
    plain = explain(game(reshuffle=True))
    assert "to form a new deck." in plain


def test_game_without_betting_or_folds_has_no_pot():
    g = game(
        forced=ir.Forced(),
        streets=(ir.Street(name="showdown", actions=(ir.Showdown(shares=(share(Source("hand")),)),)),),
    )
    text = explain(g)
    assert "no betting rounds" in text and "**Forced bets:** none" in text
    assert "The players show their hands." in text and "The best hand wins; equal hands tie." in text
    assert "fold" not in text


def test_an_ante_its_stakes_name_is_a_forced_bet_even_where_the_forced_line_says_none():
    """The table's ante is posted by every player: the page said "none" above the ante posted."""
    from pokerlang.ir.stakes import DefaultStakes

    g = game(
        forced=ir.Forced(),
        stakes=DefaultStakes(ante=1),
        streets=(ir.Street(name="showdown", actions=(ir.Showdown(shares=(share(Source("hand")),)),)),),
    )
    assert "**Forced bets:** an ante from every player (its stakes name one)" in explain(g)


def test_several_showdowns_are_numbered_in_the_play_and_below():
    # 3-5-7: a showdown after each stage; the play names each, the showdown section says which is which.
    text = explain(load_game("three-five-seven"))
    assert [n for n in (1, 2, 3) if f"Showdown {n} (see below)." in text] == [1, 2, 3]
    assert [n for n in (1, 2, 3) if f"**Showdown {n}.** " in text] == [1, 2, 3]
    assert "Showdown 1" not in explain(load_game("holdem"))


def test_a_face_down_zone_dealt_cards_face_up_says_everyone_sees_those():
    # Seven twenty-seven: one card down and one up to the same hand.
    text = explain(load_game("seven-twenty-seven"))
    assert "only its owner sees it. The cards dealt to it face up are seen by everyone." in text
    assert "The cards dealt to it face up" not in explain(load_game("holdem"))
