"""The actions now live in ``pokerlang.codec.actions``, beside every format that reads and
writes them; this name stays so that code written against it keeps working."""

from pokerlang.codec.actions import *  # noqa: F403
from pokerlang.codec.actions import __all__ as __all__
