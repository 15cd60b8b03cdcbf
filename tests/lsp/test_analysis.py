"""The server's answers in-process, over every shipped file and every example of
docs/errors.md: fast enough to check as one types, and never a crash."""

from __future__ import annotations

import time

import pytest

from helpers.error_catalog import sections
from helpers.paths import ROOT
from pokerlang.lsp import analysis as an
from pokerlang.lsp.complete import completions
from pokerlang.lsp.meanings import MEANINGS, SEATS
from pokerlang.lsp.vocabulary import keywords

SHIPPED = sorted((ROOT / "variants").glob("*.poker"))


def test_a_recheck_after_the_first_takes_at_most_50_ms():
    path = ROOT / "variants" / "holdem.poker"
    text = path.read_text(encoding="utf-8")
    first = an.analyse(str(path), text)
    edited = text.replace("bet big }", "bet big }  ", 1)
    timings = []
    for _ in range(5):
        start = time.perf_counter()
        an.analyse(str(path), edited, first)
        timings.append(time.perf_counter() - start)
    assert min(timings) <= 0.050, timings


def test_every_meaning_is_of_a_keyword_of_the_grammar():
    from pokerlang.syntax.vocab import table_words

    # or a word of the vocabulary's tables (`reshuffle`: a word of a table rule's sentence)
    assert set(MEANINGS) <= set(keywords()) | set(table_words())


def test_the_seats_hovered_are_the_seats_the_compiler_knows():
    from pokerlang.compiler.lower import SEATS as COMPILED

    assert set(SEATS) == set(COMPILED)
    path = ROOT / "variants" / "holdem.poker"
    text = path.read_text(encoding="utf-8")
    analysis = an.analyse(str(path), text)
    rows = text.split("\n")
    line = next(n for n, row in enumerate(rows, start=1) if "after big-blind" in row)
    said = an.hover(analysis, line, rows[line - 1].index("big-blind") + 1)
    assert said.startswith("seat — the seat that posts the big blind")


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_line_of_a_shipped_variant_hovers_and_completes(path):
    text = path.read_text(encoding="utf-8")
    analysis = an.analyse(str(path), text)
    assert analysis.compiled is not None and not analysis.diagnostics
    for number, line in enumerate(text.split("\n"), start=1):
        stripped = line.lstrip()
        if not stripped or stripped.startswith("#"):
            continue
        column = len(line) - len(stripped) + 1
        said = an.hover(analysis, number, column)
        assert said, f"{path.name}:{number}: no hover for {stripped!r}"
        completions(analysis, number, column)


def test_steps_hover_with_the_sentence_explain_prints():
    from pokerlang.explain import explain

    path = ROOT / "variants" / "holdem.poker"
    analysis = an.analyse(str(path), path.read_text(encoding="utf-8"))
    page = explain(analysis.compiled.game)
    said = an.statement_meaning(analysis, 13, 3)  # on `step flop`
    assert said.startswith("**Flop.**") and said in page


@pytest.mark.parametrize("section", [s for s in sections() if s.wrong], ids=lambda s: s.code)
def test_a_quick_fix_of_an_errors_md_example_removes_its_error(section, tmp_path):
    path = tmp_path / "variant.poker"
    path.write_text(section.wrong, encoding="utf-8")
    analysis = an.analyse(str(path), section.wrong)
    for d in analysis.diagnostics:
        found = an.fix(d, section.wrong) if d.path == str(path) else None
        if found is None:
            continue
        (span, word), lines = found, section.wrong.split("\n")
        row = lines[span.line - 1]
        lines[span.line - 1] = row[: span.column - 1] + word + row[span.end_column - 1 :]
        # saved too: a rotation's file is read from disk (its games are checked one by one)
        path.write_text("\n".join(lines), encoding="utf-8")
        after = an.analyse(str(path), "\n".join(lines))
        still = [x for x in after.diagnostics if (x.code, x.span.line) == (d.code, d.span.line)]
        assert not still, f"{section.code}: replacing with {word!r} left {still}"


@pytest.mark.parametrize("section", [s for s in sections() if s.wrong], ids=lambda s: s.code)
def test_every_word_of_a_broken_example_hovers_completes_and_defines(section, tmp_path):
    """The files an author has open are mostly wrong: no answer about one may fail."""
    path = tmp_path / "variant.poker"
    path.write_text(section.wrong, encoding="utf-8")
    analysis = an.analyse(str(path), section.wrong)
    assert analysis.diagnostics
    for number, line in enumerate(section.wrong.split("\n"), start=1):
        for match in an.WORD.finditer(line):
            an.hover(analysis, number, match.start() + 1)
            an.definition(analysis, number, match.start() + 1)
            completions(analysis, number, match.start() + 1)
        completions(analysis, number, len(line) + 1)
    an.symbols(analysis)


def test_remembered_parses_leave_only_the_buffer_to_parse_again():
    from pokerlang.compiler import loader

    plain = loader.parse_text
    try:
        an.remember_parses()
        path = ROOT / "variants" / "razz.poker"  # razz extends seven-card-stud, which imports rankings
        text = path.read_text(encoding="utf-8")
        first = an.analyse(str(path), text)
        before = loader.parse_text.cache_info()
        again = an.analyse(str(path), text + "\n# edited\n", first)
        after = loader.parse_text.cache_info()
        assert (after.misses - before.misses, after.hits - before.hits) == (1, 2)
        assert again.compiled is not None and again.compiled.game == first.compiled.game
    finally:
        loader.parse_text = plain


def test_mutated_variants_never_break_an_answer():
    """The hostile sweep's mutants (a token deleted, doubled, swapped, replaced): each is
    checked, and hover, completion and definition are asked at every line's words."""
    import random

    from helpers.hostile import mutant, sources, words

    texts = sources()
    vocabulary = words(texts)
    rng = random.Random(24)
    for index in range(60):
        text = mutant(rng.choice(texts), rng, vocabulary)
        path = str(ROOT / "variants" / f"mutant-{index}.poker")
        analysis = an.analyse(path, text)
        for number, line in enumerate(text.split("\n"), start=1):
            for match in list(an.WORD.finditer(line))[:4]:
                an.hover(analysis, number, match.start() + 1)
                an.definition(analysis, number, match.start() + 1)
            completions(analysis, number, len(line) + 1)
        an.symbols(analysis)
