"""The ninetieth session's H200 table (notes entry 173): the session's first table (`git show
6a3d757:softgen/tuning/h200.json`) with an entry at each width round b timed, for the kernel that
ran fastest there and builds without spills (add_h200_entries.build_from_means, single passes).
Round a timed auto at 384 random cells and at the 253 widths scripts/risky_widths.py flags by the
packs a thread alone; its weak cells sat beside entries whose config does not carry: fp32 backward
92728-97098 (x 8 stage 2 from 90000-91445, 80-84; x 12 stage 4 99-101), fp32 log_softmax_backward
1030-1056 (smem at 256 threads from 1024, 77-79; smem's default 104), bf16 softmax_backward
1065-1089 (block at 128 threads from 1023, 90; Triton block 106-107), 16-bit softmax_backward
11408-12224 (online from 12345, 91-94; cluster x 2 105-106), fp32 backward 32901-33200 (x 16 stage
2 from 32768, 92; x 12 stage 4 99-102), 16-bit backward 8457 (smem from 8192, 92-94; cluster x 2
102-105), fp32 log_softmax_backward 8264-8700 (x 4 at 256 threads, 94-95; x 2 103), forward
16448-17353 (fp32 92-96, x 2 stage 6 with bulk stores 96.6-98.3; 16-bit x 4 stage 6 at 128 threads
100-101) and bf16 log_softmax_backward 490-508 (smem 95-97, warp 105-107). Round c (its
`strategy=auto` on baseline/h200-90b.json, this script's output from round b) re-timed the 34
entries carried from the H100's table (`timed_on`) at their widths beside the configs of the
entries around them (fp32 softmax 16388's ran 93.3 here, x 2 stage 6 at 192 threads 99.8). Where
every config timed there was the entry's own, the entry keeps its config and takes the H200's
figure (enter_means' twins). Round c's fresh widths beside round b's stay without entries. Round
d's 192 fresh random cells on that table put 16-bit log_softmax 21323 lowest (93.5, 21422's default
cluster); round e (on baseline/h200-90c.json, the output from rounds b-c) timed it and the entries
under 97 beside round d's next lowest: 16-bit log_softmax 21200-22450 (x 4 stage 6 at 128 threads,
eight blocks an SM, 100-101; the default and x 4 stage 6 93-95), fp32 softmax_backward 1450-1600
(block at 512 threads 94-97; its default 104-105), bf16 softmax_backward 6400-6601 (cluster x 2
99-107.5) and fp32 log_softmax 3929-4027 (x 2 stage 6 at 128 threads 100-100.6). Round f's fresh
widths beside them found fp32 log_softmax 4060 at 94.2 (4096's Triton online twin serves rows of
16-byte multiples there); round g (on baseline/h200-90e.json, the output from rounds b, c and e)
timed fp32 forward 4040-4088: x 2 stage 6 at 128 threads with bulk stores 98-101, Triton online
94-99. Round h's fresh widths found 4092 (the one row of a 16-byte multiple between 4088 and 4096)
at 94.5-95.4; round i (on baseline/h200-90g.json, the output from rounds b-g) timed 4089-4095: x 2
stage 6 at 128 threads 100-101 (auto at 4092 92.5-92.7, the Triton online twin).

    git show 6a3d757:softgen/tuning/h200.json > baseline/h200-90a.json
    cd scripts && B=../docs/bench/ninetieth
    python ninetieth_entries.py ../baseline/h200-90a.json ../baseline/h200-90b.json $B-b-matrices.txt:h200-90a
    python ninetieth_entries.py ../baseline/h200-90a.json ../baseline/h200-90c.json \\
        $B-b-matrices.txt:h200-90a $B-c-matrices.txt:h200-90b
    python ninetieth_entries.py ../baseline/h200-90a.json ../baseline/h200-90e.json \\
        $B-b-matrices.txt:h200-90a $B-c-matrices.txt:h200-90b $B-e-matrices.txt:h200-90c
    python ninetieth_entries.py ../baseline/h200-90a.json ../baseline/h200-90g.json \\
        $B-b-matrices.txt:h200-90a $B-c-matrices.txt:h200-90b $B-e-matrices.txt:h200-90c \\
        $B-g-matrices.txt:h200-90e
    python ninetieth_entries.py ../baseline/h200-90a.json ../softgen/tuning/h200.json \\
        $B-b-matrices.txt:h200-90a $B-c-matrices.txt:h200-90b $B-e-matrices.txt:h200-90c \\
        $B-g-matrices.txt:h200-90e $B-i-matrices.txt:h200-90g
"""
import sys

from add_h200_entries import build_from_means

ADDED = ("; the ninetieth session's: an entry at each width its round b timed (fp32 backward "
         "91445-99000, 32901-33766, 8264-8700 and 1030-1070, 16-bit backward 1030-1120, 8264-8700 and "
         "11100-12224, forward 16448-17353, 16-bit log_softmax 137-144, bf16 log_softmax_backward "
         "490-508), at the 34 widths whose entries were carried from the H100's table, and at round "
         "e's (16-bit log_softmax 21200-22450, fp32 softmax_backward 1450-1600, bf16 softmax_backward "
         "6400-6601, fp32 log_softmax 3929-4027) and g-i's (fp32 forward 4040-4095) for the fastest "
         "kernel there (scripts/ninetieth_entries.py; notes entry 173)")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    # twins: round c's carried entries timed in their own config alone take the H200's figure, and
    # bf16 softmax_backward 6601's Triton online (96.3 in round e, where cluster x 2 ran 99.4) goes
    build_from_means(sys.argv[1:], {}, ADDED, twins=True)
