"""A markdown table of Nsight Compute summaries, one row a file: the kernel ncu profiled, its
duration, DRAM throughput (% of peak), achieved / theoretical occupancy, registers a thread, the
local memory run_one.py printed (spills and stack), grid x block and dynamic shared memory.

    python scripts/ncu_table.py OUT/ncu-*.txt        (files of ncu on scripts/run_one.py)
"""
import re
import sys

FIELDS = {
    "us": r"Duration\s+(us|ms)\s+([\d.,]+)",
    "dram": r"DRAM Throughput\s+%\s+([\d.,]+)",
    "achieved": r"Achieved Occupancy\s+%\s+([\d.,]+)",
    "theoretical": r"Theoretical Occupancy\s+%\s+([\d.,]+)",
    "regs": r"Registers Per Thread\s+register/thread\s+([\d.,]+)",
    "grid": r"Grid Size\s+([\d.,]+)",
    "block": r"Block Size\s+([\d.,]+)",
    "smem": r"Dynamic Shared Memory Per Block\s+(Kbyte|byte)/block\s+([\d.,]+)",
}


def summary(text: str) -> dict:
    row = {"kernel": (re.search(r"^  (\S+) \(\d+, \d+, \d+\)x", text, re.M) or [None, "?"])[1]}
    for key, pattern in FIELDS.items():
        hit = re.search(pattern, text)
        row[key] = hit.groups() if hit else None
    local = re.findall(r"^[\w -]+: \d+ registers a thread, (\d+) (?:bytes local memory|spilled)", text, re.M)
    row["local"] = ", ".join(local) if local else "?"
    return row


def cell(value) -> str:
    if value is None:
        return "?"
    if len(value) == 2:       # (unit, number)
        unit, number = value
        return f"{number} {unit}" if unit in ("us", "ms") else f"{number} {'KB' if unit == 'Kbyte' else 'B'}"
    return value[0]


if __name__ == "__main__":
    print("| kernel | us | DRAM % of peak | achieved / theoretical occupancy % | registers | local bytes (spills) | grid x block | dynamic smem |")
    print("|---|---|---|---|---|---|---|---|")
    for path in sys.argv[1:]:
        r = summary(open(path).read())
        print(f"| {r['kernel']} | {cell(r['us'])} | {cell(r['dram'])} | {cell(r['achieved'])} / {cell(r['theoretical'])} "
              f"| {cell(r['regs'])} | {r['local']} | {cell(r['grid'])} x {cell(r['block'])} | {cell(r['smem'])} |")
