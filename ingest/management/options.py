"""The download options fetch_rules and fetch_cards share, with their checks."""

import argparse
from pathlib import Path


def positive(kind):
    def parse(value):
        number = kind(value)
        if number <= 0:
            raise argparse.ArgumentTypeError(f"must be more than 0, not {value}")
        return number

    return parse


def not_negative(kind):
    def parse(value):
        number = kind(value)
        if number < 0:
            raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
        return number

    return parse


def add_download_options(parser, defaults, *, dest_help):
    """--dest, --timeout, --retries, --backoff, --max-bytes; defaults has DEFAULT_TIMEOUT and the like."""
    parser.add_argument("--dest", type=Path, default=None, help=dest_help)
    parser.add_argument(
        "--timeout", type=positive(float), default=defaults.DEFAULT_TIMEOUT, help="seconds (default: %(default)s)"
    )
    parser.add_argument(
        "--retries",
        type=not_negative(int),
        default=defaults.DEFAULT_RETRIES,
        help="after a connection error or 5xx (default: %(default)s)",
    )
    parser.add_argument(
        "--backoff",
        type=not_negative(float),
        default=defaults.DEFAULT_BACKOFF,
        help="retry wait base in seconds: waits 0, 2, 4, ... times it (default: %(default)s)",
    )
    parser.add_argument(
        "--max-bytes",
        type=positive(int),
        default=defaults.DEFAULT_MAX_BYTES,
        help="larger files are refused (default: %(default)s)",
    )
