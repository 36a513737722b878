"""What the "triggered abilities" reading (turn_concepts.py, 603) must not take for 603's: the rulings whose words
it shares but which rest on another rule. Kept apart so that the reading's exceptions, counted and read on the
corpus, grow without the reading's module (at its size limit) growing."""

# The words that, anywhere in a ruling, say it rests on another rule though a phrase of "triggered abilities" matched.
NOT_603 = (
    # "... use its power as it last existed": last known information (608.2h, 113.7a).
    r"\blast existed\b|\blast known\b"
    # links69: a state-based action first ("you'll lose the game before the triggered ability resolves", "will be
    # destroyed before ...": 704's).
    r"|\b(lose|loses) the game before\b[^.]*\bability resolves\b"
    r"|\b(be destroyed|is destroyed|be put into (your|its owner's) graveyard)\b[^.]{0,40}\bbefore (its|that|the) "
    r"(triggered )?ability resolves\b"
    # links70: a trigger in the cleanup step, which then gives priority and another cleanup step (514.3a: "players
    # receive priority in that cleanup step", "during their cleanup step ..., the ability will trigger and players
    # will receive priority"; the tuned Horror of the Broken Lands is labelled 514.3a alone), and the end of a turn
    # in which "No player gets priority, and no triggered abilities are put onto the stack" (723.1, Day's Undoing,
    # Time Stop): 7 corpus rulings, each read so.
    r"|\bcleanup step\b[^.]*\b(receive|get)s? priority\b|\b(receive|get)s? priority in\b[^.]*\bcleanup step\b"
    r"|\bno triggered abilities are put onto the stack\b"
    # links70: an ability that "triggers when the spell is cast, so it becomes a creature before the spell resolves"
    # (Opal Acrolith, Opal Champion, Hidden Gibbons: 3 corpus rulings, the tuned one labelled 601.2 alone) rests on
    # when a spell becomes cast, 601.2i's "abilities that trigger when a spell is cast ... trigger at this time".
    r"|\btriggers when (the|that|a) spell is cast\b[^.]*\bbefore (the|that) spell resolves\b"
)
