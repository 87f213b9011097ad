"""List the H100 table's entries up to 262144 columns whose recorded GB/s sit well under their
neighbours' (no GPU needed; GB/s rather than % of copy, since the copy itself runs 2-3% faster
at powers of two than at odd widths): an entry picked on a noisy timing, or the best of the configs tried when a
better one was not among them, serves its band at that figure or less.  Two of the three holes
the forty-eighth session's random widths found were such entries (bf16 log_softmax_backward
100001 at 97.7 between 102.3 and 101.8; 16-bit log_softmax_backward 200001-262144 at 96-97.2
beside 270000's 100.5; notes entry 127).  Time each printed entry's band with try_matrix,
auto against the neighbours' configs and the strategy's default.

    python scripts/audit_weak_entries.py [PERCENT]     (default 2.5% under the neighbours' median)
"""
import statistics
import sys

from audit_auto import TABLE
from softgen.auto import GROUPS
from softgen.bench.compare import SWEEP_WIDTHS

percent = float(sys.argv[1]) if len(sys.argv) > 1 else 2.5
for group in GROUPS:
    for dtype, entries in TABLE.get(group, {}).items():
        entries = [e for e in entries if e["cols"] <= max(SWEEP_WIDTHS)]
        for i, e in enumerate(entries):
            near = [n["gbps"] for n in entries[max(i - 2, 0):i] + entries[i + 1:i + 3]]
            if near and e["gbps"] < statistics.median(near) * (1 - percent / 100):
                print(f"{group} {dtype} {e['cols']}: {e['gbps']:.0f} GB/s, {e['pct_copy']}% of copy "
                      f"({e['strategy']} {e['tunables']}); neighbours {' / '.join(f'{n:.0f}' for n in near)}")
