"""Published tables the engine is checked against, written here from the Laws themselves."""

# The Law 78B scale (WBF, 2017 Laws): each step's lower and upper bound in points, and its IMPs.
IMP_SCALE = [(0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
             (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
             (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17),
             (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
             (3500, 3990, 23), (4000, 7600, 24)]  # fmt: skip

# Law 2: the dealer and vulnerability of boards 1–16; the pattern repeats from board 17.
LAW_2 = {1: ("N", "none"), 2: ("E", "ns"), 3: ("S", "ew"), 4: ("W", "all"),
         5: ("N", "ns"), 6: ("E", "ew"), 7: ("S", "all"), 8: ("W", "none"),
         9: ("N", "ew"), 10: ("E", "all"), 11: ("S", "none"), 12: ("W", "ns"),
         13: ("N", "all"), 14: ("E", "none"), 15: ("S", "ns"), 16: ("W", "ew")}  # fmt: skip
