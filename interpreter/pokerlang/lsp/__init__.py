"""The editor tools: ``pokerlang lsp``, a language server on stdio (``server``), and the
TextMate grammar for highlighting (``textmate``), both read from the one Lark grammar.

What the server knows it asks the compiler: ``analysis`` checks a buffer and answers
hover, definition and symbols from the checked file; ``complete`` asks Lark's interactive
parser which words may come next. No part of it knows a variant by name.
"""
