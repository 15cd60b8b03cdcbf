"""Players' choices in English: choosing, passing, turning up, discarding, drawing and
declaring, each as a sentence about one player's turn (or everyone's at once). A phrase of
``phrases.PHRASES``, knowing only its node and the ``Table`` around it.
"""

from __future__ import annotations

from pokerlang.explain import control
from pokerlang.explain import moves as mv
from pokerlang.explain import english as w
from pokerlang.explain.amounts import say
from pokerlang.explain.table import IN_TURN, Table, place
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Price


def _timing(together: bool, text: str, table: Table | None = None, seen: bool = True) -> str:
    """``seen``: the cards chosen are then shown (a discard face down is not)."""
    if table is not None and table.one:  # one player's block: no turns to take
        return text
    if together and not seen:
        return text + " Everyone does so at the same time, in secret."
    if together:
        return text + " Everyone chooses in secret, and the choices are revealed together."
    return IN_TURN + text[0].lower() + text[1:]


def _onto(name: str, table: Table) -> str:
    z = table.zone(name)
    face = {"public": "face up ", "hidden": "face down "}.get(z.visibility, "")
    return f"{face}to {place(name, table)}"


def choose(c: ir.Choose, table: Table) -> str:
    them = "it" if c.count == 1 else "them"
    if c.to_seat is not None:
        text = (
            f"{w.capital(table.each())} passes {w.cards(c.count)} from {place(c.source, table)}"
            f" {mv.receiver(c, table)}."
        )
        return (text if c.together or table.one else IN_TURN + text[0].lower() + text[1:]) + mv.passing(c)
    text = _timing(
        c.together,
        f"{w.capital(table.each())} chooses {w.cards(c.count)} from "
        f"{place(c.source, table)} and moves {them} {_onto(c.target, table)}.",
        table,
    )
    if table.zone(c.target).visibility != "public" and c.count > 1 and table.zone(c.target).per_seat:
        text += " They lie there in the order the player puts them."
    return text


def expose(e: ir.Expose, table: Table) -> str:
    return _timing(
        e.together, f"{w.capital(table.each())} turns {w.cards(e.count)} of {place(e.zone, table)} face up.", table
    )


def discard(d: ir.Discard, table: Table) -> str:
    return _timing(
        d.together,
        f"{w.capital(table.each())} discards {w.cards(d.count)} from "
        f"{place(d.zone, table)} face down, without replacement.",
        table,
        seen=False,
    )


SINGLE = {
    None: "",
    "offered-up": (
        " A player who discards exactly one card is dealt its replacement face up and may"
        " keep it or refuse it; a refused card is mucked and the next card is dealt face"
        " down, which they must keep."
    ),
    "offered-up-on-request": (
        " A player who discards exactly one card may ask for its replacement face up,"
        " then keep it or refuse it (a refused card is mucked and the next card is"
        " dealt face down, which they must keep); a player who does not ask is dealt"
        " it face down."
    ),
    "two-keep-one": (
        " A player who discards exactly one card is dealt two cards face down, keeps one"
        " and shows the other before it is mucked."
    ),
}


def draw(d: ir.Draw, table: Table) -> str:
    if d.low == d.high:
        how = f"discards exactly {w.cards(d.low)}"
    elif d.low == 0:
        how = f"may discard from zero to {w.cards(d.high)}"
    else:
        how = f"discards {w.number(d.low)} to {w.cards(d.high)}"
    dealt = "a replacement" if d.high == 1 else "as many replacements"
    text = (
        f"{'' if table.one else IN_TURN}{table.each()} {how} from {place(d.zone, table)}"
        f" and is dealt {dealt} face down."
    )
    if d.price is not None:
        text += (
            f" Each card drawn costs {cost(d.price)}, paid into the pot; a player draws only the cards they"
            " can pay for in full."
        )
    return text + SINGLE[d.single]


def cost(price: Price, table: Table | None = None) -> str:
    """``as much as the pot holds``, ``twice the pot``, ``5 chips``."""
    if price.pots == 1:
        return "as much as the pot holds"
    if price.pots:
        return f"{w.times(price.pots)} the pot"
    if price.antes:
        return "the ante" if price.antes == 1 else f"{price.antes} times the ante"
    if price.units and price.unit is not None:
        return f"{price.units} {price.unit.replace('-', ' ')}" + ("" if price.units == 1 else "s")
    return f"{price.chips} chip" + ("" if price.chips == 1 else "s")


def _their(said: str) -> str:
    """An amount asked of the player declaring, said of them."""
    return said.replace("that player's", "their").replace("that player", "them")


def declare_option(o: ir.DeclareOption, table: Table | None = None) -> str:
    name = w.noun(o.name)
    if o.up_to is not None and o.price is not None:  # the compiler gives a priced option its least
        most = _their(say(o.up_to, table))
        least = _their(say(o.least, table)) if o.least is not None else cost(o.price)
        return f"{name} (paying any amount they name, from {least} up to {most}, at most all they have)"
    if o.price is not None:
        price = _their(say(o.least, table)) if o.least is not None else cost(o.price)
        return f"{name} (paying {price}, or all they have)"
    if o.leaves or o.shares in ((o.name,), ()):  # (): hit or stand chooses cards, not shares
        return name
    return f"{name} ({w.join(w.noun(s) for s in o.shares)})"


def declare(d: ir.Declare, table: Table) -> str:
    options = w.join((declare_option(o, table) for o in d.options), "or")
    who = control.declarers(d.declarers, table) if d.declarers else table.each()
    if d.only_declared is not None:
        who = f"{who} who declared {w.noun(d.only_declared)} the last time it was offered"
    alone = table.one or (d.declarers is not None and not d.declarers.but)  # one seat: no turns to take
    if alone:
        text = f"{w.capital(who)} declares {options}."
    elif d.together:
        text = f"{w.capital(who)} declares {options} in secret; all declarations are revealed at once."
        if any(o.price is not None and o.price.pots for o in d.options):  # the price does not compound
            text += " Each pays the pot as it stood before the declarations were revealed."
    else:
        text = f"{IN_TURN}{who} declares {options}."
    for o in d.options:
        if o.sits_out:  # in deal after deal: out of this showdown only, the cards kept
            text += f" Declaring {w.noun(o.name)} sits this showdown out, the cards kept face down."
        elif o.leaves:
            text += f" Declaring {w.noun(o.name)} {'leaves the hand' if o.name == 'fold' else 'folds'}."
    for o in d.options:
        if o.offered_if is not None:
            said = (
                control.condition(o.offered_if, table).replace("that player's", "their").replace("that player", "they")
            )
            text += f" {w.capital(w.noun(o.name))} is offered to a player only if {said}."
    return text
