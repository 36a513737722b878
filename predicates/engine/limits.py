"""How much one situation may ask of the engine: the site evaluates anonymous requests.

Each bound is far above any real card and small enough that a request at every bound answers in milliseconds
with a small answer (tests/predicates/test_hardening.py measures it).
"""

# Gleemax's {1000000} is the largest number printed in a mana cost; X and the counts get the same bound, so every
# number the engine prints has at most a dozen digits (Python refuses to print one of more than 4,300).
MAX_NUMBER = 1_000_000
# The longest printed mana cost has fifteen symbols (B.F.M.'s {B} × 15).
MAX_SYMBOLS = 40
# Characters of one cost: MAX_SYMBOLS symbols of up to ten characters ("{1000000}" is nine).
MAX_COST_TEXT = 10 * MAX_SYMBOLS
# Entries of a list of costs (additional costs, increases, reductions) and of hybrid announcements.
MAX_COSTS = 40
# A situation is an object of strings, numbers and lists of strings: two levels deep.
MAX_JSON_DEPTH = 8
# Every list at its cap with every cost at its cap is about 20 KB of JSON.
MAX_BODY_BYTES = 32 * 1024
# Symbols of all the costs of one situation together (a number counts one): every total the answer prints is
# at most this long, however the symbols are spread over the lists.
MAX_SITUATION_SYMBOLS = 200
