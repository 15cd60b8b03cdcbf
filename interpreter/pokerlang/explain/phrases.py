"""Every IR construct says itself in English: one small function per class (like Ludii's
``toEnglish``). A phrase knows only its node and the ``Table`` around it, never a variant.
"""

from __future__ import annotations

import attrs

from pokerlang.compiler import game as ir
from pokerlang.explain import words as w
from pokerlang.hands.spec import CATEGORIES, Composition, Qualifier, RankingSpec, Source

IN_TURN = "In turn from the dealer's left, "
SEATS = {"dealer": "the first active player to the dealer's left"}


@attrs.frozen
class Table:
    """What a phrase may need to know about the game around it."""

    zones: dict = attrs.field(factory=dict, hash=False)  # name -> Zone
    fixed_limit: bool = False
    pot: bool = True     # chips are at stake: hands win a pot, not just the game
    folds: bool = True   # players may leave a deal before the showdown
    live: bool = False   # someone may have folded by now: "each player still in"

    @classmethod
    def of(cls, game: ir.Game) -> Table:
        actions = list(game.actions())
        bets = any(isinstance(a, ir.Bet) for a in actions)
        folds = bets or any(o.folds for a in actions if isinstance(a, ir.Declare) for o in a.options)
        return cls(zones={z.name: z for z in game.zones}, fixed_limit=game.betting.limit == "fixed-limit",
                   pot=bets or game.forced.blinds or game.forced.ante, folds=folds)

    def zone(self, name: str) -> ir.Zone:
        return self.zones.get(name) or ir.Zone(name=name, per_seat=True, visibility="private")

    def player(self) -> str:
        return "player still in" if self.live else "player"


# ---- zones ----------------------------------------------------------------------------


def place(name: str, table: Table, whose: str = "own") -> str:
    """Where a zone is, from a player's side: ``their hand``, ``the board``, ``one opponent's board``."""
    zone = table.zone(name)
    if zone.grid is not None:
        top = "the top cards of " if zone.grid.stacks else ""
        row = "one opponent's row" if whose == "opponent" else "their row"
        return f"{top}{row} of the {w.noun(name)}"
    if whose == "opponent":
        return f"one opponent's {w.noun(name)}"
    return f"their {w.noun(name)}" if zone.per_seat else f"the {w.noun(name)}"


def grid(g: ir.Grid, table: Table | None = None) -> str:
    text = (f"{w.number(g.rows)} rows of {w.number(g.columns)} spaces; row one belongs to seat one,"
            " row two to seat two and so on")
    return text + ("; each space is a stack, and only its top card plays" if g.stacks else "")


def zone(z: ir.Zone, table: Table | None = None) -> str:
    if z.grid is not None:
        face = "face up" if z.visibility == "public" else "face down"
        body = f"laid out {face} on the table in {grid(z.grid)}"
    elif z.per_seat:
        body = ("each player has their own, face down; only its owner sees it" if z.visibility == "private"
                else "each player has their own, face up for everyone to see")
    else:
        body = ("shared, face up on the table for everyone to see" if z.visibility == "public"
                else "shared, face down; nobody sees its cards")
    return f"**{w.label(z.name)}**: {body}."


# ---- the dealer -----------------------------------------------------------------------


def deal(d: ir.Deal, table: Table) -> str:
    """A predicate for "The dealer ...": ``deals three cards face up to the board``."""
    z = table.zone(d.zone)
    face = "face up" if d.face_up else "face down"
    if z.grid is not None:
        spaces = z.grid.rows * z.grid.columns
        return f"deals {w.cards(d.count)} {face} to the {w.noun(d.zone)}" + (
            ", one to each space" if d.count == spaces else "")
    if z.per_seat:
        each = "each remaining player's" if table.live else "each player's"
        return f"deals {w.cards(d.count)} {face} to {each} {w.noun(d.zone)}"
    return f"deals {w.cards(d.count)} {face} to the {w.noun(d.zone)}"


def burn(b: ir.Burn, table: Table | None = None) -> str:
    return f"burns {w.cards(b.count)}"


# ---- betting --------------------------------------------------------------------------


def opener(o: ir.Opener, table: Table) -> str:
    """Who acts: ``the player to the left of the big blind``."""
    if o.kind == "after":
        return SEATS.get(o.seat, f"the player to the left of the {w.noun(o.seat or 'dealer')}")
    if o.kind == "last-aggressor":
        return "the last player to bet or raise"
    cards = w.join(place(s.zone, table, s.whose) for s in o.sources)
    title = o.ranking.title if o.ranking else "standard"
    return f"the player with the {o.kind} cards in {cards} (ranked by *{title}*)"


def bet(b: ir.Bet, table: Table) -> str:
    size = f" in {b.size} bets" if table.fixed_limit else ""
    if b.bring_in is None:
        return f"Betting round{size}, begun by {opener(b.first, table)}."
    text = f"Betting round{size}: {opener(b.bring_in, table)} must open with the bring-in"
    if b.first.kind == "after" and b.first.seat == "bring-in":
        return text + ", and the player to their left acts next."
    return text + f". At a table without a bring-in, {opener(b.first, table)} begins instead."


def betting(b: ir.Betting, table: Table | None = None) -> str:
    if b.limit == "fixed-limit" and b.cap is not None:
        return f"fixed-limit, at most {w.number(b.cap)} bets and raises a round"
    return b.limit


def forced(f: ir.Forced, table: Table | None = None) -> str:
    parts = []
    if f.blinds:
        parts.append("small and big blinds")
    if f.ante:
        n = f.ante_big_blinds
        parts.append("an ante from every player" if n is None else
                     f"an ante of {w.number(n)} big blind{'s' if n != 1 else ''} from every player")
    return w.join(parts) or "none"


# ---- players' choices -----------------------------------------------------------------


def _timing(together: bool, text: str) -> str:
    if together:
        return text + " Everyone chooses in secret, and the choices are revealed together."
    return IN_TURN + text[0].lower() + text[1:]


def _onto(name: str, table: Table) -> str:
    z = table.zone(name)
    face = {"public": "face up ", "hidden": "face down "}.get(z.visibility, "")
    return f"{face}to {place(name, table)}"


def choose(c: ir.Choose, table: Table) -> str:
    them = "it" if c.count == 1 else "them"
    return _timing(c.together, f"Each {table.player()} chooses {w.cards(c.count)} from "
                               f"{place(c.source, table)} and moves {them} {_onto(c.target, table)}.")


def expose(e: ir.Expose, table: Table) -> str:
    return _timing(e.together, f"Each {table.player()} turns {w.cards(e.count)} of "
                               f"{place(e.zone, table)} face up.")


def discard(d: ir.Discard, table: Table) -> str:
    return _timing(d.together, f"Each {table.player()} discards {w.cards(d.count)} from "
                               f"{place(d.zone, table)} face down, without replacement.")


SINGLE = {
    None: "",
    "offered-up": (" A player who discards exactly one card is dealt its replacement face up and may"
                   " keep it or refuse it; a refused card is mucked and the next card is dealt face"
                   " down, which they must keep."),
    "two-keep-one": (" A player who discards exactly one card is dealt two cards face down, keeps one"
                     " and shows the other before it is mucked."),
}


def draw(d: ir.Draw, table: Table) -> str:
    if d.low == d.high:
        how = f"discards exactly {w.cards(d.low)}"
    elif d.low == 0:
        how = f"may discard from zero to {w.cards(d.high)}"
    else:
        how = f"discards {w.number(d.low)} to {w.cards(d.high)}"
    dealt = "a replacement" if d.high == 1 else "as many replacements"
    text = f"{IN_TURN}each {table.player()} {how} from {place(d.zone, table)} and is dealt {dealt} face down."
    return text + SINGLE[d.single]


def declare_option(o: ir.DeclareOption, table: Table | None = None) -> str:
    name = w.noun(o.name)
    if o.folds or o.shares == (o.name,):
        return name
    return f"{name} ({w.join(w.noun(s) for s in o.shares)})"


def declare(d: ir.Declare, table: Table) -> str:
    options = w.join((declare_option(o) for o in d.options), "or")
    if d.together:
        text = (f"Each {table.player()} declares {options} in secret; all declarations are"
                " revealed at once.")
    else:
        text = f"{IN_TURN}each {table.player()} declares {options}."
    for o in d.options:
        if o.folds:
            text += f" Declaring {w.noun(o.name)} folds."
    return text


# ---- moves on a grid ------------------------------------------------------------------

MOVES = {
    "swap": "swap the top card at their position with the top card of an adjacent space",
    "stack": "stack it onto an adjacent space (a space left empty is dealt a new card face up)",
    "pass": "pass",
}


def cursor(c: ir.Cursor, table: Table | None = None) -> str:
    other = "right" if c.side == "left" else "left"
    return (f"seat {w.number(c.seat)} starts at the {c.side} end of row {w.number(c.seat)} and moves"
            f" one space {other} each turn, going back to the {c.side} end after the last space")


def moves(m: ir.Moves, table: Table) -> str:
    text = (f"The players take turns, each making {w.number(m.count)} moves on the {w.noun(m.zone)}"
            f" at a position in their own row. {w.capital('; '.join(cursor(c) for c in m.cursors))}.")
    text += f" At each move the player may {w.join((MOVES[n] for n in m.moves), 'or')}."
    if {"swap", "stack"} & set(m.moves):
        text += (" Adjacent means directly above, below, left or right, never diagonal, and a row"
                 " does not wrap round.")
    return text


# ---- the showdown ---------------------------------------------------------------------


def _count(s: Source) -> str:
    """``exactly 2``, ``at most 1``, ``at least 3``, ``2 to 4`` or nothing."""
    low, high = s.min_count, s.max_count
    if high is None:
        return f"at least {w.number(low)}" if low else ""
    if low == high:
        return f"exactly {w.number(low)}"
    return f"at most {w.number(high)}" if low == 0 else f"{w.number(low)} to {w.number(high)}"


def source(s: Source, table: Table, first: bool = True) -> str:
    """One part of a hand: ``their hand``, ``exactly three from the board``."""
    count = _count(s)
    where = place(s.zone, table, s.whose)
    if not count:
        return where
    if first:
        noun = "card" if (s.max_count or s.min_count) == 1 else "cards"
        return f"{count} {noun} from {where}"
    return f"{count} from {where}"


def composition(c: Composition, table: Table) -> str:
    size = f"{w.number(c.size)}-card hand"
    if len(c.sources) == 1 and c.sources[0].min_count == c.size:
        return f"the {w.cards(c.size)} in {place(c.sources[0].zone, table, c.sources[0].whose)}"
    parts, counted = [], False
    for s in c.sources:
        parts.append(source(s, table, first=not counted))
        counted = counted or bool(_count(s))
    exact = any(s.min_count for s in c.sources)
    return f"the best {size} {'made of' if exact else 'from'} {w.join(parts)}"


def share(s: ir.Share, table: Table) -> str:
    return f"{composition(s.composition, table)}, ranked by *{s.ranking.title}*"


def _best(s: ir.Share) -> str:
    return "lowest" if s.ranking.lowest_wins else "best"


PAYMENT = {
    "none": "",
    "losers-match": "Every player who loses the showdown matches the pot: they pay its size into the next pot.",
    "worst-doubles": ("Only the player with the worst hand pays: they pay the size of the pot, doubling it"
                      " for the next deal."),
}


def _shows(s: ir.Showdown, table: Table) -> str:
    text = "The players still in show their hands" if table.folds else "The players show their hands"
    if s.order_last_aggressor:
        text += " in turn, beginning with the last player to bet or raise"
    text += "."
    if s.surrender_keeps:
        text += (" A player may surrender by mucking their cards unshown, but"
                 f" {place(s.surrender_keeps, table)} stays in play for the others.")
    return text


def _one_share(s: ir.Showdown, table: Table) -> list[str]:
    one = s.shares[0]
    who = f"Only players who declared {w.noun(one.name)} take part. " if s.declared else ""
    if table.pot:
        wins = (f"The {_best(one)} hand takes the pot; equal hands split it, an odd chip going to the first"
                " of them to the dealer's left.")
    else:
        wins = f"The {_best(one)} hand wins; equal hands tie."
    return [f"{who}Each player makes {share(one, table)}. {wins}"]


def _split(s: ir.Showdown, table: Table) -> list[str]:
    lines = [f"The pot is split evenly between {w.number(len(s.shares))} hands:", ""]
    lines += [f"- **{w.label(x.name)}:** {share(x, table)}." for x in s.shares]
    rest = ["Each part goes to the best hand of its kind; equal hands split it."]
    if s.declared:
        rest.append("A player contests only the parts they declared.")
    rest.append("One player may win both parts and take the whole pot." if len(s.shares) == 2
                else "One player may win several parts.")
    if any(x.ranking.qualifier for x in s.shares):
        rest.append("If no hand qualifies for a part, the other parts take the whole pot.")
    rest.append(f"An odd chip goes to the {w.noun(s.odd_chip)} part." if s.odd_chip
                else "An odd chip goes to the first winner to the dealer's left.")
    return ["\n".join(lines), " ".join(rest)]


def _pot_rules(s: ir.Showdown) -> list[str]:
    rules = [PAYMENT[s.payment]]
    if s.win_only_alone:
        rules.append("Nobody takes the pot unless they are the only player in.")
    if s.cap_antes is not None:
        rules.append(f"The pot is capped at {w.number(s.cap_antes)} antes; chips above the cap are set aside"
                     " for a later pot.")
    text = " ".join(r for r in rules if r)
    return [text] if text else []


def showdown(s: ir.Showdown, table: Table) -> list[str]:
    """Paragraphs: who shows, how hands are made, how the pot is divided."""
    hands = _one_share(s, table) if len(s.shares) == 1 else _split(s, table)
    return [_shows(s, table), *hands, *_pot_rules(s)]


# ---- rankings -------------------------------------------------------------------------

_FEWEST = {"high-card": 1, "pair": 2, "three-of-a-kind": 3, "two-pair": 4, "four-of-a-kind": 4,
           "full-house": 5, "straight": 2, "flush": 2, "straight-flush": 2}


def qualifier(q: Qualifier, table: Table | None = None, *, lowest_wins: bool = False) -> str:
    """``eight or better`` (a low), ``a pair of jacks or better``."""
    rank, ranks = w.RANK_WORDS[q.rank], w.RANK_PLURALS[q.rank]
    if q.category == "high-card":
        return f"{rank} or better" if lowest_wins else f"{rank}-high or better"
    if q.category == "pair":
        return f"a pair of {ranks} or better"
    if q.category in ("three-of-a-kind", "four-of-a-kind"):
        return f"{w.CATEGORY_WORDS[q.category].split()[0]} {ranks} or better"
    return f"a {w.CATEGORY_WORDS[q.category]}, {rank}-high or better"


def _ace(spec: RankingSpec) -> str:
    straights = "straight" in spec.order or "straight-flush" in spec.order
    wheel = w.lowest_straight(spec.ranks, spec.cards)
    if spec.ace == "low":
        return "Ace plays low."
    if not straights:
        return "Ace plays high."
    if spec.ace == "both":
        return f"Ace plays high, and low in the straight {wheel}."
    return f"Ace plays high only: {wheel} is not a straight."


def _absent(spec: RankingSpec) -> str:
    missing = [c for c in CATEGORIES if c not in spec.order and _FEWEST[c] <= spec.cards]
    if "straight" in missing and "flush" in missing and "straight-flush" in missing:
        missing.remove("straight-flush")
    if not missing:
        return ""
    return w.capital(w.join(w.CATEGORY_PLURALS[c] for c in missing)) + " do not count."


def ranking(spec: RankingSpec, table: Table | None = None) -> str:
    if spec.min_cards < spec.cards:
        size = f"Hands of {w.number(spec.min_cards)} to {w.number(spec.cards)} cards"
    else:
        size = w.capital(f"{w.number(spec.cards)}-card hands")
    if spec.distinct:
        size += "; only cards of different ranks and different suits count"
    if spec.lowest_wins:
        size += "; the lowest hand wins"
    parts = [size + "."]
    if not spec.distinct:
        order = spec.order if spec.lowest_wins else tuple(reversed(spec.order))
        parts.append("From best to worst: " + ", ".join(w.CATEGORY_WORDS[c] for c in order) + ".")
        parts.append(_absent(spec))
        if spec.min_cards < spec.cards and {"straight", "flush"} & set(spec.order):
            parts.append(f"A straight or flush needs all {w.cards(spec.cards)}.")
    parts.append(_ace(spec))
    if not w.is_full(spec.ranks):
        parts.append(f"Only {w.rank_span(spec.ranks)} are used.")
    if spec.qualifier:
        parts.append(f"To win, a hand must be {qualifier(spec.qualifier, lowest_wins=spec.lowest_wins)}.")
    if spec.suit_order:
        parts.append(f"Ties are broken by the suit of the highest card: {w.suit_order(spec.suit_order)}.")
    return f"**{w.capital(spec.title)}**: " + " ".join(p for p in parts if p)


# ---- steps ----------------------------------------------------------------------------


def repeat(r: ir.Repeat, table: Table) -> str:
    """A header and a nested list: the body, run again and again."""
    body = actions(r.body, attrs.evolve(table, live=False))
    head = "The following is played again and again until only one player is in:"
    return "\n".join([head, *(f"- {b}" for b in body)])


def actions(steps, table: Table) -> list[str]:
    """Sentences for a run of actions; the dealer's burns and deals join into one sentence."""
    out, dealer = [], []
    for action in steps:
        if isinstance(action, (ir.Burn, ir.Deal)):
            dealer.append(PHRASES[type(action)](action, table))
            continue
        if dealer:
            out.append(f"The dealer {w.join(dealer)}.")
            dealer = []
        if isinstance(action, ir.Showdown):
            out.append("Showdown (see below).")
        else:
            out.append(PHRASES[type(action)](action, table))
        if isinstance(action, (ir.Bet, ir.Declare)):
            table = attrs.evolve(table, live=True)
    if dealer:
        out.append(f"The dealer {w.join(dealer)}.")
    return out


def street(s: ir.Street, table: Table) -> str:
    sentences = actions(s.actions, table) or ["Nothing happens."]
    nested = any("\n" in x for x in sentences)  # a repeat's list cannot share a line with sentences
    text = ("\n" if nested else " ").join(sentences)
    return f"**{w.label(s.name)}.** {text}" if s.name else text


# ---- the table ------------------------------------------------------------------------


def deck(ranks: str) -> str:
    if w.is_full(ranks):
        return "standard 52-card deck"
    return f"{4 * len(ranks)}-card deck, {w.rank_span(ranks)}"


def table_rules(game: ir.Game) -> list[str]:
    rules = []
    if game.fold_only_facing_bet:
        rules.append("A player may fold only when facing a bet or raise.")
    if game.reshuffle:
        rules.append("If the deck runs out, the muck is shuffled to form a new deck"
                     + (", leaving out the discards of players still to draw." if game.spare_pending else "."))
    return rules


PHRASES = {
    ir.Grid: grid, ir.Zone: zone, ir.Deal: deal, ir.Burn: burn, ir.Opener: opener, ir.Bet: bet,
    ir.Choose: choose, ir.Expose: expose, ir.Discard: discard, ir.Draw: draw,
    ir.DeclareOption: declare_option, ir.Declare: declare, ir.Cursor: cursor, ir.Moves: moves,
    ir.Share: share, ir.Showdown: showdown, ir.Repeat: repeat, ir.Street: street,
    ir.Betting: betting, ir.Forced: forced,
    RankingSpec: ranking, Qualifier: qualifier, Source: source, Composition: composition,
}
