"""`make bench`: speed and memory figures, printed (never asserted in tests)."""
