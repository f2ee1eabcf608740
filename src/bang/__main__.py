"""``python -m bang``: the ``bang`` command (bang.cli.main)."""

import sys

from bang.cli.main import main

sys.exit(main())
