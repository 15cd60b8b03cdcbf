"""`python -m pokerlang`: the same command line as `pokerlang`."""

from pokerlang.cli import main

main()
