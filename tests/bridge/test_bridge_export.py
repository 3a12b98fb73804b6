"""PBN records and BBO handviewer links of a deal with its auction and play."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from endplay import types as endplay_types

from bridgelaws.bridge.auction import auction_from_data
from bridgelaws.bridge.board import VULNERABILITIES, board_info, first_board
from bridgelaws.bridge.cards import layout_from_data
from bridgelaws.bridge.errors import BridgeError
from bridgelaws.bridge.export import HANDVIEWER, handviewer_url, to_pbn
from bridgelaws.bridge.notation import parse_deal
from bridgelaws.bridge.play import Trick
from bridgelaws.bridge.types import Vul


@pytest.fixture
def ex33_parts(ex33):
    layout, _ = layout_from_data(ex33["deal"])
    auction, _ = auction_from_data(ex33["auction"])
    return layout, auction


def test_pbn_record_of_example_33(ex33_parts):
    layout, auction = ex33_parts
    record = to_pbn(layout, "N", Vul.none, auction, [Trick("N", ("SJ", "S2", "S3", "SA"))], board="33")
    tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', record, re.MULTILINE))
    assert parse_deal(tags["Deal"]).pbn() == layout.pbn()
    assert (tags["Board"], tags["Dealer"], tags["Vulnerable"]) == ("33", "N", "None")
    assert (tags["Declarer"], tags["Contract"], tags["Auction"], tags["Play"]) == ("W", "2NT", "N", "N")
    assert "Pass 1C 2C =1= 2NT\nPass Pass Pass\n" in record  # the withdrawn 1NT is not a call of the auction
    assert tags["Note"] == "1:2♣ shows 5-4 in the majors"
    assert "\nSJ S2 S3 SA\n" in record


def test_handviewer_link_carries_a_lin_record(ex33_parts):
    layout, auction = ex33_parts
    url = handviewer_url(layout, "N", Vul.none, auction, [Trick("N", ("SJ", "S2"))], board="33")
    assert url.startswith(HANDVIEWER + "?lin=")
    lin = parse_qs(urlparse(url).query)["lin"][0].split("|")
    pairs = list(zip(lin[::2], lin[1::2], strict=False))
    assert pairs[0] == ("md", "3SQ6543HJ842DAK4C6,SAKHT765D853CT932,SJT8H9DQJT6CAJ854,S972HAKQ3D972CKQ7")
    assert (
        ("sv", "o") in pairs and ("ah", "Board 33") in pairs and ("an", "2♣ shows 5-4 in the majors") in pairs
    )
    assert [v for k, v in pairs if k == "mb"] == ["p", "1C", "2C!", "2N", "p", "p", "p"]
    assert [v for k, v in pairs if k == "pc"] == ["SJ", "S2"]


def test_only_named_cards_are_exported():
    with pytest.raises(BridgeError, match="only hands of named cards"):
        to_pbn(parse_deal("N:AKQx... - - -"))
    suit, _ = layout_from_data({"kind": "suit", "hands": {"N": "AKQ5", "S": "8632"}})
    with pytest.raises(BridgeError, match="only hands of named cards"):
        handviewer_url(suit)


@pytest.mark.parametrize("vul", list(Vul))
@pytest.mark.parametrize("dealer", ["N", "E", "S", "W"])
def test_lin_dealer_and_vulnerability_codes_agree_with_endplay(ex33_parts, dealer, vul):
    lin = parse_qs(urlparse(handviewer_url(ex33_parts[0], dealer, vul)).query)["lin"][0].split("|")
    assert lin[1][0] == str(endplay_types.Player.find(dealer).to_lin())
    assert lin[lin.index("sv") + 1] == endplay_types.Vul[vul.name].to_lin()


def test_the_board_number_never_contradicts_the_deal():
    """Law 2: the first board with the deal's dealer and vulnerability, either unknown."""
    known = (("N", Vul.none), ("W", None), (None, Vul.ew), (None, None))
    assert [first_board(dealer, vul) for dealer, vul in known] == [1, 4, 3, 1]
    for dealer in "NESW":
        for vul in Vul:
            info = board_info(first_board(dealer, vul))
            assert (info["dealer"], info["vulnerable"]) == (dealer, VULNERABILITIES[vul])
