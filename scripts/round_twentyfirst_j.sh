#!/bin/bash
# Twenty-first session, round j (H100): fp32 forward cluster stage 1 at blocks of at most 256
# threads (notes entry 91).  Round g again (the default plan at the table's fp32 long widths
# folded into $OUT/h100.json, then auto with it against torch), with new random widths (seed 22).
EXTRA=34655,42369,44141,48344,53344,63977,67546,127294,208512,240396,241032,261401 T_AUTO=250 \
    exec bash scripts/round_twentyfirst_g.sh
