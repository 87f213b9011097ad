#!/bin/bash
# Twenty-seventh session, round a (H100): keep the first half of the peers' wheels (quack's CUDA 13
# libraries are 92 MB, over one call's 64 MiB: .peerwheels/a here, b in round b) on the machine's
# disk, and run the compare test for peers' errors.
set -o pipefail
source scripts/device_env.sh
mkdir -p /root/peerwheels && cp .peerwheels/a/* /root/peerwheels/ && ls -la /root/peerwheels
python3 -m pytest -q -m gpu tests/test_gpu.py -k "peers_error" 2>&1 | tail -3
