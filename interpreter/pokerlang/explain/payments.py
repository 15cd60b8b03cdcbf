"""Expressions and payments in English: ``min(5% of pot, 3 big-blinds)`` is "5% of the
pot, at most 3 big blinds"; a ``pay`` step or the hand's end is a sentence each."""

from __future__ import annotations

from pokerlang.explain.amounts import condition, say
from pokerlang.explain.table import Table
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir


def _party(name: str, relative: bool = False) -> str:
    if name in ("pot", "house"):
        return f"the {name}"
    if name == "pots":
        return "each pot (main pot first)"
    said = e.SEAT_SETS[name]
    return "that player" if name == "seat" else said


def pay(p: e.Pay, table: Table | None = None) -> str:
    """``Each other player dealt in pays 2 big blinds to each player who won chips from a pot
    whose hand holds 7 ...``."""
    from pokerlang.explain.control import condition as clause

    amount = say(p.amount, table)
    if p.pool is not None:  # a pool: the house holds its chips from hand to hand
        pool = f"the {p.pool.replace('-', ' ')} (chips kept from hand to hand)"
        paid = "the whole pot" if p.payers == "pot" and amount == "the pot" else _theirs(amount)
        if p.payees == "house":
            sentence = f"{_party(p.payers)[0].upper()}{_party(p.payers)[1:]} pays {paid} to {pool}"
        elif amount == f"the {p.pool.replace('-', ' ')}":
            sentence = f"The {p.pool.replace('-', ' ')} pays {_party(p.payees)} everything it holds"
            if (table is not None and table.one) or e.SEAT_SETS.get(p.payees, "").startswith("each "):
                # paid to one player after another: whoever is paid first empties it
                sentence += (
                    " (paid in turn from the dealer's left: the first paid takes it all, the others find it empty)"
                )
        else:
            sentence = f"The {p.pool.replace('-', ' ')} pays {_party(p.payees)} {paid} (at most what it holds)"
        if p.condition is not None:
            sentence += f", if {_theirs(clause(p.condition, table))}"
        return sentence + "."
    if p.payees in ("pot", "house"):
        who = _party(p.payers).replace("each pot (main pot first)", "Each pot, main pot first,")
        sentence = f"{who[0].upper()}{who[1:]} pays {_theirs(amount)} to {_party(p.payees)}"
        if p.condition is not None:
            sentence += f", if {_theirs(clause(p.condition, table))}"
        return sentence + "."
    payee = _party(p.payees)
    payers = _party(p.payers)
    if p.payees in e.NEIGHBOURS and p.payers == "seat":  # "that player" would read as the neighbour
        payers = "the player the block is played for"
    if p.payers == "pot":  # "the pot pays the pot" reads as a riddle
        paid = "the whole pot" if amount == "the pot" else _theirs(amount)
        sentence = f"The pot pays {payee} {paid} (at most what it holds)"
        if p.condition is not None:
            sentence += f", if {_theirs(clause(p.condition, table))}"
        return sentence + "."
    limit = "" if p.payers == "house" else " (at most what they have)"  # the house's bank has no limit
    if table is not None and table.one:  # one player's block: asked of that player, whoever pays
        who = "that player" if p.payers == "seat" else payers
        if p.payees in e.NEIGHBOURS:  # beside the block's own player
            payee = f"the next player still in to their {p.payees}"
        sentence = f"{who[0].upper()}{who[1:]} pays {_theirs(amount)} to {payee}{limit}"
        if p.condition is not None:
            sentence += f", if {_theirs(clause(p.condition, table))}"
        return sentence + "."
    said = f"To {payee}"
    if p.condition is not None:
        said += f", if {_theirs(clause(p.condition, table))}"
    return f"{said}: {payers} pays {_theirs(amount)}{limit}."


def _theirs(text: str) -> str:
    """The player paid (or paying), as the sentence's own: "their hand", "their stack"."""
    text = text.replace("that player's", "their").replace("that player declared", "they declared")
    text = (
        text.replace("that player put", "they put")
        .replace("that player staked", "they staked")
        .replace("that player won", "they won")
    )
    text = text.replace("what that player paid", "what they paid")
    for verb, plural in _AS_THEY:  # "if they are the dealer", not "if them is"
        text = text.replace(f"that player {verb} ", f"they {plural} ")
    return text.replace("that player did not", "they did not").replace("that player", "them")


# The verbs a condition says of "that player", as said of "they".
_AS_THEY = (("is", "are"), ("has", "have"), ("holds", "hold"), ("makes", "make"), ("beats", "beat"))


def tally(t: e.Tally, table: Table | None = None) -> str:
    """``Each player has a count of strikes, 0 before the first hand, kept from hand to hand.``"""
    whose = "Each player has a count of" if t.per_seat else "The table keeps a count of"
    if t.each_hand:
        return f"{whose} {t.name.replace('-', ' ')}, {t.start} as each hand begins, for that hand alone."
    return f"{whose} {t.name.replace('-', ' ')}, {t.start} before the first hand, kept from hand to hand."


def add_tally(a: e.AddTally, table: Table | None = None) -> str:
    """``For each player in at the showdown who won nothing: 1 is added to their strikes.``"""
    name = a.tally.replace("-", " ")
    amount = _theirs(say(a.amount, table))
    if a.seats is None:
        name = f"count of {name}" if table is not None and a.tally in table.counts else name
        done = f"The {name} is set to {amount}" if a.replace else f"{amount} is added to the {name}"
        if a.condition is not None:
            done += f", if {_theirs(_clause(a.condition, table))}"
        return done + "."
    done = f"their {name} is set to {amount}" if a.replace else f"{amount} is added to their {name}"
    said = f"For {_party(a.seats)}"
    if a.condition is not None:
        said += f", if {_theirs(_clause(a.condition, table))}"
    return f"{said}: {done}."


def put_out(p: e.PutOut, table: Table | None = None) -> str:
    said = f"{_party(p.seats)}"
    if p.condition is not None:
        said += f", if {_theirs(_clause(p.condition, table))}"
    return f"Out of the game once this hand is over, dealt no more hands: {said}."


def _clause(cond, table: Table | None = None) -> str:
    from pokerlang.explain.control import condition as clause

    return clause(cond, table)


def step(s, table: Table | None = None) -> str:
    if isinstance(s, e.Pay):
        return pay(s, table)
    return add_tally(s, table) if isinstance(s, e.AddTally) else put_out(s, table)


def section(game: ir.Game) -> list[str]:
    """``## Counts kept from hand to hand`` and ``## When the hand ends``, in order."""
    out = []
    if game.tallies:
        kept = "Counts kept from hand to hand" if any(not t.each_hand for t in game.tallies) else "Counts"
        out += [f"## {kept}", "\n".join(f"- {tally(t)}" for t in game.tallies)]
    if not game.endings:
        return out
    lines = []
    house = any(isinstance(a, ir.Showdown) and a.house is not None for a in game.actions())
    for p in game.endings:
        before = isinstance(p, e.Pay) and p.payers in ("pot", "pots")
        # against the house there is no pot: the stakes are settled with the house
        after = "Once every stake is settled with the house" if house else "Once the pot is divided"
        when = "Before the pot is divided" if before else after
        text = step(p, Table.of(game))
        lines.append(f"- {when}: {text[0].lower()}{text[1:]}")
    note = "Amounts are rounded down to whole chips; no player pays more than they have."
    return [*out, "## When the hand ends", "\n".join(lines), note]


PHRASES = {
    e.Pay: pay,
    e.Compare: condition,
    e.Test: condition,
    e.Tally: tally,
    e.AddTally: add_tally,
    e.PutOut: put_out,
}
