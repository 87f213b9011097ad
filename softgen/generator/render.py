"""Render a launch plan through the Jinja2 templates into kernel and launcher sources."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from functools import lru_cache

import jinja2

from softgen import __version__
from softgen.generator.plan import LaunchPlan
from softgen.generator.spec import BACKWARD_OPS


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("softgen", "templates"),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["dedent"] = textwrap.dedent    # a loop's body out of its loop (triton/macros.j2)
    return env


def _render(template: str, plan: LaunchPlan) -> str:
    text = environment().get_template(template).render(
        plan=plan, version=__version__, family=_family(plan), backward=plan.spec.op in BACKWARD_OPS)
    # normalise: no trailing blanks, single final newline, at most two blank lines in a row
    lines = [line.rstrip() for line in text.splitlines()]
    out: list[str] = []
    for line in lines:
        if line or len(out) < 2 or out[-1] or out[-2]:
            out.append(line)
    return "\n".join(out).strip("\n") + "\n"


def render_cuda(plan: LaunchPlan) -> str:
    """The CUDA C source of a cuda-backend plan."""
    assert plan.backend == "cuda", plan.backend
    return _render(f"cuda/{_family(plan)}{plan.strategy}.cu.j2", plan)


def _family(plan: LaunchPlan) -> str:
    """Template folder prefix: CUDA backward kernels and the streaming (online) Triton one have
    templates of their own; the row-wise Triton ones share their strategy's template."""
    if plan.spec.op not in BACKWARD_OPS:
        return ""
    return "backward/" if plan.backend == "cuda" or plan.strategy == "online" else ""


@dataclass(frozen=True)
class RenderedKernel:
    plan: LaunchPlan
    files: dict[str, str]        # file name -> text

    @property
    def module_name(self) -> str:
        return self.plan.name

    @property
    def module_source(self) -> str:
        return self.files[self.plan.name + ".py"]

    @property
    def cuda_source(self) -> str | None:
        return self.files.get(self.plan.name + ".cu")


def render(plan: LaunchPlan) -> RenderedKernel:
    """All files of one kernel: `<name>.py` (launcher, standalone) and, for CUDA, `<name>.cu`."""
    files = {}
    if plan.backend == "cuda":
        files[plan.name + ".cu"] = render_cuda(plan)
        files[plan.name + ".py"] = _render("python/cuda_module.py.j2", plan)
    else:
        files[plan.name + ".py"] = _render("python/triton_module.py.j2", plan)
    return RenderedKernel(plan, files)
