"""A browser's message -> one legal action, or a short reason why not.

A page sends an action as a hand history writes it (``{"action": "raise", "amount": 12}``,
``{"action": "discard", "cards": ["As"]}``, ``{"action": "move", "kind": "swap",
"target": [1, 2]}``): each field's type is checked here, the action is built, and it
stands only if one of ``legal_actions()`` allows it. The server never trusts the page.
"""

from __future__ import annotations

from pokerlang.cards.card import CardError
from pokerlang.runner.replay import ACTIONS, Mismatch, action_of


class Refused(ValueError):
    """The message is not a legal action now; the text says why, in a sentence."""


_FIELDS = {"amount": int, "cards": list, "card": str, "option": str, "kind": str, "target": list, "row": str}


def read_action(message, legal: list):
    """The engine action ``message`` stands for, among the ``legal`` options."""
    if not isinstance(message, dict):
        raise Refused("an action is an object such as {\"action\": \"call\"}")
    name = message.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        raise Refused(f"'{str(name)[:20]}' is not an action")
    fields = {k: v for k, v in message.items() if k != "action"}
    for key, value in fields.items():
        kind = _FIELDS.get(key)
        if kind is None or not isinstance(value, kind) or isinstance(value, bool):
            raise Refused(f"'{str(key)[:20]}' is not a field of {name}")
    if len(fields.get("cards", ())) > 60 or not all(isinstance(c, str) for c in fields.get("cards", ())):
        raise Refused("cards are named like As, Td, 7c")
    target = fields.get("target")
    if target is not None and (
        len(target) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) for x in target)
    ):
        raise Refused("a target is [row, column]")
    try:
        action = action_of({"action": name, **fields})
    except TypeError:  # a field the action does not have, or one it needs left out
        raise Refused(f"{name} does not take {', '.join(sorted(fields)) or 'no fields'}") from None
    except (Mismatch, CardError, ValueError) as err:
        raise Refused(str(err)[:200]) from None
    if not any(option.allows(action) for option in legal):
        raise Refused(f"{name} is not one of the actions you may take now")
    return action
