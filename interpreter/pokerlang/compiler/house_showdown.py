"""Lowering a showdown against the house (``showdown against the house { ... }``) into
``ir.house.House``: the house's hand, its qualifier, the play bet's pay table and the
ante bonus. The players' hand is the showdown's one share, and its ranking ranks the
house's hand and names the categories of the tables. The lines of a pot (who takes it,
payments, a cap) do not apply where the house pays each player, and the lines of the
house do not apply to a showdown with a pot."""

from __future__ import annotations

from pokerlang.cards.card import RANKS
from pokerlang.compiler.pairwise import refuse_pot_lines
from pokerlang.compiler.rankings import rank_char
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import game as ir
from pokerlang.ir.house import House, HouseQualifier, PayLine, SideBet
from pokerlang.ir.ranking import FIVE_OF_A_KIND
from pokerlang.syntax import ast

HOUSE_LINES = {
    "house-qualifies": "house qualifies",
    "pays-play": "pays play",
    "pays-ante": "pays ante",
    "ante-bonus": "ante bonus",
    "side-bet": "side bet",
    "forced-bet": "forced bet",
    "ties": "ties",
}
UNQUALIFIED = ("pays", "pushes")  # `, else ante pays` (the default) or `, else ante pushes`
TIES = ("push", "win")
TABLES = {"pays-play": "pays", "pays-ante": "ante_pays", "ante-bonus": "bonus"}
MOST_ODDS = 10_000  # to one: more than any casino's table


def house_lines(node: ast.Showdown, fail) -> tuple[ast.Line, ...]:
    """The showdown's lines of the house; in a showdown not against it, an error."""
    lines = tuple(r for r in node.rules if r.kind in HOUSE_LINES)
    if node.house is None and lines:
        raise fail(
            lines[0].span,
            f"`{HOUSE_LINES[lines[0].kind]}` is a rule of a showdown against the house",
            "play each hand against the house's: `showdown against the house { ... house plays ... }`",
            code="E426",
        )
    if node.house is not None:
        refuse_pot_lines(
            node.rules,
            fail,
            "against the house each player settles with the house",
            "remove the line: the house pays or takes each player's stake",
            "E426",
        )
    return lines


def lower_house(lowering, node: ast.Showdown, shares: tuple[ir.Share, ...], lines: tuple[ast.Line, ...], fail) -> House:
    """``lowering`` resolves the house's composition (``Lowering.composition``) and counts."""
    tabled = not node.house.sources if node.house is not None else False
    kinds = {line.kind for line in lines}
    if node.house is None or (tabled and ("pays-play" not in kinds or kinds & {"house-qualifies", "pays-ante"})):
        raise fail(
            node.span,
            "a showdown against the house needs the house's hand, or a pay table alone for every stake",
            "add `house plays best 5 of house` (a shared zone the house is dealt), "
            "or pay each stake by its table with no house hand: `pays play: ...` without `house qualifies`",
            code="E423",
        )
    if len(shares) != 1:
        raise fail(
            node.span,
            "a showdown against the house compares one hand of each player with the house's",
            "keep one share: the players' hand, e.g. `best 5 of hand by high`; a second bet on another"
            " hand is settled at the hand's end by a payment on the two hands' strengths: `when hand ends"
            " { pay 1 ante from house to players-in if strength(hand + column, high) > strength(house +"
            " column, high) }`, and the reverse payment for a loss",
            code="E425",
        )
    share = shares[0]
    if share.ranking.qualifier is not None:  # a pot's rule: to win a share the hand must qualify
        raise fail(
            node.span,
            f"ranking '{share.ranking.name}' has a `qualify` line, which a showdown against the house does not read",
            "name the house's qualifier here: `house qualifies with flush, 9 or better`; "
            "or rank with a ranking that has no `qualify` line",
            code="E426",
        )
    hand = lowering.composition(node.house, share.ranking, fail) if not tabled else None
    for source, written in zip(hand.sources if hand else (), node.house.sources):
        if lowering.zones[source.zone].per_seat:
            raise fail(
                written.zone.span,
                f"zone '{source.zone}' is a seat's: the house holds no seat's cards",
                "deal the house its own cards: `zone house shared hidden`, `deal 5 to house`",
                code="E424",
            )
    fields: dict = {"side_bets": ()}
    for line in lines:
        if line.kind == "house-qualifies":
            fields["qualifier"] = _qualifier(share, line, fail)
            for otherwise, _ in line.options:
                said = "when the house does not qualify the ante pays or pushes"
                fields["ante_pushes"] = _one_of(otherwise, UNQUALIFIED, said, "`, else ante pushes`", fail) == "pushes"
        elif line.kind == "ties":
            said = "a hand equal to the house's may push or win"
            fields["ties_win"] = (
                _one_of(line.words[0], TIES, said, "`ties win` (or `ties push`, the default)", fail) == "win"
            )
        elif line.kind in ("side-bet", "forced-bet"):
            name = line.words[0].text  # the bet's name, then its table
            if any(b.name == name for b in fields["side_bets"]):
                raise fail(line.words[0].span, f"two side bets are called '{name}'", "name each bet once", code="E433")
            own = _own_hand(lowering, share, line, fail) if line.hand is not None else None
            table = _table(
                lowering,
                own or share,
                line.words[1:],
                line.ranks[1:],
                line.values,
                fail,
                line.betters[1:],
                line.naturals,
            )
            forced = _forced(lowering, line, tabled, fail) if line.kind == "forced-bet" else {}
            if line.kind == "side-bet":
                forced = {"hand": own, "kept": _kept(line, fail)}
            fields["side_bets"] += (SideBet(name=name, pays=table, **forced),)
        else:
            ranks = line.ranks or (None,) * len(line.words)
            betters = line.betters or (False,) * len(line.words)
            fields[TABLES[line.kind]] = _table(
                lowering, share, line.words, ranks, line.values, fail, betters, line.naturals
            )
    return House(hand=hand, **fields)


OUTCOMES = ("win", "tie", "loss")  # the player's hand against the house's
FILLERS = ("a", "an", "or", "and")


def _forced(lowering, line: ast.Line, tabled: bool, fail) -> dict:
    """``forced bet blind of 1 ante, paid on a win: ..., else push on a win or tie``: its
    size in antes, when its table pays, and the outcomes on which a hand it does not pay
    is returned."""
    from pokerlang.compiler.moves import ante_price

    if tabled:
        raise fail(
            line.span,
            "a forced bet is settled against the house's hand, and the house holds none",
            "give the house a hand (`house plays best 5 of house`), or make it a `side bet` on the player's hand alone",
            code="E446",
        )
    words = [o for o, _ in line.options]
    cut = next((i for i, o in enumerate(words) if o.text == "else"), len(words))
    when = [o for o in words[:cut] if o.text not in FILLERS]
    otherwise = [o for o in words[cut + 1 :] if o.text not in FILLERS]
    if when and [o.text for o in when] != ["paid", "on", "win"]:
        raise fail(
            when[0].span,
            f"a forced bet is paid by its table whatever the house holds, or `paid on a win`, not "
            f"'{' '.join(o.text for o in words[:cut])}'",
            "write `, paid on a win` before the table, or nothing",
            code="E445",
        )
    push_on: list[str] = []
    if cut < len(words):
        said = [o.text for o in otherwise]
        bad = next((o for o in otherwise[2:] if o.text not in OUTCOMES), None)
        if said[:2] != ["push", "on"] or len(said) < 3 or bad is not None:
            where = bad or (otherwise[0] if otherwise else words[cut])
            raise fail(
                where.span,
                "a hand a forced bet's table does not pay pushes on a win, a tie or a loss against the "
                f"house's hand, not '{' '.join(o.text for o in words[cut + 1 :])}'",
                (bad and did_you_mean(bad.text, OUTCOMES)) or "write `, else push on a win or tie`",
                code="E445",
            )
        push_on = [w for w in OUTCOMES if w in said[2:]]
    return {"antes": ante_price(lowering, line.numbers[0], fail).antes, "on_win": bool(when), "push_on": tuple(push_on)}


def _own_hand(lowering, share: ir.Share, line: ast.Line, fail) -> ir.Share:
    """``side bet six-card on best 5 of hand + house by high``: the cards the bet is paid
    on, as a share of their own, by the showdown's ranking unless another is named."""
    assert isinstance(line.hand, ast.Composition)  # a side bet's `on ...` (``syntax.atoms.Line``)
    ranking = lowering.ranking_ref(line.hand_ranking, fail) if line.hand_ranking is not None else share.ranking
    if ranking.qualifier is not None:  # a pot's rule, as for the showdown's own hand
        raise fail(
            line.hand_ranking.span if line.hand_ranking is not None else line.hand.span,
            f"ranking '{ranking.name}' has a `qualify` line, which a side bet's table does not read",
            "list only the hands the bet pays; or rank with a ranking that has no `qualify` line",
            code="E426",
        )
    composition = lowering.composition(line.hand, ranking, fail, named=True)
    own = ir.Share(name=f"side bet {line.words[0].text}", composition=composition, ranking=ranking)
    return lowering.mark(own, fail.path, line.hand.span)


KEPT = ("kept", "on", "fold")  # `, kept on a fold` (its fillers aside)


def _kept(line: ast.Line, fail) -> bool:
    """``side bet trips, kept on a fold: ...``: the bet stands when the player folds."""
    words = [o for o, _ in line.options]
    if not words:
        return False
    said = tuple(o.text for o in words if o.text not in FILLERS)
    if said != KEPT:
        raise fail(
            words[0].span,
            f"a side bet's words before its table say it is kept on a fold, not '{' '.join(o.text for o in words)}'",
            "write `, kept on a fold` (settled on its cards whatever the player did), or nothing (a fold loses it)",
            code="E449",
        )
    return True


def _one_of(said: ast.Word, allowed: tuple[str, ...], rule: str, example: str, fail) -> str:
    if said.text not in allowed:
        raise fail(
            said.span, f"{rule}, not '{said.text}'", did_you_mean(said.text, allowed) or f"write {example}", code="E444"
        )
    return said.text


def _table(lowering, share: ir.Share, words, ranks, values, fail, betters, naturals=()) -> tuple[PayLine, ...]:
    """``pays play: straight-flush of A 100, straight-flush 50, flush 3/2``: each hand
    once, paid to one or to the number after ``/``. Odds of 0 return the stake (a push:
    Mississippi stud's pair of sixes). ``natural``: only a hand with no wild card."""
    table: list[PayLine] = []
    naturals = tuple(naturals) or (False,) * len(words)
    for w, r, (n, d), better, natural in zip(words, ranks, values, betters, naturals):
        rank = RANKS.index(rank_char(r, fail)) if r is not None else None
        odds = lowering.count(n, fail, 0, MOST_ODDS)
        per = lowering.count(d, fail, 1, MOST_ODDS) if d is not None else 1
        category = _category(share, w, fail)
        pay = PayLine(category=category, odds=odds, rank=rank, better=better, per=per, natural=natural)
        if any((p.category, p.rank, p.natural) == (pay.category, pay.rank, pay.natural) for p in table):
            raise fail(
                w.span,
                f"the pay table names {w.text}{'' if r is None else ' of ' + r.text} twice",
                "name each hand once: a hand of one rank (`straight-flush of A 100`) goes beside its category",
                code="E432",
            )
        table.append(pay)
    return tuple(table)


# A card room's names of ranks in a qualifier's words (`ace-king`): their letters.
_RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "10", "nine": "9", "eight": "8"}


def _category(share: ir.Share, word: ast.Word, fail) -> str:
    order = share.ranking.order
    spec = share.ranking
    if word.text == FIVE_OF_A_KIND and spec.cards >= 5 and not spec.distinct:
        return word.text  # every ranking of five cards or more has it above the rest (a wild card makes it)
    if word.text not in order:
        ranks = [r for r in word.text.split("-") if r in _RANK_WORDS]
        hint = did_you_mean(word.text, order) or "the ranking's order lists " + ", ".join(order)
        if len(ranks) > 1:  # `ace-king`: a card room's name for a high card and its kicker
            hint = f"a high card and its kicker: `high-card, {', '.join(_RANK_WORDS[r] for r in ranks)} or better`"
        raise fail(word.span, f"ranking '{share.ranking.name}' has no category '{word.text}'", hint, code="E106")
    return word.text


def _qualifier(share: ir.Share, line: ast.Line, fail) -> HouseQualifier:
    """``house qualifies with high-card, A, K or better``: a category and top ranks that
    some hand of the ranking has."""
    from pokerlang.hands.qualifier import qualifying_value

    category, *ranks = line.words
    qualifier = HouseQualifier(
        category=_category(share, category, fail), ranks=tuple(rank_char(r, fail) for r in ranks)
    )
    if qualifying_value(share.ranking, qualifier) is None:
        raise fail(
            line.span,
            f"no {qualifier.category} of ranking '{share.ranking.name}' reads {' '.join(qualifier.ranks)}"
            if qualifier.ranks
            else f"no hand of ranking '{share.ranking.name}' is a {qualifier.category}",
            "name the top ranks of a hand of the category, highest first",
            code="E407",
        )
    return qualifier
