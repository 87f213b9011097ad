"""The band of 16-byte rows past each power of two (2^9..2^18) that the power of two's entry (or
one below it) serves on the shipped H200 table (AUDIT_GPU=h100: the H100's), for each op and
dtype (no GPU needed): op, dtype, power of two, the entry's width, the band's first and last row,
the config.  The hundred-thirteenth session (notes entry 196) timed auto at each band's middle and
end: 16-bit softmax_backward's 131072 entry ran 81-85 through 131200-132264, where
risky_widths.py's flags (8 packs past the power of two) stopped at 131136.

    python scripts/power_bands.py > bands.txt
"""
import os

from softgen.generator.spec import DTYPES, OPS, TUNABLES

os.environ.setdefault("AUDIT_GPU", "h200")      # audit_auto's table: the H200's unless asked
from audit_auto import entry_width, served       # noqa: E402  (a script beside this one)


def band(op, dtype, power):
    """(entry width, first row, last row, config) of the band past `power`, or None where the
    first 16-byte row past it takes an entry above it.  The walk steps one pack, or 1/256 of the
    row past 256 packs, and stops at 1.5 x power."""
    pack = 16 // DTYPES[dtype]
    first = power + pack
    choice = served(op, dtype, first)
    entry = entry_width(choice)
    if entry is None or entry > power:
        return None
    s = choice.spec
    config = f"{s.strategy}/{s.backend} " + ",".join(f"{k}={getattr(s, k)}" for k in TUNABLES if getattr(s, k) is not None)
    last = first
    while True:
        cols = last + pack * max(1, last // pack // 256)
        if cols > power * 1.5 or entry_width(served(op, dtype, cols)) != entry:
            return entry, first, last, config
        last = cols


def main():
    for op in OPS:
        for dtype in ("fp32", "bf16", "fp16"):
            for e in range(9, 19):
                found = band(op, dtype, 2 ** e)
                if found:
                    print(op, dtype, 2 ** e, *found)

if __name__ == "__main__":
    main()
