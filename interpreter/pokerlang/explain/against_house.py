"""A showdown against the house in English: the house's hand, its qualifier, and what
each player's ante and play are paid."""

from __future__ import annotations

from pokerlang.explain import english as w
from pokerlang.explain.rows import hand_named
from pokerlang.explain.compositions import composition
from pokerlang.explain.compositions import qualifier
from pokerlang.explain.showdown import category_words
from pokerlang.explain.showdown import share as share_words
from pokerlang.explain.table import Table
from pokerlang.ir import game as ir
from pokerlang.ir.house import House, HouseQualifier, PayLine, SideBet
from pokerlang.ir.ranking import Qualifier


def house_showdown(s: ir.Showdown, house: House, table: Table, share) -> list[str]:
    """Paragraphs after who shows. ``share``: a share in words (``explain.showdown.share``)."""
    players = s.shares[0]
    if house.hand is None:
        folded = "A player who folded loses everything they put in; the stake of any other"
        return [
            f"The players play against the house's pay table, which holds no hand: no pot is won between"
            " players, each player's chips put in being a stake settled with the house. "
            f"Each player makes {share(players, table)}. "
            + (folded if table.folds else "Each stake")
            + f", the ante and every play alike, is paid {_table(house.pays)}, where 0 "
            f"to 1 returns it; any other hand loses it."
            + "".join(" " + _side_bet(bet, players, table) for bet in house.side_bets)
        ]
    hands = (
        f"The players play against the house, which holds a hand but makes no decisions, and "
        f"whose bank has no limit: no pot is won between players, each player's chips put in being a"
        f" stake settled with the house. Each player makes {share(players, table)}; "
        f"the house makes {composition(house.hand, table)}, ranked the same way, and shows it."
    )
    return [hands, settling(house, players, table)]


def settling(house: House, players: ir.Share, table: Table) -> str:
    """How each player's ante and play are settled with the house."""
    text = ["A player who folded loses everything they put in to the house."] if table.folds else []
    ante = "even money" if not house.ante_pays else "by the ante's pay table"
    if house.qualifier is not None and house.ante_pushes:
        text.append(
            f"The house qualifies with {_qualifier(house.qualifier)}; when it does not, each player "
            "still in has the ante returned, and the play is settled against the house's hand all the same."
        )
    elif house.qualifier is not None:
        text.append(
            f"The house qualifies with {_qualifier(house.qualifier)}; when it does not, each player "
            f"still in is paid {ante} on the ante and has the play returned."
        )
    play = f"{_table(house.pays)} (even money for any other hand)" if house.pays else "even money"
    if ante == play:
        text.append(f"A player whose hand beats the house's wins the ante and the play {play};")
    else:
        text.append(f"A player whose hand beats the house's wins the ante {ante} and the play {play};")
    if house.ties_win:
        text.append("a hand equal to the house's wins the same way, and a worse hand loses the ante and the play.")
    else:
        text.append("equal hands push, and a worse hand loses the ante and the play.")
    tables = (house.pays, house.ante_pays, house.bonus, *(b.pays for b in house.side_bets))
    if any(p.per != 1 for table in tables for p in table):
        text.append("A payment at odds such as 3 to 2 is rounded down to a whole chip.")
    if house.ante_pays:
        text.append(f"The ante's pay table: {_lines(house.ante_pays)}; any other hand even money.")
    if house.bonus:
        text.append(f"Whatever the house holds, a player still in is paid an ante bonus {_table(house.bonus)}.")
    text += [_side_bet(bet, players, table, house.qualifier is not None) for bet in house.side_bets]
    return " ".join(text)


def _side_bet(bet: SideBet, players: ir.Share, table: Table, qualifies: bool = False) -> str:
    if bet.antes:
        return _forced_bet(bet, qualifies)
    hand = "the player's hand"
    if bet.hand is not None:
        ranked = "" if bet.hand.ranking is players.ranking else f", ranked by *{bet.hand.ranking.title}*"
        own = composition(bet.hand.composition, table) if not ranked else share_words(bet.hand, table)
        hand = f"cards of its own ({own if ranked else own + ', ranked the same way'})"
    kept = ", and whether the player plays or folds" if bet.kept else ""
    lost = "any other hand loses it" if bet.kept else "any other hand, or a fold, loses it"
    aside = " A folded player's cards are set aside for it, seen by no one else." if bet.kept else ""
    return (
        f"The {bet.name} side bet, the chips a player paid declaring {bet.name}, is settled on its own "
        f"on {hand} whatever the house holds{kept}: {_lines(bet.pays, (bet.hand or players).ranking.cards)}; "
        f"{lost}.{aside}"
    )


def _forced_bet(bet: SideBet, qualifies: bool) -> str:
    """``The blind bet, of one ante that every player posts with the ante, ...``;
    ``qualifies``: the house has a qualifier (which this bet does not ask)."""
    size = "the ante" if bet.antes == 1 else f"{w.number(bet.antes)} times the ante"
    beats = "pays a hand that beats the house's" + (", the house qualifying or not" if qualifies else "")
    when = beats if bet.on_win else "pays whatever the house holds"
    outcomes = {"win": "beats the house's", "tie": "ties the house's", "loss": "loses to the house's"}
    pushes = [outcomes[o] for o in bet.push_on]
    rest = (
        f"when it is not paid, it is returned if the player's hand {w.join(pushes, 'or')}, "
        "and lost otherwise or on a fold"
        if pushes
        else "when it is not paid, or on a fold, it is lost"
    )
    return (
        f"Every player also posts the {bet.name} bet, equal to {size}, when the ante is posted. It is "
        f"settled on its own against the house's hand. Its table {when}: {_lines(bet.pays)}; {rest}."
    )


def _qualifier(q: HouseQualifier) -> str:
    """``queen-high or better``, ``a pair of fours or better``, ``ace-king or better``."""
    if not q.ranks:  # the worst hand of the category
        noun = category_words(q.category)
        return f"{'an' if noun[0] in 'aeiou' else 'a'} {noun} or better"
    if len(q.ranks) == 1:
        return qualifier(Qualifier(q.category, q.ranks[0]))
    ranks = "-".join(w.RANK_WORDS[r] for r in q.ranks)
    return f"{ranks} or better" if q.category == "high-card" else f"{w.noun(q.category)}, {ranks} or better"


def _table(lines: tuple[PayLine, ...]) -> str:
    """``by the pay table: pair 1 to 1, ...``."""
    natural = " (a natural hand holds no wild card)" if any(p.natural for p in lines) else ""
    # `four-of-a-kind of 5 or better 49` before `... of 2 or better 79`: the lines overlap
    first = " (a hand is paid by the first of these lines it makes)" if any(p.better for p in lines) else ""
    return "by the pay table: " + _lines(lines) + natural + first


def _lines(lines: tuple[PayLine, ...], cards: int = 5) -> str:
    """``pair 1 to 1, ...``; ``cards``: the size of the hands the table pays."""
    named = [("natural " if p.natural else "") + hand_named(p.category, p.rank, p.better, cards) for p in lines]
    return w.join([f"{hand} {p.odds} to {p.per}" for hand, p in zip(named, lines)])
