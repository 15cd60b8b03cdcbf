"""How ``batch`` packs a card's key into an int64 (its module docstring says why): the
halves of the rank key and the suit counters, shared with the compiled loop (``batch_jit``)."""

LOW_RANKS = 7  # ranks 0..6 in the low half of a key, 7..12 in the high half
HIGH_SHIFT = 17  # 5**7 < 2**17
HALF = (1 << HIGH_SHIFT) - 1
HIGH_MASK = (1 << 14) - 1  # 5**6 < 2**14
SUIT_SHIFT = 32  # four 4-bit suit counters above the rank halves
COUNTER_FLAG = 8  # bit 3 of a counter
FLAGS = sum(COUNTER_FLAG << (SUIT_SHIFT + 4 * s) for s in range(4))
SUIT_MASK_BITS = 16  # a suit's 13 rank bits in a 16-bit field of the masks' sum
RANK_BITS = (1 << 13) - 1
