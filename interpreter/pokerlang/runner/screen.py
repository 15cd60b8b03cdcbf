"""What the person at the table sees in ``pokerlang play``, drawn with rich.

Everything here is made from one seat's ``State.view(seat)`` (and, once the hand is
over, its ``HandResult``), so the screen cannot show a card the person may not see.
Seats are numbered from 1 on screen, as players count them; the engine counts from 0.

Cards have suit symbols and colour (hearts and diamonds red) on a colour terminal; with
no colour (``NO_COLOR``, or output that is not a terminal) they are plain text, ``As Kd``,
so a transcript or a screen reader reads them as they are typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from pokerlang.cards.card import SUIT_SYMBOLS
from pokerlang.codec import plays
from pokerlang.codec.actions import Move
from pokerlang.codec.text import offered
from pokerlang.engine.prepare import plays_house
from pokerlang.ir.game import Game, Repeat

RED_SUITS = "hd"
FEED = 8  # the action lines shown above each decision: enough for a round of bots

# Log kinds said as "<who> <verb> ...": the verb for "you", then for a seat.
_VERBS = {
    "fold": ("fold", "folds"),
    "agree": ("agree", "agrees"),
    "pay": ("pay", "pays"),
    "paid": ("are paid", "is paid"),
    "out": ("are out", "is out"),
    "check": ("check", "checks"),
    "call": ("call", "calls"),
    "bet": ("bet", "bets"),
    "raise": ("raise to", "raises to"),
    "complete": ("complete to", "completes to"),
    "bring-in": ("bring it in for", "brings it in for"),
    "ante": ("ante", "antes"),
    "small-blind": ("post the small blind", "posts the small blind"),
    "big-blind": ("post the big blind", "posts the big blind"),
    "button-blind": ("post the button blind", "posts the button blind"),
    "third-blind": ("post the third blind", "posts the third blind"),
    "kill-blind": ("post the kill blind", "posts the kill blind"),
    "straddle": ("post a straddle of", "posts a straddle of"),
    "dead-blind": ("post a dead blind", "posts a dead blind"),
    "choose": ("choose", "chooses"),
    "put": ("put", "puts"),  # cards moved, into another zone (the player's own, or another's)
    "take": ("take", "takes"),  # cards moved from another seat's zone into one's own
    "set": ("set", "sets"),  # a card set into a row (open-face Chinese)
    "reveal": ("move", "moves"),  # a secret choice carried out: the cards go where chosen, face as they lie
    "expose": ("expose", "exposes"),
    "roll": ("roll", "rolls"),
    "turn-up": ("turn up", "turns up"),
    "discard": ("discard", "discards"),
    "draw": ("draw", "draws"),
    "receive": ("receive", "receives"),
    "accept": ("accept", "accepts"),
    "refuse": ("refuse", "refuses"),
    "keep": ("keep", "keeps"),
    "ask": ("ask for the card face up", "asks for the card face up"),
    "face-down": ("take the card face down", "takes the card face down"),
    "offer": ("are offered", "is offered"),
    "show-discard": ("show and muck", "shows and mucks"),
    "declare": ("declare", "declares"),
    "swap": ("swap", "swaps"),
    "stack": ("stack", "stacks"),
    "pass": ("pass", "passes"),
    "show": ("show", "shows"),
    "muck": ("muck", "mucks"),
    "win": ("win", "wins"),
    "match": ("match the pot with", "matches the pot with"),
    "pay-winner": ("pay the winner", "pays the winner"),
    "collect": ("collect", "collects"),
    "leg": ("win a leg", "wins a leg"),
    "return": ("get back", "gets back"),
    "not-qualified": ("do not qualify; the pot of", "does not qualify; the pot of"),
    "openers": ("show your openers", "shows openers"),
}


def plain_console(width: int = 100) -> Console:
    """A console that writes plain text: what tests and pipes get."""
    return Console(no_color=True, force_terminal=False, width=width, highlight=False)


class Screen:
    def __init__(self, console: Console, game, human: int = 0, first_seat: int = 1, seats=None):
        self.console = console
        self.game = game
        self.human = human
        # How seats are numbered: from 1 at the table (`play`), from 0 where a run's table
        # and histories number them (`run --log`); ``seats``: each seat of the hand's own
        # number at the table (a match, where the players left are dealt in).
        self.first_seat = first_seat
        self.numbers = seats
        # Symbols and colour only where colour is shown: a NO_COLOR terminal or a pipe
        # gets the letters a person types back.
        self.fancy = bool(console.is_terminal and not console.no_color and console.color_system)

    # ---- words ---------------------------------------------------------------------------
    def who(self, seat: int | None) -> str:
        if seat is None:
            return "the dealer"
        return "you" if seat == self.human else f"seat {self.number(seat)}"

    def number(self, seat: int) -> int:
        """A seat of the hand as the table numbers it."""
        return (self.numbers[seat] if self.numbers is not None else seat) + self.first_seat

    def party(self, party: int | str) -> str:
        """A seat, the pot, the house or a pool (``kitty``), as a payment names it."""
        return self.who(party) if isinstance(party, int) else f"the {party}"

    def whose(self, party: int | str) -> str:
        """``party``'s, as a zone's owner: "your", "seat 2's", "the pot's"."""
        return "your" if party == self.human else f"{self.party(party)}'s"

    def card(self, c) -> Text:
        if c is None:
            return Text("░░" if self.fancy else "??", style="dim")
        if not self.fancy:
            return Text(str(c))
        if c.is_joker:
            return Text(str(c), style="bold magenta")
        style = "bold red" if c.suit_char in RED_SUITS else "bold"
        return Text(c.rank_char + SUIT_SYMBOLS[c.suit_char], style=style)

    def cards(self, cs, up=None) -> Text:
        """``up``: of the person's own cards, those everyone sees; when some are, the
        others, which only the person sees, are put in parentheses (as a stud player's
        hole cards are written)."""
        out = Text()
        for i, c in enumerate(cs):
            if i:
                out.append(" ")
            out.append_text(self.card(c) if not up or c in up else Text("(").append_text(self.card(c)).append(")"))
        return out

    def event(self, line: dict) -> Text:
        """One log line in words: ``seat 3 raises to 12``, ``you are dealt Jc 3c``."""
        kind, seat = line["kind"], line.get("seat")
        who = self.who(seat)
        shown = line.get("cards")
        text = Text()
        if kind == "deal":
            if seat is None:
                text.append(f"dealt to the {line.get('zone')}: ")
            else:
                text.append(f"{who} {'are' if seat == self.human else 'is'} dealt ")
            count = line.get("count", 0)
            text.append_text(self.cards(shown) if shown else Text(f"{count} card{'s' if count != 1 else ''} face down"))
            if seat is not None:
                text.append(f" ({line.get('zone')})", style="dim")
            return text
        if kind in ("runs", "run", "board"):  # run it twice: how many runs, each run begun, each run's board
            count = line.get("count")
            if kind == "runs":
                return Text(f"the rest is run {'once' if count == 1 else 'twice' if count == 2 else f'{count} times'}")
            text.append(f"run {count}" + (f", {line.get('zone')}: " if kind == "board" else ""), style="bold")
            return text.append_text(self.cards(shown)) if shown else text
        if kind in ("burn", "reshuffle", "redeal", "push", "nobody-in", "set-aside", "set-aside-back", "throw-in"):
            words = {
                "burn": f"the dealer burns {line.get('count')}",
                "reshuffle": "the muck is reshuffled",
                "throw-in": "the deal is thrown in, the pot stays",
                "redeal": "a new deal",
                "push": f"every hand is equal: {line.get('amount')} stays",
                "nobody-in": f"nobody is in: the pot of {line.get('amount')} stays, and play goes on",
                "set-aside": f"{line.get('amount')} over the cap is set aside",
                "set-aside-back": f"{line.get('amount')} set aside goes back to {who}",
            }
            return Text(words[kind])
        if kind == "pay" and seat is None:  # the pot or a pool pays (a rake, a jackpot's drop)
            return Text(f"the {line.get('zone')} pays {line.get('amount')} to {self.party(line['party'])}")
        if kind == "kill-blind" and line.get("option"):  # a killer in a blind: the kill made up to its size
            made = "make" if seat == self.human else "makes"
            return text.append(f"{who} {made} the kill blind {line['option']} ({line.get('amount')} more)")
        if kind == "draw" and not shown and not line.get("count"):  # no card changed
            return text.append(f"{who} {'stand' if seat == self.human else 'stands'} pat")
        you_form, their_form = _VERBS.get(kind, (kind, kind))
        if kind == "big-blind" and getattr(getattr(self.game, "forced", None), "single_blind", False):
            you_form, their_form = "post the blind", "posts the blind"  # the one blind (Foster's draw)
        if kind == "draw" and shown:  # the cards named are those thrown away: the new ones follow
            you_form, their_form = "discard", "discards"
        text.append(f"{who} {you_form if seat == self.human else their_form}")
        if kind == "agree":
            text.append(f" to run it {line.get('option', '').replace('-', ' ')}")
        elif kind == "declare":
            text.append(" (secretly)" if line.get("hidden") else f" {line.get('option')}")
            if line.get("secret"):  # one's own, said again when every declaration is revealed
                text.append(" in secret")
        elif kind == "leg":
            text.append(f" ({line.get('count')} so far)")
        elif shown:
            text.append(" ")
            text.append_text(self.cards(shown))
            if kind == "show" and line.get("secret"):  # alone in: won without showing
                text.append(", seen by nobody else")
            if kind == "draw":
                text.append(f" and {'draw' if seat == self.human else 'draws'} {len(shown)}")
        elif line.get("count"):
            text.append(f" {line['count']} card{'s' if line['count'] != 1 else ''}")
        moved = kind in ("put", "reveal", "choose")  # a party of these is whose zone the cards go to
        if kind == "take" and "party" in line:  # from another seat's zone into one's own
            text.append(f" from {self.party(line['party'])} into {line.get('zone')}")
        elif moved and kind != "choose" and line.get("zone") and "party" in line:  # into another seat's zone
            text.append(f" into {self.whose(line['party'])} {line['zone']}")
        elif kind in ("put", "set", "reveal") and line.get("zone"):
            text.append(f" into {line['zone']}")
        if kind == "choose" and line.get("zone") and not line.get("hidden"):  # where the cards chosen go
            whose = f"{self.whose(line['party'])} " if "party" in line else ""
            text.append(f" for {whose}{line['zone']}")
        if "amount" in line and kind not in ("declare",):
            text.append(f" {line['amount']}")
        if "party" in line and not moved and kind != "take":  # a payment outside the betting: the other side
            text.append(f" {'to' if kind == 'pay' else 'by'} {self.party(line['party'])}")
        if kind == "not-qualified":
            text.append(" stays")
        if kind in ("win", "ante") and line.get("option"):  # what it won by; a bet posted with the ante
            text.append(f" ({line['option']})")
        if line.get("all_in"):
            text.append(", all in")
        return text

    def _deals(self) -> bool:
        """Whether the game plays deal after deal (its pots one a showdown, not side pots)."""
        return any(isinstance(a, Repeat) and a.deals for a in self.game.actions())

    # ---- the table -----------------------------------------------------------------------
    def table(
        self, view: Mapping[str, Any], feed: list[dict], hand: int | None = None, title: str | None = None, result=None
    ):
        """The whole table as one renderable: seats, shared cards, pots, recent actions.
        With the hand's ``result``, the hands shown replace the hidden cards, and the
        showdown's lines are left to ``result()``, which says them with the reasons."""
        parts: list[RenderableType] = []
        head = Text(title or self.game.title, style="bold")
        if hand is not None:
            head.append(f" — hand {hand}", style="bold")
        if view.get("street") and not view["is_over"]:
            head.append(f" — {view['street']}")
        parts.append(head)
        parts.append(self.seats(view, {h.seat: h.cards for h in result.shown} if result else {}))
        if result is None and any(up and len(up) < len(view["own"][name]) for name, up in view["own_up"].items()):
            parts.append(Text("(in parentheses: your face-down cards, which only you see)", style="dim"))
        if result is not None:
            feed = [line for line in feed if line["kind"] not in ("show", "win")]
        runs = view.get("runs", [])
        for name, cs in view["table"].items():
            if name in view["grids"] or (runs and name in runs[0]):  # run several times: each run below
                continue
            line = Text(f"{name}: ", style="bold")
            line.append_text(self.cards(cs) if cs else Text("(none yet)", style="dim"))
            parts.append(line)
        for run, board in enumerate(view.get("runs", []), 1):  # run it twice: each run's shared cards
            line = Text(f"run {run}: ", style="bold")
            for name, cs in board.items():
                line.append(f"{name} ").append_text(self.cards(cs)).append("  ")
            parts.append(line)
        for name, spaces in view["grids"].items():
            parts.append(self.grid(name, spaces, view))
        if result is not None and result.house:
            pass  # no pot against the house: each stake settled with it is listed below
        elif result is not None:  # the chips have gone to the winners: say what was played for
            parts.append(Text(f"pot: {sum(p.amount for p in result.pots)}", style="bold" if self.fancy else ""))
        else:
            parts.append(self.pots(view))
        if view["secret"] is not None:
            secret = view["secret"]
            chosen = self.cards(secret) if isinstance(secret, list) else Text(str(secret))
            parts.append(Text("your choice, still hidden: ").append_text(chosen))
        if view["offer"]:
            parts.append(Text("offered to you: ").append_text(self.cards(view["offer"])))
        if feed:
            parts.append(Text("last actions:", style="bold"))
            parts.extend(Text("  ").append_text(self.event(line)) for line in feed[-FEED:])
        if not view["is_over"] and view["to_act"] is not None:
            turn = "your turn" if view["to_act"] == self.human else f"{self.who(view['to_act'])} to act"
            parts.append(Text(f"to act: {turn}", style="bold yellow" if self.fancy else ""))
        return Group(*parts)

    def seats(self, view: Mapping[str, Any], shown: dict) -> Table:
        grid = Table(
            box=box.SIMPLE_HEAD if self.fancy else None,
            show_edge=False,
            pad_edge=False,
            header_style="bold" if self.fancy else "",
        )
        for column in ("", "seat", "stack", "bet", "cards", ""):
            grid.add_column(column, justify="right" if column in ("stack", "bet") else "left")
        per_seat = [z.name for z in self.game.zones if z.per_seat]
        # how each seat out of the deal left it: folded, or put out (declared out, a `win`)
        left = {e["seat"]: e["kind"] for e in view.get("log", ()) if e.get("kind") in ("fold", "out")}
        for s in view["seats"]:
            seat = s["seat"]
            mark = ">" if view["to_act"] == seat and not view["is_over"] else ""
            if view["button"] == seat:
                mark += "D"
            cards = Text()
            if seat in shown:  # the showdown: every card the seat held, face up
                cards.append_text(self.cards(shown[seat]))
            for name in per_seat if seat not in shown else ():
                held = s["zones"].get(name) or []
                if not held:
                    continue
                if cards:
                    cards.append("  ")
                if len(per_seat) > 1:
                    cards.append(f"{name}: ", style="dim")
                cards.append_text(self.cards(held, view["own_up"].get(name) if seat == self.human else None))
            status = []
            if not s["in_hand"]:
                status.append("out" if left.get(seat) == "out" else "folded")
            elif s["all_in"]:
                status.append("all in")
            if s["declared"]:
                status.append(f"declared {s['declared']}")
            if s.get("legs"):
                status.append(f"{s['legs']} leg{'s' if s['legs'] != 1 else ''}")
            name = Text(self.who(seat), style="bold" if seat == self.human else "")
            grid.add_row(mark, name, str(s["stack"]), str(s["bet"]) if s["bet"] else "", cards, ", ".join(status))
        return grid

    def grid(self, name: str, spaces: list, view: Mapping[str, Any]) -> Table:
        """A grid zone: the last row on top, row 1 (the first seat's) nearest the person;
        each space's top card, with the cards beneath it in brackets."""
        at = next((o.at for o in view["legal_actions"] if plays.name_of(o) == Move.name), None)
        columns = len(spaces[0]) if spaces else 0
        table = Table(
            title=Text(name, style="bold"),
            title_justify="left",
            show_edge=False,
            box=box.SIMPLE_HEAD if self.fancy else None,
            pad_edge=False,
        )
        table.add_column("row")
        for c in range(columns):
            table.add_column(str(c + 1))
        for r in reversed(range(len(spaces))):
            owner = self.who(r) if r < view_players(view) else ""
            cells = []
            for c, stack in enumerate(spaces[r]):
                cell = self.card(stack[-1]) if stack else Text("--")
                if len(stack) > 1:
                    cell.append(" (")
                    cell.append_text(self.cards(stack[:-1]))
                    cell.append(")")
                if at == (r, c):  # where the person's move starts
                    if self.fancy:
                        cell.stylize("reverse")
                    else:
                        cell = Text("*").append_text(cell)
                cells.append(cell)
            table.add_row(f"{r + 1} {owner}", *cells)
        return table

    def pots(self, view: Mapping[str, Any]) -> Text:
        bets = sum(view["bets"])
        pots = view["pots"]
        if len(pots) > 1:
            text = "pots: " + ", ".join(
                f"{'main' if i == 0 else f'side {i}'} {p['amount']}" for i, p in enumerate(pots)
            )
        elif isinstance(self.game, Game) and plays_house(self.game):  # no pot: each stake is settled with the house
            text = f"staked with the house: {view['pot']}"
        else:
            text = f"pot: {view['pot']}"
        if bets:
            text += f"  (bets this round: {bets})"
        return Text(text, style="bold" if self.fancy else "")

    # ---- what the person may do ----------------------------------------------------------
    def options(self, legal: list, view: Mapping[str, Any]) -> str:
        """``fold, call 2, raise 4-200``: exactly the legal actions, with their amounts."""
        return offered(legal)

    # ---- the end of a hand -----------------------------------------------------------------
    def result(self, view: Mapping[str, Any], result) -> list[Text]:
        """Every hand shown, described, then who wins which pot and share, and why."""
        lines = []
        for hand in result.shown:
            line = Text(f"{self.who(hand.seat)} {'show' if hand.seat == self.human else 'shows'}")
            if hand.cards:
                line.append(" ").append_text(self.cards(hand.cards))
            else:  # every card played away (to tricks moved to muck): a number alone is shown
                line.append(" no cards")
            if hand.hands:
                line.append(
                    ": "
                    + "; ".join(
                        f"{desc} ({share})" if len(hand.hands) > 1 else desc for share, desc in hand.hands.items()
                    )
                )
            lines.append(line)
        for seat, amount in result.returned:
            lines.append(Text(f"{amount} uncalled goes back to {self.who(seat)}"))
        # Run it twice: each pot once a run, numbered among the pots of its run.
        runs = {p.run for p in result.pots}
        in_run = {r: [p for p in result.pots if p.run == r] for r in runs}
        for pot in result.pots:
            mine = in_run[pot.run]
            i = next(k for k, p in enumerate(mine) if p is pot)
            # deal after deal (Guts): each showdown's pot, one after another, not side pots
            several = len(mine) > 1 and not self._deals()
            where = "the main pot" if several and i == 0 else f"side pot {i}" if several else "the pot"
            if pot.run:
                where += f" on run {pot.run}"
            for share in pot.shares:
                split = len(share.winners) > 1
                for w in share.winners:
                    if not w.amount:  # a pot the rules emptied first (`showdown none`, a pot carried to a pool)
                        continue
                    you = w.seat == self.human
                    line = Text(f"{self.who(w.seat)} {'win' if you else 'wins'} {w.amount} of {where}")
                    if len(pot.shares) > 1:  # a split pot's shares by name; one share is the pot
                        line.append(f" ({share.name} share{', split' if split else ''})")
                    elif split:
                        line.append(" (split)")
                    if w.hand:
                        line.append(f" with {w.hand}")
                        if w.cards:
                            line.append(": ").append_text(self.cards(w.cards))
                    elif share.name == "uncontested":
                        line.append(_why_alone(view))
                    if w.borrowed_from is not None:
                        line.append_text(self.borrowed(view, w))
                    lines.append(line)
        for paid in result.settled:  # a pairwise showdown: from player to player
            you = paid.payee == self.human
            lines.append(
                Text(
                    f"{self.who(paid.payee)} {'win' if you else 'wins'} {paid.amount} from {self.who(paid.payer)}"
                ).append(f" ({paid.why()})")
            )
        if result.house_cards:  # against the house: its hand, and each stake settled with it
            shows = Text("the house shows ").append_text(self.cards(result.house_cards))
            lines.append(shows.append(f": {result.house_hand}") if result.house_hand else shows)
        for bet in result.house:
            you = bet.seat == self.human
            what = (
                f"{'win' if you else 'wins'} {bet.net}" if bet.net > 0 else f"{'lose' if you else 'loses'} {-bet.net}"
            )
            push = "push" if you else "pushes"
            lines.append(Text(f"{self.who(bet.seat)} {what if bet.net else push} ({bet.why})"))
        if not 0 <= self.human < len(result.net):  # an onlooker (`run --log`): no "you"
            return lines
        net = result.net[self.human]
        lines.append(
            Text(
                f"you {'won' if net > 0 else 'lost' if net < 0 else 'broke even'}"
                f"{'' if net == 0 else ' ' + str(abs(net))} this hand",
                style="bold",
            )
        )
        return lines

    def borrowed(self, view: Mapping[str, Any], winner) -> Text:
        """Which of the winner's cards was another seat's, and whose."""
        theirs = {c for cs in view["seats"][winner.borrowed_from]["zones"].values() for c in cs if c}
        card = next((c for c in winner.cards if c in theirs), None)
        text = Text(", borrowing ")
        if card is not None:
            text.append_text(self.card(card)).append(" from ")
        text.append(self.who(winner.borrowed_from))
        return text


def view_players(view: Mapping[str, Any]) -> int:
    return len(view["seats"])


def _why_alone(view: Mapping[str, Any]) -> str:
    """Why a pot went to a lone player: the others folded, or the last of them to leave
    was put out, by a rule (`win`: a hand made) or by declaring out."""
    left = [e["kind"] for e in view.get("log", ()) if e.get("kind") in ("fold", "out")]
    return ", everyone else out" if left and left[-1] == "out" else ", everyone else folded"
