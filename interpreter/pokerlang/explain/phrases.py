"""Every IR construct says itself in English: one small function per class (like Ludii's
``toEnglish``). A phrase knows only its node and the ``Table`` around it, never a variant.
"""

from __future__ import annotations

import attrs

from pokerlang.ir import game as ir
from pokerlang.explain import payments
from pokerlang.explain import categories, control
from pokerlang.explain import moves as mv
from pokerlang.explain import pips, rows
from pokerlang.explain.hits import hit_or_stand
from pokerlang.explain import english as w
from pokerlang.ir import control as c
from pokerlang.ir import expr as ex
from pokerlang.explain.compositions import composition, source
from pokerlang.explain.compositions import qualifier
from pokerlang.explain.showdown import payment, pot_rule, ranking, pot_showdown, share, showing
from pokerlang.explain.table import Table
from pokerlang.ir.ranking import Composition, Pips, Qualifier, RankingSpec, Source
from pokerlang.ir.pot import Pairwise, Payment, PotRule, Price
from pokerlang.explain.pairwise import pairwise_showdown, settling
from pokerlang.explain.against_house import house_showdown
from pokerlang.ir.wild import Wild
from pokerlang.explain.wilds import wild
from pokerlang.explain.betting import bet, betting, forced, opener, openers, throw_in  # noqa: F401
from pokerlang.explain.choices import choose, cost, declare, declare_option, discard, draw, expose


def showdown(s: ir.Showdown, table: Table, lone: str | None = None) -> list[str]:
    """Paragraphs: who shows, then the pairwise settling, the house's, or the pot's."""
    if s.pairwise is not None:
        return [showing(s.showing, table), *pairwise_showdown(s, s.pairwise, table, share)]
    if s.house is not None:
        return [showing(s.showing, table), *house_showdown(s, s.house, table, share)]
    if not s.shares and table.again:  # `showdown none` in deal after deal: every hand is equal
        return ["No hand is shown or compared: the pot stays for the next deal."]
    if not s.shares:  # `showdown none`
        return [
            (
                "No hand is shown or compared. Whatever is left in the pot is split evenly among the"
                " players still in (an odd chip to the first of them to the dealer's left)."
            )
        ]
    return pot_showdown(s, table, lone)


# ---- zones ----------------------------------------------------------------------------
def grid(g: ir.Grid, table: Table | None = None) -> str:
    text = (
        f"{w.number(g.rows)} rows of {w.number(g.columns)} spaces; row one belongs to seat one,"
        " row two to seat two and so on"
    )
    return text + ("; each space is a stack, and only its top card plays" if g.stacks else "")


def zone(z: ir.Zone, table: Table | None = None) -> str:
    if z.grid is not None:
        face = "face up" if z.visibility == "public" else "face down"
        body = f"laid out {face} on the table in {grid(z.grid)}"
    elif z.per_seat:
        body = mv.seat_zone(z)
    else:
        body = (
            "shared, face up on the table for everyone to see"
            if z.visibility == "public"
            else "shared, face down; nobody sees its cards"
        )
    return f"**{w.label(z.name)}**: {body}{mv.layout(z)}."


# ---- the dealer -----------------------------------------------------------------------


def deal(d: ir.Deal, table: Table) -> str:
    """A predicate for "The dealer ...": ``deals three cards face up to the board``."""
    z = table.zone(d.zone)
    face = "face up" if d.face_up else "face down"
    if z.grid is not None:
        spaces = z.grid.rows * z.grid.columns
        return f"deals {w.cards(d.count)} {face} to the {w.noun(d.zone)}" + (
            ", one to each space" if d.count == spaces else ""
        )
    if z.per_seat and d.offered:
        each = "each remaining player" if table.live else "each player"
        return (
            f"offers one card face up to {each} in turn, from the dealer's left: a player takes the card"
            f" offered into their {w.noun(d.zone)}, or passes it on to the next player and takes the next"
            " card of the deck, face up; after a card is taken the next player is offered a new one, and a"
            " card the last player passes on is dead"
        )
    if z.per_seat and d.only_declared:
        return (
            f"deals {w.cards(d.count)} {face} to the {w.noun(d.zone)} of each player who has just"
            f" declared {w.noun(d.only_declared)}"
        )
    if z.per_seat:
        each = "that player's" if table.one else "each remaining player's" if table.live else "each player's"
        short = (
            (
                f" (if the deck is too short for everyone, {w.cards(d.count)} to the"
                f" {w.noun(d.if_short)} instead, for all to use)"
            )
            if d.if_short
            else ""
        )
        return f"deals {w.cards(d.count)} {face} to {each} {w.noun(d.zone)}{short}"
    return f"deals {w.cards(d.count)} {face} to the {w.noun(d.zone)}"


def burn(b: ir.Burn, table: Table | None = None) -> str:
    return f"burns {w.cards(b.count)}"


# ---- moves on a grid ------------------------------------------------------------------


def moves(m: ir.Moves, table: Table) -> str:
    text = (
        f"The players take turns, each making {w.number(m.count)} moves on the {w.noun(m.zone)}"
        f" at a position in their own row. {w.capital('; '.join(mv.cursor(c) for c in m.cursors))}."
    )
    if m.first is not None:
        text += f" {w.capital(opener(m.first, table))} moves first."
    text += f" At each move the player may {w.join((mv.MOVES[n] for n in m.moves), 'or')}."
    if {"swap", "stack"} & set(m.moves):
        text += " Adjacent means directly above, below, left or right, never diagonal, and a row does not wrap round."
    return text


# ---- steps ----------------------------------------------------------------------------


def repeat(r: ir.Repeat, table: Table) -> str:
    """A header and a nested list: the body, run again and again."""
    if not r.deals:
        return loop(r, table)
    body = actions(r.body, attrs.evolve(table, live=False, again=True))
    until = "a deal is opened" if isinstance(r.until, c.Opened) else control.condition(r.until, table)
    head = f"The following is played again and again until {until}:"
    if isinstance(r.until, c.OneIn):  # how deal after deal ends, and a deal nobody plays
        body.append(
            "The player alone in takes the pot, and nobody pays. When nobody is in, the same pot is dealt for again."
        )
    return "\n".join([head, *_items(body)])


def actions(steps, table: Table) -> list[str]:
    """Sentences for a run of actions; the dealer's burns and deals join into one sentence.
    A block written out several times in a row (``repeat 3 times { ... }``) is said once,
    under how many times it is played."""
    steps = tuple(steps)
    block, times = _repeated(steps)
    if times > 1:
        head = f"{w.times(times).capitalize()}, one after the other:"
        return ["\n".join([head, *_items(_sentences(block, table))])]
    return _sentences(steps, table)


def _repeated(steps: tuple) -> tuple[tuple, int]:
    """The shortest block that, written out some times, makes ``steps``, and how many
    times; a block of the dealer's cards alone is left as its sentence says it."""
    for size in range(1, len(steps) // 2 + 1):
        times, rest = divmod(len(steps), size)
        block = steps[:size]
        if not rest and steps == block * times and not all(isinstance(a, (ir.Burn, ir.Deal)) for a in block):
            return block, times
    return steps, 1


def _sentences(steps, table: Table) -> list[str]:
    out, dealer = [], []
    shown = False  # after a showdown in the run: winners and losers are that showdown's
    for action in steps:
        if isinstance(action, (ir.Burn, ir.Deal)):
            dealer.append(PHRASES[type(action)](action, table))
            continue
        if dealer:
            out.append(f"The dealer {w.join(dealer)}.")
            dealer = []
        if isinstance(action, ir.Showdown):
            out.append(table.showdown(action))
            shown = True
        elif shown and isinstance(action, (ex.Pay, ex.AddTally, ex.PutOut)):
            out.append(_of_that_showdown(PHRASES[type(action)](action, table)))
        else:
            out.append(PHRASES[type(action)](action, table))
        if isinstance(action, (ir.Bet, ir.Declare, c.If)):
            table = attrs.evolve(table, live=True)
        elif isinstance(action, ir.Showdown):
            table = attrs.evolve(table, live=False)  # in deal after deal, everyone dealt in plays on
    if dealer:
        out.append(f"The dealer {w.join(dealer)}.")
    return out


def _of_that_showdown(said: str) -> str:
    """A step after a showdown of the deal: its winners and losers are that showdown's."""
    return said.replace(ex.SEAT_SETS["winners"], "each player whose hand won that showdown").replace(
        ex.SEAT_SETS["losers"], "each player in whose hand lost that showdown"
    )


# ---- control steps that hold a block of steps ------------------------------------------


def if_(i: c.If, table: Table) -> str:
    if control.lone_needs(i) is not None:
        return table.showdown(i)
    found = control.challenge(i)
    if found is not None:
        options = w.join((declare_option(o, table) for o in found.options), "or")
        how = "in secret, revealed at once" if found.together else "in turn from the dealer's left"
        who = control.seat(i.condition.seat)
        return (
            f"If {who} is the only player in, every other player declares again, {how}:"
            f" {options}. Whoever comes in challenges {who}."
        )
    said = control.condition(i.condition, table)
    text = f"If {said}:{_block(actions(i.then, table)) or ' nothing happens.'}"
    asked = [said]
    first = i.condition
    passed = [i.condition]  # the conditions the chain has asked so far: each `else if` follows their failing
    while i.otherwise:
        sep = "\n" if "\n" in text else " "  # after a nested list, on a line of its own
        chained = i.otherwise[0] if len(i.otherwise) == 1 and isinstance(i.otherwise[0], c.If) else None
        if chained is not None and control.lone_needs(chained) is None and control.challenge(chained) is None:
            # `else if`; where the block before holds an `if` of its own, the conditions it
            # follows are named, so that it is not read as answering that one
            inner = any(isinstance(a, c.If) for a in i.then)
            i, said = chained, control.condition(chained.condition, table)
            then = _block(actions(i.then, table)) or " nothing happens."
            after = f" (when {' and '.join(_negated(p, table) for p in passed)})" if inner else ""
            text += f"{sep}Otherwise, if {said}{after}:{then}"
            asked.append(said)
            passed.append(i.condition)
            continue
        # Plain "Otherwise:" answers the one `if` just said; after a chain, a list of steps
        # or a block holding an `if` of its own, the conditions it follows are named.
        inner = sep == "\n" or any(isinstance(a, c.If) for a in i.then)
        which = ", when none of these" if len(asked) > 1 else f", when {_negated(first, table)}" if inner else ""
        text += f"{sep}Otherwise{which}:{_block(actions(i.otherwise, table))}"
        break
    return text


_OPPOSITE = {"=": "!=", "!=": "=", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}


def _negated(cond: object, table: Table) -> str:
    """A condition's opposite in words: a comparison turned round (`that player is the
    dealer`, not "not (that player is not the dealer)"), a `not` taken off."""
    if isinstance(cond, ex.Compare):
        return control.condition(attrs.evolve(cond, op=_OPPOSITE[cond.op]), table)
    if isinstance(cond, c.Not):
        return control.condition(cond.part, table)
    return f"not ({control.condition(cond, table)})"


def _block(sentences: list[str]) -> str:
    """A block's sentences after its head: on the same line, or, when one of them is a
    list (a repeat), each as an item of a nested list, so that the sentences after the
    list are not read as part of its last item. So is an `if ... else` with sentences after
    it: run on, they would read as part of its "Otherwise"."""
    if any("\n" in s for s in sentences) or any("Otherwise" in s for s in sentences[:-1]):
        return "\n" + "\n".join(_items(sentences))
    if not sentences:
        return ""
    # each sentence after the first starts with a capital, whatever its phrase begins with
    return " " + _lower(" ".join([sentences[0], *(w.capital(s) for s in sentences[1:])]))


def loop(r: ir.Repeat, table: Table) -> str:
    """A repeat within one deal: a header and a nested list."""
    said = hit_or_stand(r, table, lambda steps: actions(steps, table))
    if said is not None:
        return said
    head = f"The following is played again and again until {control.condition(r.until, table)}:"
    return "\n".join([head, *_items(actions(r.body, table))])


def turns(t: c.Turns, table: Table) -> str:
    """``each in turn``: a header and a nested list, played for each player in turn."""
    start = opener(t.first, table) if t.first is not None else "the player to the dealer's left"
    head = f"Each {table.player()}, in turn, beginning with {start}, plays the following alone:"
    return "\n".join([head, *_items(actions(t.body, attrs.evolve(table, one=True)))])


def _items(sentences) -> list[str]:
    """A nested list's items; an item that is itself a list is indented under its head."""
    out = []
    for s in sentences:
        first, *rest = s.split("\n")
        out += [f"- {first}", *(f"  {line}" for line in rest)]
    return out


def when(e: c.When, table: Table) -> str:
    """An event, as a table rule: ``Whenever a four is dealt face up to a player, ...``."""
    face = {True: " face up", False: " face down", None: ""}[e.face_up]
    block = " ".join(actions(e.body, attrs.evolve(table, one=True)))
    if table.rolls and e.face_up is not False:  # a card a roll turns up counts as dealt face up
        return (
            f"Whenever a player is dealt {e.pattern.any_one()}{face} or turns one up, at once"
            f" (before the dealing or the turning goes on) and for that player alone: {_lower(block)}"
        )
    # A block that only throws the deal in is the whole table's, not that player's.
    alone = "" if all(isinstance(a, c.ThrowIn) for a in e.body) else " and for that player alone"
    return (
        f"Whenever a player is dealt {e.pattern.any_one()}{face}, at once (before the dealing"
        f" goes on){alone}: {_lower(block)}"
    )


def on_fold(block: tuple, table: Table) -> str:
    """``when a player folds { ... }``, as a table rule."""
    text = " ".join(actions(block, attrs.evolve(table, one=True)))
    if any(isinstance(a, ir.ExposeAll) for a in ir.walk(block)):
        text += (
            " The cards so turned stay face up where they lie, for every player to see, for the"
            " rest of the hand; they play no part at the showdown."
        )
    return f"Whenever a player folds, at once (before play goes on) and for that player alone: {_lower(text)}"


def _lower(text: str) -> str:
    return text[0].lower() + text[1:] if text else text


def street(s: ir.Street, table: Table) -> str:
    sentences = actions(s.actions, table) or ["Nothing happens."]
    if len(sentences) > 1 and any("\n" in x for x in sentences):
        # a block's list cannot share a line with sentences: each sentence an item, so that
        # the ones after a block are not read as part of it
        items = "\n".join(_items(sentences))
        return f"**{w.label(s.name)}.**\n{items}" if s.name else items
    text = "\n".join(sentences) if "\n" in sentences[0] else " ".join(sentences)
    return f"**{w.label(s.name)}.** {text}" if s.name else text


# ---- the table ------------------------------------------------------------------------


def deck(ranks: str, cards=None, jokers: int = 0) -> str:
    if cards is not None:
        text = f"{len(cards)} cards only: " + ", ".join(c.long_name() for c in cards)
    elif w.is_full(ranks):
        text = "standard 52-card deck"
    else:
        text = f"{4 * len(ranks)}-card deck, {w.rank_span(ranks)}"
    if jokers:
        size = (len(cards) if cards is not None else 4 * len(ranks)) + jokers
        text += f", and {w.number(jokers)} joker{'s' if jokers > 1 else ''} ({size} cards)"
    return text


def small_deck(d: ir.SmallDeck, table: Table | None = None) -> str:
    """``deck ranks 6..A up to 6 players, else ...``: the first deck, and for whom."""
    g = d.game
    return f"with up to {w.number(d.up_to)} players, a {deck(g.ranks, g.cards, g.jokers)}"


def table_rules(game: ir.Game) -> list[str]:
    rules = [when(e, Table.of(game)) for e in game.events]
    if game.on_fold:
        rules.append(on_fold(game.on_fold, Table.of(game)))
    if game.fold_only_facing_bet:
        rules.append("A player may fold only when facing a bet or raise.")
    if game.reshuffle:
        rules.append(
            "If the deck runs out, the muck is shuffled to form a new deck"
            + (", leaving out the discards of players still to draw." if game.spare_pending else ".")
        )
    return rules


PHRASES = {
    ir.Grid: grid,
    ir.Zone: zone,
    ir.Deal: deal,
    ir.Burn: burn,
    ir.Opener: opener,
    ir.Bet: bet,
    ir.Choose: choose,
    ir.Expose: expose,
    ir.Discard: discard,
    ir.SetRows: rows.set_rows,
    ir.Draw: draw,
    ir.DeclareOption: declare_option,
    ir.Declare: declare,
    ir.Cursor: mv.cursor,
    ir.Moves: moves,
    ir.Roll: mv.roll,
    ir.ExposeAll: mv.expose_all,
    ir.Put: mv.put,
    ir.Line: mv.line,
    ir.Share: share,
    ir.Showdown: showdown,
    ir.Showing: showing,
    Payment: payment,
    PotRule: pot_rule,
    Pairwise: settling,
    Price: cost,
    ir.Repeat: repeat,
    ir.Street: street,
    ir.Betting: betting,
    ir.Forced: forced,
    ir.SmallDeck: small_deck,
    Wild: wild,
    c.ThrowIn: throw_in,
    RankingSpec: ranking,
    Pips: pips.counts,
    Qualifier: qualifier,
    Source: source,
    Composition: composition,
    c.If: if_,
    c.When: when,
    c.Turns: turns,
    **control.PHRASES,
    **categories.PHRASES,
    **payments.PHRASES,
}
