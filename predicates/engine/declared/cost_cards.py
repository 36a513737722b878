"""The cards the cost keywords' cases are about, as MTGJSON v3 prints them (the corpus's mtgjson3/).

Only the characteristics the total cost reads: mana cost, type line, and the lines of rules text that carry a cost
keyword (reminder text left out). PERMANENTS are whole: their static abilities are what the engine reads.
tests/predicates/test_corpus.py checks every entry against MTGJSON. One card a line:
name|layout|mana cost|type line|text, then name|mana cost|type line|text of a split card's other half;
"\n" in a text is a new line.
"""

# Generated from MTGJSON v3 by a one-off script; edit by hand only to fix what MTGJSON says.
_CARDS = r"""
Akroma, Angel of Fury|normal|{5}{R}{R}{R}|Legendary Creature — Angel|Morph {3}{R}{R}{R}
Den Protector|normal|{1}{G}|Creature — Human Warrior|Megamorph {1}{G}
Dragon's Eye Savants|normal|{1}{U}|Creature — Human Wizard|Morph—Reveal a blue card in your hand.
Hidden Dragonslayer|normal|{1}{W}|Creature — Human Warrior|Megamorph {2}{W}
Kheru Spellsnatcher|normal|{3}{U}|Creature — Naga Wizard|Morph {4}{U}{U}
Mystic of the Hidden Way|normal|{4}{U}|Creature — Human Monk|Morph {2}{U}
Thousand Winds|normal|{4}{U}{U}|Creature — Elemental|Morph {5}{U}{U}
Woolly Loxodon|normal|{5}{G}{G}|Creature — Elephant Warrior|Morph {5}{G}
Abundant Maw|normal|{8}|Creature — Eldrazi Leech|Emerge {6}{B}
Akiri, Line-Slinger|normal|{R}{W}|Legendary Creature — Kor Soldier Ally|
Alesha's Vanguard|normal|{3}{B}|Creature — Orc Warrior|Dash {2}{B}
Alms of the Vein|normal|{2}{B}|Sorcery|Madness {B}
Ambuscade Shaman|normal|{2}{B}|Creature — Orc Shaman|Dash {3}{B}
Ancestral Vision|normal||Sorcery|
Arboretum Elemental|normal|{7}{G}{G}|Creature — Elemental|Convoke
Asylum Visitor|normal|{1}{B}|Creature — Vampire Wizard|Madness {1}{B}
Auntie's Snitch|normal|{2}{B}|Creature — Goblin Rogue|Prowl {1}{B}
Autochthon Wurm|normal|{10}{G}{G}{G}{W}{W}|Creature — Wurm|Convoke
Banishing Stroke|normal|{5}{W}|Instant|Miracle {W}
Beacon Bolt|normal|{1}{U}{R}|Sorcery|Jump-start
Biting Rain|normal|{2}{B}{B}|Sorcery|Madness {2}{B}
Blessed Alliance|normal|{1}{W}|Instant|Escalate {2}
Blessed Breath|normal|{W}|Instant — Arcane|Splice onto Arcane {W}
Bloodborn Scoundrels|normal|{5}{B}|Creature — Vampire Rogue|Assist
Bloodmad Vampire|normal|{2}{R}|Creature — Vampire Berserker|Madness {1}{R}
Blustersquall|normal|{U}|Instant|Overload {3}{U}
Boiling Earth|normal|{1}{R}|Sorcery|Awaken 4—{6}{R}
Boon Satyr|normal|{1}{G}{G}|Enchantment Creature — Satyr|Bestow {3}{G}{G}
Borrowed Grace|normal|{2}{W}|Instant|Escalate {1}{W}\nChoose one or both —\n• Creatures you control get +2/+0 until end of turn.\n• Creatures you control get +0/+2 until end of turn.
Borrowed Hostility|normal|{R}|Instant|Escalate {3}\nChoose one or both —\n• Target creature gets +3/+0 until end of turn.\n• Target creature gains first strike until end of turn.
Borrowed Malevolence|normal|{B}|Instant|Escalate {2}\nChoose one or both —\n• Target creature gets +1/+1 until end of turn.\n• Target creature gets -1/-1 until end of turn.
Boulder Salvo|normal|{4}{R}|Sorcery|Surge {1}{R}
Bring Down|normal|{3}{W}|Sorcery|Assist
Broken Concentration|normal|{1}{U}{U}|Instant|Madness {3}{U}
Bruse Tarl, Boorish Herder|normal|{2}{R}{W}|Legendary Creature — Human Ally|
Burn Trail|normal|{3}{R}|Sorcery|Conspire
Call the Skybreaker|normal|{5}{U/R}{U/R}|Sorcery|Retrace
Candles' Glow|normal|{1}{W}|Instant — Arcane|Splice onto Arcane {1}{W}
Capsize|normal|{1}{U}{U}|Instant|Buyback {3}
Celestial Archon|normal|{3}{W}{W}|Enchantment Creature — Archon|Bestow {5}{W}{W}
Cenn's Enlistment|normal|{3}{W}|Sorcery|Retrace
Chant of Vitu-Ghazi|normal|{6}{W}{W}|Instant|Convoke
Charging Binox|normal|{7}{G}|Creature — Beast|Assist
Chemister's Insight|normal|{3}{U}|Instant|Jump-start
Chemister's Trick|normal|{U}{R}|Instant|Overload {3}{U}{R}
Clutch of Currents|normal|{U}|Sorcery|Awaken 3—{4}{U}
Coastal Breach|normal|{6}{U}|Sorcery|Undaunted
Coastal Discovery|normal|{3}{U}|Sorcery|Awaken 4—{5}{U}
Collective Brutality|normal|{1}{B}|Sorcery|Escalate—Discard a card.
Collective Defiance|normal|{1}{R}{R}|Sorcery|Escalate {1}
Collective Effort|normal|{1}{W}{W}|Sorcery|Escalate—Tap an untapped creature you control.
Comet Storm|normal|{X}{R}{R}|Instant|Multikicker {1}
Comparative Analysis|normal|{3}{U}|Instant|Surge {2}{U}
Conclave Equenaut|normal|{4}{W}{W}|Creature — Human Soldier|Convoke
Conclave Phalanx|normal|{4}{W}|Creature — Human Soldier|Convoke
Conclave Tribunal|normal|{3}{W}|Enchantment|Convoke
Conclave's Blessing|normal|{3}{W}|Enchantment — Aura|Convoke
Consuming Vortex|normal|{1}{U}|Instant — Arcane|Splice onto Arcane {3}{U}
Containment Membrane|normal|{2}{U}|Enchantment — Aura|Surge {U}
Counterflux|normal|{U}{U}{R}|Instant|Overload {1}{U}{U}{R}
Covenant of Blood|normal|{6}{B}|Sorcery|Convoke
Crowd's Favor|normal|{R}|Instant|Convoke
Crush of Tentacles|normal|{4}{U}{U}|Sorcery|Surge {3}{U}{U}
Curtains' Call|normal|{5}{B}|Instant|Undaunted
Cyclonic Rift|normal|{1}{U}|Instant|Overload {6}{U}
Dampen Thought|normal|{1}{U}|Instant — Arcane|Splice onto Arcane {1}{U}
Dead Drop|normal|{9}{B}|Sorcery|Delve
Decimator of the Provinces|normal|{10}|Creature — Eldrazi Boar|Emerge {6}{G}{G}{G}
Deep Analysis|normal|{3}{U}|Sorcery|Flashback—{1}{U}, Pay 3 life.
Conflagrate|normal|{X}{X}{R}|Sorcery|Flashback—{R}{R}, Discard X cards.
Desperate Ritual|normal|{1}{R}|Instant — Arcane|Splice onto Arcane {1}{R}
Devastation Tide|normal|{3}{U}{U}|Sorcery|Miracle {1}{U}
Devouring Light|normal|{1}{W}{W}|Instant|Convoke
Dig Through Time|normal|{6}{U}{U}|Instant|Delve
Direct Current|normal|{1}{R}{R}|Sorcery|Jump-start
Distended Mindbender|normal|{8}|Creature — Eldrazi Insect|Emerge {5}{B}{B}
Divergent Transformations|normal|{6}{R}|Instant|Undaunted
Downsize|normal|{U}|Instant|Overload {2}{U}
Dragonshift|normal|{1}{U}{R}|Instant|Overload {3}{U}{U}{R}{R}
Drownyard Behemoth|normal|{9}|Creature — Eldrazi Crab|Emerge {7}{U}
Dwarven Lightsmith|normal|{5}{W}|Creature — Dwarf Cleric|Assist
Dynacharge|normal|{R}|Instant|Overload {2}{R}
Earthen Arms|normal|{1}{G}|Sorcery|Awaken 4—{6}{G}
Elder Deep-Fiend|normal|{8}|Creature — Eldrazi Octopus|Emerge {5}{U}{U}
Electrickery|normal|{R}|Instant|Overload {1}{R}
Encircling Fissure|normal|{2}{W}|Instant|Awaken 2—{4}{W}
Endless Obedience|normal|{4}{B}{B}|Sorcery|Convoke
Ephemeral Shields|normal|{1}{W}|Instant|Convoke
Evermind|normal||Instant — Arcane|Splice onto Arcane {1}{U}
Fall of the Titans|normal|{X}{X}{R}|Instant|Surge {X}{R}
Fan Favorite|normal|{3}{B}|Creature — Human Rogue|Assist
Feral Incarnation|normal|{8}{G}|Sorcery|Convoke
Fiery Temper|normal|{1}{R}{R}|Instant|Madness {R}
Flame Jab|normal|{R}|Sorcery|Retrace
Flamerush Rider|normal|{4}{R}|Creature — Human Warrior|Dash {2}{R}{R}
Flight of Equenauts|normal|{7}{W}|Creature — Human Knight|Convoke
Frogmite|normal|{4}|Artifact Creature — Frog|Affinity for artifacts
Game Plan|normal|{5}{U}|Sorcery|Assist
Gatekeeper of Malakir|normal|{B}{B}|Creature — Vampire Warrior|Kicker {B}
Gather Courage|normal|{G}|Instant|Convoke
Gisa's Bidding|normal|{2}{B}{B}|Sorcery|Madness {2}{B}
Glacial Ray|normal|{1}{R}|Instant — Arcane|Splice onto Arcane {1}{R}
Glamerdye|normal|{1}{U}|Instant|Retrace
Goblin Freerunner|normal|{3}{R}|Creature — Goblin Warrior Ally|Surge {1}{R}
Goblin Heelcutter|normal|{3}{R}|Creature — Goblin Berserker|Dash {2}{R}
Gorm the Great|normal|{3}{G}|Legendary Creature — Giant Warrior|
Goryo's Vengeance|normal|{1}{B}|Instant — Arcane|Splice onto Arcane {2}{B}
Gravitic Punch|normal|{3}{R}|Sorcery|Jump-start
Grip of the Roil|normal|{2}{U}|Instant|Surge {1}{U}
Grizzly Bears|normal|{1}{G}|Creature — Bear|
Guardian of Vitu-Ghazi|normal|{6}{G}{W}|Creature — Elemental|Convoke
Gurmag Angler|normal|{6}{B}|Creature — Zombie Fish|Delve
Hideous Laughter|normal|{2}{B}{B}|Instant — Arcane|Splice onto Arcane {3}{B}{B}
Hooting Mandrills|normal|{5}{G}|Creature — Ape|Delve
Horobi's Whisper|normal|{1}{B}{B}|Instant — Arcane|Splice onto Arcane—Exile four cards from your graveyard.
Hour of Reckoning|normal|{4}{W}{W}{W}|Sorcery|Convoke
Huddle Up|normal|{2}{U}|Sorcery|Assist
Hundred-Talon Strike|normal|{W}|Instant — Arcane|Splice onto Arcane—Tap an untapped white creature you control.
Hypergenesis|normal||Sorcery|
Ikra Shidiqi, the Usurper|normal|{3}{B}{G}|Legendary Creature — Naga Wizard|
Impervious Greatwurm|normal|{7}{G}{G}{G}|Creature — Wurm|Convoke
Incorrigible Youths|normal|{3}{R}{R}|Creature — Vampire|Madness {2}{R}
Into the Fray|normal|{R}|Instant — Arcane|Splice onto Arcane {R}
Ishai, Ojutai Dragonspeaker|normal|{2}{W}{U}|Legendary Creature — Bird Monk|
It of the Horrid Swarm|normal|{8}|Creature — Eldrazi Insect|Emerge {6}{G}
Just the Wind|normal|{1}{U}|Instant|Madness {U}
Jwar Isle Avenger|normal|{4}{U}|Creature — Sphinx|Surge {2}{U}
Kavu Primarch|normal|{3}{G}|Creature — Kavu|Kicker {4}\nConvoke
Kestia, the Cultivator|normal|{1}{G}{W}{U}|Legendary Enchantment Creature — Nymph|Bestow {3}{G}{W}{U}
Khorvath Brightflame|normal|{5}{R}|Legendary Creature — Dragon|
Kodama's Might|normal|{G}|Instant — Arcane|Splice onto Arcane {G}
Kolaghan Forerunners|normal|{2}{R}|Creature — Human Berserker|Dash {2}{R}
Kolaghan Skirmisher|normal|{1}{B}|Creature — Human Warrior|Dash {2}{B}
Kolaghan, the Storm's Fury|normal|{3}{B}{R}|Legendary Creature — Dragon|Dash {3}{B}{R}
Kraum, Ludevic's Opus|normal|{3}{U}{R}|Legendary Creature — Zombie Horror|
Krav, the Unredeemed|normal|{4}{B}|Legendary Creature — Demon|
Kydele, Chosen of Kruphix|normal|{2}{G}{U}|Legendary Creature — Human Wizard|
Lashweed Lurker|normal|{8}|Creature — Eldrazi Horror|Emerge {5}{G}{U}
Lava Spike|normal|{R}|Sorcery — Arcane|
Lava-Field Overlord|normal|{7}{R}{R}|Creature — Dragon|Assist
Ledev Guardian|normal|{3}{W}|Creature — Human Knight|Convoke
Lifted by Clouds|normal|{2}{U}|Instant — Arcane|Splice onto Arcane {1}{U}
Lightning Berserker|normal|{R}|Creature — Human Berserker|Dash {R}
Lightning Bolt|normal|{R}|Instant|
Samurai of the Pale Curtain|normal|{W}{W}|Creature — Fox Samurai|
Konda, Lord of Eiganjo|normal|{5}{W}{W}|Legendary Creature — Human Samurai|
Pull from Tomorrow|normal|{X}{U}{U}|Instant|
Living End|normal||Sorcery|
Living Totem|normal|{3}{G}|Creature — Plant Elemental|Convoke
Llanowar Elves|normal|{G}|Creature — Elf Druid|
Lotus Bloom|normal||Artifact|
Loxodon Restorer|normal|{4}{W}{W}|Creature — Elephant Cleric|Convoke
Ludevic, Necro-Alchemist|normal|{1}{U}{R}|Legendary Creature — Human Wizard|
Magma Hellion|normal|{6}{R}|Creature — Hellion|Assist
Malevolent Whispers|normal|{3}{R}|Sorcery|Madness {3}{R}
Mardu Scout|normal|{R}{R}|Creature — Goblin Scout|Dash {1}{R}
Mardu Shadowspear|normal|{B}|Creature — Human Warrior|Dash {1}{B}
Mardu Strike Leader|normal|{2}{B}|Creature — Human Warrior|Dash {3}{B}
Maximize Altitude|normal|{U}|Sorcery|Jump-start
Maximize Velocity|normal|{R}|Sorcery|Jump-start
Meadowboon|normal|{2}{W}{W}|Creature — Elemental|Evoke {3}{W}
Meditation Puzzle|normal|{3}{W}{W}|Instant|Convoke
Mire's Malice|normal|{3}{B}|Sorcery|Awaken 3—{5}{B}
Mizzium Mortars|normal|{1}{R}|Sorcery|Overload {3}{R}{R}{R}
Mizzium Skin|normal|{U}|Instant|Overload {1}{U}
Mockery of Nature|normal|{9}|Creature — Eldrazi Beast|Emerge {7}{G}
Monstrify|normal|{3}{G}|Sorcery|Retrace
Mulldrifter|normal|{4}{U}|Creature — Elemental|Evoke {2}{U}
Murderous Compulsion|normal|{1}{B}|Sorcery|Madness {1}{B}
Murderous Cut|normal|{4}{B}|Instant|Delve
Nagging Thoughts|normal|{1}{U}|Sorcery|Madness {1}{U}
Necropolis Fiend|normal|{7}{B}{B}|Creature — Demon|Delve
Nevermaker|normal|{3}{U}|Creature — Elemental|Evoke {3}{U}
Night Incarnate|normal|{4}{B}|Creature — Elemental|Evoke {3}{B}
Nissa's Expedition|normal|{4}{G}|Sorcery|Convoke
Notorious Throng|normal|{3}{U}|Tribal Sorcery — Rogue|Prowl {5}{U}
Obelisk of Urd|normal|{6}|Artifact|Convoke
Offalsnout|normal|{2}{B}|Creature — Elemental|Evoke {B}
Okaun, Eye of Chaos|normal|{4}{R}|Legendary Creature — Cyclops Berserker|
Ondu Rising|normal|{1}{W}|Sorcery|Awaken 4—{4}{W}
Oona's Grace|normal|{2}{U}|Instant|Retrace
Out of Bounds|normal|{3}{U}|Instant|Assist
Overblaze|normal|{3}{R}|Instant — Arcane|Splice onto Arcane {2}{R}{R}
Overwhelm|normal|{5}{G}{G}|Sorcery|Convoke
Overwhelming Denial|normal|{2}{U}{U}|Instant|Surge {U}{U}
Pack's Favor|normal|{2}{G}|Instant|Convoke
Part the Waterveil|normal|{4}{U}{U}|Sorcery|Awaken 6—{6}{U}{U}{U}
Patron of the Orochi|normal|{6}{G}{G}|Legendary Creature — Spirit|Snake offering
Pause for Reflection|normal|{2}{G}|Instant|Convoke
Pir, Imaginative Rascal|normal|{2}{G}|Legendary Creature — Human|
Pitiless Horde|normal|{2}{B}|Creature — Orc Berserker|Dash {2}{B}{B}
Planar Outburst|normal|{3}{W}{W}|Sorcery|Awaken 4—{5}{W}{W}{W}
Play of the Game|normal|{6}{W}{W}|Sorcery|Assist
Psychic Puppetry|normal|{1}{U}|Instant — Arcane|Splice onto Arcane {U}
Quasiduplicate|normal|{1}{U}{U}|Sorcery|Jump-start
Radical Idea|normal|{1}{U}|Instant|Jump-start
Raven's Crime|normal|{B}|Sorcery|Retrace
Ravos, Soultender|normal|{3}{W}{B}|Legendary Creature — Human Cleric|
Reality Scramble|normal|{2}{R}{R}|Sorcery|Retrace
Reckless Bushwhacker|normal|{2}{R}|Creature — Goblin Warrior Ally|Surge {1}{R}
Reckless Imp|normal|{2}{B}|Creature — Imp|Dash {1}{B}
Regna, the Redeemer|normal|{5}{W}|Legendary Creature — Angel|
Restore Balance|normal||Sorcery|
Reveillark|normal|{4}{W}|Creature — Elemental|Evoke {5}{W}
Reweave|normal|{5}{U}|Instant — Arcane|Splice onto Arcane {2}{U}{U}
Reyhan, Last of the Abzan|normal|{1}{B}{G}|Legendary Creature — Human Warrior|
Rising Miasma|normal|{3}{B}|Sorcery|Awaken 3—{5}{B}{B}
Risk Factor|normal|{2}{R}|Instant|Jump-start
Rite of Undoing|normal|{4}{U}|Instant|Delve
Roar of Jukai|normal|{2}{G}|Instant — Arcane|Splice onto Arcane—An opponent gains 5 life.
Roil Spout|normal|{1}{W}{U}|Sorcery|Awaken 4—{4}{W}{U}
Root-Kin Ally|normal|{4}{G}{G}|Creature — Elemental Warrior|Convoke
Rosemane Centaur|normal|{3}{G}{W}|Creature — Centaur Soldier|Convoke
Rowan Kenrith|normal|{4}{R}{R}|Legendary Planeswalker — Rowan|
Ruinous Path|normal|{1}{B}{B}|Sorcery|Awaken 4—{5}{B}{B}
Rush of Ice|normal|{U}|Sorcery|Awaken 3—{4}{U}
Saheeli's Directive|normal|{X}{R}{R}{R}|Sorcery|Improvise
Savage Alliance|normal|{2}{R}|Instant|Escalate {1}
Savage Conception|normal|{3}{G}{G}|Sorcery|Retrace
Scatter the Seeds|normal|{3}{G}{G}|Instant|Convoke
Scatter to the Winds|normal|{1}{U}{U}|Instant|Awaken 3—{4}{U}{U}
Screamreach Brawler|normal|{2}{R}|Creature — Orc Berserker|Dash {1}{R}
Seeds of Renewal|normal|{6}{G}|Sorcery|Undaunted
Senseless Rage|normal|{1}{R}|Enchantment — Aura|Madness {1}{R}
Seraph of the Masses|normal|{5}{W}{W}|Creature — Angel|Convoke
Set Adrift|normal|{5}{U}|Sorcery|Delve
Shambling Attendants|normal|{7}{B}|Creature — Zombie|Delve
Shattering Spree|normal|{R}|Sorcery|Replicate {R}
Sheer Drop|normal|{2}{W}|Sorcery|Awaken 3—{5}{W}
Shifting Borders|normal|{3}{U}|Instant — Arcane|Splice onto Arcane {3}{U}
Sibsig Muckdraggers|normal|{8}{B}|Creature — Zombie|Delve
Siege Wurm|normal|{5}{G}{G}|Creature — Wurm|Convoke
Silas Renn, Seeker Adept|normal|{1}{U}{B}|Legendary Artifact Creature — Human|
Skystreamer|normal|{4}{W}|Creature — Griffin|Assist
Slithermuse|normal|{2}{U}{U}|Creature — Elemental|Evoke {3}{U}
Sonic Assault|normal|{1}{U}{R}|Instant|Jump-start
Soulflayer|normal|{4}{B}{B}|Creature — Demon|Delve
Soulless Revival|normal|{1}{B}|Instant — Arcane|Splice onto Arcane {1}{B}
Spellweaver Duo|normal|{6}{U}|Creature — Human Wizard|Assist
Spiritual Visit|normal|{W}|Instant — Arcane|Splice onto Arcane {W}
Spitebellows|normal|{5}{R}|Creature — Elemental|Evoke {1}{R}{R}
Spitting Image|normal|{4}{G/U}{G/U}|Sorcery|Retrace
Sprinting Warbrute|normal|{4}{R}|Creature — Ogre Berserker|Dash {3}{R}
Sprout Swarm|normal|{1}{G}|Instant|Convoke\nBuyback {3}
Sprouting Renewal|normal|{2}{G}|Sorcery|Convoke
Stain the Mind|normal|{4}{B}|Sorcery|Convoke
Stensia Masquerade|normal|{2}{R}|Enchantment|Madness {2}{R}
Stoke the Flames|normal|{2}{R}{R}|Instant|Convoke
Strange Inversion|normal|{2}{R}|Instant — Arcane|Splice onto Arcane {1}{R}
Strength of the Tajuru|normal|{X}{G}{G}|Instant|Multikicker {1}
Sublime Exhalation|normal|{6}{W}|Sorcery|Undaunted
Sultai Scavenger|normal|{5}{B}|Creature — Bird Warrior|Delve
Sundering Vitae|normal|{2}{G}|Instant|Convoke
Sylvia Brightspear|normal|{2}{W}|Legendary Creature — Human Knight|
Syphon Life|normal|{1}{B}{B}|Sorcery|Retrace
Tana, the Bloodsower|normal|{2}{R}{G}|Legendary Creature — Elf Druid|
Tasigur's Cruelty|normal|{5}{B}|Sorcery|Delve
Tasigur, the Golden Fang|normal|{5}{B}|Legendary Creature — Human Shaman|Delve
Teleportal|normal|{U}{R}|Sorcery|Overload {3}{U}{R}
Temporal Trespass|normal|{8}{U}{U}{U}|Sorcery|Delve
Terminus|normal|{4}{W}{W}|Sorcery|Miracle {W}
Think Twice|normal|{1}{U}|Instant|Flashback {2}{U}
Thornscape Battlemage|normal|{2}{G}|Creature — Elf Wizard|Kicker {R} and/or {W}
Thoughtcast|normal|{4}{U}|Sorcery|Affinity for artifacts
Thrasios, Triton Hero|normal|{G}{U}|Legendary Creature — Merfolk Wizard|
Through the Breach|normal|{4}{R}|Instant — Arcane|Splice onto Arcane {2}{R}{R}
Tooth and Nail|normal|{5}{G}{G}|Sorcery|Entwine {2}
Toothy, Imaginary Friend|normal|{3}{U}|Legendary Creature — Illusion|
Torrent of Stone|normal|{3}{R}|Instant — Arcane|Splice onto Arcane—Sacrifice two Mountains.
Treasure Cruise|normal|{7}{U}|Sorcery|Delve
Triplicate Spirits|normal|{4}{W}{W}|Sorcery|Convoke
Twins of Maurer Estate|normal|{4}{B}|Creature — Vampire|Madness {2}{B}
Tymna the Weaver|normal|{1}{W}{B}|Legendary Creature — Human Cleric|
Tyrant of Valakut|normal|{5}{R}{R}|Creature — Dragon|Surge {3}{R}{R}
Unmake the Graves|normal|{4}{B}|Instant|Convoke
Vampire Charmseeker|normal|{6}{U}{B}|Creature — Vampire Wizard|Assist
Vandalblast|normal|{R}|Sorcery|Overload {4}{R}
Vaultbreaker|normal|{3}{R}|Creature — Orc Rogue|Dash {2}{R}
Veil of Secrecy|normal|{1}{U}|Instant — Arcane|Splice onto Arcane—Return a blue creature you control to its owner's hand.
Venerated Loxodon|normal|{4}{W}|Creature — Elephant Cleric|Convoke
Vexing Scuttler|normal|{8}|Creature — Eldrazi Crab|Emerge {6}{U}
Vial Smasher the Fierce|normal|{1}{B}{R}|Legendary Creature — Goblin Berserker|
Virtus the Veiled|normal|{2}{B}|Legendary Creature — Azra Assassin|
Vital Surge|normal|{1}{G}|Instant — Arcane|Splice onto Arcane {1}{G}
Walker of the Grove|normal|{6}{G}{G}|Creature — Elemental|Evoke {4}{G}
Warbringer|normal|{3}{R}|Creature — Orc Berserker|Dash costs you pay cost {2} less .\nDash {2}{R}
Waves of Aggression|normal|{3}{R/W}{R/W}|Sorcery|Retrace
Weapon Surge|normal|{R}|Instant|Overload {1}{R}
Wear Away|normal|{G}{G}|Instant — Arcane|Splice onto Arcane {3}{G}
Wheel of Fate|normal||Sorcery|
Will Kenrith|normal|{4}{U}{U}|Legendary Planeswalker — Will|
Will of the Naga|normal|{4}{U}{U}|Instant|Delve
Will-Forged Golem|normal|{6}|Artifact Creature — Golem|Convoke
Worm Harvest|normal|{2}{B/G}{B/G}{B/G}|Sorcery|Retrace
Wretched Gryff|normal|{7}|Creature — Eldrazi Hippogriff|Emerge {5}{U}
Zndrsplt, Eye of Wisdom|normal|{4}{U}|Legendary Creature — Homunculus|
Zurgo Bellstriker|normal|{R}|Legendary Creature — Orc Warrior|Dash {1}{R}
Blinkmoth Infusion|normal|{12}{U}{U}|Instant|Affinity for artifacts
Blasphemous Act|normal|{8}{R}|Sorcery|This spell costs {1} less to cast for each creature on the battlefield.
Gearseeker Serpent|normal|{5}{U}{U}|Creature — Serpent|This spell costs {1} less to cast for each artifact you control.
Ghoultree|normal|{7}{G}|Creature — Zombie Treefolk|This spell costs {1} less to cast for each creature card in your graveyard.
Primeval Protector|normal|{10}{G}|Creature — Avatar|This spell costs {1} less to cast for each creature your opponents control.
Cryptic Serpent|normal|{5}{U}{U}|Creature — Serpent|This spell costs {1} less to cast for each instant and sorcery card in your graveyard.
Hollow One|normal|{5}|Artifact Creature — Golem|This spell costs {2} less to cast for each card you've cycled or discarded this turn.
Ancient Stone Idol|normal|{10}|Artifact Creature — Golem|This spell costs {1} less to cast for each attacking creature.
Licia, Sanguine Tribune|normal|{5}{R}{W}{B}|Legendary Creature — Vampire Soldier|This spell costs {1} less to cast for each 1 life you gained this turn.
Academy Journeymage|normal|{4}{U}|Creature — Human Wizard|This spell costs {1} less to cast if you control a Wizard.
Price of Fame|normal|{3}{B}|Instant|This spell costs {2} less to cast if it targets a legendary creature.
Khalni Hydra|normal|{G}{G}{G}{G}{G}{G}{G}{G}|Creature — Hydra|This spell costs {G} less to cast for each green creature you control.
Bedlam Reveler|normal|{6}{R}{R}|Creature — Devil Horror|This spell costs {1} less to cast for each instant and sorcery card in your graveyard.
Allosaurus Rider|normal|{5}{G}{G}|Creature — Elf Warrior|You may exile two green cards from your hand rather than pay this spell's mana cost.
Commandeer|normal|{5}{U}{U}|Instant|You may exile two blue cards from your hand rather than pay this spell's mana cost.
Daze|normal|{1}{U}|Instant|You may return an Island you control to its owner's hand rather than pay this spell's mana cost.
Force of Will|normal|{3}{U}{U}|Instant|You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.
Fury of the Horde|normal|{5}{R}{R}|Sorcery|You may exile two red cards from your hand rather than pay this spell's mana cost.
Mindbreak Trap|normal|{2}{U}{U}|Instant — Trap|If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.
Soul Spike|normal|{5}{B}{B}|Instant|You may exile two black cards from your hand rather than pay this spell's mana cost.
Summoning Trap|normal|{4}{G}{G}|Instant — Trap|If a creature spell you cast this turn was countered by a spell or ability an opponent controlled, you may pay {0} rather than pay this spell's mana cost.
Sunscour|normal|{5}{W}{W}|Sorcery|You may exile two white cards from your hand rather than pay this spell's mana cost.
Alive // Well|split|{3}{G}|Sorcery|Fuse|Well|{W}|Sorcery|Fuse
Armed // Dangerous|split|{1}{R}|Sorcery|Fuse|Dangerous|{3}{G}|Sorcery|Fuse
Beck // Call|split|{G}{U}|Sorcery|Fuse|Call|{4}{W}{U}|Sorcery|Fuse
Breaking // Entering|split|{U}{B}|Sorcery|Fuse|Entering|{4}{B}{R}|Sorcery|Fuse
Catch // Release|split|{1}{U}{R}|Sorcery|Fuse|Release|{4}{R}{W}|Sorcery|Fuse
Down // Dirty|split|{3}{B}|Sorcery|Fuse|Dirty|{2}{G}|Sorcery|Fuse
Dusk // Dawn|split|{2}{W}{W}|Sorcery||Dawn|{3}{W}{W}|Sorcery|Aftermath
Whim of Volrath|normal|{U}|Instant|Buyback {2}
Corpse Dance|normal|{2}{B}|Instant|Buyback {2}
Clockspinning|normal|{U}|Instant|Buyback {3}
Promise of Power|normal|{2}{B}{B}{B}|Sorcery|Entwine {4}
Grab the Reins|normal|{3}{R}|Instant|Entwine {2}{R}
Spectral Shift|normal|{1}{U}|Instant|Entwine {2}
Journey of Discovery|normal|{2}{G}|Sorcery|Entwine {2}{G}
Plunge into Darkness|normal|{1}{B}|Instant|Entwine {B}
Traitor's Roar|normal|{4}{B/R}|Sorcery|Conspire
Gleeful Sabotage|normal|{1}{G}|Sorcery|Conspire
Skizzik|normal|{3}{R}|Creature — Elemental|Kicker {R}
Spell Contortion|normal|{2}{U}|Instant|Multikicker {1}{U}
Goblin Barrage|normal|{3}{R}|Sorcery|Kicker—Sacrifice an artifact or Goblin.
Blood Tribute|normal|{4}{B}{B}|Sorcery|Kicker—Tap an untapped Vampire you control.
Myr Enforcer|normal|{7}|Artifact Creature — Myr|Affinity for artifacts
Destined // Lead|split|{1}{B}|Instant||Lead|{3}{G}|Sorcery|Aftermath
Heaven // Earth|split|{X}{G}|Instant||Earth|{X}{R}{R}|Sorcery|Aftermath
Commit // Memory|split|{3}{U}|Instant||Memory|{4}{U}{U}|Sorcery|Aftermath
Far // Away|split|{1}{U}|Instant|Fuse|Away|{2}{B}|Instant|Fuse
Flesh // Blood|split|{3}{B}{G}|Sorcery|Fuse|Blood|{R}{G}|Sorcery|Fuse
Give // Take|split|{2}{G}|Sorcery|Fuse|Take|{2}{U}|Sorcery|Fuse
Profit // Loss|split|{1}{W}|Instant|Fuse|Loss|{2}{B}|Instant|Fuse
Protect // Serve|split|{2}{W}|Instant|Fuse|Serve|{1}{U}|Instant|Fuse
Ready // Willing|split|{1}{G}{W}|Instant|Fuse|Willing|{1}{W}{B}|Instant|Fuse
Toil // Trouble|split|{2}{B}|Sorcery|Fuse|Trouble|{2}{R}|Sorcery|Fuse
Turn // Burn|split|{2}{U}|Instant|Fuse|Burn|{1}{R}|Instant|Fuse
Wear // Tear|split|{1}{R}|Instant|Fuse|Tear|{W}|Instant|Fuse
Temple Acolyte|normal|{1}{W}|Creature — Human Cleric|
Kor Sanctifiers|normal|{2}{W}|Creature — Kor Cleric|Kicker {W}
Medicine Runner|normal|{1}{G/W}|Creature — Elf Cleric|
High Priest of Penance|normal|{W}{B}|Creature — Human Cleric|
Neheb, the Worthy|normal|{1}{B}{R}|Legendary Creature — Minotaur Warrior|
Pensive Minotaur|normal|{2}{R}|Creature — Minotaur Warrior|
Kozilek's Return|normal|{2}{R}|Instant|Devoid
Burst Lightning|normal|{R}|Instant|Kicker {4}
Cathartic Reunion|normal|{1}{R}|Sorcery|As an additional cost to cast this spell, discard two cards.
Fireball|normal|{X}{R}|Sorcery|This spell costs {1} more to cast for each target beyond the first.
Ghostfire|normal|{2}{R}|Instant|Ghostfire is colorless.
Endless One|normal|{X}|Creature — Eldrazi|
Mirror Entity|normal|{2}{W}|Creature — Shapeshifter|Changeling
Gitaxian Probe|normal|{U/P}|Sorcery|
Dismember|normal|{1}{B/P}{B/P}|Instant|
Ghostly Flicker|normal|{2}{U}|Instant|Exile two target artifacts, creatures, and/or lands you control, then return those cards to the battlefield under your control.
Silvergill Adept|normal|{1}{U}|Creature — Merfolk Wizard|As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.\nWhen Silvergill Adept enters the battlefield, draw a card.
Mistform Dreamer|normal|{2}{U}|Creature — Illusion|Flying\n{1}: Mistform Dreamer becomes the creature type of your choice until end of turn.
Electrolyze|normal|{1}{U}{R}|Instant|Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.
Mana Leak|normal|{1}{U}|Instant|Counter target spell unless its controller pays {3}.
Shatter|normal|{1}{R}|Instant|Destroy target artifact.
Avatar of Fury|normal|{6}{R}{R}|Creature — Avatar|If an opponent controls seven or more lands, this spell costs {6} less to cast.\nFlying\n{R}: Avatar of Fury gets +1/+0 until end of turn.
Draco|normal|{16}|Artifact Creature — Dragon|Domain — Draco costs {2} less to cast for each basic land type among lands you control.\nFlying\nDomain — At the beginning of your upkeep, sacrifice Draco unless you pay {10}. This cost is reduced by {2} for each basic land type among lands you control.
Rout|normal|{3}{W}{W}|Sorcery|You may cast Rout as though it had flash if you pay {2} more to cast it.\nDestroy all creatures. They can't be regenerated.
Thunderherd Migration|normal|{1}{G}|Sorcery|As an additional cost to cast this spell, reveal a Dinosaur card from your hand or pay {1}.\nSearch your library for a basic land card, put it onto the battlefield tapped, then shuffle your library.
Undergrowth|normal|{G}|Instant|As an additional cost to cast this spell, you may pay {2}{R}.\nPrevent all combat damage that would be dealt this turn. If this spell's additional cost was paid, this effect doesn't affect combat damage that would be dealt by red creatures.
Taste of Paradise|normal|{3}{G}|Sorcery|As an additional cost to cast this spell, you may pay {1}{G} any number of times.\nYou gain 3 life plus an additional 3 life for each additional {1}{G} you paid.
Primitive Justice|normal|{1}{R}|Sorcery|As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.\nDestroy target artifact. For each additional {1}{R} you paid, destroy another target artifact. For each additional {1}{G} you paid, destroy another target artifact, and you gain 1 life.
Karn, Scion of Urza|normal|{4}|Legendary Planeswalker — Karn|
History of Benalia|normal|{1}{W}{W}|Enchantment — Saga|
Astral Cornucopia|normal|{X}{X}{X}|Artifact|
Atraxa, Praetors' Voice|normal|{G}{W}{U}{B}|Legendary Creature — Angel Horror|
Worldheart Phoenix|normal|{3}{R}|Creature — Phoenix|You may cast Worldheart Phoenix from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana cost. If you do, it enters the battlefield with two +1/+1 counters on it.
Scourge of Nel Toth|normal|{5}{B}{B}|Creature — Zombie Dragon|You may cast Scourge of Nel Toth from your graveyard by paying {B}{B} and sacrificing two creatures rather than paying its mana cost.
Nahiri's Wrath|normal|{2}{R}|Sorcery|As an additional cost to cast this spell, discard X cards.
Eliminate the Competition|normal|{4}{B}|Sorcery|As an additional cost to cast this spell, sacrifice X creatures.
Toxic Deluge|normal|{2}{B}|Sorcery|As an additional cost to cast this spell, pay X life.
Mind Grind|normal|{X}{U}{B}|Sorcery|Each opponent reveals cards from the top of their library until they reveal X land cards, then puts all cards revealed this way into their graveyard. X can't be 0.
"""

_PERMANENTS = r"""
Sphere of Resistance|normal|{2}|Artifact|Spells cost {1} more to cast.
Thalia, Guardian of Thraben|normal|{1}{W}|Legendary Creature — Human Soldier|First strike\nNoncreature spells cost {1} more to cast.
Goblin Electromancer|normal|{U}{R}|Creature — Goblin Wizard|Instant and sorcery spells you cast cost {1} less to cast.
Heartless Summoning|normal|{1}{B}|Enchantment|Creature spells you cast cost {2} less to cast.\nCreatures you control get -1/-1.
Trinisphere|normal|{3}|Artifact|As long as Trinisphere is untapped, each spell that would cost less than three mana to cast costs three mana to cast. (Additional mana in the cost may be paid with any color of mana or colorless mana. For example, a spell that would cost {1}{B} to cast costs {2}{B} to cast instead.)
Grand Arbiter Augustin IV|normal|{2}{W}{U}|Legendary Creature — Human Advisor|White spells you cast cost {1} less to cast.\nBlue spells you cast cost {1} less to cast.\nSpells your opponents cast cost {1} more to cast.
Chief Engineer|normal|{1}{U}|Creature — Vedalken Artificer|Artifact spells you cast have convoke. (Your creatures can help cast those spells. Each creature you tap while casting an artifact spell pays for {1} or one mana of that creature's color.)
Inspiring Statuary|normal|{3}|Artifact|Nonartifact spells you cast have improvise. (Your artifacts can help cast those spells. Each artifact you tap after you're done activating mana abilities pays for {1}.)
Animar, Soul of Elements|normal|{G}{U}{R}|Legendary Creature — Elemental|Protection from white and from black\nWhenever you cast a creature spell, put a +1/+1 counter on Animar, Soul of Elements.\nCreature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.
Lodestone Golem|normal|{4}|Artifact Creature — Golem|Nonartifact spells cost {1} more to cast.
Edgewalker|normal|{1}{W}{B}|Creature — Human Cleric|Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of colored mana you pay. (For example, if you cast a Cleric spell with mana cost {1}{W}, it costs {1} to cast.)
Ragemonger|normal|{1}{B}{R}|Creature — Minotaur Shaman|Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of colored mana you pay. (For example, if you cast a Minotaur spell with mana cost {2}{R}, it costs {2} to cast.)
Frogtosser Banneret|normal|{1}{B}|Creature — Goblin Rogue|Haste\nGoblin spells and Rogue spells you cast cost {1} less to cast.
Dream Chisel|normal|{2}|Artifact|Face-down creature spells you cast cost {1} less to cast.
Obscuring Aether|normal|{G}|Enchantment|Face-down creature spells you cast cost {1} less to cast.\n{1}{G}: Turn Obscuring Aether face down. (It becomes a 2/2 creature.)
Mycosynth Golem|normal|{11}|Artifact Creature — Golem|Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nArtifact creature spells you cast have affinity for artifacts. (They cost {1} less to cast for each artifact you control.)
Herald of Kozilek|normal|{1}{U}{R}|Creature — Eldrazi Drone|Devoid (This card has no color.)\nColorless spells you cast cost {1} less to cast.
Cloud Key|normal|{3}|Artifact|As Cloud Key enters the battlefield, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast.
Urza's Incubator|normal|{3}|Artifact|As Urza's Incubator enters the battlefield, choose a creature type.\nCreature spells of the chosen type cost {2} less to cast.
Herald's Horn|normal|{3}|Artifact|As Herald's Horn enters the battlefield, choose a creature type.\nCreature spells you cast of the chosen type cost {1} less to cast.\nAt the beginning of your upkeep, look at the top card of your library. If it's a creature card of the chosen type, you may reveal it and put it into your hand.
Herald of War|normal|{3}{W}{W}|Creature — Angel|Flying\nWhenever Herald of War attacks, put a +1/+1 counter on it.\nAngel spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on Herald of War.
Mizzix of the Izmagnus|normal|{2}{U}{R}|Legendary Creature — Goblin Wizard|Whenever you cast an instant or sorcery spell with converted mana cost greater than the number of experience counters you have, you get an experience counter.\nInstant and sorcery spells you cast cost {1} less to cast for each experience counter you have.
Defense Grid|normal|{2}|Artifact|Each spell costs {3} more to cast except during its controller's turn.
Sapphire Medallion|normal|{2}|Artifact|Blue spells you cast cost {1} less to cast.
Seal of the Guildpact|normal|{5}|Artifact|As Seal of the Guildpact enters the battlefield, choose two colors.\nEach spell you cast costs {1} less to cast for each of the chosen colors it is.
Semblance Anvil|normal|{3}|Artifact|Imprint — When Semblance Anvil enters the battlefield, you may exile a nonland card from your hand.\nSpells you cast that share a card type with the exiled card cost {2} less to cast.
Brago's Favor|normal||Conspiracy|Hidden agenda (Start the game with this conspiracy face down in the command zone and secretly choose a card name. You may turn this conspiracy face up any time and reveal that name.)\nSpells with the chosen name you cast cost {1} less to cast.
Council of the Absolute|normal|{2}{W}{U}|Creature — Human Advisor|As Council of the Absolute enters the battlefield, choose a noncreature, nonland card name.\nYour opponents can't cast spells with the chosen name.\nSpells with the chosen name you cast cost {2} less to cast.
Elderwood Scion|normal|{3}{G}{W}|Creature — Elemental|Trample, lifelink\nSpells you cast that target Elderwood Scion cost {2} less to cast.\nSpells your opponents cast that target Elderwood Scion cost {2} more to cast.
Spellwild Ouphe|normal|{1}{G}|Creature — Ouphe|Spells that target Spellwild Ouphe cost {2} less to cast.
Icefall Regent|normal|{3}{U}{U}|Creature — Dragon|Flying\nWhen Icefall Regent enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control Icefall Regent.\nSpells your opponents cast that target Icefall Regent cost {2} more to cast.
Planar Gate|normal|{6}|Artifact|Creature spells you cast cost up to {2} less to cast.
Stone Calendar|normal|{5}|Artifact|Spells you cast cost up to {1} less to cast.
Mana Matrix|normal|{6}|Artifact|Instant and enchantment spells you cast cost up to {2} less to cast.
The Ur-Dragon|normal|{4}{W}{U}{B}{R}{G}|Legendary Creature — Dragon Avatar|Eminence — As long as The Ur-Dragon is in the command zone or on the battlefield, other Dragon spells you cast cost {1} less to cast.\nFlying\nWhenever one or more Dragons you control attack, draw that many cards, then you may put a permanent card from your hand onto the battlefield.
Rooftop Storm|normal|{5}{U}|Enchantment|You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.
Kentaro, the Smiling Cat|normal|{1}{W}|Legendary Creature — Human Samurai|Bushido 1\nYou may pay {X} rather than pay the mana cost for Samurai spells you cast, where X is that spell's converted mana cost.
As Foretold|normal|{2}{U}|Enchantment|At the beginning of your upkeep, put a time counter on As Foretold.\nOnce each turn, you may pay {0} rather than pay the mana cost for a spell you cast with converted mana cost X or less, where X is the number of time counters on As Foretold.
Fist of Suns|normal|{3}|Artifact|You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast.
Jodah, Archmage Eternal|normal|{1}{U}{R}{W}|Legendary Creature — Human Wizard|Flying\nYou may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast.
Dream Halls|normal|{3}{U}{U}|Enchantment|Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with that spell.
Goreclaw, Terror of Qal Sisma|normal|{3}{G}|Legendary Creature — Bear|Creature spells you cast with power 4 or greater cost {2} less to cast.\nWhenever Goreclaw, Terror of Qal Sisma attacks, each creature you control with power 4 or greater gets +1/+1 and gains trample until end of turn.
Krosan Drover|normal|{3}{G}|Creature — Elf|Creature spells you cast with converted mana cost 6 or greater cost {2} less to cast.
Warden of Evos Isle|normal|{2}{U}|Creature — Bird Wizard|Flying\nCreature spells with flying you cast cost {1} less to cast.
Conduit of Ruin|normal|{6}|Creature — Eldrazi|When you cast this spell, you may search your library for a colorless creature card with converted mana cost 7 or greater, reveal it, then shuffle your library and put that card on top of it.\nThe first creature spell you cast each turn costs {2} less to cast.
Hymn of the Wilds|normal||Conspiracy|(Start the game with this conspiracy face up in the command zone.)\nThe first creature spell you cast each turn costs {1} less to cast.\nYou can't cast instant or sorcery spells.
Damping Sphere|normal|{2}|Artifact|If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.\nEach spell a player casts costs {1} more to cast for each other spell that player has cast this turn.
Hum of the Radix|normal|{2}{G}{G}|Enchantment|Each artifact spell costs {1} more to cast for each artifact its controller controls.
Rakdos, Lord of Riots|normal|{B}{B}{R}{R}|Legendary Creature — Demon|You can't cast this spell unless an opponent lost life this turn.\nFlying, trample\nCreature spells you cast cost {1} less to cast for each 1 life your opponents have lost this turn.
Locket of Yesterdays|normal|{1}|Artifact|Spells you cast cost {1} less to cast for each card with the same name as that spell in your graveyard.
Battlefield Thaumaturge|normal|{1}{U}|Creature — Human Wizard|Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.\nHeroic — Whenever you cast a spell that targets Battlefield Thaumaturge, Battlefield Thaumaturge gains hexproof until end of turn.
Kopala, Warden of Waves|normal|{1}{U}{U}|Legendary Creature — Merfolk Wizard|Spells your opponents cast that target a Merfolk you control cost {2} more to cast.\nAbilities your opponents activate that target a Merfolk you control cost {2} more to activate.
Monastery Siege|normal|{2}{U}|Enchantment|As Monastery Siege enters the battlefield, choose Khans or Dragons.\n• Khans — At the beginning of your draw step, draw an additional card, then discard a card.\n• Dragons — Spells your opponents cast that target you or a permanent you control cost {2} more to cast.
Mistform Warchief|normal|{2}{U}|Creature — Illusion|Creature spells you cast that share a creature type with Mistform Warchief cost {1} less to cast.\n{T}: Mistform Warchief becomes the creature type of your choice until end of turn.
Kaervek's Torch|normal|{X}{R}|Sorcery|As long as Kaervek's Torch is on the stack, spells that target it cost {2} more to cast.\nKaervek's Torch deals X damage to any target.
Kindly Cognician|normal|{1}{U}|Artifact Creature — Cyborg Artificer|Spells you cast that refer to artifacts or Contraptions in their rules text cost {1} less to cast.
Catalyst Stone|normal|{2}|Artifact|Flashback costs you pay cost up to {2} less.\nFlashback costs your opponents pay cost {2} more.
Memory Crystal|normal|{3}|Artifact|Buyback costs cost {2} less.
Warbringer|normal|{3}{R}|Creature — Orc Berserker|Dash costs you pay cost {2} less.\nDash {2}{R}
Hardened Berserker|normal|{2}{R}|Creature — Human Berserker|Whenever Hardened Berserker attacks, the next spell you cast this turn costs {1} less to cast.
Cheering Fanatic|normal|{1}{R}|Creature — Goblin|Whenever Cheering Fanatic attacks, choose a card name. Spells with the chosen name cost {1} less to cast this turn.
Saheeli, the Gifted|normal|{2}{U}{R}|Legendary Planeswalker — Saheeli|+1: Create a 1/1 colorless Servo artifact creature token.\n+1: The next spell you cast this turn costs {1} less to cast for each artifact you control as you cast it.\n−7: For each artifact you control, create a token that's a copy of it. Those tokens gain haste. Exile those tokens at the beginning of the next end step.\nSaheeli, the Gifted can be your commander.
Will Kenrith|normal|{4}{U}{U}|Legendary Planeswalker — Will|+2: Until your next turn, up to two target creatures each have base power and toughness 0/3 and lose all abilities.\n−2: Target player draws two cards. Until your next turn, instant, sorcery, and planeswalker spells that player casts cost {2} less to cast.\n−8: Target player gets an emblem with "Whenever you cast an instant or sorcery spell, copy it. You may choose new targets for the copy."\nPartner with Rowan Kenrith\nWill Kenrith can be your commander.
The Pieces Are Coming Together|scheme||Scheme|When you set this scheme in motion, draw two cards. Artifact spells you cast this turn cost {2} less to cast.
Izzet Steam Maze|plane||Plane — Ravnica|Whenever a player casts an instant or sorcery spell, that player copies it. The player may choose new targets for the copy.\nWhenever you roll {CHAOS}, instant and sorcery spells you cast this turn cost {3} less to cast.
Djinn Illuminatus|normal|{5}{U/R}{U/R}|Creature — Djinn|Flying\nEach instant and sorcery spell you cast has replicate. The replicate cost is equal to its mana cost.
Chorus of the Conclave|normal|{4}{G}{G}{W}{W}|Legendary Creature — Dryad|Forestwalk\nAs an additional cost to cast creature spells, you may pay any amount of mana. If you do, that creature enters the battlefield with that many additional +1/+1 counters on it.
Jhoira's Familiar|normal|{4}|Artifact Creature — Bird|Flying\nHistoric spells you cast cost {1} less to cast. (Artifacts, legendaries, and Sagas are historic.)
Myth Unbound|normal|{2}{G}|Enchantment|Your commander costs {1} less to cast for each time it's been cast from the command zone this game.\nWhenever your commander is put into the command zone from anywhere, draw a card.
"""


def _read(table):
    cards = {}
    for line in table.strip().splitlines():
        name, layout, mana_cost, type_line, text, *faces = line.split("|")
        cards[name] = {
            "layout": layout,
            "mana_cost": mana_cost,
            "type_line": type_line,
            "oracle_text": text.replace("\\n", "\n"),
            "faces": [
                {"name": f[0], "mana_cost": f[1], "type_line": f[2], "oracle_text": f[3].replace("\\n", "\n")}
                for f in (faces[i : i + 4] for i in range(0, len(faces), 4))
            ],
        }
    return cards


CARDS = _read(_CARDS)
PERMANENTS = _read(_PERMANENTS)
