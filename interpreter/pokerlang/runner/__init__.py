"""Playing many hands with bots: ``pokerlang run``.

``agents`` (the bots, which see only their seat's view), ``simulate`` (K hands, the
button moving, every hand from the same stacks), ``history`` (one JSON line per hand).
"""
