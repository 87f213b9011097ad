"""Compile, cache and launch rendered kernels on a CUDA GPU."""
