"""``pokerlang.ir.show``: the core IR as text that is stable, short and machine-free, and
``pokerlang explain --ir`` prints it."""

from __future__ import annotations

import attrs
from click.testing import CliRunner
from helpers.explain_ir import HIGH, game

from pokerlang.cards.card import Card
from pokerlang.cli import cli
from pokerlang.compiler import compile_file
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir
from pokerlang.ir.control import Holds, If, When
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import Composition, Qualifier, Source
from pokerlang.ir.show import show
from pokerlang.resources import shipped_variants, variants_dir


@frozen_value(kw_only=True)
class Fanfare:
    """A node no printer has heard of."""

    times: int
    tune: str = "march"
    zones: tuple[str, ...] = ()


def street(*actions):
    return ir.Street(name="deal", actions=actions)


def test_a_new_node_prints_by_its_fields_without_a_change_to_the_printer():
    text = show(game(streets=(street(Fanfare(times=3, zones=("hand", "board"))),)))
    assert "- Fanfare(times=3, zones=[hand board])" in text


def test_a_field_at_its_default_is_left_out():
    text = show(game())
    assert "Source(zone=hand)" in text  # whose="own", counts and lines by default
    assert "stakes" not in text and "events" not in text and "jokers" not in text
    assert "Forced(blinds=true)" in text


def test_a_long_node_prints_a_field_a_line_named_in_its_header():
    text = show(game())
    assert "    - Street deal\n      actions:\n        - Deal(count=2, zone=hand, face_up=false)\n" in text


def test_a_ranking_prints_once_by_its_fields_and_elsewhere_by_name():
    text = show(game())
    assert text.count('title: "standard high"') == 1
    assert "    high:\n      ace: both\n" in text
    assert "ranking: @high" in text


def test_two_rankings_of_one_name_get_two_labels():
    stricter = attrs.evolve(HIGH, qualifier=Qualifier("pair", "J"))
    share = ir.Share(name="high", composition=Composition(size=5, sources=(Source("hand"),)), ranking=stricter)
    text = show(game(streets=(street(ir.Showdown(shares=(share,))),)))
    assert "    high#2:\n" in text and "ranking: @high#2" in text
    assert "qualifier: Qualifier(category=pair, rank=J)" in text


def test_cards_print_by_name_and_patterns_by_what_they_name():
    deck = (Card.parse("As"), Card.parse("Kd"))
    pattern = CardPattern(ranks="39", suits="s", cards=(Card.parse("Qh").index,), jokers=True)
    event = When(
        pattern=pattern,
        face_up=True,
        body=(If(condition=Holds(zone="hand", pattern=CardPattern(ranks="Q")), then=(ir.Burn(count=1),)),),
    )
    text = show(game(cards=deck, events=(event,)))
    assert "  cards: [As Kd]\n" in text
    assert "pattern: cards(ranks 39, suits s, Qh, jokers)" in text
    assert "condition: Holds(zone=hand, pattern=cards(ranks Q))" in text


def test_the_path_is_the_repositorys_or_the_files_name_alone(tmp_path):
    assert "  path: variants/holdem.poker\n" in show(compile_file(variants_dir() / "holdem.poker"))
    elsewhere = tmp_path / "mine.poker"
    elsewhere.write_text((variants_dir() / "kuhn.poker").read_text())
    text = show(compile_file(elsewhere))
    assert "  path: mine.poker\n" in text and str(tmp_path) not in text


def test_every_shipped_game_prints_the_same_twice_with_nothing_of_this_machine():
    root = str(variants_dir().resolve().parent)
    for path in shipped_variants():
        text = show(compile_file(path))
        assert text == show(compile_file(path))
        assert " at 0x" not in text and root not in text
        assert text.startswith(f"game {path.stem}\n") and text.endswith("\n")


def test_explain_ir_prints_the_core_ir():
    out = CliRunner().invoke(cli, ["explain", "--ir", "holdem"], catch_exceptions=False)
    assert out.exit_code == 0
    assert out.output == show(compile_file(variants_dir() / "holdem.poker"))


def test_explain_ir_of_a_bad_file_is_a_diagnostic(tmp_path):
    bad = tmp_path / "bad.poker"
    bad.write_text('game "Bad"\nzone hand per-seat private\ndeal 2 to nowhere\n')
    out = CliRunner().invoke(cli, ["explain", "--ir", str(bad)])
    assert out.exit_code != 0 and "error[E001]:" in out.output and "Traceback" not in out.output
    assert "write `per seat`, with a space" in out.output


def test_a_mapping_prints_its_keys_in_order():
    @frozen_value
    class Table:
        seats: dict

    text = show(game(streets=(street(Table(seats={"b": ("x",) * 40, "a": 1})),)))
    assert text.index("a: 1") < text.index("b:")


def test_a_chain_of_sixty_else_ifs_prints_its_deepest_numbers_on_their_lines(tmp_path):
    """Deep in a chain of else-ifs a number no longer fits the line's width: a leaf has no
    parts to put on lines of their own, so it stays on its label's line (it was taken for a
    node and the printer failed)."""
    chain = " else ".join(f"if g = {i} {{ burn 1 }}" for i in range(60)) + " else { burn 2 }"
    path = tmp_path / "chain.poker"
    path.write_text(
        'game "Chain"\nimport rankings\nbetting no-limit\nforced blinds\ntally g shared\n'
        "zone hand per seat private\nzone board shared public\n"
        "step deal { deal 2 to hand  bet first after big-blind }\n"
        f"step chain {{ {chain} }}\nstep board {{ deal 5 to board  bet }}\n"
        "showdown best 5 of hand + board by high\n"
    )
    text = show(compile_file(path))
    assert max(len(line) for line in text.splitlines()) > 96  # the deepest ones overflow
    assert " 59" in text and "burn" in text.lower()
