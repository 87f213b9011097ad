"""compare's outputs: rich tables, CSV, JSON and a GB/s-vs-width plot."""
from __future__ import annotations

import csv
import json
from pathlib import Path

from rich.console import Console
from rich.table import Table

from softgen.bench.compare import Result, as_dicts, winners


def tables(results: list[Result], console: Console | None = None) -> None:
    console = console or Console()
    best = winners(results)
    for dtype in dict.fromkeys(r.dtype for r in results):
        rs = [r for r in results if r.dtype == dtype]
        names = list(dict.fromkeys(r.candidate for r in rs if r.candidate != "copy"))
        table = Table(title=f"{dtype}: GB/s (one read + one write) and % of copy; * = fastest",
                      header_style="bold")
        for col in ["N", "rows", "copy"] + names + ["best", "vs torch"]:
            table.add_column(col, justify="right")
        for cols in dict.fromkeys(r.cols for r in rs):
            by = {r.candidate: r for r in rs if r.cols == cols}
            cells = [str(cols), str(by["copy"].rows), f"{by['copy'].gbps:.0f}"]
            for name in names:
                r = by.get(name)
                if r is None or r.status == "skip":
                    cells.append("[dim]-[/dim]")
                elif r.status == "FAIL":
                    cells.append("[red]FAIL[/red]")
                else:
                    mark = "*" if best.get((dtype, cols)) == name else ""
                    text = f"{r.gbps:.0f} {r.pct_copy:.0f}%{mark}"
                    cells.append(f"[bold green]{text}[/bold green]" if mark else text)
            win = by.get(best.get((dtype, cols)))
            cells.append(win.candidate if win else "-")
            cells.append(f"{win.speedup_vs_torch:.2f}x" if win and win.speedup_vs_torch else "-")
            table.add_row(*cells)
        console.print(table)
    notes = {(r.candidate, r.note) for r in results if r.status in ("skip", "FAIL") and r.note}
    for name, note in sorted(notes):
        console.print(f"[dim]{name}: {note}[/dim]")


def write(results: list[Result], env: dict, out_dir: str | Path) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rows = as_dicts(results)
    paths = [out / "compare.csv", out / "compare.json", out / "compare.png"]
    with open(paths[0], "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    paths[1].write_text(json.dumps({"environment": env, "results": rows}, indent=1))
    plot(results, env, paths[2])
    return paths


def plot(results: list[Result], env: dict, path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    dtypes = list(dict.fromkeys(r.dtype for r in results))
    fig, axes = plt.subplots(1, len(dtypes), figsize=(7 * len(dtypes), 5), squeeze=False)
    for ax, dtype in zip(axes[0], dtypes):
        rs = [r for r in results if r.dtype == dtype and r.status == "ok"]
        colors = plt.cm.tab20.colors
        for i, name in enumerate(dict.fromkeys(r.candidate for r in rs)):
            pts = sorted((r.cols, r.gbps) for r in rs if r.candidate == name)
            if name == "copy":
                style = dict(color="black", linestyle="--", linewidth=2)
            elif name == "auto":
                style = dict(color="red", linewidth=2.5, marker="o")
            else:
                peer = "/" not in name
                style = dict(color=colors[i % len(colors)], marker="x" if peer else ".",
                             linestyle=":" if peer else "-")
            ax.plot([p[0] for p in pts], [p[1] for p in pts], label=name, **style)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("N (row width)")
        ax.set_ylabel("GB/s")
        ax.set_title(f"softmax {dtype}, {env.get('device', '')}")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
