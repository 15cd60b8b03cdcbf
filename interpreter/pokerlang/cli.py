"""The ``pokerlang`` command.

Exit codes: 0 clean; 1 the rules have errors (or an action was illegal); 2 the input
could not be used at all (missing file, not UTF-8, bad option); 3 an internal error,
which is reported in one line, never as a traceback.
"""

from __future__ import annotations

import sys

import click

from pokerlang.diagnostics import PokerlangError


def _fail(err: PokerlangError) -> None:
    for diagnostic in err.diagnostics:
        click.echo(diagnostic.render(), err=True)
    sys.exit(2 if err.unusable else 1)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pokerlang")
def cli() -> None:
    """pokerlang: write poker variants as text, check them, explain them, play them."""


@cli.command()
@click.argument("files", nargs=-1, required=True)
def check(files: tuple[str, ...]) -> None:
    """Check .poker FILES (or shipped variant names); print nothing when they are clean."""
    from pokerlang.check import check_file
    from pokerlang.compiler import find_variant

    worst = 0
    for name in files:
        try:
            diagnostics = check_file(find_variant(name))
        except PokerlangError as err:
            diagnostics, worst = list(err.diagnostics), 2 if err.unusable else max(worst, 1)
        for diagnostic in diagnostics:
            click.echo(diagnostic.render(), err=True)
        if any(d.severity == "error" for d in diagnostics):
            worst = max(worst, 1)
    sys.exit(worst)


@cli.command()
@click.argument("variant")
def explain(variant: str) -> None:
    """Print the rules of VARIANT (a .poker file or a shipped name) in plain English."""
    from pokerlang.compiler import load_game
    from pokerlang.explain import explain as explain_game

    try:
        click.echo(explain_game(load_game(variant)), nl=False)
    except PokerlangError as err:
        _fail(err)


@cli.command(name="variants")
def list_variants() -> None:
    """List the shipped variants."""
    from pokerlang.resources import shipped_variants

    for path in shipped_variants():
        click.echo(path.stem)


def main() -> None:
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
    except PokerlangError as err:
        _fail(err)
    except (KeyboardInterrupt, BrokenPipeError):
        sys.exit(130)
    except SystemExit:
        raise
    except Exception as exc:  # the last guard: a bug must not show the user a traceback
        click.echo(f"pokerlang: internal error: {type(exc).__name__}: {exc}", err=True)
        click.echo("hint: this is a bug in pokerlang; please report it with the input that caused it",
                   err=True)
        sys.exit(3)


if __name__ == "__main__":
    main()
