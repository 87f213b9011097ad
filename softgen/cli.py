"""The `softgen` command."""
from __future__ import annotations

import dataclasses
import functools
import json
import sys
import traceback
import warnings
from pathlib import Path

import click

from softgen import __version__
from softgen.errors import SoftgenError
from softgen.bench.compare import SWEEP_WIDTHS
from softgen.generator.spec import (BACKEND_CHOICES, BACKEND_STRATEGIES, BACKWARD_OPS, DTYPES, OPS, STRATEGIES,
                                    STRATEGY_CHOICES, TUNABLES, KernelSpec, load_spec_file)

TRAIN_HELP = ("Time trains of N back-to-back calls between two CUDA events, the GPU kept busy while "
              "they are enqueued, instead of do_bench's single calls (0): an event resolves 0.5 us, "
              "about half a point of a short row's kernel; a train of 20 resolves 0.03%.")


def _friendly(fn):
    """Turn softgen errors (and OS errors: a path that is a directory, no permission, a full
    disk) into one line and exit code 2; --debug shows the traceback."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except (SoftgenError, OSError) as exc:
            if click.get_current_context().find_root().params.get("debug"):
                traceback.print_exc()
            if isinstance(exc, OSError) and not isinstance(exc, SoftgenError):
                where = exc.filename if exc.filename is not None else "error"
                exc = f"{where}: {exc.strerror or exc}"
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)
    return wrapper


class _OneLineUsageError(click.ClickException):
    """A wrong flag or value: one line, exit code 2, no usage dump."""
    exit_code = 2

    def show(self, file=None):
        click.echo(f"error: {self.format_message()}", err=True)


def _one_line(make_context):
    def wrapped(self, info_name, args, parent=None, **extra):
        try:
            return make_context(self, info_name, args, parent, **extra)
        except click.UsageError as exc:
            if not args and isinstance(self, click.Group):
                raise                  # a bare group: click shows its help
            path = (f"{parent.command_path} {info_name}" if parent else info_name) or "softgen"
            raise _OneLineUsageError(f"{exc.format_message()} (see: {path} --help)") from None
    return wrapped


class _Command(click.Command):
    make_context = _one_line(click.Command.make_context)


class _Group(click.Group):
    make_context = _one_line(click.Group.make_context)
    command_class = _Command
    group_class = type            # subgroups are _Group too

    def resolve_command(self, ctx, args):
        try:
            return super().resolve_command(ctx, args)
        except click.UsageError as exc:   # unknown command
            raise _OneLineUsageError(f"{exc.format_message()} (see: {ctx.command_path} --help)") from None


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="softgen")
@click.option("--debug", is_flag=True, help="Show tracebacks for errors.")
def main(debug):
    """softgen: generate, validate and benchmark softmax kernels (CUDA C and Triton).

    \b
    Examples:
      softgen emit --strategy warp --cols 1024
      softgen compare --cols 1024,4096 --dtype bf16
      softgen cache info
      softgen --debug emit --spec kernels.toml      # tracebacks for errors
    Run `softgen COMMAND --help` for a command's options and examples.
    """


def spec_options(fn):
    """Spec fields as flags; tunables default to what the launch plan derives."""
    for name, help_text in reversed(TUNABLES.items()):
        fn = click.option(f"--{name.replace('_', '-')}", name, type=int, default=None,
                          help=f"{help_text} [default: derived]")(fn)
    fn = click.option("--backend", type=click.Choice(BACKEND_CHOICES), default="both", show_default=True,
                      help="Which sources to generate.")(fn)
    fn = click.option("--dtype", default="fp32", show_default=True,
                      help=f"Element type of input and output: {', '.join(DTYPES)} (math is fp32).")(fn)
    fn = click.option("--cols", type=int, default=None,
                      help="Row width the kernel specialises on (optional for 'online').")(fn)
    fn = click.option("--strategy", type=click.Choice(STRATEGY_CHOICES), default=None,
                      help="How a row is reduced: warp, block, smem, online, cluster, flat, or auto "
                           "(chosen per device, dtype and width).")(fn)
    fn = click.option("--op", type=click.Choice(OPS), default="softmax", show_default=True)(fn)
    return fn


def specs_from(spec_file, fields) -> list[KernelSpec]:
    if spec_file:
        if fields.get("strategy") or fields.get("cols"):
            raise SoftgenError("--spec: give either a spec file or --strategy/--cols flags, not both")
        return load_spec_file(spec_file).specs
    if not fields.get("strategy"):
        raise SoftgenError("--strategy: missing; choose one of " + ", ".join(STRATEGY_CHOICES)
                           + " (or give --spec FILE)")
    return [KernelSpec.from_mapping({k: v for k, v in fields.items() if v is not None}, where="flags")]


@main.command()
@spec_options
@click.option("--spec", "spec_file", type=click.Path(dir_okay=False), default=None,
              help="TOML file of [[kernel]] tables (with optional [defaults]).")
@click.option("--out", default="generated", show_default=True, type=click.Path(file_okay=False),
              help="Directory to write into (made a Python package).")
@click.option("--force", is_flag=True, help="Overwrite files whose content differs.")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if any file is missing or differs.")
@_friendly
def emit(spec_file, out, force, check, **fields):
    """Write kernels (CUDA source + launcher module, or a Triton module) to --out.

    \b
    Examples:
      softgen emit --strategy warp --cols 1024
      softgen emit --strategy online --dtype bf16 --backend triton --out kernels/
      softgen emit --spec generated/kernels.toml --out generated --check
    """
    from softgen.emit import emit as emit_files
    results = emit_files(specs_from(spec_file, fields), out, force=force, check=check)
    stale = [r for r in results if r.status in ("differs", "missing")]
    for r in results:
        click.echo(f"{r.status:>9}  {r.path}")
    if stale and not check:
        raise SoftgenError(f"{stale[0].path}: exists with other content; pass --force to overwrite")
    if stale:
        sys.exit(1)


def _require(command: str, *modules: str) -> None:
    """A clear error, not a traceback, when an optional dependency is missing."""
    import importlib.util
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise SoftgenError(f"{command}: needs {', '.join(missing)}, not installed; "
                           "pip install 'softgen[gpu,bench]'")


def _csv(kind, allowed=None, convert=str):
    """A click callback splitting 'a,b,c' and checking each item."""
    def callback(ctx, param, value):
        if value is None:
            return None
        items = [v.strip() for v in value.split(",") if v.strip()]
        try:
            items = [convert(v) for v in items]
        except ValueError:
            raise click.BadParameter(f"expected a comma-separated list of {kind}s, got {value!r}")
        bad = [v for v in items if allowed is not None and v not in allowed]
        if bad:
            raise click.BadParameter(f"{bad[0]!r} is not one of {', '.join(map(str, allowed))}")
        if convert is int and any(v < 1 for v in items):
            raise click.BadParameter("widths must be positive")
        return items
    return callback


@main.command()
@click.option("--cols", callback=_csv("width", convert=int), help="Widths to run, e.g. 1024,4096,12345.")
@click.option("--sweep", is_flag=True, help="Widths 128 .. 262144: powers of two and odd widths.")
@click.option("--rows", type=click.IntRange(min=1), default=None, help="Rows M (default: elems / N).")
@click.option("--elems", type=click.IntRange(min=1), default=1 << 26, show_default=True,
              help="M x N per shape when --rows is not given (2^26: far above L2).")
@click.option("--dtype", "dtypes", default="fp32,bf16", show_default=True, callback=_csv("dtype", DTYPES))
@click.option("--strategy", "strategies", default=",".join(STRATEGIES + ("auto",)), show_default=True,
              callback=_csv("strategy", STRATEGY_CHOICES))
@click.option("--backend", "backends", default="cuda,triton", show_default=True,
              callback=_csv("backend", ("cuda", "triton")))
@click.option("--peers", default="torch,naive,liger,quack", show_default=True,
              callback=_csv("peer", ("torch", "naive", "liger", "quack")))
@click.option("--op", type=click.Choice(OPS), default="softmax", show_default=True)
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Write compare.csv, compare.json and compare.png here.")
@click.option("--warmup", type=int, default=25, show_default=True, help="do_bench warm-up (ms).")
@click.option("--rep", type=int, default=80, show_default=True, help="do_bench repetition time (ms).")
@click.option("--repeat", type=click.IntRange(min=1), default=1, show_default=True,
              help="Rounds of timing, interleaved over the candidates; each figure is their median "
              "(single runs vary by about 0.5%: 3-5 rounds settle differences that small).")
@click.option("--train", type=click.IntRange(min=0), default=0, show_default=True, help=TRAIN_HELP)
@click.option("--allocate", is_flag=True,
              help="Time softgen's kernels allocating their output (y = softmax(x)), as the peers are "
              "timed, not writing into one buffer (out=y): where the output lies moves a kernel by up "
              "to a point, so rank softgen against the peers with it.")
@_friendly
def compare(cols, sweep, rows, elems, dtypes, strategies, backends, peers, op, out, warmup, rep, repeat, train,
            allocate):
    """Validate every strategy x backend and the peers, then time them against a copy.

    Each candidate is checked against a float64 reference (output poisoned with NaN)
    before it is timed; a wrong one shows FAIL and is never timed.  GB/s counts one
    read and one write of M x N; copy is a device-to-device copy of the same bytes.

    \b
    Examples:
      softgen compare --cols 1024,12345 --dtype bf16
      softgen compare --sweep --dtype fp32,bf16 --out results/
      softgen compare --op log_softmax --cols 4096
    Without a CUDA GPU, the Triton kernels are validated under the interpreter instead.
    """
    _require("compare", "rich", "torch", "triton")
    from rich.console import Console
    console = Console()
    widths = sorted(set((cols or []) + (SWEEP_WIDTHS if sweep else [])))
    if not widths:
        raise SoftgenError("--cols: give widths (e.g. --cols 1024,4096) or --sweep")
    import torch
    if not torch.cuda.is_available():
        return _compare_without_gpu(console, dtypes, strategies, widths if cols else None, op)
    from rich.progress import Progress
    from softgen.bench import report
    from softgen.bench.compare import Settings, command_line, environment, run
    settings = Settings(dtypes=dtypes, widths=widths, rows=rows, elems=elems, strategies=strategies,
                        backends=backends, peers=peers, warmup_ms=warmup, rep_ms=rep, op=op, repeat=repeat,
                        train=train, allocate=allocate)
    log = None
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        log = open(Path(out) / "compare.jsonl", "w")       # survives an interrupted run

    def record(result):
        if log:
            log.write(json.dumps(dataclasses.asdict(result)) + "\n")
            log.flush()

    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("compare", total=None)
        results = run(settings, lambda what: progress.update(task, description=what), record)
    env = environment(command_line())
    console.print(f"{env.get('device')}  torch {env['torch']}  triton {env['triton']}  cupy {env['cupy']}")
    report.tables(results, console)
    if out:
        for path in report.write(results, env, out):
            console.print(f"wrote {path}")


def _compare_without_gpu(console, dtypes, strategies, widths, op="softmax"):
    from rich.table import Table
    from softgen.bench.interpret_check import CPU_WIDTHS, validate_interpreted
    warnings.filterwarnings("ignore", category=RuntimeWarning)   # numpy, inside the interpreter
    console.print("no CUDA GPU: validating the Triton kernels under TRITON_INTERPRET=1 on small shapes "
                  "(no timings)", soft_wrap=True)          # one line, however narrow the terminal
    cuda_only = [s for s in strategies if s not in BACKEND_STRATEGIES["triton"]]
    if len(cuda_only) == len(strategies):
        raise SoftgenError(f"strategy: {', '.join(cuda_only)} run on CUDA only, so there is nothing to validate "
                           f"without a GPU; run on a CUDA GPU, or pick Triton's "
                           f"{', '.join(BACKEND_STRATEGIES['triton'])}")
    if cuda_only:
        console.print(f"not validated without a GPU (CUDA only): {', '.join(cuda_only)}", soft_wrap=True)
    widths = [w for w in (widths or CPU_WIDTHS) if w <= 4096] or CPU_WIDTHS
    rows = validate_interpreted(dtypes, strategies, widths, op=op)
    table = Table(title=f"Triton {op} kernels under the interpreter (5 rows each)")
    for col in ("dtype", "N", "strategy", "result", "note"):
        table.add_column(col)
    for dtype, n, strategy, status, note in rows:
        color = {"PASS": "green", "FAIL": "red"}.get(status, "dim")
        table.add_row(dtype, str(n), strategy, f"[{color}]{status}[/{color}]", note)
    console.print(table)
    if any(r[3] == "FAIL" for r in rows):
        raise SoftgenError("some Triton kernels gave wrong results (see the table)")


@main.group("cache")
def cache_group():
    """Inspect or empty the on-disk compile cache.

    Compiled kernels live in $SOFTGEN_CACHE_DIR, by default ~/.cache/softgen, one directory
    per build keyed on the rendered source, compile options, GPU and library versions.

    \b
    Examples:
      softgen cache info
      softgen cache clear
      SOFTGEN_CACHE_DIR=/tmp/softgen-cache softgen cache info
    """


@cache_group.command("info")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead.")
@_friendly
def cache_info(as_json):
    """Print the cache directory, its number of entries and their total size in bytes.

    \b
    Examples:
      softgen cache info
      softgen cache info --json
    """
    from softgen.runtime import cache
    data = cache.info()
    if as_json:
        click.echo(json.dumps(data))
        return
    click.echo(f"root: {data['root']}")
    click.echo(f"entries: {data['entries']}")
    click.echo(f"bytes: {data['bytes']}")


@cache_group.command("clear")
@_friendly
def cache_clear():
    """Remove every cache entry; kernels are compiled again on their next load.

    \b
    Examples:
      softgen cache clear
      SOFTGEN_CACHE_DIR=/tmp/softgen-cache softgen cache clear
    """
    from softgen.runtime import cache
    removed = cache.clear()
    click.echo(f"removed {removed} {'entry' if removed == 1 else 'entries'} from {cache.cache_root()}")


@main.command()
@click.option("--cols", required=True, callback=_csv("width", convert=int), help="Row width(s), e.g. 4096 or 781,12345.")
@click.option("--dtype", "dtypes", default="fp32", show_default=True, callback=_csv("dtype", DTYPES))
@click.option("--backend", type=click.Choice(BACKEND_CHOICES), default="both", show_default=True,
              help="Backends auto may choose from.")
@click.option("--device", "device_name", default=None,
              help="Device name to explain for (default: this machine's GPU, or the H100 table; "
              "'NVIDIA H200' reads the H200's).")
@click.option("--op", type=click.Choice(OPS), default="softmax", show_default=True)
@_friendly
def explain(cols, dtypes, backend, device_name, op):
    """Say which kernel strategy 'auto' picks for a width, why, and its expected GB/s.

    \b
    Examples:
      softgen explain --cols 4096 --dtype bf16
      softgen explain --cols 781,12345,262144 --dtype fp32,bf16
    """
    from softgen.auto import choose
    from softgen.generator.plan import make_plan
    for dtype in dtypes:
        for n in cols:
            choice = choose(KernelSpec(op=op, strategy="auto", cols=n, dtype=dtype, backend=backend),
                            device_name=device_name)
            plan = make_plan(choice.spec)
            expected = (f"expected {choice.expected_gbps:.0f} GB/s ({choice.expected_pct_copy:.0f}% of copy)"
                        if choice.expected_gbps else
                        f"expected {choice.expected_pct_copy:.0f}% of copy" if choice.expected_pct_copy else
                        "no measurement")
            click.echo(f"{dtype} N={n}: {plan.name}  [{choice.reason}; {expected}]")
            click.echo("    plan: " + ", ".join(f"{k}={v}" for k, v in plan.summary().items() if v or k == "row_loop"))
            if choice.spec.backend == "triton" and backend == "both" and op not in BACKWARD_OPS:
                _explain_small_calls(op, n, dtype, device_name)


def _explain_small_calls(op: str, cols: int, dtype: str, device_name) -> None:
    """The CUDA kernel softgen.softmax / log_softmax runs on small inputs where auto's pick is Triton."""
    from softgen.auto import choose
    from softgen.generator.plan import make_plan
    from softgen.torch_ops import SMALL_CALL_BYTES
    cuda = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype, backend="cuda"), device_name=device_name)
    click.echo(f"    small calls (softgen.{op} under {SMALL_CALL_BYTES >> 20} MB) and backend 'cuda': "
               f"{make_plan(cuda.spec).name}  [{cuda.reason}]")


@main.command()
@click.option("--cols", callback=_csv("width", convert=int), help="Widths to tune (default: the sweep).")
@click.option("--dtype", "dtypes", default="fp32,bf16,fp16", show_default=True, callback=_csv("dtype", DTYPES))
@click.option("--elems", type=click.IntRange(min=1), default=1 << 26, show_default=True)
@click.option("--rep", type=int, default=50, show_default=True, help="do_bench repetition time (ms).")
@click.option("--op", type=click.Choice(["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"]),
              default="softmax", show_default=True,
              help="Op timed: each has its own entries; log_softmax takes softmax's, and "
              "log_softmax_backward softmax_backward's, where it has none for a dtype.")
@click.option("--out", type=click.Path(dir_okay=False), default=None,
              help="Table path (default: the cache directory, where 'auto' looks first).")
@click.option("--results", type=click.Path(file_okay=False), default=None,
              help="Also write every candidate's timing to this directory (compare.csv, .json, .png).")
@click.option("--bands/--no-bands", default=True, show_default=True,
              help="Time each width's near-fastest configs at the midpoints with its neighbours "
              "and one 16-byte pack past it too, and keep the one that holds up best there (auto "
              "serves those widths from it).")
@click.option("--strategy", "strategies", default=",".join(STRATEGIES), show_default=True,
              callback=_csv("strategy", STRATEGIES),
              help="Strategies to try (e.g. warp,block,smem for short rows: fewer kernels to build).")
@click.option("--repeat", type=click.IntRange(min=1), default=1, show_default=True,
              help="Rounds of timing, interleaved over the candidates; each figure is their median, "
              "so the table keeps the faster kernel rather than the luckier run.")
@click.option("--train", type=click.IntRange(min=0), default=0, show_default=True, help=TRAIN_HELP)
@_friendly
def tune(cols, dtypes, elems, rep, op, out, results, bands, strategies, repeat, train):
    """Measure every strategy and tunable variant on this GPU, and the configs the current table
    holds; store the fastest per width (with --bands, the default: of those within a few points
    of it, the one whose worst figure over the width and its band's edges is highest).  Where
    that is a Triton kernel, a CUDA one chosen the same way among the CUDA kernels is stored
    beside it: backend 'cuda' and the drop-ins' small calls (under 64 MB, which skip Triton's
    launch cost) take it.

    The table goes to the cache directory, where strategy 'auto' (softgen.load,
    softgen emit --strategy auto, softgen explain) finds it before a shipped table (H100,
    H200).

    \b
    Examples:
      softgen tune --dtype bf16
      softgen tune --cols 1024,4096 --dtype fp32 --out my-table.json
      softgen tune --op softmax_backward --dtype fp32,bf16
      softgen tune --cols 512,1000,1024 --strategy warp,block,smem --repeat 3

    A table at --out (or in the cache) keeps its other entries: tuning one op or dtype
    replaces only that op's and dtype's.  Each dtype's entries are saved as it finishes, so
    a tune cut short keeps the dtypes it finished.
    """
    _require("tune", "rich", "torch", "triton")
    import torch
    if not torch.cuda.is_available():
        raise SoftgenError("tune: no CUDA GPU; tuning measures kernels on the GPU it runs on")
    from rich.console import Console
    from rich.progress import Progress
    from softgen.auto import forget_tables, load_table, table_group, tuned_table_path
    from softgen.bench import report, tune as tuning
    # the configs the tables hold now are timed too, so a re-tune cannot drop one unseen
    tables = [load_table(torch.cuda.get_device_name())[0]] + ([tuning.read(out)] if out else [])
    path = out or tuned_table_path(torch.cuda.get_device_name())
    console, measured = Console(), []
    # one dtype at a time, each saved as it finishes: a tune cut short (a job's time limit, Ctrl-C)
    # keeps the dtypes it finished (a full sweep takes minutes a dtype)
    every = tuning.tune_settings(dtypes, cols or SWEEP_WIDTHS, elems=elems, rep_ms=rep,
                                 strategies=list(strategies), op=op, repeat=repeat,
                                 train=train, tables=[t for t in tables if t])
    for dtype in dtypes:
        settings = dataclasses.replace(every, dtypes=[dtype])       # every dtype's incumbents still
        with Progress(console=console, transient=True) as progress:
            task = progress.add_task(f"tune {dtype}", total=None)
            table, timed = tuning.tune(settings, lambda what: progress.update(task, description=what), bands=bands)
        measured += timed
        if results:
            report.write(measured, table["environment"], results)
        path = tuning.save(tuning.merge(table, path), path)
        forget_tables()
        for e in table[table_group(op)].get(dtype, []):
            band = f", {e['band_pct_copy']:.0f} at its band's edges" if "band_pct_copy" in e else ""
            console.print(f"{dtype} {e['cols']:>7}: {e['strategy']}/{e['backend']} {e['tunables'] or ''} "
                          f"{e['gbps']:.0f} GB/s ({e['pct_copy']:.0f}% of copy{band})")
    console.print(f"wrote {path}")


if __name__ == "__main__":
    main()
