"""The bridge engine: cards, notations, auction, play, scoring and double dummy analysis.

A pure library shaped like endplay: it imports nothing else from bridgelaws. Only `dd` imports
endplay (for its DDS), since importing endplay is slow; the rest works with the look-alike types
of `types` (Denom, Penalty, Vul, Contract) and seat letters. `claims.run_example` checks the
executable examples of the knowledge base: `examplerun` reads an example and analyses it, `claimshapes`
says what each claim may say, `claimchecks` whether it holds. The CLI exposes the calculators.
"""
