"""Stacked decks for the tests: the cards a test names, in the order they leave the top.

Cards are dealt one at a time round the table, beginning at the dealer's left and ending
with the dealer. Wherever a card does not matter to a test (a burn, a seat the test does
not name) it is filled with the first card of the deck that no part of the test names,
so a stacked deck never holds a card twice.
"""

from __future__ import annotations

from pokerlang.cards import Card, card, standard_deck


def cards(text: str) -> list[Card]:
    """Cards by name: ``cards("As Kd")``."""
    return [card(n) for n in text.split()]


def dealing_order(button: int, players: int) -> list[int]:
    """The seats in the order dealt to: from the dealer's left, the dealer last."""
    return [(button + 1 + i) % players for i in range(players)]


def round_the_table(hands: dict[int, str], button: int, players: int) -> list[Card]:
    """Every seat's hand (all the same size) dealt one at a time round the table from the
    dealer's left: each seat's first card, then each seat's second, and so on."""
    size = len(next(iter(hands.values())).split())
    return [card(hands[s].split()[r]) for r in range(size) for s in dealing_order(button, players)]


def stack(*names: str | None) -> list[Card]:
    """A deck from the top: card names, and None for any card not named elsewhere."""
    named = {card(n) for n in names if n}
    spare = iter(c for c in standard_deck() if c not in named)
    return [card(n) if n else next(spare) for n in names]


def _dealt(hands: dict[int, str], button: int, players: int, size: int) -> list[str | None]:
    """The names of ``size`` cards each round the table, None for those of a seat not named."""
    return [hands[s].split()[r] if s in hands else None for r in range(size) for s in dealing_order(button, players)]


def stacked(hands: dict[int, str], rest: str, button: int, players: int, size: int | None = None) -> list[Card]:
    """The hands dealt one at a time round the table from the dealer's left, then ``rest``
    in order. Seats the test does not name get cards no test names; ``size``, the cards
    each, is that of the hands named unless given."""
    size = size or len(next(iter(hands.values())).split())
    return stack(*_dealt(hands, button, players, size), *rest.split())


def holdem_deck(holes: dict[int, str], board: str, button: int, players: int) -> list[Card]:
    """Hole cards dealt one at a time from the dealer's left, then burn-flop, burn-turn,
    burn-river. Seats the test does not name get cards no test names, as do the burns."""
    b = board.split()
    return stack(*_dealt(holes, button, players, 2), None, b[0], b[1], b[2], None, b[3], None, b[4])


def stud_deck(seats: dict[int, str], layout: str, button: int) -> list[Card]:
    """A stacked deck. ``seats`` gives each seat's own cards in the order dealt;
    ``layout`` says what is dealt, in order: ``s`` a round of one card to each seat
    from the dealer's left, anything else a community card."""
    order = dealing_order(button, len(seats))
    own = {s: iter(cards(text)) for s, text in seats.items()}
    out = []
    for item in layout.split():
        out.extend(next(own[s]) for s in order) if item == "s" else out.append(card(item))
    return out
