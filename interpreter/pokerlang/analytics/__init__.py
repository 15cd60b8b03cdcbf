"""What a variant's designer asks of it: ``stats`` (a report of many simulated hands)
and ``equity`` (each hand's share of the pot, all in, for any variant).

Both use the engine's public face only (``new_hand``, ``legal_actions``, ``apply``,
``view``, ``result`` and the log), the hand values of ``pokerlang.hands`` and the
showdown's shares as the IR states them. Modules: ``stats`` (the counts), ``report``
(rich tables), ``html`` (a page with plots), ``categories`` (a hand's category from its
words), ``equity`` (enumeration and Monte Carlo), ``equity_report`` (its table), ``commands``
(the two commands, registered by ``pokerlang.cli``).
"""
