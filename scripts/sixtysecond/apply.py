"""Write the sixty-second session's fp32 entries (entries.txt beside this script) into a table with
scripts/table_add.py, each with its figures from FIGURES: lines "group cols gbps pct" (round d's
timings at the entry's own width).

    python scripts/sixtysecond/apply.py softgen/tuning/h100.json scripts/sixtysecond/figures.txt
"""
import pathlib
import subprocess
import sys

here = pathlib.Path(__file__).resolve().parent
table, figures_path = sys.argv[1:]
figures = {}
for line in open(figures_path):
    if line.strip() and not line.startswith("#"):
        group, cols, gbps, pct = line.split()
        figures[group, cols] = gbps, pct
for line in open(here / "entries.txt"):
    if not line.strip() or line.startswith("#"):
        continue
    group, cols, *tunables = line.split()
    gbps, pct = figures[group, cols]
    subprocess.run([sys.executable, str(here.parent / "table_add.py"), table, group, "fp32", cols, "cluster",
                    gbps, pct, "stage=6", "bulk_store=1", *tunables], check=True)
