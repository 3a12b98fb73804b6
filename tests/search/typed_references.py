"""Law references as people type them, read by both search engines: the browser's (tests/site, tests/js)
and whoosh's query parser (`bridgelaws.search.query.parse`), which the browser must read the same way."""

TYPED_REFERENCES = [
    "27B1", "27b1", "Law 64", "law 64", "przepis 16C", "Przepisu 16C", "Νόμος 27Β1", "νομος 27β1",
    "ΝΟΜΟΣ 27Β1", "Правило 79С", "правило 79с", "27B1(a)", "27B1a", "Law 27B1(a)", "2D", "Law 2D",
    "1NT", "4S", "27", "93", "94", "0", "27 double", "27B1 double", "przepis 15A", "Νόμος 27Δ",
    "Правило 70", "Law 17D", "68A2(b)", "Laws 40", "zapowiedź porównywalna", "przepisów 61",
    "νόμου 12Γ", "12C2",
    # directors' shorthand and typed forms (issue 24)
    "L16B", "l16b", "L12C1(c)", "l12c1(e)(ii)", "L16", "l16 revoke", "L73C claim", "2017 L16B",
    "l16 and l73c", "Law 27 B 1 a", "law 27 b 1 (a)", "27 b 1 a", "27.B.1.a", "27.b.1", "Law 27.B.1.a",
    "Ν.16Β1", "ν.16β1", "N.16B1", "n. 16b1", "prz. 16C", "prz.16c", "przepis 27 B1a", "по Правилу 27 В1а",
    "27B1(a)/(b)", "27b1a/b", "27B1(a) and (b)", "Νόμος 27Β1(α) και (β)", "l12c1(e)(i) and (ii)",
    "round l1", "table 7a", "stol 7a", "l40s", "l3-8b", "l1=2", "l1/l2", "ν. 12/1990", "foo.l16",
    "Law 16 B", "4 s",
]
