"""The bytes of a Comprehensive Rules file as text: every encoding WotC has published it in (rules.parser reads the
text). No Django here."""

import re


class CRParseError(Exception):
    """A file that cannot be read as Comprehensive Rules; str() names the file and line."""

    def __init__(self, message, *, source="", line=None):
        self.message = message
        self.source = source
        self.line = line
        where = source
        if line is not None:
            where = f"{source}, line {line}" if source else f"line {line}"
        super().__init__(f"{where}: {message}" if where else message)


def decode_cr(data, source=""):
    """Bytes -> (text, encoding name).

    WotC has published the CR as UTF-8 with or without a BOM, UTF-16 with a BOM
    and Windows-1252 (which plain ASCII is a part of). Bytes that are not UTF-8
    are read as Windows-1252; the five bytes that code page leaves undefined
    mean the file is none of these. A few files carry accented card names in
    another single-byte code page (Code Page 437 in 2007-05, 2013-07, 2013-09
    and 2019-01-25: "Dand\x83n"; Mac Roman in 2004-02 and 2006-2007): the code
    page whose reading of the non-ASCII bytes looks like text wins (_looks_right).
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "UTF-16"
        except UnicodeDecodeError as exc:
            raise CRParseError(f"not valid UTF-16 ({exc.reason})", source=source) from None
    bomless = _utf16_without_bom(data)
    if bomless:
        try:
            return data.decode(bomless), "UTF-16"
        except UnicodeDecodeError as exc:
            raise CRParseError(f"not valid UTF-16 ({exc.reason})", source=source) from None
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "UTF-8 with BOM"
        except UnicodeDecodeError as exc:
            raise CRParseError(
                f"starts with a UTF-8 byte order mark but byte 0x{data[3 + exc.start]:02x} is not UTF-8",
                source=source,
                line=line_of(data, 3 + exc.start),
            ) from None
    try:
        return data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        pass
    try:
        text = data.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise CRParseError(
            f"byte 0x{data[exc.start]:02x} is neither UTF-8 nor Windows-1252: "
            "the CR is published as UTF-8, UTF-16 with a byte order mark, or Windows-1252",
            source=source,
            line=line_of(data, exc.start),
        ) from None
    best = (_looks_right(text), text, "Windows-1252")
    for codec, name in (("mac_roman", "Mac Roman"), ("cp437", "Code Page 437")):
        other = data.decode(codec)
        score = _looks_right(other)
        if score > best[0]:
            best = (score, other, name)
    return best[1], best[2]


def _utf16_without_bom(data):
    """The codec of UTF-16 text written without a byte order mark, else None. An English CR in UTF-16 has a zero
    byte in nearly every other place, on the odd side (little-endian) or the even one (big-endian); no text in a
    single-byte encoding or UTF-8 has zero bytes at all (plain UTF-8 would read them as NUL characters)."""
    head = data[:4096]
    pairs = len(head) // 2
    if pairs < 8 or head.count(0) * 4 < len(head):
        return None
    odd = head[1::2].count(0)
    even = head[0::2].count(0)
    if odd * 10 >= pairs * 9 and even * 10 < pairs:
        return "utf-16-le"
    if even * 10 >= pairs * 9 and odd * 10 < pairs:
        return "utf-16-be"
    return None


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _looks_right(text):
    """How much the non-ASCII characters of a decoded text look like what the CR prints.

    +1 for each character in its usual place (an apostrophe after a letter, an
    opening quote before a word, a dash, a trademark sign, an accented letter
    inside a word or a capital one starting it), -1 for anything else (ƒ, £, ‰,
    a no-break space inside a word, "doesnÆt"). Windows-1252 reads WotC's curly
    quotes; Code Page 437 and Mac Roman read the accented card names of a few files.
    """
    score = 0
    for match in _NON_ASCII.finditer(text):
        char, at = match.group(), match.start()
        before = text[at - 1] if at else " "
        after = text[at + 1] if at + 1 < len(text) else " "
        score += 1 if _usual(char, before, after) else -1
    return score


def _usual(char, before, after):
    if char == "\u2019":
        return before.isalnum() or before in ".,!?\"'"
    if char in "\u2018\u201c":
        return not before.isalnum()
    if char == "\u201d":
        return not before.isspace()
    if char in "\u2013\u2014\u2122\u00ae\u00a9\u2026\u2022":
        return True
    if char.isalpha() and "\u00c0" <= char <= "\u017f" and char not in "\u00d7\u00f7":
        return before.isalpha() if char.islower() else not before.isalpha()
    return False


def line_of(data, offset):
    """1-based line of a byte offset, counting CRLF, LF and CR-only line ends alike."""
    head = data[:offset]
    return head.count(b"\n") + head.replace(b"\r\n", b"").count(b"\r") + 1
