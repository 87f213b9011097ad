#!/bin/bash
# Twenty-second session, round e (H100):
# (1) the whole-warp block rule lost at bf16 7002 (98.7 -> 84.3, 448 threads against 512):
#     block sizes and rules at widths around it;
# (2) warp rows of 16-bit 157-324 at 89-94 (round b): threads a row 8 / 16 / 32;
# (3) 16-bit forward long rows auto left under 95 (rounds a, b): fp16 133914-136995 (80, the
#     131072 entry), log_softmax 133914-180681 (91-95, 131072's), bf16 180681 (94.9, 200001's).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py bf16 block 6000,6500,6800,6900,7002,7100,7200,7600 "" block_size=384 block_size=448 block_size=512 block_size=320
explore try_width_rules.py op=softmax bf16 6800,7002,7200 shipped block_e16 block_e24 block_e32
explore try_width_rules.py op=softmax bf16 129,157,200,279,307,324,400,457,600,700,900 shipped warp_t8 warp_t16 warp_t32
explore try_width_rules.py op=log_softmax fp16 129,157,200,279,307,324,400,457,600,700,900 shipped warp_t8 warp_t16 warp_t32
C134="stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2"
explore try_matrix.py fp16 cluster 131500,132800,133914,136995,140000,145000 "" stage=1,cluster_size=16 $C134
T=140 explore try_matrix.py op=log_softmax bf16 cluster 132800,133914,136995,145000,155000,168127,180681,190001 cluster_size=8,block_size=256,exchange=2 $C134 stage=1,cluster_size=16 ""
explore try_matrix.py op=log_softmax fp16 cluster 133914,155000,168127,180681 cluster_size=8,block_size=256,exchange=2 $C134 stage=1,cluster_size=16 ""
explore try_matrix.py bf16 cluster 170000,175000,180681,186000,192000 $C134 stage=1,cluster_size=16 ""
