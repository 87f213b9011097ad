"""What the audit scripts (scripts/audit_*.py) share: the H100 table auto reads (AUDIT_GPU=h200 in
the environment: the H200's), the choice auto makes for a width on it, the width of the entry it
took, and widths probed a step apart on a log scale.  No GPU needed."""
import os
import re

from softgen.auto import H100, H200, Choice, choose, load_table
from softgen.generator.spec import KernelSpec

DEVICE, CAPABILITY = H200 if os.environ.get("AUDIT_GPU", "h100").lower() == "h200" else H100, (9, 0)
TABLE = load_table(DEVICE)[0]


def served(op: str, dtype: str, cols: int, backend: str = "both") -> Choice:
    """auto's choice (spec and reason) for op, dtype and cols on the H100, either backend (or one)"""
    return choose(KernelSpec(strategy="auto", cols=cols, dtype=dtype, op=op, backend=backend), DEVICE, CAPABILITY)


ENTRY = re.compile(r" at width (\d+) ")       # a choice's reason: the table entry it took


def entry_width(choice: Choice) -> int | None:
    """The width of the table entry a choice took (from its reason), or None (the heuristic's)."""
    found = ENTRY.search(choice.reason)
    return int(found[1]) if found else None


def log_widths(lo: int, hi: int, step: float = 1.002):
    """lo, then every width about `step` times the last (at least one more), up to hi"""
    cols = lo
    while cols <= hi:
        yield cols
        cols = max(cols + 1, int(cols * step))
