"""What ``pokerlang equity`` prints: one row per hand, a column per share."""

from __future__ import annotations

from rich.table import Table


def equity_table(calculator, hands: list[str], board: str, dead: str, result, digits: int = 2) -> tuple[str, Table]:
    """The line above the table, and the table (each percentage with ``digits`` decimals)."""
    game = calculator.game
    how = f"every deal tried ({result.deals:,})" if result.exact else f"{result.deals:,} deals sampled"
    title = f"{game.title}: {len(hands)} hands"
    if board.strip():
        title += f", board {board}"
    if dead.strip():
        title += f", dead {dead}"
    table = Table()
    table.add_column("hand")
    table.add_column("cards")
    table.add_column("equity", justify="right")
    if not result.exact:
        table.add_column("± s.e.", justify="right")
    table.add_column("scoops", justify="right")
    several = len(result.shares) > 1
    if several:
        for name in result.shares:
            table.add_column(f"{name} won", justify="right")
    for seat, cards in enumerate(hands):
        row = [str(seat + 1), cards, f"{100 * result.mean(seat):.{digits}f}%"]
        if not result.exact:
            row.append(f"{100 * result.error(seat):.{digits}f}%")
        row.append(f"{100 * result.scoop(seat):.{digits}f}%")
        if several:
            row += [f"{100 * result.share(name, seat):.{digits}f}%" for name in result.shares]
        table.add_row(*row)
    if several:
        row = ["", "nobody qualifies", "", *([""] if not result.exact else []), ""]
        row += [f"{100 * result.unclaimed[name] / result.deals:.{digits}f}%" for name in result.shares]
        table.add_section()
        table.add_row(*row)
    return f"{title}; {how}", table
