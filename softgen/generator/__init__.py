"""spec -> launch plan -> rendered sources."""
