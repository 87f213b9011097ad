"""Turn a hole finder's output (scripts/hole_finder.sh: auto against generic configs at random
widths, single trains) into band lines for `matrices` in scripts/device_env.sh: for each width
where a config ran LEAD points or more over auto, a line "op dtype widths configs" with widths
around the lead (x 0.9 to x 1.1, 1% apart at least) and the configs that led there.  The
fifty-fourth session wrote these by hand from rounds a-b (scripts/fiftyfourth/small.txt) before
timing the bands (round c).  No GPU needed.

    python scripts/holes_to_bands.py docs/bench/fiftyfourth-l-holes-forward-128-2048.txt [LEAD]   (default 0.5)
"""
import re
import sys

STEPS = (0.9, 0.95, 1.0, 1.05, 1.1)
TITLE = re.compile(r"^(\w+) (fp32|bf16|fp16) auto: % of copy")
CONFIG = re.compile(r"^\s+c(\d+): (\S+)$")
ROW = re.compile(r"^\s+(\d+)((?:\s+(?:[\d.]+|-))+)\s+copy")


def leads(lines, lead):
    """[(op, dtype, cols, [configs that led])] in the order the output gives them"""
    found, op, dtype, configs = [], None, None, {}
    for line in lines:
        if m := TITLE.match(line):
            op, dtype, configs = m[1], m[2], {}
        elif m := CONFIG.match(line):
            configs[int(m[1])] = m[2]
        elif (m := ROW.match(line)) and op:
            cells = m[2].split()
            if cells[0] == "-":
                continue
            auto = float(cells[0])
            ahead = [configs[i] for i, c in enumerate(cells) if i and c != "-" and float(c) >= auto + lead]
            if ahead:
                found.append((op, dtype, int(m[1]), ahead))
    return found


def bands(found):
    """matrices lines: one an op and dtype, the widths of all its leads, the configs of any"""
    merged = {}
    for op, dtype, cols, configs in found:
        widths, cfgs = merged.setdefault((op, dtype), (set(), []))
        widths.update(round(cols * s) for s in STEPS)
        cfgs.extend(c for c in configs if c not in cfgs)
    return [f"{op} {dtype} {','.join(map(str, apart(w)))} {' '.join(c)}" for (op, dtype), (w, c) in merged.items()]


def apart(widths, gap=1.01):
    """the widths in order, each at least 1% over the last kept (1239 and 1240 are one band)"""
    kept = []
    for w in sorted(widths):
        if not kept or w >= kept[-1] * gap:
            kept.append(w)
    return kept


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    found = leads(open(sys.argv[1]).read().splitlines(), float(sys.argv[2]) if len(sys.argv) == 3 else 0.5)
    for op, dtype, cols, configs in found:
        print(f"# {op} {dtype} {cols}: {' '.join(configs)}")
    print("\n".join(bands(found)))
