"""The (strategy, backend, dtype, width) grid the numeric tests cover."""
from softgen.generator.plan import max_cols
from softgen.generator.spec import BACKEND_STRATEGIES, BACKENDS, DTYPES, STRATEGIES

WIDTHS = [1, 2, 3, 31, 33, 127, 781, 1000, 1024, 1025, 4097, 12345]


def widths_for(strategy: str, dtype: str, backend: str, widths=WIDTHS) -> list[int]:
    """The listed widths the strategy accepts, plus its maximum (or 50000 for online)."""
    top = max_cols(strategy, dtype, backend)
    chosen = [w for w in widths if top is None or w <= top]
    return chosen + [top if top is not None else 50000]


def kernel_cases(widths=WIDTHS, dtypes=tuple(DTYPES), backends=BACKENDS):
    return [(s, b, d, w) for s in STRATEGIES for b in backends if s in BACKEND_STRATEGIES[b]
            for d in dtypes for w in widths_for(s, d, b, widths)]
