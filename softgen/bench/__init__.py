"""softgen compare: validate and benchmark kernels and peers side by side."""
