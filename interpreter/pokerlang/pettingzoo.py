"""Any pokerlang variant as a PettingZoo AEC environment, and a Gymnasium single-seat
environment against pokerlang's bots (``pip install pokerlang[rl]``).

    from pokerlang.pettingzoo import env, SingleSeat
    table = env("swingo", players=3)             # AEC: one agent per seat
    table.reset(seed=1)
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, info = table.last()
        mask = observation["action_mask"]
        table.step(None if terminated or truncated else table.action_space(agent).sample(mask))

Actions are the integer ids of ``research.encoding`` (fold, check/call, bet sizes, card
decisions as position masks, declarations, ...); ``observation["action_mask"]`` marks
the legal ones. The observation vector (``research.observe``, sized to the game) holds
which seat observes and where the button is, the seat's own cards, every face-up card,
the chips and the decisions so far as everyone saw them. One episode is one hand, the
button one seat on at each ``reset``; the reward is the hand's net in big blinds.
"""

from __future__ import annotations

import random
from typing import ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from pokerlang.engine import new_hand
from pokerlang.research.encoding import DEFAULT_SIZES, ActionCoder
from pokerlang.research.observe import Observation, most_decisions
from pokerlang.research.table import seat
from pokerlang.runner.agents import ask

MOST_HANDS_SKIPPED = 1000  # hands in a row without a decision for the learner: a game it never plays


class PokerEnv(AECEnv):
    metadata: ClassVar[dict[str, object]] = {
        "render_modes": ["ansi"],
        "name": "pokerlang_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        variant,
        players: int = 0,
        sizes=DEFAULT_SIZES,
        render_mode=None,
        stack: int = 0,
        button: int = -1,
        **stakes,
    ):
        super().__init__()
        self.game, self.stakes, self.first_button = seat(variant, players, stack, button, **stakes)
        self.players = self.stakes.seat_count(self.game)
        self.coder = ActionCoder(self.game, sizes)  # a tuple, or words in a string
        self.shape = Observation(
            self.game, self.players, self.coder, most_decisions(self.game, self.stakes, self.players)
        )
        self.possible_agents = [f"seat_{i}" for i in range(self.players)]
        self._seat_of = {a: i for i, a in enumerate(self.possible_agents)}
        self.render_mode = render_mode
        self._obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, np.inf, (self.shape.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.coder.count,), np.int8),
            }
        )
        self._act_space = spaces.Discrete(self.coder.count)
        self._rng = random.Random()
        self.hands = 0

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    # ---- an episode: one hand ---------------------------------------------------------
    def reset(self, seed=None, options=None):
        if seed is not None:  # a seed starts the table afresh: the same seed, the same hands
            self._rng.seed(seed)
            self.hands = 0
        button = (self.first_button + self.hands) % self.players
        self.hands += 1
        self.hand = new_hand(self.game, self.stakes, seed=self._rng.getrandbits(64), button=button)
        self.decisions: list[tuple[int, int, int | None]] = []
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {"legal_moves": []} for a in self.agents}
        self.agent_selection = self.agents[0]
        self._legal = None
        self._settle()

    def _options(self) -> dict[int, object]:
        if self._legal is None:
            state = self.hand
            self._legal = self.coder.legal(state.legal_actions(), state)
        return self._legal

    def observe(self, agent):
        s = self._seat_of[agent]
        tensor = np.zeros(self.shape.size, np.float32)
        self.shape.fill(tensor, self.hand, self.decisions, s)
        mask = np.zeros(self.coder.count, np.int8)
        if not self.hand.is_over and self.hand.to_act == s:
            for i in self._options():  # a few ids: one by one costs less than numpy's index list
                mask[i] = 1
        return {"observation": tensor, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        options = self._options()
        if action not in options:
            raise ValueError(f"{agent}: action {action} is not legal now; legal: {sorted(options)}")
        s = self.hand.to_act
        self.decisions.append((s, int(action), self.coder.public(int(action))))
        self.hand.apply(options[action])
        self._legal = None
        self._cumulative_rewards[agent] = 0.0
        self._settle()

    def _settle(self) -> None:
        """After each change: the next seat to act, or the hand's rewards at its end."""
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.hand.is_over:
            big = max(1, self.stakes.big_blind)
            for a, net in zip(self.possible_agents, self.hand.result().net):
                self.rewards[a] = net / big
                self.terminations[a] = True
            self._accumulate_rewards()
            self.agent_selection = self.agents[0]
            return
        before, self.agent_selection = self.agent_selection, self.possible_agents[self.hand.to_act]
        self.infos[before] = {"legal_moves": []}  # only the seat to act has moves
        self.infos[self.agent_selection] = {"legal_moves": list(self._options())}

    def render(self):
        if self.render_mode == "ansi":
            return "\n".join(Observation.lines(self.hand, None, everything=True))
        return None

    def close(self):
        pass


def env(variant, **kwargs):
    """The AEC environment with PettingZoo's order check around it (``reset`` before
    ``step``). Its bounds check is left out: ``step`` refuses any id that is not legal
    now, in words, and each wrapper costs every attribute read a call."""
    return wrappers.OrderEnforcingWrapper(PokerEnv(variant, **kwargs))


class SingleSeat(gymnasium.Env):
    """One seat learns; pokerlang's bots (``random``, ``call``, ``raise``, ``mc``) play
    the others. ``info["action_mask"]`` marks the legal actions; the reward, at the end
    of the hand, is its net in big blinds.

    Each ``reset`` deals the table's next hand, the button one seat further on, so the
    learner sits in every position in turn (``reset(seed=...)`` starts the table afresh,
    the button where it began). A hand that ends before the learner has a decision (the
    others fold to its big blind) is no episode: the next is dealt, and ``info`` says how
    many were (``hands_skipped``) and what the learner won in them (``skipped_reward``,
    in big blinds), which a fair count of its results adds in."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - gymnasium's Env has it as an attribute

    def __init__(self, variant, seat_index: int = 0, opponents: str = "call", **kwargs):
        from pokerlang.runner.agents import make_agents

        self.table = PokerEnv(variant, **kwargs)
        self.me = f"seat_{seat_index}"
        self.bots = make_agents(opponents, self.table.players, game=self.table.game)
        self.observation_space = self.table.observation_space(self.me)["observation"]
        self.action_space = self.table.action_space(self.me)
        self._rng = random.Random()

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        if seed is not None:
            self._rng.seed(seed)
            self.table.reset(seed=self._rng.getrandbits(32))
        else:
            self.table.reset()  # the next hand: the button moves on
        self._others()
        skipped, won = 0, 0.0
        while self.table.hand.is_over:
            skipped += 1
            won += self.table.rewards[self.me]
            if skipped >= MOST_HANDS_SKIPPED:
                raise RuntimeError(
                    f"{self.table.game.title}: {skipped} hands in a row ended before {self.me} had a decision"
                )
            self.table.reset()
            self._others()
        observation, _, _, _, info = self._answer()
        return observation, {**info, "hands_skipped": skipped, "skipped_reward": won}

    def step(self, action):
        self.table.step(int(action))
        self._others()
        return self._answer()

    def _others(self) -> None:
        table = self.table
        while not table.hand.is_over and table.agent_selection != self.me:
            state, s = table.hand, table.hand.to_act
            bot = self.bots[s]
            choice = ask(bot, state, s, state.legal_actions(), self._rng)  # as ``run`` asks it
            options = table._options()
            ids = [i for i, a in options.items() if a == choice]
            if ids:
                table.step(ids[0])
            else:  # a bet size outside the abstraction: the engine takes it as it is, the
                # history records the nearest size
                near = table.coder.nearest(options, choice)
                table.decisions.append(
                    (s, -1 if near is None else near, None if near is None else table.coder.public(near))
                )
                state.apply(choice)
                table._legal = None
                table._settle()

    def _answer(self):
        seen = self.table.observe(self.me)
        over = self.table.hand.is_over
        reward = self.table.rewards[self.me] if over else 0.0
        return seen["observation"], reward, over, False, {"action_mask": seen["action_mask"]}

    def render(self):
        return self.table.render()
