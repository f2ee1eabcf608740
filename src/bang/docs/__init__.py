"""Documents generated from the code: ``python -m bang.docs.cards`` writes docs/cards.md,
the card index of both games."""
