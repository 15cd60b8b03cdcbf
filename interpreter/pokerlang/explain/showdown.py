"""The showdown and the rankings in English: how hands are made, ranked and paid."""

from __future__ import annotations


from pokerlang.ir import game as ir
from pokerlang.cards.card import RANKS
from pokerlang.explain import moves as mv
from pokerlang.explain import pips
from pokerlang.explain import english as w
from pokerlang.explain.table import Table, place
from pokerlang.ir.pot import Payment, PotRule
from pokerlang.explain.categories import category, category_words, rank_order
from pokerlang.explain.amounts import say
from pokerlang.explain.betting import opener
from pokerlang.explain.compositions import composition, qualifier, source
from pokerlang.ir.ranking import STANDARD_ORDER, RankingSpec

# ---- the showdown ---------------------------------------------------------------------


def share(s: ir.Share, table: Table) -> str:
    if s.score is not None:  # a number, not cards: "the highest count of that player's tricks"
        return f"each player's own number ({score(s)}), the {'lowest' if s.lowest else 'highest'} winning"
    counted = pips.hand(s.composition, [source(x, table) for x in s.composition.sources])
    text = f"{counted or composition(s.composition, table)}, ranked by *{s.ranking.title}*"
    if s.wilds:
        from pokerlang.explain.wilds import cards, wild  # (wilds imports table, as this module does)

        own = [
            f"{cards(r.pattern)} {'as bugs' if r.bug else 'wild'}"
            if r.kind == "cards" and r.pattern is not None  # (else wild's sentence, which asserts it is)
            else f"the cards face up in the {r.zone} and every card of their ranks {'as bugs' if r.bug else 'wild'}"
            if r.kind == "up"
            else wild(r, table)[:-1].lower()
            for r in s.wilds
        ]
        text += ", with " + w.join(own)
    return text


def score(s: ir.Share) -> str:
    """A score share's number in words, said of "that player" (each player in, in turn)."""
    return say(s.score)


def _best(s: ir.Share) -> str:
    if s.score is not None:
        return "lowest" if s.lowest else "highest"
    return "lowest" if s.ranking.lowest_wins else "best"


def payment(p: Payment | None, table: Table | None = None) -> str:
    if p is None:
        return ""
    times = "its size" if p.pots == 1 else f"{w.number(p.pots)} times its size"
    if p.to_winners:
        who = "Only the player with the worst hand pays" if p.worst else "Every player who loses the showdown pays"
        return f"{who} the best hand {times.replace('its', 'the pot')}, from their own chips; the pot stays as it is."
    if not p.worst:
        return f"Every player who loses the showdown matches the pot: they pay {times} into the next pot."
    if p.pots == 2:
        return (
            "Only the player with the worst hand pays: they pay twice the size of the pot,"
            " doubling it for the next deal."
        )
    return f"Only the player with the worst hand pays: they pay {times} into the next pot."


# To whom the odd chip of a split goes (Robert's Rules, "Ties"): by position in a button
# game, by the cards in a stud game.
ODD_CHIP = {
    False: "the first of them to the dealer's left",
    True: "the one with the highest card by suit among all their cards",
}


def showing(s: ir.Showing, table: Table) -> str:
    text = "The players still in show their hands" if table.folds else "The players show their hands"
    if s.first is not None:
        text += f" in turn, beginning with {opener(s.first, table)}"
    text += "."
    if s.muck:
        kept = w.join(place(z, table) for z in s.keeps)
        text += " A player may surrender by mucking their cards unshown" + (
            f", but {kept} stays in play for the others." if kept else "."
        )
    return text


def _filtered(x: ir.Share) -> bool:
    """A share some players may have no hand for: it takes only some cards of a zone."""
    return any(src.matching is not None for src in x.composition.sources)


def _may_fail(s: ir.Showdown) -> bool:
    """Whether every share may go without a winner, or the file says what happens then."""
    return (
        s.pot.if_none == "split"
        or s.pot.if_none_share is not None
        or all(x.ranking.qualifier or _filtered(x) for x in s.shares)
    )


# What ``ties by suit`` compares: a pair's card before a kicker, so not always the highest card.
FIRST_CARD_SUIT = "the better suit of the hand's first card as it reads (a pair's card before a kicker)"


# `ties by seat`: equal best hands do not split.
BY_SEAT = "the first from the dealer's left wins"
# `natural beats wild`
NATURALS = "Of equal hands, a natural one (no wild card standing for another card) beats one made with wild cards."


def _one_share(s: ir.Showdown, table: Table) -> list[str]:
    one = s.shares[0]
    who = f"Only players who declared {w.noun(one.name)} take part. " if s.declared else ""
    # `win only alone`: the best of several takes nothing; `winner wins a leg`: it wins a leg
    pot = table.pot and s.pot.award != "alone" and s.pot.lone != "best-leg"
    if pot and one.ranking.suit_order is not None:
        # A ranking whose ties are broken by suit leaves no two hands equal.
        wins = f"The {_best(one)} hand takes the pot; between equal hands, {FIRST_CARD_SUIT}."
    elif pot and s.pot.ties == "seat":
        wins = f"The {_best(one)} hand takes the pot; of equal hands, {BY_SEAT}."
    elif pot:
        # a stud game's odd chip goes by the cards: the highest by suit, the lowest in a low pot
        chip = (
            ODD_CHIP[table.stud].replace("highest", "lowest")
            if table.stud and one.ranking.lowest_wins
            else ODD_CHIP[table.stud]
        )
        wins = f"The {_best(one)} hand takes the pot; equal hands split it, an odd chip going to {chip}."
    else:
        wins = f"The {_best(one)} hand wins; equal hands tie."
    if s.pot.naturals:
        wins += f" {NATURALS}"
    if _may_fail(s):
        wins += " " + mv.if_none(s)
    if one.score is not None:  # no hand is made: each player has a number
        wins = wins.replace(" hand takes", " number takes").replace("equal hands", "equal numbers")
        return [f"{who}Each player still in has a number: {score(one)}. {wins}"]
    return [f"{who}Each player makes {share(one, table)}. {wins}"]


def _unwon(x: ir.Share) -> str:
    return f" If nobody wins it, its part goes to **{w.label(x.unwon_to)}**." if x.unwon_to else ""


def _split(s: ir.Showdown, table: Table) -> list[str]:
    if s.pot.lone == "best-leg":  # each kind of hand wins a leg, not a part of the pot
        lines = [f"The players make {w.number(len(s.shares))} hands:", ""]
        lines += [f"- **{w.label(x.name)}:** {share(x, table)}." for x in s.shares]
        return ["\n".join(lines)]
    lines = [f"The pot is split evenly between {w.number(len(s.shares))} hands:", ""]
    lines += [f"- **{w.label(x.name)}:** {share(x, table)}.{_unwon(x)}" for x in s.shares]
    rest = [
        f"Each part goes to the best hand of its kind; of equal hands, {BY_SEAT}."
        if s.pot.ties == "seat"
        else "Each part goes to the best hand of its kind; equal hands split it."
    ]
    if s.pot.naturals:
        rest.append(NATURALS)
    if s.declared:
        # The engine's pig rule: a declaration of several parts that loses one wins none.
        rest.append("A player contests only the parts they declared.")
        rest.append(
            "A player who declared both must win or tie both, or takes nothing; one who wins both takes the whole pot."
            if len(s.shares) == 2
            else "A player who declared several parts must win or tie each of them, or takes nothing."
        )
        rest.append("A part nobody still in the running declared goes to the winners of the other parts.")
    else:
        rest.append(
            "One player may win both parts and take the whole pot."
            if len(s.shares) == 2
            else "One player may win several parts."
        )
    if any(x.ranking.qualifier or _filtered(x) for x in s.shares):
        rest.append("If no hand qualifies for a part, the other parts take the whole pot.")
    if _may_fail(s):
        rest.append(mv.if_none(s))
    elif s.declared:  # every player who declared several parts lost one: nobody takes a part
        rest.append(mv.if_none(s, "nobody takes a part (each player in declared several and lost one)"))
    by_suit = "the highest card by suit (the lowest, in a low part) among all their cards"
    if s.pot.odd_chip:
        rest.append(f"An odd chip goes to the {w.noun(s.pot.odd_chip)} part.")
        if table.stud:  # and within a part, between equal hands, by the cards
            rest.append(f"Between equal hands, the odd chip goes to {by_suit}.")
    elif table.stud:  # no button to count from: the cards decide (Robert's Rules)
        rest.append(f"An odd chip goes to the winner with {by_suit}.")
    else:
        rest.append("An odd chip goes to the first winner to the dealer's left.")
    return ["\n".join(lines), " ".join(rest)]


def pot_rule(p: PotRule, table: Table | None = None, lone: str | None = None, shares: int = 1) -> list[str]:
    """Paragraphs on what is done with the pot besides awarding it (payments, a cap);
    ``lone``: the rule for a lone player in, in words; ``shares``: how many kinds of hand win."""
    rules = [payment(p.payment)]
    if p.lone == "best-leg" and shares > 1:
        rules.append(
            "Nobody takes the pot at the showdown: the best hand of each kind (or a player who is the only one"
            " in) wins a leg, a player best in two kinds two legs, and the pot stays; equal best hands win nothing."
            " The legs are counted over the deals (see Play); the first player to have enough takes the pot."
        )
    elif p.lone == "best-leg":
        rules.append(
            "Nobody takes the pot at the showdown: the best hand in (or a player who is the only one in)"
            " wins a leg, and the pot stays; equal best hands win nothing."
            " The legs are counted over the deals (see Play); the first player to have enough takes the pot."
        )
    elif p.lone == "leg":
        rules.append(
            ("Nobody takes the pot at the showdown: a" if p.award == "alone" else "A")
            + " player who is the only one in wins a leg rather than the pot, which stays."
            " The legs are counted over the deals (see Play); the first player to have enough takes the pot."
        )
    elif p.award == "alone":
        rules.append("Nobody takes the pot unless they are the only player in.")
    if lone:
        rules.append(lone)
    if p.cap is not None:
        rules.append(
            f"The pot is capped at {w.number(p.cap)} antes; chips above the cap are set aside for a later pot."
        )
    text = " ".join(r for r in rules if r)
    return [text] if text else []


def pot_showdown(s: ir.Showdown, table: Table, lone: str | None = None) -> list[str]:
    """Paragraphs of a showdown for a pot: who shows, how hands are made, how the pot is
    divided; ``lone``: the rule for a lone player in (``dealer alone needs ...``), in words.
    (A pairwise showdown or one against the house: ``phrases.showdown``.)"""
    hands = _one_share(s, table) if len(s.shares) == 1 else _split(s, table)
    return [showing(s.showing, table), *hands, *pot_rule(s.pot, table, lone, len(s.shares))]


# ---- rankings -------------------------------------------------------------------------

_FEWEST = {
    "high-card": 1,
    "pair": 2,
    "three-of-a-kind": 3,
    "two-pair": 4,
    "four-of-a-kind": 4,
    "full-house": 5,
    "straight": 2,
    "flush": 2,
    "straight-flush": 2,
}
# What an order that leaves a category out says of it: the natural ones only (five of a
# kind comes with wild cards; four-card flushes and straights only where listed).


def _ace(spec: RankingSpec) -> str:
    straights = "straight" in spec.order or "straight-flush" in spec.order
    wheel = w.lowest_straight(spec.ranks, spec.cards)
    if spec.ace == "low":
        if straights and len(spec.ranks) > spec.cards:  # ace-to-six: the wheel counts against a low
            return f"Ace plays low: {wheel} is a straight, and no straight runs up to the ace."
        return "Ace plays low."
    if not straights or len(spec.ranks) <= spec.cards:
        # Without straights, or in a deck of as few ranks as a hand holds (tens to aces),
        # where the ace's one straight is the high one: there is no low straight to speak of.
        return "Ace plays high."
    if spec.ace == "both":
        return f"Ace plays high, and low in the straight {wheel}."
    return f"Ace plays high only: {wheel} is not a straight."


def _absent(spec: RankingSpec) -> str:
    missing = [c for c in STANDARD_ORDER if c not in spec.order and _FEWEST[c] <= spec.cards]
    if "straight" in missing and "flush" in missing and "straight-flush" in missing:
        missing.remove("straight-flush")
    if not missing:
        return ""
    return w.capital(w.join(w.CATEGORY_PLURALS[c] for c in missing)) + " do not count."


def ranking(spec: RankingSpec, table: Table | None = None, counted: bool = False) -> str:
    """A ranking in words; ``counted``: a pip count the rules only count by (no hand is
    compared by it)."""
    if spec.pips is not None:
        return pips.ranking(spec, table.ranks if table is not None else RANKS, counted=counted)
    if spec.min_cards < spec.cards:
        size = f"Hands of {w.number(spec.min_cards)} to {w.number(spec.cards)} cards"
    else:
        size = w.capital(f"{w.number(spec.cards)}-card hands")
    if spec.distinct:
        size += "; only cards of different ranks and different suits count, and more of them beat fewer"
    if spec.lowest_wins:
        size += "; the lowest hand wins"
    parts = [size + "."]
    if not spec.distinct:
        order = spec.order
        if table is not None and table.wild and spec.cards >= 5 and "five-of-a-kind" not in order:
            order += ("five-of-a-kind",)  # what the evaluator adds where wild cards play
        order = order if spec.lowest_wins else tuple(reversed(order))
        parts.append("From best to worst: " + ", ".join(category_words(c) for c in order) + ".")
        parts.extend(category(c, cards=spec.cards) for c in spec.categories if c.name in spec.order)
        parts.extend(rank_order(o) for o in spec.rank_orders if o.category in spec.order)
        parts.append(_absent(spec))
        made = [c for c in ("straight", "flush") if c in spec.order]  # the ones this ranking has
        if spec.min_cards < spec.cards and made:
            parts.append(f"A {' or '.join(made)} needs all {w.cards(spec.cards)}.")
    parts.append(_ace(spec))
    if not w.is_full(spec.ranks):
        parts.append(f"Only {w.rank_span(spec.ranks)} are used.")
        across = w.gap_straight(spec.ranks, spec.cards)
        if across and ("straight" in spec.order or "straight-flush" in spec.order):
            parts.append(f"Straights run across the missing ranks: {across} is a straight.")
    if spec.qualifier:
        parts.append(f"To win, a hand must be {qualifier(spec.qualifier, lowest_wins=spec.lowest_wins)}.")
    if spec.suit_order:
        suits = w.suit_order(spec.suit_order)
        parts.append(f"Ties are broken by the suit of the hand's first card as it reads: {suits}.")
    return f"**{w.capital(spec.title)}**: " + " ".join(p for p in parts if p)
