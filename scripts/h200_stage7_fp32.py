"""The H200 table of the seventy-sixth session (notes entry 159): the seventy-fifth's with fp32
softmax / log_softmax at 190000-262144 on cluster stage 7 x 16 at a blocks_per_sm bound where it
ran fastest (ten packs a thread in registers at 64 registers, fourteen at 80: 192 threads at four
blocks; the rest of each slice in shared memory).  The entries at DROP (stage 6, 91-96% of copy
where 192 x 4 ran 95-97) go; then each width rounds b-c timed gets the kernel with the highest mean
over the rounds' two passes that builds without spills (nvcc).  Round a (one pass, shapes b did
not keep) only chose round b's shapes.

    cd scripts && python h200_stage7_fp32.py ../baseline/h200-75k.json ../softgen/tuning/h200.json \\
        ../docs/bench/seventysixth-b-pass1.txt ../docs/bench/seventysixth-b-pass2.txt \\
        ../docs/bench/seventysixth-c-pass1.txt ../docs/bench/seventysixth-c-pass2.txt

BASE is the table shipped before the session (`git show abf612b:softgen/tuning/h200.json`), what
every round's `strategy=auto` ran.  Its output is baseline/h200-76c2.json.  Round d timed the one
built before the check 1% either side of each entry (baseline/h200-76c.json); the check moved
log_softmax 229185 (a tie, 95.6) and 245839 (95.0 against stage 6's 95.5) to stage 7 x 16 x 192:
stage 6 at 256 threads and at its default spill 16 bytes from 229777 and 1% past 245839 (the
carried-spill audit, scripts/audit_spills.py).
"""
import sys

from add_h200_entries import build_from_means

# widths (inclusive) whose fp32 entries go: stage 7 at 192 x 4 led every timed width there (rounds
# b-c, both passes); past them auto's stage 6 led or ran level, and its entries stay
DROP = {"softmax": (196000, 236000), "log_softmax": (190000, 252000)}

if __name__ == "__main__":
    build_from_means(sys.argv[1:], DROP, "; the seventy-sixth session's fp32 softmax / log_softmax 190000-262144 on "
                     "cluster stage 7 at a blocks_per_sm bound (scripts/h200_stage7_fp32.py; notes entry 159)")
