"""The calculator's form: the inputs of POST /api/predicates/total_cost (and the other predicates) as a GET form
that works without JavaScript, each field parsed as the API reads it."""

from django import forms

from cards.models import Card
from predicates.engine import casting, keywords, spell_cost, ways_to_cast
from predicates.engine.limits import MAX_COST_TEXT, MAX_COSTS, MAX_NUMBER


class CostListField(forms.CharField):
    """Several costs in one box, separated by commas: "{1}, {2}{U}"."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_COSTS * (MAX_COST_TEXT + 2))
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [part.strip() for part in value.split(",") if part.strip()]


class CountField(forms.IntegerField):
    """A whole number from 0 to the engine's largest (a 4,301-digit one is "Enter a whole number.")."""

    def __init__(self, **kwargs):
        super().__init__(required=False, min_value=0, max_value=MAX_NUMBER, **kwargs)


class WordListField(forms.CharField):
    """Several words in one box, separated by commas: "buyback, escalate"."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 1000)
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [part.strip() for part in value.split(",") if part.strip()]


class CardListField(forms.CharField):
    """Card names, one a line (names have commas: "Thalia, Guardian of Thraben")."""

    widget = forms.Textarea(attrs={"rows": 3})

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_COSTS * 200)
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [line.strip() for line in value.splitlines() if line.strip()]


class CreatureColorsField(WordListField):
    """Each untapped creature's colours, comma-separated: "G, WU, colorless"."""

    def to_python(self, value):
        words = super().to_python(value)
        return ["" if word.lower() in ("colorless", "colourless", "-") else word for word in words]


class ModeListField(WordListField):
    """The modes chosen, numbered from 1, comma-separated: "1, 3" (spree, tiered)."""

    def to_python(self, value):
        words = super().to_python(value)
        if not all(word.isascii() and word.isdigit() and len(word) <= 3 for word in words):
            raise forms.ValidationError("Enter the modes' numbers, comma-separated, e.g. 1, 3.")
        return [int(word) for word in words]


class PermanentValuesField(CardListField):
    """One a line, a battlefield card's name = its value: "Cloud Key = creature"; a name twice, one per copy."""

    def __init__(self, *, counts=False, **kwargs):
        self.counts = counts
        super().__init__(**kwargs)

    def to_python(self, value):
        values = {}
        for line in super().to_python(value):
            name, equals, given = line.rpartition("=")
            if not equals or not name.strip() or not given.strip():
                raise forms.ValidationError(f"Write each line as a card's name = its value, not {line[:40]!r}.")
            given = given.strip()
            digits = given.isascii() and given.isdigit() and len(given) <= 7
            if self.counts and not digits:
                raise forms.ValidationError(f"{name.strip()[:40]!r}: the counters are a whole number.")
            # Chorus of the Conclave's amount is a number, as the API takes it; no type, name or colour is digits.
            given = int(given) if digits else given
            values.setdefault(" ".join(name.split()), []).append(given)
        return {name: items[0] if len(items) == 1 else items for name, items in values.items()}


CAST_CHOICES = [
    ("", "its mana cost"),
    (spell_cost.WITHOUT_PAYING, spell_cost.WITHOUT_PAYING),
    (casting.PRINTED, "its own alternative cost (Force of Will, Daze, a Trap...)"),
    (ways_to_cast.DREAM_HALLS_CAST, "Dream Halls: discard a card sharing a colour (Dream Halls on the battlefield)"),
    (ways_to_cast.GRANTED, "the alternative cost a battlefield card gives (Rooftop Storm, Fist of Suns, Jodah)"),
    *[(name, name) for name in keywords.ALTERNATIVE],
]


CARD_HELP = "any name: Gatekeeper of Malakir, a split card's half (Fire), Turn // Burn to fuse both halves"


class CalculatorForm(forms.Form):
    """The inputs of the API, as a GET form that works without JavaScript."""

    card = forms.CharField(
        required=False,
        max_length=Card._meta.get_field("slug").max_length,
        label="Card (slug)",
        help_text="Fill the mana cost from a card, e.g. saheelis-directive.",
    )
    mana_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Mana cost", help_text="e.g. {X}{R}{R}{R}"
    )
    x = CountField(label="X")
    alternative_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Alternative cost", help_text="one only"
    )
    additional_costs = CostListField(required=False, label="Additional costs", help_text="comma-separated")
    increases = CostListField(required=False, label="Cost increases", help_text="comma-separated, e.g. {1} for Thalia")
    reductions = CostListField(required=False, label="Cost reductions", help_text="comma-separated")
    minimum_total = CountField(label="Minimum total", help_text="Trinisphere: 3")
    hybrid_paid_as = CostListField(
        required=False,
        label="Hybrid symbols paid as",
        help_text="the half announced for each hybrid symbol, in order (601.2b), e.g. {2} for {2/U}",
    )
    cast = forms.ChoiceField(required=False, choices=CAST_CHOICES, label="Cast for", help_text="one way only (118.9a)")
    kicked = CountField(label="Times kicked")
    kickers = CostListField(
        required=False,
        label="Kicker costs paid",
        help_text="of a card with two, comma-separated: Ana Battlemage's {1}{B} (702.33d)",
    )
    additional = WordListField(
        required=False,
        label="Additional costs paid",
        help_text='keywords, comma-separated, e.g. buyback, escalate; "additional cost" for the card\'s own (pay {3})',
    )
    modes = ModeListField(
        required=False,
        label="Modes chosen (spree, tiered)",
        help_text="numbered from 1 in printed order, comma-separated: each adds its cost (702.172a, 702.183a)",
    )
    spliced = CardListField(required=False, label="Cards spliced onto it", help_text="one a line")
    battlefield = CardListField(
        required=False,
        label="Permanents that change costs",
        help_text='one a line, e.g. Thalia, Guardian of Thraben; "opponent\'s Grand Arbiter Augustin IV"',
    )
    chosen = PermanentValuesField(
        required=False,
        label="What was chosen for a permanent",
        help_text="one a line, name = choice: Cloud Key = creature; Urza's Incubator = Elf; Brago's Favor = "
        "Lightning Bolt; Seal of the Guildpact = RG; Semblance Anvil = the exiled card's types; Monastery Siege = "
        "Dragons",
    )
    counters = PermanentValuesField(
        counts=True,
        required=False,
        label="Counters a permanent's effect counts",
        help_text="one a line, name = number: Animar, Soul of Elements = 2 (+1/+1 counters); Mizzix of the "
        "Izmagnus = 3 (your experience counters)",
    )
    for_each = PermanentValuesField(
        counts=True,
        required=False,
        label='What another "for each" of a permanent counts',
        help_text="one a line, name = number: Rakdos, Lord of Riots = 5 (life your opponents lost this turn); "
        "Battlefield Thaumaturge = 2 (creatures the spell targets); Hum of the Radix = 3 (your artifacts)",
    )
    your_turn = forms.NullBooleanField(label="It is the caster's turn (Defense Grid)", help_text="unknown: yes")
    spells_cast_this_turn = CountField(label="Other spells its caster cast this turn (Damping Sphere)")
    first_creature_spell_this_turn = forms.NullBooleanField(
        label="The first creature spell its caster casts this turn (Conduit of Ruin, Hymn of the Wilds)"
    )
    used_this_turn = CardListField(
        required=False,
        label="Once-each-turn alternative costs used this turn",
        help_text="As Foretold, one a line, once per copy used",
    )
    targets = CardListField(
        required=False,
        label="What the spell targets",
        help_text='names, one a line: Icefall Regent, Spellwild Ouphe; "opponent\'s Silvergill Adept" (Kopala); '
        "opponent or you (a player: Monastery Siege)",
    )
    phyrexian_life = CountField(label="Phyrexian symbols paid with 2 life", help_text="announced, 601.2b")
    commander_casts = CountField(label="Commander: times cast before", help_text="commander tax, 903.8")
    zone = forms.ChoiceField(
        required=False,
        choices=[("", "where the way of casting casts from (else a hand)"), *[(z, z) for z in casting.ZONES]],
        label="Cast from",
        help_text="flashback, escape, harmonize, mayhem: a graveyard; foretell, madness: exile; warp: a hand",
    )
    prototyped = forms.BooleanField(required=False, label="Cast prototyped", help_text="718.3b")
    flashback_granted = forms.BooleanField(
        required=False, label="Flashback given by another card (Snapcaster Mage: its mana cost)", help_text="702.34a"
    )
    tapped_creature_power = CountField(label="Harmonize: power of the creature tapped")
    foretold_this_turn = forms.NullBooleanField(label="Foretold this turn (foretell)")
    discarded = forms.NullBooleanField(label="Discarded (madness; this turn for mayhem)")
    opponent_lost_life = forms.NullBooleanField(label="An opponent lost life this turn (spectacle)")
    another_spell_cast = forms.NullBooleanField(label="Another spell was cast this turn (surge)")
    combat_damage_dealt = forms.NullBooleanField(
        label="Combat damage dealt to a player this turn (prowl: by one of its types; freerunning: by an Assassin "
        "or a commander)"
    )
    sacrificed_mana_value = CountField(label="Emerge: sacrificed creature's mana value")
    sacrificed_mana_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Offering: sacrificed permanent's mana cost"
    )
    opponents = CountField(label="Opponents (undaunted)", help_text="default 1")
    affinity_count = CountField(label="Affinity: how many you control", help_text="default: untapped artifacts")
    untapped_creatures = CreatureColorsField(
        required=False, label="Untapped creatures (convoke)", help_text="each one's colours: G, WU, colorless"
    )
    graveyard_cards = CountField(
        label="Other cards in your graveyard (delve; escape's cards to exile)",
        help_text="as the costs are paid: the card cast is on the stack by then",
    )
    tapped_creatures = CountField(label="Tapped creatures you control (web-slinging returns one)")
    own_cost_count = CountField(
        label="What its own cost text counts",
        help_text='"This spell costs {1} less to cast for each creature on the battlefield": how many',
    )
    own_cost_condition = forms.NullBooleanField(label='Its own cost text\'s condition is met ("costs {1} less ... if")')
    assist = CountField(label="Generic mana another player pays (assist)")
    untapped_artifacts = CountField(label="Untapped artifacts")
    tap = CountField(label="Artifacts to tap", help_text="empty: as many as can pay")
    tapped_for_mana = CountField(label="Artifacts tapped for mana")
    sacrificed_for_mana = CountField(label="Artifacts sacrificed for mana")
