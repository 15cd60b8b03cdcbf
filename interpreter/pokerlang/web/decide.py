"""A browser's message -> one legal action, or a short reason why not.

A page sends an action as a hand history writes it (``{"action": "raise", "amount": 12}``,
``{"action": "discard", "cards": ["As"]}``, ``{"action": "move", "kind": "swap",
"target": [1, 2]}``): ``codec.json`` checks each field's type and builds the action, and
it stands only if one of ``legal_actions()`` allows it. The server never trusts the page.
"""

from __future__ import annotations

from pokerlang.codec.json import Unreadable, checked_action


class Refused(ValueError):
    """The message is not a legal action now; the text says why, in a sentence."""


def read_action(message, legal: list):
    """The engine action ``message`` stands for, among the ``legal`` options."""
    try:
        action = checked_action(message)
    except Unreadable as err:
        raise Refused(str(err)) from None
    if not any(option.allows(action) for option in legal):
        raise Refused(f"{message['action']} is not one of the actions you may take now")
    return action
