"""Calls in every notation, and the auction engine on the sources' auctions."""

from __future__ import annotations

import pytest

from bridgelaws.bridge.auction import Auction, analyse_auction, auction_from_data, parse_auction_text
from bridgelaws.bridge.calls import Call, bid, call_from_data, format_call, parse_call
from bridgelaws.bridge.errors import BridgeError


def calls(*texts: str) -> list[Call]:
    return [parse_call(t) for t in texts]


def table_after(text: str, marker: str) -> str:
    """The auction table printed after the line with `marker` in a seed (up to the next blank line)."""
    lines = text[text.index(marker) :].splitlines()[1:]
    start = next(i for i, line in enumerate(lines) if line.strip())
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return "\n".join(lines[start:end])


@pytest.mark.parametrize(
    ("words", "text"),
    [
        (["Pass", "pass", "P", "pas", "πάσο", "Πάσο", "пас"], "Pass"),
        (["X", "Dbl", "kontra", "κοντρ", "контра"], "X"),
        (["XX", "Rdbl", "rekontra", "σιρκοντρ", "реконтра"], "XX"),
        (["1NT", "1N", "1BA", "1ΧΑ", "1ΝΤ", "1БК", "1nt"], "1NT"),
        (["2♣", "2C", "2c"], "2C"),
        (["7♠", "7S"], "7S"),
        (["?"], "?"),
    ],
)
def test_calls_in_every_notation(words, text):
    assert {parse_call(word).text for word in words} == {text}


def test_marks_on_calls():
    assert parse_call("2♣*").alert and not parse_call("2♣*").irregular
    assert parse_call("1NT!").irregular
    assert parse_call("pas!").kind == "pass" and parse_call("pas!").irregular
    assert parse_call("2♣*").label == "2C*"


@pytest.mark.parametrize("bad", ["8NT", "0C", "1Z", "TD!", "", "NT"])
def test_bad_calls(bad):
    with pytest.raises(BridgeError, match="invalid"):
        parse_call(bad)


def test_format_call_per_notation():
    assert [format_call(parse_call("1NT"), lang) for lang in ("en", "pl", "ru", "el", "pbn")] == [
        "1NT",
        "1BA",
        "1БК",
        "1ΧΑ",
        "1NT",
    ]
    assert format_call(parse_call("X"), "pl") == "kontra"
    assert format_call(parse_call("2C*"), "ru") == "2♣*"
    assert format_call(parse_call("XX"), "el") == "σιρκοντρ"


def test_long_form_of_a_call():
    call = call_from_data({"call": "1NT", "alert": True, "irregular": True, "note": "…", "replaces": False})
    assert (call.text, call.alert, call.irregular, call.note) == ("1NT", True, True, "…")
    with pytest.raises(BridgeError, match="unknown key 'bid'"):
        call_from_data({"call": "1NT", "bid": "x"})
    with pytest.raises(BridgeError, match="invalid seat"):
        call_from_data({"call": "1NT", "seat": "Q"})


def test_example_33_insufficient_bid_replaced(ex33):
    auction, problems = auction_from_data(ex33["auction"])
    assert problems == [] and auction is not None
    result = auction.as_json()
    assert (result["contract"], result["declarer"], result["passed_out"]) == ("2NT", "W", False)
    (found,) = result["insufficient_bids"]
    assert (found["seat"], found["call"], found["over"], found["lowest_sufficient"]) == (
        "W",
        "1NT",
        "2C",
        "2NT",
    )
    assert (found["status"], found["replaced_by"]) == ("replaced", "2NT")
    assert [c["seat"] for c in result["calls"]] == ["N", "E", "S", "W", "W", "N", "E", "S"]
    assert result["calls"][3]["withdrawn"] is True
    assert result["calls"][2]["note"] == "2♣ shows 5-4 in the majors"


def test_polish_slide_33_table_with_a_replacement_cell(polish_slides, ex33):
    slide = polish_slides[polish_slides.index("Przykład 33:") :]
    dealer, parsed = parse_auction_text(table_after(slide, "♣ 6"))  # the table follows the diagram
    assert dealer == "N"
    assert [c.label for c in parsed] == ["Pass", "1C", "2C*", "1NT", "2NT", "Pass", "Pass", "Pass"]
    assert parsed[4].replaces
    auction = analyse_auction(dealer, parsed)
    assert (auction.contract_text(), auction.declarer()) == ("2NT", "W")


def test_polish_slide_tables_of_examples_16_to_19(polish_slides):
    dealer, parsed = parse_auction_text(table_after(polish_slides, "Przykłady 16-17:"))
    assert (dealer, [c.text for c in parsed]) == ("W", ["1H", "3C", "Pass", "3S"])
    dealer, parsed = parse_auction_text(table_after(polish_slides, "Przykład 18:"))
    auction = analyse_auction(dealer, parsed)
    assert (dealer, auction.complete, auction.turn) == ("W", False, "N")
    dealer, parsed = parse_auction_text(table_after(polish_slides, "Przykład 19:"))
    auction = analyse_auction(dealer, parsed)
    assert dealer == "N" and [c.text for c in parsed] == ["1H", "Pass", "4C", "Pass", "Pass"]
    assert [f["seat"] for f in auction.findings("marked")] == ["N"]
    assert auction.turn == "E"


def test_greek_wiki_table(greek_wiki):
    table = table_after(greek_wiki, "♣ 6")
    assert table.splitlines()[0].split() == ["Δ", "Β", "Α", "Ν"]
    # The wiki writes West's replacement 2NT on a row of its own, under the insufficient 1NT.
    with pytest.raises(BridgeError, match="empty cell between calls"):
        parse_auction_text(table)
    dealer, parsed = parse_auction_text("\n".join(table.splitlines()[:2] + ["2NT   All Pass"]))
    assert dealer == "N" and [c.text for c in parsed] == ["Pass", "1C", "2C", "2NT", "Pass", "Pass", "Pass"]


def test_inline_sequences_in_greek_words():
    dealer, parsed = parse_auction_text("πάσο - 1♣ - 2♣* - 1ΧΑ/2ΧΑ - όλοι πάσο")
    assert dealer is None
    auction = analyse_auction("N", parsed)
    assert (auction.contract_text(), auction.declarer()) == ("2NT", "W")


def test_accepted_insufficient_bid_and_lowest_sufficient():
    auction = analyse_auction("N", calls("1NT", "1S", "Pass"))
    (found,) = auction.findings("insufficient")
    assert (found["lowest_sufficient"], found["status"]) == ("2S", "accepted")
    auction = analyse_auction("N", calls("7NT", "7S"))
    (found,) = auction.findings("insufficient")
    assert found["lowest_sufficient"] is None and found["status"] == "pending"
    auction = analyse_auction("N", calls("1H", "1H"))
    assert auction.findings("insufficient")[0]["lowest_sufficient"] == "2H"


@pytest.mark.parametrize(
    ("sequence", "reason"),
    [
        (["X"], "no bid to double"),
        (["1H", "Pass", "X"], "partner's or one's own bid"),
        (["1H", "X", "Pass", "X"], "already doubled"),
        (["1H", "XX"], "only a double of one's own side's bid"),
        (["1H", "X", "Pass", "XX"], "only a double of one's own side's bid"),
        (["1H", "X", "XX", "Pass", "XX"], "already redoubled"),
    ],
)
def test_inadmissible_doubles_and_redoubles(sequence, reason):
    auction = analyse_auction("N", calls(*sequence))
    (found,) = auction.findings("inadmissible")
    assert found["index"] == len(sequence) - 1 and reason in found["reason"]


def test_call_out_of_rotation_shown_by_its_seat():
    made = [parse_call("1H"), call_from_data({"call": "1S", "seat": "W"}), parse_call("Pass")]
    auction = analyse_auction("N", made)
    (found,) = auction.findings("out_of_rotation")
    assert (found["seat"], found["expected"], found["call"]) == ("W", "E", "1S")
    assert [e.seat for e in auction.entries] == ["N", "W", "N"]


def test_end_of_auction_contract_and_declarer():
    auction = analyse_auction("N", calls("Pass", "Pass", "Pass", "Pass"))
    assert auction.complete and auction.passed_out and auction.contract() is None
    auction = analyse_auction(
        "N", calls("1C", "Pass", "1H", "Pass", "2H", "Pass", "4H", "Pass", "Pass", "Pass")
    )
    assert (auction.contract_text(), auction.declarer()) == ("4H", "S")
    auction = analyse_auction("E", calls("1S", "X", "XX", "Pass", "Pass", "Pass"))
    assert (auction.contract_text(), auction.declarer()) == ("1SXX", "E")
    contract = auction.contract()
    assert contract is not None and (contract.level, contract.penalty) == (1, 4)
    auction = analyse_auction("N", calls("1H", "Pass", "Pass", "Pass", "Pass"))
    (after,) = auction.findings("after_end")
    assert after["index"] == 4 and auction.contract_text() == "1H"


def test_call_under_discussion():
    auction = analyse_auction("S", calls("1H", "2C", "?"))
    assert auction.as_json()["turn"] == "N"
    auction.add(parse_call("Pass"))
    assert auction.as_json()["problems"] == ["a call after the call under discussion (?)"]


def test_replacement_of_the_first_call_is_reported():
    auction = analyse_auction("N", [call_from_data({"call": "1C", "replaces": True})])
    assert auction.entries[0].findings[0]["kind"] == "bad_replacement"


def test_legal_calls():
    auction = Auction("N")
    assert len(auction.legal_calls()) == 36
    auction.add(bid(1, "NT"))
    assert [c.text for c in auction.legal_calls()][:3] == ["Pass", "2C", "2D"]
    assert "X" in [c.text for c in auction.legal_calls()] and "XX" not in [
        c.text for c in auction.legal_calls()
    ]
    auction.add(parse_call("X"))
    assert "XX" in [c.text for c in auction.legal_calls()]


def test_auction_data_problems_are_located():
    auction, problems = auction_from_data({"dealer": "N", "calls": ["Pass", "8NT"], "notes": {"5": "x"}})
    assert auction is None
    assert [path for path, _ in problems] == [("calls", 1), ("notes", "5")]
    _, problems = auction_from_data({"calls": ["Pass"]})
    assert problems[0][0] == ("dealer",)
