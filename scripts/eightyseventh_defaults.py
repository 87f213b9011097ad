"""Rounds a and b's tables of the eighty-seventh session (docs/bench/eightyseventh-{a,b}-matrices.txt)
as the new default would have run them (notes entry 170): for each width, of Triton warp's
columns (the plain one, at the registers the plan gave it then, and those with `regs=N`) the one
at the registers the plan gives it now (LaunchPlan.max_registers), written as the plain config's
column; auto's two columns kept, widths past Triton warp's reach dropped, an op and dtype's
tables one table.  It reads them as add_triton_only_entries.rows does; its output feeds
scripts/add_triton_only_entries.py.

At round a the plain column ran at 128 registers a thread for 16-bit rows not a multiple of 16
bytes (nine chunks and more), except softmax_backward (none); at round b unaligned rows ran as
now; aligned rows at none in both (log_softmax_backward's of twelve chunks take 168 since).

    cd scripts && python eightyseventh_defaults.py a ../docs/bench/eightyseventh-a-matrices.txt \
        > ../docs/bench/eightyseventh-a-defaults.txt      # and b

Registers only: the forward's rows not a multiple of 16 bytes ran 4 warps a program in both
rounds (one since, round e), and the entries keep those figures.
"""
import sys

from softgen.errors import SpecError
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec
from add_triton_only_entries import AUTO_TRITON, rows
from explore import tunables


def ran_registers(round_name: str, op: str, dtype: str, cols: int, plan_now: int) -> int:
    """Registers a thread the plain Triton warp column ran at in the round (the plan then;
    plan_now: the plan's now)."""
    aligned = cols % (4 if dtype == "fp32" else 8) == 0
    if aligned or dtype == "fp32":
        return 0                    # aligned rows were never capped then
    if round_name == "a":
        return 0 if op == "softmax_backward" else 128
    return plan_now                 # round b: unaligned rows as now


def main(round_name: str, path: str) -> None:
    table = None
    for op, dtype, cols, cells, copy_gbps in rows(open(path)):
        warp = [c for c in cells if "strategy=warp" in c]            # in column order: the plain one first
        plain = warp[0]
        if (op, dtype) != table:
            table = (op, dtype)
            print(f"{op} {dtype} auto: % of copy\n  c0: strategy=auto\n  c1: {AUTO_TRITON}\n  c2: {plain}\n"
                  "   cols     c0     c1     c2")
        fields = {k: v for k, v in tunables(plain).items() if k not in ("strategy", "backend")}
        try:
            want = make_plan(KernelSpec(op=op, dtype=dtype, cols=cols, strategy="warp", backend="triton",
                                        **fields)).max_registers
        except SpecError:
            continue                                   # past Triton warp's reach now
        ran = {c: int(tunables(c)["regs"]) if "regs=" in c else ran_registers(round_name, op, dtype, cols, want)
               for c in warp}
        pick = next(c for c in warp if ran[c] == want)
        print(f"   {cols:4d}  {cells['strategy=auto']:5.1f}  {cells[AUTO_TRITON]:5.1f}  {cells[pick]:5.1f}"
              f"   copy {copy_gbps:.0f} GB/s")


if __name__ == "__main__":
    main(*sys.argv[1:])
