"""Tuning tables shipped with softgen (one JSON file per device)."""
