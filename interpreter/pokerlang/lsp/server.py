"""``pokerlang lsp``: the language server, on pygls, over stdio.

Each handler asks ``analysis`` or ``complete`` about the buffer's last check and turns
the answer into LSP's types: lines and characters from 0 there, from 1 in every
Diagnostic and Span here (characters are counted as code points, which is what LSP's
UTF-16 counts for every character a .poker file is likely to hold).

A buffer is checked on open and on every change (the parser, the stdlib and shipped files
are read once per process: a re-check of a shipped variant takes some 10 ms), and its
diagnostics are published at once. Formatting is one handler away: a
``textDocument/formatting`` feature that returns ``whole_edit(document, format_text(...))``.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path
from pygls.workspace import TextDocument

from pokerlang.diagnostics import Diagnostic, Span
from pokerlang.lsp import analysis as an
from pokerlang.lsp.complete import completions

SIMULATE = "pokerlang.simulate"
_KINDS = {
    "keyword": lsp.CompletionItemKind.Keyword,
    "zone": lsp.CompletionItemKind.Variable,
    "ranking": lsp.CompletionItemKind.Class,
    "step": lsp.CompletionItemKind.Function,
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

    def check(self, document: TextDocument) -> an.Analysis:
        """Check the buffer as it now reads and publish its diagnostics."""
        before = self.analyses.get(document.uri)
        analysis = an.analyse(path_of(document), document.source, before)
        self.analyses[document.uri] = analysis
        found = [to_lsp(d, analysis.path) for d in analysis.diagnostics]
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


server = PokerServer()


def path_of(document: TextDocument) -> str:
    """The file a buffer stands for; an unsaved one is read as a file in the working
    folder (``import`` and ``extends`` look there first)."""
    if document.uri.startswith("file:") and document.path:
        return document.path
    name = Path(document.path or "untitled").stem or "untitled"
    return str(Path.cwd() / f"{name}.poker")


# ---- positions -------------------------------------------------------------------------------


def to_range(span: Span) -> lsp.Range:
    if span.line < 1:  # the whole file: its first line
        return lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=1, character=0))
    return lsp.Range(
        start=lsp.Position(line=span.line - 1, character=span.column - 1),
        end=lsp.Position(line=span.end_line - 1, character=max(span.end_column - 1, 0)),
    )


def from_range(r: lsp.Range) -> Span:
    return Span(r.start.line + 1, r.start.character + 1, r.end.line + 1, r.end.character + 1)


def to_lsp(d: Diagnostic, path: str) -> lsp.Diagnostic:
    """A Diagnostic as LSP's, its hint after the message; one in another file (a base the
    buffer extends) is shown on the first line, naming the file and line."""
    here = d.path == path
    message = d.message if here else f"{Path(d.path).name}:{d.span.line}:{d.span.column}: {d.message}"
    if d.hint:
        message += f"\nhint: {d.hint}"
    related = [
        lsp.DiagnosticRelatedInformation(
            location=lsp.Location(uri=from_fs_path(n.path) or n.path, range=to_range(n.span)), message=n.message
        )
        for n in d.notes
    ]
    return lsp.Diagnostic(
        range=to_range(d.span if here else Span(0, 0, 0, 0)),
        message=message,
        severity=_SEVERITY.get(d.severity, lsp.DiagnosticSeverity.Error),
        code=d.code,
        source="pokerlang",
        related_information=related or None,
    )


def whole_edit(document: TextDocument, text: str) -> list[lsp.TextEdit]:
    """The edit that replaces the whole buffer with ``text`` (none when it is the same)."""
    if text == document.source:
        return []
    end = lsp.Position(line=len(document.lines), character=0)
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
    ls.check(ls.workspace.get_text_document(params.text_document.uri))


@server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: PokerServer, params: lsp.DidCloseTextDocumentParams) -> None:
    ls.analyses.pop(params.text_document.uri, None)
    ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))


# ---- questions about the buffer ----------------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_HOVER)
def hover(ls: PokerServer, params: lsp.HoverParams) -> lsp.Hover | None:
    analysis = ls.analysis(params.text_document.uri)
    line, column = params.position.line + 1, params.position.character + 1
    said = an.hover(analysis, line, column)
    if said is None:
        return None
    word = an.word_at(analysis.text, line, column)
    return lsp.Hover(
        contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=said), range=to_range(word[1]) if word else None
    )


@server.feature(lsp.TEXT_DOCUMENT_COMPLETION, lsp.CompletionOptions(trigger_characters=[" "]))
def complete(ls: PokerServer, params: lsp.CompletionParams) -> lsp.CompletionList:
    analysis = ls.analysis(params.text_document.uri)
    found = completions(analysis, params.position.line + 1, params.position.character + 1)
    items = [lsp.CompletionItem(label=i.label, kind=_KINDS.get(i.kind), detail=i.detail or i.kind) for i in found]
    return lsp.CompletionList(is_incomplete=False, items=items)


@server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
def definition(ls: PokerServer, params: lsp.DefinitionParams) -> lsp.Location | None:
    analysis = ls.analysis(params.text_document.uri)
    found = an.definition(analysis, params.position.line + 1, params.position.character + 1)
    if found is None:
        return None
    path, span = found
    uri = params.text_document.uri if path == analysis.path else from_fs_path(path) or path
    return lsp.Location(uri=uri, range=to_range(span))


@server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbols(ls: PokerServer, params: lsp.DocumentSymbolParams) -> list[lsp.DocumentSymbol]:
    analysis = ls.analysis(params.text_document.uri)
    return [
        lsp.DocumentSymbol(
            name=p.name,
            kind=_SYMBOLS[p.kind],
            range=to_range(p.span),
            selection_range=to_range(p.name_span),
            detail=p.kind,
        )
        for p in an.symbols(analysis)
    ]


@server.feature(lsp.TEXT_DOCUMENT_CODE_ACTION, lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix]))
def code_actions(ls: PokerServer, params: lsp.CodeActionParams) -> list[lsp.CodeAction]:
    """A quick fix for each diagnostic whose hint names the word to write."""
    analysis = ls.analysis(params.text_document.uri)
    asked = from_range(params.range)
    actions = []
    for d in analysis.diagnostics:
        found = an.fix(d, analysis.text) if d.path == analysis.path else None
        if found is None or not _overlaps(d.span, asked):
            continue
        span, word = found
        edit = lsp.TextEdit(range=to_range(span), new_text=word)
        actions.append(
            lsp.CodeAction(
                title=f"Replace with '{word}'",
                kind=lsp.CodeActionKind.QuickFix,
                diagnostics=[to_lsp(d, analysis.path)],
                edit=lsp.WorkspaceEdit(changes={params.text_document.uri: [edit]}),
                is_preferred=True,
            )
        )
    return actions


def _overlaps(a: Span, b: Span) -> bool:
    return (a.line, a.column) <= (b.end_line, b.end_column) and (b.line, b.column) <= (a.end_line, a.end_column)


# ---- the simulation on the `game` line ----------------------------------------------------------


@server.feature(lsp.TEXT_DOCUMENT_CODE_LENS)
def code_lens(ls: PokerServer, params: lsp.CodeLensParams) -> list[lsp.CodeLens]:
    analysis = ls.analysis(params.text_document.uri)
    game = next((p for p in an.symbols(analysis) if p.kind == "game"), None)
    if game is None or analysis.compiled is None:
        return []  # a file that does not check plays no hands
    title = ls.headlines.get(analysis.text, "▶ Simulate a few hundred hands")
    command = lsp.Command(title=title, command=SIMULATE, arguments=[params.text_document.uri])
    return [lsp.CodeLens(range=to_range(game.span), command=command)]


@server.command(SIMULATE)
async def simulate(ls: PokerServer, uri: str) -> str:
    """Play the buffer's game a few hundred hands on a worker thread; show the headline."""
    from pokerlang.lsp.simulate import headline

    analysis = ls.analysis(uri)
    if analysis.compiled is None:
        said = "the file does not check: fix its errors to simulate it"
    else:
        said = str(await asyncio.to_thread(headline, analysis.compiled.game))
        ls.headlines[analysis.text] = said
    ls.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Info, message=said))
    return said


def serve() -> None:
    server.start_io()
