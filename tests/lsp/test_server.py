"""`pokerlang lsp`, driven over stdio as an editor drives it: one server for the module,
each feature on a shipped variant and on a broken file from docs/errors.md."""

from __future__ import annotations

import pytest

from helpers.error_catalog import sections
from helpers.lsp_client import LspClient
from helpers.paths import ROOT

from pokerlang.fmt import format_text

VARIANTS = ROOT / "variants"
EXAMPLES = {s.code: s for s in sections()}


@pytest.fixture(scope="module")
def server():
    client = LspClient()
    yield client
    client.close()


def opened(server, tmp_path, name: str, text: str) -> tuple[str, list[dict]]:
    """A buffer of ``text`` saved as ``name`` in a fresh folder, and its first diagnostics."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    uri = server.open(path)
    return uri, server.diagnosed(uri)


def line_of(text: str, needle: str) -> tuple[int, int]:
    """The line and character (from 0) where ``needle`` first stands in ``text``."""
    for number, line in enumerate(text.split("\n")):
        if needle in line:
            return number, line.index(needle)
    raise AssertionError(f"{needle!r} is not in the text")


def test_the_server_says_what_it_offers(server):
    offered = server.capabilities
    assert offered["hoverProvider"] and offered["definitionProvider"] and offered["documentSymbolProvider"]
    assert offered["completionProvider"]["triggerCharacters"] == [" "]
    assert offered["codeActionProvider"]["codeActionKinds"] == ["quickfix"]
    assert offered["executeCommandProvider"]["commands"] == ["pokerlang.simulate"]
    assert "codeLensProvider" in offered and offered["textDocumentSync"]["openClose"]
    assert offered["documentFormattingProvider"]


# ---- diagnostics ------------------------------------------------------------------------------


def test_a_shipped_variant_opens_clean(server):
    uri = server.open(VARIANTS / "holdem.poker")
    assert server.diagnosed(uri) == []


def test_a_broken_file_shows_checks_diagnostic_with_its_code_place_and_hint(server, tmp_path):
    wrong = EXAMPLES["E101"].wrong
    [d] = opened(server, tmp_path, "variant.poker", wrong)[1]
    line, character = line_of(wrong, "hnad")
    assert d["code"] == "E101" and d["severity"] == 1 and d["source"] == "pokerlang"
    assert d["message"] == "unknown zone 'hnad'\nhint: did you mean 'hand'?"
    assert d["range"] == {
        "start": {"line": line, "character": character},
        "end": {"line": line, "character": character + 4},
    }


def test_diagnostics_follow_the_text_as_it_is_typed(server, tmp_path):
    fixed = EXAMPLES["E102"].fixed
    uri, found = opened(server, tmp_path, "typing.poker", fixed)
    assert found == []
    server.change(uri, fixed.replace("by high", "by hihg"), version=2)
    assert [d["code"] for d in server.diagnosed(uri)] == ["E102"]
    server.change(uri, fixed.replace("by high", "by high ("), version=3)
    assert [d["code"] for d in server.diagnosed(uri)] == ["E001"]
    server.change(uri, fixed, version=4)
    assert server.diagnosed(uri) == []


def test_saving_a_base_checks_the_open_variations_of_it_again(server, tmp_path):
    base = tmp_path / "base.poker"
    base.write_text(EXAMPLES["E101"].fixed, encoding="utf-8")
    server.diagnosed(server.open(base))
    variation = tmp_path / "variation.poker"
    variation.write_text('extends "base"\nstep river after flop { deal 1 to board  bet }\n', encoding="utf-8")
    uri = server.open(variation)
    assert server.diagnosed(uri) == []
    base.write_text(EXAMPLES["E101"].fixed.replace("zone board shared public\n", ""), encoding="utf-8")
    server.notify("textDocument/didSave", {"textDocument": {"uri": base.resolve().as_uri()}})
    assert {d["code"] for d in server.diagnosed(uri)} == {"E101"}


def test_a_note_in_the_base_file_comes_as_related_information(server, tmp_path):
    """A variation that deals more: the error at its line, the base's line as a note."""
    step = "step fourth-street { deal 3 up to shown  bet small first best shown by showing }"
    text = f'extends "seven-card-stud"\ngame "Big stud"\n{step}\n'
    [d] = opened(server, tmp_path, "big-stud.poker", text)[1]
    assert d["code"] == "E201" and d["range"]["start"] == {"line": 2, "character": step.index("deal")}
    [note] = d["relatedInformation"]
    base = VARIANTS / "seven-card-stud.poker"
    assert note["location"]["uri"] == base.resolve().as_uri()
    assert note["location"]["range"]["start"]["line"] == line_of(base.read_text(), "step fifth-street")[0]
    assert note["message"] == "the cards run out here, in the variant this one extends"


# ---- hover ------------------------------------------------------------------------------------


def test_hover_says_the_statements_explain_sentence_and_the_keywords_meaning(server):
    path = VARIANTS / "holdem.poker"
    uri = server.open(path)
    server.diagnosed(uri)
    line, character = line_of(path.read_text(), "deal 2 to hand")
    said = server.at("textDocument/hover", uri, line, character + 1)["contents"]["value"]
    assert "`deal` — deal cards from the deck to a zone" in said
    assert "Deals two cards face down to each player's hand" in said


def test_hover_on_a_card_pattern_names_its_cards(server):
    path = VARIANTS / "follow-the-queen.poker"
    uri = server.open(path)
    server.diagnosed(uri)
    line, character = line_of(path.read_text(), "wild queens")
    said = server.at("textDocument/hover", uri, line, character + len("wild q"))["contents"]["value"]
    assert said.startswith("**queens**: queens")
    assert "Queens are wild." in said


def test_hover_tells_a_keyword_from_a_zone_of_the_same_name_as_the_parser_does(server):
    path = VARIANTS / "three-card-poker.poker"
    uri = server.open(path)
    server.diagnosed(uri)
    line, character = line_of(path.read_text(), "house plays best 3 of house")
    keyword = server.at("textDocument/hover", uri, line, character + 1)["contents"]["value"]
    assert keyword.startswith("`house` — against the house")
    zone = server.at("textDocument/hover", uri, line, character + len("house plays best 3 of h"))["contents"]["value"]
    assert zone.startswith("zone — **House**: shared, face down; nobody sees its cards.")


def test_hover_on_a_zone_line_says_the_zone(server):
    path = VARIANTS / "holdem.poker"
    uri = server.open(path)
    server.diagnosed(uri)
    line, character = line_of(path.read_text(), "zone board")
    said = server.at("textDocument/hover", uri, line, character)["contents"]["value"]
    assert said.endswith("**Board**: shared, face up on the table for everyone to see.")


def test_hover_on_a_broken_file_still_says_what_a_keyword_is(server, tmp_path):
    wrong = EXAMPLES["E102"].wrong
    uri, _ = opened(server, tmp_path, "hover.poker", wrong)
    line, character = line_of(wrong, "showdown")
    said = server.at("textDocument/hover", uri, line, character)["contents"]["value"]
    assert said.startswith("`showdown` — the players still in show their hands")


# ---- completion -------------------------------------------------------------------------------


def labels(server, uri: str, line: int, character: int) -> dict[str, int]:
    items = server.at("textDocument/completion", uri, line, character)["items"]
    return {i["label"]: i["kind"] for i in items}


def test_completion_offers_the_rankings_after_by_and_the_zones_after_to(server, tmp_path):
    text = EXAMPLES["E102"].fixed.replace("by high", "by ") + "step more { deal 1 to \n"
    uri, _ = opened(server, tmp_path, "complete.poker", text)
    line, character = line_of(text, "by ")
    after_by = labels(server, uri, line, character + 3)
    assert {"high", "ace-to-five-low", "badugi"} <= set(after_by) and "hand" not in after_by
    line, character = line_of(text, "deal 1 to ")
    assert set(labels(server, uri, line, character + len("deal 1 to "))) == {"hand", "board"}


def test_completion_offers_the_keywords_the_grammar_accepts_there(server, tmp_path):
    text = "import rankings\nzone hand per seat \nstep s { deal 2 \n"
    uri, _ = opened(server, tmp_path, "keywords.poker", text)
    assert set(labels(server, uri, 1, len("zone hand per seat "))) == {"private", "public", "others", "hidden"}
    after_count = set(labels(server, uri, 2, len("step s { deal 2 ")))
    assert after_count == {"up", "down", "to"}


def test_completion_offers_shipped_variants_after_extends_and_libraries_after_import(server, tmp_path):
    text = "extends \nimport \n"
    uri, _ = opened(server, tmp_path, "heads.poker", text)
    assert {"holdem", "razz", "seven-card-stud"} <= set(labels(server, uri, 0, len("extends ")))
    assert "rankings" in labels(server, uri, 1, len("import "))


def test_completion_offers_seats_after_first_after_and_options_after_declared(server, tmp_path):
    guts = (VARIANTS / "guts.poker").read_text(encoding="utf-8")
    text = guts + "\nstep more { bet first after \n  deal 1 to hand only declared \n  bet }\n"
    uri, _ = opened(server, tmp_path, "seats.poker", text)
    line, character = line_of(text, "first after ")
    assert set(labels(server, uri, line, character + len("first after "))) == {"dealer", "small-blind", "big-blind"}
    line, character = line_of(text, "only declared ")
    assert set(labels(server, uri, line, character + len("only declared "))) == {"in", "out"}


def test_completion_offers_someone_and_the_seats_in_a_condition(server, tmp_path):
    guts = (VARIANTS / "guts.poker").read_text(encoding="utf-8")
    text = guts + "\nstep more { if  \n  bet }\n"
    uri, _ = opened(server, tmp_path, "someone.poker", text)
    line, character = line_of(text, "if  ")
    assert {"someone", "dealer", "hand"} <= set(labels(server, uri, line, character + len("if ")))


def test_completion_offers_the_steps_where_a_variation_places_one(server, tmp_path):
    text = 'extends "holdem"\nstep river-again after \n'
    uri, _ = opened(server, tmp_path, "place.poker", text)
    assert set(labels(server, uri, 1, len("step river-again after "))) == {"preflop", "flop", "turn", "river"}


def test_completion_inside_the_quotes_of_extends(server, tmp_path):
    text = 'extends "seven\n'
    uri, _ = opened(server, tmp_path, "quoted.poker", text)
    found = labels(server, uri, 0, len('extends "seven'))
    assert {"seven-card-stud", "seven-card-stud-hi-lo"} <= set(found) and '"holdem"' not in found


# ---- definitions and symbols ------------------------------------------------------------------


def test_definition_of_a_zone_goes_to_the_base_file_that_declares_it(server):
    razz = VARIANTS / "razz.poker"
    uri = server.open(razz)
    server.diagnosed(uri)
    line, character = line_of(razz.read_text(), "deal 1 up to shown")
    found = server.at("textDocument/definition", uri, line, character + len("deal 1 up to s"))
    base = VARIANTS / "seven-card-stud.poker"
    assert found["uri"] == base.resolve().as_uri()
    zone_line, zone_character = line_of(base.read_text(), "zone shown")
    assert found["range"]["start"] == {"line": zone_line, "character": zone_character + len("zone ")}


def test_definition_of_extends_and_import_goes_to_the_file(server):
    razz = VARIANTS / "razz.poker"
    uri = server.open(razz)
    server.diagnosed(uri)
    line, character = line_of(razz.read_text(), "extends")
    found = server.at("textDocument/definition", uri, line, character + len('extends "s'))
    assert found["uri"] == (VARIANTS / "seven-card-stud.poker").resolve().as_uri()
    holdem = VARIANTS / "holdem.poker"
    uri = server.open(holdem)
    server.diagnosed(uri)
    line, character = line_of(holdem.read_text(), "import rankings")
    found = server.at("textDocument/definition", uri, line, character + len("import r"))
    assert found["uri"] == (ROOT / "stdlib" / "rankings.poker").resolve().as_uri()
    line, character = line_of(holdem.read_text(), "by high")
    found = server.at("textDocument/definition", uri, line, character + len("by h"))
    library = ROOT / "stdlib" / "rankings.poker"
    assert found["uri"] == library.resolve().as_uri()
    assert found["range"]["start"]["line"] == line_of(library.read_text(), "ranking high")[0]


def test_definition_works_in_a_file_that_does_not_check(server, tmp_path):
    wrong = EXAMPLES["E102"].wrong
    uri, _ = opened(server, tmp_path, "define.poker", wrong)
    line, character = line_of(wrong, "to hand")
    found = server.at("textDocument/definition", uri, line, character + len("to h"))
    assert found["uri"] == uri
    assert found["range"]["start"] == {"line": 1, "character": len("zone ")}


def test_symbols_are_the_game_its_zones_and_its_steps(server):
    uri = server.open(VARIANTS / "holdem.poker")
    server.diagnosed(uri)
    found = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    assert [(s["name"], s["detail"]) for s in found] == [
        ("Texas hold'em", "game"),
        ("hand", "zone"),
        ("board", "zone"),
        ("preflop", "step"),
        ("flop", "step"),
        ("turn", "step"),
        ("river", "step"),
    ]


def test_definition_of_a_step_a_variation_places_goes_to_its_base(server, tmp_path):
    text = 'extends "holdem"\nstep flop-again after flop { burn 1  deal 1 to board  bet }\n'
    uri, found = opened(server, tmp_path, "placed.poker", text)
    assert found == []
    line, character = line_of(text, "after flop")
    found = server.at("textDocument/definition", uri, line, character + len("after f"))
    holdem = VARIANTS / "holdem.poker"
    assert found["uri"] == holdem.resolve().as_uri()
    step_line, step_character = line_of(holdem.read_text(), "step flop")
    assert found["range"]["start"] == {"line": step_line, "character": step_character + len("step ")}


def test_symbols_of_a_library_are_its_rankings(server):
    library = ROOT / "stdlib" / "rankings.poker"
    uri = server.open(library)
    server.diagnosed(uri)
    found = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    names = [s["name"] for s in found]
    assert names[:3] == ["high", "short-deck", "ace-to-five-low"]
    assert {s["detail"] for s in found} == {"ranking"} and {s["kind"] for s in found} == {5}  # Class


def test_symbols_of_a_file_that_does_not_check(server, tmp_path):
    wrong = EXAMPLES["E101"].wrong
    uri, _ = opened(server, tmp_path, "outline.poker", wrong)
    found = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    assert [(s["name"], s["detail"]) for s in found] == [
        ("hand", "zone"),
        ("board", "zone"),
        ("pre", "step"),
        ("flop", "step"),
    ]


# ---- quick fixes ------------------------------------------------------------------------------


def apply(text: str, edit: dict) -> str:
    lines = text.split("\n")
    start, end = edit["range"]["start"], edit["range"]["end"]
    assert start["line"] == end["line"]
    row = lines[start["line"]]
    lines[start["line"]] = row[: start["character"]] + edit["newText"] + row[end["character"] :]
    return "\n".join(lines)


@pytest.mark.parametrize("code", ["E101", "E102"])
def test_the_quick_fix_of_a_did_you_mean_turns_the_wrong_example_into_the_fixed_one(server, tmp_path, code):
    wrong = EXAMPLES[code].wrong
    uri, [d] = opened(server, tmp_path, "fix.poker", wrong)
    params = {"textDocument": {"uri": uri}, "range": d["range"], "context": {"diagnostics": [d]}}
    [action] = server.request("textDocument/codeAction", params)
    assert action["kind"] == "quickfix" and action["title"].startswith("Replace with '")
    [edit] = action["edit"]["changes"][uri]
    assert apply(wrong, edit) == EXAMPLES[code].fixed


def test_no_quick_fix_where_the_hint_names_no_single_word(server):
    uri = server.open(VARIANTS / "holdem.poker")
    server.diagnosed(uri)
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": 17, "character": 0}}
    params = {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}}
    assert server.request("textDocument/codeAction", params) == []


# ---- the simulation lens ----------------------------------------------------------------------


def test_the_game_line_carries_a_lens_that_simulates_and_shows_the_headline(server):
    holdem = VARIANTS / "holdem.poker"
    uri = server.open(holdem)
    server.diagnosed(uri)
    [lens] = server.request("textDocument/codeLens", {"textDocument": {"uri": uri}})
    assert lens["range"]["start"]["line"] == line_of(holdem.read_text(), "game ")[0]
    command = lens["command"]
    said = server.request(
        "workspace/executeCommand", {"command": command["command"], "arguments": command["arguments"]}, timeout=120
    )
    assert said.startswith("300 hands at 6 seats, random bots: ") and "reach showdown, average pot" in said
    assert server.messages.get(timeout=10) == said
    [again] = server.request("textDocument/codeLens", {"textDocument": {"uri": uri}})
    assert again["command"]["title"] == said


@pytest.mark.parametrize("code", ["E102", "E211"])  # a compile error; an error of the checks after it
def test_a_file_that_does_not_check_has_no_lens(server, tmp_path, code):
    uri, found = opened(server, tmp_path, "nolens.poker", 'game "x"\n' + EXAMPLES[code].wrong)
    assert [d["code"] for d in found] == [code]
    assert server.request("textDocument/codeLens", {"textDocument": {"uri": uri}}) == []
    said = server.request("workspace/executeCommand", {"command": "pokerlang.simulate", "arguments": [uri]})
    assert said == "the file does not check: fix its errors to simulate it"
    assert server.messages.get(timeout=10) == said


@pytest.mark.parametrize("bare", [{"arguments": []}, {}], ids=["empty", "none"])
def test_the_command_run_bare_simulates_the_buffer_last_checked(server, bare):
    """Editors without code lenses (Helix) run the command with no argument."""
    uri = server.open(VARIANTS / "kuhn.poker")
    server.diagnosed(uri)
    said = server.request("workspace/executeCommand", {"command": "pokerlang.simulate", **bare}, timeout=120)
    assert said.startswith("300 hands at 2 seats, random bots: ")
    assert server.messages.get(timeout=10) == said


# ---- formatting -------------------------------------------------------------------------------


def test_formatting_lays_the_buffer_out_as_pokerlang_fmt_does(server, tmp_path):
    messy = 'game  "x"   players 2..4\nzone hand per seat private\nstep s {deal 2 to hand   bet}\n'
    messy += "showdown 2 of hand by high"
    uri, _ = opened(server, tmp_path, "messy.poker", messy)
    options = {"tabSize": 4, "insertSpaces": True}
    [edit] = server.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": options})
    assert edit["range"]["start"] == {"line": 0, "character": 0}
    assert edit["newText"] == format_text(messy)
    assert edit["newText"].startswith('game "x"\nplayers 2..4\n')


def test_formatting_a_buffer_that_does_not_parse_changes_nothing(server, tmp_path):
    uri, _ = opened(server, tmp_path, "broken.poker", "step x { deal 2 to }\n")
    options = {"tabSize": 4, "insertSpaces": True}
    assert server.request("textDocument/formatting", {"textDocument": {"uri": uri}, "options": options}) == []


# ---- positions --------------------------------------------------------------------------------


def test_characters_are_counted_as_the_client_counts_them(server, tmp_path):
    """LSP counts UTF-16 units: a card emoji before the mistake on its line takes two."""
    wrong = EXAMPLES["E101"].wrong.replace("step pre {", 'game "🂡 Test" step pre {')
    [d] = opened(server, tmp_path, "emoji.poker", wrong)[1]
    line, character = line_of(wrong, "hnad")
    assert d["range"]["start"] == {"line": line, "character": character + 1}
    line, character = line_of(wrong, "deal 2")
    said = server.at("textDocument/hover", server.open(tmp_path / "emoji.poker"), line, character + 2)
    assert said["contents"]["value"].startswith("`deal` — ")
    assert said["range"]["start"] == {"line": line, "character": character + 1}


def test_an_unsaved_buffer_is_checked_as_a_file_of_the_working_folder(server):
    uri = "untitled:Untitled-1"
    text = EXAMPLES["E102"].wrong
    server.notify(
        "textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "poker", "version": 1, "text": text}}
    )
    assert [d["code"] for d in server.diagnosed(uri)] == ["E102"]
