"""The options now live in ``pokerlang.codec.options``, beside every format that reads and
writes them; this name stays so that code written against it keeps working."""

from pokerlang.codec.options import *  # noqa: F403
from pokerlang.codec.options import __all__ as __all__
