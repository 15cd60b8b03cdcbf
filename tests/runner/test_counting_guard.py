"""A stopping signal waits while a finished hand is counted, and stops the run at once
otherwise (``runner.signals.counting_guard``, used by every run's loop)."""

import os
import signal

import pytest

from pokerlang.runner.signals import counting_guard


@pytest.fixture(autouse=True)
def ctrl_c_interrupts():
    """SIGINT raises KeyboardInterrupt, as at a terminal (a background job of a shell
    inherits it ignored)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


def test_a_signal_while_a_hand_is_counted_waits_until_it_is_counted_whole():
    counted = []
    with counting_guard() as guard, pytest.raises(KeyboardInterrupt):
        guard.start()
        os.kill(os.getpid(), signal.SIGINT)
        counted.append("first half")  # the signal came: the count goes on
        counted.append("second half")
        guard.done()  # and now it arrives
    assert counted == ["first half", "second half"]


def test_a_signal_while_a_hand_is_played_stops_at_once():
    played = []
    with counting_guard(), pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
        played.append("after the signal")
    assert played == []


def test_the_handlers_are_given_back_after_the_run():
    before = signal.getsignal(signal.SIGINT)
    with counting_guard():
        assert signal.getsignal(signal.SIGINT) is not before
    assert signal.getsignal(signal.SIGINT) is before


def test_outside_the_main_thread_the_signals_are_held_back_instead():
    import threading

    outcome = []

    def run():
        with counting_guard() as guard:
            outcome.append(guard.flagged)
            guard.start()  # blocks the stopping signals for this thread
            guard.done()  # and lets them through again
        outcome.append("done")

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    assert outcome == [False, "done"]
