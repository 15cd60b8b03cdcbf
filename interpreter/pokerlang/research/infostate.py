"""A seat's information state as a string, read from its view alone.

The key is the seat's whole log as it read it (perfect recall): each line's kind, seat,
amount, and its cards, or how many cards where the seat may not see them. Seats are
named by their place from the button (0: the first seat to the button's left, the last:
the button), so a policy solved with the button on the last seat plays wherever the
button sits. With the button on the last seat this is the information state string of
the OpenSpiel adapter (``Observation.lines``), so a policy file's keys are OpenSpiel's.

Needs only ``State.view(seat)``: an agent, which never sees the State, finds its key as
the solver did when it walked the tree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def info_key(view: Mapping[str, Any]) -> str:
    """The information state of ``view``'s seat, as a policy file names it."""
    players = len(view["seats"])
    button = view["button"]
    words = []
    for line in view["log"]:
        if line is None:
            continue
        said = [line["kind"]]
        seat = line.get("seat")
        if seat is not None:
            said.append(f"s{(seat - button - 1) % players}")
        amount = line.get("amount")
        if amount is not None:
            said.append(str(amount))
        if line.get("hidden"):
            if "count" in line:
                said.append(f"{line['count']} cards")
        else:
            cards = line.get("cards")
            if cards is not None:
                said.append(" ".join(str(c) for c in cards))
            option = line.get("option")
            if option is not None:
                said.append(option)
        words.append(" ".join(said))
    return f"p{(view['seat'] - button - 1) % players} " + " / ".join(words)
