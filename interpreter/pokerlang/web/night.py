"""A game night at a table: the host's controls (pause, rebuy approval), the guests'
requests between hands (sit out, cash out, ask for a rebuy), the chat, and the ledger of
every buy-in, rebuy and cash-out.

``Table`` (table.py) is the dealer and owns one ``Night``; the dealer asks it who sits out
and whether the host paused, and every request here is checked, stored (``store.py``) and
sent out as a new frame through the table.
"""

from __future__ import annotations

import collections
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerlang.web.table import Table

CHAT_LINES = 50  # lines of chat a table keeps (in memory: a restart starts the chat afresh)
CHAT_LENGTH = 200  # characters of one line


class Night:
    """What the host and the guests decide about a table, beside the hands it deals."""

    def __init__(self, table: Table, row: dict):
        self.table = table
        self.paused = bool(row.get("paused"))  # by the host: the hand in play ends, no new one is dealt
        self.out: set[int] = set(row.get("out") or [])  # seats sitting out: dealt out from the next hand
        self.asked: set[int] = set()  # seats out of chips that asked the host for a rebuy
        self.chat: collections.deque[dict] = collections.deque(maxlen=CHAT_LINES)
        if not table.store.ledger(table.id):  # a new table (or one opened before the ledger): its buy-ins
            buy_in = table.settings["buy_in"]
            table.store.add_ledger(
                table.id,
                [(s, "buy-in", buy_in) for s in range(table.players)]
                + [(s, "rebuy", buy_in) for s in range(table.players) for _ in range(table.rebuys[s])],
            )

    def _told(self) -> None:
        """The dealer looks again (it may deal now) and every seat sees the change."""
        self.table.changed.set()
        self.table.broadcast()

    # ---- the host's -----------------------------------------------------------------------------
    def pause(self, paused: bool) -> None:
        """The host pauses (the hand in play goes on to its end, then no deal) or resumes."""
        if paused != self.paused:
            self.paused = paused
            self.table.store.set_paused(self.table.id, paused)
        self._told()

    def approve_rebuy(self, seat: int) -> None:
        """The host's yes: the seat gets the table's buy-in, counted and in the ledger."""
        table = self.table
        if seat not in self.asked or not self.may_rebuy(seat):
            raise ValueError("that seat has asked for no rebuy")
        self.asked.discard(seat)
        buy_in = table.settings["buy_in"]
        table.stacks[seat] += buy_in
        table.rebuys[seat] += 1
        table.store.rebuy(table.id, seat, buy_in, table.stacks, table.rebuys)
        if table.hand is not None and table.state is not None and not table.state.is_over:
            table.hand["rebuys"] = list(table.rebuys)  # a restart resumes the rebuys with the hand
            table.store.save_current(table.id, table.hand)
        self._told()

    # ---- a seat's -------------------------------------------------------------------------------
    def sit(self, seat: int, out) -> None:
        """A seat sits out (dealt out from the next hand) or sits back in."""
        if not isinstance(out, bool):
            raise ValueError('say {"type": "sit", "out": true} or false')
        if out != (seat in self.out):
            (self.out.add if out else self.out.discard)(seat)
            self.table.store.sit_out(self.table.id, seat, out)
        self._told()

    def may_rebuy(self, seat: int) -> bool:
        """Out of chips, and not in a hand still in play (its stack is that hand's to settle)."""
        return self.table.stacks[seat] <= 0 and not self.table.in_play(seat)

    def cash_out(self, seat: int) -> None:
        """A seat leaves the game with its chips, between its hands: a cash-out in the
        ledger, and the seat sits out with none (it comes back with a rebuy)."""
        table = self.table
        if table.in_play(seat):
            raise ValueError("you are in the hand in play: cash out when it is over")
        chips = table.stacks[seat]
        if chips <= 0:
            raise ValueError("you have no chips to cash out")
        table.stacks[seat] = 0
        self.out.add(seat)
        table.store.cash_out(table.id, seat, chips, table.stacks)
        self._told()

    def ask_rebuy(self, seat: int) -> None:
        if not self.may_rebuy(seat):
            raise ValueError("a rebuy is for a seat out of chips, between its hands")
        self.asked.add(seat)
        self.table.broadcast()

    def rebuy_word(self, seat: int | None) -> str | None:
        """What a seat's own frame says of a rebuy: it "can" ask, or "asked" and waits."""
        if seat is None:
            return None
        if seat in self.asked:
            return "asked"
        return "can" if self.may_rebuy(seat) and self.table.agents[seat] is None else None

    def say(self, seat: int, text) -> None:
        """A line of chat from a seat, to every socket at the table; ValueError if it is
        not one line of plain text of 1 to ``CHAT_LENGTH`` characters. The page shows it
        as text (``textContent``), never as markup."""
        if not isinstance(text, str):
            raise ValueError('chat is text, such as {"type": "chat", "text": "nice hand"}')
        text = " ".join("".join(c if c.isprintable() else " " for c in text).split())
        if not text:
            raise ValueError("say something")
        if len(text) > CHAT_LENGTH:
            raise ValueError(f"a line of chat is at most {CHAT_LENGTH} characters")
        line = {"seat": seat, "name": self.table.seats[seat]["name"], "text": text, "at": round(time.time())}
        self.chat.append(line)
        for listener in list(self.table.listeners):
            listener.note({"type": "chat", "lines": [line]})

    # ---- the ledger ---------------------------------------------------------------------------
    def ledger(self) -> dict:
        """Every buy-in, rebuy and cash-out, and per player what they bought, what is in
        front of them (as the last hand left it) and their net: the nets add up to 0."""
        table = self.table
        entries = table.store.ledger(table.id)
        players = []
        for s in range(table.players):
            mine = [e for e in entries if e["seat"] == s]
            bought = sum(e["chips"] for e in mine if e["kind"] in ("buy-in", "rebuy"))
            cashed = sum(e["chips"] for e in mine if e["kind"] == "cash-out")
            players.append(
                {
                    "seat": s,
                    "name": table.seats[s]["name"],
                    "bought": bought,
                    "rebuys": table.rebuys[s],
                    "cashed_out": cashed,
                    "at_table": table.stacks[s],
                    "net": table.stacks[s] + cashed - bought,
                    "asks_rebuy": s in self.asked,
                }
            )
        return {"entries": entries, "players": players, "buy_in": table.settings["buy_in"]}
