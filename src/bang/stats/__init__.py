"""Balance statistics (``bang simulate --report``): per-game summaries added up into
mergeable tallies, Wilson intervals and corrected comparisons, a resumable result store,
local and Ray backends, plots and reports.

Only the plots need a third-party package (matplotlib, the ``plot`` extra) and only the
Ray backend needs Ray (the ``ray`` extra); everything else is standard library.
"""
