"""bridgelaws: the Laws of Duplicate Bridge and their commentaries as a knowledge base."""
