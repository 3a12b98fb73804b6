"""Properties on random deals, auctions and play: round trips through every notation, no crashes."""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.bridge.auction import Auction, analyse_auction, next_seat, parse_auction_text, side_of
from bridgelaws.bridge.calls import STRAINS, Call, bid, format_call, parse_call
from bridgelaws.bridge.cards import RANKS, SEATS, SUITS, HandCards
from bridgelaws.bridge.claims import run_example, validate_example
from bridgelaws.bridge.claimshapes import EXPECT_KEYS
from bridgelaws.bridge.notation import deal_from_hands, format_hand, parse_deal, parse_deal_text, parse_hand
from bridgelaws.bridge.play import Trick, analyse_play

DECK = [suit + rank for suit in SUITS for rank in RANKS]
LANGS = ("en", "pl", "ru", "el", "pbn")


@st.composite
def deals(draw: st.DrawFn, size: int | None = None) -> dict[str, HandCards]:
    """Four hands of `size` cards (13 for a full deal) from a shuffled deck."""
    cards = draw(st.permutations(DECK))
    size = size if size is not None else draw(st.integers(1, 13))
    return {
        seat: HandCards(
            {s: "".join(r for r in RANKS if s + r in cards[i * size : (i + 1) * size]) for s in SUITS}
        )
        for i, seat in enumerate(SEATS)
    }


@given(deals(), st.sampled_from(LANGS))
def test_deals_round_trip_through_every_notation(hands, lang):
    texts = [format_hand(hands[seat], lang) for seat in SEATS]
    assert all(parse_hand(text, lang) == hands[seat] for seat, text in zip(SEATS, texts, strict=True))
    layout = deal_from_hands(texts, lang)
    assert layout.hands == hands
    assert parse_deal_text(" / ".join(texts), lang).hands == hands
    assert parse_deal(layout.pbn()).hands == hands


@given(deals(13))
def test_full_deals_are_valid_and_positions_are_equal(hands):
    layout = deal_from_hands([h.pbn() for h in hands.values()], "pbn")
    assert layout.kind == "full" and layout.solvable()


@st.composite
def legal_auctions(draw: st.DrawFn) -> tuple[str, list[Call]]:
    dealer = draw(st.sampled_from(SEATS))
    auction, made = Auction(dealer), []
    while not auction.complete and len(made) < 40:
        options = auction.legal_calls()
        call = draw(st.sampled_from(options[:8] if draw(st.booleans()) else options))
        call = replace(call, alert=draw(st.booleans()), irregular=draw(st.booleans()))
        auction.add(call)
        made.append(call)
    return dealer, made


@settings(max_examples=60)
@given(legal_auctions(), st.sampled_from(LANGS))
def test_legal_auctions_round_trip_through_call_notations(auction, lang):
    dealer, made = auction
    written = [format_call(call, lang) for call in made]
    assert [parse_call(text) for text in written] == made
    found_dealer, parsed = parse_auction_text(" - ".join(written))
    assert found_dealer is None and parsed == made
    result = analyse_auction(dealer, made).as_json()
    assert result["problems"] == []
    assert result["insufficient_bids"] == result["inadmissible"] == result["out_of_rotation"] == []
    if result["contract"]:
        last_bidder = next(e["seat"] for e in reversed(result["calls"]) if e["call"][0].isdigit())
        assert side_of(result["declarer"]) == side_of(last_bidder)


ANY_CALL = st.builds(
    Call,
    kind=st.sampled_from(["pass", "double", "redouble", "query"]),
    alert=st.booleans(),
    irregular=st.booleans(),
    replaces=st.booleans(),
    seat=st.none() | st.sampled_from(SEATS),
) | st.builds(
    lambda level, strain, replaces, seat: replace(bid(level, strain), replaces=replaces, seat=seat),
    st.integers(1, 7),
    st.sampled_from(STRAINS),
    st.booleans(),
    st.none() | st.sampled_from(SEATS),
)


@given(st.sampled_from(SEATS), st.lists(ANY_CALL, max_size=30))
def test_the_auction_engine_never_raises(dealer, made):
    auction = analyse_auction(dealer, made)
    result = json.loads(json.dumps(auction.as_json()))
    assert len(result["calls"]) == len(made)
    if result["contract"] is not None:
        assert result["complete"] and result["declarer"] in SEATS


@settings(max_examples=40)
@given(deals(), st.sampled_from(STRAINS), st.data())
def test_legal_play_has_no_revokes_and_every_trick_a_winner(hands, trump, data):
    held = {seat: hand.cards() for seat, hand in hands.items()}
    leader, tricks = data.draw(st.sampled_from(SEATS)), []
    while held[leader]:
        cards, seat = [], leader
        for _ in range(4):
            follow = [c for c in held[seat] if cards and c[0] == cards[0][0]]
            card = data.draw(st.sampled_from(follow or held[seat]))
            held[seat].remove(card)
            cards.append(card)
            seat = next_seat(seat)
        tricks.append(Trick(leader, tuple(cards)))
        trumps = [c for c in cards if c[0] == trump]
        best = max(trumps or [c for c in cards if c[0] == cards[0][0]], key=lambda c: -RANKS.index(c[1]))
        leader = next_seat(leader, cards.index(best))
    analysis = analyse_play(tricks, hands, trump)
    assert analysis.revokes == [] and analysis.problems == []
    assert analysis.won("NS") + analysis.won("EW") == len(tricks) == hands["N"].count
    assert [t.leader for t in tricks[1:]] == analysis.winners[:-1]


WORDS = st.sampled_from(
    ["N", "E", "S", "W", "Q", "", "AKQ", "x", "T9", "1NT", "Pass", "X!", "8NT", "?", "SA", "DZ"]
)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-20, 3000) | WORDS,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(WORDS, inner, max_size=5),
    max_leaves=12,
)
HAND = st.dictionaries(
    st.sampled_from(["S", "H", "D", "C", "Z"]), st.sampled_from(["AKQ", "", "JT98", "x2", "AZ"])
)
EXAMPLES = st.fixed_dictionaries(
    {},
    optional={
        "deal": st.fixed_dictionaries(
            {"hands": st.dictionaries(st.sampled_from(["N", "E", "S", "W"]), HAND | WORDS, max_size=4)},
            optional={"dealer": WORDS, "vulnerable": st.sampled_from(["none", "all", "x"]), "kind": WORDS},
        )
        | VALUES,
        "auction": st.fixed_dictionaries(
            {"calls": st.lists(WORDS | VALUES, max_size=8)}, optional={"dealer": WORDS, "notes": VALUES}
        )
        | VALUES,
        "play": st.lists(
            st.fixed_dictionaries({"leader": WORDS, "cards": st.lists(WORDS, max_size=5)}) | VALUES,
            max_size=4,
        )
        | VALUES,
        "expect": st.dictionaries(st.sampled_from([*EXPECT_KEYS, "other"]), VALUES, max_size=4) | VALUES,
    },
)


@settings(max_examples=150)
@given(EXAMPLES)
def test_running_any_example_data_never_raises(data):
    problems = validate_example(data)
    run = run_example(data)
    json.dumps(run.results)
    assert run.ok == (not run.failures)
    assert len(run.failures) >= len(problems)
