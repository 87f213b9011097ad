"""Redraw compare's plot from its JSON: python scripts/replot.py compare.json out.png"""
import json
import sys
from pathlib import Path

from softgen.bench.compare import Result
from softgen.bench.report import plot

doc = json.loads(Path(sys.argv[1]).read_text())
plot([Result(**r) for r in doc["results"]], doc["environment"], Path(sys.argv[2]))
