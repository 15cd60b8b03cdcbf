"""``pattern`` (AST) -> ``CardPattern`` (IR): each word names a rank, a suit, a card or jokers."""

from __future__ import annotations

from pokerlang.cards.card import RANK_NAMES, RANKS, SUIT_NAMES, SUITS, Card
from pokerlang.ir.pattern import CardPattern
from pokerlang.syntax import ast
from pokerlang.syntax.book_words import WILD_PHRASES

# Every way a rank or a suit may be written: Q, q, queen, queens; 10, T, ten, tens; two, deuce.
_RANK_WORDS: dict[str, str] = {}
for _r, _name in RANK_NAMES.items():
    for _w in (_r, _name, _name + ("es" if _name.endswith("x") else "s")):
        _RANK_WORDS[_w.lower()] = _r
_RANK_WORDS.update({"10": "T", "two": "2", "twos": "2"})
_SUIT_WORDS: dict[str, str] = {}
for _s, _name in SUIT_NAMES.items():
    for _w in (_s, _name, _name[:-1]):
        _SUIT_WORDS[_w] = _s
_JOKER_WORDS = ("joker", "jokers")
EXAMPLES = "ranks (Q, 10, queens), suits (spades), cards (Qs) or jokers"


def lower_pattern(node: ast.Pattern, fail) -> CardPattern:
    """``fail(span, message, hint)`` builds the diagnostic for a word that names no cards."""
    ranks, suits, cards, jokers = [], [], [], False
    for atom in node.atoms:
        text = atom.text.lower()
        if text in _JOKER_WORDS:
            jokers = True
        elif text in _RANK_WORDS:
            ranks.append(_RANK_WORDS[text])
        elif text in _SUIT_WORDS:
            suits.append(_SUIT_WORDS[text])
        else:
            try:
                cards.append(Card.parse(atom.text).index)
            except ValueError:
                said = next((WILD_PHRASES[a.text.lower()] for a in node.atoms if a.text.lower() in WILD_PHRASES), None)
                hint = f"for {said}" if said else f"write {EXAMPLES}"
                raise fail(atom.span, f"'{atom.text}' names no cards", hint, code="E108") from None
    return CardPattern(
        ranks="".join(r for r in RANKS if r in ranks),
        suits="".join(s for s in SUITS if s in suits),
        cards=tuple(sorted(set(cards))),
        jokers=jokers,
    )


def rank_char(word: ast.Word, fail) -> str:
    """``10``, ``T``, ``A``, ``ace`` ... -> the rank letter, or a diagnostic."""
    text = word.text.upper()
    names = {"ACE": "A", "KING": "K", "QUEEN": "Q", "JACK": "J", "TEN": "T", "10": "T"}
    text = names.get(text, text)
    if len(text) != 1 or text not in RANKS:
        raise fail(word.span, f"'{word.text}' is not a rank", "ranks are 2..9, T (or 10), J, Q, K, A", code="E108")
    return text
