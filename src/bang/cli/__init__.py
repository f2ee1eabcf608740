"""The ``bang`` command line: simulate, bench, replay (play and serve come later)."""
