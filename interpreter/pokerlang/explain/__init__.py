"""``pokerlang explain``: the rules of a variant in plain English (Markdown), made from the
compiled Game alone, so an author can hold them against the rule text they came from.

Each IR construct says itself in ``phrases``; this module lays the page out.
"""

from __future__ import annotations

import re

import attrs

from pokerlang.ir import control as flow
from pokerlang.ir import game as ir
from pokerlang.explain import control
from pokerlang.explain import phrases as say
from pokerlang.explain import wilds as say_wilds
from pokerlang.explain import payments, rooms
from pokerlang.explain import english as w
from pokerlang.explain.match import match_section, scheduled_rules
from pokerlang.ir.ranking import SCORE, RankingSpec
from pokerlang.ir.expr import Pay


def explain(game: ir.Game) -> str:
    """The whole page: title, at a glance, cards and zones, play, showdown, rankings."""
    table = say.Table.of(game)
    steps = list(control.showdown_steps(a for street in game.streets for a in street.actions))
    if len(steps) > 1:  # several showdowns (stages, branches): numbered, in play and below
        table = attrs.evolve(table, numbered={id(s): n for n, s in enumerate(steps, 1)})
    sections = [[f"# {game.title}"]]
    if game.extends:
        sections[0].append(f"A variation of {game.extends}.")
    sections += [
        glance(game),
        match_section(game),
        zones(game, table),
        wild_cards(game, table),
        play(game, table),
        showdowns(game, table),
        payments.section(game),
        rankings(game, table),
        room_rules(game),
        scheduled_rules(game, explain),
    ]
    text = "\n\n".join("\n\n".join(s) for s in sections if s) + "\n"
    if game.forced.single_blind:  # the one blind is the big blind to the rules, "the blind" to a reader
        text = re.sub(r"\b([Bb])ig blind", lambda m: "Blind" if m.group(1) == "B" else "blind", text)
    return text


def _paid_by_choice(game: ir.Game) -> bool:
    """Whether players put chips in by what they declare: a price, or a payment to the pot."""
    actions = list(game.every_action())
    priced = any(o.price is not None for a in actions if isinstance(a, ir.Declare) for o in a.options)
    return priced or any(isinstance(a, Pay) and a.payees == "pot" for a in actions)


def _or_more(n: int, most: int) -> str:
    """``six or more`` players; ``six`` where the game seats no more."""
    return w.number(n) if n >= most else f"{w.number(n)} or more"


def glance(game: ir.Game) -> list[str]:
    players = (
        str(game.min_players) if game.min_players == game.max_players else f"{game.min_players}–{game.max_players}"
    )
    deck = say.deck(game.ranks, game.cards, game.jokers)
    if game.small_deck is not None:  # a deck that depends on the number of players
        n = game.small_deck.up_to
        fewer = "; ".join(say.small_deck(d) for d in game.smaller_decks())
        deck = f"{fewer}; with {_or_more(n + 1, game.max_players)}, a {deck}"
    lines = [f"- **Players:** {players}", f"- **Deck:** {deck}"]
    if any(isinstance(a, ir.Bet) for a in game.actions()):
        own = sorted({a.limit for a in game.actions() if isinstance(a, ir.Bet) and a.limit})
        rounds = f"; {w.join(own)} on the rounds that say so" if own else ""  # `bet no-limit`
        lines.append(f"- **Betting:** {say.betting(game.betting)}{rounds}")
    elif _paid_by_choice(game):  # blind and seen prices (teen patti, brag): the betting is in the rules
        house = any(isinstance(a, ir.Showdown) and a.house is not None for a in game.actions())
        into = "stake their plays against the house" if house else "pay into the pot"
        lines.append(f"- **Betting:** no betting rounds; players {into} as the rules below say")
    else:
        lines.append("- **Betting:** no betting rounds")
    against_house = [
        f"{w.a(b.name)} bet of {'the ante' if b.antes == 1 else f'{w.number(b.antes)} antes'}, against the house"
        for a in game.actions()
        if isinstance(a, ir.Showdown) and a.house is not None
        for b in a.house.side_bets
        if b.antes
    ]
    # A match's levels with an ante are played with one whatever the `forced` line says.
    match = game.match
    level_antes = (
        ["an ante from everyone at the levels that have one"]
        if match is not None and not game.forced.ante and any(lv.ante for lv in match.levels)
        else []
    )
    # The file's stakes name an ante its `forced` line does not: the table's ante, posted all the same.
    pairwise = any(isinstance(a, ir.Showdown) and a.pairwise is not None for a in game.actions())
    stakes_ante = (
        ["an ante from every player (its stakes name one)"]
        if not game.forced.ante and game.stakes.ante and not pairwise and not level_antes
        else []
    )
    posted = [say.forced(game.forced)] if say.forced(game.forced) != "none" else []
    lines.append(f"- **Forced bets:** {w.join([*posted, *stakes_ante, *level_antes, *against_house]) or 'none'}")
    lines.append(f"- **Stakes:** {rooms.stakes(game)}")
    rules = say.table_rules(game)
    if rules:
        lines.append(f"- **Table rules:** {' '.join(rules)}")
    return ["## At a glance", "\n".join(lines)]


def zones(game: ir.Game, table: say.Table) -> list[str]:
    # A face-down zone dealt some cards face up (stud's `deal 1 up to hand`): its cards are
    # face down unless dealt up, which everyone sees.
    up = {a.zone for a in game.actions() if isinstance(a, ir.Deal) and a.face_up}
    said = [say.zone(z, table) for z in game.zones]
    for i, z in enumerate(game.zones):
        if z.per_seat and z.visibility in ("private", "hidden", "others") and z.name in up:
            said[i] += " The cards dealt to it face up are seen by everyone."
    return ["## Cards and zones", "\n".join(f"- {line}" for line in said)]


def wild_cards(game: ir.Game, table: say.Table) -> list[str]:
    if not game.wilds:
        return []
    rankings = tuple(
        {s.ranking.name: s.ranking for a in game.actions() if isinstance(a, ir.Showdown) for s in a.shares}.values()
    )
    return ["## Wild cards", say_wilds.wilds(game.wilds, table, rankings)]


def _only_showdown(street: ir.Street) -> bool:
    return bool(street.actions) and all(isinstance(a, ir.Showdown) for a in street.actions)


def _named_by_its_action(street: ir.Street) -> bool:
    """A step written without a name is named after its action (`if`, `repeat`): such a
    name is no label for the rules (an author's `step if { if ... }` reads the same)."""
    first = street.actions[0] if len(street.actions) == 1 else None
    return (street.name, type(first)) in (("if", flow.If), ("repeat", ir.Repeat))


def play(game: ir.Game, table: say.Table) -> list[str]:
    items: list[str] = []
    for street in game.streets:
        if _only_showdown(street):
            continue
        number = f"{len(items) + 1}."
        if _named_by_its_action(street):  # an unnamed `if` or `repeat`: its own sentence says it
            street = ir.Street(name=None, actions=street.actions)
        lines = say.street(street, table).split("\n")
        pad = " " * (len(number) + 1)
        items.append("\n".join([f"{number} {lines[0]}", *(pad + line for line in lines[1:])]))
        if any(isinstance(a, (ir.Bet, ir.Declare)) for a in ir.walk(street.actions)):  # in an `if` too
            table = attrs.evolve(table, live=True)
    return ["## Play", "\n".join(items)] if items else []


def _showdowns(game: ir.Game) -> list:
    return list(control.showdowns(a for street in game.streets for a in street.actions))


def showdowns(game: ir.Game, table: say.Table) -> list[str]:
    found = _showdowns(game)
    if not found:
        return []
    out = ["## Showdown"]
    actions = list(game.actions())
    # A fold in a betting round, or a declaration's in a single deal (deal after deal, a lone
    # player's fate is the repeat's: a leg, the pot, a new deal, said with it).
    bets = any(isinstance(a, ir.Bet) for a in actions)
    legs = any(isinstance(a, ir.Showdown) and a.pot.legs for a in actions)
    if legs and table.folds:  # deal after deal for legs: a deal folded to one wins a leg
        out.append("If all players but one fold in a deal, the last one wins a leg without showing their cards.")
    elif bets or (
        # a repeat within the deal (rounds of declarations) ends as a betting round does
        table.folds and table.pot and not table.house and not any(isinstance(a, ir.Repeat) and a.deals for a in actions)
    ):
        out.append("If all players but one fold, the last one takes the pot without showing their cards.")
    steps = control.showdown_steps(a for street in game.streets for a in street.actions)
    # the showdowns of deal after deal: a pot nobody wins there stays for the next deal
    again = {
        id(x)
        for r in actions
        if isinstance(r, ir.Repeat) and r.deals
        for x in ir.walk(r.body)
        if isinstance(x, ir.Showdown)
    }
    for (showdown, lone), step in zip(found, steps):
        said = say.showdown(showdown, attrs.evolve(table, again=id(showdown) in again), lone)
        n = table.numbered.get(id(step))
        if n and said:  # which one, as the play names it
            said[0] = f"**Showdown {n}.** {said[0]}"
        out += said
    return out


def compared_rankings(game: ir.Game) -> dict[str, RankingSpec]:
    """The rankings that compare the players' hands: the showdown's first, then those that
    order the betting (by name)."""
    found: dict[str, RankingSpec] = {}
    for a, _ in _showdowns(game):
        for s in a.shares:
            if not s.is_score:  # a number each player has: no ranking of cards
                found.setdefault(s.ranking.name, s.ranking)
    for a in game.actions():
        if isinstance(a, ir.Bet):
            for o in (a.bring_in, a.first):
                if o is not None and o.ranking is not None:
                    found.setdefault(o.ranking.name, o.ranking)
    return found


def used_rankings(game: ir.Game) -> list[RankingSpec]:
    """The rankings the game plays: those that compare hands, then any other a rule names."""
    found = compared_rankings(game)
    # then any other a rule names (a condition's `makes ... by RANKING`, an opening
    # requirement), so that every ranking the rules speak of is described
    from pokerlang.ir.show import values

    # A condition's `makes straight or better` is its ranking with that test as a
    # qualifier: the ranking is described as the file declares it, without the test.
    declared = {r.name: r for r in game.rankings}
    for value in values((game.streets, game.events, game.on_fold, game.endings)):
        if isinstance(value, RankingSpec) and value != SCORE:  # a score share ranks no cards
            found.setdefault(value.name, declared.get(value.name, value))
    return list(found.values())


def rankings(game: ir.Game, table: say.Table) -> list[str]:
    used = used_rankings(game)
    if not used:
        return []
    tiers = game.smaller_decks()
    compared = compared_rankings(game)
    said = []
    for i, r in enumerate(used):
        # A pip count no share or bet compares by is only counted (`pips(...)` in the rules):
        # which count wins is not said of it.
        counted = r.pips is not None and r.name not in compared
        # A ranking that follows the deck reads otherwise with another: what differs is
        # said by the number of players, after what every deck shares.
        others = [(t.up_to, used_rankings(t.game)[i]) for t in tiers]
        if all(small == r for _, small in others):
            said.append(f"- {say.ranking(r, table, counted=counted)}")
            continue
        head, common = _sentences(say.ranking(r, table, counted=counted))
        decks = [
            (f"with up to {w.number(n)}", _sentences(say.ranking(small, table, counted=counted))[1])
            for n, small in others
        ]
        decks.append((f"with {_or_more(tiers[-1].up_to + 1, game.max_players)}", common))
        shared = [x for x in common if all(x in d for _, d in decks)]
        by_deck = "; ".join(f"{who}, {w.join([_lower(x) for x in d if x not in shared])}" for who, d in decks)
        said.append(f"- {head}: {' '.join(shared)} By the number of players: {by_deck}.".replace("..", "."))
    return ["## Rankings", "\n".join(said)]


def _sentences(text: str) -> tuple[str, list[str]]:
    """A ranking's words: its name, and its sentences (each ending in a full stop)."""
    head, body = text.split(": ", 1)
    return head, re.split(r"(?<=\.) (?=[A-Z])", body)


def _lower(sentence: str) -> str:
    return (sentence[0].lower() + sentence[1:]).rstrip(".")


def room_rules(game: ir.Game) -> list[str]:
    sentences = rooms.rules(game)
    return ["## Card-room rules", "\n".join(f"- {x}" for x in sentences)] if sentences else []


PHRASES = {**say.PHRASES, ir.Game: explain}

__all__ = ["PHRASES", "explain", "used_rankings"]
