"""Property-based tests of specs: any field values either plan and render, or raise a
SpecError naming the offending field.  Malformed spec files raise a SpecError naming the
file (and the line, where there is one).  Never any other exception."""
import re
from dataclasses import fields

import pytest
from hypothesis import event, example, given
from hypothesis import strategies as st

from fuzzing import fuzz_settings
from softgen.errors import SpecError
from softgen.generator.plan import make_plan, max_cols
from softgen.generator.render import render
from softgen.generator.spec import (ANY_WIDTH, BACKEND_CHOICES, DTYPE_ALIASES, DTYPES, MAX_COLS, OPS, STRATEGIES,
                                    SWITCHES, TUNABLES, KernelSpec, load_spec_file)

FIELDS = [f.name for f in fields(KernelSpec)]
INT_FIELDS = ("cols",) + tuple(TUNABLES)
CHECK_ORDER = ("op", "strategy", "dtype", "backend", "cols") + tuple(TUNABLES)
MISSING = object()             # leave the field out: its default applies

# Known: plan.py checks a user-set threads_per_row of the block strategies (block / smem /
# online with backend cuda) with _check_block_size, so the message names block_size, which the
# user did not set.  (named field, user-set field) pairs tolerated until plan.py names it right.
KNOWN_MISNAMED: set[tuple[str, str]] = set()   # (field named, field set) pairs plan.py mixes up


# ---- value strategies ---------------------------------------------------------------------

def weighted(*pairs):
    """one_of with integer weights: [(3, a), (1, b)] draws a three times as often as b."""
    options = [s for w, s in pairs for _ in range(w)]
    return st.integers(0, len(options) - 1).flatmap(lambda i: options[i])


ODD_STRINGS = ["", " ", "64", " 32 ", "0", "-1", "+4", "1e3", "0x10", "1_024", "²", "٣", "12a",
               "9" * 5000, "nan", "None", "true", "warp", "fp32", "FP16", "BFLOAT16", "cuda", "both",
               "softmax", "Warp", "\x00", "é"]
not_a_number = st.one_of(
    st.booleans(), st.floats(), st.sampled_from([0.0, 1.0, 64.0, -1.5, float("inf"), float("nan")]),
    st.text(max_size=6), st.sampled_from(ODD_STRINGS),
    st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
    st.tuples(st.integers()), st.binary(max_size=3), st.just(object()), st.just(1j),
)
absurd = st.one_of(st.none(), not_a_number, st.integers(-3, 3), st.integers(-2 ** 70, 2 ** 70),
                   st.integers(2 ** 31, 2 ** 80))
pow2 = st.sampled_from([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 65536])
sensible_int = st.one_of(pow2, st.integers(1, 5000), pow2.map(str))


def choice_values(valid):
    return weighted((8, st.sampled_from(list(valid))), (1, absurd))


FIELD_VALUES = {
    "op": weighted((6, st.just(MISSING)), (3, choice_values(OPS))),
    "strategy": choice_values(STRATEGIES),
    "dtype": weighted((2, st.just(MISSING)),
                      (4, choice_values(list(DTYPES) + list(DTYPE_ALIASES) + ["FP16", "Float32"]))),
    "backend": weighted((1, st.just(MISSING)), (4, choice_values(BACKEND_CHOICES))),
    "cols": weighted((1, st.just(MISSING)), (8, sensible_int), (1, absurd)),
}
for _name in TUNABLES:
    FIELD_VALUES[_name] = weighted((24, st.just(MISSING)), (4, sensible_int), (1, absurd))

any_fields = st.fixed_dictionaries(FIELD_VALUES).map(
    lambda d: {k: v for k, v in d.items() if v is not MISSING})


# ---- an independent oracle for the checks done when a spec is constructed ------------------

def _is_zero(value) -> bool:
    if isinstance(value, str):
        return value.strip().isascii() and value.strip().isdigit() and set(value.strip()) == {"0"}
    return not isinstance(value, bool) and isinstance(value, int) and value == 0


def _valid_cols(value) -> bool:
    return _valid_int(value) and int(value) <= MAX_COLS


def _valid_int(value) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return value >= 1
    if isinstance(value, str) and value.strip().isdigit():
        try:
            return int(value) >= 1
        except ValueError:          # '²' is a digit int() refuses; 5000 digits exceed int()'s limit
            return False
    return False


def invalid_fields(kwargs) -> list[str]:
    """Fields a KernelSpec must refuse on construction, in no particular order."""
    bad = []
    get = lambda name, default: kwargs.get(name, default)  # noqa: E731
    if not (isinstance(get("op", "softmax"), str) and get("op", "softmax") in OPS):
        bad.append("op")
    strategy = get("strategy", None)
    if not (isinstance(strategy, str) and strategy in STRATEGIES):
        bad.append("strategy")
    dtype = get("dtype", "fp32")
    if not (isinstance(dtype, str) and DTYPE_ALIASES.get(dtype.lower(), dtype.lower()) in DTYPES):
        bad.append("dtype")
    if not (isinstance(get("backend", "cuda"), str) and get("backend", "cuda") in BACKEND_CHOICES):
        bad.append("backend")
    cols = get("cols", None)
    if cols is None:
        if strategy not in ANY_WIDTH and "strategy" not in bad:
            bad.append("cols")
    elif not _valid_cols(cols):
        bad.append("cols")
    bad += [n for n in TUNABLES if n not in ("stage", "exchange", *SWITCHES)
            and get(n, None) is not None and not _valid_int(get(n, None))]
    for flag in SWITCHES:      # 0 or 1
        value = get(flag, None)
        if value is not None and not (_is_zero(value) or _valid_int(value) and int(value) == 1):
            bad.append(flag)
    exchange = get("exchange", None)
    if exchange is not None and not (_is_zero(exchange) or _valid_int(exchange) and int(exchange) in (1, 2)):
        bad.append("exchange")
    stage = get("stage", None)
    if stage is not None and not (_is_zero(stage) or _valid_int(stage) and int(stage) in (1, 2, 3, 4, 5, 6, 7, 8)):
        bad.append("stage")
    return bad


def assert_names_field(exc: SpecError, allowed) -> None:
    message = str(exc)
    assert isinstance(exc.field, str) and message.startswith(exc.field + ": "), message
    assert exc.field in allowed, f"{message!r} names {exc.field!r}, expected one of {sorted(allowed)}"
    assert len(message) > len(exc.field) + 2


def build_all(kwargs):
    """Construct, plan and render every backend of a spec; returns the rendered kernels."""
    spec = KernelSpec(**kwargs)
    return [render(make_plan(s)) for s in spec.for_backends()]


def check_attempt(kwargs):
    bad = invalid_fields(kwargs)
    try:
        spec = KernelSpec(**kwargs)
    except SpecError as exc:
        assert bad, f"KernelSpec({kwargs!r}) refused valid fields: {exc}"
        assert_names_field(exc, bad)
        # fields are checked in a fixed order: the first bad one is named
        assert exc.field == min(bad, key=CHECK_ORDER.index), str(exc)
        event("refused on construction")
        return
    assert not bad, f"KernelSpec({kwargs!r}) accepted bad fields {bad}"
    assert all(isinstance(getattr(spec, n), int) for n in INT_FIELDS if getattr(spec, n) is not None)
    user_set = {k for k, v in kwargs.items() if v is not None}
    for single in spec.for_backends():
        try:
            rendered = render(make_plan(single))
        except SpecError as exc:
            named = exc.field
            if named not in user_set and any((named, u) in KNOWN_MISNAMED for u in user_set):
                event("known plan.py misnaming")
                return
            assert_names_field(exc, user_set)
            event("refused by the plan")
            return
        assert rendered.module_source and rendered.plan.name + ".py" in rendered.files
        if single.backend == "cuda":
            assert rendered.cuda_source
    event("rendered")


# ---- KernelSpec fields ---------------------------------------------------------------------

@fuzz_settings(300)
@given(any_fields)
@example({"strategy": "warp", "cols": "²"})
@example({"strategy": "warp", "cols": "9" * 5000})
@example({"strategy": "warp", "cols": 64, "dtype": []})
@example({"strategy": "warp", "cols": 64, "dtype": {"a": 1}})
@example({"strategy": "block", "cols": 2 ** 80, "backend": "both"})
@example({"strategy": "online", "cols": 2 ** 80, "tile": 2 ** 80, "backend": "both"})
@example({"strategy": "warp", "cols": 1, "stage": 6, "async_copy": False})     # stage is checked first
def test_any_fields_render_or_name_the_field(kwargs):
    check_attempt(kwargs)


def _plans(**fields) -> bool:
    try:
        make_plan(KernelSpec(**fields))
        return True
    except SpecError:
        return False


def _valid_bases():
    """(strategy, dtype, backend, widest cols or None) for every combination that plans."""
    out = []
    for strategy in STRATEGIES:
        for dtype in DTYPES:
            tops = {}
            for backend in ("cuda", "triton"):
                top = max_cols(strategy, dtype, backend)
                if _plans(strategy=strategy, dtype=dtype, backend=backend, cols=top or 1):
                    tops[backend] = top
            for backend, top in tops.items():
                out.append((strategy, dtype, backend, top))
            if len(tops) == 2:
                widths = [t for t in tops.values() if t is not None]
                out.append((strategy, dtype, "both", min(widths) if widths else None))
    return out


VALID_BASES = _valid_bases()


@st.composite
def valid_base(draw):
    """A spec that plans for its backend(s), with no tunables."""
    strategy, dtype, backend, top = draw(st.sampled_from(VALID_BASES))
    if top is None:        # any width
        cols = draw(st.one_of(st.none(), st.integers(1, MAX_COLS))) if strategy in ANY_WIDTH \
            else draw(st.integers(1, MAX_COLS))
    else:
        cols = draw(st.one_of(st.integers(1, top), st.sampled_from(sorted({1, 2, 3, top}))))
    return dict(strategy=strategy, dtype=dtype, backend=backend, cols=cols)


@fuzz_settings(200)
@given(valid_base())
def test_every_width_up_to_the_limit_renders(base):
    """Widths within max_cols always plan and render with derived tunables, deterministically."""
    first = build_all(base)
    again = build_all(base)
    assert [r.files for r in first] == [r.files for r in again]


def invalid_for(name):
    """Values a field refuses on construction (or, huge, that its plan refuses)."""
    if name == "stage":         # 0 to 8
        return st.one_of(not_a_number.filter(lambda v: not _valid_int(v) and not _is_zero(v)),
                         st.integers(max_value=-1), st.integers(9, 2 ** 80))
    if name in SWITCHES:        # 0 or 1
        return st.one_of(not_a_number.filter(lambda v: not _valid_int(v) and not _is_zero(v)),
                         st.integers(max_value=-1), st.integers(2, 2 ** 80))
    if name == "exchange":      # 0, 1 or 2
        return st.one_of(not_a_number.filter(lambda v: not _valid_int(v) and not _is_zero(v)),
                         st.integers(max_value=-1), st.integers(3, 2 ** 80))
    if name in INT_FIELDS:
        return st.one_of(not_a_number.filter(lambda v: not _valid_int(v)), st.integers(max_value=0),
                         st.integers(2 ** 31, 2 ** 80))
    valid = {"op": OPS, "strategy": STRATEGIES, "backend": BACKEND_CHOICES}.get(name)
    if name == "dtype":
        return absurd.filter(lambda v: not (isinstance(v, str)
                                            and DTYPE_ALIASES.get(v.lower(), v.lower()) in DTYPES))
    return absurd.filter(lambda v: not (isinstance(v, str) and v in valid))


@fuzz_settings(300)
@given(valid_base(), st.sampled_from(FIELDS).flatmap(lambda n: st.tuples(st.just(n), invalid_for(n))))
@example({"strategy": "cluster", "dtype": "fp32", "backend": "cuda", "cols": 1}, ("async_copy", 2))
@example({"strategy": "smem", "dtype": "bf16", "backend": "triton", "cols": 32776}, ("num_warps", 2 ** 31))
def test_one_bad_field_is_named(base, bad):
    """A valid spec with one field spoiled is refused naming exactly that field."""
    name, value = bad
    kwargs = {**base, name: value}
    if name == "cols" and base["strategy"] in ANY_WIDTH and _valid_cols(value):
        build_all(kwargs)          # online takes any width
        return
    if name == "cols" and base["cols"] is None and isinstance(value, int) and 0 < value <= MAX_COLS:
        return                     # a strategy of any width, with a width
    with pytest.raises(SpecError) as info:
        build_all(kwargs)
    exc = info.value
    if (exc.field, name) in KNOWN_MISNAMED:
        event("known plan.py misnaming")
        return
    assert_names_field(exc, {name})


def test_threads_per_row_is_named_when_it_is_the_bad_one():
    with pytest.raises(SpecError) as info:
        make_plan(KernelSpec(strategy="block", cols=64, threads_per_row=5000))
    assert info.value.field == "threads_per_row"


@fuzz_settings(200)
@given(st.dictionaries(st.one_of(st.sampled_from(FIELDS + [f.replace("_", "-") for f in FIELDS]),
                                 st.text(max_size=8), st.integers()),
                       st.one_of(absurd, sensible_int, st.sampled_from(STRATEGIES)), max_size=6),
       st.sampled_from(["flags", "spec", "k.toml:3"]))
def test_from_mapping_names_where_and_field(data, where):
    try:
        KernelSpec.from_mapping(data, where=where)
    except SpecError as exc:
        assert exc.field.startswith(where + ": ") and str(exc).startswith(exc.field + ": "), str(exc)
        key = exc.field[len(where) + 2:]
        assert key in FIELDS or key in {str(k) for k in data}, str(exc)


@pytest.mark.parametrize("data", [[1], "strategy", None, 3, ("strategy", "warp")])
def test_from_mapping_refuses_non_tables(data):
    with pytest.raises(SpecError, match=r"^flags: expected a table of fields"):
        KernelSpec.from_mapping(data, where="flags")


# ---- spec files ----------------------------------------------------------------------------

def load_or_error(path):
    """load_spec_file's specs, or its SpecError (which must name the file); nothing else."""
    try:
        return load_spec_file(path), None
    except SpecError as exc:
        assert str(exc).startswith(str(path)) and exc.field.startswith(str(path)), str(exc)
        assert str(exc).startswith(exc.field + ": "), str(exc)
        return None, exc


@fuzz_settings(200)
@given(st.one_of(st.text(max_size=80),
                 st.lists(st.sampled_from(['[[kernel]]', '[ [kernel] ]', '[defaults]', '[kernel]',
                                           'strategy = "warp"', 'cols = 64', 'cols = "x"', 'dtype = 3',
                                           'kernel = 1', '= 3', '"', "'''", '[[kernel]', 'x = [1, 2',
                                           'tile = 1.5', 'defaults = []', 'a.b = 1', '# c', '']),
                          max_size=8).map("\n".join)))
def test_random_text_spec_files(tmp_path_factory, text):
    path = tmp_path_factory.mktemp("spec") / "k.toml"
    path.write_text(text, encoding="utf-8")
    load_or_error(path)


@fuzz_settings(100)
@given(st.binary(max_size=64))
def test_random_bytes_spec_files(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("spec") / "k.toml"
    path.write_bytes(data)
    load_or_error(path)


@pytest.mark.parametrize("text,match", [
    (b"\xff\xfe[[kernel]]", r"k.toml: cannot read spec file \(not UTF-8"),
    (b"defaults = 3\n[[kernel]]\nstrategy = 'online'\n", r"k.toml:1: defaults: expected a table"),
    (b"defaults = [1]\n[[kernel]]\nstrategy = 'online'\n", r"k.toml:1: defaults: expected a table"),
    (b"kernel = [1, 2]\n", r"k.toml:1: expected a table of fields, got int"),
    (b"\n\nkernel = ['warp']\n", r"k.toml:3: expected a table of fields, got str"),
    (b"kernel = [{strategy = 'warp', cols = 0}]\n", r"k.toml:1: cols: must be at least 1"),
    (b"[defaults]\ndtype = {a = 1}\n[[kernel]]\nstrategy = 'warp'\ncols = 3\n", r"k.toml:3: dtype: \{'a': 1\}"),
    (b"[[kernel]]\nstrategy = 'warp'\ncols = '\xc2\xb2'\n", r"k.toml:1: cols: expected a whole number"),
    (b"[[kernel]]\nstrategy = 'warp'\ncols = 64\n\n[[ kernel ]]\nstrategy = 'bad'\n", r"k.toml:5: strategy"),
    (b"[[kernel]]\nstrategy = 'warp'\ncols = 64\nextra = 1\n[extra]\n", r"k.toml:5: unknown top-level key 'extra'"),
    (b"x = " + b"[" * 3000 + b"]" * 3000 + b"\n", r"k.toml: not valid TOML"),
    (b"kernel = {strategy = 'warp'}\n", r"k.toml: no \[\[kernel\]\] tables"),
])
def test_malformed_spec_files(tmp_path, text, match):
    path = tmp_path / "k.toml"
    path.write_bytes(text)
    with pytest.raises(SpecError, match=match) as info:
        load_spec_file(path)
    assert str(info.value).startswith(str(path))


def test_spec_file_that_is_a_directory(tmp_path):
    with pytest.raises(SpecError, match=rf"^{re.escape(str(tmp_path))}: cannot read spec file"):
        load_spec_file(tmp_path)


# Structured documents: well-formed TOML with random keys, values of any type, unknown keys.

def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return {"inf": "inf", "-inf": "-inf", "nan": "nan"}.get(repr(value), repr(value))
    if isinstance(value, str):
        return '"' + "".join(f"\\u{ord(c):04x}" if ord(c) < 32 or c in '"\\\x7f' else c for c in value) + '"'

    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{toml_value(k)} = {toml_value(v)}" for k, v in value.items()) + "}"
    raise AssertionError(value)


toml_scalar = st.one_of(st.integers(-2 ** 63, 2 ** 63 - 1), st.floats(), st.booleans(),
                        st.text(st.characters(codec="utf-8"), max_size=6), st.sampled_from(ODD_STRINGS[:-3]))
toml_values = st.one_of(
    st.sampled_from(list(STRATEGIES) + list(DTYPES) + list(BACKEND_CHOICES) + ["softmax"]),
    st.sampled_from([1, 16, 64, 128, 781, 1024, 4096]), toml_scalar,
    st.lists(toml_scalar, max_size=2), st.dictionaries(st.text("abc", min_size=1, max_size=2), toml_scalar,
                                                       max_size=1))
key_names = st.one_of(st.sampled_from(FIELDS + [f.replace("_", "-") for f in FIELDS]),
                      st.text("abcdefghijklmnopqrstuvwxyz_-", min_size=1, max_size=8))
table = st.dictionaries(key_names, toml_values, max_size=5)
kernel_table = st.tuples(st.sampled_from(STRATEGIES), table).map(lambda t: {"strategy": t[0], **t[1]})


@st.composite
def spec_documents(draw):
    """(text, header line of each [[kernel]] table, {unknown top-level key: its line})."""
    lines, headers, unknown = [], [], {}
    for key in draw(st.lists(st.text("xyz_", min_size=1, max_size=4), max_size=1, unique=True)):
        lines.append(f"{key} = {toml_value(draw(toml_scalar))}")
        unknown[key] = len(lines)
    if draw(st.booleans()):
        lines += ["", "[defaults]"] + [f"{toml_value(k)} = {toml_value(v)}" for k, v in draw(table).items()]
    for kernel in draw(st.lists(kernel_table, min_size=1, max_size=3)):
        lines += draw(st.sampled_from([[], [""], ["# a kernel"]]))
        lines.append(draw(st.sampled_from(["[[kernel]]", "[[ kernel ]]", "  [[kernel]]  # x"])))
        headers.append(len(lines))
        lines += [f"{toml_value(k)} = {toml_value(v)}" for k, v in kernel.items()]
    for key in draw(st.lists(st.text("xyz", min_size=1, max_size=3), max_size=1, unique=True)):
        if key not in unknown:
            lines += ["", f"[{key}]", "a = 1"]
            unknown[key] = len(lines) - 1
    return "\n".join(lines) + "\n", headers, unknown


@fuzz_settings(250)
@given(spec_documents())
def test_structured_spec_files(tmp_path_factory, document):
    text, headers, unknown = document
    path = tmp_path_factory.mktemp("spec") / "k.toml"
    path.write_text(text, encoding="utf-8")
    import tomllib
    doc = tomllib.loads(text)          # the generator writes valid TOML
    loaded, exc = load_or_error(path)
    if unknown:
        key = sorted(unknown)[0]
        assert exc is not None and exc.field == f"{path}:{unknown[key]}", (text, exc)
        assert f"unknown top-level key {key!r}" in str(exc)
        return
    # the first kernel table that does not make a spec is named, with its header's line
    for i, kernel in enumerate(doc["kernel"]):
        try:
            KernelSpec.from_mapping({**doc.get("defaults", {}), **kernel})
        except SpecError as expected:
            assert exc is not None, text
            assert str(exc).startswith(f"{path}:{headers[i]}: "), (text, str(exc))
            assert exc.field == f"{path}:{headers[i]}: " + expected.field.removeprefix("spec: ")
            event("refused")
            return
    assert exc is None, (text, str(exc))
    assert len(loaded.specs) == len(doc["kernel"])
    event("loaded")
