"""The `softgen` command."""
from __future__ import annotations

import functools
import sys
import traceback

import click

from softgen import __version__
from softgen.errors import SoftgenError
from softgen.generator.spec import BACKEND_CHOICES, DTYPES, OPS, STRATEGIES, TUNABLES, KernelSpec, load_spec_file


def _friendly(fn):
    """Turn softgen errors into one line and exit code 2; --debug shows the traceback."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except SoftgenError as exc:
            if click.get_current_context().find_root().params.get("debug"):
                traceback.print_exc()
            click.echo(f"error: {exc}", err=True)
            sys.exit(2)
    return wrapper


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="softgen")
@click.option("--debug", is_flag=True, help="Show tracebacks for errors.")
def main(debug):
    """softgen: generate, validate and benchmark softmax kernels (CUDA C and Triton)."""


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
    fn = click.option("--strategy", type=click.Choice(STRATEGIES), default=None,
                      help="How a row is reduced: warp, block, smem or online.")(fn)
    fn = click.option("--op", type=click.Choice(OPS), default="softmax", show_default=True)(fn)
    return fn


def specs_from(spec_file, fields) -> list[KernelSpec]:
    if spec_file:
        if fields.get("strategy") or fields.get("cols"):
            raise SoftgenError("--spec: give either a spec file or --strategy/--cols flags, not both")
        return load_spec_file(spec_file).specs
    if not fields.get("strategy"):
        raise SoftgenError("--strategy: missing; choose one of " + ", ".join(STRATEGIES)
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


if __name__ == "__main__":
    main()
