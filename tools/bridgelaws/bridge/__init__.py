"""The bridge engine: cards, notations, auction, play, scoring and double dummy analysis.

A pure library shaped like endplay and built on its types (Player, Denom, Vul, Contract,
Deal): it imports nothing else from bridgelaws. `claims.run_example` checks the
executable examples of the knowledge base; the CLI exposes the calculators.
"""
