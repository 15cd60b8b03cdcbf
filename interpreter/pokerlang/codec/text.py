"""Actions and options in words, as the person at the table reads and types them.

``offered(legal)`` says exactly the options ``State.legal_actions()`` gives, with their
amounts and the cards to pick from (numbered from 1, as ``read_action`` reads them):
``fold, call 2, raise 4-200``. ``read_action`` turns a line such as ``raise 12``,
``As Kd Qh``, ``1 3 5``, ``pat``, ``high`` or ``swap right`` into exactly one of those
options, or raises ``InputError`` saying in a short sentence why it cannot; ``HELP`` is
the cheat sheet shown on ``?``. ``direction`` names a grid neighbour the way the screen
draws the grid. Used by ``pokerlang play`` (``runner.play``, ``runner.screen``) and the
web table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

from pokerlang.cards.card import SUIT_SYMBOLS, Card, CardError, card
from pokerlang.codec.actions import (
    Accept,
    Action,
    Ask,
    Bet,
    Call,
    Check,
    Complete,
    Declare,
    Draw,
    FaceDown,
    Fold,
    Keep,
    Move,
    Muck,
    PostBringIn,
    Raise,
    Refuse,
    Set,
    Show,
)
from pokerlang.codec.options import (
    BetRange,
    ChooseCards,
    DeclareAmount,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    MoveOption,
    Option,
    RaiseRange,
)

HELP = """Type one of the actions offered, for example:
  fold | check | call | bet 10 | raise 12 | raise all     (amounts are the total bet: raise to 12)
  As Kd Qh  or  1 3 5       cards by name or by position, for choose / expose / discard / draw
  pat                       draw no cards
  accept | refuse | ask | down    a one-card draw: the card offered face up; ask for it face up
  high | low | in | out     a declaration;  bet 5 | bet pot    one whose price you name
  swap right | stack up | swap 9s | pass    a grid move: a direction or the card to move onto
  ? rules and this help,  q leave after this hand"""

_WORDS = {  # what a person types for a fixed action
    "fold": Fold,
    "f": Fold,
    "check": Check,
    "k": Check,
    "x": Check,
    "call": Call,
    "c": Call,
    "bring-in": PostBringIn,
    "bringin": PostBringIn,
    "bring": PostBringIn,
    "complete": Complete,
    "accept": Accept,
    "take": Accept,
    "refuse": Refuse,
    "ask": Ask,
    "up": Ask,
    "down": FaceDown,
    "facedown": FaceDown,
    "face-down": FaceDown,
    "show": Show,  # at a showdown where a hand may be surrendered
    "muck": Muck,
}
_AMOUNTS = {"bet": (BetRange, Bet), "b": (BetRange, Bet), "raise": (RaiseRange, Raise), "r": (RaiseRange, Raise)}
_CARD_VERBS = {
    "choose": ChooseCards,
    "expose": ExposeCards,
    "discard": DiscardCards,
    "draw": DrawCards,
    "keep": KeepOne,
}
_CARD_OPTIONS = (ChooseCards, ExposeCards, DiscardCards, DrawCards, KeepOne)
_PAT = ("pat", "none", "-", "0", "stand")
_DIRECTIONS = ("up", "down", "left", "right")


class InputError(ValueError):
    """What the person typed is not a legal action; the message says why, in one line."""


def read_action(text: str, legal: Sequence[Option], view: Mapping[str, Any] | None = None) -> Action:
    """The action a typed line stands for, among the ``legal`` options (``State.legal_actions()``);
    ``view`` (the seat's) lets a grid move name its target space by the card on top of it."""
    words = text.replace(",", " ").split()
    if not words:
        raise InputError("type an action")
    verb = words[0].lower()
    rest = words[1:]
    priced = {o.option: o for o in legal if isinstance(o, DeclareAmount)}
    if priced:  # `bet 5`, `declare bet 5`: an option whose price the player names
        named, said = (rest[0].lower(), rest[1:]) if verb == "declare" and rest else (verb, rest)
        if named in priced:
            return _priced(priced[named], said)
    # A declaration's option may share a betting word (`call = pay 2 antes, fold = fold`,
    # `declare raise, fold`): typed alone, it declares where no bet of that kind is offered.
    declared = any(isinstance(o, DeclareOptions) and verb in o.options for o in legal)
    ranges = any(isinstance(o, (BetRange, RaiseRange)) for o in legal)
    if verb in _WORDS:
        kind = _WORDS[verb]
        for o in legal:
            if isinstance(o, kind):
                return cast(Action, o)  # a fixed action is its own option
        if not declared:
            raise InputError(f"you cannot {verb} now")
    if (verb in _AMOUNTS and (ranges or not declared)) or (_is_number(verb) and ranges):
        return _bet(verb, rest, legal)
    if verb == "set":
        return _set(rest, [o for o in legal if isinstance(o, Set)])
    if verb in _CARD_VERBS:
        wanted = _CARD_VERBS[verb]
        option = next((o for o in legal if isinstance(o, wanted)), None)
        if option is None:
            raise InputError(f"you cannot {verb} now")
        return _cards_action(option, rest)
    if verb == "declare":
        if not rest:
            raise InputError("declare what? " + _declarations(legal))
        verb, rest = rest[0].lower(), rest[1:]
    for o in legal:
        if isinstance(o, DeclareOptions) and verb in o.options:
            return Declare(verb)
    moves = [o for o in legal if isinstance(o, MoveOption)]
    if moves:
        return _move(verb, rest, moves, (view or {}).get("grids", {}))
    cards_options = [o for o in legal if isinstance(o, _CARD_OPTIONS)]
    if len(cards_options) == 1:
        return _cards_action(cards_options[0], words)
    if any(isinstance(o, DeclareOptions) for o in legal):
        raise InputError(f"'{words[0]}' is not a declaration here: {_declarations(legal)}")
    raise InputError(f"'{words[0]}' is not an action here")


def _is_number(word: str) -> bool:
    """Plain ASCII digits, short enough to be a count of chips: str.isdigit() also takes
    '²' and '①', which int() refuses, and int() refuses more than 4,300 digits."""
    return word.isascii() and word.isdigit() and len(word) <= 15


def _declarations(legal: Sequence[Option]) -> str:
    options = [x for o in legal if isinstance(o, DeclareOptions) for x in o.options]
    options += [f"{o.option} {o.min}-{o.max}" for o in legal if isinstance(o, DeclareAmount)]
    return "declare " + " or ".join(options)


def _bet(verb: str, rest: list[str], legal: Sequence[Option]) -> Action:
    """``bet 10``, ``raise 12``, ``raise all``, ``raise min`` or a bare ``12``. A person who
    says bet when it is a raise (or the other way round) means the one there is."""
    if _is_number(verb):
        rest = [verb]
    ranges = [o for o in legal if isinstance(o, (BetRange, RaiseRange))]
    fixed = [o for o in legal if isinstance(o, (Bet, Raise))]
    if verb in _AMOUNTS:
        range_kind, fixed_kind = _AMOUNTS[verb]
        named = ([o for o in ranges if isinstance(o, range_kind)], [o for o in fixed if isinstance(o, fixed_kind)])
        if any(named):
            ranges, fixed = named
    if not ranges and not fixed:
        raise InputError("you cannot bet or raise now")
    if fixed and not ranges:
        if rest and _is_number(rest[0]) and int(rest[0]) != fixed[0].amount:
            raise InputError(f"the {type(fixed[0]).__name__.lower()} here is {fixed[0].amount}, not {rest[0]}")
        return fixed[0]
    option = ranges[0]
    word = "bet" if isinstance(option, BetRange) else "raise"
    if len(ranges) > 1 and all(o.min == o.max for o in ranges):  # fixed limit's small or big bet
        if not rest or not _is_number(rest[0]):
            raise InputError(f"{word} how much? {' or '.join(str(o.min) for o in ranges)}")
        option = next((o for o in ranges if o.min == int(rest[0])), option)
    elif not rest and option.min == option.max:
        rest = [str(option.min)]  # the one amount there is
    amount = _amount_said(word, rest, option.min, option.max)
    action = (Bet if word == "bet" else Raise)(amount)
    if not option.allows(action):
        raise InputError(f"you may {word} {option.min} to {option.max} (the total bet this round), not {amount}")
    return action


def _amount_said(word: str, said: list[str], low: int, high: int) -> int:
    """``10``, ``all`` (or ``max``, ``pot``: the most), ``min``: the amount a player typed
    after ``word``, between ``low`` and ``high`` (not yet checked against them)."""
    if not said:
        raise InputError(f"{word} how much? {low} to {high}")
    typed = said[0].lower()
    if typed in ("all", "allin", "all-in", "max", "pot"):
        return high
    if typed == "min":
        return low
    if _is_number(typed):
        return int(typed)
    raise InputError(f"'{said[0]}' is not an amount: {word} {low} to {high}")


def _priced(option: DeclareAmount, said: list[str]) -> Declare:
    """``bet 5``, ``bet pot`` (the most), ``bet min``: the option declared at the price named."""
    amount = _amount_said(option.option, said, option.min, option.max)
    if not option.min <= amount <= option.max:
        raise InputError(f"you may {option.option} {option.min} to {option.max}, not {amount}")
    return Declare(option.option, amount)


def _card(word: str) -> Card:
    for letter, symbol in SUIT_SYMBOLS.items():
        word = word.replace(symbol, letter)
    return card(word)


def _is_card(word: str) -> bool:
    try:
        _card(word)
    except CardError:
        return False
    return True


def pick_cards(words: list[str], pool: Iterable[Card]) -> tuple[Card, ...]:
    """Cards by name (``As``, ``10h``, ``A♠``) or by position in ``pool`` (``1`` is the
    first); raises InputError for a card not in the pool, a bad position or a repeat."""
    pool = list(pool)
    picked = []
    if len(words) == 1 and len(words[0]) >= 4 and not _is_number(words[0]):
        word = words[0]  # "AsKd": names written together (but "trade" is a word, not cards)
        pieces = [word[i : i + 2] for i in range(0, len(word), 2)]
        if all(_is_card(piece) for piece in pieces):
            words = pieces
    for word in words:
        if _is_number(word):
            n = int(word)
            if not 1 <= n <= len(pool):
                raise InputError(f"there is no card {n}: positions go from 1 to {len(pool)}")
            c = pool[n - 1]
        else:
            try:
                c = _card(word)
            except CardError:
                raise InputError(
                    f"'{word}' is not a card: write rank then suit (As, Td, 7c) or the card's position"
                ) from None
            if c not in pool:
                raise InputError(f"{c} is not one of the cards you may pick: {' '.join(map(str, pool))}")
        if c in picked:
            raise InputError(f"{c} is named twice")
        picked.append(c)
    return tuple(picked)


def _cards_action(option: Option, words: list[str]) -> Action:
    if isinstance(option, KeepOne):
        if len(words) != 1:
            raise InputError(f"keep one card: {' or '.join(map(str, option.cards))}")
        return Keep(pick_cards(words, option.cards)[0])
    if isinstance(option, DrawCards):
        if option.low == 0 and (not words or [w.lower() for w in words] in ([p] for p in _PAT)):
            return Draw(())
        chosen = pick_cards(words, option.cards)
        if not option.low <= len(chosen) <= option.high:
            span = f"{option.low}" if option.low == option.high else f"{option.low} to {option.high}"
            raise InputError(f"draw {span} cards, not {len(chosen)}")
        return Draw(chosen)
    assert isinstance(option, (ChooseCards, ExposeCards, DiscardCards))  # the card options left
    chosen = pick_cards(words, option.cards)
    action = option.action(chosen)
    if len(chosen) != option.count:
        verb = action.name
        raise InputError(f"{verb} exactly {option.count} card{'s' if option.count != 1 else ''}, not {len(chosen)}")
    return action


def _set(words: list[str], offered: list[Set]) -> Set:
    """``set As back``: a card by name or position among those to set, and a row."""
    if not offered:
        raise InputError("you cannot set a card now")
    pool = list(dict.fromkeys(o.card for o in offered))
    rows = list(dict.fromkeys(o.row for o in offered))
    if len(words) != 2:
        raise InputError(f"set a card into a row: e.g. set {pool[0]} {rows[0]} (rows with room: {', '.join(rows)})")
    chosen = Set(pick_cards(words[:1], pool)[0], words[1].lower())
    if chosen not in offered:
        raise InputError(f"'{words[1]}' is not a row with room: {', '.join(rows)}")
    return chosen


def _move(verb: str, rest: list[str], moves: list[MoveOption], grids: Mapping[str, Any]) -> Move:
    """``pass``, ``swap right``, ``stack 9s`` (onto the neighbour whose top card is 9s) or
    ``swap 2 3`` (row 2, column 3, counted from 1 as on screen)."""
    option = next((o for o in moves if o.kind == verb), None)
    if option is None:
        raise InputError(f"'{verb}' is not a move here: {', '.join(o.kind for o in moves)}")
    if not option.targets:
        return Move(option.kind)
    named = {direction(option.at, t): t for t in option.targets}
    if not rest:
        raise InputError(f"{verb} which way? {', '.join(named)}")
    said = [w.lower() for w in rest]
    if said[0] in named:
        return Move(option.kind, named[said[0]])
    if said[0] in _DIRECTIONS:
        raise InputError(f"you cannot {verb} {said[0]} from here: {', '.join(named)}")
    tops = {
        stacks[r][c][-1]: (r, c)
        for stacks in grids.values()
        for r, c in option.targets
        if r < len(stacks) and c < len(stacks[r]) and stacks[r][c]
    }
    if len(said) == 1 and not _is_number(said[0]):
        try:
            named_card = _card(said[0])
        except CardError:
            named_card = None
        if named_card in tops:
            return Move(option.kind, tops[named_card])
        if named_card is not None:
            raise InputError(f"{named_card} is not on a space next to yours: {', '.join(named)}")
    if len(said) == 2 and all(_is_number(w) for w in said):
        target = (int(said[0]) - 1, int(said[1]) - 1)
        if target in option.targets:
            return Move(option.kind, target)
        raise InputError(f"row {said[0]} column {said[1]} is not next to your position: {', '.join(named)}")
    raise InputError(f"{verb} which way? {', '.join(named)} (or row and column, like '{verb} 2 1')")


# ---- options in words ------------------------------------------------------------------


def offered(legal: Sequence[Option]) -> str:
    """``fold, call 2, raise 4-200``: exactly the legal actions, with their amounts."""
    return ", ".join(s for s in map(option_words, legal) if s)


def option_words(o: Option) -> str:
    """One legal option in words: ``raise 4-200``, ``draw 0-3 of 1:As 2:Kd ...``."""

    def amount(word: str, low: int, high: int) -> str:
        return f"{word} {low}" if low == high else f"{word} {low}-{high}"

    def pool(cs: Iterable[Card]) -> str:
        return " ".join(f"{i + 1}:{c}" for i, c in enumerate(cs))

    if isinstance(o, (Fold, Check, Accept, Refuse)):
        return type(o).__name__.lower()
    if isinstance(o, Ask):
        return "ask (for the card face up)"
    if isinstance(o, FaceDown):
        return "down (the card face down)"
    if isinstance(o, Call):
        return f"call {o.amount}" if o.amount else "call"
    if isinstance(o, PostBringIn):
        return f"bring-in {o.amount}" if o.amount else "bring-in"
    if isinstance(o, Complete):
        return f"complete {o.amount}" if o.amount else "complete"
    if isinstance(o, (Bet, Raise)):
        return f"{type(o).__name__.lower()} {o.amount}"
    if isinstance(o, BetRange):
        return amount("bet", o.min, o.max)
    if isinstance(o, RaiseRange):
        return amount("raise", o.min, o.max)
    if isinstance(o, ChooseCards):
        return f"choose {o.count} of {pool(o.cards)} (to {o.target})"
    if isinstance(o, ExposeCards):
        return f"expose {o.count} of {pool(o.cards)}"
    if isinstance(o, DiscardCards):
        return f"discard {o.count} of {pool(o.cards)}"
    if isinstance(o, DrawCards):
        how = f"{o.low}" if o.low == o.high else f"{o.low}-{o.high}"
        pat = " ('pat' for none)" if o.low == 0 else ""
        return f"draw {how} of {pool(o.cards)}{pat}"
    if isinstance(o, Set):
        return f"set {o.card} {o.row}"
    if isinstance(o, KeepOne):
        return f"keep {' or '.join(str(c) for c in o.cards)}"
    if isinstance(o, DeclareOptions):
        return "declare " + " or ".join(o.options)
    if isinstance(o, DeclareAmount):
        return amount(o.option, o.min, o.max)
    if isinstance(o, MoveOption):
        if not o.targets:
            return o.kind
        return f"{o.kind} " + "|".join(direction(o.at, t) for t in o.targets)
    return type(o).__name__.lower()


def direction(at: tuple[int, int], target: tuple[int, int]) -> str:
    """A grid neighbour as the person sees it: row 1 at the bottom, so ``up`` is row + 1."""
    dr, dc = target[0] - at[0], target[1] - at[1]
    return {(1, 0): "up", (-1, 0): "down", (0, -1): "left", (0, 1): "right"}.get((dr, dc), f"{target}")


__all__ = ["HELP", "InputError", "direction", "offered", "option_words", "pick_cards", "read_action"]
