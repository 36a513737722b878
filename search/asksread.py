"""The players' questions of a paragraph (rules/plainwords), each read apart: how much of a query one of them holds
(shares: the rare words' share, firstplace.asked_first) and how near the nearest is to the whole query (likeness_of,
firstplace.nearer_neighbour_first). RuleFinder gives each its terms, weights and asks, English or French."""


def read_asks(cache, asks_of, read, number):
    """A paragraph's players' questions (asks_of), each read() once into a frozenset of its terms, kept in cache."""
    asks = cache.get(number)
    if asks is None:
        asks = cache[number] = [frozenset(read(a)) for a in asks_of.get(number, ())]
    return asks


def shares(rare, cache, asks_of, read, least=1):
    """number -> the largest share of the rare terms {term: IDF} that one ask of the paragraph (asks_of, each
    read() once into cache) holds; 0 for every paragraph when rare has fewer than least terms."""
    total = sum(rare.values())
    if len(rare) < least:
        return lambda number: 0.0

    def share(number):
        asks = read_asks(cache, asks_of, read, number)
        return max((sum(idf for t, idf in rare.items() if t in ask) / total for ask in asks), default=0.0)

    return share


def likeness_of(asked, weight, cache, asks_of, read):
    """number -> the Dice overlap, weighed by weight(term), of the asked terms and the nearest ask of the
    paragraph (asks_of, each read() once into cache); 0 for a paragraph without asks or an empty asked."""
    if not asked:
        return lambda number: 0.0
    size = sum(weight(t) for t in asked)

    def likeness(number):
        asks = read_asks(cache, asks_of, read, number)
        return max(
            (2 * sum(weight(t) for t in asked & ask) / (size + sum(weight(t) for t in ask)) for ask in asks if ask),
            default=0.0,
        )

    return likeness
