"""Actions and options as JSON: what a hand history records (``docs/history.md``) and what
the web table sends and receives.

An action is an object naming it by its one name and giving its fields:
``{"action": "raise", "amount": 12}``, ``{"action": "discard", "cards": ["As"]}``,
``{"action": "move", "kind": "swap", "target": [1, 2]}``; a history adds the seat
(``{"seat": 3, "action": "raise", "amount": 12}``). An option of ``legal_actions()`` is
an object the page draws as a button, a slider or a pick of cards (``option_json``).
"""

from __future__ import annotations

from typing import Any

import attrs

from pokerlang.codec.actions import ACTIONS as _NAMED
from pokerlang.codec.actions import Action, Bet, Call, Complete, FaceDown, PostBringIn, Raise, Set
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
    RaiseRange,
)
from pokerlang.codec.text import direction

Record = dict[str, Any]

# Every action by its one name; histories written before the names were one say
# "postbringin" and "facedown", and are still read.
ACTIONS: dict[str, type[Action]] = {**_NAMED, "postbringin": PostBringIn, "facedown": FaceDown}

# The type of each field an action may carry, as JSON holds it.
FIELDS: dict[str, type] = {
    "amount": int,
    "cards": list,
    "card": str,
    "option": str,
    "kind": str,
    "target": list,
    "row": str,
}


class Unreadable(ValueError):
    """A JSON action that names no action, or one whose fields do not fit it."""


def action_json(action: Action) -> Record:
    """``Raise(12)`` -> ``{"action": "raise", "amount": 12}``: the action by its one name
    and its fields (a field left out, such as a call's amount, is not written)."""
    out: Record = {"action": action.name}
    for key, value in attrs.asdict(action, recurse=False).items():
        if value is None:
            continue
        if key == "cards":
            value = [str(c) for c in value]
        elif key == "card":
            value = str(value)
        out[key] = value
    return out


def action_record(seat: int, action: Action) -> Record:
    """``Raise(12)`` by seat 3 -> ``{"seat": 3, "action": "raise", "amount": 12}``."""
    return {"seat": seat, **action_json(action)}


def action_of(record: Record) -> Action:
    """``{"seat": 3, "action": "raise", "amount": 12}`` -> ``Raise(12)`` (the seat, if
    there, is not the action's). Raises ``Unreadable`` for a name no action has, and
    TypeError or ValueError (a ``CardError``) for fields that do not fit it."""
    name = record.get("action")
    kind = ACTIONS.get(name) if isinstance(name, str) else None
    if kind is None:
        raise Unreadable(f"unknown action '{record.get('action')}'")
    fields = {k: v for k, v in record.items() if k not in ("seat", "action")}
    return kind(**fields)


def checked_action(message: object) -> Action:
    """A message from outside (a web page) as an action, every field's type checked before
    anything is built; raises ``Unreadable`` saying in a sentence what is wrong."""
    if not isinstance(message, dict):
        raise Unreadable("an action is an object such as {\"action\": \"call\"}")
    name = message.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        raise Unreadable(f"'{str(name)[:20]}' is not an action")
    fields = {k: v for k, v in message.items() if k != "action"}
    for key, value in fields.items():
        kind = FIELDS.get(key)
        if kind is None or not isinstance(value, kind) or isinstance(value, bool):
            raise Unreadable(f"'{str(key)[:20]}' is not a field of {name}")
    if len(fields.get("cards", ())) > 60 or not all(isinstance(c, str) for c in fields.get("cards", ())):
        raise Unreadable("cards are named like As, Td, 7c")
    target = fields.get("target")
    if target is not None and (
        len(target) != 2 or not all(isinstance(x, int) and not isinstance(x, bool) for x in target)
    ):
        raise Unreadable("a target is [row, column]")
    try:
        return action_of({"action": name, **fields})
    except TypeError:  # a field the action does not have, or one it needs left out
        raise Unreadable(f"{name} does not take {', '.join(sorted(fields)) or 'no fields'}") from None
    except ValueError as err:  # a card that is not one
        raise Unreadable(str(err)[:200]) from None


def option_json(option: object) -> Record:
    """One option of ``legal_actions()`` as the page draws it (a button, a slider, a pick)."""
    if isinstance(option, (BetRange, RaiseRange)):
        return {"kind": "bet" if isinstance(option, BetRange) else "raise", "min": option.min, "max": option.max}
    if isinstance(option, (Bet, Raise, Call, PostBringIn, Complete)):
        return {"kind": option.name, "amount": option.amount}
    if isinstance(option, (ChooseCards, ExposeCards, DiscardCards)):
        out: Record = {
            "kind": type(option).action.name,
            "cards": [str(c) for c in option.cards],
            "low": option.count,
            "high": option.count,
        }
        out["zone"] = option.source if isinstance(option, ChooseCards) else option.zone
        if isinstance(option, ChooseCards):
            out["target"] = option.target
        return out
    if isinstance(option, DrawCards):
        return {
            "kind": "draw",
            "cards": [str(c) for c in option.cards],
            "low": option.low,
            "high": option.high,
            "zone": option.zone,
            "single": option.single,
        }
    if isinstance(option, KeepOne):
        return {"kind": "keep", "cards": [str(c) for c in option.cards]}
    if isinstance(option, DeclareOptions):
        return {"kind": "declare", "options": list(option.options)}
    if isinstance(option, DeclareAmount):  # a slider, as a bet's, that declares the option
        return {"kind": "declare-amount", "option": option.option, "min": option.min, "max": option.max}
    if isinstance(option, MoveOption):
        return {
            "kind": "move",
            "move": option.kind,
            "at": list(option.at),
            "targets": [{"target": list(t), "way": direction(option.at, t)} for t in option.targets],
        }
    if isinstance(option, Set):  # a card into a row: one option each
        return {"kind": "set", "card": str(option.card), "row": option.row}
    # Fold, Check, Accept, Refuse, Ask, FaceDown, Show, Muck: a button of its own name
    return {"kind": getattr(option, "name", type(option).__name__.lower())}


__all__ = [
    "ACTIONS",
    "FIELDS",
    "Unreadable",
    "action_json",
    "action_of",
    "action_record",
    "checked_action",
    "option_json",
]
