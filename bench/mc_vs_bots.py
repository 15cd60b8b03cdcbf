"""How the ``mc`` bot does against ``random`` and ``call``.

    python bench/mc_vs_bots.py holdem swingo drawmaha --hands 2000 --think 32 --jobs 2

For each variant and each opponent, ``mc`` sits at seat 0 and the opponent bot fills the
other seats (the game's fewest players, at least two); the button moves every hand, so
mc plays every position in turn. Every hand starts from the same stacks. mc's result is
given in big blinds per 100 hands, with a 95% confidence interval from the per-hand nets
(normal approximation). ``--out`` writes the Markdown table (default docs/mc-results.md).

Against the house (three-card poker, Caribbean stud) every seat plays the house and the
house keeps an edge, so mc's own net says nothing of the bots: there the result is mc's
net less the bots' average net at the same table, hand by hand (its interval from those
per-hand differences), what mc wins over the bot playing the same house.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from pokerlang.compiler import load_game
from pokerlang.engine.prepare import plays_house
from pokerlang.runner.agents import make_agents
from pokerlang.runner.mc import Think
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

OPPONENTS = ("random", "call")
# The variants whose rows the mc of today measured (kept by hand: a run may be partial).
TWINS_ROWS = (
    "kuhn",
    "leduc",
    "holdem-limit",
    "seven-card-stud",
    "five-card-draw",
    "guts",
    "guts-capped",
    "guts-two-card",
    "guts-vicious",
    "guts-worst-pays",
    "three-card-guts",
    "three-card-guts-challenge",
    "night-baseball",
)


def match(variant: str, opponent: str, hands: int, think: str, seed: int) -> dict:
    try:
        return _match(variant, opponent, hands, think, seed)
    except Exception as err:  # noqa: BLE001 - one variant that fails must not lose the others' results
        return {"variant": variant, "opponent": opponent, "error": f"{type(err).__name__}: {err}"}


def _match(variant: str, opponent: str, hands: int, think: str, seed: int) -> dict:
    """What ``pokerlang run VARIANT --agents mc,OPPONENT,OPPONENT.. --players N --hands H
    --think T --seed S`` plays and reports for mc's seat: the same simulation."""
    game = load_game(variant)
    players = max(2, game.min_players)
    agents = make_agents(",".join(["mc"] + [opponent] * (players - 1)), players, game=game, think=Think.parse(think))
    stakes = table_stakes(game, players)
    edges: list[float] = []  # against the house: mc's net less the bots' average, each hand

    def over_the_bots(_: int, record: dict | None) -> None:
        assert record is not None
        net = record["net"]
        edges.append(net[0] - sum(net[1:]) / (players - 1))

    house = plays_house(game)
    summary = simulate(game, stakes, agents, hands, seed, on_hand=over_the_bots if house else None, record=house)
    low, high = summary.interval(0)
    bb100 = summary.bb_per_100(0)
    if house:
        bb100, (low, high) = _edge(edges, stakes.big_blind)
    return {
        "variant": variant,
        "title": game.title,
        "opponent": opponent,
        "players": players,
        "hands": hands,
        "think": think,
        "bb100": bb100,
        "low": low,
        "high": high,
        "seconds": summary.seconds,
        "decisions": summary.actions,
    }


def _edge(edges: list[float], big_blind: int) -> tuple[float, tuple[float, float]]:
    """The mean of per-hand differences in big blinds per 100 hands, and its 95% interval."""
    n = len(edges)
    mean = sum(edges) / n
    variance = sum((e - mean) ** 2 for e in edges) / (n - 1)
    half = 1.96 * (variance / n) ** 0.5
    scale = 100 / big_blind
    return mean * scale, ((mean - half) * scale, (mean + half) * scale)


def _row(r: dict) -> str:
    return (
        f"| {r['variant']} | {r['opponent']} | {r['players']} | {r['hands']} | {r['think']} | {r['bb100']:+.0f} "
        f"| {r['low']:+.0f} .. {r['high']:+.0f} | {'yes' if r['low'] > 0 else 'no'} | {r['seconds']:.0f} |"
    )


def _kept(path: Path, rows: list[dict]) -> list[str]:
    """The rows of an earlier run for the matches this run did not play."""
    if not path.exists():
        return []
    played = {(r["variant"], r["opponent"]) for r in rows}
    kept = []
    for line in path.read_text().splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 9 and cells[3].isdigit() and (cells[0], cells[1]) not in played:
            kept.append(line)
    return kept


def table(rows: list[dict], kept: list[str] = ()) -> str:
    lines = [
        "# mc against the simple bots",
        "",
        "Written by `bench/mc_vs_bots.py`. `mc` (runner/mc.py) knows no variant: at each decision it",
        "asks the engine for hands its seat cannot tell from the real one (the cards it has not",
        "seen dealt again at random), plays each of its options out in them with every seat",
        "checking and calling, each hand weighed by how likely the other seats' bets and calls",
        "are with its cards, and keeps the best on average (`think`: playouts per decision, shared",
        "by its options). mc sits against the",
        "named bot in every other seat (the game's fewest players, at least two); the button moves",
        "every hand; every hand starts from 100 big blinds. Result: mc's net in big blinds per 100",
        "hands, with a 95% confidence interval (per-hand nets, normal approximation).",
        "",
        "Each row is what `pokerlang run VARIANT --agents mc,OPPONENT --players SEATS --hands HANDS",
        "--think THINK --seed 1` reports for seat 0 (the same simulation; with more seats, the",
        "opponent is named once per seat). `think` is in playouts per decision, so a row is",
        "reproducible; `seconds` is the wall time on two shared cores, two matches at a time.",
        "",
        "Where the `random` and `call` rows are the same (the guts games, swap poker, Chinese poker",
        "and its open-face form), the game has no bet to call: the call bot makes its other",
        "decisions at random, as the random bot does, from the same seeds.",
        "",
        "Against the house (three-card-poker, caribbean-stud) every seat plays the house, which keeps",
        "an edge: there a row gives mc's net less the bots' average net at the same table, hand by",
        "hand (what mc wins over the bot playing the same house), with its interval.",
        "",
        f"The rows of {', '.join(TWINS_ROWS)} were measured with the mc that plays",
        "the engine's twins of the hand; the others are older (mc rebuilt the hand itself and",
        "weighed no bet). The new rows are lower against both bots in most games: mc now reads",
        "a bet or a call as telling of a strong hand, which a bot betting at random or calling",
        "everything belies, and which makes it play well against a strong policy (Leduc against",
        "CFR+: `bench/mc_vs_cfr.py`, figures in bench/README.md). The engine deals twins of a hand",
        "dealt again (`repeat until one in`) deal by deal, so mc plays those hands out too (it used",
        "to play safe there, checking); a row that got worse keeps its old value beside it.",
        "",
        "| variant | opponent | seats | hands | think | mc bb/100 | 95% interval | above zero | seconds |",
        "|---|---|---:|---:|---:|---:|---|:-:|---:|",
    ]
    body = sorted(list(kept) + [_row(r) for r in rows], key=lambda line: line.split("|")[1:3])
    return "\n".join(lines + body) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--think", default="32", help="mc's budget per decision: playouts, or a time (200ms)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="matches played at once, one process each")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs" / "mc-results.md"))
    args = parser.parse_args(argv)
    Think.parse(args.think)
    jobs = [(v, o, args.hands, args.think, args.seed) for v in args.variants for o in OPPONENTS]
    out = Path(args.out) if args.out else None
    kept = _kept(out, [{"variant": v, "opponent": o} for v, o, *_ in jobs]) if out else []
    rows = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for r in pool.map(match, *zip(*jobs)):  # the table is rewritten as each match ends
            if "error" in r:
                print(f"{r['variant']:>28} vs {r['opponent']:<6} failed: {r['error']}", flush=True)
                continue
            rows.append(r)
            print(
                f"{r['variant']:>28} vs {r['opponent']:<6} {r['bb100']:+8.1f} bb/100 "
                f"[{r['low']:+.1f}, {r['high']:+.1f}]  {r['hands']} hands, {r['seconds']:.0f}s",
                flush=True,
            )
            if out:
                out.write_text(table(rows, kept))
    return 0


if __name__ == "__main__":
    sys.exit(main())
