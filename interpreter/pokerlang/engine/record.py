"""A hand's record: what ``State.history()`` returns, ``run --history`` writes a line of,
and ``pokerlang replay`` reads (the format: ``docs/history.md``). Cards are written as
two-character strings (``"As"``, ``"Td"``); seats are numbers from 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokerlang.codec.json import action_record as action_record  # the actions' own format

if TYPE_CHECKING:
    from pokerlang.engine.result import Board, HandResult, Settlement, Payment
    from pokerlang.engine.table import TableStakes
    from pokerlang.ir.game import Game

Record = dict[str, Any]  # JSON: numbers, strings, lists and records

FORMAT = 2  # 2: the variant, betting and stakes are recorded, so a file replays alone


def table_record(game: Game, stakes: TableStakes) -> Record:
    """What ``pokerlang replay`` needs besides the hand itself: which game, with which
    betting (``--betting`` may have changed it) and at which stakes."""
    # The ante as posted: a game that sizes it in big blinds (communist pot) posts that,
    # whatever the table's ante.
    big_blinds = getattr(game.forced, "ante_big_blinds", None)
    ante = big_blinds * stakes.big_blind if big_blinds else stakes.ante
    table: Record = {
        "small_blind": stakes.small_blind,
        "big_blind": stakes.big_blind,
        "ante": ante,
        "bring_in": stakes.bring_in,
        "small_bet": stakes.small,
        "big_bet": stakes.big,
        "straddle": stakes.straddle_for(game),
    }
    # The wider structures, as played, where a hand has them (older records have none).
    wider: tuple[tuple[str, object, object], ...] = (
        ("biggest_bet", stakes.biggest, 2 * stakes.big),
        ("third_blind", stakes.third_blind_for(game), 0),
        ("straddles", stakes.straddles_for(game), 1),
        ("button_straddle", stakes.button_straddle_for(game), False),
        ("kill", list(stakes.kill) if stakes.kill else None, None),
    )
    for name, played, plain in wider:
        if played != plain:
            table[name] = played
    if stakes.ante_kind_for(game) != "each":  # as played: the table's, else the file's
        table["ante_kind"] = stakes.ante_kind_for(game)
    # The table rules, where they are not the card rooms' defaults.
    if stakes.tallies:  # the counts this hand started with (`tally ...`), carried from the last
        table["tallies"] = {name: list(counts) for name, counts in stakes.tallies}
    rules = (("single_blind", False), ("cap", None), ("heads_up_uncapped", True), ("posts", ()), ("dead", ()))
    for key, usual in rules:
        if getattr(stakes, key) != usual:
            value = getattr(stakes, key)
            table[key] = [list(p) for p in value] if key in ("posts", "dead") else value
    return {"variant": game.name, "betting": {"limit": game.betting.limit, "cap": game.betting.cap}, "stakes": table}


def hand_record(
    *,
    hand: int,
    seed: int | None,
    button: int,
    deck: list[str],
    starting: list[int],
    actions: list[Record],
    result: HandResult,
    game: Game | None = None,
    stakes: TableStakes | None = None,
) -> Record:
    return {
        "format": FORMAT,
        **(table_record(game, stakes) if game is not None and stakes is not None else {}),
        "hand": hand,
        "seed": seed,
        "button": button,
        "deck": deck,
        "starting_stacks": list(starting),
        "actions": actions,
        "showdown": result.showdown,
        "pots": [
            {
                "amount": pot.amount,
                "eligible": list(pot.eligible),
                "shares": [
                    {
                        "name": share.name,
                        "amount": share.amount,
                        "winners": [
                            {"seat": w.seat, "amount": w.amount, "hand": w.hand, "cards": [str(c) for c in w.cards]}
                            for w in share.winners
                        ],
                    }
                    for share in pot.shares
                ],
                **({"run": pot.run} if pot.run else {}),
            }
            for pot in result.pots
        ],
        **({"boards": [_board(b) for b in result.boards]} if result.boards else {}),
        "returned": [{"seat": seat, "amount": amount} for seat, amount in result.returned],
        **({"settled": [_settlement(s) for s in result.settled]} if result.settled else {}),
        **({"house": _house(result)} if result.house else {}),
        **({"paid": [_payment(p) for p in result.paid], "bank": result.bank} if result.paid else {}),
        **({"tallies": {k: list(v) for k, v in result.tallies.items()}} if result.tallies else {}),
        **({"out": list(result.out)} if result.out else {}),
        "shown": [{"seat": s.seat, "cards": [str(c) for c in s.cards], "hands": dict(s.hands)} for s in result.shown],
        "final_stacks": list(result.stacks),
        "net": list(result.net),
    }


def _board(board: Board) -> dict[str, Any]:
    """One run of the rest of the deal: its number and the shared zones' cards on it."""
    return {"run": board.run, "zones": {name: [str(c) for c in cards] for name, cards in board.zones.items()}}


def _settlement(s: Settlement) -> dict[str, Any]:
    """A pairwise showdown's payment from one seat to another."""
    out: dict[str, Any] = {
        "payer": s.payer,
        "payee": s.payee,
        "amount": s.amount,
        "units": s.units,
        "shares": list(s.shares),
        "scoop": s.scoop,
        "fouled": s.fouled,
    }
    if s.royalty:
        out["royalty"] = s.royalty
    return out


def _payment(p: Payment) -> dict[str, Any]:
    """A payment of a `pay` step or of the hand's end: a seat, or "pot" or "house", each side."""
    return {"payer": p.payer, "payee": p.payee, "amount": p.amount}


def _house(result: HandResult) -> dict[str, Any]:
    """A game against the house: its cards shown, what it won, and each stake settled."""
    return {
        "cards": [str(c) for c in result.house_cards],
        "bank": result.bank,
        "bets": [{"seat": b.seat, "staked": b.staked, "paid": b.paid, "why": b.why} for b in result.house],
    }
