"""The ``pokerlang`` command.

Exit codes: 0 clean; 1 the rules have errors (or an action was illegal); 2 the input
could not be used at all (missing file, not UTF-8, bad option); 3 an internal error,
which is reported in one line, never as a traceback.

Start-up is a writer's wait (``pokerlang check`` in 0.2 s, ``--version`` in 0.1 s): this
module imports click and nothing heavy; each command imports what it needs when it runs
(tests/cli/test_startup.py holds `check` and `--version` to that).
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from typing import ClassVar

import click

from pokerlang import __version__
from pokerlang.cli_options import fail as _fail
from pokerlang.cli_options import seated_game, simulation, stake_options, think_option, usage_of
from pokerlang.cli_options import room_options, worker_options


class _Commands(click.Group):
    """The commands; those written in a module of their own are imported when they are
    asked for (run, or listed by --help), so that `check` loads none of them."""

    elsewhere: ClassVar[dict[str, str]] = {
        "stats": "pokerlang.analytics.commands",  # the designer's tools
        "equity": "pokerlang.analytics.commands",
        "play": "pokerlang.table_commands",  # people at a table
        "serve": "pokerlang.table_commands",
        "solve": "pokerlang.research.command",  # CFR+ over a small game's tree (numpy)
        "pushfold": "pokerlang.research.pushfold_command",  # heads-up push or fold, by hand classes (numpy)
    }

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.elsewhere})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.elsewhere and cmd_name not in self.commands:
            import importlib

            self.add_command(getattr(importlib.import_module(self.elsewhere[cmd_name]), cmd_name))
        return super().get_command(ctx, cmd_name)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, package_name="pokerlang")  # given: no package metadata read
def cli() -> None:
    """pokerlang: write poker variants as text, check them, explain them, play them."""


@cli.command()
@click.argument("files", nargs=-1, required=True)
@click.option(
    "--format",
    "form",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="json: one JSON array of every diagnostic, on standard output.",
)
def check(files: tuple[str, ...], form: str = "text") -> None:
    """Check .poker FILES (or shipped variant names); print nothing when they are clean.
    Exit status: 0 clean, 1 errors in the rules, 2 input that cannot be used."""
    from pokerlang.check import check_file
    from pokerlang.compiler import find_variant
    from pokerlang.diagnostics import PokerlangError

    worst, every = 0, []
    for name in files:
        try:
            diagnostics = check_file(find_variant(name))
        except PokerlangError as err:
            diagnostics, worst = list(err.diagnostics), 2 if err.unusable else max(worst, 1)
        every += diagnostics
        if form == "text":
            for diagnostic in diagnostics:
                click.echo(diagnostic.render(), err=True)
        if any(d.severity == "error" for d in diagnostics):
            worst = max(worst, 1)
    if form == "json":
        import json

        click.echo(json.dumps([d.to_json() for d in every], indent=1))
    sys.exit(worst)


@cli.command()
@click.argument("variant")
@click.option("--ir", is_flag=True, help="Print the core IR the engine plays instead of English.")
def explain(variant: str, ir: bool) -> None:
    """Print the rules of VARIANT (a .poker file or a shipped name) in plain English,
    or with --ir the core IR it lowers into."""
    from pokerlang.explain import explain as explain_game
    from pokerlang.ir.show import show

    from pokerlang.check import load_rotation
    from pokerlang.compiler import find_variant
    from pokerlang.compiler.rotation import is_rotation
    from pokerlang.diagnostics import PokerlangError

    try:
        if is_rotation(find_variant(variant)):  # a mixed game: its order, then each game's rules
            from pokerlang.explain.rotation import explain_rotation

            if ir:
                raise click.UsageError("a rotation has no IR of its own: give --ir one of its games")
            click.echo(explain_rotation(load_rotation(find_variant(variant))), nl=False)
            return
        from pokerlang.check import analyse
        from pokerlang.compiler import compile_source

        compiled = compile_source(find_variant(variant))
        click.echo((show if ir else explain_game)(compiled.game), nl=False)
        # The rules as written, then what `check` finds wrong with them: a file that does not
        # check is explained (to read it while mending it) but not passed as clean.
        errors = [d for d in analyse(compiled) if d.severity == "error"]
        if errors:
            from pokerlang.compiler.collect import at_most

            _fail(PokerlangError(at_most(errors)))
    except PokerlangError as err:
        _fail(err)


@cli.command()
def lsp() -> None:
    """Run the language server on standard input and output (for editors: docs/editors.md)."""
    from pokerlang.lsp.server import serve

    serve()


@cli.command(name="fmt")
@click.argument("paths", nargs=-1, required=True)
@click.option("--check", "only_check", is_flag=True, help="Change nothing; list the files fmt would change.")
@click.option(
    "--diff", "show_diff", is_flag=True, help="Change nothing; print what fmt would change, as a unified diff."
)
def fmt_files(paths: tuple[str, ...], only_check: bool, show_diff: bool) -> None:
    """Lay out .poker files (or every .poker file under a folder) the one canonical way,
    in place. `-` reads standard input and writes the result to standard output.
    Exit status: 0 done (or, with --check, nothing to change), 1 a file would change or
    does not parse, 2 input that cannot be used."""
    import difflib
    from pathlib import Path

    from pokerlang.diagnostics import PokerlangError
    from pokerlang.fmt import format_text
    from pokerlang.syntax.parse import read_source

    if paths == ("-",):
        click.echo(format_text(sys.stdin.read(), "<stdin>"), nl=False)
        return
    worst = 0
    for name in paths:
        root = Path(name)
        files = sorted(root.rglob("*.poker")) if root.is_dir() else [root]
        for path in files:
            try:
                text = read_source(path)
                laid_out = format_text(text, str(path))
            except PokerlangError as err:
                for diagnostic in err.diagnostics:
                    click.echo(diagnostic.render(), err=True)
                worst = max(worst, 2 if err.unusable else 1)
                continue
            if laid_out == text:
                continue
            if show_diff:
                lines = difflib.unified_diff(
                    text.splitlines(keepends=True), laid_out.splitlines(keepends=True), f"{path}", f"{path} (fmt)"
                )
                click.echo("".join(lines), nl=False)
                worst = max(worst, 1)
            elif only_check:
                click.echo(f"would reformat {path}")
                worst = max(worst, 1)
            else:
                path.write_text(laid_out, encoding="utf-8")
                click.echo(f"reformatted {path}")
    sys.exit(worst)


@cli.command()
@click.option("--status", is_flag=True, help="Say whether the engine runs compiled, and build nothing.")
def native(status: bool) -> None:
    """Compile the engine to C (mypyc, the `native` extra) for this machine: `run`, `stats`,
    the bots and the adapters then play about twice as fast, the same hands for the same
    seed. The build is kept in the cache folder and used only while the engine's source is
    the one it was built from (POKERLANG_NATIVE=0 turns it off)."""
    from pokerlang import native as compiled

    if not status:
        try:
            compiled.build(say=lambda line: click.echo(line, err=True))
        except compiled.NativeError as problem:
            click.echo(f"pokerlang native: error: {problem}\n(the engine runs its Python source, as before)", err=True)
            sys.exit(1)
    click.echo(compiled.status())


@cli.command(name="variants")
def list_variants() -> None:
    """List the shipped variants."""
    from pokerlang.resources import shipped_variants

    for path in shipped_variants():
        click.echo(path.stem)


@cli.command()
@click.argument("variant")
@click.option("--players", type=int, default=None, help="Seats at the table (default: 6, within the game's range).")
@click.option(
    "--hands",
    type=int,
    default=None,
    help="Hands to play (default 100). A file with a match plays it: a tournament to its end, "
    "--hands then the most it plays (default 10,000); a cash game --hands hands (default 100).",
)
@click.option("--seed", type=int, default=None, help="Seed for a reproducible run (default: a random one, printed).")
@click.option(
    "--agents",
    default="random",
    show_default=True,
    help=(
        "Comma-separated bots (random, call, raise, mc, policy:FILE), repeated round the table. call checks"
        " or calls and raise bets the least, never folding where another option is offered; both choose"
        " cards and declarations (stay, play, side bets) at random, but never a declaration that folds or"
        " sits out while another is offered."
    ),
)
@think_option
@stake_options
@click.option("--history", "history_file", default=None, help="Write every hand as a JSON line to this file.")
@click.option(
    "--betting",
    type=click.Choice(["no-limit", "pot-limit", "fixed-limit", "spread", "all-in"]),
    default=None,
    help="Play with this betting structure instead of the variant's.",
)
@click.option(
    "--phh",
    "phh_dir",
    default=None,
    help="Also write every hand as a PHH file (PokerKit's format) into this directory.",
)
@click.option("--force", is_flag=True, help="Let --history and --phh replace files that exist.")
@click.option(
    "--log",
    "show_log",
    is_flag=True,
    help="Print every hand as it is played, in words: each action and every card (the dealer's view), the"
    " hands shown and who won what.",
)
@worker_options
def run(
    variant: str,
    players: int | None,
    hands: int | None,
    seed: int | None,
    agents: str,
    history_file: str | None,
    betting: str | None = None,
    phh_dir: str | None = None,
    think: str = "64",
    force: bool = False,
    show_log: bool = False,
    workers: int = 1,
    backend: str = "local",
    **table,
) -> None:
    """Play HANDS hands of VARIANT with bots and print who won what."""
    import contextlib
    import random

    from pokerlang.engine import EngineError
    from pokerlang.runner.history import HistoryWriter
    from pokerlang.runner.report import counted, print_summary, progress
    from pokerlang.runner.simulate import simulate

    usage = usage_of("run")
    game, players = seated_game(variant, players, 6, usage, rotation=True)
    from pokerlang.ir.rotation import Rotation
    from pokerlang.runner.replay import with_betting

    if isinstance(game, Rotation) and betting:
        usage(f"{game.title} is a rotation: each game plays its own betting (--betting is for one game)")
    if isinstance(game, Rotation) and phh_dir:
        usage(f"{game.title} is a rotation, and PHH holds one game a file (--phh is for one game)")
    game = game if isinstance(game, Rotation) else with_betting(game, betting)
    phh = None
    if phh_dir is not None and not isinstance(game, Rotation):
        from pokerlang.runner.phh import PhhWriter, phh_code, phh_games

        code = phh_code(game)
        if code is None:
            usage(
                f"--phh: PHH has no code for {game.title} with {game.betting.limit} betting "
                f"(PHH games: {', '.join(phh_games())})"
            )
    if hands is not None and hands < 0:
        usage("--hands must not be negative")
    match = getattr(game, "match", None)
    if match is None and hands is None:
        hands = 100
    if match is not None and (workers > 1 or backend != "local"):
        usage(f"{game.title} plays a match: its hands follow one another in one process (leave out --workers)")
    if show_log and (workers > 1 or backend != "local"):
        usage("--log prints the hands in the order played, in one process (leave out --workers)")
    stakes, bots = simulation(game, players, table, agents, think, workers, backend, usage)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    from pokerlang.runner.signals import stop_like_sigint

    guard_outputs(variant, history_file, usage)
    try:
        with contextlib.ExitStack() as stack_:
            writer = stack_.enter_context(HistoryWriter(history_file, force)) if history_file else None
            phh = PhhWriter(phh_dir, game, code, force) if phh_dir and code and not isinstance(game, Rotation) else None
            stopped = stack_.enter_context(stop_like_sigint())
            advance = stack_.enter_context(
                progress(hands or 0, (hands or 0) > 50 and match is None and sys.stdout.isatty())
            )

            # A rotation's hands name each of its games, found by name as before.
            played_from = local_file(variant, history_file) if history_file and not isinstance(game, Rotation) else None

            def on_hand(_i, entry):
                if writer is not None:
                    writer.write({**entry, "file": played_from} if played_from else entry)
                if phh is not None:
                    phh.write(entry)
                advance()

            def print_hand(i, state, result, _count, seats=None):
                from pokerlang.runner.hand_log import hand_log

                # each hand names its game: a rotation's, or a match's game of another file
                mixed = isinstance(game, Rotation) or state.game.name != getattr(game, "name", None)
                lines = hand_log(state.game, i, state, result, seats, named=mixed)
                if match is not None and seats is not None:  # a match: who is left with no chips
                    # a cash game or a tournament's rebuys may bring the player back: not yet out
                    rebuys = match.rebuy_stack is not None or match.kind == "cash"
                    gone = [seats[k] for k, chips in enumerate(result.stacks) if chips == 0]
                    lines += [f"  seat {s} {'has no chips left' if rebuys else 'is knocked out'}" for s in gone]
                click.echo("\n".join(lines) + "\n")

            recording = writer is not None or phh is not None
            if workers > 1 or backend != "local":
                from pokerlang.runner.parallel import simulate_parallel

                assert hands is not None  # a match is played in one process: refused above
                summary = simulate_parallel(
                    game,
                    stakes,
                    bots,
                    hands,
                    seed,
                    workers,
                    backend,
                    on_hand=on_hand,
                    record=recording,
                    stop_on_interrupt=True,
                )
            else:
                summary = simulate(
                    game,
                    stakes,
                    bots,
                    hands,
                    seed,
                    on_hand=on_hand,
                    record=recording,
                    stop_on_interrupt=True,
                    on_result=print_hand if show_log else None,
                )
    except FileExistsError as err:
        usage(f"{err.filename or err}: the file exists; give --force to replace it")
    except BrokenPipeError:
        raise  # the reader of the output went away (`run --log | head`; click ends quietly): no history is at fault
    except OSError as err:
        usage(
            f"cannot write the history: {err.strerror or err}: {err.filename}"
            if err.filename
            else f"cannot write the history: {err}"
        )
    except EngineError as err:
        click.echo(f"pokerlang run: error: {err}", err=True)
        sys.exit(1)
    print_summary(summary, game.title)
    for bot in {id(b): b for b in bots if getattr(b, "missed", 0)}.values():  # a policy file's holes
        click.echo(
            f"pokerlang run: note: {bot.name} met {bot.missed} decisions its file does not hold and played them "
            "uniformly (was it solved at these stakes?)",
            err=True,
        )
    if summary.agents and all(a == "random" for a in summary.agents) and _few_showdowns(summary, game):
        big = getattr(getattr(game, "betting", None), "limit", "") in ("no-limit", "pot-limit")
        all_in = " and often go all in" if big else ""
        click.echo(
            f"pokerlang run: note: the random bots fold now and then when checking is free{all_in}, so few hands"
            " reach a showdown: `--agents call` (or `mc`) plays more of them out",
            err=True,
        )
    rate = summary.hands / summary.seconds if summary.seconds else 0.0
    sys.stdout.flush()  # the summary out before the timing on stderr: one terminal shows both in order
    click.echo(f"{counted(summary.hands, 'hand')} in {summary.seconds:.2f}s ({rate:.0f} hands/s)", err=True)
    if summary.interrupted:
        click.echo(f"interrupted after {summary.hands} of {hands or 'the match'} hands", err=True)
        sys.exit(stopped.exit_code)


def local_file(variant: str, history_file: str) -> str | None:
    """The variant's file as a history records it, relative to the history's folder, when
    it is not a shipped variant: a replay then reads the file that was played, even where
    a shipped variant has the same name (a ``drawmaha.poker`` of one's own)."""
    from pathlib import Path

    from pokerlang.compiler import find_variant
    from pokerlang.resources import variants_dir

    path = find_variant(variant).resolve()
    if path.parent == variants_dir().resolve():
        return None
    return os.path.relpath(path, Path(history_file).resolve().parent).replace(os.sep, "/")


def guard_outputs(variant: str, history_file: str | None, usage) -> None:
    """``--history`` never replaces the variant file being run, even with ``--force``."""
    import os

    from pokerlang.compiler import find_variant
    from pokerlang.diagnostics import PokerlangError

    if history_file and os.path.exists(history_file):
        with contextlib.suppress(OSError, PokerlangError):
            if os.path.samefile(history_file, find_variant(variant)):
                usage(f"--history {history_file} is the variant being run")


def _few_showdowns(summary, game) -> bool:
    """Whether a run of enough hands of a game with betting rounds reached a showdown in
    fewer than one hand in ten, where the random bots' free folds are the likely cause: the
    game has a showdown that ranks hands (not `showdown none` alone) and lets a player fold
    when checking is free."""
    from pokerlang.ir.game import Bet, Showdown

    actions = list(game.actions()) if hasattr(game, "actions") else []
    bets = any(isinstance(a, Bet) for a in actions)
    ranked = any(isinstance(a, Showdown) and a.shares for a in actions)
    free_folds = not getattr(game, "fold_only_facing_bet", False)
    return bets and ranked and free_folds and summary.hands >= 50 and summary.showdowns * 10 < summary.hands


@cli.command()
@click.argument("files", nargs=-1, required=True)
@click.option(
    "--variant",
    default=None,
    metavar="PATH",
    help="The variant's file (or shipped name), for a history that does not name it or names one that is not shipped.",
)
@click.option(
    "--betting",
    type=click.Choice(["no-limit", "pot-limit", "fixed-limit", "spread", "all-in"]),
    default=None,
    help="The betting of a history that does not record it.",
)
@room_options
def replay(files: tuple[str, ...], variant: str | None, betting: str | None, **room_rules) -> None:
    """Play recorded hands again and check every result. FILES are files or folders:
    PHH hands (.phh, or many in a .phhs), site hand histories (.txt: PokerStars, Full
    Tilt, iPoker, PartyPoker, Ongame, Absolute; needs pokerlang[hands]) and histories
    written by `run --history` (JSON lines). Each hand agrees, is played with nothing
    recorded to compare, disagrees or is refused (it breaks a rule, or cannot be read); a
    file that cannot be used is reported and the others go on. Exit status, the worst
    found: 3 an internal error; 2 input that cannot be used (a file missing or not text,
    a malformed record, a game not found); 1 a hand disagreed or the only hand was
    refused; 0 every other hand agreed or had nothing to compare (refused ones among many
    do not count). The stake options tell the room's house rules a PHH hand or a site's
    log does not state (--cap 5: a bet and four raises; --straddle 0.20 reads a log's
    straddles), in the record's units; an option the record states too must agree with
    it, or the hand is refused."""
    from pokerlang.diagnostics import PokerlangError, printable
    from pokerlang.runner.replay_files import Outcome, Summary, files_of, line, replay_path

    from pokerlang.runner.room import RoomRules

    try:
        room = RoomRules.parse(**room_rules)
    except ValueError as err:
        usage_of("replay")(str(err))
    summary = Summary()
    many = len(files) > 1 or os.path.isdir(files[0])
    lines = 0
    try:
        paths = files_of(files)
    except PokerlangError as err:
        _fail(err)
    for path in paths:
        summary.files += 1
        try:
            for outcome in replay_path(path, variant, betting, room):
                summary.add(outcome)
                click.echo(printable(line(outcome)))
                lines += 1
        except PokerlangError as err:  # its game cannot be read: said, and the other files go on
            for diagnostic in err.diagnostics:
                click.echo(diagnostic.render(), err=True)
            # The file itself unreadable (missing, not text), or the game its hands name.
            unread = any(d.code == "E901" and d.path == str(path) for d in err.diagnostics)
            what = "it cannot be read" if unread else "its variant cannot be played"
            why = "unreadable" if unread else "variant not found" if err.unusable else "variant has errors"
            summary.add(Outcome(str(path), "refused", what, why))
            click.echo(printable(f"{path}: refused: {what} (the errors above)"))
            lines += 1
        except Exception as err:  # noqa: BLE001 - one broken file must not stop the others
            click.echo(f"{path}: refused: pokerlang could not read it ({type(err).__name__}: {err})")
            summary.add_internal()
            lines += 1
    many = many or lines > 1
    if many:
        for text in summary.lines():
            click.echo(text)
    if summary.counts["internal"]:
        sys.exit(3)
    if summary.unusable:
        sys.exit(2)  # a file that is not there, cannot be read, is malformed, or names a game not to be found
    if summary.counts["disagreed"] or summary.reasons[("refused", "variant has errors")]:
        sys.exit(1)  # a hand played otherwise, or a game whose rules have errors
    if summary.reasons and not many and not summary.counts["agreed"]:
        sys.exit(1)  # one hand, refused: say so in the status too


# Commands done in a moment whatever their input run with Python's cycle collector off, and
# leave its last collection at exit undone (gc.freeze): at start-up it only ever walked the
# modules, classes and parser just loaded, which live to the end (a third of `check`'s CPU
# time). Their garbage is small: `check` of 244 files peaks 1.4 MB higher. Every other
# command (a simulation, a server, the language server, one added later) runs as usual.
_BRIEF = frozenset({"check", "explain", "fmt", "variants"})


def main() -> None:
    command = next((word for word in sys.argv[1:] if not word.startswith("-")), None)
    brief = command is None or command in _BRIEF  # no command: --version, --help
    if brief:
        gc.disable()
    try:
        _main()
    finally:
        if brief:
            gc.freeze()
            gc.enable()


def _main() -> None:
    try:
        cli(standalone_mode=False)
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except (KeyboardInterrupt, BrokenPipeError):
        sys.exit(130)
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - the last guard: a bug must not show the user a traceback
        from pokerlang.diagnostics import PokerlangError  # here, not at start-up: see the module's doc

        if isinstance(exc, PokerlangError):
            _fail(exc)
        click.echo(f"pokerlang: internal error: {type(exc).__name__}: {exc}", err=True)
        click.echo("hint: this is a bug in pokerlang; please report it with the input that caused it", err=True)
        sys.exit(3)


if __name__ == "__main__":
    main()
