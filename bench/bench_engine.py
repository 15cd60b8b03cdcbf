"""Benchmark: the pokerlang engine against PokerKit, random play: 6-max no-limit hold'em
and 6-handed fixed-limit seven-card stud.

    python bench/bench_engine.py [--hands 3000] [--kit-hands 600] [--seed 1] [--no-rss]
                                 [--variant holdem --variant seven-card-stud]
    python bench/bench_engine.py --mc-only [--before REV [--before REV2 ...]]

What is measured, in one run on one machine, for each ``--variant`` (default: both):

* **pokerlang**: ``new_hand(game, stakes, seed)`` (hold'em: blinds 1/2, stacks 200, 6
  players; stud: ante 1, bring-in 1, bets 2/4, stacks 200, 6 players, the cap of 4 kept
  heads-up as PokerKit keeps it), then until the hand is over: ``state.legal_actions()``,
  one option chosen uniformly, ``option.sample(rng)`` for its amount,
  ``state.apply(action)``; finally ``state.result()``. Shuffle, deal, betting, side pots
  and showdown are all inside.
* **PokerKit**: ``NoLimitTexasHoldem.create_state`` (``FixedLimitSevenCardStud``) with the
  usual automations (antes, blinds, bet collection, burning, showing, killing, pushing
  and pulling chips), cards dealt from a deck shuffled by the same seed, then until the
  hand is over: one of fold / check-or-call / bet-or-raise (at a bring-in: post it or
  complete) chosen uniformly among those it allows, a raise amount drawn like
  ``RaiseRange.sample``.
* The same policy on both sides: PokerKit never offers a fold when checking is free, so
  pokerlang's random play here does not fold then either (``matched``: the fold is left
  out of the options when a check is among them); otherwise it is the ``random`` bot's.
* **pokerlang + view()**: the same as the first, but every decision also builds
  ``state.view(seat)`` for the seat to act, as ``pokerlang run`` did for every agent
  before agents said whether they read their view.
* **pokerlang run**: ``runner.simulate`` with six random agents that play that policy,
  the loop of ``pokerlang run VARIANT --players 6 --agents random`` (per-hand agent
  generator, summary, no view built for bots that read none).

Then, unless ``--no-scaling`` (hold'em): the wall-clock hands/s of ``run --workers N`` for N = 1
and 2 (this machine's cores) and of ``--backend ray`` on a local Ray cluster of 2 CPUs
(wall clock: on a machine busy with other work the workers find no idle core to use);
and the ``mc`` bot's decisions per second (hold'em and Swingo, three seats, 16
playouts), here and, with ``--before REV`` (repeatable), in the interpreter of each
such git revision: the same decisions for all (seat 0's, in hands that every seat plays
by calling). ``--mc-only`` times mc alone.

The engine timed is the one ``import pokerlang.engine`` loads, said on the first line: the
compiled build where ``pokerlang native`` made one of these sources (``POKERLANG_NATIVE=0``:
the Python source; issue 26's targets are for ``run`` compiled). Seeds are drawn before
timing; each library's time is the CPU time of this process
(``time.process_time``: other work on a shared machine does not count, though a busy
machine still slows a process's own work), the best of ``--repeat`` passes over the same
seeds, the four rows' passes taken in turn (a slow moment falls on both libraries).
Reported: hands/s, actions/s (decisions
applied), and the ratio of the hand rates. First of all, the peak resident memory of
a child process running ``pokerlang run holdem --hands 1000``
(``getrusage(RUSAGE_CHILDREN).ru_maxrss``).
"""

from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import time
import warnings
from importlib.metadata import version

from pokerlang.cards.card import standard_deck
from pokerlang.codec.actions import Check, Fold
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.codec.options import _amount

PLAYERS, STACK, BLINDS = 6, 200, (1, 2)
STUD = {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4}  # PokerKit's stud takes the same


def matched(legal: list) -> list:
    """The options PokerKit would offer: no fold when checking is free."""
    if len(legal) > 1 and type(legal[1]) is Check and type(legal[0]) is Fold:
        return legal[1:]
    return legal


class MatchedRandom:
    """The ``random`` bot (uniform over the options, then a random amount), over ``matched``
    options."""

    name = "random"
    needs_view = False

    def act(self, view, legal: list, rng: random.Random):
        return rng.choice(matched(legal)).sample(rng)


def play_ours(game, stakes, seed: int, views: bool = False) -> int:
    """One hand of random legal play; returns the number of actions."""
    rng = random.Random(seed)
    state = new_hand(game, stakes, seed=seed, button=seed % PLAYERS)
    count = 0
    while not state.is_over:
        if views:
            state.view(state.to_act)
        option = rng.choice(matched(state.legal_actions()))
        state.apply(option.sample(rng))
        count += 1
    state.result()
    return count


def kit_choice(pk, rng: random.Random) -> None:
    """One decision of PokerKit's seat to act, uniformly among the kinds it allows."""
    choices = []
    if pk.can_fold():
        choices.append(0)
    if pk.can_check_or_call():
        choices.append(1)
    if pk.can_post_bring_in():
        choices.append(3)
    if pk.can_complete_bet_or_raise_to():
        choices.append(2)
    pick = rng.choice(choices)
    if pick == 0:
        pk.fold()
    elif pick == 1:
        pk.check_or_call()
    elif pick == 3:
        pk.post_bring_in()
    else:
        low = pk.min_completion_betting_or_raising_to_amount
        high = pk.max_completion_betting_or_raising_to_amount
        pk.complete_bet_or_raise_to(_amount(rng, low, high))


def _kit_automations(*more: str) -> tuple:
    """PokerKit does the dealer's chores itself; the players' decisions are ours."""
    from pokerkit import Automation

    names = ("ANTE_POSTING", "BET_COLLECTION", *more, "CARD_BURNING", "HOLE_CARDS_SHOWING_OR_MUCKING")
    return tuple(getattr(Automation, n) for n in names + ("HAND_KILLING", "CHIPS_PUSHING", "CHIPS_PULLING"))


def _kit_deck(seed: int) -> tuple[random.Random, list[str]]:
    rng = random.Random(seed)
    deck = [str(c) for c in standard_deck()]
    rng.shuffle(deck)
    return rng, deck


def _kit_play(pk, rng: random.Random, seed: int, deal) -> int:
    """Random legal play to the end (``deal(pk)``: a card dealt, if PokerKit waits on one);
    the number of actions."""
    count = 0
    while pk.status:
        if deal(pk):
            continue
        if pk.actor_index is None:
            raise RuntimeError(f"PokerKit waits on something unexpected (seed {seed})")
        kit_choice(pk, rng)
        count += 1
    return count


def pokerkit_stud_hand(seed: int) -> int:
    """One hand of random legal play in PokerKit's fixed-limit seven-card stud."""
    from pokerkit import FixedLimitSevenCardStud

    rng, deck = _kit_deck(seed)
    pk = FixedLimitSevenCardStud.create_state(
        _kit_automations(), True, STUD["ante"], STUD["bring_in"], STUD["small_bet"], STUD["big_bet"], STACK, PLAYERS
    )

    def deal(pk) -> bool:
        if pk.can_deal_hole():
            pk.deal_hole(deck.pop())
        elif pk.can_deal_board():
            pk.deal_board(deck.pop())
        else:
            return False
        return True

    return _kit_play(pk, rng, seed, deal)


def pokerkit_hand(seed: int) -> int:
    """One hand of random legal play in PokerKit; returns the number of actions."""
    from pokerkit import NoLimitTexasHoldem

    rng, deck = _kit_deck(seed)
    automations = _kit_automations("BLIND_OR_STRADDLE_POSTING")
    pk = NoLimitTexasHoldem.create_state(automations, True, 0, BLINDS, BLINDS[1], (STACK,) * PLAYERS, PLAYERS)
    for seat in range(PLAYERS):
        pk.deal_hole(deck.pop() + deck.pop(), seat)

    def deal(pk) -> bool:
        if not pk.can_deal_board():
            return False
        pk.deal_board("".join(deck.pop() for _ in range(pk.board_dealing_count)))
        return True

    return _kit_play(pk, rng, seed, deal)


def pass_of(play, seeds: list[int]):
    """One timed pass of ``play`` over ``seeds``: a function giving (CPU seconds, actions)."""

    def one() -> tuple[float, int]:
        start = time.process_time()
        actions = sum(play(s) for s in seeds)
        return time.process_time() - start, actions

    return one


def run_pass(game, stakes, hands: int, seed: int):
    """One timed pass of ``pokerlang run``'s loop (``runner.simulate``) with six random
    agents (``MatchedRandom``): a function giving (CPU seconds, actions)."""
    from pokerlang.runner.simulate import simulate

    def one() -> tuple[float, int]:
        start = time.process_time()
        actions = simulate(game, stakes, [MatchedRandom() for _ in range(PLAYERS)], hands, seed).actions
        return time.process_time() - start, actions

    return one


def best_of(passes: list, repeat: int) -> list[tuple[float, int]]:
    """Each pass's best time over ``repeat`` rounds, the passes taken in turn in every
    round (pokerlang's, then PokerKit's, then pokerlang's again ...): a moment when the
    shared machine is slow slows both sides, so it moves the ratios less than when one
    side's passes all come before the other's."""
    best = [(float("inf"), 0)] * len(passes)
    for _ in range(repeat):
        for i, one in enumerate(passes):
            secs, actions = one()
            best[i] = (min(best[i][0], secs), actions)
    return best


def scaling(game, stakes, hands: int, seed: int) -> None:
    """Wall-clock hands/s of ``run --workers N`` and of a local Ray cluster: the same
    hands and the same summary each time (the test suite holds them equal)."""
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.parallel import simulate_parallel
    from pokerlang.runner.simulate import simulate

    bots = make_agents("random", PLAYERS)
    print(f"\n`run` on this machine's cores ({hands} hands, wall clock; other work on the machine counts):")
    print(f"{'':26}{'seconds':>10}{'hands/s':>11}{'speed-up':>10}")
    start = time.perf_counter()
    simulate(game, stakes, bots, hands, seed)
    one = time.perf_counter() - start
    print(f"{'one process':26}{one:>10.2f}{hands / one:>11,.0f}{1:>10.2f}")
    for workers in (1, 2):
        start = time.perf_counter()
        simulate_parallel(game, stakes, bots, hands, seed, workers)
        secs = time.perf_counter() - start
        print(f"{f'--workers {workers}':26}{secs:>10.2f}{hands / secs:>11,.0f}{one / secs:>10.2f}")
    try:
        import ray
    except ImportError:
        print("ray is not installed: no cluster row")
        return
    start = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    up = time.perf_counter() - start
    try:
        start = time.perf_counter()
        simulate_parallel(game, stakes, bots, hands, seed, 2, backend="ray")
        secs = time.perf_counter() - start
    finally:
        ray.shutdown()
    print(
        f"{'ray, local, 2 workers':26}{secs:>10.2f}{hands / secs:>11,.0f}{one / secs:>10.2f}"
        f"   (+{up:.1f}s to start the cluster)"
    )


MC_CODE = """
import random, sys, time
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.runner.agents import CallAgent
from pokerlang.runner.mc import MonteCarloAgent, Think
try:  # a revision whose mc plays out the engine's twins of the hand
    from pokerlang.engine.resample import Twins
except ImportError:  # one that rebuilt the hand from the view itself
    Twins = None

def spots(game, hands, players=3):
    # Seat 0's decisions in hands every seat plays by calling: the same spots for any
    # revision, whatever its mc would have done there.
    stakes, call, out = TableStakes(players=players), CallAgent(), []
    for h in range(hands):
        state, rng = new_hand(game, stakes, seed=h, button=h % players), random.Random(h)
        while not state.is_over:
            legal = state.legal_actions()
            if state.to_act == 0:
                view = state.view(0)
                extra = {"twins": Twins(state, 0, view)} if getattr(MonteCarloAgent, "resamples", False) else {}
                out.append((view, legal, h, extra))
            state.apply(call.act(None, legal, rng))
    return out

for variant, hands in (("holdem", 40), ("swingo", 20)):
    game = load_game(variant)
    found = spots(game, hands)
    mc = MonteCarloAgent(game, Think(playouts=16))
    for view, legal, h, extra in found[:5]:  # warm: hand tables built
        mc.act(view, legal, random.Random(h), **extra)
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for view, legal, h, extra in found:
            mc.act(view, legal, random.Random(h), **extra)
        best = min(best, time.process_time() - start)
    print(variant, len(found), len(found) / best)
"""


def mc_rates(before: str | list[str] | None) -> None:
    """mc decisions per second (CPU time), here and in the interpreter of each revision
    of ``before``, one after the other in this run."""
    import os
    import pathlib
    import tempfile

    here = pathlib.Path(__file__).resolve().parent.parent
    revisions = [before] if isinstance(before, str) else list(before or [])
    trees = [("this tree", str(here / "interpreter"))]
    scratch = tempfile.TemporaryDirectory() if revisions else None
    for rev in revisions:
        assert scratch is not None
        into = os.path.join(scratch.name, rev)
        os.makedirs(into)
        archive = subprocess.run(["git", "-C", str(here), "archive", rev], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", into], input=archive, check=True)
        trees.append((f"at {rev}", os.path.join(into, "interpreter")))
    print(
        "\nmc decisions per second (seat 0 of 3 at every decision of hands the seats play by calling;"
        " 16 playouts; CPU time, best of 3):"
    )
    rates: dict[str, dict[str, float]] = {}
    for name, path in trees:
        env = dict(os.environ, PYTHONPATH=path)
        out = subprocess.run(
            [sys.executable, "-c", MC_CODE], env=env, check=True, capture_output=True, text=True, cwd=path
        ).stdout
        rates[name] = {line.split()[0]: float(line.split()[2]) for line in out.splitlines()}
    for variant in ("holdem", "swingo"):
        cells = "".join(f"{name}: {rates[name][variant]:7.1f}/s   " for name, _ in trees)
        ours = rates["this tree"][variant]
        ratios = ", ".join(f"{ours / rates[name][variant]:.2f}x {name[3:]}" for name, _ in trees[1:])
        print(f"  {variant:8}{cells}" + (f"speed-up {ratios}" if ratios else ""))
    if scratch is not None:
        scratch.cleanup()


def peak_rss_of_run(hands: int) -> float:
    """Peak resident memory, in MB, of ``pokerlang run holdem --hands N`` in a child."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    code = "import sys; from pokerlang.cli import main; sys.exit(main())"
    subprocess.run(
        [sys.executable, "-c", code, "run", "holdem", "--hands", str(hands), "--seed", "1"],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss is the largest child so far, in KB on Linux; this child is the only one.
    return max(after, before) / 1024


VARIANTS = {  # the game, its table, PokerKit's hand of it and how it is said
    "holdem": (
        "holdem",
        TableStakes(small_blind=BLINDS[0], big_blind=BLINDS[1], stacks=STACK, players=PLAYERS),
        pokerkit_hand,
        f"6-max no-limit hold'em, blinds {BLINDS[0]}/{BLINDS[1]}, stacks {STACK}",
    ),
    "seven-card-stud": (
        "seven-card-stud",
        TableStakes(stacks=STACK, players=PLAYERS, heads_up_uncapped=False, **STUD),
        pokerkit_stud_hand,
        (
            f"6-handed fixed-limit seven-card stud, ante {STUD['ante']}, bring-in {STUD['bring_in']}, "
            f"bets {STUD['small_bet']}/{STUD['big_bet']}, stacks {STACK}"
        ),
    ),
}


def bench_variant(variant: str, seeds: list[int], args: argparse.Namespace) -> None:
    """The four rows of one game, and the ratios to PokerKit."""
    name, stakes, kit_hand, words = VARIANTS[variant]
    game = load_game(name)
    play_ours(game, stakes, seeds[0])  # warm: hand tables built, modules imported

    print(f"\n{words}, uniformly random legal play (no fold when checking is free); CPU time, best of {args.repeat}")
    labels = [("pokerlang", len(seeds)), ("pokerlang + view()", len(seeds)), ("pokerlang run", len(seeds))]
    passes = [
        pass_of(lambda s: play_ours(game, stakes, s), seeds),
        pass_of(lambda s: play_ours(game, stakes, s, views=True), seeds),
        run_pass(game, stakes, len(seeds), args.seed),
    ]
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
    if pokerkit is not None:
        kit_seeds = seeds[: args.kit_hands]
        labels.append((f"pokerkit {version('pokerkit')}", len(kit_seeds)))
        passes.append(pass_of(kit_hand, kit_seeds))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit's about folds it would not make
        timings = best_of(passes, args.repeat)
    rows = [(label, hands, secs, acts) for (label, hands), (secs, acts) in zip(labels, timings, strict=True)]

    print(f"{'':22}{'hands':>8}{'seconds':>10}{'hands/s':>11}{'actions/s':>12}{'actions/hand':>14}")
    for label, hands, secs, acts in rows:
        print(f"{label:22}{hands:>8}{secs:>10.2f}{hands / secs:>11,.0f}{acts / secs:>12,.0f}{acts / hands:>14.2f}")
    if pokerkit is not None:
        kit = rows[-1]
        for ours in (rows[0], rows[2]):
            print(f"ratio {ours[0]} / pokerkit (hands/s): {(ours[1] / ours[2]) / (kit[1] / kit[2]):.1f}x")
    else:
        print("pokerkit is not installed: no ratio")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands played by pokerlang")
    parser.add_argument("--kit-hands", type=int, default=600, help="hands played by PokerKit")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-rss", action="store_true", help="skip the memory measurement")
    parser.add_argument("--no-scaling", action="store_true", help="skip workers, Ray and mc")
    parser.add_argument(
        "--before", action="append", default=None, help="a git revision whose mc to time as well (repeatable)"
    )
    parser.add_argument("--mc-only", action="store_true", help="time mc alone (with --before, there too)")
    parser.add_argument(
        "--variant", action="append", choices=list(VARIANTS), help="the game to time (repeatable; default: both)"
    )
    args = parser.parse_args()
    from pokerlang import native

    print(native.status())  # `pokerlang native` first to time the compiled engine; POKERLANG_NATIVE=0 the source
    if args.mc_only:
        mc_rates(args.before)
        return
    # Memory first, while this process is still small: a child's peak counts the pages
    # it shares with its parent until it execs.
    rss = None if args.no_rss else peak_rss_of_run(1000)

    master = random.Random(args.seed)
    seeds = [master.getrandbits(63) for _ in range(args.hands)]
    for variant in args.variant or list(VARIANTS):
        bench_variant(variant, seeds, args)
    game = load_game("holdem")
    stakes = VARIANTS["holdem"][1]
    if not args.no_scaling:
        scaling(game, stakes, args.hands * 2, args.seed)
        mc_rates(args.before)

    if rss is not None:
        print(f"peak RSS of `pokerlang run holdem --hands 1000` (6 seats, random bots): {rss:.0f} MB")


if __name__ == "__main__":
    main()
