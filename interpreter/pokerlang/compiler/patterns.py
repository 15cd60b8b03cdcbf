"""``pattern`` (AST) -> ``CardPattern`` (IR): each word names a rank, a suit, a card or jokers."""

from __future__ import annotations

import difflib

from collections.abc import Mapping

from pokerlang.cards.card import RANK_NAMES, RANKS, SUIT_NAMES, SUITS, Card
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir.game import Zone
from pokerlang.ir.pattern import CardPattern, NamedRank
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


def lower_pattern(node: ast.Pattern, fail, zones: Mapping[str, Zone] | None = None) -> CardPattern:
    """``fail(span, message, hint)`` builds the diagnostic for a word that names no cards.
    ``zones``: the game's zones, where a rank named by a card dealt (``rank of kill``) may
    stand (the deal's patterns; not a ranking's, which is fixed before any card is dealt)."""
    ranks, suits, cards, jokers = [], [], [], False
    named = tuple(_named(a, zones, fail) for a in node.named())
    for atom in node.words():
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
                said = next(
                    (WILD_PHRASES[a.text.lower()] for a in node.words() if a.text.lower() in WILD_PHRASES), None
                )
                hint = f"for {said}" if said else f"write {EXAMPLES}"
                close = difflib.get_close_matches(text, [*_RANK_WORDS, *_SUIT_WORDS, *_JOKER_WORDS], n=1, cutoff=0.75)
                words = [a.text.lower() for a in node.words()]
                after = words[words.index(text) + 1] if text in words[:-1] else ""
                if text == "of" and ranks and after in _SUIT_WORDS:  # `kings of diamonds`: one card, by its name
                    named_card = f"{ranks[-1]}{_SUIT_WORDS[after]}"
                    hint = (
                        f"name the card itself: `{named_card}` ({words[words.index(text) - 1]} alone names every one)"
                    )
                elif not said and not close and atom is not node.words()[0]:  # `holds aces, draw-three`: ran on
                    hint = (
                        f"a pattern's list runs on after a comma: if '{atom.text}' begins the next option, put the"
                        " option whose condition names cards last (`declare draw-three, draw-four only if hand"
                        " holds aces in turn`)"
                    )
                raise fail(atom.span, f"'{atom.text}' names no cards", hint, code="E108") from None
    return CardPattern(
        ranks="".join(r for r in RANKS if r in ranks),
        suits="".join(s for s in SUITS if s in suits),
        cards=tuple(sorted(set(cards))),
        jokers=jokers,
        named=tuple(dict.fromkeys(named)),
    )


def _named(atom: ast.RankOf, zones: Mapping[str, Zone] | None, fail) -> NamedRank:
    if zones is None:
        raise fail(
            atom.span,
            "a ranking is fixed before any card is dealt: no card dealt can name its ranks",
            "name the ranks outright: `queens`, `J Q K`",
            code="E451",
        )
    name = atom.zone.text
    zone = zones.get(name)
    if zone is None:
        raise fail(atom.zone.span, f"there is no zone '{name}'", did_you_mean(name, list(zones)), code="E101")
    if zone.per_seat:
        raise fail(
            atom.zone.span,
            f"zone '{name}' is a seat's: whose cards would name the rank is not said",
            "name the rank by a card of a shared zone (a card turned up in the middle: "
            "`zone kill shared public`); a seat's own cards make wild cards with `wild rank of ZONE per seat`",
            code="E452",
        )
    return NamedRank(zone=name, last=atom.last)


def static_words(node: ast.Pattern, fail) -> tuple[ast.Word, ...]:
    """A ranking's pattern: its words, a rank named by a card dealt refused (E451)."""
    lower_pattern(node, fail)  # refuses `rank of ...` with its diagnostic
    return node.words()


def rank_char(word: ast.Word, fail) -> str:
    """``10``, ``T``, ``A``, ``ace`` ... -> the rank letter, or a diagnostic."""
    text = word.text.upper()
    names = {"ACE": "A", "KING": "K", "QUEEN": "Q", "JACK": "J", "TEN": "T", "10": "T"}
    text = names.get(text, text)
    if len(text) != 1 or text not in RANKS:
        raise fail(word.span, f"'{word.text}' is not a rank", "ranks are 2..9, T (or 10), J, Q, K, A", code="E108")
    return text
