"""What the engine raises. An agent (or a person at the table) that tries something the
rules forbid gets an ``IllegalAction`` that says which rule forbids it; a Game that uses
something this engine cannot play yet gets an ``EngineError`` before a card is dealt."""

from __future__ import annotations


class EngineError(Exception):
    """The engine cannot play this: an unsupported construct, or a table it cannot seat."""


class IllegalAction(EngineError):
    """An action the rules do not allow at this point of the hand.

    ``rule`` names the rule in a few words ("fold only when facing a bet", "minimum
    raise", "not your turn"), so callers can show or test it without parsing the text.
    """

    def __init__(self, message: str, rule: str):
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.reason = message
