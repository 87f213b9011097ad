"""Fill a tuning table's gaps from another GPU's table (exploration): OWN's entries kept, BASE's
added at the widths OWN has no entry for (each marked `timed_on`: BASE's device), group by group and dtype by dtype, into OUT.  Only
OWN's groups are filled (an op OWN has no group for keeps reading the group after it, as
auto.TABLE_GROUPS orders them); where OWN reads bf16's entries for fp16, those are OWN's.

    python scripts/merge_tables.py softgen/tuning/h200.json softgen/tuning/h100.json baseline/h200-fill.json
"""
import json
import sys

from softgen.auto import GROUPS


def merged(own: dict, base: dict) -> dict:
    out = json.loads(json.dumps(own))
    for group in GROUPS:
        if group not in own:
            continue
        for dtype in ("fp32", "bf16", "fp16"):
            mine = own[group].get(dtype) or (own[group].get("bf16", []) if dtype == "fp16" else [])
            held = {e["cols"] for e in mine}
            added = [{**e, "timed_on": e.get("timed_on", base["device"])}      # its figures are that GPU's
                     for e in base.get(group, {}).get(dtype, []) if e["cols"] not in held]
            if mine or added:
                out[group][dtype] = sorted(mine + added, key=lambda e: (e["cols"], e["backend"]))
    return out


if __name__ == "__main__":
    own_path, base_path, out_path = sys.argv[1:4]
    own, base = (json.load(open(p)) for p in (own_path, base_path))
    table = merged(own, base)
    json.dump(table, open(out_path, "w"), indent=1)
    for group in GROUPS:
        for dtype, entries in table.get(group, {}).items():
            print(f"{group:22} {dtype}: {len(own.get(group, {}).get(dtype, []))} own, {len(entries)} merged")
