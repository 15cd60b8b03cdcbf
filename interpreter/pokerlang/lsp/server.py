"""``pokerlang lsp``: the language server, on pygls, over stdio.

Each handler asks ``analysis`` or ``complete`` about the buffer's last check and turns
the answer into LSP's types: lines and characters from 0 there, counted in the client's
units (UTF-16 unless it asks otherwise); from 1, in code points, in every Diagnostic and
Span here.

A buffer is checked on open and on every change (the parser, the stdlib and shipped files
are read once per process: a re-check of a shipped variant takes a few ms), and its
diagnostics are published at once.

Formatting is ``pokerlang fmt``'s own layout (``pokerlang.fmt.format_text``), sent as one
edit of the whole buffer; a buffer that does not parse is left as it is.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path
from pygls.workspace import TextDocument

from pokerlang.diagnostics import Diagnostic, PokerlangError, Span
from pokerlang.fmt import format_text
from pokerlang.lsp import analysis as an
from pokerlang.lsp.complete import completions

SIMULATE = "pokerlang.simulate"
_KINDS = {
    "keyword": lsp.CompletionItemKind.Keyword,
    "zone": lsp.CompletionItemKind.Variable,
    "ranking": lsp.CompletionItemKind.Class,
    "step": lsp.CompletionItemKind.Function,
    "seat": lsp.CompletionItemKind.EnumMember,
    "option": lsp.CompletionItemKind.Value,
    "variant": lsp.CompletionItemKind.File,
    "library": lsp.CompletionItemKind.Module,
}
_SYMBOLS = {
    "game": lsp.SymbolKind.File,
    "zone": lsp.SymbolKind.Variable,
    "ranking": lsp.SymbolKind.Class,
    "step": lsp.SymbolKind.Function,
}
_SEVERITY = {
    "error": lsp.DiagnosticSeverity.Error,
    "warning": lsp.DiagnosticSeverity.Warning,
    "note": lsp.DiagnosticSeverity.Information,
}


class PokerServer(LanguageServer):
    """The server, with each buffer's last analysis and the headlines simulated so far."""

    def __init__(self) -> None:
        from pokerlang import __version__

        super().__init__("pokerlang", __version__)
        self.analyses: dict[str, an.Analysis] = {}
        self.headlines: dict[str, str] = {}  # a buffer's text -> its simulation's headline
        self.latest: str | None = None  # the buffer last checked: the simulation's, unless named

    def check(self, document: TextDocument) -> an.Analysis:
        """Check the buffer as it now reads and publish its diagnostics."""
        before = self.analyses.get(document.uri)
        analysis = an.analyse(path_of(document), document.source, before)
        self.analyses[document.uri] = analysis
        self.latest = document.uri
        found = [self.diagnostic(d, analysis) for d in analysis.diagnostics]
        self.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=document.uri, diagnostics=found, version=document.version)
        )
        return analysis

    def analysis(self, uri: str) -> an.Analysis:
        analysis = self.analyses.get(uri)
        document = self.workspace.get_text_document(uri)
        if analysis is None or analysis.text != document.source:
            analysis = self.check(document)
        return analysis

    # ---- positions: from 1 in code points here, from 0 in the client's units there ----

    def cursor(self, uri: str, position: lsp.Position) -> tuple[an.Analysis, int, int]:
        """The buffer's analysis, and the cursor's line and column."""
        analysis = self.analysis(uri)
        lines = analysis.text.splitlines(keepends=True)
        at = self.workspace.position_codec.position_from_client_units(lines, position)
        return analysis, at.line + 1, at.character + 1

    def range(self, path: str, span: Span) -> lsp.Range:
        """A span of a file (the buffer's, or a file it reads) in the client's units."""
        return self.workspace.position_codec.range_to_client_units(self.lines(path), to_range(span))

    def lines(self, path: str) -> list[str]:
        for analysis in self.analyses.values():
            if analysis.path == path:
                return analysis.text.splitlines(keepends=True)
            if analysis.compiled is not None and path in analysis.compiled.loader.sources:
                return analysis.compiled.loader.sources[path].splitlines(keepends=True)
        try:
            return Path(path).read_text(encoding="utf-8").splitlines(keepends=True)
        except (OSError, UnicodeError):
            return []

    def diagnostic(self, d: Diagnostic, analysis: an.Analysis) -> lsp.Diagnostic:
        """A Diagnostic as LSP's, its hint after the message; one in another file (a base the
        buffer extends) is shown on the first line, naming the file and line."""
        here = d.path == analysis.path
        message = d.message if here else f"{Path(d.path).name}:{d.span.line}:{d.span.column}: {d.message}"
        if d.hint:
            message += f"\nhint: {d.hint}"
        related = [
            lsp.DiagnosticRelatedInformation(
                location=lsp.Location(uri=uri_of(n.path), range=self.range(n.path, n.span)), message=n.message
            )
            for n in d.notes
        ]
        return lsp.Diagnostic(
            range=self.range(d.path, d.span) if here else to_range(Span(0, 0, 0, 0)),
            message=message,
            severity=_SEVERITY.get(d.severity, lsp.DiagnosticSeverity.Error),
            code=d.code,
            source="pokerlang",
            related_information=related or None,
        )


server = PokerServer()
MAX_HEADLINES = 64  # simulated texts remembered


def path_of(document: TextDocument) -> str:
    """The file a buffer stands for; an unsaved one is read as a file in the working
    folder (``import`` and ``extends`` look there first)."""
    if document.uri.startswith("file:") and document.path:
        return document.path
    name = Path(document.path or "untitled").stem or "untitled"
    return str(Path.cwd() / f"{name}.poker")


def uri_of(path: str) -> str:
    return from_fs_path(path) or path


def to_range(span: Span) -> lsp.Range:
    """A span in code points from 0; the whole file (line 0) is its first line."""
    if span.line < 1:
        return lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=1, character=0))
    return lsp.Range(
        start=lsp.Position(line=span.line - 1, character=span.column - 1),
        end=lsp.Position(line=span.end_line - 1, character=max(span.end_column - 1, 0)),
    )


def whole_edit(document: TextDocument, text: str) -> list[lsp.TextEdit]:
    """The edit that replaces the whole buffer with ``text`` (none when it is the same)."""
    if text == document.source:
        return []
    lines = document.lines
    if not lines or lines[-1].endswith("\n"):
        end = lsp.Position(line=len(lines), character=0)
    else:  # the last line has no end: the buffer ends after its last character
        end = lsp.Position(line=len(lines) - 1, character=document.position_codec.client_num_units(lines[-1]))
    return [lsp.TextEdit(range=lsp.Range(start=lsp.Position(line=0, character=0), end=end), new_text=text)]


# ---- the buffer's life -------------------------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: PokerServer, params: lsp.DidOpenTextDocumentParams) -> None:
    ls.check(ls.workspace.get_text_document(params.text_document.uri))


@server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: PokerServer, params: lsp.DidChangeTextDocumentParams) -> None:
    ls.check(ls.workspace.get_text_document(params.text_document.uri))


@server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: PokerServer, params: lsp.DidSaveTextDocumentParams) -> None:
    """A saved file may be the base or the library of another open one (each reads the
    files it extends from disk): every open buffer is checked again."""
    saved = params.text_document.uri
    for uri in [saved, *(u for u in ls.analyses if u != saved)]:
        ls.check(ls.workspace.get_text_document(uri))


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: PokerServer, params: lsp.DidCloseTextDocumentParams) -> None:
    ls.analyses.pop(params.text_document.uri, None)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))


# ---- questions about the buffer ----------------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
def hover(ls: PokerServer, params: lsp.HoverParams) -> lsp.Hover | None:
    analysis, line, column = ls.cursor(params.text_document.uri, params.position)
    said = an.hover(analysis, line, column)
    if said is None:
        return None
    word = an.word_at(analysis.text, line, column)
    return lsp.Hover(
        contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=said),
        range=ls.range(analysis.path, word[1]) if word else None,
    )


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" "]))
def complete(ls: PokerServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    analysis, line, column = ls.cursor(params.text_document.uri, params.position)
    items = [
        lsp.CompletionItem(label=i.label, kind=_KINDS.get(i.kind), detail=i.detail or i.kind)
        for i in completions(analysis, line, column)
    ]
    return lsp.CompletionList(is_incomplete=False, items=items)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
def definition(ls: PokerServer, params: lsp.DefinitionParams) -> lsp.Location | None:
    analysis, line, column = ls.cursor(params.text_document.uri, params.position)
    found = an.definition(analysis, line, column)
    if found is None:
        return None
    path, span = found
    uri = params.text_document.uri if path == analysis.path else uri_of(path)
    return lsp.Location(uri=uri, range=ls.range(path, span))


@server.feature(lsp.TEXT_DOCUMENT_FORMATTING)
def formatting(ls: PokerServer, params: lsp.DocumentFormattingParams) -> list[lsp.TextEdit]:
    document = ls.workspace.get_text_document(params.text_document.uri)
    try:
        laid_out = format_text(document.source, document.path)
    except PokerlangError:  # its diagnostics are already shown; nothing to lay out
        return []
    return whole_edit(document, laid_out)


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbols(ls: PokerServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    analysis = ls.analysis(params.text_document.uri)
    return [
        lsp.DocumentSymbol(
            name=p.name,
            kind=_SYMBOLS[p.kind],
            range=ls.range(p.path, p.span),
            selection_range=ls.range(p.path, p.name_span),
            detail=p.kind,
        )
        for p in an.symbols(analysis)
    ]


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
def code_actions(ls: PokerServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    """A quick fix for each diagnostic in the range asked whose hint names the word to write."""
    uri = params.text_document.uri
    analysis = ls.analysis(uri)
    actions = []
    for d in analysis.diagnostics:
        found = an.fix(d, analysis.text) if d.path == analysis.path else None
        shown = ls.diagnostic(d, analysis)
        if found is None or not _overlaps(shown.range, params.range):
            continue
        span, word = found
        edit = lsp.TextEdit(range=ls.range(analysis.path, span), new_text=word)
        actions.append(
            lsp.CodeAction(
                title=f"Replace with '{word}'",
                kind=lsp.CodeActionKind.QuickFix,
                diagnostics=[shown],
                edit=lsp.WorkspaceEdit(changes={uri: [edit]}),
                is_preferred=True,
            )
        )
    return actions


def _overlaps(a: lsp.Range, b: lsp.Range) -> bool:
    def key(p: lsp.Position) -> tuple[int, int]:
        return p.line, p.character

    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


# ---- the simulation on the `game` line ----------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_CODE_LENS)
def code_lens(ls: PokerServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
    analysis = ls.analysis(params.text_document.uri)
    game = next((p for p in an.symbols(analysis) if p.kind == "game"), None)
    if game is None or not playable(analysis):
        return []  # a file that does not check plays no hands
    title = ls.headlines.get(analysis.text, "▶ Simulate a few hundred hands")
    command = lsp.Command(title=title, command=SIMULATE, arguments=[params.text_document.uri])
    return [lsp.CodeLens(range=ls.range(analysis.path, game.span), command=command)]


@server.command(SIMULATE)
async def simulate(ls: PokerServer, *named: str) -> str:
    """Play the buffer's game (``uri``, else the buffer last checked: editors without code
    lenses run the command bare) a few hundred hands on a worker thread; show the headline."""
    from pokerlang.lsp.simulate import headline

    uri = named[0] if named else ls.latest
    if uri is None:
        return "no .poker file is open"
    analysis = ls.analysis(uri)
    if analysis.compiled is None or not playable(analysis):
        said = "the file does not check: fix its errors to simulate it"
    else:
        said = str(await asyncio.to_thread(headline, analysis.compiled.game))
        if len(ls.headlines) >= MAX_HEADLINES:
            ls.headlines.clear()
        ls.headlines[analysis.text] = said
        workspace = ls.client_capabilities.workspace
        if workspace and workspace.code_lens and workspace.code_lens.refresh_support:
            ls.workspace_code_lens_refresh(None)  # the lens shows the headline now
    ls.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Info, message=said))
    return said


def playable(analysis: an.Analysis) -> bool:
    """A file that compiled without an error: its hands can be played."""
    return analysis.compiled is not None and not any(d.severity == "error" for d in analysis.diagnostics)


def serve() -> None:
    an.remember_parses()
    server.start_io()
