"""Where a served CUDA plan holds more packs a thread than at its entry's own width, and fills
them FILL_DROP less: the first such width of each (entry, packs), for timing (notes entry 148:
32767's x 4 x 256 served 16-bit backward 32785-36203 at five packs a thread, 97.5-99.6% of copy;
round k timed every width this lists and found none under 99.7, so a drop in fill alone does not
predict a dip).

    python scripts/pack_fill.py
"""
import dataclasses
import pathlib
import sys

from softgen.generator.plan import make_plan
from softgen.generator.spec import DTYPES

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from audit_auto import entry_width, served   # noqa: E402  (a script beside this one)

FILL_DROP = 0.12        # fill (packs a row needs / packs its threads hold) this much under the entry's
STEP = 1.01             # widths 1% apart, aligned and the odd width after each


def fill(plan, cols, vec):
    """The share of the packs a row's threads hold that the row fills (None: not a register plan)."""
    if plan.spec.strategy == "cluster" and plan.slice_packs:
        held = plan.block_size * plan.packs_per_thread
        return plan.slice_packs / held if held else None
    if plan.packs_per_thread and plan.threads_per_row:
        return cols // vec / (plan.threads_per_row * plan.packs_per_thread)
    return None


def flagged(op, dtype, lo=1024, hi=262144):
    vec = 16 // DTYPES[dtype]
    seen = set()
    w = lo
    while w < hi:
        for n in (w - w % vec, w - w % vec + 1):
            choice = served(op, dtype, n)
            e = entry_width(choice)
            if e is None or choice.spec.backend != "cuda":
                continue
            plan, at_entry = make_plan(choice.spec), make_plan(dataclasses.replace(choice.spec, cols=e))
            f, fe = fill(plan, n, vec), fill(at_entry, e, vec)
            if f and fe and plan.packs_per_thread > at_entry.packs_per_thread and fe - f > FILL_DROP \
                    and (e, plan.packs_per_thread) not in seen:
                seen.add((e, plan.packs_per_thread))
                yield n, e, choice.spec.strategy, at_entry.packs_per_thread, plan.packs_per_thread, fe, f
        w = int(w * STEP) + 1


if __name__ == "__main__":
    for op in ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward"):
        for dtype in ("fp32", "bf16", "fp16"):
            for n, e, strategy, ppt_e, ppt, fe, f in flagged(op, dtype):
                print(f"{op} {dtype} {n}: entry {e} {strategy} ppt {ppt_e}->{ppt} fill {fe:.2f}->{f:.2f}")
