"""The ledger of a game night as the host reads it: every buy-in, rebuy, cash-out (and
hand-over of a seat to someone else), and per player what they bought, what is in front
of them and their net. A seat the host gave to a bot or a late friend is two players in
the ledger: the one who left (their cash-out settles them) and the one who sat down.
"""

from __future__ import annotations

import csv
import datetime
import io

HANDOVER = "handover"  # an entry of 0 chips: from here on the seat is someone else's


def ledger_of(entries: list[dict], names: list[str], former: dict, stacks: list[int], asked: set[int]) -> dict:
    """``entries`` (the store's, oldest first), each seat's name now (``names``), the
    names of those who had a seat before (``former``: seat as text -> names, oldest
    first), the chips at the table and the seats asking for a rebuy -> the ledger."""
    players, named = [], []
    for seat, now in enumerate(names):
        before = list(former.get(str(seat), []))
        stint: list[dict] = []
        stints = [stint]
        for e in entries:
            if e["seat"] != seat:
                continue
            if e["kind"] == HANDOVER:
                stint = []
                stints.append(stint)
            stint.append(e)
        for i, mine in enumerate(stints):
            last = i == len(stints) - 1
            name = now if last else (before[i] if i < len(before) else f"seat {seat + 1}")
            for e in mine:
                named.append((e, name))
            bought = sum(e["chips"] for e in mine if e["kind"] in ("buy-in", "rebuy"))
            cashed = sum(e["chips"] for e in mine if e["kind"] == "cash-out")
            at_table = stacks[seat] if last else 0
            players.append(
                {
                    "seat": seat,
                    "name": name,
                    "bought": bought,
                    "rebuys": sum(e["kind"] == "rebuy" for e in mine),
                    "cashed_out": cashed,
                    "at_table": at_table,
                    "net": at_table + cashed - bought,
                    "asks_rebuy": last and seat in asked,
                    "seated": last,
                }
            )
    order = {id(e): i for i, e in enumerate(entries)}
    out = [{**e, "name": name} for e, name in sorted(named, key=lambda pair: order[id(pair[0])])]
    return {"entries": out, "players": players}


def ledger_text(ledger: dict) -> str:
    """The ledger as CSV: a row per entry with its time, then each player's chips at the
    table and net."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["player", "seat", "entry", "chips", "time"])
    for e in ledger["entries"]:
        when = datetime.datetime.fromtimestamp(e["at"], datetime.UTC).strftime("%Y-%m-%d %H:%M:%S")
        writer.writerow([e["name"], e["seat"] + 1, e["kind"], e["chips"], when])
    for p in ledger["players"]:
        writer.writerow([p["name"], p["seat"] + 1, "at the table", p["at_table"], ""])
    for p in ledger["players"]:
        writer.writerow([p["name"], p["seat"] + 1, "net", p["net"], ""])
    return out.getvalue()
