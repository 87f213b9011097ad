"""scripts/weak_cells_matrix.py: a try_matrix list of a survey's weak forward cells against the
shapes near them (the hundred-eighth session's round g ran it on the device between the survey and
the probe, so a bad line would cost device time)."""
import math
import pathlib

import pytest

from softgen.errors import SoftgenError
from softgen.generator.plan import make_plan
from softgen.generator.spec import KernelSpec


SCRIPTS = pathlib.Path(__file__).resolve().parent.parent / "scripts"


@pytest.fixture
def weak(monkeypatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    import explore
    import weak_cells_matrix
    return weak_cells_matrix, explore


def write_csv(path, rows):
    path.write_text("dtype,cols,pct_copy,strategy,tunables,reason\n"
                    + "".join(f'{d},{c},{p},cluster,"","x"\n' for d, c, p in rows))


def test_lines_hold_the_weak_cells_in_range_by_shape_range(weak, tmp_path, capsys):
    """Cells under the threshold and within [LO, HI) only, one line per op, dtype and shape range,
    widths sorted; the line's configs are its range's for its dtype."""
    module, _ = weak
    write_csv(tmp_path / "auto-softmax.csv", [
        ("bf16", 16384, 95.5), ("bf16", 12288, 94.0),      # weak, one range (8192-24575)
        ("bf16", 32768, 95.9),                             # weak, the next range
        ("bf16", 16000, 99.0),                             # fast: left out
        ("fp32", 18432, 95.1),                             # weak, fp32's shapes
        ("fp32", 1024, 90.0), ("fp32", 120000, 90.0),      # under LO, from HI: left out
    ])
    module.main("96", "2048", "100000", str(tmp_path / "auto-softmax.csv"))
    lines = capsys.readouterr().out.splitlines()
    heads = sorted(" ".join(line.split()[:3]) for line in lines)
    assert heads == ["softmax bf16 12288,16384", "softmax bf16 32768", "softmax fp32 18432"]
    by_head = {" ".join(line.split()[:3]): line.split(maxsplit=3)[3] for line in lines}
    assert by_head["softmax bf16 12288,16384"] == module.SHAPES[1][1]
    assert by_head["softmax bf16 32768"] == module.SHAPES[2][1]
    assert by_head["softmax fp32 18432"] == module.SHAPES[1][2]


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
def test_every_width_of_a_range_has_shapes_to_time(weak, dtype):
    """At a range's first, middle and last widths, for both forward ops, at least three of its
    configs plan (a config a width rejects shows as "-" in try_matrix's table)."""
    module, explore = weak
    starts = [s[0] for s in module.SHAPES] + [100000]
    for (lo, shapes_16, shapes_32), hi in zip(module.SHAPES, starts[1:]):
        configs = (shapes_32 if dtype == "fp32" else shapes_16).split()
        for cols in (lo, int(math.sqrt(lo * hi)), hi - 1):
            for op in ("softmax", "log_softmax"):
                valid = 0
                for config in configs:
                    try:
                        make_plan(KernelSpec(op=op, cols=cols, dtype=dtype, **explore.tunables(config)))
                        valid += 1
                    except SoftgenError:
                        pass
                assert valid >= 3, (op, dtype, cols, valid)
