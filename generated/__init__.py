"""Kernels written by `softgen emit`; each module is standalone."""
