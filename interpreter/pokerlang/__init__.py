"""pokerlang: a small language for poker variants, and the interpreter that runs them.

Pipeline: .poker text -> parse tree -> AST (syntax/) -> Game IR (compiler/) -> State (engine/).
"""

__version__ = "0.1.0"
