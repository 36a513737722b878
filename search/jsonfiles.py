"""The JSON files beside the index in a build folder (meta, words, hashes, rules, the French lexicon), read and
written one way: a file that cannot be read gives the default, and a file is replaced whole (written beside it,
then renamed), so a reader never sees half of one."""

import json
import os
import uuid
from pathlib import Path


def read_json(path, default):
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return default


def write_json(path, data):
    tmp = path.parent / f".{path.name}-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(data, ensure_ascii=False))
    os.replace(tmp, path)
