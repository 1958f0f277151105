"""Ellipsis's verdict in Weblate: whether each translation fits the surface it is shown on.

`checks.EllipsisFitCheck` is the Weblate check; `measure` talks to long-running
`ellipsis measure -` processes and needs nothing but Python and an `ellipsis` binary.
"""
__version__ = "0.1.0"
